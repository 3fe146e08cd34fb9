// take_to_hand: the targeted card of your discard pile goes to your hand,
// shown to the opponent as it leaves the pile (R-INFO-4; Res-Q).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that card goes to your hand"; }

std::string label(const GameState& s, int, OpTarget t, const OpArgs&) {
  return "take " + s.def(t.value).name + " from your discard pile into your hand";
}

void resolve(OpRun& run, const OpArgs&) { run.to_hand_shown(run.target().value); }

// A personnel back in hand is worth part of what it brings to a crew.
int value(const OpValueView& v, const OpArgs&) {
  const CardId c = v.target.value;
  return v.s.def(c).type == CardType::Personnel ? 30 + v.card_worth(c) / 2 : kNeverWorth;
}

}  // namespace

SPACELINE_OP(TakeToHand){
    .word = "take_to_hand",
    .summary = "the targeted card of your discard pile goes to your hand, shown",
    .rule = "R-INFO-4",
    .targets = kind_bit(TargetKind::YourDiscard),
    .text = text,
    .label = label,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
