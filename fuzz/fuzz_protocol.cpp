// Fuzz target: the server's protocol (docs/protocol.md). The first byte chooses what the rest is:
// even, a WebSocket message (parse_client_message, then, if it parses, taken by the hub as the
// player's or a spectator's message); odd, an HTTP request "METHOD TARGET\nAUTH\nBODY" given to the
// API, where AUTH "T" stands for a logged-in player's token. Refusals are error responses;
// a 500 "internal" answer (an exception the API did not turn into an error) or a crash is a bug.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "core/registry.h"
#include "fuzz/fuzz_common.h"
#include "server/api.h"
#include "server/client_message.h"
#include "server/errors.h"
#include "server/game_hub.h"
#include "storage/sqlite_store.h"

using namespace spaceline;
using namespace spaceline::server;

namespace {

struct World {
  std::unique_ptr<storage::Store> store = storage::open_sqlite_store(":memory:");
  ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };
  GameHub hub{*store, modules, "/tmp/spaceline-fuzz-protocol-decks"};
  Api api{*store, hub, modules, game_names()};
  std::string token;
  storage::Id account = 0, game = 0;
  World() {
    auto r = api.handle({"POST", "/api/register", R"({"name":"fuzz","password":"fuzz-password"})", ""});
    token = r.body.value("token", "");
    account = api.account_of(token);
    r = api.handle({"POST", "/api/games", R"({"game":"talespin","agent":"random","seed":1})", "Bearer " + token});
    game = r.body["game"]["id"].get<storage::Id>();
  }
};

void check(const ApiResponse& r, const std::string& what) {
  if (r.status >= 500 && r.body.value("error", "") == "internal") fuzz::bug("internal error", (what + ": " + r.body.dump()).c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static World w;
  if (size == 0) return 0;
  const std::string text = fuzz::as_text(data + 1, size - 1);
  if (data[0] % 2 == 0) {
    fuzz::run_accepting_documented_errors([&] {
      ClientMessage m;
      try {
        m = parse_client_message(text);
      } catch (const ClientError&) {
        return;  // refused, as it should be
      }
      if (m.type != ClientMessage::Type::Act && m.type != ClientMessage::Type::Chat) return;
      try {
        if (m.type == ClientMessage::Type::Chat) w.hub.chat(w.game, data[0] % 4 == 0 ? w.account : 0, m.key);
        else w.hub.act(w.game, data[0] % 4 == 0 ? w.account : 0, m.key, m.step, nullptr);
      } catch (const ClientError& e) {
        if (e.code == "internal") fuzz::bug("internal error", e.what());
      }
    });
    return 0;
  }
  const size_t nl1 = text.find('\n');
  const std::string line = text.substr(0, nl1);
  const size_t sp = line.find(' ');
  ApiRequest r;
  r.method = line.substr(0, sp);
  r.target = sp == std::string::npos ? "/" : line.substr(sp + 1);
  if (nl1 != std::string::npos) {
    const size_t nl2 = text.find('\n', nl1 + 1);
    r.authorization = text.substr(nl1 + 1, nl2 == std::string::npos ? std::string::npos : nl2 - nl1 - 1);
    if (r.authorization == "T") r.authorization = "Bearer " + w.token;
    if (nl2 != std::string::npos) r.body = text.substr(nl2 + 1);
  }
  // Registering hashes a password (Argon2id, ~0.1 s): allowed, but not thousands of times a run.
  static int registrations = 0;
  if (r.target.find("register") != std::string::npos && ++registrations > 20) return 0;
  check(w.api.handle(r), r.method + " " + r.target);
  return 0;
}
