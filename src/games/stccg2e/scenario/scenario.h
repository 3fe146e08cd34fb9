#pragma once
// Second Edition's part of scenario files (docs/stccg2e/scenario-format.md).
#include "core/scenario.h"

namespace spaceline::stccg2e {

const ScenarioSupport& scenario_support();

}  // namespace spaceline::stccg2e
