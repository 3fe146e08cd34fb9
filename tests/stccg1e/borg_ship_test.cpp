// The Borg Ship dilemma (CRD IV.5C Borg Ship; R-BATTLE-19, D-BORG-1).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

// A Klingon ship heavy enough to hurt a Borg Ship (no Premiere ship is).
std::shared_ptr<const CardDb> test_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Dreadnought, type: ship, affiliation: klingon, class: Test Class, staffing: [], range: 8, weapons: 30, shields: 30}
)"),
                                       "borg_ship_test.cpp");
  return db;
}

// Locations: 0 Avert Disaster (planet), 1 Explore Dyson Sphere (space, the
// Borg Ship under it), 2 Test Mission (space). Player 1 (index 0) to act.
struct BorgLine {
  ScenarioBuilder b;
  CardId borg = kNone;
  BorgLine() : b(1, 20, Phase::Orders, test_cards()) {
    b.mission("Avert Disaster");
    b.mission("Explore Dyson Sphere");
    b.mission("Test Mission");
    borg = b.seed_under(1, "Borg Ship");
  }
  // The Galaxy meets the Borg Ship at Explore Dyson Sphere (docked at an
  // outpost there, so it survives: SHIELDS 9 + 15 = 24, not less than 24).
  void meet_it_at_an_outpost() {
    CardId outpost = b.outpost(1, "Federation Outpost");
    (void)outpost;
    CardId galaxy = b.ship(1, "U.S.S. Galaxy");
    b.aboard(galaxy, "Jean-Luc Picard");
    b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  }
};

}  // namespace

TEST(R_BATTLE_19, MetItStaysOnTheSpacelineAndAttacksEverythingInSpaceThere) {
  BorgLine m;
  CardId bortas = m.b.ship(1, "I.K.C. Bortas", 1);  // SHIELDS 7: a direct hit
  m.b.aboard(bortas, "Klag");
  CardId outpost = m.b.outpost(1, "Federation Outpost");
  CardId galaxy = m.b.ship(1, "U.S.S. Galaxy");
  CardId picard = m.b.aboard(galaxy, "Jean-Luc Picard");
  m.b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  const auto& s = m.b.state();
  EXPECT_EQ(s.cards[m.borg].zone, Zone::InPlay) << m.b.log_text();
  EXPECT_EQ(s.cards[m.borg].place, Place::Space);
  EXPECT_EQ(s.cards[m.borg].loc, 1);
  EXPECT_EQ(s.cards[bortas].zone, Zone::Discard) << "24 > 2 x 7: destroyed (R-BATTLE-12)";
  EXPECT_EQ(s.cards[galaxy].zone, Zone::InPlay) << "the outpost's extension: 9 + 15 = 24 is not less than 24 (R-FAC-3)";
  EXPECT_FALSE(s.cards[galaxy].has(kDamaged));
  EXPECT_TRUE(s.cards[galaxy].has(kStopped)) << "the crew is stopped by the attack";
  EXPECT_TRUE(s.cards[picard].has(kStopped));
  EXPECT_TRUE(s.cards[outpost].has(kStopped));
  EXPECT_FALSE(s.attempt.active);
  EXPECT_TRUE(m.b.logged("R-BATTLE-19", Ev::BorgShipArrives));
  EXPECT_EQ(m.b.count_logged(Ev::BorgShipFires), 3);
}

TEST(R_BATTLE_19, AtTheEndOfEveryTurnItMovesOneLocationAttacksAndLeavesOffTheEnd) {
  BorgLine m;
  m.meet_it_at_an_outpost();
  CardId far = m.b.ship(2, "I.K.C. Bortas", 1);
  m.b.aboard(far, "Klag");
  const auto& s = m.b.state();
  m.b.act("End your turn");  // from location 1 of 0..2: the right end is as far as the left (D-BORG-1)
  EXPECT_EQ(s.cards[m.borg].loc, 2) << m.b.log_text();
  EXPECT_EQ(s.cards[far].zone, Zone::Discard) << "attacked where it arrives";
  m.b.pass_turn();  // the end of the opponent's turn counts too
  EXPECT_EQ(s.cards[m.borg].zone, Zone::Discard);
  EXPECT_TRUE(m.b.logged("R-BATTLE-19", Ev::BorgShipLeaves));
}

TEST(R_BATTLE_19, AShipThatMovesInAndStopsThereIsAttackedACloakedOneWhenItDecloaks) {
  BorgLine m;
  m.meet_it_at_an_outpost();
  m.b.act("End your turn");  // the Borg Ship moves on to Test Mission (location 2)
  m.b.act("Make no card play");
  CardId pagh = m.b.ship(0, "I.K.C. Pagh", 1);  // SHIELDS 6
  m.b.aboard(pagh, "Kargan");
  m.b.aboard(pagh, "Klag");
  CardId vorcha = m.b.ship(0, "I.K.C. Vorn", 1);  // staffing: one staff icon
  m.b.aboard(vorcha, "Kurak");
  m.b.act("Cloak I.K.C. Vorn");
  m.b.act("Move I.K.C. Vorn to Test Mission");
  EXPECT_EQ(m.b->cards[vorcha].zone, Zone::InPlay) << "cloaked: not found (R-CLOAK-2)";
  EXPECT_FALSE(m.b->cards[vorcha].has(kStopped));
  m.b.act("Move I.K.C. Pagh to Test Mission");
  EXPECT_EQ(m.b->cards[pagh].zone, Zone::Discard) << m.b.log_text();
  m.b.act("End your turn");
  m.b.act("Make no card play");
  EXPECT_FALSE(m.b.can("Attack Borg Ship")) << "gone off the end";
}

TEST(R_BATTLE_19, DecloakingBesideItDrawsItsAttack) {
  BorgLine m;
  CardId vorcha = m.b.ship(1, "I.K.C. Vorn", 1);
  m.b.aboard(vorcha, "Kurak");
  m.b.state().cards[vorcha].flags |= kCloaked;
  m.meet_it_at_an_outpost();
  EXPECT_EQ(m.b->cards[vorcha].zone, Zone::InPlay);
  m.b.act("End your turn");  // the Borg Ship moves to Test Mission; the Vor'Cha stays
  m.b.act("Make no card play");
  m.b.act("Move I.K.C. Vorn to Test Mission");  // cloaked: not attacked
  ASSERT_EQ(m.b->cards[vorcha].zone, Zone::InPlay);
  m.b.act("Decloak I.K.C. Vorn");
  EXPECT_TRUE(m.b->cards[vorcha].has(kDamaged) || m.b->cards[vorcha].zone == Zone::Discard) << m.b.log_text();
}

TEST(R_BATTLE_19, DestroyingItInBattleScoresItsPointsAndItFiresBackAtEveryAttacker) {
  BorgLine m;
  m.meet_it_at_an_outpost();
  m.b.act("End your turn");  // it moves to Test Mission
  m.b.act("Make no card play");
  // Player 2's two Dreadnoughts are there (set up, not moved in: not attacked yet).
  CardId d1 = m.b.ship(2, "T-Dreadnought", 1);
  m.b.aboard(d1, "Klag");
  CardId d2 = m.b.ship(2, "T-Dreadnought", 1);
  m.b.aboard(d2, "Kargan");
  EXPECT_TRUE(m.b.can("Attack Borg Ship at Test Mission (SHIELDS 24)")) << labels(m.b);
  m.b.act("Attack Borg Ship");
  m.b->apply(m.b.find_all("Add T-Dreadnought").front());
  m.b->apply(m.b.find_all("Add T-Dreadnought").front());  // 60 > 2 x 24: destroyed at once
  if (m.b->choice.kind == ChoiceKind::BattleJoin) m.b.act("Fire");
  EXPECT_EQ(m.b->cards[m.borg].zone, Zone::Bonus) << m.b.log_text();
  EXPECT_EQ(m.b->score(1), 45);
  EXPECT_TRUE(m.b.logged("R-BATTLE-19", Ev::BorgShipDestroyed));
  EXPECT_EQ(m.b.count_logged(Ev::BorgShipFires), 4) << "the Galaxy and its outpost when met, then back at each Dreadnought";
  EXPECT_TRUE(m.b->cards[d1].has(kStopped));
}

TEST(R_BATTLE_19, ADamagingHitThenASecondOneDestroysIt) {
  BorgLine m;
  m.meet_it_at_an_outpost();
  m.b.act("End your turn");
  m.b.act("Make no card play");
  CardId d1 = m.b.ship(2, "T-Dreadnought", 1);
  m.b.aboard(d1, "Klag");
  m.b.act("Attack Borg Ship");  // 30 > 24: damaged
  EXPECT_TRUE(m.b->cards[m.borg].has(kDamaged)) << m.b.log_text();
  EXPECT_EQ(m.b->cards[m.borg].zone, Zone::InPlay);
  EXPECT_FALSE(m.b.can("Attack Borg Ship")) << "the Dreadnought is stopped (R-BATTLE-3)";
  CardId d2 = m.b.ship(2, "T-Dreadnought", 1);
  m.b.aboard(d2, "Kargan");
  m.b.act("Attack Borg Ship");
  EXPECT_EQ(m.b->cards[m.borg].zone, Zone::Bonus) << m.b.log_text();
}

TEST(R_BATTLE_19, FederationShipsNeverStartABattleWithIt) {
  BorgLine m;
  m.meet_it_at_an_outpost();  // the Galaxy is attacked and stopped
  CardId ent = m.b.ship(1, "U.S.S. Enterprise");
  m.b.aboard(ent, "William T. Riker");
  EXPECT_FALSE(m.b.can("Attack Borg Ship")) << labels(m.b);  // R-BATTLE-6
}

TEST(R_BATTLE_19, AttackedAtTheEndOfTheOpponentsTurnTheFederationMayAttackItBack) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  b.mission("Test Mission");          // 1: the Borg Ship, met by player 2
  b.mission("Explore Dyson Sphere");  // 2: player 1's Enterprise, docked
  b.mission("Cultural Observation");
  CardId borg = b.seed_under(1, "Borg Ship", 0);
  b.outpost(2, "Federation Outpost");
  CardId ent = b.ship(2, "U.S.S. Enterprise");  // SHIELDS 9 + 15 = 24: unharmed
  b.aboard(ent, "Jean-Luc Picard");
  CardId bortas = b.ship(1, "I.K.C. Bortas", 1);
  b.aboard(bortas, "Klag");
  b.turn(1);
  b.act("Attempt Test Mission with the crew of I.K.C. Bortas");
  ASSERT_EQ(b->cards[borg].loc, 1) << b.log_text();
  b.act("End your turn");  // it moves to Explore Dyson Sphere and attacks the Enterprise
  ASSERT_EQ(b->cards[borg].loc, 2) << b.log_text();
  ASSERT_EQ(b->cards[ent].zone, Zone::InPlay);
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Attack Borg Ship at Explore Dyson Sphere")) << labels(b);  // R-BATTLE-7
}
