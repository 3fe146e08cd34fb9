// "bounce": the target creature returns to its owner's hand (a Ship's crew stays in play, SQ-14).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kBounceOp = {
    "bounce", 0, false, false, {Target::Creature, Target::Ship, Target::NonShip}, kUseSpell | kUseAbility, false, Aim::Harm,
    [](const Op&, Target t) { return "return " + std::string(target_words(t)) + " to its owner's hand"; },
    [](SqState& s, const Op&, const Resolution& r) {
      rules::leave_play(s, r.target, Zone::Hand, Rule::D_SQ_18, "returns to its owner's hand");
    }};

}  // namespace spaceline::spacequest
