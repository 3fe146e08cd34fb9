// Repairing damaged ships (CRD II.1 Damage; IV.1 Repair; IV.7 Spacedock;
// R-FAC-11, R-FAC-12; D-FAC-1, D-FAC-2): two full turns at an outpost of the
// ship's affiliation, or at once at your Spacedock.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
// R-FAC-12: an outpost repairs ships of its own affiliation; never a non-aligned ship.
bool outpost_repairs(const GameState& s, CardId outpost, CardId ship) {
  const auto& sd = s.def(ship);
  if (sd.non_aligned()) return false;
  for (auto a : s.def(outpost).affiliations)
    for (auto b : sd.affiliations)
      if (s.allied(s.cards[ship].owner, a, b)) return true;  // R-AFF-5: a treaty partner's outpost repairs too
  return false;
}
}  // namespace

// Exocomp (D-HEA-2): a personnel of the ship's owner aboard whose special skill
// repairs the ship wherever it is (the quickest if several), kNone if none is aboard.
// Stopped does not matter (repairing is no action); disabled or in stasis, it has no skill.
CardId GameState::repairer_aboard(CardId ship) const {
  CardId best = kNone;
  for (auto p : aboard(ship)) {
    const int t = def(p).repairs_ship_turns;
    if (t && cards[p].owner == cards[ship].owner && !cards[p].has(kDisabled) && !cards[p].has(kStasis) &&
        (best == kNone || t < def(best).repairs_ship_turns))
      best = p;
  }
  return best;
}

void GameState::repair_ships() {
  // D-FAC-1: at the end of each of the owner's turns the ship spent whole at
  // the outpost (it did not move, and was not damaged during it), one step:
  // half-repaired, then repaired. Leaving, or a turn that does not count, resets.
  // D-HEA-2: a turn ended with an Exocomp aboard counts as well, moved or not.
  for (CardId i = 0; i < cards.size(); ++i) {
    auto& c = cards[i];
    if (c.zone != Zone::InPlay || def(i).type != CardType::Ship || !c.has(kDamaged) || c.owner != active) continue;
    bool at_outpost = false;
    for (auto o : outposts_at(c.owner, c.loc)) at_outpost |= outpost_repairs(*this, o, i);
    const CardId repairer = repairer_aboard(i);
    const int exocomp = repairer == kNone ? 0 : def(repairer).repairs_ship_turns;
    const bool outpost_turn = at_outpost && c.range_used == 0;
    if (!outpost_turn && !exocomp) {
      c.counter = 0;
      continue;
    }
    if (c.has(kFresh)) continue;  // damaged this turn: not a full turn damaged at the outpost
    const int needed = outpost_turn ? (exocomp ? std::min(2, exocomp) : 2) : exocomp;
    if (++c.counter >= needed) {
      c.flags &= static_cast<uint16_t>(~kDamaged);
      c.counter = 0;
      if (outpost_turn) log_event(Rule::Repair, Ev::Repaired, c.owner, i);
      else log_event(Rule::ExocompRepair, Ev::Repaired, c.owner, i, repairer);
    } else {
      if (outpost_turn) log_event(Rule::RepairTurns, Ev::HalfRepaired, c.owner, i);
      else log_event(Rule::ExocompRepair, Ev::HalfRepaired, c.owner, i, repairer);
    }
  }
  // The turn is over for every ship damaged during it.
  for (auto& c : cards)
    if (c.zone == Zone::InPlay && c.place == Place::Space) c.flags &= static_cast<uint16_t>(~kFresh);
}

void GameState::spacedock_repairs() {
  // D-FAC-2: your damaged ships at your Spacedock's location are repaired at
  // once, non-aligned ones too (CRD IV.7 Spacedock).
  for (int p = 0; p < 2; ++p) {
    if (!event_active(p, EventEffect::RepairAtOutpost)) continue;
    for (CardId e = 0; e < cards.size(); ++e) {
      const auto& ev = cards[e];
      if (ev.zone != Zone::InPlay || ev.owner != p || !def(e).plays_as_event() ||
          def(e).event->effect != EventEffect::RepairAtOutpost)
        continue;
      for (auto ship : ships_at(p, ev.loc))
        if (cards[ship].has(kDamaged)) {
          cards[ship].flags &= static_cast<uint16_t>(~kDamaged);
          cards[ship].counter = 0;
          log_event(Rule::SpacedockRepair, Ev::Repaired, p, ship, e);
        }
    }
  }
}

}  // namespace spaceline::stccg1e
