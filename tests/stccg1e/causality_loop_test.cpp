// Temporal Causality Loop (R-TURN-10, D-TURN-1, D-DIL-14, D-DIL-15): the ways into
// undoing that the card scenario does not take (responses by the opponent, cards
// drawn, a dilemma met before it, chance, a turn that would not end, a card beamed
// aboard a ship), the states kept surviving a save in the middle of an attempt,
// malformed saves, and games that keep nothing.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
void pass_all(ScenarioBuilder& b) {
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
}
bool in(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }
bool sees(const GameState& s, int viewer, const std::string& text) {
  return s.observation(viewer).at("log").dump().find(text) != std::string::npos;
}

// Player 1 (index 0) with a Federation Outpost and the Runabout (Geordi La Forge and Deanna Troi:
// no SCIENCE) at Avert Disaster or at Test Mission; under Test Mission, player 2's Temporal
// Causality Loop, after another dilemma if one is named (`first`).
struct Loop {
  ScenarioBuilder b{1, 20, Phase::PlayCard};
  int avert = 0, test = 0;
  CardId outpost = kNone, runabout = kNone, geordi = kNone, troi = kNone, first = kNone, loop = kNone;
  explicit Loop(bool at_test = false, const char* first_seed = nullptr, Phase phase = Phase::PlayCard) {
    b.turn(0, phase);
    avert = b.mission("Avert Disaster");
    test = b.mission("Test Mission");
    const int here = at_test ? test : avert;
    outpost = b.outpost(here, "Federation Outpost", 0);
    runabout = b.ship(here, "Runabout", 0);
    geordi = b.aboard(runabout, "Geordi La Forge");
    troi = b.aboard(runabout, "Deanna Troi");
    if (first_seed) first = b.seed_under(test, first_seed, 1);
    loop = b.seed_under(test, "Temporal Causality Loop", 1);
  }
};
}  // namespace

// D-DIL-14: the attempt is the later of the two actions; with the move before it, it is undone, the report
// before them stands, the dilemma is discarded and the turn is over.
TEST(D_DIL_14, TheAttemptAndTheActionBeforeItAreUndoneAndTheTurnEnds) {
  Loop r;
  auto& b = r.b;
  CardId tasha = b.hand("Tasha Yar", 0);
  b.act("Report Tasha Yar");
  pass_all(b);
  b.act("Move Runabout to Test Mission");
  pass_all(b);
  EXPECT_EQ(b->loop_snapshots.size(), 2u);  // before the report, before the move
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[r.runabout].loc, r.avert);
  EXPECT_EQ(b->range_left(r.runabout), 7);
  EXPECT_FALSE(b->cards[r.geordi].has(kStopped));
  EXPECT_FALSE(b->cards[r.runabout].has(kStopped));
  EXPECT_EQ(b->cards[tasha].host, r.outpost);
  EXPECT_EQ(b->cards[r.loop].zone, Zone::Discard);
  EXPECT_TRUE(in(b->players[1].discard, r.loop));
  EXPECT_EQ(b->active, 1);  // player 2's turn has begun
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_TRUE(b.logged("R-TURN-10", Ev::LoopUndone));
  EXPECT_TRUE(b.logged("D-DIL-14", Ev::DilemmaDiscarded));
  EXPECT_TRUE(b.logged("D-TURN-1", Ev::ActionUndone));
  EXPECT_EQ(b.count_logged(Ev::ActionUndone), 2);
  EXPECT_NE(b.log_text().find("Undone: P1's move of Runabout to Test Mission"), std::string::npos) << b.log_text();
  EXPECT_NE(b.log_text().find("Undone: P1's mission attempt at Test Mission"), std::string::npos);
  EXPECT_TRUE(b->loop_snapshots.empty());
}

// R-DIL-7: overcome, it scores its points and goes to the bonus area; nothing is undone.
TEST(D_DIL_14, OvercomeItScoresFivePoints) {
  Loop r(true);
  auto& b = r.b;
  b->phase = Phase::Orders;
  for (auto n : {"Data", "Richard Galen", "T'Pan", "Neela Daren"}) b.aboard(r.runabout, n);  // SCIENCE, CUNNING 12+9+9+8+...
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[r.loop].zone, Zone::Bonus);
  EXPECT_TRUE(in(b->players[0].bonus, r.loop));
  EXPECT_EQ(b->players[0].score, 30);  // its 5, then Test Mission's 25: the attempt went on
  EXPECT_EQ(b->active, 0);
  EXPECT_FALSE(b.logged(Ev::LoopUndone));
  // None is left under a mission: the next action keeps nothing.
  b.act("Move Runabout to Avert Disaster");
  EXPECT_TRUE(b->loop_snapshots.empty());
}

// D-DIL-14, D-DIL-15: the turn's first action undone alone; a dilemma met before the loop in that
// attempt goes back under the mission face up, and the points it scored are lost.
TEST(D_DIL_15, ADilemmaMetInTheUndoneAttemptGoesBackFaceUpUnscored) {
  Loop r(true, "Cosmic String Fragment", Phase::Orders);  // Geordi, an ENGINEER, overcomes it
  auto& b = r.b;
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[r.first].zone, Zone::UnderMission);
  EXPECT_TRUE(b->cards[r.first].has(kRevealed));
  EXPECT_EQ(b->seeds_under(r.test), std::vector<CardId>{r.first});
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_TRUE(b->players[0].bonus.empty());
  EXPECT_EQ(b->cards[r.loop].zone, Zone::Discard);
  EXPECT_EQ(b.count_logged(Ev::ActionUndone), 1);
  EXPECT_NE(b.log_text().find("P1's last 1 action of the turn is undone"), std::string::npos) << b.log_text();
  EXPECT_TRUE(b.logged("R-DIL-7", Ev::DilemmaToBonus));  // the log keeps what happened (D-DIL-15)
}

// D-TURN-1: an interrupt the opponent played in answer is undone with the action, back to their hand; it is no
// action of the turn, so the report and the attempt are the two undone.
TEST(D_TURN_1, AnAnswerOfTheOpponentIsUndoneWithTheActionItAnswered) {
  Loop r(true);
  auto& b = r.b;
  CardId tasha = b.hand("Tasha Yar", 0);
  CardId juggler = b.hand("The Juggler", 1);
  b.act("Report Tasha Yar");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);  // D-TIME-2: player 2 is asked after the card play
  b.act("Play The Juggler: shuffle your draw deck");
  pass_all(b);
  EXPECT_EQ(b->cards[juggler].zone, Zone::Discard);
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[tasha].zone, Zone::Hand);
  EXPECT_EQ(b->cards[juggler].zone, Zone::Hand);
  EXPECT_TRUE(in(b->players[1].hand, juggler));
  EXPECT_EQ(b.count_logged(Ev::ActionUndone), 2);
  EXPECT_NE(b.log_text().find("Undone: P1's report of Tasha Yar"), std::string::npos);
}

// D-TURN-1, D-DIL-15: cards drawn in an undone action are back on top of the deck in order, so the end-of-turn
// draw brings the first of them; the player keeps the knowledge.
TEST(D_DIL_15, CardsDrawnInAnUndoneActionAreBackOnTopOfTheDeck) {
  Loop r(true);
  auto& b = r.b;
  b.hand("Kivas Fajo - Collector", 0);
  const auto deck = b->players[0].deck;  // back() is the top
  const CardId first = deck[deck.size() - 1], second = deck[deck.size() - 2];
  b.act("Play Kivas Fajo - Collector on yourself");
  pass_all(b);
  ASSERT_EQ(b->cards[first].zone, Zone::Hand);
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[b.id("Kivas Fajo - Collector")].zone, Zone::Hand);
  EXPECT_EQ(b->cards[first].zone, Zone::Hand);  // drawn again as the turn ended
  EXPECT_EQ(b->players[0].deck.back(), second);
  EXPECT_EQ(b->players[0].hand.size(), 2u);
}

// D-DIL-15: the random number generator is not wound back: the battle's random loss stays drawn.
TEST(D_DIL_15, ChanceIsNotWoundBack) {
  Loop r(true, nullptr, Phase::Orders);
  auto& b = r.b;
  CardId kurn = b.on_planet(r.avert, "Kurn", 0);  // Klingons led by Kurn may start a battle (R-BATTLE-6): 16 against 8
  b.on_planet(r.avert, "Korris", 0);
  CardId mot = b.on_planet(r.avert, "Mot the Barber", 1), calloway = b.on_planet(r.avert, "Calloway", 1);
  const auto rng_before = b->rng.to_json();
  b.act("Attack the opponent's Away Team at Avert Disaster");
  while (b->choice.kind != ChoiceKind::None) b->apply(b->legal_actions().front());  // passes; they have no leader
  ASSERT_NE(b->cards[mot].zone == Zone::Discard, b->cards[calloway].zone == Zone::Discard);  // one of them, at random
  ASSERT_NE(b->rng.to_json(), rng_before);
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[mot].zone, Zone::InPlay);  // the battle is undone
  EXPECT_EQ(b->cards[calloway].zone, Zone::InPlay);
  EXPECT_FALSE(b->cards[kurn].has(kStopped));
  EXPECT_NE(b->rng.to_json(), rng_before);
}

// D-DIL-14: "end turn" is the card's order: Static Warp Bubble's discard does not hold the turn open.
TEST(D_DIL_14, TheTurnEndsEvenWithADiscardOwed) {
  Loop r(true, nullptr, Phase::Orders);
  auto& b = r.b;
  b.event("Static Warp Bubble", 1, EventTarget::Table, 0);
  b.hand("Worf", 0);
  ASSERT_FALSE(b.can("End your turn"));  // R-CARDRULE-8: a discard first
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->active, 1);
  EXPECT_EQ(b->cards[b.id("Worf")].zone, Zone::Hand);
}

// D-DIL-15, R-INFO-4: a card that walked aboard a ship is named, as undone, to its player alone.
TEST(D_DIL_15, AnUndoneBeamingAboardAShipIsNamedToItsPlayerAlone) {
  Loop r(true, nullptr, Phase::Orders);
  auto& b = r.b;
  CardId tasha = b.aboard(r.outpost, "Tasha Yar");
  b.act("Walk Tasha Yar from Federation Outpost to Runabout");
  pass_all(b);
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  EXPECT_EQ(b->cards[tasha].host, r.outpost);
  EXPECT_TRUE(sees(b.state(), 0, "Undone: P1's walk of Tasha Yar"));
  EXPECT_FALSE(sees(b.state(), 1, "Tasha Yar"));
  EXPECT_TRUE(sees(b.state(), 1, "Undone: P1's mission attempt at Test Mission"));
}

// D-TURN-1: the states kept survive a save in the middle of the attempt (a cost to pay), and the game loaded back
// undoes exactly what the original does.
TEST(D_TURN_1, AGameSavedInTheMiddleOfTheAttemptUndoesTheSame) {
  Loop r(true, "Tarellian Plague Ship");  // its cost: a MEDICAL beams over (discarded)
  auto& b = r.b;
  b.aboard(r.runabout, "Beverly Crusher");
  b.hand("Tasha Yar", 0);
  b.act("Report Tasha Yar");
  pass_all(b);
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  ASSERT_EQ(b->choice.kind, ChoiceKind::PayCost);
  ASSERT_EQ(b->loop_snapshots.size(), 2u);
  GameState back = round_trip(b.state());
  EXPECT_EQ(back.loop_snapshots.size(), 2u);
  GameState copy = b.state();
  for (GameState* s : {&b.state(), &back, &copy}) {
    s->apply(s->legal_actions().front());  // pay: Beverly Crusher beams over, 5 points
    while (s->choice.kind == ChoiceKind::Respond) s->apply(s->legal_actions().front());
  }
  EXPECT_EQ(back.hash(), b->hash());
  EXPECT_EQ(copy.hash(), b->hash());
  EXPECT_EQ(b->active, 1);
  EXPECT_EQ(b->players[0].score, 0);
  EXPECT_EQ(b->cards[b.id("Beverly Crusher")].host, r.runabout);
  EXPECT_EQ(b->cards[b.id("Tasha Yar")].zone, Zone::Hand);
}

// D-TURN-1: a save whose kept states are not this turn's, or not states between two actions, is refused.
TEST(D_TURN_1, AMalformedKeptStateIsRefused) {
  Loop r;
  auto& b = r.b;
  b.hand("Tasha Yar", 0);
  b.act("Report Tasha Yar");
  pass_all(b);
  ASSERT_EQ(b->loop_snapshots.size(), 1u);
  const GameState& s = b.state();
  round_trip(s);
  using nlohmann::json;
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"] = json::array(); }, "one or two entries"));
  EXPECT_TRUE(rejected(s, [](json& j) {
    auto e = j["loop_snapshots"][0];
    for (int i = 0; i < 2; ++i) j["loop_snapshots"].push_back(e);
  }, "one or two entries"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0] = json::array({"report:1:2:0"}); }, "[action key, state]"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][0] = "end-turn:0:0:0"; }, "not an action that can be undone"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][0] = "warp:1:2:3"; }, "unknown action"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["turn"] = 7; }, "not a moment of this turn"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["log"] = "0,0,-1,-1,0,0,0,0;"; }, "has no log"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["loop_snapshots"] = j["loop_snapshots"]; }, "keeps no states"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["cards"][0][0] = "PR-data"; }, "not this game's"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["cards"][0][2] = 99; }, "loop_snapshots entry 0: state cards[0]"));
  // A decision pending in a kept state: refused by the check of the decision itself (no dilemma, no option).
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["choice"][0] = int(ChoiceKind::Victim); },
                       "loop_snapshots entry 0: state choice[2] (options): a pending decision needs at least one option"));
  EXPECT_TRUE(rejected(s, [](json& j) { j["loop_snapshots"][0][1]["choice"] = {int(ChoiceKind::Stakes), 0, {0, 1}}; },
                       "between two actions"));
}

// D-TURN-1: a game with no Temporal Causality Loop under a mission keeps nothing (and pays nothing).
TEST(D_TURN_1, NothingIsKeptWithoutALoopUnderAMission) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.aboard(b.ship(l, "Runabout", 0), "Geordi La Forge");
  b.hand("Temporal Causality Loop", 0);  // in a hand it will never be met this game
  b.act("Move Runabout to Test Mission");
  EXPECT_TRUE(b->loop_snapshots.empty());
  EXPECT_FALSE(b->to_json().contains("loop_snapshots"));
}

// D-TURN-1: only the actions of the turn in progress: the kept states go as the turn ends.
TEST(D_TURN_1, TheStatesKeptGoWithTheTurn) {
  Loop r;
  auto& b = r.b;
  b.hand("Tasha Yar", 0);
  b.act("Report Tasha Yar");
  pass_all(b);
  ASSERT_EQ(b->loop_snapshots.size(), 1u);
  b.pass_turn();
  EXPECT_TRUE(b->loop_snapshots.empty());
}

// The other way in: any dilemma whose text says `undo_last_two_actions` (here a choice branch of a test card);
// and the card file refuses the effect with a body or with an effect after it.
TEST(R_TURN_10, AnyDilemmaWithTheEffectUndoesActions) {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- name: Test Loop
  type: dilemma
  dilemma: space
  text: implemented
  behavior:
    choice:
      - {label: "Go round again", effects: [undo_last_two_actions]}
      - {label: "Break out", stops: true}
)"), "inline.yaml");
  ScenarioBuilder b(1, 20, Phase::Orders, db);
  int avert = b.mission("Avert Disaster");
  int test = b.mission("Test Mission");
  CardId runabout = b.ship(avert, "Runabout", 0);
  b.aboard(runabout, "Geordi La Forge");
  b.seed_under(test, "Test Loop", 1);
  b.act("Move Runabout to Test Mission");
  b.act("Attempt Test Mission with the crew of Runabout");
  pass_all(b);
  b.act("Go round again");
  pass_all(b);
  EXPECT_EQ(b->cards[runabout].loc, avert);
  EXPECT_EQ(b->active, 1);
  for (const char* bad : {"[{undo_last_two_actions: {select: all}}]", "[undo_last_two_actions, stop]"}) {
    std::string text = "- {name: Bad Loop, type: dilemma, dilemma: space, text: implemented, behavior: {condition: SCIENCE, effects: " +
                       std::string(bad) + "}}";
    try {
      CardDb::with_cards(*CardDb::bundled(), YAML::Load(text), "bad.yaml");
      ADD_FAILURE() << "accepted " << bad;
    } catch (const CardLoadError& e) {
      EXPECT_NE(std::string(e.what()).find("undo_last_two_actions"), std::string::npos) << e.what();
    }
  }
}
