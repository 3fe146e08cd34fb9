// hand_under_deck: the targeted player's hand goes under their draw deck,
// shuffled first so that its order tells the opponent nothing; it leaves the
// number of cards for the op after it (`draw: that_many`).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that player's hand goes under their draw deck"; }

void resolve(OpRun& run, const OpArgs&) { run.count = run.hand_under_deck(run.target().value); }

// The agent has no measure of when a fresh hand beats the one it holds.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(HandUnderDeck){
    .word = "hand_under_deck",
    .summary = "the targeted player's hand goes under their draw deck (counts the cards)",
    .rule = "R-CARD-7",
    .targets = kind_bit(TargetKind::Player),
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
