#pragma once
// TaleSpin: The Card Game as a Spaceline game module (core/module.h).
#include <memory>

#include "core/module.h"

namespace spaceline::talespin {

std::unique_ptr<spaceline::GameModule> make_module();

}  // namespace spaceline::talespin
