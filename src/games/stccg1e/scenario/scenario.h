#pragma once
// Scenario files (docs/scenario-format.md): a YAML file that sets up any
// position, scripts the decisions of both players by action label, and
// checks the outcome. Parsing (scenario_parse.cpp) builds the position with
// ScenarioBuilder and resolves every card and mission name once, so a bad
// file is reported as "file:line: problem" before anything runs; running
// (scenario_run.cpp) drives the game through legal_actions()/apply() only.
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/scenario.h"
#include "games/stccg1e/scenario/position.h"

namespace spaceline::stccg1e {

// A malformed or impossible scenario; what() reads "file:line: problem" (the core's, core/scenario.h).
using ScenarioError = spaceline::ScenarioError;

// A piece of text with the line it came from (for failure messages).
struct Located {
  std::string text;
  int line = 0;
};

// Where one card should be and what flags it should have. Unset = not checked.
struct CardCheck {
  int line = 0;
  std::string label;  // the key as written, e.g. "Worf" or "Data #2"
  CardId card = kNone;
  std::optional<Zone> zone;
  std::optional<CardId> aboard;
  std::optional<int> on_planet, in_space, under, at;  // spaceline locations
  std::optional<int> on_mission;                      // an event in play on that mission
  std::optional<int> beside;                          // an event beside that player's draw deck (0/1)
  std::optional<bool> on_table;                       // an event in play, not on a mission or ship
  std::optional<int> turns_left;                      // countdown of an event or lasting dilemma
  std::optional<int> owner;
  std::optional<int> controller;                       // who uses it now: its owner, or a player in control (R-CARDRULE-3)
  std::optional<bool> stopped, damaged, revealed, misseed, deactivated, cloaked;
  std::optional<bool> stasis, disabled, house_arrest;  // R-STATE-2/3, R-AFF-7
  std::optional<int> held_by;                          // captive in that player's captive area (R-STATE-4)
  std::optional<Affiliation> affiliation;              // the mode of a multi-affiliation personnel (R-AFF-3)
  std::optional<int> team;                             // a personnel on a planet: its Away Team there, counted from 1 (D-GRP-1)
  std::optional<bool> phased;                          // in a phased group (Phased Matter, D-DIL-10)
  // Current values as the engine computes them, modifiers applied: a ship's
  // GameState::effective_range / ship_weapons / ship_shields, a personnel's
  // GameState::attribute and skill levels (in halves, as skill_halves counts).
  std::optional<int> range, weapons, shields;
  std::optional<int> integrity, cunning, strength;
  std::vector<std::pair<SkillId, int>> skills;  // (skill, halves)
};

struct MissionCheck {
  int line = 0;
  int loc = 0;
  std::optional<std::vector<CardId>> under;  // seed cards still beneath it, in encounter order
  std::optional<bool> solved;
  std::optional<int> solved_by;  // player index 0/1
  std::array<std::optional<int>, 2> points;  // mission_end(loc, player).points, per player index
  std::optional<int> place;  // 1-based place from the left end, wherever Q has moved it (R-MOVE-10)
};

// Piles are compared as multisets of card names (their order is not a rule).
struct PlayerCheck {
  int line = 0;
  int player = 0;
  std::optional<int> score, hand_count, deck_count, discard_count;
  std::optional<std::vector<std::string>> hand, discard, bonus;
  std::optional<int> q_tent_count, q_continuum_count;  // side deck sizes (-1: no such side deck)
};

// One mark of a `log_order:` list: a rule id some entry cites, or a piece of
// an entry's rendered text.
struct LogMark {
  Located what;
  bool rule_id = false;
};

// Pieces of text that must be in, or absent from, the JSON text of
// GameState::observation(player): what that player is allowed to see.
struct ObservationCheck {
  int line = 0;
  int player = 0;  // player index 0/1
  std::vector<Located> contains, absent;
};

struct Expectation {
  int line = 0;
  std::vector<CardCheck> cards;
  std::vector<MissionCheck> missions;
  std::vector<PlayerCheck> players;
  std::vector<Located> legal, not_legal;  // action label substrings
  std::vector<Located> log, not_log;      // rule ids cited by some log entry
  std::vector<Located> log_text, not_log_text;  // substrings of the rendered log
  std::vector<LogMark> log_order;               // met by log entries in this order, each by a later entry
  std::vector<ObservationCheck> observations;
  std::optional<bool> game_over;
  std::optional<int> winner;    // player index 0/1, or -1 for a draw
  std::optional<int> to_act;    // player index who must decide now
  std::optional<Phase> phase;
  std::optional<std::vector<Located>> choices;  // the pending decision's options, exactly
};

enum class StepKind { Do, Choose, Pass, EndTurn, Expect };

struct Step {
  StepKind kind = StepKind::Do;
  int line = 0;
  std::string text;       // label substring (Do, Choose)
  int index = 0;          // 1-based pick among several matches; 0 = must be unique
  int by = -1;            // player index who must be deciding; -1 = whoever it is
  Expectation expect;     // StepKind::Expect
};

struct Scenario {
  std::string file, name, description;
  std::unique_ptr<ScenarioBuilder> builder;  // holds the position (and, once run, the game)
  std::vector<Step> steps;                   // the script, then the final `expect:` as a last step
  GameState& state() { return builder->state(); }
};

// Parses and sets up a scenario; throws ScenarioError ("file:line: problem").
Scenario load_scenario(const std::string& path);
Scenario parse_scenario(const std::string& yaml_text, const std::string& file);

struct ScenarioResult {
  bool passed = false;
  std::string message;  // why it failed: "file:line: ...", possibly several lines
};

// Called at each `expect:` step just before it is checked, with the step's
// index in Scenario::steps and the state it is checked against
// (scenario_mutate.cpp plans its mutants from it).
using ExpectHook = std::function<void(size_t step, const GameState& s)>;

// Runs the script. With `check` false expectations are skipped (explain).
ScenarioResult run_scenario(Scenario& s, bool check = true, const ExpectHook& at_expect = {});


// The `explain` report: the log with rule ids, the decision, the legal
// actions, and the plausible actions that are not legal with the reason.
std::string explain(const GameState& s);
// The plausible actions of the active player that are not legal now, as (label, why_illegal)
// pairs: the "Not legal, and why" part of explain. Empty while a choice is pending.
std::vector<std::pair<std::string, std::string>> why_not_legal(const GameState& s);

}  // namespace spaceline::stccg1e
