// Playing cargo after a move (D-TS-6): pack a Cargo card whose SHIPPING region
// is the Location's into the hold (D-TS-7), or deliver a packed cargo whose
// RECEIVING region it is (face up on the table: "played cargo", S1-13).
#include <algorithm>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

namespace {
bool matches(Region want, Region here) { return want == Region::Any || want == here; }
std::string where(const TsState& s, int p) {
  const CardDef& loc = s.location(s.seats[p].pos);
  return loc.name + " (" + to_string(loc.region) + ")";
}
}  // namespace

std::string pack_refusal(const TsState& s, int p, Card c) {
  const CardDef& d = s.def(c);
  if (d.type != CardType::Cargo) return "only a Cargo card is packed (D-TS-6)";
  if (!matches(d.ships_from, s.location(s.seats[p].pos).region))
    return std::string("it ships from ") + to_string(d.ships_from) + ", and you are at " + where(s, p) + " (D-TS-6)";
  if (s.hold_used(p) >= s.hold_capacity(p))
    return "your cargo hold is full: " + std::to_string(s.hold_used(p)) + " of " + std::to_string(s.hold_capacity(p)) + " (D-TS-7)";
  return {};
}

std::string deliver_refusal(const TsState& s, int p, Card c) {
  const CardDef& d = s.def(c);
  if (!matches(d.receives_in, s.location(s.seats[p].pos).region))
    return std::string("it is received in ") + to_string(d.receives_in) + ", and you are at " + where(s, p) + " (D-TS-6)";
  return {};
}

void cargo_options(const TsState& s, int p, std::vector<Action>& out) {
  const auto& seat = s.seats[p];
  std::vector<uint16_t> seen;  // identical cards are one choice
  for (Card c : seat.hand) {
    const CardDef& d = s.def(c);
    if (d.type != CardType::Cargo || !pack_refusal(s, p, c).empty()) continue;
    if (std::find(seen.begin(), seen.end(), d.index) != seen.end()) continue;
    seen.push_back(d.index);
    out.push_back(make_action(Act::Pack, c));
  }
  seen.clear();
  for (Card c : seat.packed) {
    const CardDef& d = s.def(c);
    if (!deliver_refusal(s, p, c).empty()) continue;
    if (std::find(seen.begin(), seen.end(), d.index) != seen.end()) continue;
    seen.push_back(d.index);
    out.push_back(make_action(Act::Deliver, c));
  }
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
