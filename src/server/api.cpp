#include "server/api.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <sstream>

#include "server/chat.h"
#include "server/errors.h"
#include "server/json_fields.h"
#include "server/static_files.h"
#include "storage/auth.h"

namespace spaceline::server {

using nlohmann::json;
using storage::Id;

std::string target_path(const std::string& target) { return target.substr(0, target.find('?')); }

bool is_canonical_path(const std::string& path) {
  if (path == "/") return true;
  if (path.empty() || path[0] != '/' || path.back() == '/') return false;
  for (size_t i = 1; i <= path.size();) {
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    const std::string seg = path.substr(i, j - i);
    if (seg.empty() || seg == "." || seg == "..") return false;
    i = j + 1;
  }
  return true;
}

std::string query_param(const std::string& target, const std::string& key) {
  const auto q = target.find('?');
  if (q == std::string::npos) return "";
  size_t i = q + 1;
  while (i <= target.size()) {
    size_t amp = target.find('&', i);
    if (amp == std::string::npos) amp = target.size();
    const std::string kv = target.substr(i, amp - i);
    const auto eq = kv.find('=');
    if (kv.substr(0, eq) == key) return eq == std::string::npos ? "" : kv.substr(eq + 1);
    i = amp + 1;
  }
  return "";
}

namespace {

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> parts;
  size_t i = 0;
  while (i < path.size()) {
    while (i < path.size() && path[i] == '/') ++i;
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    if (j > i) parts.push_back(path.substr(i, j - i));
    i = j;
  }
  return parts;
}

Id parse_id(const std::string& s, const std::string& what) {
  if (s.empty() || s.size() > 15 || !std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    throw ClientError(404, "not_found", what + " '" + s.substr(0, 32) + "': expected a number");
  return std::stoll(s);
}

void check_account_name(const std::string& n) {
  if (n.empty() || n.size() > 32) throw ClientError(400, "bad_field", "register.name: 1 to 32 characters");
  for (char c : n)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-' && c != '.')
      throw ClientError(400, "bad_field", "register.name: letters, digits, '_', '-' and '.' only");
}

json account_json(const storage::Account& a) { return {{"id", a.id}, {"name", a.name}}; }

json deck_json(const storage::Deck& d, bool with_text) {
  json j = {{"id", d.id}, {"game", d.game}, {"name", d.name}, {"updated", d.updated}};
  if (with_text) j["text"] = d.text;
  return j;
}

}  // namespace

Api::Api(storage::Store& store, GameHub& hub, ModuleLookup modules, std::vector<std::string> game_names, ApiConfig config)
    : store_(store), hub_(hub), modules_(std::move(modules)), game_names_(std::move(game_names)), config_(config),
      passwords_(config.common_passwords_file.empty() ? PasswordPolicy() : PasswordPolicy(config.common_passwords_file)),
      logins_(config.login_free_failures, config.address_free_failures, config.max_login_backoff_seconds) {}

namespace {

double steady_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// A hash to check a password against when the name is unknown, so that a wrong name costs what a
// wrong password costs and the time of the answer does not tell whether a name exists.
const std::string& decoy_hash() {
  static const std::string h = storage::hash_password(storage::random_token());
  return h;
}

}  // namespace

Id Api::account_of_digest(const std::string& digest) {
  if (digest.empty()) return 0;
  auto a = store_.session_account(digest, unix_now());
  return a ? a->id : 0;
}

bool Api::take_anonymous_deck_check(const std::string& address) {
  const double now = steady_seconds(), per_minute = std::max(1, config_.anonymous_deck_checks_per_minute);
  auto refill = [&](Bucket& b) {
    b.tokens = std::min(per_minute, b.tokens + (now - b.last) * per_minute / 60.0);
    b.last = now;
  };
  if (deck_checks_.size() > 10000)  // forget the addresses whose bucket is full again
    for (auto it = deck_checks_.begin(); it != deck_checks_.end();) {
      refill(it->second);
      it = it->second.tokens >= per_minute ? deck_checks_.erase(it) : std::next(it);
    }
  auto [it, fresh] = deck_checks_.try_emplace(address, Bucket{per_minute, now});
  refill(it->second);
  if (it->second.tokens < 1) return false;
  it->second.tokens -= 1;
  return true;
}

Id Api::account_of(const std::string& header) {
  std::string t = header;
  if (t.rfind("Bearer ", 0) == 0) t = t.substr(7);
  if (t.empty() || t.size() > 128) return 0;
  auto a = store_.session_account(storage::token_digest(t), unix_now());
  return a ? a->id : 0;
}

storage::Account Api::require_account(const ApiRequest& r) {
  std::string t = r.authorization;
  if (t.rfind("Bearer ", 0) == 0) t = t.substr(7);
  if (t.empty()) throw ClientError(401, "unauthorized", "Authorization: log in first (a 'Bearer TOKEN' header)");
  if (t.size() <= 128)
    if (auto a = store_.session_account(storage::token_digest(t), unix_now())) return *a;
  throw ClientError(401, "unauthorized", "Authorization: the session is unknown or has expired; log in again");
}

ApiResponse Api::handle(const ApiRequest& r) {
  try {
    return route(r);
  } catch (const RetryLater& e) {
    return {e.status, {{"error", e.code}, {"message", e.what()}, {"retry_after", e.seconds}}};
  } catch (const ClientError& e) {
    return {e.status, {{"error", e.code}, {"message", e.what()}}};
  } catch (const storage::StoreConflict& e) {
    return {409, {{"error", "conflict"}, {"message", e.what()}}};
  } catch (const std::exception& e) {
    return {500, {{"error", "internal"}, {"message", e.what()}}};
  }
}

namespace {

// The deck a seat gets when the request names none: the module's default for it, else a random one.
std::string seat_default_deck(const std::vector<std::string>& defaults, size_t seat) {
  return seat < defaults.size() ? defaults[seat] : std::string("random");
}

}  // namespace

DeckChoice Api::deck_choice(const json& body, const char* field, Id account, const std::string& game,
                            const std::string& fallback) {
  if (!body.contains(field)) return {fallback, "", fallback};
  const auto& v = body.at(field);
  if (v.is_string()) {
    const auto& s = v.get_ref<const std::string&>();
    if (s.size() > 200) throw ClientError(400, "bad_field", std::string(field) + ": too long");
    return {s, "", s};
  }
  if (v.is_object()) {
    only_fields(v, field, {"deck_id"});
    const auto id = int_field(v, field, "deck_id", 1, INT64_MAX);
    if (!id) throw ClientError(400, "missing_field", std::string(field) + ".deck_id: missing");
    auto d = store_.deck(account, *id);
    if (!d) throw ClientError(404, "no_such_deck", std::string(field) + ".deck_id: no deck " + std::to_string(*id) + " of yours");
    if (d->game != game)
      throw ClientError(400, "bad_field", std::string(field) + ".deck_id: a " + d->game + " deck, not " + game);
    if (d->text.empty()) throw ClientError(400, "bad_deck", std::string(field) + ": the saved deck is empty");
    return {"", d->text, d->name};
  }
  throw ClientError(400, "bad_field", std::string(field) + ": expected a bundled deck name or {\"deck_id\": N}");
}

ApiResponse Api::route(const ApiRequest& r) {
  const auto parts = split_path(target_path(r.target));
  const std::string& m = r.method;
  auto is = [&](std::initializer_list<const char*> p) {
    if (parts.size() != p.size()) return false;
    size_t i = 0;
    for (const char* s : p) {
      if (std::string(s) != "*" && parts[i] != s) return false;
      ++i;
    }
    return true;
  };
  auto body = [&](const std::string& what) { return parse_object(r.body.empty() ? "{}" : r.body, what); };

  if (!is_canonical_path(target_path(r.target)))
    throw ClientError(404, "not_found", target_path(r.target).substr(0, 100) + ": no such route (not a canonical path)");
  if (parts.empty() || parts[0] != "api") throw ClientError(404, "not_found", r.target.substr(0, 100) + ": no such route");

  // --- games this server plays ---
  if (m == "GET" && is({"api", "modules"})) {
    json out = json::array();
    for (const auto& n : game_names_) {
      const GameModule& g = modules_(n);
      out.push_back({{"name", g.name()},
                     {"title", g.title()},
                     {"version", g.version()},
                     {"min_players", g.min_players()},
                     {"max_players", g.max_players()},
                     {"bundled_decks", g.bundled_decks()},
                     {"default_decks", g.default_decks(2)},
                     {"agents", served_agents(g)},
                     {"default_agent", default_agent(g)}});
    }
    return {200, {{"modules", out}}};
  }
  if (m == "GET" && is({"api", "modules", "*", "card"})) {
    // A card's printed data as text (GameModule::show_card), for the web client's card view: the
    // card database only, nothing of any game.
    if (std::find(game_names_.begin(), game_names_.end(), parts[2]) == game_names_.end())
      throw ClientError(404, "not_found", "module " + parts[2].substr(0, 40) + ": no such game");
    std::string name;
    if (!percent_decode(query_param(r.target, "name"), name) || name.empty() || name.size() > 200)
      throw ClientError(400, "bad_field", "card.name: expected a card name (1-200 characters, URL-encoded)");
    try {
      // Without the terminal's "defined at FILE:LINE" lines: no server paths reach a browser.
      std::string text, line;
      std::istringstream in(modules_(parts[2]).show_card(name));
      while (std::getline(in, line))
        if (line.rfind("defined at ", 0) != 0) text += line + "\n";
      return {200, {{"name", name}, {"text", text}}};
    } catch (const std::invalid_argument& e) {
      throw ClientError(404, "not_found", "card.name: " + std::string(e.what()));
    }
  }

  // --- accounts ---
  if (m == "POST" && (is({"api", "register"}) || is({"api", "login"}))) {
    const bool reg = parts[1] == "register";
    const std::string what = reg ? "register" : "login";
    json b = body(what);
    only_fields(b, what, {"name", "password"});
    const std::string name = string_field(b, what, "name", 64);
    const std::string pw = string_field(b, what, "password", 1024);
    storage::Account a;
    if (reg) {
      check_account_name(name);
      if (auto why = passwords_.refusal(pw)) throw ClientError(400, "bad_field", *why);
      if (store_.account_by_name(name)) throw ClientError(409, "name_taken", "register.name: '" + name + "' is taken");
      try {
        a = store_.create_account(name, storage::hash_password(pw), unix_now());
      } catch (const storage::StoreConflict&) {
        throw ClientError(409, "name_taken", "register.name: '" + name + "' is taken");
      }
    } else {
      if (const int64_t wait = logins_.wait(name, r.remote, steady_seconds()))
        throw RetryLater(429, "too_many_attempts",
                         "login: too many failed logins for this name or from this address; try again in " +
                             std::to_string(wait) + " s",
                         wait);
      auto found = store_.account_by_name(name);
      // One message and one cost for both cases: whether a name exists is not told to a guesser.
      const bool ok = storage::verify_password(found ? found->password_hash : decoy_hash(), pw) && found;
      if (!ok) {
        logins_.failed(name, r.remote, steady_seconds());
        throw ClientError(401, "bad_login", "login: unknown name or wrong password");
      }
      logins_.succeeded(name);
      a = *found;
    }
    const std::string token = storage::random_token();
    const int64_t now = unix_now();
    store_.delete_expired_sessions(now);
    store_.create_session(storage::token_digest(token), a.id, now + config_.session_seconds);
    return {reg ? 201 : 200, {{"account", account_json(a)}, {"token", token}, {"expires", now + config_.session_seconds}}};
  }
  if (m == "POST" && is({"api", "logout"})) {
    require_account(r);
    std::string t = r.authorization;
    if (t.rfind("Bearer ", 0) == 0) t = t.substr(7);
    const std::string digest = storage::token_digest(t);
    store_.delete_session(digest);
    if (session_end_) session_end_(digest);  // its WebSockets end too
    return {200, {{"ok", true}}};
  }
  if (m == "GET" && is({"api", "me"})) return {200, {{"account", account_json(require_account(r))}}};

  // --- decks ---
  if (m == "POST" && is({"api", "decks", "check"})) {
    // Open to anyone (the deck builder before logging in), so anonymous callers are rate-limited
    // per address; the deck is read from memory and nothing is written.
    if (!r.remote.empty() && (r.authorization.empty() || account_of(r.authorization) == 0))
      if (!take_anonymous_deck_check(r.remote))
        throw RetryLater(429, "rate_limited",
                         "deck check: at most " + std::to_string(config_.anonymous_deck_checks_per_minute) +
                             " a minute without logging in",
                         60 / std::max(1, config_.anonymous_deck_checks_per_minute) + 1);
    json b = body("deck check");
    only_fields(b, "deck check", {"game", "text"});
    const std::string game = string_field(b, "deck check", "game", 64);
    if (b.contains("text") && b["text"].is_string() && b["text"].get_ref<const std::string&>().size() > config_.max_deck_chars)
      throw ClientError(413, "too_large", "deck check.text: longer than " + std::to_string(config_.max_deck_chars) + " characters");
    const std::string text = string_field(b, "deck check", "text", config_.max_deck_chars);
    return {200, {{"check", hub_.check_deck_text(game, text)}}};
  }
  if (parts.size() >= 2 && parts[1] == "decks") {
    const storage::Account a = require_account(r);
    if (m == "GET" && is({"api", "decks"})) {
      json out = json::array();
      for (const auto& d : store_.decks(a.id)) out.push_back(deck_json(d, false));
      return {200, {{"decks", out}}};
    }
    if (m == "POST" && is({"api", "decks"})) {
      json b = body("deck");
      only_fields(b, "deck", {"game", "name", "text"});
      const std::string game = string_field(b, "deck", "game", 64);
      const std::string name = string_field(b, "deck", "name", 100);
      const std::string text = string_field(b, "deck", "text", config_.max_deck_chars);
      if (name.empty()) throw ClientError(400, "bad_field", "deck.name: empty");
      json check = hub_.check_deck_text(game, text);  // also checks the game's name
      auto d = store_.create_deck(a.id, game, name, text, unix_now());
      return {201, {{"deck", deck_json(d, true)}, {"check", check}}};
    }
    if (parts.size() == 3) {
      const Id id = parse_id(parts[2], "deck");
      auto d = store_.deck(a.id, id);
      if (!d) throw ClientError(404, "no_such_deck", "deck " + std::to_string(id) + ": no such deck of yours");
      if (m == "GET") return {200, {{"deck", deck_json(*d, true)}, {"check", hub_.check_deck_text(d->game, d->text)}}};
      if (m == "PUT") {
        json b = body("deck");
        only_fields(b, "deck", {"name", "text"});
        const std::string name = string_field(b, "deck", "name", 100, false, d->name);
        const std::string text = string_field(b, "deck", "text", config_.max_deck_chars, false, d->text);
        if (name.empty()) throw ClientError(400, "bad_field", "deck.name: empty");
        json check = hub_.check_deck_text(d->game, text);
        if (!store_.update_deck(a.id, id, name, text, unix_now()))
          throw ClientError(404, "no_such_deck", "deck " + std::to_string(id) + ": no such deck of yours");
        return {200, {{"deck", deck_json(*store_.deck(a.id, id), true)}, {"check", check}}};
      }
      if (m == "DELETE") {
        store_.delete_deck(a.id, id);
        return {200, {{"ok", true}}};
      }
    }
    throw ClientError(405, "bad_method", m + " " + target_path(r.target) + ": not allowed");
  }

  // --- games ---
  if (m == "GET" && is({"api", "games"})) {
    std::optional<storage::GameStatus> status;
    const std::string s = query_param(r.target, "status");
    if (!s.empty()) {
      try {
        status = storage::game_status_from_string(s);
      } catch (const storage::StoreError& e) {
        throw ClientError(400, "bad_field", std::string("status: ") + e.what());
      }
    }
    json out = json::array();
    for (const auto& g : store_.list_games(status, 100)) out.push_back(hub_.summary(g));
    return {200, {{"games", out}}};
  }
  if (m == "GET" && is({"api", "history"})) {
    // Finished games, newest first, 50 a page: everyone's, or one player's (?player=NAME). Every
    // finished game is public (docs/protocol.md, "history"), so naming any player leaks nothing.
    Id account = 0;
    if (const std::string q = query_param(r.target, "player"); !q.empty()) {
      std::string name;
      if (!percent_decode(q, name) || name.empty() || name.size() > 64)
        throw ClientError(400, "bad_field", "history.player: expected an account name (URL-encoded)");
      auto a = store_.account_by_name(name);
      if (!a) throw ClientError(404, "not_found", "history.player: no account named '" + name.substr(0, 32) + "'");
      account = a->id;
    }
    Id before = 0;
    if (const std::string q = query_param(r.target, "before"); !q.empty()) {
      if (q.size() > 15 || q.find_first_not_of("0123456789") != std::string::npos)
        throw ClientError(400, "bad_field", "history.before: expected a game id");
      before = std::stoll(q);
    }
    constexpr int kPage = 50;
    const auto games = store_.finished_games(account, before, kPage);
    json out = json::array();
    for (const auto& g : games) {
      json e = hub_.summary(g);
      e["finished"] = g.updated;
      e["result"] = g.result.empty() ? json(nullptr) : json::parse(g.result);
      e["replay"] = "/#/replay/" + std::to_string(g.id);
      out.push_back(std::move(e));
    }
    json body = {{"games", out}};
    body["next_before"] = games.size() == static_cast<size_t>(kPage) ? json(games.back().id) : json(nullptr);
    return {200, body};
  }
  if (m == "POST" && is({"api", "games"})) {
    const storage::Account a = require_account(r);
    json b = body("new game");
    only_fields(b, "new game", {"game", "opponent", "opponents", "agent", "deck", "opponent_deck", "seed", "max_turns", "clock_minutes"});
    NewGame g;
    g.game = string_field(b, "new game", "game", 64);
    const GameModule* mod;
    try {
      mod = &modules_(g.game);
    } catch (const std::exception& e) {
      throw ClientError(400, "bad_field", std::string("new game.game: ") + e.what());
    }
    // Who sits at seats 2..N: "opponents" lists them, "opponent" is the two-player shorthand.
    std::vector<std::string> kinds;
    if (b.contains("opponents")) {
      if (b.contains("opponent"))
        throw ClientError(400, "bad_field", "new game: give \"opponent\" or \"opponents\", not both");
      const json& list = b.at("opponents");
      if (!list.is_array() || list.empty() || list.size() > 16)
        throw ClientError(400, "bad_field", "new game.opponents: expected a list of 1 to 16 \"computer\" or \"person\"");
      for (size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string() || (list[i] != "computer" && list[i] != "person"))
          throw ClientError(400, "bad_field", "new game.opponents[" + std::to_string(i) + "]: expected \"computer\" or \"person\"");
        kinds.push_back(list[i].get<std::string>());
      }
    } else {
      kinds.push_back(string_field(b, "new game", "opponent", 16, false, "computer"));
      if (kinds[0] != "computer" && kinds[0] != "person")
        throw ClientError(400, "bad_field", "new game.opponent: expected \"computer\" or \"person\"");
    }
    const int players = 1 + static_cast<int>(kinds.size());
    if (players < mod->min_players() || players > mod->max_players())
      throw ClientError(400, "bad_field", "new game.opponents: " + mod->name() + " is played by " +
                                              std::to_string(mod->min_players()) + " to " + std::to_string(mod->max_players()) +
                                              " players, not " + std::to_string(players));
    // The default opponent replies at once (default_agent): a search is asked for by name.
    const std::string agent = string_field(b, "new game", "agent", 64, false, default_agent(*mod));
    const auto defaults = mod->default_decks(players);
    auto default_deck = [&](size_t seat) { return seat_default_deck(defaults, seat); };
    g.deck = deck_choice(b, "deck", a.id, g.game, default_deck(0));
    for (size_t i = 0; i < kinds.size(); ++i) {
      SeatChoice c;
      c.computer = kinds[i] == "computer";
      if (c.computer) {
        c.agent = agent;
        // One opponent_deck for every computer seat, or each seat's default deck.
        c.deck = deck_choice(b, "opponent_deck", a.id, g.game, default_deck(i + 1));
      }
      g.others.push_back(std::move(c));
    }
    const auto seed = int_field(b, "new game", "seed", 0, INT64_MAX);
    g.seed = seed ? static_cast<uint64_t>(*seed) : std::stoull(storage::random_token().substr(0, 12), nullptr, 16);
    g.max_turns = static_cast<int>(int_field(b, "new game", "max_turns", 0, 10000).value_or(0));
    g.clock_minutes = static_cast<int>(int_field(b, "new game", "clock_minutes", 1, GameClock::kMaxMinutes).value_or(0));
    const Id id = hub_.create(a.id, g);
    return {201, {{"game", hub_.summary(id)}, {"seat", 0}}};
  }
  if (parts.size() >= 3 && parts[1] == "games") {
    const Id id = parse_id(parts[2], "game");
    if (m == "GET" && parts.size() == 3) {
      auto g = store_.game(id);
      if (!g) throw ClientError(404, "no_such_game", "game " + std::to_string(id) + ": no such game");
      return {200, {{"game", hub_.summary(*g)}}};
    }
    if (m == "POST" && is({"api", "games", "*", "join"})) {
      const storage::Account a = require_account(r);
      json b = body("join");
      only_fields(b, "join", {"deck"});
      auto g = store_.game(id);
      if (!g) throw ClientError(404, "no_such_game", "game " + std::to_string(id) + ": no such game");
      const GameModule& mod = modules_(g->record.game);
      // The default deck is the one the module would give the seat this player gets.
      const int seat = std::max(hub_.open_seat(id), 0);
      const DeckChoice d = deck_choice(b, "deck", a.id, g->record.game,
                                       seat_default_deck(mod.default_decks(static_cast<int>(g->players.size())),
                                                         static_cast<size_t>(seat)));
      const int taken = hub_.join(id, a.id, d);
      return {200, {{"game", hub_.summary(id)}, {"seat", taken}}};
    }
    if (m == "POST" && is({"api", "games", "*", "act"})) {
      const storage::Account a = require_account(r);
      json b = body("act");
      only_fields(b, "act", {"key", "step"});
      const std::string key = string_field(b, "act", "key", 256);
      hub_.act(id, a.id, key, int_field(b, "act", "step", 0, INT64_MAX), nullptr);
      const auto step = hub_.summary(id).value("step", 0);
      hub_.release_if_idle(id);
      return {200, {{"ok", true}, {"step", step}}};
    }
    if (m == "GET" && is({"api", "games", "*", "state"})) {
      // The game as the caller may see it (their seat, or the public view): the same message as
      // the WebSocket's "state".
      const Id acc = r.authorization.empty() ? 0 : account_of(r.authorization);
      hub_.load(id);  // or 404
      json m = hub_.state_message(id, hub_.seat_of(id, acc), 0);
      hub_.release_if_idle(id);
      return {200, m};
    }
    if (m == "GET" && is({"api", "games", "*", "chat"})) {
      // A game's chat as the caller may read it (docs/protocol.md, "chat"), read from the store:
      // a finished game's is read without replaying the game.
      const Id acc = r.authorization.empty() ? 0 : account_of(r.authorization);
      auto g = store_.game(id);
      if (!g) throw ClientError(404, "no_such_game", "game " + std::to_string(id) + ": no such game");
      int seat = kSpectatorSeat;
      for (size_t i = 0; acc != 0 && i < g->players.size(); ++i)
        if (g->players[i] == acc) seat = static_cast<int>(i);
      const bool finished = g->status == storage::GameStatus::Finished;
      std::vector<storage::ChatLine> lines;
      for (const auto ch : {storage::ChatChannel::Players, storage::ChatChannel::Spectators})
        if (may_read(seat, ch, finished))
          for (auto& l : store_.chat(id, ch, hub_.chat_lines_kept())) lines.push_back(std::move(l));
      std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
      json out = json::array();
      for (const auto& l : lines) out.push_back(chat_json(l));
      return {200, {{"type", "chat"}, {"game", id}, {"history", true}, {"lines", std::move(out)}}};
    }
    if (m == "GET" && is({"api", "games", "*", "why"})) {
      // "Why can't I?": only a player of the game, for their own seat.
      const storage::Account a = require_account(r);
      hub_.load(id);  // or 404
      const int seat = hub_.seat_of(id, a.id);
      if (seat < 0)
        throw ClientError(403, "not_a_player", "game " + std::to_string(id) + ": only its players may ask why");
      json why = hub_.why_not(id, seat);
      hub_.release_if_idle(id);
      return {200, why};
    }
    if (m == "GET" && is({"api", "games", "*", "replay"})) {
      const std::string s = query_param(r.target, "step");
      int64_t step = 0;
      if (!s.empty()) {
        json v = json::parse(s, nullptr, false);
        if (v.is_discarded() || !v.is_number_integer()) throw ClientError(400, "bad_field", "step: expected a whole number");
        step = v.get<int64_t>();
      }
      // A player of the game sees the replay from their seat; anyone else sees the public view.
      // `seat` chooses: a finished game is shown as any of its seats saw it, to anyone (a shared
      // replay link, docs/protocol.md), or `public`: what a spectator saw.
      int seat = kSpectatorSeat;
      const std::string seat_q = query_param(r.target, "seat");
      const Id acc = r.authorization.empty() || !seat_q.empty() ? 0 : account_of(r.authorization);
      if (!seat_q.empty() && seat_q != "public") {
        if (seat_q.size() > 3 || seat_q.find_first_not_of("0123456789") != std::string::npos)
          throw ClientError(400, "bad_field", "seat: expected a seat number (from 0) or public");
        seat = std::stoi(seat_q);
      }
      if (acc) {
        auto g = store_.game(id);
        if (g)
          for (size_t i = 0; i < g->players.size(); ++i)
            if (g->players[i] == acc) seat = static_cast<int>(i);
      }
      return {200, hub_.replay_step(id, step, seat)};
    }
  }
  throw ClientError(404, "not_found", m + " " + target_path(r.target).substr(0, 100) + ": no such route");
}

}  // namespace spaceline::server
