#pragma once
// Immutable card definitions for First Edition, loaded once from the card
// files in data/stccg1e/cards and shared by every game (docs/architecture.md).
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>
#include "games/stccg1e/rules/requirement.h"

namespace YAML {
class Node;
}

namespace spaceline::stccg1e {

struct Ability;  // abilities/ability.h: included where an ability is read, so new ops rebuild only them

enum class CardType : uint8_t { Personnel, Ship, Facility, Mission, Dilemma, Artifact, Event, Interrupt, Equipment, Doorway };
enum class Affiliation : uint8_t { NonAligned, Federation, Klingon, Romulan, Cardassian, Ferengi, Borg, Count };
enum class MissionKind : uint8_t { Planet, Space, Either };
enum class PersonnelKind : uint8_t { Ordinary, Android, Hologram, Exocomp };
enum class Gender : uint8_t { None, Male, Female };
enum class TextStatus : uint8_t { None, Implemented, Unimplemented };
// AU and NonAligned appear only in ships' staffing boxes (Alternate Universe, Q-Continuum); the
// engine does not staff by them yet, so such ships load as `text: unimplemented` (docs/card-sets.md).
enum class StaffIcon : uint8_t { Command, Staff, AU, NonAligned };

const char* to_string(CardType t);
std::optional<CardType> parse_card_type(const std::string& s);
const char* to_string(Affiliation a);
const char* to_string(MissionKind m);
std::optional<Affiliation> parse_affiliation(const std::string& s);

struct SkillEntry {
  SkillId skill;
  uint8_t halves;  // multiplier in half units: x1/2 = 1, x1 = 2, x2 = 4 (R-SKILL-5/6)
};

// ---- dilemma behaviour vocabulary (CRD III.3; spec §1.35 archetypes) -------
enum class Selector : uint8_t {
  Random,              // R-INFO-1 random selection
  OpponentChoice,      // R-INFO-2
  OwnerChoice,
  All,
  HighestTotalAttributes,  // ties: owner's choice (docs/rulings.md D-DIL-3)
  StrongestTwo,        // El-Adrel: two highest STRENGTH, ties owner's choice
  HalfRandom,          // Nagilum: half of group, rounded down, random
  Targets,             // the dilemma's pre-selected targets
  RandomTarget,        // one of the pre-selected targets at random (El-Adrel)
  HighestCunning,      // Alien Abduction: the most CUNNING, ties owner's choice (D-DIL-3)
  SplitLarger,         // Phased Matter: the owner splits the group in two; the larger part (D-DIL-10)
};

enum class EffectKind : uint8_t {
  Kill,            // personnel killed (R-STATE-6)
  DiscardPersonnel,// "resigns (is discarded)"
  DamageShip,      // R-BATTLE-11 style damage from a dilemma
  DestroyShip,     // ship and everything aboard discarded (R-BATTLE-13)
  RelocateFurthestPlanet,  // Love Interests (R-MOVE-12)
  RebootHand,      // Iconian Computer Weapon
  BeamUpOrDie,     // Portal Guard
  Stop,            // the group is stopped by the effect itself
  ScorePoints,     // the dilemma's player scores its point value
  Stasis,          // personnel put in stasis for `full_turns` of their owner's full turns, 0 = for good (R-STATE-2)
  Capture,         // the dilemma's owner takes the personnel captive (R-STATE-4)
  PlayOnPersonnel, // the dilemma plays on the selected personnel and stays until cured, expired or emptied (R-DIL-4 case 6, D-DIL-4)
  RearrangeSpaceline,  // the attempting player's opponent rearranges the spaceline, each location a block (Q, R-MOVE-10, D-MOVE-7)
  ControlGroup,    // the group beams back and the opponent controls its ships and crews until they are stopped (Alien Parasites, D-DIL-12)
  UndoTwoActions,      // the attempting player's last two actions of the turn are undone and the turn ends (R-TURN-10, D-DIL-14)
  LosePointsPerMember, // the attempting player loses a point for each member of the group met; the card to their bonus area (R-DIL-7)
  DiscardEquipment,    // every card working as equipment with the group, artifacts too, is discarded (The Gatherers)
  DiscardFromHand,     // `count` cards of the attempting player's hand, at random, are discarded (R-INFO-1; The Gatherers)
};

struct MemberFilter {
  std::optional<Gender> gender;
  std::optional<SkillId> has_skill;        // skill or classification
  std::optional<Attr> attr;                 // attribute comparison, e.g. INTEGRITY<5
  int attr_less_than = 0;
  bool exclude_non_organic = false;         // androids, holograms, exocomps unaffected
  bool unique_only = false;                 // unique personnel only (Cardassian Trap)
  std::optional<Affiliation> not_affiliation;  // not showing this printed affiliation icon (Cardassian Trap: non-[Car])
  bool matches_any() const { return !gender && !has_skill && !attr && !exclude_non_organic && !unique_only && !not_affiliation; }
};

struct DilemmaEffect {
  EffectKind kind = EffectKind::Kill;
  Selector select = Selector::Random;
  MemberFilter filter;
  int count = 1;
  int full_turns = 0;  // Stasis: how long
  bool spare_even_cunning = false;  // Kill: a selected member whose CUNNING (modified) is even escapes (Hunter Gangs; 0 is even)
  bool takes_dilemma = false;       // Capture: the dilemma goes with the captive (discarded); with nobody selected it stays (Cardassian Trap)
};

struct DilemmaBranch {  // for choice dilemmas (R-DIL-16): one named branch
  std::string label;
  std::vector<DilemmaEffect> effects;
  bool stops = false;
  bool score = false;   // score the point value and go to the bonus area
};

// A dilemma that becomes a self-controlling ship on the spaceline (Borg Ship, CRD IV.5C).
struct BorgShipDef {
  int weapons = 24, shields = 24;
  int points = 45;  // scored by whoever destroys it in battle (D-BORG-1)
};

struct DilemmaDef {
  bool planet_ok = false, space_ok = false;
  // R-DIL-2 step 4: a trigger that must be present, else discard with no effect.
  std::optional<MemberFilter> trigger;
  bool ship_trigger = false;            // "plays on/damages ship": nullified from an outpost (R-DIL-9)
  bool acts_at_outposts = false;        // ... unless its text says what it does there (Menthar Booby Trap: its effect, then discarded)
  // Targets chosen before the condition is checked (El-Adrel, Archer).
  std::optional<Selector> target_select;
  MemberFilter target_filter;
  bool condition_on_targets = false;    // condition evaluated on the targets only
  std::optional<ReqExpr> condition;
  std::optional<ReqExpr> condition_space;   // Crystalline Entity: separate space/planet forms
  std::optional<ReqExpr> condition_planet;
  std::vector<DilemmaEffect> effects;         // on failure (or always, without condition)
  std::vector<DilemmaEffect> effects_space;   // Crystalline Entity style split
  std::vector<DilemmaEffect> effects_planet;
  std::vector<DilemmaBranch> branches;        // choice dilemmas
  // Lasting effects on the ship (R-DIL-4 case 5: it plays on the ship and stays until cured).
  bool attach_to_ship = false;
  std::optional<ReqExpr> cure;            // checked right after the effect and after every later action (R-DIL-8)
  bool cure_scores = false;               // curing scores the point value (R-DIL-7 b)
  int destroy_after_full_turns = 0;       // countdown: the ship is destroyed at the end of your Nth full turn
  int range_loss_per_turn = 0;            // RANGE -N at the end of each of your turns; destroyed at 0
  bool blocks_movement = false;           // the ship cannot move until cured
  bool lose_first_skill = false;          // personnel aboard lose their first-listed skill (R-SKILL-10)
  bool disable_each_turn = false;         // now and at the start of each of your turns one personnel aboard is disabled (Ktarian Game)
  bool disables_empaths = false;          // Empaths aboard are disabled until they leave or it is cured (Two-Dimensional Creatures)
  std::optional<BorgShipDef> borg_ship;   // it starts where met, attacks, and moves by itself (R-BATTLE-19)
  bool returns_on_fail = false;  // wall: goes back under the mission (R-DIL-4)
  bool stops_on_fail = true;     // R-DIL-3; false for Firestorm-like texts (R-DIL-6)
  // Lasting effects on the personnel a `play_on_personnel` effect selects (R-DIL-4 case 6, D-DIL-4);
  // `cure` and `cure_scores` then apply to them, wherever they are.
  int kill_after_full_turns = 0;          // countdown: they die at the end of their owner's Nth full turn (R-DUR-1)
  bool stasis_on_expiry = false;          // ... put in stasis for good instead of dying (`stasis_after_full_turns`, DNA Metamorphosis)
  bool cured_aboard_own_outpost = false;  // one of them aboard an outpost of its owner is cured, no points (REM Fatigue)
  bool quarantine = false;                // they may not leave the planet; the owner's personnel with them catch it (D-DIL-5)
  bool holds = false;                     // they are held atop the mission, out of play's reach, until freed (D-DIL-6)
  bool phased = false;                    // they form an Away Team of their own that may not beam up or attempt; the cure
                                          // counts every Away Team of their owner on the planet (Phased Matter, D-DIL-10/11)
  bool ends_when_solved = false;          // nullified when the mission where it was met is solved: held personnel freed
  // Placed on the mission where it is met (Radioactive Garbage Scow, D-DIL-7): the attempt ends and
  // nobody may attempt that mission while it is there; a ship may tow it away.
  bool placed_on_mission = false;
  std::string tow_equipment;              // what a ship needs to tow it (tractor_beam)
  std::optional<ReqExpr> tow_crew;        // ... and what its crew able to act must have (2 ENGINEER)
  // On a ship: it must do nothing but travel at full speed to the far end of the spaceline; arriving
  // there scores the points and ends it (Cytherians, R-MOVE-11, R-MOVE-14, R-TIME-9, D-DIL-8).
  bool journey_to_far_end = false;
  // Overcome, it discards every dilemma still under the mission, itself included, unscored (Q, R-DIL-12, D-DIL-9).
  bool met_discards_dilemmas_here = false;
  // An effect undoes actions (Temporal Causality Loop): the game keeps the state before each action of a turn while such
  // a dilemma lies under a mission (causality_loop.cpp, D-TURN-1).
  bool undoes_actions = false;
};

// Equipment that modifies personnel present (CRD IV.9; R-SKILL-11, R-MOD-5),
// or an artifact used as equipment (CRD IV.4).
struct EquipmentDef {
  std::optional<SkillId> grants_skill;   // extra skill for holders of `to_classification`
  SkillId to_classification = kNoSkill;
  std::optional<Attr> attribute;         // attribute bonus for each of your users present
  int bonus = 0;
  std::vector<Affiliation> users;        // who may use it; empty = anyone
  bool non_aligned_users = false;        // non-aligned personnel may use it too
  int multiply = 1;                      // `attribute` multiplied for each of your users present, after additions (R-MOD-1; Varon-T Disruptor)
  std::vector<std::string> nullifies_dilemmas;  // dilemmas nullified when met where it is present (Interphase Generator)
  bool cumulative = false;               // R-MOD-5: otherwise one copy counts
};

// ---- personnel special skills as data (docs/card-format.md "Personnel special skills") ----
// Whom a personnel's modifier acts on: its owner's personnel present with it (R-ZONE-7) that match
// every field given; the card itself counts when it matches, unless `others` (D-SKILL-1).
struct PersonnelFilter {
  std::string race;                       // matched as for interrupts (R-ID-7, D-RACE-1)
  std::vector<Affiliation> affiliations;  // the current mode is one of these (NonAligned: a non-aligned personnel)
  SkillId skill = kNoSkill;               // has this skill (or classification, R-SKILL-3)
  SkillId lacks = kNoSkill;               // does not have this skill
  SkillId classification = kNoSkill;      // the classification box (R-SKILL-3)
  std::string named;                      // exactly this title
  bool others = false;                    // not the card itself ("other MEDICAL")
};
// "Attributes all +3 if with Grilka", "Klingons with Honor are STRENGTH +2 where present": an addition
// (R-MOD-1) that holds while its card is in play, able to act's values read (R-MOD-8).
struct AttributeModifier {
  bool self = false;                   // the card itself only
  PersonnelFilter who;                 // otherwise: the personnel present that match
  std::vector<std::string> if_with;    // only while a personnel of one of these titles is present with the card
  uint8_t attrs = 0;                   // bit 1 << Attr
  int by = 0;
};
// Major Rakal, Stefan DeSeve: the skill box and attribute changes of each affiliation mode (R-AFF-3).
struct AffiliationSkills {
  Affiliation mode = Affiliation::NonAligned;
  std::vector<SkillEntry> skills;
  int delta[3] = {0, 0, 0};  // INTEGRITY, CUNNING, STRENGTH
};
struct PersonnelText {
  std::vector<AttributeModifier> modifiers;
  std::vector<std::string> nullifies_dilemmas;    // met by a group it is in: nullified, no effect (R-NULL-1, D-SKILL-2)
  std::vector<AffiliationSkills> by_affiliation;  // its skills follow its affiliation mode (D-SKILL-3)
  std::vector<SkillEntry> skills_if_in_play;      // extra skills while a card titled `if_in_play` is in play (Ira Graves)
  std::string if_in_play;
  std::string bonus_mission;                      // scores `bonus_points` when it helps solve this mission (D-SKILL-4)
  int bonus_points = 0;
  const AffiliationSkills* in_mode(Affiliation a) const {
    for (const auto& m : by_affiliation)
      if (m.mode == a) return &m;
    return nullptr;
  }
};

// How an artifact is used once earned (CRD IV.4, R-ART-1..4). Its effect is
// the card's `equipment:`, `event:` or `interrupt:` entry, or `at_once:`.
enum class ArtifactUse : uint8_t {
  Hand,       // "Place in hand until played as an Event/Interrupt card"
  Equipment,  // "Use as Equipment card": joins the crew or Away Team that earned it (R-ART-3)
  Table,      // "Immediately plays on table" as its event (Horga'hn)
  AtOnce,     // an immediate effect, then out of play (R-ART-4; Betazoid Gift Box)
};
enum class ArtifactEffect : uint8_t {
  None,
  TakeFromDeck,  // choose `count` cards of your draw deck into your hand, then shuffle it (Betazoid Gift Box)
};
struct ArtifactDef {
  ArtifactUse use = ArtifactUse::Hand;
  ArtifactEffect effect = ArtifactEffect::None;  // AtOnce
  int count = 0;
};

// Events (CRD II.1 "Event"; R-CARD-7): played as the normal card play, then
// either resolved at once and discarded, or kept in play where they were played.
// Boundary: between two adjacent spaceline locations, target = the left one (Q-Net, D-MOVE-5).
// BetweenMissions: between two neighbouring missions, as a location of its own (Gaps in Normal Space, R-MOVE-9).
enum class EventTarget : uint8_t { Table, Player, Mission, Ship, Outpost, AwayTeam, Boundary, BetweenMissions };
enum class EventEffect : uint8_t {
  Ability,                 // its effects are the card's `ability:` ops (abilities/), the one vocabulary every card moves onto
  ReportAnyNumber,         // Red Alert! (R-PLAY-4)
  HandsExposed,            // Alien Probe (R-INFO-4 exception)
  OpponentDiscardsEachTurn,// Static Warp Bubble (R-CARDRULE-8)
  ExtraDraw,               // The Traveler: Transcendence
  SpacelineWraps,          // Where No One Has Gone Before
  AttemptAs,               // Espionage: your `affiliation` personnel may attempt here
  RepairAtOutpost,         // Spacedock: your damaged ships here are repaired at once (R-FAC-11/12)
  ExtraPlayOrDraw,         // Horga'hn: each of your turns, a second normal card play, or an extra card at the end of the turn
  Treaty,                  // your `treaty` affiliations mix and cooperate (R-AFF-5)
  NoInterrupts,            // Goddess of Empathy: nobody plays interrupts but `except` until the end of its owner's next turn
  OnTable,                 // Tox Uthat: it only sits on the table, for another card that names it (`needs_in_play`)
  DestroyLocation,         // Supernova: everything at that location is destroyed; the mission stays for its span only
  RaiseStakes,             // Raise the Stakes: the opponent forfeits, or the winner will keep a random card of the loser's deck (D-EVT-21)
  GuessHandCard,           // Telepathic Alien Kidnappers: as the opponent ends each turn, guess a card type and point to a card of their hand (D-EVT-22)
  BlocksBeaming,           // Distortion Field: no beaming to or from the planet here while face up (`flips`, D-EVT-6)
  LimitsBeaming,           // Atmospheric Ionization: at most `count` personnel beamed up or down here each turn (D-EVT-7)
  BeamThrough,             // Pattern Enhancers: your personnel and equipment ignore the events named in `through` (D-EVT-8)
  MustStopHere,            // Tetryon Field: a ship entering here ends its moving for the turn, `unless` its crew meets it (D-MOVE-3)
  DamagePassing,           // Subspace Warp Rift: a ship moving past here without stopping is damaged (R-MOVE-6, D-MOVE-4)
  BlocksCrossing,          // Q-Net: no ship crosses this boundary `unless` its crew meets it (R-MOVE-8, D-MOVE-5)
  HologramsMayExist,       // Holo-Projectors: holograms may act on the planet here (R-HEA-6, D-EVT-9)
  LoseAffiliation,         // Lore's Fingernail: the personnel named by `subjects`, everyone's, are non-aligned while it is in play (D-EVT-23)
  Commandeer,              // Lore Returns: on an opponent's ship your Rogue Borg hold; it is yours for good while they are aboard (D-EVT-27, D-BORG-8)
  NewLocation,             // Gaps in Normal Space: a space location of its own, `span`; ships stopping there lose `kills_on_stop` personnel (R-MOVE-9, D-MOVE-8)
  SaveFromDeath,           // Genetronic Replicator: your personnel targeted to die returns to hand instead, if you stop `count` of your
                           // `classification` present who are not targeted too (D-EVT-25/26, R-CARDRULE-9; doom_moments.cpp)
};
// Who an effect names by kind (LoseAffiliation `subjects`).
enum SubjectBit : uint8_t { kSoongTypeAndroids = 1, kExocomps = 2 };

struct EventDef {
  EventTarget plays_on = EventTarget::Table;
  EventEffect effect = EventEffect::Ability;
  bool discard_after = false;               // one-shot: resolves, then goes to the discard pile
  int count = 0;                            // a bonus, a limit
  int full_turns = 0;                       // countdown length (R-DUR-1)
  std::optional<Affiliation> mission_icon;  // Espionage: the mission must show this icon
  std::optional<Affiliation> affiliation;   // Espionage: who may now attempt
  std::optional<ReqExpr> cure;              // present aboard the ship: the event is discarded (R-DIL-8 style)
  std::vector<std::string> nullifies;       // card names this event nullifies while in play (R-NULL-8)
  bool cumulative = false;                  // Raise the Stakes: every copy counts (R-MOD-5)
  SkillId classification = kNoSkill;        // SaveFromDeath
  std::vector<Affiliation> treaty;          // Treaty: the two affiliations
  std::vector<std::string> except;          // NoInterrupts: the interrupts still allowed (colon rule)
  std::string needs_in_play;                // a card of yours with this title must be on the table; it is used up when this is played (Supernova)
  bool planet = false;                      // plays_on: mission, only where there is a planet
  bool flips = false;                       // BlocksBeaming: turns face down and up again at the start of every turn (D-EVT-6)
  std::vector<std::string> through;         // BeamThrough: the events whose beaming limits its owner ignores
  std::optional<ReqExpr> unless;            // MustStopHere, BlocksCrossing: what the ship owner's crew aboard needs to pass
  uint8_t subjects = 0;                     // LoseAffiliation: SubjectBit mask
  std::optional<Affiliation> ship_affiliation;  // plays_on: ship: only on a ship of this affiliation (non-aligned)
  int span = 0;                             // NewLocation: the span of the location it makes
  int kills_on_stop = 0;                    // NewLocation: personnel killed at random aboard a ship that stops there
};

// Interrupts (CRD II.1 "Interrupt", II.2; R-TIME-3, R-TIME-12): played from hand
// outside the turn's card play, at the moments their text names, then
// discarded. `when` lists those moments; timing.cpp opens the response windows
// in which they may be played (D-TIME-1).
enum class InterruptWhen : uint8_t {
  BattleInitiated,          // any battle, after it is initiated and before a winner is determined (R-TIME-12)
  ShipBattleInitiated,      // a ship battle only
  AwayTeamBattleInitiated,  // an Away Team battle only
  YourOrders,               // during your own turn, between your actions (D-INT-5)
  AnyTime,                  // your orders, and the opponent's turn at the points of D-TIME-2
  InterruptPlayed,          // an interrupt just played, before it resolves (R-TIME-13)
  EventPlayed,              // an event just played, before it resolves (R-NULL-3)
  DilemmaRevealed,          // a dilemma just revealed in a mission attempt, before it resolves (R-TIME-10)
  StartOfYourTurn,          // the start of your own turn, before your card play (R-TURN-4: Scan)
  MissionCompleted,         // right after a mission is completed, before anything else happens (Particle Fountain)
  PersonnelKilled,          // right after personnel are killed, in the next response window (Klingon Death Yell, D-INT-9)
  CardDrawn,                // right after a player's end-of-turn card draw (Subspace Schism, D-INT-15)
  OpponentCardPlayed,       // right after the opponent's card play from hand (a report, an outpost built: Energy Vortex)
  ShipDestroyed,            // your ship about to be destroyed, before it is (Escape Pod, D-INT-19)
  Count
};
using WhenMask = uint16_t;
inline constexpr WhenMask when_bit(InterruptWhen w) { return static_cast<WhenMask>(1u << static_cast<int>(w)); }
// The words of card files for the moments (`when: [any_time, battle_initiated]`), read by interrupts and abilities alike.
std::optional<InterruptWhen> interrupt_when(const std::string& word);
std::string interrupt_when_words();  // "battle_initiated, ship_battle_initiated, ... or ship_destroyed"

enum class InterruptEffect : uint8_t {
  Ability,        // its effects are the card's `ability:` ops (abilities/), the one vocabulary every card moves onto
  HideShip,       // Asteroid Sanctuary: the battle against the ship is prevented, and any other this turn (D-INT-1)
  KillPerMember,  // Honor Challenge: each of your fighting members matching `killer` kills one opponent matching `victim` (D-INT-2)
  SelfDestruct,   // Auto-Destruct Sequence: on your ship; at the end of your turn it is destroyed and every other ship there with SHIELDS < `shields_below` is damaged
  Nullify,        // Amanda Rogers, Kevin Uxbridge, Q2: nullify one card that `nullifies` allows (R-NULL-1, R-TIME-8)
  ExamineBottomSeed,    // Scan, Full Planet Scan: from your ship at a mission of `mission_kind`, stop `stops` aboard and see the bottom seed card there
  LoseOrbit,            // Loss of Orbital Stability: a ship at a planet has no RANGE this turn; destroyed at the end of its owner's next turn unless SHIELDS > `shields_above`
  BonusPoints,          // Particle Fountain, Klingon Death Yell: the card scores its points and goes to your bonus area
  DelayBeamUp,          // Alien Groupie: one personnel of the team that completed the mission (random, matching `subject`) may not beam up for a full turn
  RelocateShip,         // Wormhole: `copies` of the card played together; any ship goes to any location, not stopped (D-INT-12)
  CopySkills,           // Vulcan Mindmeld: your personnel with `subject` skill gains another's skills until the end of the turn (D-INT-13)
  Redraw,               // Subspace Schism: the player who just drew discards that card and draws another (D-INT-15)
  RearrangeDeck,        // Thought Maker: the player sees the opponent's draw deck and puts its cards in the order they like (D-ART-3)
  ReturnCardPlay,       // Energy Vortex: the opponent's card just played from hand goes back to it; they must play another instead (D-INT-24)
  ReturnToOutpost,      // Incoming Message: a ship of the `subject` affiliation must travel at full speed to its owner's nearest outpost of that affiliation (D-INT-23)
  RogueBorg,            // Rogue Borg Mercenaries: a group of copies boards an opponent's occupied ship and battles its crew now and at
                        // the start of every turn (R-BATTLE-18, D-BORG-2..5; rogue_borg.cpp)
  JoinRogueBorg,        // Crosis: joins your Rogue Borg aboard a ship as one of them; their STRENGTH x`multiply`, not cumulative (D-BORG-6)
  RepelBorg,            // Hugh: a Borg Ship fires at nothing for the rest of the turn, OR every Rogue Borg at one location is discarded (D-BORG-7)
  ReAttack,             // Klingon Right of Vengeance: one of your `subject` personnel just killed in an Away Team (or Rogue Borg) battle:
                        // the others of that affiliation there attack again at once with STRENGTH x`multiply` (D-BAT-7)
  OutOfTime,            // Temporal Rift, Time Travel Pod: a ship and everything aboard leave play in time and return where they were (D-INT-16, D-ART-4)
  Beam,                 // Armbands, Near-Warp Transport: from one place to another as `reach` says, the cards picked one by one (D-INT-17/18, R-BEAM-5)
  SaveCrew,             // Escape Pod: your personnel aboard your ship about to be destroyed move into the card, which stays in
                        // space there until they are rescued (D-INT-19, D-INT-20; escape_pod.cpp)
  IntegrityToStrength,  // Qapla'!: attacked by the opponent, your `subject` personnel in that personnel battle add INTEGRITY to
                        // STRENGTH until it ends; not cumulative (D-INT-28)
};

// Beam: where to (beam_interrupts.cpp).
enum class BeamReach : uint8_t {
  UpOrDown,      // between a ship or facility and the planet at its location (Emergency Transporter Armbands, D-INT-17)
  NextLocation,  // to a ship, facility or planet at a neighbouring spaceline location (Near-Warp Transport, D-INT-18)
};

// OutOfTime: when the ship returns (out_of_time.cpp).
enum class TimeReturn : uint8_t {
  Countdown,  // after the card's countdown icon, in turns of the ship's owner, the turn it is played in counting if theirs (D-INT-16)
  Announced,  // after the full turns of the ship's owner that its player names, 1 to `max_full_turns` (D-ART-4)
};

// What a nullifying interrupt may target (R-NULL-1): a card just played (the top
// of the resolution stack, R-TIME-13) of one of `types` or named in `names`, or
// (in_play) such an event on the table. Names follow the colon rule (CRD II.1).
struct NullifyTarget {
  std::vector<CardType> types;           // Interrupt, Event
  std::vector<std::string> names;        // card titles (and their colon groups)
  std::vector<std::string> except_names; // never these (Kevin Uxbridge: Treaty cards)
  bool in_play = false;                  // events already on the table too
  std::string dilemma_title_word;        // a dilemma just revealed whose title has this word (Q2: "Q")
};

struct InterruptDef {
  WhenMask when = when_bit(InterruptWhen::BattleInitiated);
  InterruptEffect effect = InterruptEffect::HideShip;
  std::optional<ReqExpr> aboard;                  // HideShip: what the ship's crew must have (Asteroid Sanctuary: 2 Navigation)
  std::optional<Affiliation> killer_affiliation;  // KillPerMember: the killers' affiliation (mode) ...
  std::string killer_race;                        // ... or race (R-ID-7: Honor Challenge's "Klingon")
  SkillId killer_skill = kNoSkill;                // ... and skill
  SkillId victim_skill = kNoSkill;                // KillPerMember: the victims' skill
  int shields_below = 0;                          // SelfDestruct: ships there with SHIELDS below this are damaged
  NullifyTarget nullifies;                        // Nullify
  bool leaves_game = false;                       // removed from the game instead of discarded after use
  bool once_each_turn = false;                    // a player may play one copy of this card each turn (Palor Toff)
  bool external = false;                          // needs an outside agent to reach a ship: a cloaked one is immune (R-CLOAK-2)
  std::optional<MissionKind> mission_kind;        // ExamineBottomSeed: the mission the ship must be at; BonusPoints: the mission completed
  std::vector<SkillId> stops;                     // ExamineBottomSeed: one personnel aboard with each of these skills is stopped (the cost)
  int staffing_icons = 0;                         // ExamineBottomSeed: staffing icons the ship needs at least
  int shields_above = 0;                          // LoseOrbit: the ship survives if its SHIELDS are above this
  std::optional<ReqExpr> needs;                   // BonusPoints, DelayBeamUp: what the Away Team that completed the mission must have
  std::optional<Affiliation> subject_affiliation; // ReturnToOutpost: the ship's affiliation; the personnel it plays on must be ...
  std::string subject_race;                       // ... of this race (R-ID-7: Klingon Death Yell, Right of Vengeance) ...
  SkillId subject_skill = kNoSkill;               // ... and have this skill (Klingon Death Yell: a Klingon with Honor)
  std::optional<Gender> subject_gender;           // DelayBeamUp: who may be held back (Alien Groupie: a male)
  int copies = 1;                                 // RelocateShip: copies of the card played at once (Wormhole: two)
  int multiply = 1;                               // JoinRogueBorg: the Rogue Borg's STRENGTH multiplier; ReAttack: the attackers'
  bool own_ship = false;                          // OutOfTime: only on a ship of the card's player ("plays on your ship")
  TimeReturn returns = TimeReturn::Countdown;     // OutOfTime: when the ship comes back
  int max_full_turns = 0;                         // OutOfTime with returns: announced: the longest trip a player may name
  BeamReach reach = BeamReach::UpOrDown;          // Beam: where to
  bool from_ship = false;                         // Beam: only from a ship (not from an outpost or a planet, R-BEAM-9)
  int max_personnel = 0;                          // Beam: personnel beamed at most (0: any number); equipment is not counted
  bool beams_equipment = false;                   // Beam: the player's equipment may beam too
  bool has(InterruptWhen w) const { return when & when_bit(w); }
};

struct MissionEnd {
  std::vector<Affiliation> affiliations;
  int points = 0;
  int span = 0;
  std::optional<ReqExpr> requirements;
  std::string requirements_text;
};

// What a doorway does once seeded on the table (CRD III.1 step 1, IV.6): while it is open
// (R-DOOR-2), the cards it governs come through. Side decks' doorways (Q's Tent, Q-Flash) join
// as the side decks play.
enum class DoorOpens : uint8_t {
  AuIcon,  // your AU-icon cards may be played and seeded (R-DOOR-3)
};
struct DoorwayDef {
  DoorOpens opens = DoorOpens::AuIcon;
};

struct CardDef {
  uint16_t index = 0;  // position in CardDb
  std::string id, name, set, rarity;
  CardType type = CardType::Event;
  bool unique = true;
  bool counts_as_half = false;   // R-DECK-4
  TextStatus text = TextStatus::None;
  std::vector<std::string> unimplemented;
  std::string source;            // "file:line" for error messages
  int set_order = 0;             // the set's `order:` (Premiere 1); by-name lookup prefers the lowest (docs/card-sets.md)
  bool q_icon = false;           // a [Q] card of the Q-Continuum side deck (Q dilemmas, events, interrupts; Q's Planet)
  std::optional<CardType> also_type;  // a card that is two types at once ("Interrupt/Event": Dixon Hill's Business Card)
  bool au_icon = false;          // the Alternate Universe icon: played only through an open AU doorway (CRD II.1 "Closed")
  std::vector<std::string> special_icons;  // other printed icons we keep as facts (films, shield, pair_l_left, ...)
  std::vector<std::string> variable;       // fields printed as X, *, Q or NO: their value is the game text's

  // personnel
  std::vector<Affiliation> affiliations;  // empty = non-aligned
  SkillId classification = kNoSkill;
  std::vector<SkillEntry> skills;
  int integrity = 0, cunning = 0, strength = 0;
  std::vector<StaffIcon> icons;
  PersonnelKind kind = PersonnelKind::Ordinary;
  Gender gender = Gender::None;
  std::vector<std::string> species;
  std::string persona;
  std::vector<Affiliation> not_with;  // "does not work with" these affiliations, even under a treaty (R-AFF-4)
  bool soong_type = false;            // a Soong-type android (Data): named by Lore's Fingernail
  int repairs_ship_turns = 0;         // special skill: a damaged ship it is aboard is repaired in this many full turns, anywhere (Exocomp, D-HEA-2)
  std::shared_ptr<const PersonnelText> personnel;  // the other special skills written as data (PersonnelText)

  // ship / facility
  std::string ship_class;
  std::vector<StaffIcon> staffing;
  int range = 0, weapons = 0, shields = 0;
  std::vector<std::string> ship_equipment;
  bool cloaking_device = false;  // "cloaking_device" in ship_equipment, looked up once at load (orders_legal is hot)
  std::vector<std::string> commanders;
  bool is_outpost = false;
  bool is_station = false;       // `facility: station` (Colony, Terraforming Station)
  std::optional<ReqExpr> staffing_requires;  // a ship staffed by a skill instead of icons (Gomtuu)
  // Where a ship's text lets it report (a rules entry's `ship:`, D-PLAY-1): at any spaceline location
  // instead of an outpost (U.S.S. Enterprise-C), or also at a mission of one of these titles (T'Pau).
  bool reports_anywhere = false;
  std::vector<std::string> also_reports_at;
  bool enters_damaged = false;  // "enters play damaged" (U.S.S. Enterprise-C)
  bool seeds_one = false;
  std::optional<SkillId> build_requires;

  // mission
  MissionKind mission = MissionKind::Planet;
  std::string quadrant;
  MissionEnd end;            // the end facing the player who seeded it
  std::optional<MissionEnd> opponent_end;
  // While the mission is on the spaceline, for both players (a rules entry's `mission: {while_in_play: [...]}`):
  bool no_ship_to_ship_beaming = false;  // nobody beams from one ship to another at this location (R-BEAM-8, Quash Conspiracy)

  // dilemma / artifact
  int points = 0;
  int countdown = 0;
  std::shared_ptr<const DilemmaDef> dilemma;
  std::vector<Affiliation> requires_affiliation;  // equipment
  std::shared_ptr<const EquipmentDef> equipment;
  std::shared_ptr<const EventDef> event;
  std::shared_ptr<const InterruptDef> interrupt;
  std::shared_ptr<const ArtifactDef> artifact;
  std::shared_ptr<const Ability> ability;  // game text as composable data (abilities/ability.h); `event` is derived from it
  std::vector<std::string> immune_to;  // "(Immune to X.)": X may not nullify this card (R-NULL-1)
  std::optional<DoorwayDef> doorway;   // seeded on the table, open (doorways.cpp)

  bool non_aligned() const { return affiliations.empty(); }
  bool has_affiliation(Affiliation a) const;
  // The skill is in the printed skill box (not counting the classification, R-SKILL-3).
  bool prints_skill(SkillId s) const {
    for (const auto& e : skills)
      if (e.skill == s) return true;
    return false;
  }
  bool is_seed_type() const;
  bool playable_from_hand_implemented() const;
  // A doorway the engine can seed on the table: its `doorway:` entry is there, and nothing but its
  // plays from hand (`from_hand`) is missing (R-SEED-2 step 1).
  bool seeds_as_doorway() const;
  bool has_holodeck() const;
  bool has_cloaking_device() const { return cloaking_device; }
  // What the card is used as: an event, interrupt or equipment card, or an
  // artifact played or used as one (CRD IV.4; R-NULL-3 "any card played as an event").
  bool plays_as_event() const { return event && (type == CardType::Event || type == CardType::Artifact); }
  bool plays_as_interrupt() const { return interrupt && (type == CardType::Interrupt || type == CardType::Artifact); }
  // Rogue Borg Mercenaries and the cards that join them: aboard a ship they are personnel (D-BORG-2).
  bool is_rogue_borg() const {
    return plays_as_interrupt() &&
           (interrupt->effect == InterruptEffect::RogueBorg || interrupt->effect == InterruptEffect::JoinRogueBorg);
  }
  bool works_as_equipment() const { return equipment && (type == CardType::Equipment || type == CardType::Artifact); }
  // A card that, aboard a ship, gives it a required move (R-TIME-9 "moving"): Cytherians, Incoming Message.
  bool sets_journey() const {
    return (dilemma && dilemma->journey_to_far_end) || (interrupt && interrupt->effect == InterruptEffect::ReturnToOutpost);
  }
};

class CardDb {
 public:
  // Loads every *.yaml in `dir`. Throws CardLoadError listing every problem.
  static std::shared_ptr<const CardDb> load_dir(const std::string& dir);
  static std::shared_ptr<const CardDb> load_files(const std::vector<std::string>& files);
  // A copy of `base` plus the cards of `cards`, a YAML list in the card-file
  // vocabulary (facts and `behavior:`/`equipment:` game text in one entry;
  // `id` optional). Used by scenario files for their inline test cards.
  // Throws CardLoadError whose lines read "file:line: problem".
  static std::shared_ptr<const CardDb> with_cards(const CardDb& base, const YAML::Node& cards, const std::string& file,
                                                  const std::string& set_code = "SCN");
  // The bundled library (data/stccg1e/cards), loaded once per process.
  static std::shared_ptr<const CardDb> bundled();

  const CardDef& at(uint16_t i) const { return cards_[i]; }
  size_t size() const { return cards_.size(); }
  const CardDef* by_id(const std::string& id) const;
  // Exact title match first, then case-insensitive; nullptr if none.
  const CardDef* by_name(const std::string& name) const;
  std::vector<const CardDef*> search(const std::string& text) const;
  const std::vector<CardDef>& all() const { return cards_; }
  // Some personnel "does not work with" an affiliation (R-AFF-4): mixing checks must look at every crew member.
  bool any_not_with() const { return any_not_with_; }
  // Some card names a persona (R-ID-3): reporting must look for other versions in play.
  bool any_persona() const { return any_persona_; }

 private:
  std::vector<CardDef> cards_;
  bool any_not_with_ = false;
  bool any_persona_ = false;
  std::unordered_map<std::string, uint16_t> by_id_, by_name_, by_lower_name_;
  friend struct CardLoader;
};

struct CardLoadError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string default_data_dir();
// Colon rule (CRD II.1): `name` also covers the cards titled "name: ..." (Treaty covers "Treaty: ...").
bool names_card(const std::string& name, const std::string& title);
// A card id's slug: lower-case name, non-alphanumerics collapsed to '-'.
std::string slug(const std::string& name);

}  // namespace spaceline::stccg1e
