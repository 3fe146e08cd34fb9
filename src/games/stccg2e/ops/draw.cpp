// `draw: N`: the player using the text draws N cards (D-2E-21 when the deck runs out).
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const OpDef& op_draw() {
  static const OpDef d{
      "draw", "a whole number of cards", parse_count,
      [](const Op& op) { return "Draw " + std::to_string(op.n) + (op.n == 1 ? " card." : " cards."); },
      [](S2State& s, const Op& op) {
        rules::draw(s, s.res.player, op.n);
        return OpRun::Next;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
