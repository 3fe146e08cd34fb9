#pragma once
// The playout benchmark, the same for every game (docs/benchmarks.md, "Playouts"): what a search
// agent lives on. From a mid-game state, clone it and play random moves to the end of the game.
// Only the game's public interface is used (GameModule::new_game, State::clone/apply,
// RandomAgent), so a game's engine is measured as a search agent would see it.
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/agent.h"
#include "core/module.h"

namespace spaceline::bench {

// States halfway through random games of `players` seats (seeds 1..count): each game is played
// once to learn its length, then again to half of it.
inline std::vector<std::unique_ptr<State>> mid_game_states(const GameModule& game, int players, int count) {
  std::vector<std::unique_ptr<State>> out;
  for (int k = 1; out.size() < static_cast<size_t>(count) && k < 4 * count; ++k) {
    GameSetup g;
    g.players = players;
    g.seed = static_cast<uint64_t>(k);
    auto play = [&](std::unique_ptr<State> s, long stop_at) {
      std::vector<std::unique_ptr<Agent>> seats;
      for (int p = 0; p < players; ++p) seats.push_back(std::make_unique<RandomAgent>(g.seed * 10 + static_cast<uint64_t>(p)));
      long steps = 0;
      while (!s->is_terminal() && steps < stop_at) {
        s->apply(seats[s->current_player()]->choose(*s));
        ++steps;
      }
      return std::make_pair(std::move(s), steps);
    };
    const long length = play(game.new_game(g), 1'000'000).second;
    auto [half, steps] = play(game.new_game(g), length / 2);
    if (!half->is_terminal()) out.push_back(std::move(half));
  }
  if (out.empty()) throw std::runtime_error("no mid-game state for the playout benchmark");
  return out;
}

// One iteration: clone the next sample state and play it out with a random agent for every seat.
// Counters: playouts/s (on one core) and decisions a playout.
inline void run_playouts(benchmark::State& st, const std::vector<std::unique_ptr<State>>& starts) {
  RandomAgent agent(12345);  // one agent for every seat: a playout's policy, as in a search
  size_t next = 0;
  long decisions = 0;
  for (auto _ : st) {
    auto s = starts[next]->clone();
    next = (next + 1) % starts.size();
    while (!s->is_terminal()) {
      s->apply(agent.choose(*s));
      ++decisions;
    }
    benchmark::DoNotOptimize(s);
  }
  st.counters["playouts/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/playout"] = static_cast<double>(decisions) / static_cast<double>(st.iterations());
}

}  // namespace spaceline::bench
