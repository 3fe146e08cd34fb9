#pragma once
// The Space Quest game state: a flat value (card instances as small integers, vectors of small
// structs) implementing spaceline::State (core/game.h). Card definitions are immutable and shared
// through `Setup`. The rules that change it live in rules/*.cpp; the JSON round trip in
// state/serialize.cpp; labels and the log in state/labels.cpp.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/packed_action.h"
#include "core/rng.h"
#include "games/spacequest/cards/cards.h"
#include "games/spacequest/cards/deck.h"
#include "games/spacequest/state/rules.h"

namespace spaceline::spacequest {

using Card = uint16_t;
inline constexpr Card kNone = 0xFFFF;
inline constexpr uint16_t kPlayerTarget = 0xFF00;  // + seat: a player as a target
inline constexpr int kPlayers = 2;
inline constexpr int kStartingLife = 20;    // D-SQ-1
inline constexpr int kOpeningHand = 7;      // D-SQ-3
inline constexpr int kMaxHand = 7;          // D-SQ-4
inline constexpr int kDefaultTurnLimit = 200;  // D-SQ-19

struct Setup {
  std::shared_ptr<const CardLibrary> lib;
  uint64_t seed = 1;
  int max_turns = 0;
  std::vector<std::string> deck_names, deck_sources;
  std::vector<uint16_t> inst_def;  // instance -> library index
  std::vector<int8_t> inst_owner;  // instance -> seat
  const CardDef& def(Card c) const { return lib->at(inst_def[c]); }
  int turn_limit() const { return max_turns > 0 ? max_turns : kDefaultTurnLimit; }
};

enum class Zone : uint8_t { Library, Hand, Battlefield, Graveyard, Stack };

// One card instance's state. Crew creatures (SQ-3) are on the battlefield with `under` set.
struct Inst {
  Zone zone = Zone::Library;
  bool tapped = false, sick = false, attacking = false, blocked = false;
  Card under = kNone;     // the Ship it crews
  Card blocking = kNone;  // the attacker it blocks
  uint8_t block_order = 0;
  int16_t damage = 0;
  int8_t assigned = 0;      // combat damage its attacker's controller has assigned to it (D-SQ-14);
                            // on an attacker: what it assigns to the defending player (trample)
  bool damage_set = false;  // an attacker whose damage is divided for this damage step (D-SQ-14)
  int8_t pump_p = 0, pump_t = 0;  // until end of turn
  uint8_t known = 0;      // bit i: seat i has seen this instance
  bool operator==(const Inst&) const = default;
};

struct Seat {
  std::vector<Card> library, hand, graveyard, field;
  int16_t life = kStartingLife;
  std::array<int8_t, kColors> pool{};
  bool land_played = false, staffed = false, drew_from_empty = false, kept = false;
  int8_t mulligans = 0;
  bool operator==(const Seat&) const = default;
};

enum class Step : uint8_t { Mulligan, Upkeep, Draw, Main1, Attackers, Blockers, FirstStrike, Damage, Main2, End, Cleanup, Over };
const char* to_string(Step s);
// What the deciding player is asked now.
enum class Pending : uint8_t { Priority, Mulligan, Attackers, Blockers, Staffing, OverMax, Discard, AssignDamage, None };

enum class StackKind : uint8_t { Spell, Ability, EntersTrigger, UpkeepTrigger };
struct StackItem {
  StackKind kind = StackKind::Spell;
  Card source = kNone;
  int8_t controller = 0;
  uint16_t target = kNone;
  bool operator==(const StackItem&) const = default;
};

struct LogEntry {
  Rule rule = Rule::D_SQ_1;
  std::string text;    // what everyone reads
  std::string secret;  // what the seats in `sees` read instead (a drawn card's name), if any
  uint8_t sees = 0;
  bool operator==(const LogEntry&) const = default;
};

struct Stats {
  int32_t spells = 0, abilities = 0, attacks = 0, staffing_phases = 0, crewed = 0, crew_returned = 0, mana_burn = 0;
  bool operator==(const Stats&) const = default;
};

// Action kinds, packed with two arguments into an Action by core/packed_action.h (make_action).
enum class Act : uint8_t {
  Pass = 1, Keep, Mulligan, PlayLand, Cast, Activate, DeclareStaffing, Crew, Uncrew, EndStaffing,
  Attack, DoneAttacking, Block, DoneBlocking, Evict, Discard, AssignDamage
};
inline Act act_kind(Action a) { return action_kind<Act>(a); }

class SqState : public spaceline::State {
 public:
  std::shared_ptr<const Setup> setup;
  std::vector<Inst> cards;  // by instance
  std::array<Seat, kPlayers> seats;
  std::vector<StackItem> stack;     // last = top
  std::vector<StackItem> waiting;   // triggered abilities not yet on the stack (D-SQ-10)
  int8_t active = 0, first = 0, priority = 0, decider = 0;
  uint8_t passes = 0;
  int32_t turn = 1;
  Step step = Step::Mulligan;
  Pending pending = Pending::Mulligan;
  Card over_ship = kNone;  // the Ship whose extra crew must leave (SQ-6)
  Card assigning = kNone;  // the attacker whose combat damage is being divided (D-SQ-14)
  int8_t assign_left = 0;  // how much of it is still to be assigned
  uint8_t block_counter = 0;
  int8_t winner = -1;
  bool over = false;
  uint8_t end_reason = 0;  // 1 life, 2 empty library, 3 turn limit
  Rng rng;
  Stats stats;
  std::vector<LogEntry> log;

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
  std::unique_ptr<spaceline::State> clone() const override { return std::make_unique<SqState>(*this); }
  std::unique_ptr<spaceline::State> determinized(int viewer, Rng& r) const override;  // state/determinize.cpp
  nlohmann::json to_json() const override;
  nlohmann::json observation(int player) const override;
  uint64_t hash() const override;
  int turn_number() const override { return turn; }
  int score(int player) const override { return seats.at(player).life; }

  const CardDef& def(Card c) const { return setup->def(c); }
  const std::string& name(Card c) const { return def(c).name; }
  int owner(Card c) const { return setup->inst_owner[c]; }
  int controller(Card c) const { return owner(c); }  // no card changes control (D-SQ-29)
  Action parse_key(const std::string& key) const;
  void logv(Rule r, std::string text, std::string secret = "", uint8_t sees = 0);
  std::string render(const LogEntry& e, int viewer) const;
  std::string target_name(uint16_t t) const;
};

std::unique_ptr<SqState> new_state(std::shared_ptr<const CardLibrary> lib, const std::vector<Deck>& decks, uint64_t seed,
                                   int max_turns);
std::unique_ptr<SqState> state_from_json(const nlohmann::json& j, std::shared_ptr<const CardLibrary> lib);

}  // namespace spaceline::spacequest
