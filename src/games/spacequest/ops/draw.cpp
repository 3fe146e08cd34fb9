// "draw N": the controller draws N cards (drawing from an empty library loses, D-SQ-15).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kDrawOp = {
    "draw", 1, false, false, {}, kUseSpell | kUseAbility | kUseTrigger, false, Aim::None,
    [](const Op& o, Target) { return "draw " + std::to_string(o.a) + (o.a == 1 ? " card" : " cards"); },
    [](SqState& s, const Op& o, const Resolution& r) { rules::draw(s, r.controller, o.a); }};

}  // namespace spaceline::spacequest
