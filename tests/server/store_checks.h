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

// A game's chess clock (issue 24): stored at creation, replaced with each action that carries one,
// kept by an action or a status change that carries none, and replaced by a loss on time.
inline void check_clock(storage::Store& s, const storage::StoredGame& sample) {
  using namespace storage;
  StoredGame g = sample;
  g.status = GameStatus::Running;
  g.players.assign(g.record.seats.size(), 0);
  g.clock = R"({"minutes":5,"remaining_ms":[300000,300000]})";
  const Id id = s.create_game(g);
  EXPECT_EQ(s.game(id)->clock, g.clock);
  const std::string later = R"({"minutes":5,"remaining_ms":[281000,300000]})";
  s.append_action(id, 0, "k", GameStatus::Running, 10, "", later);
  EXPECT_EQ(s.game(id)->clock, later);
  s.append_action(id, 1, "k", GameStatus::Running, 11);
  EXPECT_EQ(s.game(id)->clock, later) << "an action without a clock keeps the stored one";
  const std::string out = R"({"minutes":5,"remaining_ms":[0,300000]})";
  s.set_status(id, GameStatus::Finished, 12, R"({"returns":[-1,1],"scores":[0,0],"reason":"time","on_time":0})", out);
  const auto done = s.game(id);
  EXPECT_EQ(done->clock, out);
  EXPECT_EQ(done->status, GameStatus::Finished);
  EXPECT_EQ(done->record.actions.size(), 2u);
  StoredGame plain = sample;
  plain.players.assign(plain.record.seats.size(), 0);
  EXPECT_EQ(s.game(s.create_game(plain))->clock, "") << "a game without a clock has none";
}

}  // namespace spaceline::test
