// `guess_top_cost: N`: name a number, reveal the top card of your deck; if its cost is the number
// named, draw N cards. A named number is zero or a positive whole number (R2-1): the choices are
// 0..9 (no card costs more than 9, checked when the library loads) and nothing negative.
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

inline constexpr int kHighestNumber = 9;

const OpDef& op_guess_top_cost() {
  static const OpDef d{
      "guess_top_cost", "a whole number of cards", parse_count,
      [](const Op& op) {
        return "Name a number and reveal the top card of your deck; if its cost is that number, draw " +
               std::to_string(op.n) + (op.n == 1 ? " card." : " cards.");
      },
      [](S2State& s, const Op&) {
        s.decider = s.res.player;
        return OpRun::Wait;
      },
      [](const S2State&, const Op&, std::vector<Action>& out) {
        for (int n = 0; n <= kHighestNumber; ++n) out.push_back(make_action(Act::OpChoice, static_cast<uint16_t>(n), 0));
      },
      [](S2State& s, const Op& op, uint16_t a, uint16_t) {
        const int p = s.res.player;
        s.res.number = static_cast<int16_t>(a);
        s.logv(Rule::R2_1, LogKind::NameNumber, p, kNone, a);
        const auto& deck = s.seats[p].deck;
        if (deck.empty()) return OpRun::Next;
        const Card top = deck.back();
        s.reveal(top);
        s.logv(Rule::R2_1, LogKind::RevealTop, p, top, s.def(top).cost);
        if (s.def(top).cost == a) rules::draw(s, p, op.n);
        return OpRun::Next;
      },
      [](const S2State&, const Op&, uint16_t a, uint16_t) { return "Name " + std::to_string(a); }};
  return d;
}

}  // namespace spaceline::stccg2e
