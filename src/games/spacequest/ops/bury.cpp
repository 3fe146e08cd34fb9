// "bury": the target creature goes to its owner's graveyard and cannot be regenerated (D-SQ-17);
// a buried Ship's crew returns (SQ-14).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kBuryOp = {
    "bury", 0, false, false, {Target::Creature, Target::Ship, Target::NonShip}, kUseSpell | kUseAbility, false, Aim::Harm,
    [](const Op&, Target t) { return "bury " + std::string(target_words(t)); },
    [](SqState& s, const Op&, const Resolution& r) { rules::destroy(s, r.target, true, r.source); }};

}  // namespace spaceline::spacequest
