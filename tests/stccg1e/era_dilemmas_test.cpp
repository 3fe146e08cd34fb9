// The vocabulary the era's dilemmas and missions added (issue 22 part 4): requirement terms (R-REQ-5:
// per member, personnel counts, attributes added up, "less than", the AU icon), the mission's
// while-in-play beaming ban (R-BEAM-8, Quash Conspiracy), the dilemma effects that lose points
// (R-DIL-7), discard equipment and hand cards, and spare an even CUNNING. Each is reached by play,
// from a built position, and in a game saved and loaded back.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>

#include "games/stccg1e/rules/requirement.h"
#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

std::string text_of(const std::string& req) { return parse_requirement(req).text; }

std::string parse_error(const std::string& req) {
  try {
    parse_requirement(req);
  } catch (const ReqParseError& e) {
    return e.what();
  }
  return "";
}

// A rules file (written next to a one-card facts file) that the loader must refuse with `words`.
std::string rules_error(const std::string& facts, const std::string& rules) {
  namespace fs = std::filesystem;
  auto dir = fs::temp_directory_path() / "spaceline-era-dilemma-tests";
  fs::create_directories(dir);
  std::ofstream(dir / "facts.yaml") << facts;
  std::ofstream(dir / "facts.rules.yaml") << rules;
  try {
    CardDb::load_files({(dir / "facts.yaml").string(), (dir / "facts.rules.yaml").string()});
  } catch (const CardLoadError& e) {
    return e.what();
  }
  return "";
}

constexpr const char* kMissionFacts =
    "set: {code: T}\ncards:\n"
    "  - {id: T-m, name: T-M, type: mission, mission: space, affiliations: [federation], points: 30, span: 3,"
    " requirements: \"Physics\"}\n"
    "  - {id: T-n, name: T-N, type: mission, mission: space, affiliations: [federation], points: 30, span: 3}\n";

}  // namespace

// ---- requirement terms -------------------------------------------------------------------------

TEST(R_REQ_5, NewTermsParseAndRenderAsWritten) {
  EXPECT_EQ(text_of("STRENGTH>10 per member + 3 personnel"), "STRENGTH>10 per member + 3 personnel");
  EXPECT_EQ(text_of("Tal Shiar + INTEGRITY<21"), "Tal Shiar + INTEGRITY<21");
  EXPECT_EQ(text_of("(CUNNING + STRENGTH)>68 OR Greed"), "(CUNNING + STRENGTH)>68 OR Greed");
  EXPECT_EQ(text_of("Astrophysics + Physics + 3 [AU]"), "Astrophysics + Physics + 3 [AU]");
}

TEST(R_REQ_5, MalformedTermsAreRefusedWithTheTerm) {
  EXPECT_NE(parse_error("(CUNNING + CUNNING)>5").find("two different attributes"), std::string::npos);
  EXPECT_NE(parse_error("(CUNNING + WEAPONS)>5").find("two different attributes"), std::string::npos);
  EXPECT_NE(parse_error("SHIELDS<5").find("unknown attribute 'SHIELDS'"), std::string::npos);
  EXPECT_NE(parse_error("INTEGRITY<x").find("expected a number after '<'"), std::string::npos);
  EXPECT_NE(parse_error("STRENGTH<10 per member").find("expected a number after '<'"), std::string::npos);
}

// Brute Force: STRENGTH more than ten times the members, three at least (CRD IV.2A).
TEST(R_REQ_5, BruteForceCountsTheMembersAndNeedsThree) {
  ScenarioBuilder b;
  int l = b.mission("Brute Force");
  b.on_planet(l, "Koral");       // STRENGTH 10
  b.on_planet(l, "Roga Danar");  // 12: 22 > 20, but two members
  b.act("Attempt Brute Force with your Away Team");
  EXPECT_FALSE(b->spaceline[l].solved) << b.log_text();
  b.on_planet(l, "Kahless");  // 8: 30, not more than 30
  b.act("Attempt Brute Force with your Away Team");
  EXPECT_FALSE(b->spaceline[l].solved) << b.log_text();
  b.on_planet(l, "Gowron");  // 9: 39, not more than 40
  auto back = round_trip(b.state());
  apply_label(back, "Attempt Brute Force with your Away Team");
  EXPECT_FALSE(back.spaceline[l].solved);
}

TEST(R_REQ_5, WhatAGroupLacksSaysTheScaledThreshold) {
  ScenarioBuilder b;
  int l = b.mission("Brute Force");
  CardId k = b.on_planet(l, "Koral");
  CardId r = b.on_planet(l, "Roga Danar");
  std::vector<CardId> group{k, r}, none;
  ReqContext ctx{&b.state(), &group, &none, -1};
  auto lacks = lacks_text(unmet_terms(parse_requirement("STRENGTH>10 per member + 3 personnel"), ctx));
  EXPECT_EQ(lacks, "lacks 1 personnel") << lacks;
  auto lacks2 = lacks_text(unmet_terms(parse_requirement("STRENGTH>11 per member"), ctx));
  EXPECT_EQ(lacks2, "lacks STRENGTH>11 per member (has 22, needs more than 22)") << lacks2;
}

TEST(R_REQ_5, AttributesAddedUpAndLessThanReadTheGroup) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  std::vector<CardId> group{b.on_planet(l, "Worf"), b.on_planet(l, "Data")};  // CUNNING 18, STRENGTH 22, INTEGRITY 16
  std::vector<CardId> none;
  ReqContext ctx{&b.state(), &group, &none, -1};
  EXPECT_TRUE(evaluate(parse_requirement("(CUNNING + STRENGTH)>39"), ctx).met);
  EXPECT_FALSE(evaluate(parse_requirement("(CUNNING + STRENGTH)>40"), ctx).met);
  EXPECT_TRUE(evaluate(parse_requirement("INTEGRITY<17"), ctx).met);
  EXPECT_FALSE(evaluate(parse_requirement("INTEGRITY<16"), ctx).met);
  EXPECT_FALSE(evaluate(parse_requirement("1 [AU]"), ctx).met);  // Premiere personnel show no AU icon
}

// ---- missions' text in rules files -------------------------------------------------------------

TEST(CardFiles, MissionTextInARulesFileIsChecked) {
  auto e1 = rules_error(kMissionFacts, "rules:\n  - id: T-m\n    mission: {requirements: \"Youth\"}\n");
  EXPECT_NE(e1.find("facts.rules.yaml:3"), std::string::npos) << e1;
  EXPECT_NE(e1.find("has its requirements in its facts file already"), std::string::npos) << e1;
  auto e2 = rules_error(kMissionFacts, "rules:\n  - id: T-n\n    mission: {while_in_play: [no_beaming]}\n");
  EXPECT_NE(e2.find("unknown while_in_play effect of a mission 'no_beaming'"), std::string::npos) << e2;
  auto e3 = rules_error(kMissionFacts, "rules:\n  - id: T-n\n    mission: {span: 2}\n");
  EXPECT_NE(e3.find("unknown key 'span' in mission"), std::string::npos) << e3;
  auto e4 = rules_error(kMissionFacts, "rules:\n  - id: T-n\n    mission: {opponent_end: {affiliations: [klingon], span: -1}}\n");
  EXPECT_NE(e4.find("span must not be negative"), std::string::npos) << e4;
  EXPECT_EQ(rules_error(kMissionFacts, "rules:\n  - id: T-n\n    mission: {requirements: \"Youth\", while_in_play: [no_ship_to_ship_beaming]}\n"), "");
}

TEST(CardFiles, DilemmaEffectBodiesOfTheEraAreChecked) {
  const std::string facts = "set: {code: T}\ncards:\n  - {id: T-d, name: T-D, type: dilemma, dilemma: planet}\n";
  auto e1 = rules_error(facts, "rules:\n  - id: T-d\n    behavior: {effects: [{stop: {spare: even_cunning}}]}\n");
  EXPECT_NE(e1.find("spare belongs to the kill effect only"), std::string::npos) << e1;
  auto e2 = rules_error(facts, "rules:\n  - id: T-d\n    behavior: {effects: [{kill: {spare: odd_cunning}}]}\n");
  EXPECT_NE(e2.find("spare must be even_cunning"), std::string::npos) << e2;
  auto e3 = rules_error(facts, "rules:\n  - id: T-d\n    behavior: {effects: [{discard_from_hand: {select: opponent_choice}}]}\n");
  EXPECT_NE(e3.find("discard_from_hand picks the cards at random"), std::string::npos) << e3;
  auto e4 = rules_error(facts, "rules:\n  - id: T-d\n    behavior: {effects: [{lose_points_per_member: {count: 2}}]}\n");
  EXPECT_NE(e4.find("lose_points_per_member takes no body"), std::string::npos) << e4;
  auto e5 = rules_error(facts, "rules:\n  - id: T-d\n    behavior: {effects: [{kill: {count: 0}}]}\n");
  EXPECT_NE(e5.find("count must be from 1 to 20"), std::string::npos) << e5;
}

// ---- R-CARDRULE-1, R-BEAM-8: a mission's standing text; no ship-to-ship beaming at Quash Conspiracy --------

TEST(R_CARDRULE_1, NoShipToShipBeamingWhereQuashConspiracyIs) {
  ScenarioBuilder b;
  int q = b.mission("Quash Conspiracy");
  int other = b.mission("Study Lonka Pulsar");
  CardId a = b.ship(q, "Scout Vessel");
  CardId c = b.ship(q, "Science Vessel");
  CardId tallus = b.aboard(a, "Tallus");
  CardId x = b.ship(other, "Haakona");
  CardId y = b.ship(other, "D'deridex");
  b.aboard(x, "Parem");
  EXPECT_FALSE(b.can("Beam Tallus from Scout Vessel to Science Vessel"));
  EXPECT_TRUE(b.can("Beam Parem from Haakona to D'deridex"));
  const std::string why = b->beam_hazard(tallus, c, q);
  EXPECT_NE(why.find("nobody beams from one ship to another at Quash Conspiracy"), std::string::npos) << why;
  EXPECT_NE(why.find("R-BEAM-8"), std::string::npos) << why;
  EXPECT_EQ(b->beam_hazard(b.id("Parem"), y, other), "");
  // A game saved and loaded back keeps the ban: it is the mission's, not the state's.
  auto back = round_trip(b.state());
  EXPECT_NE(back.beam_hazard(tallus, c, q), "");
}

TEST(R_BEAM_8, QuashConspiracyStillLetsShipsBeamToTheirOutpostAndBack) {
  ScenarioBuilder b;
  int q = b.mission("Quash Conspiracy");
  CardId a = b.ship(q, "Scout Vessel");
  CardId o = b.outpost(q, "Romulan Outpost");
  b.aboard(a, "Tallus");
  b.aboard(o, "Parem");
  EXPECT_TRUE(b.can("Beam Tallus from Scout Vessel to Romulan Outpost"));
  EXPECT_TRUE(b.can("Beam Parem from Romulan Outpost to Scout Vessel"));
}

// ---- the era's dilemma effects ------------------------------------------------------------------

// The Higher... The Fewer: one point per member met, counted when met; the card to the bonus area (R-DIL-7).
TEST(R_DIL_7, TheHigherTheFewerTakesAPointPerMemberMet) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  CardId d = b.seed_under(l, "The Higher... The Fewer");
  b.on_planet(l, "Worf");
  b.on_planet(l, "Mot the Barber");
  b.score(0, 10);
  auto back = round_trip(b.state());
  for (GameState* s : {&b.state(), &back}) {
    apply_label(*s, "Attempt Avert Disaster with your Away Team");
    EXPECT_EQ(s->players[0].score, 8);
    EXPECT_EQ(s->cards[d].zone, Zone::Bonus);
    EXPECT_FALSE(s->cards[b.id("Worf")].has(kStopped));
  }
  EXPECT_TRUE(b.logged("R-DIL-7", Ev::DilemmaPointsLost)) << b.log_text();
}

// Hunter Gangs: the CUNNING read with its modifiers; an even one escapes, zero included.
TEST(R_DIL_1, HunterGangsSparesAnEvenCunningAndKillsAnOddOne) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  b.seed_under(l, "Hunter Gangs");
  CardId worf = b.on_planet(l, "Worf");   // CUNNING 6
  CardId tasha = b.on_planet(l, "Tasha Yar");  // CUNNING 7
  auto back = round_trip(b.state());
  for (GameState* s : {&b.state(), &back}) {
    apply_label(*s, "Attempt Avert Disaster with your Away Team");
    EXPECT_EQ(s->cards[worf].zone, Zone::InPlay);
    EXPECT_EQ(s->cards[tasha].zone, Zone::Discard);
    EXPECT_FALSE(s->cards[worf].has(kStopped));
  }
  EXPECT_TRUE(b.logged(Ev::EvenCunningEscapes)) << b.log_text();
}

// The Gatherers: every equipment card and artifact with the team, and a hand card at random (R-INFO-1).
TEST(R_DIL_1, TheGatherersTakeTheEquipmentArtifactsAndAHandCard) {
  ScenarioBuilder b;
  int l = b.mission("Avert Disaster");
  b.seed_under(l, "The Gatherers");
  b.on_planet(l, "Worf");
  CardId kit = b.on_planet(l, "Tricorder");
  CardId varon = b.on_planet(l, "Varon-T Disruptor");
  CardId card = b.hand("Red Alert!");
  auto back = round_trip(b.state());
  for (GameState* s : {&b.state(), &back}) {
    apply_label(*s, "Attempt Avert Disaster with your Away Team");
    EXPECT_EQ(s->cards[kit].zone, Zone::Discard);
    EXPECT_EQ(s->cards[varon].zone, Zone::Discard);
    EXPECT_EQ(s->cards[card].zone, Zone::Discard);
    EXPECT_TRUE(s->players[0].hand.empty());
  }
  EXPECT_TRUE(b.logged("R-INFO-1", Ev::ForcedDiscard)) << b.log_text();
}
