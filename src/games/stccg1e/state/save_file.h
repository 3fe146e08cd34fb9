#pragma once
// Save files (docs/cli.md "Save files"): `play` writes {"state": ..., "agent": ..., "seat": ...};
// `explain` also reads a bare state. A save is user input: everything in it is checked, and every
// problem is reported as "FILE: FIELD: what is wrong" (std::invalid_argument), never as a crash.
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

struct SavedGame {
  GameState state;
  std::string agent = "heuristic";  // the computer player ("agent"), when the save names one
  int seat = 1;                     // the human's seat, 1 or 2 ("seat"), when the save names one
  bool has_agent = false, has_seat = false;
};

// `j`: a save ({"state": ...}) or, with `bare_state_ok`, a bare GameState. `source` names the file
// (or message) in errors.
SavedGame load_saved_game(std::shared_ptr<const CardDb> db, const nlohmann::json& j, const std::string& source,
                          bool bare_state_ok = false);
// The same from the file's text: a JSON syntax error is reported with its byte offset.
SavedGame load_saved_game_text(std::shared_ptr<const CardDb> db, const std::string& text, const std::string& source,
                               bool bare_state_ok = false);

}  // namespace spaceline::stccg1e
