// The era's interrupts on the ability layer (issue 22): Dead in Bed kills one
// personnel in stasis, either player's, never a disabled one (D-INT-26), and its
// kill has the moment before death (D-EVT-25), after which the interrupt finishes
// resolving. Each is reached by playing the card, from a position set up with the
// stasis in place, and through a save loaded back (in the moment itself too).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/scenario/position.h"
#include "inline_cards.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {
bool doom_window_open(const GameState& s) {
  return s.choice.kind == ChoiceKind::Respond && !s.windows.empty() && s.windows.back().moment == Moment::Doomed;
}
}  // namespace

// D-INT-26: any one personnel in stasis, either player's; not a disabled one, not one merely stopped.
TEST(D_INT_26, DeadInBedKillsAPersonnelInStasisOfEitherPlayerNeverADisabledOne) {
  auto b = inline_table("");
  b.turn(0);
  b.doorway("Alternate Universe Door", 0, DoorState::Open);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  CardId picard = b.aboard(galaxy, "Jean-Luc Picard");
  CardId data = b.aboard(galaxy, "Data");
  b.stasis(data);
  CardId bortas = b.ship(0, "I.K.C. Bortas", 1);
  CardId klag = b.aboard(bortas, "Klag");
  b.stasis(klag);
  CardId worf = b.aboard(bortas, "Worf");
  b.disable(worf);
  CardId kurn = b.aboard(bortas, "Kurn");
  b.stop(kurn);
  CardId dib = b.hand("Dead in Bed");
  EXPECT_TRUE(b.can("Play Dead in Bed: kill Klag (opponent's)"));
  EXPECT_TRUE(b.can("Play Dead in Bed: kill Data"));
  EXPECT_FALSE(b.can("kill Worf")) << "disabled is treated as stasis, but is not stasis (CRD IV.8)";
  EXPECT_FALSE(b.can("kill Kurn")) << "stopped is not stasis";
  EXPECT_FALSE(b.can("kill Jean-Luc Picard"));
  GameState back = round_trip(b.state());
  b.act("Play Dead in Bed: kill Klag (opponent's)");
  EXPECT_EQ(b->cards[klag].zone, Zone::Discard);
  EXPECT_EQ(b->cards[dib].zone, Zone::Discard);
  EXPECT_EQ(b->cards[data].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[worf].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[picard].zone, Zone::InPlay);
  EXPECT_TRUE(b.logged("D-INT-26", Ev::Killed));
  EXPECT_EQ(b->just_killed, std::vector<CardId>{klag}) << "killed: a Klingon Death Yell may answer (D-INT-9)";
  apply_label(back, "Play Dead in Bed: kill Klag (opponent's)");
  EXPECT_EQ(back.cards[klag].zone, Zone::Discard) << "and so from a save loaded back";
  EXPECT_EQ(back.hash(), b->hash());
}

// D-INT-26, D-EVT-25: with a Genetronic Replicator in play the kill waits for the moment before death; the
// interrupt is still resolving there, saved and loaded so; it is discarded once the moment has passed.
TEST(D_INT_26, DeadInBedWaitsForTheMomentBeforeDeathAndFinishesOnceItHasPassed) {
  auto b = inline_table("");
  b.turn(0);
  b.doorway("Alternate Universe Door", 0, DoorState::Open);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId enterprise = b.ship(0, "U.S.S. Enterprise", 1);
  CardId tasha = b.aboard(enterprise, "Tasha Yar");
  b.stasis(tasha);
  CardId beverly = b.aboard(enterprise, "Beverly Crusher");
  CardId selar = b.aboard(enterprise, "Dr. Selar");
  b.event("Genetronic Replicator", 1, EventTarget::Table, 0);
  CardId dib = b.hand("Dead in Bed");
  b.act("Play Dead in Bed: kill Tasha Yar (opponent's)");
  ASSERT_TRUE(doom_window_open(b.state()));
  EXPECT_EQ(b->choice.chooser, 1);
  EXPECT_EQ(b->cards[tasha].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[dib].zone, Zone::Resolving) << "it finishes once the moment has passed";
  EXPECT_EQ(b->doom.resume, DoomResume::InterruptResolved);
  GameState back = round_trip(b.state());
  for (GameState* s : {&b.state(), &back}) {
    apply_label(*s, "Use Genetronic Replicator: stop Beverly Crusher and Dr. Selar");
    apply_label(*s, "Pass");
    EXPECT_EQ(s->cards[tasha].zone, Zone::Hand);
    EXPECT_TRUE(s->cards[beverly].has(kStopped));
    EXPECT_TRUE(s->cards[selar].has(kStopped));
    EXPECT_EQ(s->cards[dib].zone, Zone::Discard);
    EXPECT_TRUE(s->resolving.empty());
    EXPECT_TRUE(s->windows.empty()) << "played as an order: the turn goes on";
    EXPECT_EQ(s->choice.kind, ChoiceKind::None);
    EXPECT_TRUE(s->just_killed.empty()) << "returned instead of dying (D-EVT-26)";
  }
  EXPECT_EQ(back.hash(), b->hash());
}

// D-INT-26: with nobody to answer the death, it happens at once and the card is discarded at once.
TEST(D_INT_26, DeadInBedWithNoReplicatorKillsAtOnce) {
  auto b = inline_table("");
  b.turn(0);
  b.doorway("Alternate Universe Door", 0, DoorState::Open);
  CardId enterprise = b.ship(0, "U.S.S. Enterprise", 1);
  CardId tasha = b.aboard(enterprise, "Tasha Yar");
  b.stasis(tasha, 2);
  b.aboard(enterprise, "Beverly Crusher");
  b.aboard(enterprise, "Dr. Selar");
  CardId dib = b.hand("Dead in Bed");
  b.act("Play Dead in Bed: kill Tasha Yar (opponent's)");
  EXPECT_FALSE(doom_window_open(b.state()));
  EXPECT_EQ(b->cards[tasha].zone, Zone::Discard);
  EXPECT_EQ(b->cards[dib].zone, Zone::Discard);
  EXPECT_FALSE(b.logged("D-EVT-25"));
}

// The personnel target and the kill op as a card designer writes them: checked keys, the text rendered from them.
TEST(Abilities, APersonnelTargetTakesOnlyInStasisAndKillActsOnPersonnelOnly) {
  EXPECT_EQ(load_error("- {name: T-A, type: interrupt, ability: {play: interrupt, when: any_time, target: {personnel: {in_stasis: true}}, "
                       "effects: [kill]}}\n"),
            "");
  auto err = load_error("- {name: T-B, type: interrupt, ability: {play: interrupt, when: any_time, target: {personnel: {asleep: true}}, "
                        "effects: [kill]}}\n");
  EXPECT_NE(err.find("unknown personnel filter 'asleep' (expected in_stasis)"), std::string::npos) << err;
  err = load_error("- {name: T-C, type: interrupt, ability: {play: interrupt, when: any_time, target: ship, effects: [kill]}}\n");
  EXPECT_NE(err.find("kill"), std::string::npos) << err;
  err = load_error("- {name: T-D, type: interrupt, ability: {play: interrupt, when: any_time, target: {ship: {in_stasis: true}}, effects: [destroy]}}\n");
  EXPECT_NE(err.find("unknown ship filter 'in_stasis'"), std::string::npos) << err;
  const auto& d = *CardDb::bundled()->by_name("Dead in Bed");
  EXPECT_EQ(d.text, TextStatus::Implemented);
  EXPECT_NE(card_text(d).find("Plays on any one personnel in stasis (not a disabled one): that personnel is killed. Then discard it."),
            std::string::npos)
      << card_text(d);
}

// D-INT-27: a Ktarian Game met in the opponent's attempt stays on their ship; in the window after the attempt
// Seize Wesley disables the rest of the crew, held by that game, and takes Wesley Crusher captive.
TEST(D_INT_27, SeizeWesleyAfterTheOpponentMeetsAKtarianGame) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster", 1);
  int l = b.mission("Explore Dyson Sphere", 1);
  b.seed_under(l, "Ktarian Game", 0);
  CardId galaxy = b.ship(l, "U.S.S. Galaxy", 1);
  CardId wesley = b.aboard(galaxy, "Wesley Crusher");
  CardId tasha = b.aboard(galaxy, "Tasha Yar");
  CardId beverly = b.aboard(galaxy, "Beverly Crusher");
  CardId seize = b.hand("Seize Wesley", 0);
  b.turn(1);
  b.act("Attempt Explore Dyson Sphere with the crew of U.S.S. Galaxy");
  const CardId game = b.id("Ktarian Game");
  ASSERT_EQ(b->cards[game].host, galaxy) << "not cured: it stays on the ship";
  int disabled_by_game = b->disabled(wesley) + b->disabled(tasha) + b->disabled(beverly);
  EXPECT_EQ(disabled_by_game, 1) << "one at random (R-INFO-1)";
  ASSERT_EQ(b->choice.chooser, 0) << "asked after the opponent's attempt (D-TIME-2)";
  GameState back = round_trip(b.state());
  for (GameState* s : {&b.state(), &back}) {
    apply_label(*s, "Play Seize Wesley on U.S.S. Galaxy");
    EXPECT_EQ(s->cards[wesley].zone, Zone::Captive);
    EXPECT_EQ(s->players[0].captives, std::vector<CardId>{wesley});
    for (CardId p : {tasha, beverly}) {
      EXPECT_TRUE(s->disabled(p));
      EXPECT_EQ(s->cards[p].cause, game) << "held by the Ktarian Game (D-STATE-1)";
    }
    EXPECT_EQ(s->cards[seize].zone, Zone::Discard);
  }
  EXPECT_EQ(back.hash(), b->hash());
}

// D-INT-27: set up on the ship, saved and loaded; no Wesley aboard, the rest is disabled and nobody captured;
// the Ktarian Game leaving play (cured by an android walking aboard) releases them all.
TEST(D_INT_27, SeizeWesleyOnASetUpGameWithoutWesleyAndTheirRecovery) {
  auto b = inline_table("");
  b.turn(0);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy", 1);
  CardId tasha = b.aboard(galaxy, "Tasha Yar");
  CardId beverly = b.aboard(galaxy, "Beverly Crusher");
  CardId game = b.dilemma_on_ship(galaxy, "Ktarian Game");
  CardId outpost = b.outpost(0, "Federation Outpost", 1);
  b.aboard(outpost, "Data");
  CardId yamato = b.ship(0, "U.S.S. Yamato", 0);
  b.aboard(yamato, "Jean-Luc Picard");
  b.dilemma_on_ship(yamato, "Ktarian Game", 1);
  b.hand("Seize Wesley", 0);
  EXPECT_FALSE(b.can("Play Seize Wesley on U.S.S. Yamato")) << "the opponent's ship only";
  GameState back = round_trip(b.state());
  b.act("Play Seize Wesley on U.S.S. Galaxy");
  apply_label(back, "Play Seize Wesley on U.S.S. Galaxy");
  EXPECT_EQ(back.hash(), b->hash());
  EXPECT_TRUE(b->disabled(tasha));
  EXPECT_TRUE(b->disabled(beverly));
  EXPECT_TRUE(b->players[0].captives.empty());
  b.pass_turn();
  b.act("Make no card play this turn");
  b.act("Walk Data from Federation Outpost to U.S.S. Galaxy");  // an android aboard cures it
  EXPECT_EQ(b->cards[game].zone, Zone::Discard);
  EXPECT_FALSE(b->disabled(tasha));
  EXPECT_FALSE(b->disabled(beverly));
}

// D-INT-27: with no Ktarian Game on the opponent's ship there is nothing to seize.
TEST(D_INT_27, SeizeWesleyNeedsAKtarianGameOnTheShip) {
  auto b = inline_table("");
  b.turn(0);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Wesley Crusher");
  b.hand("Seize Wesley", 0);
  EXPECT_FALSE(b.can("Play Seize Wesley"));
  const auto err = load_error("- {name: T-S, type: interrupt, ability: {play: interrupt, when: any_time, target: ship, effects: [disable_crew]}}\n");
  EXPECT_NE(err.find("disable_crew takes the title"), std::string::npos) << err;
}

// D-INT-28: attacked, the defender plays Qapla'!; saved and loaded in the battle's window with it resolved, the
// battle ends the same: Worf (a Klingon by species, Honor) adds INTEGRITY 8, Tasha Yar (Honor, human) nothing.
TEST(D_INT_28, QaplaAddsTheDefendersKlingonsIntegrityToStrengthThroughASave) {
  auto b = inline_table("");
  b.turn(0);
  for (const char* k : {"Gowron", "Kargan", "Lursa"}) b.on_planet(0, k, 0);
  CardId worf = b.on_planet(0, "Worf", 1);
  CardId tasha = b.on_planet(0, "Tasha Yar", 1);
  b.hand("Qapla'!", 0);
  CardId q = b.hand("Qapla'!", 1);
  b.act("Attack the opponent's Away Team at Avert Disaster");
  EXPECT_EQ(b->choice.chooser, 1);
  EXPECT_EQ(b->battle_strength({worf, tasha}, 1), 18) << "not yet played";
  b.act("Play Qapla'!");
  b.pass_window();
  ASSERT_TRUE(b->battle.active);
  EXPECT_EQ(b->battle.integrity_card, q);
  EXPECT_EQ(b->battle_strength({worf, tasha}, 1), 26);
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["battle"][19] = int(worf); }, "integrity card"));
  GameState back = round_trip(b.state());
  for (GameState* s : {&b.state(), &back}) {
    apply_label(*s, "Retaliate");
    EXPECT_EQ(s->cards[worf].zone, Zone::InPlay);
    EXPECT_EQ(s->cards[tasha].zone, Zone::InPlay);
    EXPECT_FALSE(s->battle.active);
    EXPECT_EQ(s->battle.integrity_card, kNone) << "for that battle only";
  }
  EXPECT_EQ(back.hash(), b->hash());
  EXPECT_TRUE(b.logged("D-BAT-3"));
}

// D-INT-28: only the one attacked, only in a personnel battle, once a battle (not cumulative), and only with a
// Klingon with Honor of theirs in it.
TEST(D_INT_28, QaplaIsForTheAttackedInAPersonnelBattleOnceWithAKlingonWithHonor) {
  {
    auto b = inline_table("");
    b.turn(0);
    b.on_planet(0, "Gowron", 0);
    b.on_planet(0, "Tasha Yar", 1);
    b.hand("Qapla'!", 1);
    b.act("Attack the opponent's Away Team at Avert Disaster");
    EXPECT_FALSE(b.can("Play Qapla'!")) << "no Klingon with Honor attacked";
  }
  {
    auto b = inline_table("");
    b.turn(0);
    b.on_planet(0, "Gowron", 0);
    b.on_planet(0, "Worf", 1);
    b.hand("Qapla'!", 0);
    b.hand("Qapla'!", 1);
    b.act("Attack the opponent's Away Team at Avert Disaster");
    ASSERT_EQ(b->choice.chooser, 1);
    b.act("Play Qapla'!");
    ASSERT_EQ(b->choice.chooser, 0);
    EXPECT_FALSE(b.can("Play Qapla'!")) << "never the attacker's";
    b.act("Pass");
    ASSERT_EQ(b->choice.chooser, 1);
    b.hand("Qapla'!", 1);
    EXPECT_FALSE(b.can("Play Qapla'!")) << "not cumulative: once in a battle";
  }
  const auto err = load_error("- {name: T-Q, type: interrupt, interrupt: {when: any_time, effect: integrity_to_strength, subject: {skill: Honor}}}\n");
  EXPECT_NE(err.find("battle moments only"), std::string::npos) << err;
  const auto err2 = load_error("- {name: T-R, type: interrupt, interrupt: {when: battle_initiated, effect: integrity_to_strength}}\n");
  EXPECT_NE(err2.find("integrity_to_strength needs subject"), std::string::npos) << err2;
}
