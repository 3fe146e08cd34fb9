// unstop: the targeted ship, its owner's personnel aboard and Away Team at its
// location, or the targeted Away Team alone, are unstopped, and a ship's RANGE
// used this turn is restored (Distortion of Space/Time Continuum, D-INT-6).
// Only on something that has already acted this turn (R-CARDRULE-10).
#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

std::string text(const OpArgs&) {
  return "the ship, its crew and its owner's Away Team on the planet there (or the Away Team alone) are unstopped, and the "
         "RANGE the ship used this turn is restored";
}

// R-CARDRULE-10: acting is read from what the card gives back: something of it stopped, or RANGE spent.
bool target_ok(const GameState& s, int, OpTarget t, const OpArgs&) {
  auto stopped = [&](CardId x) { return s.cards[x].has(kStopped) && !s.cards[x].has(kStasis); };
  const CardId c = t.value;
  const int owner = s.cards[c].owner, loc = s.cards[c].loc;
  if (s.cards[c].place == Place::Planet) {
    for (auto x : s.away_team(owner, loc, false, s.cards[c].team))
      if (stopped(x)) return true;
    return false;
  }
  if (stopped(c) || s.cards[c].range_used > 0) return true;
  for (auto x : s.aboard(c))
    if (stopped(x)) return true;
  for (auto x : s.on_planet(owner, loc))
    if (stopped(x)) return true;
  return false;
}

void resolve(OpRun& run, const OpArgs&) { run.unstop(run.target().value, run.rule(Rule::Unstop)); }

// The agent does not yet plan a second round of actions in one turn.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(Unstop){
    .word = "unstop",
    .summary = "the targeted ship with its crew and Away Team there, or Away Team, is unstopped; the ship's RANGE used is restored",
    .rule = "R-CARDRULE-10",
    .targets = kind_bit(TargetKind::ShipOrAwayTeam) | kind_bit(TargetKind::Ship),
    .text = text,
    .target_ok = target_ok,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
