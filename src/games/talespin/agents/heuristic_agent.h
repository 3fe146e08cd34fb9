#pragma once
// A rule-of-thumb TaleSpin player: delivers and packs cargo whenever it can,
// steers its moves toward where its cargo ships from or is received, plays
// Passengers and Actions that help, dogfights only when it expects to win, and
// drops its least useful cards.
#include "core/agent.h"
#include "core/rng.h"

namespace spaceline::talespin {

class HeuristicAgent : public spaceline::Agent {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "heuristic"; }
  spaceline::Action choose(const spaceline::State& s) override;

 private:
  spaceline::Rng rng_;
  std::vector<spaceline::Action> buf_;
};

}  // namespace spaceline::talespin
