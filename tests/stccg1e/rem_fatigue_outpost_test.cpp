// REM Fatigue Hallucinations is cured by the ship returning to an outpost first (CRD II.4 errata:
// "Cure with 3 MEDICAL present (score 5 points) OR ship returning to outpost first"; D-DIL-4).
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// 0 Investigate Anomaly (player 1's Federation Outpost), 1 Test Mission (REM Fatigue under it, the
// Runabout with Picard and Tasha Yar), 2 Avert Disaster. The Runabout's crew meets the dilemma.
struct Afflicted {
  ScenarioBuilder b;
  CardId ship = kNone, picard = kNone, rem = kNone;
  Afflicted() {
    b.mission("Investigate Anomaly");
    b.outpost(0, "Federation Outpost");
    b.mission("Test Mission");
    b.mission("Avert Disaster");
    rem = b.seed_under(1, "REM Fatigue Hallucinations");
    ship = b.ship(1, "Runabout");  // no staffing needed to fly home
    picard = b.aboard(ship, "Jean-Luc Picard");
    b.aboard(ship, "Tasha Yar");
    b.act("Attempt Test Mission with the crew of Runabout");
  }
};

}  // namespace

TEST(D_DIL_4, RemFatigueIsCuredWhenTheShipReturnsToAnOutpost) {
  Afflicted t;
  ASSERT_EQ(t.b->cards[t.rem].zone, Zone::InPlay) << t.b.log_text();
  ASSERT_EQ(t.b->afflictions.size(), 2u);
  t.b.act("Move Runabout to Investigate Anomaly");
  EXPECT_TRUE(t.b->afflictions.empty()) << t.b.log_text();
  EXPECT_EQ(t.b->cards[t.rem].zone, Zone::Discard) << "nobody left under it: discarded, no points";
  EXPECT_EQ(t.b->cards[t.picard].host, t.ship) << "nobody had to board the outpost";
  EXPECT_TRUE(t.b.logged("D-DIL-4", Ev::CuredAtOutpost));
}

TEST(D_DIL_4, AShipAwayFromAnyOutpostCuresNothing) {
  Afflicted t;
  t.b.act("Move Runabout to Avert Disaster");
  EXPECT_EQ(t.b->afflictions.size(), 2u);
  EXPECT_EQ(t.b->cards[t.rem].zone, Zone::InPlay);
}

TEST(D_DIL_4, AGameLoadedWithTheCrewAfflictedIsCuredByReturningToTheOutpost) {
  Afflicted t;
  auto back = round_trip(t.b.state());
  ASSERT_EQ(back.afflictions.size(), 2u);
  apply_label(back, "Move Runabout to Investigate Anomaly");
  EXPECT_TRUE(back.afflictions.empty());
  EXPECT_EQ(back.cards[t.rem].zone, Zone::Discard);
}
