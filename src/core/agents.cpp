#include <stdexcept>
#include "core/agent.h"

namespace spaceline {

Action RandomAgent::choose(const State& s) {
  buf_.clear();
  s.legal_actions(buf_);
  if (buf_.empty()) throw std::logic_error("random agent: no legal actions in a non-terminal state");
  return buf_[rng_.below(static_cast<uint32_t>(buf_.size()))];
}

}  // namespace spaceline
