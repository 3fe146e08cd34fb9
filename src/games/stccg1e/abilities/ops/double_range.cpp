// double_range: the targeted ship's RANGE is doubled for the rest of the turn,
// after every value set or added (R-MOD-1; Transwarp Conduit).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that ship's RANGE is doubled for the rest of the turn"; }

void resolve(OpRun& run, const OpArgs&) { run.double_range(run.target().value); }

// The agent plans its moves with the RANGE it has; it does not yet buy more.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(DoubleRange){
    .word = "double_range",
    .summary = "the targeted ship's RANGE is doubled until the end of the turn",
    .rule = "R-MOD-1",
    .targets = kind_bit(TargetKind::Ship),
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
