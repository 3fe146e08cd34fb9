// The HTTP API and the game hub, in process (issue 10, parts 1, 2 and 4): accounts, decks, games
// against the computer and between people, authorization, bad input, and every message sent to an
// opponent or a spectator checked against GameModule::hidden_from.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include "core/registry.h"
#include "server/api.h"
#include "server/errors.h"
#include "server/game_clock.h"
#include "server/game_hub.h"
#include "storage/auth.h"
#include "storage/sqlite_store.h"
#include "test_client.h"
#include "spaceline_paths.h"

namespace fs = std::filesystem;
using namespace spaceline;
using namespace spaceline::server;
using nlohmann::json;

namespace {

struct Fixture {
  fs::path dir;
  std::unique_ptr<storage::Store> store;
  std::unique_ptr<GameHub> hub;
  std::unique_ptr<Api> api;
  ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };
  HubLimits limits;

  explicit Fixture(HubLimits l = {}) : limits(l) {
    dir = fs::temp_directory_path() / ("spaceline-api-" + std::to_string(::getpid()) + "-" + storage::random_token().substr(0, 8));
    fs::create_directories(dir);
    open();
  }
  ~Fixture() {
    api.reset();
    hub.reset();
    store.reset();
    fs::remove_all(dir);
  }
  // (Re)opens everything on the same database, as a restarted server does.
  void open() {
    api.reset();
    hub.reset();
    store.reset();
    store = storage::open_sqlite_store((dir / "db").string());
    hub = std::make_unique<GameHub>(*store, modules, (dir / "decks").string(), limits);
    hub->resume_all();
    api = std::make_unique<Api>(*store, *hub, modules, game_names());
  }
  ApiResponse call(const std::string& method, const std::string& target, const json& body = nullptr,
                   const std::string& token = "") {
    return api->handle({method, target, body.is_null() ? "" : body.dump(), token.empty() ? "" : "Bearer " + token});
  }
  // Registers `name`; returns the token.
  std::string user(const std::string& name) {
    auto r = call("POST", "/api/register", {{"name", name}, {"password", "password-" + name}});
    EXPECT_EQ(r.status, 201) << r.body.dump();
    return r.body.value("token", "");
  }
  storage::Id account(const std::string& token) { return api->account_of(token); }
};

// Records every message; checks each against the words hidden from its seat at that moment.
struct Recorder : Viewer {
  GameHub* hub = nullptr;
  storage::Id game = 0;
  int seat = kSpectator;
  std::vector<json> messages;
  std::vector<std::string> leaks;
  void deliver(const std::string& text) override {
    messages.push_back(json::parse(text));
    const State* s = hub->has_game(game) ? hub->state(game) : nullptr;
    if (!s) return;
    for (const auto& w : hub->module(game).hidden_from(*s, seat))
      if (const auto at = text.find(w); at != std::string::npos && test::shows_hidden(messages.back(), w))
        leaks.push_back("seat " + std::to_string(seat) + " sees '" + w + "' in ..." +
                        text.substr(at > 150 ? at - 150 : 0, 300) + "...");
  }
};

// The legal keys offered to `seat` in the latest state message it got.
std::vector<std::string> offered(const Recorder& r) {
  std::vector<std::string> keys;
  for (auto it = r.messages.rbegin(); it != r.messages.rend(); ++it) {
    if ((*it).value("type", "") != "state") continue;
    if (it->contains("legal"))
      for (const auto& a : it->at("legal")) keys.push_back(a.at("key").get<std::string>());
    break;
  }
  return keys;
}

}  // namespace

TEST(ServerApi, RegisterLoginLogoutAndErrorsNameTheField) {
  Fixture f;
  const std::string t = f.user("picard");
  EXPECT_EQ(f.call("GET", "/api/me", nullptr, t).body["account"]["name"], "picard");
  auto r = f.call("POST", "/api/register", {{"name", "picard"}, {"password", "another-one"}});
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.body["error"], "name_taken");
  r = f.call("POST", "/api/register", {{"name", "riker"}, {"password", "short"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body["message"].get<std::string>().find("register.password"), std::string::npos);
  r = f.call("POST", "/api/register", {{"name", "bad name!"}, {"password", "long-enough"}});
  EXPECT_EQ(r.status, 400);
  r = f.call("POST", "/api/register", {{"name", "x"}, {"password", "long-enough"}, {"admin", true}});
  EXPECT_EQ(r.body["error"], "unknown_field");
  EXPECT_NE(r.body["message"].get<std::string>().find("register.admin"), std::string::npos);
  r = f.api->handle({"POST", "/api/login", "{not json", ""});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.body["error"], "bad_json");
  r = f.call("POST", "/api/login", {{"name", "picard"}, {"password", "wrong-password"}});
  EXPECT_EQ(r.status, 401);
  r = f.call("POST", "/api/login", {{"name", "picard"}, {"password", 5}});
  EXPECT_EQ(r.status, 400);
  r = f.call("POST", "/api/login", {{"name", "picard"}, {"password", "password-picard"}});
  ASSERT_EQ(r.status, 200);
  const std::string t2 = r.body["token"];
  EXPECT_NE(t, t2);
  EXPECT_EQ(f.call("POST", "/api/logout", nullptr, t2).status, 200);
  EXPECT_EQ(f.call("GET", "/api/me", nullptr, t2).status, 401);
  EXPECT_EQ(f.call("GET", "/api/me", nullptr, t).status, 200);  // the other session lives on
  // A bare token (no "Bearer ") works the same, logout included.
  const std::string t3 = f.call("POST", "/api/login", {{"name", "picard"}, {"password", "password-picard"}}).body["token"];
  EXPECT_EQ(f.api->handle({"GET", "/api/me", "", t3}).status, 200);
  EXPECT_EQ(f.api->handle({"POST", "/api/logout", "", t3}).status, 200);
  EXPECT_EQ(f.api->handle({"GET", "/api/me", "", t3}).status, 401);
  EXPECT_EQ(f.call("GET", "/api/me", nullptr, "made-up").status, 401);
  EXPECT_EQ(f.call("GET", "/api/nothing").status, 404);
  EXPECT_EQ(f.call("GET", "/api/games/abc").status, 404);
  EXPECT_EQ(f.call("GET", "/api/games/99999999999999999999").status, 404);
}

TEST(ServerApi, DecksAreCheckedSavedAndPrivate) {
  Fixture f;
  const std::string a = f.user("alice"), b = f.user("bob");
  const std::string good = "name: Mine\n# cargo\n1 Barrel of Lamp Oil\n";
  auto r = f.call("POST", "/api/decks", {{"game", "talespin"}, {"name", "Mine"}, {"text", good}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["deck"]["id"].get<int64_t>();
  EXPECT_TRUE(r.body["check"].contains("errors"));
  EXPECT_FALSE(r.body["check"]["playable"].get<bool>());  // one card is not a deck: deck check says why
  EXPECT_FALSE(r.body["check"]["errors"].empty());
  EXPECT_EQ(f.call("GET", "/api/decks/" + std::to_string(id), nullptr, b).status, 404);
  EXPECT_EQ(f.call("DELETE", "/api/decks/" + std::to_string(id), nullptr, b).status, 404);
  EXPECT_EQ(f.call("GET", "/api/decks", nullptr, b).body["decks"].size(), 0u);
  EXPECT_EQ(f.call("GET", "/api/decks", nullptr, a).body["decks"].size(), 1u);
  EXPECT_EQ(f.call("GET", "/api/decks").status, 401);
  // A bundled deck's text is playable.
  const std::string bundled = [] {
    std::ifstream in(std::string(SPACELINE_DATA_DIR) + "/talespin/decks/sky_raiders.deck");
    return std::string(std::istreambuf_iterator<char>(in), {});
  }();
  r = f.call("PUT", "/api/decks/" + std::to_string(id), {{"text", bundled}}, a);
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_TRUE(r.body["check"]["playable"].get<bool>()) << r.body.dump();
  EXPECT_EQ(r.body["deck"]["name"], "Mine");
  r = f.call("POST", "/api/decks/check", {{"game", "stccg1e"}, {"text", "[seed]\n1 No Such Card\n"}});
  EXPECT_EQ(r.status, 200);
  EXPECT_FALSE(r.body["check"]["playable"].get<bool>());
  EXPECT_NE(r.body["check"].dump().find("No Such Card"), std::string::npos) << r.body.dump();
  EXPECT_EQ(r.body["check"].dump().find(f.dir.string()), std::string::npos) << "server paths leak: " << r.body.dump();
  r = f.call("POST", "/api/decks/check", {{"game", "chess"}, {"text", "x"}});
  EXPECT_EQ(r.status, 400);
  r = f.call("POST", "/api/decks", {{"game", "talespin"}, {"name", "Big"}, {"text", std::string(100000, 'x')}}, a);
  EXPECT_EQ(r.status, 400);
  // The saved deck plays in a game.
  r = f.call("POST", "/api/games", {{"game", "talespin"}, {"deck", {{"deck_id", id}}}, {"seed", 3}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  r = f.call("POST", "/api/games", {{"game", "talespin"}, {"deck", {{"deck_id", id}}}}, b);
  EXPECT_EQ(r.status, 404);  // not bob's deck
  r = f.call("POST", "/api/games", {{"game", "talespin"}, {"deck", "/etc/passwd"}}, a);
  EXPECT_EQ(r.status, 400);  // only bundled decks by name: never a file of the server
  EXPECT_EQ(r.body["error"], "bad_deck");
  // A saved deck that may not be played is refused with deck check's messages, which name the
  // deck and its line, never the server's file for it.
  r = f.call("POST", "/api/decks", {{"game", "stccg1e"}, {"name", "Bad"}, {"text", "[seed]\n1 No Such Card\n"}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"deck", {{"deck_id", r.body["deck"]["id"]}}}}, a);
  EXPECT_EQ(r.body["error"], "bad_deck");
  const std::string why = r.body["message"];
  EXPECT_NE(why.find("deck:2"), std::string::npos) << why;
  EXPECT_EQ(why.find(f.dir.string()), std::string::npos) << "server paths leak: " << why;
  EXPECT_EQ(f.call("DELETE", "/api/decks/" + std::to_string(id), nullptr, a).status, 200);
}

// Both games, against the computer: every move through the hub, every message to the player's
// own seat and a spectator recorded; the spectator never sees a hidden card name, and a restart
// (a new hub on the same database) is at the same decision.
TEST(ServerApi, GamesAgainstTheComputerResumeAfterRestartAndHideWhatTheyMust) {
  for (const auto& name : game_names()) {
    SCOPED_TRACE(name);
    Fixture f;
    const std::string t = f.user("player");
    auto r = f.call("POST", "/api/games", {{"game", name}, {"opponent", "computer"}, {"agent", "random"}, {"seed", 5}}, t);
    ASSERT_EQ(r.status, 201) << r.body.dump();
    const auto id = r.body["game"]["id"].get<storage::Id>();
    auto me = std::make_shared<Recorder>(), spec = std::make_shared<Recorder>();
    me->hub = spec->hub = f.hub.get();
    me->game = spec->game = id;
    me->seat = 0;  // set first: watch() sends the first message at once
    EXPECT_EQ(f.hub->watch(id, f.account(t), me), 0);
    EXPECT_EQ(f.hub->watch(id, 0, spec), kSpectator);
    std::mt19937 rng(1);
    for (int i = 0; i < 60 && !f.hub->state(id)->is_terminal(); ++i) {
      auto keys = offered(*me);
      ASSERT_FALSE(keys.empty()) << me->messages.back().dump();
      f.hub->act(id, f.account(t), keys[rng() % keys.size()], std::nullopt, nullptr);
    }
    EXPECT_TRUE(spec->leaks.empty()) << spec->leaks.front();
    for (const auto& m : spec->messages) EXPECT_FALSE(m.contains("legal"));
    const json before = f.hub->state_message(id, 0, 0);
    f.open();  // a restart
    const json after = f.hub->state_message(id, 0, 0);
    EXPECT_EQ(before, after);
  }
}

TEST(ServerApi, TwoPeopleOnlyEachInTheirOwnSeatAndOutOfTurnChangesNothing) {
  Fixture f;
  const std::string a = f.user("alice"), b = f.user("bob"), c = f.user("carol");
  auto r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"opponent", "person"}, {"seed", 9}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  const std::string gid = std::to_string(id);
  EXPECT_EQ(r.body["game"]["status"], "open");
  EXPECT_EQ(f.call("GET", "/api/games?status=open").body["games"].size(), 1u);
  r = f.call("POST", "/api/games/" + gid + "/act", {{"key", "x"}}, a);
  EXPECT_EQ(r.body["error"], "not_started");
  EXPECT_EQ(f.call("POST", "/api/games/" + gid + "/join", json::object(), a).body["error"], "already_seated");
  r = f.call("POST", "/api/games/" + gid + "/join", {{"deck", "romulan-premiere"}}, b);
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["seat"], 1);
  EXPECT_EQ(f.call("POST", "/api/games/" + gid + "/join", json::object(), c).body["error"], "not_open");

  auto ra = std::make_shared<Recorder>(), rb = std::make_shared<Recorder>(), rc = std::make_shared<Recorder>();
  for (auto* x : {ra.get(), rb.get(), rc.get()}) {
    x->hub = f.hub.get();
    x->game = id;
  }
  ra->seat = 0;  // set first: watch() sends the first message at once
  rb->seat = 1;
  EXPECT_EQ(f.hub->watch(id, f.account(a), ra), 0);
  EXPECT_EQ(f.hub->watch(id, f.account(b), rb), 1);
  EXPECT_EQ(f.hub->watch(id, f.account(c), rc), kSpectator);

  std::mt19937 rng(2);
  const std::string tok[2] = {a, b};
  Recorder* rec[2] = {ra.get(), rb.get()};
  for (int i = 0; i < 150 && !f.hub->state(id)->is_terminal(); ++i) {
    const int p = f.hub->state(id)->current_player();
    ASSERT_TRUE(p == 0 || p == 1);
    const auto keys = offered(*rec[p]);
    ASSERT_FALSE(keys.empty());
    EXPECT_TRUE(offered(*rec[1 - p]).empty());  // only the one who decides is offered actions
    const std::string key = keys[rng() % keys.size()];
    const uint64_t h = f.hub->state(id)->hash();
    const size_t step = f.hub->state_message(id, 0, 0)["step"];
    // The other player, a spectator, a stale step, an illegal key: refused, nothing changes.
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}}, tok[1 - p]);
    EXPECT_EQ(r.body["error"], "not_your_turn") << r.body.dump();
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}}, c);
    EXPECT_EQ(r.body["error"], "not_a_player");
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}}, "");
    EXPECT_EQ(r.status, 401);
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", "no-such-action"}}, tok[p]);
    EXPECT_EQ(r.body["error"], "illegal_action");
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}, {"step", step + 1}}, tok[p]);
    EXPECT_EQ(r.body["error"], "stale_step");
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}, {"step", -1}}, tok[p]);
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(f.hub->state(id)->hash(), h);
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}, {"step", step}}, tok[p]);
    ASSERT_EQ(r.status, 200) << r.body.dump();
  }
  EXPECT_TRUE(ra->leaks.empty()) << ra->leaks.front();
  EXPECT_TRUE(rb->leaks.empty()) << rb->leaks.front();
  EXPECT_TRUE(rc->leaks.empty()) << rc->leaks.front();
  EXPECT_GT(rc->messages.size(), 100u);
}

TEST(ServerApi, AFinishedGameIsReplayedStepByStep) {
  Fixture f;
  const std::string t = f.user("player");
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"agent", "random"}, {"seed", 4}, {"max_turns", 2}}, t);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  const std::string gid = std::to_string(id);
  EXPECT_EQ(f.call("GET", "/api/games/" + gid + "/replay?step=0").body["error"], "not_finished");
  std::mt19937 rng(3);
  for (int i = 0; i < 2000 && !f.hub->state(id)->is_terminal(); ++i) {
    json s = f.hub->state_message(id, 0, 0);
    ASSERT_TRUE(s.contains("legal")) << s.dump();
    const auto& legal = s["legal"];
    f.hub->act(id, f.account(t), legal[rng() % legal.size()]["key"], std::nullopt, nullptr);
  }
  ASSERT_TRUE(f.hub->state(id)->is_terminal());
  EXPECT_EQ(f.call("GET", "/api/games?status=finished").body["games"].size(), 1u);
  r = f.call("GET", "/api/games/" + gid + "/replay?step=0");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  const int64_t steps = r.body["steps"];
  EXPECT_GT(steps, 0);
  r = f.call("GET", "/api/games/" + gid + "/replay?step=" + std::to_string(steps));
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.body.contains("result"));
  EXPECT_EQ(f.call("GET", "/api/games/" + gid + "/replay?step=" + std::to_string(steps + 1)).status, 400);
  EXPECT_EQ(f.call("GET", "/api/games/" + gid + "/replay?step=x").status, 400);
  // The player sees their own side and what they did.
  r = f.call("GET", "/api/games/" + gid + "/replay?step=1", nullptr, t);
  EXPECT_EQ(r.body["seat"], 0);
}

// More than two players (TaleSpin plays 2 to 4): a game of four with two people and a computer
// beside its creator is open until both people have joined, each at the next open seat with that
// seat's default deck; then each person acts only in their own seat, and the computer's seat moves
// by itself. A count the game does not allow, or a seat that is neither, is refused by name.
TEST(ServerApi, FourSeatsTwoPeopleAndAComputerJoinInTurnAndEachActsOnlyInTheirSeat) {
  Fixture f;
  const std::string a = f.user("alice"), b = f.user("bob"), c = f.user("carol"), d = f.user("dave");
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"opponents", {"person", "computer", "person"}}, {"seed", 4}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const std::string gid = std::to_string(r.body["game"]["id"].get<storage::Id>());
  const auto id = r.body["game"]["id"].get<storage::Id>();
  ASSERT_EQ(r.body["game"]["seats"].size(), 4u);
  EXPECT_EQ(r.body["game"]["seats"][2]["computer"], "heuristic");
  EXPECT_EQ(r.body["game"]["status"], "open");
  r = f.call("POST", "/api/games/" + gid + "/join", json::object(), b);
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["seat"], 1);
  EXPECT_EQ(r.body["game"]["status"], "open");  // seat 4 is still empty
  EXPECT_EQ(f.call("POST", "/api/games/" + gid + "/join", json::object(), b).body["error"], "already_seated");
  r = f.call("POST", "/api/games/" + gid + "/join", json::object(), c);
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["seat"], 3);
  EXPECT_EQ(r.body["game"]["status"], "running");
  EXPECT_EQ(f.call("POST", "/api/games/" + gid + "/join", json::object(), d).body["error"], "not_open");
  const auto defaults = game_module("talespin").default_decks(4);
  const auto stored = f.store->game(id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->record.setup.decks, defaults);

  const std::string tok[4] = {a, b, "", c};
  std::mt19937 rng(3);
  int moved[4] = {0, 0, 0, 0};
  for (int i = 0; i < 400 && !f.hub->state(id)->is_terminal(); ++i) {
    const int p = f.hub->state(id)->current_player();
    ASSERT_NE(p, 2) << "the computer's seat waits for nobody";
    const json mine = f.call("GET", "/api/games/" + gid + "/state", nullptr, tok[p]).body;
    ASSERT_TRUE(mine.contains("legal")) << mine.dump().substr(0, 300);
    const std::string key = mine["legal"][rng() % mine["legal"].size()]["key"];
    for (int other : {0, 1, 3}) {
      if (other != p) {
        EXPECT_EQ(f.call("POST", "/api/games/" + gid + "/act", {{"key", key}}, tok[other]).body["error"], "not_your_turn");
      }
    }
    r = f.call("POST", "/api/games/" + gid + "/act", {{"key", key}}, tok[p]);
    ASSERT_EQ(r.status, 200) << r.body.dump();
    ++moved[p];
  }
  EXPECT_GT(moved[0], 5);
  EXPECT_GT(moved[1], 5);
  EXPECT_GT(moved[3], 5);
  const auto stored_actions = static_cast<int>(f.store->game(id)->record.actions.size());
  EXPECT_GT(stored_actions - (moved[0] + moved[1] + moved[3]), 5);  // the computer moved too

  r = f.call("POST", "/api/games", {{"game", "talespin"}, {"opponents", {"computer", "computer", "computer", "computer"}}}, a);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body["message"].get<std::string>().find("2 to 4 players, not 5"), std::string::npos) << r.body.dump();
  r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"opponents", {"computer", "person"}}}, a);
  EXPECT_EQ(r.status, 400);
  r = f.call("POST", "/api/games", {{"game", "talespin"}, {"opponents", {"computer", "robot"}}}, a);
  EXPECT_NE(r.body["message"].get<std::string>().find("opponents[1]"), std::string::npos) << r.body.dump();
  r = f.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "computer"}, {"opponents", {"computer"}}}, a);
  EXPECT_EQ(r.status, 400);
}

// Issue 23, part 7: a move's cost no longer grows with its watchers. Every spectator (and every
// socket of one player's seat) at the same log position is sent the very same serialized text;
// each seat still gets its own view, and a spectator who came in later is sent the log lines it
// has not seen rather than someone else's tail.
TEST(ServerApi, WatchersOfOneSeatShareOneSerializedStateAndEachSeatGetsItsOwn) {
  struct Sharing : Recorder {
    std::vector<std::shared_ptr<const std::string>> texts;
    void deliver_state(const std::shared_ptr<const std::string>& t) override {
      texts.push_back(t);
      deliver(*t);
    }
  };
  Fixture f;
  const std::string t = f.user("player");
  auto r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"opponent", "computer"}, {"agent", "random"}, {"seed", 3}}, t);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  auto watcher = [&](int seat) {
    auto w = std::make_shared<Sharing>();
    w->hub = f.hub.get();
    w->game = id;
    w->seat = seat;
    return w;
  };
  auto me = watcher(0), me_again = watcher(0), a = watcher(kSpectator), b = watcher(kSpectator);
  f.hub->watch(id, f.account(t), me);
  f.hub->watch(id, f.account(t), me_again);
  f.hub->watch(id, 0, a);
  f.hub->watch(id, 0, b);
  f.hub->act(id, f.account(t), offered(*me).front(), std::nullopt, nullptr);
  ASSERT_EQ(a->texts.size(), 2u);
  EXPECT_EQ(a->texts.back().get(), b->texts.back().get()) << "two spectators got two serializations";
  EXPECT_EQ(me->texts.back().get(), me_again->texts.back().get());
  EXPECT_NE(me->texts.back().get(), a->texts.back().get()) << "a spectator was sent the player's view";
  EXPECT_TRUE(me->messages.back().contains("legal"));
  EXPECT_FALSE(a->messages.back().contains("legal"));
  // A latecomer was sent the whole log on watching; the next step sends it only what followed.
  auto late = watcher(kSpectator);
  f.hub->watch(id, 0, late);
  f.hub->act(id, f.account(t), offered(*me).front(), std::nullopt, nullptr);
  EXPECT_EQ(late->texts.back().get(), a->texts.back().get());
  EXPECT_EQ(late->messages.back()["log_from"], late->messages.front()["log_total"]);
  EXPECT_TRUE(a->leaks.empty() && late->leaks.empty()) << (a->leaks.empty() ? late->leaks.front() : a->leaks.front());
}

// The state flood of issue 23: a client asking for the whole state again as fast as its rate limit
// allows. Each answer is the one text built for that seat at that game position; the game moving on
// (an action, a seat taken) builds it anew.
TEST(ServerApi, TheWholeStateAskedAgainIsOneSharedTextUntilTheGameChanges) {
  Fixture f;
  const std::string t = f.user("player");
  auto r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"opponent", "computer"}, {"agent", "random"}, {"seed", 3}}, t);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  const auto first = f.hub->whole_state_text(id, 0);
  EXPECT_EQ(f.hub->whole_state_text(id, 0).get(), first.get()) << "the same position was serialized twice";
  EXPECT_EQ(json::parse(*first), f.hub->state_message(id, 0, 0));
  const auto spectator = f.hub->whole_state_text(id, kSpectator);
  EXPECT_NE(spectator.get(), first.get()) << "a spectator was given the player's view";
  EXPECT_EQ(json::parse(*spectator), f.hub->state_message(id, kSpectator, 0));
  EXPECT_FALSE(json::parse(*spectator).contains("legal"));

  const json legal = json::parse(*first)["legal"];
  ASSERT_FALSE(legal.empty());
  f.hub->act(id, f.account(t), legal.front()["key"].get<std::string>(), std::nullopt, nullptr);
  const auto after = f.hub->whole_state_text(id, 0);
  EXPECT_NE(after.get(), first.get()) << "an action did not rebuild the whole state";
  EXPECT_EQ(json::parse(*after), f.hub->state_message(id, 0, 0));
  EXPECT_GT(json::parse(*after)["step"].get<size_t>(), json::parse(*first)["step"].get<size_t>());
}

// A seat taken changes what the waiting game's state says, though no action was played.
TEST(ServerApi, TheWholeStateOfAnOpenGameIsBuiltAgainWhenASeatIsTaken) {
  Fixture f;
  const std::string a = f.user("ann"), b = f.user("bob");
  auto r = f.call("POST", "/api/games", {{"game", "stccg1e"}, {"opponent", "person"}, {"seed", 3}}, a);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  const auto waiting = f.hub->whole_state_text(id, kSpectator);
  EXPECT_EQ(json::parse(*waiting)["status"], "open");
  ASSERT_EQ(f.call("POST", "/api/games/" + std::to_string(id) + "/join", json::object(), b).status, 200);
  const auto running = f.hub->whole_state_text(id, kSpectator);
  EXPECT_EQ(json::parse(*running)["status"], "running");
  EXPECT_EQ(json::parse(*running), f.hub->state_message(id, kSpectator, 0));
}

namespace {

// Plays `id` to its end with random legal actions of seat 0 (the computer plays the other seats).
void play_to_the_end(Fixture& f, storage::Id id, const std::string& token, unsigned seed) {
  std::mt19937 rng(seed);
  for (int i = 0; i < 3000 && !f.hub->state(id)->is_terminal(); ++i) {
    json s = f.hub->state_message(id, 0, 0);
    ASSERT_TRUE(s.contains("legal")) << s.dump();
    const auto& legal = s["legal"];
    f.hub->act(id, f.account(token), legal[rng() % legal.size()]["key"], std::nullopt, nullptr);
  }
  ASSERT_TRUE(f.hub->state(id)->is_terminal());
}

}  // namespace

// The history (issue 24): finished games only, newest first, everyone's or one player's, each with
// its result as stored with the action that ended it (so it survives a restart without a replay),
// and a replay link.
TEST(ServerApi, TheHistoryListsFinishedGamesWithTheirResultAndAReplayLink) {
  Fixture f;
  const std::string alice = f.user("alice"), bob = f.user("bob");
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"agent", "random"}, {"seed", 4}, {"max_turns", 2}}, alice);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  ASSERT_EQ(f.call("POST", "/api/games", {{"game", "talespin"}, {"agent", "random"}}, bob).status, 201);
  EXPECT_EQ(f.call("GET", "/api/history").body["games"].size(), 0u) << "a game still played is no history";
  play_to_the_end(f, id, alice, 3);
  const json expected = f.hub->state_message(id, kSpectator, 0)["result"];
  f.open();  // a restart: the result comes from the store
  r = f.call("GET", "/api/history");
  ASSERT_EQ(r.status, 200) << r.body.dump();
  ASSERT_EQ(r.body["games"].size(), 1u) << r.body.dump();
  const json& g = r.body["games"][0];
  EXPECT_EQ(g["id"], id);
  EXPECT_EQ(g["game"], "talespin");
  EXPECT_EQ(g["status"], "finished");
  EXPECT_EQ(g["result"], expected);
  EXPECT_EQ(g["seats"][0]["player"], "alice");
  EXPECT_EQ(g["seats"][1]["computer"], "random");
  EXPECT_GT(g["finished"].get<int64_t>(), 0);
  EXPECT_EQ(g["replay"], "/#/replay/" + std::to_string(id));
  EXPECT_TRUE(r.body["next_before"].is_null());
  EXPECT_EQ(f.call("GET", "/api/games?status=finished").body["games"][0]["result"], expected);
  // One player's: alice's has it, bob's (whose game goes on) has none; paging stops below an id.
  EXPECT_EQ(f.call("GET", "/api/history?player=alice").body["games"].size(), 1u);
  EXPECT_EQ(f.call("GET", "/api/history?player=ALICE").body["games"].size(), 1u);
  EXPECT_EQ(f.call("GET", "/api/history?player=bob").body["games"].size(), 0u);
  EXPECT_EQ(f.call("GET", "/api/history?before=" + std::to_string(id)).body["games"].size(), 0u);
  EXPECT_EQ(f.call("GET", "/api/history?player=nobody").status, 404);
  EXPECT_EQ(f.call("GET", "/api/history?before=x").body["error"], "bad_field");
}

// A shared replay link (issue 24) shows a finished game as one seat saw it, to anyone: at every
// step, nothing that seat could not know then (GameModule::hidden_from), whoever asks.
TEST(ServerApi, AReplayLinkShowsTheGameAsItsSeatSawItAndNeverTheOtherSeatsHiddenCards) {
  Fixture f;
  const std::string alice = f.user("alice"), carol = f.user("carol");
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"agent", "random"}, {"seed", 9}, {"max_turns", 2}}, alice);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  const std::string base = "/api/games/" + std::to_string(id) + "/replay?step=";
  EXPECT_EQ(f.call("GET", base + "0&seat=1").body["error"], "not_finished") << "no seat's view while it is played";
  play_to_the_end(f, id, alice, 5);
  auto stored = f.store->game(id);
  ASSERT_TRUE(stored);
  const GameModule& m = game_module("talespin");
  const auto steps = static_cast<int64_t>(stored->record.actions.size());
  int words = 0;
  for (int seat : {0, 1, kSpectator}) {
    const std::string seat_q = seat == kSpectator ? "public" : std::to_string(seat);
    for (int64_t step = 0; step <= steps; step += std::max<int64_t>(1, steps / 12)) {
      // Anonymous, and carol (no player), and alice asking for the other seat: all the same view.
      for (const std::string& who : {std::string(), carol, alice}) {
        r = f.call("GET", base + std::to_string(step) + "&seat=" + seat_q, nullptr, who);
        ASSERT_EQ(r.status, 200) << r.body.dump();
        EXPECT_EQ(r.body["seat"], seat == kSpectator ? json(nullptr) : json(seat));
        const auto s = replay(m, stored->record, "test", static_cast<size_t>(step));
        for (const auto& w : m.hidden_from(*s, seat)) {
          ++words;
          EXPECT_FALSE(test::shows_hidden(r.body, w)) << "seat " << seat_q << " step " << step << " sees '" << w << "'";
        }
      }
    }
  }
  EXPECT_GT(words, 0) << "the check looked at hidden cards";
  // Without `seat`, a player sees their own seat and anyone else the public view, as before.
  EXPECT_EQ(f.call("GET", base + "1", nullptr, alice).body["seat"], 0);
  EXPECT_TRUE(f.call("GET", base + "1", nullptr, carol).body["seat"].is_null());
  EXPECT_EQ(f.call("GET", base + "1&seat=2").body["error"], "bad_field");
  EXPECT_EQ(f.call("GET", base + "1&seat=-1").body["error"], "bad_field");
  EXPECT_EQ(f.call("GET", base + "1&seat=me").body["error"], "bad_field");
}

namespace {

// The chat lines a recorder got, as "channel from: text" (the history on watching included).
std::vector<std::string> said(const Recorder& r) {
  std::vector<std::string> out;
  for (const auto& m : r.messages)
    if (m.value("type", "") == "chat")
      for (const auto& l : m["lines"])
        out.push_back(l["channel"].get<std::string>() + " " + l["from"].get<std::string>() + ": " + l["text"].get<std::string>());
  return out;
}

}  // namespace

// A game's chat (issue 24): players' lines reach everyone watching, spectators' only spectators
// while the game is played; each line is text as written (the client puts it in a text node);
// the lines are stored with the game, so a restarted server sends them again, only the last few
// held per game; an account writes at its own rate; a finished game's chat is closed and then
// everyone reads both channels.
TEST(ServerChat, PlayersAndSpectatorsChannelsAreApartStoredAndBounded) {
  HubLimits limits;
  limits.chat.lines_kept = 2;
  limits.chat.account_burst = 4;
  limits.chat.account_per_minute = 0.5;
  Fixture f(limits);
  const std::string alice = f.user("alice"), bob = f.user("bob"), carol = f.user("carol");
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"opponent", "person"}, {"seed", 2}}, alice);
  ASSERT_EQ(r.status, 201) << r.body.dump();
  const auto id = r.body["game"]["id"].get<storage::Id>();
  ASSERT_EQ(f.call("POST", "/api/games/" + std::to_string(id) + "/join", json::object(), bob).status, 200);
  auto watcher = [&](const std::string& token) {
    auto v = std::make_shared<Recorder>();
    v->hub = f.hub.get();
    v->game = id;
    v->seat = f.hub->watch(id, token.empty() ? 0 : f.account(token), v);
    return v;
  };
  auto a = watcher(alice), b = watcher(bob), c = watcher(carol), anon = watcher("");
  const std::string script = "<script>window.pwned = 1</script> <img src=x onerror=alert(1)>";
  f.hub->chat(id, f.account(alice), script);
  f.hub->chat(id, f.account(carol), "  left, take the left one  ");
  f.hub->chat(id, f.account(bob), "gg — très bien");
  const std::string l1 = "players alice: " + script, l2 = "spectators carol: left, take the left one",
                    l3 = std::string("players bob: ") + "gg — très bien";
  EXPECT_EQ(said(*a), (std::vector<std::string>{l1, l3})) << "players never read the spectators' chat during the game";
  EXPECT_EQ(said(*b), (std::vector<std::string>{l1, l3}));
  EXPECT_EQ(said(*c), (std::vector<std::string>{l1, l2, l3}));
  EXPECT_EQ(said(*anon), (std::vector<std::string>{l1, l2, l3}));
  const json& first = c->messages.back()["lines"][0];
  EXPECT_EQ(first["seat"], 1);
  EXPECT_GT(first["id"].get<int64_t>(), 0);

  // Refused, with nothing stored or sent: no login, an empty line, a line break, too long; then
  // alice's burst (4, one spent above) runs out.
  auto code = [&](storage::Id who, const std::string& text) {
    try {
      f.hub->chat(id, who, text);
    } catch (const ClientError& e) {
      return e.code + " " + std::to_string(e.status);
    }
    return std::string("sent");
  };
  const storage::Id al = f.account(alice);
  EXPECT_EQ(code(0, "hi"), "unauthorized 401");
  EXPECT_EQ(code(al, "   "), "bad_field 400");
  EXPECT_EQ(code(al, "two\nlines"), "bad_field 400");
  EXPECT_EQ(code(al, std::string(301, 'x')), "bad_field 400");
  std::string accents;
  for (int i = 0; i < 300; ++i) accents += "é";
  EXPECT_EQ(code(al, accents), "sent") << "300 characters, 600 bytes";
  EXPECT_EQ(code(al, "three"), "sent");
  EXPECT_EQ(code(al, "four"), "sent");
  EXPECT_EQ(code(al, "five"), "rate_limited 429");
  EXPECT_EQ(said(*b).size(), 5u) << "bob got alice's lines that were sent, and nothing else";

  // A restart: the lines come from the store, the last two of each channel (lines_kept).
  a.reset(), b.reset(), c.reset(), anon.reset();
  f.open();
  a = watcher(alice);
  c = watcher(carol);
  EXPECT_EQ(said(*a), (std::vector<std::string>{"players alice: three", "players alice: four"}));
  EXPECT_EQ(said(*c), (std::vector<std::string>{l2, "players alice: three", "players alice: four"}));
  EXPECT_EQ(c->messages.back()["history"], true);
}

namespace {

// Alice's TaleSpin game against the computer (two turns), where alice (a player) said "good luck"
// and carol (a spectator) "watching"; 0 if it could not be created.
storage::Id game_with_a_line_in_each_channel(Fixture& f, const std::string& alice, const std::string& carol) {
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"agent", "random"}, {"seed", 4}, {"max_turns", 2}}, alice);
  EXPECT_EQ(r.status, 201) << r.body.dump();
  if (r.status != 201) return 0;
  const auto id = r.body["game"]["id"].get<storage::Id>();
  f.hub->chat(id, f.account(alice), "good luck");
  f.hub->chat(id, f.account(carol), "watching");
  return id;
}

}  // namespace

TEST(ServerChat, AFinishedGamesChatIsClosedAndThenEveryoneReadsBothChannels) {
  Fixture f;
  const std::string alice = f.user("alice"), carol = f.user("carol");
  const storage::Id id = game_with_a_line_in_each_channel(f, alice, carol);
  ASSERT_NE(id, 0);
  play_to_the_end(f, id, alice, 3);
  try {
    f.hub->chat(id, f.account(alice), "gg");
    FAIL() << "a finished game's chat is closed";
  } catch (const ClientError& e) {
    EXPECT_EQ(e.code, "game_over");
  }
  auto v = std::make_shared<Recorder>();
  v->hub = f.hub.get();
  v->game = id;
  v->seat = f.hub->watch(id, f.account(alice), v);
  EXPECT_EQ(v->seat, 0);
  EXPECT_EQ(said(*v), (std::vector<std::string>{"players alice: good luck", "spectators carol: watching"}));
}

// GET /api/games/ID/chat: what the caller may read, from the store (a finished game is not replayed).
TEST(ServerChat, TheChatRouteGivesEachCallerTheChannelsTheyMayReadAndAFinishedGamesToAnyone) {
  Fixture f;
  const std::string alice = f.user("alice"), carol = f.user("carol");
  const storage::Id id = game_with_a_line_in_each_channel(f, alice, carol);
  ASSERT_NE(id, 0);
  auto texts = [&](const std::string& token) {
    auto c = f.call("GET", "/api/games/" + std::to_string(id) + "/chat", nullptr, token);
    EXPECT_EQ(c.status, 200) << c.body.dump();
    std::vector<std::string> out;
    for (const auto& l : c.body["lines"]) out.push_back(l["channel"].get<std::string>() + " " + l["text"].get<std::string>());
    return out;
  };
  EXPECT_EQ(texts(alice), std::vector<std::string>{"players good luck"}) << "a player never reads the spectators";
  EXPECT_EQ(texts(carol), (std::vector<std::string>{"players good luck", "spectators watching"}));
  EXPECT_EQ(texts(""), (std::vector<std::string>{"players good luck", "spectators watching"}));
  play_to_the_end(f, id, alice, 3);
  f.open();  // a restart: the finished game is not in memory
  EXPECT_FALSE(f.hub->has_game(id));
  EXPECT_EQ(texts(alice), (std::vector<std::string>{"players good luck", "spectators watching"})) << "once over, everyone reads both";
  EXPECT_FALSE(f.hub->has_game(id)) << "reading a finished game's chat did not replay it";
  EXPECT_EQ(f.call("GET", "/api/games/999/chat").status, 404);
}

// Chess clocks (issue 24, part 3; docs/protocol.md, "clock"). A minute lasts HubLimits::clock_minute_ms,
// a few milliseconds here, so a clock runs out within the test.
namespace {

HubLimits quick_clocks(int minute_ms, int check_ms) {
  HubLimits l;
  l.clock_minute_ms = minute_ms;
  l.clock_check_ms = check_ms;
  return l;
}

storage::Id clocked_game(Fixture& f, const std::string& token, int minutes) {
  auto r = f.call("POST", "/api/games",
                  {{"game", "talespin"}, {"opponent", "computer"}, {"agent", "random"}, {"seed", 3}, {"clock_minutes", minutes}}, token);
  EXPECT_EQ(r.status, 201) << r.body.dump();
  EXPECT_EQ(r.body["game"].value("clock_minutes", 0), minutes) << r.body.dump();
  return r.body["game"]["id"].get<storage::Id>();
}

// The state message of seat 0, once its status is `status` (or after 3 s).
json wait_for_status(Fixture& f, storage::Id id, const std::string& status) {
  json s;
  for (int i = 0; i < 300; ++i) {
    s = f.hub->state_message(id, 0, 0);
    if (s["status"] == status) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return s;
}

}  // namespace

TEST(ServerClock, ASeatWhoseTimeRunsOutLosesOnTimeStoredAndStillOverAfterARestart) {
  Fixture f(quick_clocks(20, 10));  // 1 minute: 20 ms
  const std::string t = f.user("ann");
  const auto id = clocked_game(f, t, 1);
  const json over = wait_for_status(f, id, "finished");
  ASSERT_EQ(over["status"], "finished") << over.dump().substr(0, 400);
  EXPECT_FALSE(f.hub->state(id)->is_terminal()) << "lost on time, not by the rules";
  EXPECT_EQ(over["result"]["on_time"], 0) << over.dump().substr(0, 400);
  EXPECT_EQ(over["result"]["returns"], json::array({-1.0, 1.0}));
  EXPECT_EQ(over["clock"]["remaining_ms"][0], 0);
  EXPECT_EQ(over["clock"]["remaining_ms"][1], 20) << "the computer's seat is never charged";
  EXPECT_TRUE(over["clock"]["running"].is_null());
  EXPECT_TRUE(over["decision"].is_null());
  EXPECT_FALSE(over.contains("legal"));
  auto listed = f.call("GET", "/api/games/" + std::to_string(id));
  EXPECT_EQ(listed.body["game"]["status"], "finished");
  EXPECT_EQ(listed.body["game"]["result"]["on_time"], 0);

  f.open();  // a restart: the game is over, on time, and its computer seat does not move on
  f.hub->load(id);
  const json after = f.hub->state_message(id, 0, 0);
  EXPECT_EQ(after["status"], "finished");
  EXPECT_EQ(after["step"], over["step"]);
  EXPECT_EQ(after["result"], over["result"]);
  const auto hist = f.call("GET", "/api/history");
  ASSERT_EQ(hist.body["games"].size(), 1u) << hist.body.dump();
  EXPECT_EQ(hist.body["games"][0]["result"]["on_time"], 0);
}

TEST(ServerClock, AnActAfterTheTimeRanOutIsRefusedAndLosesTheGameBeforeTheWatchLooks) {
  Fixture f(quick_clocks(20, 600'000));  // the hub's own watch never looks within the test
  const std::string t = f.user("ann");
  const auto id = clocked_game(f, t, 1);
  const json s = f.hub->state_message(id, 0, 0);
  ASSERT_TRUE(s.contains("legal"));
  std::this_thread::sleep_for(std::chrono::milliseconds(40));
  try {
    f.hub->act(id, f.account(t), s["legal"][0]["key"], std::nullopt, nullptr);
    FAIL() << "an act after the time ran out was taken";
  } catch (const ClientError& e) {
    EXPECT_EQ(e.code, "game_over");
    EXPECT_NE(std::string(e.what()).find("time ran out"), std::string::npos) << e.what();
  }
  EXPECT_EQ(f.hub->state_message(id, 0, 0)["status"], "finished");
  EXPECT_EQ(f.hub->state_message(id, 0, 0)["step"], s["step"]) << "the late act was not stored";
}

TEST(ServerClock, OnlyTheDecidingPersonIsChargedAndTheClocksArePausedWhileTheServerIsDown) {
  Fixture f;  // real minutes
  const std::string t = f.user("ann");
  const auto id = clocked_game(f, t, 5);
  std::this_thread::sleep_for(std::chrono::milliseconds(120));
  json s = f.hub->state_message(id, 0, 0);
  ASSERT_EQ(s["clock"]["running"], 0) << s.dump().substr(0, 300);
  const int64_t full = 5 * 60'000;
  EXPECT_LE(s["clock"]["remaining_ms"][0].get<int64_t>(), full - 100);
  EXPECT_EQ(s["clock"]["remaining_ms"][1], full);
  f.hub->act(id, f.account(t), s["legal"][0]["key"], std::nullopt, nullptr);  // then the computer replies
  const auto stored = f.store->game(id);
  ASSERT_TRUE(stored);
  const GameClock c = GameClock::from_text(stored->clock, 2, "test");
  EXPECT_LE(c.remaining_ms[0], full - 100) << "the decision's time is stored with the action";
  EXPECT_EQ(c.remaining_ms[1], full);

  f.hub.reset();  // the server is down for half a second
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  f.open();
  s = f.hub->state_message(id, 0, 0);
  EXPECT_GT(s["clock"]["remaining_ms"][0].get<int64_t>(), c.remaining_ms[0] - 300) << "charged for the time the server was down";
}

TEST(ServerClock, AClockOutsideItsRangeOrDamagedInTheDatabaseIsAnErrorNamingTheField) {
  Fixture f;
  const std::string t = f.user("ann");
  for (const int bad : {0, -3, 24 * 60 + 1}) {
    auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"clock_minutes", bad}}, t);
    EXPECT_EQ(r.status, 400) << bad;
    EXPECT_NE(r.body.value("message", "").find("clock_minutes"), std::string::npos) << r.body.dump();
  }
  auto r = f.call("POST", "/api/games", {{"game", "talespin"}, {"clock_minutes", "5"}}, t);
  EXPECT_EQ(r.status, 400) << r.body.dump();
  for (const auto& [text, field] : std::vector<std::pair<std::string, std::string>>{
           {"{\"minutes\": 5}", "remaining_ms"},
           {"{\"minutes\": 5, \"remaining_ms\": [1]}", "remaining_ms"},
           {"{\"minutes\": 5, \"remaining_ms\": [1, -2]}", "remaining_ms[1]"},
           {"{\"minutes\": 5, \"remaining_ms\": [1, 300001]}", "remaining_ms[1]"},
           {"{\"minutes\": 0, \"remaining_ms\": [1, 1]}", "minutes"},
           {"[1]", "minutes"},
           {"{", "clock"}}) {
    try {
      GameClock::from_text(text, 2, "game 7");
      ADD_FAILURE() << "accepted " << text;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("game 7: clock"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << text << ": " << e.what();
    }
  }
}
