// The list of operations (ops.h); each is defined in its own file of this folder.
#include "games/spacequest/ops/ops.h"

#include <stdexcept>

namespace spaceline::spacequest {

extern const OpInfo kDamageOp, kDestroyOp, kBuryOp, kBounceOp, kTapOp, kUntapOp, kPumpOp, kDrawOp, kGainOp, kAddManaOp,
    kMusterOp, kCounterOp, kRallyOp, kAnthemOp;

const std::vector<const OpInfo*>& op_table() {
  // Appending keeps saved games valid: a card's Op stores its index here (only through the loader,
  // so the order matters only within one program run).
  static const std::vector<const OpInfo*> v = {&kDamageOp, &kDestroyOp, &kBuryOp,   &kBounceOp,  &kTapOp,
                                               &kUntapOp,  &kPumpOp,    &kDrawOp,   &kGainOp,    &kAddManaOp,
                                               &kMusterOp, &kCounterOp, &kRallyOp,  &kAnthemOp};
  return v;
}

const OpInfo& op_info(const Op& op) { return *op_table().at(op.kind); }

int find_op(const std::string& word) {
  const auto& t = op_table();
  for (size_t i = 0; i < t.size(); ++i)
    if (word == t[i]->word) return static_cast<int>(i);
  return -1;
}

std::string signed_pt(int p, int t) {
  auto s = [](int v) { return (v >= 0 ? "+" : "") + std::to_string(v); };
  return s(p) + "/" + s(t);
}

}  // namespace spaceline::spacequest
