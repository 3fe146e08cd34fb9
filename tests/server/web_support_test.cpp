// What the web client needs of the server (docs/protocol.md, docs/web-client.md): the `group` of
// each legal action, "why can't I?" for the seat that decides (and nothing hidden from it), card
// texts, and the client's static files served safely.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/registry.h"
#include "server/api.h"
#include "server/game_hub.h"
#include "server/static_files.h"
#include "storage/auth.h"
#include "storage/sqlite_store.h"

namespace fs = std::filesystem;
using namespace spaceline;
using namespace spaceline::server;
using nlohmann::json;

namespace {

fs::path temp_dir(const std::string& what) {
  auto d = fs::temp_directory_path() / ("spaceline-" + what + "-" + std::to_string(::getpid()) + "-" +
                                        storage::random_token().substr(0, 8));
  fs::create_directories(d);
  return d;
}

struct Fixture {
  fs::path dir = temp_dir("web-api");
  ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };
  std::unique_ptr<storage::Store> store = storage::open_sqlite_store((dir / "db").string());
  std::unique_ptr<GameHub> hub = std::make_unique<GameHub>(*store, modules, (dir / "decks").string());
  std::unique_ptr<Api> api = std::make_unique<Api>(*store, *hub, modules, game_names());
  ~Fixture() {
    api.reset();
    hub.reset();
    store.reset();
    fs::remove_all(dir);
  }
  ApiResponse call(const std::string& method, const std::string& target, const json& body = nullptr,
                   const std::string& token = "") {
    return api->handle({method, target, body.is_null() ? "" : body.dump(), token.empty() ? "" : "Bearer " + token});
  }
  std::string user(const std::string& name) {
    auto r = call("POST", "/api/register", {{"name", name}, {"password", "password-" + name}});
    EXPECT_EQ(r.status, 201) << r.body.dump();
    return r.body.value("token", "");
  }
};

// The first legal action whose key is not ending the turn or passing, else the first.
std::string pick(const json& legal, int i) {
  for (const auto& a : legal) {
    const std::string k = a["key"];
    if (i % 3 != 0 && k.find("end") == std::string::npos && k.find("pass") == std::string::npos && k.find("skip") == std::string::npos)
      return k;
  }
  for (const auto& a : legal) {
    const std::string k = a["key"];
    if (k.find("end") != std::string::npos || k.find("skip") != std::string::npos || k.find("pass") != std::string::npos) return k;
  }
  return legal[0]["key"];
}

}  // namespace

TEST(WebSupport, LegalActionsCarryTheirGroupAndWhyAnswersOnlyTheDecidingSeatWithNothingHidden) {
  Fixture f;
  const std::string tok[2] = {f.user("alice"), f.user("bob")};
  const std::string carol = f.user("carol");
  auto r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"opponent", "person"}, {"seed", 5}}, tok[0]);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const std::string gid = std::to_string(r.body["game"]["id"].get<int64_t>());
  ASSERT_EQ(f.call("POST", "/api/games/" + gid + "/join", json::object(), tok[1]).status, 200);
  const auto id = static_cast<storage::Id>(std::stoll(gid));

  bool saw_group = false, saw_multi_group = false;
  size_t why_answers = 0;
  for (int i = 0; i < 250 && !f.hub->state(id)->is_terminal(); ++i) {
    const int p = f.hub->state(id)->current_player();
    const json st = f.call("GET", "/api/games/" + gid + "/state", nullptr, tok[p]).body;
    ASSERT_TRUE(st.contains("legal")) << st.dump().substr(0, 300);
    std::map<std::string, int> groups;
    for (const auto& a : st["legal"]) {
      ASSERT_TRUE(a.contains("group") && a["group"].is_string()) << a.dump();
      if (a["group"] != "") saw_group = true, ++groups[a["group"]];
    }
    for (const auto& [g, n] : groups) saw_multi_group |= n > 1;
    // The deciding seat is answered; the other seat gets an empty list; a spectator is refused.
    const json why = f.call("GET", "/api/games/" + gid + "/why", nullptr, tok[p]).body;
    ASSERT_EQ(why["decides"], true) << why.dump();
    const auto hidden = f.hub->module(id).hidden_from(*f.hub->state(id), p);
    for (const auto& w : why["why"]) {
      ASSERT_TRUE(w["label"].is_string() && w["reason"].is_string()) << w.dump();
      EXPECT_FALSE(w["reason"].get<std::string>().empty()) << w.dump();
      for (const auto& h : hidden) {
        EXPECT_EQ(w["label"].get<std::string>().find(h), std::string::npos) << "seat " << p << " is told of '" << h << "'";
        EXPECT_EQ(w["reason"].get<std::string>().find(h), std::string::npos) << "seat " << p << " is told of '" << h << "'";
      }
    }
    why_answers += why["why"].size();
    const json other = f.call("GET", "/api/games/" + gid + "/why", nullptr, tok[1 - p]).body;
    EXPECT_EQ(other["decides"], false);
    EXPECT_TRUE(other["why"].empty());
    EXPECT_EQ(f.call("GET", "/api/games/" + gid + "/why", nullptr, carol).body["error"], "not_a_player");
    EXPECT_EQ(f.call("GET", "/api/games/" + gid + "/why").status, 401);
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", pick(st["legal"], i)}, {"step", st["step"]}}, tok[p]);
    ASSERT_EQ(r.status, 200) << r.body.dump();
  }
  EXPECT_TRUE(saw_group);
  EXPECT_TRUE(saw_multi_group) << "a card with several targets (pick the card, then its target)";
  EXPECT_GT(why_answers, 0u) << "the engine explained no illegal action in 250 steps";
  EXPECT_EQ(f.call("GET", "/api/games/999/why", nullptr, tok[0]).status, 404);
}

// TaleSpin answers too (rules/why_not.cpp): each line with the TaleSpin rule that forbids it.
TEST(WebSupport, TaleSpinAnswersWhyWithItsRuleIds) {
  Fixture f;
  const std::string a = f.user("alice");
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"seed", 3}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const std::string gid = std::to_string(r.body["game"]["id"].get<int64_t>());
  const json why = f.call("GET", "/api/games/" + gid + "/why", nullptr, a).body;
  ASSERT_TRUE(why.contains("why")) << why.dump();
  ASSERT_EQ(why["decides"], true) << why.dump();
  ASSERT_FALSE(why["why"].empty()) << why.dump();
  for (const auto& w : why["why"]) {
    const std::string reason = w["reason"];
    EXPECT_FALSE(w["label"].get<std::string>().empty()) << w.dump();
    EXPECT_TRUE(reason.find("(S1-") != std::string::npos || reason.find("(D-TS-") != std::string::npos) << w.dump();
  }
}

TEST(WebSupport, CardTextsByNameAndClearErrors) {
  Fixture f;
  auto r = f.call("GET", "/api/modules/stccg1e/card?name=Jean-Luc%20Picard");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["name"], "Jean-Luc Picard");
  EXPECT_NE(r.body["text"].get<std::string>().find("Picard"), std::string::npos);
  r = f.call("GET", "/api/modules/talespin/card?name=Brass+Compass");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_NE(r.body["text"].get<std::string>().find("Brass Compass"), std::string::npos);
  EXPECT_EQ(r.body["text"].get<std::string>().find("defined at"), std::string::npos) << "no server paths";
  EXPECT_EQ(r.body["text"].get<std::string>().find("/data/"), std::string::npos) << "no server paths";
  EXPECT_EQ(f.call("GET", "/api/modules/stccg1e/card?name=No%20Such%20Card%20Anywhere").status, 404);
  EXPECT_EQ(f.call("GET", "/api/modules/stccg1e/card?name=%zz").status, 400);
  EXPECT_EQ(f.call("GET", "/api/modules/stccg1e/card").status, 400);
  EXPECT_EQ(f.call("GET", "/api/modules/chess/card?name=King").status, 404);
}

TEST(WebSupport, StaticFilesOnlyFromTheWebFolder) {
  const fs::path dir = temp_dir("web-static");
  const fs::path root = dir / "dist";
  fs::create_directories(root / "assets");
  std::ofstream(root / "index.html") << "<!doctype html><title>x</title>";
  std::ofstream(root / "app.js") << "console.log(1)";
  std::ofstream(root / "assets" / "style.css") << "body{}";
  std::ofstream(root / ".hidden") << "no";
  std::ofstream(dir / "secret.txt") << "TOP-SECRET-CONTENT";
  fs::create_symlink(dir / "secret.txt", root / "link.txt");

  auto f = static_file(root.string(), "/");
  EXPECT_EQ(f.status, 200);
  EXPECT_EQ(f.content_type, "text/html; charset=utf-8");
  EXPECT_NE(f.body.find("<title>x</title>"), std::string::npos);
  f = static_file(root.string(), "/app.js");
  EXPECT_EQ(f.status, 200);
  EXPECT_EQ(f.content_type, "text/javascript; charset=utf-8");
  f = static_file(root.string(), "/assets/style.css");
  EXPECT_EQ(f.status, 200);
  EXPECT_EQ(f.content_type, "text/css; charset=utf-8");
  for (const char* bad : {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/link.txt", "/.hidden",
                          "//etc/passwd", "/assets/", "/nothing.js", "/%zz", "/a\\..\\secret.txt"}) {
    f = static_file(root.string(), bad);
    EXPECT_EQ(f.status, 404) << bad;
    EXPECT_EQ(f.body.find("TOP-SECRET-CONTENT"), std::string::npos) << bad;
  }
  // Not built: "/" says how to build it; other files are 404.
  f = static_file((dir / "missing").string(), "/");
  EXPECT_EQ(f.status, 200);
  EXPECT_NE(f.body.find("npm run build"), std::string::npos);
  EXPECT_EQ(static_file((dir / "missing").string(), "/app.js").status, 404);
  fs::remove_all(dir);
}
