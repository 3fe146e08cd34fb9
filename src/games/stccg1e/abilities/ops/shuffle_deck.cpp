// shuffle_deck: the targeted player's draw deck is shuffled (The Juggler).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that player's draw deck is shuffled"; }

std::string label(const GameState&, int player, OpTarget t, const OpArgs&) {
  return t.value == player ? "shuffle your draw deck" : "shuffle your opponent's draw deck";
}

void resolve(OpRun& run, const OpArgs&) { run.shuffle_deck(run.target().value); }

// The agent keeps no count of what lies where in a deck, so a shuffle gains it nothing.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(ShuffleDeck){
    .word = "shuffle_deck",
    .summary = "the targeted player's draw deck is shuffled",
    .rule = "R-TIME-3",
    .targets = kind_bit(TargetKind::Player),
    .text = text,
    .label = label,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
