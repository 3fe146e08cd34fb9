#pragma once
// A rules-aware bot that tries to win: reports useful personnel, crews its
// ships, flies to missions its crews can solve and attempts them, and fights
// ship and Away Team battles it wins (docs/cli.md, "The heuristic agent in battle").
#include <memory>
#include <string>
#include "core/agent.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

class HeuristicAgent : public Agent {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "heuristic"; }
  Action choose(const spaceline::State& s) override;

 private:
  Action choose_stccg(const GameState& s, const std::vector<Action>& legal);
  static Action end_turn(const GameState& s, const std::vector<Action>& legal);
  static int event_value(const GameState& s, const ActionArgs& x, int me);
  Rng rng_;
  int last_turn_ = -1;
  int actions_this_turn_ = 0;
};

// "random" or "heuristic"; throws std::invalid_argument for other names.
std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed);

// Does this group (plus equipment) meet the requirements of `loc` for player p?
bool group_meets_mission(const GameState& s, const std::vector<CardId>& group, int loc, int p);

}  // namespace spaceline::stccg1e
