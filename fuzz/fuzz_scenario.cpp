// Fuzz target: a First Edition scenario file (docs/scenario-format.md): read, set up, its script
// run with its expectations checked by the core's runner (`scenario run`), then explained (`explain`).
#include <cstdint>

#include "core/registry.h"
#include "core/scenario.h"
#include "fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto& game = spaceline::game_module("stccg1e");  // cards loaded once, as in the CLI
  const std::string text = spaceline::fuzz::as_text(data, size);
  spaceline::fuzz::run_accepting_documented_errors([&] {
    const auto doc = spaceline::scenario_text(text, "fuzz.yaml");
    (void)spaceline::run_scenario(game, doc);  // never throws: a bad file is a failed report
    const auto pos = spaceline::scenario_position(game, doc);
    (void)game.explain(*pos.state);
  });
  return 0;
}
