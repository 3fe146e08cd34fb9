#pragma once
// Cards written inline in a test, as a card designer would write them
// (docs/card-format.md, "Abilities"): what the loader says of a text, and a
// table to play them on, over the bundled cards and those.
#include <yaml-cpp/yaml.h>

#include <map>
#include <memory>
#include <string>

#include "games/stccg1e/scenario/position.h"

namespace spaceline::stccg1e {

// The loader's error for `cards` (a list of card entries), "" when they load.
inline std::string load_error(const std::string& cards) {
  try {
    CardDb::with_cards(*CardDb::bundled(), YAML::Load(cards), "inline.yaml");
  } catch (const CardLoadError& e) {
    return e.what();
  }
  return "";
}

// Player 0's card play at Avert Disaster (location 0), Test Mission beside it, with `cards` in the library.
inline ScenarioBuilder inline_table(const std::string& cards) {
  static std::map<std::string, std::shared_ptr<const CardDb>> dbs;  // one library per text: CardIds stay valid
  auto& db = dbs[cards];
  if (!db) db = cards.empty() ? CardDb::bundled() : CardDb::with_cards(*CardDb::bundled(), YAML::Load(cards), "inline.yaml");
  ScenarioBuilder b(1, 20, Phase::PlayCard, db);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  return b;
}

}  // namespace spaceline::stccg1e
