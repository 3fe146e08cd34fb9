// "Why can't I?" (GameModule::why_not): each refused play with the rule that refuses it, for the
// seat that decides only, naming only its own hand and the table.
#include "helpers.h"

#include "games/spacequest/module.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;

namespace {
std::string reason(const SqState& s, int seat, const std::string& label) {
  for (const auto& [l, r] : rules::why_not(s, seat))
    if (l == label) return r;
  return "";
}
}  // namespace

// D-SQ-5
TEST(WhyNot, D_SQ_5_ASecondLandAndALandOutsideTheMainPhase) {
  auto s = table();
  put_in_hand(*s, 0, "Sunlit Plain");
  put_in_hand(*s, 0, "Cinder Ridge");
  put_in_hand(*s, 0, "Ion Lance");  // something left to do, so P1 is still asked (D-SQ-20)
  lands(*s, 0, "Cinder Ridge", 1);
  rules::settle(*s);
  EXPECT_EQ(reason(*s, 0, "Play land Cinder Ridge"), "");
  act(*s, "Play land Sunlit Plain");
  EXPECT_EQ(reason(*s, 0, "Play land Cinder Ridge"), "you have played a land this turn (D-SQ-5)");
}

// D-SQ-7, D-SQ-18
TEST(WhyNot, D_SQ_7_ACreatureOnTheOpponentsTurnACostNotPaidAndNoTarget) {
  auto s = table();
  put_in_hand(*s, 0, "Ion Lance");
  put_in_hand(*s, 0, "Void Reaper");  // 3B, no black mana
  put_in_hand(*s, 0, "Fold Space");   // aims at a Ship; there is none
  lands(*s, 0, "Cinder Ridge", 1);
  lands(*s, 0, "Tidewater Shelf", 3);
  put_in_hand(*s, 1, "Furnace Brute");
  put_in_hand(*s, 1, "Overcharge");
  put_in_play(*s, 1, "Deck Cadet");
  lands(*s, 1, "Cinder Ridge", 3);
  rules::settle(*s);
  EXPECT_EQ(reason(*s, 0, "Cast Void Reaper"), "you cannot pay its cost (D-SQ-7)");
  EXPECT_EQ(reason(*s, 0, "Cast Fold Space"), "nothing it could target: target Ship (D-SQ-18)");
  act(*s, "Cast Ion Lance targeting P2");
  ASSERT_EQ(s->decider, 1) << "P2 may answer with Overcharge";
  ASSERT_EQ(s->active, 0);
  EXPECT_EQ(reason(*s, 1, "Cast Furnace Brute"), "only instants are cast outside your own main phase with an empty stack (D-SQ-7)");
  EXPECT_EQ(reason(*s, 1, "Cast Overcharge"), "");
}

// D-SQ-11
TEST(WhyNot, D_SQ_11_ASummoningSickCreatureNeitherTapsNorAttacks) {
  auto s = table();
  put_in_play(*s, 0, "Hydroponics Tech", /*sick=*/true);
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Ion Lance");
  lands(*s, 0, "Cinder Ridge", 1);
  rules::settle(*s);
  EXPECT_NE(reason(*s, 0, "Activate Hydroponics Tech").find("(D-SQ-11)"), std::string::npos);
  rules::begin_step(*s, Step::Attackers);
  rules::settle(*s);
  ASSERT_EQ(s->pending, Pending::Attackers);
  EXPECT_NE(reason(*s, 0, "Attack with Hydroponics Tech").find("(D-SQ-11)"), std::string::npos);
}

// SQ-8, SQ-13
TEST(WhyNot, SQ_8_SQ_13_NothingElseWhileStaffingAndCrewNeverAttack) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  put_crew(*s, ship, "Bilge Rat");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Overcharge");
  lands(*s, 0, "Cinder Ridge", 1);
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  EXPECT_EQ(reason(*s, 0, "Cast Overcharge"), "nothing else may be done during a Staffing Phase (SQ-8)");
  act(*s, "End the Staffing Phase");
  EXPECT_EQ(reason(*s, 0, "Declare a Staffing Phase"), "you have had this turn's Staffing Phase (SQ-9)");
  rules::begin_step(*s, Step::Attackers);
  rules::settle(*s);
  EXPECT_EQ(reason(*s, 0, "Attack with Bilge Rat"), "crew never attack (SQ-13)");
}

// Only the seat that decides is answered, and it never learns the other hand.
TEST(WhyNot, OnlyTheDecidingSeatAndNeverTheOtherHand) {
  auto s = table();
  put_in_hand(*s, 0, "Void Reaper");
  put_in_hand(*s, 0, "Ion Lance");
  lands(*s, 0, "Cinder Ridge", 1);
  put_in_hand(*s, 1, "Grove Stalker");
  rules::settle(*s);
  ASSERT_EQ(s->decider, 0);
  EXPECT_TRUE(rules::why_not(*s, 1).empty());
  for (const auto& [label, why] : rules::why_not(*s, 0)) EXPECT_EQ(label.find("Grove Stalker"), std::string::npos);
  const auto m = make_module();
  const auto list = m->why_not(*s, 0);
  ASSERT_FALSE(list.empty());
  EXPECT_NE(m->explain(*s).find("Not legal now:"), std::string::npos);
}
