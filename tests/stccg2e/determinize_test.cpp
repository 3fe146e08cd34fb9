// S2State::determinized (state/determinize.cpp): the worlds the search agents plan on. A world
// never shows the viewer the real hidden cards (the other hand, any draw deck's or dilemma pile's
// order, a face-down dilemma stack), keeps what the viewer knows, keeps draw-deck cards and
// dilemmas apart and with their owner, puts only fitting dilemmas in a stack (D-2E-20), and is the
// same for two states the viewer cannot tell apart.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/ismcts_agent.h"
#include "games/stccg2e/agents/heuristic_agent.h"
#include "games/stccg2e/module.h"
#include "helpers.h"

using namespace spaceline::stccg2e;
using namespace spaceline::stccg2e::test;
using spaceline::Action;
using spaceline::Rng;

namespace {

std::vector<Card> sorted(std::vector<Card> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<Card> as_seen(const S2State& s, const std::vector<Card>& zone, int viewer) {
  std::vector<Card> out;
  for (Card c : zone) out.push_back(s.known[c] == 0xFF || (s.known[c] >> viewer) & 1 ? c : kNone);
  return out;
}

// The heuristic agent on both seats until `done` holds (null if the game ends first).
template <class Done>
std::unique_ptr<S2State> play_until(uint64_t seed, Done done) {
  auto s = game(seed);
  HeuristicAgent agent(seed);
  for (int i = 0; i < 5000 && !s->over; ++i) {
    if (done(*s)) return s;
    s->apply(agent.choose(*s));
  }
  return nullptr;
}

}  // namespace

TEST(Determinize, AWorldKeepsWhatTheViewerKnowsAndDealsTheRestAgainByKindAndOwner) {
  auto s = play_until(2, [](const S2State& x) { return x.turn >= 4; });
  ASSERT_NE(s, nullptr);
  bool moved = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng r(seed);
    auto w = s->determinized(0, r);
    ASSERT_NE(w, nullptr);
    const auto& ws = static_cast<const S2State&>(*w);
    EXPECT_EQ(ws.seats[0].hand, s->seats[0].hand) << "the viewer's own hand moved";
    EXPECT_EQ(ws.line, s->line);
    for (int p = 0; p < kPlayers; ++p) {
      const Seat &a = s->seats[p], &b = ws.seats[p];
      EXPECT_EQ(a.discard, b.discard);
      EXPECT_EQ(a.core, b.core);
      EXPECT_EQ(a.score, b.score);
      EXPECT_EQ(as_seen(*s, a.hand, 0), as_seen(ws, b.hand, 0)) << "seat " << p;
      EXPECT_EQ(as_seen(*s, a.deck, 0), as_seen(ws, b.deck, 0)) << "seat " << p << ": a deck card the viewer knows moved";
      std::vector<Card> before = a.deck, after = b.deck;
      before.insert(before.end(), a.hand.begin(), a.hand.end());
      after.insert(after.end(), b.hand.begin(), b.hand.end());
      EXPECT_EQ(sorted(before), sorted(after)) << "seat " << p << ": a card left its owner's deck and hand";
      EXPECT_EQ(sorted(a.dilemmas), sorted(b.dilemmas)) << "seat " << p << ": dilemmas and draw-deck cards were mixed";
      for (Card c : b.hand) EXPECT_EQ(ws.cards[c].zone, Zone::Hand);
      for (Card c : b.deck) EXPECT_EQ(ws.cards[c].zone, Zone::Deck);
      if (a.deck != b.deck || a.hand != b.hand || a.dilemmas != b.dilemmas) moved = true;
    }
  }
  EXPECT_TRUE(moved) << "no world ever differed from the real one";
}

TEST(Determinize, TheAttemptingPlayerNeverSeesTheRealFaceDownStack) {
  // The builder has put two of the drawn dilemmas in the stack, face down.
  auto choices = [](const S2State& x) {
    int n = 0;
    for (Action a : x.legal_actions()) n += act_kind(a) == Act::ChooseDilemma;
    return n;
  };
  std::unique_ptr<S2State> s;
  for (uint64_t g = 1; g <= 6 && !s; ++g)
    s = play_until(g, [&](const S2State& x) { return x.pending == Pending::BuildStack && x.attempt.drawn.size() >= 3 && choices(x) >= 2; });
  ASSERT_NE(s, nullptr) << "no game came to a dilemma stack with a choice of two";
  for (int k = 0; k < 2 && s->attempt.stack.size() < 2; ++k)
    for (Action a : s->legal_actions())
      if (act_kind(a) == Act::ChooseDilemma) {
        s->apply(a);
        break;
      }
  ASSERT_GE(s->attempt.stack.size(), 1u);
  const int viewer = s->attempt.player, builder = 1 - viewer;
  const Where here = s->line[s->attempt.slot].where;
  int same = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Rng r(seed);
    auto w = s->determinized(viewer, r);
    const auto& ws = static_cast<const S2State&>(*w);
    same += ws.attempt.stack == s->attempt.stack;
    EXPECT_EQ(ws.attempt.stack.size(), s->attempt.stack.size());
    for (Card d : ws.attempt.stack) {
      EXPECT_EQ(ws.owner(d), builder);
      EXPECT_TRUE(ws.def(d).where == Where::Dual || ws.def(d).where == here) << ws.name(d) << " may not go in this stack (D-2E-20)";
      EXPECT_EQ(ws.cards[d].zone, Zone::Stack);
    }
    // The builder's world keeps the stack: they built it.
    Rng r2(seed);
    EXPECT_EQ(static_cast<const S2State&>(*s->determinized(builder, r2)).attempt.stack, s->attempt.stack);
  }
  EXPECT_LT(same, 10) << "the real face-down stack comes back in " << same << " of 30 worlds";
}

TEST(Determinize, TwoStatesTheViewerCannotTellApartGiveTheSameWorlds) {
  auto s = play_until(5, [](const S2State& x) { return x.turn >= 3; });
  ASSERT_NE(s, nullptr);
  auto t = std::make_unique<S2State>(*s);
  auto& seat = t->seats[1];
  ASSERT_FALSE(seat.hand.empty());
  ASSERT_FALSE(seat.deck.empty());
  std::swap(seat.hand.front(), seat.deck.back());
  std::swap(t->cards[seat.hand.front()].zone, t->cards[seat.deck.back()].zone);
  std::swap(t->known[seat.hand.front()], t->known[seat.deck.back()]);
  ASSERT_NE(s->seats[1].hand, t->seats[1].hand);
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Rng r1(seed), r2(seed);
    auto a = s->determinized(0, r1), b = t->determinized(0, r2);
    EXPECT_EQ(static_cast<const S2State&>(*a).seats, static_cast<const S2State&>(*b).seats) << "seed " << seed;
    EXPECT_EQ(static_cast<const S2State&>(*a).rng, static_cast<const S2State&>(*b).rng);
  }
}

TEST(Determinize, TheModuleListsTheSearchAgentsAndTheyPlayAWholeGame) {
  const auto module = make_module();
  const auto names = module->agent_names();
  for (const char* n : {"ismcts-easy", "ismcts", "ismcts-hard"})
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
  spaceline::GameSetup g;
  g.seed = 2;
  g.max_turns = 10;
  auto s = module->new_game(g);
  spaceline::IsmctsConfig c;
  c.iterations = 15;
  c.seconds = 0;
  spaceline::IsmctsAgent a("ismcts", c, 11);
  auto h = module->make_agent("heuristic", 12);
  int steps = 0;
  while (!s->is_terminal() && steps < 20000) {
    s->apply(s->current_player() == 0 ? a.choose(*s) : h->choose(*s));
    ++steps;
  }
  EXPECT_TRUE(s->is_terminal()) << "not over after " << steps << " actions";
}

// D-2E-14: a world's face-down stack costs no more than the attempting personnel allow. P1 attempts
// with two personnel; P2 has put two dilemmas costing 1 each in the stack, so the stack may cost 2
// in all, and every world's stack does, whatever dearer dilemmas its pool holds, with the cost left
// set to match.
TEST(Determinize, D_2E_14_AWorldsStackCostsNoMoreThanThePersonnelAllow) {
  auto s = game(3);
  const uint16_t at = slot_of(*s, "Sector 97");
  const Card ship = card(*s, 0, "U.S.S. Galaxy");
  to_table(*s, ship, at);
  for (const char* n : {"Rixx", "Davies"}) to_table(*s, card(*s, 0, n), at, ship);
  const Card squall = card(*s, 1, "Ion Squall"), signals = card(*s, 1, "Crossed Signals");
  for (Card d : {squall, signals}) {
    lift(*s, d);
    s->seats[1].dilemmas.push_back(d);
    s->cards[d].zone = Zone::DilemmaPile;
  }
  s->phase = Phase::Orders;
  s->apply(find_action(*s, Act::Attempt, at, ship));
  s->apply(find_action(*s, Act::ChooseDilemma, squall));
  s->apply(find_action(*s, Act::ChooseDilemma, signals));
  ASSERT_EQ(s->attempt.budget, 0);
  bool dearer_in_pool = false;
  for (Card d : s->seats[1].dilemmas) dearer_in_pool |= s->def(d).cost > 1;
  ASSERT_TRUE(dearer_in_pool);
  bool differed = false;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    Rng r(seed);
    auto w = s->determinized(0, r);
    const auto& ws = static_cast<const S2State&>(*w);
    ASSERT_EQ(ws.attempt.stack.size(), 2u);
    int cost = 0;
    for (Card d : ws.attempt.stack) cost += ws.def(d).cost;
    EXPECT_LE(cost, 2) << "world " << seed;
    EXPECT_EQ(cost + ws.attempt.budget, 2) << "world " << seed << ": the cost left does not match";
    differed |= ws.attempt.stack != s->attempt.stack;
  }
  EXPECT_TRUE(differed) << "every world kept the real stack";
}
