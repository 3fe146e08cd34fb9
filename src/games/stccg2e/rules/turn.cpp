// The turn (D-2E-5): start of turn, playing and drawing with seven counters (D-2E-6), executing
// orders (D-2E-9), the end of the turn (D-2E-18); scoring and victory (D-2E-19, R2-6), an
// exhausted deck (D-2E-21) and the turn limit (D-2E-22).
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

namespace {

void end_game(S2State& s, int winner, uint8_t reason) {
  s.over = true;
  s.winner = static_cast<int8_t>(winner);
  s.end_reason = reason;
  s.decider = -1;
  s.pending = Pending::None;
}

// Highest score wins; a tie is a draw.
int leader(const S2State& s) {
  if (s.seats[0].score == s.seats[1].score) return -1;
  return s.seats[0].score > s.seats[1].score ? 0 : 1;
}

void finish_turn(S2State& s) {
  for (Card c = 0; c < s.ncards(); ++c) {
    s.cards[c].stopped = false;  // D-2E-17
    s.cards[c].bonus = 0;        // R2-4: until the end of the turn
  }
  std::fill(s.range_used.begin(), s.range_used.end(), 0);
  if (s.seats[s.active].deck.empty()) {  // D-2E-21
    s.logv(Rule::D_2E_21, LogKind::DeckOut, s.active);
    const int w = leader(s);
    s.logv(Rule::D_2E_21, w < 0 ? LogKind::GameDrawn : LogKind::Won, w, kNone, w < 0 ? 0 : s.seats[w].score);
    return end_game(s, w, 2);
  }
  if (s.turn >= s.setup->turn_limit()) {  // D-2E-22
    const int w = leader(s);
    s.logv(Rule::D_2E_22, LogKind::TurnLimit, w, kNone, s.turn);
    return end_game(s, w, 3);
  }
  s.active = static_cast<int8_t>(1 - s.active);
  ++s.turn;
  start_turn(s);
}

}  // namespace

void start_turn(S2State& s) {
  s.phase = Phase::Play;
  s.pending = Pending::None;
  s.seats[s.active].counters = kCounters;
  s.decider = s.active;
  s.logv(Rule::D_2E_5, LogKind::TurnStart, s.active, kNone, s.turn);
  start_of_turn_triggers(s);
}

bool draw(S2State& s, int p, int n) {
  auto& seat = s.seats[p];
  for (int i = 0; i < n; ++i) {
    if (seat.deck.empty()) {
      s.logv(Rule::D_2E_21, LogKind::DeckEmpty, p);
      return false;
    }
    const Card c = seat.deck.back();
    seat.deck.pop_back();
    seat.hand.push_back(c);
    s.cards[c].zone = Zone::Hand;
    s.known[c] |= static_cast<uint8_t>(1u << p);
    s.logv(Rule::D_2E_6, LogKind::Draw, p, c, 0, static_cast<uint8_t>(1u << p));
    ++s.stats.draws;
  }
  return true;
}

void end_play(S2State& s) {
  s.phase = Phase::Orders;
  s.logv(Rule::D_2E_9, LogKind::EndPlay, s.active);
}

void end_orders(S2State& s) {
  s.phase = Phase::EndOfTurn;
  s.logv(Rule::D_2E_18, LogKind::EndOrders, s.active);
  advance(s);
}

void discard_down(S2State& s, Card c) {
  auto& hand = s.seats[s.active].hand;
  hand.erase(std::find(hand.begin(), hand.end(), c));
  s.seats[s.active].discard.push_back(c);
  s.cards[c].zone = Zone::Discard;
  s.reveal(c);
  s.logv(Rule::D_2E_18, LogKind::DiscardDown, s.active, c);
  s.pending = Pending::None;
  advance(s);
}

int completed_count(const S2State& s, int p, Where w) {
  int n = 0;
  for (const auto& slot : s.line) n += slot.completed_by == p && slot.where == w ? 1 : 0;
  // Cards that add a completed mission follow the type of the mission they sit on (R2-6).
  for (Card c : s.seats[p].core)
    if (s.cards[c].attached && s.line[s.cards[c].slot].where == w) ++n;
  return n;
}

void score(S2State& s, int p, int points) {
  s.seats[p].score += points;
  s.logv(Rule::D_2E_16, LogKind::Score, p, kNone, s.seats[p].score);
  check_victory(s);
}

void check_victory(S2State& s) {
  if (s.over) return;
  for (int p = 0; p < kPlayers; ++p)
    if (s.seats[p].score >= kWinningScore && completed_count(s, p, Where::Planet) > 0 &&
        completed_count(s, p, Where::Space) > 0) {
      s.logv(Rule::D_2E_19, LogKind::Won, p, kNone, s.seats[p].score);
      return end_game(s, p, 1);
    }
}

// At the end of the turn: discard down to the hand limit one card at a time, then the next turn.
void advance(S2State& s) {
  if (s.over || s.pending != Pending::None || s.attempt.active || s.res.active) return;
  s.decider = s.active;
  if (s.phase != Phase::EndOfTurn) return;
  if (static_cast<int>(s.seats[s.active].hand.size()) > kHandLimit) {
    s.pending = Pending::DiscardDown;
    return;
  }
  finish_turn(s);
}

}  // namespace spaceline::stccg2e::rules
