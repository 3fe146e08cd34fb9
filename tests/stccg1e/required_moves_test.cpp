// Required actions (R-TIME-9): the move an Incoming Message imposes (D-INT-23)
// and the card play Energy Vortex sends back (D-INT-24). The ways into each rule
// that the card scenarios do not take, and their state surviving a save and a load.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// R-TIME-9 / D-INT-23: the required move survives a save; once the outpost it heads
// for is gone (here destroyed by a Supernova), the message is nullified.
TEST(R_TIME_9, IncomingMessageSurvivesASaveAndIsNullifiedWhenItsOutpostIsDestroyed) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(1, Phase::PlayCard);
  int home = b.mission("Avert Disaster");
  b.mission("Test Mission");
  int far = b.mission("Study Stellar Collision");
  b.outpost(home, "Federation Outpost", 0);
  CardId galaxy = b.ship(far, "U.S.S. Galaxy", 0);
  for (auto n : {"Jean-Luc Picard", "Hannah Bates", "Tasha Yar", "Worf"}) b.aboard(galaxy, n);
  CardId im = b.hand("Incoming Message - Federation", 1);
  b.event("Tox Uthat", 1, EventTarget::Table, 0);
  b.hand("Supernova", 1);
  b.act("Play Incoming Message - Federation on U.S.S. Galaxy");
  ASSERT_EQ(b->cards[im].host, galaxy);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.journey_of(galaxy), im);
  EXPECT_EQ(back.journey_target(im), home);
  b.act("Play Supernova on Avert Disaster");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[im].zone, Zone::Discard);
  EXPECT_EQ(b->journey_of(galaxy), kNone);
  EXPECT_TRUE(b.logged("D-INT-23", Ev::MessageVoid));
}

// D-INT-23: "nearest" is looked for at every move: an outpost built nearer on the way counts.
TEST(D_INT_23, TheNearestOutpostIsLookedForAfresh) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int a = b.mission("Avert Disaster");
  int t = b.mission("Test Mission");
  int s = b.mission("Study Stellar Collision");
  b.mission("Investigate Anomaly");
  b.outpost(a, "Federation Outpost", 0);
  CardId galaxy = b.ship(s, "U.S.S. Galaxy", 0);
  for (auto n : {"Jean-Luc Picard", "Hannah Bates", "Tasha Yar", "Worf"}) b.aboard(galaxy, n);
  CardId im = b.hand("Incoming Message - Federation", 0);  // played on your own ship: legal (either player's ship)
  b.act("Play Incoming Message - Federation on U.S.S. Galaxy");
  EXPECT_EQ(b->journey_target(im), a);
  b.outpost(t, "Federation Outpost", 0);
  EXPECT_EQ(b->journey_target(im), t);
  EXPECT_EQ(b->journey_step(galaxy), t);
  // A Klingon message finds no Klingon ship; none is offered.
  b.hand("Incoming Message - Klingon", 0);
  EXPECT_FALSE(b.can("Play Incoming Message - Klingon"));
}

// D-INT-24: Energy Vortex returns a card play; with no other card to play the player may
// skip; the returned cards survive a save; a broken list is refused.
TEST(D_INT_24, AfterEnergyVortexWithNothingElseToPlayTheCardPlayMayBeSkipped) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int l = b.mission("Avert Disaster");
  b.outpost(l, "Federation Outpost", 0);
  CardId tasha = b.hand("Tasha Yar", 0);
  b.hand("Energy Vortex", 1);
  b.act("Report Tasha Yar");
  b.act("Play Energy Vortex on Tasha Yar");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  ASSERT_EQ(b->cards[tasha].zone, Zone::Hand);
  EXPECT_EQ(b->phase, Phase::PlayCard);
  EXPECT_FALSE(b.can("Report Tasha Yar"));
  EXPECT_TRUE(b.can("Make no card play this turn"));  // nothing else can be played: nothing happens (CRD IV.8)
  auto back = round_trip(b.state());
  EXPECT_EQ(back.players[0].vortexed, std::vector<CardId>{tasha});
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["players"][0]["vortexed"] = {int(b->cards.size())}; }, "vortexed"));
  // The next turn, the card may be played again.
  b.act("Make no card play this turn");
  b.pass_turn();
  b.pass_turn();
  EXPECT_TRUE(b->players[0].vortexed.empty());
  EXPECT_TRUE(b.can("Report Tasha Yar"));
}

// D-INT-24: an outpost built is a card play too; an event that has already resolved is not answered.
TEST(D_INT_24, EnergyVortexUndoesAnOutpostButNotAResolvedEvent) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int l = b.mission("Avert Disaster");
  b.aboard(b.ship(l, "Runabout", 0), "Exocomp");  // a Federation ENGINEER to build it (R-FAC-10)
  CardId outpost = b.hand("Federation Outpost", 0);
  b.hand("Energy Vortex", 1);
  b.act("Build Federation Outpost at Avert Disaster");
  ASSERT_TRUE(b.can("Play Energy Vortex on Federation Outpost"));
  b.act("Play Energy Vortex on Federation Outpost");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[outpost].zone, Zone::Hand);
  EXPECT_TRUE(b->players[0].card_played == false);
}
