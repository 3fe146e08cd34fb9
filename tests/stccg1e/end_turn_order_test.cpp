// The order of the end of a turn (CRD III.6 "Multiple actions scheduled"; R-TURN-4, D-TURN-2): the
// player whose turn it is chooses it when two obligations due could change each other's outcome,
// and is asked nothing otherwise; the question survives a save.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// 0 Avert Disaster, 1 Explore Dyson Sphere (the Borg Ship under it; an outpost and the Galaxy),
// 2 Test Mission. Player 1's Husnock Ship (SHIELDS 12: the Borg Ship's 24 damages it) burns with
// player 2's Plasma Fire at `husnock_at`. Player 1 meets the Borg Ship, which will move to Test
// Mission at the end of the turn, and ends the turn.
struct FireAndBorg {
  ScenarioBuilder b;
  CardId husnock = kNone, fire = kNone, borg = kNone;
  explicit FireAndBorg(int husnock_at = 2) {
    b.mission("Avert Disaster");
    b.mission("Explore Dyson Sphere");
    b.mission("Test Mission");
    borg = b.seed_under(1, "Borg Ship");
    b.outpost(1, "Federation Outpost");
    b.aboard(b.ship(1, "U.S.S. Galaxy"), "Jean-Luc Picard");
    husnock = b.ship(husnock_at, "Husnock Ship");
    b.aboard(husnock, "Mot the Barber");
    fire = b.event("Plasma Fire", 1, EventTarget::Ship, husnock);
    b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
    b.act("End your turn");
  }
};

}  // namespace

TEST(R_TURN_4, TheActivePlayerChoosesWhetherTheBorgShipOrTheFireComesFirst) {
  FireAndBorg t;
  auto& b = t.b;
  ASSERT_EQ(b->choice.kind, ChoiceKind::EndTurnOrder) << b.log_text();
  EXPECT_EQ(b->current_player(), 0);
  EXPECT_EQ(b->decision().prompt,
            "The turn ends: choose what happens first, the events striking your ships or the Borg Ship's move (R-TURN-4, D-TURN-2)");
  EXPECT_FALSE(b->cards[t.husnock].has(kDamaged)) << "nothing of the two has happened yet";
  b.act("First the Borg Ship moves and attacks");
  EXPECT_EQ(b->cards[t.borg].loc, 2);
  EXPECT_EQ(b->cards[t.husnock].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-BATTLE-11", Ev::ShipDamaged)) << "the Borg Ship's hit damages it";
  EXPECT_FALSE(b.logged("R-CARDRULE-4", Ev::ShipDamaged)) << "the fire then destroys the damaged ship";
  EXPECT_TRUE(b.logged("R-TURN-4", Ev::ObligationsOrdered));
  EXPECT_EQ(b->active, 1) << "the rest of the end of the turn and the draw followed";
}

TEST(R_TURN_4, PuttingTheFireFirstLetsTheBorgShipDestroyTheDamagedShip) {
  FireAndBorg t;
  auto& b = t.b;
  ASSERT_EQ(b->choice.kind, ChoiceKind::EndTurnOrder);
  b.act("First the events strike your ships");
  EXPECT_EQ(b->cards[t.husnock].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-CARDRULE-4", Ev::ShipDamaged));
  EXPECT_FALSE(b.logged("R-BATTLE-11", Ev::ShipDamaged));
  EXPECT_EQ(b->active, 1);
}

// D-TURN-2: asking when nothing can interact would put an empty question into the turn.
TEST(R_TURN_4, NothingIsAskedWhenTheBorgShipGoesWhereNoEventStrikes) {
  FireAndBorg t(0);
  auto& b = t.b;
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(b->active, 1);
  EXPECT_TRUE(b->cards[t.husnock].has(kDamaged));
  EXPECT_FALSE(b.logged("R-TURN-4"));
}

TEST(R_TURN_4, AHeldBorgShipAttacksNothingSoNothingIsAsked) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.mission("Explore Dyson Sphere");
  b.mission("Test Mission");
  CardId borg = b.seed_under(1, "Borg Ship");
  b.outpost(1, "Federation Outpost");
  b.aboard(b.ship(1, "U.S.S. Galaxy"), "Jean-Luc Picard");
  CardId husnock = b.ship(2, "Husnock Ship");
  b.event("Plasma Fire", 1, EventTarget::Ship, husnock);
  b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  b->cards[borg].counter |= 2;  // Hugh holds its attack this turn (D-BORG-7)
  b.act("End your turn");
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(b->active, 1);
}

// The question is saved with the game; the loaded game goes on as the uninterrupted one; a save
// that asks it where it cannot be asked, of the wrong player or with other options is refused.
TEST(R_TURN_4, TheOrderQuestionSurvivesASaveAndBadSavesAreRefused) {
  FireAndBorg t;
  const auto& s = t.b.state();
  ASSERT_EQ(s.choice.kind, ChoiceKind::EndTurnOrder);
  auto back = round_trip(s);
  apply_label(back, "First the Borg Ship moves and attacks");
  t.b.act("First the Borg Ship moves and attacks");
  EXPECT_EQ(back.hash(), t.b.state().hash());
  EXPECT_EQ(back.cards[t.husnock].zone, Zone::Discard);

  FireAndBorg u;
  const auto& w = u.b.state();
  EXPECT_TRUE(rejected(w, [](nlohmann::json& j) { j["choice"][1] = 1; }, "the active player's (D-TURN-2)"));
  EXPECT_TRUE(rejected(w, [](nlohmann::json& j) { j["choice"][2] = {0}; }, "choice[2] (options)"));
  FireAndBorg apart(0);  // player 2's turn has begun; nothing of the kind is due
  const int kind = static_cast<int>(ChoiceKind::EndTurnOrder);
  EXPECT_TRUE(rejected(apart.b.state(), [kind](nlohmann::json& j) { j["choice"] = {kind, 1, {0, 1}}; },
                       "no Borg Ship about to strike a ship an event strikes"));
}
