// kill_unless: each member of the targeted Away Team who does not meet the
// requirement alone is targeted to die; the moment before they die follows
// (D-EVT-25), then the card play's window (Vulcan Stone of Gol, D-ART-2).
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (!v.IsScalar()) {
    error(v, "kill_unless takes the requirement that spares a member, e.g. \"Youth OR CUNNING>7\"");
    return;
  }
  try {
    a.req = parse_requirement(v.Scalar());
    a.req_text = a.req->text;
  } catch (const ReqParseError& e) {
    error(v, std::string("bad requirement in kill_unless: ") + e.what());
  }
}

std::string text(const OpArgs& a) { return "each member of that Away Team is killed unless they have " + a.req_text; }

void resolve(OpRun& run, const OpArgs& a) {
  for (CardId m : run.away_team_of(run.target().value))
    if (!run.meets_alone(m, *a.req)) run.doom_kill(m, run.rule(Rule::EventPlay));
  run.after_dooms();
}

// Worth it against the opponent's team, by the members it would kill; never against one's own.
int value(const OpValueView& v, const OpArgs& a) {
  if ((v.target.value & 1) == v.me) return kNeverWorth;
  int killed = 0;
  const int loc = (v.target.value >> 1) & 63, team = v.target.value >> 7;
  for (CardId m : v.s.away_team(1 - v.me, loc, false, static_cast<uint8_t>(team))) {
    std::vector<CardId> one{m}, none;
    ReqContext ctx{&v.s, &one, &none, -1};
    if (!evaluate(*a.req, ctx).met) ++killed;
  }
  return killed ? 25 * killed : kNeverWorth;
}

}  // namespace

SPACELINE_OP(KillUnless){
    .word = "kill_unless",
    .summary = "each member of the targeted Away Team without the requirement, alone, dies",
    .rule = "D-EVT-25",
    .targets = kind_bit(TargetKind::AwayTeam),
    .parse = parse,
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
