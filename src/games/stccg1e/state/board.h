#pragma once
// The board as text for the terminal (GameModule::render_table): scores and piles, the
// spaceline with what is in play at each location, the viewer's hand and seed cards.
#include <string>
#include <vector>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// As `viewer` may see it (R-INFO-4): the opponent's crews and hand only as counts; -1 shows
// no hand at all.
std::string render_board(const GameState& s, int viewer);

// A group's totals as a player counts them when attempting a mission or facing a dilemma
// (issue 10 part 5), as the terminal and the browser's table (observation_table.cpp) show them:
// "INTEGRITY 14, CUNNING 12, STRENGTH 15; SCIENCE, Diplomacy x2, Honor x1.5".
std::string group_totals(const GameState& s, const std::vector<CardId>& group);

// Whether the viewer's group (`source` a ship or outpost, or kPlanet with its Away Team `team`) is
// the one facing the dilemma being encountered in a mission attempt at `loc` (R-DIL-2).
bool facing_a_dilemma(const GameState& s, int viewer, int loc, CardId source, uint8_t team);

}  // namespace spaceline::stccg1e
