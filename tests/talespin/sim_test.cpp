// Whole games through the core's match runner (core/match.h): no errors over
// 1000 random 4-player games; the heuristic agent beats random players.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/match.h"
#include "games/talespin/module.h"

namespace {

spaceline::SimSummary sim(int players, int games, const std::vector<std::string>& agents, uint64_t seed) {
  auto m = spaceline::talespin::make_module();
  spaceline::GameSetup g;
  g.players = players;
  g.seed = seed;
  return spaceline::run_sim(*m, g, games, agents);
}

void print(const char* what, const spaceline::SimSummary& s) {
  std::printf("%s: %d games, %d errors, %d draws, wins:", what, s.games, s.errors, s.draws);
  for (int w : s.wins) std::printf(" %d", w);
  std::printf(", avg turns %.1f, %.0f games/s\n", s.avg_turns, s.games_per_second);
  for (const auto& e : s.error_messages) std::printf("  %s\n", e.c_str());
}

}  // namespace

TEST(Sim, Random4PlayersThousandGamesNoErrors) {
  const auto s = sim(4, 1000, {"random", "random", "random", "random"}, 1);
  print("4p random", s);
  EXPECT_EQ(s.errors, 0);
  EXPECT_EQ(s.games, 1000);
}

TEST(Sim, HeuristicBeatsRandom4Players) {
  const auto s = sim(4, 1000, {"heuristic", "random", "random", "random"}, 5000);
  print("4p heuristic seat 1", s);
  EXPECT_EQ(s.errors, 0);
  EXPECT_GT(s.wins[0], s.games / 2);  // most games
}

TEST(Sim, HeuristicBeatsRandom2Players) {
  const auto s = sim(2, 1000, {"heuristic", "random"}, 9000);
  print("2p heuristic seat 1", s);
  EXPECT_EQ(s.errors, 0);
  EXPECT_GT(s.wins[0], s.games / 2);
  const auto t = sim(2, 1000, {"random", "heuristic"}, 9000);
  print("2p heuristic seat 2", t);
  EXPECT_GT(t.wins[1], t.games / 2);
}

TEST(Sim, HeuristicInEverySeat3Players) {
  for (int seat = 0; seat < 3; ++seat) {
    std::vector<std::string> a(3, "random");
    a[seat] = "heuristic";
    const auto s = sim(3, 300, a, 700 + seat);
    print("3p heuristic", s);
    EXPECT_EQ(s.errors, 0);
    EXPECT_GT(s.wins[seat], s.games / 2);
  }
}

TEST(Sim, HeuristicInEverySeat4PlayersWithEveryBundledDeck) {
  for (int seat = 0; seat < 4; ++seat) {
    std::vector<std::string> a(4, "random");
    a[seat] = "heuristic";
    const auto s = sim(4, 500, a, 123);
    print("4p heuristic", s);
    EXPECT_EQ(s.errors, 0);
    EXPECT_GT(s.wins[seat], s.games / 2);
  }
}
