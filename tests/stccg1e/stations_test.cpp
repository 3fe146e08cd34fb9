// Stations (CRD IV.3; R-CARD-1: a card type of its own): the card loader reads `facility: station`
// (Colony, Terraforming Station) as text not implemented; until the engine builds, seeds and runs
// stations, nothing may put one in play or report there, and each way in says so by name.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

TEST(R_CARD_1, AStationLoadsAsAFacilityWhoseTextIsNotImplemented) {
  const auto& colony = *CardDb::bundled()->by_name("Colony");
  EXPECT_EQ(colony.type, CardType::Facility);
  EXPECT_TRUE(colony.is_station);
  EXPECT_FALSE(colony.is_outpost);
  EXPECT_EQ(colony.text, TextStatus::Unimplemented);
}

TEST(R_CARD_1, AScenarioMayNotPutAStationInPlay) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  try {
    b.outpost(0, "Colony");
    FAIL() << "a station was put in play";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("Colony is a station"), std::string::npos) << e.what();
  }
}

// A save that has a station in play (here an outpost's card swapped for the Colony) is refused by
// name; with the outpost it loads, and a card reports there.
TEST(R_CARD_1, ASaveWithAStationInPlayIsRefusedAndNothingReportsThere) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  CardId outpost = b.outpost(0, "Federation Outpost");
  b.hand("Jean-Luc Picard");
  EXPECT_TRUE(b.can("Report Jean-Luc Picard at Federation Outpost"));
  EXPECT_TRUE(rejected(b.state(), [outpost](nlohmann::json& j) { j["cards"][outpost][0] = "QC-colony"; },
                       "a station is in play, but the engine does not build, seed or report to stations yet"));
  // Even were one in play, reporting there is refused with the reason (defence against any later way in).
  b->cards[outpost].def = CardDb::bundled()->by_name("Colony")->index;
  EXPECT_FALSE(b.can("Report Jean-Luc Picard at Colony"));
  const std::string why = b->why_illegal(make_action(Act::Report, b.id("Jean-Luc Picard"), outpost, 0));
  EXPECT_NE(why.find("Colony is a station"), std::string::npos) << why;
}
