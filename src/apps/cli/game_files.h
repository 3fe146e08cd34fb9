#pragma once
// Saved games as the CLI reads and writes them (docs/save-format.md): a GameRecord of any
// registered game, or a save in a game's older form (GameModule::load_legacy_save), which is
// turned into a record that starts from the state it holds.
#include <memory>
#include <string>

#include "core/game_record.h"
#include "core/module.h"

namespace spaceline::cli {

struct LoadedGame {
  const GameModule* game = nullptr;
  GameRecord record;
  std::unique_ptr<State> state;  // after every action of the record
  bool legacy = false;           // read from the game's older save form
};

// Reads `path` and replays it, every field checked; errors are std::invalid_argument
// "PATH: FIELD: problem". `game_option` is --game when given (else ""): a record must be of that
// game; a file without "game" is read as that game's (or the default game's) older form, a bare
// state too when `bare_state_ok`. Every seat must be "human" or an agent of the game.
LoadedGame load_game_file(const std::string& path, const std::string& game_option, bool bare_state_ok);

// Writes `record` to `path` atomically (core/save_io.h); throws std::runtime_error naming the
// path and the reason when it cannot.
void save_record(const std::string& path, const GameRecord& record);

// "P1 human, P2 heuristic, ...".
std::string describe_seats(const GameRecord& record);

}  // namespace spaceline::cli
