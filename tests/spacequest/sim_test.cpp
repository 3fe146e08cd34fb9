// What `spaceline sim --game spacequest --games N` does, through the core's play_match: games
// between the bundled decks and between random decks finish with no error, the heuristic agent
// against the random one.
#include <gtest/gtest.h>

#include <chrono>

#include "core/match.h"
#include "games/spacequest/module.h"

using namespace spaceline;

TEST(Sim, HundredsOfGamesFinishWithoutErrors) {
  const auto module = spacequest::make_module();
  int errors = 0, heuristic_wins = 0, turn_limit = 0;
  const int games = 300;
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    GameSetup g;
    g.seed = 1000 + static_cast<uint64_t>(i);
    if (i % 3 == 2) g.decks = {"random", "random"};
    const bool heuristic_first = i % 2 == 0;
    try {
      const auto r = play_match(*module, g, heuristic_first ? std::vector<std::string>{"heuristic", "random"}
                                                            : std::vector<std::string>{"random", "heuristic"});
      if (!r.error.empty()) {
        ++errors;
        ADD_FAILURE() << "seed " << g.seed << ": " << r.error;
      }
      heuristic_wins += r.winner == (heuristic_first ? 0 : 1);
      turn_limit += r.turns >= 200;
    } catch (const std::exception& e) {
      ++errors;
      ADD_FAILURE() << "seed " << g.seed << ": " << e.what();
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(errors, 0);
  EXPECT_GT(heuristic_wins * 10, games * 7) << heuristic_wins << " of " << games;
  std::printf("%d games in %.2f s, heuristic won %d, %d reached the turn limit\n", games, secs, heuristic_wins, turn_limit);
}
