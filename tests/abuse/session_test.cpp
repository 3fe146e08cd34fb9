// A session's end ends its WebSockets, and the token never travels in a URL (issue 23, part 4).
#include <gtest/gtest.h>

#include "abuse/abuse_server.h"

using namespace spaceline::abuse;

TEST(Sessions, LogoutClosesTheSessionsOpenWebSocketAndItsActIsRefused) {
  AbuseServer s;
  const std::string tok = s.user("alice");
  const int64_t game = s.game_vs_computer(tok);
  RawWs ws(s.port(), "/ws/games/" + std::to_string(game), RawWs::authorization("Bearer " + tok));
  auto first = ws.next();
  ASSERT_TRUE(first);
  ASSERT_EQ((*first)["role"], "player") << first->dump();
  ASSERT_EQ(s.call("POST", "/api/logout", nullptr, tok).status, 200);
  std::optional<json> m;
  try {
    ws.send(json{{"type", "act"}, {"key", (*first)["legal"][0]["key"]}}.dump());
    while ((m = ws.next(5)))
      EXPECT_NE((*m)["type"], "ack") << "a logged-out socket's act was taken";
  } catch (const std::exception&) {
    // Closed before the act could even be sent.
    ws.closed = true;
  }
  EXPECT_TRUE(ws.closed) << "the socket is still open after logout";
}

// A socket that only watches (a player's seat, or a logged-in spectator) never acts, so its session's
// expiry is found by looking again every --ws-session-check-seconds, and it is closed as a logout's.
TEST(Sessions, ASocketThatOnlyWatchesIsClosedWhenItsSessionExpires) {
  Limits l;
  l.api.session_seconds = 1;
  l.server.ws_session_check_seconds = 0.2;
  AbuseServer s(l);
  const std::string tok = s.user("carol");
  const int64_t game = s.game_vs_computer(tok);
  RawWs player(s.port(), "/ws/games/" + std::to_string(game), RawWs::authorization("Bearer " + tok));
  ASSERT_EQ((*player.next())["role"], "player");
  std::optional<json> m, last;
  while ((m = player.next(4))) last = m;
  EXPECT_TRUE(player.closed) << "the expired session's socket still gets its seat's view";
  EXPECT_EQ(player.close_code, 1008);
  ASSERT_TRUE(last);
  EXPECT_EQ((*last)["error"], "logged_out") << last->dump();
}

TEST(Sessions, ATokenInTheWebSocketAddressIsRefusedAndTheProtocolHeaderCarriesIt) {
  AbuseServer s;
  const std::string tok = s.user("alice");
  const std::string path = "/ws/games/" + std::to_string(s.game_vs_computer(tok));
  RawWs in_url(s.port(), path + "?token=" + tok);
  auto m = in_url.next();
  ASSERT_TRUE(m);
  EXPECT_EQ((*m)["type"], "error") << m->dump();
  EXPECT_EQ((*m)["error"], "token_in_url") << m->dump();
  RawWs in_header(s.port(), path, RawWs::protocols("spaceline, token." + tok));
  auto p = in_header.next();
  ASSERT_TRUE(p);
  EXPECT_EQ((*p)["role"], "player") << p->dump();
}
