// Space Quest benchmarks (one core): whole random games per second, and the hot path (clone,
// legal_actions), the observation the web table reads and a search agent's world on a mid-game
// state (docs/benchmarks.md, "Space Quest").
#include <benchmark/benchmark.h>

#include "../game_bench.h"
#include "core/rng.h"
#include "games/spacequest/module.h"

namespace {

const spaceline::GameModule& module() {
  static auto m = spaceline::spacequest::make_module();
  return *m;
}

void BM_RandomGame(benchmark::State& st) { spaceline::bench::whole_games(st, module(), {}, {"random", "random"}); }
BENCHMARK(BM_RandomGame)->Unit(benchmark::kMillisecond);

// A state 60 decisions into a random game between the bundled decks (random games last about 230).
std::unique_ptr<spaceline::State> mid_game() { return spaceline::bench::state_after(module(), 2, 60); }

void BM_Clone(benchmark::State& st) { spaceline::bench::clone_of(st, *mid_game()); }
BENCHMARK(BM_Clone);

void BM_LegalActions(benchmark::State& st) {
  auto s = mid_game();
  if (s->is_terminal()) st.SkipWithError("the game is over before the measured position");
  std::vector<spaceline::Action> v;
  for (auto _ : st) {
    s->legal_actions(v);
    benchmark::DoNotOptimize(v.data());
  }
  st.counters["legal"] = static_cast<double>(v.size());
  st.counters["hand"] = static_cast<double>(s->observation(s->current_player())["seats"][s->current_player()]["hand_count"].get<int>());
  st.SetLabel(s->decision().prompt);
}
BENCHMARK(BM_LegalActions);

void BM_Position(benchmark::State& st) { spaceline::bench::position_of(st, *mid_game()); }
BENCHMARK(BM_Position);

// One world of the search agents (state/determinize.cpp).
void BM_Determinized(benchmark::State& st) { spaceline::bench::determinized_of(st, *mid_game()); }
BENCHMARK(BM_Determinized);

// One decision of the search agent at each level, its whole budget of worlds searched.
void BM_IsmctsDecision(benchmark::State& st, const char* level) { spaceline::bench::ismcts_decisions(st, *spaceline::bench::choice_after(module(), 2, 60), level); }
BENCHMARK_CAPTURE(BM_IsmctsDecision, easy, "ismcts-easy")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_IsmctsDecision, normal, "ismcts")->Unit(benchmark::kMillisecond);

}  // namespace
