// What one move costs the server as its watchers grow (issue 23, part 7; docs/benchmarks.md,
// "Server: a move and its watchers"): a First Edition game against the computer in a GameHub on
// SQLite, N spectators watching, and each iteration one action of the person's seat, stored,
// applied, the computer's answers applied, and every watcher sent its state.
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <filesystem>
#include <memory>

#include "core/registry.h"
#include "server/game_hub.h"
#include "storage/auth.h"
#include "storage/sqlite_store.h"

namespace fs = std::filesystem;
using namespace spaceline;

namespace {

// A socket that keeps nothing: what is measured is building and handing over the messages.
struct Sink : server::Viewer {
  size_t bytes = 0;
  void deliver(const std::string& text) override { bytes += text.size(); }
};

struct Table {
  fs::path dir = fs::temp_directory_path() / ("spaceline-bench-" + std::to_string(::getpid()) + "-" +
                                              storage::random_token().substr(0, 8));
  std::unique_ptr<storage::Store> store;
  std::unique_ptr<server::GameHub> hub;
  storage::Id account = 0, game = 0;
  std::vector<std::shared_ptr<Sink>> watchers;
  uint64_t seed = 1;

  explicit Table(int spectators) {
    fs::create_directories(dir);
    store = storage::open_sqlite_store((dir / "db").string());
    hub = std::make_unique<server::GameHub>(*store, [](const std::string& n) -> const GameModule& { return game_module(n); },
                                            (dir / "decks").string(), server::HubLimits{spectators + 1, 1000});
    account = store->create_account("bench", "h", 1).id;
    new_game(spectators);
  }
  ~Table() {
    hub.reset();
    store.reset();
    fs::remove_all(dir);
  }
  void new_game(int spectators) {
    server::NewGame g;
    g.game = "stccg1e";
    g.deck = {"federation-premiere", "", "federation-premiere"};
    g.others = {{true, "random", {"klingon-premiere", "", "klingon-premiere"}}};
    g.seed = seed++;
    game = hub->create(account, g);
    watchers.clear();
    for (int i = 0; i < spectators; ++i) {
      watchers.push_back(std::make_shared<Sink>());
      hub->watch(game, 0, watchers.back());
    }
  }
  bool over() { return hub->state(game)->is_terminal(); }
  void move() {
    const State& s = *hub->state(game);
    const auto legal = s.legal_actions();
    hub->act(game, account, s.action_key(legal[legal.size() / 2]), std::nullopt, nullptr);
  }
};

void BM_MoveWithSpectators(benchmark::State& st) {
  const int spectators = static_cast<int>(st.range(0));
  Table t(spectators);
  for (auto _ : st) {
    if (t.over()) {
      st.PauseTiming();
      t.new_game(spectators);
      st.ResumeTiming();
    }
    t.move();
  }
  st.counters["spectators"] = spectators;
}
BENCHMARK(BM_MoveWithSpectators)->Arg(0)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
