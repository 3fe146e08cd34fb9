// Personnel special skills written as sentences (the Exocomp's repairs, D-HEA-2)
// and effects that change what a personnel is (Lore's Fingernail, D-EVT-23): the
// ways into each rule that the card scenarios do not take, and their state
// surviving a save and a load.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// D-HEA-2: turns at an outpost and turns with an Exocomp aboard add up; an Exocomp in
// stasis repairs nothing; a half-repaired ship damaged again is destroyed (R-FAC-11).
TEST(D_HEA_2, ExocompAndOutpostTurnsAddUpAndStasisStopsTheRepair) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int a = b.mission("Avert Disaster");
  int t = b.mission("Test Mission");
  b.outpost(a, "Federation Outpost", 0);
  CardId galaxy = b.ship(a, "U.S.S. Galaxy", 0);
  for (auto n : {"Jean-Luc Picard", "Hannah Bates", "Tasha Yar", "Worf"}) b.aboard(galaxy, n);
  CardId exo = b.aboard(galaxy, "Exocomp");
  b.damage(galaxy);
  CardId runabout = b.ship(t, "Runabout", 0);
  b.aboard(runabout, "Data");
  CardId exo2 = b.aboard(runabout, "Exocomp");
  b.stasis(exo2);
  b.damage(runabout);
  b.pass_turn();  // a turn at the outpost: half-repaired
  EXPECT_TRUE(b->cards[galaxy].has(kDamaged));
  EXPECT_EQ(b->cards[galaxy].counter, 1);
  EXPECT_EQ(b->cards[runabout].counter, 0);  // its Exocomp is in stasis
  b.pass_turn();
  b.act("Make no card play this turn");
  b.act("Move U.S.S. Galaxy to Test Mission");  // leaves the outpost: the Exocomp's turn counts instead
  auto back = round_trip(b.state());
  b.pass_turn();
  EXPECT_FALSE(b->cards[galaxy].has(kDamaged));
  EXPECT_TRUE(b->cards[runabout].has(kDamaged));
  EXPECT_TRUE(b.logged("D-HEA-2", Ev::Repaired));
  EXPECT_EQ(back.cards[galaxy].counter, 1);  // half-repaired, saved mid-way
  (void)exo;
}

// D-EVT-23: a Soong-type android reported while the Fingernail is in play is non-aligned on
// arrival, gives no icon match, and stays so through a save; ordinary androids are not named.
TEST(D_EVT_23, ReportedUnderTheFingernailDataIsNonAlignedAndMatchesNoIcon) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int l = b.mission("Test Mission");
  b.outpost(l, "Federation Outpost", 0);
  b.event("Lore's Fingernail", 1, EventTarget::Table, 0);
  CardId data = b.hand("Data", 0);
  b.act("Report Data");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_TRUE(b->unaligned(data));
  auto back = round_trip(b.state());
  EXPECT_TRUE(back.unaligned(data));
  // Alone he cannot attempt Test Mission: no personnel matches its icons (R-MSN-1).
  EXPECT_FALSE(b.can("Attempt Test Mission"));
}
