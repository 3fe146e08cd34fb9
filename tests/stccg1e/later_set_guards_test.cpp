// Guards for First Edition rules that concern only cards of later sets. The engine has no rule for
// them yet; the cards are in the library as facts only (`text: unimplemented`: never played, seeded or
// met, docs/card-sets.md). Each test fails as soon as a card the rule names can be played (its text
// implemented, or a personnel whose only gap is a special skill), so that the card cannot come
// into play without its rule (and a real test of it). The names are the
// card titles of the Continuing Committee list (tools/cardgen reads the same list), so a card generated
// from it is caught. Same pattern as R_NULL_5 (timing_rules_test.cpp).
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/rules/requirement.h"

using namespace spaceline::stccg1e;

namespace {
// A card the engine would put into play: its text implemented (or none needed), or a personnel
// that plays despite a missing special skill.
bool playable(const CardDef& c) { return c.text != TextStatus::Unimplemented || c.playable_from_hand_implemented(); }

// The titles among `names` that the bundled library holds as playable cards.
std::string present(std::initializer_list<const char*> names) {
  std::string out;
  for (const char* n : names)
    for (const auto& c : CardDb::bundled()->all())
      if (c.name == n && playable(c)) {
        out += std::string(out.empty() ? "" : ", ") + n;
        break;
      }
  return out;
}
}  // namespace

#define SPACELINE_GUARD(rule, id, ...)                                                                              \
  TEST(rule, NamedCardsAreNotInTheLibraryWithoutTheRule) {                                                         \
    EXPECT_EQ(present({__VA_ARGS__}), "") << id " names these cards: the rule needs its implementation and tests now"; \
  }

SPACELINE_GUARD(R_AFF_8, "R-AFF-8", "Memory Wipe", "Diplomatic Conference", "Brainwash")
SPACELINE_GUARD(R_AFF_9, "R-AFF-9", "Frame of Mind", "Discommendation")
SPACELINE_GUARD(R_BATTLE_20, "R-BATTLE-20", "Echo Papa 607 Killer Drone", "Arbiter of Succession", "Guilty - Provisionally",
                "Wartime Conditions")
// Quash Conspiracy's standing text is a mission's while_in_play (R_CARDRULE_1 in era_dilemmas_test.cpp); the others wait.
SPACELINE_GUARD(R_CARDRULE_1, "R-CARDRULE-1", "Nebula", "Qualor II Rendezvous", "Plague Planet")
SPACELINE_GUARD(R_CARDRULE_6, "R-CARDRULE-6", "Doppelganger")
SPACELINE_GUARD(R_CARDRULE_7, "R-CARDRULE-7", "Captain's Log")
SPACELINE_GUARD(R_CARDRULE_12, "R-CARDRULE-12", "Interphasic Plasma Creatures")
SPACELINE_GUARD(R_CLOAK_4, "R-CLOAK-4", "Investigate Legend")
SPACELINE_GUARD(R_DIL_11, "R-DIL-11", "Q's Vicious Animal Things")
SPACELINE_GUARD(R_DIL_13, "R-DIL-13", "Mission Fatigue")
SPACELINE_GUARD(R_DIL_14, "R-DIL-14", "Receptacle Stones")
SPACELINE_GUARD(R_DIL_15, "R-DIL-15", "Conundrum", "Nebula")
SPACELINE_GUARD(R_DUR_6, "R-DUR-6", "Q-Flash")
SPACELINE_GUARD(R_END_3, "R-END-3", "Devidian Door")
SPACELINE_GUARD(R_END_4, "R-END-4", "Mickey D.")
SPACELINE_GUARD(R_END_5, "R-END-5", "Q's Planet")
SPACELINE_GUARD(R_FAC_15, "R-FAC-15", "Colony")
SPACELINE_GUARD(R_FAC_17, "R-FAC-17", "Terraforming Station")
SPACELINE_GUARD(R_HEA_8, "R-HEA-8", "Devidian Door")
SPACELINE_GUARD(R_HEA_9, "R-HEA-9", "Juliana Tainer")
SPACELINE_GUARD(R_HEA_10, "R-HEA-10", "Data's Body", "Data's Head")
// Kevin Uxbridge: Convergence is in play: its part of R-ID-6 (no artifact played as an event) is tested in era_events_test.cpp.
SPACELINE_GUARD(R_ID_6, "R-ID-6", "Rishon Uxbridge")
SPACELINE_GUARD(R_INFO_5, "R-INFO-5", "Ajur", "Boratus")
SPACELINE_GUARD(R_MOD_4, "R-MOD-4", "Mortal Q")
SPACELINE_GUARD(R_MOVE_15, "R-MOVE-15", "Engage Shuttle Operations")
SPACELINE_GUARD(R_MSN_15, "R-MSN-15", "The Sheliak")
SPACELINE_GUARD(R_PLAY_6, "R-PLAY-6", "Manheim's Dimensional Door")
// R-PLAY-8's U.S.S. Enterprise-C and T'Pau are played by D-PLAY-1 (tests/stccg1e/ship_reports_test.cpp).
SPACELINE_GUARD(R_PLAY_8, "R-PLAY-8", "I.K.S. T'Ong", "Dr. Telek R'Mor")
SPACELINE_GUARD(R_REQ_7, "R-REQ-7", "Reunion")
SPACELINE_GUARD(R_SCORE_5, "R-SCORE-5", "The Sheliak", "Destroy Radioactive Garbage Scow")
SPACELINE_GUARD(R_SCORE_6, "R-SCORE-6", "Investigate Legend")
SPACELINE_GUARD(R_SCORE_7, "R-SCORE-7", "Discommendation")
SPACELINE_GUARD(R_SCORE_8, "R-SCORE-8", "Interrogation", "Mordock", "Ressikan Flute")
SPACELINE_GUARD(R_SCORE_9, "R-SCORE-9", "Samuel Clemens")
SPACELINE_GUARD(R_SCORE_10, "R-SCORE-10", "Q's Planet")
SPACELINE_GUARD(R_SCORE_12, "R-SCORE-12", "Timicin")
SPACELINE_GUARD(R_SEED_6, "R-SEED-6", "Tarchannen Study", "Q's Planet")
SPACELINE_GUARD(R_SEED_12, "R-SEED-12", "Data's Body", "Cryosatellite")
SPACELINE_GUARD(R_SEED_13, "R-SEED-13", "Q's Planet")
SPACELINE_GUARD(R_SKILL_8, "R-SKILL-8", "K'chiQ", "Lal", "Eyes in the Dark", "Frame of Mind")
SPACELINE_GUARD(R_STAFF_5, "R-STAFF-5", "Data's Head")
SPACELINE_GUARD(R_STATE_5, "R-STATE-5", "Penalty Box")
SPACELINE_GUARD(R_STATE_10, "R-STATE-10", "Manheim's Dimensional Door")

SPACELINE_GUARD(R_DECK_8, "R-DECK-8", "Q's Tent", "Q-Flash")
SPACELINE_GUARD(R_DECK_9, "R-DECK-9", "Trust Me")
SPACELINE_GUARD(R_FAC_14, "R-FAC-14", "Terok Nor")
SPACELINE_GUARD(R_FAC_16, "R-FAC-16", "Ore Processing Unit", "Nor")
SPACELINE_GUARD(R_PLAY_10, "R-PLAY-10", "Q's Tent")

// R-CARD-11: doorways and objectives belong to later sets: no playable doorway in the library, and a
// card file cannot give a card the type "objective" (refused as an unknown type rather than loaded as another).
TEST(R_CARD_11, NoDoorwaysOrObjectivesWithoutTheirRules) {
  for (const auto& c : CardDb::bundled()->all())
    if (c.type == CardType::Doorway) {
      EXPECT_FALSE(playable(c)) << c.name << ": R-CARD-11, R-DOOR-*";
    }
  EXPECT_FALSE(parse_card_type("objective").has_value());
}

// R-MSN-4: an "either" (planet/space) mission is attempted by a crew and an Away Team together; the
// engine has no such attempt yet, so no playable mission of the library may be one (a deck with an
// unimplemented mission is refused, docs/card-sets.md).
TEST(R_MSN_4, NoEitherMissionWithoutItsAttempt) {
  for (const auto& c : CardDb::bundled()->all()) {
    if (c.type == CardType::Mission && playable(c)) {
      EXPECT_NE(c.mission, MissionKind::Either) << c.name << ": R-MSN-4 needs its implementation";
    }
  }
}

// The guard itself: a title the library does hold is found (so an empty answer above means absent),
// and one it holds only as facts is not.
TEST(LaterSetGuards, APremiereTitleIsFound) { EXPECT_EQ(present({"Mission Fatigue", "Radioactive Garbage Scow"}), "Radioactive Garbage Scow"); }
TEST(LaterSetGuards, ACardHeldAsFactsOnlyIsNotPlayable) {
  ASSERT_NE(CardDb::bundled()->by_name("Q's Tent"), nullptr);
  EXPECT_EQ(present({"Q's Tent", "Mordock"}), "");
}
