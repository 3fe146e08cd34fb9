// "add X": one mana of colour X into the controller's pool, at once and off the stack (D-SQ-9).
// A crew creature tapped for it stops counting for its Ship at once (SQ-4, D-SQ-25).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kAddManaOp = {
    "add", 1, true, false, {}, kUseAbility, true, Aim::None,
    [](const Op& o, Target) { return "add " + std::string(1, color_symbol(o.a)); },
    [](SqState& s, const Op& o, const Resolution& r) { ++s.seats[r.controller].pool[o.a]; }};

}  // namespace spaceline::spacequest
