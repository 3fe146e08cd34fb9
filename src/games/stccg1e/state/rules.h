#pragma once
// Rule ids cited by the engine, its log and its tests. Ids and sections come
// from ../shared/spec/rules-spec.md; D-* ids are our own rulings for the open
// questions, documented in docs/rulings.md.
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
