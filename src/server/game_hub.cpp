#include "server/game_hub.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "core/ismcts_agent.h"
#include "server/errors.h"
#include "storage/auth.h"

namespace spaceline::server {

using nlohmann::json;
using storage::GameStatus;
using storage::Id;
namespace fs = std::filesystem;

namespace {

// A game vs the computer ends in at most this many computer moves in a row; a module whose agent
// never hands the turn back would otherwise hang the server.
constexpr int kMaxComputerMoves = 100000;
// Every this many actions, a snapshot of State::to_json() is stored (for inspection and tooling;
// games are always rebuilt from their actions).
constexpr size_t kSnapshotEvery = 100;

std::string decision_kind(DecisionKind k) {
  switch (k) {
    case DecisionKind::ChooseAction: return "choose_action";
    case DecisionKind::ChooseCard: return "choose_card";
    case DecisionKind::YesNo: return "yes_no";
    case DecisionKind::Number: return "number";
    case DecisionKind::Order: return "order";
  }
  return "?";
}

// A finished game's result as the protocol gives it (docs/protocol.md, "state": result).
json result_of(const GameModule& m, const State& s) {
  return {{"returns", s.returns()}, {"scores", m.scores(s)}, {"reason", m.end_reason(s)}};
}

}  // namespace

std::vector<std::string> served_agents(const GameModule& m) { return m.agent_names(); }

std::string default_agent(const GameModule& m) {
  const auto agents = m.agent_names();
  if (std::find(agents.begin(), agents.end(), "heuristic") != agents.end()) return "heuristic";
  for (const auto& a : agents)
    if (!is_ismcts_name(a)) return a;
  return agents.empty() ? "random" : agents.front();
}

int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

GameHub::GameHub(storage::Store& store, ModuleLookup modules, std::string deck_dir, HubLimits limits)
    : store_(store), modules_(std::move(modules)), deck_dir_(std::move(deck_dir)), limits_(limits),
      chat_rate_(limits_.chat.account_per_minute, limits_.chat.account_burst), searches_(limits_.search) {
  clock_thread_ = std::thread([this] {
    std::unique_lock<std::mutex> l(clock_mutex_);
    while (!clock_wake_.wait_for(l, std::chrono::milliseconds(std::max(10, limits_.clock_check_ms)), [this] { return clock_stop_; })) {
      l.unlock();
      try {
        check_clocks();
      } catch (const std::exception& e) {
        std::cerr << "warning: the chess clocks could not be checked: " << e.what() << std::endl;
      }
      l.lock();
    }
  });
}

GameHub::~GameHub() {
  {
    std::lock_guard<std::mutex> l(clock_mutex_);
    clock_stop_ = true;
  }
  clock_wake_.notify_all();
  clock_thread_.join();
  searches_.stop();
}

void GameHub::load_clock(Live& g) {
  g.clock.reset();
  g.clocked = false;
  g.clock_since = std::chrono::steady_clock::now();
  if (g.meta.clock.empty()) return;
  try {
    g.clock = GameClock::from_text(g.meta.clock, g.meta.record.seats.size(), "game " + std::to_string(g.meta.id));
  } catch (const std::invalid_argument& e) {
    throw ClientError(500, "bad_clock", e.what());
  }
  g.clocked = true;
}

int GameHub::clock_seat(const Live& g) {
  if (!g.clock || g.meta.status != GameStatus::Running || !g.state || g.state->is_terminal()) return -1;
  const int p = g.state->current_player();
  if (p < 0 || p >= static_cast<int>(g.meta.record.seats.size()) || g.meta.record.seats[static_cast<size_t>(p)] != kHumanSeat)
    return -1;
  return p;
}

int64_t GameHub::time_left(const Live& g, int seat, std::chrono::steady_clock::time_point now) {
  const int64_t stored = g.clock->remaining_ms[static_cast<size_t>(seat)];
  if (seat != clock_seat(g)) return stored;
  const auto ran = std::chrono::duration_cast<std::chrono::milliseconds>(now - g.clock_since).count();
  return std::max<int64_t>(0, stored - ran);
}

bool GameHub::flag_if_out(Live& g) {
  const int seat = clock_seat(g);
  if (seat < 0 || time_left(g, seat, std::chrono::steady_clock::now()) > 0) return false;
  GameClock out = *g.clock;
  out.remaining_ms[static_cast<size_t>(seat)] = 0;
  const size_t seats = g.meta.record.seats.size();
  // A loss on time: the seat whose clock ran out loses, every other seat wins (docs/protocol.md, "clock").
  std::vector<double> returns(seats, 1.0);
  returns[static_cast<size_t>(seat)] = -1.0;
  std::string who = "seat " + std::to_string(seat + 1);
  if (static_cast<size_t>(seat) < g.meta.players.size() && g.meta.players[static_cast<size_t>(seat)] != 0)
    if (auto a = store_.account_by_id(g.meta.players[static_cast<size_t>(seat)])) who = a->name + " (" + who + ")";
  const std::string result = json{{"returns", returns},
                                  {"scores", g.module->scores(*g.state)},
                                  {"reason", who + " ran out of time (" +
                                                 std::to_string(g.clock->minutes) + " minutes' clock)"},
                                  {"on_time", seat}}
                                 .dump();
  try {
    store_.set_status(g.meta.id, GameStatus::Finished, unix_now(), result, out.to_text());
  } catch (const storage::StoreError& e) {
    std::cerr << "warning: game " << g.meta.id << ": its loss on time could not be stored: " << e.what() << std::endl;
    return false;  // looked at again at the next check
  }
  g.clock = std::move(out);
  g.meta.clock = g.clock->to_text();
  g.meta.status = GameStatus::Finished;
  g.meta.result = result;
  g.meta.updated = unix_now();
  publish_listing(g);
  return true;
}

void GameHub::check_clocks() {
  for (const auto& gp : all_games()) {
    if (!gp->clocked) continue;
    GameLock lock(gp->mutex, std::try_to_lock);
    if (!lock.owns_lock()) continue;  // busy with a move: next time (act() checks its own clock)
    if (flag_if_out(*gp)) broadcast(*gp);
  }
}

void GameHub::set_executor(Executor e) {
  std::lock_guard<std::mutex> lock(executor_mutex_);
  executor_ = std::move(e);
}

void GameHub::later(std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(executor_mutex_);
    if (executor_) return executor_(std::move(job));
  }
  job();
}

void GameHub::move_computers_later(const std::shared_ptr<Live>& gp) {
  later([this, gp] {
    try {
      GameLock lock(gp->mutex);
      if (!gp->state || gp->state->is_terminal()) return;
      run_computers(*gp);
      broadcast(*gp);
    } catch (const std::exception& e) {
      std::cerr << "warning: game " << gp->meta.id << ": the computer's move: " << e.what() << std::endl;
    }
  });
}

std::shared_ptr<GameHub::Live> GameHub::find(Id game) const {
  std::lock_guard<std::mutex> lock(live_mutex_);
  auto it = live_.find(game);
  return it == live_.end() ? nullptr : it->second;
}

std::shared_ptr<GameHub::Live> GameHub::existing(Id game) const {
  auto g = find(game);
  if (!g) throw ClientError(404, "no_such_game", "game " + std::to_string(game) + ": no such game");
  return g;
}

void GameHub::forget(Id game) {
  std::lock_guard<std::mutex> lock(live_mutex_);
  live_.erase(game);
}

std::vector<std::shared_ptr<GameHub::Live>> GameHub::all_games() const {
  std::lock_guard<std::mutex> lock(live_mutex_);
  std::vector<std::shared_ptr<Live>> out;
  out.reserve(live_.size());
  for (const auto& kv : live_) out.push_back(kv.second);
  return out;
}

void GameHub::release_if_idle(Id game) {
  auto gp = find(game);
  if (!gp) return;
  GameLock lock(gp->mutex);
  if (gp->meta.status != GameStatus::Finished) return;
  for (const auto& w : gp->watchers)
    if (!w.viewer.expired()) return;
  forget(game);
}

std::string GameHub::deck_file(const std::string& text) const {
  // Content-addressed: the same text is always the same file, so a record names it for good.
  fs::create_directories(deck_dir_);
  const fs::path p = fs::path(deck_dir_) / (storage::token_digest(text) + ".deck");
  if (!fs::exists(p)) {
    // Two threads may write the same deck at once: each its own temporary file, then one rename wins.
    const fs::path tmp = p.string() + "." + std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())) + ".tmp";
    {
      std::ofstream o(tmp, std::ios::binary);
      o << text;
      if (!o) throw std::runtime_error("cannot write the deck file " + tmp.string());
    }
    fs::rename(tmp, p);
  }
  return p.string();
}

GameSetup GameHub::materialized_setup(const storage::StoredGame& g) const {
  GameSetup s = g.record.setup;
  for (size_t i = 0; i < g.deck_texts.size() && i < s.decks.size(); ++i)
    if (!g.deck_texts[i].empty()) s.decks[i] = deck_file(g.deck_texts[i]);
  return s;
}

std::string GameHub::without_deck_file(std::string s) const {
  const std::string dir = (fs::path(deck_dir_) / "").string();
  for (size_t at; (at = s.find(dir)) != std::string::npos;) {
    const size_t end = s.find(".deck", at);
    s.replace(at, end == std::string::npos ? dir.size() : end + 5 - at, "deck");
  }
  return s;
}

void GameHub::check_deck_choice(const GameModule& m, const DeckChoice& d, const std::string& field) const {
  if (d.text.empty()) {
    // Only bundled decks by name: a client never names a file on the server.
    const auto b = m.bundled_decks();
    if (d.name != "random" && std::find(b.begin(), b.end(), d.name) == b.end()) {
      std::string known;
      for (const auto& n : b) known += (known.empty() ? "" : ", ") + n;
      throw ClientError(400, "bad_deck", field + ": '" + d.name + "' is not a bundled " + m.name() +
                                             " deck (" + known + ", or random)");
    }
    return;
  }
  DeckReport r;
  try {
    r = m.check_deck_text(d.text);
  } catch (const std::exception& e) {
    throw ClientError(400, "bad_deck", field + ": " + without_deck_file(e.what()));
  }
  if (!r.errors.empty()) {
    std::string msg = field + ": the deck may not be played:";
    for (const auto& e : r.errors) msg += " " + without_deck_file(e) + ";";
    msg.pop_back();
    throw ClientError(400, "bad_deck", msg);
  }
}

json GameHub::check_deck_text(const std::string& game, const std::string& text) const {
  const GameModule* m;
  try {
    m = &modules_(game);
  } catch (const std::exception& e) {
    throw ClientError(400, "bad_field", std::string("game: ") + e.what());
  }
  DeckReport r;
  try {
    r = m->check_deck_text(text);
  } catch (const std::exception& e) {
    // A deck that cannot even be read: its errors, one per line as `deck check` prints them, so that
    // each names its own line ("deck:17: …") for the page to show.
    std::istringstream lines(e.what());
    for (std::string line; std::getline(lines, line);)
      if (!line.empty()) r.errors.push_back(line);
  }
  json errors = json::array(), warnings = json::array();
  for (const auto& e : r.errors) errors.push_back(without_deck_file(e));
  for (const auto& w : r.warnings) warnings.push_back(without_deck_file(w));
  return {{"deck_name", without_deck_file(r.deck_name)}, {"size", r.size}, {"errors", errors}, {"warnings", warnings},
          {"playable", r.errors.empty()}};
}

std::shared_ptr<GameHub::Live> GameHub::held(Id game) {
  if (auto g = find(game)) return g;
  // A game not in memory: finished (or never loaded). Load it from the store, one load at a time
  // (so two threads asking at once do not both replay it and move its computer seats).
  std::lock_guard<std::mutex> loading(load_mutex_);
  if (auto g = find(game)) return g;
  auto g = store_.game(game);
  if (!g) throw ClientError(404, "no_such_game", "game " + std::to_string(game) + ": no such game");
  auto l = std::make_shared<Live>();
  try {
    l->module = &modules_(g->record.game);
  } catch (const std::exception& e) {
    throw ClientError(500, "unknown_game", "game " + std::to_string(game) + ": " + e.what());
  }
  l->meta = std::move(*g);
  bool running = false;
  {
    GameLock lock(l->mutex);
    load_clock(*l);
    publish_listing(*l);
    if (l->meta.status != GameStatus::Open) running = rebuild_running(*l);  // not yet in the map: nobody else sees it
    std::lock_guard<std::mutex> map(live_mutex_);
    live_[game] = l;
  }
  // Not on the thread that asked for the game (the I/O thread may have): the executor's.
  if (running) move_computers_later(l);
  return l;
}

void GameHub::rebuild(Live& g) {
  storage::StoredGame rec = g.meta;
  rec.record.setup = materialized_setup(g.meta);
  const std::string source = "game " + std::to_string(g.meta.id);
  try {
    g.state = replay(*g.module, rec.record, source);
  } catch (const std::invalid_argument& e) {
    throw ClientError(500, "replay_failed", e.what());
  }
  publish_listing(g);
}

void GameHub::publish_listing(Live& g) {
  Live::Listing l{g.meta.record.actions.size(), g.state ? g.state->turn_number() : -1, g.meta.status, g.meta.players};
  std::lock_guard<std::mutex> lock(g.listing_mutex);
  g.listing = std::move(l);
}

bool GameHub::rebuild_running(Live& g) {
  rebuild(g);
  if (g.meta.status == GameStatus::Finished) return false;  // over, if only on time (its state goes on)
  if (g.state->is_terminal()) {
    if (g.meta.status != GameStatus::Finished) {
      g.meta.status = GameStatus::Finished;
      g.meta.result = result_of(*g.module, *g.state).dump();
      store_.set_status(g.meta.id, GameStatus::Finished, unix_now(), g.meta.result);
      publish_listing(g);
    }
    return false;
  }
  return true;
}

void GameHub::start(Live& g, std::optional<SearchPool::Slot> slot) {
  if (rebuild_running(g)) run_computers(g, std::move(slot));
}

bool GameHub::reload(Live& g) {
  auto stored = store_.game(g.meta.id);
  if (!stored) return false;
  const auto& mine = g.meta.record.actions;
  const auto& theirs = stored->record.actions;
  const bool same_seats = stored->players == g.meta.players;
  if (same_seats && stored->status == g.meta.status && theirs.size() == mine.size()) return false;
  const bool extends = g.state && same_seats && theirs.size() >= mine.size() &&
                       std::equal(mine.begin(), mine.end(), theirs.begin());
  if (extends) {
    // The usual case: the other server stored the next actions. Apply just those, to a copy, so a
    // key that does not replay leaves this game as it was.
    std::unique_ptr<State> next = g.state->clone();
    for (size_t i = mine.size(); i < theirs.size(); ++i) {
      try {
        next->apply(action_by_key(*next, theirs[i]));
      } catch (const std::invalid_argument& e) {
        throw ClientError(500, "replay_failed", "game " + std::to_string(g.meta.id) + ": stored action " +
                                                    std::to_string(i + 1) + ": " + e.what());
      }
    }
    g.state = std::move(next);
    g.meta = std::move(*stored);
  } else {
    g.meta = std::move(*stored);
    g.state.reset();
    if (g.meta.status != GameStatus::Open) rebuild(g);
  }
  g.whole.clear();  // keyed by step, status and seats; a history replaced at the same length would fool the key
  load_clock(g);
  publish_listing(g);
  return true;
}

void GameHub::catch_up(Id game) {
  auto gp = find(game);
  if (!gp) return;  // not in memory: it is read from the store when someone asks
  // The change feed is heard on the I/O thread: the store and the computer's moves are the executor's.
  later([this, gp] {
    try {
      GameLock lock(gp->mutex);
      Live& g = *gp;
      catch_up_chat(g);
      if (!reload(g)) return;
      if (g.state && !g.state->is_terminal()) run_computers(g);
      broadcast(g);
    } catch (const std::exception& e) {
      std::cerr << "warning: game " << gp->meta.id << ": catching up: " << e.what() << std::endl;
    }
  });
}

void GameHub::catch_up_all() {
  for (const auto& g : all_games()) catch_up(g->meta.id);
}

int GameHub::resume_all(std::vector<std::string>* errors) {
  int n = 0;
  for (Id id : store_.unfinished_games()) {
    try {
      held(id);
      ++n;
    } catch (const std::exception& e) {
      if (errors) errors->push_back(e.what());
    }
  }
  return n;
}

Id GameHub::create(Id account, const NewGame& req) {
  // The games held here are every unfinished one (resume_all), so they are what one account has
  // going; another server sharing the database counts its own.
  // Read from what each game published, not under its lock: another game busy with a move
  // holds up no one's new game.
  long going = 0;
  for (const auto& other : all_games()) {
    const Live::Listing m = other->listed();
    going += m.status != GameStatus::Finished && std::find(m.players.begin(), m.players.end(), account) != m.players.end();
  }
  if (going >= limits_.max_unfinished_games)
    throw ClientError(429, "too_many_games", "new game: you have " + std::to_string(going) +
                                                 " unfinished games, the most one account may have; finish one first");
  const GameModule* m;
  try {
    m = &modules_(req.game);
  } catch (const std::exception& e) {
    throw ClientError(400, "bad_field", std::string("game: ") + e.what());
  }
  const int players = 1 + static_cast<int>(req.others.size());
  if (players < m->min_players() || players > m->max_players())
    throw ClientError(400, "bad_field", "players: " + m->name() + " is played by " + std::to_string(m->min_players()) +
                                            " to " + std::to_string(m->max_players()) + ", not " + std::to_string(players));
  check_deck_choice(*m, req.deck, "deck");
  storage::StoredGame g;
  GameSetup setup;
  setup.players = players;
  setup.seed = req.seed;
  setup.max_turns = req.max_turns;
  setup.decks.assign(static_cast<size_t>(players), "");
  setup.decks[0] = req.deck.text.empty() ? req.deck.name : req.deck.label;
  g.deck_texts.assign(static_cast<size_t>(players), "");
  g.deck_texts[0] = req.deck.text;
  std::vector<std::string> seats(static_cast<size_t>(players), kHumanSeat);
  bool all_computers = true;
  const auto agents = served_agents(*m);
  for (size_t i = 0; i < req.others.size(); ++i) {
    const SeatChoice& c = req.others[i];
    const std::string field = "seat " + std::to_string(i + 2);
    if (!c.computer) {
      all_computers = false;
      continue;
    }
    if (std::find(agents.begin(), agents.end(), c.agent) == agents.end()) {
      std::string known;
      for (const auto& a : agents) known += (known.empty() ? "" : ", ") + a;
      throw ClientError(400, "bad_field", field + ".agent: '" + c.agent + "' is not an agent of " + m->name() + " (" + known + ")");
    }
    check_deck_choice(*m, c.deck, field + ".deck");
    seats[i + 1] = c.agent;
    setup.decks[i + 1] = c.deck.text.empty() ? c.deck.name : c.deck.label;
    g.deck_texts[i + 1] = c.deck.text;
  }
  g.record = new_record(*m, setup, seats);
  if (req.clock_minutes != 0) {
    try {
      g.clock = GameClock::start(req.clock_minutes, static_cast<size_t>(players), limits_.clock_minute_ms).to_text();
    } catch (const std::invalid_argument& e) {
      throw ClientError(400, "bad_field", e.what());
    }
  }
  g.players.assign(static_cast<size_t>(players), 0);
  g.players[0] = account;
  g.status = all_computers ? GameStatus::Running : GameStatus::Open;
  g.created = g.updated = unix_now();
  std::optional<SearchPool::Slot> slot;
  if (all_computers) {
    // Build the state once before storing, so a setup the module refuses stores nothing.
    std::unique_ptr<State> first;
    try {
      first = m->new_game(materialized_setup(g));
    } catch (const std::exception& e) {
      throw ClientError(400, "bad_setup", std::string("setup: ") + e.what());
    }
    // And a computer's search that must open the game is refused here when its queue is full.
    slot = search_slot(first.get(), g.record.seats, account, "new game");
  }
  g.id = store_.create_game(g);
  auto l = std::make_shared<Live>();
  l->module = m;
  l->meta = g;
  l->search_account = account;
  GameLock lock(l->mutex);
  load_clock(*l);
  publish_listing(*l);
  {
    std::lock_guard<std::mutex> map(live_mutex_);
    live_[g.id] = l;
  }
  if (l->meta.status == GameStatus::Running) start(*l, std::move(slot));
  return g.id;
}

namespace {

// The first person's seat nobody has taken, or -1.
int first_open_seat(const storage::StoredGame& g) {
  for (size_t i = 0; i < g.players.size() && i < g.record.seats.size(); ++i)
    if (g.players[i] == 0 && g.record.seats[i] == kHumanSeat) return static_cast<int>(i);
  return -1;
}

}  // namespace

int GameHub::open_seat(Id game) {
  auto gp = held(game);
  GameLock lock(gp->mutex);
  const Live& g = *gp;
  return g.meta.status == GameStatus::Open ? first_open_seat(g.meta) : -1;
}

int GameHub::join(Id game, Id account, const DeckChoice& deck) {
  auto gp = held(game);
  GameLock lock(gp->mutex);
  Live& g = *gp;
  // Another server on the same database may have seated someone since this one last looked:
  // a refused take_seat reloads the game and tries once more.
  for (int attempt = 0;; ++attempt) {
    if (g.meta.status != GameStatus::Open)
      throw ClientError(409, "not_open", "game " + std::to_string(game) + ": not open for a player to join");
    if (seat_of(game, account) != kSpectatorSeat)
      throw ClientError(409, "already_seated", "game " + std::to_string(game) + ": you already sit in this game");
    const int seat = first_open_seat(g.meta);
    if (seat < 0) throw ClientError(409, "seat_taken", "game " + std::to_string(game) + ": no seat is free");
    check_deck_choice(*g.module, deck, "deck");
    storage::StoredGame next = g.meta;
    const auto at = static_cast<size_t>(seat);
    next.record.setup.decks[at] = deck.text.empty() ? deck.name : deck.label;
    next.deck_texts[at] = deck.text;
    next.players[at] = account;
    next.status = first_open_seat(next) < 0 ? GameStatus::Running : GameStatus::Open;
    std::optional<SearchPool::Slot> slot;
    if (next.status == GameStatus::Running) {
      std::unique_ptr<State> first;
      try {
        first = g.module->new_game(materialized_setup(next));
      } catch (const std::exception& e) {
        throw ClientError(400, "bad_setup", std::string("setup: ") + e.what());
      }
      slot = search_slot(first.get(), next.record.seats, account, "join");
    }
    if (!store_.take_seat(game, seat, account, g.meta.players, next.record.setup, next.deck_texts, next.status,
                          unix_now())) {
      if (attempt == 0 && reload(g)) continue;
      throw ClientError(409, "seat_taken", "game " + std::to_string(game) + ": the seat was just taken");
    }
    g.meta = std::move(next);
    load_clock(g);  // the clocks start now that every seat is taken
    publish_listing(g);
    if (slot) g.search_account = account;
    if (g.meta.status == GameStatus::Running) start(g, std::move(slot));
    broadcast(g);
    return seat;
  }
}

void GameHub::commit(Live& g, const std::string& key) { store_and_take(g, key, after(g, key)); }

std::unique_ptr<State> GameHub::after(Live& g, const std::string& key) const {
  Action a;
  try {
    a = action_by_key(*g.state, key);
  } catch (const std::invalid_argument& e) {
    throw ClientError(409, "illegal_action", "act.key: " + std::string(e.what()));
  }
  // Applied to a copy first: the action is stored before the game moves on, and a store that fails
  // leaves the game exactly as it was.
  std::unique_ptr<State> next = g.state->clone();
  try {
    next->apply(a);
  } catch (const std::invalid_argument& e) {
    throw ClientError(409, "illegal_action", "act.key: " + std::string(e.what()));
  }
  return next;
}

void GameHub::store_and_take(Live& g, const std::string& key, std::unique_ptr<State> next) {
  const GameStatus status = next->is_terminal() ? GameStatus::Finished : GameStatus::Running;
  const auto index = static_cast<int64_t>(g.meta.record.actions.size());
  // The result goes with the action that ended the game, so the history never replays it.
  const std::string result = next->is_terminal() ? result_of(*g.module, *next).dump() : "";
  // The clock of the seat that decided is charged its time, stored with the action.
  const auto now = std::chrono::steady_clock::now();
  std::optional<GameClock> clock = g.clock;
  if (clock)
    if (const int s = clock_seat(g); s >= 0) clock->remaining_ms[static_cast<size_t>(s)] = time_left(g, s, now);
  const std::string clock_text = clock ? clock->to_text() : "";
  try {
    store_.append_action(g.meta.id, index, key, status, unix_now(), result, clock_text);
  } catch (const storage::StoreConflict& e) {
    // Another server on this database stored this step first: take its actions, so the next
    // request (and every viewer, who is sent the game as it now is) starts from the truth.
    reload(g);
    throw ClientError(409, "conflict", std::string("the game moved on elsewhere: ") + e.what());
  } catch (const storage::StoreError& e) {
    throw ClientError(500, "storage", std::string("the action could not be stored: ") + e.what());
  }
  g.state = std::move(next);
  g.meta.record.actions.push_back(key);
  g.meta.status = status;
  g.meta.result = result;
  if (clock) {
    g.clock = std::move(clock);
    g.meta.clock = clock_text;
    g.clock_since = now;
  }
  publish_listing(g);
  if (g.meta.record.actions.size() % kSnapshotEvery == 0) {
    try {
      store_.save_snapshot(g.meta.id, {static_cast<int64_t>(g.meta.record.actions.size()), g.state->to_json().dump()});
    } catch (const storage::StoreError&) {
      // A snapshot is a convenience; the actions, already stored, are the game.
    }
  }
}

void GameHub::run_computers(Live& g, std::optional<SearchPool::Slot> slot) {
  int conflicts = 0;
  for (int i = 0; i < kMaxComputerMoves && g.state && !g.state->is_terminal() && g.meta.status == GameStatus::Running; ++i) {
    const int p = g.state->current_player();
    if (p < 0 || p >= static_cast<int>(g.meta.record.seats.size()) || g.meta.record.seats[static_cast<size_t>(p)] == kHumanSeat)
      return;
    if (is_ismcts_name(g.meta.record.seats[static_cast<size_t>(p)])) return start_search(g, p, std::move(slot));
    const Action a = agent_action(*g.module, *g.state, g.meta.record, p);
    try {
      commit(g, g.state->action_key(a));
    } catch (const ClientError& e) {
      // Another server moved this computer seat first (commit reloaded the game): look again,
      // but leave it to that server when this keeps happening.
      if (e.code != "conflict" || ++conflicts >= 3) throw;
    }
  }
}

void GameHub::act(Id game, Id account, const std::string& key, std::optional<int64_t> step,
                  const std::function<void()>& on_stored) {
  auto gp = held(game);
  GameLock lock(gp->mutex);
  Live& g = *gp;
  const std::string where = "game " + std::to_string(game);
  const int seat = seat_of(game, account);
  if (seat == kSpectatorSeat) throw ClientError(403, "not_a_player", where + ": you are not a player of this game");
  if (g.meta.status == GameStatus::Open || !g.state)
    throw ClientError(409, "not_started", where + ": waiting for a player to join");
  if (g.state->is_terminal() || g.meta.status == GameStatus::Finished)
    throw ClientError(409, "game_over", where + ": the game is over");
  if (flag_if_out(g)) {
    broadcast(g);
    throw ClientError(409, "game_over", where + ": seat " + std::to_string(g.state->current_player() + 1) +
                                            "'s time ran out, and with it the game");
  }
  if (step && *step != static_cast<int64_t>(g.meta.record.actions.size()))
    throw ClientError(409, "stale_step", "act.step: the game is at step " + std::to_string(g.meta.record.actions.size()) +
                                             ", not " + std::to_string(*step));
  if (g.state->current_player() != seat)
    throw ClientError(409, "not_your_turn", where + ": seat " + std::to_string(g.state->current_player() + 1) +
                                                " must decide now, not yours (" + std::to_string(seat + 1) + ")");
  std::unique_ptr<State> next = after(g, key);
  // A reply the computer must search for is refused now, before anything is stored, if its queue is full.
  auto slot = search_slot(next.get(), g.meta.record.seats, account, "act");
  store_and_take(g, key, std::move(next));
  if (slot) g.search_account = account;
  if (on_stored) on_stored();
  run_computers(g, std::move(slot));
  broadcast(g);
}

std::optional<SearchPool::Slot> GameHub::search_slot(const State* next, const std::vector<std::string>& seats, Id account,
                                                     const std::string& what) {
  if (!next || next->is_terminal()) return std::nullopt;
  const int p = next->current_player();
  if (p < 0 || p >= static_cast<int>(seats.size()) || seats[static_cast<size_t>(p)] == kHumanSeat) return std::nullopt;
  // A quick computer seat may hand over to a searching one: any search seat needs the slot.
  if (std::none_of(seats.begin(), seats.end(), [](const std::string& a) { return is_ismcts_name(a); })) return std::nullopt;
  std::string why;
  int status = 503;
  auto slot = searches_.reserve(account, false, &why, &status);
  if (!slot)
    throw RetryLater(status, status == 503 ? "search_busy" : "too_many_searches",
                     what + ": the computer would have to search for its reply, but " + why +
                         "; nothing was changed, try again in a few seconds",
                     2);
  return slot;
}

void GameHub::start_search(Live& g, int seat, std::optional<SearchPool::Slot> slot) {
  if (g.search) return;  // one search per game at a time; when it ends, the game looks again
  const Id account = g.search_account ? g.search_account : (g.meta.players.empty() ? 0 : g.meta.players[0]);
  // Beyond the caps: this game was admitted before (the request that led here, a resume, a catch-up).
  if (!slot) slot = searches_.reserve(account, true);
  g.search = Search{seat, g.meta.record.actions.size(), g.meta.record.seats[static_cast<size_t>(seat)]};
  std::shared_ptr<const State> world = g.state->clone();
  auto gp = g.shared_from_this();
  searches_.run(std::move(*slot), [this, gp, world, record = g.meta.record, seat] { search(gp, *world, record, seat); });
}

void GameHub::search(const std::shared_ptr<Live>& gp, const State& world, const GameRecord& record, int seat) {
  const Id id = gp->meta.id;  // fixed for the game's life
  if (search_hook_) search_hook_(id);
  std::string key, failure;
  bool cut = false;
  try {
    // Seeded from the game and the step (agent_seed), and bounded by iterations, not time: a
    // restarted server searching the same step makes the same move (docs/server.md).
    auto agent = gp->module->make_agent(record.seats[static_cast<size_t>(seat)], agent_seed(record, seat));
    auto* ismcts = dynamic_cast<IsmctsAgent*>(agent.get());
    if (ismcts) ismcts->set_time_cap(searches_.limits().time_cap_seconds);
    key = world.action_key(agent->choose(world));
    cut = ismcts && ismcts->last().iterations < ismcts->config().iterations;
  } catch (const std::exception& e) {
    failure = e.what();
  }
  GameLock lock(gp->mutex);
  Live& g = *gp;
  const bool current = g.search && g.search->step == record.actions.size() &&
                       g.meta.record.actions.size() == record.actions.size() && g.meta.status == GameStatus::Running &&
                       g.state && !g.state->is_terminal() && g.state->current_player() == seat;
  g.search.reset();
  try {
    if (current && !failure.empty()) {
      // Never a game stuck on a computer that cannot search: the quick agent answers instead.
      std::cerr << "warning: game " << id << " step " << record.actions.size() << ": the search failed (" << failure
                << "); " << default_agent(*g.module) << " plays instead" << std::endl;
      key = g.state->action_key(g.module->make_agent(default_agent(*g.module), agent_seed(record, seat))->choose(*g.state));
    }
    if (current) {
      if (cut)
        std::cerr << "warning: game " << id << " step " << record.actions.size() << ": the search stopped at the "
                  << searches_.limits().time_cap_seconds << " s cap, so a restart may reply otherwise" << std::endl;
      commit(g, key);
    }
    run_computers(g);  // the next computer seats; or the same search again, if the game moved meanwhile
  } catch (const std::exception& e) {
    std::cerr << "warning: game " << id << ": the computer's search move: " << e.what() << std::endl;
  }
  broadcast(g);
}

int GameHub::seat_of(Id game, Id account) const {
  auto gp = existing(game);
  GameLock lock(gp->mutex);
  const Live& g = *gp;
  if (account == 0) return kSpectatorSeat;
  for (size_t i = 0; i < g.meta.players.size(); ++i)
    if (g.meta.players[i] == account) return static_cast<int>(i);
  return kSpectatorSeat;
}

int GameHub::watch(Id game, Id account, const std::shared_ptr<Viewer>& v) {
  auto gp = held(game);
  GameLock lock(gp->mutex);
  Live& g = *gp;
  Watcher w;
  w.viewer = v;
  w.key = v.get();
  w.seat = seat_of(game, account);
  if (w.seat == kSpectatorSeat) {
    const auto spectators = std::count_if(g.watchers.begin(), g.watchers.end(), [](const Watcher& x) {
      return x.seat == kSpectatorSeat && !x.viewer.expired();
    });
    if (spectators >= limits_.max_spectators)
      throw ClientError(503, "too_many_spectators", "game " + std::to_string(game) + ": " +
                                                        std::to_string(limits_.max_spectators) +
                                                        " spectators watch it already; try again later");
  }
  const WholeState& whole = whole_state(g, w.seat);
  w.log_sent = whole.log_total;
  g.watchers.push_back(w);
  v->deliver_state(whole.text);
  // Then what was said so far, of the channels this viewer reads (nothing when none was).
  const json said = chat_history(g, w.seat);
  if (!said["lines"].empty()) v->deliver(said.dump());
  return w.seat;
}

void GameHub::load_chat(Live& g) {
  if (g.chat_loaded) return;
  for (const auto ch : {storage::ChatChannel::Players, storage::ChatChannel::Spectators}) {
    try {
      const auto lines = store_.chat(g.meta.id, ch, static_cast<int>(limits_.chat.lines_kept));
      g.chat[ch == storage::ChatChannel::Players ? 0 : 1].assign(lines.begin(), lines.end());
    } catch (const storage::StoreError& e) {
      std::cerr << "warning: game " << g.meta.id << ": its chat could not be read: " << e.what() << std::endl;
    }
  }
  g.chat_loaded = true;
}

void GameHub::catch_up_chat(Live& g) {
  if (!g.chat_loaded) return;  // read whole when first needed
  for (auto& kept : g.chat) {
    const auto channel = &kept == &g.chat[0] ? storage::ChatChannel::Players : storage::ChatChannel::Spectators;
    std::vector<storage::ChatLine> lines;
    try {
      lines = store_.chat(g.meta.id, channel, static_cast<int>(limits_.chat.lines_kept));
    } catch (const storage::StoreError& e) {
      std::cerr << "warning: game " << g.meta.id << ": its chat could not be read: " << e.what() << std::endl;
      return;
    }
    const storage::Id known = kept.empty() ? 0 : kept.back().id;
    json fresh = json::array();
    for (const auto& l : lines) {
      if (l.id <= known) continue;
      kept.push_back(l);
      fresh.push_back(chat_json(l));
    }
    while (kept.size() > limits_.chat.lines_kept) kept.pop_front();
    if (fresh.empty()) continue;
    const std::string message = json{{"type", "chat"}, {"game", g.meta.id}, {"lines", std::move(fresh)}}.dump();
    for (auto& w : g.watchers)
      if (may_read(w.seat, channel, g.meta.status == GameStatus::Finished))
        if (auto v = w.viewer.lock()) v->deliver(message);
  }
}

json GameHub::chat_history(Live& g, int seat) {
  load_chat(g);
  std::vector<const storage::ChatLine*> lines;
  const bool finished = g.meta.status == GameStatus::Finished;
  for (const auto& q : g.chat)
    for (const auto& l : q)
      if (may_read(seat, l.channel, finished)) lines.push_back(&l);
  std::sort(lines.begin(), lines.end(), [](const auto* a, const auto* b) { return a->id < b->id; });
  json out = json::array();
  for (const auto* l : lines) out.push_back(chat_json(*l));
  return {{"type", "chat"}, {"game", g.meta.id}, {"history", true}, {"lines", std::move(out)}};
}

void GameHub::chat(Id game, Id account, const std::string& raw) {
  const std::string where = "game " + std::to_string(game);
  if (account == 0) throw ClientError(401, "unauthorized", "chat: log in to chat");
  const std::string text = checked_chat_text(raw, limits_.chat.max_chars);
  auto gp = held(game);
  GameLock lock(gp->mutex);
  Live& g = *gp;
  if (g.meta.status == GameStatus::Finished)
    throw ClientError(409, "game_over", "chat: " + where + " is over, and its chat with it");
  const int seat = seat_of(game, account);
  if (!chat_rate_.take(account))
    throw RetryLater(429, "rate_limited",
                     "chat: at most " + std::to_string(static_cast<int>(limits_.chat.account_per_minute)) +
                         " lines a minute from one account; this one was not sent",
                     2);
  load_chat(g);  // before the new line, which would otherwise be read back twice
  const auto account_row = store_.account_by_id(account);
  storage::ChatLine line;
  line.game = game;
  line.channel = seat >= 0 ? storage::ChatChannel::Players : storage::ChatChannel::Spectators;
  line.account = account;
  line.name = account_row ? account_row->name : "?";
  line.seat = seat >= 0 ? seat : -1;
  line.text = text;
  line.at = unix_now();
  try {
    line = store_.add_chat(line, limits_.chat.max_lines_per_game);
  } catch (const storage::StoreConflict& e) {
    throw ClientError(409, "chat_full", std::string("chat: ") + e.what());
  } catch (const storage::StoreError& e) {
    throw ClientError(500, "storage", std::string("chat: the line could not be stored: ") + e.what());
  }
  auto& kept = g.chat[line.channel == storage::ChatChannel::Players ? 0 : 1];
  kept.push_back(line);
  while (kept.size() > limits_.chat.lines_kept) kept.pop_front();
  // One text for every reader, as a move's state is.
  const std::string message = json{{"type", "chat"}, {"game", game}, {"lines", json::array({chat_json(line)})}}.dump();
  for (auto& w : g.watchers)
    if (may_read(w.seat, line.channel, false))
      if (auto v = w.viewer.lock()) v->deliver(message);
}

const GameHub::WholeState& GameHub::whole_state(Live& g, int seat) {
  WholeState& c = g.whole[seat];
  // A running clock's time left is part of the text: it is built again at most once a second.
  const int64_t clock_second =
      clock_seat(g) >= 0 ? std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - g.clock_since).count() : -1;
  const bool current = c.text && c.step == g.meta.record.actions.size() && c.status == g.meta.status &&
                       c.players == g.meta.players && c.thinking == g.search.has_value() && c.clock_second == clock_second;
  if (!current) {
    c.clock_second = clock_second;
    const json m = state_message(g.meta.id, seat, 0);
    c.step = g.meta.record.actions.size();
    c.thinking = g.search.has_value();
    c.status = g.meta.status;
    c.players = g.meta.players;
    c.log_total = m.value("log_total", size_t{0});
    c.text = std::make_shared<const std::string>(m.dump());
  }
  return c;
}

std::shared_ptr<const std::string> GameHub::whole_state_text(Id game, int seat) {
  auto gp = held(game);
  GameLock lock(gp->mutex);
  return whole_state(*gp, seat).text;
}

void GameHub::unwatch(Id game, const Viewer* v) {
  auto gp = find(game);
  if (!gp) return;
  GameLock lock(gp->mutex);
  auto& ws = gp->watchers;
  ws.erase(std::remove_if(ws.begin(), ws.end(), [&](const Watcher& w) { return w.key == v || w.viewer.expired(); }),
           ws.end());
  // A finished game no one watches leaves memory; it is loaded again from the store when asked for.
  if (ws.empty() && gp->meta.status == GameStatus::Finished) forget(game);
}

void GameHub::broadcast(Live& g) {
  // Watchers of one seat are nearly always at the same log position (each was sent everything up
  // to the last broadcast), so they share one text; a watcher that joined in between gets its own.
  struct Built {
    std::shared_ptr<const std::string> text;
    size_t log_total = 0;
  };
  std::map<std::pair<int, size_t>, Built> built;
  for (auto& w : g.watchers) {
    auto v = w.viewer.lock();
    if (!v) continue;
    auto [it, fresh] = built.try_emplace({w.seat, w.log_sent});
    if (fresh) {
      const json m = state_message(g.meta.id, w.seat, w.log_sent);
      it->second.log_total = m.value("log_total", size_t{0});
      it->second.text = std::make_shared<const std::string>(m.dump());
    }
    w.log_sent = it->second.log_total;
    v->deliver_state(it->second.text);
  }
  g.watchers.erase(std::remove_if(g.watchers.begin(), g.watchers.end(), [](const Watcher& w) { return w.viewer.expired(); }),
                   g.watchers.end());
}

namespace {

// Adds to `j` what `seat` may see of `s`: used for live games and replays alike. Into the message
// itself, as a json update() would copy the whole observation.
void add_view(json& j, const GameModule& m, const State& s, int seat, size_t log_from, bool may_act) {
  j["observation"] = s.position(seat);  // the log and the actions follow, on their own
  auto tail = m.log_tail(s, seat, log_from);
  if (log_from > tail.total) {  // the log was rewritten (an undo): send it whole
    log_from = 0;
    tail = m.log_tail(s, seat, 0);
  }
  j["log_from"] = log_from;
  j["log"] = std::move(tail.lines);
  j["log_total"] = tail.total;
  j["turn"] = s.turn_number();
  if (s.is_terminal()) {
    j["decision"] = nullptr;
    j["result"] = result_of(m, s);
  } else {
    const Decision d = s.decision();
    json dj = {{"player", d.player}, {"kind", decision_kind(d.kind)}};
    // The prompt is for the one deciding: it may name their own hidden cards.
    if (d.player == seat && seat >= 0) dj["prompt"] = d.prompt;
    j["decision"] = std::move(dj);
    j["scores"] = m.scores(s);
  }
  if (may_act && seat >= 0 && !s.is_terminal() && s.current_player() == seat) {
    json legal = json::array();
    for (const Action& a : s.legal_actions()) legal.push_back({{"key", s.action_key(a)}, {"label", s.action_label(a)}, {"group", m.action_group(s, a)}});
    j["legal"] = std::move(legal);
  }
}

}  // namespace

json GameHub::state_message(Id game, int seat, size_t log_from) const {
  auto gp = existing(game);
  GameLock lock(gp->mutex);
  const Live& g = *gp;
  json j = {{"type", "state"},
            {"game", game},
            {"status", to_string(g.meta.status)},
            {"step", g.meta.record.actions.size()},
            {"seat", seat >= 0 ? json(seat) : json(nullptr)},
            {"role", seat >= 0 ? "player" : "spectator"}};
  if (!g.state) return j;  // waiting for a player: nothing to see yet
  if (g.search) j["thinking"] = {{"seat", g.search->seat}, {"agent", g.search->agent}};
  add_view(j, *g.module, *g.state, seat, log_from, g.meta.status == GameStatus::Running);
  if (g.meta.status == GameStatus::Finished && !g.state->is_terminal() && !g.meta.result.empty()) {
    // Over though the rules' game goes on: lost on time. The stored result is the game's.
    j["decision"] = nullptr;
    j["result"] = json::parse(g.meta.result);
    j.erase("scores");
  }
  if (g.clock) {
    const auto now = std::chrono::steady_clock::now();
    const int running = clock_seat(g);
    json left = json::array();
    for (size_t i = 0; i < g.clock->remaining_ms.size(); ++i) left.push_back(time_left(g, static_cast<int>(i), now));
    j["clock"] = {{"minutes", g.clock->minutes}, {"remaining_ms", left}, {"running", running >= 0 ? json(running) : json(nullptr)}};
  }
  return j;
}

json GameHub::why_not(Id game, int seat) const {
  auto gp = existing(game);
  GameLock lock(gp->mutex);
  const Live& g = *gp;
  json list = json::array();
  const bool decides = g.state && g.meta.status == GameStatus::Running && seat >= 0 && !g.state->is_terminal() &&
                       g.state->current_player() == seat;
  if (decides)
    for (const auto& w : g.module->why_not(*g.state, seat)) list.push_back({{"label", w.label}, {"reason", w.reason}});
  return {{"game", game}, {"step", g.meta.record.actions.size()}, {"seat", seat}, {"decides", decides}, {"why", list}};
}

json GameHub::summary(const storage::StoredGame& g) const {
  json j = summary_of(g, nullptr);
  // Lists read what the game in memory last published, never its lock: a game stuck in a long
  // move (or a search's copy being taken) must not hold up the lobby or the history (issue 23).
  if (auto gp = find(g.id)) {
    const Live::Listing l = gp->listed();
    j["step"] = l.step;
    if (l.turn >= 0) j["turn"] = l.turn;
  }
  return j;
}

json GameHub::summary_of(const storage::StoredGame& g, const Live* held) const {
  json seats = json::array();
  for (size_t i = 0; i < g.record.seats.size(); ++i) {
    json s = {{"seat", i}};
    if (g.record.seats[i] != kHumanSeat) {
      s["computer"] = g.record.seats[i];
    } else if (i < g.players.size() && g.players[i] != 0) {
      auto a = store_.account_by_id(g.players[i]);
      s["player"] = a ? a->name : "?";
    } else {
      s["player"] = nullptr;  // open: waiting for someone to join
    }
    seats.push_back(s);
  }
  json j = {{"id", g.id},      {"game", g.record.game}, {"status", to_string(g.status)},
            {"seats", seats},  {"created", g.created},  {"updated", g.updated}};
  if (!g.result.empty()) j["result"] = json::parse(g.result);  // checked when read (storage::decode_game)
  if (!g.clock.empty()) j["clock_minutes"] = json::parse(g.clock).value("minutes", 0);
  if (held) {
    j["step"] = held->meta.record.actions.size();
    if (held->state) j["turn"] = held->state->turn_number();
  }
  return j;
}

json GameHub::summary(Id game) const {
  auto gp = existing(game);
  GameLock lock(gp->mutex);
  return summary_of(gp->meta, gp.get());
}

json GameHub::replay_step(Id game, int64_t step, int seat) {
  auto g = store_.game(game);
  if (!g) throw ClientError(404, "no_such_game", "game " + std::to_string(game) + ": no such game");
  if (g->status != GameStatus::Finished)
    throw ClientError(409, "not_finished", "game " + std::to_string(game) + ": only a finished game is replayed");
  const auto total = static_cast<int64_t>(g->record.actions.size());
  const int seats = static_cast<int>(g->record.seats.size());
  if (seat != kSpectatorSeat && (seat < 0 || seat >= seats))
    throw ClientError(400, "bad_field", "seat: expected 0 to " + std::to_string(seats - 1) + ", or public");
  if (step < 0 || step > total)
    throw ClientError(400, "bad_field", "step: expected 0 to " + std::to_string(total));
  const GameModule* m;
  try {
    m = &modules_(g->record.game);
  } catch (const std::exception& e) {
    throw ClientError(500, "unknown_game", e.what());
  }
  GameRecord rec = g->record;
  rec.setup = materialized_setup(*g);
  std::unique_ptr<State> s;
  try {
    s = replay(*m, rec, "game " + std::to_string(game), static_cast<size_t>(step));
  } catch (const std::invalid_argument& e) {
    throw ClientError(500, "replay_failed", e.what());
  }
  json j = {{"type", "replay"}, {"game", game}, {"step", step}, {"steps", total},
            {"seat", seat >= 0 ? json(seat) : json(nullptr)}};
  add_view(j, *m, *s, seat, 0, false);
  if (step < total) {
    const int actor = s->current_player();
    j["next_actor"] = actor;
    // What the next action was, as its own player saw it; others see only who acted.
    if (actor == seat && seat >= 0) {
      try {
        j["next_action"] = s->action_label(action_by_key(*s, g->record.actions[static_cast<size_t>(step)]));
      } catch (const std::invalid_argument&) {
      }
    }
  }
  return j;
}

}  // namespace spaceline::server
