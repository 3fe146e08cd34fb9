// kill_all_personnel: every personnel in play is killed, either player's, on
// planets, aboard ships and facilities; a hologram is deactivated instead
// (R-HEA-5), the held are spared (D-DIL-6). Anti-Time Anomaly does it at the end
// of its player's third full turn (an end_of_turn ability with a countdown, R-DUR-2).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) { return "all personnel in play are killed"; }

void resolve(OpRun& run, const OpArgs&) { run.kill_all_personnel(run.rule(Rule::FullTurnCountdown)); }

// Worth it only when the opponent has far more personnel in play than this player.
int value(const OpValueView& v, const OpArgs&) {
  int mine = 0, theirs = 0;
  for (CardId i = 0; i < v.s.cards.size(); ++i)
    if (v.s.cards[i].zone == Zone::InPlay && v.s.def(i).type == CardType::Personnel) ++(v.s.cards[i].owner == v.me ? mine : theirs);
  return theirs > mine + 3 ? 300 : kNeverWorth;
}

}  // namespace

SPACELINE_OP(KillAllPersonnel){
    .word = "kill_all_personnel",
    .summary = "every personnel in play is killed (holograms deactivated)",
    .rule = "R-DUR-2",
    .targets = kind_bit(TargetKind::Table),
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
