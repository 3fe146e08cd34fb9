// The one interpreter of the card effect vocabulary (cards/cards.h OpKind):
// roll entries of Players and Passengers (S1-8) and Actions played on your
// turn (D-TS-20) all run here, one op at a time; an op that needs a decision
// (a move's direction, then the cargo play) stops and resumes after it.
#include <algorithm>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

const std::vector<Op>& res_ops(const TsState& s) {
  const CardDef& d = s.def(s.res.card);
  if (s.res.source == Resolving::ActionCard) return d.effect;
  return d.roll[s.die - 1];
}

namespace {

Rule source_rule(const TsState& s) {
  return s.res.source == Resolving::ActionCard ? Rule::D_TS_20 : Rule::S1_8;
}

// S1-10 / D-TS-14: a Passenger marked for discard goes when the chain reaches it.
void mark(TsState& s, int p, int i, Rule why) {
  Passenger& ps = s.seats[p].chain[i];
  if (ps.marked) return;
  ps.marked = true;
  // D-TS-14: one that already resolved in this roll stays marked until the chain next reaches it.
  const bool carried = ps.resolved && s.step == Step::Roll;
  s.logv(carried ? Rule::D_TS_14 : why, carried ? LogKind::MarkCarried : LogKind::PassengerMarked, p, -1, ps.card);
}

// D-TS-25: the opponent holding the most cards; ties go to the first after p in turn order.
int fullest_opponent(const TsState& s, int p) {
  const int n = s.num_players();
  int best = -1;
  for (int k = 1; k < n; ++k) {
    const int q = (p + k) % n;
    if (s.seats[q].hand.empty()) continue;
    if (best < 0 || s.seats[q].hand.size() > s.seats[best].hand.size()) best = q;
  }
  return best;
}

}  // namespace

bool run_ops(TsState& s) {
  Resolving& r = s.res;
  const int p = r.player;
  const auto& ops = res_ops(s);
  while (r.op < ops.size()) {
    const Op o = ops[r.op++];
    auto& seat = s.seats[p];
    const int self = r.source == Resolving::PassengerRoll ? chain_index(seat, r.card) : -1;
    switch (o.kind) {
      case OpKind::Move: {
        // S1-8: move X Locations in either direction, then play cargo; S1-9: X >= 1.
        const int x = effective_move(s, p, o.n);
        if (o.n + s.mods(p).move < 1) s.logv(Rule::S1_9, LogKind::MoveFloored, p, -1, kNone, o.n + s.mods(p).move);
        r.move_x = static_cast<int8_t>(x);
        s.pending = Pending::Direction;
        s.decider = static_cast<int8_t>(p);
        return false;
      }
      case OpKind::Draw: draw_cards(s, p, o.n, source_rule(s)); break;
      case OpKind::OthersDraw:
        for (int k = 1; k < s.num_players(); ++k) draw_cards(s, (p + k) % s.num_players(), o.n, source_rule(s));
        break;
      case OpKind::DiscardSelf:
        // S1-10: the chain is at this Passenger, so it goes now; the rest of its entry is lost with it.
        discard_passenger(s, p, r.card, Rule::S1_10);
        r = Resolving{};
        return true;
      case OpKind::MarkNext: {
        const int i = self + 1;  // the Player's "next" is the first Passenger
        if (i < static_cast<int>(seat.chain.size())) mark(s, p, i, Rule::S1_10);
        else s.logv(Rule::S1_10, LogKind::NoEffect, p, -1, r.card, s.die);
        break;
      }
      case OpKind::MarkLast: {
        const int i = static_cast<int>(seat.chain.size()) - 1;
        if (i >= 0 && i != self) mark(s, p, i, Rule::S1_10);  // a Passenger never marks itself (D-TS-14)
        else s.logv(Rule::S1_10, LogKind::NoEffect, p, -1, r.card, s.die);
        break;
      }
      case OpKind::ToLast:
      case OpKind::ToFirst: {
        if (self < 0) break;
        // S1-11: the move happens at once; this Passenger has resolved and will not again this roll.
        Passenger ps = seat.chain[self];
        seat.chain.erase(seat.chain.begin() + self);
        if (o.kind == OpKind::ToLast) seat.chain.push_back(ps);
        else seat.chain.insert(seat.chain.begin(), ps);
        s.logv(Rule::S1_11, o.kind == OpKind::ToLast ? LogKind::ToLast : LogKind::ToFirst, p, -1, r.card);
        break;
      }
      case OpKind::LoseDelivered:
        // D-TS-26: the most recently delivered goes first, to its owner's discard pile.
        for (int k = 0; k < o.n && !seat.delivered.empty(); ++k) {
          const Card c = seat.delivered.back();
          seat.delivered.pop_back();
          to_discard(s, c);
          ++s.stats.cargo_lost;
          s.logv(Rule::D_TS_26, LogKind::LoseDelivered, p, -1, c, static_cast<int>(seat.delivered.size()));
        }
        break;
      case OpKind::Steal: {
        const int q = fullest_opponent(s, p);
        if (q < 0) {
          s.logv(Rule::D_TS_25, LogKind::StealNone, p);
          break;
        }
        if (static_cast<int>(seat.hand.size()) >= kHandCap) {
          s.logv(Rule::S1_3, LogKind::DrawCapped, p, -1, kNone, 1);
          break;
        }
        auto& vh = s.seats[q].hand;
        const uint32_t i = s.rng.below(static_cast<uint32_t>(vh.size()));
        const Card c = vh[i];
        vh.erase(vh.begin() + i);
        seat.hand.push_back(c);
        s.logv(Rule::D_TS_25, LogKind::Steal, p, q, c, 0, static_cast<uint8_t>((1u << p) | (1u << q)));
        break;
      }
      case OpKind::Maneuver: break;  // only in a dogfight: dogfight.cpp applies it
      case OpKind::DiscardPassenger: {
        const Card c = r.target;
        const int q = s.owner(c);
        for (int t = 0; t < s.num_players(); ++t)
          if (chain_index(s.seats[t], c) >= 0) discard_passenger(s, t, c, Rule::D_TS_20);
        (void)q;
        break;
      }
      case OpKind::Jettison: {
        const Card c = r.target;
        for (int t = 0; t < s.num_players(); ++t)
          if (take_from(s.seats[t].artifacts, c)) {
            to_discard(s, c);
            s.logv(Rule::D_TS_8, LogKind::Jettison, p, t, c);
          }
        break;
      }
      case OpKind::Promote: {
        const int i = chain_index(seat, r.target);
        if (i > 0) {
          Passenger ps = seat.chain[i];
          seat.chain.erase(seat.chain.begin() + i);
          seat.chain.insert(seat.chain.begin(), ps);
          s.logv(Rule::S1_11, LogKind::Promote, p, -1, ps.card);
        }
        break;
      }
      case OpKind::Inspect: {
        const int q = r.target;
        auto& packed = s.seats[q].packed;
        if (packed.empty()) {
          s.logv(Rule::D_TS_20, LogKind::InspectNone, p, q);
          break;
        }
        const uint32_t i = s.rng.below(static_cast<uint32_t>(packed.size()));
        const Card c = packed[i];
        packed.erase(packed.begin() + i);
        to_discard(s, c);
        ++s.stats.cargo_lost;
        s.logv(Rule::D_TS_20, LogKind::Inspect, p, q, c);
        break;
      }
    }
  }
  r = Resolving{};
  return true;
}

}  // namespace spaceline::talespin::rules
