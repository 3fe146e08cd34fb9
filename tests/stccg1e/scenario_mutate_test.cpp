// The mutation check of First Edition's scenario files (`scenario run --mutate`:
// the core's runner, core/scenario.h, with First Edition's own mutants,
// scenario_mutate.h): every expectation changed alone must make the scenario
// fail; one that does not checks nothing and is reported as survived.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/registry.h"
#include "core/scenario.h"
#include "games/stccg1e/scenario/scenario_mutate.h"

using namespace spaceline::stccg1e;

namespace {

spaceline::ScenarioReport mutate(const std::string& text) {
  return spaceline::run_scenario(spaceline::game_module("stccg1e"), spaceline::scenario_text(text, "t.yaml"), /*mutate=*/true);
}

bool has(const std::vector<std::string>& v, const std::string& piece) {
  return std::any_of(v.begin(), v.end(), [&](const std::string& s) { return s.find(piece) != std::string::npos; });
}

std::string all(const std::vector<std::string>& v) {
  std::string o;
  for (const auto& s : v) o += "\n  " + s;
  return o;
}

// Every card, mission and player check, on a position set up with every state.
const char* kPosition = R"(
cards:
  - {name: T-Envoy, type: personnel, affiliation: [federation, klingon], classification: V.I.P.,
     skills: [Diplomacy], integrity: 7, cunning: 7, strength: 5, gender: female}
events:
  - Red Alert!
  - {card: "The Traveler: Transcendence", beside: 2}
  - {card: "Espionage: Federation on Klingon", on_mission: Fever Emergency}
  - {card: Warp Core Breach, owner: 2, on_ship: U.S.S. Galaxy, turns_left: 1}
player1: {score: 45, hand: [Data], discard: [Worf], bonus: [Archer]}
player2: {captives: [Tasha Yar]}
spaceline:
  - mission: Avert Disaster
    solved_by: 1
    seeds: [Impassable Door]
  - mission: Fever Emergency
    seeds: [Chalnoth, {card: Gravitic Mine, misseed: true}]
    planet:
      - {card: T-Envoy, affiliation: klingon}
      - {card: Jean-Luc Picard, stasis: true}
      - {card: Mot the Barber, disabled: true}
    ships:
      - {card: U.S.S. Galaxy, damaged: true, aboard: [Deanna Troi, {card: Klag, house_arrest: true}, {card: Albert Einstein, deactivated: true}]}
      - {card: I.K.C. Bortas, owner: 2, cloaked: true, aboard: [Kurn]}
expect:
  cards:
    Red Alert!: {zone: in play, owner: 1, on_table: true}
    "The Traveler: Transcendence": {beside: 2}
    "Espionage: Federation on Klingon": {on_mission: Fever Emergency, on_table: false}
    Warp Core Breach: {aboard: U.S.S. Galaxy, turns_left: 1}
    U.S.S. Galaxy: {in_space: Fever Emergency, damaged: true, stopped: false, range: 5, weapons: 7, shields: 9}
    I.K.C. Bortas: {cloaked: true}
    Klag: {house_arrest: true, at: Fever Emergency}
    Albert Einstein: {deactivated: true}
    Jean-Luc Picard: {on_planet: Fever Emergency, stasis: true}
    Mot the Barber: {disabled: true}
    T-Envoy: {affiliation: klingon, integrity: 7, cunning: 7, strength: 5, skills: {Diplomacy: 1, Leadership: 0}}
    Tasha Yar: {zone: captive, held_by: 2}
    Impassable Door: {under: Avert Disaster, revealed: false}
    Gravitic Mine: {misseed: true}
  missions:
    Avert Disaster: {solved: true, solved_by: 1, points: 40}
    Fever Emergency: {seeds: [Chalnoth, Gravitic Mine]}
  players:
    1: {score: 45, hand: [Data], hand_count: 1, discard: [Worf], discard_count: 1, bonus: [Archer]}
    2: {deck_count: 20, hand: [], discard: []}
  legal: [Switch T-Envoy to Federation]
  not_legal: [Move U.S.S. Galaxy]
  to_act: 1
  phase: orders
  game_over: false
  observation: {player: 1, contains: [Deanna Troi], absent: [Chalnoth]}
)";

// A decision in the middle of the script, and the log.
const char* kDecision = R"(
spaceline:
  - mission: Avert Disaster
    seeds: [Chalnoth]
    planet: [Jean-Luc Picard, Mot the Barber]
script:
  - Attempt Avert Disaster with your Away Team
  - expect:
      to_act: 2
      choices: [Choose Jean-Luc Picard, Choose Mot the Barber]
      log: [R-DIL-2]
      not_log: [R-INFO-2]
  - {choose: Mot the Barber, by: 2}
expect:
  cards:
    Mot the Barber: discard
  log: [R-INFO-2]
  not_log: [R-DIL-7]
  log_text: [Mot the Barber is killed]
  not_log_text: [Jean-Luc Picard is killed]
  log_order: [R-DIL-2, R-INFO-2, Mot the Barber is killed]
)";

// The end of the game (R-END-2).
const char* kGameOver = R"(
player1: {score: 10, deck: [Worf]}
player2: {score: 35}
spaceline:
  - mission: Avert Disaster
script:
  - end turn
expect:
  game_over: true
  winner: 2
  phase: game over
)";

}  // namespace

TEST(ScenarioMutate, AMutantOfEveryKindOfExpectationIsKilled) {
  std::vector<std::string> kinds;
  for (const char* text : {kPosition, kDecision, kGameOver}) {
    auto r = mutate(text);
    EXPECT_TRUE(r.passed) << r.message;
    EXPECT_TRUE(r.survived.empty()) << all(r.survived);
    EXPECT_GT(r.mutants, 0);
    EXPECT_EQ(r.killed, r.mutants);
    EXPECT_EQ(static_cast<int>(r.tried.size()), r.mutants) << all(r.tried);  // each mutant planned was run
    kinds.insert(kinds.end(), r.tried.begin(), r.tried.end());
  }
  // Each expectation written above made its own mutant, a different plausible value.
  for (const char* piece :
       {"cards: 'Red Alert!' zone: in-play -> discard", "cards: 'Red Alert!' owner: 1 -> 2", "cards: 'Red Alert!' on_table: true -> false",
        "cards: 'The Traveler: Transcendence' beside: 2 -> 1",
        "cards: 'Espionage: Federation on Klingon' on_mission: Fever Emergency -> Avert Disaster",
        "cards: 'Warp Core Breach' aboard: U.S.S. Galaxy -> I.K.C. Bortas", "cards: 'Warp Core Breach' turns_left: 1 -> 0",
        "cards: 'U.S.S. Galaxy' in_space: Fever Emergency -> Avert Disaster", "cards: 'U.S.S. Galaxy' damaged: true -> false",
        "cards: 'U.S.S. Galaxy' stopped: false -> true", "cards: 'U.S.S. Galaxy' range: 5 -> 4", "cards: 'U.S.S. Galaxy' weapons: 7 -> 6",
        "cards: 'U.S.S. Galaxy' shields: 9 -> 8", "cards: 'I.K.C. Bortas' cloaked: true -> false",
        "cards: 'Klag' house_arrest: true -> false", "cards: 'Klag' at: Fever Emergency -> Avert Disaster",
        "cards: 'Albert Einstein' deactivated: true -> false", "cards: 'Jean-Luc Picard' on_planet: Fever Emergency -> Avert Disaster",
        "cards: 'Jean-Luc Picard' stasis: true -> false", "cards: 'Mot the Barber' disabled: true -> false",
        "cards: 'T-Envoy' affiliation: klingon -> federation", "cards: 'T-Envoy' integrity: 7 -> 6", "cards: 'T-Envoy' cunning: 7 -> 6",
        "cards: 'T-Envoy' strength: 5 -> 4", "cards: 'T-Envoy' skills Diplomacy: 1 -> 0", "cards: 'T-Envoy' skills Leadership: 0 -> 1",
        "cards: 'Tasha Yar' zone: captive -> in-play", "cards: 'Tasha Yar' held_by: 2 -> 1",
        "cards: 'Impassable Door' under: Avert Disaster -> Fever Emergency", "cards: 'Impassable Door' revealed: false -> true",
        "cards: 'Gravitic Mine' misseed: true -> false", "missions: 'Avert Disaster' solved: true -> false",
        "missions: 'Avert Disaster' solved_by: 1 -> 2", "missions: 'Avert Disaster' points for player 1: 40 -> 39",
        "missions: 'Avert Disaster' points for player 2: 40 -> 39",
        "missions: 'Fever Emergency' seeds: [Chalnoth, Gravitic Mine] -> [Gravitic Mine, Chalnoth] (reversed)",
        "players: player 1 score: 45 -> 44", "players: player 1 hand: [Data] -> [] (the last card left out)",
        "players: player 1 hand_count: 1 -> 0", "players: player 1 discard: [Worf] -> []", "players: player 1 discard_count: 1 -> 0",
        "players: player 1 bonus: [Archer] -> []", "players: player 2 deck_count: 20 -> 19",
        "players: player 2 hand: [] -> [Phased Matter] (one card more)",
        "legal: 'Switch T-Envoy to Federation' moved to not_legal", "not_legal: 'Move U.S.S. Galaxy' moved to legal",
        "observation: player 1 contains 'Deanna Troi' -> absent", "observation: player 1 absent 'Chalnoth' -> contains",
        "to_act: another player", "phase: orders -> play", "game_over flipped",
        // mid-script and final blocks of kDecision
        "line 9: to_act: another player", "line 10: choices: the last left out",
        "line 11: log: 'R-DIL-2' moved to not_log", "line 12: not_log: 'R-INFO-2' moved to log", "log: 'R-INFO-2' moved to not_log",
        "not_log: 'R-DIL-7' moved to log", "log_text: 'Mot the Barber is killed' moved to not_log_text",
        "not_log_text: 'Jean-Luc Picard is killed' moved to log_text",
        "log_order: [R-DIL-2, R-INFO-2, Mot the Barber is killed] -> [Mot the Barber is killed, R-INFO-2, R-DIL-2] (reversed)",
        // kGameOver
        "winner: another player", "winner: a draw", "phase: game over -> orders"})
    EXPECT_TRUE(has(kinds, piece)) << piece << " not among:" << all(kinds);
}

TEST(ScenarioMutate, AnExpectationThatChecksNothingSurvives) {
  // Worf's place is checked; the order of the two rule ids is not: the log
  // cites them in both orders, so the reversed list holds as well.
  const std::string text = R"(
spaceline:
  - mission: Avert Disaster
    planet: [Worf]
script:
  - end turn
  - end turn
  - end turn
expect:
  cards:
    Worf: {on_planet: Avert Disaster}
  log_order: [R-TURN-1, R-TURN-2]
)";
  auto r = mutate(text);
  EXPECT_TRUE(r.passed) << r.message;
  EXPECT_EQ(r.mutants, 2);
  EXPECT_EQ(r.killed, 1);  // Worf on the planet of a location that is not there (the spaceline has one)
  ASSERT_EQ(r.survived.size(), 1u);
  EXPECT_EQ(r.survived[0], "line 12: log_order: [R-TURN-1, R-TURN-2] -> [R-TURN-2, R-TURN-1] (reversed)");

  // A mark repeated: reversing changes nothing, so one more is required; the
  // log cites it six times, so "at least twice" checks too little to fail.
  r = mutate(text.substr(0, text.find("  log_order")) + "  log_order: [R-TURN-2, R-TURN-2]\n");
  ASSERT_EQ(r.survived.size(), 1u);
  EXPECT_EQ(r.survived[0], "line 12: log_order: [R-TURN-2, R-TURN-2] -> [R-TURN-2, R-TURN-2, R-TURN-2] (one more)");
}

TEST(ScenarioMutate, TheUnchangedScenarioMustPass) {
  auto r = mutate(std::string(kGameOver).replace(std::string(kGameOver).find("winner: 2"), 9, "winner: 1"));
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.mutants, 0);
  EXPECT_NE(r.message.find("winner: winner 1 expected, got player 2"), std::string::npos) << r.message;
  r = mutate("spaceline:\n  - mission: Avert Disaster\n    planets: [Worf]\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:3: unknown key 'planets'"), std::string::npos) << r.message;
  try {
    spaceline::read_scenario("no/such/file.yaml");
    ADD_FAILURE() << "a missing file was read";
  } catch (const spaceline::ScenarioError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot open"), std::string::npos) << e.what();
  }
}

TEST(ScenarioMutate, EachMutantRunsOnAFreshPosition) {
  // Mutants of a mid-script block stop the run there; the next mutant starts
  // from a fresh position, so the original still passes afterwards.
  auto r = mutate(kDecision);
  EXPECT_TRUE(r.passed && r.survived.empty()) << r.message << all(r.survived);
  EXPECT_TRUE(spaceline::run_scenario(spaceline::game_module("stccg1e"), spaceline::scenario_text(kDecision, "t.yaml")).passed);
}
