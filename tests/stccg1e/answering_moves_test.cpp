// The opponent may answer a move and a beaming (CRD II.2; R-TIME-2, R-TIME-5, D-TIME-2): an "any
// time" interrupt is offered to the opponent right after each, and resolves after the action has
// finished. CRD II.2's own example is Rogue Borg Mercenaries played on a moving ship.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

// Player 1's Runabout (no staffing needed) at Avert Disaster with Jean-Luc Picard aboard; Data on the
// planet; Test Mission beside it. Player 2 holds three Rogue Borg Mercenaries (as a group, STRENGTH 9:
// they beat Picard).
struct MoveLine {
  ScenarioBuilder b;
  CardId runabout = kNone, data = kNone;
  explicit MoveLine(bool rogue_borg = true) {
    b.mission("Avert Disaster");
    b.mission("Test Mission");
    runabout = b.ship(0, "Runabout");
    b.aboard(runabout, "Jean-Luc Picard");
    data = b.on_planet(0, "Data");
    if (rogue_borg)
      for (int i = 0; i < 3; ++i) b.hand("Rogue Borg Mercenaries", 1);
  }
};

CardId rogue(const GameState& s) {
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.def(i).name == "Rogue Borg Mercenaries") return i;
  return kNone;
}

}  // namespace

TEST(R_TIME_5, TheOpponentIsAskedAfterAMoveAndRogueBorgBoardWhereItEnded) {
  MoveLine t;
  auto& b = t.b;
  b.act("Move Runabout to Test Mission");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond) << b.log_text();
  EXPECT_EQ(b->current_player(), 1);
  EXPECT_EQ(b->cards[t.runabout].loc, 1) << "the move has finished before anything answers it (R-TIME-2)";
  b.act("Play Rogue Borg Mercenaries (a group of 3 copies) on Runabout");
  const CardId rb = rogue(b.state());
  EXPECT_EQ(b->cards[rb].host, t.runabout);
  EXPECT_EQ(b->cards[rb].loc, 1);
  EXPECT_TRUE(b.logged("D-BORG-2"));
}

TEST(R_TIME_2, TheOpponentIsAskedAfterABeamingAndAnswersWhatItLeft) {
  MoveLine t;
  auto& b = t.b;
  b.act("Beam Data from the planet at Avert Disaster to Runabout");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(b->current_player(), 1);
  b.act("Pass");
  EXPECT_EQ(b->current_player(), 0) << "passed: player 1's turn goes on";
  EXPECT_EQ(b->cards[t.data].host, t.runabout);
}

// D-TIME-1: a player whose cards hold nothing to play there is not asked, so no question is added.
TEST(R_TIME_5, NobodyIsAskedAfterAMoveWhenNoCardCouldAnswerIt) {
  MoveLine t(false);
  auto& b = t.b;
  b.act("Move Runabout to Test Mission");
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(b->current_player(), 0);
}

TEST(R_TIME_5, TheWindowAfterAMoveSurvivesASave) {
  MoveLine t;
  t.b.act("Move Runabout to Test Mission");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  auto back = round_trip(t.b.state());
  apply_label(back, "Play Rogue Borg Mercenaries (a group of 3 copies) on Runabout");
  t.b.act("Play Rogue Borg Mercenaries (a group of 3 copies) on Runabout");
  EXPECT_EQ(back.hash(), t.b.state().hash());
  EXPECT_EQ(back.cards[rogue(back)].host, t.runabout);
}
