#pragma once
// The rules of Space Quest, one file per mechanism (docs/spacequest/rules.md): zones.cpp (moving
// cards, drawing), mana.cpp (paying costs), ships.cpp (crew, power and toughness, staffing),
// stack.cpp (casting, abilities, resolving), combat.cpp, turn.cpp (steps, priority, state-based
// effects), legal.cpp (the legal actions and applying one).
#include <string>
#include <utility>
#include <vector>

#include "games/spacequest/state/state.h"

namespace spaceline::spacequest::rules {

// --- the flow of the game (turn.cpp) ---
void start_game(SqState& s);  // opening hands and the first mulligan decision (D-SQ-3)
// Runs state-based effects, puts waiting triggers on the stack and passes for players who have
// nothing else to do (D-SQ-20), until someone must decide or the game is over.
void settle(SqState& s);
void begin_turn(SqState& s);  // untap, then the upkeep (D-SQ-4)
void finish_cleanup(SqState& s);  // damage and "until end of turn" end; the next turn begins (D-SQ-16)
void pass_priority(SqState& s);
void begin_step(SqState& s, Step step);
bool state_based(SqState& s);  // D-SQ-15 and the crew checks of SQ-6/SQ-12; true if anything happened
void end_game(SqState& s, int winner, uint8_t reason, Rule why, const std::string& text);

// --- legal actions and applying one (legal.cpp) ---
void legal_actions(const SqState& s, std::vector<Action>& out);
void apply(SqState& s, Action a);  // throws std::invalid_argument if not legal

// --- zones (zones.cpp) ---
void draw(SqState& s, int p, int n);
void enter_play(SqState& s, Card c);  // onto its controller's battlefield, summoning sick (D-SQ-11)
// Takes a card off the battlefield to `to` (its owner's hand or graveyard); a Ship's crew returns
// to the battlefield (SQ-14), a crew creature stops being crew.
void leave_play(SqState& s, Card c, Zone to, Rule why, const std::string& how);
void to_graveyard_from_stack(SqState& s, Card c);
void reveal(SqState& s, Card c);  // every seat has now seen it

// --- mana (mana.cpp) ---
bool can_pay(const SqState& s, int p, const ManaCost& cost);
void pay(SqState& s, int p, const ManaCost& cost);  // from the pool, then by tapping lands (D-SQ-7)
void empty_pools(SqState& s);                        // with mana burn (D-SQ-6)

// --- Ships (ships.cpp) ---
bool is_ship(const SqState& s, Card c);
bool is_creature_in_play(const SqState& s, Card c);
bool is_crew(const SqState& s, Card c);
int crew_total(const SqState& s, Card ship);  // untapped crew (SQ-4)
int crew_count(const SqState& s, Card ship);  // every creature under it (D-SQ-22)
std::vector<Card> crew_of(const SqState& s, Card ship);
int power(const SqState& s, Card c);
int toughness(const SqState& s, Card c);
// The power/toughness a creature has and where it comes from, for the table ("3/3 = min crew 2 ...").
std::string pt_explained(const SqState& s, Card c);
bool may_declare_staffing(const SqState& s, int p);  // SQ-7, SQ-9, D-SQ-27, D-SQ-31
bool may_crew(const SqState& s, Card c, Card ship);  // SQ-8, SQ-11, SQ-12, SQ-6
void put_under(SqState& s, Card c, Card ship, Rule why);
void take_out(SqState& s, Card c, Rule why, const std::string& how);
bool crew_checks(SqState& s);  // SQ-12 returns, SQ-6 overflow (may set Pending::OverMax)

// --- the stack (stack.cpp) ---
std::vector<uint16_t> targets_for(const SqState& s, Target t, int controller, Card source);
bool target_legal(const SqState& s, Target t, int controller, uint16_t target, Card source);
bool may_cast(const SqState& s, int p, Card c);      // timing and cost, targets aside
bool may_activate(const SqState& s, int p, Card c);  // cost, targets aside
// Why not, in words with the rule (nullptr: allowed); may_cast and may_activate are these.
const char* cast_refusal(const SqState& s, int p, Card c);
const char* activate_refusal(const SqState& s, int p, Card c);
void cast(SqState& s, int p, Card c, uint16_t target);
void activate(SqState& s, int p, Card c, uint16_t target);
void resolve_top(SqState& s);
Target target_kind(const SqState& s, const StackItem& it);

// --- combat (combat.cpp) ---
bool may_attack(const SqState& s, Card c);
const char* attack_refusal(const SqState& s, Card c);  // nullptr: may attack
bool may_block(const SqState& s, Card blocker, Card attacker);
// Deals the step's combat damage; false (nothing dealt yet) when an attacker's controller must
// first divide its damage (Pending::AssignDamage, D-SQ-14).
bool combat_damage(SqState& s, bool first_strike);
std::vector<Card> blockers_of(const SqState& s, Card attacker);  // in the order they blocked
int lethal_left(const SqState& s, Card blocker);                 // damage it may still take and live
std::vector<uint16_t> damage_targets(const SqState& s);          // where the next point may go (D-SQ-14)
void assign_damage(SqState& s, uint16_t to);                      // one point; deals all when done
bool any_first_strike(const SqState& s);
void end_combat(SqState& s);
int stardrive_power(const SqState& s, Card c);      // SQ-16
int stardrive_toughness(const SqState& s, Card c, int before);  // SQ-17

// --- damage and other effects the operations share (zones.cpp) ---
void deal_damage(SqState& s, uint16_t target, int n, Card source);
void destroy(SqState& s, Card c, bool bury, Card source);

// --- "why can't I?" (why_not.cpp) ---
// For `seat` when it must decide: the plays it might try that are not legal now, each
// (label, reason). Only its own hand and what is on the table are named.
std::vector<std::pair<std::string, std::string>> why_not(const SqState& s, int seat);

}  // namespace spaceline::spacequest::rules
