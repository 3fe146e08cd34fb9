// `stop_all: true` (a dilemma's text): every personnel still attempting is stopped (D-2E-17).
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const OpDef& op_stop_all() {
  static const OpDef d{"stop_all", "true", parse_none,
                       [](const Op&) { return std::string("All your personnel attempting are stopped."); },
                       [](S2State& s, const Op&) {
                         const auto group = s.attempt.group;
                         for (Card c : group) rules::stop(s, c);
                         return OpRun::Next;
                       }};
  return d;
}

}  // namespace spaceline::stccg2e
