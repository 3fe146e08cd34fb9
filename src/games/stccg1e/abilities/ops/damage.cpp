// damage: the targeted ship is damaged; a ship already damaged is destroyed
// (R-BATTLE-11). Plasma Fire does it at the end of each of the ship owner's
// turns (an end_of_turn ability, R-CARDRULE-4).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that ship is damaged (a damaged ship, destroyed)"; }

void resolve(OpRun& run, const OpArgs&) { run.damage_ship(run.target().value, run.rule(Rule::EventCountdown)); }

// Worth a card play on an opponent's ship, never on one's own.
int value(const OpValueView& v, const OpArgs&) { return v.s.cards[v.target.value].owner != v.me ? 80 : kNeverWorth; }

}  // namespace

SPACELINE_OP(Damage){
    .word = "damage",
    .summary = "the targeted ship is damaged; one already damaged is destroyed",
    .rule = "R-BATTLE-11",
    .targets = kind_bit(TargetKind::Ship),
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
