// What one account may make the server hold (issue 23, part 1): a quota of unfinished games, and
// finished games leave memory once no one watches them.
#include <gtest/gtest.h>

#include "abuse/abuse_server.h"

using namespace spaceline::abuse;

TEST(GameMemory, AnAccountMayHaveOnlySoManyUnfinishedGames) {
  Limits l;
  l.hub.max_unfinished_games = 2;
  AbuseServer s(l);
  const std::string tok = s.user("alice");
  s.game_vs_computer(tok);
  s.game_vs_computer(tok);
  auto r = s.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}}, tok);
  EXPECT_EQ(r.status, 429) << r.body.dump();
  EXPECT_EQ(r.body.value("error", ""), "too_many_games") << r.body.dump();
  // Another account is not held back by alice's games.
  EXPECT_NO_THROW(s.game_vs_computer(s.user("bob")));
}

TEST(GameMemory, AFinishedGameLeavesMemoryAndAnAnonymousLookAtItDoesNotBringItBackForGood) {
  AbuseServer s;
  const std::string tok = s.user("alice");
  const int64_t game = s.game_vs_computer(tok, 1);
  const std::string base = "/api/games/" + std::to_string(game);
  for (int i = 0; i < 2000; ++i) {
    auto st = s.call("GET", base + "/state", nullptr, tok);
    ASSERT_EQ(st.status, 200) << st.body.dump();
    if (st.body["status"] == "finished") break;
    ASSERT_TRUE(st.body.contains("legal")) << st.body.dump();
    auto a = s.call("POST", base + "/act", {{"key", st.body["legal"][0]["key"]}}, tok);
    ASSERT_EQ(a.status, 200) << a.body.dump();
  }
  ASSERT_EQ(s.call("GET", base, nullptr, tok).body["game"]["status"], "finished");
  EXPECT_FALSE(s.on_io([&] { return s.hub().has_game(game); })) << "the finished game is still held";
  auto anon = s.call("GET", base + "/state");
  EXPECT_EQ(anon.status, 200) << anon.body.dump();
  EXPECT_EQ(anon.body["status"], "finished");
  EXPECT_FALSE(s.on_io([&] { return s.hub().has_game(game); })) << "an anonymous GET left it in memory";
}
