// look_at_hand: the player sees the targeted player's hand; the opponent learns
// only that the card was played (R-INFO-4; Life-form Scan).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "you see that player's hand"; }

std::string label(const GameState&, int player, OpTarget t, const OpArgs&) {
  return t.value == player ? "look at your hand" : "look at your opponent's hand";
}

void resolve(OpRun& run, const OpArgs&) { run.show_hand_to_player(run.target().value); }

// The agent does not yet plan from what it has seen.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(LookAtHand){
    .word = "look_at_hand",
    .summary = "you see the targeted player's hand (R-INFO-4: nobody else does)",
    .rule = "R-INFO-4",
    .targets = kind_bit(TargetKind::Player),
    .text = text,
    .label = label,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
