#pragma once
// One operation of the card-ability vocabulary (docs/card-format.md, "Abilities"):
// a small unit registered once, with everything the engine needs to know of it —
// how it is parsed from a card file, rendered as card text, checked against a
// target, resolved, and valued by the computer players. The loader, card text,
// rules and agents all read this one registry, so adding a card that the
// vocabulary can say costs a data entry, never a change to the state.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/stccg1e/rules/requirement.h"
#include "games/stccg1e/state/rules.h"

namespace YAML {
class Node;
}

namespace spaceline::stccg1e {

class GameState;
enum class EventTarget : uint8_t;
enum class CardType : uint8_t;
using CardId = uint16_t;

// The arguments an operation takes, parsed once at load. Each op reads only the
// slots its documentation names; the parser refuses the others.
struct OpArgs {
  int count = 0;                // how many (cards drawn, ...); a modifier's amount (+N, xN)
  bool that_many = false;       // count: the number the op before left (Masaka: as many as went under the deck)
  std::optional<ReqExpr> req;   // a requirement (who is spared, what resists)
  std::string req_text;         // ... as written, for card text
  uint8_t stats = 0;            // a modifier: the values it changes (stat_bit of Stat values)
  SkillId per = kNoSkill;       // modify: the amount counts once per crew member aboard of this classification
  uint32_t all_aboard = 0;      // multiply: only while personnel of each of these classifications (bits) are aboard
  std::string title;            // a card title the op names (disable_crew: the card holding them; capture_named: whom)
};

// A value of a card that abilities in play modify (R-MOD-1): read by the engine's value
// queries (GameState::ship_weapons, ship_shields, effective_range), never written over the printed value.
enum class Stat : uint8_t { Range, Weapons, Shields };
inline constexpr uint8_t stat_bit(Stat s) { return static_cast<uint8_t>(1u << static_cast<int>(s)); }

// What the abilities in play do to one value, applied in the order of R-MOD-1: after the value is
// set (damage sets RANGE to 5), the additions, then the multipliers.
struct ValueMods {
  int add = 0;
  int times = 1;
};

// A modifier op asked about one value of one card while its ability's card is in play.
struct ModifierView {
  const GameState& s;
  CardId source;   // the card whose ability it is
  CardId subject;  // the card whose value is read (a ship)
  Stat stat;
};

// What an ability is aimed at as it is played (ability.h's TargetSpec narrows it);
// encoded in the action as an event's target (EventTarget, encoding()).
enum class TargetKind : uint8_t {
  Player,          // either player
  YourDiscard,     // a card of your discard pile (kept in the action as a table event's target)
  AwayTeam,        // an Away Team on a planet, either player's
  YourOutpost,     // one of your outposts
  Ship,            // a ship in space (narrowed by TargetSpec's filters)
  Mission,         // a spaceline location
  Table,           // nothing: the table
  ShipOrAwayTeam,  // "any ship or Away Team": a ship in space, or a personnel on a planet standing for its Away Team
  TableCard,       // a card on the table, or a seed card already face up under a mission (narrowed by `named`)
  Personnel,       // a personnel in play, either player's (narrowed by `in_stasis`)
};

// Where an ability's operations act, fixed when the card is played (the action's target).
struct OpTarget {
  EventTarget kind;
  uint16_t value = 0;  // a player, a card, a location, or an Away Team (team * 128 + location * 2 + owner)
};

// An operation resolving: the engine primitives it may use, and what the op
// before left (`count`). Defined in interpreter.cpp, a friend of GameState, so
// that ops reach the state's mechanisms only through this one narrow door.
class OpRun {
 public:
  OpRun(GameState& s, CardId card, int player, OpTarget target, Rule rule)
      : s_(s), card_(card), player_(player), target_(target), rule_(rule) {}
  const GameState& state() const { return s_; }
  CardId card() const { return card_; }
  int player() const { return player_; }
  const OpTarget& target() const { return target_; }
  // The rule the card's text is played under: its own ruling when it names one (`rule:`), else `general`.
  Rule rule(Rule general) const { return rule_ == Rule::Count ? general : rule_; }
  int count = 0;  // left by the op before, for `that_many`

  // ---- the primitives (each logs its own rule) ----
  bool game_over() const;
  void draw(int p);                                          // R-END-2 checked: an empty deck may end the game
  int hand_under_deck(int p);                                // shuffled first, so the order tells nothing; returns how many
  void to_hand_shown(CardId c);                              // from a pile to its owner's hand, shown (R-INFO-4)
  std::vector<CardId> away_team_of(uint16_t team_target) const;
  bool meets_alone(CardId personnel, const ReqExpr& r) const;
  void doom_kill(CardId personnel, Rule why);           // targeted to die: the moment before it (D-EVT-25)
  void after_dooms();                                        // the card play's window follows the moment before they die
  std::vector<CardId> usable_crew(CardId ship) const;
  bool crew_meets(const std::vector<CardId>& crew, const ReqExpr& r) const;
  void take_control(CardId ship);                            // until the turn ends (R-CARDRULE-3)
  void control_resisted(CardId ship);
  void free_captives(CardId outpost);                        // R-STATE-4
  void shuffle_deck(int p);
  void show_hand_to_player(int owner);                       // the cards, seen by the player alone (R-INFO-4)
  void show_deck_to_player(int owner);                       // in order from the top; the deck is not shuffled
  void double_range(CardId ship);                            // until the end of the turn (after what is set and added, R-MOD-1)
  // The ship, its owner's personnel aboard and Away Team there, or one Away Team (a member stands for it), unstopped;
  // a ship's RANGE used this turn restored. Stasis is more than stopped and stays (R-STATE-2).
  void unstop(CardId ship_or_member, Rule why);
  void show_aboard_to_player(CardId ship);                   // the cards aboard, seen by the player alone (R-INFO-4)
  void decloak(CardId ship);                                 // and it may not cloak again this turn (R-CLOAK-1)
  void destroy(CardId c, Rule why);                          // discarded from the table or a mission's seed cards (not nullified, R-NULL-2)
  void destroy_ship(CardId ship, Rule why);                  // with everything aboard (R-BATTLE-13)
  void damage_ship(CardId ship, Rule why);                   // a damaged ship hit again is destroyed (R-BATTLE-11)
  void kill_all_personnel(Rule why);                         // every personnel in play, either player's (holograms deactivated, R-HEA-5)
  bool count_down();                                         // its card's countdown: one full turn less, logged; true when it runs out (R-DUR-1)
  void discard_card_itself();                                // the card of the ability, if still in play, to its discard pile
  // The cards of `type` working there (aboard the ship, or with that Away Team), for a random pick (R-INFO-1).
  std::vector<CardId> cards_present(CardId ship_or_member, CardType type) const;
  CardId pick_random(const std::vector<CardId>& from);       // R-INFO-1
  void found_no_equipment(CardId where);                     // the card acted and found no equipment there to hit
  void disable(CardId personnel, CardId held_by);            // until `held_by` leaves play (R-STATE-3, D-STATE-1)
  void capture(CardId personnel);                            // taken captive by the card's player (R-STATE-4)

 private:
  GameState& s_;
  CardId card_;
  int player_;
  OpTarget target_;
  Rule rule_;
};

// What a computer player reads to value playing an ability now.
struct OpValueView {
  const GameState& s;
  int me;
  OpTarget target;
  std::function<int(CardId)> card_worth;  // the agent's own worth of a card (its personnel scale)
};
inline constexpr int kNeverWorth = -100;  // below zero: never worth playing

using ParseError = std::function<void(const YAML::Node&, const std::string&)>;

struct OpDef {
  const char* word;      // its key in card files: `- draw: 3`
  const char* summary;   // one line: what it does (docs/card-format.md, `spaceline cards ops`)
  const char* rule;      // the rule id it enforces or cites
  // The target kinds it can act on (kind_bit of TargetKind values); the loader refuses others.
  uint32_t targets;
  // Parses the value under the op's key. Unset: the op takes no value (`- hand_under_deck`).
  void (*parse)(const YAML::Node& value, OpArgs& out, const ParseError& error) = nullptr;
  // The op as card text, e.g. "that player draws 3 cards".
  std::string (*text)(const OpArgs& a) = nullptr;
  // The op as a choice offered to `player`, in the imperative ("shuffle your opponent's draw deck");
  // unset: the choice names the target alone.
  std::string (*label)(const GameState& s, int player, OpTarget t, const OpArgs& a) = nullptr;
  // Extra legality of a target (the kind already matches), e.g. free_captives needs a captive to free.
  bool (*target_ok)(const GameState& s, int player, OpTarget t, const OpArgs& a) = nullptr;
  void (*resolve)(OpRun& run, const OpArgs& a) = nullptr;
  // A continuous op (an ability `when: while_in_play`) has no resolve: it adds to `out` what it does to
  // the subject's value while its card is in play. Exactly one of resolve and modify is set.
  void (*modify)(const ModifierView& v, const OpArgs& a, ValueMods& out) = nullptr;
  // Worth of resolving it now for `me`; kNeverWorth: never. Summed over the ability's ops.
  int (*value)(const OpValueView& v, const OpArgs& a) = nullptr;
};

// Shared by the modifier ops (modifiers.cpp): `value: weapons` or `values: [range, weapons, shields]`
// into a.stats; and the values named as card text ("RANGE, WEAPONS and SHIELDS").
void parse_modifier_stats(const YAML::Node& map, OpArgs& a, const ParseError& error);
std::string stats_text(uint8_t stats);

inline constexpr uint32_t kind_bit(TargetKind k) { return 1u << static_cast<int>(k); }

// The registry (ops.cpp): every op, in the order the docs list them.
const std::vector<const OpDef*>& all_ops();
const OpDef* find_op(std::string_view word);

struct Op {
  const OpDef* def = nullptr;
  OpArgs args;
};

}  // namespace spaceline::stccg1e
