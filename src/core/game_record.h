#pragma once
// A game as the core keeps it: the game's name and module version, how it was
// set up, who sits in each seat, and every action taken, by key, in order.
// Every state of the game is rebuilt from it by replay, so a saved game, a
// game on the server and a finished game's replay are all this one record.
// Its JSON form is the save-file format of every game (docs/save-format.md).
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/module.h"

namespace spaceline {

// The seat of a person (not an agent) in GameRecord::seats.
inline constexpr const char* kHumanSeat = "human";

struct GameRecord {
  std::string game;                  // GameModule::name()
  std::string version;               // GameModule::version() when the game began
  GameSetup setup;
  std::vector<std::string> seats;    // one per player: kHumanSeat or an agent name
  std::vector<std::string> actions;  // State::action_key of each action, in order
  // Where the game began when it is not GameModule::new_game(setup): the State::to_json() of a
  // game continued from a save of the game's older form (GameModule::load_legacy_save), whose
  // history before it cannot be replayed. null for every game begun with a record.
  nlohmann::json start;

  nlohmann::json to_json() const;
  // Checks every field's type and range (not the actions: replay() does); throws
  // std::invalid_argument "SOURCE: FIELD: problem".
  static GameRecord from_json(const nlohmann::json& j, const std::string& source);
};

// A new record for `setup`, stamped with the module's name and version.
GameRecord new_record(const GameModule& game, const GameSetup& setup, std::vector<std::string> seats);

// The legal action whose key is `key`; throws std::invalid_argument when none is.
Action action_by_key(const State& s, const std::string& key);

// The state after the record's first `upto` actions (all of them by default), from
// new_game(setup) or from `start`. Checks the game name and version against `game`, the
// start state, and that every action is legal when it is taken;
// throws std::invalid_argument "SOURCE: actions[i]: ..." naming the first that is not.
std::unique_ptr<State> replay(const GameModule& game, const GameRecord& record, const std::string& source,
                              size_t upto = std::numeric_limits<size_t>::max());

// The action the agent in `seat` takes at step `step` (the index the action will have in
// GameRecord::actions). The agent is seeded from the game's seed, the seat and the step, so
// a resumed or replayed game plays on exactly as the uninterrupted one would have.
Action agent_action(const GameModule& game, const State& s, const GameRecord& record, int seat);
// The seed agent_action gives the agent in `seat` at the record's next step.
uint64_t agent_seed(const GameRecord& record, int seat);

}  // namespace spaceline
