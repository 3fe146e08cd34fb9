#pragma once
// Rule ids cited by the engine, its log and its tests: R-* ids number the CRD's
// rules, D-* ids are our own rulings for the open questions (docs/rulings.md);
// docs/rule-index.md says what each one makes the engine do.
#include <cstdint>
#include <optional>
#include <string_view>

namespace spaceline::stccg1e {

enum class Rule : uint16_t {
#define SPACELINE_RULE(sym, id, crd) sym,
#include "games/stccg1e/state/rules.def"
#undef SPACELINE_RULE
  Count
};

struct RuleInfo {
  const char* id;
  const char* source;
};

const RuleInfo& rule_info(Rule r);
// The first rule cited under this id (card files name the ruling their text follows: `rule: D-ART-2`).
std::optional<Rule> rule_by_id(std::string_view id);

}  // namespace spaceline::stccg1e
