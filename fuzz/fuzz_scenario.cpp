// Fuzz target: a scenario file (docs/scenario-format.md): parsed and set up, its script run with its
// expectations checked (`scenario run`), then explained (`explain`).
#include <cstdint>

#include "fuzz/fuzz_common.h"
#include "games/stccg1e/scenario/scenario.h"

using namespace spaceline::stccg1e;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto db = CardDb::bundled();  // loaded once, as in the CLI
  const std::string text = spaceline::fuzz::as_text(data, size);
  spaceline::fuzz::run_accepting_documented_errors([&] {
    auto sc = parse_scenario(text, "fuzz.yaml");
    (void)run_scenario(sc);
    (void)explain(sc.state());
  });
  return 0;
}
