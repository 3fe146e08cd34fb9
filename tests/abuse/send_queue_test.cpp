// A client that asks for more than it reads, or opens more than its share (issue 23, part 1;
// docs/server.md, "Limits"): its queue is bounded, `state` messages are coalesced, and the caps on
// spectators, connections and WebSockets hold.
#include <gtest/gtest.h>

#include "abuse/abuse_server.h"

using namespace spaceline::abuse;

namespace {

std::string game_path(int64_t id) { return "/ws/games/" + std::to_string(id); }

}  // namespace

TEST(SendQueue, StateRequestsANonReaderNeverReadsAreCoalescedIntoTheNewest) {
  Limits l;
  l.server.ws_messages_per_second = 1e6;
  l.server.ws_burst = 1e6;
  l.server.ws_states_per_second = 1e6;  // the queue is under test here, not the state limit
  l.server.ws_state_burst = 1e6;
  AbuseServer s(l);
  const int64_t game = s.game_vs_computer(s.user("alice"));
  RawWs ws(s.port(), game_path(game), RawWs::receive_buffer(4096));
  // Far more than the socket buffers hold: the server's send buffer on loopback grows to about
  // 4 MB, some 10,000 of these states.
  constexpr int kAsked = 50000;
  for (int i = 0; i < kAsked; ++i) ws.send(R"({"type":"state"})");
  ws.send(R"({"type":"ping"})");
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  int states = 0;
  for (;;) {
    auto m = ws.next(10);
    ASSERT_TRUE(m) << "no pong after " << states << " states";
    if ((*m)["type"] == "pong") break;
    ASSERT_EQ((*m)["type"], "state") << m->dump();
    ++states;
  }
  // Once the buffers were full, the states waiting were replaced by the newest: fewer answers
  // than requests (how many fewer depends on how fast the client drains them at the end, so
  // the test asks only that coalescing happened; without it every request is answered).
  EXPECT_LT(states, kAsked);
  EXPECT_GE(states, 1);
}

TEST(SendQueue, ANonReadingSocketIsClosedOnceItsUnsentBytesPassTheCap) {
  Limits l;
  l.server.ws_messages_per_second = 1e6;
  l.server.ws_burst = 1e6;
  l.server.ws_states_per_second = 1e6;  // the queue is under test here, not the state limit
  l.server.ws_state_burst = 1e6;
  l.server.max_ws_queued_bytes = 64 * 1024;
  AbuseServer s(l);
  const int64_t game = s.game_vs_computer(s.user("alice"));
  RawWs ws(s.port(), game_path(game), RawWs::receive_buffer(4096));
  // Each answered by an error of about 100 bytes: 10 MB unread, more than the socket buffers
  // (up to 4 MB on the server's side) hold.
  constexpr int kSent = 100000;
  try {
    for (int i = 0; i < kSent; ++i) ws.send(R"({"type":"no such type"})");
  } catch (const std::exception&) {
    // The server closed the connection while we were still sending: what the test wants.
  }
  // The server must have taken what was sent before we read: on a loaded machine it falls behind
  // this client, and reading while it still works through the backlog would drain its answers as
  // fast as it makes them. Its receive buffer then holds at most a few thousand messages.
  // It has stopped taking them once the count stands still for two seconds: all taken, or the
  // connection closed on its side.
  for (int unsent = ws.unsent_bytes(), still = 0, i = 0; unsent > 0 && still < 20 && i < 600; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const int now = ws.unsent_bytes();
    still = now == unsent ? still + 1 : 0;
    unsent = now;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  int read = 0;
  while (ws.next(3)) ++read;
  EXPECT_TRUE(ws.closed) << "the socket is still open after " << read << " messages";
  EXPECT_LT(read, kSent);
}

TEST(SendQueue, SpectatorsOfOneGameAreCappedAndTheNextIsRefusedWithAReason) {
  Limits l;
  l.hub.max_spectators = 2;
  AbuseServer s(l);
  const int64_t game = s.game_vs_computer(s.user("alice"));
  RawWs a(s.port(), game_path(game)), b(s.port(), game_path(game));
  ASSERT_EQ((*a.next())["type"], "state");
  ASSERT_EQ((*b.next())["type"], "state");
  RawWs c(s.port(), game_path(game));
  auto m = c.next();
  ASSERT_TRUE(m);
  EXPECT_EQ((*m)["type"], "error") << m->dump();
  EXPECT_EQ((*m)["error"], "too_many_spectators") << m->dump();
  EXPECT_FALSE(c.next(3)) << "the refused spectator still gets messages";
}

TEST(SendQueue, OneAddressGetsAtMostItsShareOfConnectionsAndThenA503) {
  Limits l;
  l.server.max_connections_per_address = 3;
  AbuseServer s(l);
  asio::io_context io;
  std::vector<tcp::socket> held;
  for (int i = 0; i < 3; ++i) {
    held.emplace_back(io);
    held.back().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), s.port()));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const std::string answer = raw_exchange(s.port(), "GET /api/modules HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(answer.substr(0, 12), "HTTP/1.1 503") << answer.substr(0, 200);
  held.clear();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const std::string later = raw_exchange(s.port(), "GET /api/modules HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(later.substr(0, 12), "HTTP/1.1 200") << later.substr(0, 200);
}

TEST(SendQueue, OneAddressGetsAtMostItsShareOfWebSockets) {
  Limits l;
  l.server.max_websockets_per_address = 1;
  AbuseServer s(l);
  const int64_t game = s.game_vs_computer(s.user("alice"));
  RawWs first(s.port(), game_path(game));
  ASSERT_EQ((*first.next())["type"], "state");
  EXPECT_THROW(RawWs(s.port(), game_path(game)), std::exception);
}
