// take_control: the targeted ship and everything aboard are the player's until
// the end of the turn, unless its crew able to act meets the requirement
// (R-CARDRULE-3; Neural Servo Device, D-EVT-24).
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (v.IsNull()) return;  // `- take_control:`: nothing resists it
  if (!v.IsMap() || !v["unless"] || v.size() != 1 || !v["unless"].IsScalar()) {
    error(v, "take_control takes {unless: REQUIREMENT} (what the crew aboard needs to resist), or nothing");
    return;
  }
  try {
    a.req = parse_requirement(v["unless"].Scalar());
    a.req_text = a.req->text;
  } catch (const ReqParseError& e) {
    error(v["unless"], std::string("bad requirement in take_control: ") + e.what());
  }
}

std::string text(const OpArgs& a) {
  std::string t = "the ship and everything aboard are yours until the end of the turn";
  if (a.req) t += ", unless its crew has " + a.req_text;
  return t;
}

void resolve(OpRun& run, const OpArgs& a) {
  const CardId ship = run.target().value;
  if (a.req && run.crew_meets(run.usable_crew(ship), *a.req)) run.control_resisted(ship);
  else run.take_control(ship);
}

// The agent does not yet plan with a borrowed ship.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(TakeControl){
    .word = "take_control",
    .summary = "the targeted ship and all aboard are yours this turn, unless its crew resists",
    .rule = "R-CARDRULE-3",
    .targets = kind_bit(TargetKind::Ship),
    .parse = parse,
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
