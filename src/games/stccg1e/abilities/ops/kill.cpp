// kill: the targeted personnel is targeted to die; the moment before it dies follows
// (D-EVT-25), then the card goes on as played (Dead in Bed on a personnel in stasis, D-INT-26).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "that personnel is killed"; }

std::string label(const GameState& s, int player, OpTarget t, const OpArgs&) {
  if (t.value >= s.cards.size()) return "kill it";
  std::string out = "kill " + s.def(t.value).name;
  if (s.cards[t.value].owner != player) out += " (opponent's)";
  return out;
}

void resolve(OpRun& run, const OpArgs&) {
  run.doom_kill(run.target().value, run.rule(Rule::TargetedToDie));
  run.after_dooms();
}

// Worth it on the opponent's personnel, by the agent's worth of the card; never on one's own.
int value(const OpValueView& v, const OpArgs&) {
  if (v.target.value >= v.s.cards.size() || v.s.cards[v.target.value].owner == v.me) return kNeverWorth;
  return 10 + (v.card_worth ? v.card_worth(v.target.value) : 0);
}

}  // namespace

SPACELINE_OP(Kill){
    .word = "kill",
    .summary = "the targeted personnel is targeted to die (the moment before it dies follows)",
    .rule = "D-EVT-25",
    .targets = kind_bit(TargetKind::Personnel),
    .text = text,
    .label = label,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
