// Battle (CRD III.4; II.1 Damage, Direct Hit, Damage unit, Leader, Forces,
// Retaliation; IV.1 Shield Extension): R-BATTLE-1..17, R-FAC-3, D-BAT-1..5.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }
bool stopped(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kStopped); }
bool damaged(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kDamaged); }
Zone zone(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].zone; }

// The last BattleResult entry: {attacker's units, defender's units, winner}.
struct Result {
  int attacker_units = -1, defender_units = -1, winner = -2;
};
Result result(const ScenarioBuilder& b) {
  Result r;
  for (const auto& e : b.state().log)
    if (e.ev == Ev::BattleResult) r = {e.n >> 4, e.n & 0xF, e.player};
  return r;
}

// Player 0 (Klingon) attacks at Test Mission (location 1) in the Orders phase.
// A Klingon ship with a leader aboard (Klag, OFFICER).
CardId klingon_ship(ScenarioBuilder& b, const std::string& name, int loc = 1, int owner = 0, const std::string& leader = "Klag") {
  CardId s = b.ship(loc, name, owner);
  b.aboard(s, leader);
  return s;
}

ScenarioBuilder line(std::shared_ptr<const CardDb> db = CardDb::bundled()) {
  ScenarioBuilder b(1, 20, Phase::Orders, std::move(db));
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.mission("Cultural Observation");
  return b;
}

// Test cards: a Romulan with Tal Shiar, an Away Team member with Guramba, Klingons with
// Leadership x1/2 and Leadership x2.
std::shared_ptr<const CardDb> test_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Tal Shiar Agent, type: personnel, affiliation: romulan, classification: SECURITY,
   skills: [Tal Shiar], integrity: 5, cunning: 6, strength: 6, gender: male}
- {name: T-Guramba Fighter, type: personnel, affiliation: federation, classification: SECURITY,
   skills: [Guramba], integrity: 5, cunning: 5, strength: 7, gender: male}
- {name: T-Half Leader, type: personnel, affiliation: klingon, classification: ENGINEER, unique: false,
   skills: [Leadership x1/2], integrity: 5, cunning: 5, strength: 6, gender: male}
- {name: T-Double Leader, type: personnel, affiliation: klingon, classification: SECURITY,
   skills: [Leadership x2], integrity: 5, cunning: 5, strength: 6, gender: male}
)"),
                                       "battle_rules_test.cpp");
  return db;
}

}  // namespace

// -------------------------------------------------------- who may attack ----

TEST(R_BATTLE_6, AFederationShipIsOfferedNoAttack) {
  auto b = line();
  CardId galaxy = b.ship(1, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId bortas = klingon_ship(b, "I.K.C. Bortas", 1, 1);
  EXPECT_FALSE(b.can("Attack")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::AttackShip, bortas, 1));
  EXPECT_NE(why.find("Federation forces may never start a battle"), std::string::npos) << why;
}

TEST(R_BATTLE_6, RomulansDoNotAttackRomulansWithoutTalShiar) {
  auto b = line(test_cards());
  CardId mine = b.ship(1, "D'deridex");
  b.aboard(mine, "Toreth");
  CardId theirs = b.ship(1, "D'deridex", 1);
  b.aboard(theirs, "Tomalak");
  EXPECT_FALSE(b.can("Attack D'deridex")) << labels(b);
  b.aboard(mine, "T-Tal Shiar Agent");
  EXPECT_TRUE(b.can("Attack D'deridex")) << labels(b);
}

TEST(R_BATTLE_4, TalShiarLeadsOnlyWhereNoOtherLeaderIs) {
  auto b = line(test_cards());
  CardId ship = b.ship(1, "D'deridex");
  CardId agent = b.aboard(ship, "T-Tal Shiar Agent");
  EXPECT_EQ(b->leaders({agent}), 1);
  CardId toreth = b.aboard(ship, "Toreth");
  EXPECT_EQ(b->leaders({agent, toreth}), 1);  // Toreth leads; the agent does not count besides her
}

TEST(R_SKILL_6, HalfLeadershipsAddUpToBattleLeaders) {
  // D-BAT-6: total halves / 2; one card is never worth more than one leader.
  auto b = line(test_cards());
  CardId ship = b.ship(1, "I.K.C. Bortas");
  std::vector<CardId> halves;
  for (int i = 0; i < 4; ++i) halves.push_back(b.aboard(ship, "T-Half Leader"));
  EXPECT_EQ(b->leaders({halves[0]}), 0);
  EXPECT_EQ(b->leaders({halves[0], halves[1]}), 1);
  EXPECT_EQ(b->leaders({halves[0], halves[1], halves[2]}), 1);
  EXPECT_EQ(b->leaders(halves), 2);
  CardId twice = b.aboard(ship, "T-Double Leader");
  EXPECT_EQ(b->leaders({twice}), 1);
  EXPECT_EQ(b->leaders({twice, halves[0]}), 1);
  CardId agent = b.aboard(ship, "T-Tal Shiar Agent");
  EXPECT_EQ(b->leaders({agent, halves[0]}), 1);             // half a leader is no leader: Tal Shiar leads
  EXPECT_EQ(b->leaders({agent, halves[0], halves[1]}), 1);  // two halves lead; the agent does not count besides them
}

TEST(R_BATTLE_4, TwoHalfLeadershipsLetAShipFire) {
  auto b = line(test_cards());
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.aboard(bortas, "T-Half Leader");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  EXPECT_FALSE(b.can("Attack U.S.S. Galaxy")) << labels(b);  // half a leader: D-BAT-1
  EXPECT_EQ(b->battle_weapons(bortas), 0);
  b.aboard(bortas, "T-Half Leader");
  EXPECT_EQ(b->battle_weapons(bortas), b->ship_weapons(bortas));
  EXPECT_TRUE(b.can("Attack U.S.S. Galaxy")) << labels(b);
}

TEST(R_BATTLE_17, TwoHalfLeadershipsAreTheSecondLeaderAgainstGuramba) {
  auto b = line(test_cards());
  b.on_planet(0, "Klag");
  b.on_planet(0, "T-Half Leader");
  b.on_planet(0, "T-Guramba Fighter", 1);
  EXPECT_FALSE(b.can("Attack the opponent's Away Team")) << labels(b);
  b.on_planet(0, "T-Half Leader");
  EXPECT_TRUE(b.can("Attack the opponent's Away Team")) << labels(b);
}

TEST(R_BATTLE_7, AttackedOnThePreviousTurnTheyMayAttackBack) {
  auto b = line();
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.act("Attack U.S.S. Galaxy");
  b.act("Do not retaliate");
  b.act("End your turn");
  // Player 1's turn: the Federation may fight back this turn, at this location.
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Attack I.K.C. Bortas")) << labels(b);
  b.act("End your turn");
  b.pass_turn();
  b.act("Make no card play");
  EXPECT_FALSE(b.can("Attack I.K.C. Bortas"));  // two turns later the exception is over
  (void)bortas;
}

TEST(R_BATTLE_6, NoAttackOnYourOwnForces) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  klingon_ship(b, "I.K.C. Pagh", 1, 0, "Kargan");
  EXPECT_FALSE(b.can("Attack")) << labels(b);
}

TEST(D_BAT_1, AShipWithoutALeaderDoesNotFire) {
  auto b = line();
  CardId bortas = b.ship(1, "I.K.C. Bortas");
  b.aboard(bortas, "Kromm");  // ENGINEER: no leader
  klingon_ship(b, "I.K.C. Bortas", 1, 1);
  EXPECT_FALSE(b.can("Attack")) << labels(b);
  EXPECT_EQ(b->battle_weapons(bortas), 0);
}

// ------------------------------------------------------------ ship battle ----

TEST(R_BATTLE_11, EqualWeaponsAndShieldsIsNoHit) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");             // WEAPONS 9
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);  // SHIELDS 9
  b.aboard(galaxy, "Geordi La Forge");
  b.act("Attack U.S.S. Galaxy");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_FALSE(damaged(b, galaxy));
  EXPECT_EQ(result(b).winner, -1);  // nothing inflicted: a tie
}

TEST(R_BATTLE_10, ShipsAddTheirWeaponsAgainstOneTarget) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");                 // 9
  klingon_ship(b, "I.K.C. Pagh", 1, 0, "Kargan");  // 7
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);    // SHIELDS 9
  b.aboard(galaxy, "Geordi La Forge");              // no leader: cannot retaliate
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");
  b.act("Add I.K.C. Pagh");  // nobody else may join: it fires at once
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_TRUE(damaged(b, galaxy));  // 16 > 9, not > 18: damaged
  EXPECT_EQ(b->effective_range(galaxy), 5);
  EXPECT_TRUE(b.logged("R-BATTLE-11", Ev::ShipDamaged));
  Result r = result(b);
  EXPECT_EQ(r.attacker_units, 1);
  EXPECT_EQ(r.winner, 0);
}

TEST(R_BATTLE_12, ADirectHitDestroysAnUndamagedShipForTwoUnits) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  klingon_ship(b, "I.K.C. Pagh", 1, 0, "Kargan");
  klingon_ship(b, "I.K.C. K'Vort", 1, 0, "Konmel");  // 9 + 7 + 6 = 22 > 2 x 9
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  CardId data = b.aboard(galaxy, "Geordi La Forge");
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");
  b.act("Add I.K.C. Pagh");
  b.act("Add I.K.C. K'Vort");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_EQ(zone(b, galaxy), Zone::Discard);
  EXPECT_EQ(zone(b, data), Zone::Discard);  // R-BATTLE-13: everything aboard goes with it
  EXPECT_TRUE(b.logged("R-BATTLE-12", Ev::ShipDestroyed));
  EXPECT_EQ(result(b).attacker_units, 2);
}

TEST(R_BATTLE_11, ADamagedShipHitAgainIsDestroyed) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  klingon_ship(b, "I.K.C. Pagh", 1, 0, "Kargan");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Geordi La Forge");
  b.damage(galaxy);
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");
  b.act("Add I.K.C. Pagh");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_EQ(zone(b, galaxy), Zone::Discard);
  EXPECT_EQ(result(b).attacker_units, 1);  // a damaged ship destroyed: one unit
}

TEST(R_BATTLE_8, RetaliationAtOneAttackerEvenWhenStopped) {
  auto b = line();
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId ent = b.ship(1, "U.S.S. Enterprise", 1);
  b.aboard(ent, "William T. Riker");
  b.stop(galaxy).stop(ent);
  b.act("Attack U.S.S. Galaxy");
  EXPECT_EQ(b->current_player(), 1);
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_TRUE(b.can("Retaliate against I.K.C. Bortas (SHIELDS 7)")) << labels(b);
  b.act("Retaliate against I.K.C. Bortas");
  b.act("Add U.S.S. Galaxy");
  b.act("Add U.S.S. Enterprise");  // 7 + 8 = 15 > 14: a direct hit on SHIELDS 7
  EXPECT_EQ(zone(b, bortas), Zone::Discard);
  EXPECT_TRUE(b.logged("R-BATTLE-8", Ev::Retaliation));
  EXPECT_EQ(result(b).winner, 1);  // 0 units against 2
}

TEST(R_BATTLE_14, EqualDamageUnitsAreATie) {
  auto b = line();
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  klingon_ship(b, "I.K.C. Pagh", 1, 0, "Kargan");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId ent = b.ship(1, "U.S.S. Enterprise", 1);
  b.aboard(ent, "William T. Riker");
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");
  b.act("Add I.K.C. Pagh");              // 16 against 9: damaged (1 unit)
  b.act("Retaliate against I.K.C. Bortas");
  b.act("Add U.S.S. Enterprise");
  b.act("Fire back");                    // 8 against 7: damaged (1 unit)
  EXPECT_TRUE(damaged(b, galaxy));
  EXPECT_TRUE(damaged(b, bortas));       // R-BATTLE-2: both shots land together
  Result r = result(b);
  EXPECT_EQ(r.attacker_units, 1);
  EXPECT_EQ(r.defender_units, 1);
  EXPECT_EQ(r.winner, -1);
  EXPECT_NE(b.log_text().find("a tie"), std::string::npos);
}

TEST(R_BATTLE_9, NotRetalitatingTheDefenderUsesShieldsOnly) {
  auto b = line();
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.act("Attack U.S.S. Galaxy");
  b.act("Do not retaliate");
  EXPECT_FALSE(damaged(b, bortas));
  EXPECT_TRUE(b.logged("R-BATTLE-9", Ev::NoRetaliation));
}

TEST(R_BATTLE_4, WithoutALeaderTheDefenderCannotRetaliate) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Geordi La Forge");  // ENGINEER: no leader
  b.act("Attack U.S.S. Galaxy");
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_EQ(b->current_player(), 0);  // no retaliation decision was offered
  EXPECT_FALSE(b->battle.active);
}

TEST(R_BATTLE_3, EverythingInTheBattleIsStopped) {
  auto b = line();
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  CardId picard = b.aboard(galaxy, "Jean-Luc Picard");
  b.act("Attack U.S.S. Galaxy");
  b.act("Retaliate against I.K.C. Bortas");  // the Galaxy, the one ship able, fires back
  EXPECT_TRUE(stopped(b, bortas));
  EXPECT_TRUE(stopped(b, b.id("Klag")));
  EXPECT_TRUE(stopped(b, galaxy));
  EXPECT_TRUE(stopped(b, picard));
  EXPECT_FALSE(b.can("Move I.K.C. Bortas"));
  EXPECT_FALSE(b.can("Attack"));  // stopped ships take no further action
}

TEST(R_FAC_3, AnOutpostExtendsHalfItsShieldsToDockedShips) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  klingon_ship(b, "I.K.C. Pagh", 1, 0, "Kargan");
  b.outpost(1, "Federation Outpost", 1);          // SHIELDS 30: +15
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);  // 9 + 15 = 24
  b.aboard(galaxy, "Geordi La Forge");
  EXPECT_EQ(b->battle_shields(galaxy), 24);
  EXPECT_TRUE(b.can("Attack U.S.S. Galaxy at Test Mission (SHIELDS 24)")) << labels(b);
  b.act("Attack U.S.S. Galaxy");
  b.act("Add I.K.C. Bortas");
  b.act("Add I.K.C. Pagh");  // 16 against 24: nothing
  EXPECT_FALSE(damaged(b, galaxy));
}

TEST(D_BAT_4, AnAttackedOutpostAndItsPersonnelAreStopped) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  CardId outpost = b.outpost(1, "Federation Outpost", 1);
  CardId troi = b.aboard(outpost, "Deanna Troi");
  b.act("Attack Federation Outpost");
  // 9 against 30: nothing
  EXPECT_FALSE(damaged(b, outpost));
  b.pass_window();  // nobody plays an interrupt (R-TIME-12)
  EXPECT_TRUE(stopped(b, outpost));
  EXPECT_TRUE(stopped(b, troi));
}

TEST(R_BATTLE_1, ABattleInProgressSurvivesSaveAndLoad) {
  auto b = line();
  klingon_ship(b, "I.K.C. Bortas");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.act("Attack U.S.S. Galaxy");
  auto copy = GameState::from_json(b->db_ptr(), b->to_json());
  EXPECT_EQ(copy.hash(), b->hash());
  EXPECT_EQ(copy.to_json(), b->to_json());
  apply_label(copy, "Retaliate against I.K.C. Bortas");
  EXPECT_FALSE(copy.battle.active);
  EXPECT_EQ(copy.log.back().ev, Ev::BattleResult);
}

// ------------------------------------------------------- Away Team battle ----

TEST(R_BATTLE_16, TheWeakerAwayTeamLosesOnePersonnelAtRandom) {
  auto b = line();
  std::vector<CardId> ours = {b.on_planet(0, "Klag"), b.on_planet(0, "Kargan"), b.on_planet(0, "Koral")};  // 7+9+10
  std::vector<CardId> theirs = {b.on_planet(0, "Data", 1), b.on_planet(0, "Deanna Troi", 1)};
  EXPECT_TRUE(b.can("Attack the opponent's Away Team at Avert Disaster with your Away Team (STRENGTH 26)")) << labels(b);
  b.act("Attack the opponent's Away Team");
  b.act("Retaliate");
  int discarded = 0;
  for (auto c : theirs) discarded += zone(b, c) == Zone::Discard;
  EXPECT_EQ(discarded, 1);
  for (auto c : ours) EXPECT_TRUE(stopped(b, c));
  for (auto c : theirs)
    if (zone(b, c) == Zone::InPlay) {
      EXPECT_TRUE(stopped(b, c));
    }
  EXPECT_TRUE(b.logged("R-INFO-1", Ev::BattleLoss));
}

TEST(R_BATTLE_9, AStrongerDefenderWhoDoesNotRetaliateChangesNothing) {
  auto b = line();
  CardId klag = b.on_planet(0, "Klag");                  // 7
  b.on_planet(0, "Worf", 1);                              // STRENGTH 10
  CardId picard = b.on_planet(0, "Jean-Luc Picard", 1);  // leader
  b.on_planet(0, "William T. Riker", 1);
  b.act("Attack the opponent's Away Team");
  b.act("Do not retaliate");
  EXPECT_EQ(zone(b, klag), Zone::InPlay);
  EXPECT_EQ(zone(b, picard), Zone::InPlay);
  EXPECT_TRUE(b.logged("R-BATTLE-9", Ev::NoRetaliation));
}

TEST(R_BATTLE_9, AStrongerDefenderWhoRetaliatesWins) {
  auto b = line();
  CardId klag = b.on_planet(0, "Klag");
  b.on_planet(0, "Jean-Luc Picard", 1);
  b.on_planet(0, "William T. Riker", 1);
  b.act("Attack the opponent's Away Team");
  b.act("Retaliate");
  EXPECT_EQ(zone(b, klag), Zone::Discard);  // the attacker's only member
}

TEST(R_BATTLE_4, AnAwayTeamStartingABattleWithoutALeaderLoses) {
  auto b = line();
  CardId kromm = b.on_planet(0, "Kromm");  // ENGINEER, STRENGTH 8
  CardId koral = b.on_planet(0, "Koral");  // CIVILIAN, 10
  b.on_planet(0, "Deanna Troi", 1);        // OFFICER, STRENGTH 4
  b.act("Attack the opponent's Away Team");
  b.act("Do not retaliate");
  EXPECT_TRUE(b.logged("R-BATTLE-4", Ev::AwayBattle));
  EXPECT_EQ((zone(b, kromm) == Zone::Discard) + (zone(b, koral) == Zone::Discard), 1);
}

TEST(R_BATTLE_17, GurambaNeedsTwoLeadersToAttack) {
  auto b = line(test_cards());
  b.on_planet(0, "Klag");
  b.on_planet(0, "Kromm");
  b.on_planet(0, "T-Guramba Fighter", 1);
  EXPECT_FALSE(b.can("Attack the opponent's Away Team")) << labels(b);
  b.on_planet(0, "Kargan");  // a second leader
  EXPECT_TRUE(b.can("Attack the opponent's Away Team"));
}

TEST(R_BATTLE_6, AFederationAwayTeamDoesNotStartABattle) {
  auto b = line();
  b.on_planet(0, "Jean-Luc Picard");
  b.on_planet(0, "Worf");
  b.on_planet(0, "Klag", 1);
  EXPECT_FALSE(b.can("Attack the opponent's Away Team")) << labels(b);
}

// ------------------------------------------------ modifiers and repair ----

TEST(R_MOD_5, BynarsWeaponEnhancementIsCumulative) {
  auto b = line();
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");  // WEAPONS 9
  b.turn(0, Phase::PlayCard);
  b.hand("Bynars Weapon Enhancement");
  b.hand("Bynars Weapon Enhancement");
  b->apply(b.find_all("Play Bynars").at(0));
  EXPECT_EQ(b->ship_weapons(bortas), 11);
  b.pass_turn();
  b.pass_turn();
  b->apply(b.find_all("Play Bynars").at(0));
  EXPECT_EQ(b->ship_weapons(bortas), 13);  // each copy adds its +2
}

TEST(R_MOD_5, ShieldsPerClassificationCountsTheCrewAndOneCopy) {
  auto b = line();
  CardId galaxy = b.ship(1, "U.S.S. Galaxy");  // SHIELDS 9
  b.aboard(galaxy, "Geordi La Forge");           // ENGINEER
  b.aboard(galaxy, "Reginald Barclay");          // ENGINEER
  b.aboard(galaxy, "Beverly Crusher");           // MEDICAL: no bonus
  b.turn(0, Phase::PlayCard);
  b.hand("Nutational Shields");
  b.hand("Nutational Shields");
  b->apply(b.find_all("Play Nutational Shields").at(0));
  EXPECT_EQ(b->ship_shields(galaxy), 13);  // +2 for each of two ENGINEERs
  b.pass_turn();
  b.pass_turn();
  b.act("Play Nutational Shields");
  EXPECT_EQ(b->ship_shields(galaxy), 13);  // not cumulative (R-MOD-5)
  EXPECT_EQ(b->battle_shields(galaxy), 13);
}

TEST(R_FAC_11, ADamagedShipIsRepairedAfterTwoFullTurnsAtItsOutpost) {
  auto b = line();
  b.outpost(1, "Klingon Outpost");
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  b.damage(bortas);
  b.pass_turn();  // end of the owner's first full turn there
  EXPECT_TRUE(damaged(b, bortas));
  EXPECT_TRUE(b.logged("D-FAC-1", Ev::HalfRepaired));
  b.pass_turn();
  b.pass_turn();  // second full turn
  EXPECT_FALSE(damaged(b, bortas));
  EXPECT_EQ(b->effective_range(bortas), 9);
  EXPECT_TRUE(b.logged("R-FAC-11", Ev::Repaired));
}

TEST(D_FAC_1, LeavingResetsRepairAndTheTurnOfArrivalDoesNotCount) {
  auto b = line();
  b.outpost(1, "Klingon Outpost");
  CardId bortas = klingon_ship(b, "I.K.C. Bortas");
  b.aboard(bortas, "Kromm");
  b.aboard(bortas, "Kargan");
  b.damage(bortas);
  b.pass_turn();  // one full turn: half-repaired
  EXPECT_EQ(b->cards[bortas].counter, 1);
  b.pass_turn();
  b.act("Make no card play");
  b.act("Move I.K.C. Bortas to Cultural Observation");  // leaves: the count starts again
  b.pass_turn();
  EXPECT_EQ(b->cards[bortas].counter, 0);
  b.pass_turn();
  b.act("Make no card play");
  b.act("Move I.K.C. Bortas to Test Mission");  // back, but this turn it moved
  b.pass_turn();
  EXPECT_EQ(b->cards[bortas].counter, 0);
  EXPECT_TRUE(damaged(b, bortas));
  for (int i = 0; i < 4; ++i) b.pass_turn();  // two full turns without moving
  EXPECT_FALSE(damaged(b, bortas));
}

TEST(R_FAC_12, AnOutpostRepairsOnlyShipsOfItsAffiliation) {
  auto b = line();
  b.outpost(1, "Klingon Outpost");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.damage(galaxy);
  for (int i = 0; i < 6; ++i) b.pass_turn();
  EXPECT_TRUE(damaged(b, galaxy));
}

TEST(D_FAC_2, SpacedockRepairsYourShipsThereAtOnce) {
  auto b = line();
  CardId outpost = b.outpost(1, "Federation Outpost");
  CardId galaxy = b.ship(1, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  b.damage(galaxy);
  b.turn(0, Phase::PlayCard);
  b.hand("Spacedock");
  b.act("Play Spacedock on Federation Outpost");
  EXPECT_FALSE(damaged(b, galaxy));
  EXPECT_TRUE(b.logged("D-FAC-2", Ev::Repaired));
  EXPECT_EQ(b->cards[b.id("Spacedock")].host, outpost);
}
