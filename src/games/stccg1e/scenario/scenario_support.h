#pragma once
// First Edition's scenario files for the core's runner (core/scenario.h).
#include "core/scenario.h"

namespace spaceline::stccg1e {

const ScenarioSupport& scenario_support();

}  // namespace spaceline::stccg1e
