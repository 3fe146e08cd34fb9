// The bounded queue of one WebSocket (src/server/send_queue.h): a newer `state` replaces an
// unsent one without losing a log line, never the one being written, and the cap is reported.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "server/send_queue.h"

using spaceline::server::SendQueue;
using nlohmann::json;

namespace {

json state(size_t log_from, std::vector<std::string> lines, int step) {
  return {{"type", "state"}, {"step", step}, {"log_from", log_from}, {"log", lines}, {"log_total", log_from + lines.size()}};
}

}  // namespace

TEST(SendQueueUnit, AnUnsentStateIsReplacedByTheNewerOneWithBothLogs) {
  SendQueue q(1 << 20);
  q.push(R"({"type":"pong"})");
  ASSERT_EQ(q.front(), R"({"type":"pong"})");  // now being written
  q.push_state(state(0, {"a", "b"}, 1));
  q.push(R"({"type":"ack","key":"k"})");
  q.push_state(state(2, {"c"}, 2));
  q.push_state(state(3, {"d", "e"}, 3));
  q.pop_front();
  // The ack, then one state: step 3 with every line from the first.
  ASSERT_EQ(json::parse(q.front())["type"], "ack");
  q.pop_front();
  const json s = json::parse(q.front());
  EXPECT_EQ(s["step"], 3);
  EXPECT_EQ(s["log_from"], 0);
  EXPECT_EQ(s["log"], json({"a", "b", "c", "d", "e"}));
  q.pop_front();
  EXPECT_TRUE(q.empty());
  EXPECT_EQ(q.bytes(), 0u);
}

TEST(SendQueueUnit, TheStateBeingWrittenIsNeverReplaced) {
  SendQueue q(1 << 20);
  q.push_state(state(0, {"a"}, 1));
  const std::string first = q.front();  // in flight
  q.push_state(state(1, {"b"}, 2));
  EXPECT_EQ(q.front(), first);
  q.pop_front();
  EXPECT_EQ(json::parse(q.front())["log"], json({"b"}));
}

TEST(SendQueueUnit, StatesWhoseLogsDoNotJoinAreBothKept) {
  SendQueue q(1 << 20);
  q.push(R"({"type":"pong"})");
  q.front();
  q.push_state(state(0, {"a"}, 1));
  q.push_state(state(5, {"f"}, 2));  // a gap: merging would lose lines 1-4
  q.pop_front();
  EXPECT_EQ(json::parse(q.front())["step"], 1);
  q.pop_front();
  EXPECT_EQ(json::parse(q.front())["step"], 2);
}

TEST(SendQueueUnit, PassingTheCapIsReportedAndClearingKeepsOnlyTheMessageInFlight) {
  SendQueue q(100);
  EXPECT_TRUE(q.push(std::string(60, 'x')));
  q.front();
  EXPECT_FALSE(q.push(std::string(60, 'y')));
  q.clear_unsent();
  EXPECT_EQ(q.bytes(), 60u);
  q.pop_front();
  EXPECT_TRUE(q.empty());
}
