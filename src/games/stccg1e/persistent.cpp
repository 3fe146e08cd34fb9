// Dilemmas with lasting effects on a ship (CRD III.3 "Discarding Dilemmas"
// case 5, R-DIL-4, R-DIL-8; CRD IV.5A): they play on the ship, act at the
// end of its owner's turns, and leave when cured.
#include <algorithm>

#include "games/stccg1e/state.h"

namespace spaceline::stccg1e {

std::vector<CardId> GameState::dilemmas_on(CardId ship) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone == Zone::InPlay && c.place == Place::Aboard && c.host == ship && def(i).type == CardType::Dilemma) out.push_back(i);
  }
  return out;
}

void GameState::refresh_ship_conditions(CardId ship) {
  auto& s = cards[ship];
  s.flags &= static_cast<uint16_t>(~(kInfected | kImmobile | kEmpathsDisabled));
  if (s.zone != Zone::InPlay) return;
  for (auto d : dilemmas_on(ship)) {
    const auto& b = *def(d).dilemma;
    if (b.lose_first_skill) s.flags |= kInfected;
    if (b.blocks_movement) s.flags |= kImmobile;
    if (b.disables_empaths) s.flags |= kEmpathsDisabled;
  }
}

void GameState::attach_dilemma(CardId d, CardId ship) {
  place_aboard(d, ship);
  auto& c = cards[d];
  c.flags |= kFresh;
  ++lasting_count_;
  const auto& b = *def(d).dilemma;
  c.counter = static_cast<uint8_t>(b.destroy_after_full_turns);
  log_event(Rule::DilemmaLeaves, Ev::DilemmaAttached, attempt.player, d, ship);
  refresh_ship_conditions(ship);
  if (b.disable_each_turn) ktarian_game_strikes(d);  // "now and at the start of each of your turns"
  check_cures();  // R-DIL-2 step 8: a cure already met ends it at once
}

void GameState::check_cures() {
  if (lasting_count_ == 0) return;
  for (CardId d = 0; d < cards.size(); ++d) {
    const auto& c = cards[d];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || def(d).type != CardType::Dilemma) continue;
    const auto& b = *def(d).dilemma;
    if (!b.cure) continue;
    CardId ship = c.host;
    std::vector<CardId> crew;
    for (auto p : aboard(ship))
      if (def(p).type == CardType::Personnel && usable(p)) crew.push_back(p);
    std::vector<CardId> none;
    ReqContext ctx{this, &crew, &none, ship_shields(ship)};
    if (!evaluate(*b.cure, ctx).met) continue;
    // R-DIL-8 / R-DIL-7 (b): cured; points only where the card gives them for curing.
    int owner = cards[ship].owner;
    if (b.cure_scores && def(d).points) {
      players[owner].score += def(d).points;
      move_to(d, Zone::Bonus, owner);
      log_event(Rule::DilemmaPoints, Ev::DilemmaCured, owner, d, ship, def(d).points);
    } else {
      move_to(d, Zone::Discard, -1);
      log_event(Rule::DilemmaCure, Ev::DilemmaCured, owner, d, ship, 0);
    }
    refresh_ship_conditions(ship);
    check_victory();
  }
}

void GameState::end_of_turn_effects() {
  if (lasting_count_ == 0) return;
  // R-TURN-2: end-of-turn effects happen just before the end-of-turn draw.
  for (CardId d = 0; d < cards.size() && phase != Phase::GameOver; ++d) {
    auto& c = cards[d];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || def(d).type != CardType::Dilemma) continue;
    CardId ship = c.host;
    if (cards[ship].owner != active) continue;  // "your turn" is the affected player's (R-DUR-3)
    const auto& b = *def(d).dilemma;
    if (b.range_loss_per_turn) {
      c.counter = static_cast<uint8_t>(c.counter + b.range_loss_per_turn);
      log_event(Rule::DilemmaComponents, Ev::RangeReduced, active, d, ship, effective_range(ship));
      if (effective_range(ship) <= 0) {
        destroy_ship(ship, Rule::Destroyed);
        continue;
      }
    }
    if (b.destroy_after_full_turns) {
      // R-DUR-1: a full turn never counts the turn in progress.
      if (c.flags & kFresh) {
        c.flags &= static_cast<uint16_t>(~kFresh);
        continue;
      }
      if (c.counter > 0) c.counter--;
      log_event(Rule::DilemmaComponents, Ev::Countdown, active, d, ship, c.counter);
      if (c.counter == 0) destroy_ship(ship, Rule::Destroyed);
    }
  }
}

}  // namespace spaceline::stccg1e
