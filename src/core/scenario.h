#pragma once
// Scenario files for every game (docs/scenario-format.md): YAML that sets up a
// position, scripts the players' decisions by action label, and checks the
// outcome. The core reads the file, runs the script through
// State::legal_actions()/apply() only, checks the expectations every game
// shares, and makes the mutants of `scenario run --mutate`; a game module
// supplies its position keys, its own expectation keys and any script steps of
// its own (ScenarioSupport). Each file is read once; each mutant is a new run
// of the same document with one expectation changed.
#include <functional>
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
  std::vector<std::string> tried;      // every mutant run: "line N: what was changed"
  std::vector<std::string> survived;   // those that still passed
};

// What a module keeps of one file while the core runs it: the position the script plays on, and
// whatever the module resolved while building it that its checks and steps read again (names
// given to card instances, the set-up's layout). One per run of the file, and per mutant.
class ScenarioContext {
 public:
  virtual ~ScenarioContext() = default;
  virtual State& state() = 0;
  // The position, taken out once the file is done with it (`explain` keeps it).
  virtual std::unique_ptr<State> take_state() = 0;
};

// The context of a module that resolves nothing while building: the position alone.
class PlainScenarioContext final : public ScenarioContext {
 public:
  explicit PlainScenarioContext(std::unique_ptr<State> s) : state_(std::move(s)) {}
  State& state() override { return *state_; }
  std::unique_ptr<State> take_state() override { return std::move(state_); }

 private:
  std::unique_ptr<State> state_;
};

// A changed copy of one of the module's expectations (--mutate): checked instead of the value
// written, it must make the file fail.
struct ScenarioMutant {
  std::string what;  // what was changed ("stopped: true -> false")
  int line = 0;      // the line it was changed on; 0: the key's
  // As ScenarioSupport::check of the changed value, on the context of the run that checks it.
  std::function<std::string(ScenarioContext&)> check;
};

class ScenarioSupport {
 public:
  virtual ~ScenarioSupport() = default;

  // Top-level keys that describe the position (besides the core's: game, name, description,
  // seed, script, expect).
  virtual std::vector<std::string> position_keys() const { return {}; }
  // The position from the file's top level. Throws ScenarioError naming the line.
  virtual std::unique_ptr<ScenarioContext> build(const YAML::Node& root, uint64_t seed, const std::string& file) const = 0;

  // Expectation keys of the module's own (besides the core's: legal, not_legal, choices, to_act,
  // game_over, winner, log, not_log, log_text, not_log_text).
  virtual std::vector<std::string> expectation_keys() const { return {}; }
  // Empty when `value` holds, else what differs ("seat 1 hand: expected ..., got ..."); the core
  // puts "file:line: key: " before it, unless the module named the line of each difference itself
  // (every line of the answer then starts with "file:"). A malformed value throws ScenarioError.
  virtual std::string check(const std::string& key, const YAML::Node& value, ScenarioContext& c, const std::string& file) const {
    (void)key, (void)value, (void)c;
    throw ScenarioError(file + ": no expectation keys of the game");
  }
  // Changed copies of `value`, each of which must fail where `value` holds (--mutate).
  virtual std::vector<ScenarioMutant> mutants(const std::string& key, const YAML::Node& value, ScenarioContext& c,
                                              const std::string& file) const {
    (void)key, (void)value, (void)c, (void)file;
    return {};
  }

  // Script steps of the module's own: a map whose one key is one of step_keys() (e.g. {die: 4}),
  // or one of step_words() written alone or as do: (e.g. pass), `value` then the word's own node.
  virtual std::vector<std::string> step_keys() const { return {}; }
  virtual std::vector<std::string> step_words() const { return {}; }
  virtual void step(const std::string& key, const YAML::Node& value, ScenarioContext& c, const std::string& file) const {
    (void)key, (void)value, (void)c;
    throw ScenarioError(file + ": no script steps of the game");
  }

  // Decisions scripts never write (a response window where nobody plays anything, say): before a
  // scripted action the module may answer them until an action whose label contains `wanted` is
  // legal; with `wanted` empty, all of them (before the last expectations and at the end).
  virtual void settle(ScenarioContext& c, const std::string& wanted) const { (void)c, (void)wanted; }
  // Whether a decision inside an action is pending (a target to choose, a cost to pay): a
  // `choose:` step needs one, and a script must not end while one is (strict mode).
  virtual bool pending(ScenarioContext& c) const {
    (void)c;
    return false;
  }
};

// The legal action a script step names by `text` (docs/scenario-format.md, "The script"): the one
// whose label is the text (case aside); else, among the labels containing the text as written (or,
// when none does, case aside), the `index`-th (from 1), or the only one. nullopt when none or
// several match, `why` then saying which, with the decision and its legal actions.
std::optional<Action> action_by_label(const State& s, const std::string& text, int index, std::string& why);

// "'PROMPT' (player N to decide); legal:" and the legal actions, one a line; or "the game is over".
std::string decision_text(const State& s);

// The `expect:` blocks of a file in the order the runner meets them: the script's, then the last.
std::vector<YAML::Node> scenario_expect_blocks(const YAML::Node& root);

// The *.yaml files under each path (a directory, recursively) or the path itself, sorted.
std::vector<std::string> scenario_files(const std::vector<std::string>& paths);

// A scenario file read once: its YAML document, run and mutated from memory.
struct ScenarioDocument {
  std::string file;
  YAML::Node root;
};
// Throws ScenarioError when the file cannot be read or parsed ("file:line: YAML syntax error").
ScenarioDocument read_scenario(const std::string& file);
// The same for the text of a file called `file` (tests).
ScenarioDocument scenario_text(const std::string& text, const std::string& file);

// The game a scenario is for: its `game:` key, else `default_game`.
std::string scenario_game(const ScenarioDocument& doc, const std::string& default_game);

// Runs the scenario with `game`'s module; with `mutate`, also every mutant of its expectations.
// Never throws: a bad file is a failed report.
ScenarioReport run_scenario(const GameModule& game, const ScenarioDocument& doc, bool mutate = false);

// The position a file's script leads to, its expectations not checked (`explain`): a step that
// fails stops the script there and `stopped` says why. Throws ScenarioError when the position
// cannot be set up.
struct ScenarioPosition {
  std::unique_ptr<State> state;
  std::string name, description, stopped;
};
ScenarioPosition scenario_position(const GameModule& game, const ScenarioDocument& doc);

}  // namespace spaceline
