// Register and login under attack (issue 23, parts 2 and 5): one spelling per route, hashing only
// on the bounded pool, small bodies, backoff after wrong passwords, the same cost for unknown names,
// and no common or blank passwords.
#include <gtest/gtest.h>

#include <chrono>

#include "abuse/abuse_server.h"
#include "spaceline_paths.h"

using namespace spaceline::abuse;

namespace {

Limits with_password_list() {
  Limits l;
  l.api.common_passwords_file = SPACELINE_DATA_DIR "/common-passwords.txt";
  return l;
}

double seconds_of(const std::function<void()>& f) {
  const auto t = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

TEST(PasswordRoutes, ANonCanonicalSpellingOfARouteIsNotFoundAndNeverHashed) {
  AbuseServer s;
  s.user("alice");
  for (const char* path : {"/api//login", "/api/login/", "//api/login", "/api/./login", "//api//register"}) {
    auto r = s.call("POST", path, {{"name", "alice"}, {"password", "correct horse alice"}});
    EXPECT_EQ(r.status, 404) << path << ": " << r.body.dump();
  }
  for (const char* path : {"/api//modules", "/api/modules/"}) EXPECT_EQ(s.call("GET", path).status, 404) << path;
  EXPECT_EQ(s.call("GET", "/api/modules").status, 200);
}

TEST(PasswordRoutes, ThePasswordQueueIsBoundedAndRefusesWith503WhenFull) {
  Limits l;
  l.server.password_threads = 1;
  l.server.password_queue = 2;
  AbuseServer s(l);
  s.user("alice");
  constexpr int kClients = 10;
  std::vector<std::future<int>> answers;
  for (int i = 0; i < kClients; ++i)
    answers.push_back(std::async(std::launch::async, [&] {
      return s.call("POST", "/api/login", {{"name", "alice"}, {"password", "correct horse alice"}}).status;
    }));
  int ok = 0, refused = 0;
  for (auto& a : answers) {
    const int st = a.get();
    ok += st == 200;
    refused += st == 503;
  }
  EXPECT_GE(refused, 1) << ok << " answered";
  EXPECT_GE(ok, 1);
  EXPECT_EQ(ok + refused, kClients);
}

TEST(PasswordRoutes, ALargeBodyOnAPasswordRouteGets413) {
  AbuseServer s;
  auto r = s.call("POST", "/api/login", {{"name", "alice"}, {"password", std::string(8000, 'x')}});
  EXPECT_EQ(r.status, 413) << r.body.dump();
}

TEST(PasswordRoutes, TheSixthQuickWrongPasswordForOneAccountIsHeldBack) {
  AbuseServer s;
  s.user("alice");
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(s.call("POST", "/api/login", {{"name", "alice"}, {"password", "wrong guess " + std::to_string(i)}}).status, 401);
  auto r = s.call("POST", "/api/login", {{"name", "alice"}, {"password", "wrong guess 6"}});
  EXPECT_EQ(r.status, 429) << r.body.dump();
  EXPECT_GT(r.body.value("retry_after", 0), 0) << r.body.dump();
  // Even the right password waits: a guesser cannot tell.
  EXPECT_EQ(s.call("POST", "/api/login", {{"name", "alice"}, {"password", "correct horse alice"}}).status, 429);
  // Another account is not held back.
  s.user("bob");
  EXPECT_EQ(s.call("POST", "/api/login", {{"name", "bob"}, {"password", "correct horse bob"}}).status, 200);
}

TEST(PasswordRoutes, OneAddressGuessingManyNamesIsHeldBack) {
  Limits l;
  l.api.address_free_failures = 3;
  AbuseServer s(l);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(s.call("POST", "/api/login", {{"name", "nobody" + std::to_string(i)}, {"password", "whatever1"}}).status, 401);
  auto r = s.call("POST", "/api/login", {{"name", "nobody9"}, {"password", "whatever1"}});
  EXPECT_EQ(r.status, 429) << r.body.dump();
}

TEST(PasswordRoutes, AnUnknownNameCostsWhatAWrongPasswordCosts) {
  AbuseServer s;
  s.user("alice");
  const double known = seconds_of([&] { s.call("POST", "/api/login", {{"name", "alice"}, {"password", "wrong guess"}}); });
  const double unknown = seconds_of([&] { s.call("POST", "/api/login", {{"name", "nobody"}, {"password", "wrong guess"}}); });
  EXPECT_GT(unknown, known * 0.3) << "unknown " << unknown << " s, known " << known << " s";
}

TEST(PasswordRoutes, CommonAndBlankPasswordsAreRefused) {
  AbuseServer s(with_password_list());
  for (const char* pw : {"password", "12345678", "PASSWORD", "iloveyou", "        ", "\t\t\t\t        "}) {
    auto r = s.call("POST", "/api/register", {{"name", "carol"}, {"password", pw}});
    EXPECT_EQ(r.status, 400) << "'" << pw << "': " << r.body.dump();
    EXPECT_NE(r.body.value("message", "").find("register.password"), std::string::npos) << r.body.dump();
  }
  EXPECT_EQ(s.call("POST", "/api/register", {{"name", "carol"}, {"password", "a starship named carol"}}).status, 201);
}
