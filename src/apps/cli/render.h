#pragma once
// Text rendering for the terminal: cards and the board.
#include <string>
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::cli {

std::string render_board(const stccg1e::GameState& s, int viewer);
}  // namespace spaceline::cli
