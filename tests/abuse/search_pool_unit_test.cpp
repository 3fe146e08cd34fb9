// The search pool's queue (src/server/search_pool.h): accounts take turns, so one client's
// searches delay another's by at most one each; the caps count what waits and what runs.
#include <gtest/gtest.h>

#include <future>
#include <mutex>
#include <vector>

#include "server/search_pool.h"

namespace spaceline::server {
namespace {

TEST(SearchPoolUnit, AccountsTakeTurnsSoOneClientDelaysAnotherByAtMostOneSearch) {
  SearchLimits l;
  l.threads = 1;
  l.max_queued = 10;
  l.max_queued_per_account = 10;
  SearchPool pool(l);
  std::mutex m;
  std::vector<std::string> order;
  std::promise<void> go;
  std::shared_future<void> released = go.get_future().share();
  std::promise<void> all_done, first_running;
  auto job = [&](std::string name, bool last = false) {
    return [&, name, last] {
      if (name == "ann1") {  // the first runs until the rest are queued
        first_running.set_value();
        released.wait();
      }
      std::lock_guard<std::mutex> lock(m);
      order.push_back(name);
      if (last) all_done.set_value();
    };
  };
  const storage::Id ann = 1, bob = 2;
  pool.run(*pool.reserve(ann, false), job("ann1"));
  first_running.get_future().wait();
  pool.run(*pool.reserve(ann, false), job("ann2"));
  pool.run(*pool.reserve(ann, false), job("ann3", true));
  pool.run(*pool.reserve(bob, false), job("bob1"));
  EXPECT_EQ(pool.charged(), 4);
  EXPECT_EQ(pool.charged(ann), 3);
  go.set_value();
  ASSERT_EQ(all_done.get_future().wait_for(std::chrono::seconds(10)), std::future_status::ready);
  EXPECT_EQ(order, (std::vector<std::string>{"ann1", "ann2", "bob1", "ann3"})) << "bob's waited for one of ann's waiting searches, not both";
  pool.stop();
  EXPECT_EQ(pool.charged(), 0);
}

TEST(SearchPoolUnit, TheCapsRefuseNamingWhichIsFullAndAnUnusedSlotIsGivenBack) {
  SearchLimits l;
  l.max_queued = 2;
  l.max_queued_per_account = 1;
  SearchPool pool(l);
  std::string why;
  int status = 0;
  auto a = pool.reserve(1, false, &why, &status);
  ASSERT_TRUE(a);
  EXPECT_FALSE(pool.reserve(1, false, &why, &status));
  EXPECT_EQ(status, 429);
  EXPECT_NE(why.find("of your games"), std::string::npos) << why;
  auto b = pool.reserve(2, false);
  ASSERT_TRUE(b);
  EXPECT_FALSE(pool.reserve(3, false, &why, &status));
  EXPECT_EQ(status, 503);
  EXPECT_NE(why.find("on this server"), std::string::npos) << why;
  EXPECT_TRUE(pool.reserve(3, true)) << "beyond the caps: a game admitted before";
  b.reset();  // dropped unused
  EXPECT_TRUE(pool.reserve(3, false)) << "the slot came back";
}

}  // namespace
}  // namespace spaceline::server
