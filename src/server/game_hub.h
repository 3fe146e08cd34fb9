#pragma once
// The games this server holds (issue 10, parts 1 and 4). The hub is the authority: it keeps each
// running game's State, takes actions by key from the player whose seat must decide, stores each
// action before applying it for good and acknowledging it, moves the computer seats with
// agent_action(), and sends every viewer only what their seat may see. It knows games only through
// the core (GameModule, State, GameRecord): every registered game is served the same way.
//
// Thread-safe: the server moves games on a pool of threads (a person's action, the computer's
// replies, the views) while its I/O thread watches and lists them. Each game has its own lock, so
// two games move at once on two cores; the map of games has another, held only to find, add or drop
// one (never while a game's lock is taken, so the two never wait on each other). The search agents
// think on the hub's own search pool (search_pool.h), on a copy of the game and without its lock:
// the game says it waits for them ("thinking"), and their move is taken only if the game is still
// where the search began. A Viewer may be called from any of those threads.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <thread>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_record.h"
#include "core/module.h"
#include "core/viewer.h"
#include "server/chat.h"
#include "server/game_clock.h"
#include "server/search_pool.h"
#include "storage/store.h"

namespace spaceline::server {

// The viewer who is no player of a game: they see only what is public (State::observation and
// GameModule::log_lines with this viewer).
inline constexpr int kSpectatorSeat = kSpectator;  // core/viewer.h

// One connection watching or playing a game (a WebSocket). Called with its game's lock held, from
// whichever thread moved the game: a WebSocket hands the text to its own I/O thread.
class Viewer {
 public:
  virtual ~Viewer() = default;
  virtual void deliver(const std::string& text) = 0;
  // A "state" message: a connection may replace one it has not sent yet by this newer one. The
  // text is shared by every viewer watching from the same seat (broadcast builds it once).
  virtual void deliver_state(const std::shared_ptr<const std::string>& text) { deliver(*text); }
};

// How the game's modules are found: the registry in the program, a fixed list in tests.
using ModuleLookup = std::function<const GameModule&(const std::string& name)>;

// A deck as a request names it: a bundled deck or "random", or a saved deck's text.
struct DeckChoice {
  std::string name;       // bundled name or "random" when text is empty
  std::string text;       // a saved deck's contents
  std::string label;      // what a game list shows
};

// A seat after the creator's: the computer (an agent and its deck) or a person, who brings their own
// deck when they join.
struct SeatChoice {
  bool computer = true;
  std::string agent;  // computer seats
  DeckChoice deck;    // computer seats
};

struct NewGame {
  std::string game;                // module name
  DeckChoice deck;                 // the creator's, at seat 0
  std::vector<SeatChoice> others;  // seats 1 .. N-1: the game has 1 + others.size() players
  uint64_t seed = 1;
  int max_turns = 0;
  int clock_minutes = 0;           // a chess clock of this many minutes per seat (game_clock.h); 0: none
};

// Limits on what one client may make the hub hold (issue 23; docs/server.md, "Limits").
struct HubLimits {
  int max_spectators = 500;          // spectators of one game; the next one is refused (503)
  int max_unfinished_games = 20;     // open or running games created by one account; more get 429
  SearchLimits search;               // the computer's searches (search_pool.h)
  ChatLimits chat;                   // each game's chat (chat.h)
  int clock_check_ms = 200;          // how often the chess clocks are looked at for a time run out
  int clock_minute_ms = 60'000;      // how long a clock's minute lasts: shorter only in tests (--clock-minute-ms)
};

class GameHub {
 public:
  GameHub(storage::Store& store, ModuleLookup modules, std::string deck_dir, HubLimits limits = {});
  ~GameHub();

  // Where work that no request waits for runs (the server's game pool): the computer's moves of a
  // game caught up from another server or loaded from the store. Unset (null): on the calling thread.
  using Executor = std::function<void(std::function<void()>)>;
  void set_executor(Executor e);
  // Ends the searches: waiting ones are dropped, running ones finish (before the network stops).
  void stop_searches() { searches_.stop(); }
  // Searches waiting or running, on the server and charged to one account (search_pool.h).
  int searches_charged() const { return searches_.charged(); }
  int searches_charged(storage::Id account) const { return searches_.charged(account); }
  // For tests: runs on the search thread as a search of `game` begins, with no lock held.
  void set_search_hook(std::function<void(storage::Id game)> hook) { search_hook_ = std::move(hook); }

  // Loads every unfinished game by replaying its actions (a restart resumes each exactly), and
  // lets each computer seat that must decide move. Returns how many were loaded; a game that
  // cannot be replayed is reported to `errors` and left out, never crashing the server.
  int resume_all(std::vector<std::string>* errors = nullptr);

  // Stores a new game with `account` at seat 0. It starts at once when every other seat is the
  // computer's; else it is open until a person has joined at each person's seat.
  storage::Id create(storage::Id account, const NewGame& g);
  // The account takes the first open seat with its deck; when no open seat is left, the game
  // starts. Returns the seat.
  int join(storage::Id game, storage::Id account, const DeckChoice& deck);
  // The seat join() would give now (-1: none), so a caller can pick that seat's default deck.
  int open_seat(storage::Id game);

  // A player's action: the seat must be theirs and must decide now, the key legal, and `step`
  // (when given) the current step. Stored, then applied, then computer seats move (a search on the
  // search pool: refused beforehand, RetryLater, when its queue is full), then every viewer is sent
  // the new state. Throws ClientError with nothing changed. Called on a game thread, never the I/O one.
  // `on_stored` (may be null) runs once the action is stored, before anything is sent: the
  // WebSocket acknowledges there, so "ack" always comes before the "state" it led to.
  void act(storage::Id game, storage::Id account, const std::string& key, std::optional<int64_t> step,
           const std::function<void()>& on_stored);

  // A chat line from `account` (a player: the players' channel; anyone else: the spectators'), in a
  // game not over: checked (chat.h), charged to the account's rate, stored, then sent to every
  // watcher who may read its channel. Throws ClientError with nothing stored. On a game thread.
  void chat(storage::Id game, storage::Id account, const std::string& text);

  // Another server process on the same database changed `game` (storage::GameChangeFeed): a game
  // held here takes the stored actions and seats, its computer seats move if they must, and its
  // viewers are sent the new state. A game not held here is ignored (it is read when asked for).
  void catch_up(storage::Id game);
  // catch_up() for every game held here (after the change feed was lost and found again).
  void catch_up_all();

  // Watching: `account` 0 is an anonymous spectator. Returns the seat the viewer sees as
  // (a player's own seat, or kSpectatorSeat) and sends it the current state at once.
  int watch(storage::Id game, storage::Id account, const std::shared_ptr<Viewer>& v);
  void unwatch(storage::Id game, const Viewer* v);

  // The message a viewer in `seat` is sent (docs/protocol.md, "state"): the observation, the log
  // lines from `log_from` on, to the seat that must decide the legal actions, and while the computer
  // searches, which seat thinks ("thinking").
  nlohmann::json state_message(storage::Id game, int seat, size_t log_from) const;
  // state_message(game, seat, 0) as text, built once per seat and game position and shared by every
  // request for it until the game changes: a client asking for the whole state again, as fast as its
  // rate limit allows, costs a lookup, not a view (issue 23, the state flood).
  std::shared_ptr<const std::string> whole_state_text(storage::Id game, int seat);
  // "Why can't I?" for a player's `seat` (docs/protocol.md, GET /api/games/ID/why): the module's
  // why_not list while that seat must decide, else an empty list.
  nlohmann::json why_not(storage::Id game, int seat) const;
  // A game's summary for lists (no hidden information).
  nlohmann::json summary(storage::Id game) const;
  nlohmann::json summary(const storage::StoredGame& g) const;
  // A finished game at `step`, as `seat` saw it (kSpectatorSeat: the public view).
  nlohmann::json replay_step(storage::Id game, int64_t step, int seat);

  // `deck check` of a deck's text for `game` (docs/protocol.md, "deck report"), read from memory:
  // nothing is written.
  nlohmann::json check_deck_text(const std::string& game, const std::string& text) const;

  // How many lines of each chat channel a game keeps in memory and sends on watching.
  int chat_lines_kept() const { return static_cast<int>(limits_.chat.lines_kept); }
  // The seat of `account` in the game, or kSpectatorSeat.
  int seat_of(storage::Id game, storage::Id account) const;
  bool has_game(storage::Id game) const { return find(game) != nullptr; }
  // The game's current state (null while it waits for a player); for tests and tools, while no
  // other thread moves the game.
  const State* state(storage::Id game) const { return existing(game)->state.get(); }
  // The same, loading a game released from memory (a finished game nobody watches) back from the store.
  const State* state(storage::Id game) { return held(game)->state.get(); }
  const GameModule& module(storage::Id game) const { return *existing(game)->module; }
  // Makes sure the game is in memory (a finished one is loaded from the store); 404 if none.
  void load(storage::Id game) { held(game); }
  // A finished game no one watches leaves memory (it is loaded again from the store when asked
  // for): an anonymous GET of a finished game's state must not hold it for good.
  void release_if_idle(storage::Id game);

  // Every game whose deciding seat's clock has run out is lost by that seat, stored, and its
  // watchers told. Run every HubLimits::clock_check_ms on a thread of the hub's own; a game busy
  // with a move is looked at next time (and act() checks the clock itself). Public for tests.
  void check_clocks();

 private:
  struct Watcher {
    std::weak_ptr<Viewer> viewer;
    const Viewer* key = nullptr;
    int seat = kSpectatorSeat;
    size_t log_sent = 0;  // log lines this viewer has been sent
  };
  // A seat's whole state text and the game position it was built at (whole_state_text).
  struct WholeState {
    size_t step = 0;
    bool thinking = false;
    storage::GameStatus status = storage::GameStatus::Open;
    std::vector<storage::Id> players;
    std::shared_ptr<const std::string> text;
    size_t log_total = 0;
    int64_t clock_second = -1;  // the running clock's whole seconds since the decider began (-1: none runs)
  };
  // A search the game waits for: whose seat, from which step, which agent.
  struct Search {
    int seat = 0;
    size_t step = 0;
    std::string agent;
  };
  struct Live : std::enable_shared_from_this<Live> {
    // Held while anything reads or changes the game. Recursive: a public call made with it held
    // (act's seat_of) takes it again.
    std::recursive_mutex mutex;
    storage::StoredGame meta;
    std::map<int, WholeState> whole;  // by seat
    const GameModule* module = nullptr;
    std::unique_ptr<State> state;  // null while the game waits for a player
    std::vector<Watcher> watchers;
    std::optional<Search> search;   // the computer's search it waits for
    // The last lines of each channel (ChatLimits::lines_kept), players' [0] and spectators' [1],
    // read from the store when first needed.
    std::deque<storage::ChatLine> chat[2];
    bool chat_loaded = false;
    storage::Id search_account = 0; // charged for its searches: who last asked for one (else seat 1's player)
    // What lists and counts read of it without its lock (so a game stuck in a move holds up no
    // list and no other account's new game): written with the lock held whenever one of these
    // changes (publish_listing), under listing_mutex, which is never held for more than a copy.
    struct Listing {
      size_t step = 0;
      int turn = -1;  // -1: no state yet
      storage::GameStatus status = storage::GameStatus::Open;
      std::vector<storage::Id> players;
    };
    mutable std::mutex listing_mutex;
    Listing listing;
    Listing listed() const {
      std::lock_guard<std::mutex> l(listing_mutex);
      return listing;
    }
    std::optional<GameClock> clock;  // its chess clock (game_clock.h), if it has one
    std::atomic<bool> clocked{false};  // clock.has_value(), read without the lock (check_clocks)
    // When the seat that decides now began to: its clock runs from here. Set when the game is
    // loaded, so a server that was down charged nobody for that time.
    std::chrono::steady_clock::time_point clock_since;
  };

  using GameLock = std::unique_lock<std::recursive_mutex>;
  // The game in memory, or null (the map's lock only).
  std::shared_ptr<Live> find(storage::Id game) const;
  // The game in memory, or 404.
  std::shared_ptr<Live> existing(storage::Id game) const;
  // The game, loaded from the store (and its computer seats moved) when it is not in memory; 404 if none.
  std::shared_ptr<Live> held(storage::Id game);
  // Drops the game from memory (with its lock held by the caller).
  void forget(storage::Id game);
  // Every game in memory (for counting and catching up, each then locked on its own).
  std::vector<std::shared_ptr<Live>> all_games() const;
  // The setup with saved decks written out as files (content-addressed, in deck_dir_).
  GameSetup materialized_setup(const storage::StoredGame& g) const;
  std::string deck_file(const std::string& text) const;
  // A message about a deck file with the file's name (its digest, of no use to its owner) said as
  // "deck": "deck:6: unknown card ...".
  std::string without_deck_file(std::string message) const;
  // Builds the state from the record (replay).
  void rebuild(Live& g);
  // Stores what lists and counts read of g (Live::listing); called with its lock held.
  static void publish_listing(Live& g);
  // Reads g.meta.clock into g.clock (500 bad_clock when damaged) and starts the decider's time now.
  static void load_clock(Live& g);
  // The seat whose clock runs now (a person's seat that must decide in a running game), or -1.
  static int clock_seat(const Live& g);
  // The time `seat` has left at `now` (never below 0).
  static int64_t time_left(const Live& g, int seat, std::chrono::steady_clock::time_point now);
  // The clock of the seat deciding has run out: that seat loses on time (stored, then told).
  // Returns whether it did; called with the lock held.
  bool flag_if_out(Live& g);
  // rebuild(), and a game found over is marked so. Returns whether it goes on.
  bool rebuild_running(Live& g);
  // rebuild_running(), then the computer seats move.
  void start(Live& g, std::optional<SearchPool::Slot> slot = std::nullopt);
  // The computer seats of a game move on the executor (set_executor), then its watchers are told.
  void move_computers_later(const std::shared_ptr<Live>& g);
  // Runs `job` on the executor, or here when none is set.
  void later(std::function<void()> job);
  // Takes what the store holds for the game when another server process changed it (its next
  // actions, or a seat taken). Returns whether anything changed.
  bool reload(Live& g);
  // Stores then applies one action; throws ClientError when the key is not legal.
  void commit(Live& g, const std::string& key);
  // commit() in two: the game after `key` (the game itself unchanged), then storing it as the game.
  std::unique_ptr<State> after(Live& g, const std::string& key) const;
  void store_and_take(Live& g, const std::string& key, std::unique_ptr<State> next);
  // Moves the computer seats that must decide: the quick agents here, a search agent on the search
  // pool (in `slot`, or one taken beyond the caps: a game resumed or searching again).
  void run_computers(Live& g, std::optional<SearchPool::Slot> slot = std::nullopt);
  // The slot a request that leads to `next` needs for the computer's search (none if no search seat
  // may move next), charged to `account`; RetryLater (503 or 429) when the queue is full.
  std::optional<SearchPool::Slot> search_slot(const State* next, const std::vector<std::string>& seats,
                                              storage::Id account, const std::string& what);
  void start_search(Live& g, int seat, std::optional<SearchPool::Slot> slot);
  // On a search thread: searches a copy of the game (no lock held), then takes the move under the
  // lock if the game is still at the step searched from, else looks again (run_computers).
  void search(const std::shared_ptr<Live>& g, const State& world, const GameRecord& record, int seat);
  // Sends every watcher the new state. One message is built and serialized per seat (and log
  // position), however many watch from it: a move's cost does not grow with its spectators.
  void broadcast(Live& g);
  // The cached whole state of `seat` (built if the game moved since), with its log_total.
  const WholeState& whole_state(Live& g, int seat);
  // Reads the game's last chat lines from the store, once.
  void load_chat(Live& g);
  // The lines another server on the database stored since this one last looked, sent to the
  // watchers who read them (catch_up).
  void catch_up_chat(Live& g);
  // The "chat" message of every line `seat` may read, oldest first (sent to a new watcher).
  nlohmann::json chat_history(Live& g, int seat);
  void check_deck_choice(const GameModule& m, const DeckChoice& d, const std::string& field) const;
  // summary() of a game whose lock the caller holds (or that no other thread can see yet).
  nlohmann::json summary_of(const storage::StoredGame& g, const Live* held) const;

  storage::Store& store_;
  ModuleLookup modules_;
  std::string deck_dir_;
  HubLimits limits_;
  mutable std::mutex live_mutex_;  // guards live_ only
  std::map<storage::Id, std::shared_ptr<Live>> live_;  // unfinished games and finished ones still watched
  std::mutex load_mutex_;  // one game loaded from the store at a time, so no game is loaded twice
  std::mutex executor_mutex_;
  Executor executor_;
  std::function<void(storage::Id)> search_hook_;
  AccountChatRate chat_rate_;
  SearchPool searches_;  // last: stopped first, while everything its jobs use is still there
  // The chess clocks' watch (check_clocks), stopped first of all.
  std::mutex clock_mutex_;
  std::condition_variable clock_wake_;
  bool clock_stop_ = false;
  std::thread clock_thread_;
};

int64_t unix_now();

// The agents a game may be played against here: every agent the module lists, the search agents
// (core/ismcts_agent.h) of a game that can determinize among them; they think on the search pool.
std::vector<std::string> served_agents(const GameModule& m);
// The opponent a game gets when none is named: "heuristic" where the module has it, else its first
// agent that does not search (a quick reply), else its first.
std::string default_agent(const GameModule& m);

}  // namespace spaceline::server
