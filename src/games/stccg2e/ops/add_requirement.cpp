// `add_requirement: Skill` (an event aimed at an incomplete mission): the mission also requires
// that skill. The added skill sits beside the printed requirements: on a mission that asks for
// "N different skills" it needs its own copy (R2-5, rules::requirements_of).
#include <cctype>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const OpDef& op_add_requirement() {
  static const OpDef d{
      "add_requirement", "a skill name",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsScalar() || arg.Scalar().empty() || !std::isupper(static_cast<unsigned char>(arg.Scalar()[0])))
          return "expected a skill name such as Acquisition";
        op.word = arg.Scalar();
        return "";
      },
      [](const Op& op) { return "Aim at an incomplete mission: it also requires " + op.word + "."; },
      [](S2State& s, const Op& op) {
        s.line[s.res.target].added.push_back(op.word);
        s.logv(Rule::R2_5, LogKind::AddRequirement, s.res.player, s.line[s.res.target].card);
        return OpRun::Next;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
