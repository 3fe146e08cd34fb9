// SqState::determinized (state/determinize.cpp): the worlds the search agents plan on. A world
// never shows the viewer the real hidden cards (the other hand's unseen cards, any library's
// order), keeps everything the viewer knows, never moves a card out of its owner's hand and
// library, and is the same for two states the viewer cannot tell apart.
#include <algorithm>

#include "core/ismcts_agent.h"
#include "core/match.h"
#include "games/spacequest/module.h"
#include "helpers.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;
using spaceline::Rng;

namespace {

const spaceline::GameModule& module() {
  static const auto m = make_module();
  return *m;
}

// A bundled game some turns in, so both hands hold cards and the libraries are shuffled.
std::unique_ptr<SqState> midgame(uint64_t seed) {
  spaceline::GameSetup g;
  g.seed = seed;
  auto st = module().new_game(g);
  auto agent = module().make_agent("heuristic", seed);
  for (int i = 0; i < 300 && !st->is_terminal() && st->turn_number() < 5; ++i) st->apply(agent->choose(*st));
  return std::unique_ptr<SqState>(static_cast<SqState*>(st.release()));
}

std::vector<Card> sorted(std::vector<Card> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The viewer's picture of a hand: the cards they know, kNone where they do not.
std::vector<Card> as_seen(const SqState& s, const std::vector<Card>& hand, int viewer) {
  std::vector<Card> out;
  for (Card c : hand) out.push_back((s.cards[c].known >> viewer) & 1 ? c : kNone);
  return out;
}

}  // namespace

TEST(Determinize, AWorldKeepsWhatTheViewerKnowsAndDealsTheHiddenCardsAgain) {
  auto s = midgame(4);
  ASSERT_FALSE(s->is_terminal());
  ASSERT_GT(s->seats[1].hand.size(), 0u);
  bool hand_moved = false, library_moved = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng r(seed);
    auto w = s->determinized(0, r);
    ASSERT_NE(w, nullptr);
    const auto& ws = static_cast<const SqState&>(*w);
    EXPECT_EQ(ws.seats[0].hand, s->seats[0].hand) << "the viewer's own hand moved";
    for (int p = 0; p < kPlayers; ++p) {
      const Seat &a = s->seats[p], &b = ws.seats[p];
      EXPECT_EQ(a.field, b.field);
      EXPECT_EQ(a.graveyard, b.graveyard);
      EXPECT_EQ(a.life, b.life);
      EXPECT_EQ(a.hand.size(), b.hand.size());
      EXPECT_EQ(a.library.size(), b.library.size());
      EXPECT_EQ(as_seen(*s, a.hand, 0), as_seen(ws, b.hand, 0)) << "seat " << p << ": a card the viewer knows moved";
      std::vector<Card> before = a.hand, after = b.hand;
      before.insert(before.end(), a.library.begin(), a.library.end());
      after.insert(after.end(), b.library.begin(), b.library.end());
      EXPECT_EQ(sorted(before), sorted(after)) << "seat " << p << ": a card left its owner's hand and library";
      for (Card c : b.hand) EXPECT_EQ(ws.cards[c].zone, Zone::Hand);
      for (Card c : b.library) EXPECT_EQ(ws.cards[c].zone, Zone::Library);
      if (p == 1 && a.hand != b.hand) hand_moved = true;
      if (a.library != b.library) library_moved = true;
    }
    EXPECT_EQ(ws.stack, s->stack);
    // The world is a game that goes on: its legal actions are the viewer's when they decide.
    if (s->decider == 0) EXPECT_EQ(ws.legal_actions(), s->legal_actions());
  }
  EXPECT_TRUE(hand_moved) << "the other seat's unseen hand was never dealt again";
  EXPECT_TRUE(library_moved) << "no library order was ever dealt again";
}

TEST(Determinize, AWorldNeverShowsTheRealHiddenCards) {
  // Over many worlds the other seat's hand is not the real one: the real cards are not leaked.
  auto s = midgame(6);
  const auto real = s->seats[1].hand;
  ASSERT_GT(real.size(), 1u);
  int same = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Rng r(seed);
    auto w = s->determinized(0, r);
    same += static_cast<const SqState&>(*w).seats[1].hand == real;
  }
  EXPECT_LT(same, 5) << "the real hidden hand comes back in " << same << " of 30 worlds";
}

TEST(Determinize, TwoStatesTheViewerCannotTellApartGiveTheSameWorlds) {
  auto s = midgame(5);
  auto t = std::make_unique<SqState>(*s);
  auto& seat = t->seats[1];
  ASSERT_FALSE(seat.hand.empty());
  ASSERT_FALSE(seat.library.empty());
  // Seat 2 holds a card seat 1 has not seen in place of one from its library.
  const auto unseen = std::find_if(seat.hand.begin(), seat.hand.end(), [&](Card c) { return !(t->cards[c].known & 1); });
  ASSERT_NE(unseen, seat.hand.end());
  std::swap(*unseen, seat.library.front());
  std::swap(t->cards[*unseen].zone, t->cards[seat.library.front()].zone);
  std::swap(t->cards[*unseen].known, t->cards[seat.library.front()].known);
  ASSERT_NE(s->seats[1].hand, t->seats[1].hand);
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Rng r1(seed), r2(seed);
    auto a = s->determinized(0, r1), b = t->determinized(0, r2);
    EXPECT_EQ(static_cast<const SqState&>(*a).seats, static_cast<const SqState&>(*b).seats) << "seed " << seed;
    EXPECT_EQ(static_cast<const SqState&>(*a).rng, static_cast<const SqState&>(*b).rng);
  }
}

TEST(Determinize, TheModuleListsTheSearchAgentsAndTheyPlayAWholeGame) {
  const auto names = module().agent_names();
  for (const char* n : {"ismcts-easy", "ismcts", "ismcts-hard"})
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
  spaceline::GameSetup g;
  g.seed = 2;
  g.max_turns = 12;
  auto s = module().new_game(g);
  spaceline::IsmctsConfig c;
  c.iterations = 15;
  c.seconds = 0;
  spaceline::IsmctsAgent a("ismcts", c, 11);
  auto h = module().make_agent("heuristic", 12);
  int steps = 0;
  while (!s->is_terminal() && steps < 20000) {
    s->apply(s->current_player() == 0 ? a.choose(*s) : h->choose(*s));
    ++steps;
  }
  EXPECT_TRUE(s->is_terminal()) << "not over after " << steps << " actions";
}
