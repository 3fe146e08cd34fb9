// "counter": the target spell leaves the stack for its owner's graveyard without effect.
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kCounterOp = {
    "counter", 0, false, false, {Target::Spell}, kUseSpell, false, Aim::Harm,
    [](const Op&, Target) { return std::string("counter target spell"); },
    [](SqState& s, const Op&, const Resolution& r) {
      for (size_t i = 0; i < s.stack.size(); ++i)
        if (s.stack[i].kind == StackKind::Spell && s.stack[i].source == r.target) {
          s.stack.erase(s.stack.begin() + static_cast<std::ptrdiff_t>(i));
          rules::to_graveyard_from_stack(s, r.target);
          s.logv(Rule::D_SQ_8, s.name(r.target) + " is countered.");
          return;
        }
    }};

}  // namespace spaceline::spacequest
