#pragma once
// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
// 2012): a computer player that plans by search yet never sees what its seat may not. Each
// iteration draws one world the agent cannot tell from the real one (State::determinized: the
// other players' hidden cards, every deck's order and the game's own dice drawn anew), walks one
// tree of the agent's information set with it (UCB1, counting a move's availability in the worlds
// where it was legal), plays the rest of that world out, and backs the result up. Only the
// engine's own clone, legal_actions and apply are used, so it plays every game that can
// determinize (docs/architecture.md, "Agents").
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/agent.h"

namespace spaceline {

struct IsmctsConfig {
  int iterations = 1000;    // worlds searched per decision
  double seconds = 0;       // and at most this long (0: no limit); iterations stop first if reached
  double exploration = 0.7; // UCB1's constant (returns are in [-1, 1])
  int rollout_steps = 0;    // a playout stops after this many actions and scores the position (0: play to the end)
  // Plays the playouts (null: uniformly random legal actions).
  std::function<std::unique_ptr<Agent>(uint64_t seed)> rollout_agent;
};

// The three strengths offered to players ("ismcts-easy", "ismcts", "ismcts-hard").
IsmctsConfig ismcts_level(const std::string& agent_name);
bool is_ismcts_name(const std::string& agent_name);

class IsmctsAgent : public Agent {
 public:
  IsmctsAgent(std::string name, IsmctsConfig config, uint64_t seed);
  std::string name() const override { return name_; }
  // Throws std::logic_error when the game cannot determinize (the agent would otherwise see hidden cards).
  Action choose(const State& s) override;

  // What the last choose() did, for benchmarks and tests.
  struct Stats {
    int iterations = 0;
    long playout_steps = 0;
    double seconds = 0;
  };
  const Stats& last() const { return last_; }
  // The budget it searches with; a server caps the time with its own safety limit (docs/server.md).
  const IsmctsConfig& config() const { return cfg_; }
  void set_time_cap(double seconds) { cfg_.seconds = seconds; }

 private:
  struct Node;
  std::vector<double> playout(State& s);

  std::string name_;
  IsmctsConfig cfg_;
  Rng rng_;
  Stats last_;
  std::vector<Action> buf_;
};

}  // namespace spaceline
