// "rally P T": every creature its controller controls gets +P/+T until end of turn, crew
// creatures included: they are creatures in play (SQ-13, D-SQ-30).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kRallyOp = {
    "rally", 2, false, true, {}, kUseSpell | kUseAbility | kUseTrigger, false, Aim::None,
    [](const Op& o, Target) { return "creatures you control get " + signed_pt(o.a, o.b) + " until end of turn"; },
    [](SqState& s, const Op& o, const Resolution& r) {
      for (Card c : s.seats[r.controller].field)
        if (rules::is_creature_in_play(s, c)) {
          s.cards[c].pump_p = static_cast<int8_t>(s.cards[c].pump_p + o.a);
          s.cards[c].pump_t = static_cast<int8_t>(s.cards[c].pump_t + o.b);
        }
      s.logv(Rule::D_SQ_30, "Creatures P" + std::to_string(r.controller + 1) + " controls get " + signed_pt(o.a, o.b) +
                                " until end of turn.");
    }};

}  // namespace spaceline::spacequest
