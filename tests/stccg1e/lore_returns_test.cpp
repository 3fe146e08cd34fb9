// Lore Returns (D-EVT-27, D-EVT-28, D-BORG-8, D-BORG-9; R-BATTLE-18, R-CARDRULE-3):
// the ways into the commandeering that the card scenario does not take (a ship
// attacked with it, Crosis in the battle below, the last Rogue Borg lost,
// the ship destroyed, undone by a Temporal Causality Loop), and the
// commandeering through a save.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
void pass_all(ScenarioBuilder& b) {
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
}
bool in(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }

// Player 2's Runabout at Test Mission with Calloway (STRENGTH 3) alone aboard; player 1 (index 0)
// holds `rogue` Rogue Borg Mercenaries and Lore Returns; Avert Disaster (a planet) to the left.
struct Held {
  ScenarioBuilder b{1, 30, Phase::PlayCard};
  int avert = 0, test = 0;
  CardId runabout = kNone, calloway = kNone, lore = kNone;
  std::vector<CardId> rogue;
  explicit Held(int n = 3, bool take_over = true) {
    b.turn(0, Phase::PlayCard);
    avert = b.mission("Avert Disaster");
    test = b.mission("Test Mission");
    runabout = b.ship(test, "Runabout", 1);
    calloway = b.aboard(runabout, "Calloway");
    for (int i = 0; i < n; ++i) rogue.push_back(b.hand("Rogue Borg Mercenaries", 0));
    lore = b.hand("Lore Returns", 0);
    if (!take_over) return;
    b.act(n == 1 ? "Play Rogue Borg Mercenaries on Runabout"
                 : "Play Rogue Borg Mercenaries (a group of " + std::to_string(n) + " copies) on Runabout");
    pass_all(b);
  }
  void commandeer() {
    b.act("Play Lore Returns on Runabout");
    pass_all(b);
  }
};
}  // namespace

// D-EVT-27: only where your Rogue Borg hold the ship: not while its crew fights, not on your own ship.
TEST(D_EVT_27, LoreReturnsPlaysOnlyWhereYourRogueBorgHoldTheShip) {
  Held h(3, false);
  auto& b = h.b;
  EXPECT_FALSE(b.can("Play Lore Returns"));  // Calloway is still aboard
  const auto why = b->why_illegal(make_action(Act::PlayEvent, h.lore, h.runabout, static_cast<uint16_t>(EventTarget::Ship)));
  EXPECT_NE(why.find("D-EVT-27"), std::string::npos) << why;
  b.act("Play Rogue Borg Mercenaries (a group of 3 copies) on Runabout");
  pass_all(b);
  ASSERT_EQ(b->cards[h.calloway].zone, Zone::Discard);
  ASSERT_TRUE(b.logged("D-BORG-5", Ev::RogueBorgHold));
  EXPECT_TRUE(b.can("Play Lore Returns on Runabout"));
  // The opponent's Rogue Borg holding your own ship are not "your" Rogue Borg.
  CardId mine = b.ship(h.test, "U.S.S. Miranda", 0);
  CardId theirs = b.aboard(mine, "Rogue Borg Mercenaries");
  b->cards[theirs].owner = 1;
  EXPECT_FALSE(b.can("Play Lore Returns on U.S.S. Miranda"));
}

// D-BORG-8: the commandeered ship is player 1's for good: it moves on their RANGE, survives the end of
// the turn, takes no one aboard from either side, and is kept through a save.
TEST(D_BORG_8, TheCommandeeredShipIsTheRogueBorgPlayersForGood) {
  Held h;
  auto& b = h.b;
  CardId picard = b.aboard(b.outpost(h.test, "Federation Outpost", 0), "Jean-Luc Picard");
  h.commandeer();
  EXPECT_EQ(b->cards[h.runabout].owner, 0);
  EXPECT_EQ(b->real_owner(h.runabout), 1);
  EXPECT_TRUE(b->commandeered(h.runabout));
  EXPECT_EQ(b->cards[h.lore].host, h.runabout);
  EXPECT_TRUE(b.logged("D-BORG-8", Ev::Commandeered));
  EXPECT_FALSE(b.can("Walk Jean-Luc Picard from Federation Outpost to Runabout"));  // R-CARDRULE-3
  EXPECT_FALSE(b.can("Attempt Test Mission with the crew of Runabout"));  // Rogue Borg are no personnel (D-BORG-2)
  EXPECT_TRUE(b.can("Move Runabout to Avert Disaster"));
  auto back = round_trip(b.state());
  EXPECT_TRUE(back.commandeered(h.runabout));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["controlled"][0][3] = 1; }, "[card, owner, by, lasting]"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["cards"][h.lore][2] = int(Zone::Discard); }, "Lore Returns aboard"));
  b.act("Move Runabout to Avert Disaster");
  b.pass_turn();
  EXPECT_EQ(b->active, 1);
  EXPECT_EQ(b->cards[h.runabout].owner, 0);  // not "until the end of the turn" (D-EVT-24)
  CardId worf = b.on_planet(h.avert, "Worf", 1);
  EXPECT_FALSE(b.can("Beam Worf from the planet at Avert Disaster to Runabout"));  // R-BEAM-2: not their ship now
  b.pass_turn();
  EXPECT_EQ(b->range_left(h.runabout), 7);  // its RANGE comes back at the start of its controller's turn
  (void)picard, (void)worf;
}

// D-BORG-8: the Rogue Borg fire the ship without a leader and with no affiliation's limits; the ship is stopped.
TEST(D_BORG_8, TheRogueBorgAttackShipsWithIt) {
  Held h;
  auto& b = h.b;
  CardId miranda = b.ship(h.test, "U.S.S. Miranda", 1);
  b.aboard(miranda, "Mot the Barber");
  h.commandeer();
  EXPECT_TRUE(b.can("Attack U.S.S. Miranda"));
  b.act("Attack U.S.S. Miranda");
  while (b->choice.kind != ChoiceKind::None) b->apply(b->legal_actions().front());
  EXPECT_TRUE(b.logged(Ev::Shot));
  EXPECT_TRUE(b->cards[h.runabout].has(kStopped));
  EXPECT_EQ(b->battle_weapons(h.runabout), 5);
}

// D-BORG-9: they beam down and battle an Away Team: 3 Rogue Borg, STRENGTH 9 against 5; then they are back
// aboard, stopped, and the ship goes no further this turn. A face-up Distortion Field keeps them aboard.
TEST(D_BORG_9, TheRogueBorgBeamDownToBattleAnAwayTeam) {
  Held h;
  auto& b = h.b;
  CardId mot = b.on_planet(h.avert, "Mot the Barber", 1);
  h.commandeer();
  b.act("Move Runabout to Avert Disaster");
  pass_all(b);
  ASSERT_TRUE(b.can("Beam the Rogue Borg aboard Runabout down to battle the opponent's Away Team at Avert Disaster (Rogue Borg STRENGTH 9)"));
  b.act("Beam the Rogue Borg aboard Runabout down");
  pass_all(b);
  EXPECT_EQ(b->cards[mot].zone, Zone::Discard);
  for (auto r : h.rogue) EXPECT_EQ(b->cards[r].host, h.runabout);
  for (auto r : h.rogue) EXPECT_TRUE(b->cards[r].has(kStopped));
  EXPECT_TRUE(b.logged("D-BORG-9", Ev::RogueBorgAwayBattle));
  EXPECT_FALSE(b.can("Move Runabout"));
  EXPECT_FALSE(b.can("Beam the Rogue Borg"));
  EXPECT_TRUE(b.state().players[1].attacked_locs >> h.avert & 1);  // R-BATTLE-7
}

TEST(D_BORG_9, AFaceUpDistortionFieldKeepsThemAboard) {
  Held h;
  auto& b = h.b;
  b.on_planet(h.avert, "Mot the Barber", 1);
  b.event("Distortion Field", 1, EventTarget::Mission, h.avert);
  h.commandeer();
  b.act("Move Runabout to Avert Disaster");
  pass_all(b);
  EXPECT_FALSE(b.can("Beam the Rogue Borg"));
  auto why = b->why_illegal(make_action(Act::RogueBorgAttack, h.runabout, static_cast<uint16_t>(h.avert)));
  EXPECT_NE(why.find("Distortion Field"), std::string::npos) << why;
}

// D-BORG-9 with Crosis (D-BORG-6): two Rogue Borg and Crosis are three, STRENGTH doubled: 18.
TEST(D_BORG_9, CrosisDoublesThemOnThePlanetToo) {
  Held h(2);
  auto& b = h.b;
  b.on_planet(h.avert, "Mot the Barber", 1);
  b.hand("Crosis", 0);
  h.commandeer();
  b.act("Play Crosis on the Rogue Borg aboard Runabout");
  pass_all(b);
  b.act("Move Runabout to Avert Disaster");
  pass_all(b);
  EXPECT_TRUE(b.can("(Rogue Borg STRENGTH 18)"));
}

// D-EVT-28: the last Rogue Borg lost in a battle below: the ship is its owner's again, Lore Returns discarded.
TEST(D_EVT_28, TheLastRogueBorgLostGivesTheShipBack) {
  Held h(2);  // 4 against Calloway's 3: they hold the ship
  auto& b = h.b;
  b.on_planet(h.avert, "Mot the Barber", 1);  // STRENGTH 5
  h.commandeer();
  b.act("Move Runabout to Avert Disaster");
  pass_all(b);
  b.act("Beam the Rogue Borg aboard Runabout down");  // 4 against 5: one of them is lost
  pass_all(b);
  ASSERT_TRUE(b->commandeered(h.runabout));
  ASSERT_EQ(b->rogue_borg_aboard(h.runabout).size(), 1u);
  b.pass_turn();
  b.pass_turn();
  b.act("Make no card play");
  b.act("Beam the Rogue Borg aboard Runabout down");  // 1 against 5
  pass_all(b);
  for (auto r : h.rogue) EXPECT_EQ(b->cards[r].zone, Zone::Discard);
  EXPECT_EQ(b->cards[h.runabout].owner, 1);
  EXPECT_FALSE(b->commandeered(h.runabout));
  EXPECT_TRUE(b->controlled.empty());
  EXPECT_EQ(b->cards[h.lore].zone, Zone::Discard);
  EXPECT_TRUE(in(b->players[0].discard, h.lore));
  EXPECT_TRUE(b.logged("D-EVT-28", Ev::CommandeerEnds));
}

// D-EVT-28: Hugh discards the Rogue Borg there, on the opponent's turn: the ship goes back.
TEST(D_EVT_28, HughTakesTheShipBack) {
  Held h;
  auto& b = h.b;
  b.hand("Hugh", 1);
  h.commandeer();
  b.pass_turn();
  ASSERT_EQ(b->active, 1);
  b.act("Play Hugh: discard every Rogue Borg at Test Mission");
  pass_all(b);
  for (auto r : h.rogue) EXPECT_EQ(b->cards[r].zone, Zone::Discard);
  EXPECT_EQ(b->cards[h.runabout].owner, 1);
  EXPECT_EQ(b->cards[h.lore].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("D-EVT-28", Ev::CommandeerEnds));
}

// D-EVT-28, R-BATTLE-13: destroyed, the ship goes to its owner's discard pile, Lore Returns to its player's.
TEST(D_EVT_28, ADestroyedCommandeeredShipGoesToItsOwnersDiscardPile) {
  Held h;
  auto& b = h.b;
  b.damage(h.runabout);
  b.aboard(b.ship(h.test, "I.K.C. Vor'Cha", 1), "Kurn");
  h.commandeer();
  b.pass_turn();
  ASSERT_EQ(b->active, 1);
  b.act("Make no card play");
  b.act("Attack Runabout");  // its old owner may attack it: it is the opponent's ship now (D-BORG-8)
  while (b->choice.kind != ChoiceKind::None) b->apply(b->legal_actions().front());
  EXPECT_EQ(b->cards[h.runabout].zone, Zone::Discard);
  EXPECT_TRUE(in(b->players[1].discard, h.runabout));
  EXPECT_EQ(b->cards[h.runabout].owner, 1);
  EXPECT_TRUE(in(b->players[0].discard, h.lore));
  EXPECT_TRUE(b->controlled.empty());
}

// D-TURN-1 with D-BORG-8: a Temporal Causality Loop undoing the play of Lore Returns undoes the commandeering.
TEST(D_BORG_8, ACommandeeringUndoneByATemporalCausalityLoopIsNoMore) {
  Held h;
  auto& b = h.b;
  CardId ship = b.ship(h.test, "Type VI Shuttlecraft", 0);
  b.aboard(ship, "Mot the Barber");
  b.seed_under(h.test, "Temporal Causality Loop", 1);
  h.commandeer();
  ASSERT_TRUE(b->commandeered(h.runabout));
  b.act("Attempt Test Mission with the crew of Type VI Shuttlecraft");
  pass_all(b);
  EXPECT_FALSE(b->commandeered(h.runabout));
  EXPECT_EQ(b->cards[h.runabout].owner, 1);
  EXPECT_EQ(b->cards[h.lore].zone, Zone::Hand);
  EXPECT_EQ(b->active, 1);
}
