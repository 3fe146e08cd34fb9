#include "core/rng.h"

namespace spaceline {
namespace {
uint64_t splitmix(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

void Rng::reseed(uint64_t seed) {
  uint64_t x = seed;
  for (auto& s : s_) s = splitmix(x);
}

// xoshiro256**: small state (32 bytes) keeps clones cheap.
uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint32_t Rng::below(uint32_t n) {
  const uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
  uint64_t r;
  do r = next();
  while (r >= limit);
  return static_cast<uint32_t>(r % n);
}

nlohmann::json Rng::to_json() const {
  // Strings keep all 64 bits exact in any JSON reader.
  nlohmann::json j = nlohmann::json::array();
  for (auto s : s_) j.push_back(std::to_string(s));
  return j;
}

Rng Rng::from_json(const nlohmann::json& j) {
  Rng r;
  if (!j.is_array() || j.size() != 4) throw std::runtime_error("rng: expected an array of 4 state words");
  for (int i = 0; i < 4; ++i) r.s_[i] = std::stoull(j[i].get<std::string>());
  return r;
}

}  // namespace spaceline
