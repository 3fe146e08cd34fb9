// "pump P T": the target creature gets +P/+T until end of turn, on top of a Ship's crew-set
// power and toughness (D-SQ-23).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kPumpOp = {
    "pump", 2, false, true, {Target::Creature, Target::Ship, Target::NonShip}, kUseSpell | kUseAbility, false, Aim::Help,
    [](const Op& o, Target t) { return std::string(target_words(t)) + " gets " + signed_pt(o.a, o.b) + " until end of turn"; },
    [](SqState& s, const Op& o, const Resolution& r) {
      auto& c = s.cards[r.target];
      c.pump_p = static_cast<int8_t>(c.pump_p + o.a);
      c.pump_t = static_cast<int8_t>(c.pump_t + o.b);
      s.logv(Rule::D_SQ_23, s.name(r.target) + " gets " + signed_pt(o.a, o.b) + " until end of turn.");
    }};

}  // namespace spaceline::spacequest
