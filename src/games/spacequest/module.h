#pragma once
// Space Quest (Magic with Ship creatures, docs/spacequest/README.md) as a Spaceline game module.
#include <memory>

#include "core/module.h"

namespace spaceline::spacequest {

std::unique_ptr<spaceline::GameModule> make_module();

}  // namespace spaceline::spacequest
