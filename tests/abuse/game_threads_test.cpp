// Games move on a pool of threads, not on the I/O thread (issue 23, part 7; docs/server.md,
// "Threads"): a game that takes long over a move holds up neither the network nor other games.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include "abuse_server.h"

namespace spaceline::abuse {
namespace {

// A watcher whose every state after the first blocks the thread that moved its game until it is
// released: a game stuck in the middle of a move, with its lock held.
class StuckViewer : public server::Viewer {
 public:
  void deliver(const std::string&) override {}
  void deliver_state(const std::shared_ptr<const std::string>&) override {
    if (++states_ == 1) return;  // the state sent on watching
    stuck_.set_value();
    release_.wait_for(std::chrono::seconds(20));
    unstuck_ = true;
  }
  // Whether the stuck move has gone on (released, or given up waiting).
  bool unstuck() const { return unstuck_; }
  std::future<void> stuck() { return stuck_.get_future(); }
  void release() { release_promise_.set_value(); }

 private:
  std::atomic<int> states_{0};
  std::atomic<bool> unstuck_{false};
  std::promise<void> stuck_, release_promise_;
  std::shared_future<void> release_ = release_promise_.get_future().share();
};

// The first legal action of the state a player's socket was sent on watching (TaleSpin against the
// computer: the person decides first).
json act_from_first_state(RawWs& ws) {
  auto m = ws.next();
  if (!m || (*m)["type"] != "state" || !m->contains("legal")) throw std::runtime_error("no state to act on");
  return {{"type", "act"}, {"key", (*m)["legal"][0]["key"]}, {"step", (*m)["step"]}};
}

TEST(GameThreads, AGameStuckInAMoveHoldsUpNeitherTheNetworkNorAnotherGame) {
  Limits l;
  l.server.game_threads = 2;
  AbuseServer s(l);
  const std::string ann = s.user("ann"), bob = s.user("bob");
  const int64_t stuck_game = s.game_vs_computer(ann), other_game = s.game_vs_computer(bob);
  auto stuck = std::make_shared<StuckViewer>();
  auto is_stuck = stuck->stuck();
  s.on_io([&] { return s.hub().watch(stuck_game, 0, stuck); });

  RawWs a(s.port(), "/ws/games/" + std::to_string(stuck_game), RawWs::authorization("Bearer " + ann));
  RawWs b(s.port(), "/ws/games/" + std::to_string(other_game), RawWs::authorization("Bearer " + bob));
  const json a_act = act_from_first_state(a), b_act = act_from_first_state(b);
  a.send(a_act.dump());
  ASSERT_EQ(is_stuck.wait_for(std::chrono::seconds(10)), std::future_status::ready) << "ann's move never reached its watchers";

  // Ann's game is stuck in its move: the network and Bob's game go on.
  b.send(R"({"type":"ping"})");
  auto pong = b.next(3);
  ASSERT_TRUE(pong) << "the I/O thread is held by another game's move";
  EXPECT_EQ((*pong)["type"], "pong");
  b.send(b_act.dump());
  auto ack = b.next(3);
  ASSERT_TRUE(ack) << "bob's action waited for ann's game";
  EXPECT_EQ((*ack)["type"], "ack") << ack->dump();
  auto state = b.next(3);
  ASSERT_TRUE(state);
  EXPECT_EQ((*state)["type"], "state");
  EXPECT_GT((*state)["step"].get<int>(), b_act["step"].get<int>());

  stuck->release();
  auto a_ack = a.next(10);
  ASSERT_TRUE(a_ack);
  EXPECT_EQ((*a_ack)["type"], "ack") << "ann's move, once unstuck, is acknowledged";
  s.on_io([&] {
    s.hub().unwatch(stuck_game, stuck.get());
    return 0;
  });
}

// An HTTP act moves its game on the game pool too, not on the I/O thread.
TEST(GameThreads, AnHttpActStuckInItsMoveHoldsUpNeitherTheNetworkNorAnotherGame) {
  Limits l;
  l.server.game_threads = 2;
  AbuseServer s(l);
  const std::string ann = s.user("ann"), bob = s.user("bob");
  const int64_t stuck_game = s.game_vs_computer(ann), other_game = s.game_vs_computer(bob);
  auto stuck = std::make_shared<StuckViewer>();
  auto is_stuck = stuck->stuck();
  s.on_io([&] { return s.hub().watch(stuck_game, 0, stuck); });
  const json st = s.call("GET", "/api/games/" + std::to_string(stuck_game) + "/state", nullptr, ann).body;
  ASSERT_TRUE(st.contains("legal")) << st.dump().substr(0, 200);
  auto acting = std::async(std::launch::async, [&] {
    return s.call("POST", "/api/games/" + std::to_string(stuck_game) + "/act", {{"key", st["legal"][0]["key"]}, {"step", st["step"]}}, ann);
  });
  ASSERT_EQ(is_stuck.wait_for(std::chrono::seconds(10)), std::future_status::ready) << "ann's move never reached its watchers";

  EXPECT_EQ(s.call("GET", "/api/modules").status, 200);
  EXPECT_FALSE(stuck->unstuck()) << "the I/O thread answered only once the HTTP act's move went on";
  RawWs b(s.port(), "/ws/games/" + std::to_string(other_game), RawWs::authorization("Bearer " + bob));
  const json b_act = act_from_first_state(b);
  b.send(b_act.dump());
  auto ack = b.next(3);
  ASSERT_TRUE(ack) << "bob's action waited for ann's game";
  EXPECT_EQ((*ack)["type"], "ack") << ack->dump();
  EXPECT_FALSE(stuck->unstuck());

  stuck->release();
  EXPECT_EQ(acting.get().status, 200) << "ann's act, once unstuck, is answered";
  s.on_io([&] {
    s.hub().unwatch(stuck_game, stuck.get());
    return 0;
  });
}

// The lobby's game list and one game's summary read what each game last published, not its lock:
// with a game stuck in a move they answer at once, and show that game at the step it reached.
TEST(GameThreads, AGameStuckInAMoveHoldsUpNeitherTheGameListNorItsSummaryNorANewGame) {
  Limits l;
  l.server.game_threads = 2;
  AbuseServer s(l);
  const std::string ann = s.user("ann"), bob = s.user("bob");
  const int64_t stuck_game = s.game_vs_computer(ann);
  auto stuck = std::make_shared<StuckViewer>();
  auto is_stuck = stuck->stuck();
  s.on_io([&] { return s.hub().watch(stuck_game, 0, stuck); });
  RawWs a(s.port(), "/ws/games/" + std::to_string(stuck_game), RawWs::authorization("Bearer " + ann));
  const json a_act = act_from_first_state(a);
  a.send(a_act.dump());
  ASSERT_EQ(is_stuck.wait_for(std::chrono::seconds(10)), std::future_status::ready) << "ann's move never reached its watchers";

  const auto list = s.call("GET", "/api/games");
  EXPECT_FALSE(stuck->unstuck()) << "the game list was answered only once the stuck move went on";
  ASSERT_EQ(list.status, 200);
  json listed;
  for (const auto& g : list.body["games"])
    if (g["id"] == stuck_game) listed = g;
  ASSERT_TRUE(listed.is_object()) << list.body.dump().substr(0, 300);
  // The stuck move was applied and stored before its watchers were told: the list shows it.
  EXPECT_GT(listed["step"].get<int>(), a_act["step"].get<int>()) << listed.dump();
  EXPECT_TRUE(listed.contains("turn")) << listed.dump();
  const auto one = s.call("GET", "/api/games/" + std::to_string(stuck_game));
  EXPECT_FALSE(stuck->unstuck()) << "the game's summary was answered only once the stuck move went on";
  EXPECT_EQ(one.status, 200);
  EXPECT_EQ(one.body["game"]["step"], listed["step"]) << one.body.dump();
  // A new game counts each account's unfinished games from what they published, not under their locks.
  const auto created = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}}, bob);
  EXPECT_FALSE(stuck->unstuck()) << "bob's new game waited for ann's stuck game";
  EXPECT_EQ(created.status, 201) << created.body.dump();
  // Its state waits for the move (on the game pool), and the network meanwhile answers.
  auto state = std::async(std::launch::async, [&] { return s.call("GET", "/api/games/" + std::to_string(stuck_game) + "/state"); });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(s.call("GET", "/api/modules").status, 200);
  EXPECT_FALSE(stuck->unstuck()) << "the I/O thread waited for the stuck game's state";

  stuck->release();
  EXPECT_EQ(state.get().status, 200) << "the stuck game's state, once the move went on";
  auto a_ack = a.next(10);
  ASSERT_TRUE(a_ack);
  EXPECT_EQ((*a_ack)["type"], "ack");
  s.on_io([&] {
    s.hub().unwatch(stuck_game, stuck.get());
    return 0;
  });
}

}  // namespace
}  // namespace spaceline::abuse
