// A game's chat against hostile clients (issue 24; docs/server.md, "Limits"): each socket and each
// account has its own rate of lines, a line without a login or over the length is refused with an
// error naming why, and every refusal leaves the socket open.
#include <gtest/gtest.h>

#include "abuse_server.h"

namespace spaceline::abuse {
namespace {

// The next `n` messages' kinds: "chat" (a line, its text), "history" or the error's code.
std::vector<std::string> chat_kinds(RawWs& ws, int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) {
    auto m = ws.next(5);
    if (!m) {
      out.push_back("(nothing)");
      continue;
    }
    const std::string type = (*m)["type"];
    if (type == "chat") out.push_back(m->value("history", false) ? "history" : "chat:" + (*m)["lines"][0]["text"].get<std::string>());
    else if (type == "error") out.push_back((*m)["error"]);
    else out.push_back(type);
  }
  return out;
}

int count_prefixed(const std::vector<std::string>& v, const std::string& prefix) {
  return static_cast<int>(std::count_if(v.begin(), v.end(), [&](const std::string& s) { return s.rfind(prefix, 0) == 0; }));
}

TEST(Chat, EachSocketAndEachAccountHasItsOwnRateAndRefusalsKeepTheSocketOpen) {
  Limits l;
  l.server.ws_chat_per_second = 0.01;  // no refill within the test: the bursts alone
  l.server.ws_chat_burst = 3;
  l.hub.chat.account_per_minute = 0.5;
  l.hub.chat.account_burst = 5;
  AbuseServer s(l);
  const std::string tok = s.user("talker");
  const int64_t game = s.game_vs_computer(tok);
  const std::string path = "/ws/games/" + std::to_string(game);
  RawWs one(s.port(), path, RawWs::authorization("Bearer " + tok));
  ASSERT_EQ((*one.next())["type"], "state");
  for (int i = 0; i < 5; ++i) one.send(R"({"type":"chat","text":"line )" + std::to_string(i) + "\"}");
  auto got = chat_kinds(one, 5);
  EXPECT_EQ(count_prefixed(got, "chat:"), 3) << "the socket's burst";
  EXPECT_EQ(count_prefixed(got, "rate_limited"), 2);

  // The same account on another socket: its own socket's burst, but the account's is nearly spent.
  RawWs two(s.port(), path, RawWs::authorization("Bearer " + tok));
  ASSERT_EQ((*two.next())["type"], "state");
  EXPECT_EQ(chat_kinds(two, 1), std::vector<std::string>{"history"}) << "what was said, on watching";
  for (int i = 0; i < 3; ++i) two.send(R"({"type":"chat","text":"more )" + std::to_string(i) + "\"}");
  got = chat_kinds(two, 3);
  EXPECT_EQ(count_prefixed(got, "chat:"), 2) << "the account's burst of 5, 3 spent on the first socket";
  EXPECT_EQ(count_prefixed(got, "rate_limited"), 1);

  // Without a login no one chats; malformed lines are refused by name; the sockets stay open.
  RawWs anonymous(s.port(), path);
  ASSERT_EQ((*anonymous.next())["type"], "state");
  EXPECT_EQ(chat_kinds(anonymous, 1), std::vector<std::string>{"history"});
  anonymous.send(R"({"type":"chat","text":"hi"})");
  EXPECT_EQ(chat_kinds(anonymous, 1), std::vector<std::string>{"unauthorized"});
  const std::string other = s.user("other");
  RawWs three(s.port(), path, RawWs::authorization("Bearer " + other));
  ASSERT_EQ((*three.next())["type"], "state");
  ASSERT_EQ(chat_kinds(three, 1), std::vector<std::string>{"history"});
  three.send(R"({"type":"chat"})");
  three.send(R"({"type":"chat","text":"x","html":true})");
  three.send(R"({"type":"chat","text":"two\nlines"})");
  three.send(R"({"type":"chat","text":")" + std::string(301, 'x') + "\"}");
  EXPECT_EQ(chat_kinds(three, 4), (std::vector<std::string>{"missing_field", "unknown_field", "bad_field", "bad_field"}));
  three.send(R"({"type":"ping"})");
  EXPECT_EQ(chat_kinds(three, 1), std::vector<std::string>{"pong"});
  one.send(R"({"type":"ping"})");
  got = chat_kinds(one, 3);  // two's lines came first
  EXPECT_EQ(got.back(), "pong");
}

}  // namespace
}  // namespace spaceline::abuse
