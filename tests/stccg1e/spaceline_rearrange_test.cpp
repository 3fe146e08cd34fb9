// Q (CRD v1.11, R-DIL-12) and the spaceline rearrangement it asks for (R-MOVE-10,
// D-MOVE-7, D-DIL-9): the ways into the rule that the card scenario does not take,
// and a rearrangement surviving a save and a load.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
bool logged(const GameState& s, Rule r) {
  return std::any_of(s.log.begin(), s.log.end(), [&](const LogEntry& e) { return e.rule == r; });
}
std::vector<std::string> line_names(const GameState& s) {
  std::vector<std::string> out;
  for (int l = 0; l < static_cast<int>(s.spaceline.size()); ++l) out.push_back(s.location_name(l));
  return out;
}
}  // namespace

// R-DIL-12: Q2 nullifying Q only discards it; that is not overcoming it, so the dilemma
// beneath stays and is met next, and nobody rearranges anything.
TEST(R_DIL_12, Q2NullifyingQIsNotOvercomingIt) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  int l = b.mission("Test Mission");
  b.mission("Investigate Anomaly");
  CardId q = b.seed_under(l, "Q");
  CardId cyth = b.seed_under(l, "Cytherians");
  CardId ship = b.ship(l, "U.S.S. Enterprise");
  b.aboard(ship, "Geordi La Forge");
  b.aboard(ship, "Deanna Troi");
  b.hand("Q2", 0);
  b.act("Attempt Test Mission");
  pass_windows_until(b.state(), "Play Q2");
  b.act("Play Q2");
  pass_windows_until(b.state(), "\x01");
  EXPECT_EQ(b->cards[q].zone, Zone::Discard);
  EXPECT_EQ(b->cards[cyth].zone, Zone::InPlay);  // met after Q: it plays on the ship (D-DIL-8)
  EXPECT_FALSE(logged(b.state(), Rule::QDiscardsHere));
  EXPECT_FALSE(logged(b.state(), Rule::SpacelineRearranged));
  EXPECT_EQ(line_names(b.state()), (std::vector<std::string>{"Avert Disaster", "Test Mission", "Investigate Anomaly"}));
}

// R-MOVE-10, D-MOVE-7: the rearrangement waits for its player across a save; each location
// carries its cards; Q-Nets are placed again, one boundary each; a broken save is refused.
TEST(R_MOVE_10, RearrangingMidwaySurvivesASaveAndQNetsArePlacedApart) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int a = b.mission("Avert Disaster");
  int t = b.mission("Test Mission");
  int s = b.mission("Study Stellar Collision");
  b.mission("Investigate Anomaly");
  CardId net = b.event("Q-Net", 1, EventTarget::Boundary, a);  // between Avert Disaster and Test Mission
  CardId q = b.seed_under(t, "Q");
  CardId ship = b.ship(t, "U.S.S. Enterprise");
  CardId geordi = b.aboard(ship, "Geordi La Forge");
  CardId warbird = b.ship(s, "D'Deridex", 1);
  b.act("Attempt Test Mission");
  pass_windows_until(b.state(), "next from the left");
  ASSERT_EQ(b->choice.kind, ChoiceKind::ArrangeSpaceline);
  EXPECT_EQ(b->current_player(), 1);
  EXPECT_TRUE(logged(b.state(), Rule::QDilemma));
  b.act("Put Study Stellar Collision next from the left");
  auto back = round_trip(b.state());
  EXPECT_EQ(back.spaceline_arrange.order, std::vector<uint8_t>{static_cast<uint8_t>(s)});
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["spaceline_arrange"][3] = {2, 2}; }, "spaceline_arrange"));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["spaceline_arrange"][0] = 0; }, "spaceline_arrange"));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j.erase("spaceline_arrange"); }, "rearrange the spaceline"));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["choice"][0] = 200; }, "state choice"));
  apply_label(back, "Leave the rest of the spaceline in its present order");
  // The locations are in force; the Q-Net waits for its place.
  EXPECT_EQ(line_names(back),
            (std::vector<std::string>{"Study Stellar Collision", "Avert Disaster", "Test Mission", "Investigate Anomaly"}));
  ASSERT_EQ(back.choice.kind, ChoiceKind::ArrangeSpaceline);
  auto again = round_trip(back);
  apply_label(again, "Place Q-Net between Test Mission and Investigate Anomaly");
  pass_windows_until(again, "\x01");
  EXPECT_EQ(again.choice.kind, ChoiceKind::None);
  EXPECT_EQ(again.cards[net].loc, 2);
  EXPECT_EQ(again.cards[ship].loc, 2);
  EXPECT_EQ(again.cards[geordi].loc, 2);
  EXPECT_TRUE(again.cards[ship].has(kStopped));
  EXPECT_EQ(again.cards[warbird].loc, 0);
  EXPECT_EQ(again.cards[q].zone, Zone::Discard);
  EXPECT_TRUE(logged(again, Rule::RearrangeOrder));
}

// R-MOVE-10: the log keeps naming the locations it named before they moved.
TEST(R_MOVE_10, EarlierLogEntriesStillNameTheirLocations) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  int t = b.mission("Test Mission");
  b.mission("Investigate Anomaly");
  b.seed_under(t, "Q");
  CardId ship = b.ship(0, "Runabout");
  b.aboard(ship, "Geordi La Forge");
  b.aboard(ship, "Deanna Troi");
  b.act("Move Runabout to Test Mission");
  pass_windows_until(b.state(), "Attempt Test Mission");
  b.act("Attempt Test Mission");
  pass_windows_until(b.state(), "next from the left");
  b.act("Put Investigate Anomaly next from the left");
  b.act("Put Test Mission next from the left");
  pass_windows_until(b.state(), "\x01");
  EXPECT_EQ(line_names(b.state()), (std::vector<std::string>{"Investigate Anomaly", "Test Mission", "Avert Disaster"}));
  bool found = false;
  for (const auto& e : b->log)
    if (e.ev == Ev::Moved) {
      EXPECT_NE(b->render_log_entry(e).find("from Avert Disaster to Test Mission"), std::string::npos) << b->render_log_entry(e);
      found = true;
    }
  EXPECT_TRUE(found);
}

// D-MOVE-7, D-DIL-8: a ship under Cytherians heads for an end of the spaceline, not a mission;
// Q putting its location at that end scores the Cytherians for the ship's owner.
TEST(D_MOVE_7, QMayBringACytheriansShipToItsFarEnd) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  int t = b.mission("Test Mission");
  int s = b.mission("Study Stellar Collision");
  b.mission("Investigate Anomaly");
  b.mission("Explore Dyson Sphere");
  CardId ship = b.ship(s, "U.S.S. Enterprise");
  b.aboard(ship, "Geordi La Forge");
  b.aboard(ship, "Deanna Troi");
  b.aboard(ship, "Beverly Crusher");
  CardId cyth = b.dilemma_on_ship(ship, "Cytherians", 1, 2);  // heading right
  b.seed_under(t, "Q");
  CardId other = b.ship(t, "U.S.S. Galaxy");
  b.aboard(other, "Data");
  b.act("Attempt Test Mission");
  pass_windows_until(b.state(), "next from the left");
  for (auto n : {"Avert Disaster", "Test Mission", "Investigate Anomaly", "Explore Dyson Sphere"})
    b.act(std::string("Put ") + n + " next from the left");
  pass_windows_until(b.state(), "\x01");
  EXPECT_EQ(b->location_name(b->cards[ship].loc), "Study Stellar Collision");
  EXPECT_EQ(b->cards[ship].loc, 4);
  EXPECT_EQ(b->cards[cyth].zone, Zone::Bonus);
  EXPECT_EQ(b->players[0].score, 15);
}
