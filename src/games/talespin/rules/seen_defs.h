#pragma once
// Identical cards (one definition) are one choice: the legal-action lists remember which
// definitions they have offered. They run for every decision, so the set is a bit per library
// index on the stack (a library of up to 512 cards; the bundled one has 72) and a vector, which
// allocates, only for indices past that.
#include <algorithm>
#include <bitset>
#include <cstdint>
#include <vector>

namespace spaceline::talespin::rules {

class SeenDefs {
 public:
  // True the first time `def` is seen.
  bool first(uint16_t def) {
    if (def < kBits) {
      if (bits_.test(def)) return false;
      bits_.set(def);
      return true;
    }
    if (std::find(more_.begin(), more_.end(), def) != more_.end()) return false;
    more_.push_back(def);
    return true;
  }
  void clear() {
    bits_.reset();
    more_.clear();
  }

 private:
  static constexpr uint16_t kBits = 512;
  std::bitset<kBits> bits_;
  std::vector<uint16_t> more_;
};

}  // namespace spaceline::talespin::rules
