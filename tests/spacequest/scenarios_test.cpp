// The scenario files of tests/spacequest/scenarios run by the core's runner (core/scenario.h), each
// also with every expectation changed (`--mutate`): the same check as `spaceline scenario run
// --mutate tests/spacequest/scenarios` (ctest spacequest.scenario_mutations), without the program.
#include <gtest/gtest.h>

#include "core/scenario.h"
#include "games/spacequest/module.h"
#include "spaceline_paths.h"

using namespace spaceline;

TEST(Scenarios, SQ_5_SQ_16_SQ_17_SQ_18_SQ_19_FilesPassAndEveryMutantFails) {
  const auto module = spacequest::make_module();
  const auto files = scenario_files({std::string(SPACELINE_SOURCE_DIR) + "/tests/spacequest/scenarios"});
  ASSERT_GE(files.size(), 7u);
  for (const auto& f : files) {
    const ScenarioReport r = run_scenario(*module, read_scenario(f), /*mutate=*/true);
    EXPECT_TRUE(r.passed) << f << ": " << r.message;
    EXPECT_GT(r.mutants, 0) << f;
    EXPECT_EQ(r.killed, r.mutants) << f;
    for (const auto& s : r.survived) ADD_FAILURE() << f << ": mutant survived: " << s;
  }
}

TEST(Scenarios, BadPositionsAreRefusedWithTheLine) {
  const auto module = spacequest::make_module();
  auto fails = [&](const std::string& text, const std::string& want) {
    const ScenarioReport r = run_scenario(*module, scenario_text(text, "t.yaml"));
    EXPECT_FALSE(r.passed);
    EXPECT_NE(r.message.find(want), std::string::npos) << r.message;
  };
  fails("game: spacequest\nseats:\n  1: {hand: [No Such Card]}\n", "t.yaml:3: unknown card 'No Such Card'");
  fails("game: spacequest\nseats:\n  1:\n    field: [{card: Deck Cadet, crew: [Bilge Rat]}]\n", "t.yaml:4: 'Deck Cadet' is not a Ship");
  fails("game: spacequest\nturn: {step: attackers}\n", "t.yaml:2: step must be upkeep, main1, main2 or end");
  fails("game: spacequest\nseats:\n  1: {field: [Deck Cadet]}\nexpect:\n  pt: {Dawnwing Cutter: 3/3}\n", "t.yaml:5: no card called 'Dawnwing Cutter' is in play");
}
