// The card-ability vocabulary (src/games/stccg1e/abilities/; docs/card-format.md,
// "Abilities"): one registry of operations read alike by the loader, the card
// text, the rules and the agents; a card the vocabulary can say is a data entry.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <set>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/scenario/position.h"
#include "inline_cards.h"

using namespace spaceline::stccg1e;

namespace {

// Player 0's card play, with cards written inline and an outpost of theirs at Avert Disaster.
ScenarioBuilder table(const std::string& cards) {
  ScenarioBuilder b = inline_table(cards);
  b.outpost(0, "Federation Outpost");
  return b;
}

}  // namespace

TEST(Abilities, EveryOperationIsRegisteredOnceWithEveryPartTheEngineReads) {
  std::set<std::string> words;
  ASSERT_FALSE(all_ops().empty());
  for (const OpDef* op : all_ops()) {
    SCOPED_TRACE(op->word);
    EXPECT_TRUE(words.insert(op->word).second) << "registered twice";
    EXPECT_EQ(find_op(op->word), op);
    EXPECT_NE(std::string(op->summary), "");
    EXPECT_EQ(std::string(op->rule).rfind("R-", 0) == 0 || std::string(op->rule).rfind("D-", 0) == 0, true) << op->rule;
    EXPECT_NE(op->targets, 0u);
    EXPECT_NE(op->text, nullptr);
    EXPECT_NE(op->resolve == nullptr, op->modify == nullptr) << "acts once (resolve) or holds while in play (modify), one of them";
    EXPECT_NE(op->value, nullptr);
  }
  EXPECT_EQ(find_op("no_such_op"), nullptr);
}

TEST(Abilities, TheLoaderRefusesWhatTheVocabularyCannotSayNamingTheLine) {
  auto err = load_error("- {name: T-A, type: event, ability: {play: event, target: player, effects: [{conjure: 3}]}}\n");
  EXPECT_NE(err.find("inline.yaml:1: unknown operation 'conjure' (known: draw"), std::string::npos) << err;
  err = load_error("- {name: T-B, type: event,\n   ability: {play: event, target: ship, effects: [{draw: 3}]}}\n");
  EXPECT_NE(err.find("inline.yaml:2: 'draw' cannot act on a ship target"), std::string::npos) << err;
  err = load_error("- {name: T-C, type: event, ability: {play: event, target: player, effects: [{draw: 0}]}}\n");
  EXPECT_NE(err.find("draw takes a number of cards from 1 to 20"), std::string::npos) << err;
  err = load_error("- {name: T-D, type: event, ability: {play: event, target: player, effects: [{draw: that_many}]}}\n");
  EXPECT_NE(err.find("that_many needs an operation before it"), std::string::npos) << err;
  err = load_error("- {name: T-E, type: event, ability: {play: event, effects: [{draw: 1}]}}\n");
  EXPECT_NE(err.find("missing field 'target'"), std::string::npos) << err;
  err = load_error("- {name: T-F, type: event, ability: {play: event, target: player, effects: [{draw: 1}], colour: red}}\n");
  EXPECT_NE(err.find("unknown ability field 'colour'"), std::string::npos) << err;
  err = load_error("- {name: T-G, type: event, ability: {play: event, target: player, effects: [{draw: 1}], rule: R-NOPE-1}}\n");
  EXPECT_NE(err.find("rule 'R-NOPE-1' is not a rule id"), std::string::npos) << err;
  err = load_error("- {name: T-H, type: event, ability: {play: seed, target: player, effects: [{draw: 1}]}}\n");
  EXPECT_NE(err.find("play must be event (the turn's card play, R-CARD-7) or interrupt (R-TIME-3)"), std::string::npos) << err;
  err = load_error("- {name: T-H2, type: event, ability: {play: interrupt, when: any_time, target: player, effects: [{draw: 1}]}}\n");
  EXPECT_NE(err.find("'T-H2' is an event: play: event"), std::string::npos) << err;
  err = load_error("- {name: T-I, type: event, ability: {play: event, target: player, effects: [hand_under_deck: 2]}}\n");
  EXPECT_NE(err.find("'hand_under_deck' takes no value"), std::string::npos) << err;
  err = load_error("- {name: T-J, type: event, ability: {play: event, target: away_team, effects: [{kill_unless: \"Youth OR\"}]}}\n");
  EXPECT_NE(err.find("bad requirement in kill_unless"), std::string::npos) << err;
  err = load_error("- {name: T-K, type: personnel, ability: {play: event, target: player, effects: [{draw: 1}]}}\n");
  EXPECT_NE(err.find("inline.yaml:1: 'T-K' is not an event or interrupt card: abilities are played as events or interrupts"),
            std::string::npos)
      << err;
  err = load_error("- {name: T-L, type: event, event: {plays_on: player, effect: draw, count: 3}}\n");
  EXPECT_NE(err.find("'draw' is an operation of the ability vocabulary"), std::string::npos) << err;
  err = load_error("- {name: T-M, type: event, ability: {play: event, target: {ship: {colour: red}}, effects: [take_control]}}\n");
  EXPECT_NE(err.find("unknown ship filter 'colour'"), std::string::npos) << err;
}

TEST(Abilities, CardTextIsRenderedFromTheOperations) {
  const auto& db = *CardDb::bundled();
  EXPECT_NE(card_text(*db.by_name("Kivas Fajo - Collector")).find("Plays on either player: that player draws 3 cards. Then discard it."),
            std::string::npos)
      << card_text(*db.by_name("Kivas Fajo - Collector"));
  EXPECT_NE(card_text(*db.by_name("Masaka Transformations"))
                .find("that player's hand goes under their draw deck, then that player draws as many cards"),
            std::string::npos);
  EXPECT_NE(card_text(*db.by_name("Neural Servo Device")).find("Plays on an opponent's non-aligned ship"), std::string::npos)
      << card_text(*db.by_name("Neural Servo Device"));
  EXPECT_NE(card_text(*db.by_name("Vulcan Stone of Gol")).find("Then it leaves the game (R-ART-4)."), std::string::npos)
      << card_text(*db.by_name("Vulcan Stone of Gol"));
}

// A new card the vocabulary can say costs one data entry: ops compose in order.
TEST(R_CARD_7, AnInlineEventComposedOfOperationsPlaysAsWritten) {
  auto b = table("- {name: T-Double Draw, type: event, ability: {play: event, target: player, effects: [{draw: 1}, {draw: 2}]}}\n");
  CardId c = b.hand("T-Double Draw");
  const size_t hand = b->players[1].hand.size(), deck = b->players[1].deck.size();
  b.act("Play T-Double Draw on your opponent");
  EXPECT_EQ(b->players[1].hand.size(), hand + 3);
  EXPECT_EQ(b->players[1].deck.size(), deck - 3);
  EXPECT_EQ(b->cards[c].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-CARD-7", Ev::EventPlayed));
}

// R-END-2 reached through a card other than Kivas Fajo: the opponent drawn out by an inline card.
TEST(R_END_2, AnyCardThatDrawsTheLastCardReachesTheEndOfTheGame) {
  auto b = table("- {name: T-Deluge, type: event, ability: {play: event, target: player, effects: [{draw: 5}]}}\n");
  b.set_deck_size(1, 3);
  b.hand("T-Deluge");
  b.score(0, 10);
  b.act("Play T-Deluge on your opponent");
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->winner, 0);
}

// `then: stays` keeps the card where it was played; an ability that stays on the table is an event in play.
TEST(R_CARD_7, AnAbilityThatStaysRemainsInPlay) {
  auto b = table("- {name: T-Lasting Gift, type: event, ability: {play: event, target: player, effects: [{draw: 1}], then: stays}}\n");
  CardId c = b.hand("T-Lasting Gift");
  b.act("Play T-Lasting Gift on yourself");
  EXPECT_EQ(b->cards[c].zone, Zone::InPlay);
}

// The agents value a play by the sum of its ops: drawing for itself when the hand is low, never for the opponent.
TEST(Abilities, TheAgentsValueAPlayFromItsOperations) {
  auto b = table("- {name: T-Double Draw, type: event, ability: {play: event, target: player, effects: [{draw: 1}, {draw: 2}]}}\n");
  CardId c = b.hand("T-Double Draw");
  const auto& ab = *b->def(c).ability;
  auto worth = [](CardId) { return 0; };
  EXPECT_EQ(ability_value(OpValueView{b.state(), 0, OpTarget{EventTarget::Player, 0}, worth}, ab), 120);
  EXPECT_EQ(ability_value(OpValueView{b.state(), 0, OpTarget{EventTarget::Player, 1}, worth}, ab), kNeverWorth);
}

TEST(Abilities, InterruptAbilitiesAreCheckedLikeEveryInterrupt) {
  auto err = load_error("- {name: T-N, type: interrupt, ability: {play: interrupt, target: player, effects: [shuffle_deck]}}\n");
  EXPECT_NE(err.find("an interrupt needs when"), std::string::npos) << err;
  err = load_error("- {name: T-O, type: interrupt, ability: {play: interrupt, when: teatime, target: player, effects: [shuffle_deck]}}\n");
  EXPECT_NE(err.find("unknown when: use battle_initiated"), std::string::npos) << err;
  err = load_error("- {name: T-P, type: interrupt, ability: {play: event, target: player, effects: [shuffle_deck]}}\n");
  EXPECT_NE(err.find("'T-P' is an interrupt: play: interrupt"), std::string::npos) << err;
  err = load_error("- {name: T-Q, type: event, ability: {play: event, when: any_time, target: player, effects: [shuffle_deck]}}\n");
  EXPECT_NE(err.find("inline.yaml:1: an event's when is while_in_play (its ops hold while it is in play) or {end_of_turn: yours | "
                     "its_ships_owner}; moments such as any_time are for play: interrupt"),
            std::string::npos)
      << err;
  err = load_error("- {name: T-R, type: interrupt, ability: {play: interrupt, when: any_time, target: player, effects: [shuffle_deck], then: stays}}\n");
  EXPECT_NE(err.find("an interrupt does not stay in play"), std::string::npos) << err;
  err = load_error("- {name: T-S, type: interrupt, interrupt: {when: any_time, effect: shuffle_deck}}\n");
  EXPECT_NE(err.find("'shuffle_deck' is an operation of the ability vocabulary"), std::string::npos) << err;
  err = load_error("- {name: T-T, type: interrupt, ability: {play: interrupt, when: any_time, target: {your_discard: {not: [spaceship]}}, effects: [take_to_hand]}}\n");
  EXPECT_NE(err.find("unknown card type in not"), std::string::npos) << err;
}

TEST(Abilities, InterruptCardTextSaysWhenAndWhat) {
  const auto& db = *CardDb::bundled();
  const std::string palor = card_text(*db.by_name("Palor Toff: Alien Trader"));
  EXPECT_NE(palor.find("Choose a card of your discard pile (not a personnel): that card goes to your hand. Then it leaves the game. "
                       "A player may play one copy of it each turn."),
            std::string::npos)
      << palor;
  const std::string juggler = card_text(*db.by_name("The Juggler"));
  EXPECT_NE(juggler.find("interrupt, played at any time"), std::string::npos) << juggler;
  EXPECT_NE(juggler.find("that player's draw deck is shuffled"), std::string::npos) << juggler;
}

// An interrupt written inline, played in a response window: a new interrupt card is a data entry too.
TEST(R_TIME_3, AnInlineInterruptAbilityPlaysAtItsMomentAndIsDiscarded) {
  auto b = table("- {name: T-Quick Study, type: interrupt, ability: {play: interrupt, when: your_orders, target: {player: {whose: opponent}}, "
                 "effects: [look_at_hand, {draw: 1}]}}\n");
  CardId c = b.hand("T-Quick Study");
  b.hand("Tricorder", 1);
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Play T-Quick Study: look at your opponent's hand")) << ::testing::PrintToString(b.labels());
  EXPECT_FALSE(b.can("look at your hand"));
  const size_t theirs = b->players[1].hand.size();
  b.act("Play T-Quick Study: look at your opponent's hand");
  while (b->current_player() == 1) b.pass_window();  // the opponent may answer it (R-TIME-8)
  EXPECT_EQ(b->cards[c].zone, Zone::Discard);
  EXPECT_EQ(b->players[1].hand.size(), theirs + 1);  // then the opponent draws one (ops compose in order)
  EXPECT_TRUE(b.logged("R-INFO-4", Ev::Glimpsed));
}

TEST(Abilities, TargetFiltersAndConditionsAreCheckedNamingTheLine) {
  auto err = load_error("- {name: T-U, type: interrupt, ability: {play: interrupt, when: any_time, target: table_card, effects: [destroy]}}\n");
  EXPECT_NE(err.find("inline.yaml:1: a table_card target needs {named: [TITLE, ...]}"), std::string::npos) << err;
  err = load_error("- {name: T-V, type: interrupt,\n   ability: {play: interrupt, when: any_time, target: {ship: {cloaked: maybe}}, effects: [decloak]}}\n");
  EXPECT_NE(err.find("inline.yaml:2: cloaked must be true or false"), std::string::npos) << err;
  err = load_error("- {name: T-W, type: interrupt, ability: {play: interrupt, when: any_time, condition: {your_ships_in_play: 0}, "
                   "target: ship, effects: [decloak]}}\n");
  EXPECT_NE(err.find("your_ships_in_play must be a number from 1 to 20"), std::string::npos) << err;
  err = load_error("- {name: T-X, type: interrupt, ability: {play: interrupt, when: any_time, condition: {moon: full}, "
                   "target: ship, effects: [decloak]}}\n");
  EXPECT_NE(err.find("unknown condition 'moon' (expected your_ships_in_play)"), std::string::npos) << err;
  err = load_error("- {name: T-Y, type: interrupt, ability: {play: interrupt, when: any_time, target: ship_or_away_team, "
                   "effects: [{destroy_random: personnel}]}}\n");
  EXPECT_NE(err.find("destroy_random takes the kind of card it hits: equipment"), std::string::npos) << err;
  err = load_error("- {name: T-Z, type: interrupt, ability: {play: interrupt, when: any_time, target: player, effects: [destroy]}}\n");
  EXPECT_NE(err.find("'destroy' cannot act on a player target"), std::string::npos) << err;
  err = load_error("- {name: T-Z2, type: interrupt, ability: {play: interrupt, when: any_time, target: {table_card: {whose: opponent}}, "
                   "effects: [destroy]}}\n");
  EXPECT_NE(err.find("unknown table_card filter 'whose' (expected named)"), std::string::npos) << err;
}

TEST(Abilities, FiltersAndConditionsAreRenderedAsCardText) {
  const auto& db = *CardDb::bundled();
  const std::string grid = card_text(*db.by_name("Tachyon Detection Grid"));
  EXPECT_NE(grid.find("With at least 4 of your ships in play. Plays on any cloaked ship: it decloaks and may not cloak again this turn."),
            std::string::npos)
      << grid;
  const std::string seizure = card_text(*db.by_name("Ship Seizure"));
  EXPECT_NE(seizure.find("Plays on an empty ship (not a cloaked one, not at its owner's outpost) where your ship with tractor_beam is: "
                         "it is destroyed (discarded)"),
            std::string::npos)
      << seizure;
  const std::string devil = card_text(*db.by_name("The Devil"));
  EXPECT_NE(devil.find("Plays on Treaty, Horga'hn or Wind Dancer on the table"), std::string::npos) << devil;
}

// R-NULL-2 reached through a card other than The Devil: an inline interrupt that destroys named cards
// on the table reaches a treaty (its end follows from leaving play) and nothing it does not name.
TEST(R_NULL_2, AnInlineDestroyReachesOnlyTheCardsItNames) {
  auto b = table("- {name: T-Treaty Breaker, type: interrupt, ability: {play: interrupt, when: your_orders, "
                 "target: {table_card: {named: [Treaty]}}, effects: [destroy]}}\n");
  CardId c = b.hand("T-Treaty Breaker");
  CardId treaty = b.event("Treaty: Federation/Klingon", 1, EventTarget::Table, 0);
  b.event("Red Alert!", 1, EventTarget::Table, 0);
  b.act("Make no card play");
  EXPECT_FALSE(b.can("Play T-Treaty Breaker on Red Alert!")) << ::testing::PrintToString(b.labels());
  b.act("Play T-Treaty Breaker on Treaty: Federation/Klingon");
  while (b->current_player() == 1) b.pass_window();
  EXPECT_EQ(b->cards[treaty].zone, Zone::Discard);
  EXPECT_EQ(b->cards[c].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-NULL-2", Ev::CardDestroyed));
}
