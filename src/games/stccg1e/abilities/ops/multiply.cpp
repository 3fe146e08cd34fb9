// multiply: while its card is in play, the values it names are multiplied by N,
// after every value set and every addition (R-MOD-1), and only while personnel
// of each classification it lists are aboard, a classification in a skill box
// counting too (Kurlan Naiskos: RANGE, WEAPONS and SHIELDS x3 with the seven).
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (!v.IsMap()) {
    error(v, "multiply takes {values: [range, weapons, shields], by: N} (optional all_aboard: [CLASSIFICATION, ...])");
    return;
  }
  for (const auto& kv : v) {
    const auto k = kv.first.as<std::string>();
    if (k != "value" && k != "values" && k != "by" && k != "all_aboard")
      error(kv.first, "unknown multiply field '" + k + "' (expected value, values, by or all_aboard)");
  }
  parse_modifier_stats(v, a, error);
  const YAML::Node by = v["by"];
  if (!by || !by.IsScalar() || !YAML::convert<int>::decode(by, a.count) || a.count < 2 || a.count > 10)
    error(by ? by : v, "multiply needs by: N, a number from 2 to 10");
  if (const YAML::Node all = v["all_aboard"]) {
    if (!all.IsSequence() || all.size() == 0) error(all, "all_aboard takes a list of classifications");
    for (const auto& c : all) {
      const auto sk = c.IsScalar() ? parse_skill(c.Scalar()) : std::nullopt;
      if (sk && is_classification(*sk)) a.all_aboard |= 1u << *sk;
      else error(c, "all_aboard takes classifications (e.g. OFFICER)");
    }
  }
}

std::string text(const OpArgs& a) {
  std::string s = stats_text(a.stats) + " x" + std::to_string(a.count);
  if (!a.all_aboard) return s;
  std::vector<std::string> names;
  for (SkillId k = 0; k < kNumClassifications; ++k)
    if (a.all_aboard >> k & 1) names.push_back(skill_name(k));
  s += " while there are aboard";
  for (size_t i = 0; i < names.size(); ++i) s += (i ? i + 1 == names.size() ? " and " : ", " : " ") + names[i];
  return s;
}

// Anyone's personnel aboard count, as they are aboard (CRD IV.4 Kurlan Naiskos); an inert one has no skills (R-STATE-2).
void modify(const ModifierView& v, const OpArgs& a, ValueMods& out) {
  const auto& s = v.s;
  uint32_t found = 0;
  for (CardId m = 0; a.all_aboard && m < s.cards.size(); ++m) {
    const auto& k = s.cards[m];
    if (k.zone != Zone::InPlay || k.place != Place::Aboard || k.host != v.subject || s.def(m).type != CardType::Personnel) continue;
    for (SkillId c = 0; c < kNumClassifications; ++c)
      if ((a.all_aboard >> c & 1) && s.skill_halves(m, c) >= 2) found |= 1u << c;
  }
  if (found == a.all_aboard) out.times *= a.count;
}

// As modify: the agent does not yet plan by values it could raise.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

extern const OpDef kMultiplyOp{
    .word = "multiply",
    .summary = "while in play: RANGE, WEAPONS or SHIELDS xN, after additions (all_aboard: while those classifications are aboard)",
    .rule = "R-MOD-1",
    .targets = kind_bit(TargetKind::Table) | kind_bit(TargetKind::Ship),
    .parse = parse,
    .text = text,
    .modify = modify,
    .value = value,
};

}  // namespace spaceline::stccg1e
