#include "storage/sqlite_store.h"

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <mutex>

#include <nlohmann/json.hpp>

namespace spaceline::storage {

namespace {

using nlohmann::json;

const char* kSchema = R"SQL(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts(
  id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sessions(
  token_digest TEXT PRIMARY KEY, account INTEGER NOT NULL REFERENCES accounts(id), expires INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS decks(
  id INTEGER PRIMARY KEY, account INTEGER NOT NULL REFERENCES accounts(id), game TEXT NOT NULL,
  name TEXT NOT NULL, text TEXT NOT NULL, updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS games(
  id INTEGER PRIMARY KEY, game TEXT NOT NULL, version TEXT NOT NULL, setup TEXT NOT NULL,
  seats TEXT NOT NULL, deck_texts TEXT NOT NULL, status TEXT NOT NULL,
  created INTEGER NOT NULL, updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS game_players(
  game INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, account INTEGER NOT NULL,
  PRIMARY KEY(game, seat));
CREATE TABLE IF NOT EXISTS actions(
  game INTEGER NOT NULL REFERENCES games(id), idx INTEGER NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY(game, idx));
CREATE TABLE IF NOT EXISTS snapshots(
  game INTEGER NOT NULL REFERENCES games(id), step INTEGER NOT NULL, state TEXT NOT NULL,
  PRIMARY KEY(game, step));
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE INDEX IF NOT EXISTS decks_account ON decks(account);
)SQL";

// The schema above is version 1's; each later version is one step from the one before, applied in
// order to a database of an earlier version (and to a new one), each in the transaction that opens
// the store. postgres_store.cpp has the same steps in its dialect.
struct Migration {
  int version;
  const char* sql;
};
const Migration kMigrations[] = {
    // 2: a finished game's result, for the history (issue 24); games by player, for "my games".
    {2, "ALTER TABLE games ADD COLUMN result TEXT NOT NULL DEFAULT '';"
        "CREATE INDEX IF NOT EXISTS game_players_account ON game_players(account, game);"},
    // 3: the chat of each game, players' and spectators' apart (issue 24).
    {3, "CREATE TABLE IF NOT EXISTS chat("
        "  id INTEGER PRIMARY KEY, game INTEGER NOT NULL REFERENCES games(id), channel TEXT NOT NULL,"
        "  account INTEGER NOT NULL REFERENCES accounts(id), name TEXT NOT NULL, seat INTEGER NOT NULL,"
        "  text TEXT NOT NULL, at INTEGER NOT NULL);"
        "CREATE INDEX IF NOT EXISTS chat_game ON chat(game, channel, id);"},
    // 4: each game's chess clock, written with its actions (issue 24).
    {4, "ALTER TABLE games ADD COLUMN clock TEXT NOT NULL DEFAULT '';"},
};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) + 1 == kSqliteSchemaVersion);

constexpr const char* kGameColumns = "id, game, version, setup, seats, deck_texts, status, created, updated, result, clock";

class Stmt {
 public:
  Stmt(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK)
      throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db) + " in: " + sql);
  }
  // A statement prepared once and kept by the store (SqliteStore::kept): reset, not finalized.
  Stmt(sqlite3* db, sqlite3_stmt* kept) : db_(db), s_(kept), kept_(true) {}
  ~Stmt() {
    if (!kept_) {
      sqlite3_finalize(s_);
    } else {
      sqlite3_reset(s_);
      sqlite3_clear_bindings(s_);
    }
  }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int i, int64_t v) {
    check(sqlite3_bind_int64(s_, i, v));
    return *this;
  }
  Stmt& bind(int i, const std::string& v) {
    check(sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT));
    return *this;
  }
  // True while there is a row; throws on errors. A UNIQUE or PRIMARY KEY violation is a conflict.
  bool step() {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    if ((rc & 0xff) == SQLITE_CONSTRAINT) throw StoreConflict(std::string("sqlite: ") + sqlite3_errmsg(db_));
    throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db_));
  }
  void run() {
    while (step()) {
    }
  }
  int64_t i64(int col) const { return sqlite3_column_int64(s_, col); }
  std::string text(int col) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s_, col));
    return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(s_, col))) : std::string();
  }

 private:
  void check(int rc) {
    if (rc != SQLITE_OK) throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db_));
  }
  sqlite3* db_;
  sqlite3_stmt* s_ = nullptr;
  bool kept_ = false;
};

class SqliteStore final : public Store {
 public:
  explicit SqliteStore(const std::string& path) {
    if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK) {
      std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw StoreError(path + ": cannot open the SQLite database: " + why);
    }
    sqlite3_busy_timeout(db_, 5000);  // another process (a backup, sqlite3) may hold the lock briefly
    try {
      exec("PRAGMA journal_mode=WAL");
      // NORMAL in WAL mode: a commit is written to the WAL file (the operating system's cache) but not
      // fsync'ed; the WAL is synced at checkpoints. A committed action survives the server's crash or
      // kill -9 (the file is complete in the kernel); a power cut or kernel crash may lose the last
      // commits, never corrupting the database. FULL fsync'ed every action: about 1 ms each on this
      // machine's disk, on the I/O thread, which capped a server at a few hundred actions a second
      // (docs/benchmarks.md, "Server load"; docs/server.md, "Durability").
      exec("PRAGMA synchronous=NORMAL");
      exec("PRAGMA foreign_keys=ON");
      migrate(path);
    } catch (const StoreError& e) {
      sqlite3_close(db_);
      throw StoreError(path + ": " + e.what());
    }
  }
  ~SqliteStore() override {
    for (auto& [sql, st] : kept_) sqlite3_finalize(st);
    sqlite3_close(db_);
  }

  Account create_account(const std::string& name, const std::string& password_hash, int64_t now) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "INSERT INTO accounts(name, password_hash, created) VALUES(?,?,?)")
        .bind(1, name).bind(2, password_hash).bind(3, now).run();
    return Account{sqlite3_last_insert_rowid(db_), name, password_hash, now};
  }
  std::optional<Account> account_by_name(const std::string& name) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT id, name, password_hash, created FROM accounts WHERE name = ?");
    s.bind(1, name);
    return read_account(s);
  }
  std::optional<Account> account_by_id(Id id) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT id, name, password_hash, created FROM accounts WHERE id = ?");
    s.bind(1, id);
    return read_account(s);
  }

  void create_session(const std::string& digest, Id account, int64_t expires) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "INSERT INTO sessions(token_digest, account, expires) VALUES(?,?,?)")
        .bind(1, digest).bind(2, account).bind(3, expires).run();
  }
  std::optional<Account> session_account(const std::string& digest, int64_t now) override {
    // Asked on every WebSocket action (is the session still open?): prepared once, kept.
    std::lock_guard lock(mu_);
    Stmt s(db_, kept("SELECT a.id, a.name, a.password_hash, a.created FROM sessions s JOIN accounts a ON a.id = s.account "
                     "WHERE s.token_digest = ? AND s.expires > ?"));
    s.bind(1, digest).bind(2, now);
    return read_account(s);
  }
  void delete_session(const std::string& digest) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "DELETE FROM sessions WHERE token_digest = ?").bind(1, digest).run();
  }
  void delete_expired_sessions(int64_t now) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "DELETE FROM sessions WHERE expires <= ?").bind(1, now).run();
  }

  Deck create_deck(Id account, const std::string& game, const std::string& name, const std::string& text,
                   int64_t now) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "INSERT INTO decks(account, game, name, text, updated) VALUES(?,?,?,?,?)")
        .bind(1, account).bind(2, game).bind(3, name).bind(4, text).bind(5, now).run();
    return Deck{sqlite3_last_insert_rowid(db_), account, game, name, text, now};
  }
  std::optional<Deck> deck(Id account, Id deck_id) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT id, account, game, name, text, updated FROM decks WHERE account = ? AND id = ?");
    s.bind(1, account).bind(2, deck_id);
    if (!s.step()) return std::nullopt;
    return read_deck(s);
  }
  std::vector<Deck> decks(Id account) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT id, account, game, name, text, updated FROM decks WHERE account = ? ORDER BY id");
    s.bind(1, account);
    std::vector<Deck> out;
    while (s.step()) out.push_back(read_deck(s));
    return out;
  }
  bool update_deck(Id account, Id deck_id, const std::string& name, const std::string& text, int64_t now) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "UPDATE decks SET name = ?, text = ?, updated = ? WHERE account = ? AND id = ?")
        .bind(1, name).bind(2, text).bind(3, now).bind(4, account).bind(5, deck_id).run();
    return sqlite3_changes(db_) == 1;
  }
  bool delete_deck(Id account, Id deck_id) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "DELETE FROM decks WHERE account = ? AND id = ?").bind(1, account).bind(2, deck_id).run();
    return sqlite3_changes(db_) == 1;
  }

  Id create_game(const StoredGame& g) override {
    if (!g.record.actions.empty()) throw StoreError("create_game: a new game has no actions");
    if (g.players.size() != g.record.seats.size() || g.deck_texts.size() != g.record.seats.size())
      throw StoreError("create_game: players and deck_texts need one entry per seat");
    std::lock_guard lock(mu_);
    Transaction t(*this);
    Stmt(db_,
         "INSERT INTO games(game, version, setup, seats, deck_texts, status, created, updated, clock) "
         "VALUES(?,?,?,?,?,?,?,?,?)")
        .bind(1, g.record.game)
        .bind(2, g.record.version)
        .bind(3, g.record.setup.to_json().dump())
        .bind(4, json(g.record.seats).dump())
        .bind(5, json(g.deck_texts).dump())
        .bind(6, to_string(g.status))
        .bind(7, g.created)
        .bind(8, g.created)
        .bind(9, g.clock)
        .run();
    const Id id = sqlite3_last_insert_rowid(db_);
    for (size_t i = 0; i < g.players.size(); ++i)
      Stmt(db_, "INSERT INTO game_players(game, seat, account) VALUES(?,?,?)")
          .bind(1, id).bind(2, static_cast<int64_t>(i)).bind(3, g.players[i]).run();
    t.commit();
    return id;
  }

  std::optional<StoredGame> game(Id id) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, (std::string("SELECT ") + kGameColumns + " FROM games WHERE id = ?").c_str());
    s.bind(1, id);
    if (!s.step()) return std::nullopt;
    StoredGame g = read_game(s);
    Stmt a(db_, "SELECT idx, key FROM actions WHERE game = ? ORDER BY idx");
    a.bind(1, id);
    while (a.step()) {
      if (a.i64(0) != static_cast<int64_t>(g.record.actions.size()))
        throw StoreError("game " + std::to_string(id) + ": actions: index " + std::to_string(a.i64(0)) +
                         " follows " + std::to_string(g.record.actions.size()) + " actions (a gap)");
      g.record.actions.push_back(a.text(1));
    }
    return g;
  }

  std::vector<StoredGame> list_games(std::optional<GameStatus> status, int limit) override {
    std::lock_guard lock(mu_);
    const std::string all = std::string("SELECT ") + kGameColumns + " FROM games ORDER BY id DESC LIMIT ?";
    const std::string some = std::string("SELECT ") + kGameColumns + " FROM games WHERE status = ? ORDER BY id DESC LIMIT ?";
    Stmt s(db_, (status ? some : all).c_str());
    if (status) s.bind(1, to_string(*status)).bind(2, limit);
    else s.bind(1, limit);
    std::vector<StoredGame> out;
    while (s.step()) out.push_back(read_game(s));
    return out;
  }

  std::vector<StoredGame> finished_games(Id account, Id before, int limit) override {
    std::lock_guard lock(mu_);
    const std::string sql = std::string("SELECT ") + kGameColumns +
                            " FROM games WHERE status = 'finished' AND (?1 = 0 OR id < ?1) AND"
                            " (?2 = 0 OR id IN (SELECT game FROM game_players WHERE account = ?2))"
                            " ORDER BY id DESC LIMIT ?3";
    Stmt s(db_, sql.c_str());
    s.bind(1, before).bind(2, account).bind(3, static_cast<int64_t>(limit));
    std::vector<StoredGame> out;
    while (s.step()) out.push_back(read_game(s));
    return out;
  }

  std::vector<Id> unfinished_games() override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT id FROM games WHERE status <> 'finished' ORDER BY id");
    std::vector<Id> out;
    while (s.step()) out.push_back(s.i64(0));
    return out;
  }

  bool take_seat(Id game, int seat, Id account, const std::vector<Id>& players_seen, const GameSetup& setup,
                 const std::vector<std::string>& deck_texts, GameStatus status, int64_t now) override {
    std::lock_guard lock(mu_);
    Transaction t(*this);
    {
      Stmt s(db_, "SELECT seat, account FROM game_players WHERE game = ? ORDER BY seat");
      s.bind(1, game);
      std::vector<Id> now_seated;
      while (s.step()) now_seated.push_back(s.i64(1));
      if (now_seated != players_seen) return false;  // rolled back by the transaction
    }
    Stmt(db_, "UPDATE game_players SET account = ? WHERE game = ? AND seat = ? AND account = 0")
        .bind(1, account).bind(2, game).bind(3, static_cast<int64_t>(seat)).run();
    if (sqlite3_changes(db_) != 1) return false;
    Stmt(db_, "UPDATE games SET setup = ?, deck_texts = ?, status = ?, updated = ? WHERE id = ?")
        .bind(1, setup.to_json().dump()).bind(2, json(deck_texts).dump()).bind(3, to_string(status))
        .bind(4, now).bind(5, game).run();
    t.commit();
    return true;
  }

  void set_status(Id game, GameStatus status, int64_t now, const std::string& result, const std::string& clock) override {
    std::lock_guard lock(mu_);
    Stmt(db_,
         "UPDATE games SET status = ?1, updated = ?2, result = CASE WHEN ?3 = '' THEN result ELSE ?3 END, "
         "clock = CASE WHEN ?4 = '' THEN clock ELSE ?4 END WHERE id = ?5")
        .bind(1, to_string(status)).bind(2, now).bind(3, result).bind(4, clock).bind(5, game).run();
  }

  void append_action(Id game, int64_t index, const std::string& key, GameStatus status, int64_t now,
                     const std::string& result, const std::string& clock) override {
    // The hottest call (every move of every game): its statements are prepared once (kept), and the
    // next index is found from the primary key's last entry rather than by counting the game's
    // actions. Every action is appended at the index after the last, so there are no gaps and the
    // last index + 1 is the count.
    std::lock_guard lock(mu_);
    Transaction t(*this);
    int64_t next = 0;
    {
      Stmt c(db_, kept("SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE game = ?"));
      c.bind(1, game);
      c.step();
      next = c.i64(0);
    }
    if (next != index)
      throw StoreConflict("game " + std::to_string(game) + " has " + std::to_string(next) +
                          " actions stored; action " + std::to_string(index) + " cannot be next");
    Stmt(db_, kept("INSERT INTO actions(game, idx, key, at) VALUES(?,?,?,?)")).bind(1, game).bind(2, index).bind(3, key).bind(4, now).run();
    Stmt(db_, kept("UPDATE games SET status = ?, updated = ? WHERE id = ?")).bind(1, to_string(status)).bind(2, now).bind(3, game).run();
    if (!result.empty()) Stmt(db_, "UPDATE games SET result = ? WHERE id = ?").bind(1, result).bind(2, game).run();
    if (!clock.empty()) Stmt(db_, kept("UPDATE games SET clock = ? WHERE id = ?")).bind(1, clock).bind(2, game).run();
    t.commit();
  }

  ChatLine add_chat(const ChatLine& line, int max_lines) override {
    std::lock_guard lock(mu_);
    Transaction t(*this);
    {
      Stmt c(db_, kept("SELECT COUNT(*) FROM chat WHERE game = ? AND channel = ?"));
      c.bind(1, line.game).bind(2, to_string(line.channel));
      c.step();
      if (c.i64(0) >= max_lines)
        throw StoreConflict("game " + std::to_string(line.game) + ": its " + to_string(line.channel) + "' chat holds " +
                            std::to_string(max_lines) + " lines, the most a game keeps");
    }
    Stmt(db_, kept("INSERT INTO chat(game, channel, account, name, seat, text, at) VALUES(?,?,?,?,?,?,?)"))
        .bind(1, line.game).bind(2, to_string(line.channel)).bind(3, line.account).bind(4, line.name)
        .bind(5, static_cast<int64_t>(line.seat)).bind(6, line.text).bind(7, line.at).run();
    ChatLine out = line;
    out.id = sqlite3_last_insert_rowid(db_);
    t.commit();
    return out;
  }

  std::vector<ChatLine> chat(Id game, ChatChannel channel, int limit) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT id, account, name, seat, text, at FROM chat WHERE game = ? AND channel = ? ORDER BY id DESC LIMIT ?");
    s.bind(1, game).bind(2, to_string(channel)).bind(3, static_cast<int64_t>(limit));
    std::vector<ChatLine> out;
    while (s.step())
      out.push_back(ChatLine{s.i64(0), game, channel, s.i64(1), s.text(2), static_cast<int>(s.i64(3)), s.text(4), s.i64(5)});
    std::reverse(out.begin(), out.end());
    return out;
  }

  void save_snapshot(Id game, const Snapshot& snap) override {
    std::lock_guard lock(mu_);
    Stmt(db_, "INSERT OR REPLACE INTO snapshots(game, step, state) VALUES(?,?,?)")
        .bind(1, game).bind(2, snap.step).bind(3, snap.state_json).run();
  }
  std::optional<Snapshot> latest_snapshot(Id game) override {
    std::lock_guard lock(mu_);
    Stmt s(db_, "SELECT step, state FROM snapshots WHERE game = ? ORDER BY step DESC LIMIT 1");
    s.bind(1, game);
    if (!s.step()) return std::nullopt;
    return Snapshot{s.i64(0), s.text(1)};
  }

 private:
  // BEGIN IMMEDIATE takes the write lock at once, so a second process waits rather than failing
  // half-way; rolled back unless committed.
  class Transaction {
   public:
    explicit Transaction(SqliteStore& s) : s_(s) { s_.exec("BEGIN IMMEDIATE"); }
    void commit() {
      s_.exec("COMMIT");
      done_ = true;
    }
    ~Transaction() {
      if (!done_) sqlite3_exec(s_.db_, "ROLLBACK", nullptr, nullptr, nullptr);
    }

   private:
    SqliteStore& s_;
    bool done_ = false;
  };

  // The statement for `sql` (a string literal), prepared on first use and kept until the store closes.
  // Called with mu_ held.
  sqlite3_stmt* kept(const char* sql) {
    auto it = kept_.find(sql);
    if (it != kept_.end()) return it->second;
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &st, nullptr) != SQLITE_OK)
      throw StoreError(std::string("sqlite: ") + sqlite3_errmsg(db_) + " in: " + sql);
    kept_.emplace(sql, st);
    return st;
  }

  void exec(const char* sql) {
    char* err = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
      std::string why = err ? err : sqlite3_errmsg(db_);
      sqlite3_free(err);
      throw StoreError("sqlite: " + why);
    }
  }

  void migrate(const std::string& path) {
    exec("BEGIN IMMEDIATE");
    try {
      exec(kSchema);
      int version = 1;  // a new database: version 1's tables were just made
      {
        Stmt q(db_, "SELECT value FROM meta WHERE key = 'schema_version'");
        if (q.step()) {
          const std::string v = q.text(0);
          // Only versions this program knows: an older one is brought up to date, a newer one (or
          // anything else) is refused, never changed behind its owner's back.
          version = 0;
          for (int k = 1; k <= kSqliteSchemaVersion; ++k)
            if (v == std::to_string(k)) version = k;
          if (version == 0)
            throw StoreError("schema version " + v + " is not a version this program knows (1 to " +
                             std::to_string(kSqliteSchemaVersion) + ")");
        } else {
          Stmt(db_, "INSERT INTO meta(key, value) VALUES('schema_version', '1')").run();
        }
      }
      for (const Migration& m : kMigrations) {
        if (m.version <= version) continue;
        exec(m.sql);
        Stmt(db_, "UPDATE meta SET value = ? WHERE key = 'schema_version'").bind(1, std::to_string(m.version)).run();
      }
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  }

  static std::optional<Account> read_account(Stmt& s) {
    if (!s.step()) return std::nullopt;
    return Account{s.i64(0), s.text(1), s.text(2), s.i64(3)};
  }
  static Deck read_deck(Stmt& s) { return Deck{s.i64(0), s.i64(1), s.text(2), s.text(3), s.text(4), s.i64(5)}; }

  // A games row (without actions); the seat owners come from game_players. Every stored field is
  // checked as a save file is: a damaged row is an error naming the game and the field.
  StoredGame read_game(Stmt& s) {
    StoredGame g = decode_game(s.i64(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6), s.i64(7),
                               s.i64(8), s.text(9), s.text(10));
    const std::string source = "game " + std::to_string(g.id);
    Stmt p(db_, "SELECT seat, account FROM game_players WHERE game = ?");
    p.bind(1, g.id);
    while (p.step()) {
      const int64_t seat = p.i64(0);
      if (seat < 0 || seat >= static_cast<int64_t>(g.players.size()))
        throw StoreError(source + ": game_players: seat " + std::to_string(seat) + " is not in the game");
      g.players[static_cast<size_t>(seat)] = p.i64(1);
    }
    return g;
  }

  sqlite3* db_ = nullptr;
  std::mutex mu_;
  std::map<std::string, sqlite3_stmt*> kept_;  // by SQL text
};

}  // namespace

std::unique_ptr<Store> open_sqlite_store(const std::string& path) { return std::make_unique<SqliteStore>(path); }

}  // namespace spaceline::storage
