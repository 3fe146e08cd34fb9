// "tap": taps the target creature; a tapped crew creature stops counting at once (SQ-4, D-SQ-25).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kTapOp = {
    "tap", 0, false, false, {Target::Creature, Target::Ship, Target::NonShip}, kUseSpell | kUseAbility, false, Aim::Harm,
    [](const Op&, Target t) { return "tap " + std::string(target_words(t)); },
    [](SqState& s, const Op&, const Resolution& r) {
      s.cards[r.target].tapped = true;
      s.logv(rules::is_crew(s, r.target) ? Rule::SQ_4 : Rule::D_SQ_9, s.name(r.target) + " is tapped.");
    }};

}  // namespace spaceline::spacequest
