#pragma once
// Backoff after failed logins (issue 23): a name that got `free_failures` wrong passwords in a row,
// or an address that failed `address_free_failures` logins, must wait before its next try, twice
// as long after each further failure (1 s, 2 s, 4 s ... up to `max_backoff_seconds`). While it
// waits, every login for it is refused (429) without looking at the password, so a guesser learns
// nothing and costs no hashing. Thread-safe: logins are answered on the password pool.
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

namespace spaceline::server {

class LoginThrottle {
 public:
  LoginThrottle(int free_failures, int address_free_failures, int64_t max_backoff_seconds)
      : free_(free_failures), address_free_(address_free_failures), max_backoff_(max_backoff_seconds) {}
  // Seconds to wait before `name` may be tried from `address` (0: now). `now` in seconds.
  int64_t wait(const std::string& name, const std::string& address, double now);
  void failed(const std::string& name, const std::string& address, double now);
  void succeeded(const std::string& name);

 private:
  struct Entry {
    int failures = 0;
    double last = 0;   // the last failure
    double until = 0;  // no try before this
  };
  void fail(std::map<std::string, Entry>& m, const std::string& key, int free, double now);
  static void forget_old(std::map<std::string, Entry>& m, double now);

  int free_, address_free_;
  int64_t max_backoff_;
  std::mutex mu_;
  std::map<std::string, Entry> names_, addresses_;
};

}  // namespace spaceline::server
