// Events: played as the normal card play and acting from where they were
// played (CRD II.1 "Event", IV.7; R-CARD-7, R-PLAY-1, R-PLAY-4, R-NULL-8,
// R-CARDRULE-4, R-CARDRULE-8, R-DUR-2, R-MSN-1; D-EVT-1..4).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <set>

#include "core/agent.h"

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }
bool in(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }

// Player 0's card play: a Federation Outpost at Avert Disaster, then Test Mission.
ScenarioBuilder table() {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.outpost(l, "Federation Outpost");
  return b;
}

// Ends player 0's turn and player 1's, back to player 0's card play.
void round(ScenarioBuilder& b) {
  b.pass_turn();
  b.pass_turn();
}

}  // namespace

// ------------------------------------------------------- the card play ----

TEST(R_CARD_7, PlayingAnEventUsesTheCardPlay) {
  auto b = table();
  CardId kivas = b.hand("Kivas Fajo - Collector");
  b.hand("Deanna Troi");
  size_t hand = b->players[0].hand.size(), deck = b->players[0].deck.size();
  b.act("Play Kivas Fajo - Collector on yourself");
  EXPECT_EQ(b->phase, Phase::Orders);  // the card play is used (R-PLAY-1)
  EXPECT_FALSE(b.can("Report Deanna Troi"));
  EXPECT_EQ(b->players[0].hand.size(), hand - 1 + 3);  // Kivas Fajo: three cards
  EXPECT_EQ(b->players[0].deck.size(), deck - 3);
  EXPECT_EQ(b->cards[kivas].zone, Zone::Discard);  // "discard event after use"
  EXPECT_TRUE(b.logged("R-CARD-7", Ev::EventPlayed));
}

TEST(R_CARD_7, KivasFajoMayMakeTheOpponentDraw) {
  auto b = table();
  b.hand("Kivas Fajo - Collector");
  size_t theirs = b->players[1].hand.size();
  b.act("Play Kivas Fajo - Collector on your opponent");
  EXPECT_EQ(b->players[1].hand.size(), theirs + 3);
}

TEST(R_END_2, KivasFajoDrawingTheLastCardEndsTheGame) {
  auto b = table();
  b.set_deck_size(0, 2);
  b.hand("Kivas Fajo - Collector");
  b.score(0, 10);
  b.act("Play Kivas Fajo - Collector on yourself");
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->winner, 0);  // D-END-1: the higher score wins
}

TEST(R_CARD_7, EventsCannotBePlayedDuringOrders) {
  auto b = table();
  CardId k = b.hand("Kivas Fajo - Collector");
  b.act("Make no card play");
  EXPECT_FALSE(b.can("Play Kivas"));
  std::string why = b->why_illegal(make_action(Act::PlayEvent, k, 0, static_cast<uint16_t>(EventTarget::Player)));
  EXPECT_NE(why.find("card play"), std::string::npos) << why;
}

// Every bundled Premiere card has its game text, so the card without one is a test card.
TEST(NOT_IMPLEMENTED, AnEventWithoutGameTextIsNeverPlayed) {
  static auto db = CardDb::with_cards(*CardDb::bundled(),
                                      YAML::Load("- {name: Test Unwritten Event, type: event, text: unimplemented}\n"), "inline.yaml");
  ScenarioBuilder b(1, 20, Phase::PlayCard, db);
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.outpost(l, "Federation Outpost");
  CardId t = b.hand("Test Unwritten Event");
  EXPECT_FALSE(b.can("Play Test Unwritten Event")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::PlayEvent, t, 0, 0));
  EXPECT_NE(why.find("NOT-IMPLEMENTED"), std::string::npos) << why;
}

TEST(R_MOD_5, EventsAreNotUniqueUnlessTheySaySo) {
  auto b = table();
  // A second Red Alert! may be played; it adds nothing (not cumulative).
  b.hand("Red Alert!");
  b.hand("Red Alert!");
  b->apply(b.find_all("Play Red Alert!").at(0));
  round(b);
  EXPECT_TRUE(b.can("Play Red Alert!")) << labels(b);
}

// ----------------------------------------------------------- Red Alert! ----

TEST(R_PLAY_4, RedAlertLetsAnyNumberOfReportsMakeTheCardPlay) {
  auto b = table();
  b.hand("Red Alert!");
  b.hand("Deanna Troi");
  b.hand("Geordi La Forge");
  b.hand("U.S.S. Galaxy");
  b.act("Play Red Alert!");
  EXPECT_EQ(b->phase, Phase::Orders);  // playing Red Alert! itself was this turn's card play
  round(b);
  b.act("Report Deanna Troi");
  EXPECT_EQ(b->phase, Phase::PlayCard);
  b.act("Report Geordi La Forge");
  b.act("Report U.S.S. Galaxy");
  EXPECT_TRUE(b.can("Finish the card play (Red Alert!)")) << labels(b);
  b.act("Finish the card play");
  EXPECT_EQ(b->phase, Phase::Orders);
  EXPECT_TRUE(b.logged("R-PLAY-4", Ev::CardPlayDone));
}

TEST(R_PLAY_4, NoEventAfterARedAlertReport) {
  auto b = table();
  b.hand("Red Alert!");
  b.act("Play Red Alert!");
  round(b);
  b.hand("Deanna Troi");
  CardId k = b.hand("Kivas Fajo - Collector");
  EXPECT_TRUE(b.can("Play Kivas Fajo"));
  b.act("Report Deanna Troi");
  EXPECT_FALSE(b.can("Play Kivas Fajo"));
  std::string why = b->why_illegal(make_action(Act::PlayEvent, k, 0, static_cast<uint16_t>(EventTarget::Player)));
  EXPECT_NE(why.find("R-PLAY-4"), std::string::npos) << why;
}

TEST(R_PLAY_4, AnEventEndsTheCardPlayEvenUnderRedAlert) {
  auto b = table();
  b.hand("Red Alert!");
  b.act("Play Red Alert!");
  round(b);
  b.hand("Deanna Troi");
  b.hand("Kivas Fajo - Collector");
  b.act("Play Kivas Fajo - Collector on yourself");
  EXPECT_EQ(b->phase, Phase::Orders);
  EXPECT_FALSE(b.can("Report"));
}

// ------------------------------------------------- one-shot hand events ----

TEST(R_CARD_7, MasakaTransformationsRedrawsTheSameNumber) {
  auto b = table();
  b.hand("Masaka Transformations");
  CardId a = b.hand("Deanna Troi", 1);
  CardId c = b.hand("Tasha Yar", 1);
  CardId top = b.deck_top("Worf", 1);
  size_t n = b->players[1].hand.size(), deck = b->players[1].deck.size();
  b.act("Play Masaka Transformations on your opponent");
  EXPECT_EQ(b->players[1].hand.size(), n);
  EXPECT_EQ(b->players[1].deck.size(), deck);
  EXPECT_TRUE(in(b->players[1].hand, top));  // drawn from the top
  EXPECT_FALSE(in(b->players[1].hand, a));   // the old hand went under the deck
  EXPECT_EQ(b->cards[c].zone, Zone::Deck);
  EXPECT_TRUE(b.logged("R-CARD-7", Ev::HandToBottom));
}

TEST(R_INFO_4, ResQTakesACardFromYourDiscardPileAndShowsIt) {
  auto b = table();
  CardId resq = b.hand("Res-Q");
  CardId data = b.discard("Data");
  b.discard("Worf", 1);
  EXPECT_FALSE(b.can("taking Worf")) << labels(b);  // only your own discard pile
  b.act("Play Res-Q, taking Data from your discard pile");
  EXPECT_EQ(b->cards[data].zone, Zone::Hand);
  EXPECT_EQ(b->cards[resq].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-INFO-4", Ev::Retrieved));
  auto obs = b->observation(1);
  bool shown = false;
  for (const auto& line : obs["log"]) shown |= line.get<std::string>().find("takes Data") != std::string::npos;
  EXPECT_TRUE(shown);
}

TEST(R_INFO_4, ResQNeedsACardInYourDiscardPile) {
  auto b = table();
  b.hand("Res-Q");
  EXPECT_FALSE(b.can("Play Res-Q"));
}

// --------------------------------------------------- events on the table ----

TEST(R_INFO_4, AlienProbeExposesBothHands) {
  auto b = table();
  b.hand("Alien Probe");
  b.hand("Data");
  EXPECT_FALSE(b->observation(1)["players"][0].contains("hand"));
  b.act("Play Alien Probe");
  auto obs = b->observation(1);
  ASSERT_TRUE(obs["players"][0].contains("hand"));
  EXPECT_EQ(obs["players"][0]["hand"][0]["name"], "Data");
  EXPECT_EQ(obs["events"][0]["name"], "Alien Probe");
}

TEST(R_CARDRULE_8, StaticWarpBubbleMakesTheOpponentDiscardBeforeEnding) {
  auto b = table();
  b.hand("Static Warp Bubble");
  CardId troi = b.hand("Deanna Troi", 1);
  b.act("Play Static Warp Bubble");
  b.act("End your turn");
  b.act("Make no card play");  // player 1's turn
  EXPECT_FALSE(b.can("End your turn")) << labels(b);
  EXPECT_NE(b->why_illegal(make_action(Act::EndTurn)).find("R-CARDRULE-8"), std::string::npos);
  b.act("Discard Deanna Troi from your hand (Static Warp Bubble)");
  EXPECT_EQ(b->cards[troi].zone, Zone::Discard);
  EXPECT_TRUE(b.can("End your turn"));
  b.act("End your turn");
  // Its owner is not affected.
  b.act("Make no card play");
  EXPECT_TRUE(b.can("End your turn"));
}

TEST(R_CARDRULE_8, StaticWarpBubbleAsksNothingOfAnEmptyHand) {
  auto b = table();
  b.hand("Static Warp Bubble");
  b.act("Play Static Warp Bubble");
  b.act("End your turn");
  // Player 1 drew nothing yet and holds no cards.
  b->players[1].hand.clear();
  b.state();  // marks the edit
  b.act("Make no card play");
  EXPECT_TRUE(b.can("End your turn")) << labels(b);
}

TEST(R_NULL_8, TheTravelerNullifiesStaticWarpBubbles) {
  auto b = table();
  CardId swb = b.hand("Static Warp Bubble", 1);
  b.hand("The Traveler: Transcendence");
  b.hand("Static Warp Bubble");
  b.act("Play The Traveler: Transcendence on yourself");
  round(b);
  b.act("Play Static Warp Bubble");  // nullified at once, still the card play (R-PLAY-2)
  EXPECT_TRUE(b.logged("R-NULL-8", Ev::EventNullified));
  EXPECT_EQ(b->phase, Phase::Orders);
  b.act("End your turn");
  (void)swb;
  b.act("Make no card play");
  EXPECT_TRUE(b.can("End your turn")) << labels(b);  // no discard owed
}

TEST(R_NULL_8, TheTravelerNullifiesAStaticWarpBubbleAlreadyInPlay) {
  auto b = table();
  b.turn(1, Phase::PlayCard);
  CardId swb = b.hand("Static Warp Bubble", 1);
  b.act("Play Static Warp Bubble");
  b.act("End your turn");
  b.hand("The Traveler: Transcendence");
  b.act("Play The Traveler: Transcendence on yourself");
  EXPECT_EQ(b->cards[swb].zone, Zone::Discard);
  EXPECT_TRUE(b.can("End your turn"));
}

TEST(D_EVT_4, TheTravelerMakesTheNormalDrawTwoCards) {
  auto b = table();
  b.hand("The Traveler: Transcendence");
  b.act("Play The Traveler: Transcendence on yourself");
  size_t hand = b->players[0].hand.size();
  b.act("End your turn");
  EXPECT_EQ(b->players[0].hand.size(), hand + 2);
  EXPECT_TRUE(b.logged("D-EVT-4", Ev::Drew));
  size_t theirs = b->players[1].hand.size();
  b.pass_turn();
  EXPECT_EQ(b->players[1].hand.size(), theirs + 1);  // beside player 0's deck only
}

TEST(R_DUR_2, AntiTimeAnomalyKillsAllPersonnelAtTheEndOfYourThirdFullTurn) {
  auto b = table();
  b.hand("Anti-Time Anomaly");
  CardId mine = b.on_planet(0, "Data");
  CardId theirs = b.on_planet(0, "Klag", 1);
  CardId ship = b.ship(1, "U.S.S. Galaxy");
  CardId crew = b.aboard(ship, "Geordi La Forge");
  b.act("Play Anti-Time Anomaly");
  b.pass_turn();  // end of turn T: not a full turn
  b.pass_turn();
  b.pass_turn();  // end of T+1
  b.pass_turn();
  b.pass_turn();  // end of T+2
  b.pass_turn();
  EXPECT_EQ(b->cards[mine].zone, Zone::InPlay);
  b.pass_turn();  // end of T+3: the third full turn
  EXPECT_EQ(b->cards[mine].zone, Zone::Discard);
  EXPECT_EQ(b->cards[theirs].zone, Zone::Discard);
  EXPECT_EQ(b->cards[crew].zone, Zone::Discard);
  EXPECT_EQ(b->cards[ship].zone, Zone::InPlay);  // ships are not personnel
  EXPECT_TRUE(b.logged("R-DUR-2", Ev::AllPersonnelKilled));
  EXPECT_EQ(b->cards[b.id("Anti-Time Anomaly")].zone, Zone::Discard);
}

// ------------------------------------------------------------- movement ----

TEST(D_EVT_2, WhereNoOneHasGoneBeforeLetsShipsWrapAround) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");         // span 3
  b.mission("Cultural Observation");   // 4
  b.mission("Diplomacy Mission");      // 3
  int far = b.mission("Test Mission"); // 3
  CardId ship = b.ship(0, "Type VI Shuttlecraft");  // RANGE 6, no staffing icons
  b.aboard(ship, "Data");
  b.hand("Where No One Has Gone Before");
  b.act("Play Where No One Has Gone Before");
  // Direct: 4 + 3 + 3 = 10 > 6; round the end: enter Test Mission for 3.
  EXPECT_TRUE(b.can("Move Type VI Shuttlecraft to Test Mission (cost 3 of 6")) << labels(b);
  b.act("Move Type VI Shuttlecraft to Test Mission");
  EXPECT_EQ(b->cards[ship].loc, far);
  EXPECT_EQ(b->cards[ship].range_used, 3);
  EXPECT_TRUE(b.logged("D-EVT-2", Ev::Moved));
}

TEST(D_EVT_2, WithoutItTheEndsDoNotMeet) {
  ScenarioBuilder b;
  b.mission("Avert Disaster");
  b.mission("Cultural Observation");
  b.mission("Diplomacy Mission");
  b.mission("Test Mission");
  CardId ship = b.ship(0, "Type VI Shuttlecraft");
  b.aboard(ship, "Data");
  EXPECT_FALSE(b.can("Move Type VI Shuttlecraft to Test Mission"));
}

// ------------------------------------------------------------- Espionage ----

TEST(D_EVT_1, EspionageLetsYourPersonnelAttemptTheOpponentsMission) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  int l = b.mission("Fever Emergency");  // Klingon icon; MEDICAL x3 OR Biology + OFFICER
  b.mission("Avert Disaster");
  b.on_planet(l, "Beverly Crusher");
  b.on_planet(l, "Alyssa Ogawa");
  b.on_planet(l, "Dr. Selar");
  b.hand("Espionage: Federation on Klingon");
  EXPECT_FALSE(b.can("Play Espionage: Federation on Klingon on Avert Disaster"));  // not a Klingon mission
  b.act("Play Espionage: Federation on Klingon on Fever Emergency");
  EXPECT_TRUE(b.can("Attempt Fever Emergency with your Away Team")) << labels(b);
  b.act("Attempt Fever Emergency with your Away Team");
  EXPECT_TRUE(b->spaceline[l].solved);
  EXPECT_EQ(b->players[0].score, 35);
  EXPECT_EQ(b->cards[b.id("Espionage: Federation on Klingon")].zone, Zone::Discard);  // after completion
  EXPECT_TRUE(b.logged("D-EVT-1", Ev::AttemptByEspionage));
}

TEST(R_MSN_1, WithoutEspionageTheIconsMustMatch) {
  ScenarioBuilder b;
  int l = b.mission("Fever Emergency");
  b.on_planet(l, "Beverly Crusher");
  EXPECT_FALSE(b.can("Attempt Fever Emergency"));
}

TEST(D_EVT_1, EspionageHelpsOnlyItsOwnersAffiliation) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  int l = b.mission("Fever Emergency");
  b.on_planet(l, "Beverly Crusher");
  b.hand("Espionage: Romulan on Klingon");
  b.act("Play Espionage: Romulan on Klingon on Fever Emergency");
  EXPECT_FALSE(b.can("Attempt Fever Emergency"));
}

// ------------------------------------------------------- events on ships ----

TEST(R_CARDRULE_4, PlasmaFireDamagesAtTheEndOfEachOfTheOwnersTurns) {
  auto b = table();
  CardId ship = b.ship(1, "I.K.C. Bortas", 1);
  b.aboard(ship, "Klag");
  CardId fire = b.hand("Plasma Fire");
  b.act("Play Plasma Fire on I.K.C. Bortas (opponent's");
  EXPECT_EQ(b->cards[fire].host, ship);
  b.pass_turn();  // end of player 0's turn: not the owner's
  EXPECT_FALSE(b->cards[ship].has(kDamaged));
  b.pass_turn();  // end of the owner's next turn
  EXPECT_TRUE(b->cards[ship].has(kDamaged));
  EXPECT_TRUE(b.logged("R-CARDRULE-4", Ev::ShipDamaged));
  round(b);  // damaged again: destroyed (R-BATTLE-11)
  EXPECT_EQ(b->cards[ship].zone, Zone::Discard);
  EXPECT_EQ(b->cards[fire].zone, Zone::Discard);
}

TEST(D_EVT_3, SecurityPutsOutAPlasmaFire) {
  auto b = table();
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  b.aboard(ship, "Data");
  CardId yar = b.on_planet(0, "Tasha Yar");  // SECURITY
  CardId fire = b.hand("Plasma Fire", 1);
  b.turn(1, Phase::PlayCard);
  b.act("Play Plasma Fire on U.S.S. Galaxy (opponent's");
  b.act("End your turn");
  b.act("Make no card play");
  b.act("Beam Tasha Yar from the planet at Avert Disaster to U.S.S. Galaxy");
  EXPECT_EQ(b->cards[fire].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("D-EVT-3", Ev::EventCured));
  b.act("End your turn");
  EXPECT_FALSE(b->cards[ship].has(kDamaged));
  (void)yar;
}

TEST(R_DUR_1, WarpCoreBreachExplodesAtTheEndOfTheOwnersNextTurn) {
  auto b = table();
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId data = b.aboard(ship, "Jean-Luc Picard");  // no ENGINEER aboard
  CardId wcb = b.hand("Warp Core Breach");
  b.act("Play Warp Core Breach on U.S.S. Galaxy (yours");
  b.pass_turn();  // the turn it was played is not the "next" turn
  EXPECT_EQ(b->cards[ship].zone, Zone::InPlay);
  b.pass_turn();
  b.pass_turn();  // end of the owner's next turn
  EXPECT_EQ(b->cards[ship].zone, Zone::Discard);
  EXPECT_EQ(b->cards[data].zone, Zone::Discard);  // everything aboard goes with it
  EXPECT_EQ(b->cards[wcb].zone, Zone::Discard);
}

TEST(D_EVT_3, AnEngineerAboardAvertsAWarpCoreBreach) {
  auto b = table();
  CardId ship = b.ship(0, "U.S.S. Galaxy", 1);
  b.aboard(ship, "Geordi La Forge");
  CardId wcb = b.hand("Warp Core Breach");
  b.act("Play Warp Core Breach on U.S.S. Galaxy (opponent's");
  EXPECT_EQ(b->cards[wcb].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("D-EVT-3", Ev::EventCured));
}

// ------------------------------------------------------- save and resume ----

TEST(R_CARDRULE_4, AnEventCountdownSurvivesSaveAndLoad) {
  auto b = table();
  CardId ship = b.ship(1, "I.K.C. Bortas", 1);
  b.aboard(ship, "Klag");
  b.hand("Plasma Fire");
  b.act("Play Plasma Fire on I.K.C. Bortas");
  auto copy = GameState::from_json(b->db_ptr(), b->to_json());
  EXPECT_EQ(copy.hash(), b->hash());
  apply_label(copy, "End your turn");
  apply_label(copy, "Make no card play");
  apply_label(copy, "End your turn");
  EXPECT_TRUE(copy.cards[ship].has(kDamaged));
}

// ------------------------------------------------ whole games with events ----

// Random games between the bundled decks play every implemented event they
// contain, and the games stay consistent (the conformance test checks each
// step; this one checks the events are really reached).
TEST(R_CARD_7, BundledDecksPlayEveryImplementedEventTheyHold) {
  auto db = CardDb::bundled();
  std::vector<Deck> decks;
  for (const auto& p : bundled_deck_paths()) decks.push_back(load_deck_file(p, *db));
  std::set<std::string> in_decks, played;
  for (const auto& d : decks)
    for (auto i : d.draw)
      if (db->at(i).type == CardType::Event && db->at(i).event) in_decks.insert(db->at(i).name);
  ASSERT_GE(in_decks.size(), 12u);
  for (int g = 0; g < 160 && played.size() < in_decks.size(); ++g) {
    GameState s(db, {decks[g % decks.size()], decks[(g / decks.size() + g + 1) % decks.size()]}, 900 + g);
    spaceline::RandomAgent a(g * 2 + 1), b(g * 2 + 2);
    for (int step = 0; !s.is_terminal() && step < 20000; ++step)
      s.apply((s.current_player() == 0 ? a : b).choose(s));
    for (const auto& e : s.log)
      if (e.ev == Ev::EventPlayed) played.insert(s.def(e.a).name);
  }
  for (const auto& n : in_decks) EXPECT_TRUE(played.count(n)) << n << " was never played";
}
