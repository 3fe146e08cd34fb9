#pragma once
// What the browser's table shows beside each card (docs/web-client.md, "The table"): the values a
// player plans with, from the engine's own queries, so the page never recomputes a rule.
#include <nlohmann/json.hpp>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// Adds to a card object of the position (one the viewer may already see) the numbers the table
// shows beside it: a personnel's skills, attributes and icons; a ship's RANGE now and left this
// turn, WEAPONS, SHIELDS and staffing (a facility's too). Other cards get nothing. GameState::position
// calls it as it builds each card it frames, so the frames cost no second walk over the position.
void add_card_frame(const GameState& s, CardId c, int viewer, nlohmann::json& card);

// Adds to `position` (GameState::position(viewer), already built, its cards framed by
// add_card_frame) what `viewer` may know: each mission's points; under each of the viewer's groups
// its totals and what it still lacks (the terminal's lines, board.cpp); and, as `hidden_log`, the
// log entries the viewer may not read, told as what they may know ("P2 seeds a card under …").
void add_table_view(const GameState& s, int viewer, nlohmann::json& position);

}  // namespace spaceline::stccg1e
