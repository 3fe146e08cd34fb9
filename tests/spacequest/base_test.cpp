// The base game's rules (docs/spacequest/rules.md §2) and the rulings that are not about one SQ
// rule: each test names its D-SQ id.
#include "helpers.h"

#include "games/spacequest/cards/deck.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;
using spaceline::Action;

namespace {
std::unique_ptr<SqState> new_game() {
  const auto lib = CardLibrary::bundled();
  std::vector<Deck> decks = {load_deck("dawn_fleet", *lib, 1), load_deck("ember_raiders", *lib, 1)};
  return new_state(lib, decks, 5, 0);
}
}  // namespace

// D-SQ-1
TEST(Base, D_SQ_1_TwentyLifeAndTheFirstPlayerSkipsTheFirstDraw) {
  auto s = new_game();
  EXPECT_EQ(s->seats[0].life, 20);
  EXPECT_EQ(s->seats[1].life, 20);
  act(*s, "Keep this hand");
  act(*s, "Keep this hand");
  EXPECT_EQ(s->turn, 1);
  EXPECT_EQ(s->seats[s->first].hand.size() + s->seats[s->first].field.size(), 7u);
  EXPECT_EQ(s->seats[s->first].library.size(), 53u);
}

// D-SQ-3
TEST(Base, D_SQ_3_AMulliganDrawsOneCardFewer) {
  auto s = new_game();
  const int p = s->decider;
  act(*s, "Mulligan");
  EXPECT_EQ(s->seats[p].hand.size(), 6u);
  EXPECT_EQ(s->seats[p].library.size(), 54u);
  EXPECT_EQ(s->decider, p) << "they may mulligan again or keep";
  act(*s, "Keep this hand");
  EXPECT_EQ(s->decider, 1 - p);
}

// D-SQ-4
TEST(Base, D_SQ_4_CleanupDiscardsDownToSeven) {
  auto s = table();
  s->step = Step::End;
  for (int i = 0; i < 9; ++i) put_in_hand(*s, 0, "Deck Cadet");
  rules::settle(*s);
  ASSERT_EQ(s->pending, Pending::Discard) << labels(*s);
  act(*s, "Discard Deck Cadet");
  EXPECT_EQ(s->pending, Pending::Discard);
  act(*s, "Discard Deck Cadet");
  EXPECT_EQ(s->seats[0].hand.size(), 7u);
  EXPECT_EQ(s->turn, 2);
  EXPECT_EQ(s->active, 1);
}

// D-SQ-5
TEST(Base, D_SQ_5_OneLandPerTurn) {
  auto s = table();
  put_in_hand(*s, 0, "Sunlit Plain");
  put_in_hand(*s, 0, "Cinder Ridge");
  put_in_hand(*s, 0, "Deck Cadet");
  rules::settle(*s);
  act(*s, "Play land Sunlit Plain");
  EXPECT_FALSE(legal(*s, "Play land Cinder Ridge"));
  EXPECT_TRUE(legal(*s, "Cast Deck Cadet"));
}

// D-SQ-6
TEST(Base, D_SQ_6_UnusedManaBurns) {
  auto s = table();
  put_in_play(*s, 0, "Hydroponics Tech");
  rules::settle(*s);
  act(*s, "Tap Hydroponics Tech: add G");
  EXPECT_EQ(s->seats[0].life, 19);
  EXPECT_EQ(s->stats.mana_burn, 1);
}

// D-SQ-8: the last spell cast resolves first.
TEST(Base, D_SQ_8_TheStackResolvesLastInFirstOut) {
  auto s = table();
  const Card lance = put_in_hand(*s, 0, "Ion Lance");
  lands(*s, 0, "Cinder Ridge", 1);
  put_in_hand(*s, 1, "Null Field");
  lands(*s, 1, "Tidewater Shelf", 3);
  rules::settle(*s);
  act(*s, "Cast Ion Lance targeting P2");
  ASSERT_EQ(s->decider, 1);
  act(*s, "Cast Null Field targeting Ion Lance");
  resolve_stack(*s);
  EXPECT_EQ(s->seats[1].life, 20);
  EXPECT_EQ(s->cards[lance].zone, Zone::Graveyard);
}

// D-SQ-10
TEST(Base, D_SQ_10_EntersTriggerGoesOnTheStackAndResolves) {
  auto s = table();
  put_in_hand(*s, 0, "Chart Reader");
  lands(*s, 0, "Tidewater Shelf", 3);
  rules::settle(*s);
  act(*s, "Cast Chart Reader");
  resolve_stack(*s);
  EXPECT_EQ(s->seats[0].library.size(), 19u);
  bool logged = false;
  for (const auto& e : s->log) logged |= e.rule == Rule::D_SQ_10;
  EXPECT_TRUE(logged);
}

// D-SQ-11
TEST(Base, D_SQ_11_SummoningSickCreaturesNeitherAttackNorTap) {
  auto s = table();
  const Card tech = put_in_play(*s, 0, "Hydroponics Tech", /*sick=*/true);
  EXPECT_FALSE(rules::may_attack(*s, tech));
  EXPECT_FALSE(rules::may_activate(*s, 0, tech));
  s->cards[tech].sick = false;
  EXPECT_TRUE(rules::may_attack(*s, tech));
  EXPECT_TRUE(rules::may_activate(*s, 0, tech));
}

// D-SQ-13
TEST(Base, D_SQ_13_FirstStrikeDamageComesFirst) {
  auto s = table();
  const Card marine = put_in_play(*s, 0, "Hollow Marine");  // 2/1
  const Card warden = put_in_play(*s, 1, "Shield Warden");  // 1/3 first strike
  s->cards[marine].attacking = s->cards[marine].blocked = true;
  s->cards[warden].blocking = marine;
  rules::combat_damage(*s, true);
  rules::state_based(*s);
  rules::combat_damage(*s, false);
  EXPECT_EQ(s->cards[marine].zone, Zone::Graveyard);
  EXPECT_EQ(s->cards[warden].damage, 0);
}

// D-SQ-14: a blocked trampler's controller divides its damage: lethal to the blocker first, then
// the rest may go to the player.
TEST(Base, D_SQ_14_TrampleSendsTheRestToThePlayer) {
  auto s = table();
  const Card ox = put_in_play(*s, 0, "Thornback Ox");  // 4/4 trample
  const Card cadet = put_in_play(*s, 1, "Deck Cadet");
  s->cards[ox].attacking = s->cards[ox].blocked = true;
  s->cards[cadet].blocking = ox;
  s->step = Step::Damage;
  EXPECT_FALSE(rules::combat_damage(*s, false)) << "the attacker divides first";
  ASSERT_EQ(s->pending, Pending::AssignDamage);
  EXPECT_FALSE(legal(*s, "Assign 1 of Thornback Ox's damage to P2 (4 left)")) << "not before lethal damage to the blocker";
  act(*s, "Assign 1 of Thornback Ox's damage to Deck Cadet (4 left)");
  act(*s, "Assign 1 of Thornback Ox's damage to P2 (3 left)");
  act(*s, "Assign 1 of Thornback Ox's damage to P2 (2 left)");
  act(*s, "Assign 1 of Thornback Ox's damage to P2 (1 left)");
  EXPECT_EQ(s->cards[cadet].zone, Zone::Graveyard);
  EXPECT_EQ(s->seats[1].life, 17);
}

// D-SQ-15
TEST(Base, D_SQ_15_NoLifeOrAnEmptyLibraryLoses) {
  auto s = table();
  s->seats[1].life = 0;
  rules::settle(*s);
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->winner, 0);
  auto t = table();
  t->seats[0].library.clear();
  rules::draw(*t, 0, 1);
  rules::settle(*t);
  EXPECT_TRUE(t->is_terminal());
  EXPECT_EQ(t->winner, 1);
}

// D-SQ-18
TEST(Base, D_SQ_18_ASpellWhoseTargetIsGoneDoesNothing) {
  auto s = table();
  const Card cadet = put_in_play(*s, 1, "Deck Cadet");
  put_in_hand(*s, 0, "Ion Lance");
  put_in_hand(*s, 0, "Recall Pulse");
  lands(*s, 0, "Cinder Ridge", 1);
  lands(*s, 0, "Tidewater Shelf", 2);
  rules::settle(*s);
  act(*s, "Cast Ion Lance targeting Deck Cadet");
  act(*s, "Cast Recall Pulse targeting Deck Cadet");
  resolve_stack(*s);
  EXPECT_EQ(s->cards[cadet].zone, Zone::Hand);
  EXPECT_EQ(s->cards[cadet].damage, 0);
  bool fizzled = false;
  for (const auto& e : s->log) fizzled |= e.rule == Rule::D_SQ_18 && e.text.find("Ion Lance does nothing") != std::string::npos;
  EXPECT_TRUE(fizzled);
}

// D-SQ-27
TEST(Base, D_SQ_27_NoStaffingPhaseWhenItCouldDoNothing) {
  auto s = table();
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Sunlit Plain");
  rules::settle(*s);
  EXPECT_FALSE(legal(*s, "Declare a Staffing Phase")) << "no Ship";
  put_in_play(*s, 0, "Lantern Frigate");
  EXPECT_TRUE(legal(*s, "Declare a Staffing Phase"));
}

// D-SQ-30
TEST(Base, D_SQ_30_CrewAreCreaturesTheirControllerControls) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  const Card cadet = put_crew(*s, ship, "Deck Cadet");
  put_in_play(*s, 0, "Fleet Doctrine");
  EXPECT_EQ(pt(*s, cadet), "2/2");
  EXPECT_EQ(pt(*s, ship), "3/3");
  s->cards[ship].zone = Zone::Battlefield;
  put_in_play(*s, 0, "Dawnwing Cutter");
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  EXPECT_FALSE(legal(*s, "Put Lantern Frigate under Dawnwing Cutter")) << "Ships never crew";
}
