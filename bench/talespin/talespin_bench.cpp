// TaleSpin benchmarks (one core): whole random games per second, playouts from mid-game states
// (bench/playout.h), and the hot path (clone, legal_actions, to_json) on a mid-game state.
#include <benchmark/benchmark.h>

#include "../game_bench.h"
#include "../playout.h"
#include "games/talespin/module.h"
#include "games/talespin/state/state.h"

namespace {

const spaceline::GameModule& module() {
  static auto m = spaceline::talespin::make_module();
  return *m;
}

void BM_RandomGame(benchmark::State& st) {
  const int players = static_cast<int>(st.range(0));
  spaceline::GameSetup g;
  g.players = players;
  spaceline::bench::whole_games(st, module(), g, std::vector<std::string>(players, "random"));
}
BENCHMARK(BM_RandomGame)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_HeuristicVsRandomGame(benchmark::State& st) {
  spaceline::GameSetup g;
  g.players = 4;
  spaceline::bench::whole_games(st, module(), g, {"heuristic", "random", "random", "random"});
}
BENCHMARK(BM_HeuristicVsRandomGame)->Unit(benchmark::kMillisecond);

// Clone a state halfway through a random game, then random moves to the end (bench/playout.h).
void BM_Playout(benchmark::State& st) {
  const auto starts = spaceline::bench::mid_game_states(module(), static_cast<int>(st.range(0)), 16);
  spaceline::bench::run_playouts(st, starts);
}
BENCHMARK(BM_Playout)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// A state 200 decisions into a 4-player random game.
std::unique_ptr<spaceline::State> mid_game() { return spaceline::bench::state_after(module(), 4, 200); }

void BM_Clone(benchmark::State& st) { spaceline::bench::clone_of(st, *mid_game()); }
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

// One decision of the search agent at each level from the 4-player mid-game state, its whole
// budget of worlds searched.
void BM_IsmctsDecision(benchmark::State& st, const char* level) { spaceline::bench::ismcts_decisions(st, *spaceline::bench::choice_after(module(), 4, 200), level); }
BENCHMARK_CAPTURE(BM_IsmctsDecision, easy, "ismcts-easy")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_IsmctsDecision, normal, "ismcts")->Unit(benchmark::kMillisecond);

}  // namespace
