// D-SQ-14: the attacking player divides the combat damage of an attacker blocked by several
// creatures (or of a blocked trampler) among its blockers, one point at a time, as they choose.
#include "helpers.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;

namespace {
// P1's Grove Stalker (3/3) attacking, blocked by P2's Deck Cadet then Bilge Rat; the damage step begins.
struct Fight {
  std::unique_ptr<SqState> s;
  Card stalker, cadet, rat;
};
Fight two_blockers() {
  Fight f{table(), 0, 0, 0};
  f.stalker = put_in_play(*f.s, 0, "Grove Stalker");
  f.cadet = put_in_play(*f.s, 1, "Deck Cadet");
  f.rat = put_in_play(*f.s, 1, "Bilge Rat");
  f.s->cards[f.stalker].attacking = f.s->cards[f.stalker].blocked = true;
  f.s->cards[f.cadet].blocking = f.s->cards[f.rat].blocking = f.stalker;
  f.s->cards[f.cadet].block_order = 1;
  f.s->cards[f.rat].block_order = 2;
  rules::begin_step(*f.s, Step::Damage);
  return f;
}
}  // namespace

// D-SQ-14
TEST(Damage, D_SQ_14_TheAttackerChoosesHowToDivideAmongBlockers) {
  auto f = two_blockers();
  ASSERT_EQ(f.s->pending, Pending::AssignDamage) << labels(*f.s);
  EXPECT_EQ(f.s->decider, 0) << "the attacking player divides";
  EXPECT_EQ(f.s->legal_actions().size(), 2u) << "one of the two blockers; no trample, so never the player" << labels(*f.s);
  act(*f.s, "Assign 1 of Grove Stalker's damage to Bilge Rat (3 left)");
  act(*f.s, "Assign 1 of Grove Stalker's damage to Bilge Rat (2 left)");
  act(*f.s, "Assign 1 of Grove Stalker's damage to Bilge Rat (1 left)");
  EXPECT_EQ(f.s->cards[f.rat].zone, Zone::Graveyard);
  EXPECT_EQ(f.s->cards[f.cadet].zone, Zone::Battlefield) << "the first blocker was spared, as chosen";
  bool divided = false, rat_struck = false;
  for (const auto& e : f.s->log) {
    divided |= e.rule == Rule::D_SQ_14 && e.text.find("3 to Bilge Rat") != std::string::npos;
    rat_struck |= e.text.find("Bilge Rat deals 1 damage to Grove Stalker") != std::string::npos;
  }
  EXPECT_TRUE(divided);
  EXPECT_TRUE(rat_struck) << "the blockers' damage is dealt at the same time as the attacker's";
}

// D-SQ-14: nothing is dealt until the whole of it is divided.
TEST(Damage, D_SQ_14_NothingIsDealtBeforeTheDivisionEnds) {
  auto f = two_blockers();
  act(*f.s, "Assign 1 of Grove Stalker's damage to Deck Cadet (3 left)");
  EXPECT_EQ(f.s->cards[f.cadet].damage, 0);
  EXPECT_EQ(f.s->cards[f.stalker].damage, 0);
  EXPECT_EQ(f.s->pending, Pending::AssignDamage);
}

// D-SQ-14: one blocker and no trample: it takes all the damage, and nobody is asked.
TEST(Damage, D_SQ_14_OneBlockerWithoutTrampleIsNotAQuestion) {
  auto s = table();
  const Card stalker = put_in_play(*s, 0, "Grove Stalker");
  const Card cadet = put_in_play(*s, 1, "Deck Cadet");
  s->cards[stalker].attacking = s->cards[stalker].blocked = true;
  s->cards[cadet].blocking = stalker;
  EXPECT_TRUE(rules::combat_damage(*s, false));
  EXPECT_EQ(s->cards[cadet].damage, 3);
}

// D-SQ-14: a save made in the middle of a division resumes it.
TEST(Damage, D_SQ_14_ASavedGameInTheMiddleOfADivisionResumes) {
  auto f = two_blockers();
  act(*f.s, "Assign 1 of Grove Stalker's damage to Deck Cadet (3 left)");
  auto loaded = state_from_json(f.s->to_json(), CardLibrary::bundled());
  EXPECT_EQ(loaded->legal_actions(), f.s->legal_actions());
  EXPECT_EQ(loaded->to_json(), f.s->to_json());
  act(*loaded, "Assign 1 of Grove Stalker's damage to Bilge Rat (2 left)");
  act(*loaded, "Assign 1 of Grove Stalker's damage to Bilge Rat (1 left)");
  EXPECT_EQ(loaded->cards[f.cadet].zone, Zone::Graveyard);
  EXPECT_EQ(loaded->cards[f.rat].zone, Zone::Graveyard);
}

// D-SQ-14: a damaged save that says damage is being divided but names no attacker is refused.
TEST(Damage, D_SQ_14_ASaveDividingNothingIsRefused) {
  auto f = two_blockers();
  auto j = f.s->to_json();
  j["turn"]["assign_left"] = 0;
  try {
    (void)state_from_json(j, CardLibrary::bundled());
    ADD_FAILURE() << "accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("turn.assigning"), std::string::npos) << e.what();
  }
}
