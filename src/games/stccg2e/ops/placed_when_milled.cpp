// `placed_when_milled: true` (a personnel's text): when this card is discarded from the top of
// its owner's deck, it is placed at its owner's headquarters instead (R2-2). examine_top.cpp
// applies it; as a card's own step it does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_placed_when_milled() {
  static const OpDef d{"placed_when_milled", "true", parse_none,
                       [](const Op&) {
                         return std::string("When this personnel is discarded from the top of your deck, place it at your headquarters.");
                       },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
