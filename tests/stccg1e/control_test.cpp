// Control of the opponent's cards (R-CARDRULE-3; Neural Servo Device, D-EVT-24):
// the ways into the rule that the card scenario does not take, and control
// surviving a save and a load.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// R-CARDRULE-3: a controlled card that leaves play goes to its owner's pile, whoever
// removed it; control survives a save; a broken control record is refused.
TEST(R_CARDRULE_3, AControlledCardLeavingPlayGoesToItsOwnersPile) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int l = b.mission("Test Mission");
  CardId merc = b.ship(l, "Mercenary Ship", 1);
  for (auto n : {"Konmel", "B'iJik"}) b.aboard(merc, n);
  CardId gun = b.aboard(merc, "Klingon Disruptor");
  b.hand("Neural Servo Device", 0);
  b.hand("Disruptor Overload", 0);
  b.act("Play Neural Servo Device on Mercenary Ship");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  ASSERT_EQ(b->cards[merc].owner, 0);
  ASSERT_EQ(b->cards[gun].owner, 0);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.real_owner(gun), 1);
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["controlled"][0][1] = 0; }, "controlled"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["controlled"][0][0] = int(b->cards.size()); }, "controlled"));
  // The only equipment aboard is destroyed: it goes to player 2's discard pile, not player 1's.
  b.act("Play Disruptor Overload on Mercenary Ship");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[gun].zone, Zone::Discard);
  EXPECT_EQ(b->cards[gun].owner, 1);
  const auto& pile = b->players[1].discard;
  EXPECT_NE(std::find(pile.begin(), pile.end(), gun), pile.end());
  EXPECT_FALSE(b->is_controlled(gun));
  // As the turn ends, the rest is player 2's again.
  b.pass_turn();
  EXPECT_EQ(b->cards[merc].owner, 1);
  EXPECT_TRUE(b->controlled.empty());
}

// D-EVT-24: only a non-aligned ship of the opponent is a target.
TEST(D_EVT_24, NeuralServoDeviceNeedsTheOpponentsNonAlignedShip) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int l = b.mission("Test Mission");
  b.aboard(b.ship(l, "I.K.C. Bortas", 1), "Klag");
  b.aboard(b.ship(l, "Combat Vessel", 0), "Konmel");
  b.hand("Neural Servo Device", 0);
  EXPECT_FALSE(b.can("Play Neural Servo Device"));
}
