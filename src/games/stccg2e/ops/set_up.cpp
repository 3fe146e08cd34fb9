// `set_up: true` (an event that stays in its player's core): when a random selection of more than
// one personnel is about to be made for a dilemma you placed, you may destroy this card to choose
// one personnel to be included (R2-3). random_select.cpp offers it; as a step it does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_set_up() {
  static const OpDef d{"set_up", "true", parse_none,
                       [](const Op&) {
                         return std::string(
                             "When your dilemma is about to randomly select more than one personnel, you may destroy this "
                             "card to choose one personnel to be included in that selection.");
                       },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
