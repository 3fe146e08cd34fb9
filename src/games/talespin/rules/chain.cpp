// The Passenger chain: at most four (S1-7); the roll resolves the Player, then
// each Passenger in chain order once (S1-8, S1-11, D-TS-15); a Passenger
// marked for discard goes when the chain reaches it (S1-10, D-TS-14).
#include <algorithm>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

int chain_index(const Seat& seat, Card c) {
  for (size_t i = 0; i < seat.chain.size(); ++i)
    if (seat.chain[i].card == c) return static_cast<int>(i);
  return -1;
}

void play_passenger(TsState& s, int p, Card c) {
  auto& seat = s.seats[p];
  take_from(seat.hand, c);
  seat.chain.push_back(Passenger{c, false, false});
  reveal(s, c);
  ++s.stats.passengers_played;
  s.logv(Rule::S1_4, LogKind::PlayPassenger, p, -1, c, static_cast<int>(seat.chain.size()));
  if (static_cast<int>(seat.chain.size()) > kMaxPassengers) {
    // S1-7: a fifth Passenger forces the discard of one of the other four; the new one stays.
    s.pending = Pending::ChainDiscard;
    s.decider = static_cast<int8_t>(p);
  }
}

void chain_full_discard(TsState& s, int p, Card c) {
  auto& seat = s.seats[p];
  const int i = chain_index(seat, c);
  seat.chain.erase(seat.chain.begin() + i);
  to_discard(s, c);
  ++s.stats.passengers_discarded;
  s.logv(Rule::S1_7, LogKind::ChainFullDiscard, p, -1, c);
  s.pending = Pending::None;
}

void discard_passenger(TsState& s, int p, Card c, Rule why) {
  auto& seat = s.seats[p];
  const int i = chain_index(seat, c);
  if (i < 0) return;
  seat.chain.erase(seat.chain.begin() + i);
  to_discard(s, c);
  ++s.stats.passengers_discarded;
  s.logv(why, LogKind::PassengerDiscarded, p, -1, c);
}

void begin_roll(TsState& s) {
  // S1-8: one six-sided die, once, from the state's seeded RNG.
  s.die = static_cast<int8_t>(s.rng.below(6) + 1);
  ++s.stats.die_rolls;
  s.player_resolved = false;
  for (auto& ps : s.seats[s.active].chain) ps.resolved = false;
  s.logv(Rule::S1_8, LogKind::Roll, s.active, -1, kNone, s.die);
}

bool continue_roll(TsState& s) {
  const int p = s.active;
  auto& seat = s.seats[p];
  if (!s.player_resolved) {
    // S1-8: the Player character first.
    s.player_resolved = true;
    const Card pc = seat.player;
    if (s.def(pc).roll[s.die - 1].empty()) {
      s.logv(Rule::S1_8, LogKind::NoEffect, p, -1, pc, s.die);
      return false;
    }
    s.logv(Rule::S1_8, LogKind::ResolveEntry, p, -1, pc, s.die);
    s.res = Resolving{Resolving::PlayerRoll, pc, 0, static_cast<int8_t>(p), kNone, 0};
    return false;
  }
  // D-TS-15: the next to resolve is the first Passenger, in the chain's order
  // now, that has not resolved in this roll (S1-11: reorders count at once).
  for (size_t i = 0; i < seat.chain.size(); ++i) {
    Passenger& ps = seat.chain[i];
    if (ps.resolved) continue;
    if (ps.marked) {
      // S1-10 / D-TS-14: discarded as the chain comes to it, without resolving.
      discard_passenger(s, p, ps.card, Rule::S1_10);
      return false;
    }
    ps.resolved = true;
    const Card c = ps.card;
    if (s.def(c).roll[s.die - 1].empty()) {
      s.logv(Rule::S1_8, LogKind::NoEffect, p, -1, c, s.die);
      return false;
    }
    s.logv(Rule::S1_8, LogKind::ResolveEntry, p, -1, c, s.die);
    s.res = Resolving{Resolving::PassengerRoll, c, 0, static_cast<int8_t>(p), kNone, 0};
    return false;
  }
  return true;
}

}  // namespace spaceline::talespin::rules
