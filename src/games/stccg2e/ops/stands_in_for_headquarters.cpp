// `stands_in_for_headquarters: SHIP NAME` (an event that stays in its player's core): while it is
// there, that player's personnel of the ship's affiliation may be played aboard their ship of
// that name as if it were a headquarters. It stands in for a headquarters only for text that does
// not ask for a real headquarters mission (R2-8: rules::play_places with `strict`). As a step of
// its card's text it does nothing: rules/play.cpp reads it from the core.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_stands_in_for_headquarters() {
  static const OpDef d{"stands_in_for_headquarters", "the name of a ship",
                       [](Op& op, const YAML::Node& arg) -> std::string {
                         if (!arg.IsScalar() || arg.Scalar().empty()) return "expected the name of a ship";
                         op.word = arg.Scalar();
                         return "";
                       },
                       [](const Op& op) {
                         return "While this is in your core, your personnel of " + op.word + "'s affiliation may be played aboard your " +
                                op.word + " as if it were your headquarters.";
                       },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
