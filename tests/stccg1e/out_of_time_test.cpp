// Ships out of time (Temporal Rift D-INT-16, Time Travel Pod D-ART-4; R-DUR-5,
// R-PLAY-9, R-STATE-9, R-TIME-12) and interrupts that beam (Emergency
// Transporter Armbands, D-INT-17; R-BEAM-5, R-CARDRULE-11): the ways into each
// rule that the card scenarios do not take, and their state through a save.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// D-INT-16: a Rift played on the owner's turn counts it; the ship is away through
// the next and returns at its end. A save in the middle keeps it all out of time.
TEST(D_INT_16, ARiftedShipSurvivesASaveAndReturnsAtTheEndOfItsOwnersNextTurn) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  CardId picard = b.aboard(galaxy, "Jean-Luc Picard");
  CardId rift = b.hand("Temporal Rift", 0);
  b.act("Play Temporal Rift on U.S.S. Galaxy");
  ASSERT_EQ(b->cards[galaxy].zone, Zone::OutOfTime);
  EXPECT_EQ(b->cards[picard].zone, Zone::OutOfTime);
  EXPECT_EQ(b->cards[rift].counter, 2);
  EXPECT_TRUE(b->aboard(galaxy).empty());  // nothing of it is in play (R-STATE-9)
  auto back = round_trip(b.state());
  EXPECT_EQ(back.cards[galaxy].zone, Zone::OutOfTime);
  b.pass_turn();  // P1's turn 1 ends: 1 left
  EXPECT_EQ(b->cards[rift].counter, 1);
  b.pass_turn();  // P2's turn: not counted
  EXPECT_EQ(b->cards[rift].counter, 1);
  EXPECT_EQ(b->cards[galaxy].zone, Zone::OutOfTime);
  b.pass_turn();  // P1's turn 3 ends: back
  EXPECT_EQ(b->cards[galaxy].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[galaxy].loc, l);
  EXPECT_EQ(b->cards[picard].host, galaxy);
  EXPECT_EQ(b->cards[rift].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-DUR-5", Ev::ShipReturns));
  // A bad count of turns, or a ship out of time with no card that sent it, is refused on load.
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["cards"][rift][10] = 3; }, "turns left"));
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["cards"][rift][2] = int(Zone::InPlay); }, "exactly one card"));
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["cards"][rift][2] = 99; }, "is not a zone"));
}

// D-INT-16: played on the opponent's turn, that turn is not the owner's and does not count.
TEST(D_INT_16, ARiftPlayedOnTheOpponentsTurnCountsTwoTurnsOfTheOwner) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.hand("Temporal Rift", 1);
  // As P1 ends turn 1, P2 is asked (any time, D-TIME-2) and sends its own ship.
  b.act("End your turn");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  b.act("Play Temporal Rift on U.S.S. Galaxy");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  ASSERT_EQ(b->active, 1);
  ASSERT_EQ(b->cards[galaxy].zone, Zone::OutOfTime);
  EXPECT_EQ(b->cards[b.id("Temporal Rift")].counter, 2);
  b.pass_turn();  // P2's turn 2: 1 left
  EXPECT_EQ(b->cards[b.id("Temporal Rift")].counter, 1);
  b.pass_turn();  // P1's turn 3
  EXPECT_EQ(b->cards[galaxy].zone, Zone::OutOfTime);
  b.pass_turn();  // P2's turn 4: back
  EXPECT_EQ(b->cards[galaxy].zone, Zone::InPlay);
}

// R-DUR-5 by another card: Loss of Orbital Stability aboard does not count down while the ship is away.
TEST(R_DUR_5, LossOfOrbitalStabilityAboardWaitsForTheShipsReturn) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId pi = b.ship(l, "Pi", 0);  // SHIELDS 4: destroyed when its countdown ends
  b.aboard(pi, "Tomalak");
  b.hand("Loss of Orbital Stability", 0);
  b.hand("Temporal Rift", 0);
  b.act("Play Loss of Orbital Stability on Pi");
  b.act("Play Temporal Rift on Pi");
  b.pass_turn();
  b.pass_turn();
  b.pass_turn();  // back at the end of P1's turn 3, after the end-of-turn countdowns
  ASSERT_EQ(b->cards[pi].zone, Zone::InPlay);
  b.pass_turn();
  b.pass_turn();  // the orbit's countdown ends at the end of the owner's next turn: destroyed now
  EXPECT_EQ(b->cards[pi].zone, Zone::Discard);
}

// R-DUR-5: stasis aboard a ship out of time does not run out.
TEST(R_DUR_5, StasisAboardDoesNotRunOutOutOfTime) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  CardId data = b.aboard(galaxy, "Data");
  b.stasis(data, 1);
  b.hand("Temporal Rift", 0);
  b.act("Play Temporal Rift on U.S.S. Galaxy");
  b.pass_turn();
  b.pass_turn();
  b.pass_turn();
  EXPECT_TRUE(b->in_stasis(data));
}

// R-STATE-9: a crew out of time is not in play: Anti-Time Anomaly's end kills everyone else.
TEST(R_STATE_9, AntiTimeAnomalySparesACrewOutOfTime) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  CardId picard = b.aboard(galaxy, "Jean-Luc Picard");
  CardId tasha = b.on_planet(l, "Tasha Yar", 0);
  b.event("Anti-Time Anomaly", 1, EventTarget::Table, 0, 1);
  b.hand("Temporal Rift", 0);
  b.act("Play Temporal Rift on U.S.S. Galaxy");
  b.pass_turn();
  b.pass_turn();  // the anomaly's countdown ends at the end of P2's turn
  EXPECT_EQ(b->cards[tasha].zone, Zone::Discard);
  EXPECT_EQ(b->cards[picard].zone, Zone::OutOfTime);
}

// R-PLAY-9: nothing is played on a ship out of time, the other interrupts and events included.
TEST(R_PLAY_9, NoCardPlaysOnAShipOutOfTime) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.ship(l, "U.S.S. Galaxy", 0);
  b.hand("Temporal Rift", 0);
  b.hand("Transwarp Conduit", 0);
  b.hand("Time Travel Pod", 0);
  ASSERT_TRUE(b.can("Play Transwarp Conduit on U.S.S. Galaxy"));
  b.act("Play Temporal Rift on U.S.S. Galaxy");
  EXPECT_FALSE(b.can("Play Transwarp Conduit on U.S.S. Galaxy"));
  EXPECT_FALSE(b.can("Play Time Travel Pod on U.S.S. Galaxy"));
  EXPECT_NE(b->why_illegal(make_action(Act::PlayInterrupt, b.id("Transwarp Conduit"), b.id("U.S.S. Galaxy"))), "");
}

// R-TIME-12: a Rift cannot pull a ship out of a battle; nor is it offered inside one.
TEST(R_TIME_12, ARiftCannotTakeAShipOutOfABattle) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId bortas = b.ship(l, "I.K.C. Bortas", 0);
  b.aboard(bortas, "Klag");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.hand("Temporal Rift", 1);
  b.hand("Asteroid Sanctuary", 1);  // makes P2 one who is asked in the battle's window (D-TIME-1)
  b.act("Attack U.S.S. Galaxy");
  while (b->choice.kind == ChoiceKind::BattleJoin) b.act("Fire");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_FALSE(b.can("Play Temporal Rift"));
}

// D-ART-4: the Pod's trip is counted in full turns of the ship's owner; saved mid-trip.
TEST(D_ART_4, ThePodsTripCountsFullTurnsOfTheShipsOwnerThroughASave) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId pod = b.hand("Time Travel Pod", 0);
  b.act("Play Time Travel Pod on U.S.S. Galaxy at Avert Disaster: it disappears for 1 full turn");
  ASSERT_EQ(b->cards[galaxy].zone, Zone::OutOfTime);
  b.pass_turn();  // the turn of play is not a full turn (R-DUR-1)
  EXPECT_EQ(b->cards[pod].counter, 1);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.cards[pod].counter, 1);
  b.pass_turn();
  EXPECT_EQ(b->cards[galaxy].zone, Zone::OutOfTime);
  b.pass_turn();  // P1's turn 3, its first full turn: back
  EXPECT_EQ(b->cards[galaxy].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[pod].zone, Zone::OutOfPlay);  // R-ART-4
  EXPECT_TRUE(b.logged("D-ART-4", Ev::ShipOutOfTime));
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["cards"][pod][10] = 6; }, "turns left"));
}

// D-INT-16: a crew out of time still counts for uniqueness (R-ID-1): it will return.
TEST(D_INT_16, APersonnelOutOfTimeStillCountsForUniqueness) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  int l = b.mission("Avert Disaster");
  b.outpost(l, "Federation Outpost", 0);
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.hand("Jean-Luc Picard", 0);
  b.hand("Temporal Rift", 0);
  b.act("Play Temporal Rift on U.S.S. Galaxy");
  EXPECT_FALSE(b.can("Report Jean-Luc Picard"));
}

// R-CARDRULE-11: Armbands are not played during a mission attempt, even between seed cards.
TEST(R_CARDRULE_11, ArmbandsAreNotPlayedDuringAMissionAttempt) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.seed_under(l, "Chalnoth", 1);
  b.seed_under(l, "Archer", 1);
  b.on_planet(l, "Tasha Yar", 0);
  b.on_planet(l, "Data", 0);
  b.ship(l, "U.S.S. Galaxy", 0);
  b.hand("Emergency Transporter Armbands", 0);
  b.hand("Q2", 1);  // someone is asked inside the attempt (D-TIME-1)
  ASSERT_TRUE(b.can("Play Emergency Transporter Armbands: beam from the planet at Avert Disaster"));
  b.act("Attempt Avert Disaster with your Away Team");
  ASSERT_TRUE(b->attempt.active);
  EXPECT_FALSE(b.can("Play Emergency Transporter Armbands"));
}

// R-BEAM-5: Armbands' beaming is beaming: a face-up Distortion Field stops it, and
// Atmospheric Ionization counts it.
TEST(R_BEAM_5, ArmbandsMeetTheNormalBeamingBlocks) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.on_planet(l, "Tasha Yar", 0);
  b.ship(l, "U.S.S. Galaxy", 0);
  b.hand("Emergency Transporter Armbands", 0);
  b.event("Distortion Field", 1, EventTarget::Mission, l);
  EXPECT_FALSE(b.can("Play Emergency Transporter Armbands"));
  ScenarioBuilder c(1, 20, Phase::Orders);
  int m = c.mission("Avert Disaster");
  CardId tasha = c.on_planet(m, "Tasha Yar", 0);
  c.ship(m, "U.S.S. Galaxy", 0);
  c.hand("Emergency Transporter Armbands", 0);
  CardId ion = c.event("Atmospheric Ionization", 1, EventTarget::Mission, m);
  c.act("Play Emergency Transporter Armbands: beam from the planet");
  c.act("Beam Tasha Yar");
  EXPECT_EQ(c->cards[tasha].place, Place::Aboard);
  EXPECT_EQ(c->cards[ion].counter, 1);
  EXPECT_TRUE(c.logged("R-BEAM-5", Ev::Beamed));
}

// D-INT-17, R-INFO-4: beaming up to a ship on the opponent's turn is seen by its player alone.
TEST(D_INT_17, ArmbandsOnTheOpponentsTurnHideWhoWentAboard) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.on_planet(l, "Tasha Yar", 1);
  b.ship(l, "U.S.S. Galaxy", 1);
  b.hand("Emergency Transporter Armbands", 1);
  b.act("End your turn");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  b.act("Play Emergency Transporter Armbands: beam from the planet at Avert Disaster to U.S.S. Galaxy");
  b.act("Beam Tasha Yar");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[b.id("Tasha Yar")].place, Place::Aboard);
  const auto seen_by_p1 = b->observation(0).dump();
  const auto seen_by_p2 = b->observation(1).dump();
  EXPECT_EQ(seen_by_p1.find("Tasha Yar"), std::string::npos);
  EXPECT_NE(seen_by_p2.find("Tasha Yar"), std::string::npos);
}

// D-INT-18: Near-Warp Transport mid-pick survives a save; a bad step is refused.
TEST(D_INT_18, NearWarpTransportMidPickSurvivesASave) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.mission("Fever Emergency");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  CardId picard = b.aboard(galaxy, "Jean-Luc Picard");
  CardId data = b.aboard(galaxy, "Data");
  b.hand("Near-Warp Transport", 0);
  b.act("Play Near-Warp Transport: beam from U.S.S. Galaxy at Avert Disaster to the planet at Fever Emergency");
  b.act("Beam Jean-Luc Picard");
  ASSERT_EQ(b->choice.kind, ChoiceKind::PickBeamers);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.beam_step.personnel, 1);
  EXPECT_EQ(b->cards[picard].loc, 1);
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["beam_step"][4] = 7; }, "more personnel"));
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["beam_step"][0] = int(kNone); }, "asks who beams"));
  EXPECT_TRUE(rejected(back, [&](nlohmann::json& j) { j["choice"][0] = 99; }, "is not a decision"));
  b.act("Beam no more");
  EXPECT_EQ(b->cards[data].host, galaxy);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
}

// R-BEAM-5, D-INT-18: the destination's beaming blocks hold (a face-up Distortion Field there),
// and the transport never leaves from an outpost (R-BEAM-9).
TEST(R_BEAM_5, NearWarpTransportMeetsTheBlocksAtTheOtherLocation) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  int f = b.mission("Fever Emergency");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 0);
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId outpost = b.outpost(l, "Federation Outpost", 0);
  b.aboard(outpost, "Data");
  b.hand("Near-Warp Transport", 0);
  ASSERT_TRUE(b.can("Play Near-Warp Transport: beam from U.S.S. Galaxy at Avert Disaster to the planet at Fever Emergency"));
  EXPECT_FALSE(b.can("Play Near-Warp Transport: beam from Federation Outpost"));
  b.event("Distortion Field", 1, EventTarget::Mission, f);
  EXPECT_FALSE(b.can("Play Near-Warp Transport"));
}

// R-CLOAK-2: a Temporal Rift is a natural effect and reaches a cloaked ship; the ship leaves its
// cloak behind as it leaves play and reappears uncloaked (D-CLOAK-1, D-INT-16).
TEST(R_CLOAK_2, ARiftTakesACloakedShipWhichReturnsUncloaked) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId bortas = b.ship(l, "I.K.C. Bortas", 0);
  b.aboard(bortas, "Klag");
  b.cloak(bortas);
  b.hand("Temporal Rift", 0);
  b.act("Play Temporal Rift on I.K.C. Bortas");
  ASSERT_EQ(b->cards[bortas].zone, Zone::OutOfTime);
  b.pass_turn();
  b.pass_turn();
  b.pass_turn();
  ASSERT_EQ(b->cards[bortas].zone, Zone::InPlay);
  EXPECT_FALSE(b->cloaked(bortas));
}

// R-CLOAK-1: Armbands beam nobody up to, or down from, a cloaked ship (R-BEAM-7).
TEST(R_CLOAK_1, ArmbandsDoNotBeamToOrFromACloakedShip) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId bortas = b.ship(l, "I.K.C. Bortas", 0);
  b.aboard(bortas, "Klag");
  b.on_planet(l, "Kurn", 0);
  b.hand("Emergency Transporter Armbands", 0);
  ASSERT_TRUE(b.can("Play Emergency Transporter Armbands: beam from the planet at Avert Disaster to I.K.C. Bortas"));
  ASSERT_TRUE(b.can("Play Emergency Transporter Armbands: beam from I.K.C. Bortas"));
  b.cloak(bortas);
  EXPECT_FALSE(b.can("Play Emergency Transporter Armbands"));
}
