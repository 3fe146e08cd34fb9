// The server load benchmark (issue 10; docs/benchmarks.md, "Server load"): `spaceline_load_bench`.
// A Google Benchmark binary with one benchmark, BM_ServerLoad, run once (one iteration is one whole
// load run); its options are read here and removed before Google Benchmark sees the rest:
//
//   --games N        games at once (default 20; the figure is 1000)
//   --seconds S      measured time (default 10)      --warmup S   before it (default 2)
//   --opponent computer|person   vs the computer (one bot a game) or two bots a game (default computer)
//   --game NAME      stccg1e (default) or talespin   --agent NAME the computer's agent (default heuristic)
//   --search-games N of the games, N against --search-agent (default ismcts-easy), reported apart: the
//                    other games' figures are then what the searches cost them
//   --think-ms T     a bot's mean pause before each act, uniform in [T/2, 3T/2] (default 0: as fast
//                    as the server's rate limit of 20 messages a second allows)
//   --accounts K     accounts registered (default 4)  --timeout S  per act (default 30)
//   --seed N         --db FILE (default: a fresh file in a temporary folder)
//   --server PATH    the spaceline program (default: the one built with this benchmark)
//   --logins-per-s R logins (an Argon2id check each on the server) while the games run (default 0)
//   --chat-every N   each bot says a chat line before every N-th act (default 0: no chat)
//   --clock-minutes M every game has a chess clock of M minutes a seat (default 0: none)
//   --attack A,B|all the attacks of issue 23 (attacks.h) replayed while the bots play; the server then
//                    keeps its default per-address limits and the bots come from many addresses
//
// Not a ctest test: it takes as long as you ask and its numbers depend on the machine.
#include <benchmark/benchmark.h>

#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "attacks.h"
#include "load_run.h"
#include "spaceline_bin.h"

using namespace spaceline::load;

namespace {

LoadOptions g_options;

void BM_ServerLoad(benchmark::State& state) {
  for (auto _ : state) {
    const LoadReport r = run_load(g_options);
    state.SetIterationTime(r.window_s);
    const auto& s = r.stats;
    state.counters["games"] = g_options.games;
    state.counters["actions"] = static_cast<double>(s.actions);
    state.counters["actions_per_s"] = static_cast<double>(s.actions) / r.window_s;
    state.counters["ack_p50_ms"] = s.ack.quantile(0.5);
    state.counters["ack_p99_ms"] = s.ack.quantile(0.99);
    state.counters["ack_max_ms"] = s.ack.max();
    state.counters["state_p50_ms"] = s.state.quantile(0.5);
    state.counters["state_p99_ms"] = s.state.quantile(0.99);
    state.counters["state_max_ms"] = s.state.max();
    state.counters["errors"] = static_cast<double>(s.all_errors());
    state.counters["server_errors"] = static_cast<double>(s.total_server_errors());
    state.counters["bot_errors"] = static_cast<double>(s.total_bot_errors());
    state.counters["timeouts"] = static_cast<double>(s.timeouts);
    state.counters["dropped"] = static_cast<double>(s.dropped);
    state.counters["games_finished"] = static_cast<double>(s.games_finished);
    state.counters["server_cpu_pct"] = 100 * r.server_cpu_s / r.window_s;
    state.counters["bots_cpu_pct"] = 100 * r.bench_cpu_s / r.window_s;
    state.counters["server_cpu_wait_pct"] = 100 * r.server_wait_s / r.window_s;
    state.counters["server_rss_max_mb"] = static_cast<double>(r.rss_max_bytes) / (1024 * 1024);
    if (g_options.logins_per_s > 0) {
      state.counters["login_p50_ms"] = s.login.quantile(0.5);
      state.counters["login_p99_ms"] = s.login.quantile(0.99);
    }
    std::cerr << r.server_line << "\n" << describe(g_options, r) << std::endl;
  }
}

// Takes our options out of argv (both "--x V" and "--x=V"); the rest is Google Benchmark's.
void parse_options(int& argc, char** argv) {
  std::vector<char*> rest = {argv[0]};
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i], value;
    const auto eq = a.find('=');
    const std::string name = a.substr(0, eq);
    auto take = [&]() -> std::string {
      if (eq != std::string::npos) return a.substr(eq + 1);
      if (i + 1 >= argc) throw std::invalid_argument(name + ": needs a value");
      return argv[++i];
    };
    if (name == "--games") g_options.games = std::stoi(take());
    else if (name == "--seconds") g_options.seconds = std::stod(take());
    else if (name == "--warmup") g_options.warmup = std::stod(take());
    else if (name == "--opponent") g_options.opponent = take();
    else if (name == "--game") g_options.game = take();
    else if (name == "--agent") g_options.agent = take();
    else if (name == "--search-games") g_options.search_games = std::stoi(take());
    else if (name == "--search-agent") g_options.search_agent = take();
    else if (name == "--think-ms") g_options.think_ms = std::stod(take());
    else if (name == "--accounts") g_options.accounts = std::stoi(take());
    else if (name == "--timeout") g_options.timeout_s = std::stod(take());
    else if (name == "--seed") g_options.seed = std::stoull(take());
    else if (name == "--db") g_options.db = take();
    else if (name == "--server") g_options.server_bin = take();
    else if (name == "--logins-per-s") g_options.logins_per_s = std::stod(take());
    else if (name == "--chat-every") g_options.chat_every = std::stoi(take());
    else if (name == "--clock-minutes") g_options.clock_minutes = std::stoi(take());
    else if (name == "--attack") g_options.attacks = parse_attack_list(take());
    else rest.push_back(argv[i]);
  }
  for (size_t i = 0; i < rest.size(); ++i) argv[i] = rest[i];
  argc = static_cast<int>(rest.size());
}

}  // namespace

int main(int argc, char** argv) {
  g_options.server_bin = SPACELINE_BIN;
  try {
    parse_options(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "spaceline_load_bench: " << e.what() << " (bad option value)\n";
    return 2;
  }
  benchmark::RegisterBenchmark("BM_ServerLoad", BM_ServerLoad)
      ->Iterations(1)
      ->UseManualTime()
      ->Unit(benchmark::kSecond);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  try {
    benchmark::RunSpecifiedBenchmarks();
  } catch (const std::exception& e) {
    std::cerr << "spaceline_load_bench: " << e.what() << "\n";
    return 1;
  }
  benchmark::Shutdown();
  return 0;
}
