// TaleSpin benchmarks (one core): whole random games per second, playouts from mid-game states
// (bench/playout.h), and the hot path (clone, legal_actions, to_json) on a mid-game state.
#include <benchmark/benchmark.h>

#include "../playout.h"
#include "core/agent.h"
#include "core/match.h"
#include "games/talespin/module.h"
#include "games/talespin/state/state.h"

namespace {

const spaceline::GameModule& module() {
  static auto m = spaceline::talespin::make_module();
  return *m;
}

void BM_RandomGame(benchmark::State& st) {
  const int players = static_cast<int>(st.range(0));
  std::vector<std::string> agents(players, "random");
  uint64_t seed = 1;
  long steps = 0;
  for (auto _ : st) {
    spaceline::GameSetup g;
    g.players = players;
    g.seed = seed++;
    auto r = spaceline::play_match(module(), g, agents);
    steps += r.steps;
    benchmark::DoNotOptimize(r.winner);
  }
  st.counters["games/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["steps/game"] = static_cast<double>(steps) / static_cast<double>(st.iterations());
}
BENCHMARK(BM_RandomGame)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_HeuristicVsRandomGame(benchmark::State& st) {
  uint64_t seed = 1;
  for (auto _ : st) {
    spaceline::GameSetup g;
    g.players = 4;
    g.seed = seed++;
    auto r = spaceline::play_match(module(), g, {"heuristic", "random", "random", "random"});
    benchmark::DoNotOptimize(r.winner);
  }
  st.counters["games/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_HeuristicVsRandomGame)->Unit(benchmark::kMillisecond);

// Clone a state halfway through a random game, then random moves to the end (bench/playout.h).
void BM_Playout(benchmark::State& st) {
  const auto starts = spaceline::bench::mid_game_states(module(), static_cast<int>(st.range(0)), 16);
  spaceline::bench::run_playouts(st, starts);
}
BENCHMARK(BM_Playout)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// A state 200 decisions into a 4-player random game.
std::unique_ptr<spaceline::State> mid_game() {
  spaceline::GameSetup g;
  g.players = 4;
  g.seed = 42;
  auto s = module().new_game(g);
  auto a = module().make_agent("random", 7);
  for (int i = 0; i < 200 && !s->is_terminal(); ++i) s->apply(a->choose(*s));
  return s;
}

void BM_Clone(benchmark::State& st) {
  auto s = mid_game();
  for (auto _ : st) benchmark::DoNotOptimize(s->clone());
}
BENCHMARK(BM_Clone);

void BM_LegalActions(benchmark::State& st) {
  auto s = mid_game();
  std::vector<spaceline::Action> v;
  for (auto _ : st) {
    s->legal_actions(v);
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_LegalActions);

void BM_CloneAndApply(benchmark::State& st) {
  auto s = mid_game();
  const auto legal = s->legal_actions();
  for (auto _ : st) {
    auto c = s->clone();
    c->apply(legal.front());
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_CloneAndApply);

void BM_ToJsonAndLoad(benchmark::State& st) {
  auto s = mid_game();
  for (auto _ : st) benchmark::DoNotOptimize(module().load_state(s->to_json()));
}
BENCHMARK(BM_ToJsonAndLoad)->Unit(benchmark::kMicrosecond);

}  // namespace
