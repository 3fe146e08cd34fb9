#pragma once
// The board as text for the terminal (GameModule::render_table): scores and piles, the
// spaceline with what is in play at each location, the viewer's hand and seed cards.
#include <string>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// As `viewer` may see it (R-INFO-4): the opponent's crews and hand only as counts; -1 shows
// no hand at all.
std::string render_board(const GameState& s, int viewer);

}  // namespace spaceline::stccg1e
