// Dilemma resolution (CRD III.3, R-DIL-*) and every dilemma whose behaviour
// is encoded in data/stccg1e/cards/premiere.rules.yaml (CRD IV.5A, Major
// Rakal's Dilemma Facts). Suites named IV_5A_<Dilemma> test one card: the
// overcome case and the failed case; R_DIL_* suites test the general rules.
//
// Positions: player 0 attempts; the dilemmas were seeded by player 1, so hits
// end in player 1's discard pile. "Avert Disaster" is a Federation planet
// mission, "Test Mission" a Federation/Klingon space mission.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

constexpr const char* kPlanetAttempt = "Attempt Avert Disaster with your Away Team";
constexpr const char* kShipAttempt = "Attempt Test Mission with the crew of";

// Player 0's Away Team on Avert Disaster; `seeds` under it, met in this order.
ScenarioBuilder away_team(const std::vector<std::string>& team, const std::vector<std::string>& seeds) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  for (const auto& s : seeds) b.seed_under(l, s);
  for (const auto& t : team) b.on_planet(l, t);
  return b;
}

// Player 0's crew aboard `ship` at Test Mission; `seeds` under it.
ScenarioBuilder crew(const std::vector<std::string>& team, const std::vector<std::string>& seeds,
                     const std::string& ship = "U.S.S. Galaxy") {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  for (const auto& s : seeds) b.seed_under(l, s);
  CardId sh = b.ship(l, ship);
  for (const auto& t : team) b.aboard(sh, t);
  return b;
}

// Player 0's crew aboard a Federation Outpost at Test Mission.
ScenarioBuilder outpost_crew(const std::vector<std::string>& team, const std::vector<std::string>& seeds) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  for (const auto& s : seeds) b.seed_under(l, s);
  CardId o = b.outpost(l, "Federation Outpost");
  for (const auto& t : team) b.aboard(o, t);
  return b;
}

// Test cards: a wall scored when overcome (Honor), a dilemma whose effect scores, a choice
// dilemma whose branch scores through an effect (R-DIL-7 c).
std::shared_ptr<const CardDb> test_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Honor Test, type: dilemma, dilemma: planet, points: 5, text: implemented,
   behavior: {condition: "Honor"}}
- {name: T-Gift, type: dilemma, dilemma: planet, points: 10, text: implemented, behavior: {effects: [score]}}
- {name: T-Offer, type: dilemma, dilemma: planet, points: 10, text: implemented,
   behavior: {choice: [{label: "Take the offer", effects: [score, stop]}, {label: "Refuse the offer"}]}}
)"),
                                       "dilemma_rules_test.cpp");
  return db;
}

ScenarioBuilder test_away_team(const std::vector<std::string>& team) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  for (const auto& t : team) b.on_planet(0, t);
  return b;
}

Zone zone(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].zone; }
bool in_play(const ScenarioBuilder& b, CardId c) { return zone(b, c) == Zone::InPlay; }
bool stopped(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kStopped); }
bool contains(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }
std::vector<CardId> under(const ScenarioBuilder& b, int loc = 0) { return b.state().seeds_under(loc); }

// The dilemma went to its owner's (player 1's) discard pile.
void expect_discarded(const ScenarioBuilder& b, CardId d) {
  EXPECT_EQ(zone(b, d), Zone::Discard) << b.log_text();
  EXPECT_TRUE(contains(b.state().players[1].discard, d));
  EXPECT_FALSE(contains(under(b), d));
}
// The dilemma was overcome for points: in player 0's bonus area, score raised.
void expect_bonus(const ScenarioBuilder& b, CardId d, int points) {
  EXPECT_EQ(zone(b, d), Zone::Bonus) << b.log_text();
  EXPECT_TRUE(contains(b.state().players[0].bonus, d));
  EXPECT_EQ(b.state().players[0].score, points);
  EXPECT_TRUE(b.logged("R-DIL-7", Ev::DilemmaToBonus));
}
// A wall that was not overcome: still under the mission, group stopped.
void expect_returned(const ScenarioBuilder& b, CardId d) {
  EXPECT_EQ(zone(b, d), Zone::UnderMission) << b.log_text();
  EXPECT_TRUE(contains(under(b), d));
  EXPECT_TRUE(b.logged("R-DIL-4", Ev::DilemmaReturned));
}

}  // namespace

// =============================================================== walls =====

TEST(IV_5A_ImpassableDoor, OvercomeWithComputerSkillIsDiscarded) {
  auto b = away_team({"Data", "Worf"}, {"Impassable Door"});
  CardId door = b.id("Impassable Door");
  b.act(kPlanetAttempt);
  expect_discarded(b, door);
  EXPECT_FALSE(stopped(b, b.id("Worf")));
  EXPECT_TRUE(b.logged("R-DIL-1", Ev::ConditionMet));
}

TEST(R_DIL_4, WallNotOvercomeStopsAndStaysUnderTheMission) {
  auto b = away_team({"Worf"}, {"Impassable Door"});
  CardId door = b.id("Impassable Door");
  b.act(kPlanetAttempt);
  expect_returned(b, door);
  EXPECT_TRUE(stopped(b, b.id("Worf")));
  EXPECT_TRUE(b->cards[door].has(kRevealed));  // R-SEED-10: it has been seen
  EXPECT_FALSE(b->spaceline[0].solved);
  EXPECT_FALSE(b->attempt.active);
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(R_DIL_4, WallIsMetAgainOnTheNextAttempt) {
  auto b = away_team({"Worf"}, {"Impassable Door", "Archer"});
  CardId door = b.id("Impassable Door");
  CardId archer = b.id("Archer");
  b.act(kPlanetAttempt);
  expect_returned(b, door);
  EXPECT_EQ(zone(b, archer), Zone::UnderMission);
  EXPECT_FALSE(b->cards[archer].has(kRevealed));  // never reached
  b.pass_turn();
  b.pass_turn();  // back to player 0; Worf unstopped (R-TURN-5)
  ASSERT_EQ(b->active, 0);
  b.on_planet(0, "Data");  // Data reports down in the meantime
  b.act("Make no card play");
  b.act(kPlanetAttempt);
  // D-SEED-3: the door kept its place and is met first again; now overcome.
  EXPECT_EQ(b.count_logged(Ev::DilemmaRevealed), 3) << b.log_text();
  expect_discarded(b, door);
  EXPECT_TRUE(b->cards[archer].has(kRevealed));
}

TEST(IV_5A_AncientComputer, OvercomeWithTwoComputerSkill) {
  auto b = crew({"Data"}, {"Ancient Computer"});
  CardId d = b.id("Ancient Computer");
  b.act(kShipAttempt);
  expect_discarded(b, d);
  EXPECT_FALSE(stopped(b, b.id("U.S.S. Galaxy")));
}

TEST(IV_5A_AncientComputer, FailedStopsShipAndCrewAndReturns) {
  auto b = crew({"Mendon", "Worf"}, {"Ancient Computer"});
  CardId d = b.id("Ancient Computer");
  b.act(kShipAttempt);
  expect_returned(b, d);
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
  EXPECT_TRUE(stopped(b, b.id("Mendon")));
  EXPECT_TRUE(stopped(b, b.id("Worf")));
}

TEST(IV_5A_HologramRuse, OvercomeWithIntegrityAndCunningOver30) {
  // INTEGRITY 9+8+8+8 = 33, CUNNING 8+7+12+6 = 33.
  auto b = away_team({"Jean-Luc Picard", "William T. Riker", "Data", "Worf"}, {"Hologram Ruse"});
  CardId d = b.id("Hologram Ruse");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
}

TEST(IV_5A_HologramRuse, FailedReturns) {
  auto b = away_team({"Jean-Luc Picard", "William T. Riker"}, {"Hologram Ruse"});
  CardId d = b.id("Hologram Ruse");
  b.act(kPlanetAttempt);
  expect_returned(b, d);
  EXPECT_TRUE(stopped(b, b.id("Jean-Luc Picard")));
}

TEST(IV_5A_MatriarchalSociety, OvercomeWithTwoFemales) {
  auto b = away_team({"Deanna Troi", "Beverly Crusher"}, {"Matriarchal Society"});
  CardId d = b.id("Matriarchal Society");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
}

TEST(IV_5A_MatriarchalSociety, OneFemaleIsNotEnough) {
  auto b = away_team({"Deanna Troi", "Jean-Luc Picard"}, {"Matriarchal Society"});
  CardId d = b.id("Matriarchal Society");
  b.act(kPlanetAttempt);
  expect_returned(b, d);
  EXPECT_TRUE(stopped(b, b.id("Deanna Troi")));
}

TEST(IV_5A_Shaka, OvercomeWithTwoDiplomacyAndCunningOver30) {
  // Diplomacy: Sarek x3. CUNNING 10+12+7+8 = 37.
  auto b = away_team({"Sarek", "Data", "Deanna Troi", "Jean-Luc Picard"}, {"Shaka, When the Walls Fell"});
  CardId d = b.id("Shaka, When the Walls Fell");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
}

TEST(IV_5A_Shaka, FailedOnCunningReturns) {
  // Diplomacy x3 but CUNNING 10+4 = 14.
  auto b = away_team({"Sarek", "Mot the Barber"}, {"Shaka, When the Walls Fell"});
  CardId d = b.id("Shaka, When the Walls Fell");
  b.act(kPlanetAttempt);
  expect_returned(b, d);
}

TEST(IV_5A_WindDancer, LwaxanaGetsPast) {
  auto b = away_team({"Lwaxana Troi"}, {"Wind Dancer"});
  CardId d = b.id("Wind Dancer");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
}

TEST(IV_5A_WindDancer, OneMemberWithStrengthOver9GetsPast) {
  auto b = away_team({"Worf", "Mot the Barber"}, {"Wind Dancer"});
  CardId d = b.id("Wind Dancer");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
}

TEST(IV_5A_WindDancer, FailedReturns) {
  // Combined STRENGTH 5+6 > 9 does not help: it needs one member with it.
  auto b = away_team({"Mot the Barber", "Benjamin Maxwell"}, {"Wind Dancer"});
  CardId d = b.id("Wind Dancer");
  b.act(kPlanetAttempt);
  expect_returned(b, d);
}

TEST(IV_5A_PortalGuard, OvercomeWithCunningOver7) {
  auto b = away_team({"Data", "Mot the Barber"}, {"Portal Guard"});
  CardId d = b.id("Portal Guard");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
  EXPECT_EQ(b->cards[b.id("Mot the Barber")].place, Place::Planet);
}

TEST(IV_5A_PortalGuard, FailedTeamBeamsUpStoppedAndGuardStays) {
  auto b = away_team({"Mot the Barber", "Benjamin Maxwell"}, {"Portal Guard"});
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId d = b.id("Portal Guard");
  b.act(kPlanetAttempt);
  for (CardId c : {b.id("Mot the Barber"), b.id("Benjamin Maxwell")}) {
    EXPECT_EQ(b->cards[c].place, Place::Aboard) << b.log_text();
    EXPECT_EQ(b->cards[c].host, ship);
    EXPECT_TRUE(stopped(b, c));
  }
  expect_returned(b, d);
}

TEST(IV_5A_PortalGuard, FailedWithNowhereToBeamAllDie) {
  auto b = away_team({"Mot the Barber", "Benjamin Maxwell"}, {"Portal Guard"});
  CardId d = b.id("Portal Guard");
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, b.id("Mot the Barber")), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, b.id("Benjamin Maxwell")), Zone::Discard);
  expect_returned(b, d);
}

// ================================================================ hits =====

TEST(IV_5A_Archer, OvercomeWithSecurityAndMedical) {
  auto b = away_team({"Worf", "Beverly Crusher"}, {"Archer"});
  CardId d = b.id("Archer");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
  EXPECT_TRUE(in_play(b, b.id("Worf")));
  EXPECT_TRUE(in_play(b, b.id("Beverly Crusher")));
}

TEST(IV_5A_Archer, FailedKillsHighestTotalAttributes) {
  // Picard 9+8+6 = 23 beats Mot 6+4+5 = 15.
  auto b = away_team({"Jean-Luc Picard", "Mot the Barber"}, {"Archer"});
  CardId d = b.id("Archer");
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, b.id("Jean-Luc Picard")), Zone::Discard) << b.log_text();
  EXPECT_TRUE(b.logged("R-STATE-6", Ev::Killed));
  EXPECT_TRUE(in_play(b, b.id("Mot the Barber")));
  EXPECT_TRUE(stopped(b, b.id("Mot the Barber")));
  expect_discarded(b, d);  // a hit is discarded after its effect
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(D_DIL_3, ArcherTieIsBrokenByTheOwner) {
  // Mot the Barber and Tam Elbrun both total 15.
  auto b = away_team({"Mot the Barber", "Tam Elbrun"}, {"Archer"});
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::Victim) << b.log_text();
  EXPECT_EQ(b->current_player(), 0);  // the owner of the personnel chooses
  EXPECT_EQ(b->choice.options.size(), 2u);
  b.act("Choose Tam Elbrun");
  EXPECT_EQ(zone(b, b.id("Tam Elbrun")), Zone::Discard) << b.log_text();
  EXPECT_TRUE(in_play(b, b.id("Mot the Barber")));
  EXPECT_TRUE(b.logged("D-DIL-3"));
}

TEST(R_DIL_2, MissingTriggerDiscardsWithNoEffect) {
  // Anaphasic Organism with no female present: discarded at once, nobody
  // stopped, and the attempt goes on to the next dilemma (Wind Dancer,
  // overcome with Picard's Music).
  auto b = away_team({"Jean-Luc Picard", "Mot the Barber"}, {"Anaphasic Organism", "Wind Dancer"});
  CardId ana = b.id("Anaphasic Organism");
  b.act(kPlanetAttempt);
  expect_discarded(b, ana);
  EXPECT_TRUE(b.logged("R-DIL-4", Ev::TriggerMissing)) << b.log_text();
  EXPECT_FALSE(b.logged(Ev::ConditionFailed));
  EXPECT_TRUE(b->cards[b.id("Wind Dancer")].has(kRevealed));  // the next one was met
  expect_discarded(b, b.id("Wind Dancer"));
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  EXPECT_FALSE(stopped(b, b.id("Mot the Barber")));
  EXPECT_TRUE(b.logged("R-MSN-7", Ev::RequirementsUnmet));
}

TEST(IV_5A_AnaphasicOrganism, FailedDiscardsTheFemaleWithHighestTotal) {
  // Deanna 8+7+4 = 19 beats Ro Laren 4+7+5 = 16; Mot is male and no target.
  auto b = away_team({"Ro Laren", "Deanna Troi", "Mot the Barber"}, {"Anaphasic Organism"});
  CardId d = b.id("Anaphasic Organism");
  CardId deanna = b.id("Deanna Troi");
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, deanna), Zone::Discard) << b.log_text();
  EXPECT_TRUE(b.logged(Ev::Discarded));  // resigns: discarded, not killed
  EXPECT_FALSE(b.logged(Ev::Killed));
  EXPECT_TRUE(in_play(b, b.id("Ro Laren")));
  EXPECT_TRUE(stopped(b, b.id("Ro Laren")));
  EXPECT_TRUE(stopped(b, b.id("Mot the Barber")));
  expect_discarded(b, d);
}

TEST(IV_5A_AnaphasicOrganism, OvercomeWithSecurityAndMedical) {
  auto b = away_team({"Beverly Crusher", "Worf"}, {"Anaphasic Organism"});
  CardId d = b.id("Anaphasic Organism");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
  EXPECT_TRUE(in_play(b, b.id("Beverly Crusher")));
}

TEST(R_DIL_7, ChalnothOvercomeScoresFivePointsIntoTheBonusArea) {
  // STRENGTH 10+12+7+8+6 = 43 > 40.
  auto b = away_team({"Worf", "Data", "William T. Riker", "Tasha Yar", "Jean-Luc Picard"}, {"Chalnoth"});
  CardId d = b.id("Chalnoth");
  b.act(kPlanetAttempt);
  expect_bonus(b, d, 5);
  EXPECT_FALSE(contains(b->players[1].discard, d));
}

TEST(IV_5A_Chalnoth, OvercomeWithThreeSecurity) {
  auto b = away_team({"Worf", "Tasha Yar", "Darian Wallace"}, {"Chalnoth"});
  CardId d = b.id("Chalnoth");
  b.act(kPlanetAttempt);
  expect_bonus(b, d, 5);
}

TEST(R_INFO_2, ChalnothVictimIsTheOpponentsChoice) {
  auto b = away_team({"Jean-Luc Picard", "Mot the Barber"}, {"Chalnoth"});
  CardId d = b.id("Chalnoth");
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::Victim) << b.log_text();
  EXPECT_EQ(b->current_player(), 1);  // the opponent decides
  EXPECT_EQ(b->choice.options.size(), 2u);
  b.act("Choose Mot the Barber");
  EXPECT_EQ(zone(b, b.id("Mot the Barber")), Zone::Discard) << b.log_text();
  EXPECT_TRUE(in_play(b, b.id("Jean-Luc Picard")));
  EXPECT_TRUE(stopped(b, b.id("Jean-Luc Picard")));
  EXPECT_TRUE(b.logged("R-INFO-2"));
  EXPECT_EQ(b->current_player(), 0);
  expect_discarded(b, d);
}

TEST(R_DIL_7, NoPointsWhenTheConditionFails) {
  auto b = away_team({"Jean-Luc Picard", "Mot the Barber"}, {"Chalnoth"});
  CardId d = b.id("Chalnoth");
  b.act(kPlanetAttempt);
  b.act("Choose Mot the Barber");
  expect_discarded(b, d);
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_EQ(b->players[1].score, 0);
  EXPECT_TRUE(b->players[0].bonus.empty());
}

TEST(IV_5A_Microvirus, OvercomeScoresFive) {
  auto b = away_team({"Worf", "Beverly Crusher"}, {"Microvirus"});
  CardId d = b.id("Microvirus");
  b.act(kPlanetAttempt);
  expect_bonus(b, d, 5);
}

TEST(IV_5A_Microvirus, OpponentChoosesAmongOrganicsOnly) {
  auto b = away_team({"Data", "Jean-Luc Picard"}, {"Microvirus"});
  CardId picard = b.id("Jean-Luc Picard");
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::Victim);
  EXPECT_EQ(b->current_player(), 1);
  EXPECT_EQ(b->choice.options, (std::vector<uint16_t>{picard}));  // the android is no target
  b.act("Choose Jean-Luc Picard");
  EXPECT_EQ(zone(b, picard), Zone::Discard);
  EXPECT_TRUE(stopped(b, b.id("Data")));
}

TEST(R_DIL_5, StoppedEvenWithNoTarget) {
  // Microvirus fails, but the only member is an android: nobody can be
  // killed; the group is still stopped and the hit still discarded.
  auto b = away_team({"Data"}, {"Microvirus"});
  CardId d = b.id("Microvirus");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_TRUE(in_play(b, b.id("Data")));
  EXPECT_TRUE(stopped(b, b.id("Data")));
  EXPECT_TRUE(b.logged("R-DIL-5"));
  expect_discarded(b, d);
}

TEST(IV_5A_Nausicaans, FailedKillsOneAtRandom) {
  auto b = away_team({"Jean-Luc Picard", "William T. Riker"}, {"Nausicaans"});
  CardId d = b.id("Nausicaans");
  CardId p = b.id("Jean-Luc Picard"), r = b.id("William T. Riker");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);  // random, nobody chooses
  EXPECT_EQ(in_play(b, p) + in_play(b, r), 1) << b.log_text();
  EXPECT_TRUE(stopped(b, in_play(b, p) ? p : r));
  EXPECT_EQ(b.count_logged(Ev::Killed), 1);
  expect_discarded(b, d);
}

TEST(IV_5A_Nausicaans, OvercomeWithStrengthOver44) {
  // 10+12+7+8+6+6 = 49.
  auto b = away_team({"Worf", "Data", "William T. Riker", "Tasha Yar", "Jean-Luc Picard", "Sito Jaxa"},
                     {"Nausicaans"});
  CardId d = b.id("Nausicaans");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
  EXPECT_FALSE(b.logged(Ev::Killed));
}

TEST(IV_5A_RebelEncounter, BribeByDiscardingEquipment) {
  auto b = away_team({"Mot the Barber", "Benjamin Maxwell"}, {"Rebel Encounter"});
  CardId phaser = b.on_planet(0, "Starfleet Type II Phaser");
  CardId d = b.id("Rebel Encounter");
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::PayCost) << b.log_text();
  EXPECT_EQ(b->current_player(), 0);
  EXPECT_TRUE(b.can("discard Starfleet Type II Phaser"));
  b.act("Yes, pay the cost");
  EXPECT_EQ(zone(b, phaser), Zone::Discard);
  EXPECT_TRUE(b.logged("R-REQ-2", Ev::CostPaid));
  EXPECT_FALSE(b.logged(Ev::Killed));
  EXPECT_FALSE(stopped(b, b.id("Mot the Barber")));
  expect_discarded(b, d);
}

TEST(IV_5A_RebelEncounter, RefusingTheBribeKillsOneAndStops) {
  auto b = away_team({"Mot the Barber", "Benjamin Maxwell"}, {"Rebel Encounter"});
  CardId phaser = b.on_planet(0, "Starfleet Type II Phaser");
  CardId d = b.id("Rebel Encounter");
  b.act(kPlanetAttempt);
  b.act("No, do not pay");
  EXPECT_TRUE(in_play(b, phaser));
  EXPECT_EQ(b.count_logged(Ev::Killed), 1) << b.log_text();
  CardId survivor = in_play(b, b.id("Mot the Barber")) ? b.id("Mot the Barber") : b.id("Benjamin Maxwell");
  EXPECT_TRUE(stopped(b, survivor));
  expect_discarded(b, d);
}

TEST(IV_5A_RebelEncounter, NoEquipmentMeansNoBribe) {
  auto b = away_team({"Mot the Barber", "Benjamin Maxwell"}, {"Rebel Encounter"});
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(b.count_logged(Ev::Killed), 1);
}

TEST(IV_5A_ElAdrelCreature, OvercomeWhenTwoStrongestExceed16) {
  auto b = away_team({"Worf", "Data", "Mot the Barber"}, {"El-Adrel Creature"});
  CardId d = b.id("El-Adrel Creature");
  b.act(kPlanetAttempt);
  expect_discarded(b, d);
  EXPECT_FALSE(b.logged(Ev::Killed));
}

TEST(IV_5A_ElAdrelCreature, FailedKillsOneOfTheTwoStrongest) {
  // Riker 7 and Picard 6 are the two strongest (13); Mot (5) is safe even
  // though the whole team's STRENGTH is 18 > 16.
  auto b = away_team({"William T. Riker", "Jean-Luc Picard", "Mot the Barber"}, {"El-Adrel Creature"});
  CardId d = b.id("El-Adrel Creature");
  b.act(kPlanetAttempt);
  EXPECT_TRUE(in_play(b, b.id("Mot the Barber"))) << b.log_text();
  EXPECT_TRUE(stopped(b, b.id("Mot the Barber")));
  EXPECT_EQ(in_play(b, b.id("William T. Riker")) + in_play(b, b.id("Jean-Luc Picard")), 1);
  expect_discarded(b, d);
}

TEST(IV_5A_ElAdrelCreature, TieForSecondStrongestIsOwnersChoice) {
  // Riker 7; Mot and Simon Tarses both 5: the owner picks which one is attacked.
  auto b = away_team({"William T. Riker", "Mot the Barber", "Simon Tarses"}, {"El-Adrel Creature"});
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::Victim) << b.log_text();
  EXPECT_EQ(b->current_player(), 0);
  EXPECT_EQ(b->choice.options.size(), 2u);
  b.act("Choose Simon Tarses");
  // 7+5 = 12: fails; Riker or Simon dies, Mot was not a target.
  EXPECT_TRUE(in_play(b, b.id("Mot the Barber"))) << b.log_text();
  EXPECT_EQ(in_play(b, b.id("William T. Riker")) + in_play(b, b.id("Simon Tarses")), 1);
  EXPECT_TRUE(b.logged("D-DIL-3"));
}

TEST(R_DIL_10, AndroidsAreUnaffectedByBarclaysProtomorphosis) {
  auto b = away_team({"Data", "Jean-Luc Picard"}, {"Barclay's Protomorphosis Disease"});
  CardId d = b.id("Barclay's Protomorphosis Disease");
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, b.id("Jean-Luc Picard")), Zone::Discard) << b.log_text();
  EXPECT_TRUE(in_play(b, b.id("Data")));
  EXPECT_TRUE(stopped(b, b.id("Data")));
  expect_discarded(b, d);
}

TEST(IV_5A_BarclaysProtomorphosis, OvercomeScoresTen) {
  auto b = away_team({"Beverly Crusher", "Dr. La Forge", "Worf"}, {"Barclay's Protomorphosis Disease"});
  CardId d = b.id("Barclay's Protomorphosis Disease");
  b.act(kPlanetAttempt);
  expect_bonus(b, d, 10);
}

TEST(IV_5A_BarclaysProtomorphosis, SpaceCrewDiesToo) {
  auto b = crew({"Worf", "Data"}, {"Barclay's Protomorphosis Disease"});
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard);
  EXPECT_TRUE(in_play(b, b.id("Data")));
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
}

TEST(IV_5A_CrystallineEntity, SpaceOvercomeWithShieldsOver6) {
  auto b = crew({"Worf"}, {"Crystalline Entity"});  // U.S.S. Galaxy SHIELDS 9
  CardId d = b.id("Crystalline Entity");
  b.act(kShipAttempt);
  expect_bonus(b, d, 5);
  EXPECT_TRUE(in_play(b, b.id("Worf")));
}

TEST(IV_5A_CrystallineEntity, SpaceFailedKillsTheWholeCrew) {
  auto b = crew({"Worf", "Mot the Barber"}, {"Crystalline Entity"}, "Runabout");  // SHIELDS 5, no Music
  CardId d = b.id("Crystalline Entity");
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, b.id("Mot the Barber")), Zone::Discard);
  EXPECT_TRUE(in_play(b, b.id("Runabout")));
  expect_discarded(b, d);
}

TEST(IV_5A_CrystallineEntity, SpaceOvercomeWithMusic) {
  auto b = crew({"Worf", "Jean-Luc Picard"}, {"Crystalline Entity"}, "Runabout");
  CardId d = b.id("Crystalline Entity");
  b.act(kShipAttempt);
  expect_bonus(b, d, 5);
}

TEST(IV_5A_CrystallineEntity, PlanetUsesScienceAndMedical) {
  auto b = away_team({"Dr. La Forge", "Beverly Crusher"}, {"Crystalline Entity"});
  CardId d = b.id("Crystalline Entity");
  b.act(kPlanetAttempt);
  expect_bonus(b, d, 5);
}

TEST(IV_5A_CrystallineEntity, PlanetFailedKillsTheAwayTeam) {
  // Picard has Music, which only helps in space.
  auto b = away_team({"Worf", "Jean-Luc Picard"}, {"Crystalline Entity"});
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, b.id("Jean-Luc Picard")), Zone::Discard);
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(R_DIL_9, CrystallineEntityAtAnOutpostUsesTheOutpostShields) {
  auto b = outpost_crew({"Worf"}, {"Crystalline Entity"});
  CardId d = b.id("Crystalline Entity");
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  expect_bonus(b, d, 5);
}

TEST(IV_5A_TarellianPlagueShip, MedicalVolunteerSavesTheCrew) {
  auto b = crew({"Beverly Crusher", "Jean-Luc Picard"}, {"Tarellian Plague Ship"});
  CardId d = b.id("Tarellian Plague Ship");
  b.act(kShipAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::PayCost) << b.log_text();
  EXPECT_TRUE(b.can("discard Beverly Crusher"));
  b.act("Yes, pay the cost");
  EXPECT_EQ(zone(b, b.id("Beverly Crusher")), Zone::Discard);
  EXPECT_TRUE(in_play(b, b.id("Jean-Luc Picard")));
  expect_bonus(b, d, 5);
}

TEST(IV_5A_TarellianPlagueShip, RefusingKillsEveryone) {
  auto b = crew({"Beverly Crusher", "Jean-Luc Picard"}, {"Tarellian Plague Ship"});
  CardId d = b.id("Tarellian Plague Ship");
  b.act(kShipAttempt);
  b.act("No, do not pay");
  EXPECT_EQ(zone(b, b.id("Beverly Crusher")), Zone::Discard);
  EXPECT_EQ(zone(b, b.id("Jean-Luc Picard")), Zone::Discard);
  EXPECT_EQ(b->players[0].score, 0);
  expect_discarded(b, d);
}

TEST(IV_5A_TarellianPlagueShip, NoMedicalKillsEveryone) {
  auto b = crew({"Worf", "Jean-Luc Picard"}, {"Tarellian Plague Ship"});
  b.act(kShipAttempt);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard);
  EXPECT_EQ(zone(b, b.id("Jean-Luc Picard")), Zone::Discard);
  EXPECT_TRUE(b.logged("R-MSN-5", Ev::AttemptEnded));  // nobody left
}

TEST(R_FAC_8, TarellianPlagueShipHitsAnOutpostCrew) {
  auto b = outpost_crew({"Worf"}, {"Tarellian Plague Ship"});
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard) << b.log_text();
  EXPECT_TRUE(in_play(b, b.id("Federation Outpost")));
}

TEST(R_HEA_5, KilledHologramIsDeactivatedAndReturnsNextTurn) {
  auto b = crew({"Worf", "Albert Einstein"}, {"Tarellian Plague Ship"});
  CardId holo = b.id("Albert Einstein");
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard) << b.log_text();
  EXPECT_TRUE(in_play(b, holo));
  EXPECT_TRUE(b->cards[holo].has(kDeactivated));
  EXPECT_TRUE(b.logged("R-HEA-5", Ev::HologramDeactivated));
  b.pass_turn();
  EXPECT_TRUE(b->cards[holo].has(kDeactivated));  // not on the opponent's turn
  b.pass_turn();
  EXPECT_FALSE(b->cards[holo].has(kDeactivated));
  EXPECT_TRUE(b.logged("R-HEA-5", Ev::HologramReactivated));
}

TEST(IV_5A_Nagilum, OvercomeWithThreeDiplomacyScoresFive) {
  auto b = crew({"Sarek"}, {"Nagilum"});
  CardId d = b.id("Nagilum");
  b.act(kShipAttempt);
  expect_bonus(b, d, 5);
}

TEST(IV_5A_Nagilum, FailedKillsHalfTheCrewRoundedDown) {
  auto b = crew({"Worf", "Mot the Barber", "Tasha Yar"}, {"Nagilum"});
  CardId d = b.id("Nagilum");
  b.act(kShipAttempt);
  EXPECT_EQ(b.count_logged(Ev::Killed), 1) << b.log_text();
  EXPECT_EQ(b->aboard(b.id("U.S.S. Galaxy")).size(), 2u);
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
  expect_discarded(b, d);
}

TEST(R_DIL_5, NagilumWithOneCrewKillsNobodyButStops) {
  auto b = crew({"Worf"}, {"Nagilum"});
  b.act(kShipAttempt);
  EXPECT_TRUE(in_play(b, b.id("Worf")));
  EXPECT_TRUE(stopped(b, b.id("Worf")));
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(IV_5A_IconianComputerWeapon, FailedRebootsTheHand) {
  auto b = crew({"Worf"}, {"Iconian Computer Weapon"});
  CardId d = b.id("Iconian Computer Weapon");
  CardId keep = b.hand("Mot the Barber");
  CardId e1 = b.hand("Starfleet Type II Phaser");
  CardId e2 = b.hand("Tox Uthat");
  size_t deck = b->players[0].deck.size();
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, e1), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, e2), Zone::Discard);
  EXPECT_EQ(zone(b, keep), Zone::Hand);
  EXPECT_EQ(b->players[0].hand.size(), 3u);  // replenished from the draw deck
  EXPECT_EQ(b->players[0].deck.size(), deck - 2);
  EXPECT_TRUE(b.logged(Ev::HandRebooted));
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
  expect_discarded(b, d);
}

TEST(IV_5A_IconianComputerWeapon, OvercomeWithScience) {
  auto b = crew({"Mendon"}, {"Iconian Computer Weapon"});
  CardId d = b.id("Iconian Computer Weapon");
  CardId e1 = b.hand("Starfleet Type II Phaser");
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, e1), Zone::Hand);
  expect_discarded(b, d);
}

// =========================================================== ship hits =====

TEST(IV_5A_CosmicStringFragment, FailedDestroysShipAndCrew) {
  auto b = crew({"Mot the Barber"}, {"Cosmic String Fragment"}, "Runabout");
  CardId ship = b.id("Runabout");
  CardId d = b.id("Cosmic String Fragment");
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, ship), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, b.id("Mot the Barber")), Zone::Discard);
  EXPECT_TRUE(b.logged("R-BATTLE-13", Ev::ShipDestroyed));
  expect_discarded(b, d);
}

TEST(IV_5A_CosmicStringFragment, OvercomeWithEngineerScoresFive) {
  auto b = crew({"Geordi La Forge"}, {"Cosmic String Fragment"});
  CardId d = b.id("Cosmic String Fragment");
  b.act(kShipAttempt);
  expect_bonus(b, d, 5);
}

TEST(R_DIL_9, ShipTriggerDilemmaMetFromAnOutpostDoesNothing) {
  auto b = outpost_crew({"Mot the Barber"}, {"Cosmic String Fragment", "Gravitic Mine"});
  CardId csf = b.id("Cosmic String Fragment"), gm = b.id("Gravitic Mine");
  CardId out = b.id("Federation Outpost");
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  expect_discarded(b, csf);
  expect_discarded(b, gm);
  EXPECT_EQ(b.count_logged(Ev::NullifiedAtOutpost), 2) << b.log_text();
  EXPECT_TRUE(b.logged("R-DIL-9"));
  EXPECT_TRUE(in_play(b, out));
  EXPECT_FALSE(stopped(b, out));
  EXPECT_FALSE(stopped(b, b.id("Mot the Barber")));
  EXPECT_EQ(b->players[0].score, 0);  // nullified: no points
}

TEST(IV_5A_GraviticMine, FailedDamagesAndStops) {
  auto b = crew({"Worf", "Tasha Yar"}, {"Gravitic Mine"});  // Navigation, no SCIENCE
  CardId ship = b.id("U.S.S. Galaxy");
  CardId d = b.id("Gravitic Mine");
  b.act(kShipAttempt);
  EXPECT_TRUE(b->cards[ship].has(kDamaged)) << b.log_text();
  EXPECT_TRUE(stopped(b, ship));
  EXPECT_TRUE(stopped(b, b.id("Worf")));
  EXPECT_TRUE(b.logged("R-BATTLE-11", Ev::ShipDamaged));
  EXPECT_EQ(b->effective_range(ship), 5);  // R-MOVE-4
  expect_discarded(b, d);
}

TEST(IV_5A_GraviticMine, OvercomeWithScienceAndNavigation) {
  auto b = crew({"Worf", "Dr. La Forge"}, {"Gravitic Mine"});
  CardId d = b.id("Gravitic Mine");
  b.act(kShipAttempt);
  EXPECT_FALSE(b->cards[b.id("U.S.S. Galaxy")].has(kDamaged));
  expect_discarded(b, d);
  EXPECT_EQ(b->players[0].score, 0);  // no point box
}

TEST(R_BATTLE_11, DamagedShipDamagedAgainIsDestroyed) {
  auto b = crew({"Worf"}, {"Gravitic Mine"});
  CardId ship = b.id("U.S.S. Galaxy");
  b.damage(ship);
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, ship), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, b.id("Worf")), Zone::Discard);
}

TEST(IV_5A_MicrobioticColony, FailedDamages) {
  auto b = crew({"Geordi La Forge", "Jean-Luc Picard"}, {"Microbiotic Colony"});  // no SCIENCE
  CardId d = b.id("Microbiotic Colony");
  b.act(kShipAttempt);
  EXPECT_TRUE(b->cards[b.id("U.S.S. Galaxy")].has(kDamaged));
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
  expect_discarded(b, d);
}

TEST(IV_5A_MicrobioticColony, OvercomeWithScienceEngineerOfficer) {
  auto b = crew({"Geordi La Forge", "Jean-Luc Picard", "Mendon"}, {"Microbiotic Colony"});
  CardId d = b.id("Microbiotic Colony");
  b.act(kShipAttempt);
  EXPECT_FALSE(b->cards[b.id("U.S.S. Galaxy")].has(kDamaged));
  expect_discarded(b, d);
}

TEST(IV_5A_Nanites, OvercomeWithDiplomacyScoresFive) {
  auto b = crew({"Jean-Luc Picard"}, {"Nanites"});
  CardId d = b.id("Nanites");
  b.act(kShipAttempt);
  expect_bonus(b, d, 5);
}

TEST(IV_5A_Nanites, OneScienceIsNotEnough) {
  auto b = crew({"Mendon", "Tasha Yar"}, {"Nanites"});
  CardId d = b.id("Nanites");
  b.act(kShipAttempt);
  EXPECT_TRUE(b->cards[b.id("U.S.S. Galaxy")].has(kDamaged));
  EXPECT_EQ(b->players[0].score, 0);
  expect_discarded(b, d);
}

TEST(IV_5A_NullSpace, OvercomeWithTwoNavigationScoresFive) {
  auto b = crew({"Worf", "William T. Riker"}, {"Null Space"});
  CardId d = b.id("Null Space");
  b.act(kShipAttempt);
  expect_bonus(b, d, 5);
}

TEST(IV_5A_NullSpace, FailedDamages) {
  auto b = crew({"Worf", "Mendon"}, {"Null Space"});
  CardId d = b.id("Null Space");
  b.act(kShipAttempt);
  EXPECT_TRUE(b->cards[b.id("U.S.S. Galaxy")].has(kDamaged));
  EXPECT_TRUE(stopped(b, b.id("U.S.S. Galaxy")));
  expect_discarded(b, d);
}

// ================================================= unconditional hits =====

TEST(R_DIL_3, UnconditionalHitDoesNotStop) {
  // Armus kills one at random; the rest carry on to the next dilemma.
  auto b = away_team({"Jean-Luc Picard", "William T. Riker"}, {"Armus - Skin of Evil", "Impassable Door"});
  CardId armus = b.id("Armus - Skin of Evil");
  CardId p = b.id("Jean-Luc Picard"), r = b.id("William T. Riker");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b.count_logged(Ev::Killed), 1) << b.log_text();
  CardId survivor = in_play(b, p) ? p : r;
  EXPECT_TRUE(in_play(b, survivor));
  EXPECT_TRUE(b.logged("R-DIL-1", Ev::NoCondition));
  expect_discarded(b, armus);
  // It was the door (conditions failed) that stopped the survivor.
  EXPECT_TRUE(b->cards[b.id("Impassable Door")].has(kRevealed));
  EXPECT_TRUE(stopped(b, survivor));
}

TEST(R_DIL_3, ArmusAloneLeavesTheSurvivorUnstopped) {
  auto b = away_team({"Jean-Luc Picard", "William T. Riker"}, {"Armus - Skin of Evil"});
  CardId p = b.id("Jean-Luc Picard"), r = b.id("William T. Riker");
  b.act(kPlanetAttempt);
  CardId survivor = in_play(b, p) ? p : r;
  EXPECT_FALSE(stopped(b, survivor)) << b.log_text();
  EXPECT_TRUE(b.logged("R-MSN-7", Ev::RequirementsUnmet));  // went on to the requirements
}

TEST(IV_5A_Firestorm, KillsIntegrityBelow5AndDoesNotStop) {
  auto b = away_team({"Ro Laren", "Jean-Luc Picard", "Vash"}, {"Firestorm"});  // INTEGRITY 4, 9, 3
  CardId d = b.id("Firestorm");
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, b.id("Ro Laren")), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, b.id("Vash")), Zone::Discard);
  EXPECT_TRUE(in_play(b, b.id("Jean-Luc Picard")));
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  expect_discarded(b, d);
}

TEST(IV_5A_Firestorm, NobodyBelow5NothingHappens) {
  auto b = away_team({"Jean-Luc Picard"}, {"Firestorm"});
  CardId d = b.id("Firestorm");
  b.act(kPlanetAttempt);
  EXPECT_TRUE(in_play(b, b.id("Jean-Luc Picard")));
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  expect_discarded(b, d);
}

namespace {
// Avert Disaster (0), Test Mission (1, space), Cultural Observation (2),
// Diplomacy Mission (3): the furthest planet from location 0 is location 3.
ScenarioBuilder love_interest(const std::string& dilemma, const std::vector<std::string>& team) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.mission("Cultural Observation");
  b.mission("Diplomacy Mission");
  b.seed_under(0, dilemma);
  for (const auto& t : team) b.on_planet(0, t);
  return b;
}
}  // namespace

TEST(R_MOVE_12, FemalesLoveInterestRelocatesToTheFurthestPlanet) {
  auto b = love_interest("Female's Love Interest", {"Deanna Troi", "Jean-Luc Picard"});
  CardId deanna = b.id("Deanna Troi"), picard = b.id("Jean-Luc Picard");
  CardId d = b.id("Female's Love Interest");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->cards[deanna].place, Place::Planet) << b.log_text();
  EXPECT_EQ(b->cards[deanna].loc, 3);
  EXPECT_FALSE(stopped(b, deanna));
  EXPECT_EQ(b->cards[picard].loc, 0);
  EXPECT_FALSE(stopped(b, picard));
  EXPECT_TRUE(b.logged("R-MOVE-12", Ev::Relocated));
  expect_discarded(b, d);
}

TEST(R_MOVE_12, MalesLoveInterestTakesAMale) {
  auto b = love_interest("Male's Love Interest", {"Deanna Troi", "Jean-Luc Picard"});
  CardId deanna = b.id("Deanna Troi"), picard = b.id("Jean-Luc Picard");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->cards[picard].loc, 3) << b.log_text();
  EXPECT_EQ(b->cards[deanna].loc, 0);
}

TEST(IV_5A_FemalesLoveInterest, NoFemaleNothingHappensAndDiscarded) {
  auto b = love_interest("Female's Love Interest", {"Jean-Luc Picard"});
  CardId d = b.id("Female's Love Interest");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->cards[b.id("Jean-Luc Picard")].loc, 0);
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  expect_discarded(b, d);
}

// ============================================================= choices =====

TEST(R_DIL_16, SarjenkaIgnoreDiscardsWithoutStopping) {
  auto b = away_team({"Jean-Luc Picard"}, {"Sarjenka"});
  CardId d = b.id("Sarjenka");
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::Branch) << b.log_text();
  EXPECT_EQ(b->current_player(), 0);
  b.act("Ignore her");
  expect_discarded(b, d);
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_TRUE(b.logged("R-DIL-16", Ev::BranchChosen));
}

TEST(R_DIL_16, SarjenkaHelpScoresAndStopsEveryAwayTeamHere) {
  auto b = away_team({"Jean-Luc Picard"}, {"Sarjenka"});
  CardId theirs = b.on_planet(0, "Klag", 1);  // the opponent's Away Team on the same planet
  CardId d = b.id("Sarjenka");
  b.act(kPlanetAttempt);
  b.act("Help her");
  expect_bonus(b, d, 5);
  EXPECT_TRUE(stopped(b, b.id("Jean-Luc Picard")));
  EXPECT_TRUE(stopped(b, theirs));
  EXPECT_FALSE(b->attempt.active);
}

TEST(R_DIL_7, AScoreEffectPutsTheDilemmaInTheScorersBonusArea) {
  auto b = test_away_team({"Data"});
  CardId d = b.seed_under(0, "T-Gift");
  b.act(kPlanetAttempt);
  expect_bonus(b, d, 10);
  EXPECT_FALSE(contains(b->players[1].discard, d));
}

TEST(R_DIL_7, AScoreEffectInAChoiceBranchPutsTheDilemmaInTheBonusArea) {
  auto b = test_away_team({"Data"});
  CardId d = b.seed_under(0, "T-Offer");
  b.act(kPlanetAttempt);
  b.act("Take the offer");
  expect_bonus(b, d, 10);
  EXPECT_TRUE(stopped(b, b.id("Data")));
}

// ======================================================= general rules =====

TEST(R_DIL_2, DilemmasAreMetInStackOrderUntilTheGroupIsStopped) {
  auto b = away_team({"Worf"}, {"Impassable Door", "Chalnoth", "Archer"});
  b.act(kPlanetAttempt);
  EXPECT_EQ(b.count_logged(Ev::DilemmaRevealed), 1) << b.log_text();
  EXPECT_EQ(under(b).size(), 3u);
  EXPECT_FALSE(b->cards[b.id("Chalnoth")].has(kRevealed));
  EXPECT_TRUE(b.logged("R-DIL-2", Ev::DilemmaRevealed));
}

TEST(R_DIL_3, OvercomingAConditionDoesNotStop) {
  auto b = away_team({"Data", "Worf"}, {"Impassable Door", "Archer"});
  b.act(kPlanetAttempt);
  // Archer: Worf is SECURITY but no MEDICAL: fails; Data (28) is shot.
  EXPECT_EQ(zone(b, b.id("Data")), Zone::Discard) << b.log_text();
  EXPECT_EQ(b.count_logged(Ev::DilemmaRevealed), 2);
  EXPECT_TRUE(under(b).empty());
}

TEST(R_SEED_10, MisseedIsDiscoveredAndGoesOutOfPlay) {
  auto b = away_team({"Data"}, {});
  CardId bad = b.seed_under(0, "Gravitic Mine");  // a space dilemma under a planet mission
  b.misseed(bad);
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, bad), Zone::OutOfPlay) << b.log_text();
  EXPECT_TRUE(b.logged("R-SEED-10", Ev::MisseedFound));
  EXPECT_FALSE(b->players[0].misseed_locs & 1u);  // the opponent's misseed: no penalty
}

TEST(R_SEED_9, ASpaceDilemmaUnderAPlanetMissionIsAMisseedWhenMet) {
  // No misseed flag: the facts decide when it is met (R-SEED-10), however it got there.
  auto b = away_team({"Data"}, {"Nagilum"});  // a space dilemma, 5 points
  CardId bad = b.id("Nagilum");
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, bad), Zone::OutOfPlay) << b.log_text();
  EXPECT_TRUE(b->cards[bad].has(kMisseed));
  EXPECT_TRUE(b.logged("R-SEED-10", Ev::MisseedFound));
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_FALSE(b.logged(Ev::DilemmaToBonus));
}

TEST(R_SEED_9, APlanetDilemmaUnderASpaceMissionIsAMisseedWhenMet) {
  auto b = crew({"Jean-Luc Picard", "Data"}, {"Hyper-Aging"});  // a planet dilemma under Test Mission
  CardId bad = b.id("Hyper-Aging");
  b.act(kShipAttempt);
  EXPECT_EQ(zone(b, bad), Zone::OutOfPlay) << b.log_text();
  EXPECT_TRUE(b.logged("R-SEED-10", Ev::MisseedFound));
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(R_SEED_9, ASecondCopyByTheSamePlayerUnderOneMissionIsAMisseedWhenMet) {
  auto b = test_away_team({"Worf"});
  CardId first = b.seed_under(0, "T-Honor Test");
  CardId second = b.seed_under(0, "T-Honor Test");
  b.act(kPlanetAttempt);
  expect_bonus(b, first, 5);
  EXPECT_EQ(zone(b, second), Zone::OutOfPlay);
  EXPECT_TRUE(b.logged("R-SEED-10", Ev::MisseedFound));
  EXPECT_FALSE(b->players[0].misseed_locs & 1u);  // the opponent's misseed: no penalty (R-SEED-11)
}

TEST(R_SEED_10, CopiesSeededByDifferentPlayersAreNoMisseeds) {
  auto b = test_away_team({"Worf"});
  CardId theirs = b.seed_under(0, "T-Honor Test", 1);
  CardId mine = b.seed_under(0, "T-Honor Test", 0);
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, theirs), Zone::Bonus) << b.log_text();
  EXPECT_EQ(zone(b, mine), Zone::Bonus);
  EXPECT_EQ(b->players[0].score, 10);
  EXPECT_FALSE(b.logged(Ev::MisseedFound));
}

TEST(R_SEED_11, YourOwnSecondCopyIsYourMisseed) {
  auto b = test_away_team({"Worf"});
  b.seed_under(0, "T-Honor Test", 0);
  CardId second = b.seed_under(0, "T-Honor Test", 0);
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, second), Zone::OutOfPlay) << b.log_text();
  EXPECT_TRUE(b->players[0].misseed_locs & 1u);
}

TEST(R_SEED_11, OwnMisseedBarsSolvingTheMission) {
  // Relief Mission: Geology OR Physics (Klingon/Romulan); Klag's team has Geology via Torak.
  ScenarioBuilder b;
  int l = b.mission("Relief Mission");
  CardId bad = b.seed_under(l, "Gravitic Mine", 0);
  b.misseed(bad);
  b.on_planet(l, "Torak");
  b.act("Attempt Relief Mission with your Away Team");
  EXPECT_TRUE(b->players[0].misseed_locs & 1u) << b.log_text();
  EXPECT_FALSE(b->spaceline[l].solved);
  EXPECT_TRUE(b.logged("R-SEED-11"));
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(R_INFO_2, OpponentChoosesEvenAtYourOwnDilemma) {
  // A Chalnoth player 0 seeded himself: the victim is still the opponent's choice.
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  CardId d = b.seed_under(l, "Chalnoth", 0);
  b.on_planet(l, "Jean-Luc Picard");
  b.on_planet(l, "Mot the Barber");
  b.act(kPlanetAttempt);
  ASSERT_EQ(b->choice.kind, ChoiceKind::Victim);
  EXPECT_EQ(b->current_player(), 1);
  b.act("Choose Jean-Luc Picard");
  EXPECT_EQ(zone(b, b.id("Jean-Luc Picard")), Zone::Discard);
  EXPECT_EQ(zone(b, d), Zone::Discard);
  EXPECT_TRUE(contains(b->players[0].discard, d));  // its owner's discard pile
  bool cited = false;
  for (const auto& e : b->log)
    if (e.ev == Ev::BranchChosen && e.b == b.id("Jean-Luc Picard")) {
      cited = true;
      EXPECT_STREQ(rule_info(e.rule).id, "R-INFO-2") << b.log_text();
      EXPECT_EQ(e.player, 1);
    }
  EXPECT_TRUE(cited) << b.log_text();
}

TEST(R_DIL_2, OnlyUnstoppedMembersCountForConditions) {
  auto b = away_team({"Worf"}, {"Impassable Door"});
  b.stop(b.on_planet(0, "Data"));  // Computer Skill, but stopped
  b.act(kPlanetAttempt);
  expect_returned(b, b.id("Impassable Door"));
}

TEST(R_REQ_5, AttributeConditionsAreStrictlyGreater) {
  // STRENGTH 10+12+8+7+7 = 44: Nausicaans needs more than 44.
  auto b = away_team({"Worf", "Data", "Tasha Yar", "William T. Riker", "Satelk"}, {"Nausicaans"});
  b.act(kPlanetAttempt);
  EXPECT_EQ(b.count_logged(Ev::Killed), 1) << b.log_text();
  EXPECT_TRUE(b.logged(Ev::ConditionFailed));
}

TEST(IV_5A_RebelEncounter, NoBribeNeededWhenStrongEnough) {
  // With the phaser: every Federation member +2 STRENGTH.
  auto b = away_team({"Worf", "Data", "William T. Riker", "Tasha Yar", "Jean-Luc Picard"}, {"Rebel Encounter"});
  CardId phaser = b.on_planet(0, "Starfleet Type II Phaser");
  b.act(kPlanetAttempt);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None) << b.log_text();
  EXPECT_EQ(zone(b, phaser), Zone::InPlay);
  EXPECT_FALSE(b.logged(Ev::Killed));
}

TEST(IV_5A_PortalGuard, AStoppedShipCannotTakeThemAllDie) {
  auto b = away_team({"Mot the Barber"}, {"Portal Guard"});
  b.stop(b.ship(0, "U.S.S. Galaxy"));
  b.act(kPlanetAttempt);
  EXPECT_EQ(zone(b, b.id("Mot the Barber")), Zone::Discard) << b.log_text();
  expect_returned(b, b.id("Portal Guard"));
}

TEST(R_DIL_9, CrewDilemmaFromAnOutpostHitsTheOutpostCrew) {
  // Nagilum: half of the outpost crew, rounded down.
  auto b = outpost_crew({"Worf", "Mot the Barber"}, {"Nagilum"});
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  EXPECT_EQ(b.count_logged(Ev::Killed), 1) << b.log_text();
  EXPECT_TRUE(stopped(b, b.id("Federation Outpost")));
  EXPECT_FALSE(b.logged(Ev::NullifiedAtOutpost));
}

TEST(R_MOVE_12, FurthestPlanetTiesAreRandomAmongTheTied) {
  // Attempt at location 1; planets at 0 and 2 are both one location away.
  ScenarioBuilder b;
  b.mission("Cultural Observation");
  int l = b.mission("Avert Disaster");
  b.mission("Diplomacy Mission");
  b.mission("Test Mission");  // space: never a destination
  b.seed_under(l, "Female's Love Interest");
  CardId deanna = b.on_planet(l, "Deanna Troi");
  b.act(kPlanetAttempt);
  int to = b->cards[deanna].loc;
  EXPECT_TRUE(to == 0 || to == 2) << to;
  EXPECT_EQ(b->cards[deanna].place, Place::Planet);
}

TEST(R_HEA_6, AHologramCannotBeamOverToTheTarellianPlagueShip) {
  // Jera is a MEDICAL hologram, active aboard the Husnock Ship's holodeck.
  // Tarellian Plague Ship's MEDICAL must beam over (R-BEAM-5), which a
  // hologram may not do (R-HEA-6): no cost can be paid, the crew dies.
  ScenarioBuilder b;
  int l = b.mission("Study Lonka Pulsar");  // Romulan space mission
  b.seed_under(l, "Tarellian Plague Ship");
  CardId ship = b.ship(l, "Husnock Ship");
  CardId jera = b.aboard(ship, "Jera");
  b.aboard(ship, "Tomalak");
  ASSERT_TRUE(b->usable(jera));
  b.act("Attempt Study Lonka Pulsar with the crew of Husnock Ship");
  EXPECT_EQ(b->choice.kind, ChoiceKind::None) << "no MEDICAL able to beam over: nothing to pay";
  EXPECT_EQ(zone(b, b.id("Tomalak")), Zone::Discard);
  EXPECT_TRUE(b->cards[jera].has(kDeactivated));  // "killed" hologram (R-HEA-5)
}
