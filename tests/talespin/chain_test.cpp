// The Passenger chain and the roll: S1-7 (four at most), S1-8 (one roll,
// Player then Passengers), S1-10 (discards when reached), S1-11 (reorders at
// once, never twice), D-TS-14 (marks carried), D-TS-15 (the walk),
// D-TS-24 (Passenger modifiers), D-TS-26 (lost cargo).
#include "helpers.h"

using namespace tst;

namespace {
// The cards whose roll entries resolved (or were found empty) since `from`, in order.
std::vector<Card> resolved(const TsState& s, size_t from) {
  std::vector<Card> v;
  for (size_t i = from; i < s.log.size(); ++i)
    if (s.log[i].kind == LogKind::ResolveEntry || s.log[i].kind == LogKind::NoEffect) v.push_back(s.log[i].card);
  return v;
}
std::vector<Card> chain_cards(const TsState& s, int p) {
  std::vector<Card> v;
  for (const auto& ps : s.seats[p].chain) v.push_back(ps.card);
  return v;
}
bool in_discard(const TsState& s, int p, Card c) {
  return std::find(s.seats[p].discard.begin(), s.seats[p].discard.end(), c) != s.seats[p].discard.end();
}
}  // namespace

// ---------------------------------------------------------------- S1-7
TEST(S1_7, FifthPassengerForcesDiscardOfOneOfTheOtherFour) {
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  std::vector<Card> four;
  for (int i = 0; i < 4; ++i) four.push_back(to_chain(*s, p, "Test Reader"));
  const Card fifth = to_hand(*s, p, "Chatty Navigator");
  act(*s, Act::PlayPassenger, fifth);
  ASSERT_EQ(s->pending, Pending::ChainDiscard);
  EXPECT_EQ(s->decider, p);
  const auto legal = s->legal_actions();
  ASSERT_EQ(legal.size(), 4u);
  for (Action a : legal) {
    EXPECT_EQ(act_kind(a), Act::ChainDiscard);
    EXPECT_NE(act_a(a), fifth) << "the new Passenger stays";
  }
  // A save taken here comes back with the same decision.
  auto back = roundtrip(*s);
  EXPECT_EQ(back->hash(), s->hash());
  act(*s, Act::ChainDiscard, four[2]);
  EXPECT_EQ(s->seats[p].chain.size(), 4u);
  EXPECT_EQ(s->seats[p].chain.back().card, fifth);
  EXPECT_TRUE(in_discard(*s, p, four[2]));
  EXPECT_TRUE(logged(*s, 0, LogKind::ChainFullDiscard, Rule::S1_7));
  EXPECT_EQ(s->pending, Pending::Play);
}

TEST(S1_7, FourPassengersNeedNoDiscard) {
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  for (int i = 0; i < 3; ++i) to_chain(*s, p, "Test Reader");
  act(*s, Act::PlayPassenger, to_hand(*s, p, "Lucky Gambler"));
  EXPECT_EQ(s->pending, Pending::Play);
  EXPECT_EQ(s->seats[p].chain.size(), 4u);
}

// ---------------------------------------------------------------- S1-8
TEST(S1_8, OneRollPlayerFirstThenEachPassengerInChainOrder) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card a = to_chain(*s, p, "Test Reader"), b = to_chain(*s, p, "Sleepy Mechanic"), c = to_chain(*s, p, "Test Reader");
  force_die(*s, 4);
  const int rolls = s->stats.die_rolls;
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(s->stats.die_rolls, rolls + 1);
  EXPECT_EQ(count_kind(*s, from, LogKind::Roll), 1);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, a, b, c}));
  // Every entry used the same roll.
  for (size_t i = from; i < s->log.size(); ++i)
    if (s->log[i].kind == LogKind::ResolveEntry || s->log[i].kind == LogKind::NoEffect) EXPECT_EQ(s->log[i].n, 4);
  EXPECT_TRUE(logged(*s, from, LogKind::Roll, Rule::S1_8));
}

TEST(S1_8, PlayerMovesThenPlaysCargoThenPassengersMoveAgain) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  to_chain(*s, p, "Test Nudger");  // move 1
  act(*s, Act::EndPlay);
  const int start = s->seats[p].pos;
  ASSERT_EQ(s->pending, Pending::Direction);
  act(*s, Act::Direction, 0);
  EXPECT_EQ(s->seats[p].pos, (start + 2) % 8);
  if (s->pending == Pending::Cargo) act(*s, Act::CargoPass);
  ASSERT_EQ(s->pending, Pending::Direction) << "then the Passenger's move";
  EXPECT_EQ(s->res.move_x, 1);
  act(*s, Act::Direction, 1);
  EXPECT_EQ(s->seats[p].pos, (start + 1) % 8);
}

// ---------------------------------------------------------------- S1-10
TEST(S1_10, MarkedPassengerIsDiscardedWhenTheChainReachesIt) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card herald = to_chain(*s, p, "Test Herald");  // mark next
  const Card a = to_chain(*s, p, "Test Reader");
  const Card b = to_chain(*s, p, "Test Reader");
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, herald, b}));
  EXPECT_TRUE(in_discard(*s, p, a));
  // Marked first, discarded later, when reached (not before, not after).
  size_t marked_at = 0, gone_at = 0, b_at = 0;
  for (size_t i = from; i < s->log.size(); ++i) {
    if (s->log[i].kind == LogKind::PassengerMarked) marked_at = i;
    if (s->log[i].kind == LogKind::PassengerDiscarded && s->log[i].card == a) gone_at = i;
    if (s->log[i].kind == LogKind::ResolveEntry && s->log[i].card == b) b_at = i;
  }
  EXPECT_LT(marked_at, gone_at);
  EXPECT_LT(gone_at, b_at);
  EXPECT_EQ(s->log[gone_at].rule, Rule::S1_10);
}

TEST(S1_10, PlayerEffectMarksTheLastPassengerNellieOnAOne) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Nellie Brightwater");  // 1: mark last, draw 2
  const Card a = to_chain(*s, p, "Test Reader");
  const Card b = to_chain(*s, p, "Test Reader");
  force_die(*s, 1);
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, a}));
  EXPECT_TRUE(in_discard(*s, p, b));
}

TEST(S1_10, ShipsCatMarksTheLastOnATwo) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card cat = to_chain(*s, p, "Ship's Cat");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card b = to_chain(*s, p, "Test Reader");
  force_die(*s, 2);
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, cat, a}));
  EXPECT_TRUE(in_discard(*s, p, b));
}

TEST(S1_10, DiscardSelfGoesWhenItsTurnComesAfterThoseBeforeIt) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card acct = to_chain(*s, p, "Nervous Accountant");  // 1: discard self
  const Card b = to_chain(*s, p, "Test Reader");
  force_die(*s, 1);
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, a, acct, b}));
  EXPECT_TRUE(in_discard(*s, p, acct));
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{a, b}));
}

TEST(S1_10, TestQuitterAndLuckyGamblerLeaveTheSameWay) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card q = to_chain(*s, p, "Test Quitter");
  const Card g = to_chain(*s, p, "Lucky Gambler");
  force_die(*s, 1);
  act(*s, Act::EndPlay);
  EXPECT_TRUE(in_discard(*s, p, q));
  EXPECT_TRUE(in_discard(*s, p, g));
  EXPECT_TRUE(s->seats[p].chain.empty());
}

// ---------------------------------------------------------------- S1-11
TEST(S1_11, MoveToLastTakesEffectAtOnceAndDoesNotResolveAgain) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card j = to_chain(*s, p, "Test Jumper");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card b = to_chain(*s, p, "Test Reader");
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, j, a, b}));
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{a, b, j}));
  EXPECT_TRUE(logged(*s, from, LogKind::ToLast, Rule::S1_11));
}

TEST(S1_11, StowawayBearCubOnAThreeAndSleepyMechanicOnAOne) {
  for (auto [card, face] : std::vector<std::pair<const char*, int>>{{"Stowaway Bear Cub", 3}, {"Sleepy Mechanic", 1}}) {
    auto s = game();
    const int p = s->active;
    set_player(*s, p, "Test Idler");
    const Card j = to_chain(*s, p, card);
    const Card a = to_chain(*s, p, "Test Reader");
    force_die(*s, face);
    const size_t from = s->log.size();
    act(*s, Act::EndPlay);
    EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, j, a})) << card;
    EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{a, j})) << card;
  }
}

TEST(S1_11, MoveToFirstDoesNotResolveAgainFortuneTellerOnAThree) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card ft = to_chain(*s, p, "Fortune Teller");
  const Card b = to_chain(*s, p, "Test Reader");
  force_die(*s, 3);
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, a, ft, b}));
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{ft, a, b}));
}

// ---------------------------------------------------------------- D-TS-15
TEST(D_TS_15, TheWalkTakesTheFirstUnresolvedPassengerInTheCurrentOrder) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card l = to_chain(*s, p, "Test Leaper");
  const Card b = to_chain(*s, p, "Test Reader");
  const Card j = to_chain(*s, p, "Test Jumper");
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  // a; the Leaper jumps to the front; b; the Jumper goes to the back: each once.
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, a, l, b, j}));
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{l, a, b, j}));
}

TEST(D_TS_15, SeatShuffleBeforeTheRollChangesTheOrderTheRollFollows) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card b = to_chain(*s, p, "Test Reader");
  act(*s, Act::PlayAction, to_hand(*s, p, "Seat Shuffle"), b);
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{b, a}));
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(resolved(*s, from), (std::vector<Card>{s->seats[p].player, b, a}));
}

// ---------------------------------------------------------------- D-TS-14
TEST(D_TS_14, AMarkOnAPassengerThatAlreadyResolvedWaitsForTheNextRoll) {
  auto s = game();
  const int p = s->active;
  for (int k = 0; k < 2; ++k) set_player(*s, k, "Test Idler");
  const Card j = to_chain(*s, p, "Test Jumper");
  const Card m = to_chain(*s, p, "Test Marker");  // mark last
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  // The Jumper went last and resolved; the Marker then marked it.
  EXPECT_TRUE(logged(*s, from, LogKind::MarkCarried, Rule::D_TS_14));
  while (s->pending == Pending::DiscardDown) act(*s, Act::DiscardCard);
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{m, j}));
  EXPECT_TRUE(s->seats[p].chain[1].marked);
  finish_turn(*s);  // the opponent's turn
  ASSERT_EQ(s->active, p);
  // Take the Marker away so only the carried mark can discard the Jumper.
  auto back = roundtrip(*s);
  EXPECT_TRUE(back->seats[p].chain[1].marked) << "the mark is saved";
  act(*s, Act::PlayAction, to_hand(*s, p, "Overboard!"), m);
  const size_t from2 = s->log.size();
  act(*s, Act::EndPlay);
  EXPECT_TRUE(in_discard(*s, p, j));
  EXPECT_EQ(resolved(*s, from2), (std::vector<Card>{s->seats[p].player}));
}

TEST(D_TS_14, APassengerNeverMarksItself) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card a = to_chain(*s, p, "Test Reader");
  const Card m = to_chain(*s, p, "Test Marker");  // last itself
  act(*s, Act::EndPlay);
  EXPECT_EQ(chain_cards(*s, p), (std::vector<Card>{a, m}));
  EXPECT_FALSE(s->seats[p].chain[1].marked);
}

// ---------------------------------------------------------------- D-TS-24
TEST(D_TS_24, PassengerModifiersApplyWhileInTheChain) {
  auto s = game();
  const int p = s->active;
  const int pilot = s->pilot_of(p, kNone), hold = s->hold_capacity(p), range = s->range_of(p, kNone);
  const Card flyer = to_chain(*s, p, "Retired Stunt Flyer");
  to_chain(*s, p, "Eager Deckhand");
  to_chain(*s, p, "Lookout Twins");
  EXPECT_EQ(s->pilot_of(p, kNone), pilot + 1);
  EXPECT_EQ(s->hold_capacity(p), hold + 1);
  EXPECT_EQ(s->range_of(p, kNone), range + 1);
  act(*s, Act::PlayAction, to_hand(*s, p, "Overboard!"), flyer);
  EXPECT_EQ(s->pilot_of(p, kNone), pilot) << "gone with the Passenger";
}

// ---------------------------------------------------------------- D-TS-26
TEST(D_TS_26, LostCargoIsTheMostRecentlyDelivered) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  const Card first = to_delivered(*s, p, "Crate of Pineapples");
  const Card last = to_delivered(*s, p, "Coil of Hemp Rope");
  to_chain(*s, p, "Clumsy Porter");
  force_die(*s, 1);
  act(*s, Act::EndPlay);
  EXPECT_EQ(s->seats[p].delivered, (std::vector<Card>{first}));
  EXPECT_TRUE(in_discard(*s, p, last));
  EXPECT_TRUE(logged(*s, 0, LogKind::LoseDelivered, Rule::D_TS_26));
  EXPECT_EQ(s->stats.cargo_lost, 1);
}

TEST(D_TS_26, NothingToLoseIsNoError) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  to_chain(*s, p, "Test Dropper");
  act(*s, Act::EndPlay);
  EXPECT_TRUE(s->seats[p].delivered.empty());
}
