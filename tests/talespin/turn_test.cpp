// The turn: S1-1 (steps), S1-2 (draw), S1-3 (hand cap), S1-12 (discard),
// S1-13 (victory), and the rulings on players, set-up, decks running out,
// victory ties and the turn limit (D-TS-1, 2, 16, 17, 18, 22).
#include "helpers.h"

#include <set>

using namespace tst;

// ---------------------------------------------------------------- S1-1
TEST(S1_1, TurnStepsRunDrawPlayRollDiscardInOrder) {
  auto s = game();
  const int p = s->active;
  // The Draw step came before the first decision of the turn.
  ASSERT_EQ(s->step, Step::Play);
  ASSERT_EQ(s->pending, Pending::Play);
  EXPECT_EQ(s->die, 0) << "no roll before the Play step ends";
  EXPECT_TRUE(logged(*s, 0, LogKind::Draw, Rule::S1_2));
  set_player(*s, p, "Test Idler");
  fill_hand(*s, p, 8);
  force_die(*s, 4);
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);
  // Roll: the Player draws 1 (9 in hand); Discard: down to 7.
  ASSERT_EQ(s->pending, Pending::DiscardDown);
  std::vector<LogKind> kinds;
  for (size_t i = from; i < s->log.size(); ++i) kinds.push_back(s->log[i].kind);
  ASSERT_GE(kinds.size(), 3u);
  EXPECT_EQ(kinds[0], LogKind::EndPlay);
  EXPECT_EQ(s->log[from].rule, Rule::S1_1);
  EXPECT_EQ(kinds[1], LogKind::Roll);
  act(*s, Act::DiscardCard);
  act(*s, Act::DiscardCard);
  // The next player's turn begins with its own Draw step.
  EXPECT_NE(s->active, p);
  EXPECT_TRUE(logged(*s, from, LogKind::TurnStart, Rule::S1_1));
  EXPECT_EQ(s->pending, Pending::Play);
}

TEST(S1_1, NoCardPlayOnceTheRollHasBegun) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");
  to_hand(*s, p, "Mail Call");
  act(*s, Act::EndPlay);
  ASSERT_EQ(s->pending, Pending::Direction);
  for (Action a : s->legal_actions()) EXPECT_EQ(act_kind(a), Act::Direction);
  EXPECT_THROW(key(*s, "end"), std::invalid_argument);
}

// ---------------------------------------------------------------- S1-2
TEST(S1_2, DrawOneThenUpToFiveWorkedNumbers) {
  // hand before -> cards drawn (rules-spec S1-2)
  const std::vector<std::pair<int, int>> cases = {{0, 5}, {3, 2}, {4, 1}, {5, 1}, {7, 1}, {9, 1}, {10, 0}};
  for (auto [before, drawn] : cases) {
    auto s = game(2, 3);
    const int p = s->active;
    fill_hand(*s, p, before);
    rules::start_turn(*s);
    rules::advance(*s);
    EXPECT_EQ(static_cast<int>(s->seats[p].hand.size()), before + drawn) << "hand of " << before;
  }
}

TEST(S1_2, OnlyTheActivePlayerDrawsInTheDrawStep) {
  auto s = game(3, 5);
  const int p = s->active;
  std::vector<size_t> before;
  for (int q = 0; q < 3; ++q) before.push_back(s->seats[q].hand.size());
  fill_hand(*s, p, 2);
  rules::start_turn(*s);
  rules::advance(*s);
  for (int q = 0; q < 3; ++q)
    if (q != p) EXPECT_EQ(s->seats[q].hand.size(), before[q]);
  EXPECT_EQ(s->seats[p].hand.size(), 5u);
}

// ---------------------------------------------------------------- S1-3
TEST(S1_3, DrawStepAtTenDrawsNothing) {
  auto s = game();
  const int p = s->active;
  fill_hand(*s, p, 10);
  const size_t from = s->log.size();
  rules::start_turn(*s);
  rules::advance(*s);
  EXPECT_EQ(s->seats[p].hand.size(), 10u);
  EXPECT_TRUE(logged(*s, from, LogKind::DrawCapped, Rule::S1_3));
}

TEST(S1_3, ActionDrawStopsAtTen) {
  auto s = game();
  const int p = s->active;
  fill_hand(*s, p, 9);
  const Card mail = to_hand(*s, p, "Mail Call");  // 10 in hand
  const size_t from = s->log.size();
  act(*s, Act::PlayAction, mail);                 // 9 in hand, "draw 2"
  EXPECT_EQ(s->seats[p].hand.size(), 10u);
  EXPECT_EQ(count_kind(*s, from, LogKind::Draw), 1);
  EXPECT_TRUE(logged(*s, from, LogKind::DrawCapped, Rule::S1_3));
}

TEST(S1_3, DogfightBonusWithNineInHandAndPilotSixDrawsOne) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, q, "Test Idler");
  empty_hand(*s, q);
  fill_hand(*s, p, 9);
  const Card ace = to_hand(*s, p, "Ace Vandermeer");  // PILOT 6, RANGE 0
  s->seats[q].pos = s->seats[p].pos;
  act(*s, Act::PlayPilot, ace, q);  // 9 left in hand
  act(*s, Act::DefendPlayer);
  act(*s, Act::ManeuverPass);
  act(*s, Act::ManeuverPass);
  EXPECT_EQ(s->seats[p].hand.size(), 10u) << "PILOT 6 bonus, but only 1 fits";
  EXPECT_EQ(s->stats.bonus_draws, 1);
}

TEST(S1_3, PassengerDrawStopsAtTen) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  fill_hand(*s, p, 7);
  to_chain(*s, p, "Lucky Gambler");  // 6: draw 3
  force_die(*s, 6);
  const size_t from = s->log.size();
  act(*s, Act::EndPlay);  // Idler draws 1 (8), Gambler draws 2 of 3 (10)
  EXPECT_EQ(count_kind(*s, from, LogKind::Draw), 3);
  EXPECT_TRUE(logged(*s, from, LogKind::DrawCapped, Rule::S1_3));
  EXPECT_EQ(s->pending, Pending::DiscardDown);
  EXPECT_EQ(s->seats[p].hand.size(), 10u);
}

TEST(S1_3, StealWithTenInHandTakesNothing) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, p, "Test Idler");
  fill_hand(*s, p, 10);
  to_chain(*s, p, "Test Thief");
  const size_t qhand = s->seats[q].hand.size();
  act(*s, Act::EndPlay);
  EXPECT_EQ(s->seats[q].hand.size(), qhand);
  EXPECT_EQ(count_kind(*s, 0, LogKind::Steal), 0);
}

// ---------------------------------------------------------------- S1-12
TEST(S1_12, EveryPlayerDiscardsDownToSeven) {
  auto s = game(3, 2);
  const int p = s->active, q = (p + 1) % 3, r = (p + 2) % 3;
  set_player(*s, p, "Test Idler");
  fill_hand(*s, p, 7);   // 8 after the Player's draw
  fill_hand(*s, q, 6);   // keeps 6
  fill_hand(*s, r, 9);
  act(*s, Act::EndPlay);
  std::vector<int> order;
  while (s->pending == Pending::DiscardDown) {
    order.push_back(s->decider);
    EXPECT_GT(s->seats[s->decider].hand.size(), 7u);
    act(*s, Act::DiscardCard);
  }
  EXPECT_EQ(order, (std::vector<int>{p, r, r}));
  EXPECT_EQ(s->active, q);
  EXPECT_EQ(s->seats[q].hand.size(), 7u) << "kept its 6, then drew 1 in its own Draw step";
  EXPECT_EQ(s->seats[r].hand.size(), 7u);
  EXPECT_EQ(s->seats[p].hand.size(), 7u);
  EXPECT_TRUE(logged(*s, 0, LogKind::DiscardDown, Rule::S1_12));
}

// ---------------------------------------------------------------- D-TS-22
TEST(D_TS_22, DiscardsOneCardAtATimeActivePlayerFirstThenTurnOrder) {
  auto s = game(4, 8);
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  for (int k = 0; k < 4; ++k) fill_hand(*s, (p + k) % 4, 8);  // the active player draws to 9
  act(*s, Act::EndPlay);
  std::vector<int> order;
  while (s->pending == Pending::DiscardDown) {
    order.push_back(s->decider);
    act(*s, Act::DiscardCard);
  }
  EXPECT_EQ(order, (std::vector<int>{p, p, (p + 1) % 4, (p + 2) % 4, (p + 3) % 4}));
}

// ---------------------------------------------------------------- S1-13
TEST(S1_13, FiveDeliveredButAPassengerLaterInTheTurnLosesOne) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  for (const char* c : {"Barrel of Lamp Oil", "Spool of Copper Wire", "Sack of Cocoa Pods", "Case of Quinine Tonic",
                        "Bolt of Silk Sailcloth"})
    to_delivered(*s, p, c);
  to_chain(*s, p, "Test Dropper");  // lose delivered 1
  act(*s, Act::EndPlay);
  while (s->pending == Pending::DiscardDown) act(*s, Act::DiscardCard);
  EXPECT_FALSE(s->over);
  EXPECT_EQ(s->seats[p].delivered.size(), 4u);
}

TEST(S1_13, ClumsyPorterRuinsAWinOnAOne) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");
  for (const char* c : {"Barrel of Lamp Oil", "Spool of Copper Wire", "Sack of Cocoa Pods", "Case of Quinine Tonic",
                        "Bolt of Silk Sailcloth"})
    to_delivered(*s, p, c);
  to_chain(*s, p, "Clumsy Porter");
  force_die(*s, 1);
  act(*s, Act::EndPlay);
  while (s->pending == Pending::DiscardDown) act(*s, Act::DiscardCard);
  EXPECT_FALSE(s->over);
}

TEST(S1_13, WinIsCheckedOnlyAfterEveryDiscardIsDone) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, p, "Test Idler");
  for (const char* c : {"Barrel of Lamp Oil", "Spool of Copper Wire", "Sack of Cocoa Pods", "Case of Quinine Tonic",
                        "Bolt of Silk Sailcloth"})
    to_delivered(*s, p, c);
  fill_hand(*s, q, 9);
  act(*s, Act::EndPlay);
  ASSERT_EQ(s->pending, Pending::DiscardDown);
  EXPECT_EQ(s->decider, q);
  EXPECT_FALSE(s->over) << "the turn has not completely ended";
  act(*s, Act::DiscardCard);
  EXPECT_FALSE(s->over);
  act(*s, Act::DiscardCard);
  EXPECT_TRUE(s->over);
  EXPECT_EQ(s->winner, p);
  EXPECT_TRUE(logged(*s, 0, LogKind::Win, Rule::S1_13));
  EXPECT_EQ(s->returns()[p], 1.0);
  EXPECT_EQ(s->returns()[q], -1.0);
}

TEST(S1_13, DeliveringTheFifthCargoOnTheRollWinsAtTheEndOfTheTurn) {
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Walker");  // move 2 on every face
  for (const char* c : {"Spool of Copper Wire", "Sack of Cocoa Pods", "Case of Quinine Tonic", "Bolt of Silk Sailcloth"})
    to_delivered(*s, p, c);
  const Card oil = to_packed(*s, p, "Barrel of Lamp Oil");  // received in a mesa
  const int mesa = pos_of_region(*s, Region::Mesa);
  s->seats[p].pos = static_cast<uint8_t>((mesa + 6) % 8);  // two steps before it
  act(*s, Act::EndPlay);
  act(*s, Act::Direction, 0);
  ASSERT_EQ(s->pending, Pending::Cargo);
  act(*s, Act::Deliver, oil);
  EXPECT_EQ(s->seats[p].delivered.size(), 5u);
  while (s->pending == Pending::DiscardDown) act(*s, Act::DiscardCard);
  EXPECT_TRUE(s->over);
  EXPECT_EQ(s->winner, p);
}

// ---------------------------------------------------------------- D-TS-17
TEST(D_TS_17, EveryPlayerIsCheckedNotOnlyTheActiveOne) {
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, p, "Test Idler");
  for (const char* c : {"Barrel of Lamp Oil", "Spool of Copper Wire", "Sack of Cocoa Pods", "Case of Quinine Tonic",
                        "Bolt of Silk Sailcloth"})
    to_delivered(*s, q, c);
  finish_turn(*s);
  EXPECT_TRUE(s->over);
  EXPECT_EQ(s->winner, q);
}

TEST(D_TS_17, MostDeliveredWinsThenTurnOrderFromTheActivePlayer) {
  const std::vector<const char*> five = {"Barrel of Lamp Oil", "Spool of Copper Wire", "Sack of Cocoa Pods",
                                         "Case of Quinine Tonic", "Bolt of Silk Sailcloth"};
  {
    auto s = game(3, 4);
    const int p = s->active, q = (p + 1) % 3, r = (p + 2) % 3;
    set_player(*s, p, "Test Idler");
    for (auto c : five) to_delivered(*s, q, c), to_delivered(*s, r, c);
    to_delivered(*s, r, "Crate of Pineapples");  // r has 6
    finish_turn(*s);
    EXPECT_EQ(s->winner, r);
  }
  {
    auto s = game(3, 4);
    const int p = s->active, q = (p + 1) % 3, r = (p + 2) % 3;
    set_player(*s, p, "Test Idler");
    for (auto c : five) to_delivered(*s, r, c), to_delivered(*s, q, c);
    finish_turn(*s);
    EXPECT_EQ(s->winner, q) << "a tie goes to the first in turn order from the active player";
  }
}

// ---------------------------------------------------------------- D-TS-18
TEST(D_TS_18, TurnLimitEndsTheGameMostDeliveredWins) {
  std::vector<Deck> d = {load_deck("harbor_haulers", *test_lib(), 1), load_deck("sky_raiders", *test_lib(), 1)};
  auto s = new_state(test_lib(), d, 1, 2);
  const int p = s->active;
  to_delivered(*s, 1 - p, "Crate of Pineapples");
  set_player(*s, p, "Test Idler");
  set_player(*s, 1 - p, "Test Idler");
  finish_turn(*s);
  EXPECT_FALSE(s->over);
  finish_turn(*s);
  ASSERT_TRUE(s->over);
  EXPECT_EQ(s->end_reason, 2);
  EXPECT_EQ(s->winner, 1 - p);
  EXPECT_TRUE(logged(*s, 0, LogKind::TurnLimit, Rule::D_TS_18));
}

TEST(D_TS_18, TurnLimitWithATieIsADraw) {
  std::vector<Deck> d = {load_deck("harbor_haulers", *test_lib(), 1), load_deck("sky_raiders", *test_lib(), 1)};
  auto s = new_state(test_lib(), d, 1, 1);
  set_player(*s, s->active, "Test Idler");
  finish_turn(*s);
  ASSERT_TRUE(s->over);
  EXPECT_EQ(s->winner, -1);
  EXPECT_EQ(s->returns(), (std::vector<double>{0.0, 0.0}));
  EXPECT_EQ(s->setup->turn_limit(), 1);
  EXPECT_EQ(spaceline::talespin::Setup{}.turn_limit(), kDefaultTurnLimit);
}

// ---------------------------------------------------------------- D-TS-1
TEST(D_TS_1, TwoToFourPlayersFirstByDieThenSeatOrder) {
  std::set<int> firsts;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto s = game(3, seed);
    firsts.insert(s->first);
    EXPECT_EQ(s->active, s->first);
    EXPECT_TRUE(logged(*s, 0, LogKind::FirstPlayer, Rule::D_TS_1));
  }
  EXPECT_EQ(firsts.size(), 3u) << "the die picks every seat sometimes";
  auto s = game(4, 9);
  for (int k = 0; k < 4; ++k) set_player(*s, k, "Test Idler");
  const int first = s->active;
  for (int k = 1; k <= 5; ++k) {
    finish_turn(*s);
    EXPECT_EQ(s->active, (first + k) % 4);
  }
  std::vector<Deck> one = {load_deck("harbor_haulers", *test_lib(), 1)};
  EXPECT_THROW(new_state(test_lib(), one, 1, 0), std::invalid_argument);
  std::vector<Deck> five(5, load_deck("harbor_haulers", *test_lib(), 1));
  EXPECT_THROW(new_state(test_lib(), five, 1, 0), std::invalid_argument);
}

// ---------------------------------------------------------------- D-TS-2
TEST(D_TS_2, OpeningHandsOfFiveShuffledDecksPlayersFaceUp) {
  auto s = game(3, 11);
  for (int p = 0; p < 3; ++p) {
    const size_t want = p == s->active ? 6u : 5u;  // the first player has drawn (S1-2)
    EXPECT_EQ(s->seats[p].hand.size(), want);
    EXPECT_EQ(s->known[s->seats[p].player], 0xFF);
    EXPECT_EQ(s->seats[p].deck.size() + s->seats[p].hand.size(), 40u);
  }
  EXPECT_TRUE(logged(*s, 0, LogKind::OpeningHand, Rule::D_TS_2));
  EXPECT_EQ(count_kind(*s, 0, LogKind::DeckShuffled), 3) << "every shuffle is logged";
  auto t = game(3, 12);
  EXPECT_NE(s->seats[0].deck, t->seats[0].deck) << "decks are shuffled with the seed";
}

// ---------------------------------------------------------------- D-TS-16
TEST(D_TS_16, EmptyDeckReshufflesTheDiscardPile) {
  auto s = game();
  const int p = s->active;
  fill_hand(*s, p, 2);
  auto& seat = s->seats[p];
  seat.discard.insert(seat.discard.end(), seat.deck.begin(), seat.deck.end());
  seat.deck.clear();
  const size_t from = s->log.size();
  rules::start_turn(*s);
  rules::advance(*s);
  EXPECT_TRUE(logged(*s, from, LogKind::Reshuffle, Rule::D_TS_16));
  EXPECT_EQ(s->seats[p].hand.size(), 5u);
  EXPECT_TRUE(s->seats[p].discard.empty());
  EXPECT_EQ(s->stats.reshuffles, 1);
}

TEST(D_TS_16, NoDeckAndNoDiscardMeansNoDraw) {
  auto s = game();
  const int p = s->active;
  s->seats[p].deck.clear();  // (cards vanish: this state is not saved)
  s->seats[p].discard.clear();
  s->seats[p].hand.clear();
  const size_t from = s->log.size();
  rules::start_turn(*s);
  rules::advance(*s);
  EXPECT_TRUE(s->seats[p].hand.empty());
  EXPECT_TRUE(logged(*s, from, LogKind::DeckEmpty, Rule::D_TS_16));
  EXPECT_EQ(s->pending, Pending::Play);
}
