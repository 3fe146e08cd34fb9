#pragma once
// First Edition's search agents: the core's information-set MCTS (core/ismcts_agent.h) on worlds
// drawn by GameState::determinized (state/determinize.cpp), with playouts by the heuristic agent.
// Random playouts almost never attempt a mission, so nearly every playout of a First Edition game
// ends with no points on either side and tells the search nothing (docs/benchmarks.md, "Search").
#include <cstdint>
#include <memory>
#include <string>

#include "core/agent.h"
#include "core/ismcts_agent.h"

namespace spaceline::stccg1e {

// The level's budget (ismcts_level) with heuristic playouts.
IsmctsConfig search_config(const std::string& level);
// "ismcts-easy", "ismcts" or "ismcts-hard"; throws std::invalid_argument for other names.
std::unique_ptr<Agent> make_search_agent(const std::string& level, uint64_t seed);

}  // namespace spaceline::stccg1e
