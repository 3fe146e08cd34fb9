#pragma once
// What every game's benchmarks measure the same way (docs/benchmarks.md): whole games between
// agents per second, and the position a hot-path benchmark (clone, legal_actions) is measured on.
// Only the game's public interface is used (GameModule, State, the agents).
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "core/agent.h"
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

// clone() of `s`, timed.
inline void clone_of(benchmark::State& st, const State& s) {
  for (auto _ : st) benchmark::DoNotOptimize(s.clone());
}

}  // namespace spaceline::bench
