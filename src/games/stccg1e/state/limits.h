#pragma once
// How long the collections of a GameState may grow, checked wherever a position is read from a
// file (scenario files, saves) so that every index type is wide enough for what is accepted.
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// Locations on the spaceline: Card::loc is an int8_t, and masks of locations are 32 bits wide
// (misseed_locs) or hold two bits a location in 64.
constexpr int kMaxLocations = 32;

}  // namespace spaceline::stccg1e
