// Fuzz target: a card file (docs/card-format.md), as `CardDb::load_files` reads it from disk, and the
// same text's `cards:` list as a scenario's inline cards on top of the bundled library (CardDb::with_cards).
#include <unistd.h>

#include <cstdint>
#include <fstream>

#include "core/yaml_input.h"
#include "fuzz/fuzz_common.h"
#include "games/stccg1e/cards/cards.h"

using namespace spaceline::stccg1e;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string path = [] {
    const char* dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/spaceline-fuzz-card-" + std::to_string(getpid()) + ".yaml";
  }();
  static const auto bundled = CardDb::bundled();
  const std::string text = spaceline::fuzz::as_text(data, size);
  {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f << text;
  }
  spaceline::fuzz::run_accepting_documented_errors([&] {
    auto db = CardDb::load_files({path});
    for (const auto& d : db->all()) (void)db->by_name(d.name);
  });
  YAML::Node root;
  try {
    root = spaceline::load_yaml_text(text, "fuzz.yaml");  // as the scenario reader loads the file its cards are in
  } catch (const spaceline::YamlInputError&) {
    return 0;  // refused: the loader above has reported it already
  }
  if (root.IsMap() && root["cards"])
    spaceline::fuzz::run_accepting_documented_errors([&] { (void)CardDb::with_cards(*bundled, root["cards"], "fuzz.yaml"); });
  return 0;
}
