// First Edition playouts (bench/playout.h): clone a mid-game state, random moves to the end.
// Only the engine's public State interface (through the game module) is read.
#include "playout.h"
#include "games/stccg1e/module.h"

namespace {

void BM_Playout(benchmark::State& st) {
  static const auto starts = spaceline::bench::mid_game_states(spaceline::stccg1e::module(), 2, 16);
  spaceline::bench::run_playouts(st, starts);
}
BENCHMARK(BM_Playout)->Unit(benchmark::kMillisecond)->MinTime(3.0);

}  // namespace
