// `placed_when_milled: true` (a personnel's text): when this card is discarded from the top of
// its owner's deck, it is placed at its owner's headquarters instead (R2-2).
// `placed_when_milled: MISSION NAME`: then its owner may place it at their headquarters if it is
// that mission (Tajor at Cardassia Prime). examine_top.cpp applies it; as a card's own step it
// does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_placed_when_milled() {
  static const OpDef d{"placed_when_milled", "true, or the name of a headquarters mission",
                       [](Op& op, const YAML::Node& arg) -> std::string {
                         if (arg.IsNull() || (arg.IsScalar() && arg.Scalar() == "true")) return "";
                         if (!arg.IsScalar() || arg.Scalar().empty()) return "expected true or the name of a headquarters mission";
                         op.word = arg.Scalar();
                         return "";
                       },
                       [](const Op& op) {
                         return op.word.empty()
                                    ? std::string("When this personnel is discarded from the top of your deck, place it at your headquarters.")
                                    : "When this personnel is discarded from the top of your deck, you may place it at your " + op.word + ".";
                       },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
