// The era's events and interrupts on the ability layer (issue 22): every event
// at one location nullified (Kevin Uxbridge: Convergence, D-INT-25), your
// captives returned (Rescue Captives, R-STATE-4), and a card with no effect
// that stays on the table (Barber Pole, CRD IV.7). Each is reached by playing
// the card, from a position set up with the events in play, and through a save
// loaded back.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/scenario/position.h"
#include "inline_cards.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// D-INT-25: the events on the mission and on the ships there, either player's; not one elsewhere, not an artifact
// played as an event, not an event on a boundary.
TEST(D_INT_25, ConvergenceNullifiesEveryEventAtOneLocationAndNothingElse) {
  auto b = inline_table("");
  b.turn(0);
  CardId galaxy = b.ship(1, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId fire = b.event("Plasma Fire", 1, EventTarget::Ship, galaxy);
  CardId naiskos = b.event("Kurlan Naiskos", 0, EventTarget::Ship, galaxy);
  CardId rift = b.event("Subspace Warp Rift", 0, EventTarget::Mission, 1);
  CardId net = b.event("Q-Net", 1, EventTarget::Boundary, 0);
  CardId elsewhere = b.event("Tetryon Field", 1, EventTarget::Mission, 0);
  CardId table = b.event("Red Alert!", 1, EventTarget::Table, 0);
  CardId ku = b.hand("Kevin Uxbridge: Convergence");
  GameState back = round_trip(b.state());
  b.act("Play Kevin Uxbridge: Convergence: nullify every event at Test Mission");
  EXPECT_EQ(b->cards[fire].zone, Zone::Discard);
  EXPECT_EQ(b->cards[rift].zone, Zone::Discard);
  EXPECT_EQ(b->cards[naiskos].zone, Zone::InPlay) << "an artifact played as an event";
  EXPECT_EQ(b->cards[net].zone, Zone::InPlay) << "on a boundary, at no one location";
  EXPECT_EQ(b->cards[elsewhere].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[table].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[ku].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("R-NULL-1", Ev::CardDestroyed));
  EXPECT_NE(b.log_text().find("Plasma Fire is nullified by Kevin Uxbridge: Convergence"), std::string::npos) << b.log_text();
  apply_label(back, "Play Kevin Uxbridge: Convergence: nullify every event at Test Mission");
  EXPECT_EQ(back.cards[fire].zone, Zone::Discard) << "and so from a save loaded back";
  EXPECT_EQ(back.cards[naiskos].zone, Zone::InPlay);
}

// R-ID-6: an artifact played as an event keeps its type; Convergence destroys "Event cards" only (CRD IV.8).
TEST(R_ID_6, ConvergenceLeavesAnArtifactPlayedAsAnEventOnTheShip) {
  auto b = inline_table("");
  b.turn(0);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Jean-Luc Picard");
  CardId naiskos = b.event("Kurlan Naiskos", 1, EventTarget::Ship, galaxy);
  b.hand("Kevin Uxbridge: Convergence");
  EXPECT_FALSE(b.can("Play Kevin Uxbridge: Convergence")) << "the artifact is the only card played as an event there";
  CardId fire = b.event("Plasma Fire", 1, EventTarget::Ship, galaxy);
  GameState back = round_trip(b.state());
  b.act("Play Kevin Uxbridge: Convergence: nullify every event at Avert Disaster");
  EXPECT_EQ(b->cards[naiskos].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[naiskos].host, galaxy);
  EXPECT_EQ(b->cards[fire].zone, Zone::Discard);
  apply_label(back, "Play Kevin Uxbridge: Convergence: nullify every event at Avert Disaster");
  EXPECT_EQ(back.cards[naiskos].zone, Zone::InPlay);
}

// "(Immune to Kevin Uxbridge.)" covers Kevin Uxbridge: Convergence by the colon rule.
TEST(D_INT_25, ConvergenceIsOfferedOnlyWhereThereIsAnEventAndSparesOneImmuneToIt) {
  auto b = inline_table("- {name: T-Shielded Field, type: event, immune_to: [Kevin Uxbridge], text: implemented,\n"
                        "   event: {plays_on: mission, effect: must_stop_here, unless: \"Navigation\"}}\n");
  b.turn(0);
  b.hand("Kevin Uxbridge: Convergence");
  EXPECT_FALSE(b.can("Play Kevin Uxbridge: Convergence")) << "no event anywhere";
  CardId immune = b.event("T-Shielded Field", 1, EventTarget::Mission, 1);
  CardId field = b.event("Tetryon Field", 1, EventTarget::Mission, 1);
  EXPECT_FALSE(b.can("nullify every event at Avert Disaster"));
  b.act("Play Kevin Uxbridge: Convergence: nullify every event at Test Mission");
  EXPECT_EQ(b->cards[immune].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[field].zone, Zone::Discard);
}

TEST(R_STATE_4, RescueCaptivesReturnsEveryCaptiveOfYoursToTheOutpostChosen) {
  auto b = inline_table("");
  b.turn(0);
  CardId outpost = b.outpost(0, "Federation Outpost");
  CardId data = b.captive("Data", 1);
  CardId worf = b.captive("Worf", 1);
  b.hand("Rescue Captives");
  GameState back = round_trip(b.state());
  b.act("Play Rescue Captives on Federation Outpost");
  EXPECT_EQ(b->cards[data].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[data].host, outpost);
  EXPECT_EQ(b->cards[worf].host, outpost);
  EXPECT_TRUE(b->players[1].captives.empty());
  apply_label(back, "Play Rescue Captives on Federation Outpost");
  EXPECT_EQ(back.cards[worf].host, outpost);
}

TEST(Abilities, BarberPoleStaysOnTheTableWithNoEffect) {
  auto b = inline_table("");
  CardId pole = b.hand("Barber Pole");
  b.act("Play Barber Pole");
  EXPECT_EQ(b->cards[pole].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[pole].place, Place::None);
  EXPECT_NE(card_text(b->def(pole)).find("Plays on the table: it stays in play, with no other effect."), std::string::npos)
      << card_text(b->def(pole));
  GameState back = round_trip(b.state());
  EXPECT_EQ(back.cards[pole].zone, Zone::InPlay);
}

TEST(Abilities, AnAbilityWithoutOperationsOnlyStaysOnTheTable) {
  auto err = load_error("- {name: T-A, type: event, ability: {play: event, target: player, effects: []}}\n");
  EXPECT_NE(err.find("inline.yaml:1: an ability without operations is an event that only stays on the table"), std::string::npos) << err;
  err = load_error("- {name: T-B, type: event, ability: {play: event, target: table, effects: []}}\n");
  EXPECT_NE(err.find("then: stays"), std::string::npos) << err;
  err = load_error("- {name: T-C, type: interrupt, ability: {play: interrupt, when: any_time, target: table, effects: []}}\n");
  EXPECT_NE(err.find("an ability without operations"), std::string::npos) << err;
  err = load_error("- {name: T-D, type: event, ability: {play: event, target: table, effects: {draw: 1}, then: stays}}\n");
  EXPECT_NE(err.find("effects must be a list of operations"), std::string::npos) << err;
  EXPECT_EQ(load_error("- {name: T-E, type: event, ability: {play: event, target: table, effects: [], then: stays}}\n"), "");
}

TEST(Abilities, TheEraCardsTextIsRenderedFromTheOperations) {
  const auto& db = *CardDb::bundled();
  auto text = [&](const char* name) { return card_text(*db.by_name(name)); };
  EXPECT_NE(text("Kevin Uxbridge: Convergence").find("Plays on a spaceline location: every event there"), std::string::npos)
      << text("Kevin Uxbridge: Convergence");
  EXPECT_NE(text("Rescue Captives").find("Plays on one of your outposts: every one of your personnel held captive is freed aboard"),
            std::string::npos)
      << text("Rescue Captives");
}
