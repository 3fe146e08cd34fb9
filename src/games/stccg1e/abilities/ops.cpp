// The registry of operations: one line per op, each defined in its own file
// under ops/. A list kept by hand rather than static registration, so the
// linker can never drop an op and the docs order is the code's.
#include <string_view>

#include "games/stccg1e/abilities/ability.h"

namespace spaceline::stccg1e {

extern const OpDef kDrawOp, kHandUnderDeckOp, kShuffleDeckOp, kLookAtHandOp, kLookAtDeckOp, kTakeToHandOp, kKillUnlessOp,
    kTakeControlOp, kFreeCaptivesOp, kDoubleRangeOp, kUnstopOp, kLookAboardOp, kDecloakOp, kDestroyOp, kDestroyRandomOp, kModifyOp,
    kMultiplyOp, kDamageOp, kDestroyShipOp, kKillAllPersonnelOp;

const std::vector<const OpDef*>& all_ops() {
  static const std::vector<const OpDef*> ops = {
      &kDrawOp,        &kHandUnderDeckOp, &kShuffleDeckOp,  &kLookAtHandOp,   &kLookAtDeckOp,
      &kTakeToHandOp,  &kKillUnlessOp,    &kTakeControlOp,  &kFreeCaptivesOp, &kDoubleRangeOp,
      &kUnstopOp,      &kLookAboardOp,    &kDecloakOp,      &kDestroyOp,      &kDestroyRandomOp,
      &kDamageOp,      &kDestroyShipOp,   &kKillAllPersonnelOp,
      &kModifyOp,      &kMultiplyOp,  // continuous: an ability `when: while_in_play` (modifiers.cpp)
  };
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
