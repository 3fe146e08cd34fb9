#pragma once
// The game modules this program knows, by name. Declared here so the core's
// users need no game's headers; defined with the list itself, outside the core,
// in src/games/all_games.cpp: a game is added with one line there.
#include <memory>
#include <string>
#include <vector>

#include "core/module.h"

namespace spaceline {

// The module called `name`; throws std::invalid_argument listing the known games.
const GameModule& game_module(const std::string& name);
std::vector<std::string> game_names();
// The name `--game` takes when it is not given: the first game registered.
std::string default_game();

}  // namespace spaceline
