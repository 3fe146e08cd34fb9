#pragma once
// The table as text for the terminal (`play`, `replay`): life, mana, hands and libraries as counts
// (a seat's own hand by name), the battlefield with each Ship's crew underneath and where its
// power/toughness comes from, and the stack.
#include <string>

#include "games/spacequest/state/state.h"

namespace spaceline::spacequest {

std::string render_table(const SqState& s, int viewer);

}  // namespace spaceline::spacequest
