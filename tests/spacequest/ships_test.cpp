// The Space Quest ship rules SQ-1..SQ-19 (docs/spacequest/rules.md), each reached every way the
// rules allow: staffed in a Staffing Phase, tapped by an effect or for mana, pushed over the
// maximum by a spell, its Ship destroyed, sacrificed, bounced or buried.
#include "helpers.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;
using spaceline::Action;

// SQ-1
TEST(Ships, SQ_1_ShipIsACreatureThatAttacksAndCanBeTargeted) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  put_crew(*s, ship, "Deck Cadet");
  put_in_hand(*s, 1, "Ion Lance");
  lands(*s, 1, "Cinder Ridge", 1);
  EXPECT_TRUE(rules::is_creature_in_play(*s, ship));
  EXPECT_TRUE(rules::may_attack(*s, ship));
  const auto targets = rules::targets_for(*s, Target::Creature, 1, kNone);
  EXPECT_NE(std::find(targets.begin(), targets.end(), ship), targets.end());
}

// SQ-3
TEST(Ships, SQ_3_CrewStatusLastsWhileUnderAShip) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  const Card cadet = put_in_play(*s, 0, "Deck Cadet");
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  act(*s, "Put Deck Cadet under Lantern Frigate");
  EXPECT_TRUE(rules::is_crew(*s, cadet));
  EXPECT_EQ(s->cards[cadet].under, ship);
  act(*s, "Move Deck Cadet out from under Lantern Frigate");
  EXPECT_FALSE(rules::is_crew(*s, cadet));
}

// The seed's own example: Minimum 2 at 3/3 is 0/1 below two crew, 3/3 with two, 4/4 with three.
// SQ-5
TEST(Ships, SQ_5_CrewTotalSetsPowerAndToughness) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  for (const char* n : {"Deck Cadet", "Bilge Rat", "Hollow Marine", "Furnace Brute"}) put_in_play(*s, 0, n);
  rules::settle(*s);
  EXPECT_EQ(pt(*s, ship), "0/1");
  act(*s, "Declare a Staffing Phase");
  act(*s, "Put Deck Cadet under Dawnwing Cutter");
  EXPECT_EQ(pt(*s, ship), "0/1");  // below Minimum Crew
  act(*s, "Put Bilge Rat under Dawnwing Cutter");
  EXPECT_EQ(pt(*s, ship), "3/3");  // at Minimum Crew
  act(*s, "Put Hollow Marine under Dawnwing Cutter");
  EXPECT_EQ(pt(*s, ship), "4/4");  // +1/+1 beyond it
  act(*s, "Put Furnace Brute under Dawnwing Cutter");
  EXPECT_EQ(pt(*s, ship), "5/5");
}

// SQ-4
TEST(Ships, SQ_4_TappedCrewDoNotCount) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  put_crew(*s, ship, "Deck Cadet");
  put_crew(*s, ship, "Bilge Rat", /*tapped=*/true);
  put_crew(*s, ship, "Hollow Marine");
  EXPECT_EQ(rules::crew_count(*s, ship), 3);
  EXPECT_EQ(rules::crew_total(*s, ship), 2);
  EXPECT_EQ(pt(*s, ship), "3/3");
}

// An effect that taps a crew creature shrinks its Ship at once; a damaged Ship can then die
// (D-SQ-25).
// SQ-4, D-SQ-25
TEST(Ships, SQ_4_CrewTappedByAnEffectDropsOutAtOnce) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  const Card cadet = put_crew(*s, ship, "Deck Cadet");
  put_crew(*s, ship, "Bilge Rat");
  s->cards[ship].damage = 1;
  put_in_hand(*s, 0, "Stasis Beam");
  lands(*s, 0, "Tidewater Shelf", 1);
  rules::settle(*s);
  EXPECT_EQ(pt(*s, ship), "3/3");
  act(*s, "Cast Stasis Beam targeting Deck Cadet");
  resolve_stack(*s);
  EXPECT_TRUE(s->cards[cadet].tapped);
  EXPECT_EQ(s->cards[ship].zone, Zone::Graveyard) << "0/1 with 1 damage is lethal";
  EXPECT_EQ(s->cards[cadet].zone, Zone::Battlefield);
  EXPECT_FALSE(rules::is_crew(*s, cadet)) << "the crew returns when its Ship dies (SQ-14)";
}

// SQ-4
TEST(Ships, SQ_4_CrewTappedForManaShrinksItsShip) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Rootdeck Barge");
  for (const char* n : {"Hydroponics Tech", "Deck Cadet", "Bilge Rat"}) put_crew(*s, ship, n);
  rules::settle(*s);
  EXPECT_EQ(pt(*s, ship), "5/5");
  act(*s, "Tap Hydroponics Tech: add G");  // SQ-13: a crew creature uses its ability
  EXPECT_EQ(s->seats[0].pool[4], 1);
  EXPECT_EQ(pt(*s, ship), "0/1");
}

// SQ-6
TEST(Ships, SQ_6_StaffingCannotExceedTheMaximum) {
  auto s = table();
  put_in_play(*s, 0, "Lantern Frigate");  // Maximum Crew 2
  for (const char* n : {"Deck Cadet", "Bilge Rat", "Hollow Marine"}) put_in_play(*s, 0, n);
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  act(*s, "Put Deck Cadet under Lantern Frigate");
  act(*s, "Put Bilge Rat under Lantern Frigate");
  EXPECT_FALSE(legal(*s, "Put Hollow Marine under Lantern Frigate")) << labels(*s);
}

// D-SQ-22: the maximum counts every creature underneath, tapped ones too.
// SQ-6, D-SQ-22
TEST(Ships, SQ_6_TappedCrewStillFillTheMaximum) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  put_crew(*s, ship, "Deck Cadet", /*tapped=*/true);
  put_crew(*s, ship, "Bilge Rat");
  put_in_play(*s, 0, "Hollow Marine");
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  EXPECT_FALSE(legal(*s, "Put Hollow Marine under Lantern Frigate")) << labels(*s);
}

// An effect that adds crew over the maximum: the controller chooses who leaves.
// SQ-6
TEST(Ships, SQ_6_EffectOverTheMaximumMakesTheControllerChooseWhoLeaves) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");  // Maximum Crew 2
  put_crew(*s, ship, "Deck Cadet");
  const Card rat = put_in_play(*s, 0, "Bilge Rat");
  const Card marine = put_in_play(*s, 0, "Hollow Marine");
  put_in_hand(*s, 0, "Call to Stations");
  lands(*s, 0, "Verdant Hollow", 2);
  rules::settle(*s);
  act(*s, "Cast Call to Stations targeting Lantern Frigate");
  resolve_stack(*s);
  ASSERT_EQ(s->pending, Pending::OverMax) << labels(*s);
  EXPECT_EQ(s->decider, 0);
  EXPECT_EQ(rules::crew_count(*s, ship), 3);
  act(*s, "Move Bilge Rat off Lantern Frigate");
  EXPECT_EQ(rules::crew_count(*s, ship), 2);
  EXPECT_FALSE(rules::is_crew(*s, rat));
  EXPECT_TRUE(rules::is_crew(*s, marine));
  EXPECT_EQ(s->pending, Pending::Priority);
}

// SQ-7
TEST(Ships, SQ_7_StaffingOnlyOnYourOwnTurn) {
  auto s = table();
  put_in_play(*s, 1, "Lantern Frigate");
  put_in_play(*s, 1, "Deck Cadet");
  put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Bilge Rat");
  put_in_hand(*s, 1, "Stasis Beam");
  lands(*s, 1, "Tidewater Shelf", 1);
  rules::settle(*s);
  act(*s, "Pass priority");  // P1 passes; P2 may act (an instant) on P1's turn
  ASSERT_EQ(s->decider, 1);
  EXPECT_TRUE(legal(*s, "Cast Stasis Beam targeting Deck Cadet"));
  EXPECT_FALSE(legal(*s, "Declare a Staffing Phase")) << labels(*s);
}

// SQ-8, D-SQ-28
TEST(Ships, SQ_8_NothingElseDuringTheStaffingPhase) {
  auto s = table();
  put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Bilge Rat");
  put_in_hand(*s, 0, "Sunlit Plain");
  lands(*s, 0, "Ashen Mire", 1);
  rules::settle(*s);
  EXPECT_TRUE(legal(*s, "Cast Bilge Rat"));
  act(*s, "Declare a Staffing Phase");
  for (Action a : s->legal_actions()) {
    const Act k = act_kind(a);
    EXPECT_TRUE(k == Act::Crew || k == Act::Uncrew || k == Act::EndStaffing) << s->action_label(a);
  }
  EXPECT_EQ(s->decider, 0) << "nobody else acts during it (D-SQ-28)";
  act(*s, "End the Staffing Phase");
  EXPECT_TRUE(legal(*s, "Cast Bilge Rat"));
}

// SQ-9
TEST(Ships, SQ_9_OneStaffingPhasePerTurn) {
  auto s = table();
  put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Sunlit Plain");
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  act(*s, "End the Staffing Phase");
  EXPECT_FALSE(legal(*s, "Declare a Staffing Phase")) << labels(*s);
  s->seats[0].staffed = false;  // as at the start of P1's next turn (begin_turn)
  EXPECT_TRUE(legal(*s, "Declare a Staffing Phase"));
}

// SQ-10 with D-SQ-24: crew move out during their controller's Staffing Phase, not outside it.
// SQ-10, D-SQ-24
TEST(Ships, SQ_10_CrewMoveOutOnlyInAStaffingPhase) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  const Card cadet = put_crew(*s, ship, "Deck Cadet");
  put_in_hand(*s, 0, "Sunlit Plain");
  rules::settle(*s);
  for (Action a : s->legal_actions()) EXPECT_NE(act_kind(a), Act::Uncrew);
  act(*s, "Declare a Staffing Phase");
  act(*s, "Move Deck Cadet out from under Lantern Frigate");
  EXPECT_FALSE(rules::is_crew(*s, cadet));
  EXPECT_EQ(s->cards[cadet].zone, Zone::Battlefield);
}

// SQ-11
TEST(Ships, SQ_11_CreaturesEnterTheBattlefieldNeverUnderAShip) {
  auto s = table();
  put_in_play(*s, 0, "Lantern Frigate");
  const Card cadet = put_in_hand(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Sunlit Plain");
  lands(*s, 0, "Sunlit Plain", 1);
  rules::settle(*s);
  for (Action a : s->legal_actions()) EXPECT_NE(act_kind(a), Act::Crew);
  act(*s, "Cast Deck Cadet");
  resolve_stack(*s);
  EXPECT_EQ(s->cards[cadet].zone, Zone::Battlefield);
  EXPECT_FALSE(rules::is_crew(*s, cadet));
}

// SQ-12
TEST(Ships, SQ_12_SummoningSickCreaturesNeverCrew) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Deck Cadet", /*sick=*/true);
  put_in_play(*s, 0, "Bilge Rat");
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  EXPECT_FALSE(legal(*s, "Put Deck Cadet under Lantern Frigate"));
  EXPECT_TRUE(legal(*s, "Put Bilge Rat under Lantern Frigate"));
  (void)ship;
}

// SQ-12
TEST(Ships, SQ_12_ASickCreatureThatEndsUpUnderAShipReturnsAtOnce) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  const Card cadet = put_in_play(*s, 0, "Deck Cadet", /*sick=*/true);
  const Card rat = put_in_play(*s, 0, "Bilge Rat");
  put_in_hand(*s, 0, "Call to Stations");
  lands(*s, 0, "Verdant Hollow", 2);
  rules::settle(*s);
  act(*s, "Cast Call to Stations targeting Dawnwing Cutter");
  resolve_stack(*s);
  EXPECT_FALSE(rules::is_crew(*s, cadet));
  EXPECT_TRUE(rules::is_crew(*s, rat));
  EXPECT_EQ(rules::crew_count(*s, ship), 1);
  bool logged = false;
  for (const auto& e : s->log) logged |= e.rule == Rule::SQ_12;
  EXPECT_TRUE(logged);
}

// SQ-13
TEST(Ships, SQ_13_CrewNeverAttackOrBlockButUseAbilitiesAndAreTargeted) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  const Card adept = put_crew(*s, ship, "Signal Adept");
  const Card enemy = put_in_play(*s, 1, "Furnace Brute");
  lands(*s, 0, "Tidewater Shelf", 1);
  EXPECT_FALSE(rules::may_attack(*s, adept));
  s->cards[enemy].attacking = true;
  EXPECT_FALSE(rules::may_block(*s, adept, enemy));
  s->cards[enemy].attacking = false;
  rules::settle(*s);
  act(*s, "Activate Signal Adept: tap target creature (Furnace Brute)");
  const auto targets = rules::targets_for(*s, Target::Any, 1, kNone);
  EXPECT_NE(std::find(targets.begin(), targets.end(), adept), targets.end());
}

// SQ-14: however the Ship leaves play, its crew come back to the battlefield as they were:
// tapped or not, never summoning sick (D-SQ-26).
namespace {
struct Crewed {
  std::unique_ptr<SqState> s;
  Card ship, a, b;
};
Crewed crewed_ship(const char* ship_name) {
  Crewed c{table(), kNone, kNone, kNone};
  c.ship = put_in_play(*c.s, 0, ship_name);
  c.a = put_crew(*c.s, c.ship, "Deck Cadet", /*tapped=*/true);
  c.b = put_crew(*c.s, c.ship, "Bilge Rat");
  return c;
}
void expect_crew_back(const Crewed& c) {
  for (Card x : {c.a, c.b}) {
    EXPECT_EQ(c.s->cards[x].zone, Zone::Battlefield);
    EXPECT_FALSE(rules::is_crew(*c.s, x));
    EXPECT_FALSE(c.s->cards[x].sick);
  }
  EXPECT_TRUE(c.s->cards[c.a].tapped);
  EXPECT_FALSE(c.s->cards[c.b].tapped);
}
}  // namespace

// SQ-14
TEST(Ships, SQ_14_CrewReturnWhenTheShipIsDestroyedInCombat) {
  auto c = crewed_ship("Lantern Frigate");  // 2/2 with one untapped crew
  const Card ox = put_in_play(*c.s, 1, "Thornback Ox");
  put_in_hand(*c.s, 1, "Overcharge");  // so that P2 keeps priority after damage (D-SQ-20)
  lands(*c.s, 1, "Cinder Ridge", 1);
  c.s->active = c.s->priority = c.s->decider = 1;
  rules::begin_step(*c.s, Step::Attackers);
  rules::settle(*c.s);
  act(*c.s, "Attack with Thornback Ox");
  act(*c.s, "Done declaring attackers");
  act(*c.s, "Pass priority");
  act(*c.s, "Block Thornback Ox with Lantern Frigate");
  act(*c.s, "Done declaring blockers");
  act(*c.s, "Pass priority");
  // The trampling Ox's controller divides its 4 damage: lethal 2 to the Frigate, 2 to P1 (D-SQ-14).
  act(*c.s, "Assign 1 of Thornback Ox's damage to Lantern Frigate (4 left)");
  act(*c.s, "Assign 1 of Thornback Ox's damage to Lantern Frigate (3 left)");
  act(*c.s, "Assign 1 of Thornback Ox's damage to P1 (2 left)");
  act(*c.s, "Assign 1 of Thornback Ox's damage to P1 (1 left)");
  EXPECT_EQ(c.s->step, Step::Damage);
  EXPECT_EQ(c.s->seats[0].life, 18);
  EXPECT_EQ(c.s->cards[c.ship].zone, Zone::Graveyard);
  EXPECT_EQ(c.s->cards[ox].zone, Zone::Battlefield);
  expect_crew_back(c);
}

// SQ-14
TEST(Ships, SQ_14_CrewReturnWhenTheShipIsSacrificed) {
  auto c = crewed_ship("Ramming Tender");
  rules::settle(*c.s);
  act(*c.s, "Activate Ramming Tender: deal 3 damage to any target (a creature or a player) (P2)");
  EXPECT_EQ(c.s->cards[c.ship].zone, Zone::Graveyard);
  expect_crew_back(c);
}

// SQ-14
TEST(Ships, SQ_14_CrewReturnWhenTheShipIsBounced) {
  auto c = crewed_ship("Lantern Frigate");
  put_in_hand(*c.s, 0, "Recall Pulse");
  lands(*c.s, 0, "Tidewater Shelf", 2);
  rules::settle(*c.s);
  act(*c.s, "Cast Recall Pulse targeting Lantern Frigate");
  resolve_stack(*c.s);
  EXPECT_EQ(c.s->cards[c.ship].zone, Zone::Hand);
  expect_crew_back(c);
}

// SQ-14, D-SQ-17, D-SQ-26
TEST(Ships, SQ_14_CrewReturnWhenTheShipIsBuried) {
  auto c = crewed_ship("Lantern Frigate");
  put_in_hand(*c.s, 0, "Grave Decree");
  lands(*c.s, 0, "Ashen Mire", 3);
  rules::settle(*c.s);
  act(*c.s, "Cast Grave Decree targeting Lantern Frigate");
  resolve_stack(*c.s);
  EXPECT_EQ(c.s->cards[c.ship].zone, Zone::Graveyard);
  expect_crew_back(c);
}

// Stardrive: combat flags set by hand, as declare attackers/blockers leave them.
namespace {
void fight(SqState& s, Card attacker, std::initializer_list<Card> blockers) {
  s.cards[attacker].attacking = true;
  s.cards[attacker].blocked = blockers.size() > 0;
  for (Card b : blockers) s.cards[b].blocking = attacker;
}
}  // namespace

// SQ-16
TEST(Ships, SQ_16_ShipWithoutStardriveBlockedByOneWithItGetsMinusOnePower) {
  auto s = table();
  const Card att = put_in_play(*s, 0, "Lantern Frigate");
  put_crew(*s, att, "Deck Cadet");
  const Card blk = put_in_play(*s, 1, "Ember Corvette");
  put_crew(*s, blk, "Bilge Rat");
  EXPECT_EQ(pt(*s, att), "2/2");
  fight(*s, att, {blk});
  EXPECT_EQ(pt(*s, att), "1/2");
  EXPECT_EQ(pt(*s, blk), "3/1") << "the Stardrive Ship itself gets nothing";
  rules::end_combat(*s);
  EXPECT_EQ(pt(*s, att), "2/2") << "only for that combat round (D-SQ-29)";
}

// SQ-17
TEST(Ships, SQ_17_ShipWithoutStardriveBlockingOneWithItGetsMinusOneToughness) {
  auto s = table();
  const Card att = put_in_play(*s, 0, "Ember Corvette");
  put_crew(*s, att, "Bilge Rat");
  const Card blk = put_in_play(*s, 1, "Lantern Frigate");
  put_crew(*s, blk, "Deck Cadet");
  fight(*s, att, {blk});
  EXPECT_EQ(pt(*s, blk), "2/1");
}

// SQ-17
TEST(Ships, SQ_17_NeverBelowToughnessOne) {
  auto s = table();
  const Card att = put_in_play(*s, 0, "Ember Corvette");
  put_crew(*s, att, "Bilge Rat");
  const Card blk = put_in_play(*s, 1, "Lantern Frigate");  // no crew: 0/1
  fight(*s, att, {blk});
  EXPECT_EQ(pt(*s, blk), "0/1");
}

// SQ-18
TEST(Ships, SQ_18_NonShipsIgnoreStardriveAndStardriveAgainstStardriveIsEven) {
  auto s = table();
  const Card att = put_in_play(*s, 0, "Ember Corvette");
  put_crew(*s, att, "Bilge Rat");
  const Card brute = put_in_play(*s, 1, "Furnace Brute");
  fight(*s, att, {brute});
  EXPECT_EQ(pt(*s, brute), "3/2");
  EXPECT_EQ(pt(*s, att), "3/1");
  rules::end_combat(*s);
  const Card other = put_in_play(*s, 1, "Dawnwing Cutter");
  put_crew(*s, other, "Deck Cadet");
  put_crew(*s, other, "Hollow Marine");
  fight(*s, att, {other});
  EXPECT_EQ(pt(*s, other), "3/3");
  EXPECT_EQ(pt(*s, att), "3/1");
}

// SQ-19
TEST(Ships, SQ_19_AppliedOnceHoweverManyStardriveShips) {
  auto s = table();
  const Card att = put_in_play(*s, 0, "Blaze Lancer");
  for (const char* n : {"Deck Cadet", "Bilge Rat", "Hollow Marine"}) put_crew(*s, att, n);
  const Card b1 = put_in_play(*s, 1, "Ember Corvette");
  const Card b2 = put_in_play(*s, 1, "Ember Corvette");
  fight(*s, att, {b1, b2});
  EXPECT_EQ(pt(*s, att), "4/4");
}

// D-SQ-23: an under-crewed Ship's 0/1 is its base; pumps and anthems apply on top.
// D-SQ-23
TEST(Ships, D_SQ_23_EffectsApplyOnTopOfTheCrewSetValues) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  put_in_play(*s, 0, "Fleet Doctrine");
  EXPECT_EQ(pt(*s, ship), "1/2");
  s->cards[ship].pump_p = 2;
  EXPECT_EQ(pt(*s, ship), "3/2");
}

// D-SQ-31: no Staffing Phase while combat is under way.
// D-SQ-31
TEST(Ships, D_SQ_31_NoStaffingDuringCombat) {
  auto s = table();
  put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Overcharge");
  lands(*s, 0, "Cinder Ridge", 1);
  rules::begin_step(*s, Step::Attackers);
  rules::settle(*s);
  act(*s, "Attack with Lantern Frigate");
  act(*s, "Done declaring attackers");
  ASSERT_EQ(s->pending, Pending::Priority);
  ASSERT_EQ(s->decider, 0);
  EXPECT_FALSE(legal(*s, "Declare a Staffing Phase")) << labels(*s);
}

// SQ-5, SQ-9: a position loaded from a save keeps its crew, its crew-set power and toughness and
// whether this turn's Staffing Phase was used.
TEST(Ships, SQ_5_SQ_9_ASavedGameKeepsCrewAndTheStaffingPhaseUsed) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_play(*s, 0, "Bilge Rat");
  put_in_play(*s, 0, "Hollow Marine");
  put_in_hand(*s, 0, "Sunlit Plain");
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  act(*s, "Put Deck Cadet under Dawnwing Cutter");
  act(*s, "Put Bilge Rat under Dawnwing Cutter");
  act(*s, "Put Hollow Marine under Dawnwing Cutter");
  act(*s, "End the Staffing Phase");
  auto loaded = state_from_json(s->to_json(), CardLibrary::bundled());
  EXPECT_EQ(pt(*loaded, ship), "4/4");
  EXPECT_EQ(rules::crew_count(*loaded, ship), 3);
  EXPECT_FALSE(legal(*loaded, "Declare a Staffing Phase"));
  EXPECT_EQ(loaded->legal_actions(), s->legal_actions());
}
