// look_at_deck: the player sees the targeted player's draw deck in order from
// the top; it is put back unshuffled, so the order seen stays true (Jaglom Shrek).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "you see that player's draw deck, in order from the top; it is not shuffled"; }

std::string label(const GameState&, int player, OpTarget t, const OpArgs&) {
  return t.value == player ? "look through your draw deck" : "look through your opponent's draw deck";
}

void resolve(OpRun& run, const OpArgs&) { run.show_deck_to_player(run.target().value); }

// The agent does not yet plan from what it has seen.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(LookAtDeck){
    .word = "look_at_deck",
    .summary = "you see the targeted player's draw deck in order; it is not shuffled",
    .rule = "R-INFO-4",
    .targets = kind_bit(TargetKind::Player),
    .text = text,
    .label = label,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
