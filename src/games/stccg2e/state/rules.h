#pragma once
// Rule ids the engine cites in code, log and tests: the seed's R2-x rulings and our D-2E-x rules
// (docs/stccg2e/rules.md); docs/rule-index.md lists them all.
#include <cstdint>

namespace spaceline::stccg2e {

enum class Rule : uint8_t {
  R2_1, R2_2, R2_3, R2_4, R2_5, R2_6, R2_7, R2_8, R2_9, R2_10,
  D_2E_1, D_2E_2, D_2E_3, D_2E_4, D_2E_5, D_2E_6, D_2E_7, D_2E_8, D_2E_9, D_2E_10,
  D_2E_11, D_2E_12, D_2E_13, D_2E_14, D_2E_15, D_2E_16, D_2E_17, D_2E_18, D_2E_19, D_2E_20,
  D_2E_21, D_2E_22, D_2E_23, D_2E_24, D_2E_25, D_2E_26, D_2E_27, D_2E_28, D_2E_29, D_2E_30,
  D_2E_31,
  Count
};

const char* rule_id(Rule r);  // "R2-3", "D-2E-14"

}  // namespace spaceline::stccg2e
