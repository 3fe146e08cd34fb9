// Holograms away from their ship (CRD IV.10.A rules 4, 8; R-HEA-5, D-HEA-1): a hologram on a
// planet (Holo-Projectors, D-EVT-9) belongs to the ship it beamed down from. "Killed" (a dilemma,
// an Away Team battle lost), or no longer at that ship's location (relocated by a Love Interest,
// left behind by the ship), it is deactivated and goes back aboard; once that ship is destroyed,
// a hologram still away from it dies for good.
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool hologram(const GameState& s, CardId c) {
  return s.def(c).type == CardType::Personnel && s.def(c).kind == PersonnelKind::Hologram;
}
}  // namespace

CardId GameState::hologram_ship(CardId c) const {
  const auto& k = cards[c];
  if (k.place == Place::Aboard && def(k.host).type == CardType::Ship) return k.host;
  if (k.place != Place::Planet) return kNone;
  if (k.from != kNone && def(k.from).type == CardType::Ship && cards[k.from].zone == Zone::InPlay) return k.from;
  if (k.from != kNone) return kNone;  // its ship is gone: nothing to return to
  for (auto s : ships_at(k.owner, k.loc))  // set up on the planet with no ship named: a holodeck of its owner's there
    if (def(s).has_holodeck()) return s;
  return kNone;
}

void GameState::deactivate_hologram(CardId c) {
  cards[c].flags |= kDeactivated;
  if (cards[c].place == Place::Planet)
    if (const CardId ship = hologram_ship(c); ship != kNone) place_aboard(c, ship);
  log_event(Rule::HologramKilled, Ev::HologramDeactivated, cards[c].owner, c);
}

void GameState::holograms_follow_their_ships() {
  for (CardId c = 0; c < cards.size(); ++c) {
    const auto& k = cards[c];
    if (k.zone != Zone::InPlay || k.place != Place::Planet || k.from == kNone || !hologram(*this, c)) continue;
    if (def(k.from).type != CardType::Ship || cards[k.from].zone == Zone::OutOfTime) continue;  // out of time is not destroyed (D-INT-16)
    const auto& ship = cards[k.from];
    if (ship.zone != Zone::InPlay) {
      log_event(Rule::HologramKilled, Ev::Killed, k.owner, c, k.from);  // its ship destroyed while it was away
      discard_card(c);
    } else if (ship.place == Place::Space && ship.loc != k.loc) {
      deactivate_hologram(c);
    }
  }
}

}  // namespace spaceline::stccg1e
