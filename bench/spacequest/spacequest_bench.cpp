// Space Quest benchmarks (one core): whole random games per second, and the hot path (clone,
// legal_actions) on a mid-game state (docs/benchmarks.md, "Space Quest").
#include <benchmark/benchmark.h>

#include "core/agent.h"
#include "core/match.h"
#include "games/spacequest/module.h"

namespace {

const spaceline::GameModule& module() {
  static auto m = spaceline::spacequest::make_module();
  return *m;
}

void BM_RandomGame(benchmark::State& st) {
  uint64_t seed = 1;
  long steps = 0;
  for (auto _ : st) {
    spaceline::GameSetup g;
    g.seed = seed++;
    auto r = spaceline::play_match(module(), g, {"random", "random"});
    steps += r.steps;
    benchmark::DoNotOptimize(r.winner);
  }
  st.counters["games/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["steps/game"] = static_cast<double>(steps) / static_cast<double>(st.iterations());
}
BENCHMARK(BM_RandomGame)->Unit(benchmark::kMillisecond);

// A state 60 decisions into a random game between the bundled decks (random games last about 230).
std::unique_ptr<spaceline::State> mid_game() {
  spaceline::GameSetup g;
  g.seed = 42;
  auto s = module().new_game(g);
  auto a = module().make_agent("random", 7);
  for (int i = 0; i < 60 && !s->is_terminal(); ++i) s->apply(a->choose(*s));
  return s;
}

void BM_Clone(benchmark::State& st) {
  auto s = mid_game();
  for (auto _ : st) benchmark::DoNotOptimize(s->clone());
}
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

}  // namespace
