// A dual-affiliation personnel on a planet (CRD II.1 Dual-Affiliation Personnel, House Arrest;
// R-AFF-3, R-AFF-7, D-AFF-1): house arrest exists aboard ships and facilities only, so on a planet
// it may switch affiliation whatever team it is in, and then joins an Away Team of the new one.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

std::shared_ptr<const CardDb> envoy_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Envoy, type: personnel, affiliation: [federation, klingon], classification: V.I.P.,
   skills: [Diplomacy], integrity: 7, cunning: 7, strength: 5, gender: female, icons: [staff]}
)"),
                                       "switch_on_planet_test.cpp");
  return db;
}

// On Avert Disaster: T-Envoy (Federation) with Jean-Luc Picard, one Away Team; Klag, a Klingon team of his own.
struct Planet {
  ScenarioBuilder b{1, 20, Phase::Orders, envoy_cards()};
  CardId envoy = kNone, picard = kNone, klag = kNone;
  Planet() {
    b.mission("Avert Disaster");
    b.mission("Test Mission");
    envoy = b.on_planet(0, "T-Envoy");
    b.affiliation(envoy, Affiliation::Federation);
    picard = b.on_planet(0, "Jean-Luc Picard");
    klag = b.on_planet(0, "Klag");
  }
};

}  // namespace

TEST(R_AFF_7, OnAPlanetNobodyIsUnderHouseArrestSoTheEnvoyMaySwitch) {
  Planet t;
  auto& b = t.b;
  ASSERT_EQ(b->cards[t.envoy].team, b->cards[t.picard].team);
  ASSERT_NE(b->cards[t.klag].team, b->cards[t.picard].team);
  ASSERT_TRUE(b.can("Switch T-Envoy to Klingon"));
  b.act("Switch T-Envoy to Klingon");
  EXPECT_EQ(b->cards[t.envoy].aff, static_cast<uint8_t>(Affiliation::Klingon));
  EXPECT_FALSE(b->cards[t.envoy].has(kHouseArrest));
  EXPECT_EQ(b->cards[t.envoy].team, b->cards[t.klag].team) << "she joins the Klingon team";
  EXPECT_NE(b->cards[t.envoy].team, b->cards[t.picard].team) << "and leaves Picard's";
}

TEST(R_AFF_3, ASwitchedPersonnelWithNobodyToJoinFormsAnAwayTeamOfHerOwn) {
  ScenarioBuilder b{1, 20, Phase::Orders, envoy_cards()};
  b.mission("Avert Disaster");
  CardId envoy = b.on_planet(0, "T-Envoy");
  b.affiliation(envoy, Affiliation::Federation);
  CardId picard = b.on_planet(0, "Jean-Luc Picard");
  b.act("Switch T-Envoy to Klingon");
  EXPECT_NE(b->cards[envoy].team, b->cards[picard].team);
  EXPECT_TRUE(b.logged("D-GRP-3", Ev::TeamSplits)) << b.log_text();
}

TEST(R_AFF_7, AboardAShipTheSwitchStillMayNotLeadIntoHouseArrest) {
  ScenarioBuilder b{1, 20, Phase::Orders, envoy_cards()};
  b.mission("Avert Disaster");
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId envoy = b.aboard(galaxy, "T-Envoy");
  b.affiliation(envoy, Affiliation::Federation);
  EXPECT_FALSE(b.can("Switch T-Envoy to Klingon"));
}

TEST(R_AFF_3, AGameLoadedWithTheEnvoyOnThePlanetSwitchesAndRegroupsAlike) {
  Planet t;
  auto back = round_trip(t.b.state());
  apply_label(back, "Switch T-Envoy to Klingon");
  t.b.act("Switch T-Envoy to Klingon");
  EXPECT_EQ(back.hash(), t.b->hash());
  EXPECT_EQ(back.cards[t.envoy].team, back.cards[t.klag].team);
}

// Reached by play: aboard the U.S.S. Galaxy she may not switch (Picard is Federation, R-AFF-7); beamed
// down to the planet she may, and joins Klag's Klingon team there (D-GRP-2).
TEST(R_AFF_7, BeamedDownByPlayTheEnvoySwitchesOnThePlanet) {
  ScenarioBuilder b{1, 20, Phase::Orders, envoy_cards()};
  int a = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId galaxy = b.ship(a, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId envoy = b.aboard(galaxy, "T-Envoy");
  b.affiliation(envoy, Affiliation::Federation);
  CardId klag = b.on_planet(a, "Klag");
  EXPECT_FALSE(b.can("Switch T-Envoy to Klingon"));
  b.act("Beam T-Envoy from U.S.S. Galaxy to the planet");
  ASSERT_TRUE(b.can("Switch T-Envoy to Klingon"));
  b.act("Switch T-Envoy to Klingon");
  EXPECT_FALSE(b->cards[envoy].has(kHouseArrest));
  EXPECT_EQ(b->cards[envoy].team, b->cards[klag].team);
}
