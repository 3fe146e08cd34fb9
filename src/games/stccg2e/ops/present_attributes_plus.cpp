// `present_attributes_plus: {n: N, attribute: integrity|cunning|strength|all, skill: SKILL}` (an
// equipment's text): while the equipment is in play, each personnel of its owner present with it
// (at the same mission, on the same ship or on the same surface) is that attribute +N, or every
// attribute with `all`; with `skill`, only a personnel who has that skill. A continuous effect
// (D-2E-31): rules::attribute reads it whenever an attribute is counted, so it begins and ends as
// the equipment or the personnel move; as a step of its card's text it does nothing.
#include <array>

#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

namespace {
constexpr std::array<const char*, 4> kAttributes = {"integrity", "cunning", "strength", "all"};
constexpr std::array<const char*, 4> kShown = {"INTEGRITY", "CUNNING", "STRENGTH", "attributes"};
}  // namespace

const OpDef& op_present_attributes_plus() {
  static const OpDef d{
      "present_attributes_plus", "{n: N, attribute: integrity|cunning|strength|all, skill: SKILL (optional)}",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsMap() || !arg["n"] || !arg["attribute"]) return "expected {n: N, attribute: ATTRIBUTE}, and optionally skill: SKILL";
        for (auto f = arg.begin(); f != arg.end(); ++f) {
          const std::string k = f->first.as<std::string>();
          if (k != "n" && k != "attribute" && k != "skill") return "unknown field '" + k + "' (n, attribute, skill)";
        }
        if (auto e = parse_count(op, arg["n"]); !e.empty()) return "n: " + e;
        const std::string a = arg["attribute"].IsScalar() ? arg["attribute"].Scalar() : "";
        op.attribute = kAttributes.size();
        for (size_t i = 0; i < kAttributes.size(); ++i)
          if (a == kAttributes[i]) op.attribute = static_cast<uint8_t>(i);
        if (op.attribute == kAttributes.size()) return "attribute must be integrity, cunning, strength or all, got '" + a + "'";
        if (arg["skill"]) {
          if (!arg["skill"].IsScalar() || arg["skill"].Scalar().empty()) return "skill must be a skill's name";
          op.word = arg["skill"].Scalar();
        }
        return "";
      },
      [](const Op& op) {
        return std::string("Each of your personnel present") + (op.word.empty() ? "" : " who has " + op.word) + " is " +
               kShown[op.attribute] + " +" + std::to_string(op.n) + ".";
      },
      [](S2State&, const Op&) { return OpRun::Next; },
      nullptr, nullptr, nullptr, Carrier::Equipment};
  return d;
}

bool present_bonus_applies(const Op& op, int attribute, const CardDef& personnel) {
  static const int kind = find_op("present_attributes_plus");
  return op.kind == kind && (op.attribute == 3 || op.attribute == attribute) && (op.word.empty() || personnel.skill(op.word) > 0);
}

}  // namespace spaceline::stccg2e
