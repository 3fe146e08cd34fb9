// Wormhole (CRD IV.8 Wormhole; R-MOVE-7, D-INT-12): two copies relocate any ship that has not moved
// this turn, either player's, to any other location without RANGE, and do not stop it.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// 0 Avert Disaster (player 1's staffed Galaxy), 1 Explore Black Cluster, 2 Test Mission (player 2's
// Pagh); player 1 holds two Wormholes.
struct Line {
  ScenarioBuilder b;
  CardId galaxy = kNone, pagh = kNone, klag = kNone;
  Line() {
    b.mission("Avert Disaster");
    b.mission("Explore Black Cluster");
    b.mission("Test Mission");
    galaxy = b.ship(0, "U.S.S. Galaxy");
    b.aboard(galaxy, "Jean-Luc Picard");  // command, and two staff: staffed to fly
    b.aboard(galaxy, "Data");
    b.aboard(galaxy, "Geordi La Forge");
    pagh = b.ship(2, "I.K.C. Pagh", 1);
    klag = b.aboard(pagh, "Klag");
    b.hand("Wormhole");
    b.hand("Wormhole");
  }
};

// Plays the two Wormholes as `label` says (the two copies offer the same play: the first is taken).
void wormhole(GameState& s, const std::string& label) {
  auto found = find_actions(s, label);
  ASSERT_FALSE(found.empty()) << label;
  s.apply(found.front());
}

}  // namespace

TEST(R_MOVE_7, AWormholeMayBePlayedOnTheOpponentsShip) {
  Line t;
  auto& b = t.b;
  wormhole(b.state(), "Play Wormhole (with a second copy) on I.K.C. Pagh: it relocates to Avert Disaster");
  EXPECT_EQ(b->cards[t.pagh].loc, 0);
  EXPECT_EQ(b->cards[t.klag].loc, 0);
  EXPECT_EQ(b->cards[t.pagh].owner, 1);
  EXPECT_FALSE(b->cards[t.pagh].has(kStopped));
  EXPECT_FALSE(b->cards[t.klag].has(kStopped));
}

TEST(R_MOVE_7, TheRelocatedShipIsNotStoppedAndMayMoveOn) {
  Line t;
  auto& b = t.b;
  wormhole(b.state(), "Play Wormhole (with a second copy) on U.S.S. Galaxy: it relocates to Test Mission");
  EXPECT_EQ(b->cards[t.galaxy].loc, 2);
  EXPECT_FALSE(b->cards[t.galaxy].has(kStopped));
  EXPECT_EQ(b->cards[t.galaxy].range_used, 0) << "no RANGE is used";
  b.act("Move U.S.S. Galaxy to Explore Black Cluster");
  EXPECT_EQ(b->cards[t.galaxy].loc, 1);
}

TEST(R_MOVE_7, AShipThatHasMovedThisTurnCannotBeWormholed) {
  Line t;
  auto& b = t.b;
  b.act("Move U.S.S. Galaxy to Explore Black Cluster");
  EXPECT_FALSE(b.can("Play Wormhole (with a second copy) on U.S.S. Galaxy"));
  EXPECT_TRUE(b.can("Play Wormhole (with a second copy) on I.K.C. Pagh"));
}

// A game saved after the relocation loads with the ship where it went, unstopped, and plays on alike.
TEST(R_MOVE_7, TheRelocationSurvivesASave) {
  Line t;
  wormhole(t.b.state(), "Play Wormhole (with a second copy) on I.K.C. Pagh: it relocates to Avert Disaster");
  auto back = round_trip(t.b.state());
  EXPECT_EQ(back.cards[t.pagh].loc, 0);
  EXPECT_FALSE(back.cards[t.pagh].has(kStopped));
}
