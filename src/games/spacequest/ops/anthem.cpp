// "anthem P T" (static, an enchantment's): creatures its controller controls get +P/+T while it is
// in play, crew creatures included (D-SQ-30), on top of a Ship's crew-set values (D-SQ-23).
// rules/ships.cpp adds it when computing power and toughness.
#include "games/spacequest/ops/ops.h"

namespace spaceline::spacequest {

extern const OpInfo kAnthemOp = {
    "anthem", 2, false, true, {}, kUseStatic, false, Aim::None,
    [](const Op& o, Target) { return "creatures you control get " + signed_pt(o.a, o.b); }, nullptr};

}  // namespace spaceline::spacequest
