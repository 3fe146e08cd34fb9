// The real server process over real sockets (issue 10, parts 1, 2, 4): a game played over a
// WebSocket survives `kill -9` at the same decision; hostile messages get errors and change
// nothing; every message to an opponent or a spectator is checked against hidden_from.
#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <random>
#include <thread>

#include "core/game_record.h"
#include "core/registry.h"
#include "core/viewer.h"
#include "storage/auth.h"
#include "test_client.h"
#include "spaceline_bin.h"

namespace fs = std::filesystem;
using namespace spaceline;
using namespace spaceline::test;

namespace {

struct TempDir {
  fs::path dir;
  TempDir() {
    dir = fs::temp_directory_path() / ("spaceline-serve-" + std::to_string(::getpid()) + "-" + storage::random_token().substr(0, 8));
    fs::create_directories(dir);
  }
  ~TempDir() { fs::remove_all(dir); }
  std::string db() const { return (dir / "games.db").string(); }
};

std::string register_user(uint16_t port, const std::string& name) {
  auto r = http_call(port, "POST", "/api/register", json{{"name", name}, {"password", "password-" + name}}.dump());
  EXPECT_EQ(r.status, 201) << r.body.dump();
  return r.body.value("token", "");
}

// What a decision is: everything the player is shown but the log's position.
json decision_of(const json& state) {
  json d = state;
  d.erase("log_from");
  return d;
}

}  // namespace

TEST(ServerProcess, AGameSurvivesKillDashNineAtTheSameDecision) {
  TempDir t;
  std::mt19937 rng(7);
  json before;
  int64_t game = 0;
  std::string token;
  {
    ServerProcess srv(SPACELINE_BIN, t.db());
    EXPECT_NE(srv.first_line().find("0 unfinished games resumed"), std::string::npos) << srv.first_line();
    token = register_user(srv.port(), "kirk");
    auto r = http_call(srv.port(), "POST", "/api/games",
                       json{{"game", "stccg1e"}, {"opponent", "computer"}, {"agent", "heuristic"}, {"seed", 21}}.dump(), token);
    ASSERT_EQ(r.status, 201) << r.body.dump();
    game = r.body["game"]["id"];
    WsClient ws(srv.port(), "/ws/games/" + std::to_string(game) , token);
    json s = ws.until("state");
    ASSERT_EQ(s["seat"], 0);
    for (int i = 0; i < 25; ++i) {
      ASSERT_TRUE(s.contains("legal")) << s.dump().substr(0, 500);
      const auto& legal = s["legal"];
      ws.send(json{{"type", "act"}, {"key", legal[rng() % legal.size()]["key"]}, {"step", s["step"]}}.dump());
      json ack = ws.until("ack");  // stored, then acknowledged...
      s = ws.until("state");        // ...then the new state (after any computer moves)
      if (s.contains("result")) break;
    }
    ws.send(R"({"type":"state"})");
    before = ws.until("state");
    srv.kill9();  // no chance to flush or close anything
  }
  ServerProcess again(SPACELINE_BIN, t.db());
  EXPECT_NE(again.first_line().find("1 unfinished game resumed"), std::string::npos) << again.first_line();
  WsClient ws(again.port(), "/ws/games/" + std::to_string(game) , token);
  json after = ws.until("state");
  EXPECT_EQ(decision_of(before), decision_of(after));
  EXPECT_GT(after["step"].get<int>(), 0);
  // And the game goes on from there.
  ASSERT_TRUE(after.contains("legal"));
  ws.send(json{{"type", "act"}, {"key", after["legal"][0]["key"]}}.dump());
  EXPECT_EQ(ws.until("ack")["type"], "ack");
}

// The determinism promise for the search agents (docs/server.md, "Durability"): a server killed
// while the computer searches its move makes, once restarted, the move an uninterrupted server
// made. TaleSpin seed 11: the computer decides first, so its search starts as the game is created.
TEST(ServerProcess, KilledWhileTheComputerSearchesItPlaysTheSameMoveAfterARestart) {
  const json create = {{"game", "talespin"}, {"opponent", "computer"}, {"agent", "ismcts"}, {"seed", 11}};
  auto first_move = [&](uint16_t port, const std::string& token, int64_t game) {
    for (int i = 0; i < 12000; ++i) {
      auto r = http_call(port, "GET", "/api/games/" + std::to_string(game) + "/state", "", token);
      if (r.body.value("step", 0) > 0 && !r.body.contains("thinking")) return decision_of(r.body);
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    throw std::runtime_error("the computer's search never moved");
  };
  TempDir straight_dir, killed_dir;
  json straight;
  {
    ServerProcess srv(SPACELINE_BIN, straight_dir.db());
    const std::string token = register_user(srv.port(), "kirk");
    auto r = http_call(srv.port(), "POST", "/api/games", create.dump(), token);
    ASSERT_EQ(r.status, 201) << r.body.dump();
    straight = first_move(srv.port(), token, r.body["game"]["id"]);
  }
  std::string token;
  int64_t game = 0;
  {
    ServerProcess srv(SPACELINE_BIN, killed_dir.db());
    token = register_user(srv.port(), "kirk");
    auto r = http_call(srv.port(), "POST", "/api/games", create.dump(), token);
    ASSERT_EQ(r.status, 201) << r.body.dump();
    game = r.body["game"]["id"];
    srv.kill9();  // the search of a thousand worlds has only begun
  }
  ServerProcess again(SPACELINE_BIN, killed_dir.db());
  auto resumed = http_call(again.port(), "GET", "/api/games/" + std::to_string(game) + "/state", "", token);
  EXPECT_EQ(resumed.body.value("step", -1), 0) << "the killed server had stored no move";
  EXPECT_EQ(first_move(again.port(), token, game), straight) << "the restarted server searched its way to the same move";
}

TEST(ServerProcess, HostileMessagesGetErrorsAndChangeNothing) {
  TempDir t;
  ServerProcess srv(SPACELINE_BIN, t.db());
  const std::string a = register_user(srv.port(), "alice"), b = register_user(srv.port(), "bob");
  auto r = http_call(srv.port(), "POST", "/api/games", json{{"game", "talespin"}, {"opponent", "person"}, {"seed", 2}}.dump(), a);
  ASSERT_EQ(r.status, 201);
  const std::string gid = std::to_string(r.body["game"]["id"].get<int64_t>());
  ASSERT_EQ(http_call(srv.port(), "POST", "/api/games/" + gid + "/join", "{}", b).status, 200);
  WsClient wa(srv.port(), "/ws/games/" + gid , a);
  WsClient wb(srv.port(), "/ws/games/" + gid , b);
  WsClient spec(srv.port(), "/ws/games/" + gid);
  json sa = wa.until("state"), sb = wb.until("state"), ss = spec.until("state");
  EXPECT_EQ(ss["role"], "spectator");
  WsClient* decider = sa.contains("legal") ? &wa : &wb;
  WsClient* other = decider == &wa ? &wb : &wa;
  const json legal = (decider == &wa ? sa : sb)["legal"];
  ASSERT_FALSE(legal.empty());
  const std::string key = legal[0]["key"];
  const int64_t step = sa["step"];

  auto expect_error = [](WsClient& w, const std::string& code) {
    json m = w.until("error");
    EXPECT_EQ(m["error"], code) << m.dump();
    EXPECT_FALSE(m["message"].get<std::string>().empty());
  };
  other->send(json{{"type", "act"}, {"key", key}}.dump());
  expect_error(*other, "not_your_turn");
  spec.send(json{{"type", "act"}, {"key", key}}.dump());
  expect_error(spec, "not_a_player");
  decider->send("{oops");
  expect_error(*decider, "bad_json");
  decider->send("[1,2,3]");
  expect_error(*decider, "bad_request");
  decider->send(R"({"type":"act"})");
  expect_error(*decider, "missing_field");
  decider->send(R"({"type":"act","key":7})");
  expect_error(*decider, "bad_field");
  decider->send(R"({"type":"act","key":"x","extra":1})");
  expect_error(*decider, "unknown_field");
  decider->send(R"({"type":"teleport"})");
  expect_error(*decider, "bad_field");
  decider->send(json{{"type", "act"}, {"key", "no-such-key"}}.dump());
  expect_error(*decider, "illegal_action");
  decider->send(json{{"type", "act"}, {"key", key}, {"step", step + 3}}.dump());
  expect_error(*decider, "stale_step");
  decider->send(json{{"type", "act"}, {"key", std::string(20000, 'k')}}.dump());
  expect_error(*decider, "too_large");
  // A flood: past the burst, messages are refused (and ignored) until the bucket refills.
  for (int i = 0; i < 60; ++i) spec.send(R"({"type":"ping"})");
  int pongs = 0, limited = 0;
  for (int i = 0; i < 60; ++i) {
    json m = spec.next();
    if (m["type"] == "pong") ++pongs;
    if (m.value("error", "") == "rate_limited") ++limited;
  }
  EXPECT_GT(limited, 0);
  EXPECT_GE(pongs, 39);
  // Nothing changed: the same step, the same decision.
  decider->send(R"({"type":"state"})");
  json now = decider->until("state");
  EXPECT_EQ(now["step"], step);
  // Bad addresses are refused without a crash; HTTP too.
  WsClient nogame(srv.port(), "/ws/games/999");
  EXPECT_EQ(nogame.until("error")["error"], "no_such_game");
  WsClient badid(srv.port(), "/ws/games/x1");
  EXPECT_EQ(badid.until("error")["error"], "no_such_game");
  EXPECT_EQ(http_call(srv.port(), "POST", "/api/register", std::string(300000, 'x')).status, 413);
  EXPECT_EQ(http_call(srv.port(), "GET", "/api/games").status, 200);
}

// A game between two people over real WebSockets, with a spectator: every message the opponent
// and the spectator receive is checked against the words hidden from them at that step (the test
// rebuilds each step's state from the same record the server keeps).
TEST(ServerProcess, OpponentsAndSpectatorsNeverReceiveHiddenCards) {
  for (const auto& name : game_names()) {
    SCOPED_TRACE(name);
    TempDir t;
    ServerProcess srv(SPACELINE_BIN, t.db());
    const std::string a = register_user(srv.port(), "alice"), b = register_user(srv.port(), "bob");
    auto r = http_call(srv.port(), "POST", "/api/games", json{{"game", name}, {"opponent", "person"}, {"seed", 13}}.dump(), a);
    ASSERT_EQ(r.status, 201) << r.body.dump();
    const int64_t id = r.body["game"]["id"];
    const std::string gid = std::to_string(id);
    ASSERT_EQ(http_call(srv.port(), "POST", "/api/games/" + gid + "/join", "{}", b).status, 200);

    const GameModule& m = game_module(name);
    GameSetup setup;
    setup.players = 2;
    setup.seed = 13;
    setup.decks = m.default_decks(2);
    std::vector<std::unique_ptr<State>> states;
    states.push_back(m.new_game(setup));

    WsClient w[2] = {WsClient(srv.port(), "/ws/games/" + gid , a), WsClient(srv.port(), "/ws/games/" + gid , b)};
    WsClient spec(srv.port(), "/ws/games/" + gid);
    std::vector<json> got[3];
    json last[2] = {w[0].until("state", &got[0]), w[1].until("state", &got[1])};
    spec.until("state", &got[2]);
    std::mt19937 rng(5);
    // A client may send 20 messages a second (docs/protocol.md); faster, an act is refused with
    // rate_limited and its ack never comes. Over loopback with TCP_NODELAY a round trip takes well
    // under 50 ms, so each seat waits that long between its acts.
    std::chrono::steady_clock::time_point sent[2];
    for (int i = 0; i < 80 && !states.back()->is_terminal(); ++i) {
      const int p = states.back()->current_player();
      ASSERT_TRUE(last[p].contains("legal")) << last[p].dump().substr(0, 300);
      const auto& legal = last[p]["legal"];
      const std::string key = legal[rng() % legal.size()]["key"];
      std::this_thread::sleep_until(sent[p] + std::chrono::milliseconds(55));
      sent[p] = std::chrono::steady_clock::now();
      w[p].send(json{{"type", "act"}, {"key", key}}.dump());
      w[p].until("ack", &got[p]);
      last[p] = w[p].until("state", &got[p]);
      last[1 - p] = w[1 - p].until("state", &got[1 - p]);
      spec.until("state", &got[2]);
      auto next = states.back()->clone();
      next->apply(action_by_key(*next, key));
      states.push_back(std::move(next));
    }
    ASSERT_GT(states.size(), 20u);
    const int seat_of[3] = {0, 1, kSpectator};
    int checked = 0;
    for (int v = 0; v < 3; ++v)
      for (const auto& msg : got[v]) {
        if (msg["type"] != "state") continue;
        const size_t step = msg["step"];
        ASSERT_LT(step, states.size());
        for (const auto& word : m.hidden_from(*states[step], seat_of[v]))
          EXPECT_FALSE(shows_hidden(msg, word)) << "viewer " << v << " at step " << step << " sees " << word;
        ++checked;
      }
    EXPECT_GT(checked, 100);
  }
}
