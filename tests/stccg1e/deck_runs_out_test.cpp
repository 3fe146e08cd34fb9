// The end of the game when a draw deck runs out through a card's effect (CRD III.6 Exhausted Deck:
// "The very instant a player runs out of cards in his deck ... the game ends immediately";
// R-END-2, D-END-1): Betazoid Gift Box taking the last card ends the game at once.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// Player 1's Away Team (Kromm, Gorath) solves Relief Mission and earns player 2's Betazoid Gift
// Box, with `deck` cards left in the draw deck; player 2 leads 35 to 0 before it.
struct GiftBox {
  ScenarioBuilder b;
  CardId box = kNone;
  explicit GiftBox(int deck) {
    int l = b.mission("Relief Mission");
    b.mission("Test Mission");
    box = b.seed_under(l, "Betazoid Gift Box", 1);
    b.on_planet(l, "Kromm");
    b.on_planet(l, "Gorath");
    b.set_deck_size(0, deck);
    b->players[1].score = 35;
    b.act("Attempt Relief Mission with your Away Team");
  }
  void take() {
    ASSERT_EQ(b->choice.kind, ChoiceKind::TakeFromDeck) << b.log_text();
    b->apply(b->legal_actions().front());
  }
};

}  // namespace

TEST(R_END_2, BetazoidGiftBoxTakingTheLastCardEndsTheGameAtOnce) {
  GiftBox t(2);
  t.take();
  EXPECT_NE(t.b->phase, Phase::GameOver);
  t.take();
  EXPECT_EQ(t.b->phase, Phase::GameOver) << t.b.log_text();
  EXPECT_EQ(t.b->winner, 1) << "the higher score wins (D-END-1)";
  EXPECT_TRUE(t.b.logged("R-END-2", Ev::GameOver));
  EXPECT_EQ(t.b->cards[t.box].zone, Zone::OutOfPlay);
  EXPECT_EQ(t.b->artifact_step.card, kNone);
}

TEST(R_END_2, ADeckStillHoldingCardsAfterTheBoxPlaysOn) {
  GiftBox t(4);
  t.take();
  t.take();
  t.take();
  EXPECT_NE(t.b->phase, Phase::GameOver);
  EXPECT_EQ(t.b->players[0].deck.size(), 1u);
}

// Saved with one pick left and one card in the deck: the loaded game ends on that pick, as the
// uninterrupted one does.
TEST(R_END_2, AGameLoadedBeforeTheLastPickEndsOnIt) {
  GiftBox t(2);
  t.take();
  auto back = round_trip(t.b.state());
  back.apply(back.legal_actions().front());
  t.take();
  EXPECT_EQ(back.phase, Phase::GameOver);
  EXPECT_EQ(back.hash(), t.b->hash());
}
