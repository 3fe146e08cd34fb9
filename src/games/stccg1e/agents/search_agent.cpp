#include "games/stccg1e/agents/search_agent.h"

#include <stdexcept>

#include "games/stccg1e/agents/heuristic_agent.h"

namespace spaceline::stccg1e {

IsmctsConfig search_config(const std::string& level) {
  IsmctsConfig c = ismcts_level(level);
  c.rollout_agent = [](uint64_t seed) -> std::unique_ptr<Agent> { return std::make_unique<HeuristicAgent>(seed); };
  return c;
}

std::unique_ptr<Agent> make_search_agent(const std::string& level, uint64_t seed) {
  if (!is_ismcts_name(level)) throw std::invalid_argument("unknown search agent '" + level + "' (expected ismcts-easy, ismcts or ismcts-hard)");
  return std::make_unique<IsmctsAgent>(level, search_config(level), seed);
}

}  // namespace spaceline::stccg1e
