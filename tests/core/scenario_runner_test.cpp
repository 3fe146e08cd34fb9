// The core's scenario runner (core/scenario.h), driven through a registered game that uses it
// (TaleSpin): every malformed file is refused with its line, script steps by label, key and
// `by:`, the core's expectations, and mutants that each make a passing file fail.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/registry.h"
#include "core/scenario.h"

using namespace spaceline;

namespace {

const char* kHead = R"(game: talespin
name: t
seed: 3
cards:
  - {id: TT-001, name: Test Idler, type: player, pilot: 3, range: 1, hold: 3, roll: {1-6: draw 1}}
  - {id: TT-103, name: Test Reader, type: passenger, roll: {1-6: draw 1}}
seats:
  1: {player: Test Idler, hand: [Test Reader]}
  2: {player: Test Idler}
turn: {player: 1}
)";

ScenarioReport run_text(const std::string& text, bool mutate = false) {
  const auto dir = std::filesystem::temp_directory_path() / "spaceline-core-scenario-test";
  std::filesystem::create_directories(dir);
  const auto file = (dir / "t.yaml").string();
  std::ofstream(file) << text;
  try {
    const ScenarioDocument doc = read_scenario(file);
    return run_scenario(game_module(scenario_game(doc, default_game())), doc, mutate);
  } catch (const std::exception& e) {  // an unknown game or an unreadable file, as the CLI reports it
    ScenarioReport r;
    r.message = e.what();
    return r;
  }
}

void expect_failure(const std::string& text, const std::string& message) {
  const auto r = run_text(text);
  EXPECT_FALSE(r.passed) << text;
  EXPECT_NE(r.message.find(message), std::string::npos) << "expected: " << message << "\ngot: " << r.message;
}

}  // namespace

TEST(CoreScenario, AScriptRunsByLabelKeyAndSeatAndItsExpectationsAreChecked) {
  const auto r = run_text(std::string(kHead) + R"(script:
  - expect: {to_act: 1, legal: [Play Passenger Test Reader], not_legal: [Deliver], game_over: false}
  - {do: Play Passenger Test Reader, by: 1}
  - {die: 6}
  - end the play step
expect:
  log: [S1-8]
  log_text: ["P1 rolls a 6."]
  not_log_text: ["P1 rolls a 5."]
  to_act: 2
)");
  EXPECT_TRUE(r.passed) << r.message;
}

TEST(CoreScenario, MutantsOfEveryExpectationAreKilled) {
  const auto r = run_text(std::string(kHead) + R"(script:
  - {die: 6}
  - End the Play step
expect:
  legal: [End the Play step]
  not_legal: [Test Reader]
  log: [S1-8]
  log_text: ["P1 rolls a 6."]
  to_act: 2
  game_over: false
  die: 0
  seats: {1: {chain: [], hand_count: 2}}
)", true);
  ASSERT_TRUE(r.passed) << r.message;
  EXPECT_GE(r.mutants, 9);
  EXPECT_EQ(r.killed, r.mutants);
  EXPECT_TRUE(r.survived.empty()) << r.survived.front();
}

TEST(CoreScenario, LabelsMatchCaseAsideOrByIndexAndChoicesNameEveryLegalAction) {
  // Both labels contain "Play" as written: index: picks the second (in the legal actions' order).
  EXPECT_TRUE(run_text(std::string(kHead) + "script:\n  - {do: Play, index: 2}\nexpect: {log_text: [Test Reader]}\n").passed);
  expect_failure(std::string(kHead) + "script:\n  - Play\n", "t.yaml:12: 'Play' is ambiguous: 2 legal actions match");
  expect_failure(std::string(kHead) + "script:\n  - {do: Play, index: 3}\n", "t.yaml:12: 'Play' index 3: only 2 legal action(s) match");
  // No label contains "play passenger" as written: case aside, one does.
  EXPECT_TRUE(run_text(std::string(kHead) + "script:\n  - play passenger\nexpect: {log_text: [Test Reader]}\n").passed);
  // choices: each entry names one legal action, a different one, and none is left out.
  EXPECT_TRUE(run_text(std::string(kHead) + "expect: {choices: [End the Play step, Play Passenger]}\n").passed);
  expect_failure(std::string(kHead) + "expect: {choices: [End the Play step]}\n", "t.yaml:11: choices: 2 legal actions, 1 expected");
  expect_failure(std::string(kHead) + "expect: {choices: [Play, End]}\n", "t.yaml:11: choices: 'Play' must name exactly one legal action; 2 match");
  expect_failure(std::string(kHead) + "expect: {choices: [End, End the Play]}\n", "names an action another entry names");
  // choose: answers a decision inside an action; TaleSpin has none.
  expect_failure(std::string(kHead) + "script:\n  - {choose: End the Play step}\n", "t.yaml:12: 'choose: End the Play step': no decision is pending");
}

TEST(CoreScenario, BadFilesAreRefusedWithTheirLine) {
  const std::string h = kHead;
  expect_failure(h + "colour: red\n", "t.yaml:11: unknown key 'colour' in the scenario");
  expect_failure(h + "script:\n  - Fly to the moon\n", "t.yaml:12: 'Fly to the moon' matches no legal action; '");
  expect_failure(h + "script:\n  - {do: End the Play step, by: 2}\n", "t.yaml:12: player 2 was to act, but it is player 1's decision");
  expect_failure(h + "script:\n  - {key: 'nope:1'}\n", "t.yaml:12: no legal action has the key 'nope:1'");
  expect_failure(h + "script:\n  - {die: 7}\n", "t.yaml:12: die must be a whole number from 1 to 6, not '7'");
  expect_failure(h + "script:\n  - {fly: 1}\n", "t.yaml:12: unknown script step");
  expect_failure(h + "expect: {to_act: 5}\n", "t.yaml:11: to_act must be a player from 1 to 2");
  expect_failure(h + "expect: {log: [S1-99]}\n", "t.yaml:11: 'S1-99' is not a rule id this game's engine cites");
  expect_failure(h + "expect: {colour: red}\n", "t.yaml:11: unknown expectation 'colour'");
  expect_failure(h + "expect: {seats: {3: {hand_count: 1}}}\n", "t.yaml:11: a seat must be a whole number from 1 to 2");
  expect_failure(h + "expect: {seats: {1: {hand_count: 4}}}\n", "t.yaml:11: seats: seat 1 hand_count 1, expected 4");
  expect_failure(h + "expect: {winner: 1}\n", "winner: a winner expected, but the game is not over");
  // Position keys.
  expect_failure("game: talespin\nseats:\n  1: {chain: [Brass Compass]}\n", "t.yaml:3: 'Brass Compass' is a");
  expect_failure("game: talespin\nseats:\n  1: {hand: [No Such Card]}\n", "t.yaml:3: unknown card 'No Such Card'");
  expect_failure("game: talespin\nseats:\n  1: {at: Atlantis}\n", "t.yaml:3: no Location called 'Atlantis' on the ring");
  expect_failure("game: talespin\nplayers: 5\n", "t.yaml:2: players must be a whole number from 2 to 4");
  expect_failure("game: talespin\nturn: {step: roll}\n", "t.yaml:2: step must be draw");
  expect_failure("game: chess\n", "unknown game 'chess'");
  expect_failure("game: talespin\nname: [broken\n", "t.yaml:");
  expect_failure("game: talespin\nplayers: 2\nplayers: 3\n", "t.yaml:3: key 'players' appears twice in this map (first on line 2)");
}
