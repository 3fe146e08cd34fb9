// Dilemmas that play on the ship and stay until cured (R-DIL-4 case 5, R-DIL-8).
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {
// A Federation ship at a space mission with a small crew, the dilemma under it.
struct ShipAtMission {
  ScenarioBuilder b;
  int loc;
  int home;
  CardId ship;
  explicit ShipAtMission(const std::string& dilemma, const std::vector<std::string>& crew) {
    home = b.mission("Avert Disaster");
    loc = b.mission("Explore Dyson Sphere");
    b.outpost(home, "Federation Outpost");
    b.seed_under(loc, dilemma);
    ship = b.ship(loc, "U.S.S. Galaxy");
    for (auto& c : crew) b.aboard(ship, c);
  }
  CardId dilemma(const std::string& name) { return b.id(name); }
};
}  // namespace

TEST(R_DIL_4, NitriumMetalParasitesPlaysOnTheShipAndDestroysItAfterTwoFullTurns) {
  ShipAtMission m("Nitrium Metal Parasites", {"Jean-Luc Picard", "Tasha Yar"});
  m.b.act("Attempt Explore Dyson Sphere");
  auto& s = m.b.state();
  CardId d = m.b.id("Nitrium Metal Parasites");
  EXPECT_EQ(s.cards[d].zone, Zone::InPlay);
  EXPECT_EQ(s.cards[d].host, m.ship);
  EXPECT_FALSE(s.cards[m.ship].has(kStopped)) << "no condition: the crew is not stopped (R-DIL-3)";
  // Turn 1 is not a full turn (R-DUR-1); the ship survives the end of turns 1 and 3 ...
  m.b.act("End your turn");
  m.b.act("Make no card play");
  m.b.act("End your turn");  // opponent's turn
  m.b.act("Make no card play");
  m.b.act("End your turn");  // end of our 1st full turn
  EXPECT_EQ(s.cards[m.ship].zone, Zone::InPlay);
  m.b.act("Make no card play");
  m.b.act("End your turn");
  m.b.act("Make no card play");
  m.b.act("End your turn");  // end of our 2nd full turn: destroyed
  EXPECT_EQ(s.cards[m.ship].zone, Zone::Discard) << m.b.log_text();
  EXPECT_EQ(s.cards[m.b.id("Jean-Luc Picard")].zone, Zone::Discard);
}

TEST(R_DIL_8, NitriumMetalParasitesCuredAtOnceByTwoEngineersAboard) {
  ShipAtMission m("Nitrium Metal Parasites", {"Geordi La Forge", "Jean-Luc Picard"});  // Geordi: ENGINEER x2
  m.b.act("Attempt Explore Dyson Sphere");
  auto& s = m.b.state();
  CardId d = m.b.id("Nitrium Metal Parasites");
  EXPECT_EQ(s.cards[d].zone, Zone::Discard) << m.b.log_text();
  EXPECT_TRUE(m.b.logged("R-DIL-8", Ev::DilemmaCured));
}

TEST(R_DIL_8, CureMetOnALaterTurnWhenTheCardsArrive) {
  ShipAtMission m("Menthar Booby Trap", {"Beverly Crusher", "Jean-Luc Picard"});
  m.b.act("Attempt Explore Dyson Sphere");
  auto& s = m.b.state();
  CardId d = m.b.id("Menthar Booby Trap");
  ASSERT_EQ(s.cards[d].host, m.ship) << "MEDICAL present: overcome, yet it still plays on the ship";
  EXPECT_TRUE(s.cards[m.ship].has(kImmobile));
  EXPECT_FALSE(m.b.can("Move U.S.S. Galaxy")) << "the ship cannot move until cured";
  // Two ENGINEERs arrive (reported elsewhere and beamed over would do; here placed directly).
  m.b.aboard(m.ship, "Geordi La Forge");
  m.b.act("End your turn");
  EXPECT_EQ(s.cards[d].zone, Zone::Discard) << m.b.log_text();
  EXPECT_FALSE(s.cards[m.ship].has(kImmobile));
}

TEST(R_DIL_3, MentharBoobyTrapFailedKillsOneAndStopsTheCrew) {
  ShipAtMission m("Menthar Booby Trap", {"Jean-Luc Picard", "Tasha Yar"});
  m.b.act("Attempt Explore Dyson Sphere");
  auto& s = m.b.state();
  int dead = (s.cards[m.b.id("Jean-Luc Picard")].zone == Zone::Discard) + (s.cards[m.b.id("Tasha Yar")].zone == Zone::Discard);
  EXPECT_EQ(dead, 1);
  EXPECT_TRUE(s.cards[m.ship].has(kStopped));
  EXPECT_EQ(s.cards[m.b.id("Menthar Booby Trap")].host, m.ship);
}

TEST(R_MOD_1, BirthOfJuniorReducesRangeEachTurnAfterDamageIsSet) {
  ShipAtMission m("Birth of \"Junior\"", {"Jean-Luc Picard", "Tasha Yar", "Data"});
  m.b.damage(m.ship);
  m.b.act("Attempt Explore Dyson Sphere");
  auto& s = m.b.state();
  EXPECT_EQ(s.effective_range(m.ship), 5);
  m.b.act("End your turn");
  EXPECT_EQ(s.effective_range(m.ship), 4) << "damaged RANGE is set to 5 first, then -1 (R-MOD-1)";
}

TEST(R_DIL_8, BirthOfJuniorCuredByThreeEngineers) {
  ShipAtMission m("Birth of \"Junior\"", {"Geordi La Forge", "Data"});  // ENGINEER x2 + Data's ENGINEER
  m.b.act("Attempt Explore Dyson Sphere");
  EXPECT_EQ(m.b.state().cards[m.b.id("Birth of \"Junior\"")].zone, Zone::Discard) << m.b.log_text();
}

TEST(R_SKILL_10, TsiolkovskyInfectionRemovesTheFirstListedSkillWhileAboard) {
  ShipAtMission m("Tsiolkovsky Infection", {"Data"});  // skills: ENGINEER, Computer Skill x2, ...
  auto& s = m.b.state();
  CardId data = m.b.id("Data");
  auto engineer = *parse_skill("ENGINEER");
  auto computer = *parse_skill("Computer Skill");
  EXPECT_EQ(s.skill_halves(data, engineer), 2);
  m.b.act("Attempt Explore Dyson Sphere");
  EXPECT_EQ(s.skill_halves(data, engineer), 0) << "first-listed skill lost";
  EXPECT_EQ(s.skill_halves(data, computer), 4) << "other skills keep their multipliers";
}
