// The SQLite store (issue 10, part 2): accounts, sessions, decks, games, actions, snapshots;
// durability across reopening; conflicts refused with nothing changed.
#include <gtest/gtest.h>

#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>

#include "storage/auth.h"
#include "storage/sqlite_store.h"
#include "store_checks.h"

namespace fs = std::filesystem;
using namespace spaceline;
using namespace spaceline::storage;

namespace {

struct TempDb {
  fs::path dir;
  TempDb() {
    dir = fs::temp_directory_path() / ("spaceline-store-" + std::to_string(::getpid()) + "-" + random_token().substr(0, 8));
    fs::create_directories(dir);
  }
  ~TempDb() { fs::remove_all(dir); }
  std::string path() const { return (dir / "test.db").string(); }
};

StoredGame sample_game() {
  StoredGame g;
  g.record.game = "talespin";
  g.record.version = "1";
  g.record.setup.players = 2;
  g.record.setup.seed = 7;
  g.record.seats = {kHumanSeat, "random"};
  g.players = {1, 0};
  g.deck_texts = {"", ""};
  g.status = GameStatus::Running;
  g.created = 100;
  return g;
}

}  // namespace

TEST(SqliteStore, CreatesTheFileWithAVersionedSchemaInWalMode) {
  TempDb t;
  { auto s = open_sqlite_store(t.path()); }
  ASSERT_TRUE(fs::exists(t.path()));
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(t.path().c_str(), &db), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key='schema_version'", -1, &st, nullptr);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(sqlite3_column_text(st, 0))), std::to_string(kSqliteSchemaVersion));
  sqlite3_finalize(st);
  sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &st, nullptr);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(sqlite3_column_text(st, 0))), "wal");
  sqlite3_finalize(st);
  // A database from a future version is refused, naming the versions.
  sqlite3_exec(db, "UPDATE meta SET value='99' WHERE key='schema_version'", nullptr, nullptr, nullptr);
  sqlite3_close(db);
  try {
    open_sqlite_store(t.path());
    FAIL() << "expected an error";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("schema version 99"), std::string::npos) << e.what();
  }
}

TEST(SqliteStore, AnUnopenableFileIsAnErrorNamingIt) {
  try {
    open_sqlite_store("/nonexistent-dir/x/y.db");
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent-dir/x/y.db"), std::string::npos) << e.what();
  }
}

TEST(SqliteStore, AccountsAndSessions) {
  TempDb t;
  auto s = open_sqlite_store(t.path());
  const std::string h = hash_password("correct horse");
  EXPECT_TRUE(h.rfind("$argon2id$", 0) == 0) << h;
  EXPECT_TRUE(verify_password(h, "correct horse"));
  EXPECT_FALSE(verify_password(h, "wrong"));
  Account a = s->create_account("Picard", h, 10);
  EXPECT_GT(a.id, 0);
  EXPECT_THROW(s->create_account("picard", h, 11), StoreConflict);  // names are unique, any case
  ASSERT_TRUE(s->account_by_name("Picard"));
  EXPECT_EQ(s->account_by_id(a.id)->name, "Picard");
  EXPECT_FALSE(s->account_by_name("Riker"));

  const std::string tok = random_token();
  EXPECT_EQ(tok.size(), 64u);
  EXPECT_NE(tok, random_token());
  s->create_session(token_digest(tok), a.id, 1000);
  EXPECT_EQ(s->session_account(token_digest(tok), 999)->id, a.id);
  EXPECT_FALSE(s->session_account(token_digest(tok), 1000));  // expired
  EXPECT_FALSE(s->session_account(tok, 999));                 // the token itself is not what is stored
  s->delete_session(token_digest(tok));
  EXPECT_FALSE(s->session_account(token_digest(tok), 999));
}

TEST(SqliteStore, DecksBelongToTheirAccount) {
  TempDb t;
  auto s = open_sqlite_store(t.path());
  Id a = s->create_account("a", "h", 1).id, b = s->create_account("b", "h", 1).id;
  Deck d = s->create_deck(a, "stccg1e", "Feds", "text", 5);
  EXPECT_TRUE(s->deck(a, d.id));
  EXPECT_FALSE(s->deck(b, d.id));
  EXPECT_FALSE(s->update_deck(b, d.id, "x", "y", 6));
  EXPECT_FALSE(s->delete_deck(b, d.id));
  EXPECT_TRUE(s->update_deck(a, d.id, "Feds 2", "text 2", 6));
  EXPECT_EQ(s->deck(a, d.id)->text, "text 2");
  EXPECT_EQ(s->decks(a).size(), 1u);
  EXPECT_EQ(s->decks(b).size(), 0u);
  EXPECT_TRUE(s->delete_deck(a, d.id));
  EXPECT_FALSE(s->deck(a, d.id));
}

TEST(SqliteStore, GamesActionsSeatsAndSnapshotsSurviveReopening) {
  TempDb t;
  Id id;
  {
    auto s = open_sqlite_store(t.path());
    s->create_account("a", "h", 1);
    s->create_account("b", "h", 1);
    StoredGame g = sample_game();
    g.players = {1, 0};
    g.record.seats = {kHumanSeat, kHumanSeat};
    g.status = GameStatus::Open;
    id = s->create_game(g);
    GameSetup setup = g.record.setup;
    setup.decks = {"a", "b"};
    EXPECT_TRUE(s->take_seat(id, 1, 2, {1, 0}, setup, {"", "deck text"}, GameStatus::Running, 5));
    EXPECT_FALSE(s->take_seat(id, 1, 1, {1, 0}, setup, {"", "other"}, GameStatus::Running, 6));  // taken already
    s->append_action(id, 0, "draw", GameStatus::Running, 7);
    s->append_action(id, 1, "play:3", GameStatus::Running, 8);
    EXPECT_THROW(s->append_action(id, 1, "other", GameStatus::Running, 9), StoreConflict);
    EXPECT_THROW(s->append_action(id, 5, "gap", GameStatus::Running, 9), StoreConflict);
    s->save_snapshot(id, {2, "{\"x\":1}"});
  }
  auto s = open_sqlite_store(t.path());
  auto g = s->game(id);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->record.actions, (std::vector<std::string>{"draw", "play:3"}));
  EXPECT_EQ(g->players, (std::vector<Id>{1, 2}));
  EXPECT_EQ(g->status, GameStatus::Running);
  EXPECT_EQ(g->record.setup.seed, 7u);
  EXPECT_EQ(g->record.setup.decks, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(g->deck_texts, (std::vector<std::string>{"", "deck text"}));
  EXPECT_EQ(s->latest_snapshot(id)->step, 2);
  EXPECT_EQ(s->unfinished_games(), std::vector<Id>{id});
  s->set_status(id, GameStatus::Finished, 10);
  EXPECT_TRUE(s->unfinished_games().empty());
  EXPECT_EQ(s->list_games(GameStatus::Finished, 10).size(), 1u);
  EXPECT_EQ(s->list_games(GameStatus::Open, 10).size(), 0u);
  EXPECT_FALSE(s->game(id + 1));
}

TEST(SqliteStore, ADamagedGameRowIsAnErrorNamingTheGameAndField) {
  TempDb t;
  Id id;
  {
    auto s = open_sqlite_store(t.path());
    id = s->create_game(sample_game());
  }
  sqlite3* db = nullptr;
  sqlite3_open(t.path().c_str(), &db);
  sqlite3_exec(db, "UPDATE games SET seats='[\"human\"]'", nullptr, nullptr, nullptr);
  sqlite3_close(db);
  auto s = open_sqlite_store(t.path());
  try {
    s->game(id);
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("game 1: seats"), std::string::npos) << e.what();
  }
}

// Three seats: a take_seat made from a view in which another seat was still empty would write that
// seat's deck back to nothing, so it is refused, and the view as it is now succeeds.
TEST(SqliteStore, ASeatTakenFromAStaleViewOfTheOtherSeatsIsRefused) {
  TempDb t;
  auto s = open_sqlite_store(t.path());
  for (const char* n : {"a", "b", "c"}) s->create_account(n, "h", 1);
  StoredGame g = sample_game();
  g.record.setup.players = 3;
  g.record.seats = {kHumanSeat, kHumanSeat, kHumanSeat};
  g.players = {1, 0, 0};
  g.deck_texts = {"", "", ""};
  g.status = GameStatus::Open;
  const Id id = s->create_game(g);
  GameSetup setup = g.record.setup;
  setup.decks = {"x", "b's deck", ""};
  ASSERT_TRUE(s->take_seat(id, 1, 2, {1, 0, 0}, setup, {"", "B", ""}, GameStatus::Open, 5));
  setup.decks = {"x", "", "c's deck"};
  EXPECT_FALSE(s->take_seat(id, 2, 3, {1, 0, 0}, setup, {"", "", "C"}, GameStatus::Running, 6));
  EXPECT_EQ(s->game(id)->deck_texts, (std::vector<std::string>{"", "B", ""}));
  setup.decks = {"x", "b's deck", "c's deck"};
  EXPECT_TRUE(s->take_seat(id, 2, 3, {1, 2, 0}, setup, {"", "B", "C"}, GameStatus::Running, 6));
  const auto after = s->game(id);
  EXPECT_EQ(after->players, (std::vector<Id>{1, 2, 3}));
  EXPECT_EQ(after->deck_texts, (std::vector<std::string>{"", "B", "C"}));
  EXPECT_EQ(after->status, GameStatus::Running);
}

TEST(SqliteStore, AGamesChessClockIsStoredWithItsActionsAndItsLossOnTime) {
  TempDb t;
  auto s = open_sqlite_store(t.path());
  test::check_clock(*s, sample_game());
}

TEST(SqliteStore, FinishedGamesWithTheirResultsAndEachGamesChat) {
  TempDb t;
  auto s = open_sqlite_store(t.path());
  test::check_history_and_chat(*s, sample_game());
}

// A database of schema version 1 (before results and chat) is brought up to date as it opens, its
// games kept: a game finished then has no result.
TEST(SqliteStore, AVersionOneDatabaseIsMigratedKeepingItsGames) {
  TempDb t;
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(t.path().c_str(), &db), SQLITE_OK);
  const char* v1 = R"SQL(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO meta VALUES('schema_version', '1');
CREATE TABLE games(
  id INTEGER PRIMARY KEY, game TEXT NOT NULL, version TEXT NOT NULL, setup TEXT NOT NULL,
  seats TEXT NOT NULL, deck_texts TEXT NOT NULL, status TEXT NOT NULL,
  created INTEGER NOT NULL, updated INTEGER NOT NULL);
CREATE TABLE game_players(game INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, account INTEGER NOT NULL,
  PRIMARY KEY(game, seat));
INSERT INTO games VALUES(1, 'talespin', '1', '{"players":2,"decks":[],"seed":7,"max_turns":0}', '["human","random"]', '["",""]', 'finished', 5, 6);
INSERT INTO game_players VALUES(1, 0, 0), (1, 1, 0);
)SQL";
  ASSERT_EQ(sqlite3_exec(db, v1, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
  auto s = open_sqlite_store(t.path());
  const auto g = s->game(1);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->status, GameStatus::Finished);
  EXPECT_EQ(g->result, "");
  EXPECT_EQ(s->finished_games(0, 0, 10).size(), 1u);
  s.reset();
  ASSERT_EQ(sqlite3_open(t.path().c_str(), &db), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key='schema_version'", -1, &st, nullptr);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(sqlite3_column_text(st, 0))), std::to_string(kSqliteSchemaVersion));
  sqlite3_finalize(st);
  sqlite3_close(db);
}
