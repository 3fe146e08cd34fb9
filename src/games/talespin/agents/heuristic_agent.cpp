#include "games/talespin/agents/heuristic_agent.h"

#include <algorithm>
#include <stdexcept>

#include "games/talespin/rules/rules.h"
#include "games/talespin/state/state.h"

namespace spaceline::talespin {

namespace {

bool fits(Region want, Region here) { return want == Region::Any || want == here; }

// How much a Passenger helps its owner (positive) or hurts (negative).
double passenger_value(const CardDef& d) {
  double v = 0;
  for (const auto& face : d.roll)
    for (const Op& o : face) switch (o.kind) {
        case OpKind::Move: v += 1.5; break;
        case OpKind::Draw: v += 0.8 * o.n; break;
        case OpKind::Steal: v += 1; break;
        case OpKind::LoseDelivered: v -= 2.5; break;
        case OpKind::DiscardSelf: v -= 0.5; break;
        case OpKind::MarkNext: case OpKind::MarkLast: v -= 0.7; break;
        case OpKind::OthersDraw: v -= 0.3; break;
        default: break;
      }
  v += 1.2 * d.mods.pilot + 1.5 * d.mods.hold + 0.5 * d.mods.range + 1.5 * d.mods.move;
  return v;
}

double mods_value(const Mods& m) { return 1.0 * m.pilot + 1.5 * m.hold + 0.5 * m.range + 2.0 * m.move; }

// The opponent closest to winning.
int leader(const TsState& s, int me) {
  int best = -1;
  for (int q = 0; q < s.num_players(); ++q) {
    if (q == me) continue;
    auto score = [&](int x) { return s.seats[x].delivered.size() * 10 + s.seats[x].packed.size() * 3 + s.seats[x].hand.size(); };
    if (best < 0 || score(q) > score(best)) best = q;
  }
  return best;
}

// How good a Location is for p to stop at: deliveries, then packing.
double spot_value(const TsState& s, int p, int pos) {
  const auto& seat = s.seats[p];
  const CardDef& loc = s.location(pos);
  double v = 0;
  for (Card c : seat.packed)
    if (fits(s.def(c).receives_in, loc.region)) v = std::max(v, 10.0);
  if (s.hold_used(p) < s.hold_capacity(p))
    for (Card c : seat.hand)
      if (s.def(c).type == CardType::Cargo && fits(s.def(c).ships_from, loc.region)) v = std::max(v, 5.0);
  for (const Op& o : loc.effect)
    if (o.kind == OpKind::Draw) v += 0.5;
  // Closeness to where packed cargo is received (for the next move).
  const int n = static_cast<int>(s.ring.size());
  for (Card c : seat.packed)
    for (int d = 1; d <= 3; ++d)
      for (int dir : {-1, 1})
        if (fits(s.def(c).receives_in, s.location(((pos + dir * d) % n + n) % n).region)) v += 0.2 / d;
  return v;
}

double card_keep_value(const TsState& s, int p, Card c) {
  const CardDef& d = s.def(c);
  switch (d.type) {
    case CardType::Cargo: return 6;
    case CardType::Pilot: return 1 + d.pilot * 0.6;
    case CardType::Passenger: return 2 + passenger_value(d) * 0.5;
    case CardType::Action: return d.dogfight_only ? 2.5 : 3.5;
    case CardType::Artifact: return 2 + std::abs(mods_value(d.mods)) * 0.3;
    default: return 1;
  }
}

// Our guess of the defender's PILOT: their Player, or their best known Pilot
// (a card in hand is unknown: a small margin for it).
double defense_guess(const TsState& s, int q) {
  return s.pilot_of(q, kNone) + (s.seats[q].hand.size() >= 3 ? 1.5 : 0.5);
}

double play_score(const TsState& s, Action a, int me) {
  const Card c = act_a(a);
  const uint16_t t = act_b(a);
  const auto& seat = s.seats[me];
  switch (act_kind(a)) {
    case Act::EndPlay: return 0;
    case Act::PlayPassenger: {
      const double v = passenger_value(s.def(c));
      if (v <= 0) return -1;
      if (static_cast<int>(seat.chain.size()) >= kMaxPassengers) {
        double worst = 1e9;
        for (const auto& ps : seat.chain) worst = std::min(worst, passenger_value(s.def(ps.card)));
        return v > worst + 1 ? 1 : -1;
      }
      return 3 + v;
    }
    case Act::PlayPilot:
    case Act::DogfightPlayer: {
      const int mine = s.pilot_of(me, act_kind(a) == Act::PlayPilot ? c : kNone);
      int maneuvers = 0;
      for (Card h : seat.hand)
        if (s.def(h).type == CardType::Action && s.def(h).dogfight_only)
          for (const Op& o : s.def(h).effect)
            if (o.kind == OpKind::Maneuver) maneuvers += o.n;
      const double margin = mine + maneuvers * 0.7 - defense_guess(s, t);
      if (margin < 0.5) return -1;
      double v = 2 + margin + 3.0 * std::min<size_t>(s.seats[t].packed.size(), 1) + (kHandCap - seat.hand.size()) * 0.1;
      if (s.hold_used(me) >= s.hold_capacity(me)) v -= 2;
      if (act_kind(a) == Act::PlayPilot) v -= 0.5;  // keep Pilot cards for defence when the Player will do
      return v;
    }
    case Act::PlayAction: {
      const CardDef& d = s.def(c);
      double v = 0;
      for (const Op& o : d.effect) switch (o.kind) {
          case OpKind::Move: {
            const int n = static_cast<int>(s.ring.size());
            const int x = rules::effective_move(s, me, o.n);
            const double best = std::max(spot_value(s, me, (seat.pos + x) % n), spot_value(s, me, ((seat.pos - x) % n + n) % n));
            v += best >= 5 ? best * 0.6 : -1;
            break;
          }
          case OpKind::Draw: v += seat.hand.size() <= 7 ? 2.0 * o.n : -0.5; break;
          case OpKind::OthersDraw: v -= 0.7 * o.n * (s.num_players() - 1); break;
          case OpKind::Steal: v += seat.hand.size() < kHandCap ? 2.5 : -1; break;
          case OpKind::DiscardPassenger: {
            const int owner = s.owner(t);
            const double pv = passenger_value(s.def(t));
            v += owner == me ? (pv < 0 ? 2 - pv : -3) : (pv > 0 ? 1 + pv * 0.5 + (owner == leader(s, me) ? 1 : 0) : -2);
            break;
          }
          case OpKind::Jettison: {
            int holder = -1;
            for (int q = 0; q < s.num_players(); ++q)
              if (std::find(s.seats[q].artifacts.begin(), s.seats[q].artifacts.end(), t) != s.seats[q].artifacts.end()) holder = q;
            const double mv = mods_value(s.def(t).mods);
            v += holder == me ? (mv < 0 ? 4 - mv : (s.hold_used(me) >= s.hold_capacity(me) ? 1 : -2)) : (mv > 0 ? 1 + mv : -2);
            break;
          }
          case OpKind::Promote: v += passenger_value(s.def(t)) > 1 ? 0.3 : -1; break;
          case OpKind::Inspect: v += 3 + s.seats[t].delivered.size() * 0.5; break;
          default: break;
        }
      return v;
    }
    case Act::PlayArtifact: {
      const double mv = mods_value(s.def(c).mods);
      if (t == me) {
        if (mv <= 0) return -5;
        const int room = s.hold_capacity(me) - s.hold_used(me);
        if (s.def(c).mods.hold > 0) return 4 + mv;
        return room >= 2 ? 1 + mv : -1;
      }
      if (mv >= 0) return -5;
      return 1.5 - mv + (t == leader(s, me) ? 1.5 : 0);
    }
    default: return 0;
  }
}

}  // namespace

spaceline::Action HeuristicAgent::choose(const spaceline::State& st) {
  const auto* sp = dynamic_cast<const TsState*>(&st);
  if (!sp) throw std::invalid_argument("heuristic agent: not a TaleSpin state");
  const TsState& s = *sp;
  buf_.clear();
  s.legal_actions(buf_);
  if (buf_.empty()) throw std::logic_error("heuristic agent: no legal actions");
  const int me = s.decider;
  auto best_of = [&](auto score) {
    double bv = -1e18;
    Action best = buf_[0];
    int ties = 0;
    for (Action a : buf_) {
      const double v = score(a);
      if (v > bv + 1e-9) bv = v, best = a, ties = 1;
      else if (v > bv - 1e-9 && rng_.below(static_cast<uint32_t>(++ties)) == 0) best = a;
    }
    return best;
  };
  switch (s.pending) {
    case Pending::Play: return best_of([&](Action a) { return play_score(s, a, me); });
    case Pending::Direction: {
      const int n = static_cast<int>(s.ring.size());
      return best_of([&](Action a) {
        const int x = s.res.move_x;
        const int to = ((s.seats[me].pos + (act_a(a) == 0 ? x : -x)) % n + n) % n;
        return spot_value(s, me, to);
      });
    }
    case Pending::Cargo:
      return best_of([&](Action a) {
        switch (act_kind(a)) {
          case Act::Deliver: return 10.0;
          case Act::Pack: return 5.0;
          default: return 0.0;
        }
      });
    case Pending::Defend:
      return best_of([&](Action a) {
        const double v = s.pilot_of(me, act_kind(a) == Act::DefendPilot ? act_a(a) : kNone);
        return act_kind(a) == Act::DefendPilot ? v - 0.5 : v;  // a tie keeps the card
      });
    case Pending::Maneuver: {
      const Dogfight& f = s.fight;
      const bool att = me == f.attacker;
      const int mine = s.pilot_of(me, att ? f.att_pilot : f.def_pilot) + (att ? f.att_bonus : f.def_bonus);
      const int theirs = s.pilot_of(att ? f.defender : f.attacker, att ? f.def_pilot : f.att_pilot) +
                         (att ? f.def_bonus : f.att_bonus);
      const bool winning = att ? mine > theirs : mine >= theirs;
      return best_of([&](Action a) {
        if (act_kind(a) == Act::ManeuverPass) return winning ? 1.0 : 0.0;
        int plus = 0;
        for (const Op& o : s.def(act_a(a)).effect)
          if (o.kind == OpKind::Maneuver) plus += o.n;
        if (winning) return -1.0;
        const bool wins_now = att ? mine + plus > theirs : mine + plus >= theirs;
        return wins_now ? 5.0 - plus * 0.1 : 0.5 + plus * 0.1;
      });
    }
    case Pending::ChainDiscard:
      return best_of([&](Action a) { return -passenger_value(s.def(act_a(a))); });
    case Pending::DiscardDown:
      return best_of([&](Action a) { return -card_keep_value(s, me, act_a(a)); });
    case Pending::None: break;
  }
  return buf_[rng_.below(static_cast<uint32_t>(buf_.size()))];
}

}  // namespace spaceline::talespin
