// The Neutral Outpost (CRD IV.1 Neutral Outpost; R-FAC-13, R-FAC-12, R-AFF-6/7):
// any affiliation may use it, one at a time; mixing needs a treaty; house
// arrest as on a non-aligned ship; seeded at any location in place of one
// affiliated outpost. Not a Premiere card: an inline test card stands in.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

std::shared_ptr<const CardDb> test_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Neutral Outpost, type: facility, facility: outpost, affiliation: non-aligned, shields: 30, seed: one}
)"),
                                       "neutral_outpost_test.cpp");
  return db;
}

ScenarioBuilder table(Phase phase = Phase::PlayCard) {
  ScenarioBuilder b(1, 20, phase, test_cards());
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  return b;
}

}  // namespace

TEST(R_FAC_13, AnyAffiliationReportsThereWhileNobodyElseIsAboard) {
  auto b = table();
  b.outpost(0, "T-Neutral Outpost");
  b.hand("Klag");
  b.hand("Jean-Luc Picard");
  EXPECT_TRUE(b.can("Report Klag at T-Neutral Outpost")) << labels(b);
  EXPECT_TRUE(b.can("Report Jean-Luc Picard at T-Neutral Outpost")) << labels(b);
}

TEST(R_FAC_13, NoMixingThereWithoutATreaty) {
  auto b = table();
  CardId outpost = b.outpost(0, "T-Neutral Outpost");
  b.aboard(outpost, "Klag");
  b.hand("Jean-Luc Picard");
  b.hand("Kurak");
  EXPECT_FALSE(b.can("Report Jean-Luc Picard at T-Neutral Outpost")) << "never reported into house arrest (R-AFF-7)";
  EXPECT_TRUE(b.can("Report Kurak at T-Neutral Outpost")) << labels(b);
}

TEST(R_FAC_13, UnderATreatyTheyMixThere) {
  auto b = table();
  CardId outpost = b.outpost(0, "T-Neutral Outpost");
  b.aboard(outpost, "Klag");
  b.event("Treaty: Federation/Klingon", 0, EventTarget::Table, 0);
  b.hand("Jean-Luc Picard");
  EXPECT_TRUE(b.can("Report Jean-Luc Picard at T-Neutral Outpost")) << labels(b);
}

TEST(R_FAC_13, WhenTheTreatyEndsTheSmallerAffiliationIsUnderHouseArrest) {
  auto b = table(Phase::Orders);
  CardId outpost = b.outpost(0, "T-Neutral Outpost");
  CardId klag = b.aboard(outpost, "Klag");
  CardId kurak = b.aboard(outpost, "Kurak");
  CardId picard = b.aboard(outpost, "Jean-Luc Picard");
  CardId treaty = b.event("Treaty: Federation/Klingon", 0, EventTarget::Table, 0);
  b->nullify_event(treaty);
  EXPECT_TRUE(b->cards[picard].has(kHouseArrest)) << b.log_text();
  EXPECT_FALSE(b->cards[klag].has(kHouseArrest));
  EXPECT_FALSE(b->cards[kurak].has(kHouseArrest));
  EXPECT_TRUE(b.logged("R-AFF-6", Ev::HouseArrest));
}

TEST(R_FAC_12, ANeutralOutpostRepairsNobodyWithoutASpacedock) {
  auto b = table(Phase::Orders);
  b.outpost(0, "T-Neutral Outpost");
  CardId ship = b.ship(0, "I.K.C. Bortas");
  b.aboard(ship, "Klag");
  b.damage(ship);
  for (int i = 0; i < 6; ++i) b.pass_turn();
  EXPECT_TRUE(b->cards[ship].has(kDamaged)) << b.log_text();
}

TEST(R_FAC_13, SeededAtAnyLocationInPlaceOfOneAffiliatedOutpost) {
  auto db = test_cards();
  auto def = [&](const char* n) { return db->by_name(n)->index; };
  Deck a{"A", "", {}, {}};
  for (auto n : {"Avert Disaster", "Cloaked Mission", "T-Neutral Outpost", "Federation Outpost"}) a.seed.push_back(def(n));
  for (auto n : {"Jean-Luc Picard", "William T. Riker", "Data", "Worf", "Tasha Yar", "Deanna Troi"}) a.draw.push_back(def(n));
  Deck o{"B", "", {}, {}};
  for (auto n : {"Study Nebula", "Test Mission"}) o.seed.push_back(def(n));
  for (auto n : {"Klag", "Kurak", "Kargan", "Worf", "Tasha Yar", "Data"}) o.draw.push_back(def(n));
  GameState s(db, {a, o}, 3);
  int guard = 0;
  while (s.phase != Phase::SeedOutposts && s.phase != Phase::PlayCard && ++guard < 50) {
    auto v = find_actions(s, "at the right end");
    if (v.empty()) v = find_actions(s, "Pass");
    if (v.empty()) v = s.legal_actions();
    s.apply(v.front());
  }
  ASSERT_EQ(s.phase, Phase::SeedOutposts);
  if (s.active == 1) apply_label(s, "Pass");
  ASSERT_EQ(s.active, 0);
  // Cloaked Mission shows Klingon icons only: the Federation Outpost may not go there, the Neutral Outpost may.
  EXPECT_FALSE(find_actions(s, "Seed Federation Outpost at Cloaked Mission").size()) << ::testing::PrintToString(legal_labels(s));
  EXPECT_FALSE(find_actions(s, "Seed T-Neutral Outpost at Cloaked Mission").empty()) << ::testing::PrintToString(legal_labels(s));
  apply_label(s, "Seed T-Neutral Outpost at Cloaked Mission");
  // One affiliation played (Federation): the Neutral Outpost took its place.
  guard = 0;
  while (s.phase == Phase::SeedOutposts && ++guard < 10) {
    if (s.active == 0) {
      EXPECT_TRUE(find_actions(s, "Seed Federation Outpost").empty()) << ::testing::PrintToString(legal_labels(s));
    }
    auto v = find_actions(s, "Pass");
    s.apply(v.empty() ? s.legal_actions().front() : v.front());
  }
}
