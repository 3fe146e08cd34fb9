// Ships whose text says where they report (D-PLAY-1: U.S.S. Enterprise-C, T'Pau): reached by play, by a
// position set up directly and by a saved game loaded back; the card scenarios
// (tests/scenarios/cards/AU-u-s-s-enterprise-c.yaml, QC-t-pau.yaml) take the cards' own ways in.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
struct Table {
  ScenarioBuilder b{1, 20, Phase::PlayCard};
  int avert = -1, qualor = -1, test = -1;
  CardId outpost = kNone;
  Table() {
    avert = b.mission("Avert Disaster");
    qualor = b.mission("Qualor II Rendezvous");
    test = b.mission("Test Mission");
    b.doorway("Alternate Universe Door", 0, DoorState::Open);
  }
};
}  // namespace

// D-PLAY-1: the Enterprise-C reports at any location, damaged, never at an outpost by normal means.
TEST(D_PLAY_1, EnterpriseCEntersDamagedAnywhereNeverByNormalMeans) {
  Table t;
  t.outpost = t.b.outpost(t.avert, "Federation Outpost");
  CardId e = t.b.hand("U.S.S. Enterprise-C");
  EXPECT_TRUE(t.b.can("Report U.S.S. Enterprise-C at Avert Disaster, damaged"));
  EXPECT_TRUE(t.b.can("Report U.S.S. Enterprise-C at Qualor II Rendezvous, damaged"));
  EXPECT_FALSE(t.b.can("Report U.S.S. Enterprise-C at Federation Outpost"));
  auto why = t.b->why_illegal(make_action(Act::Report, e, t.outpost, static_cast<uint16_t>(Affiliation::Federation)));
  EXPECT_NE(why.find("D-PLAY-1"), std::string::npos) << why;
  // A saved game loaded back offers the same, and the report plays the same.
  GameState s = round_trip(t.b.state());
  apply_label(s, "Report U.S.S. Enterprise-C at Avert Disaster");
  EXPECT_EQ(s.cards[e].zone, Zone::InPlay);
  EXPECT_EQ(s.cards[e].loc, t.avert);
  EXPECT_TRUE(s.cards[e].has(kDamaged));
  EXPECT_TRUE(s.aboard(e).empty());
  EXPECT_TRUE(s.players[0].card_played);
  // Damaged from its entry: a hit now destroys it (R-BATTLE-11), and so it stays through a save.
  GameState r = round_trip(s);
  EXPECT_TRUE(r.cards[e].has(kDamaged));
}

// D-PLAY-1: the Enterprise-C has the AU icon: with the door closed it is not offered anywhere (R-DOOR-3).
TEST(D_PLAY_1, EnterpriseCNeedsTheOpenDoor) {
  ScenarioBuilder b{1, 20, Phase::PlayCard};
  b.mission("Avert Disaster");
  b.hand("U.S.S. Enterprise-C");
  EXPECT_FALSE(b.can("Report U.S.S. Enterprise-C"));
}

// D-PLAY-1: T'Pau may report at Qualor II or, as any ship, at an outpost of its affiliation; nowhere else.
TEST(D_PLAY_1, TPauAtQualorOrAnOutpost) {
  Table t;
  t.b.outpost(t.avert, "Romulan Outpost");
  CardId tp = t.b.hand("T'Pau");
  EXPECT_TRUE(t.b.can("Report T'Pau at Romulan Outpost"));
  EXPECT_TRUE(t.b.can("Report T'Pau at Qualor II Rendezvous"));
  EXPECT_FALSE(t.b.can("Report T'Pau at Test Mission"));
  EXPECT_FALSE(t.b.can("Report T'Pau at Avert Disaster"));
  GameState s = round_trip(t.b.state());
  apply_label(s, "Report T'Pau at Qualor II Rendezvous");
  EXPECT_EQ(s.cards[tp].loc, t.qualor);
  EXPECT_FALSE(s.cards[tp].has(kDamaged));
  // Unique (R-ID-1): a second copy is no longer offered anywhere.
  ScenarioBuilder b{1, 20, Phase::PlayCard};
  int q = b.mission("Qualor II Rendezvous");
  b.ship(q, "T'Pau");
  b.hand("T'Pau");
  EXPECT_FALSE(b.can("Report T'Pau"));
}

// D-PLAY-1: a rules entry's ship: is checked.
TEST(D_PLAY_1, ShipTextIsChecked) {
  auto db = CardDb::bundled();
  EXPECT_TRUE(db->by_name("U.S.S. Enterprise-C")->reports_anywhere);
  EXPECT_TRUE(db->by_name("U.S.S. Enterprise-C")->enters_damaged);
  ASSERT_EQ(db->by_name("T'Pau")->also_reports_at.size(), 1u);
}
