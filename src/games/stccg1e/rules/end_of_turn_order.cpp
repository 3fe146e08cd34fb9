// The order of what is due at the end of a turn (CRD III.6 "Multiple actions
// scheduled"; R-TURN-4, D-TURN-2): the player whose turn it is chooses it. The
// engine asks only when two obligations pending could change each other's
// outcome; every other order is fixed (D-TURN-2 says which and why).
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
// A card on a ship whose end-of-turn ability acts on it now: Plasma Fire every turn of the ship's
// owner, Warp Core Breach when its countdown ends now (abilities/interpreter.cpp, run_end_of_turn).
bool strikes_its_ship_now(const GameState& s, CardId e) {
  const auto& ab = s.def(e).ability;
  if (!ab || ab->target.kind != TargetKind::Ship || !s.def(e).plays_as_event() || !ability_acts_this_end_of_turn(s, *ab, e)) return false;
  return ab->countdown == 0 || s.cards[e].counter <= 1;
}
}  // namespace

// D-TURN-2: they interact when a Borg Ship about to move would arrive, attack
// unheld, where a ship lies that one of those events strikes: which comes first
// decides which card damages it and which destroys it.
bool GameState::end_turn_obligations_interact() const {
  for (CardId b = 0; b < cards.size(); ++b) {
    if (cards[b].zone != Zone::InPlay || cards[b].place != Place::Space || !is_borg_ship(b) || borg_attack_nullified(b)) continue;
    const int dest = cards[b].loc + ((cards[b].counter & 1) ? 1 : -1);
    for (CardId e = 0; e < cards.size(); ++e) {
      if (!strikes_its_ship_now(*this, e)) continue;
      const auto& ship = cards[cards[e].host];
      if (ship.place == Place::Space && ship.loc == dest && !cloaked(cards[e].host)) return true;
    }
  }
  return false;
}

}  // namespace spaceline::stccg1e
