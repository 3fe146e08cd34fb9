#pragma once
// One load run (docs/benchmarks.md, "Server load"): start the real server on a fresh SQLite file,
// register a handful of accounts, start N games, let one bot per person seat play them over
// WebSockets for a fixed time, and report latencies, throughput and every error.
#include <cstdint>
#include <string>
#include <vector>

#include "load_stats.h"

namespace spaceline::load {

struct LoadOptions {
  std::string server_bin;            // the `spaceline` program
  std::string db;                    // SQLite file; empty: a fresh file in a temporary folder
  int games = 20;                    // games played at once (finished ones are replaced)
  double seconds = 10;               // measured window
  double warmup = 2;                 // before the window: connections settle, nothing counted
  std::string opponent = "computer"; // "computer" (one bot a game) or "person" (two bots a game)
  std::string game = "stccg1e";
  std::string agent = "heuristic";   // the computer's agent
  int search_games = 0;              // of the games, this many against search_agent (measured apart)
  std::string search_agent = "ismcts-easy";
  int accounts = 4;                  // registering is Argon2id-expensive: a handful, shared by all games
  double think_ms = 0;               // a bot's pause before answering a state
  double timeout_s = 30;             // an act without its state for this long counts as a timeout
  uint64_t seed = 1;                 // game seeds are seed, seed+1, ...; the bots' choices too
  double logins_per_s = 0;           // logins (Argon2id on the server) while the games run
  int chat_every = 0;                // each bot says a chat line before every N-th act (0: no chat)
  int clock_minutes = 0;             // every game has a chess clock of this many minutes a seat (0: none)
  std::vector<std::string> attacks;  // attacks.h: replayed from the warm-up on; the server keeps its
                                     // default per-address limits, and the bots come from many addresses
};

struct LoadReport {
  LoadStats stats;             // the games against `agent` (or between people)
  LoadStats search_stats;      // the games against `search_agent`
  double window_s = 0;
  double setup_s = 0;          // registering the accounts and starting the first games
  double server_cpu_s = 0;     // the server's CPU time inside the window
  double server_wait_s = 0;    // the server's I/O thread waiting for a CPU inside the window
  double bench_cpu_s = 0;      // the bots' (this process's) CPU time inside the window
  long connections = 0;        // bots playing at the start of the window
  std::string server_line;     // what the server printed first
  long rss_max_bytes = 0;      // the server's resident memory, its highest sample in the window
  long rss_peak_bytes = 0;     // its peak over the whole run (VmHWM)
  std::string attack_report;   // AttackRun::report(), when attacks ran
};

LoadReport run_load(const LoadOptions& o);

// The readable summary: one line with the numbers, one with the errors by kind.
std::string describe(const LoadOptions& o, const LoadReport& r);

}  // namespace spaceline::load
