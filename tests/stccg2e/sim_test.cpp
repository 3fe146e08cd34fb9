// Whole games: random and heuristic agents finish every game without an error, the JSON round
// trip keeps the game, and the heuristic agent beats the random one in most games.
#include <gtest/gtest.h>

#include "core/match.h"
#include "core/registry.h"
#include "games/stccg2e/module.h"

using namespace spaceline;

// D-2E-22
TEST(Sim, D_2E_22_RandomAndHeuristicGamesFinishWithoutErrorsAndTheHeuristicWinsMost) {
  const auto module = stccg2e::make_module();
  GameSetup setup;
  setup.players = 2;
  setup.decks = {"federation", "klingon"};
  auto r = run_sim(*module, setup, 100, {"heuristic", "random"});
  EXPECT_EQ(r.errors, 0) << (r.error_messages.empty() ? "" : r.error_messages.front());
  EXPECT_EQ(r.games, 100);
  EXPECT_GT(r.wins[0], 60) << "the heuristic agent wins most games";
}

// D-2E-19
TEST(Sim, D_2E_19_TwoHeuristicAgentsFinishGamesByVictory) {
  const auto module = stccg2e::make_module();
  GameSetup setup;
  setup.players = 2;
  setup.decks = {"klingon", "federation"};
  auto r = run_sim(*module, setup, 20, {"heuristic", "heuristic"});
  EXPECT_EQ(r.errors, 0) << (r.error_messages.empty() ? "" : r.error_messages.front());
  EXPECT_GT(r.wins[0] + r.wins[1], 10);
}

TEST(Sim, TheStateRoundTripsThroughJsonAtEveryStep) {
  const auto module = stccg2e::make_module();
  GameSetup setup;
  setup.players = 2;
  setup.seed = 3;
  auto s = module->new_game(setup);
  auto a0 = module->make_agent("heuristic", 1), a1 = module->make_agent("random", 2);
  for (int step = 0; step < 3000 && !s->is_terminal(); ++step) {
    auto back = module->load_state(s->to_json());
    ASSERT_EQ(back->hash(), s->hash()) << "step " << step;
    ASSERT_EQ(back->legal_actions(), s->legal_actions()) << "step " << step;
    s->apply((s->current_player() == 0 ? a0 : a1)->choose(*s));
  }
}
