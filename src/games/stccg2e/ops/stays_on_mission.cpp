// `stays_on_mission: true` (a dilemma's text): once faced, this dilemma is placed on the mission
// instead of beneath it, and stays there until its own text overcomes it (D-2E-29,
// rules::after_dilemma). As a step of its text it does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_stays_on_mission() {
  static const OpDef d{"stays_on_mission", "true", parse_none,
                       [](const Op&) { return std::string("Place this dilemma on this mission."); },
                       [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
