// The rate limit of every WebSocket message and of whole-state requests (src/server/token_bucket.h):
// a burst, then one token per 1/rate seconds, never more than the burst saved up.
#include <gtest/gtest.h>

#include "server/token_bucket.h"

using spaceline::server::TokenBucket;

TEST(TokenBucketUnit, ABurstThenTheRateNeverMoreThanTheBurstSavedUp) {
  const auto t0 = TokenBucket::clock::now();
  TokenBucket b(2, 3, t0);  // 2 a second, burst 3
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(b.take(t0)) << "burst " << i;
  EXPECT_FALSE(b.take(t0));
  EXPECT_FALSE(b.take(t0 + std::chrono::milliseconds(400)));  // 0.8 of a token
  EXPECT_TRUE(b.take(t0 + std::chrono::milliseconds(500)));
  EXPECT_FALSE(b.take(t0 + std::chrono::milliseconds(500)));
  // A long pause saves up the burst, not more.
  const auto later = t0 + std::chrono::seconds(60);
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(b.take(later)) << "after a pause " << i;
  EXPECT_FALSE(b.take(later));
}
