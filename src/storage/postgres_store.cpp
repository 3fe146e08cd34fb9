#include "storage/postgres_store.h"

#include <pqxx/pqxx>

#include <algorithm>
#include <mutex>
#include <utility>

#include <nlohmann/json.hpp>

#include "storage/auth.h"

namespace spaceline::storage {

namespace {

using nlohmann::json;

const char* kSchema = R"SQL(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts(
  id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, password_hash TEXT NOT NULL, created BIGINT NOT NULL);
CREATE UNIQUE INDEX IF NOT EXISTS accounts_name ON accounts(lower(name));
CREATE TABLE IF NOT EXISTS sessions(
  token_digest TEXT PRIMARY KEY, account BIGINT NOT NULL REFERENCES accounts(id), expires BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS decks(
  id BIGSERIAL PRIMARY KEY, account BIGINT NOT NULL REFERENCES accounts(id), game TEXT NOT NULL,
  name TEXT NOT NULL, text TEXT NOT NULL, updated BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS games(
  id BIGSERIAL PRIMARY KEY, game TEXT NOT NULL, version TEXT NOT NULL, setup TEXT NOT NULL,
  seats TEXT NOT NULL, deck_texts TEXT NOT NULL, status TEXT NOT NULL,
  created BIGINT NOT NULL, updated BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS game_players(
  game BIGINT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, account BIGINT NOT NULL,
  PRIMARY KEY(game, seat));
CREATE TABLE IF NOT EXISTS actions(
  game BIGINT NOT NULL REFERENCES games(id), idx BIGINT NOT NULL, key TEXT NOT NULL, at BIGINT NOT NULL,
  PRIMARY KEY(game, idx));
CREATE TABLE IF NOT EXISTS snapshots(
  game BIGINT NOT NULL REFERENCES games(id), step BIGINT NOT NULL, state TEXT NOT NULL,
  PRIMARY KEY(game, step));
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE INDEX IF NOT EXISTS decks_account ON decks(account);
)SQL";

// The schema above is version 1's; each later version is one step from the one before, the same
// steps as sqlite_store.cpp's in this dialect, applied in order under the advisory lock.
struct Migration {
  int version;
  const char* sql;
};
const Migration kMigrations[] = {
    // 2: a finished game's result, for the history (issue 24); games by player, for "my games".
    {2, "ALTER TABLE games ADD COLUMN IF NOT EXISTS result TEXT NOT NULL DEFAULT '';"
        "CREATE INDEX IF NOT EXISTS game_players_account ON game_players(account, game);"},
    // 3: the chat of each game, players' and spectators' apart (issue 24).
    {3, "CREATE TABLE IF NOT EXISTS chat("
        "  id BIGSERIAL PRIMARY KEY, game BIGINT NOT NULL REFERENCES games(id), channel TEXT NOT NULL,"
        "  account BIGINT NOT NULL REFERENCES accounts(id), name TEXT NOT NULL, seat INTEGER NOT NULL,"
        "  text TEXT NOT NULL, at BIGINT NOT NULL);"
        "CREATE INDEX IF NOT EXISTS chat_game ON chat(game, channel, id);"},
    // 4: each game's chess clock, written with its actions (issue 24).
    {4, "ALTER TABLE games ADD COLUMN IF NOT EXISTS clock TEXT NOT NULL DEFAULT '';"},
};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) + 1 == kPostgresSchemaVersion);

// Every change to a game is announced on this channel (NOTIFY, sent when its transaction commits)
// as "<game id> <origin>", where origin names the process that made it, so its own feed skips it.
constexpr const char* kChannel = "spaceline_games";

// Reads the channel on its own connection: another process's changes, each game once.
class PostgresChangeFeed final : public GameChangeFeed {
 public:
  PostgresChangeFeed(const std::string& url, std::string origin) : origin_(std::move(origin)) {
    try {
      conn_ = std::make_unique<pqxx::connection>(url);
      receiver_ = std::make_unique<Receiver>(*conn_, *this);
    } catch (const std::exception& e) {
      throw StoreError(std::string("PostgreSQL: cannot listen for other servers' changes: ") + e.what());
    }
  }
  ~PostgresChangeFeed() override {
    receiver_.reset();  // UNLISTEN while the connection is still there
  }
  int socket() const override { return conn_->sock(); }
  std::vector<Id> take_changes() override {
    try {
      conn_->get_notifs();  // calls the receiver for each notification read
    } catch (const std::exception& e) {
      throw StoreError(std::string("PostgreSQL: the change feed was lost: ") + e.what());
    }
    return std::exchange(changed_, {});
  }

 private:
  struct Receiver final : pqxx::notification_receiver {
    Receiver(pqxx::connection_base& c, PostgresChangeFeed& feed) : pqxx::notification_receiver(c, kChannel), feed(feed) {}
    void operator()(const std::string& payload, int) override { feed.heard(payload); }
    PostgresChangeFeed& feed;
  };
  void heard(const std::string& payload) {
    const auto space = payload.find(' ');
    if (space == std::string::npos || payload.compare(space + 1, std::string::npos, origin_) == 0) return;
    Id id = 0;
    try {
      id = std::stoll(payload.substr(0, space));
    } catch (const std::exception&) {
      return;  // not one of ours: some other program shares the channel name
    }
    if (std::find(changed_.begin(), changed_.end(), id) == changed_.end()) changed_.push_back(id);
  }

  std::string origin_;
  std::unique_ptr<pqxx::connection> conn_;
  std::unique_ptr<Receiver> receiver_;
  std::vector<Id> changed_;
};

constexpr const char* kGameColumns = "id, game, version, setup, seats, deck_texts, status, created, updated, result, clock";

class PostgresStore final : public Store {
 public:
  explicit PostgresStore(const std::string& url) : url_(url), origin_(random_token().substr(0, 16)) {
    try {
      conn_ = std::make_unique<pqxx::connection>(url);
      pqxx::work w(*conn_);
      // Several servers may start at once: one migrates, the others wait for it.
      w.exec("SELECT pg_advisory_xact_lock(7215426)");
      w.exec(kSchema);
      auto r = w.exec("SELECT value FROM meta WHERE key = 'schema_version'");
      int version = 1;  // a new database: version 1's tables were just made
      if (r.empty()) {
        w.exec("INSERT INTO meta(key, value) VALUES('schema_version', '1')");
      } else {
        // An older version is brought up to date; a newer one (or anything else) is refused.
        const std::string v = r[0][0].as<std::string>();
        version = 0;
        for (int k = 1; k <= kPostgresSchemaVersion; ++k)
          if (v == std::to_string(k)) version = k;
        if (version == 0)
          throw StoreError("PostgreSQL: schema version " + v + " is not a version this program knows (1 to " +
                           std::to_string(kPostgresSchemaVersion) + ")");
      }
      for (const Migration& m : kMigrations) {
        if (m.version <= version) continue;
        w.exec(m.sql);
        w.exec_params("UPDATE meta SET value = $1 WHERE key = 'schema_version'", std::to_string(m.version));
      }
      w.commit();
    } catch (const StoreError&) {
      throw;
    } catch (const std::exception& e) {
      // Not the URL: it may hold a password.
      throw StoreError(std::string("PostgreSQL: cannot open the database: ") + e.what());
    }
  }

  Account create_account(const std::string& name, const std::string& password_hash, int64_t now) override {
    return run([&](pqxx::work& w) {
      auto r = w.exec_params1("INSERT INTO accounts(name, password_hash, created) VALUES($1,$2,$3) RETURNING id", name,
                              password_hash, now);
      return Account{r[0].as<int64_t>(), name, password_hash, now};
    });
  }
  std::optional<Account> account_by_name(const std::string& name) override {
    return run([&](pqxx::work& w) {
      return account(w.exec_params("SELECT id, name, password_hash, created FROM accounts WHERE lower(name) = lower($1)", name));
    });
  }
  std::optional<Account> account_by_id(Id id) override {
    return run([&](pqxx::work& w) {
      return account(w.exec_params("SELECT id, name, password_hash, created FROM accounts WHERE id = $1", id));
    });
  }

  void create_session(const std::string& digest, Id account, int64_t expires) override {
    run([&](pqxx::work& w) {
      w.exec_params("INSERT INTO sessions(token_digest, account, expires) VALUES($1,$2,$3)", digest, account, expires);
      return 0;
    });
  }
  std::optional<Account> session_account(const std::string& digest, int64_t now) override {
    return run([&](pqxx::work& w) {
      return account(w.exec_params(
          "SELECT a.id, a.name, a.password_hash, a.created FROM sessions s JOIN accounts a ON a.id = s.account "
          "WHERE s.token_digest = $1 AND s.expires > $2",
          digest, now));
    });
  }
  void delete_session(const std::string& digest) override {
    run([&](pqxx::work& w) { return w.exec_params("DELETE FROM sessions WHERE token_digest = $1", digest).affected_rows(); });
  }
  void delete_expired_sessions(int64_t now) override {
    run([&](pqxx::work& w) { return w.exec_params("DELETE FROM sessions WHERE expires <= $1", now).affected_rows(); });
  }

  Deck create_deck(Id account, const std::string& game, const std::string& name, const std::string& text,
                   int64_t now) override {
    return run([&](pqxx::work& w) {
      auto r = w.exec_params1("INSERT INTO decks(account, game, name, text, updated) VALUES($1,$2,$3,$4,$5) RETURNING id",
                              account, game, name, text, now);
      return Deck{r[0].as<int64_t>(), account, game, name, text, now};
    });
  }
  std::optional<Deck> deck(Id account, Id deck_id) override {
    return run([&](pqxx::work& w) -> std::optional<Deck> {
      auto r = w.exec_params("SELECT id, account, game, name, text, updated FROM decks WHERE account = $1 AND id = $2",
                             account, deck_id);
      if (r.empty()) return std::nullopt;
      return read_deck(r[0]);
    });
  }
  std::vector<Deck> decks(Id account) override {
    return run([&](pqxx::work& w) {
      std::vector<Deck> out;
      for (const auto& row : w.exec_params("SELECT id, account, game, name, text, updated FROM decks WHERE account = $1 ORDER BY id", account))
        out.push_back(read_deck(row));
      return out;
    });
  }
  bool update_deck(Id account, Id deck_id, const std::string& name, const std::string& text, int64_t now) override {
    return run([&](pqxx::work& w) {
      return w.exec_params("UPDATE decks SET name = $1, text = $2, updated = $3 WHERE account = $4 AND id = $5", name,
                           text, now, account, deck_id)
                 .affected_rows() == 1;
    });
  }
  bool delete_deck(Id account, Id deck_id) override {
    return run([&](pqxx::work& w) {
      return w.exec_params("DELETE FROM decks WHERE account = $1 AND id = $2", account, deck_id).affected_rows() == 1;
    });
  }

  Id create_game(const StoredGame& g) override {
    if (!g.record.actions.empty()) throw StoreError("create_game: a new game has no actions");
    if (g.players.size() != g.record.seats.size() || g.deck_texts.size() != g.record.seats.size())
      throw StoreError("create_game: players and deck_texts need one entry per seat");
    return run([&](pqxx::work& w) {
      const Id id = w.exec_params1(
                         "INSERT INTO games(game, version, setup, seats, deck_texts, status, created, updated, clock) "
                         "VALUES($1,$2,$3,$4,$5,$6,$7,$7,$8) RETURNING id",
                         g.record.game, g.record.version, g.record.setup.to_json().dump(), json(g.record.seats).dump(),
                         json(g.deck_texts).dump(), to_string(g.status), g.created, g.clock)[0]
                         .as<int64_t>();
      for (size_t i = 0; i < g.players.size(); ++i)
        w.exec_params("INSERT INTO game_players(game, seat, account) VALUES($1,$2,$3)", id, static_cast<int>(i), g.players[i]);
      return id;
    });
  }

  std::optional<StoredGame> game(Id id) override {
    return run([&](pqxx::work& w) -> std::optional<StoredGame> {
      auto r = w.exec_params(std::string("SELECT ") + kGameColumns + " FROM games WHERE id = $1", id);
      if (r.empty()) return std::nullopt;
      StoredGame g = read_game(w, r[0]);
      for (const auto& a : w.exec_params("SELECT idx, key FROM actions WHERE game = $1 ORDER BY idx", id)) {
        if (a[0].as<int64_t>() != static_cast<int64_t>(g.record.actions.size()))
          throw StoreError("game " + std::to_string(id) + ": actions: index " + a[0].as<std::string>() + " follows " +
                           std::to_string(g.record.actions.size()) + " actions (a gap)");
        g.record.actions.push_back(a[1].as<std::string>());
      }
      return g;
    });
  }

  std::vector<StoredGame> list_games(std::optional<GameStatus> status, int limit) override {
    return run([&](pqxx::work& w) {
      pqxx::result r =
          status ? w.exec_params(std::string("SELECT ") + kGameColumns + " FROM games WHERE status = $1 ORDER BY id DESC LIMIT $2",
                                 to_string(*status), limit)
                 : w.exec_params(std::string("SELECT ") + kGameColumns + " FROM games ORDER BY id DESC LIMIT $1", limit);
      std::vector<StoredGame> out;
      for (const auto& row : r) out.push_back(read_game(w, row));
      return out;
    });
  }

  std::vector<StoredGame> finished_games(Id account, Id before, int limit) override {
    return run([&](pqxx::work& w) {
      std::vector<StoredGame> out;
      for (const auto& row : w.exec_params(std::string("SELECT ") + kGameColumns +
                                               " FROM games WHERE status = 'finished' AND ($1::bigint = 0 OR id < $1::bigint) AND"
                                               " ($2::bigint = 0 OR id IN (SELECT game FROM game_players WHERE account = $2::bigint))"
                                               " ORDER BY id DESC LIMIT $3",
                                           before, account, limit))
        out.push_back(read_game(w, row));
      return out;
    });
  }

  std::vector<Id> unfinished_games() override {
    return run([&](pqxx::work& w) {
      std::vector<Id> out;
      for (const auto& row : w.exec("SELECT id FROM games WHERE status <> 'finished' ORDER BY id")) out.push_back(row[0].as<int64_t>());
      return out;
    });
  }

  bool take_seat(Id game, int seat, Id account, const std::vector<Id>& players_seen, const GameSetup& setup,
                 const std::vector<std::string>& deck_texts, GameStatus status, int64_t now) override {
    return run([&](pqxx::work& w) {
      // The games row's lock makes two servers seating players in one game take turns, so the
      // second sees the first's player and refuses rather than write over its deck.
      if (w.exec_params("SELECT id FROM games WHERE id = $1 FOR UPDATE", game).empty()) return false;
      std::vector<Id> seated;
      for (const auto& row : w.exec_params("SELECT account FROM game_players WHERE game = $1 ORDER BY seat", game))
        seated.push_back(row[0].as<int64_t>());
      if (seated != players_seen) return false;
      if (w.exec_params("UPDATE game_players SET account = $1 WHERE game = $2 AND seat = $3 AND account = 0", account,
                        game, seat)
              .affected_rows() != 1)
        return false;
      w.exec_params("UPDATE games SET setup = $1, deck_texts = $2, status = $3, updated = $4 WHERE id = $5",
                    setup.to_json().dump(), json(deck_texts).dump(), to_string(status), now, game);
      announce(w, game);
      return true;
    });
  }

  void set_status(Id game, GameStatus status, int64_t now, const std::string& result, const std::string& clock) override {
    run([&](pqxx::work& w) {
      announce(w, game);
      return w.exec_params("UPDATE games SET status = $1, updated = $2, result = CASE WHEN $3::text = '' THEN result ELSE $3::text END, "
                           "clock = CASE WHEN $5::text = '' THEN clock ELSE $5::text END WHERE id = $4",
                           to_string(status), now, result, game, clock)
          .affected_rows();
    });
  }

  void append_action(Id game, int64_t index, const std::string& key, GameStatus status, int64_t now,
                     const std::string& result, const std::string& clock) override {
    run([&](pqxx::work& w) {
      const auto n = w.exec_params1("SELECT COUNT(*) FROM actions WHERE game = $1", game)[0].as<int64_t>();
      if (n != index)
        throw StoreConflict("game " + std::to_string(game) + " has " + std::to_string(n) + " actions stored; action " +
                            std::to_string(index) + " cannot be next");
      // Two processes that both counted n: the primary key (game, idx) lets only one insert.
      w.exec_params("INSERT INTO actions(game, idx, key, at) VALUES($1,$2,$3,$4)", game, index, key, now);
      w.exec_params("UPDATE games SET status = $1, updated = $2 WHERE id = $3", to_string(status), now, game);
      if (!result.empty()) w.exec_params("UPDATE games SET result = $1 WHERE id = $2", result, game);
      if (!clock.empty()) w.exec_params("UPDATE games SET clock = $1 WHERE id = $2", clock, game);
      announce(w, game);
      return 0;
    });
  }

  ChatLine add_chat(const ChatLine& line, int max_lines) override {
    return run([&](pqxx::work& w) {
      // The games row's lock: two servers adding the last line a channel may hold take turns.
      w.exec_params("SELECT id FROM games WHERE id = $1 FOR UPDATE", line.game);
      const auto n = w.exec_params1("SELECT COUNT(*) FROM chat WHERE game = $1 AND channel = $2", line.game,
                                    to_string(line.channel))[0]
                         .as<int64_t>();
      if (n >= max_lines)
        throw StoreConflict("game " + std::to_string(line.game) + ": its " + to_string(line.channel) + "' chat holds " +
                            std::to_string(max_lines) + " lines, the most a game keeps");
      ChatLine out = line;
      out.id = w.exec_params1("INSERT INTO chat(game, channel, account, name, seat, text, at) VALUES($1,$2,$3,$4,$5,$6,$7) "
                              "RETURNING id",
                              line.game, to_string(line.channel), line.account, line.name, line.seat, line.text, line.at)[0]
                   .as<int64_t>();
      announce(w, line.game);  // the other servers' watchers of the game read it too
      return out;
    });
  }

  std::vector<ChatLine> chat(Id game, ChatChannel channel, int limit) override {
    return run([&](pqxx::work& w) {
      std::vector<ChatLine> out;
      for (const auto& r : w.exec_params("SELECT id, account, name, seat, text, at FROM chat WHERE game = $1 AND channel = $2 "
                                         "ORDER BY id DESC LIMIT $3",
                                         game, to_string(channel), limit))
        out.push_back(ChatLine{r[0].as<int64_t>(), game, channel, r[1].as<int64_t>(), r[2].as<std::string>(),
                               r[3].as<int>(), r[4].as<std::string>(), r[5].as<int64_t>()});
      std::reverse(out.begin(), out.end());
      return out;
    });
  }

  std::unique_ptr<GameChangeFeed> change_feed() override { return std::make_unique<PostgresChangeFeed>(url_, origin_); }

  void save_snapshot(Id game, const Snapshot& s) override {
    run([&](pqxx::work& w) {
      return w.exec_params("INSERT INTO snapshots(game, step, state) VALUES($1,$2,$3) "
                           "ON CONFLICT (game, step) DO UPDATE SET state = EXCLUDED.state",
                           game, s.step, s.state_json)
          .affected_rows();
    });
  }
  std::optional<Snapshot> latest_snapshot(Id game) override {
    return run([&](pqxx::work& w) -> std::optional<Snapshot> {
      auto r = w.exec_params("SELECT step, state FROM snapshots WHERE game = $1 ORDER BY step DESC LIMIT 1", game);
      if (r.empty()) return std::nullopt;
      return Snapshot{r[0][0].as<int64_t>(), r[0][1].as<std::string>()};
    });
  }

 private:
  // Tells the other servers' feeds, when `w` commits, that `game` changed.
  void announce(pqxx::work& w, Id game) {
    w.exec_params("SELECT pg_notify($1, $2)", kChannel, std::to_string(game) + " " + origin_);
  }

  // Runs `f` in one transaction, committed when it returns; database errors become StoreError,
  // key violations StoreConflict (nothing was written either way).
  template <class F>
  auto run(F&& f) -> decltype(f(std::declval<pqxx::work&>())) {
    std::lock_guard lock(mu_);
    try {
      pqxx::work w(*conn_);
      auto out = f(w);
      w.commit();
      return out;
    } catch (const pqxx::unique_violation& e) {
      throw StoreConflict(std::string("PostgreSQL: ") + e.what());
    } catch (const StoreError&) {
      throw;
    } catch (const std::exception& e) {
      throw StoreError(std::string("PostgreSQL: ") + e.what());
    }
  }

  static std::optional<Account> account(const pqxx::result& r) {
    if (r.empty()) return std::nullopt;
    return Account{r[0][0].as<int64_t>(), r[0][1].as<std::string>(), r[0][2].as<std::string>(), r[0][3].as<int64_t>()};
  }
  static Deck read_deck(const pqxx::row& r) {
    return Deck{r[0].as<int64_t>(), r[1].as<int64_t>(), r[2].as<std::string>(), r[3].as<std::string>(),
                r[4].as<std::string>(), r[5].as<int64_t>()};
  }
  StoredGame read_game(pqxx::work& w, const pqxx::row& r) {
    StoredGame g = decode_game(r[0].as<int64_t>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::string>(),
                               r[4].as<std::string>(), r[5].as<std::string>(), r[6].as<std::string>(),
                               r[7].as<int64_t>(), r[8].as<int64_t>(), r[9].as<std::string>(),
                               r[10].as<std::string>());
    for (const auto& p : w.exec_params("SELECT seat, account FROM game_players WHERE game = $1", g.id)) {
      const auto seat = p[0].as<int64_t>();
      if (seat < 0 || seat >= static_cast<int64_t>(g.players.size()))
        throw StoreError("game " + std::to_string(g.id) + ": game_players: seat " + std::to_string(seat) + " is not in the game");
      g.players[static_cast<size_t>(seat)] = p[1].as<int64_t>();
    }
    return g;
  }

  std::string url_;     // for the change feed's own connection
  std::string origin_;  // this store's name in notifications (random)
  std::unique_ptr<pqxx::connection> conn_;
  std::mutex mu_;
};

}  // namespace

std::unique_ptr<Store> open_postgres_store(const std::string& url) { return std::make_unique<PostgresStore>(url); }

}  // namespace spaceline::storage
