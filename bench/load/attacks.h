#pragma once
// The attacks of issue 23, replayed while the load benchmark's bots play (docs/benchmarks.md,
// "Attacks"): each is what a hostile client did to stall the server, run at the rate it was found
// at, so the bots' act->state latencies say what it still costs everyone else. The attackers run
// on a thread and an I/O loop of their own, from addresses of their own (127.0.2.1, and
// 127.0.3.x for the crowd of spectators), so the per-address limits meet them as they would meet
// strangers while the bots keep theirs.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace spaceline::load {

struct AttackTarget {
  uint16_t port = 0;
  std::vector<int64_t> games;  // running games to watch
  std::string game;            // their module, for deck checks
  std::string account;         // a real account to guess the password of
  std::string password;        // its real password (for the login spellings that must not hash)
};

class AttackRun {
 public:
  // Throws std::invalid_argument naming an unknown attack (the known ones: known()).
  AttackRun(const std::vector<std::string>& names, AttackTarget target);
  ~AttackRun();
  static const std::vector<std::string>& known();
  void start();  // starts every attack on the attackers' own thread
  void stop();   // stops them and joins the thread
  // One line per attack: what it did and how the server answered (counts by outcome).
  std::string report() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// "a,b" or "all" -> the attack names.
std::vector<std::string> parse_attack_list(const std::string& list);

}  // namespace spaceline::load
