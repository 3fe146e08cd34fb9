#pragma once
// Space Quest's scenario keys for the core's scenario runner (core/scenario.h,
// docs/spacequest/scenario-format.md).
#include "core/scenario.h"

namespace spaceline::spacequest {

const ScenarioSupport& scenario_support();

}  // namespace spaceline::spacequest
