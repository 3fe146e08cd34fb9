#pragma once
// A position builder for tests and scenario files: arranges an exact game
// position (spaceline, seed stacks, ships, crews, hands, scores, whose turn)
// by editing the GameState directly, then lets the caller drive it through
// the ordinary legal_actions()/apply() interface by matching action labels.
//
//   ScenarioBuilder b;                       // player 0 to act, Orders phase
//   int l = b.mission("Avert Disaster");     // spaceline location 0
//   b.seed_under(l, "Chalnoth");             // met first
//   b.outpost(l, "Federation Outpost");
//   auto ship = b.ship(l, "U.S.S. Galaxy");
//   b.aboard(ship, "Jean-Luc Picard");
//   b.act("Beam Jean-Luc Picard from U.S.S. Galaxy to the planet");
//
// Card instances are created exactly like the engine's own (owner, zone,
// loc, place, host, player pile vectors), using the engine's zone helpers.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// Legal actions of `s` whose action_label() contains `text`.
std::vector<Action> find_actions(const GameState& s, const std::string& text);
// Applies the one legal action whose label contains `text` (an exact label
// match wins among several); throws std::runtime_error listing the legal
// labels when none or several match.
void apply_label(GameState& s, const std::string& text);
// While a battle's response window is open and no legal action's label
// contains `text`, the player answering passes (R-TIME-12): scripts and tests
// name only the interrupts played, never the passes around them.
void pass_windows_until(GameState& s, const std::string& text);
std::vector<std::string> legal_labels(const GameState& s);

struct ScenarioBuilder {
  // An empty table: no missions, no cards, player 0's turn 1 in `phase`.
  // Each player gets `deck_cards` filler cards in their draw deck so that
  // ending a turn does not end the game (R-END-2).
  explicit ScenarioBuilder(uint64_t seed = 1, int deck_cards = 20, Phase phase = Phase::Orders,
                           std::shared_ptr<const CardDb> db = CardDb::bundled());

  // The state being built. Every call marks it changed (GameState::touch), so
  // direct edits of its public fields through this reference are safe.
  GameState& state();
  const GameState& state() const { return *s_; }
  // The game, taken out for good (the builder is done with once it is).
  std::unique_ptr<GameState> release() { return std::move(s_); }
  GameState* operator->() { return &state(); }

  // ---- the spaceline ----------------------------------------------------------
  // Appends a mission at the right end; returns its location index.
  int mission(const std::string& name, int owner = 0);
  // Puts a seed card at the bottom of the stack under `loc` (met after the
  // cards already there, D-SEED-3). Default owner: player 1 (the opponent).
  CardId seed_under(int loc, const std::string& name, int owner = 1);

  // ---- cards in play ----------------------------------------------------------
  CardId outpost(int loc, const std::string& name, int owner = 0);
  CardId ship(int loc, const std::string& name, int owner = 0);
  // An Escape Pod already launched, in space at `loc`, with no crew yet (D-INT-20): put personnel in it with aboard().
  CardId pod(int loc, const std::string& name, int owner = 0);
  // Personnel or equipment aboard a ship or facility, owned by its owner (`owner` < 0) or, for
  // Rogue Borg who boarded an opponent's ship (D-BORG-2), by `owner`; throws std::invalid_argument
  // for anyone else aboard another player's ship.
  CardId aboard(CardId host, const std::string& name, int owner = -1);
  // Control of the opponent's `ship` and everything aboard, already taken by `player` through the
  // event `by`, exactly as the event leaves it (control.cpp): an event that takes control until
  // the end of the turn (Neural Servo Device, D-EVT-24) is in `player`'s discard pile, played this
  // turn; one that commandeers (Lore Returns, D-BORG-8) lies on the ship, and `player`'s Rogue Borg
  // must be aboard. Throws std::invalid_argument when the event cannot have done it.
  CardId control(CardId ship, int player, const std::string& by);
  CardId on_planet(int loc, const std::string& name, int owner = 0);

  // ---- player piles ---------------------------------------------------------
  CardId hand(const std::string& name, int owner = 0);
  // Put on top of the draw deck (drawn next).
  CardId deck_top(const std::string& name, int owner = 0);
  CardId discard(const std::string& name, int owner = 0);
  CardId seed_pile(const std::string& name, int owner = 0);
  // In the player's bonus area (points are not added: set them with score()).
  CardId bonus(const std::string& name, int owner = 0);
  CardId out_of_play(const std::string& name, int owner = 0);
  // A card at the bottom of the owner's side deck of kind `k` (R-DECK-7: refused where that side
  // deck may not hold it, with the reason); side_deck_door opens, closes or deactivates its doorway.
  CardId side_deck(const std::string& name, int owner, SideDeckKind k);
  void side_deck_door(int owner, SideDeckKind k, DoorState door);
  // A doorway of the owner's on the table, as if seeded (R-DOOR-2); refused for a card that is not
  // a doorway the engine seeds, or a second copy (D-DOOR-1).
  CardId doorway(const std::string& name, int owner, DoorState door);

  // ---- events and lasting dilemmas in play ------------------------------------
  // An event in play exactly where GameState::play_event leaves it, without
  // resolving or logging anything: on the table (on = Table, target 0),
  // beside player `target`'s draw deck (Player), on the mission at location
  // `target` (Mission) or aboard the ship `target` (Ship). A countdown
  // (Anti-Time Anomaly, Warp Core Breach) starts at its full_turns unless
  // `turns_left` >= 0; `fresh` marks it played this turn (R-DUR-1: the turn
  // in progress is not a full turn). Throws std::invalid_argument when the
  // card is not an event that stays in play or the target is of the wrong kind.
  CardId event(const std::string& name, int owner, EventTarget on, int target, int turns_left = -1, bool fresh = false);
  // A dilemma with lasting effects on a ship (attach_to_ship), as
  // GameState::attach_dilemma leaves it, without its effect or a log entry;
  // owner -1 = the ship owner's opponent. `counter` < 0 = the card's own
  // countdown (destroy_after_full_turns); else the counter itself (turns left,
  // or RANGE already lost for a range_loss_per_turn dilemma).
  CardId dilemma_on_ship(CardId ship, const std::string& name, int owner = -1, int counter = -1, bool fresh = false);
  // Fixes the far end of Cytherians put on ships, once every location is there.
  void settle_journeys();
  // Replaces a player's draw deck by `n` filler cards (0 = empty deck).
  void set_deck_size(int owner, int n);

  // ---- flags, scores, turn --------------------------------------------------
  ScenarioBuilder& stop(CardId c);
  ScenarioBuilder& damage(CardId c);
  // A ship cloaked on an earlier turn: this turn it may still decloak (R-CLOAK-1).
  ScenarioBuilder& cloak(CardId c);
  ScenarioBuilder& misseed(CardId c);
  // A hologram "killed" away from a holodeck (R-HEA-5).
  ScenarioBuilder& deactivate(CardId c);
  // States of personnel (states.cpp): stasis for `full_turns` of the owner's
  // full turns (0 = until a card ends it, R-STATE-2); disabled with no card
  // holding it so (R-STATE-3); under house arrest (R-AFF-7).
  ScenarioBuilder& stasis(CardId c, int full_turns = 0);
  ScenarioBuilder& disable(CardId c);
  ScenarioBuilder& house_arrest(CardId c);
  // The affiliation a multi-affiliation personnel is using (R-AFF-3); throws
  // std::invalid_argument when the card has no such icon.
  ScenarioBuilder& affiliation(CardId c, Affiliation a);
  // A personnel on a planet that beamed down from `host` (a ship or outpost of its owner there): where an
  // infected Away Team beams back to (Alien Parasites, R-GRP-2, D-DIL-12). Throws std::invalid_argument otherwise.
  ScenarioBuilder& beamed_from(CardId c, CardId host);
  // The opponent's personnel `name`, held in `captor`'s captive area (R-STATE-4).
  CardId captive(const std::string& name, int captor);
  // A seed card already encountered (R-SEED-10): it has been seen.
  ScenarioBuilder& reveal(CardId c);
  // Shuffles a player's draw deck with the game's own RNG (docs/architecture.md).
  ScenarioBuilder& shuffle_deck(int owner);
  ScenarioBuilder& score(int player, int points);
  // Whose turn it is and which part of it (PlayCard or Orders).
  ScenarioBuilder& turn(int player, Phase phase = Phase::Orders, int number = 1);
  // A seeding step in progress (CRD III.1): `player` to move, `first` the player
  // who opens each step and takes the first turn (D-START-2), `passes` 1 when
  // the other player has just passed (R-SEED-3). As after any seeding action, a
  // player with nothing to seed passes at once (logged) and two passes in a row
  // end the step, so the state is one the engine itself could reach.
  ScenarioBuilder& seeding(Phase step, int player, int first, int passes = 0);
  // The mission at `loc` already solved by `player` (R-MSN-*); no points are
  // added (set them with score()).
  ScenarioBuilder& solved(int loc, int player);

  // ---- queries --------------------------------------------------------------
  // The instance with this card name; owner -1 = either. The owner is the real
  // one, whoever controls the card now (R-CARDRULE-3). Throws if none; if
  // several, the first (lowest id) one.
  CardId id(const std::string& name, int owner = -1) const;
  std::vector<CardId> ids(const std::string& name, int owner = -1) const;
  std::vector<std::string> labels() const;
  // Legal actions whose action_label() contains `text`.
  std::vector<Action> find_all(const std::string& text) const;
  std::optional<Action> find(const std::string& text) const;
  bool can(const std::string& text) const { return !find_all(text).empty(); }
  // Applies the one legal action whose label contains `text` (an exact label
  // match wins among several). Throws std::runtime_error naming the legal
  // labels when none or several match.
  void act(const std::string& text);
  // Both players pass the open response window of a battle (R-TIME-12).
  void pass_window();
  // Ends the current turn: skips the card play if it is still due, then ends
  // the turn (the player draws; the opponent's turn begins).
  void pass_turn();
  // Log queries: whether an entry cites rule `rule_id` (e.g. "R-DIL-2"), and/or has event `ev`.
  bool logged(const std::string& rule_id) const;
  bool logged(Ev ev) const;
  bool logged(const std::string& rule_id, Ev ev) const;
  int count_logged(Ev ev) const;
  // The rendered log, one line per entry (for failure messages).
  std::string log_text() const;
  // Name of a seed-stack card list, e.g. "Chalnoth, Archer".
  std::string names(const std::vector<CardId>& ids) const;

 private:
  std::unique_ptr<GameState> s_;
  CardId add(const std::string& name, int owner);
  const CardDef& lookup(const std::string& name) const;
  void add_filler(int owner);
};

}  // namespace spaceline::stccg1e
