// The terminal table (render_board): a player's own groups with their totals, what the mission
// where they stand still lacks and what the dilemma they face still lacks (issue 10 part 5), and
// nothing of the kind for the opponent's.
#include <gtest/gtest.h>
#include <iostream>

#include "games/stccg1e/scenario/position.h"
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
  // "Diplomacy x5 OR Honor x4 OR Treachery x4": each alternative by what is still missing (R-SKILL-6).
  EXPECT_NE(t.find("for Wormhole Negotiations: lacks 2 Diplomacy, or 3 Honor, or 4 Treachery\n"), std::string::npos) << t;
  // The Away Team: the stopped Data does not count (R-STATE-1), so only Picard's 9 INTEGRITY.
  EXPECT_NE(t.find("totals: INTEGRITY 9, CUNNING 8, STRENGTH 6;"), std::string::npos) << t;
  // "Geology + Honor + INTEGRITY>35": Picard brings the Honor; a threshold shows the group's total.
  EXPECT_NE(t.find("for Avert Disaster: lacks Geology and INTEGRITY>35 (has 9)\n"), std::string::npos) << t;
  EXPECT_EQ(t.find("facing"), std::string::npos) << "no attempt, no dilemma faced:\n" << t;
}

TEST(Board, TheOpponentSeesNoTotalsOfGroupsItCannotSee) {
  auto sc = position();
  const std::string t = render_board(sc.state(), 1);
  EXPECT_EQ(t.find("totals:"), std::string::npos) << t;
  EXPECT_EQ(t.find("lacks"), std::string::npos) << t;
  EXPECT_EQ(render_board(sc.state(), -1).find("totals:"), std::string::npos);
}

namespace {
// Player 0's crew aboard U.S.S. Galaxy attempting Test Mission, where Nagilum ("3 Diplomacy OR
// STRENGTH>40") is met first. Player 1 holds Q2, which may answer a revealed dilemma (R-TIME-10), so
// the attempt pauses with Nagilum face up and not yet resolved: the crew is facing it.
ScenarioBuilder facing_nagilum(const std::vector<std::string>& crew, bool from_outpost = false) {
  ScenarioBuilder b;
  int l = b.mission("Test Mission");
  b.seed_under(l, "Nagilum");
  CardId ship = from_outpost ? b.outpost(l, "Federation Outpost") : b.ship(l, "U.S.S. Galaxy");
  for (const auto& c : crew) b.aboard(ship, c);
  b.hand("Q2", 1);
  b.act("Attempt Test Mission");
  return b;
}
}  // namespace

TEST(Board, TheCrewFacingADilemmaSeesWhatItStillLacksToOvercomeIt) {
  auto b = facing_nagilum({"Jean-Luc Picard"});
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond) << b.log_text();
  ASSERT_EQ(b->attempt.dilemma, b.id("Nagilum"));
  const std::string t = render_board(b.state(), 0);
  // Picard: Diplomacy x2, STRENGTH 6. Every alternative of the condition, by what it lacks.
  EXPECT_NE(t.find("         facing Nagilum: lacks 1 Diplomacy, or STRENGTH>40 (has 6)\n"), std::string::npos) << t;
  // Under the crew that faces it: after its totals line.
  EXPECT_LT(t.find("totals: INTEGRITY"), t.find("facing Nagilum")) << t;
}

TEST(Board, TheOpponentSeesNothingOfTheDilemmaTheCrewFaces) {
  auto b = facing_nagilum({"Jean-Luc Picard"});
  ASSERT_EQ(b->attempt.dilemma, b.id("Nagilum"));
  for (int viewer : {1, -1}) {
    const std::string t = render_board(b.state(), viewer);
    EXPECT_EQ(t.find("facing"), std::string::npos) << t;
    EXPECT_EQ(t.find("lacks"), std::string::npos) << t;
  }
}

TEST(Board, ACrewThatMeetsTheConditionSeesRequirementsMetAndNoLineOnceItIsOvercome) {
  auto b = facing_nagilum({"Jean-Luc Picard", "Deanna Troi"});  // Diplomacy x2 + x1
  ASSERT_EQ(b->attempt.dilemma, b.id("Nagilum"));
  EXPECT_NE(render_board(b.state(), 0).find("facing Nagilum: requirements met\n"), std::string::npos) << render_board(b.state(), 0);
  b.act("Pass");  // player 1 lets it resolve: overcome, scored (R-DIL-7)
  ASSERT_EQ(b->attempt.dilemma, kNone) << b.log_text();
  EXPECT_EQ(render_board(b.state(), 0).find("facing"), std::string::npos) << render_board(b.state(), 0);
}

TEST(Board, AnOutpostsCrewFacingADilemmaSeesItToo) {  // R-DIL-9: an outpost's crew may attempt
  auto b = facing_nagilum({"Jean-Luc Picard"}, true);
  ASSERT_EQ(b->attempt.dilemma, b.id("Nagilum")) << b.log_text();
  const std::string t = render_board(b.state(), 0);
  EXPECT_NE(t.find("facing Nagilum: lacks 1 Diplomacy, or STRENGTH>40 (has 6)\n"), std::string::npos) << t;
  EXPECT_EQ(render_board(b.state(), 1).find("facing"), std::string::npos);
}
