#pragma once
// A game module: everything the core, the CLI and the server need to know of
// one game, and nothing of its rules. The core drives every game through this
// interface and `State` (game.h); adding a game is a new folder under
// src/games/ and data/, and one line registering its module (registry.h).
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
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

// A save written before GameRecord existed (docs/save-format.md "Old saves"), read by the
// module that wrote it: the state it holds, a setup describing it as well as the old form
// allows (its `seed` seeds the computer players from now on), and who sat where.
struct LegacySave {
  std::unique_ptr<State> state;
  GameSetup setup;
  std::vector<std::string> seats;  // kHumanSeat ("human", core/game_record.h) or an agent name
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
  // The same for a deck's text, read from memory (the server's deck check writes no file); the
  // deck is called "deck" in messages ("deck:6: unknown card ...").
  virtual DeckReport check_deck_text(const std::string& text) const = 0;
  // `cards list` / `cards show NAME`: readable text, one card per line / one card in full.
  virtual std::string list_cards() const = 0;
  // `cards show NAME` and `c NAME` in play: exact name first, then any card whose name contains
  // NAME (case-insensitive): one match is shown in full, several are listed. Throws
  // std::invalid_argument when no card matches.
  virtual std::string show_card(const std::string& name) const = 0;

  // --- games ---
  // Throws std::invalid_argument (or std::runtime_error for files) with a clear message.
  virtual std::unique_ptr<State> new_game(const GameSetup& setup) const = 0;
  // A state saved by State::to_json(); validates every field, throws std::invalid_argument naming it.
  virtual std::unique_ptr<State> load_state(const nlohmann::json& j) const = 0;
  // A save in this game's own form from before GameRecord, if `j` is one (nullopt if not); with
  // `bare_state_ok` a bare State::to_json() is one too (`explain` reads those). A damaged one
  // throws std::invalid_argument "SOURCE: FIELD: problem". Games born with GameRecord have none.
  virtual std::optional<LegacySave> load_legacy_save(const nlohmann::json& j, const std::string& source,
                                                     bool bare_state_ok) const {
    return std::nullopt;
  }
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
  // The rendered game log as `player` may see it (-1: everything), one entry per line. Entries
  // are only ever added at the end, so a front end shows the new ones by counting.
  virtual std::vector<std::string> log_lines(const State& s, int player) const = 0;
  // The lines of log_lines(s, player) from line `from` on, and how many there are in all: what a
  // viewer who has the first `from` lines is sent next (the server does this at every step, for
  // every viewer). The default renders the whole log and keeps the tail; a module overrides it to
  // render only the new lines, since a long game's log runs to thousands.
  struct LogTail {
    std::vector<std::string> lines;
    size_t total = 0;
  };
  virtual LogTail log_tail(const State& s, int player, size_t from) const;
  // The table as `viewer` may see it (-1: a judge's view), as text for the terminal: scores,
  // piles and what is in play. Nothing observation(viewer) hides: the conformance test checks it
  // against hidden_from() at every step.
  virtual std::string render_table(const State& s, int viewer) const;
  // The group an action belongs to when a front end offers many at once: the card it plays or
  // moves, say, so a person picks the card and then its target. "" = a group of its own (the
  // default: no grouping).
  virtual std::string action_group(const State& s, Action a) const { return ""; }
  // `explain`: the log with rule ids, the decision, the legal actions, and the
  // plausible actions that are not legal with the reason.
  virtual std::string explain(const State& s) const = 0;
  // "Why can't I?" for `seat` (the seat that must decide now): the plausible actions that are
  // not legal, each with its label and the engine's reason. Only what `seat` may know: its own
  // hand and what is on the table, never another seat's hand or a deck's order. Empty when the
  // module has no such list (the default) or `seat` does not decide now.
  struct WhyNot {
    std::string label;
    std::string reason;
  };
  virtual std::vector<WhyNot> why_not(const State& s, int seat) const {
    (void)s;
    (void)seat;
    return {};
  }
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
