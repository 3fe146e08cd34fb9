#pragma once
// Star Trek CCG Second Edition as a Spaceline game module (core/module.h, docs/stccg2e/README.md).
#include <memory>

#include "core/module.h"

namespace spaceline::stccg2e {

std::unique_ptr<spaceline::GameModule> make_module();

}  // namespace spaceline::stccg2e
