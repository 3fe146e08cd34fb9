// Cloaking (CRD IV.11.A Cloaking Devices): R-CLOAK-1, R-CLOAK-2, R-BATTLE-15,
// D-CLOAK-1 (when), D-CLOAK-2 (who must be aboard).
#include <gtest/gtest.h>

#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/module.h"
#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }
bool cloaked(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kCloaked); }
bool says(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Avert Disaster (planet, 0), Test Mission (space, Klingon icon, 1), Cultural Observation (planet, 2).
ScenarioBuilder line(Phase phase = Phase::Orders) {
  ScenarioBuilder b(1, 20, phase);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.mission("Cultural Observation");
  return b;
}

// A Klingon ship with a leader aboard (Klag, OFFICER, a command icon).
CardId crewed(ScenarioBuilder& b, const std::string& ship, int loc = 1, int owner = 0, const std::string& who = "Klag") {
  CardId s = b.ship(loc, ship, owner);
  b.aboard(s, who);
  return s;
}

}  // namespace

// ---------------------------------------------------- cloaking and decloaking --

TEST(R_CLOAK_1, TheOwnerCloaksAShipWithACloakingDevice) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  ASSERT_FALSE(cloaked(b, bortas));
  b.act("Cloak I.K.C. Bortas at Test Mission");
  EXPECT_TRUE(cloaked(b, bortas));
  EXPECT_TRUE(b.logged("R-CLOAK-1", Ev::Cloaked)) << b.log_text();
}

TEST(R_CLOAK_1, AShipWithoutACloakingDeviceCannotCloak) {
  auto b = line();
  CardId galaxy = crewed(b, "U.S.S. Galaxy", 1, 0, "Jean-Luc Picard");
  EXPECT_FALSE(b.can("Cloak")) << labels(b);
  EXPECT_TRUE(says(b->why_illegal(make_action(Act::Cloak, galaxy)), "no cloaking device"));
}

TEST(R_CLOAK_1, NoCloakAndDecloakInTheSameTurn) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  b.act("Cloak I.K.C. Bortas");
  EXPECT_FALSE(b.can("Decloak")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::Decloak, bortas));
  EXPECT_TRUE(says(why, "same turn") && says(why, "R-CLOAK-1")) << why;
  b.pass_turn();
  b.pass_turn();  // the owner's next turn
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Decloak I.K.C. Bortas")) << labels(b);
}

TEST(R_CLOAK_1, NoDecloakAndRecloakInTheSameTurn) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  b.cloak(bortas);  // cloaked on an earlier turn
  b.act("Decloak I.K.C. Bortas");
  EXPECT_FALSE(cloaked(b, bortas));
  EXPECT_TRUE(b.logged("R-CLOAK-1", Ev::Decloaked));
  EXPECT_FALSE(b.can("Cloak")) << labels(b);
}

TEST(R_CLOAK_1, NoCloakingWithNobodyAboard) {
  auto b = line();
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  EXPECT_FALSE(b.can("Cloak")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::Cloak, bortas));
  EXPECT_TRUE(says(why, "nobody aboard") && says(why, "D-CLOAK-2")) << why;
}

TEST(R_CLOAK_1, NoDecloakingWithNobodyAboard) {
  auto b = line();
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Decloak")) << labels(b);
}

TEST(R_CLOAK_1, AShipEntersPlayUncloaked) {
  auto b = line(Phase::PlayCard);
  b.outpost(1, "Klingon Outpost");
  CardId vorn = b.hand("I.K.C. Vorn");
  b.act("Report I.K.C. Vorn");
  EXPECT_EQ(b->cards[vorn].zone, Zone::InPlay);
  EXPECT_FALSE(cloaked(b, vorn));
}

TEST(R_CLOAK_1, ADestroyedShipLeavesPlayUncloaked) {
  // A ship put back into play later (Res-Q takes it from the discard pile) must not arrive cloaked.
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  b.damage(bortas).cloak(bortas);
  b.event("Plasma Fire", 1, EventTarget::Ship, bortas);  // damages it again at the end of this turn: destroyed
  b.pass_turn();
  ASSERT_EQ(b->cards[bortas].zone, Zone::Discard) << b.log_text();
  EXPECT_FALSE(b->cards[bortas].has(kCloaked));
}

TEST(D_CLOAK_1, CloakingIsAnOrderOfTheOwnersTurn) {
  auto b = line(Phase::PlayCard);
  CardId bortas = crewed(b, "I.K.C. Bortas");
  EXPECT_FALSE(b.can("Cloak")) << labels(b);
  EXPECT_TRUE(says(b->why_illegal(make_action(Act::Cloak, bortas)), "D-CLOAK-1"));
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Cloak I.K.C. Bortas")) << labels(b);
  // Not on the opponent's turn, not for the opponent.
  CardId theirs = crewed(b, "I.K.C. Vor'Cha", 1, 1, "Batrell");
  EXPECT_FALSE(b.can("Cloak I.K.C. Vor'Cha")) << labels(b);
  EXPECT_TRUE(says(b->why_illegal(make_action(Act::Cloak, theirs)), "not one of your ships"));
}

TEST(D_CLOAK_1, AStoppedShipCannotCloak) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  b.stop(bortas);
  EXPECT_FALSE(b.can("Cloak")) << labels(b);
  EXPECT_TRUE(says(b->why_illegal(make_action(Act::Cloak, bortas)), "R-STATE-1"));
}

TEST(D_CLOAK_1, CloakingCostsNoRangeAndFitsBetweenMoves) {
  auto b = line();
  CardId vorn = crewed(b, "I.K.C. Vorn", 0);  // staffing: one staff icon, Klag fills it
  b.act("Move I.K.C. Vorn to Test Mission");
  int used = b->cards[vorn].range_used;
  b.act("Cloak I.K.C. Vorn");
  EXPECT_EQ(b->cards[vorn].range_used, used);
  b.act("Move I.K.C. Vorn to Cultural Observation");
  EXPECT_EQ(b->cards[vorn].loc, 2);
}

TEST(D_CLOAK_2, AnUnstaffedShipCloaksWithOnePersonnelAboard) {
  auto b = line();
  crewed(b, "I.K.C. Bortas");  // needs command, staff, staff to move: Klag alone does not staff it
  EXPECT_FALSE(b.can("Move I.K.C. Bortas")) << labels(b);
  EXPECT_TRUE(b.can("Cloak I.K.C. Bortas")) << labels(b);
}

TEST(D_CLOAK_2, StoppedPersonnelCannotWorkTheCloak) {
  auto b = line();
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.stop(b.aboard(bortas, "Klag"));
  EXPECT_FALSE(b.can("Cloak")) << labels(b);
}

// ------------------------------------------------ what a cloaked ship may not do --

TEST(R_CLOAK_1, NoBeamingOffACloakedShip) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas", 0);  // at Avert Disaster, a planet
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Beam")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::Beam, b.id("Klag"), kPlanet, 0));
  EXPECT_TRUE(says(why, "cloaked") && says(why, "R-CLOAK-1")) << why;
}

TEST(R_CLOAK_1, NoBeamingOntoACloakedShip) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas", 0);
  CardId kle = b.on_planet(0, "Kle'eg");
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Beam Kle'eg")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::Beam, kle, bortas, 0));
  EXPECT_TRUE(says(why, "cloaked") && says(why, "R-CLOAK-1")) << why;
}

TEST(R_CLOAK_1, NoWalkingBetweenACloakedShipAndADockedOutpost) {
  auto b = line();
  CardId outpost = b.outpost(1, "Klingon Outpost");
  b.aboard(outpost, "Gorath");
  CardId bortas = crewed(b, "I.K.C. Bortas");
  ASSERT_TRUE(b.can("Walk Gorath")) << labels(b);
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Walk")) << labels(b);
  EXPECT_FALSE(b.can("Beam everyone")) << labels(b);
}

TEST(R_CLOAK_1, ACloakedShipCannotAttemptAMission) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");  // Test Mission: space, Klingon icon
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Attempt")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::Attempt, bortas, 1));
  EXPECT_TRUE(says(why, "cloaked") && says(why, "R-CLOAK-1")) << why;
  b.act("Decloak I.K.C. Bortas");
  EXPECT_TRUE(b.can("Attempt Test Mission with the crew of I.K.C. Bortas")) << labels(b);
}

TEST(R_CLOAK_1, AnIllegalActionOnACloakedShipThrowsAndChangesNothing) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  b.cloak(bortas);
  uint64_t h = b->hash();
  EXPECT_THROW(b->apply(make_action(Act::Attempt, bortas, 1)), std::invalid_argument);
  EXPECT_THROW(b->apply(make_action(Act::Cloak, bortas)), std::invalid_argument);
  EXPECT_THROW(b->apply(make_action(Act::Decloak, 9999)), std::invalid_argument);
  EXPECT_EQ(b->hash(), h);
  EXPECT_EQ(b->action_label(make_action(Act::Decloak, 9999)), "Decloak ?");
  EXPECT_TRUE(says(b->why_illegal(make_action(Act::Decloak, 9999)), "no such card"));
}

TEST(R_CLOAK_1, CloakKeysRoundTrip) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  for (auto a : {make_action(Act::Cloak, bortas), make_action(Act::Decloak, bortas)})
    EXPECT_EQ(b->parse_action_key(b->action_key(a)), a) << b->action_key(a);
  EXPECT_EQ(b->action_key(make_action(Act::Decloak, bortas)), "decloak:" + std::to_string(bortas) + ":0:0");
}

// ------------------------------------------------------------------- battle --

TEST(R_BATTLE_15, ACloakedShipCannotBeAttacked) {
  auto b = line();
  crewed(b, "I.K.C. Bortas");
  CardId vorcha = crewed(b, "I.K.C. Vor'Cha", 1, 1, "Batrell");
  ASSERT_TRUE(b.can("Attack I.K.C. Vor'Cha")) << labels(b);
  b.cloak(vorcha);
  EXPECT_FALSE(b.can("Attack")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::AttackShip, vorcha, 1));
  EXPECT_TRUE(says(why, "cloaked") && says(why, "R-BATTLE-15")) << why;
}

TEST(R_BATTLE_15, ACloakedShipCannotAttack) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  CardId vorcha = crewed(b, "I.K.C. Vor'Cha", 1, 1, "Batrell");
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Attack")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::AttackShip, vorcha, 1));
  EXPECT_TRUE(says(why, "decloak it first") && says(why, "R-BATTLE-15")) << why;
}

TEST(R_BATTLE_15, ACloakedShipCannotJoinAnAttack) {
  auto b = line();
  crewed(b, "I.K.C. Bortas");
  CardId qu = crewed(b, "I.K.C. Qu'Vat", 1, 0, "Batrell");
  b.cloak(qu);
  crewed(b, "I.K.C. Vorn", 1, 1, "Gorath");  // no leader: cannot retaliate
  b.act("Attack I.K.C. Vorn");
  // Only the Bortas may fire, so it joins and fires at once: no choice offers the Qu'Vat.
  b.pass_window();  // the interrupt window after the attacker fires (D-INT-4)
  EXPECT_EQ(b->choice.kind, ChoiceKind::None) << labels(b);
  for (const auto& e : b->log) EXPECT_FALSE(e.ev == Ev::BattleJoined && e.a == qu) << b.log_text();
  EXPECT_FALSE(b->cards[qu].has(kStopped));  // R-BATTLE-3 stops only those in the battle
}

TEST(R_BATTLE_15, ACloakedShipCannotRetaliate) {
  auto b = line();
  crewed(b, "I.K.C. Bortas");
  crewed(b, "I.K.C. Vorn", 1, 1, "Gorath");                  // the target: no leader
  CardId vorcha = crewed(b, "I.K.C. Vor'Cha", 1, 1, "Batrell");  // could retaliate, but is cloaked
  b.cloak(vorcha);
  b.act("Attack I.K.C. Vorn");
  b.pass_window();
  EXPECT_NE(b->choice.kind, ChoiceKind::RetaliationTarget) << labels(b);
  EXPECT_TRUE(b.logged("R-BATTLE-14", Ev::BattleResult)) << b.log_text();
  EXPECT_FALSE(b->cards[vorcha].has(kStopped));
}

TEST(R_BATTLE_15, UncloakedTheSameShipRetaliates) {
  // The control for the test above: without the cloak the defender is asked.
  auto b = line();
  crewed(b, "I.K.C. Bortas");
  crewed(b, "I.K.C. Vorn", 1, 1, "Gorath");
  crewed(b, "I.K.C. Vor'Cha", 1, 1, "Batrell");
  b.act("Attack I.K.C. Vorn");
  b.pass_window();
  EXPECT_EQ(b->choice.kind, ChoiceKind::RetaliationTarget) << labels(b);
}

// ---------------------------------------------------------- what it may do --

TEST(R_CLOAK_2, ACloakedShipMovesWithItsCrew) {
  auto b = line();
  CardId vorn = crewed(b, "I.K.C. Vorn", 0);
  b.act("Cloak I.K.C. Vorn");
  b.act("Move I.K.C. Vorn to Test Mission");
  EXPECT_EQ(b->cards[vorn].loc, 1);
  EXPECT_EQ(b->cards[b.id("Klag")].loc, 1);
  EXPECT_TRUE(cloaked(b, vorn));
  EXPECT_TRUE(b.logged("R-CLOAK-2", Ev::Moved)) << b.log_text();
}

TEST(R_CLOAK_2, NaturalEventsStillPlayOnACloakedShip) {
  // Plasma Fire and Warp Core Breach happen aboard whether it is cloaked or not (CRD IV.11.A).
  auto b = line(Phase::PlayCard);
  CardId bortas = crewed(b, "I.K.C. Bortas", 1, 1);
  b.cloak(bortas);
  b.hand("Plasma Fire");
  b.hand("Warp Core Breach");
  EXPECT_TRUE(b.can("Play Plasma Fire on I.K.C. Bortas")) << labels(b);
  EXPECT_TRUE(b.can("Play Warp Core Breach on I.K.C. Bortas")) << labels(b);
}

// ------------------------------------------------- state, views, the agent --

TEST(R_CLOAK_1, CloakSurvivesTheJsonRoundTripAndChangesTheHash) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  uint64_t before = b->hash();
  b.act("Cloak I.K.C. Bortas");
  EXPECT_NE(b->hash(), before);
  auto copy = GameState::from_json(b->db_ptr(), b->to_json());
  EXPECT_TRUE(copy.cards[bortas].has(kCloaked));
  EXPECT_TRUE(copy.cards[bortas].has(kCloakToggled));
  EXPECT_EQ(copy.hash(), b->hash());
  EXPECT_FALSE(copy.legal_actions().empty());
}

TEST(R_CLOAK_1, TheOpponentSeesTheShipCloakedButNotItsCrew) {
  auto b = line();
  CardId bortas = crewed(b, "I.K.C. Bortas");
  b.act("Cloak I.K.C. Bortas");
  auto obs = b->observation(1);
  bool seen = false;
  for (const auto& o : obs["spaceline"][1]["space"])
    if (o["card"] == bortas) {
      seen = true;
      EXPECT_EQ(o.value("cloaked", false), true) << o.dump();
      EXPECT_FALSE(o.contains("aboard")) << o.dump();  // R-INFO-4
    }
  EXPECT_TRUE(seen);
}

TEST(R_BATTLE_15, TheHeuristicAgentCloaksAShipAnEnemyCouldDamage) {
  auto b = line();
  CardId kvort = crewed(b, "I.K.C. K'Vort");            // WEAPONS 6: cannot hurt the Vor'Cha (SHIELDS 7)
  crewed(b, "I.K.C. Vor'Cha", 1, 1, "Batrell");         // WEAPONS 8 > SHIELDS 6
  HeuristicAgent agent(1);
  auto x = decode(agent.choose(b.state()));
  EXPECT_EQ(x.kind, Act::Cloak);
  EXPECT_EQ(x.a, kvort);
}

TEST(R_CLOAK_1, TheHeuristicAgentDecloaksToAttempt) {
  auto b = line();
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  for (auto n : {"Klag", "Kromm", "Torin", "Batrell", "Gorath"}) b.aboard(bortas, n);  // Physics, INTEGRITY 31
  b.cloak(bortas);
  HeuristicAgent agent(1);
  auto x = decode(agent.choose(b.state()));
  EXPECT_EQ(x.kind, Act::Decloak);
  b->apply(make_action(x.kind, x.a, x.b, x.c));
  x = decode(agent.choose(b.state()));
  EXPECT_EQ(x.kind, Act::Attempt);
}

TEST(R_CLOAK_1, RandomKlingonAndRomulanGamesCloakAndDecloakWithoutErrors) {
  // Random agents try every legal cloak and decloak; the conformance suite checks each step in depth.
  auto db = CardDb::bundled();
  std::array<Deck, 2> decks = {load_deck_file(resolve_deck_path("klingon-premiere"), *db),
                               load_deck_file(resolve_deck_path("romulan-premiere"), *db)};
  long cloaks = 0;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    auto r = play_decks(db, decks, seed, {"random", "random"});
    EXPECT_EQ(r.error, "") << "seed " << seed;
    cloaks += r.stats.at("cloaks");
  }
  EXPECT_GT(cloaks, 0);
}
