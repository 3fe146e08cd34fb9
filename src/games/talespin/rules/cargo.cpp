// Playing cargo after a move (D-TS-6): pack a Cargo card whose SHIPPING region
// is the Location's into the hold (D-TS-7), or deliver a packed cargo whose
// RECEIVING region it is (face up on the table: "played cargo", S1-13).
#include <algorithm>

#include "games/talespin/rules/rules.h"
#include "games/talespin/rules/seen_defs.h"

namespace spaceline::talespin::rules {

namespace {
bool matches(Region want, Region here) { return want == Region::Any || want == here; }
}  // namespace

Refusal pack_refusal(const TsState& s, int p, Card c) {
  Refusal no{Why::Legal, static_cast<int8_t>(p), -1, c};
  const CardDef& d = s.def(c);
  if (d.type != CardType::Cargo) return no.why = Why::NotCargo, no;
  if (!matches(d.ships_from, s.location(s.seats[p].pos).region)) return no.why = Why::ShipsFromElsewhere, no;
  if (const int used = s.hold_used(p), room = s.hold_capacity(p); used >= room) {
    no.why = Why::HoldFull;
    no.n = static_cast<int16_t>(used);
    no.m = static_cast<int16_t>(room);
  }
  return no;
}

Refusal deliver_refusal(const TsState& s, int p, Card c) {
  Refusal no{Why::Legal, static_cast<int8_t>(p), -1, c};
  if (!matches(s.def(c).receives_in, s.location(s.seats[p].pos).region)) no.why = Why::ReceivedElsewhere;
  return no;
}

namespace {
// Each distinct cargo play open to p here (D-TS-6): f(action) until f returns false.
template <class F>
void each_cargo_play(const TsState& s, int p, F f) {
  const auto& seat = s.seats[p];
  SeenDefs seen;  // identical cards are one choice
  for (Card c : seat.hand) {
    const CardDef& d = s.def(c);
    if (d.type != CardType::Cargo || pack_refusal(s, p, c) || !seen.first(d.index)) continue;
    if (!f(make_action(Act::Pack, c))) return;
  }
  seen.clear();
  for (Card c : seat.packed) {
    if (deliver_refusal(s, p, c) || !seen.first(s.def(c).index)) continue;
    if (!f(make_action(Act::Deliver, c))) return;
  }
}
}  // namespace

void cargo_options(const TsState& s, int p, std::vector<Action>& out) {
  each_cargo_play(s, p, [&](Action a) { return out.push_back(a), true; });
}

bool any_cargo_play(const TsState& s, int p) {
  bool any = false;
  each_cargo_play(s, p, [&](Action) { return !(any = true); });
  return any;
}

void apply_cargo(TsState& s, Action a) {
  const int p = s.decider;
  auto& seat = s.seats[p];
  const Card c = act_a(a);
  switch (act_kind(a)) {
    case Act::Pack:
      take_from(seat.hand, c);
      seat.packed.push_back(c);  // D-TS-7: face down
      ++s.stats.cargo_packed;
      s.logv(Rule::D_TS_6, LogKind::Pack, p, -1, c, seat.pos, static_cast<uint8_t>(1u << p));
      break;
    case Act::Deliver:
      take_from(seat.packed, c);
      seat.delivered.push_back(c);
      reveal(s, c);
      ++s.stats.cargo_delivered;
      s.logv(Rule::D_TS_6, LogKind::Deliver, p, -1, c, static_cast<int>(seat.delivered.size()));
      break;
    default:
      s.logv(Rule::D_TS_6, LogKind::CargoPass, p);
      break;
  }
  s.pending = Pending::None;
}

}  // namespace spaceline::talespin::rules
