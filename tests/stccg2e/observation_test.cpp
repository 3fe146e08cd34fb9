// What the web table reads (state/observation.cpp, docs/web-client.md): each seat's position shows
// its own hand only; a spectator no hand; the dilemmas drawn for a stack and the cost left only to
// the player building it; every figure (attributes, RANGE left, staffing, completed missions) is
// the rules' own.
#include <gtest/gtest.h>

#include "games/stccg2e/agents/heuristic_agent.h"
#include "helpers.h"

using namespace spaceline::stccg2e;
using namespace spaceline::stccg2e::test;
using nlohmann::json;
using spaceline::Action;

namespace {

// Plays seed `seed` with the heuristic agent on both seats until the opponent builds a dilemma
// stack; null if the game never gets there.
std::unique_ptr<S2State> at_stack_building(uint64_t seed) {
  auto s = game(seed);
  HeuristicAgent agent(seed);
  for (int step = 0; step < 5000 && !s->over; ++step) {
    if (s->pending == Pending::BuildStack) return s;
    s->apply(agent.choose(*s));
  }
  return nullptr;
}

}  // namespace

TEST(Observation, EachSeatSeesItsOwnHandOnlyAndASpectatorNone) {
  auto s = game(3);
  for (int viewer : {0, 1, -1}) {
    const json pos = s->position(viewer);
    for (int p = 0; p < kPlayers; ++p) {
      EXPECT_EQ(pos["seats"][p].contains("hand"), p == viewer) << "viewer " << viewer << " seat " << p;
      EXPECT_EQ(pos["seats"][p]["hand_count"], s->seats[p].hand.size());
      EXPECT_EQ(pos["seats"][p]["deck"], s->seats[p].deck.size());
      EXPECT_EQ(pos["seats"][p]["dilemmas"], s->seats[p].dilemmas.size());
      EXPECT_EQ(pos["seats"][p]["counters"], s->seats[p].counters);
    }
    EXPECT_FALSE(pos.contains("log")) << "the position leaves the log out";
  }
}

TEST(Observation, DrawnDilemmasAndTheCostLeftShowOnlyToTheStacksBuilder) {
  auto s = at_stack_building(1);
  ASSERT_NE(s, nullptr) << "seed 1 never came to a dilemma stack";
  const int builder = 1 - s->attempt.player;
  ASSERT_FALSE(s->attempt.drawn.empty());
  for (int viewer : {0, 1, -1}) {
    const json at = s->position(viewer)["attempt"];
    ASSERT_TRUE(at["active"].get<bool>());
    EXPECT_EQ(at["drawn_count"], s->attempt.drawn.size());
    EXPECT_EQ(at["drawn"].size(), viewer == builder ? s->attempt.drawn.size() : 0u) << "viewer " << viewer;
    EXPECT_EQ(at.contains("budget"), viewer == builder) << "viewer " << viewer;
    EXPECT_EQ(at["group"].size(), s->attempt.group.size());
    const GroupSkills g = rules::group_skills(*s, s->attempt.group);
    EXPECT_EQ(at["group_attributes"], json(g.attributes));
  }
}

TEST(Observation, CardsInPlayCarryTheRulesOwnFigures) {
  auto s = at_stack_building(1);
  ASSERT_NE(s, nullptr);
  const json pos = s->position(-1);
  int personnel = 0, ships = 0;
  for (const auto& c : pos["table"]) {
    const Card id = c["id"].get<Card>();
    if (c["type"] == "personnel") {
      ++personnel;
      for (int a = 0; a < 3; ++a) EXPECT_EQ(c["attributes"][a], rules::attribute(*s, id, a)) << s->name(id);
    }
    if (c["type"] == "ship") {
      ++ships;
      EXPECT_EQ(c["ship"]["staffed"], rules::staffed(*s, id));
      EXPECT_EQ(c["ship"]["range_left"], s->def(id).range - s->range_used[id]);
    }
  }
  EXPECT_GT(personnel, 0);
  EXPECT_GT(ships, 0);
  for (int p = 0; p < kPlayers; ++p) {
    EXPECT_EQ(pos["seats"][p]["completed_planet"], rules::completed_count(*s, p, Where::Planet));
    EXPECT_EQ(pos["seats"][p]["completed_space"], rules::completed_count(*s, p, Where::Space));
  }
  for (size_t i = 0; i < s->line.size(); ++i)
    if (!s->def(s->line[i].card).is_headquarters())
      EXPECT_EQ(pos["spaceline"][i]["requirements"], render(rules::requirements_of(*s, static_cast<uint16_t>(i))));
}
