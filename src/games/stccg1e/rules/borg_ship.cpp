// The Borg Ship dilemma (CRD IV.5A, IV.5C Borg Ship; R-BATTLE-19): a dilemma
// that, once met, stays on the spaceline as a self-controlling ship. It
// attacks everything in space where it starts, whatever moves in and stops
// there, and everything where it moves at the end of every turn, one location
// at a time toward and off the far end. Players may attack it; it fires back
// at every ship that did, and whoever destroys it scores its points.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
const BorgShipDef& stats(const GameState& s, CardId borg) { return *s.def(borg).dilemma->borg_ship; }
}  // namespace

CardId GameState::borg_ship_at(int loc) const {
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone == Zone::InPlay && c.place == Place::Space && c.loc == loc && is_borg_ship(i)) return i;
  }
  return kNone;
}

// Met during an attempt: it starts here (CRD IV.5C "Start here") heading for
// the end of the spaceline farther away (D-BORG-1: the right end on a tie),
// attacks everything, and the attempting crew, if it survives, is stopped.
void GameState::borg_ship_arrives(CardId d) {
  const int loc = attempt.loc;
  auto& c = cards[d];
  c.zone = Zone::InPlay;
  c.place = Place::Space;
  c.loc = static_cast<int8_t>(loc);
  c.host = kNone;
  const int n = static_cast<int>(spaceline.size());
  // 1: toward the right end; bit 2 keeps a nullified attack (Hugh, played as it was revealed, D-BORG-7).
  c.counter = static_cast<uint8_t>(((n - 1 - loc) >= loc ? 1 : 0) | (c.counter & 2));
  log_event(Rule::BorgShip, Ev::BorgShipArrives, attempt.player, d, kNone, loc);
  borg_attacks_everything(d);
  if (borg_attack_nullified(d)) return;  // no attack, so nobody is stopped by it: the attempt goes on (D-BORG-7)
  attempt.group_stopped = true;  // "crew is stopped by the attack (if not destroyed)"
  log_event(Rule::DilemmaStops, Ev::GroupStopped, attempt.player, kNone, kNone, 0);
}

// Each ship and outpost in space at its location, both players', one at a
// time; cloaked ships are not found (R-CLOAK-2).
void GameState::borg_attacks_everything(CardId borg) {
  std::vector<CardId> targets;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& t = cards[i];
    if (t.zone != Zone::InPlay || t.place != Place::Space || t.loc != cards[borg].loc || i == borg) continue;
    const auto type = def(i).type;
    if ((type == CardType::Ship || type == CardType::Facility) && !cloaked(i)) targets.push_back(i);
  }
  for (auto t : targets)
    if (cards[t].zone == Zone::InPlay) borg_attack(borg, t);
}

// One attack of the Borg Ship (R-BATTLE-11/12 with its WEAPONS). The target does
// not fire back at once (D-BORG-1); it may attack the Borg Ship on its owner's
// next turn, as forces attacked on the previous turn may (R-BATTLE-7).
void GameState::borg_attack(CardId borg, CardId target) {
  const int w = stats(*this, borg).weapons, sh = battle_shields(target);
  const int owner = cards[target].owner;
  if (borg_attack_nullified(borg)) {
    log_event(Rule::Hugh, Ev::BorgShipHeld, owner, borg, target);  // D-BORG-7: it fires at nothing this turn
    return;
  }
  log_event(Rule::BorgShip, Ev::BorgShipFires, owner, borg, target, w * 256 + std::min(sh, 255));
  if (w > 2 * sh) {
    destroy_ship(target, Rule::DirectHit);
  } else if (w > sh) {
    damage_ship(target, Rule::Damage);
  }
  if (cards[target].zone == Zone::InPlay) stop_with_crew(target);
  record_attacked(owner, cards[borg].loc);
}

// End of every turn: one location toward the far end, whatever the span;
// off the end it is discarded; where it arrives it attacks everything.
void GameState::borg_ships_move() {
  std::vector<CardId> borgs;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::InPlay && cards[i].place == Place::Space && is_borg_ship(i)) borgs.push_back(i);
  for (auto b : borgs) {
    auto& c = cards[b];
    const int dest = c.loc + ((c.counter & 1) ? 1 : -1);
    if (dest < 0 || dest >= static_cast<int>(spaceline.size())) {
      log_event(Rule::BorgShip, Ev::BorgShipLeaves, -1, b, kNone, c.loc);
      move_to(b, Zone::Discard, -1);
      continue;
    }
    c.loc = static_cast<int8_t>(dest);
    log_event(Rule::BorgShip, Ev::BorgShipMoves, -1, b, kNone, dest);
    borg_attacks_everything(b);
    if (phase == Phase::GameOver) return;
    cards[b].counter &= 1;  // D-BORG-7: Hugh nullified its attack for this turn only, which ends now
  }
}

// A player's attack on the Borg Ship: both sides fire at once (R-BATTLE-2); it
// fires back at every attacking ship, each separately (CRD IV.5C).
void GameState::resolve_borg_battle() {
  const int a = battle.attacker;
  const CardId borg = battle.target;
  const auto& st = stats(*this, borg);
  int w = 0;
  for (auto s : battle.attackers) w += battle_weapons(s);
  log_event(Rule::Targeting, Ev::Shot, a, borg, kNone, w * 256 + std::min(st.shields, 255));
  const bool direct = w > 2 * st.shields, hit = w > st.shields;
  const bool destroyed = direct || (hit && cards[borg].has(kDamaged));
  for (auto s : battle.attackers) stop_with_crew(s);  // R-BATTLE-3
  for (auto s : battle.attackers)
    if (cards[s].zone == Zone::InPlay) borg_attack(borg, s);
  if (destroyed) {
    players[a].score += st.points;
    move_to(borg, Zone::Bonus, a);
    log_event(Rule::BorgShip, Ev::BorgShipDestroyed, a, borg, kNone, st.points);
    check_victory();
  } else if (hit) {
    cards[borg].flags |= kDamaged;
    log_event(Rule::BorgShip, Ev::ShipDamaged, a, borg);
  }
  battle = BattleState{};
}

}  // namespace spaceline::stccg1e
