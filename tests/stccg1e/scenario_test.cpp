// Scenario files (docs/scenario-format.md): parsing, position set-up, strict
// scripts, and every kind of bad input reported as "file:line: problem".
#include <gtest/gtest.h>

#include <algorithm>

#include "core/registry.h"
#include "games/stccg1e/scenario/scenario.h"

using namespace spaceline::stccg1e;

namespace {

// The file run as `scenario run` runs it: the core's runner with First Edition's module.
spaceline::ScenarioReport run(const std::string& text) {
  try {
    return spaceline::run_scenario(spaceline::game_module("stccg1e"), spaceline::scenario_text(text, "t.yaml"));
  } catch (const ScenarioError& e) {  // not YAML
    spaceline::ScenarioReport r;
    r.message = e.what();
    return r;
  }
}

// Why the file fails; empty when it passes.
std::string load_error(const std::string& text) {
  const auto r = run(text);
  return r.passed ? "" : r.message;
}

// The position the script leads to, its expectations not checked (`explain`).
spaceline::ScenarioPosition scripted(const std::string& text) {
  return spaceline::scenario_position(spaceline::game_module("stccg1e"), spaceline::scenario_text(text, "t.yaml"));
}

const GameState& fe(const spaceline::ScenarioPosition& p) { return dynamic_cast<const GameState&>(*p.state); }

const char* kChalnoth = R"(
spaceline:
  - mission: Avert Disaster
    seeds: [Chalnoth]
    planet: [Jean-Luc Picard, Mot the Barber]
script:
  - Attempt Avert Disaster with your Away Team
)";

}  // namespace

TEST(ScenarioParse, BuildsThePosition) {
  auto sc = parse_scenario(R"(
seed: 7
turn: {player: 2, phase: play, number: 4}
player1: {score: 15, hand: [Data], discard: [Worf], deck: [Tasha Yar, Sito Jaxa]}
player2: {deck_fillers: 3}
spaceline:
  - mission: Avert Disaster
    seeds: [Chalnoth, {card: Archer, owner: 1, revealed: true}]
    planet: [{card: Klag, owner: 2, stopped: true}]
  - mission: Test Mission
    outposts:
      - {card: Federation Outpost, aboard: [Jean-Luc Picard]}
    ships:
      - {card: U.S.S. Galaxy, damaged: true, aboard: [{card: Deanna Troi, stopped: true}]}
)",
                           "t.yaml");
  const auto& s = sc.state();
  EXPECT_EQ(s.active, 1);
  EXPECT_EQ(s.phase, Phase::PlayCard);
  EXPECT_EQ(s.turn, 4);
  EXPECT_EQ(s.players[0].score, 15);
  ASSERT_EQ(s.players[0].deck.size(), 2u);
  EXPECT_EQ(s.card_name(s.players[0].deck.back()), "Tasha Yar");  // the top card is listed first
  EXPECT_EQ(s.players[1].deck.size(), 3u);
  EXPECT_EQ(s.players[0].hand.size(), 1u);
  EXPECT_EQ(s.players[0].discard.size(), 1u);
  auto under = s.seeds_under(0);
  ASSERT_EQ(under.size(), 2u);
  EXPECT_EQ(s.card_name(under[0]), "Chalnoth");
  EXPECT_EQ(s.cards[under[0]].owner, 1);  // seed cards default to player 2's
  EXPECT_EQ(s.cards[under[1]].owner, 0);
  EXPECT_TRUE(s.cards[under[1]].has(kRevealed));
  ASSERT_EQ(s.on_planet(1, 0).size(), 1u);
  EXPECT_TRUE(s.cards[s.on_planet(1, 0)[0]].has(kStopped));
  auto ships = s.ships_at(0, 1);
  ASSERT_EQ(ships.size(), 1u);
  EXPECT_TRUE(s.cards[ships[0]].has(kDamaged));
  EXPECT_EQ(s.aboard(ships[0]).size(), 1u);
  EXPECT_EQ(s.aboard(s.outposts_at(0, 1)[0]).size(), 1u);
}

TEST(ScenarioParse, InlineCardsUseTheCardFileVocabulary) {
  auto sc = parse_scenario(R"(
cards:
  - name: T-Ship A
    type: ship
    affiliation: federation
    staffing: []
    range: 6
    weapons: 8
    shields: 7
  - name: Test Dilemma
    type: dilemma
    dilemma: planet
    text: implemented
    behavior: {condition: "2 Diplomacy", returns_on_fail: true}
spaceline:
  - mission: Avert Disaster
    seeds: [Test Dilemma]
    ships: [T-Ship A]
)",
                           "t.yaml");
  const auto* ship = sc.state().db().by_name("T-Ship A");
  ASSERT_NE(ship, nullptr);
  EXPECT_EQ(ship->range, 6);
  EXPECT_EQ(ship->shields, 7);
  EXPECT_EQ(ship->id, "SCN-t-ship-a");
  const auto* dil = sc.state().db().by_name("Test Dilemma");
  ASSERT_NE(dil, nullptr);
  ASSERT_TRUE(dil->dilemma);
  EXPECT_TRUE(dil->dilemma->returns_on_fail);
  EXPECT_NE(sc.state().db().by_name("Chalnoth"), nullptr);  // bundled cards are still there
  EXPECT_EQ(CardDb::bundled()->by_name("T-Ship A"), nullptr);  // and the bundled library is untouched
}

TEST(ScenarioParse, BadInputNamesFileAndLine) {
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planet: [Worf\n").find("t.yaml:4: YAML syntax error"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planett: [Worf]\n").find("t.yaml:3: unknown key 'planett'"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planet: [Worff]\n").find("t.yaml:3: unknown card 'Worff'"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Test Mission\n    ships:\n      - {card: Worf, aboard: [Data]}\n")
                .find("t.yaml:4: 'Worf' is a personnel, not a ship"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Test Mission\n    ships:\n      - {card: Runabout, aboard: [Chalnoth]}\n")
                .find("only personnel and equipment can be aboard"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Test Mission\n    planet: [Worf]\n").find("t.yaml:3: Test Mission is a space mission"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planet: [Worf]\nexpect:\n  cards:\n    Worf: {on_planet: 2}\n")
                .find("t.yaml:6: location 2 is out of range"),
            std::string::npos);
  EXPECT_NE(load_error("expect:\n  log: [R-NOPE-1]\n").find("t.yaml:2: 'R-NOPE-1' is not a rule id"), std::string::npos);
  EXPECT_NE(load_error("cards:\n  - name: X\n    type: ship\n    rnage: 6\n").find("t.yaml:4: unknown card field 'rnage'"),
            std::string::npos);
  EXPECT_NE(load_error("- just a list\n").find("t.yaml:1:"), std::string::npos);
  EXPECT_NE(load_error("turn: {player: 3}\n").find("t.yaml:1: turn player must be 1 or 2"), std::string::npos);
}

TEST(ScenarioRun, StrictModeFailsWhenADecisionIsLeftPending) {
  auto r = run(kChalnoth);
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("decision is pending"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("Choose Mot the Barber"), std::string::npos) << r.message;
}

TEST(ScenarioRun, ChoicesByNameAndWhoDecides) {
  auto r = run(std::string(kChalnoth) + "  - {choose: Mot the Barber, by: 2}\nexpect:\n  cards:\n    Mot the Barber: discard\n");
  EXPECT_TRUE(r.passed) << r.message;
  r = run(std::string(kChalnoth) + "  - {choose: Mot the Barber, by: 1}\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("player 1 was to act, but it is player 2's decision"), std::string::npos) << r.message;
}

TEST(ScenarioRun, AmbiguousAndUnmatchedStepsFail) {
  const std::string pos = "spaceline:\n  - mission: Avert Disaster\n    planet: [Worf, Data]\n    ships: [U.S.S. Galaxy]\nscript:\n";
  auto r = run(pos + "  - Beam\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:6: 'Beam' is ambiguous"), std::string::npos) << r.message;
  EXPECT_TRUE(run(pos + "  - {do: Beam, index: 2}\n").passed);
  r = run(pos + "  - Fly to the moon\n");
  EXPECT_NE(r.message.find("matches no legal action"), std::string::npos) << r.message;
}

TEST(ScenarioRun, FailedExpectationShowsExpectedAndActual) {
  auto r = run(std::string(kChalnoth) + "  - choose: Mot\nexpect:\n  cards:\n    Mot the Barber: hand\n  players:\n    1: {score: 5}\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:11: expected 'Mot the Barber' zone: hand; actual: discard"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("t.yaml:13: expected player 1 score: 5; actual: 0"), std::string::npos) << r.message;
}

TEST(ScenarioRun, ExplainGivesReasonsForIllegalActions) {
  auto sc = parse_scenario(R"(
spaceline:
  - mission: Avert Disaster
  - mission: Test Mission
  - mission: Cultural Observation
  - mission: Diplomacy Mission
    ships:
      - {card: U.S.S. Galaxy, aboard: [Jean-Luc Picard, Tasha Yar, Sito Jaxa]}
)",
                           "t.yaml");
  auto text = explain(sc.state());
  EXPECT_NE(text.find("U.S.S. Galaxy cannot move to Avert Disaster: RANGE 8, span 10 to get there (R-MOVE-2"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Diplomacy Mission is a planet mission: attempt it with an Away Team (R-MSN-2"), std::string::npos) << text;
}

// ---- events in play, lasting dilemmas on ships, other piles (set-up) ----

TEST(ScenarioParse, PlacesEventsAsPlayEventLeavesThem) {
  auto sc = parse_scenario(R"(
spaceline:
  - mission: Fever Emergency
    ships:
      - {card: U.S.S. Galaxy, aboard: [Data]}
events:
  - Red Alert!
  - {card: "The Traveler: Transcendence", owner: 1, beside: 2}
  - {card: "Espionage: Federation on Klingon", on_mission: Fever Emergency}
  - {card: Warp Core Breach, owner: 2, on_ship: U.S.S. Galaxy}
  - {card: Anti-Time Anomaly, turns_left: 2, played_this_turn: true}
)",
                           "t.yaml");
  const auto& s = sc.state();
  auto id = [&](const char* n) { return sc.builder->id(n); };
  const auto& red = s.cards[id("Red Alert!")];
  EXPECT_EQ(red.zone, Zone::InPlay);
  EXPECT_EQ(red.loc, -1);
  EXPECT_EQ(red.place, Place::None);
  EXPECT_TRUE(s.event_active(0, EventEffect::ReportAnyNumber));
  EXPECT_TRUE(s.extra_draw_for(1));
  EXPECT_FALSE(s.extra_draw_for(0));
  EXPECT_TRUE(s.may_attempt_as(0, 0, Affiliation::Federation));
  const auto& wcb = s.cards[id("Warp Core Breach")];
  EXPECT_EQ(wcb.place, Place::Aboard);
  EXPECT_EQ(wcb.host, id("U.S.S. Galaxy"));
  EXPECT_EQ(wcb.counter, 1);
  EXPECT_FALSE(wcb.has(kFresh));
  const auto& ata = s.cards[id("Anti-Time Anomaly")];
  EXPECT_EQ(ata.counter, 2);
  EXPECT_TRUE(ata.has(kFresh));
  // The derived counts match a freshly loaded copy (from_json recounts them).
  auto copy = GameState::from_json(s.db_ptr(), s.to_json());
  EXPECT_EQ(copy.hash(), s.hash());
  EXPECT_EQ(copy.legal_actions(), s.legal_actions());
}

TEST(ScenarioParse, LastingDilemmasPilesAndDeactivatedHolograms) {
  auto sc = parse_scenario(R"(
player1: {bonus: [Chalnoth], seed_pile: [Data], out_of_play: [Worf]}
spaceline:
  - mission: Test Mission
    ships:
      - card: U.S.S. Galaxy
        aboard: [Jean-Luc Picard]
        dilemmas: [Menthar Booby Trap, {card: 'Birth of "Junior"', range_lost: 2}, {card: Nitrium Metal Parasites, turns_left: 1}]
)",
                           "t.yaml");
  const auto& s = sc.state();
  auto id = [&](const char* n) { return sc.builder->id(n); };
  CardId ship = id("U.S.S. Galaxy");
  EXPECT_EQ(s.cards[id("Chalnoth")].zone, Zone::Bonus);
  EXPECT_EQ(s.players[0].bonus.size(), 1u);
  EXPECT_EQ(s.cards[id("Data")].zone, Zone::SeedPile);
  EXPECT_EQ(s.cards[id("Worf")].zone, Zone::OutOfPlay);
  EXPECT_EQ(s.cards[id("Menthar Booby Trap")].host, ship);
  EXPECT_EQ(s.cards[id("Menthar Booby Trap")].owner, 1);  // the ship owner's opponent
  EXPECT_TRUE(s.cards[ship].has(kImmobile));
  EXPECT_EQ(s.effective_range(ship), 6);
  EXPECT_EQ(s.cards[id("Nitrium Metal Parasites")].counter, 1);
  auto copy = GameState::from_json(s.db_ptr(), s.to_json());
  EXPECT_EQ(copy.hash(), s.hash());
  EXPECT_EQ(copy.legal_actions(), s.legal_actions());
}

TEST(ScenarioParse, BadEventsAndDilemmasNameFileAndLine) {
  const std::string sl = "spaceline:\n  - mission: Avert Disaster\n    ships: [U.S.S. Galaxy]\n";
  auto err = [&](const std::string& tail) { return load_error(sl + tail); };
  EXPECT_NE(err("events: [Data]\n").find("t.yaml:4: 'Data' is a personnel, not an event"), std::string::npos);
  EXPECT_NE(load_error("cards:\n  - {name: Test Unwritten Event, type: event, text: unimplemented}\n" + sl +
                       "events: [Test Unwritten Event]\n")
                .find("t.yaml:6: 'Test Unwritten Event' has no game text"),
            std::string::npos);
  EXPECT_NE(err("events: [Kivas Fajo - Collector]\n").find("never in play"), std::string::npos);
  EXPECT_NE(err("events:\n  - {card: Plasma Fire, on_mission: 1}\n").find("t.yaml:5: 'Plasma Fire' plays on a ship"),
            std::string::npos);
  EXPECT_NE(err("events: [\"The Traveler: Transcendence\"]\n").find("beside a player's draw deck"), std::string::npos);
  EXPECT_NE(err("events:\n  - {card: \"Espionage: Federation on Klingon\", on_mission: Avert Disaster}\n")
                .find("t.yaml:5: 'Espionage: Federation on Klingon' plays only on a mission showing the klingon icon"),
            std::string::npos)
      << err("events:\n  - {card: \"Espionage: Federation on Klingon\", on_mission: Avert Disaster}\n");
  EXPECT_NE(err("events:\n  - {card: Red Alert!, on_ship: Data}\n").find("t.yaml:5:"), std::string::npos);
  EXPECT_NE(err("events:\n  - {card: Plasma Fire, on_ship: U.S.S. Galaxy, turns_left: 1}\n").find("has no countdown"),
            std::string::npos);
  EXPECT_NE(err("events:\n  - {card: Red Alert!, where: 1}\n").find("t.yaml:5: unknown key 'where'"), std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Test Mission\n    ships:\n      - {card: U.S.S. Galaxy, dilemmas: [Chalnoth]}\n")
                .find("t.yaml:4: 'Chalnoth' does not stay on a ship"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planet: [{card: Worf, deactivated: true}]\n")
                .find("t.yaml:3: only holograms are deactivated"),
            std::string::npos);
  EXPECT_NE(load_error("player1: {bonus: [Wrof]}\n").find("t.yaml:1: unknown card 'Wrof'"), std::string::npos);
}

TEST(ScenarioRun, ExplainSaysWhyAnEventCannotBePlayed) {
  const auto pos = scripted(R"(
turn: {phase: play}
events: [Red Alert!]
cards:
  - {name: Test Unwritten Event, type: event, text: unimplemented}
player1: {hand: [Deanna Troi, "Espionage: Federation on Klingon", Test Unwritten Event]}
spaceline:
  - mission: Fever Emergency
  - mission: Avert Disaster
    outposts: [Federation Outpost]
script:
  - Report Deanna Troi
)");
  ASSERT_TRUE(pos.stopped.empty()) << pos.stopped;
  auto text = explain(fe(pos));
  EXPECT_NE(text.find("Play Espionage: Federation on Klingon on Fever Emergency\n      you have reported under Red Alert! "
                      "this turn, so you may not play an event (R-PLAY-4"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Play Espionage: Federation on Klingon on Avert Disaster"), std::string::npos) << text;
  EXPECT_NE(text.find("Test Unwritten Event's game text is not implemented yet"), std::string::npos) << text;
}

// No card ends a treaty (R-AFF-5: Kevin Uxbridge cannot), so scenarios about
// house arrest (R-AFF-7) start from the position a broken treaty leaves.
TEST(ScenarioParse, HouseArrestIsSetUpAndChecked) {
  const std::string position = R"(
spaceline:
  - mission: Avert Disaster
    ships:
      - {card: U.S.S. Galaxy, aboard: [Jean-Luc Picard, {card: Klag, house_arrest: true}]}
)";
  auto sc = parse_scenario(position, "t.yaml");
  const auto& s = sc.state();
  EXPECT_TRUE(s.cards[sc.builder->id("Klag")].has(kHouseArrest));
  EXPECT_FALSE(s.cards[sc.builder->id("Jean-Luc Picard")].has(kHouseArrest));
  EXPECT_FALSE(s.usable(sc.builder->id("Klag")));
  EXPECT_TRUE(run(position + "expect:\n  cards:\n    Klag: {house_arrest: true}\n").passed);
  auto r = run(position + "expect:\n  cards:\n    Jean-Luc Picard: {house_arrest: true}\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:8: expected 'Jean-Luc Picard' under house arrest: yes; actual: no"), std::string::npos)
      << r.message;
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    ships:\n      - {card: U.S.S. Galaxy, aboard: "
                       "[{card: Tricorder, house_arrest: true}]}\n")
                .find("t.yaml:4: house_arrest applies to personnel"),
            std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planet: [{card: Klag, house_arrest: true}]\n")
                .find("t.yaml:3: unknown key 'house_arrest'"),
            std::string::npos);
}

// ---- repeated keys: yaml-cpp keeps both and reads the first, so they are refused ----

TEST(ScenarioParse, RepeatedKeysNameTheSecondLine) {
  EXPECT_NE(load_error("expect:\n  log: [R-DIL-4]\n  log: [R-DIL-3]\n").find("t.yaml:3: key 'log' appears twice in this map (first on line 2)"),
            std::string::npos)
      << load_error("expect:\n  log: [R-DIL-4]\n  log: [R-DIL-3]\n");
  EXPECT_NE(load_error("expect:\n  game_over: false\nexpect:\n  game_over: true\n").find("t.yaml:3: key 'expect' appears twice"),
            std::string::npos);
  // Anywhere in the file: a card entry, a script step, an inline card definition.
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    planet: [{card: Worf, stopped: true, stopped: false}]\n")
                .find("t.yaml:3: key 'stopped' appears twice"),
            std::string::npos);
  EXPECT_NE(load_error("cards:\n  - name: X\n    type: ship\n    range: 6\n    range: 7\n").find("t.yaml:5: key 'range' appears twice"),
            std::string::npos);
  // The same key in two different maps is fine.
  EXPECT_EQ(load_error("script:\n  - expect: {not_log_text: [zzq-a]}\n  - expect: {not_log_text: [zzq-b]}\n"), "");
}

// ---- set-up in a seeding step (CRD III.1) ----

TEST(ScenarioParse, SeedingStepSetsWhoseMoveAndPasses) {
  auto sc = parse_scenario(R"(
turn: {phase: seed-dilemmas, player: 2, first_player: 1, passes: 1}
player1: {seed_pile: [Chalnoth]}
player2: {seed_pile: [Impassable Door]}
spaceline:
  - mission: Avert Disaster
    seeds: [Archer]
  - {mission: Test Mission, owner: 2}
)",
                           "t.yaml");
  const auto& s = sc.state();
  EXPECT_EQ(s.phase, Phase::SeedDilemmas);
  EXPECT_EQ(s.active, 1);
  EXPECT_EQ(s.first_player, 0);
  EXPECT_EQ(s.consecutive_passes, 1);
  EXPECT_EQ(s.turn, 0);  // the first turn is turn 1, after seeding
  EXPECT_TRUE(s.log.empty());
  auto labels = sc.builder->labels();
  EXPECT_NE(std::find(labels.begin(), labels.end(), "Seed Impassable Door under Avert Disaster"), labels.end());
  auto copy = GameState::from_json(s.db_ptr(), s.to_json());  // a save made here resumes the same
  EXPECT_EQ(copy.hash(), s.hash());
  EXPECT_EQ(copy.legal_actions(), s.legal_actions());
  // A second pass in a row ends the step; the outpost step starts with the first player.
  EXPECT_TRUE(run(std::string(R"(
turn: {phase: seed-dilemmas, player: 2, first_player: 1, passes: 1}
player1: {seed_pile: [Chalnoth, Federation Outpost]}
player2: {seed_pile: [Impassable Door]}
spaceline:
  - mission: Avert Disaster
script:
  - pass
expect:
  phase: seed-outposts
  to_act: 1
)"))
                  .passed);
}

TEST(ScenarioParse, SeedingPlayerWithNothingToSeedPassesAtOnce) {
  // Player 1 has no dilemma: the engine passes for them, as after any seeding action (R-SEED-3).
  auto sc = parse_scenario(R"(
turn: {phase: seed-dilemmas, player: 1}
player2: {seed_pile: [Chalnoth]}
spaceline:
  - mission: Avert Disaster
)",
                           "t.yaml");
  const auto& s = sc.state();
  EXPECT_EQ(s.phase, Phase::SeedDilemmas);
  EXPECT_EQ(s.active, 1);
  EXPECT_EQ(s.consecutive_passes, 1);
  EXPECT_TRUE(sc.builder->logged("R-SEED-3"));
  // Both with nothing: the step ends; seed-outposts, also empty, ends too and turn 1 begins.
  auto done = parse_scenario("turn: {phase: seed-dilemmas}\nspaceline:\n  - mission: Avert Disaster\n", "t.yaml");
  EXPECT_EQ(done.state().phase, Phase::PlayCard);
  EXPECT_EQ(done.state().turn, 1);
  EXPECT_EQ(done.state().players[0].hand.size(), 7u);  // the opening hand (D-START-1)
}

TEST(ScenarioParse, SeedingRefusesWhatCannotExistYet) {
  auto err = [](const std::string& phase, const std::string& rest) {
    return load_error("turn: {phase: " + phase + "}\n" + rest);
  };
  EXPECT_NE(err("seed-dilemmas", "player1: {hand: [Worf]}\n").find("t.yaml:2: hand: is not possible in seed-dilemmas"),
            std::string::npos);
  EXPECT_NE(err("seed-dilemmas", "player1: {score: 5}\n").find("t.yaml:2: a score is not possible"), std::string::npos);
  EXPECT_NE(err("seed-outposts", "spaceline:\n  - mission: Avert Disaster\n    planet: [Worf]\n").find("t.yaml:4: planet: is not possible"),
            std::string::npos);
  EXPECT_NE(err("seed-missions", "spaceline:\n  - mission: Avert Disaster\n    seeds: [Chalnoth]\n")
                .find("t.yaml:4: seeds: is not possible in seed-missions"),
            std::string::npos);
  EXPECT_NE(err("seed-dilemmas", "spaceline:\n  - mission: Avert Disaster\n    outposts: [Federation Outpost]\n")
                .find("t.yaml:4: outposts: is not possible in seed-dilemmas"),
            std::string::npos);
  EXPECT_NE(err("seed-outposts", "spaceline:\n  - mission: Avert Disaster\n    outposts: [{card: Federation Outpost, aboard: [Data]}]\n")
                .find("t.yaml:4: aboard is not possible in seed-outposts"),
            std::string::npos);
  EXPECT_NE(err("seed-doorways", "spaceline:\n  - mission: Avert Disaster\n").find("t.yaml:3: a mission on the spaceline is not possible"),
            std::string::npos);
  EXPECT_NE(err("seed-dilemmas", "spaceline:\n  - mission: Avert Disaster\n    seeds: [{card: Chalnoth, revealed: true}]\n")
                .find("t.yaml:4: revealed is not possible"),
            std::string::npos);
  EXPECT_NE(err("seed-dilemmas", "events: [Red Alert!]\n").find("t.yaml:2: events: is not possible"), std::string::npos);
  EXPECT_NE(load_error("turn: {phase: seed-dilemmas, number: 2}\n").find("t.yaml:1: turn number: seeding comes before turn 1"),
            std::string::npos);
  EXPECT_NE(load_error("turn: {phase: seed-dilemmas, passes: 2}\n").find("t.yaml:1: passes must be 0 or 1"), std::string::npos);
  EXPECT_NE(load_error("turn: {phase: orders, passes: 1}\n").find("t.yaml:1: passes is given only in a seeding step"),
            std::string::npos);
  EXPECT_NE(load_error("turn: {phase: seed-everything}\n").find("t.yaml:1: phase must be 'play'"), std::string::npos);
}

// ---- missions solved at set-up ----

TEST(ScenarioParse, SolvedMissionKeepsTheScoreWritten) {
  const std::string pos = R"(
player1: {score: 40}
spaceline:
  - mission: Avert Disaster
    solved_by: 1
    seeds: [Chalnoth, {card: Alien Parasites, misseed: true}]
    planet: [Worf]
)";
  auto sc = parse_scenario(pos, "t.yaml");
  const auto& s = sc.state();
  EXPECT_TRUE(s.spaceline[0].solved);
  EXPECT_EQ(s.spaceline[0].solved_by, 0);
  EXPECT_EQ(s.players[0].score, 40);  // nothing added
  EXPECT_TRUE(sc.builder->find_all("Attempt Avert Disaster").empty());
  EXPECT_TRUE(run(pos + "expect:\n  missions:\n    Avert Disaster: {solved: true, solved_by: 1, points: 40}\n").passed);
  // solved: true alone says nothing about who; solved: false needs no solver.
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    solved: true\n").find("t.yaml:3: say who solved it"),
            std::string::npos);
  EXPECT_EQ(load_error("spaceline:\n  - mission: Avert Disaster\n    solved: false\n"), "");
  // Points are never added at set-up: the score must hold them.
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\n    solved_by: 2\n")
                .find("t.yaml:3: player2 solved Avert Disaster at set-up, worth 40 points to them; scores are not added"),
            std::string::npos);
  EXPECT_NE(load_error("player1: {score: 39}\nspaceline:\n  - mission: Avert Disaster\n    solved: true\n    solved_by: 1\n")
                .find("t.yaml:1: score 39 is too low"),
            std::string::npos);
  EXPECT_NE(load_error("player1: {score: 40}\nspaceline:\n  - mission: Avert Disaster\n    solved_by: 1\n    seeds: [Tox Uthat]\n")
                .find("t.yaml:5: 'Tox Uthat' is an artifact under a solved mission"),
            std::string::npos);
}

// ---- dilemmas without game text where they would be met ----

// Every bundled Premiere card has its game text, so the dilemma without one is a test card.
TEST(ScenarioParse, UnimplementedDilemmaUnderAMissionIsRefused) {
  const std::string card = "cards:\n  - {name: Test Unwritten Dilemma, type: dilemma, dilemma: space, points: 5, text: unimplemented}\n";
  auto e = load_error(card + "spaceline:\n  - mission: Test Mission\n    seeds:\n      - Gravitic Mine\n      - {card: Test Unwritten Dilemma, owner: 2}\n");
  EXPECT_NE(e.find("t.yaml:7: 'Test Unwritten Dilemma' has no game text in the engine (NOT-IMPLEMENTED), so it cannot be met under Test Mission"),
            std::string::npos)
      << e;
  // A misseed goes out of play unread (R-SEED-10): its text is never needed.
  EXPECT_EQ(load_error(card + "spaceline:\n  - mission: Test Mission\n    seeds: [{card: Test Unwritten Dilemma, misseed: true}]\n"), "");
  // In a seed pile it is simply never offered as a seed.
  EXPECT_EQ(load_error(card + "turn: {phase: seed-dilemmas}\nplayer2: {seed_pile: [Test Unwritten Dilemma]}\nspaceline:\n  - mission: Test Mission\n"),
            "");
}

// ---- current values ----

TEST(ScenarioRun, CurrentValuesWithModifiers) {
  const std::string pos = R"(
events: [Bynars Weapon Enhancement]
spaceline:
  - mission: Avert Disaster
    ships:
      - {card: U.S.S. Galaxy, damaged: true, aboard: [Data, Worf, Federation PADD]}
    outposts: [Federation Outpost]
expect:
  cards:
)";
  EXPECT_TRUE(run(pos + "    U.S.S. Galaxy: {range: 5, weapons: 9, shields: 9}\n"
                        "    Federation Outpost: {shields: 30}\n"
                        "    Data: {cunning: 14, strength: 12, integrity: 8, skills: {Computer Skill: 2, OFFICER: 1, ENGINEER: 1}}\n"
                        "  missions:\n    Avert Disaster: {points: {1: 40, 2: 40}}\n")
                  .passed);
  auto r = run(pos + "    Worf: {strength: 12, skills: {Honor: 1.5, Diplomacy: 1}}\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:10: expected 'Worf' STRENGTH: 12; actual: 10"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("t.yaml:10: expected 'Worf' Honor level: 1.5; actual: 2"), std::string::npos) << r.message;
  EXPECT_EQ(r.message.find("Diplomacy"), std::string::npos) << r.message;
  // Values the card does not have, unknown skills, levels that are not halves.
  auto err = [&](const std::string& check) { return load_error(pos + "    " + check + "\n"); };
  EXPECT_NE(err("Data: {range: 3}").find("t.yaml:10: range is checked for ships only; 'Data' is a personnel"), std::string::npos);
  EXPECT_NE(err("U.S.S. Galaxy: {skills: {Honor: 1}}").find("skills is checked for personnel only"), std::string::npos);
  EXPECT_NE(err("Worf: {skills: {Hnor: 1}}").find("t.yaml:10: unknown skill 'Hnor'"), std::string::npos);
  EXPECT_NE(err("Worf: {skills: {Honor: 0.3}}").find("t.yaml:10: the level of Honor must be a level of 0 or more in steps of 0.5"),
            std::string::npos);
  EXPECT_NE(err("Worf: {skills: [Honor]}").find("skills must be a map"), std::string::npos);
  EXPECT_NE(err("Worf: {cunning: high}").find("cunning must be a whole number"), std::string::npos);
  EXPECT_NE(load_error("spaceline:\n  - mission: Avert Disaster\nexpect:\n  missions:\n    Avert Disaster: {points: {3: 40}}\n")
                .find("t.yaml:5: a player must be 1 or 2"),
            std::string::npos);
}

// ---- the order of log entries ----

TEST(ScenarioRun, LogOrderIsASubsequenceOfTheLog) {
  const std::string pos = std::string(kChalnoth) + "  - {choose: Mot the Barber, by: 2}\nexpect:\n  log_order: ";
  // Rule ids and pieces of text mixed; entries in between do not matter.
  EXPECT_TRUE(run(pos + "[R-DIL-2, R-INFO-2, Mot the Barber is killed, R-DIL-4]\n").passed);
  auto r = run(pos + "[Mot the Barber is killed, attempts Avert Disaster]\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:10: expected the log to contain 'attempts Avert Disaster' after the entry matching 'Mot the "
                           "Barber is killed'; it does only before it"),
            std::string::npos)
      << r.message;
  // A rule id must be one the engine cites; one entry never counts twice.
  EXPECT_NE(load_error("expect:\n  log_order: [R-DIL-2, R-NOPE-9]\n").find("t.yaml:2: 'R-NOPE-9' is not a rule id"), std::string::npos);
  EXPECT_NE(load_error("expect:\n  log_order: [R-DIL-2]\n").find("log_order needs two or more entries"), std::string::npos);
  EXPECT_FALSE(run(pos + "[R-INFO-2, R-INFO-2]\n").passed);
}

// ---- what a player may see ----

TEST(ScenarioRun, ObservationChecksWhatEachPlayerSees) {
  const std::string pos = R"(
spaceline:
  - mission: Avert Disaster
    seeds: [Chalnoth]
    ships:
      - {card: U.S.S. Galaxy, aboard: [Worf]}
expect:
  observation:
)";
  // Chalnoth is player 2's seed card; Worf is aboard player 1's ship (R-INFO-4).
  EXPECT_TRUE(run(pos + "    - {player: 1, contains: [Worf], absent: [Chalnoth]}\n    - {player: 2, contains: [Chalnoth], absent: [Worf]}\n").passed);
  auto r = run(pos + "    - {player: 2, contains: [Worf], absent: [U.S.S. Galaxy]}\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.yaml:9: expected player 2's observation to contain 'Worf'; actual: {"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("t.yaml:9: expected player 2's observation not to contain 'U.S.S. Galaxy'; actual: ..."), std::string::npos)
      << r.message;
  EXPECT_NE(load_error(pos + "    contains: [Worf]\n").find("t.yaml:9: an observation check needs 'player: 1' or 'player: 2'"),
            std::string::npos);
  EXPECT_NE(load_error(pos + "    {player: 0, contains: [Worf]}\n").find("t.yaml:9: player must be 1 or 2"), std::string::npos);
  EXPECT_NE(load_error(pos + "    {player: 1, hidden: [Worf]}\n").find("t.yaml:9: unknown key 'hidden' in an observation check"),
            std::string::npos);
}

TEST(ScenarioRun, ExplainInASeedingStepGivesReasonsForSeeds) {
  auto sc = parse_scenario(R"(
cards:
  - {name: Test Unwritten Dilemma, type: dilemma, dilemma: space, points: 5, text: unimplemented}
turn: {phase: seed-dilemmas}
player1: {seed_pile: [Chalnoth, Test Unwritten Dilemma]}
spaceline:
  - mission: Avert Disaster
  - mission: Test Mission
)",
                           "t.yaml");
  auto text = explain(sc.state());
  EXPECT_NE(text.find("Seed Chalnoth under Test Mission\n      a planet dilemma may not be seeded under a space mission (R-SEED-9"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Seed Test Unwritten Dilemma under Test Mission\n      Test Unwritten Dilemma's game text is not implemented yet"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("End your turn"), std::string::npos) << text;  // no turn yet
}

// Control already taken at set-up (R-CARDRULE-3): every way the file can be wrong is refused, naming the line.
TEST(ScenarioParse, ControlAtSetUpIsChecked) {
  const std::string head = "spaceline:\n  - mission: Test Mission\n    ships:\n";
  EXPECT_NE(load_error(head + "      - {card: Runabout, owner: 2, controller: 1}\n").find("t.yaml:4: control of a ship is set up with both"),
            std::string::npos);
  EXPECT_NE(load_error(head + "      - {card: Runabout, owner: 2, controller: 2, control: Neural Servo Device}\n")
                .find("t.yaml:4: the ship is already that player's own"),
            std::string::npos);
  EXPECT_NE(load_error(head + "      - {card: Runabout, owner: 2, controller: 1, control: Red Alert!}\n")
                .find("'Red Alert!' does not take control of a ship"),
            std::string::npos);
  EXPECT_NE(load_error(head + "      - {card: Runabout, owner: 2, controller: 1, control: Lore Returns}\n")
                .find("commandeers a ship only with its player's Rogue Borg aboard (D-EVT-27)"),
            std::string::npos);
  EXPECT_NE(load_error(head + "      - {card: Runabout, owner: 2, controller: 1, control: Lore Returns,\n"
                              "         aboard: [{card: Rogue Borg Mercenaries, owner: 1}, Calloway]}\n")
                .find("none of its owner's personnel are aboard (D-EVT-27); Calloway is"),
            std::string::npos);
  EXPECT_NE(load_error(head + "      - {card: Runabout, owner: 2, aboard: [{card: Calloway, owner: 1}]}\n")
                .find("only Rogue Borg board another player's Runabout"),
            std::string::npos);
  // Set up, the state is what the event leaves: a save of it loads back the same.
  auto sc = parse_scenario(head + "      - {card: Runabout, owner: 2, controller: 1, control: Neural Servo Device, aboard: [Calloway]}\n",
                           "t.yaml");
  const auto& s = sc.state();
  ASSERT_EQ(s.controlled.size(), 2u);
  auto copy = GameState::from_json(s.db_ptr(), s.to_json());
  EXPECT_EQ(copy.hash(), s.hash());
}

// R-ZONE-1, R-DECK-7: side decks in a scenario position. Face down (only kind, doorway state and
// size are observed), one of each kind, Q's Tent without duplicates, and no Premiere card may go
// in a Q-Continuum (only Q-icon cards may, and the library has none yet).
TEST(ScenarioParse, R_ZONE_1_SideDecksAreSetUpSavedAndFaceDown) {
  const std::string head = "spaceline:\n  - mission: Test Mission\nplayer1:\n  side_decks:\n";
  auto sc = parse_scenario(head + "    q_tent: {door: closed, cards: [Data, Tricorder]}\n", "t.yaml");
  const auto& s = sc.state();
  ASSERT_EQ(s.players[0].side_decks.size(), 1u);
  const auto& d = s.players[0].side_decks[0];
  EXPECT_EQ(d.kind, SideDeckKind::QsTent);
  EXPECT_EQ(d.door, DoorState::Closed);
  ASSERT_EQ(d.cards.size(), 2u);
  EXPECT_EQ(s.def(d.cards[0]).name, "Data");  // top first
  EXPECT_EQ(s.cards[d.cards[1]].zone, Zone::SideDeck);
  // A save of it loads back the same, and a save that lists a side-deck card wrongly is refused by field.
  auto j = s.to_json();
  auto copy = GameState::from_json(s.db_ptr(), j);
  EXPECT_EQ(copy.hash(), s.hash());
  ASSERT_EQ(copy.players[0].side_decks.size(), 1u);
  EXPECT_EQ(copy.players[0].side_decks[0].cards, d.cards);
  auto bad = j;
  bad["players"][0]["side_decks"][0]["door"] = "ajar";
  try {
    GameState::from_json(s.db_ptr(), bad);
    ADD_FAILURE() << "no error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("side_decks[0].door"), std::string::npos) << e.what();
  }
  bad = j;
  bad["players"][0]["side_decks"][0]["cards"].push_back(j["players"][0]["hand"].empty() ? 0 : 0);
  EXPECT_THROW(GameState::from_json(s.db_ptr(), bad), std::invalid_argument);
  bad = j;
  bad["players"][0]["side_decks"].push_back({{"kind", "q_tent"}, {"door", "open"}, {"cards", nlohmann::json::array()}});
  EXPECT_THROW(GameState::from_json(s.db_ptr(), bad), std::invalid_argument);
  // Face down to both players: the observation has the size and the doorway's state, no names.
  for (int viewer : {0, 1}) {
    const auto o = s.observation(viewer);
    const auto& sd = o["players"][0]["side_decks"];
    ASSERT_EQ(sd.size(), 1u);
    EXPECT_EQ(sd[0]["count"], 2);
    EXPECT_EQ(sd[0]["door"], "closed");
    EXPECT_EQ(sd[0]["kind"], "q_tent");
    EXPECT_EQ(sd.dump().find("Data"), std::string::npos);
  }
  EXPECT_NE(load_error(head + "    q_tent: [Data, Data]\n").find("R-DECK-7: Q's Tent holds no duplicates, and Data is in it already"),
            std::string::npos);
  EXPECT_NE(load_error(head + "    q_continuum: [Q]\n").find("R-DECK-7: the Q-Continuum holds only Q-icon cards, and Q is not one"),
            std::string::npos);
  EXPECT_NE(load_error(head + "    q_flash: [Data]\n").find("t.yaml:5: 'q_flash' is not a side deck: q_tent or q_continuum"),
            std::string::npos);
  EXPECT_NE(load_error(head + "    q_tent: {door: ajar}\n").find("door must be open, closed or inactive (R-DOOR-2)"),
            std::string::npos);
  EXPECT_NE(load_error(head + "    q_tent: {doors: open}\n").find("doors"), std::string::npos);
  // An empty Q-Continuum is a legal side deck (its doorway may be inactive: Mortal Q, R-QF-7).
  auto empty = parse_scenario(head + "    q_continuum: {door: inactive}\n", "t.yaml");
  ASSERT_EQ(empty.state().players[0].side_decks.size(), 1u);
  EXPECT_EQ(empty.state().players[0].side_decks[0].door, DoorState::Inactive);
}
