#pragma once
// TaleSpin's scenario keys for the core's scenario runner (core/scenario.h,
// docs/talespin/scenario-format.md).
#include "core/scenario.h"

namespace spaceline::talespin {

const ScenarioSupport& scenario_support();

}  // namespace spaceline::talespin
