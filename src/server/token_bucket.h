#pragma once
// A rate limit refilled continuously (docs/server.md, "Limits"): `per_second` tokens a second, at
// most `burst` saved up; each message spends one, and one that finds none is refused.
#include <algorithm>
#include <chrono>

namespace spaceline::server {

class TokenBucket {
 public:
  using clock = std::chrono::steady_clock;
  TokenBucket(double per_second, double burst, clock::time_point now = clock::now())
      : per_second_(per_second), burst_(burst), tokens_(burst), last_(now) {}
  // Spends a token if there is one.
  bool take(clock::time_point now = clock::now()) {
    if (now > last_) {
      tokens_ = std::min(burst_, tokens_ + std::chrono::duration<double>(now - last_).count() * per_second_);
      last_ = now;
    }
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

 private:
  double per_second_, burst_, tokens_;
  clock::time_point last_;
};

}  // namespace spaceline::server
