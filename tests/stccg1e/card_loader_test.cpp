// Malformed card files are rejected with "file:line: problem" (never a crash).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>

#include "games/stccg1e/cards/cards.h"

using namespace spaceline::stccg1e;
namespace fs = std::filesystem;

namespace {
std::string write_temp(const std::string& name, const std::string& text) {
  auto dir = fs::temp_directory_path() / "spaceline-card-tests";
  fs::create_directories(dir);
  auto p = dir / name;
  std::ofstream(p) << text;
  return p.string();
}

std::string load_error(const std::vector<std::string>& files) {
  try {
    CardDb::load_files(files);
  } catch (const CardLoadError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST(CardFiles, YamlSyntaxErrorNamesFileAndLine) {
  auto f = write_temp("syntax.yaml", "set: {code: T}\ncards:\n  - id: T-a\n    name: [unclosed\n");
  auto err = load_error({f});
  EXPECT_NE(err.find("syntax.yaml:"), std::string::npos) << err;
  EXPECT_NE(err.find("YAML syntax error"), std::string::npos) << err;
}

TEST(CardFiles, UnknownSkillAndMissingFieldAreReportedTogether) {
  auto f = write_temp("fields.yaml",
                      "set: {code: T}\n"
                      "cards:\n"
                      "  - id: T-x\n"
                      "    name: X\n"
                      "    type: personnel\n"
                      "    affiliation: federation\n"
                      "    classification: OFFICER\n"
                      "    skills: [Basket Weaving]\n"
                      "    integrity: 5\n"
                      "    cunning: 5\n"
                      "  - id: T-y\n"
                      "    name: Y\n"
                      "    type: starbase\n");
  auto err = load_error({f});
  EXPECT_NE(err.find("unknown skill 'Basket Weaving'"), std::string::npos) << err;
  EXPECT_NE(err.find("missing field 'strength'"), std::string::npos) << err;
  EXPECT_NE(err.find("fields.yaml:13: unknown card type 'starbase'"), std::string::npos) << err;
}

TEST(CardFiles, BadRequirementExpressionIsRejected) {
  auto f = write_temp("req.yaml",
                      "set: {code: T}\ncards:\n  - id: T-m\n    name: M\n    type: mission\n    mission: planet\n"
                      "    span: 3\n    points: 30\n    affiliations: [federation]\n    requirements: \"Diplomacy + FLYING>3\"\n");
  auto err = load_error({f});
  EXPECT_NE(err.find("req.yaml:10: bad requirement"), std::string::npos) << err;
  EXPECT_NE(err.find("FLYING"), std::string::npos) << err;
}

TEST(CardFiles, RulesForUnknownCardAndUnknownEffect) {
  auto facts = write_temp("facts.yaml",
                          "set: {code: T}\ncards:\n  - id: T-d\n    name: D\n    type: dilemma\n    dilemma: planet\n");
  auto rules = write_temp("facts.rules.yaml",
                          "rules:\n  - id: T-nope\n  - id: T-d\n    behavior:\n      effects: [explode]\n");
  auto err = load_error({facts, rules});
  EXPECT_NE(err.find("rules for unknown card id 'T-nope'"), std::string::npos) << err;
  EXPECT_NE(err.find("unknown effect 'explode'"), std::string::npos) << err;
}

TEST(CardFiles, DuplicateIdsAreRejected) {
  auto f = write_temp("dup.yaml",
                      "set: {code: T}\ncards:\n  - {id: T-e, name: E, type: event}\n  - {id: T-e, name: F, type: event}\n");
  auto err = load_error({f});
  EXPECT_NE(err.find("duplicate card id 'T-e'"), std::string::npos) << err;
}

TEST(CardFiles, ValidCustomCardLoadsWithoutRecompiling) {
  auto f = write_temp("custom.yaml",
                      "set: {code: T}\ncards:\n  - id: T-ship\n    name: T-Ship A\n    type: ship\n    affiliation: federation\n"
                      "    staffing: [command]\n    range: 6\n    weapons: 8\n    shields: 7\n");
  auto db = CardDb::load_files({f});
  ASSERT_NE(db->by_name("T-Ship A"), nullptr);
  EXPECT_EQ(db->by_name("T-Ship A")->range, 6);
}

// docs/card-format.md: every key is checked, inside effect bodies and choice branches too.
TEST(CardFiles, UnknownKeyInAnEffectBodyNamesFileLineAndKey) {
  auto facts = write_temp("body.yaml",
                          "set: {code: T}\ncards:\n  - {id: T-d, name: D, type: dilemma, dilemma: planet}\n"
                          "  - {id: T-e, name: E, type: dilemma, dilemma: planet}\n");
  auto rules = write_temp("body.rules.yaml",
                          "rules:\n"
                          "  - id: T-d\n"
                          "    behavior:\n"
                          "      effects:\n"
                          "        - {kill: {select: random, slect: all}}\n"  // line 5
                          "  - id: T-e\n"
                          "    behavior:\n"
                          "      effects: [{kill: random}]\n");  // line 8
  auto err = load_error({facts, rules});
  EXPECT_NE(err.find("body.rules.yaml:5: unknown key 'slect' in effect 'kill'"), std::string::npos) << err;
  EXPECT_NE(err.find("body.rules.yaml:8: the body of effect 'kill' must be a map"), std::string::npos) << err;
}

TEST(CardFiles, UnknownKeyInAChoiceBranchNamesFileLineAndKey) {
  auto facts = write_temp("branch.yaml", "set: {code: T}\ncards:\n  - {id: T-s, name: S, type: dilemma, dilemma: planet}\n");
  auto rules = write_temp("branch.rules.yaml",
                          "rules:\n"
                          "  - id: T-s\n"
                          "    behavior:\n"
                          "      choice:\n"
                          "        - label: Help\n"
                          "          effects: [stop]\n"
                          "          scores: true\n"  // line 7
                          "        - Ignore\n");     // line 8
  auto err = load_error({facts, rules});
  EXPECT_NE(err.find("branch.rules.yaml:7: unknown key 'scores' in a choice branch"), std::string::npos) << err;
  EXPECT_NE(err.find("branch.rules.yaml:8: a choice branch must be a map"), std::string::npos) << err;
}

TEST(CardFiles, UnknownRulesFieldAndOpponentEndKeyAreRejected) {
  auto facts = write_temp("fields2.yaml",
                          "set: {code: T}\ncards:\n"
                          "  - {id: T-d, name: D, type: dilemma, dilemma: planet}\n"
                          "  - id: T-m\n"
                          "    name: M\n"
                          "    type: mission\n"
                          "    mission: planet\n"
                          "    span: 3\n"
                          "    points: 30\n"
                          "    affiliations: [federation]\n"
                          "    opponent_end: {affiliations: [klingon], pionts: 20}\n");  // line 11
  auto rules = write_temp("fields2.rules.yaml",
                          "rules:\n  - id: T-d\n    behaviour:\n      effects: [stop]\n");  // line 3
  auto err = load_error({facts, rules});
  EXPECT_NE(err.find("fields2.yaml:11: unknown key 'pionts' in opponent_end"), std::string::npos) << err;
  EXPECT_NE(err.find("fields2.rules.yaml:3: unknown rules field 'behaviour'"), std::string::npos) << err;
}

TEST(CardFiles, InlineCardsAreCheckedTheSameWay) {
  auto node = YAML::Load(
      "- {name: T-Inline, type: dilemma, dilemma: planet, text: implemented,\n"
      "   behavior: {choice: [{label: A, effect: [stop]}, {label: B}]}}\n");
  try {
    CardDb::with_cards(*CardDb::bundled(), node, "inline.yaml");
    FAIL() << "an unknown key in a choice branch was accepted";
  } catch (const CardLoadError& e) {
    EXPECT_NE(std::string(e.what()).find("inline.yaml:2: unknown key 'effect' in a choice branch"), std::string::npos) << e.what();
  }
}

// Spaceline hazards (hazards.cpp): their keys are checked like every other (docs/card-format.md).
TEST(CardFiles, HazardEventKeysAreChecked) {
  auto err = [](const std::string& event) {
    try {
      CardDb::with_cards(*CardDb::bundled(), YAML::Load("- {name: T-Hazard, type: event, text: implemented,\n   event: " + event + "}\n"),
                         "hazard.yaml");
    } catch (const CardLoadError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(err("{plays_on: boundary, effect: blocks_crossing, unless: \"2 Diplomacy\"}"), "");
  EXPECT_NE(err("{plays_on: mission, effect: blocks_crossing}").find("hazard.yaml:2: plays_on: boundary goes with effect: blocks_crossing"),
            std::string::npos);
  EXPECT_NE(err("{plays_on: mission, effect: damage_passing, unless: Navigation}").find("unless is for effect"), std::string::npos);
  EXPECT_NE(err("{plays_on: mission, effect: blocks_beaming}").find("needs plays_on: mission and planet: true"), std::string::npos);
  EXPECT_NE(err("{plays_on: table, effect: beam_through}").find("beam_through needs"), std::string::npos);
  EXPECT_NE(err("{plays_on: mission, planet: true, effect: limits_beaming}").find("limits_beaming needs count"), std::string::npos);
  EXPECT_NE(err("{plays_on: mission, planet: true, effect: holograms_may_exist, flips: true}").find("flips is for effect"),
            std::string::npos);
  EXPECT_NE(err("{plays_on: mission, effect: must_stop_here, unles: Navigation}").find("unknown event field 'unles'"), std::string::npos);
}

TEST(CardFiles, PersonnelDilemmaKeysNeedAPlayOnPersonnelEffect) {
  auto facts = write_temp("onpers.yaml", "set: {code: T}\ncards:\n  - {id: T-q, name: Q1, type: dilemma, dilemma: planet}\n"
                                         "  - {id: T-r, name: R1, type: dilemma, dilemma: space}\n");
  auto rules = write_temp("onpers.rules.yaml",
                          "rules:\n"
                          "  - id: T-q\n"
                          "    behavior:\n"  // line 3
                          "      quarantine: true\n"
                          "  - id: T-r\n"
                          "    behavior:\n"  // line 6
                          "      effects: [{play_on_personnel: {select: all}}]\n"
                          "      holds: true\n"
                          "      cure: \"3 Leadership\"\n");
  auto err = load_error({facts, rules});
  EXPECT_NE(err.find("onpers.rules.yaml:4"), std::string::npos) << err;
  EXPECT_NE(err.find("need a play_on_personnel effect"), std::string::npos) << err;
  EXPECT_NE(err.find("a planet dilemma"), std::string::npos) << err;
}

// The Rogue Borg vocabulary (D-BORG-2..7, D-BAT-7): each key belongs to its effect and is checked.
TEST(CardFiles, RogueBorgInterruptKeysAreChecked) {
  auto err = [](const std::string& interrupt) {
    try {
      CardDb::with_cards(*CardDb::bundled(), YAML::Load("- {name: T-Borg, type: interrupt, text: implemented,\n   interrupt: " + interrupt + "}\n"),
                         "borg.yaml");
    } catch (const CardLoadError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(err("{when: any_time, effect: rogue_borg, external: true}"), "");
  EXPECT_EQ(err("{when: [any_time, battle_initiated], effect: join_rogue_borg, multiply: 2}"), "");
  EXPECT_EQ(err("{when: personnel_killed, effect: re_attack, subject: {race: klingon}, multiply: 2}"), "");
  EXPECT_NE(err("{when: any_time, effect: rogue_borg, multiply: 2}").find("multiply is for effect"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: join_rogue_borg}").find("join_rogue_borg needs multiply"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: join_rogue_borg, multiply: 1}").find("multiply is 2 to 10"), std::string::npos);
  EXPECT_NE(err("{when: personnel_killed, effect: re_attack, multiply: 2}").find("re_attack needs subject"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: re_attack, subject: {race: klingon}, multiply: 2}").find("re_attack answers a kill"),
            std::string::npos);
  EXPECT_NE(err("{when: your_orders, effect: rogue_borg}").find("rogue_borg plays any_time"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: repel_borg, multipy: 2}").find("borg.yaml:2: unknown interrupt field 'multipy'"),
            std::string::npos);
}

// D-INT-16..18, D-ART-4: the keys of out_of_time and beam are checked, each with its effect.
TEST(CardFiles, OutOfTimeAndBeamKeysAreChecked) {
  auto err = [](const std::string& interrupt) {
    try {
      CardDb::with_cards(*CardDb::bundled(),
                         YAML::Load("- {name: T-Time, type: interrupt, text: implemented,\n   interrupt: " + interrupt + "}\n"), "time.yaml");
    } catch (const CardLoadError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(err("{when: any_time, effect: out_of_time, ships: any, returns: announced, max_full_turns: 5}"), "");
  EXPECT_EQ(err("{when: any_time, effect: beam, reach: next_location, from: ship, max_personnel: 6, equipment: true}"), "");
  EXPECT_NE(err("{when: any_time, effect: out_of_time, ships: all, returns: countdown}").find("time.yaml:2: ships is yours or any"),
            std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: out_of_time, ships: any, returns: later}").find("returns is countdown or announced"),
            std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: out_of_time, ships: any, returns: announced}").find("needs max_full_turns"), std::string::npos);
  EXPECT_NE(err("{when: battle_initiated, effect: out_of_time, ships: any, returns: countdown}").find("never inside a battle"),
            std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: shuffle_deck, ships: any}").find("ships is for effect: out_of_time"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: beam, reach: far}").find("reach is up_or_down or next_location"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: beam, reach: up_or_down, from: outpost}").find("from is ship"), std::string::npos);
  EXPECT_NE(err("{when: dilemma_revealed, effect: beam, reach: up_or_down}").find("never during a dilemma"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: shuffle_deck, max_personnel: 6}").find("max_personnel is for effect: beam"), std::string::npos);
  EXPECT_NE(err("{when: any_time, effect: beam, reach: up_or_down, max_persons: 6}").find("unknown interrupt field 'max_persons'"),
            std::string::npos);
}

// The Phased Matter and Alien Parasites vocabulary (D-DIL-10, D-DIL-12): each key where it belongs.
TEST(CardFiles, PhasedAndControlGroupKeysAreChecked) {
  auto err = [](const std::string& dilemma) {
    try {
      CardDb::with_cards(*CardDb::bundled(), YAML::Load("- {name: T-Phase, type: dilemma, text: implemented, " + dilemma + "}\n"),
                         "phase.yaml");
    } catch (const CardLoadError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(err("dilemma: planet, behavior: {effects: [{play_on_personnel: {select: split_larger}}], phased: true, cure: SCIENCE}"), "");
  EXPECT_EQ(err("dilemma: planet, behavior: {effects: [control_group], stops_on_fail: false}"), "");
  EXPECT_NE(err("dilemma: planet, behavior: {phased: true, cure: SCIENCE}").find("need a play_on_personnel effect"), std::string::npos);
  EXPECT_NE(err("dilemma: planet, behavior: {effects: [{play_on_personnel: {select: all}}], phased: true}").find("phased needs a cure"),
            std::string::npos);
  EXPECT_NE(err("dilemma: planet, behavior: {effects: [{kill: {select: split_larger}}]}").find("split_larger selects the larger group"),
            std::string::npos);
  EXPECT_NE(err("dilemma: space, behavior: {effects: [control_group]}").find("a planet dilemma (D-DIL-12)"), std::string::npos);
  EXPECT_NE(err("dilemma: planet, behavior: {effects: [{control_group: {select: all}}]}").find("control_group takes no body"),
            std::string::npos);
}

// R-STAFF-3: AU and non-aligned staffing icons have their rule (rules/staffing.cpp), so a card file may
// give them with the card's text implemented or none; the icons are kept as printed. R-STAFF-7: the
// other staffing icon kinds are the command star and staff.
TEST(R_STAFF_3, AuAndNonAlignedStaffingIconsLoadAsPrinted) {
  auto f = write_temp("au.yaml",
                      "set: {code: T}\n"
                      "cards:\n"
                      "  - {id: T-s, name: S, type: ship, affiliation: federation, staffing: [command, au, non_aligned], range: 7, weapons: 6, shields: 6}\n"
                      "  - {id: T-p, name: P, type: personnel, affiliation: federation, classification: OFFICER, skills: [Leadership],\n"
                      "     integrity: 5, cunning: 5, strength: 5, icons: [au, command]}\n");
  auto db = CardDb::load_files({f});
  const auto& s = *db->by_id("T-s");
  EXPECT_EQ(s.staffing, (std::vector<StaffIcon>{StaffIcon::Command, StaffIcon::AU, StaffIcon::NonAligned}));
  const auto& p = *db->by_id("T-p");
  EXPECT_TRUE(p.au_icon);
  EXPECT_EQ(p.icons, std::vector<StaffIcon>{StaffIcon::Command});
  EXPECT_TRUE(p.playable_from_hand_implemented()) << "whether it comes through is the state's question (R-DOOR-3)";
}

TEST(R_STAFF_7, TheStaffingIconKindsAreCommandAndStaff) {
  auto f = write_temp("icons.yaml",
                      "set: {code: T}\n"
                      "cards:\n"
                      "  - {id: T-s, name: S, type: ship, affiliation: federation, staffing: [command, staff, staff], range: 7, weapons: 6,\n"
                      "     shields: 6}\n");
  auto db = CardDb::load_files({f});
  const CardDef* s = db->by_name("S");
  ASSERT_NE(s, nullptr);
  ASSERT_EQ(s->staffing.size(), 3u);
  EXPECT_EQ(s->staffing[0], StaffIcon::Command);
  EXPECT_EQ(s->staffing[1], StaffIcon::Staff);
  EXPECT_EQ(s->staffing[2], StaffIcon::Staff);
  for (const char* other : {"ncc", "non-aligned", "borg"}) {
    auto g = write_temp(std::string("icon-") + other + ".yaml",
                        std::string("set: {code: T}\ncards:\n  - {id: T-s, name: S, type: ship, affiliation: federation, staffing: [") + other +
                            "], range: 7, weapons: 6, shields: 6}\n");
    EXPECT_NE(load_error({g}).find(std::string("unknown staffing icon '") + other + "'"), std::string::npos) << other;
  }
}

// R-DOOR-2: a doorway's `doorway:` entry and a rules entry's `unimplemented:` are checked, each
// problem with the file, the line and what is wrong.
TEST(R_DOOR_2, DoorwayEntriesAreCheckedWithTheirLine) {
  auto f = write_temp("doors.yaml",
                      "set: {code: T}\n"
                      "cards:\n"
                      "  - {id: T-a, name: A, type: doorway, text: implemented, doorway: {opens: au_icon, colour: red}}\n"
                      "  - {id: T-b, name: B, type: doorway, text: implemented, doorway: {opens: q_tent}}\n"
                      "  - {id: T-c, name: C, type: doorway, text: implemented}\n"
                      "  - {id: T-d, name: D, type: doorway, text: unimplemented, unimplemented: [doorway]}\n"
                      "  - {id: T-e, name: E, type: personnel, affiliation: federation, classification: OFFICER, skills: [Leadership],\n"
                      "     integrity: 5, cunning: 5, strength: 5}\n");
  auto rules = write_temp("doors.rules.yaml",
                          "rules:\n"
                          "  - {id: T-d, text: implemented, unimplemented: [from_hand], doorway: {opens: au_icon}}\n"
                          "  - {id: T-e, doorway: {opens: au_icon}}\n");
  auto err = load_error({f, rules});
  EXPECT_NE(err.find("doors.yaml:3: unknown doorway field 'colour' (expected opens)"), std::string::npos) << err;
  EXPECT_NE(err.find("doors.yaml:4: opens must be au_icon"), std::string::npos) << err;
  EXPECT_NE(err.find("doors.yaml:5: doorway 'C' is marked implemented but has no 'doorway:' entry"), std::string::npos) << err;
  EXPECT_NE(err.find("doors.rules.yaml:2: unimplemented: goes with text: unimplemented"), std::string::npos) << err;
  EXPECT_NE(err.find("doors.rules.yaml:3: 'E' is not a doorway; doorway: is for doorways"), std::string::npos) << err;
}
