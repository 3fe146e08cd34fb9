// `response_to_play: AFFILIATION` (an event that stays in its player's core): "Response: when you
// play a personnel of that affiliation, draw a card." It responds in step 9 of the Playing a Card
// sequence, once the played card is done, and never to a card whose sequence it was itself played
// in (R2-9: rules::after_played). As a step of its own card's text it does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_response_to_play() {
  static const OpDef d{"response_to_play", "an affiliation",
                       [](Op& op, const YAML::Node& arg) -> std::string {
                         if (!arg.IsScalar() || arg.Scalar().empty()) return "expected an affiliation";
                         op.word = arg.Scalar();
                         return "";
                       },
                       [](const Op& op) { return "Response: when you play a " + op.word + " personnel, draw a card."; },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
