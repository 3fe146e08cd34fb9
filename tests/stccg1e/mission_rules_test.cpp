// Mission attempts, solving, scoring and the end of the game
// (CRD III.2, III.6; R-MSN-*, R-REQ-8, R-ART-2, R-SCORE-*, R-END-*).
#include <gtest/gtest.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

bool contains(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }
bool stopped(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kStopped); }
Zone zone(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].zone; }

// Every card listed in a player pile has that zone, and the reverse.
::testing::AssertionResult piles_consistent(const GameState& s) {
  auto check = [&](int p, const std::vector<CardId>& v, Zone z, const char* what) -> std::string {
    for (auto c : v)
      if (s.cards[c].zone != z) return s.card_name(c) + " listed in P" + std::to_string(p) + " " + what + " but is in " + to_string(s.cards[c].zone);
    return "";
  };
  for (int p = 0; p < 2; ++p) {
    const auto& ps = s.players[p];
    for (auto m : {check(p, ps.deck, Zone::Deck, "deck"), check(p, ps.hand, Zone::Hand, "hand"),
                   check(p, ps.discard, Zone::Discard, "discard"), check(p, ps.bonus, Zone::Bonus, "bonus")})
      if (!m.empty()) return ::testing::AssertionFailure() << m;
  }
  for (CardId c = 0; c < s.cards.size(); ++c) {
    const auto& k = s.cards[c];
    int listed = 0;
    for (int p = 0; p < 2; ++p) {
      const auto& ps = s.players[p];
      listed += (k.zone == Zone::Hand && contains(ps.hand, c)) + (k.zone == Zone::Deck && contains(ps.deck, c)) +
                (k.zone == Zone::Discard && contains(ps.discard, c));
    }
    if ((k.zone == Zone::Hand || k.zone == Zone::Deck || k.zone == Zone::Discard) && listed != 1)
      return ::testing::AssertionFailure() << s.card_name(c) << " is in " << to_string(k.zone) << " but listed " << listed << " times";
  }
  return ::testing::AssertionSuccess();
}

// Avert Disaster: Geology + Honor + INTEGRITY>35, 40 points. Taitt (Geology),
// Worf (Honor): INTEGRITY 6+8+9+8+8 = 39.
const std::vector<std::string> kAvertTeam = {"Taitt", "Worf", "Jean-Luc Picard", "William T. Riker", "Data"};

ScenarioBuilder avert(const std::vector<std::string>& team, const std::vector<std::string>& seeds = {}) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  for (const auto& s : seeds) b.seed_under(l, s);
  for (const auto& t : team) b.on_planet(l, t);
  return b;
}

constexpr const char* kAvertAttempt = "Attempt Avert Disaster with your Away Team";

}  // namespace

// ------------------------------------------------------------- who may ----

TEST(R_MSN_1, NoAttemptWithoutAMatchingAffiliationIcon) {
  ScenarioBuilder b;
  int l = b.mission("Cloaked Mission");  // Klingon only
  b.on_planet(l, "Worf");
  b.on_planet(l, "Jean-Luc Picard");
  EXPECT_FALSE(b.can("Attempt")) << ::testing::PrintToString(b.labels());
  b.on_planet(l, "Klag", 1);
  b.turn(1);
  EXPECT_TRUE(b.can("Attempt Cloaked Mission with your Away Team"));
}

TEST(R_MSN_1, NonAlignedOnlyGroupCannotAttempt) {
  auto b = avert({"Dr. Farek", "Vekor"});
  EXPECT_FALSE(b.can("Attempt"));
  b.on_planet(0, "Jean-Luc Picard");
  EXPECT_TRUE(b.can(kAvertAttempt));
}

TEST(R_MSN_1, StoppedPersonnelDoNotProvideTheMatch) {
  auto b = avert({"Dr. Farek"});
  b.stop(b.on_planet(0, "Jean-Luc Picard"));
  EXPECT_FALSE(b.can("Attempt"));
}

TEST(R_MSN_2, PlanetMissionIsAttemptedByTheAwayTeamNotTheShip) {
  auto b = avert({});
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  b.aboard(ship, "Jean-Luc Picard");
  EXPECT_FALSE(b.can("Attempt"));
  b.act("Beam Jean-Luc Picard from U.S.S. Galaxy to the planet");
  EXPECT_TRUE(b.can(kAvertAttempt));
  EXPECT_FALSE(b.can("with the crew of"));
}

TEST(R_MSN_2, SpaceMissionIsAttemptedByAShipsCrew) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId ship = b.ship(l, "U.S.S. Galaxy");
  b.aboard(ship, "Jean-Luc Picard");
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("with your Away Team"));
  EXPECT_FALSE(b.can("to the planet"));  // no planet at a space mission
  b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  EXPECT_TRUE(b.logged("R-MSN-3", Ev::AttemptBegin));
}

TEST(R_MSN_3, OnlyTheAttemptingShipsCrewCounts) {
  // Test Mission: Physics + INTEGRITY>28. Mendon has Physics (INTEGRITY 7);
  // the INTEGRITY is aboard the other ship.
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy");
  CardId excelsior = b.ship(l, "U.S.S. Excelsior");
  b.aboard(galaxy, "Mendon");
  for (auto n : {"Jean-Luc Picard", "William T. Riker", "Worf"}) b.aboard(excelsior, n);
  b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  EXPECT_FALSE(b->spaceline[l].solved) << b.log_text();
  EXPECT_TRUE(b.logged("R-MSN-7", Ev::RequirementsUnmet));
  // Combine the crews on one ship first: then it works (7+9+8+8 = 32).
  b.act("Beam everyone from U.S.S. Excelsior to U.S.S. Galaxy");
  b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  EXPECT_TRUE(b->spaceline[l].solved) << b.log_text();
  EXPECT_EQ(b->players[0].score, 25);
}

TEST(R_FAC_9, OutpostCrewAttemptsASpaceMission) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId out = b.outpost(l, "Federation Outpost");
  for (auto n : {"Mendon", "Jean-Luc Picard", "William T. Riker", "Worf"}) b.aboard(out, n);
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  EXPECT_TRUE(b.logged("R-FAC-9", Ev::AttemptBegin));
  EXPECT_TRUE(b->spaceline[l].solved) << b.log_text();
  EXPECT_EQ(b->players[0].score, 25);
}

TEST(R_FAC_9, NoOutpostAttemptAtAPlanetMission) {
  auto b = avert({});
  CardId out = b.outpost(0, "Federation Outpost");
  b.aboard(out, "Jean-Luc Picard");
  EXPECT_FALSE(b.can("Attempt"));
}

// ------------------------------------------------------- attempt results ---

TEST(R_MSN_7, RequirementsUnmetNeitherStopsNorSolves) {
  auto b = avert({"Jean-Luc Picard", "Worf"});
  b.act(kAvertAttempt);
  EXPECT_FALSE(b->spaceline[0].solved);
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  EXPECT_FALSE(stopped(b, b.id("Worf")));
  EXPECT_TRUE(b.logged("R-MSN-7", Ev::RequirementsUnmet));
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_TRUE(b.can(kAvertAttempt));  // may try again this turn
}

TEST(R_MSN_8, FailedSpaceAttemptStopsTheShipForTheTurn) {
  ScenarioBuilder b;
  int home = b.mission("Avert Disaster");
  int l = b.mission("Test Mission");
  b.seed_under(l, "Ancient Computer");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy");
  for (auto n : {"Jean-Luc Picard", "William T. Riker", "Worf"}) b.aboard(galaxy, n);
  CardId other = b.ship(l, "U.S.S. Excelsior");
  b.aboard(other, "Data");
  b.aboard(other, "Tasha Yar");
  (void)home;
  b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  EXPECT_TRUE(stopped(b, galaxy)) << b.log_text();
  for (auto c : b->aboard(galaxy)) EXPECT_TRUE(stopped(b, c));
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("with the crew of U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("from U.S.S. Galaxy"));  // nobody leaves it
  // Personnel may beam aboard (CRD II.1 Stopped), but are stopped there: no second try with them.
  b.act("Beam Data from U.S.S. Excelsior to U.S.S. Galaxy");
  EXPECT_TRUE(stopped(b, b.id("Data")));
  EXPECT_FALSE(b.can("with the crew of U.S.S. Galaxy"));
  // A different ship may still try this turn.
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of U.S.S. Excelsior"));
  EXPECT_FALSE(stopped(b, other));
}

TEST(R_MSN_8, FailedPlanetAttemptDoesNotStopTheShip) {
  auto b = avert({"Worf"}, {"Impassable Door"});
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  for (auto n : {"Jean-Luc Picard", "William T. Riker", "Tasha Yar"}) b.aboard(galaxy, n);
  b.act(kAvertAttempt);
  EXPECT_TRUE(stopped(b, b.id("Worf")));
  EXPECT_FALSE(stopped(b, galaxy));
  EXPECT_FALSE(stopped(b, b.id("Jean-Luc Picard")));
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy"));
}

TEST(R_MSN_9, SolvingScoresTheMissionsPoints) {
  auto b = avert(kAvertTeam);
  b.act(kAvertAttempt);
  EXPECT_TRUE(b->spaceline[0].solved) << b.log_text();
  EXPECT_EQ(b->spaceline[0].solved_by, 0);
  EXPECT_EQ(b->players[0].score, 40);
  EXPECT_EQ(b->players[1].score, 0);
  EXPECT_TRUE(b.logged("R-REQ-8", Ev::MissionSolved));
  EXPECT_FALSE(b.can("Attempt Avert Disaster"));  // a solved mission is done
}

TEST(R_MSN_9, EveryDilemmaMustBeOvercomeBeforeSolving) {
  auto b = avert(kAvertTeam, {"Matriarchal Society"});  // only Taitt is female
  b.act(kAvertAttempt);
  EXPECT_FALSE(b->spaceline[0].solved) << b.log_text();
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_FALSE(b.logged(Ev::RequirementsUnmet));  // never reached the requirements
}

TEST(R_MSN_9, SolvedAfterOvercomingTheDilemmas) {
  // Data has Computer Skill (Impassable Door), Worf STRENGTH>9 (Wind Dancer).
  auto b = avert(kAvertTeam, {"Impassable Door", "Wind Dancer"});
  b.act(kAvertAttempt);
  EXPECT_EQ(b.count_logged(Ev::ConditionMet), 2) << b.log_text();
  EXPECT_TRUE(b->spaceline[0].solved);
  EXPECT_EQ(b->players[0].score, 40);
  EXPECT_TRUE(b->seeds_under(0).empty());
}

TEST(R_ART_2, ArtifactsUnderTheMissionGoToTheSolversHand) {
  auto b = avert(kAvertTeam);
  CardId tox = b.seed_under(0, "Tox Uthat", 1);  // seeded by the opponent
  b.act(kAvertAttempt);
  EXPECT_TRUE(b->spaceline[0].solved);
  EXPECT_EQ(zone(b, tox), Zone::Hand);
  EXPECT_TRUE(contains(b->players[0].hand, tox));
  EXPECT_FALSE(contains(b->players[1].hand, tox));
  EXPECT_TRUE(b.logged("R-ART-2", Ev::ArtifactEarned));
  EXPECT_FALSE(b->cards[tox].has(kRevealed));  // not met as a dilemma (R-REQ-8 step 3)
  EXPECT_TRUE(piles_consistent(b.state()));
}

TEST(R_ART_2, AnEarnedOpponentsArtifactLeavesTheHandCleanly) {
  // The opponent's Tox Uthat earned at Avert Disaster, then discarded from
  // hand by Iconian Computer Weapon at Test Mission.
  auto b = avert(kAvertTeam);
  CardId tox = b.seed_under(0, "Tox Uthat", 1);
  b.seed_under(1, "Iconian Computer Weapon");
  CardId ship = b.ship(1, "Runabout");
  b.aboard(ship, "Mot the Barber");  // no SCIENCE
  b.act(kAvertAttempt);
  ASSERT_EQ(zone(b, tox), Zone::Hand);
  b.act("Attempt Test Mission with the crew of Runabout");
  EXPECT_TRUE(b.logged(Ev::HandRebooted)) << b.log_text();
  EXPECT_FALSE(contains(b->players[0].hand, tox));
  EXPECT_NE(zone(b, tox), Zone::Hand);
  EXPECT_TRUE(piles_consistent(b.state()));
}

// ------------------------------------------------------ scoring and end ----

TEST(R_END_1, ReachingOneHundredEndsTheGameAtOnce) {
  auto b = avert(kAvertTeam);
  b.score(0, 60);
  b.act(kAvertAttempt);
  EXPECT_EQ(b->players[0].score, 100);
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->phase, Phase::GameOver);
  EXPECT_EQ(b->winner, 0);
  EXPECT_EQ(b->returns(), (std::vector<double>{1.0, -1.0}));
  EXPECT_TRUE(b->legal_actions().empty());
  EXPECT_EQ(b->current_player(), -1);
  EXPECT_TRUE(b.logged("R-END-1", Ev::GameOver));
}

TEST(R_SCORE_1, NinetyNineIsNotEnough) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId out = b.outpost(l, "Federation Outpost");
  for (auto n : {"Mendon", "Jean-Luc Picard", "William T. Riker", "Worf"}) b.aboard(out, n);
  b.score(0, 74);
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  EXPECT_EQ(b->players[0].score, 99);
  EXPECT_FALSE(b->is_terminal());
}

TEST(R_REQ_8, WinningEndsTheGameBeforeArtifactsAreTaken) {
  auto b = avert(kAvertTeam);
  CardId tox = b.seed_under(0, "Tox Uthat", 1);
  b.score(0, 70);
  b.act(kAvertAttempt);
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->winner, 0);
  EXPECT_EQ(zone(b, tox), Zone::UnderMission);
  EXPECT_FALSE(b.logged(Ev::ArtifactEarned));
}

TEST(R_END_1, DilemmaPointsWinMidAttempt) {
  // Chalnoth overcome (+5) at 95: the game ends before the requirements are checked.
  auto b = avert({"Worf", "Data", "William T. Riker", "Tasha Yar", "Jean-Luc Picard"}, {"Chalnoth", "Archer"});
  b.score(0, 95);
  b.act(kAvertAttempt);
  EXPECT_TRUE(b->is_terminal()) << b.log_text();
  EXPECT_EQ(b->winner, 0);
  EXPECT_EQ(b->players[0].score, 100);
  EXPECT_FALSE(b->cards[b.id("Archer")].has(kRevealed));
  EXPECT_FALSE(b->spaceline[0].solved);
}

TEST(R_SCORE_3, ScoresMayBeNegative) {
  auto b = avert(kAvertTeam);
  b.score(0, -15);
  b.act(kAvertAttempt);
  EXPECT_EQ(b->players[0].score, 25);
  EXPECT_FALSE(b->is_terminal());
}

TEST(R_SCORE_3, NegativeScoresCompareWhenADeckRunsOut) {
  // D-END-1 with negative scores: -5 beats -10.
  auto b = avert({"Jean-Luc Picard"});
  b.score(0, -10);
  b.score(1, -5);
  b.set_deck_size(0, 1);
  b.pass_turn();
  ASSERT_TRUE(b->is_terminal());
  EXPECT_EQ(b->winner, 1);
  EXPECT_EQ(b->returns(), (std::vector<double>{-1.0, 1.0}));
}

TEST(R_END_2, DrawingTheLastCardEndsTheGame) {
  auto b = avert({"Jean-Luc Picard"});
  b.set_deck_size(0, 1);
  b.score(0, 10);
  b.score(1, 35);
  b.pass_turn();
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->players[0].hand.size(), 1u);  // the last card was drawn
  EXPECT_TRUE(b->players[0].deck.empty());
  EXPECT_EQ(b->winner, 1);  // D-END-1: the higher score wins
  EXPECT_EQ(b->active, 0);   // the opponent's turn never starts
  EXPECT_TRUE(b.logged("R-END-2", Ev::GameOver));
}

TEST(D_END_1, EqualScoresDrawWhenADeckRunsOut) {
  auto b = avert({"Jean-Luc Picard"});
  b.set_deck_size(0, 1);
  b.score(0, 30);
  b.score(1, 30);
  b.pass_turn();
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->winner, -1);
  EXPECT_TRUE(b->draw_game);
  EXPECT_EQ(b->returns(), (std::vector<double>{0.0, 0.0}));
}

TEST(R_END_2, TwoCardsLeftDoesNotEndTheGame) {
  auto b = avert({"Jean-Luc Picard"});
  b.set_deck_size(0, 2);
  b.pass_turn();
  EXPECT_FALSE(b->is_terminal());
  EXPECT_EQ(b->active, 1);
}

TEST(R_END_2, DrawingTheLastCardDuringADilemmaEndsTheGame) {
  ScenarioBuilder b(1, 1);
  int l = b.mission("Test Mission");
  b.seed_under(l, "Iconian Computer Weapon");
  CardId ship = b.ship(l, "U.S.S. Galaxy");
  b.aboard(ship, "Worf");
  b.hand("Red Alert!");
  b.hand("Tox Uthat");
  b.score(0, 20);
  b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  EXPECT_TRUE(b->is_terminal()) << b.log_text();
  EXPECT_EQ(b->winner, 0);
  EXPECT_TRUE(b.logged("R-END-2", Ev::GameOver));
}

TEST(R_MSN_6, LosingEveryMatchingAffiliationMeansNoSolve) {
  // Excavation (Federation/Romulan): Archaeology OR CUNNING>32. Firestorm
  // kills Ro Laren (INTEGRITY 4); Ocett (non-aligned) has Archaeology.
  ScenarioBuilder b;
  int l = b.mission("Excavation");
  b.seed_under(l, "Firestorm");
  b.on_planet(l, "Ro Laren");
  b.on_planet(l, "Ocett");
  b.act("Attempt Excavation with your Away Team");
  EXPECT_EQ(zone(b, b.id("Ro Laren")), Zone::Discard) << b.log_text();
  EXPECT_FALSE(b->spaceline[l].solved);
  EXPECT_TRUE(b.logged("R-MSN-6", Ev::NoMatchingAffiliation));
  EXPECT_EQ(b->players[0].score, 0);
}

TEST(R_STAFF_4, AnUnstaffedShipMayStillAttempt) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId g = b.ship(l, "U.S.S. Galaxy");
  b.aboard(g, "Mendon");
  EXPECT_FALSE(b->is_staffed(g));
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of U.S.S. Galaxy"));
}

TEST(R_BEAM_4, AnEmptyShipStillBeams) {
  auto b = avert({"Jean-Luc Picard"});
  CardId g = b.ship(0, "U.S.S. Galaxy");
  b.act("Beam Jean-Luc Picard from the planet at Avert Disaster to U.S.S. Galaxy");
  EXPECT_EQ(b->cards[b.id("Jean-Luc Picard")].host, g);
}
