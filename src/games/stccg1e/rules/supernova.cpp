// Supernova and the Tox Uthat (CRD IV.4 Tox Uthat, IV.7 Supernova; D-EVT-20):
// a Supernova needs its player's Tox Uthat on the table, uses it up as it is
// played, and destroys everything at one location; the mission card stays,
// for its span, and can no longer be attempted or reached from orbit.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// One of `player`'s cards titled `needs_in_play` on the table ("you may not use your
// opponent's cards as conditions for your own cards"), or kNone.
CardId GameState::needed_in_play(const EventDef& ev, int player) const {
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::InPlay && cards[i].owner == player && cards[i].place == Place::None && cards[i].loc < 0 &&
        names_card(ev.needs_in_play, def(i).name))
      return i;
  return kNone;
}

void GameState::destroy_location(CardId source, int loc) {
  int n = 0;
  // Ships and facilities go with everything aboard (R-BATTLE-13); then what is left on the planet,
  // the other cards played on the mission, and the seed cards still beneath it.
  for (CardId i = 0; i < cards.size(); ++i) {
    if (i == source || cards[i].zone != Zone::InPlay || cards[i].loc != loc || cards[i].place != Place::Space) continue;
    n += 1 + static_cast<int>(aboard(i).size());
    if (def(i).type == CardType::Ship || def(i).type == CardType::Facility) destroy_ship(i, Rule::Supernova);
    else discard_card(i);  // a Borg Ship
  }
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (i == source || c.loc != loc) continue;
    const bool on_planet = c.zone == Zone::InPlay && c.place == Place::Planet;
    const bool on_mission = c.zone == Zone::InPlay && c.place == Place::None;
    const bool beneath = c.zone == Zone::UnderMission;
    if (!on_planet && !on_mission && !beneath) continue;
    ++n;
    move_to(i, Zone::Discard, -1);
  }
  log_event(Rule::Supernova, Ev::LocationDestroyed, cards[source].owner, source, static_cast<CardId>(n), loc);
  refresh_events();
}

}  // namespace spaceline::stccg1e
