// First Edition's search agents (docs/benchmarks.md, "First Edition search"):
//   BM_Determinized            one world drawn for the viewer (state/determinize.cpp)
//   BM_IsmctsDecision/P        one decision of 100 iterations, P = 0 random playouts, 1 heuristic playouts
//                              (agents/search_agent.h); counters iterations/s, steps/iteration
// Both on the same position: a game between the two default decks after 4 turns of heuristic play.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "game_bench.h"
#include "core/ismcts_agent.h"
#include "games/stccg1e/agents/search_agent.h"
#include "games/stccg1e/module.h"
#include "games/stccg1e/state/state.h"

namespace {

using namespace spaceline;

std::unique_ptr<State> search_position() {
  GameSetup g;
  g.seed = 42;
  auto s = stccg1e::module().new_game(g);
  auto a = stccg1e::module().make_agent("heuristic", 7);
  while (!s->is_terminal() && s->turn_number() < 4) s->apply(a->choose(*s));
  // On to a decision with more than one move, so that the search has something to weigh.
  auto moves = [&] {
    std::vector<Action> legal;
    s->legal_actions(legal);
    return legal.size();
  };
  while (!s->is_terminal() && moves() < 2) s->apply(a->choose(*s));
  return s;
}

void BM_Determinized(benchmark::State& st) {
  auto s = search_position();
  Rng r(3);
  for (auto _ : st) benchmark::DoNotOptimize(s->determinized(s->current_player(), r));
}
BENCHMARK(BM_Determinized)->Unit(benchmark::kMicrosecond);

void BM_IsmctsDecision(benchmark::State& st) {
  IsmctsConfig c = st.range(0) ? stccg1e::search_config("ismcts") : ismcts_level("ismcts");
  c.iterations = 100;
  bench::ismcts_decisions(st, *search_position(), c);
}
BENCHMARK(BM_IsmctsDecision)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
