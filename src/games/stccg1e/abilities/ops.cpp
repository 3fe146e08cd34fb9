// The registry of operations: one list, one line per op, each defined in its
// own file under ops/ with SPACELINE_OP (op.h). A list kept by hand rather than
// static registration, so the linker can never drop an op and the docs order
// is the code's; the list is written once and both declares and registers.
#include <string_view>

#include "games/stccg1e/abilities/ability.h"

// In the order the docs list them; the continuous ones (an ability `when: while_in_play`, modifiers.cpp) last.
#define SPACELINE_OPS(X)                                                                                                      \
  X(Draw) X(HandUnderDeck) X(ShuffleDeck) X(LookAtHand) X(LookAtDeck) X(TakeToHand) X(KillUnless) X(TakeControl)             \
  X(FreeCaptives) X(DoubleRange) X(Unstop) X(LookAboard) X(Decloak) X(Destroy) X(DestroyRandom) X(Damage) X(DestroyShip)     \
  X(KillAllPersonnel) X(Kill) X(DisableCrew) X(CaptureNamed) X(NullifyEventsAt) X(Modify) X(Multiply)

namespace spaceline::stccg1e {

#define SPACELINE_DECLARE_OP(Name) extern const OpDef k##Name##Op;
SPACELINE_OPS(SPACELINE_DECLARE_OP)
#undef SPACELINE_DECLARE_OP

const std::vector<const OpDef*>& all_ops() {
#define SPACELINE_LIST_OP(Name) &k##Name##Op,
  static const std::vector<const OpDef*> ops = {SPACELINE_OPS(SPACELINE_LIST_OP)};
#undef SPACELINE_LIST_OP
  return ops;
}

const OpDef* find_op(std::string_view word) {
  for (const OpDef* op : all_ops())
    if (word == op->word) return op;
  return nullptr;
}

bool has_op(const Ability& a, std::string_view word) {
  for (const Op& op : a.effects)
    if (word == op.def->word) return true;
  return false;
}

}  // namespace spaceline::stccg1e
