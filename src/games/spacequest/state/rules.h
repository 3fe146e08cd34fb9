#pragma once
// Rule ids the engine cites in its log, refusals and tests: the seed's SQ-x rules and our rulings
// D-SQ-x (docs/spacequest/rules.md); docs/rule-index.md lists them all.
#include <cstdint>

namespace spaceline::spacequest {

enum class Rule : uint8_t {
#define X(sym, id) sym,
#include "games/spacequest/state/rules.def"
#undef X
  Count
};

const char* rule_id(Rule r);  // "SQ-7", "D-SQ-12"

}  // namespace spaceline::spacequest
