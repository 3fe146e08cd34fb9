// TsState::determinized (state/determinize.cpp): the worlds the search agent plans on. A world must
// keep everything the viewer knows, move only what they cannot see, never move a card out of its
// owner's zones, and be the same for two states the viewer cannot tell apart.
#include <algorithm>

#include "core/ismcts_agent.h"
#include "helpers.h"

namespace tst {
namespace {

using spaceline::Rng;

// The cards of a zone whose place `viewer` knows, in order, with kNone where they do not.
std::vector<Card> as_seen(const TsState& s, const std::vector<Card>& zone, int viewer) {
  std::vector<Card> out;
  for (Card c : zone) out.push_back((s.known[c] >> viewer) & 1 ? c : kNone);
  return out;
}

std::vector<Card> sorted(std::vector<Card> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(Determinize, AWorldKeepsWhatTheViewerKnowsAndDealsTheRestAgainWithinEachOwner) {
  auto s = game(3, 5);
  bool moved = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng r(seed);
    auto w = s->determinized(0, r);
    ASSERT_NE(w, nullptr);
    const auto& ws = static_cast<const TsState&>(*w);
    for (int p = 0; p < 3; ++p) {
      const Seat &a = s->seats[p], &b = ws.seats[p];
      EXPECT_EQ(a.deck.size(), b.deck.size());
      EXPECT_EQ(a.hand.size(), b.hand.size());
      EXPECT_EQ(a.discard, b.discard);
      EXPECT_EQ(a.delivered, b.delivered);
      EXPECT_EQ(as_seen(*s, a.hand, 0), as_seen(ws, b.hand, 0)) << "seat " << p << ": a card seat 1 knows moved";
      // Every seat's deck and hand hold the same cards of theirs, dealt anew.
      std::vector<Card> before = a.deck, after = b.deck;
      before.insert(before.end(), a.hand.begin(), a.hand.end());
      after.insert(after.end(), b.hand.begin(), b.hand.end());
      EXPECT_EQ(sorted(before), sorted(after));
      for (Card c : after) EXPECT_EQ(ws.owner(c), p);
      if (a.deck != b.deck || a.hand != b.hand) moved = true;
    }
    EXPECT_EQ(s->seats[0].hand, ws.seats[0].hand) << "the viewer's own hand moved";
  }
  EXPECT_TRUE(moved) << "no world ever differed from the real one";
}

TEST(Determinize, TwoStatesTheViewerCannotTellApartGiveTheSameWorlds) {
  auto s = game(2, 9);
  auto t = std::make_unique<TsState>(*s);
  // Seat 2's hand and deck swap cards seat 1 has not seen.
  auto& seat = t->seats[1];
  ASSERT_FALSE(seat.hand.empty());
  ASSERT_FALSE(seat.deck.empty());
  std::swap(seat.hand.front(), seat.deck.back());
  ASSERT_NE(s->seats[1].hand, t->seats[1].hand);
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Rng r1(seed), r2(seed);
    auto a = s->determinized(0, r1), b = t->determinized(0, r2);
    EXPECT_EQ(static_cast<const TsState&>(*a).seats, static_cast<const TsState&>(*b).seats) << "seed " << seed;
    EXPECT_EQ(static_cast<const TsState&>(*a).rng, static_cast<const TsState&>(*b).rng);
  }
}

TEST(Determinize, TheSearchAgentPlaysWholeGamesOfTwoAndFour) {
  for (int players : {2, 4}) {
    auto s = game(players, 3);
    spaceline::IsmctsConfig c;
    c.iterations = 20;
    c.seconds = 0;
    std::vector<std::unique_ptr<spaceline::IsmctsAgent>> agents;
    for (int p = 0; p < players; ++p) agents.push_back(std::make_unique<spaceline::IsmctsAgent>("ismcts", c, 11 + p));
    int steps = 0;
    while (!s->is_terminal() && steps < 20000) {
      s->apply(agents[static_cast<size_t>(s->current_player())]->choose(*s));
      ++steps;
    }
    EXPECT_TRUE(s->is_terminal()) << players << " players: not over after " << steps << " actions";
  }
}

}  // namespace
}  // namespace tst
