// `uncomplete: true` (an event aimed at a completed mission): the mission becomes incomplete. The
// points scored for it stay (R2-6).
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const OpDef& op_uncomplete() {
  static const OpDef d{"uncomplete", "true", parse_none,
                       [](const Op&) { return std::string("Aim at a completed mission: it becomes incomplete (points scored stay)."); },
                       [](S2State& s, const Op&) {
                         s.line[s.res.target].completed_by = -1;
                         s.logv(Rule::R2_6, LogKind::Uncompleted, s.res.player, s.line[s.res.target].card);
                         return OpRun::Next;
                       }};
  return d;
}

}  // namespace spaceline::stccg2e
