// Holograms away from their ship (CRD IV.10.A rules 4, 8; R-HEA-5, D-EVT-9): lost in an Away Team
// battle, or relocated off their ship's location, they are deactivated and returned to the ship they
// beamed down from; when that ship is destroyed while they are away, they are discarded.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// Avert Disaster with Holo-Projectors; player 1's U.S.S. Enterprise and U.S.S. Galaxy (both with a
// holodeck) there; Dr. Leah Brahms beamed down from the Galaxy; Test Mission beside it.
struct Away {
  ScenarioBuilder b;
  CardId enterprise = kNone, galaxy = kNone, leah = kNone;
  Away() {
    b.mission("Avert Disaster");
    b.mission("Test Mission");
    b.event("Holo-Projectors", 0, EventTarget::Mission, 0);
    enterprise = b.ship(0, "U.S.S. Enterprise");
    b.aboard(enterprise, "William T. Riker");
    galaxy = b.ship(0, "U.S.S. Galaxy");
    b.aboard(galaxy, "Jean-Luc Picard");
    b.aboard(galaxy, "Dr. Leah Brahms");
    b.act("Beam Dr. Leah Brahms from U.S.S. Galaxy to the planet");
    leah = b.id("Dr. Leah Brahms");
  }
};

}  // namespace

TEST(R_HEA_5, AHologramLosingAnAwayTeamBattleReturnsDeactivatedToItsOwnShip) {
  Away t;
  CardId klag = t.b.on_planet(0, "Klag", 1);
  (void)klag;
  t.b.pass_turn();  // player 2's turn: Klag attacks
  t.b.act("Make no card play this turn");
  t.b.act("Attack the opponent's Away Team at Avert Disaster");
  EXPECT_EQ(t.b->cards[t.leah].zone, Zone::InPlay) << t.b.log_text();
  EXPECT_EQ(t.b->cards[t.leah].host, t.galaxy) << "her ship, not the first holodeck there";
  EXPECT_TRUE(t.b->cards[t.leah].has(kDeactivated));
}

TEST(R_HEA_5, AHologramLeftBehindByItsShipReturnsToIt) {
  Away t;
  t.b.aboard(t.galaxy, "Data");             // staffed to fly (command, staff, staff)
  t.b.aboard(t.galaxy, "Geordi La Forge");
  t.b.act("Move U.S.S. Galaxy to Test Mission");
  EXPECT_EQ(t.b->cards[t.leah].host, t.galaxy) << t.b.log_text();
  EXPECT_EQ(t.b->cards[t.leah].loc, 1);
  EXPECT_TRUE(t.b->cards[t.leah].has(kDeactivated));
  EXPECT_TRUE(t.b.logged("R-HEA-5", Ev::HologramDeactivated));
}

TEST(R_HEA_5, AHologramAwayWhenItsShipIsDestroyedIsDiscarded) {
  Away t;
  t.b.damage(t.galaxy);
  t.b.event("Plasma Fire", 1, EventTarget::Ship, t.galaxy);
  t.b.act("End your turn");
  EXPECT_EQ(t.b->cards[t.galaxy].zone, Zone::Discard) << t.b.log_text();
  EXPECT_EQ(t.b->cards[t.leah].zone, Zone::Discard);
  EXPECT_TRUE(t.b.logged("R-HEA-5", Ev::Killed));
}

// A game saved with the hologram on the planet keeps the ship it came from, and returns her alike.
TEST(R_HEA_5, TheShipAHologramBeamedFromSurvivesASave) {
  Away t;
  t.b.aboard(t.galaxy, "Data");
  t.b.aboard(t.galaxy, "Geordi La Forge");
  auto back = round_trip(t.b.state());
  EXPECT_EQ(back.cards[t.leah].from, t.galaxy);
  apply_label(back, "Move U.S.S. Galaxy to Test Mission");
  EXPECT_EQ(back.cards[t.leah].host, t.galaxy);
  EXPECT_TRUE(back.cards[t.leah].has(kDeactivated));
}
