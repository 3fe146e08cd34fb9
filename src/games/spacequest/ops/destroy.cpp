// "destroy": the target creature goes to its owner's graveyard (a Ship's crew returns, SQ-14).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kDestroyOp = {
    "destroy", 0, false, false, {Target::Creature, Target::Ship, Target::NonShip}, kUseSpell | kUseAbility, false, Aim::Harm,
    [](const Op&, Target t) { return "destroy " + std::string(target_words(t)); },
    [](SqState& s, const Op&, const Resolution& r) { rules::destroy(s, r.target, false, r.source); }};

}  // namespace spaceline::spacequest
