// Temporal Causality Loop (CRD IV.5A; R-TURN-10): "undo your last two actions
// of this turn and end turn". An action is one of the active player's own
// actions taken between others (D-TURN-1); undoing them puts the game back as
// it was just before the earlier of the two. So, while such a dilemma lies
// under a mission, the state before each of the turn's last two actions is
// kept (games without one keep nothing). The attempt that meets the dilemma is
// the later of the two (D-DIL-14). What the players learnt meanwhile stays
// learnt: the log is kept, dilemmas met stay face up, and the random number
// generator is not wound back (D-DIL-15).
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

bool GameState::undoable(Act k) {
  switch (k) {
    case Act::Report:
    case Act::PlayEvent:
    case Act::BuildOutpost:
    case Act::Move:
    case Act::Tow:
    case Act::Beam:
    case Act::BeamAll:
    case Act::Walk:
    case Act::WalkAll:
    case Act::Attempt:
    case Act::AttackShip:
    case Act::AttackAwayTeam:
    case Act::AttackRogueBorg:
    case Act::RogueBorgAttack:
    case Act::SwitchAffiliation:
    case Act::Cloak:
    case Act::Decloak:
    case Act::PlayInterrupt:
    case Act::ForcedDiscard: return true;
    default: return false;  // seeding, skipping the card play, ending the turn, a decision inside an action
  }
}

// D-TURN-1: only the active player's actions taken with nothing else under way; an interrupt played
// in a window answers something and belongs to it, and what Alien Parasites' controller does with the
// group is not the turn player's own action (D-DIL-13).
void GameState::keep_loop_snapshot(Action a) {
  if ((phase != Phase::PlayCard && phase != Phase::Orders) || choice.kind != ChoiceKind::None || !windows.empty() ||
      !resolving.empty() || attempt.active || battle.active || group_control_active() || !undoable(decode(a).kind))
    return;
  bool seeded = false;
  for (auto c : loop_cards_) seeded |= cards[c].zone == Zone::UnderMission;
  if (!seeded) {
    loop_snapshots.clear();  // none left to meet: nothing will ever be undone
    return;
  }
  // The copy leaves out the log (it is never undone) and the snapshots themselves.
  std::vector<LogEntry> kept_log;
  std::vector<LoopSnapshot> kept;
  kept_log.swap(log);
  kept.swap(loop_snapshots);
  auto before = std::make_shared<const GameState>(*this);
  log.swap(kept_log);
  loop_snapshots.swap(kept);
  if (loop_snapshots.size() >= 2) loop_snapshots.erase(loop_snapshots.begin());
  loop_snapshots.push_back(LoopSnapshot{a, std::move(before)});
}

void GameState::undo_last_two_actions(CardId d) {
  const int p = attempt.player;
  // D-DIL-15: a seed card once met has been seen by both players; it stays face up wherever the undoing puts it.
  std::vector<CardId> seen;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].has(kRevealed)) seen.push_back(i);
  const std::vector<LoopSnapshot> undone = std::move(loop_snapshots);
  loop_snapshots.clear();
  if (undone.empty()) {
    // Only a game saved before snapshots were kept gets here: nothing can be undone, the attempt just stops.
    attempt = AttemptState{};
  } else {
    std::vector<LogEntry> kept_log;
    kept_log.swap(log);
    const Rng kept_rng = rng;  // D-DIL-15: randomness already drawn is not drawn again the same way
    const uint64_t v = version_;
    std::vector<CardId> places;  // the spaceline now, by the card of each location (Q or a Gaps may have changed it)
    for (const auto& l : spaceline) places.push_back(l.mission);
    *this = *undone.front().before;
    log.swap(kept_log);
    std::vector<int> back(places.size(), -1);
    bool moved = places.size() != spaceline.size();
    for (size_t l = 0; l < places.size(); ++l) {
      for (size_t k = 0; k < spaceline.size(); ++k)
        if (spaceline[k].mission == places[l]) back[l] = static_cast<int>(k);
      moved |= back[l] != static_cast<int>(l);
    }
    if (moved) remap_log_locations(back);  // the log keeps naming the places it named
    rng = kept_rng;
    version_ = v + 1;
    legal_cache_version_ = ~0ull;
    loop_snapshots.clear();
  }
  log_event(Rule::ActionUndo, Ev::LoopUndone, p, d, kNone, static_cast<int>(undone.size()));
  for (auto it = undone.rbegin(); it != undone.rend(); ++it) {
    const auto x = decode(it->action);
    CardId second = x.b;
    if (x.kind == Act::BeamAll || x.kind == Act::WalkAll) second = x.c;  // where the group beamed
    // R-INFO-4: a card beamed aboard a ship is named to its player alone, as when it beamed.
    const bool private_beam = (x.kind == Act::Beam || x.kind == Act::Walk) && x.b != kPlanet && x.b < cards.size() && def(x.b).type == CardType::Ship;
    log_event(Rule::UndoneActions, Ev::ActionUndone, p, x.a, second, static_cast<int>(x.kind), private_beam ? p : -1);
  }
  for (auto c : seen)
    if (c != d && cards[c].zone == Zone::UnderMission && !cards[c].has(kRevealed)) {
      cards[c].flags |= kRevealed;
      log_event(Rule::LoopKnowledge, Ev::BackFaceUp, p, c, kNone, cards[c].loc);
    }
  // "Discard dilemma": it is back under the mission if the attempt was undone, and leaves from there.
  if (cards[d].zone != Zone::Discard) discard_card(d);
  log_event(Rule::CausalityLoop, Ev::DilemmaDiscarded, p, d);
  phase = Phase::Orders;
  begin_end_of_turn();  // "and end turn", whatever would have held the turn open (D-DIL-14)
}

}  // namespace spaceline::stccg1e
