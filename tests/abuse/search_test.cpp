// The computer's searches on a hostile server (issue 23 part 7; docs/server.md, "Threads" and
// "Limits"): a long search holds up neither the network, nor another game, nor the lobby, nor its
// own game's lock; queued searches are capped per server and per account, refused with a message.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>

#include "abuse_server.h"

namespace spaceline::abuse {
namespace {

// Every search waits at its start until released: searches as long as the test wants, untimed.
struct HeldSearches {
  std::promise<void> release_promise;
  std::shared_future<void> release = release_promise.get_future().share();
  std::atomic<int> begun{0};
  void install(server::GameHub& hub) {
    hub.set_search_hook([this](storage::Id) {
      ++begun;
      release.wait();
    });
  }
};

int64_t game_vs(AbuseServer& s, const std::string& token, const std::string& agent, int seed = 7) {
  auto r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"agent", agent}, {"seed", seed}}, token);
  if (r.status != 201) throw std::runtime_error("new game: " + std::to_string(r.status) + " " + r.body.dump());
  return r.body["game"]["id"];
}

json state_of(AbuseServer& s, int64_t game, const std::string& token) {
  return s.call("GET", "/api/games/" + std::to_string(game) + "/state", nullptr, token).body;
}

// The person plays the first legal action until the computer must search: returns the state then,
// or the refusal of the act that would have made it search.
test::HttpResult play_until_search(AbuseServer& s, int64_t game, const std::string& token) {
  for (int i = 0; i < 200; ++i) {
    const json st = state_of(s, game, token);
    if (st.contains("thinking")) return {200, st, ""};
    if (!st.contains("legal")) throw std::runtime_error("not the person's turn: " + st.dump().substr(0, 200));
    auto r = s.call("POST", "/api/games/" + std::to_string(game) + "/act", {{"key", st["legal"][0]["key"]}, {"step", st["step"]}}, token);
    if (r.status != 200) return r;
  }
  throw std::runtime_error("the computer never had to search");
}

// Up to a minute for the game to be past `step` with no search pending.
json wait_moved(AbuseServer& s, int64_t game, const std::string& token, int64_t step) {
  for (int i = 0; i < 6000; ++i) {
    const json st = state_of(s, game, token);
    if (st.value("step", int64_t{0}) > step && !st.contains("thinking")) return st;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  throw std::runtime_error("the search never moved");
}

TEST(Searches, ALongSearchHoldsUpNeitherTheNetworkNorAnotherGameNorTheLobby) {
  Limits l;
  l.server.game_threads = 1;  // one game thread: a search on it would hold every other game
  AbuseServer s(l);
  HeldSearches held;
  held.install(s.hub());
  const std::string ann = s.user("ann"), bob = s.user("bob");
  const int64_t searching = game_vs(s, ann, "ismcts-easy");
  const auto waiting = play_until_search(s, searching, ann);
  ASSERT_EQ(waiting.status, 200) << waiting.body.dump();
  for (int i = 0; i < 3000 && held.begun == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_EQ(held.begun, 1) << "the search began";

  // The search runs on: the lobby lists and creates games, another game moves over its socket,
  // and the searching game's own socket is answered with its state (its lock is free).
  auto list = s.call("GET", "/api/games", nullptr, ann);
  ASSERT_EQ(list.status, 200) << list.body.dump();
  EXPECT_NE(list.body.dump().find("\"id\":" + std::to_string(searching)), std::string::npos);
  const int64_t other = s.game_vs_computer(bob);  // create answers
  RawWs b(s.port(), "/ws/games/" + std::to_string(other), RawWs::authorization("Bearer " + bob));
  auto first = b.next(5);
  ASSERT_TRUE(first && first->contains("legal"));
  b.send(json{{"type", "act"}, {"key", (*first)["legal"][0]["key"]}, {"step", (*first)["step"]}}.dump());
  auto ack = b.next(5);
  ASSERT_TRUE(ack) << "another game waited for the search";
  EXPECT_EQ((*ack)["type"], "ack") << ack->dump();
  auto moved = b.next(5);
  ASSERT_TRUE(moved);
  EXPECT_GT((*moved)["step"].get<int>(), (*first)["step"].get<int>());

  RawWs a(s.port(), "/ws/games/" + std::to_string(searching), RawWs::authorization("Bearer " + ann));
  auto shown = a.next(5);
  ASSERT_TRUE(shown) << "the searching game's state waited for its search";
  EXPECT_EQ((*shown)["thinking"]["agent"], "ismcts-easy") << shown->dump().substr(0, 300);
  a.send(R"({"type":"ping"})");
  auto pong = a.next(5);
  ASSERT_TRUE(pong);
  EXPECT_EQ((*pong)["type"], "pong");

  held.release_promise.set_value();
  const json done = wait_moved(s, searching, ann, waiting.body["step"]);
  EXPECT_GT(done["step"].get<int64_t>(), waiting.body["step"].get<int64_t>()) << "once released, the search moved";
}

TEST(Searches, QueuedSearchesAreCappedPerServerAndPerAccountWithAMessage) {
  Limits l;
  l.hub.search.threads = 1;
  l.hub.search.max_queued = 2;
  l.hub.search.max_queued_per_account = 1;
  AbuseServer s(l);
  HeldSearches held;
  held.install(s.hub());
  const std::string ann = s.user("ann"), bob = s.user("bob"), cid = s.user("cid");
  const int64_t ann1 = game_vs(s, ann, "ismcts-easy"), ann2 = game_vs(s, ann, "ismcts-easy");
  const int64_t bob1 = game_vs(s, bob, "ismcts-easy"), cid1 = game_vs(s, cid, "ismcts-easy");

  const auto a1 = play_until_search(s, ann1, ann);
  ASSERT_EQ(a1.status, 200) << a1.body.dump();
  const auto a2 = play_until_search(s, ann2, ann);  // ann's second game would be her second search
  EXPECT_EQ(a2.status, 429) << a2.body.dump();
  EXPECT_EQ(a2.body["error"], "too_many_searches");
  EXPECT_NE(a2.body["message"].get<std::string>().find("act: the computer would have to search"), std::string::npos)
      << a2.body.dump();
  EXPECT_EQ(a2.body["retry_after"], 2);
  const json ann2_before = state_of(s, ann2, ann);
  EXPECT_TRUE(ann2_before.contains("legal")) << "the refused act changed nothing: still ann's decision";

  const auto b1 = play_until_search(s, bob1, bob);  // bob's waits behind ann's
  ASSERT_EQ(b1.status, 200) << b1.body.dump();
  const auto c1 = play_until_search(s, cid1, cid);  // the server's queue is full
  EXPECT_EQ(c1.status, 503) << c1.body.dump();
  EXPECT_EQ(c1.body["error"], "search_busy");
  EXPECT_EQ(s.hub().searches_charged(), 2);

  held.release_promise.set_value();
  wait_moved(s, ann1, ann, a1.body["step"]);
  wait_moved(s, bob1, bob, b1.body["step"]);
  const auto again = s.call("POST", "/api/games/" + std::to_string(ann2) + "/act",
                            {{"key", ann2_before["legal"][0]["key"]}, {"step", ann2_before["step"]}}, ann);
  EXPECT_EQ(again.status, 200) << "with the queue free, the same act is taken: " << again.body.dump();
}

}  // namespace
}  // namespace spaceline::abuse
