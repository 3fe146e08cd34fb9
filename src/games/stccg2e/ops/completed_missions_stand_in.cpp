// `completed_missions_stand_in: true` (an event that stays in its player's core, To Rule In Hell):
// while it is there, that player may play a personnel their headquarters allows at a mission they
// completed, as if it were their headquarters. Like every stand-in it does not count for text that
// asks for a real headquarters mission (R2-8: rules::play_places with `strict`). As a step of its
// card's text it does nothing: rules/play.cpp reads it from the core.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_completed_missions_stand_in() {
  static const OpDef d{"completed_missions_stand_in", "true", parse_none,
                       [](const Op&) {
                         return std::string(
                             "While this is in your core, you may play a personnel your headquarters allows at a mission you "
                             "completed as if it were your headquarters.");
                       },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
