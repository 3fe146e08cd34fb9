#pragma once
// Storage behind one interface (issue 10, part 2): accounts, sessions, saved decks, games, their
// actions and snapshots. SQLite (sqlite_store.h) is the default; a PostgreSQL store fits the same
// interface, which is why everything here is plain data and ids, with no SQL dialect showing through
// and no call that assumes a single process (appending an action names the index it must get, so two
// servers racing on one game cannot both succeed).
//
// Every call either completes durably or throws StoreError; nothing is half written.
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game_record.h"

namespace spaceline::storage {

struct StoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// A write that lost a race or broke a rule of the data (a name taken, an action index already
// written): the caller's request is refused, nothing changed.
struct StoreConflict : StoreError {
  using StoreError::StoreError;
};

using Id = int64_t;

struct Account {
  Id id = 0;
  std::string name;
  std::string password_hash;  // libsodium crypto_pwhash_str (Argon2id); never the password
  int64_t created = 0;        // Unix seconds
};

struct Deck {
  Id id = 0;
  Id account = 0;
  std::string game;  // GameModule::name()
  std::string name;
  std::string text;  // the deck file's contents
  int64_t updated = 0;
};

enum class GameStatus { Open, Running, Finished };
std::string to_string(GameStatus s);
GameStatus game_status_from_string(const std::string& s);  // throws StoreError

struct StoredGame {
  Id id = 0;
  GameRecord record;  // game, version, setup, seats, actions (the actions, in order)
  // One per seat: the account sitting there (0: a computer seat, or a person's seat not taken yet).
  std::vector<Id> players;
  // One per seat: the text of a saved deck played there ("" when setup.decks names a bundled deck or
  // "random"), so the game can be rebuilt on any machine, whatever files it has.
  std::vector<std::string> deck_texts;
  GameStatus status = GameStatus::Open;
  int64_t created = 0;
  int64_t updated = 0;  // a finished game's: when it ended
  // A finished game's result as JSON text, {"returns": [...], "scores": [...], "reason": "..."}, written
  // with the action that ended it, so the history lists it without replaying the game. "" while the
  // game goes on, and for games finished before schema version 2.
  std::string result;
  // The game's chess clock as JSON text (server/game_clock.h: each seat's time left as of the last
  // stored action, and the time control), or "" for a game without one. Written with each action.
  std::string clock;
};

// A line of a game's chat (docs/protocol.md, "chat"): players' and spectators' are kept apart.
enum class ChatChannel { Players, Spectators };
std::string to_string(ChatChannel c);

struct ChatLine {
  Id id = 0;            // increasing with time, over every game
  Id game = 0;
  ChatChannel channel = ChatChannel::Players;
  Id account = 0;
  std::string name;     // the account's name
  int seat = -1;        // the writer's seat, or -1 for a spectator
  std::string text;
  int64_t at = 0;       // Unix seconds
};

struct Snapshot {
  int64_t step = 0;        // the number of actions applied
  std::string state_json;  // State::to_json()
};

class Store {
 public:
  virtual ~Store() = default;

  // --- accounts ---
  // Throws StoreConflict when the name is taken.
  virtual Account create_account(const std::string& name, const std::string& password_hash, int64_t now) = 0;
  virtual std::optional<Account> account_by_name(const std::string& name) = 0;
  virtual std::optional<Account> account_by_id(Id id) = 0;

  // --- sessions ---
  // The caller makes the token (random, libsodium) and stores only its digest (auth.h), so a copy
  // of the database does not let anyone log in.
  virtual void create_session(const std::string& token_digest, Id account, int64_t expires) = 0;
  // The account of an unexpired session.
  virtual std::optional<Account> session_account(const std::string& token_digest, int64_t now) = 0;
  virtual void delete_session(const std::string& token_digest) = 0;
  virtual void delete_expired_sessions(int64_t now) = 0;

  // --- decks ---
  virtual Deck create_deck(Id account, const std::string& game, const std::string& name, const std::string& text,
                           int64_t now) = 0;
  // Only the owner's decks are found: another account's deck id is "not found".
  virtual std::optional<Deck> deck(Id account, Id deck_id) = 0;
  virtual std::vector<Deck> decks(Id account) = 0;
  virtual bool update_deck(Id account, Id deck_id, const std::string& name, const std::string& text, int64_t now) = 0;
  virtual bool delete_deck(Id account, Id deck_id) = 0;

  // --- games ---
  // Stores a new game (its record's actions must be empty); returns its id.
  virtual Id create_game(const StoredGame& g) = 0;
  // The game with every action, in order.
  virtual std::optional<StoredGame> game(Id id) = 0;
  // Newest first, at most `limit`, without their actions (record.actions is empty).
  virtual std::vector<StoredGame> list_games(std::optional<GameStatus> status, int limit) = 0;
  // Finished games, newest first (by id), at most `limit`, without their actions: every game when
  // `account` is 0, else only those the account sat in; only ids below `before` when it is not 0
  // (the next page of a history).
  virtual std::vector<StoredGame> finished_games(Id account, Id before, int limit) = 0;
  // Ids of every game not finished (Open or Running), oldest first: what a restart resumes.
  virtual std::vector<Id> unfinished_games() = 0;
  // A person takes seat `seat` (0-based), bringing their deck: in one transaction the seat, the
  // game's setup and deck texts and its status are written. Only if every seat still holds what
  // the caller saw (`players_seen`, with 0 at `seat`): the setup written carries the other seats'
  // decks as the caller knew them. False: someone (another request, another server) took a seat
  // meanwhile, and nothing changed.
  virtual bool take_seat(Id game, int seat, Id account, const std::vector<Id>& players_seen, const GameSetup& setup,
                         const std::vector<std::string>& deck_texts, GameStatus status, int64_t now) = 0;
  // `result` (StoredGame::result) is written too when it is not "".
  virtual void set_status(Id game, GameStatus status, int64_t now, const std::string& result = "",
                          const std::string& clock = "") = 0;

  // --- actions: the game's moves, each durable before it is acknowledged ---
  // Writes the action with index `index` (0-based) in one transaction, and the new status with it
  // (and the result, when the action ended the game: `result` not ""). Throws StoreConflict when that
  // index is already written (another process moved first).
  // `clock` (StoredGame::clock) is written too when it is not "".
  virtual void append_action(Id game, int64_t index, const std::string& key, GameStatus status, int64_t now,
                             const std::string& result = "", const std::string& clock = "") = 0;

  // --- chat: stored with the game, so it survives a restart ---
  // Stores a line (its id, game and at are the caller's, but for the id, which the store gives);
  // returns it with its id. Throws StoreConflict when the game's channel holds `max_lines` already.
  virtual ChatLine add_chat(const ChatLine& line, int max_lines) = 0;
  // The last `limit` lines of a game's channel, oldest first.
  virtual std::vector<ChatLine> chat(Id game, ChatChannel channel, int limit) = 0;

  // --- other processes' changes ---
  // The feed of games other processes on this database changed (PostgreSQL LISTEN/NOTIFY), or
  // null for a store that one process uses alone (SQLite). Each call opens its own feed.
  virtual std::unique_ptr<class GameChangeFeed> change_feed() { return nullptr; }

  // --- snapshots (optional: a game is always rebuilt from its actions) ---
  virtual void save_snapshot(Id game, const Snapshot& s) = 0;
  virtual std::optional<Snapshot> latest_snapshot(Id game) = 0;
};

// Games changed by other server processes on the same database: a process that holds a game in
// memory reads them to catch up (GameHub::catch_up). A change this process made is not reported.
class GameChangeFeed {
 public:
  virtual ~GameChangeFeed() = default;
  // A socket that becomes readable when changes may have arrived (for the I/O loop to wait on).
  virtual int socket() const = 0;
  // The games changed since the last call, each once, oldest first; empty when none. Never
  // blocks. Throws StoreError when the connection is lost (open a new feed, then catch up on all).
  virtual std::vector<Id> take_changes() = 0;
};

// A games row as text columns (both stores keep the same columns) made into a StoredGame, every
// field checked as a save file is: a damaged row is a StoreError naming the game and the field.
// `players` is left with one 0 per seat for the caller to fill.
StoredGame decode_game(Id id, const std::string& game, const std::string& version, const std::string& setup_json,
                       const std::string& seats_json, const std::string& deck_texts_json, const std::string& status,
                       int64_t created, int64_t updated, const std::string& result = "",
                       const std::string& clock = "");

// Opens the store named by `where`: a `postgresql://` URL, or else an SQLite file path (created
// if missing). Throws StoreError with the reason.
std::unique_ptr<Store> open_store(const std::string& where);

}  // namespace spaceline::storage
