#pragma once
// A Second Edition agent that plays personnel and ships, flies crews to missions they can
// complete, attempts them, and builds the costliest dilemma stack it may.
#include "core/agent.h"

namespace spaceline::stccg2e {

class HeuristicAgent : public Agent {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "heuristic"; }
  Action choose(const State& s) override;

 private:
  Rng rng_;
};

}  // namespace spaceline::stccg2e
