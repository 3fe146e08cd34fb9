#pragma once
// Scenario files for every game (docs/scenario-format.md): YAML that sets up a
// position, scripts the players' decisions by action label, and checks the
// outcome. The core reads the file, runs the script through
// State::legal_actions()/apply() only, checks the expectations every game
// shares, and makes the mutants of `scenario run --mutate`; a game module
// supplies its position keys, its own expectation keys and any script steps of
// its own (ScenarioSupport). A module whose scenario runner is older than the
// core's may run its files itself (ScenarioSupport::run_own).
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/game.h"

namespace spaceline {

class GameModule;

// A malformed or impossible scenario; what() reads "file:line: problem".
struct ScenarioError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "file:line: problem" for a node of the file (line counted from 1).
[[noreturn]] void scenario_fail(const std::string& file, const YAML::Node& at, const std::string& problem);

// The outcome of one file: run as written, or (with mutate) also with each expectation changed.
struct ScenarioReport {
  std::string file, name;
  bool passed = false;                 // the file as written passes
  std::string message;                 // why it did not (file:line: ...)
  int mutants = 0, killed = 0;         // --mutate only
  std::vector<std::string> survived;   // mutants that still passed: "line N: what was changed"
};

class ScenarioSupport {
 public:
  virtual ~ScenarioSupport() = default;

  // A module with a runner of its own runs the whole file; nullopt: the core's runner does.
  virtual std::optional<ScenarioReport> run_own(const std::string& file, bool mutate) const {
    (void)file, (void)mutate;
    return std::nullopt;
  }

  // Top-level keys that describe the position (besides the core's: game, name, description,
  // seed, script, expect).
  virtual std::vector<std::string> position_keys() const { return {}; }
  // The position from the file's top level. Throws ScenarioError naming the line.
  virtual std::unique_ptr<State> build(const YAML::Node& root, uint64_t seed, const std::string& file) const = 0;

  // Expectation keys of the module's own (besides the core's: legal, not_legal, choices, to_act,
  // game_over, winner, log, not_log, log_text, not_log_text).
  virtual std::vector<std::string> expectation_keys() const { return {}; }
  // Empty when `value` holds for `s`, else what differs ("seat 1 hand: expected ..., got ...").
  // A malformed value throws ScenarioError.
  virtual std::string check(const std::string& key, const YAML::Node& value, const State& s, const std::string& file) const {
    (void)key, (void)value, (void)s;
    throw ScenarioError(file + ": no expectation keys of the game");
  }
  // Changed copies of `value`, each of which `check` must refuse where `value` passes (--mutate),
  // with a word on what was changed.
  virtual std::vector<std::pair<YAML::Node, std::string>> mutants(const std::string& key, const YAML::Node& value,
                                                                  const State& s) const {
    (void)key, (void)value, (void)s;
    return {};
  }

  // A script step of the module's own, a map whose one key is one of these (e.g. {die: 4}).
  virtual std::vector<std::string> step_keys() const { return {}; }
  virtual void step(const std::string& key, const YAML::Node& value, State& s, const std::string& file) const {
    (void)key, (void)value, (void)s;
    throw ScenarioError(file + ": no script steps of the game");
  }
};

// The *.yaml files under each path (a directory, recursively) or the path itself, sorted.
std::vector<std::string> scenario_files(const std::vector<std::string>& paths);

// The game a scenario file is for: its `game:` key, else `default_game`. Throws ScenarioError
// when the file cannot be read or parsed.
std::string scenario_game(const std::string& file, const std::string& default_game);

// Runs one file of `game` (its module's own runner, or the core's); with `mutate`, also every
// mutant of its expectations. Never throws: a bad file is a failed report.
ScenarioReport run_scenario_file(const GameModule& game, const std::string& file, bool mutate = false);

// The position a file's script leads to, its expectations not checked (`explain`): a step that
// fails stops the script there and `stopped` says why. Throws ScenarioError when the position
// cannot be set up.
struct ScenarioPosition {
  std::unique_ptr<State> state;
  std::string name, description, stopped;
};
ScenarioPosition scenario_position(const GameModule& game, const std::string& file);

}  // namespace spaceline
