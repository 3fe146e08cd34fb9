// look_aboard: the player of the card sees the cards aboard the targeted ship;
// only they see them, in the log and the observation (R-INFO-4; Long-Range Scan).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "you see the cards aboard it"; }

// Your own crews are no secret to you, and an empty ship shows nothing (R-INFO-4).
bool target_ok(const GameState& s, int player, OpTarget t, const OpArgs&) {
  return s.cards[t.value].owner != player && !s.aboard(t.value).empty();
}

void resolve(OpRun& run, const OpArgs&) { run.show_aboard_to_player(run.target().value); }

// The agent plays with what it can see and does not yet use what it learns.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(LookAboard){
    .word = "look_aboard",
    .summary = "the player sees the cards aboard the targeted ship, alone",
    .rule = "R-INFO-4",
    .targets = kind_bit(TargetKind::Ship),
    .text = text,
    .target_ok = target_ok,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
