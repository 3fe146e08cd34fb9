#pragma once
// What the load benchmark counts: latencies of actions sent inside the measured window, and every
// kind of failure, by name, so nothing the bots see goes unreported.
#include <algorithm>
#include <chrono>
#include <map>
#include <string>
#include <vector>

namespace spaceline::load {

using Clock = std::chrono::steady_clock;

struct Latencies {
  std::vector<double> ms;
  void add(Clock::duration d) { ms.push_back(std::chrono::duration<double, std::milli>(d).count()); }
  // The q-quantile (0..1) by the nearest-rank method; 0 when nothing was measured.
  double quantile(double q) const {
    if (ms.empty()) return 0;
    std::vector<double> s = ms;
    const size_t k = std::min(s.size() - 1, static_cast<size_t>(q * static_cast<double>(s.size())));
    std::nth_element(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(k), s.end());
    return s[k];
  }
  double max() const { return ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end()); }
};

struct LoadStats {
  Latencies ack;    // act sent -> its ack (the action is stored)
  Latencies state;  // act sent -> the state it led to (after the computer's replies)
  Latencies login;  // POST /api/login while the games run (Argon2id on the server)
  long actions = 0;             // acts answered by their state inside the window
  long games_finished = 0;      // during the whole run
  long games_started = 0;       // during the run, replacing finished ones
  std::map<std::string, long> server_errors;  // "error" messages, by code
  std::map<std::string, long> bot_errors;     // what the bot did not expect, by kind
  long timeouts = 0;            // an act with no state within the timeout
  long dropped = 0;             // connections closed by the server or the network
  std::map<std::string, long> drop_reasons;  // where (connect, handshake, read) and why
  long http_failures = 0;       // game creations, joins or logins that failed while running
  long chat_sent = 0;           // chat lines the bots said (--chat-every), during the whole run
  long chat_received = 0;       // chat lines the bots were sent (their own and the other seat's)

  long total_server_errors() const {
    long n = 0;
    for (const auto& [k, v] : server_errors) n += v;
    return n;
  }
  long total_bot_errors() const {
    long n = 0;
    for (const auto& [k, v] : bot_errors) n += v;
    return n;
  }
  long all_errors() const { return total_server_errors() + total_bot_errors() + timeouts + dropped + http_failures; }
};

}  // namespace spaceline::load
