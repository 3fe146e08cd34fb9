// Treaties and house arrest (CRD IV.7 Treaties; II.1 Affiliation, House
// Arrest, Crew, Forces): R-AFF-2, R-AFF-5..7, R-NULL-1, R-MSN-1, R-BATTLE-6.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

// Player 0 plays Federation and Klingon: a Federation Outpost at Avert
// Disaster (location 0) with the U.S.S. Galaxy docked; Test Mission next door.
ScenarioBuilder table() {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.outpost(0, "Federation Outpost");
  return b;
}

// Test cards: an event that nullifies the Federation/Klingon treaty while in play (R-NULL-8),
// and a Federation/Klingon treaty played on a ship (it leaves play with the ship).
std::shared_ptr<const CardDb> treaty_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Treaty Breaker, type: event, unique: false,
   event: {plays_on: table, effect: hands_exposed, nullifies: ["Treaty: Federation/Klingon"]}}
- {name: T-Ship Treaty, type: event, unique: false, event: {plays_on: ship, effect: treaty, between: [federation, klingon]}}
)"),
                                       "treaty_rules_test.cpp");
  return db;
}

// Player 0 under the Federation/Klingon treaty, with Klag in the crew of the U.S.S. Galaxy.
struct MixedCrew {
  ScenarioBuilder b{1, 20, Phase::PlayCard, treaty_cards()};
  CardId galaxy, klag;
  MixedCrew() {
    b.mission("Avert Disaster");
    b.mission("Test Mission");
    b.outpost(0, "Federation Outpost");
    galaxy = b.ship(0, "U.S.S. Galaxy");
    b.aboard(galaxy, "Jean-Luc Picard");
    klag = b.aboard(galaxy, "Klag");
  }
};

void play_treaty(ScenarioBuilder& b, const std::string& name = "Treaty: Federation/Klingon") {
  b.hand(name);
  b.act("Play " + name);
  EXPECT_TRUE(b.logged("R-CARD-7", Ev::EventPlayed));
}

}  // namespace

TEST(R_AFF_2, WithoutATreatyAffiliationsDoNotMix) {
  auto b = table();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.on_planet(0, "Klag");
  b.act("Make no card play");
  EXPECT_FALSE(b.can("Beam Klag from the planet at Avert Disaster to U.S.S. Galaxy")) << labels(b);
}

TEST(R_AFF_5, UnderATreatyTheyShareShipsAndAwayTeams) {
  auto b = table();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.on_planet(0, "Klag");
  play_treaty(b);
  EXPECT_TRUE(b.can("Beam Klag from the planet at Avert Disaster to U.S.S. Galaxy")) << labels(b);
  EXPECT_TRUE(b.can("Beam Jean-Luc Picard from U.S.S. Galaxy to the planet")) << labels(b);  // a mixed Away Team
  b.act("Beam Klag from the planet at Avert Disaster to U.S.S. Galaxy");
  EXPECT_EQ(b->cards[b.id("Klag")].host, galaxy);
}

TEST(R_AFF_5, UnderATreatyYouReportAtThePartnersOutpost) {
  auto b = table();
  b.hand("Treaty: Federation/Klingon");
  b.hand("Klag");
  EXPECT_FALSE(b.can("Report Klag")) << labels(b);
  b.act("Play Treaty");
  b.pass_turn();
  b.pass_turn();
  EXPECT_TRUE(b.can("Report Klag at Federation Outpost")) << labels(b);
}

TEST(R_AFF_5, UnderATreatyThePartnerCrewsAndMovesYourShip) {
  auto b = table();
  CardId ship = b.ship(0, "U.S.S. Excelsior");  // staff, staff
  b.aboard(ship, "Klag");
  b.aboard(ship, "Kargan");
  EXPECT_FALSE(b->is_staffed(ship));
  play_treaty(b);
  EXPECT_TRUE(b->is_staffed(ship));  // no Federation personnel needed aboard
  EXPECT_TRUE(b.can("Move U.S.S. Excelsior to Test Mission")) << labels(b);
}

TEST(R_MSN_1, ATreatyGivesNoIconMatch) {
  auto b = table();
  b.on_planet(0, "Klag");
  b.on_planet(0, "Kargan");
  play_treaty(b);
  EXPECT_FALSE(b.can("Attempt Avert Disaster")) << labels(b);  // Federation icon only
  b.on_planet(0, "Jean-Luc Picard");
  EXPECT_TRUE(b.can("Attempt Avert Disaster with your Away Team"));
}

TEST(R_AFF_6, ATreatyThatEndsPutsPersonnelUnderHouseArrest) {
  auto b = table();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId klag = b.on_planet(0, "Klag");
  play_treaty(b);
  b.act("Beam Klag from the planet at Avert Disaster to U.S.S. Galaxy");
  b->nullify_event(b.id("Treaty: Federation/Klingon"));
  EXPECT_TRUE(b->cards[klag].has(kHouseArrest));
  EXPECT_TRUE(b.logged("R-AFF-6", Ev::HouseArrest));
  EXPECT_TRUE(b.logged("R-NULL-1", Ev::EventNullified));
  EXPECT_FALSE(b->usable(klag));                          // R-AFF-7: not crew, no actions
  EXPECT_FALSE(b.can("Beam Klag from U.S.S. Galaxy to the planet")) << labels(b);
  EXPECT_EQ(b->force_mask(b->crew(galaxy)), 1u << static_cast<int>(Affiliation::Federation));
}

TEST(R_AFF_7, HouseArrestEndsAboardAShipOfTheirOwn) {
  auto b = table();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId bortas = b.ship(0, "I.K.C. Bortas");
  b.aboard(bortas, "Kargan");
  CardId klag = b.aboard(galaxy, "Klag");
  play_treaty(b);
  b->nullify_event(b.id("Treaty: Federation/Klingon"));
  ASSERT_TRUE(b->cards[klag].has(kHouseArrest));
  b.act("Beam Klag from U.S.S. Galaxy to I.K.C. Bortas");
  EXPECT_FALSE(b->cards[klag].has(kHouseArrest));
  EXPECT_TRUE(b.logged("R-AFF-7", Ev::HouseArrestEnds));
}

TEST(R_BEAM_3, NoBeamingIntoHouseArrestUnderNoTreaty) {
  auto b = table();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId klag = b.on_planet(0, "Klag");
  b.act("Make no card play");
  std::string why = b->why_illegal(make_action(Act::Beam, klag, galaxy, 0));
  EXPECT_NE(why.find("R-BEAM-3"), std::string::npos) << why;
}

TEST(R_BATTLE_6, WithoutATreatyTwoAffiliationsDoNotFireTogether) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.aboard(bortas, "Klag");
  CardId dd = b.ship(1, "D'deridex");
  b.aboard(dd, "Toreth");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Geordi La Forge");
  b.hand("Treaty: Romulan/Klingon");
  b.act("Make no card play");
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");  // the D'deridex may not join a Klingon force: it fires alone
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_FALSE(b->battle.active);
  EXPECT_FALSE(b->cards[galaxy].has(kDamaged));  // 9 against 9
  EXPECT_TRUE(b->cards[bortas].has(kStopped));
  EXPECT_FALSE(b->cards[dd].has(kStopped));
}

TEST(R_BATTLE_6, UnderATreatyTheSecondAffiliationJoinsTheAttack) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.aboard(bortas, "Klag");
  CardId dd = b.ship(1, "D'deridex");
  b.aboard(dd, "Toreth");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Geordi La Forge");
  play_treaty(b, "Treaty: Romulan/Klingon");
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");
  b.act("Add D'deridex");  // 9 + 9 = 18 against 9: damaged (not more than 18)
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_TRUE(b->cards[galaxy].has(kDamaged));
}

// ---------------------------------- every way a treaty leaves play ends it --

TEST(R_NULL_1, AnEventThatNullifiesATreatyInPlayEndsIt) {
  // R-NULL-8: it nullifies the treaty already in play when it arrives; R-AFF-6 follows.
  MixedCrew m;
  CardId treaty = m.b.event("Treaty: Federation/Klingon", 0, EventTarget::Table, 0);
  m.b.hand("T-Treaty Breaker", 1);
  m.b.turn(1, Phase::PlayCard);
  m.b.act("Play T-Treaty Breaker");
  EXPECT_EQ(m.b->cards[treaty].zone, Zone::Discard) << m.b.log_text();
  EXPECT_TRUE(m.b.logged("R-NULL-8", Ev::EventNullified));
  EXPECT_TRUE(m.b->cards[m.klag].has(kHouseArrest));
  EXPECT_TRUE(m.b.logged("R-AFF-6", Ev::HouseArrest));
}

TEST(R_NULL_1, ATreatyPlayedWhileItsNullifierIsInPlayNeverMixes) {
  MixedCrew m;
  m.b.event("T-Treaty Breaker", 1, EventTarget::Table, 0);
  CardId treaty = m.b.hand("Treaty: Federation/Klingon");
  m.b.act("Play Treaty: Federation/Klingon");
  EXPECT_EQ(m.b->cards[treaty].zone, Zone::Discard) << m.b.log_text();
  EXPECT_TRUE(m.b.logged("R-NULL-8", Ev::EventNullified));
  EXPECT_FALSE(m.b->allied(0, Affiliation::Federation, Affiliation::Klingon));
  EXPECT_TRUE(m.b->cards[m.klag].has(kHouseArrest));  // set up mixed without a treaty: house arrest (R-AFF-6)
}

TEST(R_AFF_6, ATreatyDiscardedWithItsShipEndsToo) {
  // Not nullified, but leaving play all the same: destroyed with the ship it was played on.
  MixedCrew m;
  m.b.turn(0, Phase::Orders);
  CardId miranda = m.b.ship(1, "U.S.S. Miranda");
  CardId treaty = m.b.event("T-Ship Treaty", 0, EventTarget::Ship, miranda);
  m.b.event("Warp Core Breach", 1, EventTarget::Ship, miranda, 1);
  ASSERT_TRUE(m.b->allied(0, Affiliation::Federation, Affiliation::Klingon));
  m.b.act("End your turn");
  EXPECT_EQ(m.b->cards[miranda].zone, Zone::Discard) << m.b.log_text();
  EXPECT_EQ(m.b->cards[treaty].zone, Zone::Discard);
  EXPECT_TRUE(m.b->cards[m.klag].has(kHouseArrest));
  EXPECT_TRUE(m.b.logged("R-AFF-6", Ev::HouseArrest));
}

TEST(R_NULL_1, TheTravelerStillNullifiesStaticWarpBubbleThroughTheOnePath) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  CardId bubble = b.event("Static Warp Bubble", 1, EventTarget::Table, 0);
  b.hand("The Traveler: Transcendence");
  b.act("Play The Traveler: Transcendence on yourself");
  EXPECT_EQ(b->cards[bubble].zone, Zone::Discard) << b.log_text();
  EXPECT_TRUE(b.logged("R-NULL-8", Ev::EventNullified));
}
