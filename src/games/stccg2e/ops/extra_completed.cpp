// `extra_completed: true` (an event played on a mission you completed, staying in your core): you
// command one more completed mission of that mission's type (R2-6). It scores nothing; the play
// requirement is checked once, when played; it keeps counting if the mission becomes incomplete,
// and it follows the mission's type if that changes. rules::completed_count reads it.
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const OpDef& op_extra_completed() {
  static const OpDef d{
      "extra_completed", "true", parse_none,
      [](const Op&) {
        return std::string("Place on a mission you completed. You command one more completed mission of its type (no points).");
      },
      [](S2State& s, const Op&) {
        auto& cs = s.cards[s.res.card];
        cs.attached = true;
        cs.slot = s.res.target;
        s.logv(Rule::R2_6, LogKind::ExtraCompleted, s.res.player, s.res.card, s.res.target, 0xFF, s.line[s.res.target].card);
        return OpRun::Next;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
