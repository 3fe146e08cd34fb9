// Gaps in Normal Space (R-MOVE-9, R-ZONE-2, D-MOVE-8): a spaceline location that is not a
// mission. The ways into the rule the card scenario does not take: its owner making it leave,
// a save made while it closes, Q rearranging around it, and broken saves refused.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
std::vector<std::string> line_names(const GameState& s) {
  std::vector<std::string> out;
  for (int l = 0; l < static_cast<int>(s.spaceline.size()); ++l) out.push_back(s.location_name(l));
  return out;
}
}  // namespace

// R-MOVE-9, D-MOVE-8: never beside another Gaps; a Tetryon Field on it goes with it; the
// ships there wait for their player across a save, then are relocated, without RANGE.
TEST(R_MOVE_9, TheGapClosesAfterASaveAndTakesItsEventsWithIt) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.mission("Investigate Anomaly");
  CardId gaps = b.hand("Gaps in Normal Space", 0);
  b.hand("Kevin Uxbridge", 0);
  CardId ship = b.ship(1, "U.S.S. Galaxy");
  b.aboard(ship, "Jean-Luc Picard");
  b.aboard(ship, "William T. Riker");
  b.aboard(ship, "Geordi La Forge");
  b.act("Play Gaps in Normal Space between Test Mission and Investigate Anomaly");
  pass_windows_until(b.state(), "\x01");
  EXPECT_EQ(line_names(b.state()),
            (std::vector<std::string>{"Avert Disaster", "Test Mission", "Gaps in Normal Space", "Investigate Anomaly"}));
  EXPECT_TRUE(b->is_gap(2));
  EXPECT_EQ(b->span(2, 0), 4);
  EXPECT_EQ(b->span(2, 1), 4);
  // R-MOVE-9: a second one may not go beside it, on a later turn.
  b.pass_turn();
  b.pass_turn();
  b.hand("Gaps in Normal Space", 0);
  pass_windows_until(b.state(), "Play Gaps in Normal Space");
  EXPECT_TRUE(b.can("Play Gaps in Normal Space between Avert Disaster and Test Mission"));
  EXPECT_FALSE(b.can("Play Gaps in Normal Space between Test Mission and Gaps"));
  EXPECT_FALSE(b.can("Play Gaps in Normal Space between Gaps"));
  b.act("Make no card play");
  CardId tetryon = b.event("Tetryon Field", 1, EventTarget::Mission, 2);
  b.act("Move U.S.S. Galaxy to Gaps in Normal Space");
  pass_windows_until(b.state(), "Play Kevin Uxbridge");
  int crew = 0;
  for (auto c : b->aboard(ship)) crew += b->def(c).type == CardType::Personnel;
  EXPECT_EQ(crew, 2);  // one of three killed on stopping there
  const int range_used = b->cards[ship].range_used;
  b.act("Play Kevin Uxbridge to nullify Gaps in Normal Space");
  pass_windows_until(b.state(), "Send U.S.S. Galaxy");
  ASSERT_EQ(b->choice.kind, ChoiceKind::GapShipTo);
  EXPECT_EQ(b->cards[tetryon].zone, Zone::Discard);
  auto back = round_trip(b.state());
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["gap_closing"][0] = 0; }, "gap_closing"));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j.erase("gap_closing"); }, "closing"));
  apply_label(back, "Send U.S.S. Galaxy to Investigate Anomaly");
  pass_windows_until(back, "\x01");
  EXPECT_EQ(back.choice.kind, ChoiceKind::None);
  EXPECT_EQ(line_names(back), (std::vector<std::string>{"Avert Disaster", "Test Mission", "Investigate Anomaly"}));
  EXPECT_EQ(back.cards[ship].loc, 2);
  EXPECT_EQ(back.cards[ship].range_used, range_used);  // relocated, not moved (R-MOVE-13)
  EXPECT_EQ(back.cards[gaps].zone, Zone::Discard);
  for (auto c : back.aboard(ship)) EXPECT_EQ(back.cards[c].loc, 2);
}

// R-MOVE-10, D-MOVE-7: Q's rearrangement counts the Gaps as a location and keeps it between two missions.
TEST(R_MOVE_10, QKeepsTheGapBetweenTwoMissions) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  int t = b.mission("Test Mission");
  b.mission("Investigate Anomaly");
  b.hand("Gaps in Normal Space", 0);
  b.seed_under(t, "Q");
  CardId ship = b.ship(t, "U.S.S. Enterprise");
  b.aboard(ship, "Geordi La Forge");
  b.act("Play Gaps in Normal Space between Avert Disaster and Test Mission");
  pass_windows_until(b.state(), "Attempt Test Mission");
  b.act("Attempt Test Mission");
  pass_windows_until(b.state(), "next from the left");
  ASSERT_EQ(b->choice.kind, ChoiceKind::ArrangeSpaceline);
  EXPECT_TRUE(find_actions(b.state(), "Put Gaps in Normal Space next").empty());  // never at an end
  b.act("Put Investigate Anomaly next from the left");
  EXPECT_FALSE(find_actions(b.state(), "Put Gaps in Normal Space next").empty());
  b.act("Put Gaps in Normal Space next from the left");
  // Only a mission may follow it; the rest in its present order still ends well (Avert Disaster, Test Mission).
  EXPECT_FALSE(find_actions(b.state(), "Leave the rest").empty());
  b.act("Leave the rest");
  pass_windows_until(b.state(), "\x01");
  EXPECT_EQ(line_names(b.state()),
            (std::vector<std::string>{"Investigate Anomaly", "Gaps in Normal Space", "Avert Disaster", "Test Mission"}));
  EXPECT_EQ(b->cards[ship].loc, 3);
  EXPECT_TRUE(b->is_gap(1));
  auto back = round_trip(b.state());
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) {
    std::swap(j["spaceline"][0], j["spaceline"][1]);
  }, "spaceline location"));
}
