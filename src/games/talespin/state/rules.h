#pragma once
// Rule ids the engine cites in code, log and tests: the seed's S1-x rules and our
// rulings D-TS-x (docs/talespin/rules.md); docs/rule-index.md lists them all.
#include <cstdint>

namespace spaceline::talespin {

enum class Rule : uint8_t {
  S1_1, S1_2, S1_3, S1_4, S1_5, S1_6, S1_7, S1_8, S1_9, S1_10, S1_11, S1_12, S1_13,
  D_TS_1, D_TS_2, D_TS_3, D_TS_4, D_TS_5, D_TS_6, D_TS_7, D_TS_8, D_TS_9, D_TS_10,
  D_TS_11, D_TS_12, D_TS_13, D_TS_14, D_TS_15, D_TS_16, D_TS_17, D_TS_18, D_TS_19, D_TS_20,
  D_TS_21, D_TS_22, D_TS_23, D_TS_24, D_TS_25, D_TS_26, D_TS_27,
  Count
};

const char* rule_id(Rule r);  // "S1-7", "D-TS-12"

}  // namespace spaceline::talespin
