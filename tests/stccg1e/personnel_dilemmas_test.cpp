// Dilemmas that play on personnel and stay in play (R-DIL-4 case 6; D-DIL-4..6):
// REM Fatigue Hallucinations, Hyper-Aging, Alien Abduction.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {
// Player 1's Away Team on Avert Disaster, a Galaxy in orbit; `dilemmas` under the mission, met in order.
struct TeamAtPlanet {
  ScenarioBuilder b;
  int loc;
  CardId ship;
  TeamAtPlanet(const std::vector<std::string>& dilemmas, const std::vector<std::string>& team) {
    loc = b.mission("Avert Disaster");
    b.mission("Test Mission");
    for (auto& d : dilemmas) b.seed_under(loc, d);
    ship = b.ship(loc, "U.S.S. Galaxy");
    for (auto& p : team) b.on_planet(loc, p);
  }
};
int turns_left(const GameState& s, CardId d) { return s.cards[d].counter; }
}  // namespace

TEST(R_DIL_4, RemFatigueHallucinationsPlaysOnTheTeamAndKillsItAtTheEndOfTheThirdFullTurn) {
  TeamAtPlanet t({"REM Fatigue Hallucinations"}, {"Jean-Luc Picard", "Tasha Yar"});
  t.b.act("Attempt Avert Disaster");
  auto& s = t.b.state();
  CardId d = t.b.id("REM Fatigue Hallucinations");
  ASSERT_EQ(s.cards[d].zone, Zone::InPlay) << t.b.log_text();
  EXPECT_EQ(s.afflictions.size(), 2u);
  EXPECT_FALSE(s.cards[t.b.id("Jean-Luc Picard")].has(kStopped)) << "no condition: not stopped (R-DIL-3)";
  for (int full = 0; full < 3; ++full) {
    t.b.pass_turn();  // ours: turn 1 is not a full turn (R-DUR-1), then full turns 1 and 2
    EXPECT_EQ(s.cards[t.b.id("Jean-Luc Picard")].zone, Zone::InPlay) << "after our turn " << full;
    t.b.pass_turn();  // the opponent's turns do not count (R-DUR-3)
  }
  EXPECT_EQ(turns_left(s, d), 1);
  t.b.pass_turn();  // the end of our third full turn
  EXPECT_EQ(s.cards[t.b.id("Jean-Luc Picard")].zone, Zone::Discard) << t.b.log_text();
  EXPECT_EQ(s.cards[t.b.id("Tasha Yar")].zone, Zone::Discard);
  EXPECT_EQ(s.cards[d].zone, Zone::Discard);
  EXPECT_TRUE(s.afflictions.empty());
  EXPECT_TRUE(t.b.logged("D-DIL-4"));
}

TEST(R_DIL_9, RemFatigueHallucinationsMetFromAnOutpostIsCuredAtOnceWithoutPoints) {
  ScenarioBuilder b;
  int loc = b.mission("Test Mission");
  b.seed_under(loc, "REM Fatigue Hallucinations");
  CardId outpost = b.outpost(loc, "Federation Outpost");
  b.aboard(outpost, "Hannah Bates");
  b.act("Attempt Test Mission with the crew of Federation Outpost");
  CardId d = b.id("REM Fatigue Hallucinations");
  EXPECT_EQ(b->cards[d].zone, Zone::Discard) << b.log_text();
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_TRUE(b->afflictions.empty());
}

TEST(R_DIL_8, PersonnelDilemmaCuredWhenTheCureArrivesWithThem) {
  TeamAtPlanet t({"REM Fatigue Hallucinations"}, {"Jean-Luc Picard", "Toby Russell"});
  t.b.aboard(t.ship, "Alyssa Ogawa");
  t.b.aboard(t.ship, "Dr. Selar");
  t.b.act("Attempt Avert Disaster");
  CardId d = t.b.id("REM Fatigue Hallucinations");
  ASSERT_EQ(t.b->cards[d].zone, Zone::InPlay) << "one MEDICAL on the planet is not 3 MEDICAL";
  t.b.act("Beam Alyssa Ogawa from U.S.S. Galaxy to the planet");
  EXPECT_EQ(t.b->cards[d].zone, Zone::InPlay) << "two MEDICAL are not enough";
  t.b.act("Beam Dr. Selar from U.S.S. Galaxy to the planet");
  EXPECT_EQ(t.b->cards[d].zone, Zone::Bonus) << t.b.log_text();
  EXPECT_EQ(t.b->players[0].score, 5) << "cured: its points (R-DIL-7 b)";
  EXPECT_TRUE(t.b->afflictions.empty());
}

// D-DIL-5 through another card: Portal Guard's "beam up or die" cannot beam a quarantined team up.
TEST(D_DIL_5, QuarantinedTeamCannotBeamUpForPortalGuardAndDies) {
  TeamAtPlanet t({"Hyper-Aging", "Portal Guard"}, {"Mot the Barber", "Calloway"});  // CUNNING 4 and 5, no Honor
  t.b.act("Attempt Avert Disaster");
  EXPECT_EQ(t.b->cards[t.b.id("Mot the Barber")].zone, Zone::Discard) << t.b.log_text();
  EXPECT_EQ(t.b->cards[t.b.id("Calloway")].zone, Zone::Discard);
  EXPECT_EQ(t.b->cards[t.b.id("Hyper-Aging")].zone, Zone::Discard) << "nobody left under it";
}

TEST(D_DIL_5, HyperAgingSparesAnAndroidAndLetsItBeamUp) {
  TeamAtPlanet t({"Hyper-Aging"}, {"Data", "Jean-Luc Picard"});
  t.b.act("Attempt Avert Disaster");
  EXPECT_TRUE(t.b->quarantined(t.b.id("Jean-Luc Picard")));
  EXPECT_FALSE(t.b->quarantined(t.b.id("Data"))) << "R-DIL-10: an ageing dilemma spares androids";
  EXPECT_TRUE(t.b.can("Beam Data from the planet"));
  EXPECT_FALSE(t.b.can("Beam Jean-Luc Picard from the planet"));
  auto why = t.b->why_illegal(make_action(Act::Beam, t.b.id("Jean-Luc Picard"), t.ship, t.loc));
  EXPECT_NE(why.find("quarantined"), std::string::npos) << why;
  EXPECT_NE(why.find("D-DIL-5"), std::string::npos) << why;
}

// D-DIL-6 through another card: Anti-Time Anomaly kills every personnel in play, not one held out of reach.
TEST(D_DIL_6, AlienAbductionHoldsTheMostCunningOutOfReach) {
  TeamAtPlanet t({"Alien Abduction"}, {"Data", "Jean-Luc Picard"});
  t.b.act("Attempt Avert Disaster");
  CardId data = t.b.id("Data");
  CardId d = t.b.id("Alien Abduction");
  ASSERT_TRUE(t.b->held(data)) << t.b.log_text();
  EXPECT_EQ(t.b->cards[data].host, d);
  EXPECT_FALSE(t.b->usable(data));
  EXPECT_TRUE(t.b->players[1].captives.empty()) << "not a captive (CRD IV.5B)";
  EXPECT_FALSE(t.b.can("Beam Data"));
  auto why = t.b->why_illegal(make_action(Act::Beam, data, t.ship, t.loc));
  EXPECT_NE(why.find("D-DIL-6"), std::string::npos) << why;
}

TEST(R_DIL_4, PersonnelDilemmasSurviveSaveAndLoad) {
  TeamAtPlanet t({"Alien Abduction", "Hyper-Aging"}, {"Data", "Jean-Luc Picard", "Tasha Yar"});
  t.b.act("Attempt Avert Disaster");
  ASSERT_EQ(t.b->afflictions.size(), 3u) << t.b.log_text();  // Data held; Picard and Tasha quarantined
  auto copy = GameState::from_json(t.b->db_ptr(), t.b->to_json());
  EXPECT_EQ(copy.hash(), t.b->hash());
  EXPECT_EQ(copy.to_json(), t.b->to_json());
  EXPECT_TRUE(copy.held(t.b.id("Data")));
  EXPECT_TRUE(copy.quarantined(t.b.id("Tasha Yar")));
  // Played on in the copy, the countdown still ends in the same deaths.
  while (copy.turn <= 7 && copy.phase != Phase::GameOver)
    apply_label(copy, copy.phase == Phase::PlayCard ? "Make no card play" : "End your turn");
  EXPECT_EQ(copy.cards[t.b.id("Tasha Yar")].zone, Zone::Discard);
  EXPECT_TRUE(copy.held(t.b.id("Data"))) << "held, not killed";
}

TEST(D_DIL_4, ACorruptAfflictionInASaveIsRejectedNamingTheField) {
  TeamAtPlanet t({"REM Fatigue Hallucinations"}, {"Jean-Luc Picard"});
  t.b.act("Attempt Avert Disaster");
  auto good = t.b->to_json();
  auto expect_rejected = [&](nlohmann::json j, const std::string& words) {
    try {
      GameState::from_json(t.b->db_ptr(), j);
      ADD_FAILURE() << "accepted: " << words;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  };
  auto j = good;
  j["afflictions"][0][1] = t.ship;  // a ship, not a personnel
  expect_rejected(j, "afflictions entry 0");
  j = good;
  j["afflictions"][0][0] = t.b.id("Jean-Luc Picard");  // not a dilemma
  expect_rejected(j, "afflictions entry 0");
  j = good;
  j["afflictions"][0][0] = 60000;
  expect_rejected(j, "afflictions");
  j = good;
  j["afflictions"][0] = {1};
  expect_rejected(j, "afflictions");
}

// ---- Radioactive Garbage Scow (R-MSN-12, D-DIL-7) ----
namespace {
struct ScowAtTestMission {
  ScenarioBuilder b;
  int test, avert;
  CardId galaxy, miranda;
  ScowAtTestMission() {
    test = b.mission("Test Mission");
    avert = b.mission("Avert Disaster");
    b.seed_under(test, "Radioactive Garbage Scow");
    galaxy = b.ship(test, "U.S.S. Galaxy");
    for (auto p : {"Hannah Bates", "Jean-Luc Picard", "Tasha Yar", "Deanna Troi"}) b.aboard(galaxy, p);
    miranda = b.ship(test, "U.S.S. Miranda");
    b.aboard(miranda, "Taurik");
    b.aboard(miranda, "Linda Larson");
    b.on_planet(avert, "Worf");  // an Away Team at the planet mission next door
    b.on_planet(avert, "William T. Riker");
  }
};
}  // namespace

TEST(R_MSN_12, ARadioactiveGarbageScowTowedToAPlanetMissionBlocksItsAwayTeam) {
  ScowAtTestMission t;
  t.b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  CardId scow = t.b.id("Radioactive Garbage Scow");
  ASSERT_EQ(t.b->mission_blocked_by(t.test), scow) << t.b.log_text();
  EXPECT_TRUE(t.b.can("Attempt Avert Disaster with your Away Team"));
  t.b.act("Tow Radioactive Garbage Scow with U.S.S. Miranda to Avert Disaster");
  EXPECT_EQ(t.b->mission_blocked_by(t.avert), scow);
  EXPECT_EQ(t.b->mission_blocked_by(t.test), kNone);
  EXPECT_FALSE(t.b.can("Attempt Avert Disaster")) << "a planet mission too (CRD IV.5C)";
  EXPECT_TRUE(t.b.can("Attempt Test Mission"));
  auto why = t.b->why_illegal(make_action(Act::Attempt, kPlanet, static_cast<uint16_t>(t.avert)));
  EXPECT_NE(why.find("D-DIL-7"), std::string::npos) << why;
  // A saved game keeps it where it was towed, and the tow is a move that paid RANGE (D-MOVE-1).
  auto copy = GameState::from_json(t.b->db_ptr(), t.b->to_json());
  EXPECT_EQ(copy.mission_blocked_by(t.avert), scow);
  EXPECT_EQ(copy.range_left(t.miranda), 6 - 3);
}

TEST(R_MSN_12, TowingNeedsTheTractorBeamTheEngineersAndAShipThatMayAct) {
  ScowAtTestMission t;
  t.b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  CardId scow = t.b.id("Radioactive Garbage Scow");
  auto why = t.b->why_illegal(make_action(Act::Tow, t.galaxy, static_cast<uint16_t>(t.avert), scow));
  EXPECT_NE(why.find("2 ENGINEER"), std::string::npos) << why;
  auto tow = make_action(Act::Tow, t.miranda, static_cast<uint16_t>(t.avert), scow);
  EXPECT_EQ(t.b->parse_action_key(t.b->action_key(tow)).bits, tow.bits);
  t.b.stop(t.miranda);
  EXPECT_FALSE(t.b.can("Tow")) << "a stopped ship does not move (R-STATE-1)";
  EXPECT_NE(t.b->why_illegal(tow).find("stopped"), std::string::npos);
}

// ---- Cytherians (R-MOVE-11, R-MOVE-14, R-TIME-9, D-DIL-8) ----
TEST(R_MOVE_11, CytheriansHeadForTheFartherEndAndATieIsRandom) {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    ScenarioBuilder b(seed);
    b.mission("Avert Disaster");
    int mid = b.mission("Test Mission");
    b.mission("Explore Dyson Sphere");
    b.seed_under(mid, "Cytherians");
    CardId ship = b.ship(mid, "U.S.S. Galaxy");
    for (auto p : {"Hannah Bates", "Jean-Luc Picard", "Tasha Yar", "Deanna Troi"}) b.aboard(ship, p);
    b.act("Attempt Test Mission");
    CardId d = b.id("Cytherians");
    ASSERT_EQ(b->journey_of(ship), d) << b.log_text();
    const int target = b->journey_target(d);
    EXPECT_TRUE(target == 0 || target == 2);
    seen |= target == 0 ? 1 : 2;
    EXPECT_EQ(b->journey_step(ship), target) << "RANGE 8 reaches either end (span 3)";
    EXPECT_FALSE(b.can("End your turn")) << "the required move comes first (R-TIME-9)";
    b.act("Move U.S.S. Galaxy");
    EXPECT_EQ(b->cards[d].zone, Zone::Bonus) << b.log_text();
    EXPECT_EQ(b->players[0].score, 25 + 15);
  }
  EXPECT_EQ(seen, 3) << "equally far: either end, at random (R-INFO-1)";
}

TEST(R_MOVE_14, CytheriansMoveAtFullSpeedAndACorruptHeadingIsRejected) {
  ScenarioBuilder b;
  int start = b.mission("Test Mission");
  for (auto m : {"Study Stellar Collision", "Investigate Anomaly", "Explore Dyson Sphere"}) b.mission(m);
  b.seed_under(start, "Cytherians");
  CardId ship = b.ship(start, "U.S.S. Galaxy");
  for (auto p : {"Hannah Bates", "Jean-Luc Picard", "Tasha Yar", "Deanna Troi"}) b.aboard(ship, p);
  b.act("Attempt Test Mission");
  CardId d = b.id("Cytherians");
  EXPECT_EQ(b->journey_target(d), 3);
  EXPECT_EQ(b->journey_step(ship), 2) << "3 + 4 of RANGE 8: as far as it goes, not one step short";
  EXPECT_FALSE(b.can("Move U.S.S. Galaxy to Study Stellar Collision"));
  auto why = b->why_illegal(make_action(Act::Move, ship, 1));
  EXPECT_NE(why.find("D-DIL-8"), std::string::npos) << why;
  auto j = b->to_json();
  auto copy = GameState::from_json(b->db_ptr(), j);
  EXPECT_EQ(copy.journey_target(d), 3);
  j["cards"][d][10] = 7;  // the heading: neither left (1) nor right (2)
  try {
    GameState::from_json(b->db_ptr(), j);
    ADD_FAILURE() << "a corrupt heading was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("counter"), std::string::npos) << e.what();
  }
}

TEST(R_TIME_9, CytheriansRequiredMoveComesFirstAndOnlyBeamingAboardIsAllowed) {
  ScenarioBuilder b;
  int start = b.mission("Test Mission");
  b.mission("Study Stellar Collision");
  b.seed_under(start, "Cytherians");
  CardId ship = b.ship(start, "U.S.S. Galaxy");
  for (auto p : {"Hannah Bates", "Jean-Luc Picard", "Tasha Yar", "Deanna Troi"}) b.aboard(ship, p);
  CardId runabout = b.ship(start, "Runabout");
  b.aboard(runabout, "Data");
  b.act("Attempt Test Mission with the crew of U.S.S. Galaxy");
  ASSERT_NE(b->journey_of(ship), kNone) << b.log_text();
  EXPECT_FALSE(b.can("End your turn"));
  auto why = b->why_illegal(make_action(Act::EndTurn));
  EXPECT_NE(why.find("D-DIL-8"), std::string::npos) << why;
  EXPECT_TRUE(b.can("Beam Data from Runabout to U.S.S. Galaxy")) << "taking personnel aboard is allowed (R-TIME-9)";
  EXPECT_FALSE(b.can("Beam Tasha Yar from U.S.S. Galaxy")) << "nobody beams off";
  b.stop(ship);
  EXPECT_TRUE(b.can("End your turn")) << "a stopped ship owes no move until it may move";
}

// D-DIL-6 through another card: Anti-Time Anomaly kills all personnel in play, but not one held out of reach.
TEST(D_DIL_6, AntiTimeAnomalyDoesNotReachAPersonnelHeldAtopAMission) {
  TeamAtPlanet t({"Alien Abduction"}, {"Data", "Jean-Luc Picard"});
  t.b.act("Attempt Avert Disaster");
  CardId data = t.b.id("Data");
  ASSERT_TRUE(t.b->held(data)) << t.b.log_text();
  t.b.event("Anti-Time Anomaly", 0, EventTarget::Table, 0, 1);
  for (int i = 0; i < 4 && t.b->cards[t.b.id("Jean-Luc Picard")].zone == Zone::InPlay; ++i) t.b.pass_turn();
  ASSERT_EQ(t.b->cards[t.b.id("Jean-Luc Picard")].zone, Zone::Discard) << t.b.log_text();
  EXPECT_TRUE(t.b->held(data)) << "held atop the mission: out of the anomaly's reach";
  EXPECT_EQ(t.b->cards[data].zone, Zone::InPlay);
}
