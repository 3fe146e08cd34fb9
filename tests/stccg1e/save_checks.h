#pragma once
// Checks the rule tests make of a state they have set up: it survives a save and
// a load unchanged, and a save edited to be wrong is refused with a message that
// names the field.
#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// Saved and loaded back: the same hash and the same JSON. Returns the loaded copy.
inline GameState round_trip(const GameState& s) {
  auto back = GameState::from_json(s.db_ptr(), s.to_json());
  EXPECT_EQ(back.hash(), s.hash());
  EXPECT_EQ(back.to_json(), s.to_json());
  return back;
}

// The save of `s`, changed by `edit`, is refused, and the error contains `words`.
inline bool rejected(const GameState& s, const std::function<void(nlohmann::json&)>& edit, const std::string& words) {
  auto j = s.to_json();
  edit(j);
  try {
    GameState::from_json(s.db_ptr(), j);
  } catch (const std::invalid_argument& e) {
    return std::string(e.what()).find(words) != std::string::npos;
  }
  return false;
}

}  // namespace spaceline::stccg1e
