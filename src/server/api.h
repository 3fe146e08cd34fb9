#pragma once
// The HTTP JSON API (docs/protocol.md): accounts, decks, games, replays. A plain function of the
// request, so it is tested without a network; server.cpp only moves bytes.
#include <string>

#include <nlohmann/json.hpp>

#include "server/game_hub.h"
#include "storage/store.h"

namespace spaceline::server {

struct ApiRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query, e.g. "/api/games?status=open"
  std::string body;
  std::string authorization;  // the Authorization header ("Bearer TOKEN"), may be empty
};

struct ApiResponse {
  int status = 200;
  nlohmann::json body;
};

struct ApiConfig {
  int64_t session_seconds = 30LL * 24 * 3600;  // a login lasts this long
  size_t max_deck_chars = 64 * 1024;
};

class Api {
 public:
  Api(storage::Store& store, GameHub& hub, ModuleLookup modules, std::vector<std::string> game_names,
      ApiConfig config = {});
  // Never throws: every problem is an error response {"error": code, "message": ...}.
  ApiResponse handle(const ApiRequest& r);
  // The account of a token ("Bearer " prefix optional); 0 when none or expired.
  storage::Id account_of(const std::string& token_or_header);

 private:
  ApiResponse route(const ApiRequest& r);
  storage::Account require_account(const ApiRequest& r);
  DeckChoice deck_choice(const nlohmann::json& body, const char* field, storage::Id account, const std::string& game,
                         const std::string& fallback);

  storage::Store& store_;
  GameHub& hub_;
  ModuleLookup modules_;
  std::vector<std::string> game_names_;
  ApiConfig config_;
};

// Splits "/a/b?x=1&y=2" into the path and the query parameters (no percent-decoding beyond '+').
std::string target_path(const std::string& target);
std::string query_param(const std::string& target, const std::string& key);

}  // namespace spaceline::server
