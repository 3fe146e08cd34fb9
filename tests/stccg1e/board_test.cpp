// The terminal table (render_board): a player's own groups with their totals and what the mission
// where they stand still lacks (issue 10 part 5), and nothing of the kind for the opponent's.
#include <gtest/gtest.h>
#include <iostream>

#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/state/board.h"

using namespace spaceline::stccg1e;

namespace {
Scenario position() {
  return parse_scenario(R"(
turn: {player: 1, phase: play, number: 3}
spaceline:
  - mission: Avert Disaster
    planet: [Jean-Luc Picard, {card: Data, stopped: true}]
  - mission: Wormhole Negotiations
    ships:
      - {card: U.S.S. Galaxy, aboard: [Jean-Luc Picard, Deanna Troi]}
)",
                        "board.yaml");
}
}  // namespace

TEST(Board, OwnGroupsShowTotalsAndWhatTheMissionLacks) {
  auto sc = position();
  const std::string t = render_board(sc.state(), 0);
  std::cout << t;
  // The crew: 9+8 INTEGRITY, 8+7 CUNNING, 6+4 STRENGTH; Diplomacy twice on Picard, once on Troi.
  EXPECT_NE(t.find("totals: INTEGRITY 17, CUNNING 15, STRENGTH 10;"), std::string::npos) << t;
  EXPECT_NE(t.find("Diplomacy x3"), std::string::npos) << t;
  EXPECT_NE(t.find("for Wormhole Negotiations: lacks 5 Diplomacy"), std::string::npos) << t;
  // The Away Team: the stopped Data does not count (R-STATE-1), so only Picard's 9 INTEGRITY.
  EXPECT_NE(t.find("totals: INTEGRITY 9, CUNNING 8, STRENGTH 6;"), std::string::npos) << t;
  EXPECT_NE(t.find("for Avert Disaster: lacks Geology, INTEGRITY>35"), std::string::npos) << t;
}

TEST(Board, TheOpponentSeesNoTotalsOfGroupsItCannotSee) {
  auto sc = position();
  const std::string t = render_board(sc.state(), 1);
  EXPECT_EQ(t.find("totals:"), std::string::npos) << t;
  EXPECT_EQ(t.find("lacks"), std::string::npos) << t;
  EXPECT_EQ(render_board(sc.state(), -1).find("totals:"), std::string::npos);
}
