#pragma once
// Star Trek CCG First Edition as a Spaceline game module (core/module.h).
#include <memory>

#include "core/module.h"

namespace spaceline::stccg1e {

std::unique_ptr<spaceline::GameModule> make_module();

}  // namespace spaceline::stccg1e
