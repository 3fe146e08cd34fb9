// "gain N": the controller gains N life.
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kGainOp = {
    "gain", 1, false, false, {}, kUseSpell | kUseAbility | kUseTrigger, false, Aim::None,
    [](const Op& o, Target) { return "gain " + std::to_string(o.a) + " life"; },
    [](SqState& s, const Op& o, const Resolution& r) {
      s.seats[r.controller].life = static_cast<int16_t>(s.seats[r.controller].life + o.a);
      s.logv(Rule::D_SQ_1, "P" + std::to_string(r.controller + 1) + " gains " + std::to_string(o.a) + " life (now " +
                               std::to_string(s.seats[r.controller].life) + ").");
    }};

}  // namespace spaceline::spacequest
