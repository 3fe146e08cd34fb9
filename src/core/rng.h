#pragma once
// Seeded, serializable random number generator owned by each game state
// (docs/architecture.md): every shuffle and random selection in a game draws from
// the state's own Rng, so the same seed and actions replay bit for bit.
#include <cstdint>
#include <nlohmann/json.hpp>

namespace spaceline {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { reseed(seed); }
  void reseed(uint64_t seed);
  uint64_t next();
  // Uniform integer in [0, n); n must be > 0. Uses rejection to avoid bias.
  uint32_t below(uint32_t n);
  template <class Vec>
  void shuffle(Vec& v) {
    for (size_t i = v.size(); i > 1; --i) {
      size_t j = below(static_cast<uint32_t>(i));
      std::swap(v[i - 1], v[j]);
    }
  }
  bool operator==(const Rng&) const = default;
  nlohmann::json to_json() const;
  static Rng from_json(const nlohmann::json& j);

 private:
  uint64_t s_[4]{};
};

}  // namespace spaceline
