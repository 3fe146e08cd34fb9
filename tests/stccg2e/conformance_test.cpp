// The core's promises for Second Edition, checked in this binary too (tests/core/ checks every
// game the same way): at every step of random and heuristic games a clone is the same game, a save
// loads back as the same game, no viewer's observation or table names a card hidden from it, and
// the log only grows.
#include <gtest/gtest.h>

#include "core/viewer.h"
#include "games/stccg2e/module.h"

using namespace spaceline;

namespace {

void play_checked(const GameModule& game, uint64_t seed, const char* a0, const char* a1) {
  GameSetup setup;
  setup.decks = {"random", "random"};
  setup.seed = seed;
  setup.max_turns = 30;
  auto s = game.new_game(setup);
  std::vector<std::unique_ptr<Agent>> agents;
  agents.push_back(game.make_agent(a0, seed * 10));
  agents.push_back(game.make_agent(a1, seed * 10 + 1));
  std::vector<size_t> lines(2, 0);
  for (int step = 0; step < 20000 && !s->is_terminal(); ++step) {
    ASSERT_EQ(s->clone()->hash(), s->hash());
    if (step % 5 == 0) {
      ASSERT_EQ(game.load_state(s->to_json())->hash(), s->hash()) << "step " << step;
      for (int v : {0, 1, kSpectator}) {
        const std::string obs = s->observation(v).dump();
        const std::string table = v >= 0 ? game.render_table(*s, v) : "";
        for (const auto& word : game.hidden_from(*s, v)) {
          ASSERT_EQ(obs.find("\"" + word + "\""), std::string::npos) << "seed " << seed << " step " << step << ": viewer " << v << " sees " << word;
          ASSERT_EQ(table.find("[" + word + "]"), std::string::npos) << "seed " << seed << " step " << step << ": viewer " << v << "'s table shows " << word;
        }
        for (const auto& line : game.log_lines(*s, v))
          for (const auto& word : game.hidden_from(*s, v))
            ASSERT_EQ(line.find(word), std::string::npos) << "seed " << seed << " step " << step << ": viewer " << v << "'s log: " << line;
      }
      for (int v = 0; v < 2; ++v) {
        const auto n = game.log_lines(*s, v).size();
        ASSERT_GE(n, lines[v]);
        lines[v] = n;
      }
    }
    s->apply(agents[s->current_player()]->choose(*s));
  }
  ASSERT_TRUE(s->is_terminal()) << "seed " << seed;
}

}  // namespace

TEST(Conformance, RandomGamesCloneRoundTripAndHideWhatTheyShould) {
  const auto game = stccg2e::make_module();
  for (uint64_t seed : {1u, 2u, 3u}) {
    play_checked(*game, seed, "random", "random");
    if (HasFatalFailure()) return;
  }
}

TEST(Conformance, HeuristicGamesCloneRoundTripAndHideWhatTheyShould) {
  const auto game = stccg2e::make_module();
  for (uint64_t seed : {4u, 5u}) {
    play_checked(*game, seed, "heuristic", "heuristic");
    if (HasFatalFailure()) return;
  }
}
