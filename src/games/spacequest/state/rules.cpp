#include "games/spacequest/state/rules.h"

namespace spaceline::spacequest {

const char* rule_id(Rule r) {
  static const char* const ids[] = {
#define X(sym, id) id,
#include "games/spacequest/state/rules.def"
#undef X
  };
  const auto i = static_cast<int>(r);
  return i >= 0 && i < static_cast<int>(Rule::Count) ? ids[i] : "?";
}

}  // namespace spaceline::spacequest
