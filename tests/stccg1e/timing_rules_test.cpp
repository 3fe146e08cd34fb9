// The timing mechanism (CRD II.2; R-TIME, R-NULL; rulings D-TIME-1, D-TIME-2):
// response windows at the moments the rules name, who is asked, and the
// resolution stack with its cancel chains. Cards: Amanda Rogers, Kevin
// Uxbridge, Q2, The Juggler, Auto-Destruct Sequence, Kivas Fajo, Alien Probe.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/heuristic_agent.h"
#include "games/stccg1e/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }
Zone zone(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].zone; }

// Player 0's ship I.K.C. Pagh with Klag at Test Mission, in player 0's orders.
struct Table {
  ScenarioBuilder b;
  CardId pagh;
  explicit Table(Phase phase = Phase::Orders, std::shared_ptr<const CardDb> db = CardDb::bundled()) : b(1, 20, phase, db) {
    b.mission("Avert Disaster");
    b.mission("Test Mission");
    pagh = b.ship(1, "I.K.C. Pagh");
    b.aboard(pagh, "Klag");
  }
};

// A dilemma with the word Q in its title, and one without (CRD IV.8 Q2).
std::shared_ptr<const CardDb> q_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: "Q's Test Dilemma", type: dilemma, dilemma: space, text: implemented,
   behavior: {effects: [{kill: {select: all}}]}}
- {name: "Quark's Test Dilemma", type: dilemma, dilemma: space, text: implemented,
   behavior: {effects: [{kill: {select: all}}]}}
)"),
                                      "timing_rules_test.cpp");
  return db;
}

}  // namespace

// --------------------------------------------------------- who is asked ----

TEST(D_TIME_1, APlayerOwningNoCardForTheMomentIsNotAsked) {
  Table t;
  t.b.hand("Kivas Fajo - Collector", 1);  // an event: never an answer
  t.b.act("Move I.K.C. Pagh");
  EXPECT_EQ(t.b->choice.kind, ChoiceKind::None);
  t.b.act("End your turn");
  EXPECT_EQ(t.b->choice.kind, ChoiceKind::None) << "nobody owns an interrupt: no window at all";
  EXPECT_EQ(t.b->active, 1);
}

TEST(D_TIME_1, APlayerOwningAnAnswerIsAskedWhateverTheHandHolds) {
  // The Juggler in player 1's draw deck only: asked all the same, with nothing to play.
  Table t;
  t.b.deck_top("The Juggler", 1);
  t.b.act("End your turn");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(t.b->current_player(), 1);
  EXPECT_EQ(t.b.labels(), std::vector<std::string>{"Pass (play no interrupt now)"});
  // The same question, and the same view for player 0, with The Juggler in hand instead.
  Table u;
  u.b.hand("The Juggler", 1);
  u.b.act("End your turn");
  ASSERT_EQ(u.b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(u.b->current_player(), 1);
  EXPECT_EQ(u.b->decision().prompt, t.b->decision().prompt);
  EXPECT_EQ(u.b->observation(0)["windows"], t.b->observation(0)["windows"]);
  EXPECT_TRUE(u.b.can("Play The Juggler")) << labels(u.b);
}

TEST(D_TIME_2, AnyTimeCardsAnswerTheOpponentAtTurnBoundariesAndCardPlaysOnly) {
  Table t(Phase::PlayCard);
  t.b.hand("The Juggler", 1);
  CardId dax = t.b.hand("Klingon PADD", 0);
  (void)dax;
  t.b.outpost(0, "Klingon Outpost");
  t.b.act("Report Klingon PADD");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond) << "after the card play";
  EXPECT_EQ(t.b->windows.back().moment, Moment::CardPlayed);
  t.b.act("Pass");
  t.b.act("Move I.K.C. Pagh");
  EXPECT_EQ(t.b->choice.kind, ChoiceKind::None) << "not after a move";
  t.b.act("End your turn");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(t.b->windows.back().moment, Moment::EndOfTurn);
  t.b.act("Pass");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::None) << "player 1's own turn: any-time cards are among their actions";
  EXPECT_EQ(t.b->active, 1);
  EXPECT_TRUE(t.b.can("Play The Juggler")) << labels(t.b);
}

// ------------------------------------------------------------- R-TIME ----

TEST(R_TIME_1, AnAnnouncedAttemptRunsToItsEndBeforeAnyTimeCardsAnswer) {
  Table t;
  t.b.seed_under(1, "Null Space");  // a ship hit: damage unless 2 Navigation
  t.b.hand("The Juggler", 1);
  t.b.act("Attempt Test Mission");
  // Nothing is asked while the attempt runs: The Juggler does not act during it.
  EXPECT_FALSE(t.b->attempt.active);
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(t.b->windows.back().moment, Moment::AttemptEnded);
  EXPECT_TRUE(t.b.logged(Ev::ShipDamaged));
}

TEST(R_TIME_2, ThePlayerActedAgainstAnswersFirst) {
  Table t;
  t.b.hand("The Juggler", 0);
  t.b.hand("The Juggler", 1);
  t.b.act("End your turn");
  EXPECT_EQ(t.b->current_player(), 1);  // player 0 ends the turn; player 1 answers
  t.b.act("Pass");
  // Player 0, whose turn is ending, is not asked: their own cards were theirs to play until now.
  EXPECT_EQ(t.b->active, 1);
}

TEST(R_TIME_3, ANullifierTakesEffectInsideTheCardPlay) {
  Table t(Phase::PlayCard);
  CardId kivas = t.b.hand("Kivas Fajo - Collector", 0);
  t.b.hand("Kevin Uxbridge", 1);
  const size_t hand = t.b->players[0].hand.size();
  t.b.act("Play Kivas Fajo - Collector on yourself");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(t.b->windows.back().moment, Moment::EventPlayed);
  EXPECT_EQ(zone(t.b, kivas), Zone::Resolving);
  t.b.act("Play Kevin Uxbridge to nullify Kivas Fajo - Collector (just played)");
  t.b.pass_window();
  EXPECT_EQ(zone(t.b, kivas), Zone::Discard);
  EXPECT_EQ(t.b->players[0].hand.size(), hand - 1) << "nullified before it resolved: nothing drawn";
}

TEST(R_TIME_7, AfterACardResolvesInAWindowTheOtherPlayerIsAskedFirst) {
  // A battle window where both are asked; player 1 plays, so player 0 answers next.
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  b.on_planet(0, "Kargan");
  b.on_planet(0, "Gorath");
  b.on_planet(0, "Taul", 1);
  b.on_planet(0, "Movar", 1);
  b.discard("Honor Challenge", 0);
  b.hand("The Juggler", 1);
  b.hand("Asteroid Sanctuary", 1);
  b.act("Attack the opponent's Away Team");
  ASSERT_EQ(b->current_player(), 1);
  EXPECT_FALSE(b.can("Play The Juggler")) << "not a card that acts during battle (R-TIME-12)";
  b.act("Pass");
  EXPECT_EQ(b->current_player(), 0);
}

TEST(R_TIME_8, ACancelChainResolvesLastInFirstOut) {
  Table t;
  CardId ads = t.b.hand("Auto-Destruct Sequence", 0);
  CardId amanda = t.b.hand("Amanda Rogers", 1);
  CardId q2 = t.b.hand("Q2", 0);
  t.b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  ASSERT_EQ(t.b->current_player(), 1);
  t.b.act("Play Amanda Rogers to nullify Auto-Destruct Sequence");
  ASSERT_EQ(t.b->current_player(), 0);
  EXPECT_EQ(t.b->resolving.size(), 2u);
  t.b.act("Play Q2 to nullify Amanda Rogers");
  EXPECT_EQ(t.b->resolving.size(), 3u);
  t.b.pass_window();
  // Q2 first, nullifying Amanda Rogers; then Auto-Destruct Sequence resolves as played.
  EXPECT_TRUE(t.b->resolving.empty());
  EXPECT_TRUE(t.b->windows.empty());
  EXPECT_EQ(zone(t.b, q2), Zone::Discard);
  EXPECT_EQ(zone(t.b, amanda), Zone::Discard);
  EXPECT_EQ(t.b->cards[ads].host, t.pagh);
  int order = 0, q2_at = -1, amanda_nullified_at = -1;
  for (const auto& e : t.b->log) {
    if (e.ev == Ev::InterruptPlayed && e.a == q2) q2_at = order;
    if (e.ev == Ev::Nullified && e.a == amanda) amanda_nullified_at = order;
    ++order;
  }
  EXPECT_LT(q2_at, amanda_nullified_at);
  EXPECT_TRUE(t.b.logged("R-NULL-1", Ev::Nullified));
}

TEST(R_TIME_8, ANullifiedInterruptDoesNothingAndIsDiscarded) {
  Table t;
  CardId ads = t.b.hand("Auto-Destruct Sequence", 0);
  t.b.hand("Amanda Rogers", 1);
  t.b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  t.b.act("Play Amanda Rogers to nullify Auto-Destruct Sequence");
  t.b.pass_window();
  EXPECT_EQ(zone(t.b, ads), Zone::Discard);
  t.b.act("End your turn");
  EXPECT_EQ(zone(t.b, t.pagh), Zone::InPlay) << "the ship never explodes";
}

TEST(R_TIME_10, Q2AnswersAQDilemmaWhenItIsRevealed) {
  Table t(Phase::Orders, q_cards());
  CardId qd = t.b.seed_under(1, "Q's Test Dilemma");
  t.b.hand("Q2", 0);
  t.b.act("Attempt Test Mission");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(t.b->windows.back().moment, Moment::SeedCardRevealed);
  t.b.act("Play Q2 to nullify Q's Test Dilemma (just revealed)");
  t.b.pass_window();
  EXPECT_EQ(zone(t.b, qd), Zone::Discard);
  EXPECT_EQ(zone(t.b, t.b.id("Klag")), Zone::InPlay) << "nullified: it killed nobody";
  EXPECT_TRUE(t.b.logged("R-NULL-1", Ev::Nullified));
}

TEST(R_TIME_11, NothingButACardThatSaysSoAnswersARevealedDilemma) {
  Table t(Phase::Orders, q_cards());
  t.b.seed_under(1, "Q's Test Dilemma");
  t.b.hand("Q2", 0);
  t.b.hand("The Juggler", 0);
  t.b.act("Attempt Test Mission");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_FALSE(t.b.can("Play The Juggler")) << labels(t.b);
  t.b.act("Pass");
  EXPECT_EQ(zone(t.b, t.b.id("Klag")), Zone::Discard) << "passed: the dilemma resolves";
}

TEST(R_NULL_4, Q2NullifiesOnlyDilemmasWithTheWordQInTheTitle) {
  Table t(Phase::Orders, q_cards());
  t.b.seed_under(1, "Quark's Test Dilemma");
  t.b.hand("Q2", 0);
  t.b.act("Attempt Test Mission");
  // Q2 could answer a revealed dilemma, so its owner is asked (D-TIME-1) ...
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  // ... but "Quark" is not the word Q.
  EXPECT_FALSE(t.b.can("Play Q2")) << labels(t.b);
}

TEST(R_TIME_12, AnyTimeCardsAreNotPlayedDuringABattle) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  b.on_planet(0, "Kargan");
  b.on_planet(0, "Taul", 1);
  b.discard("Honor Challenge", 1);
  b.hand("The Juggler", 1);
  b.act("Attack the opponent's Away Team");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_FALSE(b.can("The Juggler")) << labels(b);
}

TEST(R_TIME_13, JustPlayedEndsOnceTheCardHasResolved) {
  Table t;
  CardId juggler = t.b.hand("The Juggler", 1);
  t.b.hand("Amanda Rogers", 0);
  t.b.act("End your turn");
  ASSERT_EQ(t.b->current_player(), 1);
  t.b.act("Play The Juggler: shuffle your draw deck");
  // Player 0 may nullify it now, while it is just played ...
  ASSERT_EQ(t.b->current_player(), 0);
  EXPECT_TRUE(t.b.can("Play Amanda Rogers to nullify The Juggler")) << labels(t.b);
  t.b.act("Pass");
  // ... and never again once it has resolved.
  EXPECT_EQ(zone(t.b, juggler), Zone::Discard);
  EXPECT_TRUE(t.b.logged(Ev::DeckShuffled));
  EXPECT_FALSE(t.b.can("Amanda Rogers")) << labels(t.b);
}

TEST(R_TIME_14, ANullifierAnswersOnlyTheKindOfCardItNames) {
  Table t(Phase::PlayCard);
  t.b.hand("Kivas Fajo - Collector", 0);
  t.b.hand("Amanda Rogers", 1);
  t.b.hand("Kevin Uxbridge", 1);
  t.b.act("Play Kivas Fajo - Collector on yourself");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);
  EXPECT_FALSE(t.b.can("Play Amanda Rogers")) << "an event is not an interrupt";
  EXPECT_TRUE(t.b.can("Play Kevin Uxbridge")) << labels(t.b);
}

// ------------------------------------------------------------- R-NULL ----

TEST(R_NULL_1, ANullifiedEventStillUsedTheCardPlay) {
  Table t(Phase::PlayCard);
  t.b.hand("Kivas Fajo - Collector", 0);
  t.b.hand("Kevin Uxbridge", 1);
  t.b.act("Play Kivas Fajo - Collector on yourself");
  t.b.act("Play Kevin Uxbridge");
  t.b.pass_window();
  EXPECT_TRUE(t.b->players[0].card_played);  // R-PLAY-2
  EXPECT_EQ(t.b->phase, Phase::Orders);
}

TEST(R_NULL_1, ACardImmuneToAmandaRogersIsNoTargetForHer) {
  Table t;
  t.b.hand("Kevin Uxbridge", 0);
  t.b.hand("Amanda Rogers", 1);
  t.b.event("Alien Probe", 1, EventTarget::Table, 0);
  t.b.act("Play Kevin Uxbridge to nullify Alien Probe (in play)");
  ASSERT_EQ(t.b->choice.kind, ChoiceKind::Respond);  // player 1 owns Amanda Rogers, so is asked
  EXPECT_FALSE(t.b.can("Play Amanda Rogers")) << labels(t.b);
}

TEST(R_NULL_3, KevinUxbridgeNullifiesAnEventInPlayButNeverATreaty) {
  Table t;
  CardId kevin = t.b.hand("Kevin Uxbridge", 0);
  CardId probe = t.b.event("Alien Probe", 1, EventTarget::Table, 0);
  CardId treaty = t.b.event("Treaty: Federation/Klingon", 1, EventTarget::Table, 0);
  EXPECT_TRUE(t.b.can("Play Kevin Uxbridge to nullify Alien Probe")) << labels(t.b);
  EXPECT_FALSE(t.b.can("nullify Treaty")) << labels(t.b);
  std::string why = t.b->why_illegal(make_action(Act::PlayInterrupt, kevin, treaty));
  EXPECT_NE(why.find("R-NULL-1"), std::string::npos) << why;
  t.b.act("Play Kevin Uxbridge to nullify Alien Probe");
  EXPECT_EQ(zone(t.b, probe), Zone::Discard);
  EXPECT_FALSE(t.b->hands_exposed());
  EXPECT_EQ(zone(t.b, kevin), Zone::Discard);
}

// ------------------------------------------------- saves and the agents ----

TEST(R_TIME_8, AChainHalfwaySurvivesSaveAndLoad) {
  Table t;
  t.b.hand("Auto-Destruct Sequence", 0);
  t.b.hand("Amanda Rogers", 1);
  t.b.hand("Q2", 0);
  t.b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  t.b.act("Play Amanda Rogers to nullify Auto-Destruct Sequence");
  auto j = t.b->to_json();
  auto back = GameState::from_json(t.b->db_ptr(), j);
  EXPECT_EQ(back.hash(), t.b->hash());
  EXPECT_EQ(back.to_json(), j);
  EXPECT_EQ(back.resolving.size(), 2u);
  EXPECT_EQ(back.windows.size(), 2u);
  EXPECT_EQ(back.legal_actions(), t.b->legal_actions());
}

TEST(R_TIME_8, ABrokenResolutionStackInASaveIsRejected) {
  Table t;
  t.b.hand("Auto-Destruct Sequence", 0);
  t.b.hand("Amanda Rogers", 1);
  t.b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  auto j = t.b->to_json();
  j["resolving"][0][0] = 60000;
  EXPECT_THROW(GameState::from_json(t.b->db_ptr(), j), std::invalid_argument);
  j = t.b->to_json();
  j["windows"][0][0] = 99;
  EXPECT_THROW(GameState::from_json(t.b->db_ptr(), j), std::invalid_argument);
  j = t.b->to_json();
  j["windows"] = nlohmann::json::array();
  EXPECT_THROW(GameState::from_json(t.b->db_ptr(), j), std::invalid_argument) << "a response asked with no window open";
}

TEST(R_NULL_1, TheHeuristicNullifiesWhatTheOpponentPlays) {
  Table t(Phase::PlayCard);
  t.b.hand("Kivas Fajo - Collector", 0);
  t.b.hand("Kevin Uxbridge", 1);
  t.b.act("Play Kivas Fajo - Collector on yourself");
  HeuristicAgent agent(1);
  auto x = decode(agent.choose(t.b.state()));
  EXPECT_EQ(x.kind, Act::PlayInterrupt);
}

TEST(R_TIME_13, ACardBelowOneThatResolvedIsNoLongerJustPlayed) {
  // Player 1 holds two Amanda Rogers. Once Q2 has resolved, the chain below it
  // resolves straight through: the second Amanda never gets at Auto-Destruct.
  Table t;
  CardId ads = t.b.hand("Auto-Destruct Sequence", 0);
  t.b.hand("Amanda Rogers", 1);
  t.b.hand("Amanda Rogers", 1);
  t.b.hand("Q2", 0);
  t.b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  t.b->apply(t.b.find_all("Play Amanda Rogers to nullify Auto-Destruct Sequence").front());  // either copy
  t.b.act("Play Q2 to nullify Amanda Rogers");
  t.b.act("Pass");  // player 1 lets Q2 resolve (they could have nullified it with the second Amanda)
  EXPECT_TRUE(t.b->windows.empty()) << labels(t.b);
  EXPECT_EQ(t.b->cards[ads].host, t.pagh);
  EXPECT_EQ(t.b->players[1].hand.size(), 1u);
}
