// destroy: the targeted card is discarded from where it is: the table, a
// mission's seed cards, or space (a ship). Destroying is not nullifying: a card
// immune to nullification may be destroyed (R-NULL-2; The Devil, Ship Seizure).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "it is destroyed (discarded)"; }

void resolve(OpRun& run, const OpArgs&) { run.destroy(run.target().value, run.rule(Rule::Destroy)); }

// The agent does not yet weigh the opponent's cards in play.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(Destroy){
    .word = "destroy",
    .summary = "the targeted card is discarded (not nullified)",
    .rule = "R-NULL-2",
    .targets = kind_bit(TargetKind::TableCard) | kind_bit(TargetKind::Ship),
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
