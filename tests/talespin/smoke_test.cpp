#include <gtest/gtest.h>
#include "games/talespin/module.h"
#include "core/match.h"
TEST(Smoke, OneGame) {
  auto m = spaceline::talespin::make_module();
  spaceline::GameSetup g; g.players = 2; g.seed = 3;
  auto r = spaceline::play_match(*m, g, {"random", "random"});
  EXPECT_EQ(r.error, "");
}
