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
