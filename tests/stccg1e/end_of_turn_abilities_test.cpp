// Triggered effects as data: an ability `when: {end_of_turn: ...}` acts at the
// end of the turns it names while its card is in play, never in the turn it was
// played (R-DUR-1), once at the end of a countdown or every such turn
// (src/games/stccg1e/abilities/interpreter.cpp, run_end_of_turn). Premiere's
// Plasma Fire, Warp Core Breach and Anti-Time Anomaly are written this way.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/scenario/position.h"
#include "inline_cards.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

ScenarioBuilder table(const std::string& cards) { return inline_table(cards); }

const char* kSlowLeak =
    "- {name: T-Slow Leak, type: event,\n"
    "   ability: {play: event, target: ship, when: {end_of_turn: its_ships_owner}, countdown: 2, effects: [damage]}}\n";

}  // namespace

// Played on the opponent's ship: the end of the player's own turn is not the ship owner's, and the
// owner's turns count down from the next one; at the end of the second the ship is damaged, the card discarded.
TEST(R_DUR_1, AnInlineCountdownCountsTheShipOwnersFullTurnsOnly) {
  auto b = table(kSlowLeak);
  CardId theirs = b.ship(1, "I.K.C. Bortas", 1);
  b.aboard(theirs, "Klag");
  CardId leak = b.hand("T-Slow Leak");
  b.act("Play T-Slow Leak on I.K.C. Bortas (opponent's, at Test Mission)");
  EXPECT_EQ(b->cards[leak].counter, 2);
  b.pass_turn();  // player 0's turn ends: not the owner's
  EXPECT_EQ(b->cards[leak].counter, 2);
  b.pass_turn();  // the owner's first full turn
  EXPECT_EQ(b->cards[leak].counter, 1);
  EXPECT_TRUE(b.logged("R-CARDRULE-4", Ev::Countdown));
  EXPECT_FALSE(b->cards[theirs].has(kDamaged));
  b.pass_turn();
  b.pass_turn();  // the second
  EXPECT_TRUE(b->cards[theirs].has(kDamaged));
  EXPECT_EQ(b->cards[leak].zone, Zone::Discard) << "its countdown spent, the card goes";
}

// `end_of_turn: yours` acts at the end of its player's turns, whoever's ship it is on; the turn it is played in never counts.
TEST(R_DUR_1, AnInlineTriggerOfYourTurnsActsFromTheNextOne) {
  auto b = table("- {name: T-Hull Stress, type: event,\n"
                 "   ability: {play: event, target: ship, when: {end_of_turn: yours}, effects: [damage]}}\n");
  CardId theirs = b.ship(1, "I.K.C. Bortas", 1);
  CardId stress = b.hand("T-Hull Stress");
  b.act("Play T-Hull Stress on I.K.C. Bortas (opponent's, at Test Mission)");
  b.pass_turn();  // the turn it was played in
  EXPECT_FALSE(b->cards[theirs].has(kDamaged));
  b.pass_turn();  // the opponent's
  EXPECT_FALSE(b->cards[theirs].has(kDamaged));
  b.pass_turn();  // its player's next turn
  EXPECT_TRUE(b->cards[theirs].has(kDamaged));
  EXPECT_EQ(b->cards[stress].zone, Zone::InPlay) << "no countdown: it acts every such turn";
  b.pass_turn();
  b.pass_turn();
  EXPECT_EQ(b->cards[theirs].zone, Zone::Discard) << "a damaged ship damaged again is destroyed (R-BATTLE-11)";
}

TEST(R_DUR_1, ACountdownInProgressSurvivesASaveLoadedBack) {
  auto b = table(kSlowLeak);
  CardId theirs = b.ship(1, "I.K.C. Bortas", 1);
  CardId leak = b.hand("T-Slow Leak");
  b.act("Play T-Slow Leak on I.K.C. Bortas (opponent's, at Test Mission)");
  b.pass_turn();
  b.pass_turn();
  b.pass_turn();  // the owner's second full turn is in progress
  GameState back = round_trip(b.state());
  const Ability& a = *back.def(leak).ability;
  EXPECT_EQ(back.cards[leak].counter, 1);
  ASSERT_TRUE(ability_acts_this_end_of_turn(back, a, leak));
  run_end_of_turn(back, a, leak);
  EXPECT_TRUE(back.cards[theirs].has(kDamaged));
  EXPECT_EQ(back.cards[leak].zone, Zone::Discard);
}

TEST(Abilities, EndOfTurnAbilitiesAreCheckedNamingTheLine) {
  auto err = load_error("- {name: T-A, type: event, ability: {play: event, target: ship, when: {end_of_turn: whoever}, effects: [damage]}}\n");
  EXPECT_NE(err.find("inline.yaml:1: end_of_turn takes whose turn: yours or its_ships_owner"), std::string::npos) << err;
  err = load_error("- {name: T-B, type: event, ability: {play: event, target: ship, countdown: 2, effects: [damage]}}\n");
  EXPECT_NE(err.find("countdown is for when: {end_of_turn: ...} (R-DUR-1)"), std::string::npos) << err;
  err = load_error("- {name: T-C, type: event, ability: {play: event, target: ship, when: {end_of_turn: yours}, countdown: 0, effects: [damage]}}\n");
  EXPECT_NE(err.find("countdown takes a number of full turns from 1 to 9"), std::string::npos) << err;
  err = load_error("- {name: T-D, type: event,\n   ability: {play: event, target: table, when: {end_of_turn: yours}, cure: SECURITY, effects: [kill_all_personnel]}}\n");
  EXPECT_NE(err.find("inline.yaml:2: cure is for an ability that stays on a ship"), std::string::npos) << err;
  err = load_error("- {name: T-E, type: event, ability: {play: event, target: ship, when: {end_of_turn: yours}, cure: \"SECURITY +\", effects: [damage]}}\n");
  EXPECT_NE(err.find("bad requirement in cure"), std::string::npos) << err;
  err = load_error("- {name: T-F, type: event, ability: {play: event, target: ship, when: {end_of_turn: yours}, effects: [{modify: {value: range, by: 1}}]}}\n");
  EXPECT_NE(err.find("'modify' holds while its card is in play"), std::string::npos) << err;
  err = load_error("- {name: T-G, type: event, ability: {play: event, target: ship, when: {end_of_turn: yours}, then: discard, effects: [damage]}}\n");
  EXPECT_NE(err.find("a while_in_play or end_of_turn ability stays in play: then: stays"), std::string::npos) << err;
  err = load_error("- {name: T-H, type: event, ability: {play: event, target: player, effects: [damage]}}\n");
  EXPECT_NE(err.find("'damage' cannot act on a player target"), std::string::npos) << err;
}

TEST(Abilities, EndOfTurnCardTextIsRenderedFromTheOperations) {
  const auto& db = *CardDb::bundled();
  auto text = [&](const char* name) { return card_text(*db.by_name(name)); };
  EXPECT_NE(text("Plasma Fire")
                .find("Plays on any ship: at the end of each of that ship's owner's turns after it is played, that ship is damaged (a "
                      "damaged ship, destroyed). Discarded at once when its ship's owner has SECURITY aboard."),
            std::string::npos)
      << text("Plasma Fire");
  EXPECT_NE(text("Warp Core Breach").find("at the end of that ship's owner's first full turn after it is played"), std::string::npos)
      << text("Warp Core Breach");
  EXPECT_NE(text("Anti-Time Anomaly")
                .find("Plays on the table: at the end of your third full turn after it is played, all personnel in play are killed; then "
                      "discard it."),
            std::string::npos)
      << text("Anti-Time Anomaly");
}
