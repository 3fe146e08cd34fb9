#pragma once
// The TaleSpin game state: a flat value (vectors of small structs, card
// instances as small integers) that implements spaceline::State (core/game.h).
// Card definitions are immutable and shared through `Setup` (docs/architecture.md).
// The rules that change it live in rules/*.cpp; serialization in
// state/serialize.cpp; labels and the log in state/labels.cpp.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/packed_action.h"
#include "core/rng.h"
#include "games/talespin/cards/cards.h"
#include "games/talespin/cards/deck.h"
#include "games/talespin/state/rules.h"

namespace spaceline::talespin {

using Card = uint16_t;  // a card instance of this game
inline constexpr Card kNone = 0xFFFF;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxPassengers = 4;   // S1-7
inline constexpr int kHandCap = 10;        // S1-3
inline constexpr int kDiscardTo = 7;       // S1-12
inline constexpr int kDrawUpTo = 5;        // S1-2
inline constexpr int kCargoToWin = 5;      // S1-13
inline constexpr int kOpeningHand = 5;     // D-TS-2
inline constexpr int kDefaultTurnLimit = 200;  // D-TS-18

// What is fixed for the whole game: the library, every card instance's
// definition and owner, the decks' names and the setup. Shared by clones.
struct Setup {
  std::shared_ptr<const CardLibrary> lib;
  int players = 2;
  uint64_t seed = 1;
  int max_turns = 0;                 // 0: the D-TS-18 default
  std::vector<std::string> deck_names;
  std::vector<std::string> deck_sources;
  std::vector<uint16_t> inst_def;    // instance -> library index
  std::vector<int8_t> inst_owner;    // instance -> seat
  const CardDef& def(Card c) const { return lib->at(inst_def[c]); }
  int turn_limit() const { return max_turns > 0 ? max_turns : kDefaultTurnLimit; }
};

struct Passenger {
  Card card = kNone;
  bool resolved = false;  // has resolved in the current roll (S1-11)
  bool marked = false;    // to be discarded when the chain reaches it (S1-10, D-TS-14)
  bool operator==(const Passenger&) const = default;
};

struct Seat {
  Card player = kNone;    // the Player character (face up)
  uint8_t pos = 0;        // index into the Location ring
  std::vector<Card> deck, hand, discard, packed, artifacts, delivered;
  std::vector<Passenger> chain;
  bool operator==(const Seat&) const = default;
};

enum class Step : uint8_t { Draw, Play, Roll, Discard, Over };
enum class Pending : uint8_t { None, Play, ChainDiscard, Defend, Maneuver, Direction, Cargo, DiscardDown };

struct Dogfight {
  bool active = false;
  int8_t attacker = -1, defender = -1;
  Card att_pilot = kNone, def_pilot = kNone;  // kNone: that side flies its Player (D-TS-9/10)
  int8_t att_bonus = 0, def_bonus = 0;        // maneuvers (D-TS-11)
  int8_t to_act = -1;
  uint8_t passes = 0;
  bool operator==(const Dogfight&) const = default;
};

// An effect list under way: a Player's or Passenger's roll entry, or an Action.
struct Resolving {
  enum Source : uint8_t { None, PlayerRoll, PassengerRoll, ActionCard };
  Source source = None;
  Card card = kNone;
  uint8_t op = 0;            // next op to run
  int8_t player = -1;        // whose effect
  uint16_t target = kNone;   // the Action's target (card instance or seat)
  int8_t move_x = 0;         // the move waiting for a direction
  bool operator==(const Resolving&) const = default;
};

enum class LogKind : uint8_t {
  Setup, FirstPlayer, RingShuffled, OpeningHand, TurnStart, Draw, DrawCapped, DeckEmpty, Reshuffle,
  PlayPassenger, ChainFullDiscard, PlayAction, PlayArtifact, DogfightStart, Defend, ManeuverPlayed, ManeuverPass,
  DogfightResult, BonusDraw, CargoTaken, CargoNotTaken, Roll, ResolveEntry, NoEffect, Move, MoveFloored, Arrive,
  Pack, Deliver, CargoNone, CargoPass, PassengerDiscarded, PassengerMarked, ToLast, ToFirst, LoseDelivered,
  Steal, StealNone, Jettison, Promote, Inspect, InspectNone, DiscardDown, EndPlay, Win, TurnLimit, Draw_Game,
  MarkCarried, DeckShuffled,
};

struct LogEntry {
  Rule rule = Rule::S1_1;
  LogKind kind = LogKind::Setup;
  int8_t p = -1, q = -1;   // acting and other seat
  Card card = kNone;       // the card named
  int16_t n = 0;           // a number (die, count, location)
  uint8_t sees = 0xFF;     // bit i: seat i may see `card`'s name; 0xFF: everyone
  bool operator==(const LogEntry&) const = default;
};

// The log, copied with room for the lines the copy is about to add: a clone is usually applied to
// at once (a search's playout, a server's next step), and its first line would otherwise
// reallocate and copy again a log copied to its exact size.
struct Log : std::vector<LogEntry> {
  using std::vector<LogEntry>::vector;
  Log() = default;
  Log(const Log& o) : std::vector<LogEntry>() {
    reserve(o.size() + 64);
    insert(end(), o.begin(), o.end());
  }
  Log(Log&&) = default;
  Log& operator=(const Log&) = default;
  Log& operator=(Log&&) = default;
};

// Totals for GameModule::game_stats (`sim --json`).
struct Stats {
  int32_t die_rolls = 0, dogfights = 0, cargo_packed = 0, cargo_delivered = 0, cargo_taken = 0, cargo_lost = 0,
          passengers_played = 0, passengers_discarded = 0, actions_played = 0, artifacts_played = 0, reshuffles = 0,
          bonus_draws = 0;
  bool operator==(const Stats&) const = default;
};

// Action kinds, packed with two arguments into an Action by core/packed_action.h (make_action).
enum class Act : uint8_t {
  EndPlay = 1, PlayPassenger, PlayPilot, DogfightPlayer, PlayAction, PlayArtifact, ChainDiscard, DefendPlayer,
  DefendPilot, Maneuver, ManeuverPass, Direction, Pack, Deliver, CargoPass, DiscardCard
};
inline Act act_kind(Action a) { return action_kind<Act>(a); }

class TsState : public spaceline::State {
 public:
  // --- data (public: the rules, serializer, agents and tests read it) ---
  std::shared_ptr<const Setup> setup;
  std::vector<uint16_t> ring;           // Location ring: library indices (D-TS-3)
  std::vector<Seat> seats;
  std::vector<uint8_t> known;           // per instance: bit i = seat i knows where it is (hidden info)
  int8_t active = 0;                    // whose turn
  int8_t first = 0;                     // who took the first turn (D-TS-1)
  int32_t turn = 1;
  Step step = Step::Draw;
  Pending pending = Pending::None;
  int8_t decider = -1;
  uint8_t dogfights_this_turn = 0;      // S1-6
  int8_t die = 0;                       // this turn's roll, 0 before it
  bool player_resolved = false;         // the Player's roll entry is done (S1-8)
  Dogfight fight;
  Resolving res;
  int8_t winner = -1;                   // -1 no single winner
  bool over = false;
  uint8_t end_reason = 0;               // 0 none, 1 five cargo, 2 turn limit
  Rng rng;
  Stats stats;
  Log log;

  // --- spaceline::State ---
  int num_players() const override { return setup->players; }
  int current_player() const override { return over ? -1 : decider; }
  bool is_terminal() const override { return over; }
  std::vector<double> returns() const override;
  Decision decision() const override;
  void legal_actions(std::vector<Action>& out) const override;
  using spaceline::State::legal_actions;
  void apply(Action a) override;
  std::string action_label(Action a) const override;
  std::string action_key(Action a) const override;
  std::unique_ptr<spaceline::State> clone() const override { return std::make_unique<TsState>(*this); }
  nlohmann::json to_json() const override;
  nlohmann::json observation(int player) const override;  // position() and its log
  nlohmann::json position(int player) const override;
  std::unique_ptr<spaceline::State> determinized(int viewer, Rng& rng) const override;  // determinize.cpp
  uint64_t hash() const override;
  int turn_number() const override { return turn; }
  int score(int player) const override { return static_cast<int>(seats.at(player).delivered.size()); }

  // --- helpers ---
  const CardDef& def(Card c) const { return setup->def(c); }
  const std::string& name(Card c) const { return def(c).name; }
  int owner(Card c) const { return setup->inst_owner[c]; }
  const CardDef& location(int pos) const { return setup->lib->at(ring[pos]); }
  Mods mods(int p) const;               // artifacts in p's hold + p's Passengers (D-TS-8, D-TS-24)
  int pilot_of(int p, Card pilot) const;  // a side's PILOT in a dogfight (D-TS-12)
  int range_of(int p, Card pilot) const;  // reach of a dogfight start (D-TS-9)
  int hold_capacity(int p) const;       // D-TS-7
  int hold_used(int p) const { return static_cast<int>(seats[p].packed.size() + seats[p].artifacts.size()); }
  int distance(int a, int b) const;     // ring distance between two seats' tokens
  Action parse_key(const std::string& key) const;  // inverse of action_key; throws std::invalid_argument
  void logv(Rule r, LogKind k, int p = -1, int q = -1, Card c = kNone, int n = 0, uint8_t sees = 0xFF);
  std::string render(const LogEntry& e, int viewer) const;  // viewer -1: everything
};

// Builds a new game (D-TS-1, D-TS-2, D-TS-3) and runs it to the first decision.
std::unique_ptr<TsState> new_state(std::shared_ptr<const CardLibrary> lib, const std::vector<Deck>& decks,
                                   uint64_t seed, int max_turns);
// A state from TsState::to_json(); validates every field (throws std::invalid_argument naming it).
std::unique_ptr<TsState> state_from_json(const nlohmann::json& j, std::shared_ptr<const CardLibrary> lib);

}  // namespace spaceline::talespin
