#pragma once
// A card ability as data (docs/card-format.md, "Abilities"): when it is used,
// what it targets, the operations it resolves (op.h, one file each under ops/),
// and what becomes of the card afterwards. Today an ability is used as an event
// card is played (R-CARD-7) or as an interrupt at the moments it names
// (R-TIME-3), and an event's may instead hold while its card is in play (`when:
// while_in_play`, modifiers.cpp); seed cards join the same shape as they move onto it.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/stccg1e/abilities/op.h"

namespace spaceline::stccg1e {

enum class Affiliation : uint8_t;
struct EventDef;
struct InterruptDef;

struct TargetSpec {
  TargetKind kind = TargetKind::Table;
  std::optional<Affiliation> affiliation;  // Ship: only of this affiliation (non-aligned: no affiliation)
  bool opponents = false;                  // Player: the opponent only; Ship: only the opponent's, and not one already under control
  uint16_t not_types = 0;                  // YourDiscard: card types it may not take (bits of CardType)
  // Ship filters (docs/card-format.md, "target"):
  std::optional<bool> cloaked;             // true: only a cloaked ship; false: not a cloaked one (a card that needs an outside agent to find it, R-CLOAK-2)
  std::string lacks_equipment;             // not a ship with this special equipment (Long Range Scan Shielding)
  bool empty = false;                      // no personnel and nothing working as equipment aboard
  bool away_from_its_outpost = false;      // not at a location where its owner has an outpost
  std::string yours_there_with;            // an uncloaked ship of yours at its location has this special equipment
  std::vector<std::string> named;          // TableCard: its title is one of these (colon rule: `Treaty` covers `Treaty: ...`)
  bool in_stasis = false;                  // Personnel: only one in stasis (R-STATE-2), not a disabled one (Dead in Bed, D-INT-26)
};

// What must hold for the ability to be played at all, whatever its target.
struct AbilityCondition {
  int your_ships_in_play = 0;  // at least this many of your ships in space (Tachyon Detection Grid)
};

enum class AbilityUse : uint8_t {
  Event,      // played from hand as the turn's card play (R-CARD-7)
  Interrupt,  // played from hand at the moments `when` names (R-TIME-3), outside the card play
};

// When an event's ops act: as it is played; for as long as it is in play (a continuous effect:
// its ops modify values, read by the value queries, R-MOD-1); or at the end of a turn while it is
// in play (a trigger, `turn_of` saying whose; never the turn it was played in, R-DUR-1).
enum class AbilityTiming : uint8_t {
  OnPlay,
  WhileInPlay,
  EndOfTurn,
};

// Whose turn's end an EndOfTurn ability acts at.
enum class TurnOf : uint8_t {
  Yours,           // its player's (Anti-Time Anomaly: "your third full turn", R-DUR-3)
  ItsShipsOwner,   // the owner of the ship it is on (Plasma Fire, R-CARDRULE-4)
};

enum class AfterUse : uint8_t {
  Discard,     // resolved, then discarded (an artifact: out of play, R-ART-4)
  Stays,       // stays where it was played and acts from there
  LeavesGame,  // resolved, then removed from the game (Palor Toff)
};

struct Ability {
  AbilityUse use = AbilityUse::Event;
  uint16_t when = 0;            // Interrupt: the moments it may be played (InterruptWhen bits, cards.h)
  AbilityTiming timing = AbilityTiming::OnPlay;  // Event: `when: while_in_play` holds while the card is in play
  bool cumulative = false;      // WhileInPlay: every copy in play counts; otherwise one copy per card it modifies (R-MOD-5)
  TurnOf turn_of = TurnOf::Yours;  // EndOfTurn: whose turn
  int countdown = 0;            // EndOfTurn: it acts once, at the end of the Nth such full turn, then is discarded (R-DUR-1); 0: each such turn
  std::optional<ReqExpr> cure;  // on a ship: met by the ship owner's crew aboard, the card is discarded at once (D-EVT-3)
  bool once_each_turn = false;  // a player may play one copy of it each turn
  TargetSpec target;
  AbilityCondition condition;
  std::vector<Op> effects;
  AfterUse then = AfterUse::Discard;
  Rule rule = Rule::Count;  // the ruling this card's text follows (`rule: D-ART-2`), cited by its ops' log lines; Count: none
  std::string source;  // "file:line" of its entry, for messages
};

EventTarget encoding(TargetKind k);
bool has_op(const Ability& a, std::string_view word);
const char* to_string(TargetKind k);

// Parses an `ability:` entry; problems go to `error` with the node they are about.
std::shared_ptr<const Ability> parse_ability(const YAML::Node& n, const ParseError& error);
// The event or interrupt an ability is played as: where it goes, when, whether it stays
// (events.cpp and interrupts.cpp read it, so every rule of playing such a card applies unchanged).
std::shared_ptr<EventDef> event_for(const Ability& a);
std::shared_ptr<InterruptDef> interrupt_for(const Ability& a);

// Card text, rendered from the data ("Plays on either player: that player draws 3 cards. Then discard it.").
std::string ability_text(const Ability& a);
// A play of it as a choice, after the card's name: ": shuffle your opponent's draw deck"; "" when no op words it
// (the caller then names the target as for any card).
std::string ability_label(const GameState& s, const Ability& a, int player, OpTarget t);

// Does the ability's condition hold for `player` now (targets.cpp).
bool ability_condition_met(const GameState& s, const Ability& a, int player);
// Is `t` a legal target for `player` now: the condition, the kind's own rule, then every op's (targets.cpp).
bool ability_target_legal(const GameState& s, const Ability& a, int player, OpTarget t);
// Every legal target now, in a stable order.
void ability_targets(const GameState& s, const Ability& a, int player, std::vector<OpTarget>& out);

// What every `while_in_play` ability in play does to `subject`'s value now (modifiers.cpp): the
// table's abilities modify their owner's ships, a ship's the ship it is on. The caller applies it
// after any value set (R-MOD-1).
ValueMods ability_modifiers(const GameState& s, CardId subject, Stat stat);

// The end of the active player's turn for an EndOfTurn ability in play (interpreter.cpp): whether
// it acts now (its turn, not fresh), and if so its countdown, its ops on where it is, its discard.
bool ability_acts_this_end_of_turn(const GameState& s, const Ability& a, CardId card);
void run_end_of_turn(GameState& s, const Ability& a, CardId card);

// Resolves the ability's operations in order (interpreter.cpp); a while_in_play or end_of_turn ability
// resolves nothing as it is played.
void run_ability(GameState& s, const Ability& a, CardId card, int player, OpTarget target);
// The computer players' worth of playing it now: the sum of its ops' worth, kNeverWorth if any says never.
int ability_value(const OpValueView& v, const Ability& a);

}  // namespace spaceline::stccg1e
