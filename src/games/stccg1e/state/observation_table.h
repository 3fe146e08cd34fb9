#pragma once
// What the browser's table shows beside each card (docs/web-client.md, "The table"): the values a
// player plans with, from the engine's own queries, so the page never recomputes a rule.
#include <nlohmann/json.hpp>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// Adds to `position` (GameState::position(viewer), already built) what `viewer` may know:
// personnel skills, attributes and icons; a ship's RANGE now and left this turn, WEAPONS,
// SHIELDS and staffing; each mission's points and requirements; under each of the viewer's groups
// its totals and what it still lacks (the terminal's lines, board.cpp); and, as `hidden_log`, the
// log entries the viewer may not read, told as what they may know ("P2 seeds a card under …").
void add_table_view(const GameState& s, int viewer, nlohmann::json& position);

}  // namespace spaceline::stccg1e
