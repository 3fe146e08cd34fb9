// A damaged save is refused with an error naming the file and the field, never loaded into a crash
// (docs/cli.md "Save files", docs/fuzzing.md). The first seven are the crashes of the issue that asked
// for this; their files are also in fuzz/regressions/, replayed by ctest (fuzz_regressions_*).
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/rules/requirement.h"
#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/state/save_file.h"
#include "save_checks.h"

namespace spaceline::stccg1e {
namespace {

using nlohmann::json;

// A game in its card play, as `play` saves it: {"state", "agent", "seat"}.
json saved_game() {
  static const json save = [] {
    auto db = CardDb::bundled();
    std::array<Deck, 2> decks = {load_deck_file(resolve_deck_path("federation-premiere"), *db),
                                 load_deck_file(resolve_deck_path("klingon-premiere"), *db)};
    GameState s(db, decks, 5);
    auto agent = make_agent("heuristic", 3);
    while (s.turn < 4 || s.choice.kind != ChoiceKind::None) s.apply(agent->choose(s));
    return json{{"state", s.to_json()}, {"agent", "heuristic"}, {"seat", 1}};
  }();
  return save;
}

// The error loading the edited save, or "" if it loads.
std::string error_of(const std::function<void(json&)>& edit) {
  json j = saved_game();
  edit(j);
  try {
    load_saved_game(CardDb::bundled(), j, "save.json");
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

// The index of a card of the save whose zone and place are these.
int card_where(const json& j, int zone, int place) {
  const auto& cards = j.at("state").at("cards");
  for (size_t i = 0; i < cards.size(); ++i)
    if (cards[i][2] == zone && cards[i][4] == place) return static_cast<int>(i);
  ADD_FAILURE() << "no card in zone " << zone << " place " << place;
  return 0;
}

TEST(SaveValidation, TheUndamagedSaveLoads) { EXPECT_EQ(error_of([](json&) {}), ""); }

TEST(SaveValidation, APendingChoiceOutsideTheGameIsRefused) {
  EXPECT_EQ(error_of([](json& j) { j["state"]["choice"] = {10, 0, {60000}}; }),
            "save.json: state choice[2] (options): option 0 (60000) is not a card of the game");
  // As the crash had it: a ship battle's choice with no battle under way.
  EXPECT_EQ(error_of([](json& j) { j["state"]["choice"] = {4, 0, {60000}}; }),
            "save.json: state choice[0] (kind): a ship battle decision is asked with no battle under way");
  EXPECT_EQ(error_of([](json& j) { j["state"]["choice"] = {10, 2, {0}}; }),
            "save.json: state choice[1] (chooser): 2 is out of range (0 to 1)");
}

TEST(SaveValidation, AMissionIndexOffTheSpacelineIsRefused) {
  json j = saved_game();
  const int ship = card_where(j, 6, 1);  // in play, in space
  const size_t n = j["state"]["spaceline"].size();
  EXPECT_EQ(error_of([&](json& k) { k["state"]["cards"][ship][3] = 30; }),
            "save.json: state cards[" + std::to_string(ship) + "][3] (location): location 30 is off the spaceline (" +
                std::to_string(n) + " locations)");
  EXPECT_EQ(error_of([&](json& k) { k["state"]["cards"][ship][3] = 200; }),
            "save.json: state cards[" + std::to_string(ship) + "][3] (location): 200 is out of range (-1 to 31)");
  EXPECT_EQ(error_of([&](json& k) { k["state"]["attempt"] = {true, 0, 99, ship, 65535, 0, 0, false, false, -1, 0, 0, json::array()}; }),
            "save.json: state attempt[2] (location): 99 is out of range (-1 to 31)");
}

TEST(SaveValidation, ACaptiveOutsideTheGameIsRefused) {
  const size_t n = saved_game()["state"]["cards"].size();
  EXPECT_EQ(error_of([](json& j) { j["state"]["players"][1]["captives"] = {60000}; }),
            "save.json: state players[1].captives[0]: #60000 is not a card of the game (" + std::to_string(n) + " cards)");
  EXPECT_EQ(error_of([](json& j) { j["state"]["players"][1]["captives"] = {-1}; }),
            "save.json: state players[1].captives[0] (entry): -1 is out of range (0 to 65535)");
}

TEST(SaveValidation, ASeatOutsideTheGameIsRefused) {
  EXPECT_EQ(error_of([](json& j) { j["seat"] = 3; }), "save.json: seat: must be 1 or 2 (your seat), not 3");
  EXPECT_EQ(error_of([](json& j) { j["seat"] = 0; }), "save.json: seat: must be 1 or 2 (your seat), not 0");
  EXPECT_EQ(error_of([](json& j) { j["seat"] = "two"; }), "save.json: seat: must be 1 or 2 (your seat), a whole number");
  EXPECT_EQ(error_of([](json& j) { j["agent"] = "nobody"; }), "save.json: agent: must be \"heuristic\" or \"random\"");
}

TEST(SaveValidation, AnActivePlayerOtherThan0Or1IsRefused) {
  EXPECT_EQ(error_of([](json& j) { j["state"]["active"] = 2; }), "save.json: state active: 2 is out of range (0 to 1)");
  EXPECT_EQ(error_of([](json& j) { j["state"]["active"] = -1; }), "save.json: state active: -1 is out of range (0 to 1)");
  EXPECT_EQ(error_of([](json& j) { j["state"]["active"] = true; }), "save.json: state active: must be a whole number, not true/false");
}

TEST(SaveValidation, ARetaliationChoiceTheAgentCannotAnswerIsRefused) {
  // An Away Team battle asking the defender whether to retaliate offers exactly 0 and 1 (the heuristic agent
  // looks for the one it wants).
  auto away_battle = [](json& j, json options) {
    j["state"]["battle"] = {true, true, 0, 1, 65535, json::array(), 65535, json::array()};
    j["state"]["choice"] = {7, 1, options};
  };
  EXPECT_EQ(error_of([&](json& j) { away_battle(j, {5, 6}); }),
            "save.json: state choice[2] (options): a decision of this kind offers 0 (do not retaliate) and 1 (retaliate)");
  EXPECT_EQ(error_of([&](json& j) { away_battle(j, {1}); }),
            "save.json: state choice[2] (options): a decision of this kind offers 0 (do not retaliate) and 1 (retaliate)");
  // A ship battle's retaliation target is an attacking ship (or 65535, none).
  const int personnel = card_where(saved_game(), 6, 3);
  EXPECT_EQ(error_of([&](json& j) {
              j["state"]["battle"] = {true, false, 0, 1, 65535, json::array(), 65535, json::array()};
              j["state"]["choice"] = {5, 1, {personnel, 65535}};
            }),
            "save.json: state choice[2] (options): option 0 (" + std::to_string(personnel) +
                ") is not a ship or facility of the game, or 65535");
}

std::string deep(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += "any(";
  return s + "Diplomacy" + std::string(static_cast<size_t>(n), ')');
}

TEST(SaveValidation, ARequirementNested10000DeepIsRefused) {
  EXPECT_NO_THROW(parse_requirement(deep(64)));
  try {
    parse_requirement(deep(10000));
    ADD_FAILURE() << "a requirement nested 10,000 deep was accepted";
  } catch (const ReqParseError& e) {
    EXPECT_EQ(std::string(e.what()), "requirement nested more than 64 deep (any(...) inside any(...))");
  }
  // In a scenario's inline card: the file and line of the requirement.
  const std::string text = "name: deep\ncards:\n  - name: Deep Wall\n    type: dilemma\n    dilemma: planet\n    text: implemented\n"
                           "    behavior:\n      condition: \"" + deep(10000) + "\"\n      returns_on_fail: true\n";
  try {
    parse_scenario(text, "deep.yaml");
    ADD_FAILURE() << "the scenario was accepted";
  } catch (const ScenarioError& e) {
    EXPECT_EQ(std::string(e.what()), "deep.yaml:8: bad requirement in 'condition': requirement nested more than 64 deep (any(...) inside any(...))");
  }
}

TEST(SaveValidation, NumbersTooLargeAreReportedWithTheirField) {
  EXPECT_EQ(error_of([](json& j) { j["state"]["rng"][2] = "x"; }),
            "save.json: state rng[2]: 'x' is not a decimal number from 0 to 18446744073709551615");
  EXPECT_EQ(error_of([](json& j) { j["state"]["rng"][0] = "99999999999999999999999"; }),
            "save.json: state rng[0]: '99999999999999999999999' is not a decimal number from 0 to 18446744073709551615");
  try {
    parse_requirement("STRENGTH>99999999999");
    ADD_FAILURE();
  } catch (const ReqParseError& e) {
    EXPECT_EQ(std::string(e.what()), "number '99999999999' in 'STRENGTH>99999999999' is not a whole number from 0 to 9999");
  }
  try {
    parse_deck("[seed]\n99999999999 Federation Outpost\n", *CardDb::bundled(), "huge.deck");
    ADD_FAILURE();
  } catch (const DeckParseError& e) {
    EXPECT_EQ(std::string(e.what()), "huge.deck:2: count 99999999999 out of range 1..60");
  }
}

TEST(SaveValidation, PilesAndZonesMustAgree) {
  const std::string twice = error_of([](json& j) {
    auto& p = j["state"]["players"][0];
    p["hand"].push_back(p["deck"][0]);
  });
  EXPECT_EQ(twice.rfind("save.json: state players[0].hand[", 0), 0u) << twice;
  EXPECT_NE(twice.find("is listed twice"), std::string::npos) << twice;
  const std::string missing = error_of([](json& j) { j["state"]["players"][0]["deck"].erase(0); });
  EXPECT_NE(missing.find("but in no player's pile of that zone"), std::string::npos) << missing;
}

TEST(SaveValidation, TheSaveFileItselfIsChecked) {
  EXPECT_THROW(load_saved_game_text(CardDb::bundled(), "{", "broken.json"), std::invalid_argument);
  try {
    load_saved_game_text(CardDb::bundled(), "{\"state\": [1,", "broken.json");
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()).rfind("broken.json: not a saved game (JSON syntax error at byte ", 0), 0u);
  }
  EXPECT_EQ(error_of([](json& j) { j = json::array(); }), "save.json: not a saved game (a JSON object with a \"state\" member)");
  EXPECT_EQ(error_of([](json& j) { j.erase("state"); }), "save.json: not a saved game: the \"state\" member is missing");
  EXPECT_EQ(error_of([](json& j) { j["state"]["cards"][0][5] = "x"; }),
            "save.json: state cards[0][5] (host): must be a whole number, not text");
  EXPECT_EQ(error_of([](json& j) { j["state"]["players"][0].erase("hand"); }), "save.json: state players[0].hand: missing");
}

}  // namespace
}  // namespace spaceline::stccg1e
