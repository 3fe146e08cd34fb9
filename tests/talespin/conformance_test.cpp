// Conformance (docs/architecture.md, OpenSpiel's RandomSimTest): random games of 2, 3
// and 4 players where, at every step, clone() and load_state(to_json()) equal
// the original (hash and legal actions), no observation contains a word
// hidden from its viewer, and a replay of the actions reaches the same hash;
// a game saved mid-turn and loaded back continues identically. Also the
// hidden-information ruling D-TS-21 and the module's interface.
#include "helpers.h"

#include "core/agent.h"
#include "core/match.h"
#include "games/talespin/module.h"

using namespace tst;

namespace {

const spaceline::GameModule& module() {
  static auto m = spaceline::talespin::make_module();
  return *m;
}

std::vector<std::string> keys_of(const spaceline::State& s) {
  std::vector<std::string> v;
  for (Action a : s.legal_actions()) v.push_back(s.action_key(a));
  return v;
}

void check_hidden(const spaceline::State& s, int players) {
  for (int v = 0; v < players; ++v) {
    const std::string obs = s.observation(v).dump();
    for (const auto& w : module().hidden_from(s, v))
      ASSERT_EQ(obs.find(w), std::string::npos) << "viewer " << v << " sees hidden '" << w << "'";
  }
}

// max_turns > 0 keeps random games short (they end by the turn limit, D-TS-18).
void run_conformance(int players, uint64_t seed, const std::vector<std::string>& agents, int max_turns = 0) {
  spaceline::GameSetup g;
  g.players = players;
  g.seed = seed;
  g.max_turns = max_turns;
  auto s = module().new_game(g);
  std::vector<std::unique_ptr<spaceline::Agent>> seat;
  for (int i = 0; i < players; ++i) seat.push_back(module().make_agent(agents[i], seed * 10 + i));
  std::vector<std::string> taken;
  std::unique_ptr<spaceline::State> saved;  // a save taken mid-turn
  size_t saved_at = 0;
  for (int step = 0; !s->is_terminal() && step < 20000; ++step) {
    // clone() equals the original
    auto c = s->clone();
    ASSERT_EQ(c->hash(), s->hash());
    ASSERT_EQ(keys_of(*c), keys_of(*s));
    // load_state(to_json()) round-trips exactly
    const auto j = s->to_json();
    auto l = module().load_state(j);
    ASSERT_EQ(l->hash(), s->hash()) << "step " << step;
    ASSERT_EQ(keys_of(*l), keys_of(*s));
    ASSERT_EQ(l->to_json(), j);
    check_hidden(*s, players);
    const auto* t = dynamic_cast<const TsState*>(s.get());
    if (!saved && step > 20 && t->step == Step::Roll) {
      saved = module().load_state(j);
      saved_at = taken.size();
    }
    const Action a = seat[s->current_player()]->choose(*s);
    taken.push_back(s->action_key(a));
    s->apply(a);
  }
  ASSERT_TRUE(s->is_terminal());
  // A replay from the same setup reaches the same state.
  auto r = module().new_game(g);
  for (const auto& k : taken) r->apply(dynamic_cast<const TsState*>(r.get())->parse_key(k));
  EXPECT_EQ(r->hash(), s->hash());
  EXPECT_TRUE(r->is_terminal());
  // The save taken mid-turn continues identically.
  if (saved) {
    for (size_t i = saved_at; i < taken.size(); ++i) saved->apply(dynamic_cast<const TsState*>(saved.get())->parse_key(taken[i]));
    EXPECT_EQ(saved->hash(), s->hash());
  }
}

}  // namespace

TEST(Conformance, RandomGamesTwoPlayers) {
  for (uint64_t seed = 1; seed <= 10; ++seed) run_conformance(2, seed, {"random", "random"}, 30);
}
TEST(Conformance, RandomGamesThreePlayers) {
  for (uint64_t seed = 101; seed <= 106; ++seed) run_conformance(3, seed, {"random", "random", "random"}, 30);
}
TEST(Conformance, RandomGamesFourPlayers) {
  for (uint64_t seed = 201; seed <= 205; ++seed) run_conformance(4, seed, {"random", "random", "random", "random"}, 30);
}
TEST(Conformance, HeuristicGames) {
  for (uint64_t seed = 301; seed <= 306; ++seed) run_conformance(2 + seed % 3, seed, {"heuristic", "random", "heuristic", "random"});
}

TEST(Conformance, IllegalActionThrowsAndLeavesTheStateUntouched) {
  auto s = game();
  const auto h = s->hash();
  EXPECT_THROW(s->apply(make_action(Act::Deliver, 3)), std::invalid_argument);
  EXPECT_THROW(s->apply(Action{0}), std::invalid_argument);
  EXPECT_THROW(key(*s, "move:cw"), std::invalid_argument);
  EXPECT_EQ(s->hash(), h);
  EXPECT_THROW(s->parse_key("fly:away"), std::invalid_argument);
  EXPECT_THROW(s->parse_key("pack:x"), std::invalid_argument);
  for (Action a : s->legal_actions()) EXPECT_EQ(s->parse_key(s->action_key(a)), a);
}

TEST(Conformance, SameSetupSameSeedSameGame) {
  spaceline::GameSetup g;
  g.players = 3;
  g.seed = 77;
  auto a = spaceline::play_match(module(), g, {"random", "heuristic", "random"});
  auto b = spaceline::play_match(module(), g, {"random", "heuristic", "random"});
  EXPECT_EQ(a.error, "");
  EXPECT_EQ(a.steps, b.steps);
  EXPECT_EQ(a.scores, b.scores);
  EXPECT_EQ(a.winner, b.winner);
}

// ---------------------------------------------------------------- D-TS-21
TEST(D_TS_21, HandsDecksAndPackedCargoAreHiddenFromOthers) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  empty_hand(*s, p);
  to_hand(*s, p, "Loop the Loop");
  const Card crate = to_packed(*s, p, "Crate of Pineapples");
  const auto mine = s->observation(p).dump(), theirs = s->observation(q).dump();
  EXPECT_NE(mine.find("Loop the Loop"), std::string::npos);
  EXPECT_NE(mine.find("Crate of Pineapples"), std::string::npos);
  EXPECT_EQ(theirs.find("Loop the Loop"), std::string::npos);
  EXPECT_EQ(theirs.find("Crate of Pineapples"), std::string::npos);
  EXPECT_EQ(s->observation(q)["seats"][p]["hand_count"], 1);
  EXPECT_EQ(s->observation(q)["seats"][p]["packed_count"], 1);
  const auto hidden = module().hidden_from(*s, q);
  EXPECT_NE(std::find(hidden.begin(), hidden.end(), "Crate of Pineapples"), hidden.end());
  EXPECT_NE(std::find(hidden.begin(), hidden.end(), "Loop the Loop"), hidden.end());
  (void)crate;
}

TEST(D_TS_21, PackingIsLoggedByNameOnlyToThePacker) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, p, "Test Walker");
  empty_hand(*s, p);
  const Card mail = to_hand(*s, p, "Bundle of Mail Sacks");
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  act(*s, Act::Pack, mail);
  bool seen = false;
  for (const auto& e : s->log)
    if (e.kind == LogKind::Pack) {
      seen = true;
      EXPECT_NE(s->render(e, p).find("Bundle of Mail Sacks"), std::string::npos);
      EXPECT_EQ(s->render(e, q).find("Bundle of Mail Sacks"), std::string::npos);
      EXPECT_NE(s->render(e, q).find("packs a cargo"), std::string::npos);
    }
  EXPECT_TRUE(seen);
  const auto obs = s->observation(q).dump();
  EXPECT_EQ(obs.find("Bundle of Mail Sacks"), std::string::npos);
}

TEST(D_TS_21, DrawsAreNamedOnlyToTheDrawer) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  for (const auto& e : s->log)
    if (e.kind == LogKind::Draw && e.p == p) {
      EXPECT_EQ(s->render(e, q), "[S1-2] P" + std::to_string(p + 1) + " draws a card.");
      EXPECT_NE(s->render(e, p), s->render(e, q));
    }
}

// ---------------------------------------------------------------- the module
TEST(Module, IdentityAgentsAndCards) {
  const auto& m = module();
  EXPECT_EQ(m.name(), "talespin");
  EXPECT_EQ(m.min_players(), 2);
  EXPECT_EQ(m.max_players(), 4);
  EXPECT_EQ(m.agent_names(), (std::vector<std::string>{"random", "heuristic", "ismcts-easy", "ismcts", "ismcts-hard"}));
  EXPECT_EQ(m.make_agent("heuristic", 1)->name(), "heuristic");
  EXPECT_THROW(m.make_agent("genius", 1), std::invalid_argument);
  EXPECT_EQ(m.default_decks(4).size(), 4u);
  EXPECT_NE(m.show_card("Tailwind").find("move 1 Location, then play cargo"), std::string::npos);
  EXPECT_NE(m.show_card("ts-401").find("Tailwind"), std::string::npos);
  try {
    m.show_card("Tailwnd");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("did you mean 'Tailwind'"), std::string::npos);
  }
  const auto list = m.list_cards();
  EXPECT_EQ(std::count(list.begin(), list.end(), '\n'), static_cast<long>(CardLibrary::bundled()->size()));
  spaceline::GameSetup g;
  g.players = 5;
  EXPECT_THROW(m.new_game(g), std::invalid_argument);
  g.players = 2;
  g.decks = {"random", "Sky Raiders"};
  EXPECT_NO_THROW(m.new_game(g));
}

TEST(Module, EveryLogEntryNamesItsRuleAndExplainGivesReasons) {
  spaceline::GameSetup g;
  g.players = 3;
  g.seed = 4;
  auto s = module().new_game(g);
  auto agent = module().make_agent("random", 3);
  for (int i = 0; i < 300 && !s->is_terminal(); ++i) s->apply(agent->choose(*s));
  for (const auto& line : module().log_lines(*s, 0))
    EXPECT_TRUE(line.rfind("[S1-", 0) == 0 || line.rfind("[D-TS-", 0) == 0) << line;
  auto t = game();
  const int p = t->active;
  empty_hand(*t, p);
  to_hand(*t, p, "Loop the Loop");
  to_hand(*t, p, "Crate of Pineapples");
  const std::string ex = module().explain(*t);
  EXPECT_NE(ex.find("Legal actions:"), std::string::npos);
  EXPECT_NE(ex.find("Loop the Loop: a maneuver, played only in a dogfight you fight (D-TS-11)"), std::string::npos) << ex;
  // The same reasons as why_not (rules/why_not.cpp), from the same checks.
  EXPECT_NE(ex.find("Play Cargo Crate of Pineapples: Cargo is never played from hand in the Play step, only as the cargo play "
                    "after a move (D-TS-6)"),
            std::string::npos)
      << ex;
}

TEST(Module, StatsScoresAndEndReason) {
  spaceline::GameSetup g;
  g.players = 2;
  g.seed = 8;
  auto r = spaceline::play_match(module(), g, {"heuristic", "heuristic"});
  ASSERT_EQ(r.error, "");
  EXPECT_GT(r.stats.at("die_rolls"), 0);
  EXPECT_GE(r.stats.at("cargo_delivered"), 5);
  EXPECT_NE(r.end_reason.find("S1-13"), std::string::npos);
  EXPECT_EQ(r.scores[r.winner], 5);
}

TEST(Module, LoadStateNamesTheBadField) {
  auto s = game();
  const auto j = s->to_json();
  auto expect_error = [&](nlohmann::json bad, const std::string& want) {
    try {
      state_from_json(bad, test_lib());
      ADD_FAILURE() << "loaded; wanted error " << want;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(want), std::string::npos) << e.what();
    }
  };
  auto b = j;
  b.erase("turn");
  expect_error(b, "turn: missing");
  b = j;
  b["version"] = "talespin-0";
  expect_error(b, "version");
  b = j;
  b["cards"][0] = "TS-999";
  expect_error(b, "cards[0]: unknown card id");
  b = j;
  b["seats"][0]["hand"].push_back(b["seats"][0]["deck"][0]);
  expect_error(b, "is in two places");
  b = j;
  b["seats"][1]["deck"].erase(0);
  expect_error(b, "is in no zone");
  b = j;
  b["seats"][0]["pos"] = 99;
  expect_error(b, "seats[0].pos");
  b = j;
  b["die"] = 7;
  expect_error(b, "die: must be from 0 to 6");
  b = j;
  b["pending"] = "dance";
  expect_error(b, "pending: unknown value 'dance'");
  b = j;
  b["log"][0] = {1, 2};
  expect_error(b, "log[0]");
  b = j;
  b["seats"][0]["packed"].push_back(b["seats"][0]["deck"][0]);
  b["seats"][0]["deck"].erase(0);
  // a packed card that is not Cargo (when the top card is not Cargo) or fine
  try {
    state_from_json(b, test_lib());
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("seats[0].packed[0]"), std::string::npos) << e.what();
  }
  EXPECT_THROW(module().load_state(nlohmann::json::array()), std::invalid_argument);
}

// A game saved in the middle of each kind of decision continues identically.
TEST(Conformance, SavedMidDogfightMidMoveAndMidCargoContinueIdentically) {
  int checked = 0;
  for (uint64_t seed = 400; seed < 460 && checked < 3 * 4; ++seed) {
    spaceline::GameSetup g;
    g.players = 3;
    g.seed = seed;
    auto s = module().new_game(g);
    auto agent = module().make_agent("heuristic", seed);
    std::vector<std::pair<std::unique_ptr<spaceline::State>, size_t>> saves;
    std::vector<Action> taken;
    for (int i = 0; i < 3000 && !s->is_terminal(); ++i) {
      const auto* t = dynamic_cast<const TsState*>(s.get());
      if ((t->pending == Pending::Maneuver || t->pending == Pending::Direction || t->pending == Pending::Cargo ||
           t->pending == Pending::Defend) && saves.size() < 4)
        saves.emplace_back(module().load_state(nlohmann::json::parse(s->to_json().dump())), taken.size());
      const Action a = agent->choose(*s);
      taken.push_back(a);
      s->apply(a);
    }
    for (auto& [saved, at] : saves) {
      for (size_t i = at; i < taken.size(); ++i) saved->apply(taken[i]);
      EXPECT_EQ(saved->hash(), s->hash()) << "seed " << seed;
      ++checked;
    }
  }
  EXPECT_GE(checked, 12);
}
