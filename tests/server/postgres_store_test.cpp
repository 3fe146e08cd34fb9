// The PostgreSQL store (issue 10, part 2) against a real PostgreSQL server that the test starts
// itself (postgres_server.h); where it cannot, the tests say they were skipped.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

#include "core/registry.h"
#include "server/game_hub.h"
#include "storage/auth.h"
#include "storage/store.h"
#include "postgres_server.h"
#include "store_checks.h"

namespace fs = std::filesystem;
using namespace spaceline;
using namespace spaceline::storage;
using spaceline::test::PostgresServer;

namespace {

StoredGame talespin_game() {
  StoredGame g;
  g.record = new_record(game_module("talespin"), GameSetup{}, {kHumanSeat, "random"});
  g.record.setup.players = 2;
  g.record.setup.seed = 11;
  g.players = {0, 0};
  g.deck_texts = {"", ""};
  g.status = GameStatus::Running;
  g.created = 1;
  return g;
}

}  // namespace

TEST(PostgresStore, AccountsSessionsDecksGamesAndConflicts) {
  NEED_POSTGRES();
  auto s = open_store(PostgresServer::get().url());
  const std::string name = "pg-" + random_token().substr(0, 6);
  Account a = s->create_account(name, hash_password("pg password"), 10);
  EXPECT_THROW(s->create_account(name, "h", 11), StoreConflict);
  EXPECT_TRUE(verify_password(s->account_by_name(name)->password_hash, "pg password"));
  s->create_session(token_digest("tok-" + name), a.id, 100);
  EXPECT_EQ(s->session_account(token_digest("tok-" + name), 99)->id, a.id);
  EXPECT_FALSE(s->session_account(token_digest("tok-" + name), 100));
  Deck d = s->create_deck(a.id, "talespin", "d", "text", 5);
  EXPECT_EQ(s->decks(a.id).size(), 1u);
  EXPECT_FALSE(s->deck(a.id + 1000, d.id));
  EXPECT_TRUE(s->update_deck(a.id, d.id, "d2", "t2", 6));
  EXPECT_EQ(s->deck(a.id, d.id)->name, "d2");

  StoredGame g = talespin_game();
  g.players = {a.id, 0};
  g.record.seats = {kHumanSeat, kHumanSeat};
  g.status = GameStatus::Open;
  const Id id = s->create_game(g);
  GameSetup setup = g.record.setup;
  setup.decks = {"x", "y"};
  const Account b = s->create_account(name + "b", "h", 1);
  EXPECT_TRUE(s->take_seat(id, 1, b.id, {a.id, 0}, setup, {"", "deck"}, GameStatus::Running, 7));
  EXPECT_FALSE(s->take_seat(id, 1, a.id, {a.id, 0}, setup, {"", "other"}, GameStatus::Running, 8));
  s->append_action(id, 0, "k0", GameStatus::Running, 9);
  EXPECT_THROW(s->append_action(id, 0, "again", GameStatus::Running, 9), StoreConflict);
  s->append_action(id, 1, "k1", GameStatus::Running, 9);
  s->save_snapshot(id, {2, "{}"});
  s->save_snapshot(id, {2, "{\"a\":1}"});

  auto again = open_store(PostgresServer::get().url());  // a second process's view of it
  auto back = again->game(id);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->record.actions, (std::vector<std::string>{"k0", "k1"}));
  EXPECT_EQ(back->players, (std::vector<Id>{a.id, b.id}));
  EXPECT_EQ(back->deck_texts, (std::vector<std::string>{"", "deck"}));
  EXPECT_EQ(back->record.setup.decks, (std::vector<std::string>{"x", "y"}));
  EXPECT_EQ(again->latest_snapshot(id)->state_json, "{\"a\":1}");
  EXPECT_THROW(again->append_action(id, 1, "stale", GameStatus::Running, 10), StoreConflict);
  bool listed = false;
  for (Id u : again->unfinished_games()) listed = listed || u == id;
  EXPECT_TRUE(listed);
  again->set_status(id, GameStatus::Finished, 11);
  for (Id u : s->unfinished_games()) EXPECT_NE(u, id);
}

// The hub on PostgreSQL: a game against the computer, a "restart" (a new store and hub on the
// same database) at the same decision.
TEST(PostgresStore, AGameResumesFromPostgresAtTheSameDecision) {
  NEED_POSTGRES();
  const fs::path decks = fs::temp_directory_path() / ("spaceline-pg-decks-" + std::to_string(::getpid()));
  server::ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };
  auto s = open_store(PostgresServer::get().url());
  const Account a = s->create_account("hub-" + random_token().substr(0, 6), "h", 1);
  Id id;
  nlohmann::json before;
  {
    server::GameHub hub(*s, modules, decks.string());
    server::NewGame ng;
    ng.game = "stccg1e";
    ng.deck = {"federation-premiere", "", "federation-premiere"};
    ng.others = {{true, "heuristic", {"klingon-premiere", "", "klingon-premiere"}}};
    ng.seed = 3;
    id = hub.create(a.id, ng);
    for (int i = 0; i < 15; ++i) {
      auto m = hub.state_message(id, 0, 0);
      ASSERT_TRUE(m.contains("legal"));
      hub.act(id, a.id, m["legal"][i % m["legal"].size()]["key"], std::nullopt, nullptr);
    }
    before = hub.state_message(id, 0, 0);
  }
  auto s2 = open_store(PostgresServer::get().url());
  server::GameHub hub2(*s2, modules, decks.string());
  std::vector<std::string> errors;
  hub2.resume_all(&errors);
  EXPECT_TRUE(errors.empty()) << errors.front();
  EXPECT_EQ(hub2.state_message(id, 0, 0), before);
  fs::remove_all(decks);
}

TEST(PostgresStore, AGamesChessClockIsStoredWithItsActionsAndItsLossOnTime) {
  NEED_POSTGRES();
  auto s = open_store(PostgresServer::get().url());
  test::check_clock(*s, talespin_game());
}

TEST(PostgresStore, FinishedGamesWithTheirResultsAndEachGamesChat) {
  NEED_POSTGRES();
  auto s = open_store(PostgresServer::get().url());
  test::check_history_and_chat(*s, talespin_game());
}

TEST(PostgresStore, AnUnreachableServerIsAClearErrorWithoutThePassword) {
  try {
    open_store("postgresql://user:secret-pw@127.0.0.1:1/db");
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_EQ(std::string(e.what()).find("secret-pw"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("PostgreSQL"), std::string::npos) << e.what();
  }
}
