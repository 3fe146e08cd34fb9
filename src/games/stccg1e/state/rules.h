#pragma once
// Rule ids cited by the engine, its log and its tests. Ids and sections come
// from ../shared/spec/rules-spec.md; D-* ids are our own rulings for the open
// questions, documented in docs/rulings.md.
#include <cstdint>

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

}  // namespace spaceline::stccg1e
