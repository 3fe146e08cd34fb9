// The turn, reporting for duty, movement, staffing, beaming and holograms
// (CRD II.1; R-TURN-*, R-PLAY-*, R-ID-1, R-MOVE-*, R-STAFF-*, D-STAFF-1,
// R-BEAM-*, R-FAC-1/2, R-HEA-6).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

bool stopped(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kStopped); }
std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

// Spaceline: Avert Disaster (span 3), Test Mission (3, space),
// Cultural Observation (4), Diplomacy Mission (3).
ScenarioBuilder line(Phase phase = Phase::Orders) {
  ScenarioBuilder b(1, 20, phase);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.mission("Cultural Observation");
  b.mission("Diplomacy Mission");
  return b;
}

// A U.S.S. Galaxy (RANGE 8; command, staff, staff) at `loc`, fully staffed.
CardId staffed_galaxy(ScenarioBuilder& b, int loc) {
  CardId g = b.ship(loc, "U.S.S. Galaxy");
  b.aboard(g, "Jean-Luc Picard");  // command
  b.aboard(g, "Tasha Yar");        // staff
  b.aboard(g, "Sito Jaxa");        // staff
  return g;
}

}  // namespace

// ------------------------------------------------------------ the turn ----

TEST(R_TURN_1, CardPlayComesBeforeOrders) {
  auto b = line(Phase::PlayCard);
  CardId out = b.outpost(0, "Federation Outpost");
  b.hand("Deanna Troi");
  CardId g = staffed_galaxy(b, 0);
  (void)out;
  EXPECT_TRUE(b.can("Report Deanna Troi at Federation Outpost")) << labels(b);
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy"));  // orders wait for the card play
  b.act("Make no card play");
  EXPECT_EQ(b->phase, Phase::Orders);
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("Report"));  // no report after orders have begun
  b.act("Move U.S.S. Galaxy to Test Mission");
  EXPECT_FALSE(b.can("Report"));
  EXPECT_EQ(b->cards[g].loc, 1);
  EXPECT_TRUE(b.logged("R-PLAY-1", Ev::SkippedPlay));
}

TEST(R_PLAY_1, OnlyOneCardPlayPerTurn) {
  auto b = line(Phase::PlayCard);
  CardId out = b.outpost(0, "Federation Outpost");
  CardId picard = b.hand("Jean-Luc Picard");
  b.hand("William T. Riker");
  b.act("Report Jean-Luc Picard at Federation Outpost");
  EXPECT_EQ(b->cards[picard].host, out);
  EXPECT_TRUE(b->players[0].card_played);
  EXPECT_EQ(b->phase, Phase::Orders);
  EXPECT_FALSE(b.can("Report William T. Riker"));
  EXPECT_TRUE(b.logged("R-PLAY-7", Ev::Reported));
  // Next own turn: a new card play.
  b.pass_turn();
  b.pass_turn();
  EXPECT_EQ(b->phase, Phase::PlayCard);
  EXPECT_TRUE(b.can("Report William T. Riker at Federation Outpost"));
}

TEST(R_TURN_5, StoppedCardsUnstopAtTheStartOfTheNextTurn) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  CardId team = b.on_planet(0, "Worf");
  b.stop(g).stop(team);
  for (auto c : b->aboard(g)) b.stop(c);
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy"));
  b.pass_turn();  // the opponent's turn begins: everything unstops
  EXPECT_EQ(b->active, 1);
  EXPECT_FALSE(stopped(b, g));
  EXPECT_FALSE(stopped(b, team));
  for (auto c : b->aboard(g)) EXPECT_FALSE(stopped(b, c));
  EXPECT_TRUE(b.logged("R-TURN-5", Ev::Unstopped));
}

TEST(R_TURN_7, RangeIsABudgetRestoredAtTheStartOfItsOwnersTurn) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  b.act("Move U.S.S. Galaxy to Test Mission");  // 3 of 8
  EXPECT_EQ(b->range_left(g), 5);
  b.act("Move U.S.S. Galaxy to Cultural Observation");  // 4 more: 7 of 8
  EXPECT_EQ(b->range_left(g), 1);
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy to Diplomacy Mission"));
  b.pass_turn();
  EXPECT_EQ(b->range_left(g), 1);  // not on the opponent's turn (D-MOVE-2)
  b.pass_turn();
  EXPECT_EQ(b->range_left(g), 8);
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy to Diplomacy Mission"));
}

// ----------------------------------------------------------- reporting ----

// R-TURN-4, as ruled in D-TURN-2: the things due at the end and the start of a turn happen in
// one fixed order, the one the active player would pick, without a question: control for the
// turn ends, then countdowns strike, then the draw; the next turn begins, then stopped cards
// unstop. Set up by hand and loaded back from a save mid-turn: the same order.
TEST(R_TURN_4, ThingsDueAtTheEndAndStartOfATurnHappenInTheRuledOrder) {
  for (bool reload : {false, true}) {
    auto b = line();
    CardId merc = b.ship(1, "Mercenary Ship", 1);
    b.aboard(merc, "Konmel");
    b.aboard(merc, "B'iJik");
    b.control(merc, 0, "Neural Servo Device");
    CardId pagh = b.ship(0, "I.K.C. Pagh", 0);
    b.aboard(pagh, "Klag");
    b.event("Warp Core Breach", 1, EventTarget::Ship, pagh, 1);
    CardId worf = b.on_planet(0, "Worf", 1);
    b.stop(worf);
    if (reload) b.state() = GameState::from_json(b.state().db_ptr(), b.state().to_json());
    const size_t from = b->log.size();
    b.act("End your turn");
    auto at = [&](Ev ev) {
      for (size_t i = from; i < b->log.size(); ++i)
        if (b->log[i].ev == ev) return static_cast<int>(i);
      return -1;
    };
    ASSERT_GE(at(Ev::ControlEnds), 0) << b.log_text();
    EXPECT_LT(at(Ev::ControlEnds), at(Ev::ShipDestroyed)) << b.log_text();
    EXPECT_LT(at(Ev::ShipDestroyed), at(Ev::Drew)) << b.log_text();
    EXPECT_LT(at(Ev::Drew), at(Ev::TurnBegin)) << b.log_text();
    EXPECT_LT(at(Ev::TurnBegin), at(Ev::Unstopped)) << b.log_text();
    EXPECT_EQ(b->choice.kind, ChoiceKind::None) << "nobody is asked the order (D-TURN-2)";
    EXPECT_FALSE(stopped(b, worf));
    EXPECT_EQ(b->cards[merc].owner, 1);
  }
}

TEST(R_PLAY_7, ReportOnlyAtYourOwnCompatibleOutpost) {
  auto b = line(Phase::PlayCard);
  b.outpost(0, "Federation Outpost");
  b.outpost(2, "Federation Outpost", 1);  // the opponent's
  b.outpost(3, "Klingon Outpost", 1);
  b.hand("Jean-Luc Picard");
  b.hand("Klag");
  b.hand("Dr. Farek");  // non-aligned
  EXPECT_EQ(b.find_all("Report Jean-Luc Picard").size(), 1u) << labels(b);
  EXPECT_TRUE(b.can("Report Jean-Luc Picard at Federation Outpost (Avert Disaster)"));
  EXPECT_FALSE(b.can("Report Klag"));  // no Klingon outpost of your own
  EXPECT_TRUE(b.can("Report Dr. Farek at Federation Outpost (Avert Disaster)"));
}

TEST(R_PLAY_7, NoOutpostNoReport) {
  auto b = line(Phase::PlayCard);
  b.hand("Jean-Luc Picard");
  b.hand("U.S.S. Galaxy");
  EXPECT_EQ(b.labels(), (std::vector<std::string>{"Make no card play this turn"}));
}

TEST(R_PLAY_7, ReportedShipAppearsInSpaceAtTheOutpost) {
  auto b = line(Phase::PlayCard);
  b.outpost(2, "Federation Outpost");
  CardId ship = b.hand("U.S.S. Galaxy");
  b.act("Report U.S.S. Galaxy at Federation Outpost");
  EXPECT_EQ(b->cards[ship].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[ship].place, Place::Space);
  EXPECT_EQ(b->cards[ship].loc, 2);
  EXPECT_TRUE(b->players[0].hand.empty());
}

TEST(R_ID_1, AUniqueCardOnlyOnceInPlayPerPlayer) {
  auto b = line(Phase::PlayCard);
  CardId out = b.outpost(0, "Federation Outpost");
  b.aboard(out, "Jean-Luc Picard");
  b.hand("Jean-Luc Picard");
  b.ship(0, "U.S.S. Galaxy");
  b.hand("U.S.S. Galaxy");  // universal: any number
  b.ship(1, "U.S.S. Enterprise");
  b.hand("U.S.S. Enterprise");
  EXPECT_FALSE(b.can("Report Jean-Luc Picard")) << labels(b);
  EXPECT_TRUE(b.can("Report U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("Report U.S.S. Enterprise"));
}

TEST(R_ID_1, TheOpponentsCopyDoesNotBlockYours) {
  auto b = line(Phase::PlayCard);
  b.outpost(0, "Federation Outpost");
  CardId theirs = b.outpost(1, "Federation Outpost", 1);
  b.aboard(theirs, "Jean-Luc Picard");
  b.hand("Jean-Luc Picard");
  EXPECT_TRUE(b.can("Report Jean-Luc Picard"));
}

// T-Locutus is a version of the persona Jean-Luc Picard (R-ID-3).
std::shared_ptr<const CardDb> persona_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Locutus, type: personnel, affiliation: federation, classification: OFFICER, persona: Jean-Luc Picard,
   skills: [Leadership], integrity: 5, cunning: 8, strength: 8, gender: male, icons: [command]}
)"),
                                       "turn_rules_test.cpp");
  return db;
}

TEST(R_ID_3, PersonaBlocksTheCardTitledWithItEitherWayRound) {
  for (bool titled_in_play : {true, false}) {
    ScenarioBuilder b(1, 20, Phase::PlayCard, persona_cards());
    b.mission("Avert Disaster");
    CardId out = b.outpost(0, "Federation Outpost");
    b.aboard(out, titled_in_play ? "Jean-Luc Picard" : "T-Locutus");
    CardId other = b.hand(titled_in_play ? "T-Locutus" : "Jean-Luc Picard");
    b.hand("Tasha Yar");
    EXPECT_FALSE(b.can("Report " + b->card_name(other))) << labels(b);
    EXPECT_TRUE(b.can("Report Tasha Yar")) << labels(b);
    auto why = b->why_illegal(make_action(Act::Report, other, out, static_cast<uint16_t>(Affiliation::Federation)));
    EXPECT_NE(why.find("R-ID-3"), std::string::npos) << why;
  }
}

TEST(R_ID_3, ACaptiveVersionOfThePersonaBlocksToo) {
  ScenarioBuilder b(1, 20, Phase::PlayCard, persona_cards());
  b.mission("Avert Disaster");
  b.outpost(0, "Federation Outpost");
  b.captive("T-Locutus", 1);
  b.hand("Jean-Luc Picard");
  EXPECT_FALSE(b.can("Report Jean-Luc Picard")) << labels(b);
}

TEST(R_ID_3, TheOpponentsVersionDoesNotBlockYours) {
  ScenarioBuilder b(1, 20, Phase::PlayCard, persona_cards());
  b.mission("Avert Disaster");
  b.outpost(0, "Federation Outpost");
  CardId theirs = b.outpost(0, "Federation Outpost", 1);
  b.aboard(theirs, "T-Locutus");
  b.hand("Jean-Luc Picard");
  EXPECT_TRUE(b.can("Report Jean-Luc Picard")) << labels(b);
}

// ------------------------------------------------------------ movement ----

TEST(R_MOVE_1, CostIsTheSpansEnteredIncludingTheDestination) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  // 0 -> 2 enters Test Mission (3) and Cultural Observation (4): 7.
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy to Cultural Observation (cost 7 of 8 RANGE left)")) << labels(b);
  b.act("Move U.S.S. Galaxy to Cultural Observation");
  EXPECT_EQ(b->cards[g].loc, 2);
  EXPECT_EQ(b->cards[g].range_used, 7);
  for (auto c : b->aboard(g)) EXPECT_EQ(b->cards[c].loc, 2);  // the crew goes along
  EXPECT_TRUE(b.logged("R-MOVE-1", Ev::Moved));
}

TEST(R_MOVE_1, TheReverseTripCostsDifferently) {
  auto b = line();
  CardId g = staffed_galaxy(b, 2);
  // 2 -> 0 enters Test Mission (3) and Avert Disaster (3): 6, not 7.
  EXPECT_EQ(b->move_cost(g, 0), 6);
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy to Avert Disaster (cost 6 of 8"));
}

TEST(R_MOVE_1, NoMoveBeyondTheRangeLeft) {
  auto b = line();
  staffed_galaxy(b, 0);
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy to Diplomacy Mission"));  // 3+4+3 = 10 > 8
  EXPECT_EQ(b.find_all("Move U.S.S. Galaxy").size(), 2u);
}

TEST(R_MOVE_3, AnUnstaffedShipCannotMove) {
  auto b = line();
  CardId g = b.ship(0, "U.S.S. Galaxy");
  EXPECT_FALSE(b.can("Move"));  // nobody aboard
  b.aboard(g, "Jean-Luc Picard");
  b.aboard(g, "Tasha Yar");
  EXPECT_FALSE(b.can("Move"));  // one staff icon short
  b.aboard(g, "Sito Jaxa");
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy to Test Mission"));
}

TEST(R_MOVE_3, StoppedCrewDoNotStaff) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  b.stop(b.id("Sito Jaxa"));
  EXPECT_FALSE(b.can("Move"));
  (void)g;
}

TEST(R_MOVE_4, ADamagedShipHasRangeFive) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  b.damage(g);
  EXPECT_EQ(b->effective_range(g), 5);
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy to Test Mission (cost 3 of 5"));
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy to Cultural Observation"));  // 7 > 5
}

TEST(R_STAFF_1, AShipWithoutIconsNeedsAnyOnePersonnel) {
  auto b = line();
  CardId r = b.ship(0, "Runabout");
  EXPECT_FALSE(b.can("Move Runabout"));
  b.aboard(r, "Mot the Barber");  // no staffing icon at all
  EXPECT_TRUE(b.can("Move Runabout to Test Mission"));
}

TEST(R_STAFF_1, PersonnelWithoutIconsDoNotStaffAnIcon) {
  auto b = line();
  CardId m = b.ship(0, "U.S.S. Miranda");  // [staff]
  b.aboard(m, "Mot the Barber");
  b.aboard(m, "Lwaxana Troi");
  EXPECT_FALSE(b.can("Move U.S.S. Miranda"));
  b.aboard(m, "Tasha Yar");
  EXPECT_TRUE(b.can("Move U.S.S. Miranda"));
}

TEST(R_STAFF_2, OnePersonnelFillsOneIcon) {
  auto b = line();
  CardId e = b.ship(0, "U.S.S. Excelsior");  // [staff, staff]
  b.aboard(e, "Tasha Yar");
  EXPECT_FALSE(b.can("Move U.S.S. Excelsior"));
  b.aboard(e, "Sito Jaxa");
  EXPECT_TRUE(b.can("Move U.S.S. Excelsior"));
}

TEST(D_STAFF_1, AStaffIconCannotFillACommandIcon) {
  auto b = line();
  CardId n = b.ship(0, "U.S.S. Nebula");  // [command, staff]
  b.aboard(n, "Tasha Yar");
  b.aboard(n, "Sito Jaxa");
  b.aboard(n, "Linda Larson");
  EXPECT_FALSE(b.can("Move U.S.S. Nebula")) << labels(b);
  b.aboard(n, "Worf");  // command
  EXPECT_TRUE(b.can("Move U.S.S. Nebula"));
}

TEST(D_STAFF_1, ACommandIconFillsAStaffIcon) {
  auto b = line();
  CardId e = b.ship(0, "U.S.S. Excelsior");  // [staff, staff]
  b.aboard(e, "Jean-Luc Picard");
  b.aboard(e, "William T. Riker");
  EXPECT_TRUE(b.can("Move U.S.S. Excelsior"));
}

TEST(R_STAFF_2, TwoCommandIconsNeedTwoCommandPersonnel) {
  auto b = line();
  CardId g = b.ship(0, "U.S.S. Galaxy");  // [command, staff, staff]
  b.aboard(g, "Jean-Luc Picard");         // command: fills the command icon only
  b.aboard(g, "Tasha Yar");
  EXPECT_FALSE(b.can("Move"));
  b.aboard(g, "William T. Riker");  // a second command icon fills the last staff icon
  EXPECT_TRUE(b.can("Move U.S.S. Galaxy"));
}

// ------------------------------------------------------------- beaming ----

TEST(R_BEAM_1, BetweenShipAndPlanetAtTheSameLocation) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  CardId picard = b.id("Jean-Luc Picard");
  b.act("Beam Jean-Luc Picard from U.S.S. Galaxy to the planet at Avert Disaster");
  EXPECT_EQ(b->cards[picard].place, Place::Planet);
  EXPECT_EQ(b->cards[picard].loc, 0);
  EXPECT_TRUE(b.logged("R-BEAM-1", Ev::Beamed));
  b.act("Beam Jean-Luc Picard from the planet at Avert Disaster to U.S.S. Galaxy");
  EXPECT_EQ(b->cards[picard].host, g);
  EXPECT_EQ(b->cards[picard].place, Place::Aboard);
}

TEST(R_BEAM_1, WholeCrewBeamsDownTogether) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  b.act("Beam everyone from U.S.S. Galaxy to the planet at Avert Disaster");
  EXPECT_TRUE(b->aboard(g).empty());
  EXPECT_EQ(b->on_planet(0, 0).size(), 3u);
}

TEST(R_BEAM_1, NoPlanetAtASpaceMission) {
  auto b = line();
  staffed_galaxy(b, 1);
  EXPECT_FALSE(b.can("to the planet")) << labels(b);
}

TEST(R_BEAM_1, ShipToShipBetweenYourOwnShips) {
  auto b = line();
  staffed_galaxy(b, 0);
  CardId e = b.ship(0, "U.S.S. Excelsior");
  b.act("Beam Jean-Luc Picard from U.S.S. Galaxy to U.S.S. Excelsior");
  EXPECT_EQ(b->cards[b.id("Jean-Luc Picard")].host, e);
}

TEST(R_FAC_2, OutpostToDockedShipIsWalking) {
  auto b = line();
  CardId out = b.outpost(0, "Federation Outpost");
  CardId g = b.ship(0, "U.S.S. Galaxy");
  CardId picard = b.aboard(out, "Jean-Luc Picard");
  b.act("Walk Jean-Luc Picard from Federation Outpost to U.S.S. Galaxy");
  EXPECT_EQ(b->cards[picard].host, g);
  EXPECT_TRUE(b.logged("R-FAC-2", Ev::Walked));
  EXPECT_FALSE(b.logged(Ev::Beamed));
}

TEST(R_BEAM_2, NeverAboardTheOpponentsShipOrOutpost) {
  auto b = line();
  staffed_galaxy(b, 0);
  b.ship(0, "U.S.S. Excelsior", 1);
  b.outpost(0, "Federation Outpost", 1);
  EXPECT_FALSE(b.can("to U.S.S. Excelsior")) << labels(b);
  EXPECT_FALSE(b.can("to Federation Outpost"));
  EXPECT_TRUE(b.can("Beam Jean-Luc Picard from U.S.S. Galaxy to the planet"));
}

TEST(R_BEAM_7, StoppedPersonnelCannotBeam) {
  auto b = line();
  staffed_galaxy(b, 0);
  b.stop(b.id("Jean-Luc Picard"));
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard")) << labels(b);
  EXPECT_TRUE(b.can("Beam Tasha Yar"));
}

TEST(R_BEAM_7, PersonnelMayBeamOntoAStoppedShipAndAreStoppedThere) {
  // CRD II.1 Stopped: a stopped ship stops everything aboard and may not act "even if you beam
  // unstopped personnel aboard" (R-STATE-1): boarding it is allowed, leaving it is not.
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  CardId worf = b.on_planet(0, "Worf");
  b.stop(g);
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard")) << labels(b);
  EXPECT_FALSE(b.can("from U.S.S. Galaxy")) << labels(b);
  b.act("Beam Worf from the planet at Avert Disaster to U.S.S. Galaxy");
  EXPECT_EQ(b->cards[worf].host, g);
  EXPECT_TRUE(stopped(b, worf));
  EXPECT_TRUE(b.logged("R-STATE-1", Ev::Beamed)) << b.log_text();
  EXPECT_FALSE(b.can("Beam Worf")) << labels(b);
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy")) << labels(b);
}

TEST(R_BEAM_7, AStoppedShipStillMayNotAttemptWithPersonnelBeamedAboard) {
  auto b = line();
  CardId g = b.ship(1, "U.S.S. Galaxy");  // Test Mission: a space mission
  b.aboard(g, "Tasha Yar");
  b.stop(g);
  b.stop(b.id("Tasha Yar"));
  CardId e = b.ship(1, "U.S.S. Enterprise");
  b.aboard(e, "Data");
  CardId picard = b.aboard(e, "Jean-Luc Picard");
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of U.S.S. Enterprise")) << labels(b);
  b.act("Beam Jean-Luc Picard from U.S.S. Enterprise to U.S.S. Galaxy");
  EXPECT_TRUE(stopped(b, picard));
  EXPECT_FALSE(b.can("Attempt Test Mission with the crew of U.S.S. Galaxy")) << labels(b);
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of U.S.S. Enterprise")) << labels(b);
}

TEST(R_BEAM_3, NoBeamingIntoHouseArrest) {
  auto b = line();
  CardId g = b.ship(0, "U.S.S. Galaxy");
  b.on_planet(0, "Klag");  // Klingon
  b.on_planet(2, "Dr. Farek");
  b.ship(2, "U.S.S. Excelsior");
  EXPECT_FALSE(b.can("Beam Klag from the planet at Avert Disaster to U.S.S. Galaxy")) << labels(b);
  // Non-aligned personnel beam aboard any affiliation's ship.
  EXPECT_TRUE(b.can("Beam Dr. Farek from the planet at Cultural Observation to U.S.S. Excelsior"));
  (void)g;
}

// D-GRP-1: a personnel that may not mix with the Away Team there is not refused: it forms a team of its own.
TEST(D_GRP_1, NoMixedAffiliationAwayTeam) {
  auto b = line();
  CardId picard = b.on_planet(0, "Jean-Luc Picard");
  CardId k = b.ship(0, "I.K.C. K'Vort");
  CardId klag = b.aboard(k, "Klag");
  b.aboard(k, "Dr. Farek");
  EXPECT_TRUE(b.can("Beam Klag from I.K.C. K'Vort to the planet")) << labels(b);
  EXPECT_TRUE(b.can("Beam Dr. Farek from I.K.C. K'Vort to the planet"));
  b.act("Beam Klag from I.K.C. K'Vort to the planet");
  EXPECT_NE(b->cards[klag].team, b->cards[picard].team);
}

// ----------------------------------------------------------- holograms ----

TEST(R_HEA_6, HologramsCannotBeamToAPlanet) {
  auto b = line();
  CardId g = staffed_galaxy(b, 0);
  b.aboard(g, "Sir Isaac Newton");
  EXPECT_FALSE(b.can("Beam Sir Isaac Newton from U.S.S. Galaxy to the planet")) << labels(b);
  // Beaming everyone leaves the hologram aboard.
  b.act("Beam everyone from U.S.S. Galaxy to the planet");
  EXPECT_EQ(b->cards[b.id("Sir Isaac Newton")].place, Place::Aboard);
}

TEST(R_HEA_6, HologramsActOnlyAboardAShipWithAHolodeck) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId excelsior = b.ship(l, "U.S.S. Excelsior");  // no holodeck
  b.aboard(excelsior, "Sir Isaac Newton");
  EXPECT_FALSE(b->usable(b.id("Sir Isaac Newton")));
  EXPECT_FALSE(b.can("Attempt"));
  CardId galaxy = b.ship(l, "U.S.S. Galaxy");  // holodeck
  b.aboard(galaxy, "Albert Einstein");
  EXPECT_TRUE(b->usable(b.id("Albert Einstein")));
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("with the crew of U.S.S. Excelsior"));
}

TEST(R_HEA_6, HologramsCanDoNothingAtAnOutpost) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  CardId out = b.outpost(l, "Federation Outpost");
  b.aboard(out, "Sir Isaac Newton");
  EXPECT_FALSE(b.can("Attempt"));
}
