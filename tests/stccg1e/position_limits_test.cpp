// A position read from a file never holds more than the state's index types can count
// (games/stccg1e/state/limits.h, docs/scenario-format.md "Limits", docs/save-format.md): a scenario
// with a longer spaceline, or a save with one, is refused with the file and the line or field. Issue 28
// found the R-BEAM-3 scenario with its first mission repeated 200 or 1,000 times ending in SIGSEGV
// (Card::loc, an int8_t, wrapped at 128 locations).
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <functional>
#include <sstream>

#include "core/registry.h"
#include "core/scenario.h"
#include "games/stccg1e/scenario/position.h"
#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/state/limits.h"
#include "games/stccg1e/state/save_file.h"
#include "spaceline_paths.h"

namespace spaceline::stccg1e {
namespace {

const std::string kBeam3 = std::string(SPACELINE_SOURCE_DIR) + "/tests/scenarios/beaming/R-BEAM-3_no_beaming_into_house_arrest.yaml";

// The R-BEAM-3 scenario with its first `- mission: Avert Disaster` line (line 4) written `times` times.
std::string beam3_repeated(int times) {
  std::ifstream in(kBeam3);
  std::string text, line;
  bool repeated = false;
  while (std::getline(in, line)) {
    const int n = !repeated && line == "  - mission: Avert Disaster" ? times : 1;
    repeated = repeated || n > 1;
    for (int i = 0; i < n; ++i) text += line + "\n";
  }
  EXPECT_TRUE(repeated) << kBeam3 << " no longer starts its spaceline with Avert Disaster";
  return text;
}

const std::string kTooLong = ":36: the spaceline already has 32 locations, the most a game holds (docs/scenario-format.md, \"Limits\")";

// The error of `load`, run 20 times: the same every time, each well within a second (a generous guard).
std::string refused_every_time(const std::function<void()>& load) {
  std::string first;
  for (int run = 0; run < 20; ++run) {
    const auto start = std::chrono::steady_clock::now();
    std::string error = "(accepted)";
    try {
      load();
    } catch (const std::exception& e) {
      error = e.what();
    }
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1)) << "run " << run;
    if (run == 0) first = error;
    EXPECT_EQ(error, first) << "run " << run;
  }
  return first;
}

TEST(PositionLimits, ALongSpacelineInAScenarioIsRefused) {
  const auto& game = game_module("stccg1e");
  for (const int times : {200, 1000}) {
    const std::string text = beam3_repeated(times);
    // As `scenario run` and `explain` set it up, and as the rule tests parse a file.
    EXPECT_EQ(refused_every_time([&] { (void)scenario_position(game, spaceline::scenario_text(text, "t.yaml")); }),
              "t.yaml" + kTooLong) << times;
    EXPECT_EQ(refused_every_time([&] { (void)parse_scenario(text, "t.yaml"); }), "t.yaml" + kTooLong) << times;
    const auto report = run_scenario(game, spaceline::scenario_text(text, "t.yaml"));
    EXPECT_FALSE(report.passed);
    EXPECT_NE(report.message.find("t.yaml" + kTooLong), std::string::npos) << report.message;
  }
}

TEST(PositionLimits, ThirtyTwoLocationsAreAcceptedAndSaved) {
  // 31 repeats and the three other missions of the file: 34 locations, refused at the 33rd,
  // Cultural Observation on line 38.
  EXPECT_EQ(refused_every_time([&] { (void)parse_scenario(beam3_repeated(31), "t.yaml"); }),
            "t.yaml:38" + kTooLong.substr(3));
  // 29 repeats: 32 locations, the most there may be, set up, played on, saved and loaded again.
  auto sc = parse_scenario(beam3_repeated(29), "t.yaml");
  const GameState& s = sc.state();
  ASSERT_EQ(s.spaceline.size(), static_cast<size_t>(kMaxLocations));
  EXPECT_EQ(s.location_name(kMaxLocations - 1), "Diplomacy Mission");
  EXPECT_FALSE(legal_labels(s).empty());
  const auto again = GameState::from_json(s.db_ptr(), s.to_json());
  EXPECT_EQ(again.hash(), s.hash());
}

TEST(PositionLimits, TheBuilderRefusesALocationPastTheLimit) {
  ScenarioBuilder b;
  for (int i = 0; i < kMaxLocations; ++i) EXPECT_EQ(b.mission("Test Mission"), i);
  EXPECT_THROW(b.mission("Test Mission"), std::length_error);
  EXPECT_EQ(b.state().spaceline.size(), static_cast<size_t>(kMaxLocations));
}

TEST(PositionLimits, ASaveWithALongSpacelineIsRefused) {
  ScenarioBuilder b;
  for (int i = 0; i < kMaxLocations; ++i) b.mission("Test Mission");
  auto j = b.state().to_json();
  EXPECT_NO_THROW((void)GameState::from_json(b.state().db_ptr(), j));
  j["spaceline"].push_back(j["spaceline"][0]);
  try {
    (void)load_saved_game(b.state().db_ptr(), nlohmann::json{{"state", j}}, "save.json");
    FAIL() << "a save with 33 locations loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "save.json: state spaceline: more than 32 locations");
  }
}

TEST(PositionLimits, CountsPastTheirTypesAreRefusedWithTheLine) {
  // Fillers past the cards a game holds (16-bit ids), and stasis turns past its 8-bit counter.
  EXPECT_EQ(refused_every_time([] {
              (void)parse_scenario("spaceline:\n  - mission: Test Mission\nplayer1:\n  deck_fillers: 70000\n", "t.yaml");
            }),
            "t.yaml:4: more cards than a game holds (65534: card ids are 16 bits)");
  EXPECT_EQ(refused_every_time([] {
              (void)parse_scenario("spaceline:\n  - mission: Avert Disaster\n    planet: [{card: Data, stasis: true, stasis_turns: 300}]\n",
                                   "t.yaml");
            }),
            "t.yaml:3: stasis_turns must be 0 to 255 (0: until a card ends it)");
}

}  // namespace
}  // namespace spaceline::stccg1e
