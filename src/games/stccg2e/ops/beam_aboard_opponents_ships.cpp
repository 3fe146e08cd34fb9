// `beam_aboard_opponents_ships: personnel` or `… : personnel and equipment` (an event that stays
// in its player's core): while it is there, that player may beam the card types it names aboard
// an opponent's ship at the same mission. Beaming there is outside the normal order, so only the
// types named may go: with `personnel`, equipment may not (R2-10, rules::why_not_beam). As a step
// of its card's text it does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_beam_aboard_opponents_ships() {
  static const OpDef d{"beam_aboard_opponents_ships", "personnel, or personnel and equipment",
                       [](Op& op, const YAML::Node& arg) -> std::string {
                         if (!arg.IsScalar() || (arg.Scalar() != "personnel" && arg.Scalar() != "personnel and equipment"))
                           return "expected personnel, or personnel and equipment";
                         op.word = arg.Scalar();
                         return "";
                       },
                       [](const Op& op) {
                         return "While this is in your core, you may beam your " + op.word +
                                " aboard an opponent's ship at the same mission.";
                       },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
