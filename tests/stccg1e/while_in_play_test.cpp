// Continuous effects as data: an ability `when: while_in_play` whose modifier
// ops (modify, multiply) are read by the value queries while its card is in
// play (src/games/stccg1e/abilities/modifiers.cpp; docs/card-format.md,
// "Abilities"). Premiere's Bynars Weapon Enhancement, Metaphasic and Nutational
// Shields and Kurlan Naiskos are written this way.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/scenario/position.h"
#include "inline_cards.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

ScenarioBuilder table(const std::string& cards = "") { return inline_table(cards); }

// The U.S.S. Galaxy (RANGE 8, WEAPONS 7, SHIELDS 9) with the seven classifications aboard.
CardId seven_aboard(ScenarioBuilder& b) {
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  for (const char* p : {"Jean-Luc Picard", "Geordi La Forge", "Taitt", "Beverly Crusher", "Tasha Yar", "Mot the Barber", "Lwaxana Troi"})
    b.aboard(galaxy, p);
  return galaxy;
}

}  // namespace

TEST(R_MOD_1, AModifierInPlayIsReadAndThePrintedValueStays) {
  auto b = table();
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  CardId bynars = b.hand("Bynars Weapon Enhancement");
  b.act("Play Bynars Weapon Enhancement");
  EXPECT_EQ(b->ship_weapons(galaxy), 9);
  EXPECT_EQ(b->def(galaxy).weapons, 7) << "the printed value is never written over";
  b->nullify_event(bynars);
  EXPECT_EQ(b->ship_weapons(galaxy), 7) << "it ends the moment its card leaves play";
}

TEST(R_MOD_1, AdditionsComeBeforeMultipliers) {
  auto b = table();
  CardId galaxy = seven_aboard(b);  // Geordi La Forge is the one ENGINEER
  b.event("Bynars Weapon Enhancement", 0, EventTarget::Table, 0);
  b.event("Nutational Shields", 0, EventTarget::Table, 0);
  b.event("Kurlan Naiskos", 0, EventTarget::Ship, galaxy);
  EXPECT_EQ(b->ship_weapons(galaxy), (7 + 2) * 3);
  EXPECT_EQ(b->ship_shields(galaxy), (9 + 2) * 3);
  EXPECT_EQ(b->effective_range(galaxy), 8 * 3);
}

// CRD III.6's worked example: a damaged RANGE 8 ship is set to 5, then -2 gives 3 (not 8-2 then 5).
TEST(R_MOD_3, ADamagedShipsRangeIsSetBeforeAnAbilitySubtracts) {
  auto b = table("- {name: T-Drag Field, type: event,\n"
                 "   ability: {play: event, target: {ship: {whose: opponent}}, when: while_in_play,\n"
                 "             effects: [{modify: {value: range, by: -2}}]}}\n");
  CardId theirs = b.ship(0, "U.S.S. Galaxy", 1);
  b.damage(theirs);
  b.hand("T-Drag Field");
  b.act("Play T-Drag Field on U.S.S. Galaxy");
  EXPECT_EQ(b->effective_range(theirs), 3);
}

// Played on the table, it covers its owner's ships only; played on a ship, that ship alone.
TEST(R_MOD_1, AnInlineModifierCoversItsOwnersShipsOrTheShipItIsOn) {
  auto b = table("- {name: T-Impulse Field, type: event,\n"
                 "   ability: {play: event, target: table, when: while_in_play, effects: [{modify: {values: [range, shields], by: 2}}]}}\n");
  CardId mine = b.ship(0, "U.S.S. Galaxy"), theirs = b.ship(0, "U.S.S. Galaxy", 1);
  b.hand("T-Impulse Field");
  b.act("Play T-Impulse Field");
  EXPECT_EQ(b->effective_range(mine), 10);
  EXPECT_EQ(b->ship_shields(mine), 11);
  EXPECT_EQ(b->ship_weapons(mine), 7) << "it names RANGE and SHIELDS only";
  EXPECT_EQ(b->effective_range(theirs), 8);
  EXPECT_EQ(b->ship_shields(theirs), 9);
}

TEST(R_MOD_5, ANonCumulativeMultiplierCountsOnceCumulativeAdditionsAddUp) {
  auto b = table();
  CardId galaxy = seven_aboard(b);
  b.event("Kurlan Naiskos", 0, EventTarget::Ship, galaxy);
  b.event("Kurlan Naiskos", 1, EventTarget::Ship, galaxy);  // whoever's: one Naiskos triples once
  b.event("Bynars Weapon Enhancement", 0, EventTarget::Table, 0);
  b.event("Bynars Weapon Enhancement", 0, EventTarget::Table, 0);
  EXPECT_EQ(b->effective_range(galaxy), 24);
  EXPECT_EQ(b->ship_weapons(galaxy), (7 + 2 + 2) * 3);
}

// R-MOD-8: a bonus that hangs on who is aboard lasts while they are aboard; stopped or not, the crew counts as it stands.
TEST(R_MOD_8, AShieldBonusPerClassificationFollowsTheCrewAboard) {
  auto b = table();
  b.turn(0);
  CardId galaxy = b.ship(0, "U.S.S. Galaxy");
  b.aboard(galaxy, "Taitt");                        // SCIENCE
  CardId hannah = b.aboard(galaxy, "Hannah Bates");  // SCIENCE
  b.event("Metaphasic Shields", 0, EventTarget::Table, 0);
  EXPECT_EQ(b->ship_shields(galaxy), 9 + 4);
  b.act("Beam Hannah Bates from U.S.S. Galaxy to the planet");
  EXPECT_EQ(b->cards[hannah].place, Place::Planet);
  EXPECT_EQ(b->ship_shields(galaxy), 9 + 2);
}

TEST(Abilities, WhileInPlayModifiersHoldInASaveLoadedBack) {
  auto b = table();
  CardId galaxy = seven_aboard(b);
  b.event("Bynars Weapon Enhancement", 0, EventTarget::Table, 0);
  b.event("Kurlan Naiskos", 0, EventTarget::Ship, galaxy);
  GameState back = round_trip(b.state());
  EXPECT_EQ(back.ship_weapons(galaxy), 27);
  EXPECT_EQ(back.effective_range(galaxy), 24);
}

TEST(Abilities, WhileInPlayAbilitiesAreCheckedNamingTheLine) {
  auto err = load_error("- {name: T-A, type: event, ability: {play: event, target: table, effects: [{modify: {value: weapons, by: 2}}]}}\n");
  EXPECT_NE(err.find("inline.yaml:1: 'modify' holds while its card is in play: the ability needs when: while_in_play"), std::string::npos)
      << err;
  err = load_error("- {name: T-B, type: event, ability: {play: event, target: player, when: while_in_play, effects: [{draw: 1}]}}\n");
  EXPECT_NE(err.find("'draw' acts once, as the card is played: it cannot hold while_in_play"), std::string::npos) << err;
  err = load_error("- {name: T-C, type: event, ability: {play: event, target: table, when: while_in_play, effects: [{modify: {value: warp, by: 2}}]}}\n");
  EXPECT_NE(err.find("unknown value 'warp' (expected range, weapons or shields)"), std::string::npos) << err;
  err = load_error("- {name: T-D, type: event, ability: {play: event, target: table, when: while_in_play, effects: [{modify: {value: range}}]}}\n");
  EXPECT_NE(err.find("modify needs by: N, a number from -20 to 20 other than 0"), std::string::npos) << err;
  err = load_error("- {name: T-E, type: event, ability: {play: event, target: table, when: while_in_play,\n"
                   "   effects: [{multiply: {value: range, by: 1}}]}}\n");
  EXPECT_NE(err.find("inline.yaml:2: multiply needs by: N, a number from 2 to 10"), std::string::npos) << err;
  err = load_error("- {name: T-F, type: event, ability: {play: event, target: table, when: while_in_play,\n"
                   "   effects: [{modify: {value: shields, by: 2, per: Navigation}}]}}\n");
  EXPECT_NE(err.find("per takes a classification"), std::string::npos) << err;
  err = load_error("- {name: T-G, type: event, ability: {play: event, target: player, when: while_in_play, effects: [{modify: {value: range, by: 2}}]}}\n");
  EXPECT_NE(err.find("'modify' cannot act on a player target"), std::string::npos) << err;
  err = load_error("- {name: T-H, type: event, ability: {play: event, target: player, effects: [{draw: 1}], cumulative: true}}\n");
  EXPECT_NE(err.find("cumulative is for when: while_in_play"), std::string::npos) << err;
  err = load_error("- {name: T-I, type: event, ability: {play: event, target: table, when: while_in_play, then: discard,\n"
                   "   effects: [{modify: {value: range, by: 2}}]}}\n");
  EXPECT_NE(err.find("a while_in_play or end_of_turn ability stays in play: then: stays"), std::string::npos) << err;
  err = load_error("- {name: T-J, type: event, ability: {play: event, target: table, when: while_in_play,\n"
                   "   effects: [{multiply: {value: range, by: 3, all_aboard: [OFFICER, Honor]}}]}}\n");
  EXPECT_NE(err.find("all_aboard takes classifications"), std::string::npos) << err;
  err = load_error("- {name: T-K, type: event, ability: {play: event, target: table, when: while_in_play,\n"
                   "   effects: [{modify: {value: range, by: 2, colour: red}}]}}\n");
  EXPECT_NE(err.find("unknown modify field 'colour'"), std::string::npos) << err;
}

TEST(Abilities, WhileInPlayCardTextIsRenderedFromTheOperations) {
  const auto& db = *CardDb::bundled();
  auto text = [&](const char* name) { return card_text(*db.by_name(name)); };
  EXPECT_NE(text("Bynars Weapon Enhancement").find("Plays on the table: while it is in play, each of your ships has WEAPONS +2. Cumulative."),
            std::string::npos)
      << text("Bynars Weapon Enhancement");
  EXPECT_NE(text("Metaphasic Shields")
                .find("Plays on the table: while it is in play, each of your ships has SHIELDS +2 for each SCIENCE of its crew aboard. "
                      "Not cumulative."),
            std::string::npos)
      << text("Metaphasic Shields");
  EXPECT_NE(text("Kurlan Naiskos")
                .find("Plays on any ship: while it is in play, that ship has RANGE, WEAPONS and SHIELDS x3 while there are aboard "
                      "CIVILIAN, ENGINEER, MEDICAL, OFFICER, SCIENCE, SECURITY and V.I.P. Not cumulative."),
            std::string::npos)
      << text("Kurlan Naiskos");
}
