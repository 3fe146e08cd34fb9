// The state flood of issue 23 (docs/server.md, "Limits"): a WebSocket may ask for the whole state
// again only a few times a second; every change is sent to it anyway. Beyond the burst the request is
// refused as rate_limited and the socket stays open.
#include <gtest/gtest.h>

#include "abuse_server.h"

namespace spaceline::abuse {
namespace {

TEST(StateRequests, TheWholeStateIsSentAgainOnlyWithinItsOwnRateLimit) {
  Limits l;
  l.server.ws_states_per_second = 0.5;
  l.server.ws_state_burst = 3;
  AbuseServer s(l);
  const std::string tok = s.user("watcher");
  const int64_t game = s.game_vs_computer(tok);
  RawWs ws(s.port(), "/ws/games/" + std::to_string(game));
  ASSERT_EQ((*ws.next())["type"], "state");  // the state sent on watching
  for (int i = 0; i < 8; ++i) ws.send(R"({"type":"state"})");
  int states = 0, limited = 0;
  for (int i = 0; i < 8; ++i) {
    auto m = ws.next();
    ASSERT_TRUE(m) << "no answer to request " << i + 1;
    if ((*m)["type"] == "state") ++states;
    else if ((*m)["type"] == "error" && (*m)["error"] == "rate_limited") ++limited;
    else ADD_FAILURE() << m->dump();
  }
  EXPECT_EQ(states, 3) << "the burst";
  EXPECT_EQ(limited, 5);
  ws.send(R"({"type":"ping"})");
  EXPECT_EQ((*ws.next())["type"], "pong") << "the socket was closed";
}

}  // namespace
}  // namespace spaceline::abuse
