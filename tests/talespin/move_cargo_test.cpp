// Moving and cargo: S1-9 (X never 0), the ring (D-TS-3), direction (D-TS-4),
// X = 0 (D-TS-5), cargo plays (D-TS-6), the hold (D-TS-7), arrival effects (D-TS-23).
#include "helpers.h"

#include <set>

using namespace tst;

// ---------------------------------------------------------------- S1-9
TEST(S1_9, RustyAnchorCannotBringAMoveToZero) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  to_chain(*s, p, "Test Nudger");          // move 1
  to_hold(*s, p, "Rusty Anchor");          // move -1
  const int start = s->seats[p].pos;
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  ASSERT_EQ(s->pending, Pending::Direction);
  EXPECT_EQ(s->res.move_x, 1);
  EXPECT_TRUE(logged(*s, from, LogKind::MoveFloored, Rule::S1_9));
  act(*s, Act::Direction, 0);
  EXPECT_EQ(s->seats[p].pos, (start + 1) % 8);
}

TEST(S1_9, TwoAnchorsOnAMoveOfTwoStillMoveOne) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");  // move 2
  to_hold(*s, p, "Rusty Anchor");
  to_hold(*s, p, "Rusty Anchor");
  act(*s, Act::EndPlay);
  EXPECT_EQ(s->res.move_x, 1);
}

TEST(S1_9, ACardThatMovesZeroIsRefusedWithFileAndLine) {
  const std::string text = "cards:\n  - {id: X-1, name: Lazy Lad, type: passenger, roll: {2: move 0}}\n";
  try {
    CardLibrary::load_text(text, "lazy.yaml");
    FAIL() << "move 0 loaded";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("lazy.yaml:2:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("S1-9"), std::string::npos) << e.what();
  }
}

// ---------------------------------------------------------------- D-TS-5
TEST(D_TS_5, TailwindUnderAnAnchorMovesOne) {
  auto s = game();
  const int p = s->active;
  to_hold(*s, p, "Rusty Anchor");
  act(*s, Act::PlayAction, to_hand(*s, p, "Tailwind"));
  EXPECT_EQ(s->res.move_x, 1);
  EXPECT_EQ(rules::effective_move(*s, p, 1), 1);
  EXPECT_EQ(rules::effective_move(*s, p, 3), 2);
}

TEST(D_TS_5, BrassCompassAddsToEveryMove) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  to_hold(*s, p, "Brass Compass");
  act(*s, Act::EndPlay);
  EXPECT_EQ(s->res.move_x, 3);
}

// ---------------------------------------------------------------- D-TS-3
TEST(D_TS_3, TheRingIsEveryLocationOnceTokensEvenlySpacedAndMayShare) {
  auto s = game(4, 6);
  std::set<uint16_t> locs(s->ring.begin(), s->ring.end());
  EXPECT_EQ(locs.size(), s->ring.size());
  EXPECT_EQ(s->ring.size(), s->setup->lib->locations().size());
  for (int p = 0; p < 4; ++p) {
    const int k = (p - s->first + 4) % 4;
    EXPECT_EQ(s->seats[p].pos, k * 2);
  }
  auto t = game(2, 6);
  EXPECT_EQ(t->distance(0, 1), 4);
  // Two tokens may stand on one Location.
  const int p = t->active, q = 1 - p;
  set_player(*t, p, "Test Walker");
  t->seats[p].pos = static_cast<uint8_t>((t->seats[q].pos + 6) % 8);
  act(*t, Act::EndPlay);
  act(*t, Act::Direction, 0);
  EXPECT_EQ(t->seats[p].pos, t->seats[q].pos);
  auto u = game(2, 7);
  EXPECT_NE(t->ring, u->ring) << "shuffled with the seed";
}

// ---------------------------------------------------------------- D-TS-4
TEST(D_TS_4, EitherDirectionWrappingRoundTheRing) {
  for (int dir : {0, 1}) {
    auto s = game();
    const int p = s->active;
    set_player(*s, p, "Test Walker");
    s->seats[p].pos = 7;
    act(*s, Act::EndPlay);
    ASSERT_EQ(s->legal_actions().size(), 2u);
    act(*s, Act::Direction, dir);
    EXPECT_EQ(s->seats[p].pos, dir == 0 ? 1 : 5);
    EXPECT_TRUE(logged(*s, 0, LogKind::Move, Rule::D_TS_4));
  }
}

// ---------------------------------------------------------------- D-TS-6
TEST(D_TS_6, PackWhereItShipsFromDeliverWhereItIsReceived) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  empty_hand(*s, p);
  const Card oil = to_hand(*s, p, "Barrel of Lamp Oil");        // harbor -> mesa
  const Card wire = to_hand(*s, p, "Spool of Copper Wire");     // mesa -> harbor
  const Card mail = to_hand(*s, p, "Bundle of Mail Sacks");     // any -> harbor
  const Card stamps = to_packed(*s, p, "Parcel of Rare Stamps");  // any -> mesa
  const int harbor = pos_of_region(*s, Region::Harbor);
  s->seats[p].pos = static_cast<uint8_t>((harbor + 6) % 8);
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  ASSERT_EQ(s->pending, Pending::Cargo);
  EXPECT_TRUE(has(*s, Act::Pack, oil));
  EXPECT_TRUE(has(*s, Act::Pack, mail)) << "SHIPPING any";
  EXPECT_FALSE(has(*s, Act::Pack, wire));
  EXPECT_FALSE(has(*s, Act::Deliver, stamps)) << "received in a mesa";
  EXPECT_TRUE(has(*s, Act::CargoPass));
  act(*s, Act::Pack, oil);
  EXPECT_NE(s->pending, Pending::Cargo) << "one card per cargo play";
  EXPECT_TRUE(logged(*s, 0, LogKind::Pack, Rule::D_TS_6));
}

TEST(D_TS_6, DeliveringPutsTheCargoFaceUpOnTheTable) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  const Card fuel = to_packed(*s, p, "Drum of Aviation Fuel");  // harbor -> any
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 1);
  ASSERT_TRUE(has(*s, Act::Deliver, fuel)) << "RECEIVING any";
  act(*s, Act::Deliver, fuel);
  EXPECT_EQ(s->seats[p].delivered, (std::vector<Card>{fuel}));
  EXPECT_EQ(s->known[fuel], 0xFF);
  EXPECT_EQ(s->score(p), 1);
  EXPECT_EQ(s->stats.cargo_delivered, 1);
}

TEST(D_TS_6, NoCargoPlayPossibleIsLogged) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  empty_hand(*s, p);
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  EXPECT_TRUE(logged(*s, 0, LogKind::CargoNone, Rule::D_TS_6));
}

// ---------------------------------------------------------------- D-TS-7
TEST(D_TS_7, AFullHoldPacksNothingArtifactsTakeRoom) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");  // HOLD 3
  empty_hand(*s, p);
  const Card mail = to_hand(*s, p, "Bundle of Mail Sacks");  // packs anywhere
  to_hold(*s, p, "Spyglass");
  to_packed(*s, p, "Crate of Pineapples");
  to_hold(*s, p, "Cursed Totem", 1 - p);  // HOLD -1 and a slot
  EXPECT_EQ(s->hold_capacity(p), 2);
  EXPECT_EQ(s->hold_used(p), 3);
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  EXPECT_FALSE(has(*s, Act::Pack, mail));
}

TEST(D_TS_7, JadeMonkeyIdolMakesRoom) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  empty_hand(*s, p);
  const Card mail = to_hand(*s, p, "Bundle of Mail Sacks");
  for (int i = 0; i < 2; ++i) to_packed(*s, p, "Crate of Pineapples");
  to_hold(*s, p, "Jade Monkey Idol");  // HOLD +2, one slot
  EXPECT_EQ(s->hold_capacity(p), 5);
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  EXPECT_TRUE(has(*s, Act::Pack, mail));
}

// ---------------------------------------------------------------- D-TS-23
TEST(D_TS_23, ArrivalEffectsComeBeforeTheCargoPlay) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, p, "Test Walker");
  const int wharf = pos_of(*s, "Brassbell Wharf");
  s->seats[p].pos = static_cast<uint8_t>((wharf + 6) % 8);
  const size_t hand = s->seats[p].hand.size();
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  EXPECT_EQ(s->seats[p].hand.size(), hand + 1);
  EXPECT_TRUE(logged(*s, from, LogKind::Arrive, Rule::D_TS_23));
  // Mossdeep Ruins: every other player draws 1.
  auto t = game();
  const int p2 = t->active, q2 = 1 - p2;
  set_player(*t, p2, "Test Walker");
  t->seats[p2].pos = static_cast<uint8_t>((pos_of(*t, "Mossdeep Ruins") + 6) % 8);
  const size_t other = t->seats[q2].hand.size();
  act(*t, Act::EndPlay);
  act(*t, Act::Direction, 0);
  EXPECT_EQ(t->seats[q2].hand.size(), other + 1);
  (void)q;
}
