// A mission requirement that discards an equipment card (CRD IV.2B Samaritan Snare; R-REQ-3): an
// artifact used as equipment is never the card discarded, as for a dilemma's cost (Rebel Encounter).
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// Samaritan Snare ("ENGINEER + discard an equipment card") at location 1; the Galaxy there with
// Geordi La Forge (ENGINEER) and the Varon-T Disruptor, an artifact used as equipment.
struct Snare {
  ScenarioBuilder b;
  CardId galaxy = kNone, varon = kNone;
  int snare = 0;
  Snare() {
    b.mission("Avert Disaster");
    snare = b.mission("Samaritan Snare");
    b.mission("Test Mission");
    galaxy = b.ship(snare, "U.S.S. Galaxy");
    b.aboard(galaxy, "Geordi La Forge");
    varon = b.aboard(galaxy, "Varon-T Disruptor");
  }
};

}  // namespace

TEST(R_REQ_3, AnArtifactUsedAsEquipmentCannotPaySamaritanSnare) {
  Snare t;
  t.b.act("Attempt Samaritan Snare with the crew of U.S.S. Galaxy");
  EXPECT_FALSE(t.b->spaceline[t.snare].solved) << t.b.log_text();
  EXPECT_EQ(t.b->cards[t.varon].zone, Zone::InPlay);
  EXPECT_TRUE(t.b.logged("R-MSN-7"));
}

TEST(R_REQ_3, AnEquipmentCardBesideTheArtifactIsTheOneDiscarded) {
  Snare t;
  CardId kit = t.b.aboard(t.galaxy, "Engineering Kit");
  t.b.act("Attempt Samaritan Snare with the crew of U.S.S. Galaxy");
  EXPECT_TRUE(t.b->spaceline[t.snare].solved) << t.b.log_text();
  EXPECT_EQ(t.b->cards[kit].zone, Zone::Discard);
  EXPECT_EQ(t.b->cards[t.varon].zone, Zone::InPlay);
}

TEST(R_REQ_3, AGameLoadedWithTheArtifactAboardStillCannotPayWithIt) {
  Snare t;
  auto back = round_trip(t.b.state());
  apply_label(back, "Attempt Samaritan Snare with the crew of U.S.S. Galaxy");
  EXPECT_FALSE(back.spaceline[t.snare].solved);
  EXPECT_EQ(back.cards[t.varon].zone, Zone::InPlay);
}
