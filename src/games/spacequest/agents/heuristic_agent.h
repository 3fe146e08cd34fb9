#pragma once
// A simple Space Quest player (docs/spacequest/README.md, "Agents"): keeps a hand with two to five
// lands, plays a land and its most expensive spell each turn, staffs its Ships, attacks when the
// defenders cannot profitably block, blocks when its blocker survives or the attack would be lethal,
// and aims harmful text at the opponent's biggest creature (or the opponent) and helpful text at its
// own fighters.
#include "core/agent.h"
#include "core/rng.h"

namespace spaceline::spacequest {

class HeuristicAgent : public spaceline::Agent {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "heuristic"; }
  Action choose(const spaceline::State& s) override;

 private:
  Rng rng_;
};

}  // namespace spaceline::spacequest
