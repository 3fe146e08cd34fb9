// "untap": untaps the target creature (an untapped crew creature counts again, SQ-4).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kUntapOp = {
    "untap", 0, false, false, {Target::Creature, Target::Ship, Target::NonShip}, kUseSpell | kUseAbility, false, Aim::Help,
    [](const Op&, Target t) { return "untap " + std::string(target_words(t)); },
    [](SqState& s, const Op&, const Resolution& r) {
      s.cards[r.target].tapped = false;
      s.logv(rules::is_crew(s, r.target) ? Rule::SQ_4 : Rule::D_SQ_9, s.name(r.target) + " is untapped.");
    }};

}  // namespace spaceline::spacequest
