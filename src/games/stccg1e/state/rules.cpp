#include "games/stccg1e/state/rules.h"

namespace spaceline::stccg1e {

const RuleInfo& rule_info(Rule r) {
  static const RuleInfo table[] = {
#define SPACELINE_RULE(sym, id, crd) {id, crd},
#include "games/stccg1e/state/rules.def"
#undef SPACELINE_RULE
  };
  return table[static_cast<uint16_t>(r)];
}

std::optional<Rule> rule_by_id(std::string_view id) {
  for (uint16_t i = 0; i < static_cast<uint16_t>(Rule::Count); ++i)
    if (id == rule_info(static_cast<Rule>(i)).id) return static_cast<Rule>(i);
  return std::nullopt;
}

}  // namespace spaceline::stccg1e
