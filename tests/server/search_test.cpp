// The search agents on the server (issue 23 part 7, issue 24 part 6; docs/server.md, "Threads"):
// served for every game whose module lists them, searched on the hub's search pool on a copy of
// the game, the game saying meanwhile that the computer thinks, and the same move after a restart.
#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <future>
#include <thread>

#include "core/ismcts_agent.h"
#include "core/registry.h"
#include "server/api.h"
#include "server/game_hub.h"
#include "storage/auth.h"
#include "storage/sqlite_store.h"

namespace fs = std::filesystem;
using namespace spaceline;
using namespace spaceline::server;
using nlohmann::json;

namespace {

// A hub and its API on an SQLite file that outlives them, as a server and its restarts do.
struct SearchServer {
  fs::path dir;
  std::unique_ptr<storage::Store> store;
  std::unique_ptr<GameHub> hub;
  std::unique_ptr<Api> api;
  ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };

  SearchServer() {
    dir = fs::temp_directory_path() / ("spaceline-search-" + std::to_string(::getpid()) + "-" + storage::random_token().substr(0, 8));
    fs::create_directories(dir);
  }
  ~SearchServer() {
    close();
    fs::remove_all(dir);
  }
  void close() {
    api.reset();
    hub.reset();
    store.reset();
  }
  // Starts (or restarts) on the same database; `hook` runs as each search begins.
  void open(std::function<void(storage::Id)> hook = nullptr) {
    close();
    store = storage::open_sqlite_store((dir / "db").string());
    hub = std::make_unique<GameHub>(*store, modules, (dir / "decks").string());
    if (hook) hub->set_search_hook(std::move(hook));
    hub->resume_all();
    api = std::make_unique<Api>(*store, *hub, modules, game_names());
  }
  ApiResponse call(const std::string& method, const std::string& target, const json& body = nullptr,
                   const std::string& token = "") {
    return api->handle({method, target, body.is_null() ? "" : body.dump(), token.empty() ? "" : "Bearer " + token});
  }
  std::string user(const std::string& name) {
    auto r = call("POST", "/api/register", {{"name", name}, {"password", "password-" + name}});
    EXPECT_EQ(r.status, 201) << r.body.dump();
    return r.body.value("token", "");
  }
  json state(int64_t game, const std::string& token) {
    return call("GET", "/api/games/" + std::to_string(game) + "/state", nullptr, token).body;
  }
  // The person plays the first legal action until the computer must search; returns that state.
  json play_until_thinking(int64_t game, const std::string& token) {
    for (int i = 0; i < 200; ++i) {
      json s = state(game, token);
      if (s.contains("thinking")) return s;
      if (!s.contains("legal")) throw std::runtime_error("neither thinking nor the person's turn: " + s.dump().substr(0, 300));
      auto r = call("POST", "/api/games/" + std::to_string(game) + "/act",
                    {{"key", s["legal"][0]["key"]}, {"step", s["step"]}}, token);
      if (r.status != 200) throw std::runtime_error("act: " + r.body.dump());
    }
    throw std::runtime_error("the computer never had to search");
  }
  // Waits (up to a minute) until the game is past `step`, and returns that state.
  json wait_past(int64_t game, const std::string& token, int64_t step) {
    for (int i = 0; i < 6000; ++i) {
      json s = state(game, token);
      if (s.value("step", int64_t{0}) > step && !s.contains("thinking")) return s;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    throw std::runtime_error("the computer's search never moved");
  }
  std::vector<std::string> actions(int64_t game) { return store->game(game)->record.actions; }
  // The person plays on, the first legal action each time, for `moves` of their decisions (the
  // computer's searched replies in between), or to the end.
  void play_on(int64_t game, const std::string& token, int moves) {
    for (int i = 0; i < moves; ++i) {
      json s = state(game, token);
      for (int w = 0; w < 6000 && !s.contains("legal") && !s.contains("result"); ++w) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        s = state(game, token);
      }
      if (s.contains("result")) return;
      if (!s.contains("legal")) throw std::runtime_error("the computer's search never replied");
      auto r = call("POST", "/api/games/" + std::to_string(game) + "/act", {{"key", s["legal"][0]["key"]}, {"step", s["step"]}}, token);
      if (r.status != 200) throw std::runtime_error("act: " + r.body.dump());
    }
  }
};

// A search that waits at its start until released: a long search, without any timing.
struct HeldSearch {
  std::promise<void> started_promise, release_promise;
  std::shared_future<void> release = release_promise.get_future().share();
  std::atomic<bool> begun{false};
  std::thread::id thread;
  std::function<void(storage::Id)> hook() {
    return [this](storage::Id) {
      thread = std::this_thread::get_id();
      if (!begun.exchange(true)) started_promise.set_value();
      release.wait();
    };
  }
};

}  // namespace

TEST(ServerSearch, EveryAgentOfAModuleIsServedAndTheDefaultOpponentStaysHeuristic) {
  SearchServer s;
  s.open();
  const json mods = s.call("GET", "/api/modules").body["modules"];
  ASSERT_EQ(mods.size(), game_names().size());
  int searching = 0;
  for (const auto& m : mods) {
    const GameModule& g = game_module(m["name"]);
    EXPECT_EQ(m["agents"].get<std::vector<std::string>>(), g.agent_names()) << m["name"] << ": the list is the module's own";
    EXPECT_EQ(m["default_agent"], "heuristic") << m["name"];
    for (const auto& a : g.agent_names()) searching += is_ismcts_name(a);
  }
  EXPECT_GE(searching, 3) << "at least one game can determinize (TaleSpin) and offers the three levels";

  const std::string t = s.user("player");
  auto r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"agent", "ismcts-easy"}, {"seed", 3}}, t);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  EXPECT_EQ(r.body["game"]["seats"][1]["computer"], "ismcts-easy");
  r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"seed", 3}}, t);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  EXPECT_EQ(r.body["game"]["seats"][1]["computer"], "heuristic") << "the default opponent replies at once";
  r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"agent", "ismcts-extreme"}, {"seed", 3}}, t);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.dump().find("'ismcts-extreme' is not an agent of talespin (random, heuristic, ismcts-easy, ismcts, ismcts-hard)"),
            std::string::npos)
      << r.body.dump();
}

TEST(ServerSearch, AGameWaitingForASearchSaysSoAndTheMoveIsSearchedOnTheSearchPool) {
  SearchServer s;
  HeldSearch held;
  s.open(held.hook());
  const std::string t = s.user("player");
  auto r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"agent", "ismcts-easy"}, {"seed", 5}}, t);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const int64_t id = r.body["game"]["id"];
  const json waiting = s.play_until_thinking(id, t);
  EXPECT_EQ(waiting["thinking"], (json{{"seat", 1}, {"agent", "ismcts-easy"}})) << "the players are told who thinks";
  EXPECT_FALSE(waiting.contains("legal"));
  ASSERT_EQ(held.started_promise.get_future().wait_for(std::chrono::seconds(30)), std::future_status::ready);
  EXPECT_NE(held.thread, std::this_thread::get_id()) << "the search is not the requester's work";
  EXPECT_EQ(s.hub->searches_charged(), 1);
  EXPECT_EQ(s.hub->searches_charged(s.api->account_of(t)), 1);
  // While it searches, the game's lock is free: its state is read and its spectators served.
  EXPECT_EQ(s.state(id, "").value("step", int64_t{-1}), waiting["step"]);

  held.release_promise.set_value();
  const json moved = s.wait_past(id, t, waiting["step"]);
  EXPECT_FALSE(moved.contains("thinking"));
  EXPECT_EQ(s.actions(id).size(), static_cast<size_t>(moved["step"].get<int64_t>())) << "the move was stored";
}

// A restarted server makes the same search move at the same step: the search is seeded from the
// game and the step and bounded by iterations. Killed while searching (its search never stores a
// move), restarted on the same database, it plays what an uninterrupted server played.
TEST(ServerSearch, ARestartedServerPlaysTheSameSearchMove) {
  auto setup = [](SearchServer& s, const std::string& t) {
    auto r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"agent", "ismcts-easy"}, {"seed", 11}}, t);
    if (r.status != 201) throw std::runtime_error(r.body.dump());
    return r.body["game"]["id"].get<int64_t>();
  };
  SearchServer straight;
  straight.open();
  const std::string t1 = straight.user("ann");
  const int64_t a = setup(straight, t1);

  SearchServer killed;
  struct Killed {};
  killed.open([](storage::Id) { throw Killed{}; });  // the process dies as the search begins
  const std::string t2 = killed.user("ann");
  const int64_t b = setup(killed, t2);

  // The same person's moves in both, to the computer's first search.
  const json at = killed.play_until_thinking(b, t2);
  const int64_t step = at["step"];
  for (int i = 0; i < 200 && straight.state(a, t1).value("step", int64_t{0}) < step; ++i) {
    const json sa = straight.state(a, t1);
    ASSERT_TRUE(sa.contains("legal")) << sa.dump().substr(0, 300);
    ASSERT_EQ(straight.call("POST", "/api/games/" + std::to_string(a) + "/act", {{"key", sa["legal"][0]["key"]}, {"step", sa["step"]}}, t1).status, 200);
  }
  const std::vector<std::string> uninterrupted = [&] {
    straight.wait_past(a, t1, step);
    return straight.actions(a);
  }();
  auto before = killed.actions(b);
  ASSERT_EQ(before.size(), static_cast<size_t>(step)) << "the search stored nothing";
  ASSERT_TRUE(std::equal(before.begin(), before.end(), uninterrupted.begin())) << "the same game up to the search";

  killed.open();  // restarted: the game resumes and the computer searches again
  killed.wait_past(b, t2, step);
  const auto replayed = killed.actions(b);
  ASSERT_GT(replayed.size(), static_cast<size_t>(step));
  EXPECT_EQ(replayed[static_cast<size_t>(step)], uninterrupted[static_cast<size_t>(step)])
      << "the restarted server searched its way to the same move";

  // And every later search too: the same person's moves on both servers get the same replies.
  straight.play_on(a, t1, 40);
  killed.play_on(b, t2, 40);
  const auto x = straight.actions(a), y = killed.actions(b);
  int after_restart = 0;
  for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
    ASSERT_EQ(x[i], y[i]) << "step " << i << " differs after the restart";
    after_restart += i >= static_cast<size_t>(step);
  }
  EXPECT_EQ(x.size(), y.size());
  EXPECT_GT(after_restart, 40) << "the games went on well past the restart";
}
