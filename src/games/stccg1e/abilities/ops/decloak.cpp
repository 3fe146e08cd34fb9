// decloak: the targeted ship decloaks and may not cloak again this turn
// (R-CLOAK-1; Tachyon Detection Grid). Aim it with `target: {ship: {cloaked: true}}`.
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "it decloaks and may not cloak again this turn"; }

bool target_ok(const GameState& s, int, OpTarget t, const OpArgs&) { return s.cloaked(t.value); }

void resolve(OpRun& run, const OpArgs&) { run.decloak(run.target().value); }

// The agent does not yet hunt cloaked ships.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(Decloak){
    .word = "decloak",
    .summary = "the targeted cloaked ship decloaks and may not cloak again this turn",
    .rule = "R-CLOAK-1",
    .targets = kind_bit(TargetKind::Ship),
    .text = text,
    .target_ok = target_ok,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
