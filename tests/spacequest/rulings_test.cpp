// The rulings of docs/spacequest/rules.md that had no test of their own: each test names its D-SQ
// id, and plays the rule through the legal actions where a player meets it that way.
#include "helpers.h"

#include "core/agent.h"
#include "games/spacequest/cards/deck.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;
using spaceline::Action;

namespace {
bool logged(const SqState& s, Rule r) {
  for (const auto& e : s.log)
    if (e.rule == r) return true;
  return false;
}
}  // namespace

// D-SQ-7: on the opponent's turn only instants may be cast.
TEST(Rulings, D_SQ_7_OnlyInstantsOutsideYourOwnMainPhase) {
  auto s = table();
  put_in_hand(*s, 0, "Ion Lance");
  lands(*s, 0, "Cinder Ridge", 1);
  put_in_hand(*s, 1, "Overcharge");
  put_in_hand(*s, 1, "Furnace Brute");
  put_in_play(*s, 1, "Deck Cadet");
  lands(*s, 1, "Cinder Ridge", 3);
  rules::settle(*s);
  act(*s, "Cast Ion Lance targeting P2");
  ASSERT_EQ(s->decider, 1);
  EXPECT_TRUE(legal(*s, "Cast Overcharge targeting Deck Cadet")) << labels(*s);
  EXPECT_FALSE(legal(*s, "Cast Furnace Brute")) << labels(*s);
}

// D-SQ-7: the pool pays first; lands are tapped only for what it lacks.
TEST(Rulings, D_SQ_7_ThePoolPaysBeforeAnyLandIsTapped) {
  auto s = table();
  const Card cadet = put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 0, "Surge of Growth");
  const Card land = put_in_play(*s, 0, "Verdant Hollow");
  s->seats[0].pool[color_from_symbol('G')] = 1;
  rules::settle(*s);
  act(*s, "Cast Surge of Growth targeting Deck Cadet");
  EXPECT_EQ(s->seats[0].pool[color_from_symbol('G')], 0);
  EXPECT_FALSE(s->cards[land].tapped);
  resolve_stack(*s);
  EXPECT_EQ(pt(*s, cadet), "4/4");
}

// D-SQ-12: a flyer is blocked only by flyers; several creatures may block one attacker.
TEST(Rulings, D_SQ_12_FlyersAreBlockedOnlyByFlyersAndBlockersMayGangUp) {
  auto s = table();
  const Card courier = put_in_play(*s, 0, "Mist Courier");  // 1/1 flying
  const Card brute = put_in_play(*s, 0, "Furnace Brute");
  const Card cadet = put_in_play(*s, 1, "Deck Cadet");
  const Card rat = put_in_play(*s, 1, "Bilge Rat");
  const Card skiff = put_in_play(*s, 1, "Tidecaller Skiff");  // a flying Ship
  rules::begin_step(*s, Step::Attackers);
  rules::settle(*s);
  act(*s, "Attack with Mist Courier");
  act(*s, "Attack with Furnace Brute");
  act(*s, "Done declaring attackers");
  for (int guard = 0; guard < 5 && s->pending != Pending::Blockers; ++guard) act(*s, "Pass priority");
  ASSERT_EQ(s->pending, Pending::Blockers) << labels(*s);
  EXPECT_FALSE(rules::may_block(*s, cadet, courier));
  EXPECT_TRUE(rules::may_block(*s, skiff, courier));
  act(*s, "Block Furnace Brute with Deck Cadet");
  act(*s, "Block Furnace Brute with Bilge Rat");
  EXPECT_EQ(s->cards[cadet].blocking, brute);
  EXPECT_EQ(s->cards[rat].blocking, brute);
  EXPECT_TRUE(s->cards[courier].tapped) << "attacking taps";
}

// D-SQ-16: damage and "until end of turn" pumps end in the cleanup step.
TEST(Rulings, D_SQ_16_DamageAndPumpsEndInTheCleanup) {
  auto s = table();
  const Card ox = put_in_play(*s, 0, "Thornback Ox");
  s->cards[ox].damage = 3;
  s->cards[ox].pump_p = 2;
  EXPECT_EQ(pt(*s, ox), "6/4");
  rules::finish_cleanup(*s);
  EXPECT_EQ(s->cards[ox].damage, 0);
  EXPECT_EQ(pt(*s, ox), "4/4");
}

// D-SQ-17: a buried creature goes to its owner's graveyard, and the log says buried.
TEST(Rulings, D_SQ_17_BuryPutsTheCreatureInTheGraveyard) {
  auto s = table();
  const Card reaper = put_in_play(*s, 1, "Void Reaper");
  put_in_hand(*s, 0, "Grave Decree");
  lands(*s, 0, "Ashen Mire", 3);
  rules::settle(*s);
  act(*s, "Cast Grave Decree targeting Void Reaper");
  resolve_stack(*s);
  EXPECT_EQ(s->cards[reaper].zone, Zone::Graveyard);
  EXPECT_TRUE(logged(*s, Rule::D_SQ_17));
  EXPECT_FALSE(logged(*s, Rule::D_SQ_15)) << "buried, not destroyed";
}

// D-SQ-19: at the turn limit the player with more life wins; equal life is a draw.
TEST(Rulings, D_SQ_19_TheTurnLimitGoesToMoreLifeOrADraw) {
  for (int p1_life : {12, 20}) {
    auto s = table();
    const_cast<spaceline::spacequest::Setup&>(*s->setup).max_turns = s->turn;
    s->seats[0].life = static_cast<int16_t>(p1_life);
    s->seats[1].life = 20;
    rules::finish_cleanup(*s);
    ASSERT_TRUE(s->is_terminal());
    EXPECT_EQ(s->end_reason, 3);
    EXPECT_EQ(s->winner, p1_life == 20 ? -1 : 1);
    EXPECT_TRUE(logged(*s, Rule::D_SQ_19));
  }
}

// D-SQ-19: a whole game given a turn limit ends by it (the way `sim --max-turns` reaches it).
TEST(Rulings, D_SQ_19_AGameWithATurnLimitEndsThere) {
  const auto lib = CardLibrary::bundled();
  std::vector<Deck> decks = {load_deck("dawn_fleet", *lib, 1), load_deck("ember_raiders", *lib, 1)};
  auto s = new_state(lib, decks, 3, 2);
  auto agent = spaceline::RandomAgent(5);
  for (int guard = 0; guard < 5000 && !s->is_terminal(); ++guard) s->apply(agent.choose(*s));
  ASSERT_TRUE(s->is_terminal());
  EXPECT_LE(s->turn, 2);
  if (s->end_reason == 3) {
    EXPECT_EQ(s->winner, s->seats[0].life == s->seats[1].life ? -1 : (s->seats[0].life > s->seats[1].life ? 0 : 1));
  }
}

// D-SQ-20: nobody is asked a question whose one answer is "pass".
TEST(Rulings, D_SQ_20_NoDecisionWhoseOnlyAnswerIsPass) {
  const auto lib = CardLibrary::bundled();
  std::vector<Deck> decks = {load_deck("dawn_fleet", *lib, 1), load_deck("ember_raiders", *lib, 1)};
  auto s = new_state(lib, decks, 9, 0);
  auto agent = spaceline::RandomAgent(2);
  int priority_decisions = 0;
  for (int guard = 0; guard < 3000 && !s->is_terminal(); ++guard) {
    const auto legal = s->legal_actions();
    if (s->pending == Pending::Priority) {
      ++priority_decisions;
      ASSERT_GT(legal.size(), 1u) << "asked only to pass at step " << to_string(s->step);
    }
    s->apply(agent.choose(*s));
  }
  EXPECT_GT(priority_decisions, 10);
}

// D-SQ-22: the maximum counts every creature underneath, tapped or not.
TEST(Rulings, D_SQ_22_TappedCrewCountTowardTheMaximum) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");  // Maximum Crew 2
  put_crew(*s, ship, "Deck Cadet", /*tapped=*/true);
  put_crew(*s, ship, "Bilge Rat", /*tapped=*/true);
  const Card marine = put_in_play(*s, 0, "Hollow Marine");
  EXPECT_EQ(rules::crew_total(*s, ship), 0);
  EXPECT_EQ(rules::crew_count(*s, ship), 2);
  EXPECT_FALSE(rules::may_crew(*s, marine, ship));
}

// D-SQ-24: crew move only in their controller's Staffing Phase, and from Ship to Ship by moving
// out and then in.
TEST(Rulings, D_SQ_24_CrewChangeShipsByMovingOutThenIn) {
  auto s = table();
  const Card frigate = put_in_play(*s, 0, "Lantern Frigate");
  const Card cutter = put_in_play(*s, 0, "Dawnwing Cutter");
  const Card cadet = put_crew(*s, frigate, "Deck Cadet");
  rules::settle(*s);
  EXPECT_FALSE(legal(*s, "Move Deck Cadet out from under Lantern Frigate")) << "only in a Staffing Phase";
  act(*s, "Declare a Staffing Phase");
  EXPECT_FALSE(legal(*s, "Put Deck Cadet under Dawnwing Cutter")) << "not straight from Ship to Ship";
  act(*s, "Move Deck Cadet out from under Lantern Frigate");
  act(*s, "Put Deck Cadet under Dawnwing Cutter");
  act(*s, "End the Staffing Phase");
  EXPECT_EQ(s->cards[cadet].under, cutter);
}

// D-SQ-25: a crew creature tapped for its ability drops out of the crew total at once, and a
// damaged Ship that shrinks to its damage is destroyed by the next state-based check.
TEST(Rulings, D_SQ_25_CrewTappedForAnAbilityCanLeaveTheShipDead) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");  // min 1 at 2/2, max 2
  put_crew(*s, ship, "Hydroponics Tech");
  put_crew(*s, ship, "Deck Cadet");
  EXPECT_EQ(pt(*s, ship), "3/3");
  s->cards[ship].damage = 2;
  rules::settle(*s);
  act(*s, "Tap Hydroponics Tech: add G");
  EXPECT_EQ(s->cards[ship].zone, Zone::Graveyard);
  EXPECT_TRUE(logged(*s, Rule::D_SQ_25) || logged(*s, Rule::D_SQ_15));
}

// D-SQ-26: crew return as they were: tapped or not, never summoning sick.
TEST(Rulings, D_SQ_26_CrewReturnAsTheyWere) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  const Card tapped = put_crew(*s, ship, "Deck Cadet", /*tapped=*/true);
  const Card ready = put_crew(*s, ship, "Bilge Rat");
  put_in_hand(*s, 1, "Recall Pulse");
  lands(*s, 1, "Tidewater Shelf", 2);
  put_in_hand(*s, 0, "Ion Lance");
  lands(*s, 0, "Cinder Ridge", 1);
  rules::settle(*s);
  act(*s, "Cast Ion Lance targeting P2");
  act(*s, "Cast Recall Pulse targeting Lantern Frigate");
  resolve_stack(*s);
  EXPECT_EQ(s->cards[ship].zone, Zone::Hand);
  for (Card c : {tapped, ready}) {
    EXPECT_EQ(s->cards[c].zone, Zone::Battlefield);
    EXPECT_EQ(s->cards[c].under, kNone);
    EXPECT_FALSE(s->cards[c].sick);
  }
  EXPECT_TRUE(s->cards[tapped].tapped);
  EXPECT_FALSE(s->cards[ready].tapped);
  EXPECT_TRUE(rules::may_attack(*s, ready) || s->step != Step::Main1);
}

// D-SQ-28: nobody else acts during a Staffing Phase: every decision in it is the staffing
// player's, and only staffing is offered.
TEST(Rulings, D_SQ_28_TheOpponentCannotActDuringAStaffingPhase) {
  auto s = table();
  put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Deck Cadet");
  put_in_hand(*s, 1, "Stasis Beam");
  lands(*s, 1, "Tidewater Shelf", 2);
  rules::settle(*s);
  act(*s, "Declare a Staffing Phase");
  EXPECT_EQ(s->decider, 0);
  for (Action a : s->legal_actions()) {
    const Act k = act_kind(a);
    EXPECT_TRUE(k == Act::Crew || k == Act::Uncrew || k == Act::EndStaffing) << s->action_label(a);
  }
  act(*s, "Put Deck Cadet under Lantern Frigate");
  EXPECT_EQ(s->decider, 0) << "no priority for P2 in the middle of staffing";
  EXPECT_TRUE(s->stack.empty());
  act(*s, "End the Staffing Phase");
}

// D-SQ-29: the Stardrive modifiers last until the end of combat, not the end of the turn.
TEST(Rulings, D_SQ_29_StardriveModifiersEndWithCombat) {
  auto s = table();
  const Card attacker = put_in_play(*s, 0, "Lantern Frigate");  // no Stardrive
  put_crew(*s, attacker, "Deck Cadet");
  const Card blocker = put_in_play(*s, 1, "Ember Corvette");  // Stardrive
  put_crew(*s, blocker, "Bilge Rat");
  s->cards[attacker].attacking = s->cards[attacker].blocked = true;
  s->cards[blocker].blocking = attacker;
  EXPECT_EQ(pt(*s, attacker), "1/2") << "SQ-16 in combat";
  rules::end_combat(*s);
  EXPECT_EQ(pt(*s, attacker), "2/2");
}
