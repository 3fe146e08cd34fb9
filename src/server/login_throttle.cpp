#include "server/login_throttle.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace spaceline::server {

namespace {

// Failures older than this are forgotten: the count starts again.
constexpr double kForgetAfterSeconds = 3600;
// Past this many names or addresses, entries of no use any more are dropped.
constexpr size_t kPruneAbove = 10000;

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

int64_t remaining(double until, double now) {
  return until > now ? static_cast<int64_t>(std::ceil(until - now)) : 0;
}

}  // namespace

int64_t LoginThrottle::wait(const std::string& name, const std::string& address, double now) {
  std::lock_guard lock(mu_);
  int64_t w = 0;
  if (auto it = names_.find(lower(name)); it != names_.end()) w = std::max(w, remaining(it->second.until, now));
  if (auto it = addresses_.find(address); it != addresses_.end()) w = std::max(w, remaining(it->second.until, now));
  return w;
}

void LoginThrottle::fail(std::map<std::string, Entry>& m, const std::string& key, int free, double now) {
  if (m.size() > kPruneAbove) forget_old(m, now);
  Entry& e = m[key];
  if (now - e.last > kForgetAfterSeconds) e.failures = 0;
  ++e.failures;
  e.last = now;
  if (e.failures >= free) {
    const int doublings = std::min(e.failures - free, 30);
    e.until = now + std::min<double>(static_cast<double>(max_backoff_), std::ldexp(1.0, doublings));
  }
}

void LoginThrottle::failed(const std::string& name, const std::string& address, double now) {
  std::lock_guard lock(mu_);
  fail(names_, lower(name), free_, now);
  if (!address.empty()) fail(addresses_, address, address_free_, now);
}

void LoginThrottle::succeeded(const std::string& name) {
  std::lock_guard lock(mu_);
  names_.erase(lower(name));
}

void LoginThrottle::forget_old(std::map<std::string, Entry>& m, double now) {
  for (auto it = m.begin(); it != m.end();)
    it = (now - it->second.last > kForgetAfterSeconds && it->second.until < now) ? m.erase(it) : std::next(it);
}

}  // namespace spaceline::server
