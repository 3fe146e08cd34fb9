#pragma once
// The rules of the game, shared by the state's dispatcher, the ops of card text and the agents.
// One file per mechanism: turn.cpp (the turn, drawing, end of turn, victory), play.cpp (playing
// cards), orders.cpp (moving and beaming), attempt.cpp (attempts, the dilemma stack, completing),
// resolve.cpp (running card text).
#include <string>
#include <vector>

#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e::rules {

// --- turn.cpp ---
void start_turn(S2State& s);                    // D-2E-5
bool draw(S2State& s, int p, int n);            // false when the deck ran out (D-2E-21)
void end_play(S2State& s);                      // to the orders segment (D-2E-9)
void end_orders(S2State& s);                    // to the end of the turn (D-2E-18)
void discard_down(S2State& s, Card c);          // one card, D-2E-18
void score(S2State& s, int p, int points);      // and check victory (D-2E-19)
int completed_count(const S2State& s, int p, Where w);  // R2-6
void check_victory(S2State& s);                 // D-2E-19
void advance(S2State& s);                       // after any step: end the turn when nothing is pending

// --- play.cpp ---
void playable_cards(const S2State& s, std::vector<Action>& out);
std::string why_not_play(const S2State& s, Card c);  // "" when it may be played now
void play_card(S2State& s, Card c, uint16_t target);
// Takes `c` from its owner's hand, face up, paying its cost in counters when `pay` (D-2E-6).
void take_from_hand(S2State& s, Card c, bool pay);
// The headquarters slots where `c` could be played (D-2E-7): real headquarters missions only.
std::vector<uint16_t> headquarters_for(const S2State& s, Card c);
// Every place `c` could be played: its headquarters slots, and, unless `strict`, each ship of its
// owner that a card in their core lets stand in for a headquarters (`kAboardShip | ship`). Text
// that asks for "a headquarters mission where that personnel could be played" is strict (R2-8).
std::vector<uint16_t> play_places(const S2State& s, Card c, bool strict);
// The ships a card in `p`'s core lets stand in for a headquarters for `c` (R2-8).
std::vector<Card> substitute_ships(const S2State& s, int p, Card c);
void place_at_headquarters(S2State& s, Card c, uint16_t slot);
// At a place play_places gave: a headquarters slot, or aboard a ship standing in for one.
void place_at(S2State& s, Card c, uint16_t place);
std::string place_name(const S2State& s, uint16_t place);

// --- sequence.cpp: the Playing a Card sequence after the card is placed (R2-9, D-2E-26..28) ---
// Step 8: `c` is played from hand, paying its cost, while `outer` (whose "when you play" text
// plays it) is still being played; `place` is where a personnel or ship goes. A card whose text is
// all responses goes to its player's core at once (false). Any other card takes over: the outer
// text waits in `S2State::outer` until `c`'s own sequence is done (true, D-2E-28).
bool play_nested(S2State& s, Card c, Card outer, uint16_t place);
// An event (or interrupt) is played: its opponent may respond first when their deck holds a card
// that prevents events (D-2E-27); then its text runs, unless a response prevented it.
void event_played(S2State& s, Card e, uint16_t target);
// Step 9: the personnel `c` is done being played; each response in its player's core that was not
// itself played during this sequence is offered, one at a time, and may be declined (D-2E-26).
void after_played(S2State& s, Card c);
// The choices of an open response window, and taking one (Act::Respond).
void window_actions(const S2State& s, std::vector<Action>& out);
void respond(S2State& s, Card k, bool use);
// A response's own text (an interrupt played in the window) has resolved.
void response_resolved(S2State& s);
// `c`'s Playing a Card sequence is over: a text it interrupted goes on, or the turn does.
void sequence_done(S2State& s, Card c);

// --- triggers.cpp: abilities that fire by themselves (D-2E-29) ---
// At the start of the active player's turn: a dilemma staying on a mission where they command
// personnel runs its start-of-turn text (Temporal Flux Energy Ribbon).
void start_of_turn_triggers(S2State& s);
// That text is done: the dilemma is overcome beneath its mission; the next trigger, if any, runs.
void turn_trigger_done(S2State& s, Card d);
// Removes a card in play from the game (D-2E-25); a personnel's "when removed" text then fires,
// once, on the personnel in play at that moment (R2-4).
void remove_from_game(S2State& s, Card c);

// --- orders.cpp ---
void order_actions(const S2State& s, std::vector<Action>& out);
bool staffed(const S2State& s, Card ship);                       // D-2E-13
int move_cost(const S2State& s, uint16_t from, uint16_t to);     // -1: unreachable (D-2E-10)
void move_ship(S2State& s, Card ship, uint16_t to);
std::string why_not_beam(const S2State& s, Card c, uint16_t dest);  // "" when legal (D-2E-11, R2-10)
void beam(S2State& s, Card c, uint16_t dest);
void beam_all(S2State& s, Card ship, bool down);
std::vector<Card> aboard(const S2State& s, Card ship);

// --- attempt.cpp ---
std::vector<Card> attempt_group(const S2State& s, int p, uint16_t slot, Card ship);  // D-2E-12
bool may_attempt(const S2State& s, int p, uint16_t slot, Card ship);
void start_attempt(S2State& s, int p, uint16_t slot, Card ship);
void stack_actions(const S2State& s, std::vector<Action>& out);
void choose_dilemma(S2State& s, Card d);
void stack_done(S2State& s);
void after_dilemma(S2State& s);     // the faced dilemma's text is done
void stop(S2State& s, Card c);      // D-2E-17
void kill(S2State& s, Card c);      // D-2E-25
// Out of play to the discard pile or the removed zone, and out of the attempt (D-2E-25).
void leave_play(S2State& s, Card c, Zone to);
GroupSkills group_skills(const S2State& s, const std::vector<Card>& group);
std::vector<Requirement> requirements_of(const S2State& s, uint16_t slot);  // printed + added (R2-5)
int attribute(const S2State& s, Card c, int which);

// --- resolve.cpp ---
void start_text(S2State& s, Card card, int player, uint16_t target, uint8_t from_op = 0);
void run_text(S2State& s);
// The text a nested card interrupted (S2State::outer) goes on after the op that played it (R2-9).
void resume_outer(S2State& s);
const Op* current_op(const S2State& s);
void op_choices(const S2State& s, std::vector<Action>& out);
void op_choose(S2State& s, uint16_t a, uint16_t b);

}  // namespace spaceline::stccg2e::rules
