#pragma once
// The HTTP JSON API (docs/protocol.md): accounts, decks, games, replays. A plain function of the
// request, so it is tested without a network; server.cpp only moves bytes.
#include <functional>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "server/game_hub.h"
#include "server/login_throttle.h"
#include "server/password_policy.h"
#include "storage/store.h"

namespace spaceline::server {

struct ApiRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, e.g. "/api/games?status=open"
  std::string body;
  std::string authorization;  // the Authorization header ("Bearer TOKEN"), may be empty
  // The client's IP address, which the server always gives; "" (a caller in this process, e.g. a
  // test of the API alone) has no per-address limits: no login backoff by address, no deck-check rate.
  std::string remote;
};

struct ApiResponse {
  int status = 200;
  nlohmann::json body;
};

struct ApiConfig {
  int64_t session_seconds = 30LL * 24 * 3600;  // a login lasts this long
  size_t max_deck_chars = 64 * 1024;
  // Hostile clients (issue 23; docs/server.md, "Limits").
  int anonymous_deck_checks_per_minute = 30;  // per address, without a login; more get 429
  int login_free_failures = 5;                // wrong passwords for one name before it backs off
  int address_free_failures = 20;             // failed logins from one address before it backs off
  int64_t max_login_backoff_seconds = 15 * 60;
  std::string common_passwords_file;          // one password a line, refused at registration; "" = none
};

class Api {
 public:
  Api(storage::Store& store, GameHub& hub, ModuleLookup modules, std::vector<std::string> game_names,
      ApiConfig config = {});
  // Never throws: every problem is an error response {"error": code, "message": ...}.
  ApiResponse handle(const ApiRequest& r);
  // The account of a token ("Bearer " prefix optional); 0 when none or expired.
  storage::Id account_of(const std::string& token_or_header);
  // The same for a session's digest (storage::token_digest), as a WebSocket keeps it.
  storage::Id account_of_digest(const std::string& digest);
  // Told the digest of each session that logout ends (the server closes its WebSockets).
  void on_session_end(std::function<void(const std::string& digest)> f) { session_end_ = std::move(f); }

 private:
  ApiResponse route(const ApiRequest& r);
  storage::Account require_account(const ApiRequest& r);
  DeckChoice deck_choice(const nlohmann::json& body, const char* field, storage::Id account, const std::string& game,
                         const std::string& fallback);

  storage::Store& store_;
  GameHub& hub_;
  ModuleLookup modules_;
  std::vector<std::string> game_names_;
  // Whether an anonymous deck check from `address` is allowed now (a bucket per address).
  bool take_anonymous_deck_check(const std::string& address);

  ApiConfig config_;
  std::function<void(const std::string&)> session_end_;
  PasswordPolicy passwords_;
  LoginThrottle logins_;
  struct Bucket {
    double tokens = 0;
    double last = 0;
  };
  std::map<std::string, Bucket> deck_checks_;  // anonymous ones, by address
};

// Whether `path` is the one spelling of itself: "/" alone, or "/" and non-empty segments, none
// "." or "..", and no "/" at the end. A route has only this spelling (issue 23: "/api//login" must
// not reach login by another way, under another policy).
bool is_canonical_path(const std::string& path);

// Splits "/a/b?x=1&y=2" into the path and the query parameters (no percent-decoding beyond '+').
std::string target_path(const std::string& target);
std::string query_param(const std::string& target, const std::string& key);

}  // namespace spaceline::server
