// The position builder used by the rule tests: positions it makes are
// consistent with the engine's own bookkeeping, and the engine plays on them.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {
bool contains(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }
}  // namespace

TEST(ScenarioBuilder, CardsAreRegisteredLikeTheEngineDoes) {
  ScenarioBuilder b;
  int l0 = b.mission("Avert Disaster");
  int l1 = b.mission("Test Mission");
  EXPECT_EQ(l0, 0);
  EXPECT_EQ(l1, 1);
  CardId d1 = b.seed_under(l0, "Chalnoth");
  CardId d2 = b.seed_under(l0, "Archer");
  CardId out = b.outpost(l0, "Federation Outpost");
  CardId ship = b.ship(l0, "U.S.S. Galaxy");
  CardId picard = b.aboard(ship, "Jean-Luc Picard");
  CardId worf = b.on_planet(l0, "Worf");
  CardId h = b.hand("Data");
  CardId dc = b.discard("Tasha Yar", 1);
  const auto& s = b.state();
  EXPECT_EQ(s.seeds_under(l0), (std::vector<CardId>{d1, d2}));
  EXPECT_EQ(s.cards[out].zone, Zone::InPlay);
  EXPECT_EQ(s.cards[out].place, Place::Space);
  EXPECT_EQ(s.cards[picard].place, Place::Aboard);
  EXPECT_EQ(s.cards[picard].host, ship);
  EXPECT_EQ(s.cards[picard].loc, l0);
  EXPECT_EQ(s.cards[worf].place, Place::Planet);
  EXPECT_EQ(s.cards[h].zone, Zone::Hand);
  EXPECT_TRUE(contains(s.players[0].hand, h));
  EXPECT_FALSE(contains(s.players[0].deck, h));
  EXPECT_TRUE(contains(s.players[1].discard, dc));
  EXPECT_EQ(s.players[0].deck.size(), 20u);
  EXPECT_EQ(s.cards[s.spaceline[l1].mission].zone, Zone::Spaceline);
  EXPECT_EQ(b.id("Worf"), worf);
  EXPECT_EQ(b.id("Tasha Yar", 1), dc);
  EXPECT_THROW(b.id("Tasha Yar", 0), std::invalid_argument);
  EXPECT_THROW(b.hand("No Such Card"), std::invalid_argument);
}

TEST(ScenarioBuilder, EnginePlaysOnABuiltPosition) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId ship = b.ship(l, "U.S.S. Galaxy");
  CardId picard = b.aboard(ship, "Jean-Luc Picard");
  b.aboard(ship, "Tasha Yar");
  b.aboard(ship, "Worf");
  EXPECT_TRUE(b.can("End your turn"));
  b.act("Beam Jean-Luc Picard from U.S.S. Galaxy to the planet at Avert Disaster");
  EXPECT_EQ(b->cards[picard].place, Place::Planet);
  EXPECT_THROW(b.act("Attempt Cloaked Mission"), std::runtime_error);
  b.act("End your turn");
  EXPECT_EQ(b->active, 1);
  EXPECT_EQ(b->phase, Phase::PlayCard);
  EXPECT_EQ(b->players[0].hand.size(), 1u);
  EXPECT_EQ(b->players[0].deck.size(), 19u);
}

TEST(ScenarioBuilder, DeckTopIsDrawnFirst) {
  ScenarioBuilder b(1, 5);
  b.mission("Avert Disaster");
  CardId top = b.deck_top("Data");
  b.act("End your turn");
  ASSERT_EQ(b->players[0].hand.size(), 1u);
  EXPECT_EQ(b->players[0].hand.front(), top);
  b.set_deck_size(1, 0);
  EXPECT_TRUE(b->players[1].deck.empty());
}
