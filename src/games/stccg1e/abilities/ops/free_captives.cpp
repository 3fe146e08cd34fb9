// free_captives: every personnel of yours held captive is freed aboard the
// targeted outpost of yours (R-STATE-4).
#include <algorithm>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "every one of your personnel held captive is freed aboard that outpost"; }

// Somebody of yours must be held captive.
bool target_ok(const GameState& s, int player, OpTarget, const OpArgs&) {
  const auto& held = s.players[1 - player].captives;
  return std::any_of(held.begin(), held.end(), [&](CardId c) { return s.cards[c].owner == player; });
}

void resolve(OpRun& run, const OpArgs&) { run.free_captives(run.target().value); }

int value(const OpValueView&, const OpArgs&) { return 50; }

}  // namespace

SPACELINE_OP(FreeCaptives){
    .word = "free_captives",
    .summary = "your personnel held captive are freed aboard the targeted outpost of yours",
    .rule = "R-STATE-4",
    .targets = kind_bit(TargetKind::YourOutpost),
    .text = text,
    .target_ok = target_ok,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
