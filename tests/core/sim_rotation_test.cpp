// `sim --rotate-seats` (core/match.h, run_sim): each agent sits in each seat in turn on the same
// seeds, so a search agent is measured against another without the first seat's advantage
// (docs/cli.md, "sim"). Played on TaleSpin, the quickest game to a finish.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/match.h"
#include "core/registry.h"

using namespace spaceline;

namespace {

GameSetup two_players(uint64_t seed) {
  GameSetup s;
  s.players = 2;
  s.seed = seed;
  s.decks = game_module("talespin").default_decks(2);
  return s;
}

}  // namespace

TEST(SimRotation, EachSeatingPlaysTheSameSeedsAndWinsAreCountedPerAgent) {
  const GameModule& g = game_module("talespin");
  const std::vector<std::string> agents = {"heuristic", "random"};
  const SimSummary rotated = run_sim(g, two_players(5), 24, agents, {}, true);
  // The same games played as two plain runs: seeds 5..16 with the agents as given, then swapped.
  const SimSummary as_given = run_sim(g, two_players(5), 12, agents);
  const SimSummary swapped = run_sim(g, two_players(5), 12, {"random", "heuristic"});
  ASSERT_EQ(rotated.errors, 0);
  EXPECT_EQ(rotated.games, 24);
  EXPECT_EQ(rotated.agent_wins[0], as_given.wins[0] + swapped.wins[1]);
  EXPECT_EQ(rotated.agent_wins[1], as_given.wins[1] + swapped.wins[0]);
  EXPECT_EQ(rotated.wins[0], as_given.wins[0] + swapped.wins[0]) << "per seat, whoever sat there";
  EXPECT_EQ(rotated.draws, as_given.draws + swapped.draws);
  EXPECT_DOUBLE_EQ(rotated.agent_avg_scores[0] * 24, as_given.avg_scores[0] * 12 + swapped.avg_scores[1] * 12);
  EXPECT_GT(rotated.agent_wins[0], rotated.agent_wins[1]) << "the heuristic agent beats the random one from either seat";
}

TEST(SimRotation, WithoutRotationAgentsAreTheirSeats) {
  const SimSummary s = run_sim(game_module("talespin"), two_players(1), 6, {"heuristic", "random"});
  EXPECT_EQ(s.agent_wins, s.wins);
  EXPECT_EQ(s.agent_avg_scores, s.avg_scores);
}

TEST(SimRotation, GamesThatAreNotAMultipleOfThePlayersAreRefused) {
  try {
    run_sim(game_module("talespin"), two_players(1), 5, {"heuristic", "random"}, {}, true);
    FAIL() << "5 games for 2 rotating players were accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("not a multiple of the 2 players"), std::string::npos) << e.what();
  }
}
