// Ships out of time: Temporal Rift (D-INT-16) and Time Travel Pod (D-ART-4).
//
// The ship, everything aboard it and the card that sent it go to zone
// OutOfTime, keeping their location and host. Nothing there is in play
// (R-STATE-9): every rule that looks for cards in play passes them by, so no
// card may be played on them (R-PLAY-9), they are not attacked, counted,
// staffed or moved, and the countdowns of the cards aboard (Plasma Fire,
// lasting dilemmas, stasis, repair) do not run (R-DUR-5). They still count for
// uniqueness, as they will return (state.cpp in_play_copy). The sending card
// rides with the ship and holds the count of turns left in its `counter`;
// `kFresh` on it marks the turn in progress as not a full turn (R-DUR-1). At
// the end of each of the ship owner's turns, after every other end-of-turn
// effect, the count goes down; at zero the ship reappears where it was.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

void GameState::recount_lasting() {
  lasting_count_ = journey_count_ = 0;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (!is_lasting(i)) continue;
    ++lasting_count_;
    if (def(i).sets_journey()) ++journey_count_;
  }
}

bool GameState::out_of_time_target_legal(const InterruptDef& in, uint16_t t, uint16_t turns, int player) const {
  // A ship already out of time is not in play, so not a ship in space (R-PLAY-9).
  if (!ship_in_space(t)) return false;
  if (in.own_ship && cards[t].owner != player) return false;
  if (in.external && cloaked(t)) return false;  // R-CLOAK-2
  // R-TIME-12: it cannot pull a ship out of a battle in progress.
  if (battle.active && !battle.away_team &&
      (t == battle.target || std::find(battle.attackers.begin(), battle.attackers.end(), t) != battle.attackers.end() ||
       std::find(battle.retaliators.begin(), battle.retaliators.end(), t) != battle.retaliators.end()))
    return false;
  if (in.returns == TimeReturn::Countdown) return turns == 0;
  return turns >= 1 && turns <= in.max_full_turns;  // D-ART-4: announced as it is played
}

void GameState::send_out_of_time(CardId card, CardId ship, int turns, int player) {
  const auto& in = *def(card).interrupt;
  const bool pod = in.returns == TimeReturn::Announced;
  const int owner = cards[ship].owner;
  place_aboard(card, ship);
  // D-INT-16: a countdown counts the owner's turn in progress; D-ART-4: full turns never do (R-DUR-1).
  cards[card].counter = static_cast<uint8_t>(pod ? turns : def(card).countdown);
  if (pod) cards[card].flags |= kFresh;
  // D-CLOAK-1: a ship leaving play loses its cloak.
  cards[ship].flags &= static_cast<uint16_t>(~(kCloaked | kHidden | kDoubleRange));
  std::vector<CardId> going = aboard(ship);
  for (auto c : going) cards[c].zone = Zone::OutOfTime;
  cards[ship].zone = Zone::OutOfTime;
  recount_lasting();
  refresh_events();
  log_event(pod ? Rule::TimeTravelPod : Rule::TemporalRift, Ev::ShipOutOfTime, player, ship, card, cards[card].counter);
  (void)owner;
}

// The card that sent a ship out of time: discarded when it has returned, or
// out of the game for an artifact (R-ART-4).
void GameState::return_from_time(CardId card) {
  const CardId ship = cards[card].host;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::OutOfTime && cards[i].host == ship) cards[i].zone = Zone::InPlay;
  cards[ship].zone = Zone::InPlay;
  recount_lasting();
  log_event(Rule::OutOfTimeFrozen, Ev::ShipReturns, cards[ship].owner, ship, card, cards[ship].loc);
  cards[card].flags &= static_cast<uint16_t>(~kFresh);
  move_to(card, def(card).type == CardType::Artifact ? Zone::OutOfPlay : Zone::Discard, -1);
  refresh_events();
}

void GameState::out_of_time_end_of_turn() {
  // The turn in progress ends for what is away too (R-DUR-1): a countdown that did not count it
  // because it began in it (kFresh; Loss of Orbital Stability's first tick) starts from a full turn
  // on its return, no later (D-INT-16). Nothing else aboard moves on (R-DUR-5).
  for (CardId i = 0; i < cards.size(); ++i) {
    auto& c = cards[i];
    if (c.zone != Zone::OutOfTime || (def(i).plays_as_interrupt() && def(i).interrupt->effect == InterruptEffect::OutOfTime)) continue;
    c.flags &= static_cast<uint16_t>(~kFresh);
    if (c.place == Place::Aboard && def(i).plays_as_interrupt() && def(i).interrupt->effect == InterruptEffect::LoseOrbit &&
        cards[c.host].owner == active && c.counter > 1)
      c.counter = 1;  // D-INT-10: it was played in this turn, which is now over
  }
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::OutOfTime || cards[i].place != Place::Aboard || !def(i).plays_as_interrupt() ||
        def(i).interrupt->effect != InterruptEffect::OutOfTime)
      continue;
    auto& c = cards[i];
    const bool counts = cards[c.host].owner == active && !c.has(kFresh);
    c.flags &= static_cast<uint16_t>(~kFresh);  // the turn it was played in is over
    if (!counts) continue;
    if (c.counter > 0) --c.counter;
    if (c.counter == 0) return_from_time(i);
  }
}

}  // namespace spaceline::stccg1e
