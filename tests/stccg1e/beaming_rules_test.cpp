// Where beaming may take a personnel (CRD III.5): only onto a ship, a facility or a planet, never
// into open space (R-BEAM-6), whatever the location or the ship the personnel is on.
#include <gtest/gtest.h>

#include <string>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

// Every legal action that would beam `who` anywhere.
std::vector<std::string> beams_of(const ScenarioBuilder& b, const std::string& who) {
  std::vector<std::string> out;
  for (const auto& l : b.labels())
    if (l.rfind("Beam " + who + " ", 0) == 0) out.push_back(l);
  return out;
}

}  // namespace

TEST(R_BEAM_6, AtASpaceMissionAShipsCrewHasNowhereToBeamButAnotherShip) {
  ScenarioBuilder b;
  const int l = b.mission("Explore Black Cluster");  // a space mission: no planet to beam to
  const CardId galaxy = b.ship(l, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.turn(0);
  EXPECT_TRUE(beams_of(b, "Jean-Luc Picard").empty()) << "beamed into open space: " << beams_of(b, "Jean-Luc Picard")[0];
  // The same crew may beam to another ship there: beaming itself is allowed, open space is not.
  b.ship(l, "U.S.S. Enterprise");
  const auto to_ship = beams_of(b, "Jean-Luc Picard");
  ASSERT_EQ(to_ship.size(), 1u);
  EXPECT_NE(to_ship[0].find("to U.S.S. Enterprise"), std::string::npos) << to_ship[0];
}

TEST(R_BEAM_6, AtAPlanetMissionOnlyThePlanetAndTheShipsThereAreTargets) {
  ScenarioBuilder b;
  const int l = b.mission("Avert Disaster");
  const CardId galaxy = b.ship(l, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.turn(0);
  const auto beams = beams_of(b, "Jean-Luc Picard");
  ASSERT_EQ(beams.size(), 1u);
  EXPECT_EQ(beams[0], "Beam Jean-Luc Picard from U.S.S. Galaxy to the planet at Avert Disaster");
}
