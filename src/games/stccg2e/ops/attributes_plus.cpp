// `attributes_plus: N`: each personnel you command now is attributes +N until the end of the turn.
// A one-time broadcast (R2-4): the bonus is written on the personnel in play when it resolves, so
// personnel played later in the turn do not get it.
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const OpDef& op_attributes_plus() {
  static const OpDef d{
      "attributes_plus", "a whole number", parse_count,
      [](const Op& op) {
        return "Each personnel you command is attributes +" + std::to_string(op.n) + " until the end of this turn.";
      },
      [](S2State& s, const Op& op) {
        std::vector<Card> got;
        for (Card c = 0; c < s.ncards(); ++c)
          if (s.cards[c].zone == Zone::Table && s.owner(c) == s.res.player && s.def(c).type == CardType::Personnel) {
            s.cards[c].bonus = static_cast<int8_t>(s.cards[c].bonus + op.n);
            got.push_back(c);
          }
        s.logv(Rule::R2_4, LogKind::Bonus, s.res.player, kNone, op.n, 0xFF, kNone, got);
        return OpRun::Next;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
