// Conformance (docs/architecture.md): random and heuristic games where, at every step, clone()
// and load_state(to_json()) equal the original (hash and legal actions), no observation or table
// shows a card hidden from its viewer (another seat's hand, any library), and the recorded action
// keys replay the game exactly. Also the heuristic agent against the random one.
#include <gtest/gtest.h>

#include "core/agent.h"
#include "games/spacequest/module.h"
#include "games/spacequest/state/state.h"

using namespace spaceline;
using spaceline::spacequest::SqState;

namespace {

const GameModule& module() {
  static auto m = spacequest::make_module();
  return *m;
}

std::vector<std::string> keys_of(const State& s) {
  std::vector<std::string> v;
  for (Action a : s.legal_actions()) v.push_back(s.action_key(a));
  return v;
}

struct Result {
  int winner = -1, steps = 0;
};

Result play(uint64_t seed, const std::vector<std::string>& agents, const std::vector<std::string>& decks, bool check) {
  GameSetup g;
  g.seed = seed;
  g.max_turns = 40;
  g.decks = decks;
  auto s = module().new_game(g);
  std::vector<std::unique_ptr<Agent>> seat;
  for (int i = 0; i < 2; ++i) seat.push_back(module().make_agent(agents[i], seed * 10 + i));
  std::vector<std::string> taken;
  int step = 0;
  for (; !s->is_terminal() && step < 50000; ++step) {
    if (check) {
      auto c = s->clone();
      EXPECT_EQ(c->hash(), s->hash());
      const auto j = s->to_json();
      auto l = module().load_state(j);
      EXPECT_EQ(l->to_json(), j) << "seed " << seed << " step " << step;
      EXPECT_EQ(keys_of(*l), keys_of(*s));
      for (int v = 0; v < 2; ++v) {
        const std::string obs = s->observation(v).dump() + module().render_table(*s, v);
        for (const auto& w : module().hidden_from(*s, v))
          EXPECT_EQ(obs.find(w), std::string::npos) << "seed " << seed << " step " << step << ": viewer " << v << " sees hidden '" << w << "'";
      }
      if (::testing::Test::HasFailure()) return {};
    }
    const Action a = seat[s->current_player()]->choose(*s);
    taken.push_back(s->action_key(a));
    s->apply(a);
  }
  EXPECT_TRUE(s->is_terminal()) << "seed " << seed << " did not finish in " << step << " steps";
  auto r = module().new_game(g);
  for (const auto& k : taken) r->apply(dynamic_cast<const SqState&>(*r).parse_key(k));
  EXPECT_EQ(r->hash(), s->hash()) << "replay of seed " << seed;
  return {dynamic_cast<const SqState&>(*s).winner, step};
}

}  // namespace

TEST(Conformance, RandomGamesCloneSaveReplayAndHideHands) {
  for (uint64_t seed = 1; seed <= 6; ++seed) play(seed, {"random", "random"}, {}, true);
}

TEST(Conformance, RandomDecksPlayToTheEnd) {
  for (uint64_t seed = 1; seed <= 6; ++seed) play(seed, {"random", "heuristic"}, {"random", "random"}, true);
}

TEST(Conformance, HeuristicGamesCloneSaveReplayAndHideHands) {
  for (uint64_t seed = 1; seed <= 4; ++seed) play(seed, {"heuristic", "heuristic"}, {}, true);
}

TEST(Agents, HeuristicBeatsRandomInMostGames) {
  int wins = 0, games = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed)
    for (int side = 0; side < 2; ++side) {
      std::vector<std::string> agents = {"random", "random"};
      agents[side] = "heuristic";
      wins += play(seed, agents, {}, false).winner == side;
      ++games;
    }
  EXPECT_GT(wins * 10, games * 7) << wins << " of " << games;
}

TEST(Module, IdentityAndErrors) {
  EXPECT_EQ(module().name(), "spacequest");
  GameSetup g;
  g.players = 3;
  EXPECT_THROW(module().new_game(g), std::invalid_argument);
  g.players = 2;
  g.decks = {"no-such-deck", "random"};
  try {
    module().new_game(g);
    ADD_FAILURE() << "an unknown deck was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("no-such-deck: no such deck file or bundled deck"), std::string::npos) << e.what();
  }
  nlohmann::json bad = module().new_game(GameSetup{})->to_json();
  bad["seats"][0]["life"] = "lots";
  try {
    module().load_state(bad);
    ADD_FAILURE() << "a damaged save was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("seats[0].life: must be a whole number"), std::string::npos) << e.what();
  }
}
