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

}  // namespace spaceline::stccg1e
