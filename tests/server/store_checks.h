#pragma once
// Checks both stores pass alike (sqlite_store_test.cpp, postgres_store_test.cpp): what issue 24
// added, a finished game's result and history, and each game's chat.
#include <gtest/gtest.h>

#include <algorithm>

#include "storage/auth.h"
#include "storage/store.h"

namespace spaceline::test {

inline void check_history_and_chat(storage::Store& s, const storage::StoredGame& sample) {
  using namespace storage;
  // Fresh accounts: a PostgreSQL database is shared by the tests of one run.
  const std::string n = "h" + random_token().substr(0, 8);
  const Account a = s.create_account(n, "h", 1), b = s.create_account(n + "b", "h", 1);
  StoredGame g = sample;
  g.status = GameStatus::Running;
  g.players.assign(g.record.seats.size(), 0);
  g.players[0] = a.id;
  const Id one = s.create_game(g);
  g.players[0] = b.id;
  const Id two = s.create_game(g);
  const Id three = s.create_game(g);  // b's, still played
  const std::string won = R"({"returns":[1,-1],"scores":[3,1],"reason":"r"})";
  const std::string lost = R"({"returns":[-1,1],"scores":[0,2],"reason":"q"})";
  s.append_action(one, 0, "k", GameStatus::Finished, 20, won);
  s.set_status(two, GameStatus::Finished, 21, lost);
  s.append_action(three, 0, "k", GameStatus::Running, 22);
  auto ids = [](const std::vector<StoredGame>& gs) {
    std::vector<Id> out;
    for (const auto& x : gs) out.push_back(x.id);
    return out;
  };
  const auto mine = s.finished_games(a.id, 0, 10);
  ASSERT_EQ(ids(mine), std::vector<Id>{one});
  EXPECT_EQ(mine[0].result, won);
  EXPECT_EQ(mine[0].updated, 20);
  EXPECT_TRUE(mine[0].record.actions.empty()) << "a list carries no actions";
  EXPECT_EQ(ids(s.finished_games(b.id, 0, 10)), std::vector<Id>{two});
  EXPECT_EQ(ids(s.finished_games(0, 0, 2)), (std::vector<Id>{two, one})) << "newest first, at most the limit";
  EXPECT_EQ(ids(s.finished_games(0, two, 1)), std::vector<Id>{one}) << "below `before`";
  EXPECT_EQ(s.game(two)->result, lost);
  EXPECT_EQ(s.game(three)->result, "");
  s.set_status(one, GameStatus::Finished, 23);  // no result given: the stored one stays
  EXPECT_EQ(s.game(one)->result, won);

  // Chat: each channel on its own, capped per game, the last lines oldest first.
  ChatLine l;
  l.game = one;
  l.channel = ChatChannel::Players;
  l.account = a.id;
  l.name = a.name;
  l.seat = 0;
  l.at = 30;
  Id last = 0;
  for (const char* text : {"one", "two <b>", "three"}) {
    l.text = text;
    const ChatLine stored = s.add_chat(l, 3);
    EXPECT_GT(stored.id, last);
    last = stored.id;
  }
  l.text = "four";
  EXPECT_THROW(s.add_chat(l, 3), StoreConflict) << "a channel holds at most max_lines";
  ChatLine w = l;
  w.channel = ChatChannel::Spectators;
  w.account = b.id;
  w.name = b.name;
  w.seat = -1;
  w.text = "from the stands";
  s.add_chat(w, 3);
  const auto players = s.chat(one, ChatChannel::Players, 2);
  ASSERT_EQ(players.size(), 2u);
  EXPECT_EQ(players[0].text, "two <b>");
  EXPECT_EQ(players[1].text, "three");
  EXPECT_EQ(players[1].name, a.name);
  EXPECT_EQ(players[1].seat, 0);
  EXPECT_EQ(players[1].at, 30);
  const auto stands = s.chat(one, ChatChannel::Spectators, 10);
  ASSERT_EQ(stands.size(), 1u);
  EXPECT_EQ(stands[0].text, "from the stands");
  EXPECT_EQ(stands[0].seat, -1);
  EXPECT_EQ(stands[0].account, b.id);
  EXPECT_TRUE(s.chat(two, ChatChannel::Players, 10).empty());
}

}  // namespace spaceline::test
