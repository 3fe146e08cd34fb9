// "damage N": N damage to the target, a creature or a player (D-SQ-15 then checks what dies).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kDamageOp = {
    "damage", 1, false, false, {Target::Any, Target::Creature, Target::Ship, Target::NonShip, Target::Player},
    kUseSpell | kUseAbility, false, Aim::Harm,
    [](const Op& o, Target t) { return "deal " + std::to_string(o.a) + " damage to " + target_words(t); },
    [](SqState& s, const Op& o, const Resolution& r) { rules::deal_damage(s, r.target, o.a, r.source); }};

}  // namespace spaceline::spacequest
