// The Rogue Borg (R-BATTLE-18, R-TURN-6, D-BORG-2..7) and Klingon Right of
// Vengeance (D-BAT-7): the ways into each rule that the card scenarios do not
// take (holograms, the crew fighting back, a nullified group, kills by Rogue
// Borg avenged), and their state surviving a save and a load.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
void pass_all(ScenarioBuilder& b) {
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
}
// Ends the turn of whoever's turn it is, passing every window on the way.
void next_turn(ScenarioBuilder& b) {
  pass_all(b);
  if (b->phase == Phase::PlayCard) b->apply(make_action(Act::SkipPlay));
  pass_all(b);
  b->apply(make_action(Act::EndTurn));
  pass_all(b);
}
int aboard_count(const GameState& s, CardId ship, CardType t) {
  int n = 0;
  for (auto c : s.aboard(ship)) n += s.def(c).type == t;
  return n;
}
}  // namespace

// R-BATTLE-18 (CRD IV.8): three holograms keep a ship from falling, since they reactivate at the
// start of their owner's turn before the Rogue Borg fight (D-BORG-4): the ship never falls.
TEST(R_BATTLE_18, HologramsReactivatingBeforeTheBattleKeepTheShipFromFalling) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);  // a holodeck: the holograms may act aboard
  std::vector<CardId> holo{b.aboard(galaxy, "Albert Einstein"), b.aboard(galaxy, "Sir Isaac Newton"),
                           b.aboard(galaxy, "Dr. Leah Brahms")};
  for (int i = 0; i < 3; ++i) b.hand("Rogue Borg Mercenaries", 0);
  b.act("Play Rogue Borg Mercenaries (a group of 3 copies) on U.S.S. Galaxy");
  pass_all(b);
  int deactivated = 0;
  for (auto h : holo) deactivated += b->cards[h].has(kDeactivated);
  EXPECT_EQ(deactivated, 1);  // 9 against 7: one of them "killed", deactivated (R-HEA-5)
  for (int t = 0; t < 6; ++t) next_turn(b);
  for (auto h : holo) EXPECT_EQ(b->cards[h].zone, Zone::InPlay);
  EXPECT_FALSE(b.logged(Ev::RogueBorgHold));
  EXPECT_EQ(b.count_logged(Ev::RogueBorgBattle), 7);  // now, and at the start of each of the six turns
  EXPECT_TRUE(b.logged("R-TURN-6"));
}

// D-BORG-5: with nothing but a deactivated hologram left aboard, it is thrown off and the Rogue Borg hold the ship.
TEST(R_BATTLE_18, OnlyDeactivatedHologramsLeftAreThrownOffAndTheRogueBorgHoldTheShip) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  CardId einstein = b.aboard(galaxy, "Albert Einstein");
  b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Rogue Borg Mercenaries", 0);
  b.act("Play Rogue Borg Mercenaries (a group of 2 copies) on U.S.S. Galaxy");
  pass_all(b);
  EXPECT_EQ(b->cards[einstein].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("D-BORG-5", Ev::RogueBorgHold));
  EXPECT_EQ(aboard_count(b.state(), galaxy, CardType::Interrupt), 2);
  EXPECT_FALSE(b->cards[galaxy].has(kStopped));  // the ship itself is not stopped (R-BATTLE-18)
  // Nobody left to battle: no more Rogue Borg may be played on it, and no battle at the next start.
  b.hand("Rogue Borg Mercenaries", 0);
  EXPECT_FALSE(b.can("Play Rogue Borg Mercenaries"));
  next_turn(b);
  EXPECT_EQ(b.count_logged(Ev::RogueBorgBattle), 1);
}

// D-BORG-5: personnel beamed back aboard may attack the Rogue Borg as an order, Federation or not
// (it continues the battle); the Rogue Borg fight back. A save in between keeps everything.
TEST(D_BORG_5, TheCrewBeamedBackAboardAttacksTheRogueBorg) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Mendon");  // STRENGTH 2 against 4: killed, and the ship is held
  CardId outpost = b.outpost(l, "Federation Outpost", 1);
  b.aboard(outpost, "Jean-Luc Picard");
  b.aboard(outpost, "Worf");
  b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Rogue Borg Mercenaries", 0);
  b.act("Play Rogue Borg Mercenaries (a group of 2 copies) on U.S.S. Galaxy");
  pass_all(b);
  ASSERT_TRUE(b.logged(Ev::RogueBorgHold));
  next_turn(b);
  ASSERT_EQ(b->active, 1);
  b.act("Make no card play");
  pass_all(b);
  EXPECT_FALSE(b.can("Attack the Rogue Borg"));  // nobody aboard to attack them
  b.act("Walk Jean-Luc Picard from Federation Outpost to U.S.S. Galaxy");
  pass_all(b);
  b.act("Walk Worf from Federation Outpost to U.S.S. Galaxy");
  pass_all(b);
  auto back = round_trip(b.state());
  ASSERT_TRUE(b.can("Attack the Rogue Borg aboard U.S.S. Galaxy with its crew (Rogue Borg STRENGTH 4)"));
  b.act("Attack the Rogue Borg aboard U.S.S. Galaxy");
  pass_all(b);
  EXPECT_EQ(aboard_count(b.state(), galaxy, CardType::Interrupt), 1);  // 16 against 4: one Rogue Borg lost
  EXPECT_EQ(b->players[0].discard.size(), 1u);
  EXPECT_TRUE(b.logged("D-BORG-5", Ev::BattleDeclared));
  EXPECT_TRUE(b->cards[b.id("Worf")].has(kStopped));  // R-BATTLE-3
  EXPECT_FALSE(b.can("Attack the Rogue Borg"));        // stopped: no second attack
}

// D-BORG-2: a nullifier answers the copy played; the rest of the group never leaves the hand.
TEST(D_BORG_2, AGroupWhoseCopyIsNullifiedLeavesTheOthersInHand) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  CardId mendon = b.aboard(galaxy, "Mendon");
  for (int i = 0; i < 3; ++i) b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Amanda Rogers", 1);
  b.act("Play Rogue Borg Mercenaries (a group of 3 copies) on U.S.S. Galaxy");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  b.act("Play Amanda Rogers to nullify Rogue Borg Mercenaries");
  pass_all(b);
  EXPECT_EQ(b->players[0].hand.size(), 2u);
  EXPECT_EQ(aboard_count(b.state(), galaxy, CardType::Interrupt), 0);
  EXPECT_EQ(b->cards[mendon].zone, Zone::InPlay);
  EXPECT_FALSE(b->cards[mendon].has(kStopped));
  EXPECT_FALSE(b.logged(Ev::RogueBorgBattle));
}

// R-TURN-6, D-BORG-4: the start-of-turn battles, one ship after the other, resume after a save made
// between two of them; a corrupt record of them is refused, naming the field.
TEST(R_TURN_6, TheStartOfTurnBattlesResumeAfterASaveBetweenTwoShips) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Worf");  // 10: beats one Rogue Borg each turn
  CardId nebula = b.ship(l, "U.S.S. Nebula", 1);
  b.aboard(nebula, "Taurik");  // 8
  b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Rogue Borg Mercenaries", 0);
  b.act("Play Rogue Borg Mercenaries (a group of 2 copies) on U.S.S. Galaxy");
  pass_all(b);
  b.act("Play Rogue Borg Mercenaries (a group of 2 copies) on U.S.S. Nebula");
  pass_all(b);
  // Each crew won (4 against 10 and 8): one Rogue Borg left on each ship.
  ASSERT_EQ(aboard_count(b.state(), galaxy, CardType::Interrupt), 1);
  ASSERT_EQ(aboard_count(b.state(), nebula, CardType::Interrupt), 1);
  pass_all(b);
  b->apply(make_action(Act::EndTurn));
  // Player 1 owns an any-time interrupt: asked after the first battle of player 2's turn (D-TIME-2).
  while (b->choice.kind == ChoiceKind::Respond && b->windows.back().moment != Moment::BattleEnded) b.pass_window();
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  ASSERT_EQ(b->rogue_done, std::vector<CardId>{galaxy});
  auto back = round_trip(b.state());
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["rogue_done"] = {int(b.id("Worf"))}; }, "rogue_done"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["battle"][14] = int(b.id("Worf")); }, "rogue_ship"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["battle"][15] = int(b.id("Worf")); }, "source"));
  b.state() = std::move(back);  // go on from the game loaded back
  pass_all(b);
  EXPECT_EQ(aboard_count(b.state(), galaxy, CardType::Interrupt), 0);
  EXPECT_EQ(aboard_count(b.state(), nebula, CardType::Interrupt), 0);
  EXPECT_TRUE(b->rogue_done.empty());
  EXPECT_EQ(b->phase, Phase::PlayCard);
}

// D-BAT-7: a Klingon killed by Rogue Borg is avenged by the Klingons aboard, stopped as they are,
// with double STRENGTH: a battle of the crew against the Rogue Borg, who fight back.
TEST(D_BAT_7, AKlingonKilledByRogueBorgIsAvengedByTheKlingonsAboard) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId bortas = b.ship(l, "I.K.C. Bortas", 1);
  b.aboard(bortas, "Kurn");
  b.aboard(bortas, "Morag");
  b.aboard(bortas, "Klag");  // 23 in all, against five Rogue Borg, 25
  for (int i = 0; i < 5; ++i) b.hand("Rogue Borg Mercenaries", 0);
  b.hand("Klingon Right of Vengeance", 1);
  b.act("Play Rogue Borg Mercenaries (a group of 5 copies) on I.K.C. Bortas");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);  // the window after the battle: player 2 answers the kill
  ASSERT_EQ(b->just_killed.size(), 1u);
  ASSERT_EQ(b->battle_kills.size(), 1u);
  const CardId dead = b->just_killed.front();
  auto back = round_trip(b.state());
  EXPECT_EQ(back.battle_kills.front().ship, bortas);
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["battle_kills"][0][1] = 9; }, "battle_kills"));
  b.act("Play Klingon Right of Vengeance on " + b->def(dead).name);
  pass_all(b);
  // At least 15 doubled against 25: the Rogue Borg lose one.
  EXPECT_EQ(aboard_count(b.state(), bortas, CardType::Interrupt), 4);
  EXPECT_TRUE(b.logged("D-BAT-7", Ev::ReAttack));
  EXPECT_TRUE(b->resolving.empty());
  EXPECT_EQ(b->cards[b.id("Klingon Right of Vengeance")].zone, Zone::Discard);
}

// D-BAT-7: only a Klingon killed in a battle, of the player of the card, may be avenged.
TEST(D_BAT_7, AKillMadeOutsideABattleIsNotAvenged) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Fever Emergency");
  b.on_planet(l, "Kurn", 0);
  b.on_planet(l, "Morag", 0);
  b.hand("Klingon Right of Vengeance", 0);
  CardId worf = b.on_planet(l, "Worf", 1);
  b.on_planet(l, "Tasha Yar", 1);
  b.act("Attack the opponent's Away Team");
  pass_all(b);
  if (b->choice.kind == ChoiceKind::AwayRetaliate) b.act("Retaliate");
  // Player 1 lost a Klingon; player 2 may not avenge it (not theirs), nor player 1 a Federation loss.
  ASSERT_EQ(b->just_killed.size(), 1u);
  EXPECT_NE(b->just_killed.front(), worf);
  EXPECT_TRUE(b.can("Play Klingon Right of Vengeance"));
  b->battle_kills.clear();  // as if killed some other way (a dilemma): no battle kill to avenge
  b->touch();
  EXPECT_FALSE(b.can("Play Klingon Right of Vengeance"));
}

// D-BORG-7: a Borg Ship whose attack Hugh nullified does not fire back at a ship attacking it that turn.
TEST(D_BORG_7, ABorgShipUnderHughDoesNotFireBack) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Test Mission");
  CardId borg = b.seed_under(l, "Borg Ship", 1);
  CardId bortas = b.ship(l, "I.K.C. Bortas", 0);
  b.aboard(bortas, "Kurn");
  b.hand("Hugh", 0);
  b.act("Attempt Test Mission");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);  // the Borg Ship just revealed (R-TIME-10)
  b.act("Play Hugh: nullify the attack of Borg Ship for this turn");
  pass_all(b);
  ASSERT_EQ(b->cards[borg].place, Place::Space);
  EXPECT_TRUE(b->borg_attack_nullified(borg));
  auto back = round_trip(b.state());
  EXPECT_TRUE(back.borg_attack_nullified(borg));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["cards"][borg][10] = 4; }, "Borg Ship"));
  b.act("Attack Borg Ship");
  pass_all(b);
  EXPECT_EQ(b->cards[bortas].zone, Zone::InPlay);
  EXPECT_FALSE(b->cards[bortas].has(kDamaged));
  EXPECT_TRUE(b.logged("D-BORG-7", Ev::BorgShipHeld));
  next_turn(b);  // it moves at the end of the turn, and its attack comes back
  EXPECT_FALSE(b->borg_attack_nullified(borg));
}

// R-BATTLE-18, R-INFO-4: the Rogue Borg on the opponent's ship are face up for their player, the crew stays hidden.
TEST(R_BATTLE_18, TheRogueBorgAboardAreSeenButNotTheCrew) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Worf");
  b.aboard(galaxy, "Data");  // 22 against one Rogue Borg: they lose it, so play two more later
  for (int i = 0; i < 3; ++i) b.hand("Rogue Borg Mercenaries", 0);
  b.act("Play Rogue Borg Mercenaries (a group of 2 copies) on U.S.S. Galaxy");
  pass_all(b);
  ASSERT_EQ(aboard_count(b.state(), galaxy, CardType::Interrupt), 1);
  const std::string seen = b->observation(0).dump();
  EXPECT_NE(seen.find("\"rogue_borg\""), std::string::npos);
  EXPECT_EQ(seen.find("\"Worf\""), std::string::npos);
  EXPECT_EQ(seen.find("\"Data\""), std::string::npos);
}

// D-BAT-7: a Klingon killed during an Away Team battle by Honor Challenge is killed in that battle too:
// its player avenges it once the battle is over.
TEST(D_BAT_7, AKlingonKilledByHonorChallengeInTheBattleIsAvenged) {
  ScenarioBuilder b(1, 30, Phase::Orders);
  int l = b.mission("Covert Installation");
  b.on_planet(l, "Kurn", 0);  // Honor: kills one with Treachery
  b.on_planet(l, "Kargan", 0);
  CardId duras = b.on_planet(l, "Duras", 1);
  b.on_planet(l, "Konmel", 1);
  b.on_planet(l, "Nu'Daq", 1);
  b.hand("Honor Challenge", 0);
  b.hand("Klingon Right of Vengeance", 1);
  b.act("Attack the opponent's Away Team");
  b.act("Play Honor Challenge");
  pass_all(b);
  if (b->choice.kind == ChoiceKind::AwayRetaliate) b.act("Do not retaliate");
  ASSERT_EQ(b->cards[duras].zone, Zone::Discard);
  ASSERT_TRUE(std::any_of(b->battle_kills.begin(), b->battle_kills.end(), [&](const BattleKill& k) { return k.card == duras; }));
  while (b->choice.kind == ChoiceKind::Respond && b->choice.chooser == 0) b.pass_window();
  ASSERT_TRUE(b.can("Play Klingon Right of Vengeance on Duras"));
  b.act("Play Klingon Right of Vengeance on Duras");
  pass_all(b);
  if (b->choice.kind == ChoiceKind::AwayRetaliate) b.act("Do not retaliate");
  pass_all(b);
  EXPECT_TRUE(b.logged("D-BAT-7", Ev::ReAttack));
  EXPECT_EQ(b.count_logged(Ev::AwayBattle), 2);  // the battle, then the re-attack
}
