// destroy_ship: the targeted ship is destroyed, and everything aboard goes with
// it to the discard pile (R-BATTLE-13; Warp Core Breach at the end of its
// countdown). Unlike `destroy`, it is the ship's own end: the log counts what went with it.
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that ship is destroyed with everything aboard"; }

void resolve(OpRun& run, const OpArgs&) { run.destroy_ship(run.target().value, run.rule(Rule::EventCountdown)); }

// Worth a card play on an opponent's ship, never on one's own.
int value(const OpValueView& v, const OpArgs&) { return v.s.cards[v.target.value].owner != v.me ? 80 : kNeverWorth; }

}  // namespace

SPACELINE_OP(DestroyShip){
    .word = "destroy_ship",
    .summary = "the targeted ship is destroyed with everything aboard",
    .rule = "R-BATTLE-13",
    .targets = kind_bit(TargetKind::Ship),
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
