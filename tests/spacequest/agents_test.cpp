// The heuristic agent (docs/spacequest/README.md, "Agents"): it staffs its Ships, attacks only
// when no untapped defender would kill its attacker and survive, and blocks when its blocker lives.
#include "helpers.h"

#include "games/spacequest/agents/heuristic_agent.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;

namespace {
std::string choice(SqState& s) {
  HeuristicAgent agent(1);
  return s.action_label(agent.choose(s));
}
}  // namespace

TEST(Heuristic, StaffsItsShips) {
  auto s = table();
  put_in_play(*s, 0, "Dawnwing Cutter");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_play(*s, 0, "Bilge Rat");
  rules::settle(*s);
  EXPECT_EQ(choice(*s), "Declare a Staffing Phase");
  act(*s, "Declare a Staffing Phase");
  EXPECT_NE(choice(*s).find("under Dawnwing Cutter"), std::string::npos);
  act(*s, choice(*s));
  act(*s, choice(*s));
  EXPECT_EQ(choice(*s), "End the Staffing Phase");
}

TEST(Heuristic, AttacksOnlyWhenNoDefenderWouldWinTheFight) {
  auto s = table();
  put_in_play(*s, 0, "Hollow Marine");  // 2/1
  put_in_play(*s, 1, "Thicket Guard");  // 2/3: kills it and survives
  rules::begin_step(*s, Step::Attackers);
  rules::settle(*s);
  ASSERT_EQ(s->pending, Pending::Attackers);
  EXPECT_EQ(choice(*s), "Done declaring attackers");
  s->cards[find_in_play(*s, "Thicket Guard")].tapped = true;
  EXPECT_EQ(choice(*s), "Attack with Hollow Marine");
}

TEST(Heuristic, BlocksWhenItsBlockerSurvives) {
  auto s = table(1);
  put_in_play(*s, 1, "Hollow Marine");  // attacker 2/1
  put_in_play(*s, 0, "Thicket Guard");  // blocker 2/3
  put_in_hand(*s, 1, "Overcharge");
  lands(*s, 1, "Cinder Ridge", 1);
  rules::begin_step(*s, Step::Attackers);
  rules::settle(*s);
  act(*s, "Attack with Hollow Marine");
  act(*s, "Done declaring attackers");
  act(*s, "Pass priority");
  ASSERT_EQ(s->pending, Pending::Blockers) << labels(*s);
  EXPECT_EQ(choice(*s), "Block Hollow Marine with Thicket Guard");
}
