#pragma once
// The TaleSpin table as text for the terminal (GameModule::render_table).
#include <string>

#include "games/talespin/state/state.h"

namespace spaceline::talespin {

// As `viewer` may see it, no more than observation(viewer) holds (D-TS-21): the Location ring
// with every token, each player's Player character, piles, cargo hold and Passenger chain, the
// dogfight under way and the viewer's own hand. Other players' hands and packed cargo are counts;
// viewer -1 (a judge) sees them all.
std::string render_table(const TsState& s, int viewer);

}  // namespace spaceline::talespin
