#pragma once
// The First Edition game state: a flat, copyable value (docs/architecture.md).
// Cards in a game are small integer ids into `cards`; definitions are shared
// through the CardDb. A clone is a copy of a few kilobytes.
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rng.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/state/rules.h"

namespace spaceline::stccg1e {

using CardId = uint16_t;
constexpr CardId kNone = 0xFFFF;
constexpr CardId kPlanet = 0xFFFE;  // destination/source code for "the planet surface here"
// Away Teams (D-GRP-1): a player's personnel on one planet form teams numbered 0, 1, ... there.
constexpr uint8_t kAnyTeam = 0xFF;  // every Away Team of the player there
constexpr int kMaxTeams = 16;

// Captive: in the captor's captive area beside their draw deck; still in play
// for uniqueness (R-STATE-4, R-ZONE-1).
// Resolving: played and not yet resolved, on the resolution stack (timing.cpp).
// OutOfTime: a ship in a Temporal Rift or sent ahead by a Time Travel Pod, with everything aboard; not in play (R-STATE-9)
// but keeping its place (location, host) for its return (out_of_time.cpp, D-INT-16).
enum class Zone : uint8_t { Deck, Hand, Discard, SeedPile, Spaceline, UnderMission, InPlay, Bonus, OutOfPlay, Captive, Resolving, OutOfTime,
                            SideDeck };  // appended last: saves store the number
enum class Place : uint8_t { None, Space, Planet, Aboard };
const char* to_string(Zone z);

enum CardFlag : uint16_t {
  kStopped = 1,
  kDamaged = 2,
  kRevealed = 4,      // a seed card that has been encountered (R-SEED-10)
  kDeactivated = 8,   // hologram "killed" (R-HEA-5)
  kMisseed = 16,      // placed where it may not legally be (R-SEED-9)
  kFresh = 32,        // placed (lasting dilemma, event) or damaged (ship) this turn: the turn is not a full turn (R-DUR-1)
  kInfected = 64,     // ship: personnel aboard lose their first-listed skill (Tsiolkovsky Infection)
  kImmobile = 128,    // ship: cannot move until a dilemma on it is cured (Menthar Booby Trap)
  kHouseArrest = 256, // personnel: aboard where its affiliation may not be (R-AFF-7)
  kCloaked = 512,       // ship: cloaked (R-CLOAK-1/2)
  kCloakToggled = 1024, // ship: cloaked or decloaked this turn; cleared when a turn begins (R-CLOAK-1)
  kStasis = 2048,     // stopped and unconscious until its card ends it; never unstops at a turn's start (R-STATE-2)
  kDisabled = 4096,   // personnel: no attributes, skills, icons or gender; beamed like equipment (R-STATE-3)
  kEmpathsDisabled = 8192,  // ship: Empaths aboard are disabled while it carries the dilemma (Two-Dimensional Creatures)
  kDoubleRange = 16384,  // ship: RANGE doubled until the turn ends (Transwarp Conduit)
  kHidden = 32768,    // ship: no battle may be initiated against it until the turn ends (Asteroid Sanctuary, D-INT-1)
};

struct Card {
  uint16_t def = 0;
  uint8_t owner = 0;
  Zone zone = Zone::Deck;
  int8_t loc = -1;          // spaceline index while on the spaceline
  Place place = Place::None;
  CardId host = kNone;      // ship or facility this card is aboard
  uint16_t order = 0;       // position in an under-mission stack (lower = met first)
  uint16_t flags = 0;
  uint8_t aff = 0;          // current Affiliation (R-AFF-3 mode)
  uint8_t range_used = 0;   // RANGE spent this turn (R-TURN-7)
  uint8_t counter = 0;      // countdowns and accumulated effects of a lasting dilemma or event; a ship's full turns of repair;
                            // a personnel's full turns of stasis left (0 = until a card ends it)
  CardId cause = kNone;     // the card whose effect holds this one disabled (Ktarian Game), released when it leaves play
  uint8_t team = 0;         // a personnel on a planet: its Away Team there (D-GRP-1); 0 anywhere else
  CardId from = kNone;      // a personnel on a planet: the ship or facility it beamed down from, kNone if unknown (D-DIL-12)
  bool has(CardFlag f) const { return flags & f; }
};

class GameState;

// The game as it was just before one of the active player's actions of the
// turn (Temporal Causality Loop, causality_loop.cpp; R-TURN-10, D-TURN-1):
// kept only while such a dilemma lies under a mission, without its log.
struct LoopSnapshot {
  Action action;                             // the action taken from there
  std::shared_ptr<const GameState> before;   // immutable: clones share it
};

// A card used by a player who does not own it (R-CARDRULE-3): its `owner` is
// the controller while this lasts; `owner` here is whose it really is.
struct Control {
  CardId card = kNone;
  uint8_t owner = 0;
  CardId by = kNone;  // the card that gave control: an event lasts the turn (D-EVT-24), a dilemma until the group is stopped (D-DIL-12)
  bool lasting = false;  // commandeered by Rogue Borg under Lore Returns: it does not end with the turn (D-BORG-8)
};

// Alien Parasites (D-DIL-12, control.cpp): the opponent acts with the group it controls in the middle
// of the turn of `turn_player`, whose turn resumes when the group is stopped or its controller stops.
struct GroupControl {
  CardId dilemma = kNone;  // set aside while it lasts, then back under its mission
  uint8_t turn_player = 0;
};

struct Location {
  CardId mission = kNone;
  CardId shared = kNone;   // a second copy of the same mission placed on top (D-SEED-4)
  bool solved = false;
  int8_t solved_by = -1;
};

// A side deck (R-ZONE-1, R-DECK-7): built apart from the 60, face down, used only through its
// doorway seeded on top (R-SIDE-1). No Premiere card opens one; the zone exists so that positions
// of later sets can be written and saved (docs/scenario-format.md "Side decks").
enum class SideDeckKind : uint8_t { QContinuum, QsTent };
enum class DoorState : uint8_t { Open, Closed, Inactive };  // R-DOOR-2
const char* to_string(SideDeckKind k);
const char* to_string(DoorState d);
struct SideDeck {
  SideDeckKind kind = SideDeckKind::QsTent;
  DoorState door = DoorState::Open;
  std::vector<CardId> cards;  // top card first
};

// A doorway of a player's on the table that is not open (R-DOOR-2); every other doorway there is open.
struct ShutDoor {
  CardId card = 0;
  DoorState state = DoorState::Closed;
};

struct PlayerState {
  std::vector<CardId> deck, hand, discard, seed_pile, bonus, out_of_play;
  std::vector<ShutDoor> shut_doors;  // closed or inactive doorways on the table (doorways.cpp)
  std::vector<CardId> captives;  // the opponent's personnel this player holds (R-STATE-4)
  std::vector<SideDeck> side_decks;  // at most one of each kind (R-ZONE-1)
  SideDeck* side_deck(SideDeckKind k) {
    for (auto& d : side_decks)
      if (d.kind == k) return &d;
    return nullptr;
  }
  int score = 0;
  uint32_t misseed_locs = 0;  // locations where this player met their own misseed (R-SEED-11)
  bool card_played = false;   // normal card play used this turn (R-PLAY-1)
  uint8_t plays_made = 0;     // normal card plays made this turn: a second one with Horga'hn (D-ART-1)
  std::vector<uint16_t> once_used;  // cards (definition index) limited to once each turn, played this turn (Palor Toff)
  std::vector<CardId> vortexed;     // card plays returned to the hand this turn (Energy Vortex): another must be played (D-INT-24)
  bool was_vortexed(CardId c) const { return std::find(vortexed.begin(), vortexed.end(), c) != vortexed.end(); }
  bool red_alert_plays = false;  // a report made under Red Alert! this turn (R-PLAY-4)
  bool forced_discard_done = false;  // Static Warp Bubble discard made this turn (R-CARDRULE-8)
  uint64_t attacked_locs = 0;     // locations where this player's forces were attacked during turn `attacked_turn` (R-BATTLE-7)
  uint16_t attacked_turn = 0;
  std::string deck_name;
};

enum class Phase : uint8_t { SeedDoorways, SeedMissions, SeedDilemmas, SeedOutposts, PlayCard, Orders, GameOver };
const char* to_string(Phase p);

enum class Act : uint8_t {
  Pass = 1,        // seeding: pass (R-SEED-3)
  SeedMission,     // a = card, b = 0 left end / 1 right end
  SeedUnder,       // a = card, b = location
  SeedOutpost,     // a = card, b = location
  Report,          // a = card in hand, b = outpost it reports to, c = affiliation mode
  SkipPlay,        // use no card play this turn
  Move,            // a = ship, b = destination location
  Beam,            // a = card, b = destination (host id or kPlanet), c = location
  BeamAll,         // a = source (host or kPlanet), b = destination, c = location
  Attempt,         // a = source (ship/outpost, or kPlanet), b = location
  EndTurn,
  Choose,          // a = option index of the pending choice
  PlayEvent,       // a = event in hand, b = target (player, location, ship or discard card), c = EventTarget
  ForcedDiscard,   // a = card in hand discarded to Static Warp Bubble
  AttackShip,      // a = opponent's ship or facility attacked, b = location (CRD III.4)
  AttackAwayTeam,  // b = location: your Away Team attacks the opponent's there
  SwitchAffiliation,  // a = multi-affiliation personnel, b = the affiliation it switches to (R-AFF-3)
  Cloak,           // a = ship with a cloaking device (R-CLOAK-1, D-CLOAK-1)
  Decloak,         // a = cloaked ship
  PlayInterrupt,   // a = interrupt in hand, b = target (a ship, or 0): answers an open response window (R-TIME-12)
  BuildOutpost,    // a = outpost in hand, b = location: built as the card play (R-FAC-10)
  Tow,             // a = ship, b = destination location, c = the dilemma towed with it (Radioactive Garbage Scow, D-DIL-7)
  AttackRogueBorg, // a = your ship: its crew attacks the Rogue Borg aboard (R-BATTLE-18, D-BORG-5)
  SaveFromDeath,   // a = your personnel targeted to die, b and c = the two MEDICAL stopped (Genetronic Replicator, D-EVT-26)
  StopControl,     // the controller of a group under Alien Parasites is done with it: the turn resumes (D-DIL-13)
  RogueBorgAttack, // a = a ship your Rogue Borg commandeer, b = location: they beam down and battle the opponent's Away Team (D-BORG-9)
  Walk,            // as Beam, between an outpost and a ship docked there: walking aboard, not beaming (R-FAC-2; Beam may beam there too)
  WalkAll,         // as BeamAll, between an outpost and a ship docked there
  SeedDoorway,     // a = doorway: placed on the table, open (CRD III.1 step 1, R-DOOR-2)
};
constexpr Act kLastAct = Act::SeedDoorway;

struct ActionArgs {
  Act kind;
  uint16_t a = 0, b = 0, c = 0;
};
inline Action make_action(Act k, uint16_t a = 0, uint16_t b = 0, uint16_t c = 0) {
  return Action{static_cast<uint64_t>(k) | (uint64_t(a) << 8) | (uint64_t(b) << 24) | (uint64_t(c) << 40)};
}
inline ActionArgs decode(Action x) {
  return ActionArgs{static_cast<Act>(x.bits & 0xFF), static_cast<uint16_t>((x.bits >> 8) & 0xFFFF),
                    static_cast<uint16_t>((x.bits >> 24) & 0xFFFF), static_cast<uint16_t>((x.bits >> 40) & 0xFFFF)};
}

// A decision the rules ask of a player in the middle of resolving something.
enum class ChoiceKind : uint8_t {
  None, Victim, Branch, PayCost,
  BattleJoin,         // attacker: another ship joins the attack, or kNone = fire
  RetaliationTarget,  // defender: which attacking ship to fire back at, or kNone = do not retaliate
  RetaliationJoin,    // defender: another ship joins the retaliation, or kNone = fire back
  AwayRetaliate,      // defender: 1 = retaliate in an Away Team battle, 0 = do not
  Respond,            // a response window (timing.cpp): option kNone = pass; interrupts are PlayInterrupt actions (R-TIME-2..12)
  InterruptVictim,    // the player of a killing interrupt picks who dies (D-INT-2)
  TakeFromDeck,       // the earner of an artifact takes a card of their draw deck (Betazoid Gift Box, artifacts.cpp)
  ArrangeDeck,        // Thought Maker: the next card from the top of the opponent's deck, or kNone = leave the rest (D-ART-3)
  Stakes,             // Raise the Stakes: 0 = forfeit the game, 1 = accept the stakes (D-EVT-21)
  GuessType,          // Telepathic Alien Kidnappers: a card type (CardType value) (D-EVT-22)
  PointHand,          // Telepathic Alien Kidnappers: a position in the opponent's shuffled hand (D-EVT-22)
  ArrangeSpaceline,   // Q: the next location from the left (its present index), kNone = leave the rest; then a boundary per Q-Net (D-MOVE-7)
  GapShipTo,          // Gaps in Normal Space closing: the neighbouring location the first ship still on it goes to (D-MOVE-8)
  PickBeamers,        // Armbands, Near-Warp Transport: the next card to beam, or kNone = done (D-INT-17/18)
  SplitTeam,          // Phased Matter: the next member of the smaller group, or kNone = done (D-DIL-10)
  EndTurnOrder,       // the active player orders end-of-turn obligations that interact: a kEndTurn… value, resolved next (D-TURN-2)
};
// What an EndTurnOrder decision lets the active player put first (R-TURN-4, D-TURN-2).
constexpr uint16_t kEndTurnShipEvents = 0;  // the events counting down on their ships (Plasma Fire, Warp Core Breach)
constexpr uint16_t kEndTurnBorgShips = 1;   // the Borg Ships moving and attacking where they arrive
struct PendingChoice {
  ChoiceKind kind = ChoiceKind::None;
  uint8_t chooser = 0;
  std::vector<uint16_t> options;  // card ids (Victim) or branch indices (Branch) or 0/1 (PayCost)
};

// A mission attempt in progress (R-MSN-5: one action, start to finish).
struct AttemptState {
  bool active = false;
  uint8_t player = 0;
  int8_t loc = -1;
  CardId source = kNone;        // ship or outpost; kNone for an Away Team on the planet
  uint8_t team = 0;             // the Away Team attempting, for an attempt from the planet (D-GRP-1)
  CardId dilemma = kNone;       // dilemma being resolved
  uint8_t effects_list = 0;     // which effect list is running (see dilemmas.cpp)
  uint8_t effect_index = 0;
  bool failed = false;          // the dilemma's condition was not met
  bool group_stopped = false;
  int16_t last_order = -1;      // order of the last seed card met in this attempt
  uint8_t choosing_for = 0;     // what a pending choice decides (see mission.cpp)
  uint8_t remaining = 0;        // victims still to be chosen
  std::vector<CardId> targets;  // pre-selected targets / chosen victims
  bool window_done = false;     // the window before the next seed card has been offered (R-TIME-10)
};

// A battle in progress (R-BATTLE-1: one action from announcement to damage).
struct BattleState {
  bool active = false;
  bool away_team = false;            // Away Team battle on the planet (R-BATTLE-16), else ship battle
  uint8_t team = 0;                  // the attacker's Away Team (D-GRP-1)
  uint8_t their_team = 0;            // the defender's Away Team attacked; kAnyTeam: all of theirs there (a re-attack, D-BAT-7)
  uint8_t attacker = 0;
  int8_t loc = -1;
  CardId target = kNone;             // ship or facility attacked
  std::vector<CardId> attackers;     // ships firing together (R-BATTLE-10)
  CardId ret_target = kNone;         // the one attacking ship fired back at (R-BATTLE-8)
  std::vector<CardId> retaliators;
  uint8_t responder = 0;             // who played the killing interrupt resolving
  bool defender_fights = false;      // the defender killed attackers during the battle, so retaliates (D-INT-3)
  CardId kill_source = kNone;        // the killing interrupt resolving
  uint8_t kills_left = 0;            // kills it still owes
  CardId rogue_ship = kNone;         // a Rogue Borg battle aboard this ship (R-BATTLE-18, rogue_borg.cpp)
  CardId source = kNone;             // what goes on once the battle is over: the card resolving that started it
                                     // (Rogue Borg Mercenaries, Klingon Right of Vengeance), or the ship whose
                                     // start-of-turn Rogue Borg battle it was (D-BORG-4)
  CardId integrity_card = kNone;     // Qapla'! played by the defender: its `subject` personnel add INTEGRITY to STRENGTH (D-INT-28)
  uint8_t units = 0;                 // a ship battle's damage units (attack x16 + retaliation), kept while the
                                     // ships hit wait for the moment before they are destroyed (D-INT-19)
};

// A ship about to be destroyed or a personnel about to die, held for the moment before it
// (doom_moments.cpp; D-INT-19, D-EVT-25). When it happens, it is logged as the cause
// would have logged it: `why`, `ev`, `player`, `by`; `battle_loc` >= 0: a kill in an Away Team
// battle there (D-BAT-7).
struct Doom {
  CardId card = kNone;
  bool ship = false;
  uint16_t why = 0;        // a Rule
  uint8_t ev = 0;          // an Ev (personnel only)
  int8_t player = -1;
  CardId by = kNone;
  int8_t battle_loc = -1;
};
// What goes on once the moment has passed and the dooms have happened.
// InterruptResolved: an interrupt whose ability killed (Dead in Bed) finishes resolving once the moment has passed.
enum class DoomResume : uint8_t { Nothing, ShipBattle, AwayBattle, Dilemma, InterruptKill, CardPlayed, InterruptResolved };
constexpr DoomResume kLastDoomResume = DoomResume::InterruptResolved;
struct DoomStep {
  bool open = false;       // its window is open (a Doomed window is in `windows`)
  DoomResume resume = DoomResume::Nothing;
  uint8_t player = 0;      // CardPlayed: whose card play's window follows
  CardId subject = kNone;  // CardPlayed: the card played
  std::vector<Doom> dooms;
};

// A personnel killed in an Away Team or Rogue Borg battle, and where (Klingon Right of Vengeance, D-BAT-7).
struct BattleKill {
  CardId card = kNone;
  int8_t loc = -1;
  CardId ship = kNone;  // the ship of a Rogue Borg battle; kNone on a planet
};

// ---- timing (timing.cpp; CRD II.2, R-TIME) ----------------------------------
// The moments at which a response window may open. Windows inside an action
// (a battle, an attempt, a card just played) hold the action until they close;
// the others follow a completed action (R-TIME-2, R-TIME-5).
enum class Moment : uint8_t {
  StartOfTurn,       // R-TURN-4: before the card play
  EndOfTurn,         // the active player ends the turn, before the end-of-turn effects and the draw
  CardPlayed,        // a card play (report, event) has resolved
  Moved,             // a ship has moved (R-TIME-4)
  Beamed,            // a beaming (one card or a whole group) is done
  AttemptAnnounced,  // before the first seed card (R-TIME-10)
  SeedCardRevealed,  // a dilemma just revealed, before it resolves (R-TIME-10: Q2)
  SeedCardResolved,  // between two seed cards of an attempt (R-TIME-10)
  AttemptEnded,
  BattleInitiated,   // before a winner is determined (R-TIME-12)
  BattleEnded,
  InterruptPlayed,   // an interrupt just played, before it resolves (R-TIME-13)
  EventPlayed,       // an event just played, before it resolves (R-NULL-3)
  CardDrawn,         // the end-of-turn draw is made, before the next turn begins (Subspace Schism, D-INT-15)
  Doomed,            // a ship is about to be destroyed or a personnel to die (doom_moments.cpp: D-INT-19, D-EVT-25)
  Count
};
const char* to_string(Moment m);
using MomentMask = uint32_t;
inline constexpr MomentMask moment_bit(Moment m) { return static_cast<MomentMask>(1u << static_cast<int>(m)); }

// An open response window. The player acted against answers first (R-TIME-2);
// the asked players then alternate until all of them pass in a row (R-TIME-7).
struct Window {
  Moment moment = Moment::CardPlayed;
  uint8_t opener = 0;      // the player whose action opened it
  uint8_t responder = 0;   // who is asked now
  uint8_t passes = 0;      // consecutive passes since the window opened or a card was played in it
  uint8_t asks = 0;        // bit per player asked in this window (D-TIME-1)
  CardId subject = kNone;  // the card the moment is about (card just played, ship moved, battle target)
  int8_t loc = -1;
};

// A card played and not yet resolved. Cards played in answer to it stack above
// it and resolve first: last in, first out (R-TIME-8).
struct Resolving {
  CardId card = kNone;
  uint16_t target = 0;
  uint8_t player = 0;
  uint8_t kind = 0;        // an event's EventTarget
  bool nullified = false;  // nullified before it resolved: no effect, still played (R-NULL-1)
  bool as_event = false;   // played as an event (an event card, or an artifact played as one, CRD IV.4)
  uint16_t extra = 0;      // a second target: Wormhole's destination, Vulcan Mindmeld's source personnel
};

// Thought Maker rearranging a draw deck (D-ART-3): `placed` cards from the top are set.
struct ArrangeStep {
  CardId card = kNone;
  uint8_t player = 0;  // who arranges
  uint8_t owner = 0;   // whose deck
  uint16_t placed = 0;
};

// Q rearranging the spaceline (R-MOVE-10, D-MOVE-7; spaceline_rearrange.cpp). Until `placed`,
// `order` lists the present indices of the locations named so far, left to right; once
// `placed`, the new order is in force and `nets` holds the Q-Nets still to be placed.
struct SpacelineArrange {
  CardId card = kNone;  // the card that rearranges (Q)
  uint8_t player = 0;   // who rearranges
  bool placed = false;
  std::vector<uint8_t> order;
  std::vector<CardId> nets;
};

// Gaps in Normal Space leaving play (R-MOVE-9, D-MOVE-8; gaps.cpp): `player` sends the ships
// still on it to a neighbour, one at a time; `from_stack`: it left through a card resolving,
// which finishes once the gap has closed.
struct GapClosing {
  CardId gap = kNone;
  uint8_t player = 0;
  bool from_stack = false;
};

// An interrupt beaming (beam_interrupts.cpp, D-INT-17/18): from place `source` to
// place `dest` (a ship or facility, or a mission card standing for its planet); its
// player picks the cards one by one; `personnel` counts those beamed so far.
struct BeamStep {
  CardId card = kNone;
  uint8_t player = 0;
  uint16_t source = kNone;
  uint16_t dest = kNone;
  uint8_t personnel = 0;
};

// Telepathic Alien Kidnappers guessing (D-EVT-22): which card guesses, the type
// guessed, and the cards that have guessed this turn.
struct KidnapStep {
  CardId card = kNone;
  uint8_t type = 0;
  std::vector<CardId> done;
};

// Vulcan Mindmeld: `to` has the skills of `from` until the end of the turn (D-INT-13).
struct SkillCopy {
  CardId to = kNone;
  CardId from = kNone;
};

// Cards a ship's Transporter Skill has beamed past anti-beaming cards this turn (R-SKILL-7).
struct TransporterUse {
  CardId ship = kNone;
  uint8_t used = 0;
};

// A dilemma in play on one personnel (R-DIL-4 case 6, D-DIL-4): one entry per
// personnel it plays on; the dilemma card itself is in play at the location
// where it was met, and leaves when no entry is left (persistent.cpp).
struct Affliction {
  CardId dilemma = kNone;
  CardId personnel = kNone;
};

// An artifact resolving at once after it was earned (artifacts.cpp): the
// earner still has `left` cards to take from the deck (Betazoid Gift Box).
struct ArtifactStep {
  CardId card = kNone;
  int8_t loc = -1;
  uint8_t player = 0;
  uint8_t left = 0;
};

// A personnel who may not beam up until `full_turns` of its owner's full
// turns have ended (Alien Groupie); `fresh` while the turn it began in lasts (R-DUR-1).
struct BeamHold {
  CardId card = kNone;
  CardId source = kNone;
  uint8_t full_turns = 0;
  bool fresh = true;
};

// Compact log entry; text is rendered on demand (log.cpp).
enum class Ev : uint8_t {
  GameStart, SeedMission, SeedCard, SeedOutpost, SeedPass, SeedStepEnd, SeedLeftover, FirstPlayer, OpeningHand,
  TurnBegin, Unstopped, Reported, SkippedPlay, Moved, Beamed, Walked, AttemptBegin, DilemmaRevealed,
  TriggerMissing, ConditionMet, ConditionFailed, NoCondition, Killed, Discarded, ShipDamaged, ShipDestroyed,
  Relocated, HandRebooted, GroupStopped, DilemmaReturned, DilemmaDiscarded, DilemmaToBonus, BranchChosen,
  MissionSolved, RequirementsUnmet, AttemptEnded, ArtifactEarned, Drew, TurnEnd, GameOver, MisseedFound,
  Scored, CostPaid, NoMatchingAffiliation, NullifiedAtOutpost, HologramDeactivated, HologramReactivated,
  DilemmaAttached, DilemmaCured, RangeReduced, Countdown,
  EventPlayed, EventNullified, EventDiscarded, EventCured, Retrieved, HandToBottom, ForcedDiscard, AllPersonnelKilled,
  CardPlayDone,
  AttemptByEspionage,
  BattleDeclared, BattleJoined, Retaliation, NoRetaliation, Shot, BattleResult, AwayBattle, BattleLoss,
  HalfRepaired, Repaired, HouseArrest, HouseArrestEnds, TeamShouldSplit, RandomPick,
  Disabled, Reenabled, StasisBegins, StasisEnds, Captured, CaptivesFreed, CaptiveReturned, AffiliationSwitched,
  Cloaked, Decloaked,
  BorgShipArrives, BorgShipMoves, BorgShipLeaves, BorgShipDestroyed, BorgShipFires,
  InterruptPlayed, BattlePrevented, InterruptKilled,
  Nullified, DeckShuffled, WindowPassed, ShipUnstopped, RangeDoubled, Glimpsed, ShipTowed, CardDestroyed,
  EquipmentDestroyed, NoEquipmentThere,
  ArtifactJoins, ArtifactOnTable, TookFromDeck, TookCardsFromDeck, DilemmaNullified, SecondCardPlay, HorgahnDraw,
  NaiskosTriples, TeamUnstopped, OutpostBuilt,
  SeedExamined, OrbitDecaying, OrbitHeld, BonusPointsScored, BeamUpDelayed, BeamHoldEnds, WormholeRelocates, SkillsCopied,
  EventExpires, LocationDestroyed, DrawDiscarded, DeckArranged, StakesRaised, StakesForfeit, StakesKept,
  KidnapGuess, KidnapShown,
  FieldFlipped, HeldByField, BeamingCounted,
  PlaysOnPersonnel, HeldAtopMission, CuredAtOutpost, PersonnelDilemmaCured, CountdownExpires, Freed, CaughtQuarantine,
  PersonnelDilemmaEmpty, NullifiedBySolving, PlacedOnMission, MissionBlocked, Towed, JourneyBegins, JourneyEnds,
  MessageReceived, MessageArrived, MessageVoid, CardPlayReturned, AffiliationLost, AffiliationRegained,
  ControlTaken, ControlEnds, ControlResisted,
  DilemmasDiscardedHere, LocationPlaced, QNetPlaced, SpacelineArranged, RearrangeBegins,
  GapOpens, GapKills, GapCloses,
  RogueBorgBoard, RogueBorgJoin, RogueBorgBattle, RogueBorgLost, RogueBorgHold, RogueBorgGone, RogueBorgRepelled,
  BorgAttackNullified, BorgShipHeld, ReAttack,
  ShipOutOfTime, ShipReturns, InterruptBeamed,
  Doomed, PodLaunched, PodRescued, PodDiscarded, ReturnedInstead,
  TeamFormed, TeamsJoined, TeamSplits, PhasedSplit, PhasedGroupCured, GroupInfected, GroupControlEnds, GroupControlGone,
  LoopUndone, ActionUndone, BackFaceUp,
  Commandeered, CommandeerEnds, RogueBorgAwayBattle,
  BeamedUnseen,  // to the opponent: how many cards went aboard a ship, not which (R-INFO-4); n = personnel | others << 7 | walked << 14
  ArtifactReturned,  // at the game's end, an artifact earned from the other player's seeds goes back to them (R-END-6)
  ObligationsOrdered,  // n = the kEndTurn… obligation the active player put first (R-TURN-4, D-TURN-2)
  DoorwaySeeded,       // card = the doorway, now on the table and open (R-DOOR-2)
  TransporterSkillUsed, HelperScores, CyberneticsReport,  // personnel_skills.cpp (R-SKILL-7, D-SKILL-4)
  EvenCunningEscapes,  // a = the personnel a dilemma selected, b = the dilemma, n = its CUNNING, even (Hunter Gangs)
  DilemmaPointsLost,   // a = the dilemma, n = the points lost, one per member of the group (The Higher... The Fewer)
  IntegrityToStrength, // a = the card (Qapla'!), n = the battle's location: its personnel add INTEGRITY to STRENGTH (D-INT-28)
};
// The last event above: saves are refused an event number beyond it. Events are saved as numbers,
// so a new one is only ever appended at the end, and this moves to it.
constexpr Ev kLastEv = Ev::IntegrityToStrength;
struct LogEntry {
  Rule rule;
  Ev ev;
  int8_t player;     // acting player, -1 for none
  int8_t visible_to; // -1 public, else only that player sees it
  uint16_t a = kNone, b = kNone;
  int16_t n = 0;
  uint16_t turn = 0;
};

struct GameConfig {
  std::string ruleset = "1E-CRD-1997";
  int victory_points = 100;      // R-SCORE-1
  int opening_hand = 7;          // D-START-1
  int max_turns = 0;             // 0 = no limit (safety valve for experiments)
};

class GameState final : public spaceline::State, public RequirementView {
 public:
  GameState(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed,
            GameConfig cfg = {});

  // ---- spaceline::State -------------------------------------------------------
  int num_players() const override { return 2; }
  int current_player() const override;
  bool is_terminal() const override { return phase == Phase::GameOver; }
  std::vector<double> returns() const override;
  Decision decision() const override;
  void legal_actions(std::vector<Action>& out) const override;
  using spaceline::State::legal_actions;
  void apply(Action a) override;
  std::string action_label(Action a) const override;
  std::string action_key(Action a) const override;
  std::unique_ptr<spaceline::State> clone() const override { return std::make_unique<GameState>(*this); }
  std::unique_ptr<spaceline::State> determinized(int viewer, Rng& r) const override;  // state/determinize.cpp
  nlohmann::json to_json() const override;
  nlohmann::json observation(int player) const override;  // position(), its log and, to the decider, the actions
  nlohmann::json position(int player) const override;
  uint64_t hash() const override;
  int turn_number() const override { return turn; }
  int score(int p) const override { return players[p].score; }

  static GameState from_json(std::shared_ptr<const CardDb> db, const nlohmann::json& j);
  // Parse a key produced by action_key(); throws std::invalid_argument.
  Action parse_action_key(const std::string& key) const;
  // Call after editing the public fields directly (tests, scenario set-up).
  void touch() {
    ++version_;
    refresh_answer_masks();  // the cards a player owns may have changed
    recount_placed();
    note_teams();
  }
  // Why an action is not legal right now, or "" if it is (for `explain`).
  std::string why_illegal(Action a) const;

  // ---- RequirementView ----------------------------------------------------------
  int skill_halves(uint16_t card, SkillId s) const override;
  int printed_skill_halves(uint16_t card, SkillId s) const;  // without Miracle Worker's Transporter Skill (R-SKILL-7)
  int attribute(uint16_t card, Attr a) const override;
  // R-STATE-2/3/4: personnel in stasis, disabled or captive show no gender, kind or classification.
  bool is_female(uint16_t card) const override { return !inert(card) && def(card).gender == Gender::Female; }
  bool is_male(uint16_t card) const override { return !inert(card) && def(card).gender == Gender::Male; }
  bool is_android(uint16_t card) const override { return !inert(card) && def(card).kind == PersonnelKind::Android; }
  const std::string& title(uint16_t card) const override { return def(card).name; }
  bool has_classification(uint16_t card, SkillId s) const override { return !inert(card) && def(card).classification == s; }
  bool is_hologram(uint16_t card) const override { return !inert(card) && def(card).kind == PersonnelKind::Hologram; }
  bool has_au_icon(uint16_t card) const override { return !inert(card) && def(card).au_icon; }

  // ---- queries used by rules, agents and UIs ----------------------------------
  const CardDef& def(CardId c) const { return db_->at(cards[c].def); }
  const CardDb& db() const { return *db_; }
  std::shared_ptr<const CardDb> db_ptr() const { return db_; }
  const MissionEnd& mission_end(int loc, int player) const;
  int span(int loc, int player) const { return mission_end(loc, player).span; }
  MissionKind mission_kind(int loc) const { return def(spaceline[loc].mission).mission; }
  bool has_planet(int loc) const { return mission_kind(loc) != MissionKind::Space; }
  bool has_space_mission(int loc) const { return mission_kind(loc) != MissionKind::Planet; }
  int effective_range(CardId ship) const;
  int range_left(CardId ship) const { return effective_range(ship) - cards[ship].range_used; }
  // A ship in play in space (a target for the cards that play "on any ship").
  bool ship_in_space(uint16_t t) const {
    return t < cards.size() && cards[t].zone == Zone::InPlay && cards[t].place == Place::Space && def(t).type == CardType::Ship;
  }
  int move_cost(CardId ship, int dest) const;
  // ---- spaceline hazards (hazards.cpp; R-BEAM-8, R-MOVE-6/8, D-EVT-6..9, D-MOVE-3..6) ----
  // Why an event in play forbids this beaming (or this move), "" if none does.
  std::string beam_hazard(CardId c, CardId dest, int loc) const;
  std::string move_hazard(CardId ship, int dest) const;
  // Under Where No One Has Gone Before: the move goes off one end and in at the other (D-EVT-2, D-MOVE-6).
  bool move_around(CardId ship, int dest) const;
  // Holo-Projectors on the planet there: holograms may act on it (R-HEA-6, D-EVT-9).
  bool holograms_may_exist(int loc) const;
  bool is_staffed(CardId ship) const;
  // Same, looking only at `candidates` (a superset of the cards aboard).
  bool is_staffed(CardId ship, const std::vector<CardId>& candidates) const;
  bool usable(CardId personnel) const;  // can act and contribute (not stopped/deactivated, not a hologram off a holodeck)
  // ---- states of personnel (states.cpp; CRD II.1 Stasis, Disabled, Captive) ----
  bool disabled(CardId personnel) const;  // R-STATE-3 (flag, or an Empath aboard a ship with Two-Dimensional Creatures)
  bool in_stasis(CardId c) const { return cards[c].has(kStasis); }  // R-STATE-2
  bool captive(CardId c) const { return cards[c].zone == Zone::Captive; }  // R-STATE-4
  // R-STATE-9, D-INT-16: in a Temporal Rift or a Time Travel Pod (the ship, everything aboard, and the card that sent it).
  bool out_of_time(CardId c) const { return cards[c].zone == Zone::OutOfTime; }
  // D-DIL-7: a dilemma placed on the mission at `loc` (Radioactive Garbage Scow) keeps it from being attempted; kNone if none.
  CardId mission_blocked_by(int loc) const;
  // D-DIL-8: the Cytherians on this ship (it may do nothing but travel), kNone if none.
  // Required moves (R-TIME-9): the card whose move the ship owes first (Cytherians, Incoming Message), kNone if none.
  CardId journey_of(CardId ship) const;
  int journey_target(CardId card) const;     // where it heads: a spaceline end, an outpost's location; -1 if nowhere
  int journey_step(CardId ship) const;       // where its full-speed move toward that end takes it now, -1 if nowhere
  CardId journey_pending(int player) const;  // a ship of `player` that still owes its required move this turn, kNone if none
  Rule journey_rule(CardId card) const;
  std::string journey_refusal(CardId ship, CardId card) const;  // why the ship may do nothing else
  int nearest_outpost(CardId ship, Affiliation aff) const;      // D-INT-23
  void send_message(CardId card, CardId ship, int player);      // Incoming Message resolves
  bool vortex_target_legal(uint16_t target, int player) const;  // Energy Vortex (D-INT-24)
  CardId last_drawn_in_hand(int p) const;                       // Subspace Schism (D-INT-15)
  // A personnel in play acting as non-aligned: printed so, or under Lore's Fingernail (D-EVT-23).
  bool unaligned(CardId c) const { return cards[c].aff == static_cast<uint8_t>(Affiliation::NonAligned); }
  // Control of the opponent's cards (R-CARDRULE-3, D-EVT-24): whose a card really is, and whether it is used by the other player.
  int real_owner(CardId c) const;
  bool is_controlled(CardId c) const;
  bool loses_affiliation(CardId c) const;
  void return_card_play(CardId card, CardId target, int player);
  // A card aboard that counts in lasting_count_: a dilemma, or a card giving a required move.
  bool is_lasting(CardId c) const;
  // D-DIL-5: in quarantine on a planet (Hyper-Aging): may not leave it.
  bool quarantined(CardId personnel) const;
  // D-INT-20: an Escape Pod in space with the crew it saved: a place, not a ship.
  bool is_pod(CardId c) const {
    return cards[c].zone == Zone::InPlay && cards[c].place == Place::Space && def(c).interrupt &&
           def(c).interrupt->effect == InterruptEffect::SaveCrew;
  }
  // D-INT-19, D-EVT-25: waiting for the moment before it is destroyed or dies.
  bool is_doomed(CardId c) const;
  // "Present" (R-ZONE-7): with the same ship or facility, or in the same player's Away Team on one planet.
  bool present_with(CardId a, CardId b) const;
  // Personnel special skills as data (personnel_skills.cpp; D-SKILL-1..4, R-SKILL-7).
  bool together(CardId a, CardId b) const;
  bool with_titled(CardId c, const std::vector<std::string>& titles) const;
  bool filter_matches(const PersonnelFilter& f, CardId src, CardId c) const;
  int text_attribute_bonus(CardId c, Attr a) const;
  int text_skill_halves(CardId c, SkillId s, bool first_lost) const;
  CardId personnel_nullifier_present(CardId dilemma) const;
  CardId cybernetics_at(CardId c, CardId facility) const;
  CardId transporter_ship(CardId c, CardId dest) const;
  int transporter_skill_left(CardId ship, int player) const;
  std::string beam_hazard_raw(CardId c, CardId dest, int loc) const;
  // D-DIL-6: held atop a mission by a dilemma (Alien Abduction): out of reach, neither usable nor a target.
  bool held(CardId c) const {
    return cards[c].place == Place::Aboard && cards[c].host != kNone && def(cards[c].host).type == CardType::Dilemma;
  }
  // Present but with no skills, attributes, classification, icons or gender (stasis, disabled, captive).
  bool inert(CardId personnel) const;
  // Not stopped by anything but "stopped": a stopped card still lends what needs no action,
  // such as a leader to a ship that retaliates (R-STATE-1, R-BATTLE-8).
  bool conscious(CardId personnel) const;
  std::vector<CardId> aboard(CardId host) const;
  std::vector<CardId> on_planet(int player, int loc) const;
  std::vector<CardId> ships_at(int player, int loc) const;
  std::vector<CardId> outposts_at(int player, int loc) const;
  std::vector<CardId> seeds_under(int loc) const;  // in encounter order
  std::vector<CardId> attempt_group() const;       // unstopped members of the attempting group
  bool compatible(CardId personnel, CardId host) const;
  bool compatible(CardId personnel, CardId host, Affiliation as) const;  // as if in affiliation mode `as` (R-AFF-3)
  bool works_with(CardId personnel, Affiliation as, CardId other) const;  // R-AFF-4 "does not work with", both ways
  bool can_join_planet(CardId personnel, int player, int loc) const;
  bool can_join_planet(CardId personnel, int player, int loc, Affiliation as) const;
  // Affiliation of the affiliated personnel `player` has on the planet, -1 if none.
  int planet_mode(int player, int loc, CardId except = kNone) const;
  bool in_play_copy(int player, const CardDef& d, CardId except = kNone) const;
  // R-ID-3: another version of d's persona in play or captive (`persona: X` and the card titled X, either way round).
  bool persona_in_play(int player, const CardDef& d) const;
  int affiliations_played(int player) const;  // R-DECK-5: affiliations among the player's personnel and ships
  // ---- doorways on the table (doorways.cpp; CRD IV.6, R-DOOR) ----
  DoorState door_state(CardId doorway) const;  // of a doorway on the table
  bool door_open(int player, DoorOpens what) const;  // one of the player's doorways on the table that opens it is open
  // R-DOOR-3: may this card of `player` come into play now (played or seeded)? An AU-icon card needs
  // the player's open Alternate Universe Door; cards already through stay whatever the door does.
  bool comes_through(int player, const CardDef& d) const;
  // D-DOOR-1: a copy of this doorway (definition index) of the player's is on the table already.
  bool doorway_placed(int player, uint16_t def_index) const;

  // ---- battle queries (battle.cpp; CRD III.4) ----
  // Battle leaders among `group` (R-BATTLE-4): OFFICER or Leadership, halves adding up (D-BAT-6); Tal Shiar only when no other.
  int leaders(const std::vector<CardId>& group) const;
  std::vector<CardId> crew(CardId ship_or_facility) const;     // usable personnel aboard, the owner's
  // The player's personnel on the planet there: of one Away Team, or of all of them (kAnyTeam).
  std::vector<CardId> away_team(int player, int loc, bool unstopped_only, uint8_t team = kAnyTeam) const;
  // ---- Away Teams (away_teams.cpp; R-GRP-1, R-GRP-4, D-GRP-1..3) ----
  uint32_t teams_at(int player, int loc) const;  // one bit per Away Team id the player has there
  // Would `p`, in affiliation mode `mode`, mix with every member of that team (R-GRP-4, R-AFF-4/5, R-CARDRULE-3)?
  bool mixes_with_team(CardId p, Affiliation mode, int player, int loc, uint8_t team) const;
  // The Away Team `p` joins arriving on the planet: the first one it may mix with, else a new one (D-GRP-2).
  uint8_t team_for(CardId p, int player, int loc) const;
  // Phased Matter (D-DIL-10): phased personnel, and a team made of them.
  bool phased(CardId c) const;
  bool team_phased(int player, int loc, uint8_t team) const;
  // "your Away Team", or with several there "your Away Team (Worf, Data)" (labels and why_illegal).
  std::string team_name(int player, int loc, uint8_t team, int viewer) const;
  // Alien Parasites (D-DIL-12): the opponent is acting with the group it controls.
  bool group_control_active() const { return group_control.dilemma != kNone; }
  bool controlled_by_dilemma(CardId c) const;
  // Affiliations of the affiliated personnel in a group, one bit each (R-BATTLE-5); 0 = no affiliation.
  uint32_t force_mask(const std::vector<CardId>& group) const;
  // WEAPONS and SHIELDS with the events that modify them (CRD IV.7; R-MOD-5).
  int ship_weapons(CardId ship) const;
  int ship_shields(CardId ship_or_facility) const;
  int battle_weapons(CardId ship) const;   // WEAPONS if a leader is aboard, else 0 (R-BATTLE-4)
  int battle_shields(CardId target) const; // SHIELDS with one outpost's extension (R-FAC-3)
  int strength_total(const std::vector<CardId>& group) const;
  // `player`'s STRENGTH in the battle in progress: the total, plus Qapla'!'s INTEGRITY when it is theirs (D-INT-28).
  int battle_strength(const std::vector<CardId>& group, int player) const;
  std::vector<CardId> integrity_members(const std::vector<CardId>& group, const InterruptDef& in) const;
  // May this ship of `player` fire in an attack on `target` now? (unstopped, a leader aboard, R-BATTLE-6/7)
  bool may_fire_at(CardId ship, CardId target, int player) const;
  // R-BATTLE-6/7: may a force with these affiliations (and Tal Shiar) start a battle against that one?
  std::string battle_restriction(int player, int loc, uint32_t attacking, bool tal_shiar, uint32_t defending) const;
  // ---- the Borg Ship dilemma (borg_ship.cpp; R-BATTLE-19) ----
  bool is_borg_ship(CardId c) const { return def(c).type == CardType::Dilemma && def(c).dilemma && def(c).dilemma->borg_ship; }
  CardId borg_ship_at(int loc) const;  // a Borg Ship in play at that location, kNone if none
  bool borg_attack_nullified(CardId borg) const { return cards[borg].counter & 2; }  // Hugh, this turn (D-BORG-7)
  // ---- Rogue Borg (rogue_borg.cpp; R-BATTLE-18, D-BORG-2..7) ----
  // A Rogue Borg card in play aboard a ship (Rogue Borg Mercenaries, Crosis): not a personnel of either player.
  bool is_rogue_borg(CardId c) const;
  std::vector<CardId> rogue_borg_aboard(CardId ship) const;
  int rogue_borg_strength(CardId ship) const;  // N Rogue Borg: N each; Crosis doubles once (D-BORG-3, D-BORG-6)
  int rogue_borg_strength(const std::vector<CardId>& rogue) const;  // the same for some of them (D-BORG-9)
  // Lore Returns (D-BORG-8): a ship its Rogue Borg commandeer, controlled for good by their player.
  bool commandeered(CardId ship) const;
  // The Rogue Borg of a commandeered ship's controller aboard it: they staff it and lead it in battle (D-BORG-8);
  // `acting`: one of them not stopped, to move it or attack with it.
  bool rogue_crewed(CardId ship, bool acting) const;
  // The ship owner's personnel aboard who are still there to fight (deactivated holograms are not, R-BATTLE-18).
  std::vector<CardId> rogue_borg_crew(CardId ship) const;
  // Any personnel or equipment of the ship's owner aboard: public, unlike which (R-INFO-4; D-BORG-2, D-EVT-27).
  bool owner_cards_aboard(CardId ship) const;
  // ---- cloaking (cloaking.cpp; R-CLOAK-1/2) ----
  bool cloaked(CardId c) const { return cards[c].has(kCloaked); }
  // Why `player` may not cloak (cloak = true) or decloak this ship now, "" if they may.
  std::string cloak_refusal(CardId ship, bool cloak, int player) const;
  // An event of `player` with this effect is in play (and not nullified).
  bool event_active(int player, EventEffect e) const { return event_effects_[player] >> static_cast<int>(e) & 1; }
  // Espionage: affiliations besides the mission's icons that `player` may attempt with at `loc`.
  bool may_attempt_as(int player, int loc, Affiliation a) const;
  // The Traveler: Transcendence beside this player's draw deck.
  bool extra_draw_for(int player) const;
  bool has_espionage(int player, int loc) const { return loc >= 0 && (espionage_locs_[player] >> loc & 1); }
  // R-AFF-5: may `player`'s personnel of these affiliations mix (same one, or a treaty in play)?
  bool allied(int player, Affiliation a, Affiliation b) const {
    return a == b || (treaty_pairs_[player] >> (static_cast<int>(a) * 8 + static_cast<int>(b)) & 1);
  }
  bool any_treaty(int player) const { return treaty_pairs_[player] != 0; }
  // A location that is not a mission: Gaps in Normal Space (R-ZONE-2, R-MOVE-9).
  bool is_gap(int loc) const { return def(spaceline[loc].mission).type == CardType::Event; }
  // A Supernova lies on this location: nothing there may be attempted or beamed down to (D-EVT-20).
  bool location_destroyed(int loc) const { return destroyed_locs_ && loc >= 0 && loc < 64 && (destroyed_locs_ >> loc & 1); }
  // Nullify an event in play (R-NULL-1): it is discarded, and what it did stops.
  // A treaty that ends puts personnel under house arrest (R-AFF-6).
  void nullify_event(CardId event, CardId by = kNone);
  bool hands_exposed() const { return event_count_ && (event_active(0, EventEffect::HandsExposed) || event_active(1, EventEffect::HandsExposed)); }
  std::string card_name(CardId c) const;
  std::string location_name(int loc) const;
  std::string render_log_entry(const LogEntry& e) const;
  // What a group still lacks for the mission at `loc` (as unmet_terms says it; the terminal's "for" line).
  std::vector<std::vector<std::string>> missing_for_mission(CardId source, int loc, int player, uint8_t team = 0) const;
  // The condition the dilemma being encountered (attempt.dilemma) is checked against for the group
  // facing it: its space or planet form where it has one; nullptr when it has none (R-DIL-2 step 6).
  const ReqExpr* facing_condition() const;
  // What that group -- or the dilemma's targets, when its condition is on them -- still lacks to meet
  // facing_condition() now, as unmet_terms says it (the terminal's "facing" line). Empty when met.
  std::vector<std::vector<std::string>> missing_for_dilemma() const;

  // ---- the state itself (public: tests, scenarios and serializers read it) ---
  std::vector<Card> cards;
  std::array<PlayerState, 2> players;
  std::vector<Location> spaceline;
  Phase phase = Phase::SeedDoorways;
  uint8_t active = 0;          // whose turn (or whose seeding move)
  uint8_t first_player = 0;
  uint8_t consecutive_passes = 0;
  uint16_t turn = 0;
  int8_t winner = -1;          // -1 none/draw
  bool draw_game = false;
  std::string end_reason;
  AttemptState attempt;
  BattleState battle;
  std::vector<Window> windows;        // open response windows, innermost last (timing.cpp)
  std::vector<Resolving> resolving;   // cards played and not yet resolved, last played last (R-TIME-8)
  ArtifactStep artifact_step;         // an artifact resolving at once after it was earned (artifacts.cpp)
  // Artifacts earned from under the other player's seeds, with who seeded them: the earner owns
  // them for the rest of the game, and they go back at its end (CRD IV.4, R-END-6).
  std::vector<std::pair<CardId, uint8_t>> earned_from;
  // Who brought card `c` into the game: its owner, unless it is an artifact earned from the
  // other player's seeds or a card under another player's control (R-END-6, R-CARDRULE-3).
  int brought_by(CardId c) const;
  std::vector<CardId> just_killed;    // personnel killed since the last response window closed (D-INT-9)
  std::vector<Control> controlled;    // cards used by a player who does not own them, until the turn ends (D-EVT-24)
  std::vector<BeamHold> beam_holds;   // personnel who may not beam up yet (Alien Groupie)
  std::vector<SkillCopy> skill_copies;  // skills shared until the end of the turn (Vulcan Mindmeld)
  std::vector<TransporterUse> transporter_uses;  // Transporter Skill used this turn, per ship (R-SKILL-7)
  ArrangeStep arrange_step;             // a draw deck being rearranged (Thought Maker)
  SpacelineArrange spaceline_arrange;   // the spaceline being rearranged (Q, D-MOVE-7)
  GapClosing gap_closing;               // a Gaps in Normal Space leaving play (D-MOVE-8)
  KidnapStep kidnap_step;               // Telepathic Alien Kidnappers guessing as a turn ends
  BeamStep beam_step;                   // an interrupt beaming, its cards picked one by one (D-INT-17/18)
  std::vector<Affliction> afflictions;  // dilemmas in play on personnel (persistent.cpp, D-DIL-4)
  std::vector<CardId> rogue_done;       // ships whose Rogue Borg battle of this start of turn has been fought (D-BORG-4)
  std::vector<BattleKill> battle_kills; // the kills of just_killed made in Away Team or Rogue Borg battles (D-BAT-7)
  DoomStep doom;                        // ships and personnel held for the moment before they go (D-INT-19, D-EVT-25)
  GroupControl group_control;           // Alien Parasites: the opponent acting with the group it controls (D-DIL-12)
  // The state before each of the active player's last actions this turn, oldest first, at most two (D-TURN-1).
  std::vector<LoopSnapshot> loop_snapshots;
  PendingChoice choice;
  Rng rng;
  GameConfig config;
  std::vector<LogEntry> log;

 private:
  GameState() = default;
  std::shared_ptr<const CardDb> db_;
  // apply() validates against the legal set; agents usually just asked for it,
  // so the last enumeration is kept until the next mutation (version_).
  uint64_t version_ = 0;
  // Lasting dilemmas currently on ships (derived; recounted by from_json), so
  // the per-action cure check and RANGE computation skip the scan when zero.
  uint16_t lasting_count_ = 0;
  // Dilemmas in play on a mission or on personnel (derived, like lasting_count_): towing and the
  // blocked-mission check skip their scans while there are none.
  uint16_t placed_count_ = 0;
  // Cards aboard giving a required move (derived, like lasting_count_): journey_of() and
  // journey_pending() skip their scans while there are none.
  uint16_t journey_count_ = 0;
  // What the cards brought into this game can ever do (derived from the card definitions by
  // refresh_answer_masks(), never from where the cards are): whole families of per-action
  // scans are skipped in games without such cards.
  enum GameKind : uint8_t { kRogueCards = 1, kAttributeEquipment = 2, kHolograms = 4, kPersonnelText = 8, kRuleSkills = 16 };
  uint8_t game_kinds_ = 0;
  std::vector<CardId> modifier_cards_;  // personnel of this game whose text modifies attributes (personnel_skills.cpp)
  uint64_t equipment_skills_[4] = {0, 0, 0, 0};  // bit per SkillId some equipment of this game grants
  void recount_placed();
  // Some personnel on a planet are in an Away Team other than 0 (derived; note_teams() recounts): the
  // joining of teams after each action is skipped while there is only ever one team per planet (D-GRP-1).
  bool teams_split_ = false;
  void note_teams();
  void recount_lasting();  // lasting_count_ from the cards (after cards leave or return out of time)
  // Events in play, summarised (derived; refresh_events() recomputes it whenever
  // an event enters or leaves play, and from_json): the per-action event checks
  // are skipped while there are none, and the common questions are bit tests.
  uint16_t event_count_ = 0;
  uint64_t event_effects_[2] = {0, 0};   // bit per EventEffect a player has in play (at most 64 effects)
  uint64_t espionage_locs_[2] = {0, 0};  // locations with that player's Espionage
  uint64_t treaty_pairs_[2] = {0, 0};    // bit a*8+b: that player's affiliations a and b are under a treaty
  uint64_t destroyed_locs_ = 0;          // locations under a Supernova (D-EVT-20)
  uint8_t cured_events_ = 0;             // events in play that a crew can cure (Plasma Fire...)
  void refresh_events();
  // Cards whose dilemma undoes actions (Temporal Causality Loop; derived with the answer masks): while none lies
  // under a mission no snapshot is kept, so games without it pay nothing (D-TURN-1).
  std::vector<CardId> loop_cards_;
  // The moments at which each player is asked, as the active player [p][0] or
  // not [p][1]: fixed by the cards each player brought, never by their hand
  // (D-TIME-1; derived, recomputed by refresh_answer_masks()).
  MomentMask answers_[2][2] = {{0, 0}, {0, 0}};
  mutable uint64_t legal_cache_version_ = ~0ull;
  mutable std::vector<Action> legal_cache_;

  void log_event(Rule r, Ev ev, int player, CardId a = kNone, CardId b = kNone, int n = 0, int visible_to = -1);
  void move_to(CardId c, Zone z, int player_zone_owner);
  void log_unseen_beaming(size_t from_entry, int player);
  // To the bottom of its owner's side deck of kind `k`, which is made if the player has none (R-ZONE-1).
  void to_side_deck(CardId c, SideDeckKind k);
  void remove_from_player_zones(CardId c);
  void draw_card(int p);
  // Draws one card; if that was the last card of the deck the game ends at once
  // (R-END-2, D-END-1). Returns true if the game ended.
  bool draw_checking_exhaustion(int p);
  // D-END-1: the player with the higher score, -1 if the scores are equal.
  int score_leader() const;
  void start_game();
  void begin_turn();
  void end_turn();
  void end_turn_in_order(bool borg_first);     // the rest of it, once the order is known (D-TURN-2)
  bool end_turn_obligations_interact() const;  // whether the active player is asked that order
  void begin_end_of_turn();  // the active player ends the turn: Kidnappers' guesses, the end-of-turn window, end_turn()
  void next_turn();  // the other player's turn begins
  void finish_seeding_step();
  void after_seed_action(bool passed);
  bool has_seed_option(int p) const;
  void seed_legal(std::vector<Action>& out) const;
  // ---- doorways (doorways.cpp; CRD IV.6, R-DOOR) ----
  void doorway_seed_legal(std::vector<Action>& out) const;  // the active player's doorways to seed (step 1)
  void seed_doorway(CardId doorway);           // put on the table and logged (CRD III.1 step 1)
  void put_doorway_on_table(CardId doorway);   // as seeded, unlogged (a scenario's position)
  void play_legal(std::vector<Action>& out) const;
  void orders_legal(std::vector<Action>& out) const;
  void choice_legal(std::vector<Action>& out) const;
  bool report_legal(CardId c, CardId outpost, Affiliation mode) const;
  // D-PLAY-1: a ship whose text names where it reports, at the location of `mission` (a mission or a location card).
  std::string report_at_location_refusal(CardId c, CardId mission, Affiliation mode) const;
  // R-FAC-10: why `player` may not build this outpost at `loc` as the card play, "" if they may.
  std::string build_refusal(CardId outpost, int loc, int player) const;
  // `player`: who beams (-1: the active player; another on their opponent's turn with Emergency Transporter Armbands, D-INT-17).
  bool beam_legal(CardId c, CardId dest, int loc, int known_planet_mode = -2, int player = -1) const;
  // `team`: the Away Team attempting, when `source` is kPlanet (D-GRP-1).
  bool attempt_legal(CardId source, int loc, int player, const std::vector<CardId>* candidates = nullptr, uint8_t team = 0) const;
  std::vector<CardId> beam_sources(CardId source, int loc, int player) const;
  void do_move(CardId ship, int dest);
  // `beamed`: a beaming even where walking is possible (CRD IV.1); otherwise personnel walk between an outpost and a docked ship.
  void do_beam(CardId c, CardId dest, int loc, bool log_it = true, int player = -1, bool beamed = false);
  // R-FAC-2: from one to the other of an outpost and a ship docked there (neither the planet), personnel may walk.
  bool walk_between(CardId from, CardId to) const;
  void place_aboard(CardId c, CardId host);
  void place_on_planet(CardId c, int loc);
  void place_in_space(CardId c, int loc);
  void insert_mission(CardId m, bool right);
  void check_victory();
  void end_game(int winner, const std::string& reason);

  // mission attempts and dilemmas (mission.cpp, dilemmas.cpp)
  void begin_attempt(CardId source, int loc, uint8_t team = 0);
  void advance_attempt();
  void finish_attempt(bool reached_end);
  void resolve_dilemma_start(CardId d);
  void resolve_revealed_dilemma(CardId d);
  void run_effects();
  const std::vector<DilemmaEffect>* current_effects() const;
  bool apply_effect(const DilemmaEffect& e);  // false when a choice is pending
  void dispose_dilemma();
  void score_dilemma(CardId d);  // R-DIL-7: points to the attempting player, the card to their bonus area
  void stop_group();
  void kill(CardId c, Rule why);
  // R-HEA-5 (holograms.cpp): the ship a hologram returns to; deactivating one returns it there;
  // after each action, one away from its ship's location returns, one whose ship is destroyed dies.
  CardId hologram_ship(CardId c) const;
  void deactivate_hologram(CardId c);
  void holograms_follow_their_ships();
  void discard_card(CardId c);
  void destroy_ship(CardId ship, Rule why);
  void damage_ship(CardId ship, Rule why);
  void on_choice(uint16_t index);
  // lasting dilemmas on ships (persistent.cpp)
  void attach_dilemma(CardId d, CardId ship);
  void refresh_ship_conditions(CardId ship);
  void check_cures();
  void add_journey(CardId card, CardId ship);
  CardId repairer_aboard(CardId ship) const;  // Exocomp (D-HEA-2)
  void apply_lost_affiliations();             // Lore's Fingernail (D-EVT-23)
  // Control of the opponent's cards (R-CARDRULE-3, D-EVT-24; control.cpp).
  // `lasting`: commandeered under Lore Returns, not until the turn ends (D-BORG-8).
  void take_control(CardId ship, int player, CardId by, bool lasting = false);
  void check_commandeered();  // D-EVT-28: with none of their Rogue Borg left aboard, the ship goes back to its owner
  void end_control();
  bool control_separates(CardId c, CardId dest, int loc) const;
  // Alien Parasites (control.cpp; D-DIL-12/13)
  void infect_group(CardId dilemma);
  void check_group_control();
  void end_group_control(bool by_choice);
  // Away Teams (away_teams.cpp): teams that may not mix split, teams that may join (D-GRP-1..3).
  void split_unmixable(int player, int loc);
  void regroup_teams();
  void place_in_team(CardId c, uint8_t team);
  // Phased Matter (away_teams.cpp; D-DIL-10/11): the owner names the smaller group, one at a time.
  void offer_split();
  void on_split(uint16_t picked);
  void phase_larger_group(CardId dilemma);
  bool journey_ends(CardId card);
  void end_of_turn_effects();
  std::vector<CardId> dilemmas_on(CardId ship) const;
  // lasting dilemmas on personnel (persistent.cpp; R-DIL-4 case 6, D-DIL-4..6)
  void play_on_personnel(CardId dilemma, const std::vector<CardId>& who);
  void check_personnel_dilemmas();
  void personnel_countdowns();
  void personnel_dilemma_ends(CardId dilemma, bool scored);
  void personnel_dilemmas_solved(int loc);
  // dilemmas placed on a mission (persistent.cpp; D-DIL-7)
  void place_on_mission(CardId dilemma);
  void tow_legal(CardId ship, std::vector<Action>& out) const;
  std::string tow_refusal(CardId ship, int dest, CardId dilemma) const;
  void tow(CardId ship, int dest, CardId dilemma);
  // battle (battle.cpp)
  void battle_legal(int loc, const std::vector<CardId>& mine, std::vector<Action>& out) const;
  void begin_ship_battle(CardId target, int loc);
  void begin_away_battle(int loc, uint8_t team = 0, uint8_t their_team = 0);
  void offer_battle_join();
  void offer_retaliation_join();
  bool may_retaliate(CardId ship) const;
  void on_battle_choice(ChoiceKind kind, uint16_t picked);
  void resolve_ship_battle();
  void resolve_away_battle(bool retaliate);
  void stop_with_crew(CardId c);
  void record_attacked(int player, int loc);
  // cloaking (cloaking.cpp)
  void cloak_legal(CardId ship, const std::vector<CardId>& mine, std::vector<Action>& out) const;
  bool has_cloaking_crew(CardId ship, const std::vector<CardId>& candidates) const;
  void set_cloak(CardId ship, bool cloak);
  // response windows and the resolution stack (timing.cpp; CRD II.2)
  // Opens a window at `m` if anyone is asked there (D-TIME-1); false when none
  // opened, and the caller carries on at once.
  bool open_window(Moment m, int opener, CardId subject = kNone, int loc = -1);
  void offer_window();
  std::string window_prompt() const;
  void on_window_pass();
  void close_window();
  void continue_after(Moment m);
  void window_legal(std::vector<Action>& out) const;
  // May `player` play an interrupt with this `when` now, in the innermost window or as an order?
  bool timing_allows(const InterruptDef& in, int player) const;
  void refresh_answer_masks();
  // The answer bits a window asks for: its moment, plus "just killed" (D-INT-9) and "mission completed".
  MomentMask window_wants(Moment m, int loc) const;
  void push_resolving(CardId c, uint16_t target, int player, Moment just_played, uint16_t extra = 0);
  void resolve_top();
  void finish_resolving();
  // interrupts (interrupts.cpp)
  std::vector<CardId> battle_team(int player, bool fighting_only) const;
  void interrupt_kill_sets(int player, const InterruptDef& in, std::vector<CardId>& killers, std::vector<CardId>& victims) const;
  bool interrupt_target_legal(CardId c, uint16_t target, int player, uint16_t extra = 0) const;
  // The second target of a two-target interrupt (Wormhole, Vulcan Mindmeld), D-INT-12/13.
  bool second_target_legal(const InterruptDef& in, CardId card, uint16_t target, uint16_t extra, int player) const;
  bool interrupts_blocked(const CardDef& interrupt) const;  // Goddess of Empathy
  void interrupt_actions(CardId c, int player, std::vector<Action>& out) const;
  void orders_interrupt_legal(std::vector<Action>& out) const;
  void self_destructs();
  void close_battle_window();
  void play_interrupt(CardId c, uint16_t target, uint16_t extra = 0);
  void resolve_interrupt(const Resolving& r);
  bool nullify_target_legal(const CardDef& by, const NullifyTarget& n, uint16_t target) const;
  bool message_target_legal(const InterruptDef& in, uint16_t target) const;  // Incoming Message (D-INT-23)
  void nullify_card(CardId target, CardId by, int player);
  bool timed_effect_target_legal(const InterruptDef& in, uint16_t target, int player) const;
  void resolve_timed_effect(const InterruptDef& in, CardId card, uint16_t target, int player);
  void resolve_two_target(const InterruptDef& in, CardId card, uint16_t target, uint16_t extra, int player);
  // the moment before a ship is destroyed or a personnel dies (doom_moments.cpp; D-INT-19, D-EVT-25)
  bool doom_answerable(CardId c, bool ship) const;
  void doom_ship(CardId ship, Rule why);
  // `player` -2: the personnel's owner; `by` kNone with Ev::Killed: the dilemma being resolved.
  void doom_kill(CardId c, Rule why, Ev ev = Ev::Killed, int player = -2, CardId by = kNone, int battle_loc = -1);
  bool open_doom_window(DoomResume resume, int opener, CardId subject = kNone);
  uint8_t doom_asks() const;
  void doom_passed();
  void execute_doom(const Doom& d);
  CardId replicator_of(int player) const;
  bool save_from_death_legal(CardId personnel, CardId m1, CardId m2, int player) const;
  void save_from_death_actions(int player, std::vector<Action>& out) const;
  void save_from_death(CardId personnel, CardId m1, CardId m2);
  void finish_ship_battle();
  void finish_away_battle();
  // Escape Pod (escape_pod.cpp; D-INT-19, D-INT-20)
  bool save_crew_target_legal(uint16_t ship, int player) const;
  void launch_pod(CardId pod, CardId ship, int player);
  void pod_emptied(CardId pod, int player);
  // ships out of time (out_of_time.cpp; R-DUR-5, R-PLAY-9, R-STATE-9, D-INT-16, D-ART-4)
  bool out_of_time_target_legal(const InterruptDef& in, uint16_t ship, uint16_t turns, int player) const;
  void send_out_of_time(CardId card, CardId ship, int turns, int player);
  void out_of_time_end_of_turn();
  void return_from_time(CardId card);
  // interrupts that beam (beam_interrupts.cpp; R-BEAM-5, R-CARDRULE-11, D-INT-17)
  std::vector<CardId> beam_place_cards(uint16_t place, int player) const;
  bool card_beam_legal(const InterruptDef& in, CardId c, uint16_t dest, int player) const;
  void offer_beam_pick();
  void on_beam_pick(CardId picked);
  void finish_beam_pick();
  bool beam_interrupt_legal(const InterruptDef& in, uint16_t target, uint16_t dest, int player) const;
  void beam_interrupt_actions(CardId card, int player, std::vector<Action>& out) const;
  void resolve_beam_interrupt(const InterruptDef& in, CardId card, uint16_t target, uint16_t dest, int player);
  // Thought Maker and Raise the Stakes (deck_cards.cpp)
  void glimpse_deck(int viewer, int owner);
  void begin_arrange(CardId card, int player, int owner);
  void offer_arrange();
  void on_arrange(CardId picked);
  void on_stakes(bool accept);
  void award_stakes();
  // Q rearranging the spaceline (spaceline_rearrange.cpp; R-MOVE-10, D-MOVE-7, D-DIL-9).
  // Each begin/on returns true while a choice is pending, false once the spaceline is done.
  bool begin_spaceline_arrange(CardId card, int player);
  bool offer_spaceline_arrange();
  bool on_spaceline_arrange(uint16_t picked);
  bool arrangement_completes(const std::vector<uint8_t>& prefix) const;
  void discard_dilemmas_here(CardId by, int loc);
  // Every spaceline index held in the state (cards, stacks, masks, the log) follows the locations:
  // `new_of_old[l]` is where location l now is (-1: gone; nothing may still be there).
  void remap_locations(const std::vector<int>& new_of_old);
  void remap_log_locations(const std::vector<int>& new_of_old);  // the log alone
  // Gaps in Normal Space (gaps.cpp; R-MOVE-9, D-MOVE-8).
  bool gap_fits(int left) const;
  void open_gap(CardId gap, int left);
  void gap_stop_kills(CardId ship, int dest);
  void close_gap(CardId gap, int player);
  bool offer_gap_ship();
  bool on_gap_ship(uint16_t dest);
  // Telepathic Alien Kidnappers (kidnappers.cpp): true while a guess is being made.
  bool next_kidnap_guess();
  void on_guess_type(uint16_t type);
  void on_point_hand(uint16_t position);
  void end_turn_after_guesses();
  std::vector<CardId> beam_hold_candidates(const InterruptDef& in, int loc) const;
  void interrupts_on_ships_end_of_turn();
  void beam_holds_end_of_turn();
  bool beam_up_held(CardId personnel) const;
  void next_interrupt_kill();
  void interrupt_kill(CardId victim);
  void on_interrupt_victim(uint16_t picked);
  // artifacts (artifacts.cpp; CRD IV.4)
  void earn_artifacts(int loc, int player, CardId source);
  void next_at_once_artifact(int loc, int player);
  void offer_take_from_deck();
  std::vector<uint16_t> deck_options(std::vector<CardId> cards_of_deck) const;
  void on_take_from_deck(CardId picked);
  void finish_at_once_artifact();
  CardId dilemma_nullifier_present(CardId dilemma) const;
  void card_play_made(int player);  // the normal card play is made: a second one with Horga'hn (D-ART-1)
  // repair (repair.cpp)
  void repair_ships();
  void spacedock_repairs();
  void treaty_ended(int player);
  // the Borg Ship (borg_ship.cpp)
  void borg_ship_arrives(CardId dilemma);
  void borg_attacks_everything(CardId borg);
  void borg_attack(CardId borg, CardId target);
  void borg_ships_move();
  void resolve_borg_battle();
  // Temporal Causality Loop (causality_loop.cpp; R-TURN-10, D-TURN-1, D-DIL-14, D-DIL-15)
  static bool undoable(Act kind);          // one of a player's own actions of the turn (D-TURN-1)
  void keep_loop_snapshot(Action a);       // before that action, while a loop dilemma lies under a mission
  void undo_last_two_actions(CardId dilemma);
  // Rogue Borg (rogue_borg.cpp)
  bool rogue_target_legal(const InterruptDef& in, uint16_t target, int player, uint16_t extra) const;
  bool resolve_rogue_effect(const InterruptDef& in, CardId card, uint16_t target, uint16_t extra, int player);
  void begin_rogue_battle(CardId ship, int attacker, CardId source);
  void resolve_rogue_battle();
  void after_battle(CardId source);
  void rogue_borg_start_of_turn();
  void rogue_attack_legal(std::vector<Action>& out) const;
  // Lore Returns (D-BORG-9): the Rogue Borg aboard a commandeered ship beam down to battle an Away Team.
  std::string rogue_borg_attack_refusal(CardId ship, int loc, int player) const;
  void begin_rogue_away_battle(CardId ship, int loc);
  void resolve_rogue_away_battle();
  // Klingon Right of Vengeance (D-BAT-7): `player`'s personnel of affiliation `a` there (aboard `ship`, or on the planet at `loc`).
  std::vector<CardId> vengeance_team(int player, int loc, CardId ship, const std::string& race) const;
  // The attackers of the Away Team battle in progress and their STRENGTH multiplier (a re-attack: D-BAT-7).
  std::vector<CardId> away_attackers(int& multiply) const;
  const BattleKill* battle_kill(CardId personnel) const;
  void record_battle_kill(CardId victim, int loc, CardId ship);
  // states (states.cpp)
  void disable(CardId personnel, CardId cause);
  void release_disabled_by(CardId cause);
  void ktarian_game_strikes(CardId dilemma);
  void start_of_turn_states();
  void end_of_turn_stasis();
  void put_in_stasis(CardId personnel, int full_turns, CardId cause);
  void capture(CardId personnel, int captor, CardId cause);
  void free_captives(int owner, CardId outpost, CardId cause);
  void return_captives_at_game_end();
  void return_artifacts_at_game_end();
  void take_ownership(CardId artifact, int p);
  // dual affiliation (affiliation_switch.cpp)
  bool switch_legal(CardId personnel, Affiliation to) const;
  void switch_affiliation_legal(const std::vector<CardId>& mine, std::vector<Action>& out) const;
  void switch_affiliation(CardId personnel, Affiliation to);
  // events (events.cpp)
  void event_legal(CardId c, std::vector<Action>& out) const;
  bool event_target_legal(CardId c, uint16_t target, EventTarget kind) const;
  void play_event(CardId c, uint16_t target, EventTarget kind);
  void place_event(CardId c, uint16_t target, EventTarget kind);
  void resolve_event(CardId c, uint16_t target);
  void event_end_of_turn();
  // hazards (hazards.cpp)
  void hazards_start_of_turn();
  void count_hazard_beaming(CardId c, CardId dest, int loc);
  void use_transporter_skill(CardId ship, CardId c);
  void score_helpers(const std::vector<CardId>& group, CardId mission);
  void hazards_after_move(CardId ship, int from, int dest, bool around);
  int way_cost(CardId ship, int dest, bool around) const;  // RANGE one way costs (D-MOVE-1)
  std::string way_hazard(CardId ship, int dest, bool around) const;
  bool moved_this_turn(CardId ship) const;
  bool crew_meets(CardId ship, const ReqExpr& r) const;
  void check_event_cures();
  void forced_discard_legal(std::vector<Action>& out) const;
  bool must_discard_before_ending(int player) const;
  // Supernova (supernova.cpp): what its `needs_in_play` names, and what it destroys.
  CardId needed_in_play(const EventDef& ev, int player) const;
  void destroy_location(CardId source, int loc);
  void solve_mission();
  std::vector<CardId> group_equipment() const;
  std::vector<CardId> discardable_equipment(std::vector<CardId> equipment) const;  // without artifacts (R-REQ-3)
  int group_shields() const;
  // What a dilemma's condition is evaluated against now (run_effects and missing_for_dilemma alike):
  // the attempting group or the targets, the equipment it may count or discard, the SHIELDS.
  struct ConditionInputs {
    std::vector<CardId> members, equipment, discardable;  // discardable: the equipment a cost may take (R-REQ-3)
    int shields = -1;
  };
  ConditionInputs condition_inputs() const;
  std::vector<CardId> select_members(Selector sel, const MemberFilter& f, int count, bool& pending);
  bool filter_ok(CardId c, const MemberFilter& f) const;
  template <class F>
  void for_each_equipment_present(CardId personnel, F&& f) const;
  bool may_use(CardId personnel, const EquipmentDef& eq) const;

  static void validate_doom(const GameState& s);  // serialize.cpp: a loaded save's doom and Escape Pods (D-INT-19/20, D-EVT-25)
  friend struct StateSerializer;
  friend struct ScenarioBuilder;
  friend class OpRun;  // the engine primitives card abilities use (abilities/op.h)
  friend class StateTestAccess;
};

}  // namespace spaceline::stccg1e
