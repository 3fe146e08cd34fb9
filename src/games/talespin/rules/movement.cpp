// The Location ring (D-TS-3), moving X Locations in either direction (S1-8,
// D-TS-4), X never 0 (S1-9, D-TS-5), and Locations' arrival effects (D-TS-23).
#include <algorithm>
#include <cstdlib>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

int effective_move(const TsState& s, int p, int x) {
  // S1-9 / D-TS-5: modifiers may not bring X to 0 or below; X is at least 1.
  return std::max(1, x + s.mods(p).move);
}

int ring_distance(const TsState& s, int from, int to) {
  const int n = static_cast<int>(s.ring.size());
  const int d = std::abs(from - to) % n;
  return std::min(d, n - d);
}

void move_token(TsState& s, int p, int x, bool clockwise) {
  const int n = static_cast<int>(s.ring.size());
  auto& seat = s.seats[p];
  const int to = ((seat.pos + (clockwise ? x : -x)) % n + n) % n;
  seat.pos = static_cast<uint8_t>(to);
  s.logv(Rule::D_TS_4, LogKind::Move, p, clockwise ? 1 : 0, kNone, to * 16 + x);
  // D-TS-23: the Location's arrival effect, before the cargo play.
  const CardDef& loc = s.location(to);
  for (const Op& o : loc.effect) {
    if (o.kind == OpKind::Draw) {
      s.logv(Rule::D_TS_23, LogKind::Arrive, p, -1, kNone, to);
      draw_cards(s, p, o.n, Rule::D_TS_23);
    } else if (o.kind == OpKind::OthersDraw) {
      s.logv(Rule::D_TS_23, LogKind::Arrive, p, -1, kNone, to);
      for (int k = 1; k < s.num_players(); ++k) draw_cards(s, (p + k) % s.num_players(), o.n, Rule::D_TS_23);
    }
  }
}

}  // namespace spaceline::talespin::rules
