// Race apart from affiliation (R-ID-7, D-RACE-1) and beaming or walking between
// an outpost and a docked ship (R-BEAM-1, R-FAC-2): the ways in the scenario
// files do not take (the race query itself, the card data, a saved game loaded back).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/cards/race.h"
#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
const CardDef& card(const std::string& name) {
  const CardDef* d = CardDb::bundled()->by_name(name);
  EXPECT_NE(d, nullptr) << name;
  return *d;
}

bool offers(const GameState& s, const std::string& text) { return !find_actions(s, text).empty(); }

std::string load_error(const std::string& interrupt) {
  try {
    CardDb::with_cards(*CardDb::bundled(),
                       YAML::Load("- {name: T-Yell, type: interrupt, text: implemented,\n   interrupt: " + interrupt + "}\n"), "race.yaml");
  } catch (const CardLoadError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

// CRD IV.10 Race: the affiliation, any of a dual personnel's, or the lore (species).
TEST(R_ID_7, ARaceIsAnAffiliationOrASpeciesInTheLore) {
  EXPECT_TRUE(of_race(card("Worf"), "klingon"));           // Federation, Klingon in his lore
  EXPECT_TRUE(of_race(card("Kurn"), "klingon"));           // Klingon affiliation
  EXPECT_TRUE(of_race(card("K'Ehleyr"), "human"));         // Klingon and Human
  EXPECT_TRUE(of_race(card("Simon Tarses"), "romulan"));   // Federation, part Romulan
  EXPECT_TRUE(of_race(card("Ba'el"), "romulan"));          // Klingon affiliation, part Romulan
  EXPECT_FALSE(of_race(card("Tasha Yar"), "klingon"));
  EXPECT_FALSE(of_race(card("Worf"), "romulan"));
  EXPECT_FALSE(of_race(card("Klingon Outpost"), "klingon"));  // only personnel have a race
  EXPECT_TRUE(known_race("klingon"));
  EXPECT_TRUE(known_race("vulcan"));
  EXPECT_FALSE(known_race("federation"));  // an affiliation, not a race
  EXPECT_FALSE(known_race("Klingon"));     // races are written in lower case
}

// The three Premiere cards that name a race read it from the card data (D-RACE-1).
TEST(R_ID_7, ThePremiereCardsNamingARaceCarryItInTheirData) {
  EXPECT_EQ(card("Klingon Death Yell").interrupt->subject_race, "klingon");
  EXPECT_EQ(card("Klingon Right of Vengeance").interrupt->subject_race, "klingon");
  EXPECT_EQ(card("Honor Challenge").interrupt->killer_race, "klingon");
  EXPECT_FALSE(card("Klingon Death Yell").interrupt->subject_affiliation.has_value());
  EXPECT_FALSE(card("Honor Challenge").interrupt->killer_affiliation.has_value());
}

// A race in card data is checked when the cards load: the file, the line and the problem.
TEST(R_ID_7, AnUnknownRaceOrARaceBesideAnAffiliationIsRefused) {
  EXPECT_EQ(load_error("{when: personnel_killed, effect: bonus_points, subject: {race: vulcan, skill: Honor}}"), "");
  const auto typo = load_error("{when: personnel_killed, effect: bonus_points, subject: {race: klingn, skill: Honor}}");
  EXPECT_NE(typo.find("race.yaml:2: unknown race 'klingn'"), std::string::npos) << typo;
  const auto fed = load_error("{when: personnel_killed, effect: bonus_points, subject: {race: federation}}");
  EXPECT_NE(fed.find("unknown race 'federation'"), std::string::npos) << fed;
  const auto both = load_error("{when: personnel_killed, effect: bonus_points, subject: {race: klingon, affiliation: klingon}}");
  EXPECT_NE(both.find("race and affiliation together"), std::string::npos) << both;
  const auto killer = load_error(
      "{when: away_team_battle_initiated, effect: kill_per_member, killer: {race: borg, skill: Honor}, victim: {skill: Treachery}}");
  EXPECT_EQ(killer, "");
  const auto victim = load_error(
      "{when: away_team_battle_initiated, effect: kill_per_member, killer: {skill: Honor}, victim: {race: human, skill: Treachery}}");
  EXPECT_NE(victim.find("unknown field 'race' in 'victim'"), std::string::npos) << victim;
}

// D-INT-9 with R-ID-7: Worf, just killed, is still a Klingon for the Death Yell in a game saved and loaded back.
TEST(R_ID_7, KlingonDeathYellOnWorfAfterASaveAndLoad) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Excavation");
  b.seed_under(l, "Armus - Skin of Evil");
  CardId worf = b.on_planet(l, "Worf", 0);
  b.hand("Klingon Death Yell", 0);
  b.act("Attempt Excavation with your Away Team");
  ASSERT_EQ(b->cards[worf].zone, Zone::Discard);
  auto back = round_trip(b.state());
  EXPECT_TRUE(offers(back, "Play Klingon Death Yell on Worf"));
  apply_label(back, "Play Klingon Death Yell on Worf");
  EXPECT_EQ(back.players[0].score, 5);
}

// D-INT-2 with R-ID-7: in a battle's window loaded back, Worf (Federation) kills for Honor Challenge and Tasha
// Yar (Human, Honor) does not, defending against Romulans: one kill for two candidates, so player 1 chooses, and the other lives.
TEST(R_ID_7, HonorChallengeCountsWorfAfterASaveAndLoad) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Covert Installation");
  b.on_planet(l, "Worf", 0);
  b.on_planet(l, "Tasha Yar", 0);
  CardId taul = b.on_planet(l, "Taul", 1);
  CardId parem = b.on_planet(l, "Parem", 1);
  b.hand("Honor Challenge", 0);
  b.turn(1, Phase::Orders);  // the Romulans attack: the defender's Klingons with Honor kill too (D-INT-3)
  b.act("Attack the opponent's Away Team");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  auto back = round_trip(b.state());
  apply_label(back, "Play Honor Challenge");
  apply_label(back, "Kill Parem");
  EXPECT_EQ(back.cards[parem].zone, Zone::Discard);
  EXPECT_EQ(back.cards[taul].zone, Zone::InPlay);
}

// D-BAT-7 with R-ID-7: Worf or K'Ehleyr (Federation Klingons) lost in a battle may be avenged, in a game loaded back.
TEST(R_ID_7, RightOfVengeanceForAFederationKlingonAfterASaveAndLoad) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Covert Installation");
  b.mission("Test Mission");
  CardId worf = b.on_planet(l, "Worf", 0);
  CardId kehleyr = b.on_planet(l, "K'Ehleyr", 0);
  b.on_planet(l, "Kurn", 1);
  b.on_planet(l, "Morag", 1);
  b.on_planet(l, "Klag", 1);
  b.hand("Klingon Right of Vengeance", 0);
  b.turn(1, Phase::Orders);
  b.act("Attack the opponent's Away Team");  // 23 against 17: player 1 (no leader, no retaliation) loses one
  while (b->choice.kind == ChoiceKind::Respond && b->windows.back().moment == Moment::BattleInitiated) b.pass_window();
  ASSERT_NE(b->cards[worf].zone == Zone::Discard, b->cards[kehleyr].zone == Zone::Discard);
  auto back = round_trip(b.state());
  apply_label(back, "Play Klingon Right of Vengeance");
  bool reattack = false;
  for (const auto& e : back.log) reattack |= e.ev == Ev::ReAttack;
  EXPECT_TRUE(reattack);
}

// R-BEAM-1, R-FAC-2 (CRD IV.1): between an outpost and a docked ship one personnel, or everyone, may
// beam as well as walk, in a game loaded back too; the beaming is logged as one.
TEST(R_BEAM_1, OneOrAllBeamOrWalkBetweenAnOutpostAndADockedShipAfterASaveAndLoad) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.outpost(l, "Federation Outpost", 0);
  CardId runabout = b.ship(l, "Runabout", 0);
  CardId picard = b.aboard(runabout, "Jean-Luc Picard");
  b.aboard(runabout, "Data");
  auto back = round_trip(b.state());
  for (const char* text : {"Beam Jean-Luc Picard from Runabout to Federation Outpost", "Walk Jean-Luc Picard from Runabout to Federation Outpost",
                           "Beam everyone from Runabout to Federation Outpost", "Walk everyone from Runabout to Federation Outpost"})
    EXPECT_TRUE(offers(back, text)) << text;
  apply_label(back, "Beam Jean-Luc Picard from Runabout to Federation Outpost");
  EXPECT_EQ(back.log.back().ev == Ev::Beamed || back.log.back().ev == Ev::BeamedUnseen, true);
  bool beamed = false, walked = false;
  for (const auto& e : back.log) {
    beamed |= e.ev == Ev::Beamed && e.a == picard;
    walked |= e.ev == Ev::Walked;
  }
  EXPECT_TRUE(beamed);
  EXPECT_FALSE(walked);
  // Walking is offered only between an outpost and a docked ship: never to the planet.
  EXPECT_FALSE(offers(back, "Walk Data from Runabout to the planet"));
}
