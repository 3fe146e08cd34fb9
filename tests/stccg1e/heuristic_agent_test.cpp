// The heuristic agent's battle decisions (CRD III.4): it starts Away Team
// battles it wins, beams down to start them, and retaliates when that helps.
#include <gtest/gtest.h>

#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

// Avert Disaster is a Federation mission: Klingons there cannot attempt it, so
// the agent's first choice (attempting) never comes into play.
ScenarioBuilder planet() {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  return b;
}

ActionArgs heuristic_choice(ScenarioBuilder& b) {
  HeuristicAgent agent(1);
  return decode(agent.choose(b.state()));
}

}  // namespace

TEST(HeuristicAgent, AttacksAWeakerAwayTeamWithALeader) {
  auto b = planet();
  b.on_planet(0, "Klag");    // 7, OFFICER
  b.on_planet(0, "Kargan");  // 9
  b.on_planet(0, "Jean-Luc Picard", 1);
  b.on_planet(0, "Geordi La Forge", 1);  // 12 against 16
  auto x = heuristic_choice(b);
  EXPECT_EQ(x.kind, Act::AttackAwayTeam) << ::testing::PrintToString(b.labels());
  EXPECT_EQ(x.b, 0);
}

TEST(HeuristicAgent, CountsOnlyTheUnstoppedDefenders) {
  // D-BAT-3: Worf is stopped and adds nothing, so 7 beats 6.
  auto b = planet();
  b.on_planet(0, "Klag");
  b.on_planet(0, "Jean-Luc Picard", 1);
  b.stop(b.on_planet(0, "Worf", 1));
  EXPECT_EQ(heuristic_choice(b).kind, Act::AttackAwayTeam);
}

TEST(HeuristicAgent, NoAwayTeamAttackWhenWeakerOrWithoutALeader) {
  auto weaker = planet();
  weaker.on_planet(0, "Klag");
  weaker.on_planet(0, "Worf", 1);  // 10 against 7
  ASSERT_TRUE(weaker.can("Attack the opponent's Away Team"));
  EXPECT_NE(heuristic_choice(weaker).kind, Act::AttackAwayTeam);

  auto leaderless = planet();
  leaderless.on_planet(0, "Kromm");  // ENGINEER, 8: would lose the battle it starts (R-BATTLE-4)
  leaderless.on_planet(0, "Koral");  // CIVILIAN, 10
  leaderless.on_planet(0, "Geordi La Forge", 1);
  ASSERT_TRUE(leaderless.can("Attack the opponent's Away Team"));
  EXPECT_NE(heuristic_choice(leaderless).kind, Act::AttackAwayTeam);
}

TEST(HeuristicAgent, BeamsDownOntoAWeakerAwayTeam) {
  auto b = planet();
  CardId bortas = b.ship(0, "I.K.C. Bortas");
  b.aboard(bortas, "Klag");
  b.aboard(bortas, "Kargan");
  b.on_planet(0, "Jean-Luc Picard", 1);
  auto x = heuristic_choice(b);
  EXPECT_EQ(x.kind, Act::BeamAll);
  EXPECT_EQ(x.a, bortas);
  EXPECT_EQ(x.b, kPlanet);
}

TEST(HeuristicAgent, DoesNotBeamDownWhereTheRulesForbidTheAttack) {
  // R-BATTLE-6: a Federation team never starts a battle, however strong.
  auto b = planet();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Worf");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.on_planet(0, "Klag", 1);
  auto x = heuristic_choice(b);
  EXPECT_FALSE(x.kind == Act::BeamAll && x.b == kPlanet) << ::testing::PrintToString(b.labels());
}

TEST(HeuristicAgent, RetaliatesInAnAwayTeamBattleOnlyWhenStronger) {
  auto b = planet();
  b.on_planet(0, "Klag");                // 7 attacks ...
  b.on_planet(0, "Jean-Luc Picard", 1);  // ... 6 + 10
  b.on_planet(0, "Worf", 1);
  b.act("Attack the opponent's Away Team");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  ASSERT_EQ(b->choice.kind, ChoiceKind::AwayRetaliate);
  auto x = heuristic_choice(b);
  EXPECT_EQ(b->choice.options[x.a], 1);  // retaliating makes the attacker lose (R-BATTLE-9)

  auto c = planet();
  c.on_planet(0, "Klag");
  c.on_planet(0, "Kargan");
  c.on_planet(0, "Jean-Luc Picard", 1);
  c.act("Attack the opponent's Away Team");
  c.pass_window();  // nobody plays an interrupt (R-TIME-12)
  ASSERT_EQ(c->choice.kind, ChoiceKind::AwayRetaliate);
  EXPECT_EQ(c->choice.options[heuristic_choice(c).a], 0);  // 6 against 16: nothing to gain
}
