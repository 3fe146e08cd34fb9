// Phased Matter (CRD IV.5B; R-STATE-11; D-DIL-10, D-DIL-11): the owner splits the Away Team, the
// larger group is phased (a team of its own that may not beam up, attempt or battle) until an
// ENGINEER and a SCIENCE of the owner's on the planet cure it; the split surviving a save.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

// Picard, Tasha Yar and Worf (no ENGINEER, no SCIENCE) at Avert Disaster, over Phased Matter; Geordi
// La Forge (ENGINEER) and Taitt (SCIENCE) aboard the Runabout in orbit.
struct Phased {
  ScenarioBuilder b{1, 20, Phase::Orders};
  int l = 0;
  CardId pm = kNone, runabout = kNone, picard = kNone, tasha = kNone, worf = kNone, geordi = kNone, taitt = kNone;
  Phased() {
    l = b.mission("Avert Disaster");
    b.mission("Test Mission");
    pm = b.seed_under(l, "Phased Matter");
    runabout = b.ship(l, "Runabout");
    geordi = b.aboard(runabout, "Geordi La Forge");
    taitt = b.aboard(runabout, "Taitt");
    picard = b.on_planet(l, "Jean-Luc Picard");
    tasha = b.on_planet(l, "Tasha Yar");
    worf = b.on_planet(l, "Worf");
  }
  // Attempts and names Worf the smaller group: Picard and Tasha Yar are phased.
  void split() {
    b.act("Attempt Avert Disaster with your Away Team");
    ASSERT_EQ(b->choice.kind, ChoiceKind::SplitTeam);
    b.act("Put Worf in the smaller group");
  }
};

}  // namespace

// D-DIL-10: the owner names the smaller group; the rest is phased: a team of its own that may not beam up or
// attempt; the smaller group goes on with the attempt, not stopped.
TEST(D_DIL_10, TheLargerGroupIsPhasedAndMayNotBeamUpOrAttempt) {
  Phased t;
  auto& b = t.b;
  b.act("Attempt Avert Disaster with your Away Team");
  ASSERT_EQ(b->choice.kind, ChoiceKind::SplitTeam);
  EXPECT_EQ(b->current_player(), 0);                 // the owner splits
  EXPECT_EQ(b->choice.options.size(), 3u);          // no "done" before one is named
  // The prompt says what is being chosen (it used to be the phase's "Execute orders, or end your turn").
  EXPECT_EQ(b->decision().kind, spaceline::DecisionKind::ChooseCard);
  EXPECT_EQ(b->decision().prompt, "Phased Matter splits the group: name the smaller group, one personnel at a time (D-DIL-10)");
  b.act("Put Worf in the smaller group");           // one of three: the smaller group is full
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_TRUE(b->phased(t.picard));
  EXPECT_TRUE(b->phased(t.tasha));
  EXPECT_FALSE(b->phased(t.worf));
  EXPECT_NE(b->cards[t.picard].team, b->cards[t.worf].team);
  EXPECT_EQ(b->cards[t.picard].team, b->cards[t.tasha].team);
  EXPECT_FALSE(b->cards[t.worf].has(kStopped));
  EXPECT_FALSE(b->cards[t.picard].has(kStopped));
  EXPECT_TRUE(b.logged("D-DIL-10", Ev::PhasedSplit));
  EXPECT_TRUE(b.logged("R-STATE-11", Ev::PlaysOnPersonnel));
  EXPECT_TRUE(b.logged("R-MSN-7"));  // Worf went on, alone, to the end of the attempt
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard from the planet")) << labels(b);
  EXPECT_TRUE(b.can("Beam Worf from the planet")) << labels(b);
  auto why = b->why_illegal(make_action(Act::Beam, t.picard, t.runabout, static_cast<uint16_t>(t.l)));
  EXPECT_NE(why.find("D-DIL-10"), std::string::npos) << why;
  // The phased team may not attempt; Worf's may.
  const uint8_t phased_team = b->cards[t.picard].team;
  EXPECT_FALSE(b.can("Attempt Avert Disaster with your Away Team (Jean-Luc Picard")) << labels(b);
  why = b->why_illegal(make_action(Act::Attempt, kPlanet, static_cast<uint16_t>(t.l), phased_team));
  EXPECT_NE(why.find("phased"), std::string::npos) << why;
  EXPECT_TRUE(b.can("Attempt Avert Disaster with your Away Team (Worf)")) << labels(b);
  // Only Worf may beam up: "everyone" is no group of beamers here.
  EXPECT_FALSE(b.can("Beam everyone from the planet at Avert Disaster to Runabout")) << labels(b);
  b.act("Beam Worf from the planet at Avert Disaster to Runabout");
  EXPECT_EQ(b->cards[t.picard].place, Place::Planet);
}

// D-DIL-10: a team of one is all larger group: phased, and the attempt ends with nobody left in it.
TEST(D_DIL_10, ALoneMemberIsPhasedAndTheAttemptEnds) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId pm = b.seed_under(l, "Phased Matter");
  b.seed_under(l, "Armus - Skin of Evil");
  CardId worf = b.on_planet(l, "Worf");
  b.act("Attempt Avert Disaster with your Away Team");
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_TRUE(b->phased(worf));
  EXPECT_EQ(b->cards[pm].zone, Zone::InPlay);
  EXPECT_EQ(b->cards[worf].zone, Zone::InPlay);  // Armus was never met
  EXPECT_FALSE(b->attempt.active);
  EXPECT_EQ(b->seeds_under(l).size(), 1u);
}

// CRD IV.5B: met by a team with an ENGINEER and a SCIENCE, it is cured at once and discarded.
TEST(D_DIL_10, MetWithEngineerAndScienceItIsDiscarded) {
  Phased t;
  auto& b = t.b;
  b.act("Beam everyone from Runabout to the planet");
  b.act("Attempt Avert Disaster with your Away Team");
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(b->cards[t.pm].zone, Zone::Discard);
  EXPECT_FALSE(b->phased(t.picard));
}

// D-DIL-11: an ENGINEER and a SCIENCE of the owner's on the planet, in any team, cure it; the groups then join.
TEST(D_DIL_11, EngineerAndScienceArrivingCureItAndTheTeamsJoin) {
  Phased t;
  auto& b = t.b;
  t.split();
  b.act("Beam Geordi La Forge from Runabout to the planet");
  EXPECT_EQ(b->cards[t.geordi].team, b->cards[t.worf].team);  // joins the smaller group, not the phased one
  EXPECT_TRUE(b->phased(t.picard));                             // ENGINEER alone cures nothing
  b.act("Beam Taitt from Runabout to the planet");
  EXPECT_FALSE(b->phased(t.picard));
  EXPECT_EQ(b->cards[t.pm].zone, Zone::Discard);
  EXPECT_TRUE(b.logged("D-DIL-11", Ev::PhasedGroupCured));
  EXPECT_TRUE(b.logged("D-GRP-2", Ev::TeamsJoined));
  EXPECT_EQ(b->cards[t.picard].team, 0);
  EXPECT_EQ(b->cards[t.worf].team, 0);
  EXPECT_TRUE(b.can("Beam Jean-Luc Picard from the planet")) << labels(b);
}

// D-DIL-11: another team of the owner's already there with an ENGINEER and a SCIENCE cures it as it is met.
TEST(D_DIL_11, AnotherTeamThereCuresItAtOnce) {
  Phased t;
  auto& b = t.b;
  CardId kromm = b.on_planet(t.l, "Kromm");  // Klingon ENGINEER: a team of its own
  b.on_planet(t.l, "Torin");                 // Klingon SCIENCE, with him
  ASSERT_NE(b->cards[kromm].team, b->cards[t.picard].team);
  t.split();
  EXPECT_FALSE(b->phased(t.picard));
  EXPECT_EQ(b->cards[t.pm].zone, Zone::Discard);
}

// D-DIL-11: a phased team takes no part in battle, attacking or attacked.
TEST(D_DIL_11, APhasedTeamIsNotAttacked) {
  Phased t;
  auto& b = t.b;
  t.split();
  b.on_planet(t.l, "Klag", 1);
  b.on_planet(t.l, "Kargan", 1);
  b.act("End your turn");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  if (b->phase == Phase::PlayCard) b.act("Make no card play");
  EXPECT_TRUE(b.can("Attack the opponent's Away Team (Worf)")) << labels(b);
  EXPECT_FALSE(b.can("Attack the opponent's Away Team (Jean-Luc Picard")) << labels(b);
}

// A save in the middle of the split resumes exactly; the phased group survives a save; a malformed
// choice is refused.
TEST(D_DIL_10, TheSplitSurvivesASave) {
  Phased t;
  auto& b = t.b;
  b.act("Attempt Avert Disaster with your Away Team");
  ASSERT_EQ(b->choice.kind, ChoiceKind::SplitTeam);
  auto back = round_trip(b.state());
  auto pick = b.find_all("Put Tasha Yar in the smaller group").at(0);
  b->apply(pick);
  back.apply(pick);
  EXPECT_EQ(back.hash(), b->hash());
  EXPECT_TRUE(back.phased(t.picard));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["choice"][0] = 200; }, "choice"));
  auto later = round_trip(b.state());
  EXPECT_TRUE(later.phased(t.worf));
  EXPECT_NE(later.why_illegal(make_action(Act::Beam, t.worf, t.runabout, static_cast<uint16_t>(t.l))).find("phased"), std::string::npos);
}

// D-DIL-10, R-BEAM-5: another way up, Emergency Transporter Armbands, is beaming too: it may not take a
// phased member, only the others.
TEST(D_DIL_10, ArmbandsDoNotBeamAPhasedMemberUp) {
  Phased t;
  auto& b = t.b;
  t.split();
  b.hand("Emergency Transporter Armbands", 0);
  ASSERT_TRUE(b.can("Play Emergency Transporter Armbands: beam from the planet at Avert Disaster to Runabout")) << labels(b);
  b.act("Play Emergency Transporter Armbands: beam from the planet at Avert Disaster to Runabout");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  ASSERT_EQ(b->choice.kind, ChoiceKind::PickBeamers);
  EXPECT_TRUE(b.can("Beam Worf")) << labels(b);
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard")) << labels(b);
  EXPECT_FALSE(b.can("Beam Tasha Yar")) << labels(b);
}
