#pragma once
// The Second Edition game state: a flat value (vectors of small structs, card instances as small
// integers) that implements spaceline::State (core/game.h). Card definitions are immutable and
// shared through `Setup`. The rules that change it live in rules/*.cpp and the ops of card text in
// ops/*.cpp; serialization in state/serialize.cpp; labels and the log in state/labels.cpp.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/packed_action.h"
#include "core/rng.h"
#include "games/stccg2e/cards/cards.h"
#include "games/stccg2e/cards/deck.h"
#include "games/stccg2e/state/rules.h"

namespace spaceline::stccg2e {

using Card = uint16_t;  // a card instance of this game
inline constexpr Card kNone = 0xFFFF;
inline constexpr uint16_t kSurface = 0x8000;  // a beaming destination: the planet or headquarters itself
inline constexpr uint16_t kAboardShip = 0x4000;  // a place to play a card: aboard ship (low bits), R2-8
inline constexpr int kPlayers = 2;            // D-2E-1
inline constexpr int kCounters = 7;           // D-2E-6
inline constexpr int kHandLimit = 8;          // D-2E-18
inline constexpr int kOpeningHand = 7;        // D-2E-4
inline constexpr int kWinningScore = 100;     // D-2E-19
inline constexpr int kDefaultTurnLimit = 100; // D-2E-22

// What is fixed for the whole game, shared by clones.
struct Setup {
  std::shared_ptr<const CardLibrary> lib;
  uint64_t seed = 1;
  int max_turns = 0;
  std::vector<std::string> deck_names;
  std::vector<uint16_t> inst_def;   // instance -> library index
  std::vector<int8_t> inst_owner;   // instance -> seat
  const CardDef& def(Card c) const { return lib->at(inst_def[c]); }
  int turn_limit() const { return max_turns > 0 ? max_turns : kDefaultTurnLimit; }
};

// OnMission: a dilemma that stays on the mission `slot` instead of beneath it (D-2E-29).
enum class Zone : uint8_t { Deck, Hand, Discard, DilemmaPile, Spaceline, Table, Core, Beneath, Drawn, Stack, Removed, OnMission };

// Where one card instance is and what is true of it now.
struct CardState {
  Zone zone = Zone::Deck;
  uint16_t slot = 0;      // Table, Beneath, Core-attached: the spaceline slot
  Card aboard = kNone;    // Table: the ship it is aboard (kNone: on the planet or headquarters)
  bool stopped = false;   // D-2E-17
  int8_t bonus = 0;       // attributes +N until the end of the turn (R2-4)
  bool attached = false;  // Core: sits on the mission `slot` (Ripple Effect, R2-6)
  bool operator==(const CardState&) const = default;
};

// A mission on the spaceline.
struct Slot {
  Card card = kNone;
  int8_t owner = -1;
  Where where = Where::Planet;     // its type now (printed unless text changed it, R2-6)
  int8_t completed_by = -1;        // -1: incomplete
  std::vector<Card> beneath;       // overcome dilemmas (D-2E-15)
  std::vector<std::string> added;  // skills text added to its requirements (R2-5)
  bool operator==(const Slot&) const = default;
};

struct Seat {
  std::vector<Card> deck, hand, discard, dilemmas, core, removed;
  int score = 0;
  int counters = kCounters;
  uint16_t hq = 0;  // the spaceline slot of this player's headquarters
  bool operator==(const Seat&) const = default;
};

// A mission attempt under way (D-2E-12, D-2E-14..16).
struct Attempt {
  bool active = false;
  int8_t player = -1;
  uint16_t slot = 0;
  Card ship = kNone;          // space: the ship whose crew attempts
  std::vector<Card> group;    // the attempting personnel still in it
  std::vector<Card> drawn;    // dilemmas the opponent drew and has not placed
  std::vector<Card> stack;    // the dilemma stack, the next to face first
  int budget = 0;             // cost still allowed (D-2E-14)
  bool building = false;
  Card facing = kNone;
  bool operator==(const Attempt&) const = default;
};

// Game text under way: an event's or a dilemma's ops, run one by one (ops/runner.cpp).
struct Resolving {
  bool active = false;
  Card card = kNone;
  int8_t player = -1;          // who uses the text (the dilemma's owner for a dilemma)
  uint8_t op = 0;              // the op being run
  bool sub = false;            // running the `then` of an `unless`
  uint16_t target = 0;         // the chosen target (a spaceline slot)
  int16_t number = -1;         // a named number (R2-1)
  std::vector<Card> chosen;    // personnel already in a selection (R2-3)
  std::vector<Card> examined;  // cards being examined (R2-2)
  bool operator==(const Resolving&) const = default;
};

// A response window (D-2E-26): `to` was just played and `player` may respond to it, or decline.
// For a personnel done being played (step 9, R2-9) the responses are the ones in its player's core
// not yet `handled`; for an event, the interrupts in its player's opponent's hand that prevent
// events (D-2E-27). The choices are worked out from the cards where they are, never kept, so a
// search world (determinize.cpp) that deals the hand again stays consistent.
struct Window {
  bool active = false;
  Card to = kNone;
  int8_t player = -1;
  bool prevented = false;    // an event a response prevented: its text does not run
  uint16_t target = 0;       // the event's target, for its text once the window closes
  std::vector<Card> handled; // responses already used or declined in this window
  bool operator==(const Window&) const = default;
};

enum class Phase : uint8_t { Play, Orders, EndOfTurn, Over };
enum class Pending : uint8_t { None, BuildStack, OpChoice, DiscardDown, Respond };

enum class LogKind : uint8_t {
  Setup, FirstPlayer, OpeningHand, TurnStart, Draw, DeckEmpty, PlayCard, EndPlay, EndOrders, Move, Beam,
  AttemptStart, StackDrawn, StackPlaced, StackDone, Reveal, Overcome, Stopped, Killed, AttemptFailed,
  Completed, Score, Won, DiscardDown, TurnLimit, DeckOut, CostUnpaid, Examine, DiscardTop, PlacedAtHq,
  SetUpUsed, RandomSelect, NameNumber, RevealTop, Bonus, ExtraCompleted, Uncompleted, AddRequirement,
  NothingToSelect, GameDrawn, EventResolved, Unstopped, NestedPlay, Responds,
  Declines, PlaysResponse, Prevented, PlacedOnMission, RemovedFromGame, TurnTrigger,
};

struct LogEntry {
  Rule rule = Rule::D_2E_5;
  LogKind kind = LogKind::Setup;
  int8_t p = -1;
  Card card = kNone, other = kNone;
  int16_t n = 0;
  uint8_t sees = 0xFF;  // bit i: seat i may see the card names; 0xFF: everyone
  std::vector<Card> cards;
  bool operator==(const LogEntry&) const = default;
};

// Totals for GameModule::game_stats (`sim --json`).
struct Stats {
  int32_t attempts = 0, completed = 0, dilemmas_faced = 0, personnel_killed = 0, cards_played = 0, draws = 0;
  bool operator==(const Stats&) const = default;
};

// Action kinds, packed with two arguments into an Action by core/packed_action.h (make_action).
enum class Act : uint8_t {
  EndPlay = 1, Draw, PlayCard, EndOrders, Move, Beam, BeamAll, Attempt, ChooseDilemma, StackDone, OpChoice, Discard,
  Respond  // (card, 1): use that response; (kNone, 0): decline (D-2E-26)
};
inline Act act_kind(Action a) { return action_kind<Act>(a); }

class S2State : public spaceline::State {
 public:
  std::shared_ptr<const Setup> setup;
  std::vector<CardState> cards;  // per instance
  std::vector<Slot> line;        // the spaceline (D-2E-4)
  std::vector<Seat> seats;
  int8_t active = 0;
  int32_t turn = 1;
  Phase phase = Phase::Play;
  Pending pending = Pending::None;
  int8_t decider = 0;
  Attempt attempt;
  Resolving res;
  // The cards whose Playing a Card sequence is under way, the first played first: a card played
  // in another's step 8 (its "when you play" text) is still in it until both are done (R2-9).
  std::vector<Card> playing;
  // The text of cards whose "when you play" ability played another card with text of its own: it
  // waits, innermost last, until that card's Playing a Card sequence is done (R2-9, D-2E-28).
  std::vector<Resolving> outer;
  Window window;
  std::vector<uint8_t> range_used;  // per instance: RANGE used this turn (ships, D-2E-10)
  std::vector<uint8_t> known;       // per instance: bit i = seat i knows what it is
  int8_t winner = -1;
  bool over = false;
  uint8_t end_reason = 0;           // 1 victory, 2 deck exhausted, 3 turn limit
  Rng rng;
  Stats stats;
  std::vector<LogEntry> log;

  // --- spaceline::State ---
  int num_players() const override { return kPlayers; }
  int current_player() const override { return over ? -1 : decider; }
  bool is_terminal() const override { return over; }
  std::vector<double> returns() const override;
  Decision decision() const override;
  void legal_actions(std::vector<Action>& out) const override;
  using spaceline::State::legal_actions;
  void apply(Action a) override;
  std::string action_label(Action a) const override;
  std::string action_key(Action a) const override;
  std::unique_ptr<spaceline::State> clone() const override { return std::make_unique<S2State>(*this); }
  std::unique_ptr<spaceline::State> determinized(int viewer, Rng& r) const override;  // state/determinize.cpp
  nlohmann::json to_json() const override;
  nlohmann::json observation(int player) const override;
  nlohmann::json position(int player) const override;  // the observation without the log
  uint64_t hash() const override;
  int turn_number() const override { return turn; }
  int score(int player) const override { return seats.at(player).score; }

  // --- helpers ---
  const CardDef& def(Card c) const { return setup->def(c); }
  const std::string& name(Card c) const { return def(c).name; }
  int owner(Card c) const { return setup->inst_owner[c]; }
  Card ncards() const { return static_cast<Card>(cards.size()); }
  Action parse_key(const std::string& key) const;  // inverse of action_key; throws std::invalid_argument
  void logv(Rule r, LogKind k, int p = -1, Card c = kNone, int n = 0, uint8_t sees = 0xFF, Card other = kNone,
            std::vector<Card> list = {});
  std::string render(const LogEntry& e, int viewer) const;  // viewer -1: everything
  void reveal(Card c) { known[c] = 0xFF; }
};

// Builds a new game (D-2E-1..4) and runs it to the first decision.
std::unique_ptr<S2State> new_state(std::shared_ptr<const CardLibrary> lib, const std::vector<Deck>& decks, uint64_t seed,
                                   int max_turns);
// A state from S2State::to_json(); validates every field (throws std::invalid_argument naming it).
std::unique_ptr<S2State> state_from_json(const nlohmann::json& j, std::shared_ptr<const CardLibrary> lib);

}  // namespace spaceline::stccg2e
