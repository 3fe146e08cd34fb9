#pragma once
// What every game's benchmarks measure the same way (docs/benchmarks.md): whole games between
// agents per second, and the position a hot-path benchmark (clone, legal_actions) is measured on.
// Only the game's public interface is used (GameModule, State, the agents).
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "core/agent.h"
#include "core/ismcts_agent.h"
#include "core/match.h"
#include "core/module.h"

namespace spaceline::bench {

// Plays a whole game of `setup` between `agents` per iteration, seeds 1, 2, ...; counters games/s
// and steps/game.
inline void whole_games(benchmark::State& st, const GameModule& game, GameSetup setup, const std::vector<std::string>& agents) {
  uint64_t seed = 1;
  long steps = 0;
  for (auto _ : st) {
    setup.seed = seed++;
    auto r = play_match(game, setup, agents);
    steps += r.steps;
    benchmark::DoNotOptimize(r.winner);
  }
  st.counters["games/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["steps/game"] = static_cast<double>(steps) / static_cast<double>(st.iterations());
}

// A game of `players` seats (seed 42) after `decisions` random moves (agent seed 7), or its end.
inline std::unique_ptr<State> state_after(const GameModule& game, int players, int decisions) {
  GameSetup g;
  g.players = players;
  g.seed = 42;
  auto s = game.new_game(g);
  auto a = game.make_agent("random", 7);
  for (int i = 0; i < decisions && !s->is_terminal(); ++i) s->apply(a->choose(*s));
  return s;
}

// The first state after `state_after(game, players, decisions)` in which the player to move has a
// choice of two moves or more (random moves, agent seed 7, until then).
inline std::unique_ptr<State> choice_after(const GameModule& game, int players, int decisions) {
  auto s = state_after(game, players, decisions);
  auto a = game.make_agent("random", 7);
  while (!s->is_terminal() && s->legal_actions().size() < 2) s->apply(a->choose(*s));
  return s;
}

// clone() of `s`, timed.
inline void clone_of(benchmark::State& st, const State& s) {
  for (auto _ : st) benchmark::DoNotOptimize(s.clone());
}

// position(0) of `s`, timed: what the server builds for a seat at every step (the observation without the log).
inline void position_of(benchmark::State& st, const State& s) {
  for (auto _ : st) benchmark::DoNotOptimize(s.position(0));
}

// One world of the search agents for seat 0 (State::determinized), timed.
inline void determinized_of(benchmark::State& st, const State& s) {
  Rng r(3);
  for (auto _ : st) benchmark::DoNotOptimize(s.determinized(0, r));
}

// One search decision per iteration from `s` by a new agent of config `c` whose time cap is lifted,
// so every decision searches the whole budget of worlds; counters its search iterations per second
// and playout steps per iteration, what a level's thinking time is made of (docs/benchmarks.md,
// "Search agents").
inline void ismcts_decisions(benchmark::State& st, const State& s, IsmctsConfig c) {
  if (s.is_terminal() || s.legal_actions().size() < 2) {
    st.SkipWithError("the state offers no choice: the agent would not search");
    return;
  }
  c.seconds = 0;
  uint64_t seed = 1;
  long iterations = 0, steps = 0;
  for (auto _ : st) {
    IsmctsAgent agent("ismcts", c, seed++);
    benchmark::DoNotOptimize(agent.choose(s));
    iterations += agent.last().iterations;
    steps += agent.last().playout_steps;
  }
  st.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
  st.counters["steps/iteration"] = iterations ? static_cast<double>(steps) / static_cast<double>(iterations) : 0;
}

// The same at one of the core's levels (ismcts_level: random playouts).
inline void ismcts_decisions(benchmark::State& st, const State& s, const std::string& level) {
  ismcts_decisions(st, s, ismcts_level(level));
}

}  // namespace spaceline::bench
