#pragma once
// Agents choose among legal actions. They see the state only through the
// State interface; a game module may add smarter agents of its own.
#include <memory>
#include <string>
#include "core/game.h"
#include "core/rng.h"

namespace spaceline {

class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::string name() const = 0;
  virtual Action choose(const State& s) = 0;
};

// Uniformly random legal action, from the agent's own seeded Rng.
class RandomAgent : public Agent {
 public:
  explicit RandomAgent(uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }
  Action choose(const State& s) override;

 private:
  Rng rng_;
  std::vector<Action> buf_;
};

}  // namespace spaceline
