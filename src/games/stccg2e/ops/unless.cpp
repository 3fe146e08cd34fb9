// `unless: {need: "REQUIREMENTS", then: {OP: ARG}}` (a dilemma's text): unless the personnel still
// attempting meet the requirements, the one op under `then` happens (rules::run_text runs it).
#include "games/stccg2e/cards/requirements.h"
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

std::string parse_op(Op& op, const YAML::Node& node);  // cards/card_loader.cpp
std::string render_op(const Op& op);                    // cards/card_loader.cpp

const OpDef& op_unless() {
  static const OpDef d{
      "unless", "{need: REQUIREMENTS, then: {OP: ARG}}",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsMap() || !arg["need"] || !arg["then"] || arg.size() != 2) return "expected {need: ..., then: {...}}";
        try {
          const auto alts = parse_requirements(arg["need"].as<std::string>());
          if (alts.size() != 1) return "need: one requirement without 'or'";
          op.need = alts.front();
        } catch (const std::exception& e) {
          return std::string("need: ") + e.what();
        }
        Op inner;
        if (auto e = parse_op(inner, arg["then"]); !e.empty()) return "then: " + e;
        op.then = {inner};
        return "";
      },
      [](const Op& op) {
        std::string inner = render_op(op.then.front());
        if (!inner.empty()) inner[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(inner[0])));
        return "Unless you have " + render({op.need}) + ", " + inner;
      },
      [](S2State& s, const Op& op) {
        if (meets(op.need, rules::group_skills(s, s.attempt.group))) return OpRun::Next;
        s.res.sub = true;  // the runner now runs `then`
        return OpRun::Next;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
