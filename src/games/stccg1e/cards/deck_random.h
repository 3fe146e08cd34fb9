#pragma once
// Random legal decks drawn from a whole card set (sim --decks random, the
// conformance test).
#include <cstdint>
#include <string>

#include "games/stccg1e/cards/deck.h"

namespace spaceline::stccg1e {

// A legal 60-card deck of one affiliation (its outpost, three or four missions
// it may attempt among six, 8-14 dilemmas and up to two artifacts to seed; ships,
// personnel, equipment, events and interrupts to draw) from the cards of `set`,
// whatever their game text status. The same seed gives the same deck.
Deck random_deck(const CardDb& db, uint64_t seed, const std::string& set = "PR");

}  // namespace spaceline::stccg1e
