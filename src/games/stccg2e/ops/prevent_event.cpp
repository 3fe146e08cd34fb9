// `prevent_event: true` (an interrupt's text): the event its player's opponent is playing does not
// happen; it is discarded unresolved (D-2E-27). The interrupt is offered only in the response
// window that event opens (rules/sequence.cpp); a cost before this step that cannot be paid stops
// it, and the event then happens (R2-7, the seed's Ancient Grudge).
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

const OpDef& op_prevent_event() {
  static const OpDef d{"prevent_event", "true", parse_none,
                       [](const Op&) { return std::string("Response: when your opponent plays an event, prevent that event."); },
                       [](S2State& s, const Op&) {
                         if (!s.window.active) return OpRun::Next;
                         s.window.prevented = true;
                         s.logv(Rule::D_2E_27, LogKind::Prevented, s.res.player, s.res.card, 0, 0xFF, s.window.to);
                         return OpRun::Next;
                       }};
  return d;
}

}  // namespace spaceline::stccg2e
