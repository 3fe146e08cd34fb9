#pragma once
// The rules that change a TaleSpin state, one file per subject:
//   turn.cpp      S1-1 turn steps, S1-2 draw step, S1-12 discard step, S1-13 victory, D-TS-1/2/17/18
//   draw.cpp      S1-3 hand cap, D-TS-16 running out of deck, D-TS-27 discard piles
//   chain.cpp     S1-7 chain of four, S1-8 roll order, S1-10 discards, S1-11 reorders, D-TS-14/15
//   effects.cpp   the one interpreter of the card effect vocabulary (D-TS-20, 25, 26)
//   movement.cpp  the Location ring, S1-9, D-TS-3/4/5/23
//   cargo.cpp     packing and delivering cargo, D-TS-6/7
//   dogfight.cpp  S1-6, D-TS-9..13
//   play.cpp      the Play step's options, S1-4, S1-5, D-TS-8, D-TS-20
//   why_not.cpp   "why can't I?": the plausible plays that are not legal now, with the reasons above
//   refusal.cpp   the sentences of those reasons
//
// A check that decides whether something is legal says why it is not (a `*_refusal`: a Refusal,
// refusal.h, a code citing the rule; legal() when it is legal): the legal actions are offered
// exactly where it is legal, and why_not shows its text where it is not, so the two can never
// disagree. The checks run for every candidate of every decision and allocate nothing; the text
// is written only for why_not and explain.
#include <string>
#include <utility>
#include <vector>

#include "games/talespin/rules/refusal.h"
#include "games/talespin/state/state.h"

namespace spaceline::talespin::rules {

// turn.cpp: runs automatic steps until someone must decide or the game is over.
void advance(TsState& s);
void start_turn(TsState& s);

// draw.cpp
int draw_cards(TsState& s, int p, int n, Rule why, LogKind kind = LogKind::Draw);  // returns cards drawn
void to_discard(TsState& s, Card c);  // D-TS-27: to its owner's discard pile, face up
bool take_from(std::vector<Card>& zone, Card c);
void reveal(TsState& s, Card c);      // everyone knows the card now

// chain.cpp
void play_passenger(TsState& s, int p, Card c);
void chain_full_discard(TsState& s, int p, Card c);
void begin_roll(TsState& s);
bool continue_roll(TsState& s);       // false: a decision is pending; true: the roll step is over
int chain_index(const Seat& seat, Card c);
void discard_passenger(TsState& s, int p, Card c, Rule why);

// effects.cpp: runs s.res from s.res.op; false if a decision became pending.
bool run_ops(TsState& s);
const std::vector<Op>& res_ops(const TsState& s);

// movement.cpp
int effective_move(const TsState& s, int p, int x);  // S1-9 / D-TS-5: never below 1
void move_token(TsState& s, int p, int x, bool clockwise);
int ring_distance(const TsState& s, int from, int to);

// cargo.cpp
Refusal pack_refusal(const TsState& s, int p, Card c);     // c from p's hand, here, now (D-TS-6/7)
Refusal deliver_refusal(const TsState& s, int p, Card c);  // c packed in p's hold, here (D-TS-6)
void cargo_options(const TsState& s, int p, std::vector<Action>& out);  // without the pass
bool any_cargo_play(const TsState& s, int p);  // cargo_options would offer something (S1-8)
void apply_cargo(TsState& s, Action a);

// dogfight.cpp
// Why p may not start a dogfight on q now, with `pilot` from hand or its Player (kNone) (S1-6, D-TS-9).
Refusal dogfight_refusal(const TsState& s, int p, Card pilot, int q);
void start_dogfight(TsState& s, int p, Card pilot, int target);
void legal_defend(const TsState& s, std::vector<Action>& out);
void legal_maneuver(const TsState& s, std::vector<Action>& out);
void apply_defend(TsState& s, Action a);
void apply_maneuver(TsState& s, Action a);

// play.cpp
// Why p may not play `c` from hand now (S1-4..6, D-TS-6/8/11/20); legal: legal_play offers it, with
// every target it has.
Refusal play_refusal(const TsState& s, int p, Card c);
void legal_play(const TsState& s, std::vector<Action>& out);
void apply_play(TsState& s, Action a);

// why_not.cpp: for `seat` while it must decide, the plays it might try that are not legal now, as
// {label, reason}: each card in its hand (and, at a cargo play, in its hold) with no legal action,
// and each opponent out of its dogfight reach. Only what `seat` may know is named.
std::vector<std::pair<std::string, std::string>> why_not(const TsState& s, int seat);

}  // namespace spaceline::talespin::rules
