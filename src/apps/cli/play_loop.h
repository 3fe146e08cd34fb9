#pragma once
// The terminal game loop of `spaceline play`, for every game: it knows the game only through
// GameModule and State (no game's header), so every registered game plays the same way.
#include <iosfwd>
#include <memory>
#include <string>

#include "core/game_record.h"
#include "core/module.h"

namespace spaceline::cli {

struct PlaySession {
  const GameModule* game = nullptr;
  GameRecord record;             // saved after every action
  std::unique_ptr<State> state;  // the record replayed
  int me = 0;                    // the person's seat (0-based): record.seats[me] is "human"
  std::string save;              // where the record is saved; "" = not saved
};

// Plays until the game ends or the person quits or input ends; the computer players' moves come
// from agent_action(), so they depend only on the record. Returns the exit status (0).
int play_loop(PlaySession& p, std::istream& in, std::ostream& out);

}  // namespace spaceline::cli
