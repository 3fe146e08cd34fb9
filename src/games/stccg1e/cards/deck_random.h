#pragma once
// Random legal decks drawn from a whole card set (sim --decks random, the
// conformance test).
#include <cstdint>
#include <string>

#include "games/stccg1e/cards/deck.h"

namespace spaceline::stccg1e {

// A legal 60-card deck of one affiliation (its outpost, three or four missions
// it may attempt among six, 8-14 dilemmas and up to two artifacts to seed; ships,
// personnel, equipment, events and interrupts to draw) from the cards of `set`
// (a set code: whatever their game text status), or from kWholePool. The same seed gives the same deck.
// kWholePool: every card of every set the engine plays (its text implemented or none needed, a
// personnel whose only gap is a special skill, a doorway it seeds); AU-icon cards only in the
// decks that seed the Alternate Universe Door.
inline const std::string kWholePool = "*";
Deck random_deck(const CardDb& db, uint64_t seed, const std::string& set = "PR");

}  // namespace spaceline::stccg1e
