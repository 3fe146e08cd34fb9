// The Play step: S1-4 (what may be done), S1-5 (any number of Passengers and
// Actions), D-TS-8 (Artifacts), D-TS-20 (Actions), D-TS-25 (stealing),
// D-TS-27 (owners' discard piles).
#include "helpers.h"

using namespace tst;

namespace {
bool contains(const std::vector<Card>& v, Card c) { return std::find(v.begin(), v.end(), c) != v.end(); }
}  // namespace

// ---------------------------------------------------------------- S1-4
TEST(S1_4, PlayStepOffersEveryKindOfPlay) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  empty_hand(*s, p);
  const Card pass = to_hand(*s, p, "Test Reader");
  const Card pilot = to_hand(*s, p, "Old Tom Greaves");  // RANGE 2
  const Card mail = to_hand(*s, p, "Mail Call");
  const Card anchor = to_hand(*s, p, "Rusty Anchor");
  s->seats[q].pos = static_cast<uint8_t>((s->seats[p].pos + 1) % 8);
  EXPECT_TRUE(has(*s, Act::PlayPassenger, pass));
  EXPECT_TRUE(has(*s, Act::PlayPilot, pilot, q));
  EXPECT_TRUE(has(*s, Act::DogfightPlayer, -1, q));
  EXPECT_TRUE(has(*s, Act::PlayAction, mail));
  EXPECT_TRUE(has(*s, Act::PlayArtifact, anchor, q)) << "into any Player's hold";
  EXPECT_TRUE(has(*s, Act::PlayArtifact, anchor, p));
  EXPECT_TRUE(has(*s, Act::EndPlay)) << "doing nothing";
  act(*s, Act::PlayArtifact, anchor, q);
  EXPECT_TRUE(contains(s->seats[q].artifacts, anchor));
  EXPECT_TRUE(logged(*s, 0, LogKind::PlayArtifact, Rule::D_TS_8));
}

TEST(S1_4, CargoIsNotPlayedFromHandInThePlayStep) {
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  to_hand(*s, p, "Crate of Pineapples");
  EXPECT_EQ(s->legal_actions().size(), 1u);  // only the end of the step
}

// ---------------------------------------------------------------- S1-5
TEST(S1_5, AnyNumberOfPassengersAndActionsInOneTurn) {
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  for (const char* c : {"Test Reader", "Chatty Navigator", "Grumpy Cartographer"}) act(*s, Act::PlayPassenger, to_hand(*s, p, c));
  for (const char* c : {"Mail Call", "Round of Drinks", "Mail Call"}) act(*s, Act::PlayAction, to_hand(*s, p, c));
  EXPECT_EQ(s->seats[p].chain.size(), 3u);
  EXPECT_EQ(s->stats.actions_played, 3);
  EXPECT_EQ(s->pending, Pending::Play);
  EXPECT_TRUE(logged(*s, 0, LogKind::PlayAction, Rule::S1_5));
}

// ---------------------------------------------------------------- D-TS-8
TEST(D_TS_8, ArtifactModifiersApplyToTheHoldsPlayer) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  const int pilot = s->pilot_of(q, kNone), range = s->range_of(q, kNone);
  act(*s, Act::PlayArtifact, to_hand(*s, p, "Golden Propeller"), q);
  EXPECT_EQ(s->pilot_of(q, kNone), pilot + 2);
  act(*s, Act::PlayArtifact, to_hand(*s, p, "Heavy Ballast"), q);
  EXPECT_EQ(s->pilot_of(q, kNone), pilot + 1);
  EXPECT_EQ(s->range_of(q, kNone), std::max(0, range - 1));
}

TEST(D_TS_8, AFullHoldTakesNoArtifact) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  while (s->hold_used(q) < s->hold_capacity(q)) to_packed(*s, q, "Crate of Pineapples");
  const Card a = to_hand(*s, p, "Spyglass");
  EXPECT_FALSE(has(*s, Act::PlayArtifact, a, q));
  EXPECT_TRUE(has(*s, Act::PlayArtifact, a, p));
}

TEST(D_TS_8, LightenTheLoadJettisonsAnArtifactFromAnyHold) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  const Card anchor = to_hold(*s, q, "Rusty Anchor", p);  // p's card in q's hold
  const Card lift = to_hand(*s, p, "Lighten the Load");
  act(*s, Act::PlayAction, lift, anchor);
  EXPECT_TRUE(s->seats[q].artifacts.empty());
  EXPECT_TRUE(logged(*s, 0, LogKind::Jettison, Rule::D_TS_8));
}

// ---------------------------------------------------------------- D-TS-20
TEST(D_TS_20, OverboardDiscardsAPassengerFromAnyChainAtOnce) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  const Card theirs = to_chain(*s, q, "Lucky Gambler");
  const Card ob = to_hand(*s, p, "Overboard!");
  act(*s, Act::PlayAction, ob, theirs);
  EXPECT_TRUE(s->seats[q].chain.empty());
  EXPECT_TRUE(contains(s->seats[q].discard, theirs));
  EXPECT_TRUE(contains(s->seats[p].discard, ob)) << "the Action is discarded";
  EXPECT_TRUE(logged(*s, 0, LogKind::PassengerDiscarded, Rule::D_TS_20));
}

TEST(D_TS_20, TargetedActionsNeedATarget) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  empty_hand(*s, p);
  const Card ob = to_hand(*s, p, "Overboard!");
  const Card ci = to_hand(*s, p, "Customs Inspection");
  const Card lt = to_hand(*s, p, "Lighten the Load");
  const Card ss = to_hand(*s, p, "Seat Shuffle");
  EXPECT_FALSE(has(*s, Act::PlayAction, ob));
  EXPECT_FALSE(has(*s, Act::PlayAction, ci)) << "nobody has packed cargo";
  EXPECT_FALSE(has(*s, Act::PlayAction, lt));
  EXPECT_FALSE(has(*s, Act::PlayAction, ss)) << "no Passenger to move up";
  const Card packed = to_packed(*s, q, "Crate of Pineapples");
  ASSERT_TRUE(has(*s, Act::PlayAction, ci, q));
  act(*s, Act::PlayAction, ci, q);
  EXPECT_TRUE(s->seats[q].packed.empty());
  EXPECT_TRUE(contains(s->seats[q].discard, packed));
  EXPECT_TRUE(logged(*s, 0, LogKind::Inspect, Rule::D_TS_20));
}

TEST(D_TS_20, ManeuversAreNotPlayedInThePlayStep) {
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  to_hand(*s, p, "Loop the Loop");
  EXPECT_EQ(s->legal_actions().size(), 1u);
}

TEST(D_TS_20, TailwindMovesAndPlaysCargoInThePlayStep) {
  auto s = game();
  const int p = s->active;
  const int harbor = pos_of_region(*s, Region::Harbor);
  s->seats[p].pos = static_cast<uint8_t>((harbor + 7) % 8);
  empty_hand(*s, p);
  const Card rope = to_hand(*s, p, "Coil of Hemp Rope");  // ships from a harbor
  act(*s, Act::PlayAction, to_hand(*s, p, "Tailwind"));
  ASSERT_EQ(s->pending, Pending::Direction);
  act(*s, Act::Direction, 0);
  ASSERT_EQ(s->pending, Pending::Cargo);
  act(*s, Act::Pack, rope);
  EXPECT_EQ(s->pending, Pending::Play) << "back to the Play step";
  EXPECT_EQ(s->seats[p].packed, (std::vector<Card>{rope}));
}

// ---------------------------------------------------------------- D-TS-25
TEST(D_TS_25, StealTakesFromTheFullestHandTiesToTheNextInTurnOrder) {
  auto s = game(3, 2);
  const int p = s->active, q = (p + 1) % 3, r = (p + 2) % 3;
  fill_hand(*s, q, 4);
  fill_hand(*s, r, 6);
  act(*s, Act::PlayAction, to_hand(*s, p, "Pickpocket"));
  EXPECT_EQ(s->seats[r].hand.size(), 5u);
  EXPECT_TRUE(logged(*s, 0, LogKind::Steal, Rule::D_TS_25));
  fill_hand(*s, q, 5);
  fill_hand(*s, r, 5);
  act(*s, Act::PlayAction, to_hand(*s, p, "Pickpocket"));
  EXPECT_EQ(s->seats[q].hand.size(), 4u) << "tie: the first after the thief";
}

TEST(D_TS_25, SmugglersApprenticeAndDutchHalloranStealOnTheRoll) {
  for (auto [who, face, passenger] : std::vector<std::tuple<const char*, int, bool>>{
           {"Smuggler's Apprentice", 5, true}, {"Dutch Halloran", 1, false}}) {
    auto s = game();
    const int p = s->active, q = 1 - p;
    if (passenger) {
      set_player(*s, p, "Test Idler");
      to_chain(*s, p, who);
    } else {
      set_player(*s, p, who);
    }
    fill_hand(*s, p, 3);
    fill_hand(*s, q, 5);
    force_die(*s, face);
    const size_t from = s->log.size();
    act(*s, Act::EndPlay);
    ASSERT_EQ(count_kind(*s, from, LogKind::Steal), 1) << who;
    for (size_t i = from; i < s->log.size(); ++i)
      if (s->log[i].kind == LogKind::Steal) EXPECT_EQ(s->log[i].q, q);
  }
}

TEST(D_TS_25, NobodyToRobIsNoError) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  empty_hand(*s, q);
  act(*s, Act::PlayAction, to_hand(*s, p, "Pickpocket"));
  EXPECT_TRUE(logged(*s, 0, LogKind::StealNone, Rule::D_TS_25));
}

// ---------------------------------------------------------------- D-TS-27
TEST(D_TS_27, CardsGoToTheirOwnersDiscardPile) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  // p's Artifact in q's hold, jettisoned by q's own Action? No: p plays it, then jettisons it.
  const Card anchor = to_hand(*s, p, "Rusty Anchor");
  act(*s, Act::PlayArtifact, anchor, q);
  act(*s, Act::PlayAction, to_hand(*s, p, "Lighten the Load"), anchor);
  EXPECT_TRUE(contains(s->seats[p].discard, anchor));
  EXPECT_FALSE(contains(s->seats[q].discard, anchor));
  // A stolen card discarded by the thief goes back to its owner's pile.
  fill_hand(*s, q, 1);
  const Card loot = s->seats[q].hand[0];
  act(*s, Act::PlayAction, to_hand(*s, p, "Pickpocket"));
  ASSERT_TRUE(contains(s->seats[p].hand, loot));
  rules::take_from(s->seats[p].hand, loot);
  rules::to_discard(*s, loot);
  EXPECT_TRUE(contains(s->seats[q].discard, loot));
}
