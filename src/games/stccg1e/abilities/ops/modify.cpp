// modify: while its card is in play, the values it names are raised (or
// lowered) by N, or by N for each of the ship's crew aboard of a classification
// (Bynars Weapon Enhancement: WEAPONS +2; Metaphasic Shields: SHIELDS +2 per
// SCIENCE). An addition: it comes after a value set, before any multiplier (R-MOD-1).
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (!v.IsMap()) {
    error(v, "modify takes {value: weapons, by: N} (value: range, weapons or shields; optional per: CLASSIFICATION)");
    return;
  }
  for (const auto& kv : v) {
    const auto k = kv.first.as<std::string>();
    if (k != "value" && k != "values" && k != "by" && k != "per") error(kv.first, "unknown modify field '" + k + "' (expected value, values, by or per)");
  }
  parse_modifier_stats(v, a, error);
  const YAML::Node by = v["by"];
  if (!by || !by.IsScalar() || !YAML::convert<int>::decode(by, a.count) || a.count == 0 || a.count < -20 || a.count > 20)
    error(by ? by : v, "modify needs by: N, a number from -20 to 20 other than 0");
  if (const YAML::Node per = v["per"]) {
    const auto sk = per.IsScalar() ? parse_skill(per.Scalar()) : std::nullopt;
    if (sk && is_classification(*sk)) a.per = *sk;
    else error(per, "per takes a classification (e.g. SCIENCE): the amount counts once for each of the crew aboard with it");
  }
}

std::string text(const OpArgs& a) {
  std::string s = stats_text(a.stats) + (a.count > 0 ? " +" : " ") + std::to_string(a.count);
  if (a.per != kNoSkill) s += " for each " + skill_name(a.per) + " of its crew aboard";
  return s;
}

// The crew is its owner's personnel aboard who are conscious (R-STATE-2/3/4); counted without allocating (hot path).
void modify(const ModifierView& v, const OpArgs& a, ValueMods& out) {
  if (a.per == kNoSkill) {
    out.add += a.count;
    return;
  }
  const auto& s = v.s;
  for (CardId m = 0; m < s.cards.size(); ++m) {
    const auto& k = s.cards[m];
    if (k.zone == Zone::InPlay && k.place == Place::Aboard && k.host == v.subject && k.owner == s.cards[v.subject].owner &&
        s.def(m).type == CardType::Personnel && s.conscious(m) && s.has_classification(m, a.per))
      out.add += a.count;
  }
}

// The agent neither plans battles nor moves by values it could raise: it does not play these yet.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

extern const OpDef kModifyOp{
    .word = "modify",
    .summary = "while in play: RANGE, WEAPONS or SHIELDS +N (per: for each of the crew aboard of a classification)",
    .rule = "R-MOD-1",
    .targets = kind_bit(TargetKind::Table) | kind_bit(TargetKind::Ship),
    .parse = parse,
    .text = text,
    .modify = modify,
    .value = value,
};

}  // namespace spaceline::stccg1e
