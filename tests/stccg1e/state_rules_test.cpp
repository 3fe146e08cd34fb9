// States of personnel and ships (CRD II.1 Stasis, Disabled, Captive, Stopped,
// Dual-Affiliation Personnel): R-STATE-1..4, R-AFF-3, D-STATE-1..3.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }
SkillId skill(const char* name) { return *parse_skill(name); }
int disabled_count(const ScenarioBuilder& b, const std::vector<CardId>& v) {
  int n = 0;
  for (auto c : v) n += b.state().disabled(c);
  return n;
}

// Test cards: a capturing dilemma, a dilemma that puts one member in stasis, an
// event that frees captives, and a Federation/Klingon dual-affiliation envoy.
std::shared_ptr<const CardDb> test_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Kidnappers, type: dilemma, dilemma: planet, text: implemented,
   behavior: {condition: "STRENGTH>100", effects: [{capture: {select: random}}]}}
- {name: T-Cryo Trap, type: dilemma, dilemma: planet, text: implemented,
   behavior: {condition: "STRENGTH>100", effects: [{stasis: {select: random, full_turns: 1}}], stops_on_fail: false}}
- {name: T-Rescue, type: event, ability: {play: event, target: your_outpost, effects: [free_captives]}}
- {name: T-Envoy, type: personnel, affiliation: [federation, klingon], classification: V.I.P.,
   skills: [Diplomacy], integrity: 7, cunning: 7, strength: 5, gender: female, icons: [staff]}
- {name: T-Loner, type: personnel, affiliation: federation, classification: SCIENCE, does_not_work_with: [klingon],
   skills: [Physics], integrity: 6, cunning: 6, strength: 5, gender: male, icons: [staff]}
- {name: T-Drifter, type: personnel, affiliation: non-aligned, classification: CIVILIAN, does_not_work_with: [romulan],
   skills: [Barbering], integrity: 5, cunning: 5, strength: 5, gender: male}
)"),
                                       "state_rules_test.cpp");
  return db;
}

// Avert Disaster: Geology + Honor + INTEGRITY>35. Taitt brings the only Geology.
const std::vector<std::string> kAvertTeam = {"Taitt", "Worf", "Jean-Luc Picard", "William T. Riker", "Data"};
constexpr const char* kAvertAttempt = "Attempt Avert Disaster with your Away Team";

ScenarioBuilder avert(std::shared_ptr<const CardDb> db = CardDb::bundled()) {
  ScenarioBuilder b(1, 20, Phase::Orders, std::move(db));
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  for (const auto& t : kAvertTeam) b.on_planet(l, t);
  return b;
}

// A Federation ship at a space mission (location 1) with a dilemma under it.
struct ShipAtMission {
  ScenarioBuilder b;
  int loc;
  CardId ship;
  ShipAtMission(const std::string& dilemma, const std::vector<std::string>& crew) {
    int home = b.mission("Avert Disaster");
    loc = b.mission("Explore Dyson Sphere");
    b.outpost(home, "Federation Outpost");
    b.seed_under(loc, dilemma);
    ship = b.ship(loc, "U.S.S. Galaxy");
    for (auto& c : crew) b.aboard(ship, c);
  }
  std::vector<CardId> crew() const { return b.state().aboard(ship); }
};

}  // namespace

// ------------------------------------------------------------------ stasis --

TEST(R_STATE_2, StasisPersonnelGiveNoSkillToAMissionRequirement) {
  auto b = avert();
  CardId taitt = b.id("Taitt");
  b.stasis(taitt);
  EXPECT_EQ(b->skill_halves(taitt, skill("Geology")), 0);
  EXPECT_EQ(b->attribute(taitt, Attr::Integrity), 0);
  b.act(kAvertAttempt);
  EXPECT_TRUE(b.logged("R-MSN-7", Ev::RequirementsUnmet)) << b.log_text();
  EXPECT_FALSE(b->spaceline[0].solved);
}

TEST(R_STATE_2, TheSameTeamOutOfStasisSolvesTheMission) {
  auto b = avert();
  b.act(kAvertAttempt);
  EXPECT_TRUE(b->spaceline[0].solved) << b.log_text();
}

TEST(R_STATE_2, StasisOutlastsTheTurnAndForbidsBeaming) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId picard = b.aboard(ship, "Jean-Luc Picard");
  CardId riker = b.aboard(ship, "William T. Riker");
  b.stasis(picard);
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard")) << labels(b);
  EXPECT_TRUE(b.can("Beam William T. Riker")) << labels(b);
  b.pass_turn();
  b.pass_turn();  // two turn starts (R-TURN-5) later
  EXPECT_TRUE(b->cards[picard].has(kStasis));
  EXPECT_TRUE(b->cards[picard].has(kStopped));
  EXPECT_FALSE(b->cards[riker].has(kStopped));
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard")) << labels(b);
}

TEST(R_STATE_2, TimedStasisEndsAfterItsOwnersFullTurns) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  CardId picard = b.on_planet(0, "Jean-Luc Picard");
  b.stasis(picard, 2);
  b.pass_turn();  // end of player 1's (index 0) first full turn: one left
  EXPECT_TRUE(b->cards[picard].has(kStasis));
  b.pass_turn();  // the opponent's turn does not count
  EXPECT_TRUE(b->cards[picard].has(kStasis));
  b.pass_turn();
  EXPECT_FALSE(b->cards[picard].has(kStasis));
  EXPECT_TRUE(b.logged("R-STATE-2", Ev::StasisEnds));
  b.pass_turn();  // the next turn start unstops the personnel (R-TURN-5)
  EXPECT_TRUE(b->usable(picard));
}

TEST(R_STATE_2, ADilemmaPutsAMemberInStasisForAFullTurn) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.seed_under(l, "T-Cryo Trap");
  CardId worf = b.on_planet(l, "Worf");
  b.act(kAvertAttempt);
  EXPECT_TRUE(b->cards[worf].has(kStasis)) << b.log_text();
  EXPECT_TRUE(b.logged("R-STATE-2", Ev::StasisBegins));
  b.pass_turn();  // the turn it began in is not a full turn (R-DUR-1)
  b.pass_turn();
  EXPECT_TRUE(b->cards[worf].has(kStasis));
  b.pass_turn();  // end of Worf's owner's first full turn
  EXPECT_FALSE(b->cards[worf].has(kStasis)) << b.log_text();
}

TEST(D_STATE_2, AShipInStasisCannotRetaliate) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.aboard(bortas, "Klag");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.stasis(galaxy);
  b.act("Attack U.S.S. Galaxy");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_EQ(b->current_player(), 0) << "no retaliation decision for the defender";
  EXPECT_FALSE(b.logged("R-BATTLE-8", Ev::Retaliation));
  EXPECT_TRUE(b.logged("R-BATTLE-14", Ev::BattleResult));
}

TEST(R_STATE_2, AwayTeamMembersInStasisAddNoStrengthInBattle) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.on_planet(0, "Klag");   // STRENGTH 7
  b.on_planet(0, "Kurak");  // 6
  CardId worf = b.on_planet(0, "Worf", 1);  // 10, in stasis
  b.on_planet(0, "Tasha Yar", 1);           // 8
  b.stasis(worf);
  b.act("Attack the opponent's Away Team");
  if (b->current_player() == 1) b.act("Do not retaliate");
  bool won = false;
  for (const auto& e : b->log)
    if (e.ev == Ev::AwayBattle) won = e.player == 0 && (e.n >> 8) == 13 && (e.n & 0xFF) == 8;
  EXPECT_TRUE(won) << b.log_text();
}

// ---------------------------------------------------------------- disabled --

TEST(R_STATE_3, DisabledPersonnelHaveNoSkillsAttributesOrGenderButAreBeamed) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId troi = b.aboard(ship, "Deanna Troi");
  b.disable(troi);
  EXPECT_EQ(b->skill_halves(troi, skill("Diplomacy")), 0);
  EXPECT_EQ(b->skill_halves(troi, skill("OFFICER")), 0);
  EXPECT_EQ(b->attribute(troi, Attr::Cunning), 0);
  EXPECT_FALSE(b->is_female(troi));
  EXPECT_FALSE(b->usable(troi));
  EXPECT_TRUE(b.can("Beam Deanna Troi from U.S.S. Galaxy to the planet")) << labels(b);  // like equipment
}

TEST(R_STATE_3, DisabledPersonnelDoNotStaffAShip) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId ship = b.ship(0, "U.S.S. Miranda");  // staffing: one staff icon
  CardId worf = b.aboard(ship, "Worf");
  EXPECT_TRUE(b.can("Move U.S.S. Miranda")) << labels(b);
  b.disable(worf);
  EXPECT_FALSE(b.can("Move U.S.S. Miranda")) << labels(b);
}

TEST(R_STATE_3, KtarianGameDisablesOneNowAndOneMoreAtEachOfYourTurns) {
  ShipAtMission m("Ktarian Game", {"Jean-Luc Picard", "Tasha Yar", "Worf"});  // CUNNING 8+7+6, no android
  m.b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  CardId d = m.b.id("Ktarian Game");
  EXPECT_EQ(m.b->cards[d].host, m.ship) << m.b.log_text();
  EXPECT_EQ(disabled_count(m.b, m.crew()), 1);
  EXPECT_TRUE(m.b.logged("R-STATE-3", Ev::Disabled));
  EXPECT_TRUE(m.b.logged("R-INFO-1", Ev::RandomPick));
  EXPECT_FALSE(m.b->cards[m.ship].has(kStopped)) << "no condition: the crew is not stopped";
  m.b.act("End your turn");
  EXPECT_EQ(disabled_count(m.b, m.crew()), 1) << "the opponent's turn start does not count";
  m.b.pass_turn();
  EXPECT_EQ(disabled_count(m.b, m.crew()), 2) << m.b.log_text();
}

TEST(D_STATE_1, KtarianGameCuredByAnAndroidAndTheDisabledRecover) {
  ShipAtMission m("Ktarian Game", {"Jean-Luc Picard", "Tasha Yar"});
  CardId other = m.b.ship(m.loc, "U.S.S. Enterprise");
  m.b.aboard(other, "Data");
  m.b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  CardId d = m.b.id("Ktarian Game");
  ASSERT_EQ(m.b->cards[d].zone, Zone::InPlay) << m.b.log_text();
  ASSERT_EQ(disabled_count(m.b, m.crew()), 1);
  m.b.state().cards[m.ship].flags &= static_cast<uint16_t>(~kStopped);  // the attempt's own stop, if any, is not the point
  for (auto c : m.crew()) m.b.state().cards[c].flags &= static_cast<uint16_t>(~kStopped);
  m.b.act("Beam Data from U.S.S. Enterprise to U.S.S. Galaxy");
  EXPECT_EQ(m.b->cards[d].zone, Zone::Discard) << m.b.log_text();
  EXPECT_EQ(disabled_count(m.b, m.crew()), 0);
  EXPECT_TRUE(m.b.logged("D-STATE-1", Ev::Reenabled));
}

TEST(R_STATE_3, TwoDimensionalCreaturesDisableEmpathsAboardUntilTheyLeave) {
  ShipAtMission m("Two-Dimensional Creatures", {"Deanna Troi", "Jean-Luc Picard", "Worf"});
  CardId other = m.b.ship(m.loc, "U.S.S. Enterprise");
  m.b.aboard(other, "William T. Riker");
  CardId troi = m.b.id("Deanna Troi");
  m.b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  EXPECT_TRUE(m.b->disabled(troi)) << m.b.log_text();
  EXPECT_FALSE(m.b->disabled(m.b.id("Jean-Luc Picard")));
  EXPECT_FALSE(m.b.can("Move U.S.S. Galaxy")) << "the ship cannot move until cured";
  m.b.act("Beam Deanna Troi from U.S.S. Galaxy to U.S.S. Enterprise");
  EXPECT_FALSE(m.b->disabled(troi)) << "moving to another ship cures her (CRD IV.5C)";
  EXPECT_EQ(m.b->skill_halves(troi, skill("Empathy")), 2);
}

TEST(R_STATE_3, TwoDimensionalCreaturesCuredBySienceAndEngineer) {
  ShipAtMission m("Two-Dimensional Creatures", {"Deanna Troi", "Jean-Luc Picard", "Taitt"});  // Taitt: SCIENCE
  CardId other = m.b.ship(m.loc, "U.S.S. Enterprise");
  m.b.aboard(other, "Geordi La Forge");
  CardId troi = m.b.id("Deanna Troi");
  m.b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  ASSERT_TRUE(m.b->disabled(troi)) << m.b.log_text();
  m.b.act("Beam Geordi La Forge from U.S.S. Enterprise to U.S.S. Galaxy");
  EXPECT_EQ(m.b->cards[m.b.id("Two-Dimensional Creatures")].zone, Zone::Discard) << m.b.log_text();
  EXPECT_FALSE(m.b->disabled(troi));
  EXPECT_TRUE(m.b.can("Move U.S.S. Galaxy")) << labels(m.b);
}

// ---------------------------------------------------------------- captives --

TEST(R_STATE_4, ADilemmaTakesACaptiveForItsOwner) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.seed_under(l, "T-Kidnappers");  // seeded by player 1 (index 1)
  CardId worf = b.on_planet(l, "Worf");
  b.act(kAvertAttempt);
  EXPECT_EQ(b->cards[worf].zone, Zone::Captive) << b.log_text();
  ASSERT_EQ(b->players[1].captives.size(), 1u);
  EXPECT_EQ(b->players[1].captives[0], worf);
  EXPECT_TRUE(b.logged("R-STATE-4", Ev::Captured));
  EXPECT_EQ(b->skill_halves(worf, skill("Honor")), 0);
  EXPECT_EQ(b->attribute(worf, Attr::Strength), 0);
}

TEST(R_STATE_4, ACaptiveStillCountsAsInPlayForUniqueness) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  b.outpost(0, "Federation Outpost");
  b.captive("Worf", 1);
  b.hand("Worf");
  b.hand("Tasha Yar");
  EXPECT_FALSE(b.can("Report Worf")) << labels(b);
  EXPECT_TRUE(b.can("Report Tasha Yar")) << labels(b);
}

TEST(R_STATE_4, AFreeingCardBringsCaptivesBackAboardYourOutpost) {
  ScenarioBuilder b(1, 20, Phase::PlayCard, test_cards());
  b.mission("Avert Disaster");
  CardId outpost = b.outpost(0, "Federation Outpost");
  b.hand("T-Rescue");
  EXPECT_FALSE(b.can("Play T-Rescue")) << "nobody of yours is held captive";
  CardId worf = b.captive("Worf", 1);
  b.act("Play T-Rescue");
  EXPECT_EQ(b->cards[worf].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[worf].host, outpost);
  EXPECT_TRUE(b->players[1].captives.empty());
  EXPECT_TRUE(b.logged("R-STATE-4", Ev::CaptivesFreed));
}

TEST(D_STATE_3, CaptivesGoBackToTheirOwnerWhenTheGameEnds) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  CardId worf = b.captive("Worf", 1);
  b.set_deck_size(0, 1);
  b.pass_turn();  // draws the last card: the game ends (R-END-2)
  ASSERT_TRUE(b->is_terminal());
  EXPECT_EQ(b->cards[worf].zone, Zone::Hand);
  EXPECT_TRUE(b->players[1].captives.empty());
  EXPECT_TRUE(b.logged("D-STATE-3", Ev::CaptiveReturned));
}

// ---------------------------------------------------------- dual affiliation --

TEST(R_AFF_3, ADualAffiliationPersonnelReportsAsEitherAffiliation) {
  ScenarioBuilder b(1, 20, Phase::PlayCard, test_cards());
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.outpost(0, "Federation Outpost");
  b.outpost(1, "Klingon Outpost");
  b.hand("T-Envoy");
  EXPECT_TRUE(b.can("Report T-Envoy at Federation Outpost")) << labels(b);
  EXPECT_TRUE(b.can("Report T-Envoy at Klingon Outpost")) << labels(b);
  b.act("Report T-Envoy at Klingon Outpost");
  EXPECT_EQ(b->cards[b.id("T-Envoy")].aff, static_cast<uint8_t>(Affiliation::Klingon));
}

TEST(R_AFF_3, SwitchingIsAnActionThatNeverLeadsIntoHouseArrest) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId envoy = b.aboard(galaxy, "T-Envoy");
  b.affiliation(envoy, Affiliation::Federation);
  // As a Klingon she could not stay aboard with Picard (R-AFF-2, R-AFF-7).
  EXPECT_FALSE(b.can("Switch T-Envoy to Klingon")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::SwitchAffiliation, envoy, static_cast<uint16_t>(Affiliation::Klingon)));
  EXPECT_NE(why.find("house arrest"), std::string::npos) << why;
  b.act("Beam T-Envoy from U.S.S. Galaxy to the planet");
  EXPECT_TRUE(b.can("Switch T-Envoy to Klingon")) << labels(b);
  b.act("Switch T-Envoy to Klingon");
  EXPECT_EQ(b->cards[envoy].aff, static_cast<uint8_t>(Affiliation::Klingon));
  EXPECT_TRUE(b.logged("R-AFF-3", Ev::AffiliationSwitched));
  EXPECT_FALSE(b.can("Beam T-Envoy from the planet at Avert Disaster to U.S.S. Galaxy")) << labels(b);
}

TEST(R_AFF_3, AfterSwitchingSheBoardsTheOtherAffiliationsShip) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  CardId bortas = b.ship(0, "I.K.C. Bortas");
  b.aboard(bortas, "Klag");
  CardId envoy = b.on_planet(0, "T-Envoy");
  b.affiliation(envoy, Affiliation::Federation);
  EXPECT_FALSE(b.can("Beam T-Envoy from the planet at Avert Disaster to I.K.C. Bortas")) << labels(b);
  b.act("Switch T-Envoy to Klingon");
  EXPECT_TRUE(b.can("Beam T-Envoy from the planet at Avert Disaster to I.K.C. Bortas")) << labels(b);
}

TEST(R_AFF_3, AStoppedPersonnelCannotSwitch) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  CardId envoy = b.on_planet(0, "T-Envoy");
  b.stop(envoy);
  EXPECT_FALSE(b.can("Switch T-Envoy")) << labels(b);
}

// --------------------------------------------------- stopped still leads --

TEST(R_BATTLE_8, AShipStoppedWithItsCrewInAnEarlierBattleStillRetaliates) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.aboard(bortas, "Klag");
  CardId pagh = b.ship(1, "I.K.C. Pagh");
  b.aboard(pagh, "Kurak");
  b.aboard(pagh, "Kargan");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  CardId picard = b.aboard(galaxy, "Jean-Luc Picard");
  b.act("Attack U.S.S. Galaxy");
  if (b->choice.kind == ChoiceKind::BattleJoin) b.act("Add I.K.C. Bortas");
  if (b->choice.kind == ChoiceKind::BattleJoin) b.act("Fire");
  b.act("Do not retaliate");
  ASSERT_TRUE(b->cards[galaxy].has(kStopped));
  ASSERT_TRUE(b->cards[picard].has(kStopped));
  ASSERT_TRUE(b.can("Attack U.S.S. Galaxy")) << labels(b);  // Pagh has not fought yet
  b.act("Attack U.S.S. Galaxy");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_TRUE(b.can("Retaliate against I.K.C. Pagh")) << labels(b);
}

// ------------------------------------------------------------ save / load --

TEST(R_STATE_4, StatesSurviveSaveAndLoadAndChangeTheHash) {
  ShipAtMission m("Ktarian Game", {"Jean-Luc Picard", "Tasha Yar"});
  m.b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  CardId worf = m.b.captive("Worf", 1);
  CardId riker = m.b.on_planet(0, "William T. Riker");
  m.b.stasis(riker, 3);
  const GameState& s = m.b.state();
  GameState back = GameState::from_json(s.db_ptr(), s.to_json());
  EXPECT_EQ(back.hash(), s.hash());
  EXPECT_EQ(back.to_json(), s.to_json());
  EXPECT_EQ(back.cards[worf].zone, Zone::Captive);
  ASSERT_EQ(back.players[1].captives.size(), 1u);
  EXPECT_EQ(back.cards[riker].counter, 3);
  int caused = 0;
  for (auto c : m.crew()) caused += back.cards[c].cause == m.b.id("Ktarian Game");
  EXPECT_EQ(caused, 1) << "who Ktarian Game disabled is saved, so the cure can release them (D-STATE-1)";
  GameState other = back;
  other.cards[riker].counter = 2;
  EXPECT_NE(other.hash(), back.hash());
  other = back;
  other.players[1].captives.clear();
  EXPECT_NE(other.hash(), back.hash());
}

// ------------------------------------------------------- does not work with --

TEST(R_AFF_4, DoesNotWorkWithHoldsEvenUnderATreaty) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  b.event("Treaty: Federation/Klingon", 0, EventTarget::Table, 0);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Klag");  // a mixed crew, as the treaty allows (R-AFF-5)
  CardId loner = b.on_planet(0, "T-Loner");
  b.on_planet(0, "Jean-Luc Picard");
  EXPECT_TRUE(b.can("Beam Jean-Luc Picard from the planet at Avert Disaster to U.S.S. Galaxy")) << labels(b);
  EXPECT_FALSE(b.can("Beam T-Loner")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::Beam, loner, galaxy, 0));
  EXPECT_NE(why.find("R-AFF-4"), std::string::npos) << why;
  // Klag may beam down beside him, but not into his Away Team: a team apart (D-GRP-1).
  CardId klag = b.id("Klag");
  b.act("Beam Klag from U.S.S. Galaxy to the planet");
  EXPECT_NE(b->cards[klag].team, b->cards[loner].team) << "Klag does not join T-Loner's Away Team";
}

TEST(R_AFF_4, NoBoardingAShipOfThatAffiliation) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  b.event("Treaty: Federation/Klingon", 0, EventTarget::Table, 0);
  b.ship(0, "I.K.C. Bortas");
  b.on_planet(0, "T-Loner");
  b.on_planet(0, "Jean-Luc Picard");
  EXPECT_TRUE(b.can("Beam Jean-Luc Picard from the planet at Avert Disaster to I.K.C. Bortas")) << labels(b);
  EXPECT_FALSE(b.can("Beam T-Loner from the planet at Avert Disaster to I.K.C. Bortas")) << labels(b);
}

TEST(R_AFF_4, NonAlignedPersonnelToo) {
  ScenarioBuilder b(1, 20, Phase::PlayCard, test_cards());
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId rom = b.outpost(0, "Romulan Outpost");
  b.outpost(1, "Federation Outpost");
  (void)rom;
  b.hand("T-Drifter");
  EXPECT_FALSE(b.can("Report T-Drifter at Romulan Outpost")) << labels(b);
  EXPECT_TRUE(b.can("Report T-Drifter at Federation Outpost")) << labels(b);
}
