// Dogfights: S1-6 (one a turn), D-TS-9 (starting one), D-TS-10 (defending),
// D-TS-11 (maneuvers), D-TS-12 (who wins), D-TS-13 (spoils).
#include "helpers.h"

using namespace tst;

namespace {
// p and q one Location apart; both fly Test Idlers (PILOT 3, RANGE 1); empty hands.
std::unique_ptr<TsState> duel(int& p, int& q) {
  auto s = game();
  p = s->active;
  q = 1 - p;
  set_player(*s, p, "Test Idler");
  set_player(*s, q, "Test Idler");
  empty_hand(*s, p);
  empty_hand(*s, q);
  s->seats[q].pos = static_cast<uint8_t>((s->seats[p].pos + 1) % 8);
  return s;
}
void both_pass(TsState& s) {
  act(s, Act::ManeuverPass);
  act(s, Act::ManeuverPass);
}
}  // namespace

// ---------------------------------------------------------------- S1-6
TEST(S1_6, OneDogfightATurnHoweverItStarts) {
  for (bool with_pilot : {false, true}) {
    int p, q;
    auto s = duel(p, q);
    const Card tom = to_hand(*s, p, "Old Tom Greaves");
    const Card skip = to_hand(*s, p, "Skip Marlowe");
    if (with_pilot) act(*s, Act::PlayPilot, tom, q);
    else act(*s, Act::DogfightPlayer, -1, q);
    act(*s, Act::DefendPlayer);
    both_pass(*s);
    ASSERT_EQ(s->pending, Pending::Play);
    EXPECT_FALSE(has(*s, Act::DogfightPlayer));
    EXPECT_FALSE(has(*s, Act::PlayPilot));
    EXPECT_EQ(s->dogfights_this_turn, 1);
    (void)skip;
  }
}

TEST(S1_6, TheCountResetsNextTurnAndSurvivesASave) {
  int p, q;
  auto s = duel(p, q);
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  both_pass(*s);
  auto back = roundtrip(*s);
  EXPECT_FALSE(has(*back, Act::DogfightPlayer));
  finish_turn(*s);
  EXPECT_TRUE(has(*s, Act::DogfightPlayer, -1, p)) << "q's turn: q may fight";
}

// ---------------------------------------------------------------- D-TS-9
TEST(D_TS_9, TargetsWithinRangeOfThePlayerOrThePilot) {
  int p, q;
  auto s = duel(p, q);
  s->seats[q].pos = static_cast<uint8_t>((s->seats[p].pos + 2) % 8);
  EXPECT_FALSE(has(*s, Act::DogfightPlayer)) << "RANGE 1, distance 2";
  const Card kit = to_hand(*s, p, "Kit Calloway");  // RANGE 4
  const Card ace = to_hand(*s, p, "Ace Vandermeer");  // RANGE 0
  EXPECT_TRUE(has(*s, Act::PlayPilot, kit, q));
  EXPECT_FALSE(has(*s, Act::PlayPilot, ace, q));
  to_hold(*s, p, "Spyglass");  // RANGE +2
  EXPECT_TRUE(has(*s, Act::DogfightPlayer, -1, q));
  EXPECT_TRUE(has(*s, Act::PlayPilot, ace, q));
  s->seats[q].pos = s->seats[p].pos;  // same Location: distance 0
  EXPECT_TRUE(has(*s, Act::PlayPilot, ace, q));
}

TEST(D_TS_9, LookoutTwinsExtendTheReach) {
  int p, q;
  auto s = duel(p, q);
  s->seats[q].pos = static_cast<uint8_t>((s->seats[p].pos + 6) % 8);  // distance 2 the other way
  EXPECT_FALSE(has(*s, Act::DogfightPlayer));
  to_chain(*s, p, "Lookout Twins");
  EXPECT_TRUE(has(*s, Act::DogfightPlayer, -1, q));
}

// ---------------------------------------------------------------- D-TS-10
TEST(D_TS_10, TheDefenderFliesItsPlayerOrAPilotCard) {
  int p, q;
  auto s = duel(p, q);
  const Card ruby = to_hand(*s, q, "Ruby Flint");
  act(*s, Act::DogfightPlayer, -1, q);
  ASSERT_EQ(s->pending, Pending::Defend);
  EXPECT_EQ(s->decider, q);
  EXPECT_EQ(s->legal_actions().size(), 2u);
  act(*s, Act::DefendPilot, ruby);
  EXPECT_EQ(s->fight.def_pilot, ruby);
  EXPECT_TRUE(logged(*s, 0, LogKind::Defend, Rule::D_TS_10));
  both_pass(*s);
  // PILOT 5 beats 3: the defender wins; Ruby goes to the discard pile.
  EXPECT_TRUE(logged(*s, 0, LogKind::DogfightResult, Rule::D_TS_12));
  EXPECT_EQ(s->seats[q].discard.back(), ruby);
}

// ---------------------------------------------------------------- D-TS-11
TEST(D_TS_11, ManeuversAlternateAttackerFirstTwoPassesEnd) {
  int p, q;
  auto s = duel(p, q);
  const Card roll = to_hand(*s, p, "Barrel Roll");  // +2
  const Card loop = to_hand(*s, q, "Loop the Loop");  // +3
  const Card cloud = to_hand(*s, p, "Cloud Cover");  // +2
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  EXPECT_EQ(s->decider, p);
  act(*s, Act::Maneuver, roll);
  EXPECT_EQ(s->decider, q) << "the defender answers on the attacker's turn";
  act(*s, Act::Maneuver, loop);
  EXPECT_EQ(s->decider, p);
  act(*s, Act::ManeuverPass);
  EXPECT_EQ(s->decider, q);
  EXPECT_EQ(s->pending, Pending::Maneuver) << "one pass does not end it";
  act(*s, Act::ManeuverPass);
  // 3 + 2 against 3 + 3: the defender wins.
  EXPECT_EQ(s->pending, Pending::Play);
  EXPECT_TRUE(std::find(s->seats[p].hand.begin(), s->seats[p].hand.end(), cloud) != s->seats[p].hand.end());
  EXPECT_TRUE(logged(*s, 0, LogKind::ManeuverPlayed, Rule::D_TS_11));
}

TEST(D_TS_11, SunAtYourBackAlsoDraws) {
  int p, q;
  auto s = duel(p, q);
  const Card sun = to_hand(*s, p, "Sun at Your Back");
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  const size_t hand = s->seats[p].hand.size();
  act(*s, Act::Maneuver, sun);
  EXPECT_EQ(s->seats[p].hand.size(), hand);  // one played, one drawn
  EXPECT_EQ(s->fight.att_bonus, 1);
}

// ---------------------------------------------------------------- D-TS-12
TEST(D_TS_12, HigherTotalWinsATieGoesToTheDefender) {
  int p, q;
  auto s = duel(p, q);
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  const size_t from = s->log.size();
  both_pass(*s);  // 3 against 3
  for (size_t i = from; i < s->log.size(); ++i)
    if (s->log[i].kind == LogKind::DogfightResult) {
      EXPECT_EQ(s->log[i].p, q);
      EXPECT_EQ(s->log[i].n, 303);
    }
}

TEST(D_TS_12, ArtifactsAndPassengersCountNotTheDie) {
  int p, q;
  auto s = duel(p, q);
  to_hold(*s, p, "Golden Propeller");   // +2
  to_chain(*s, q, "Retired Stunt Flyer");  // +1
  to_hold(*s, q, "Cracked Goggles");   // -2
  const auto rng = s->rng;
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  const size_t from = s->log.size();
  both_pass(*s);
  for (size_t i = from; i < s->log.size(); ++i)
    if (s->log[i].kind == LogKind::DogfightResult) {
      EXPECT_EQ(s->log[i].p, p);
      EXPECT_EQ(s->log[i].n, 5 * 100 + 2);
    }
  EXPECT_EQ(s->stats.die_rolls, 0);
  (void)rng;
}

// ---------------------------------------------------------------- D-TS-13
TEST(D_TS_13, WinnerDrawsItsPilotAttackerTakesAPackedCargo) {
  int p, q;
  auto s = duel(p, q);
  const Card ruby = to_hand(*s, p, "Ruby Flint");  // PILOT 5, RANGE 1
  const Card crate = to_packed(*s, q, "Crate of Pineapples");
  act(*s, Act::PlayPilot, ruby, q);
  act(*s, Act::DefendPlayer);
  const size_t hand = s->seats[p].hand.size();
  both_pass(*s);
  EXPECT_EQ(s->seats[p].hand.size(), hand + 5);
  EXPECT_EQ(s->seats[p].packed, (std::vector<Card>{crate}));
  EXPECT_TRUE(s->seats[q].packed.empty());
  EXPECT_TRUE(logged(*s, 0, LogKind::CargoTaken, Rule::D_TS_13));
  EXPECT_EQ(s->seats[p].discard.back(), ruby) << "the Pilot is discarded after the fight";
  // The taken cargo's name is shown to the two fighters only.
  bool found = false;
  for (const auto& e : s->log)
    if (e.kind == LogKind::CargoTaken) {
      found = true;
      EXPECT_NE(s->render(e, p).find("Crate of Pineapples"), std::string::npos);
      EXPECT_NE(s->render(e, q).find("Crate of Pineapples"), std::string::npos);
    }
  EXPECT_TRUE(found);
}

TEST(D_TS_13, ADefenderWhoWinsDrawsButTakesNothing) {
  int p, q;
  auto s = duel(p, q);
  to_packed(*s, p, "Crate of Pineapples");
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  const size_t hand = s->seats[q].hand.size();
  both_pass(*s);
  EXPECT_EQ(s->seats[q].hand.size(), hand + 3);
  EXPECT_EQ(s->seats[p].packed.size(), 1u);
  EXPECT_TRUE(s->seats[q].packed.empty());
}

TEST(D_TS_13, AFullHoldTakesNoCargo) {
  int p, q;
  auto s = duel(p, q);
  while (s->hold_used(p) < s->hold_capacity(p)) to_packed(*s, p, "Coil of Hemp Rope");
  to_packed(*s, q, "Crate of Pineapples");
  to_hold(*s, p, "Golden Propeller", q);  // q gave p a Propeller earlier; now it wins p the fight
  act(*s, Act::DogfightPlayer, -1, q);
  act(*s, Act::DefendPlayer);
  both_pass(*s);
  EXPECT_EQ(s->seats[q].packed.size(), 1u);
  EXPECT_TRUE(logged(*s, 0, LogKind::CargoNotTaken, Rule::D_TS_13));
}
