#pragma once
// A game module: everything the core, the CLI and the server need to know of
// one game, and nothing of its rules. The core drives every game through this
// interface and `State` (game.h); adding a game is a new folder under
// src/games/ and data/, and one line registering its module (registry.h).
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/agent.h"
#include "core/game.h"

namespace spaceline {

class ScenarioSupport;  // core/scenario.h

// How a new game is set up. Each seat's deck is a bundled deck name, a deck
// file path, or "random" (a legal deck drawn from the game's cards with the
// game's seed); the module reads and checks it.
struct GameSetup {
  int players = 2;
  std::vector<std::string> decks;  // one per seat; empty = the module's defaults
  uint64_t seed = 1;
  int max_turns = 0;               // > 0: the game ends after this many turns (by score)
  nlohmann::json to_json() const;
  static GameSetup from_json(const nlohmann::json& j);  // throws std::invalid_argument naming the field
};

// Problems found in a deck, as `deck check` prints them.
struct DeckReport {
  std::string deck_name;
  std::string size;                   // e.g. "6 seed + 54 draw cards" (may be empty)
  std::vector<std::string> errors;    // the deck may not be played
  std::vector<std::string> warnings;  // it may, but something is off
};

class GameModule {
 public:
  virtual ~GameModule() = default;

  // --- identity ---
  virtual std::string name() const = 0;     // the registry key and `--game` value, e.g. "chess"
  virtual std::string title() const = 0;    // e.g. "Chess (FIDE laws)"
  virtual std::string version() const = 0;  // saved with every game; a save of another version is refused
  virtual int min_players() const = 0;
  virtual int max_players() const = 0;

  // --- decks and cards ---
  virtual std::vector<std::string> bundled_decks() const = 0;
  virtual std::vector<std::string> default_decks(int players) const = 0;
  // `deck check`: one report per deck (bundled name or file path).
  virtual DeckReport check_deck(const std::string& deck) const = 0;
  // `cards list` / `cards show NAME`: readable text, one card per line / one card in full.
  virtual std::string list_cards() const = 0;
  // Throws std::invalid_argument when no card matches; several matches are listed.
  virtual std::string show_card(const std::string& name) const = 0;

  // --- games ---
  // Throws std::invalid_argument (or std::runtime_error for files) with a clear message.
  virtual std::unique_ptr<State> new_game(const GameSetup& setup) const = 0;
  // A state saved by State::to_json(); validates every field, throws std::invalid_argument naming it.
  virtual std::unique_ptr<State> load_state(const nlohmann::json& j) const = 0;
  // The players' scores or other totals a summary shows, one per player.
  virtual std::vector<int> scores(const State& s) const = 0;
  // Counts of notable things in a finished game for `sim --json` (e.g. "ship_battles").
  virtual std::map<std::string, long> game_stats(const State& s) const { return {}; }
  // Why a finished game ended, in words ("checkmate", "turn limit reached").
  virtual std::string end_reason(const State& s) const = 0;

  // --- agents ---
  // Agents with knowledge of the game (e.g. "heuristic"); "random" is the core's and always exists.
  virtual std::vector<std::string> agent_names() const { return {"random"}; }
  virtual std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed) const;

  // --- people ---
  // The rendered game log as `player` may see it (-1: everything), one entry per line.
  virtual std::vector<std::string> log_lines(const State& s, int player) const = 0;
  // `explain`: the log with rule ids, the decision, the legal actions, and the
  // plausible actions that are not legal with the reason.
  virtual std::string explain(const State& s) const = 0;
  // The rule id each log entry cites, one per entry of log_lines (empty: the log cites none).
  virtual std::vector<std::string> log_rule_ids(const State& s) const {
    (void)s;
    return {};
  }
  // Whether the engine ever cites `id` (a scenario's `log:` may name only such ids, so a typo
  // cannot make a check pass).
  virtual bool cites_rule(const std::string& id) const {
    (void)id;
    return false;
  }
  // Scenario files (core/scenario.h): the module's position and expectation keys; nullptr if none.
  virtual const ScenarioSupport* scenarios() const { return nullptr; }

  // Words the observation of `viewer` must never contain (names of cards hidden
  // from them): the conformance test checks every step against them.
  virtual std::vector<std::string> hidden_from(const State& s, int viewer) const = 0;
};

}  // namespace spaceline
