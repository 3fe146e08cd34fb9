#include "core/game.h"

namespace spaceline {

nlohmann::json State::position(int player) const {
  nlohmann::json j = observation(player);
  for (const char* part : {"log", "legal_actions", "prompt"}) j.erase(part);
  return j;
}

}  // namespace spaceline
