// The skills with rules of their own (CRD II.3A; R-SKILL-7, R-PLAY-5) and personnel special skills
// written as data (D-SKILL-1..4): each rule reached by play, by a position set up directly and by a
// saved game loaded back; the card scenarios (tests/scenarios/cards/) take the cards' own ways in.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;
namespace fs = std::filesystem;

namespace {
SkillId skill(const char* n) { return *parse_skill(n); }

// Distortion Field face up on Avert Disaster; the U.S.S. Galaxy there with `skilled` and three others.
struct Field {
  ScenarioBuilder b{1, 20, Phase::Orders};
  CardId galaxy = kNone, data = kNone, worf = kNone, geordi = kNone, skilled = kNone;
  explicit Field(const char* who) {
    int a = b.mission("Avert Disaster");
    b.mission("Test Mission");
    b.event("Distortion Field", 0, EventTarget::Mission, a);
    galaxy = b.ship(a, "U.S.S. Galaxy", 0);
    skilled = b.aboard(galaxy, who);
    data = b.aboard(galaxy, "Data");
    worf = b.aboard(galaxy, "Worf");
    geordi = b.aboard(galaxy, "Geordi La Forge");
  }
};

std::string load_error(const std::string& facts, const std::string& rules) {
  auto dir = fs::temp_directory_path() / "spaceline-personnel-tests";
  fs::create_directories(dir);
  std::ofstream(dir / "p.yaml") << facts;
  std::ofstream(dir / "p.rules.yaml") << rules;
  try {
    CardDb::load_files({(dir / "p.yaml").string(), (dir / "p.rules.yaml").string()});
  } catch (const CardLoadError& e) {
    return e.what();
  }
  return "";
}

const char* kRakalFacts =
    "set: {code: T}\ncards:\n  - {id: T-r, name: R, type: personnel, affiliation: [romulan, federation], classification: V.I.P.,\n"
    "     skills: [], integrity: 4, cunning: 8, strength: 4}\n";
}  // namespace

// R-SKILL-7: Miracle Worker includes Transporter Skill; a requirement for it counts both.
TEST(R_SKILL_7, MiracleWorkerIncludesTransporterSkill) {
  Field f("Montgomery Scott");
  EXPECT_EQ(f.b->skill_halves(f.skilled, skill("Transporter Skill")), 4);
  EXPECT_EQ(f.b->skill_halves(f.skilled, skill("Miracle Worker")), 2);
  EXPECT_EQ(f.b->skill_halves(f.data, skill("Transporter Skill")), 0);
}

// R-SKILL-7: one card a turn per Transporter Skill aboard past Distortion Field; the use is kept in a
// save, refused there when it names no ship, and starts again with the next turn.
TEST(R_SKILL_7, OneCardATurnPerTransporterSkillAndTheUseIsSaved) {
  Field f("Nick Locarno");
  auto& b = f.b;
  ASSERT_TRUE(b.can("Beam Data from U.S.S. Galaxy to the planet"));
  b.act("Beam Data from U.S.S. Galaxy to the planet");
  EXPECT_TRUE(b.logged("R-SKILL-7", Ev::TransporterSkillUsed)) << b.log_text();
  EXPECT_FALSE(b.can("Beam Worf from U.S.S. Galaxy to the planet"));
  EXPECT_FALSE(b.can("Beam Data from the planet"));  // up again: the one use is spent
  auto back = round_trip(b.state());
  ASSERT_EQ(back.transporter_uses.size(), 1u);
  EXPECT_EQ(back.transporter_uses[0].ship, f.galaxy);
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["transporter_uses"][0][0] = f.data; }, "transporter_uses"));
  b.pass_turn();
  b.pass_turn();
  b.act("Make no card play this turn");
  EXPECT_TRUE(b->transporter_uses.empty());
  EXPECT_TRUE(b.can("Beam Worf from U.S.S. Galaxy to the planet"));
}

// R-SKILL-7: a stopped personnel's Transporter Skill does nothing; a position set up with the skill
// already used this turn is read as such.
TEST(R_SKILL_7, AStoppedSkillOrOneUsedUpDoesNotBeam) {
  Field f("Nick Locarno");
  f.b.stop(f.skilled);
  EXPECT_FALSE(f.b.can("Beam Data from U.S.S. Galaxy to the planet"));
  Field g("Nick Locarno");
  g.b->transporter_uses.push_back({g.galaxy, 1});
  EXPECT_FALSE(g.b.can("Beam Data from U.S.S. Galaxy to the planet"));
}

// R-PLAY-5: an android reports free where Cybernetics is aboard, only in the card-play step; the
// rest of the step is still there, in a saved game too.
TEST(R_PLAY_5, AnAndroidReportsFreeOnlyInTheCardPlayStep) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int a = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId outpost = b.outpost(a, "Federation Outpost", 0);
  CardId graves = b.aboard(outpost, "Ira Graves");
  CardId data = b.hand("Data", 0);
  b.hand("Wesley Crusher", 0);
  b.act("Report Data at Federation Outpost");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_TRUE(b.logged("R-PLAY-5", Ev::CyberneticsReport));
  EXPECT_EQ(b->phase, Phase::PlayCard);
  EXPECT_FALSE(b->players[0].card_played);
  auto back = round_trip(b.state());
  apply_label(back, "Report Wesley Crusher at Federation Outpost");
  EXPECT_EQ(back.phase, Phase::Orders);
  EXPECT_EQ(back.cards[data].host, outpost);
  (void)graves;
}

TEST(R_PLAY_5, AStoppedCyberneticsOrOneElsewhereFreesNothing) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.turn(0, Phase::PlayCard);
  int a = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId outpost = b.outpost(a, "Federation Outpost", 0);
  CardId graves = b.aboard(outpost, "Ira Graves");
  b.stop(graves);
  b.hand("Data", 0);
  EXPECT_FALSE(b.can("Cybernetics"));
  b.act("Report Data at Federation Outpost");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_FALSE(b.logged("R-PLAY-5", Ev::CyberneticsReport));
  EXPECT_EQ(b->phase, Phase::Orders);
}

// D-SKILL-1: a modifier acts on the owner's personnel in the same crew or Away Team only, the card
// itself included when it matches, and not while it is in stasis.
TEST(D_SKILL_1, AModifierActsWherePresentAndNotFromStasis) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int a = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId bortas = b.ship(a, "I.K.C. Bortas", 0);
  CardId kahlest = b.aboard(bortas, "Kahlest");
  CardId gorath = b.aboard(bortas, "Gorath");
  CardId klag = b.aboard(bortas, "Klag");
  CardId enemy = b.ship(a, "I.K.C. Buruk", 1);
  CardId keleg = b.aboard(enemy, "Kle'eg");
  EXPECT_EQ(b->attribute(kahlest, Attr::Strength), 6);
  EXPECT_EQ(b->attribute(gorath, Attr::Strength), 9);
  EXPECT_EQ(b->attribute(klag, Attr::Strength), 7);
  EXPECT_EQ(b->attribute(keleg, Attr::Strength), 7);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.attribute(gorath, Attr::Strength), 9);
  b.stasis(kahlest);
  EXPECT_EQ(b->attribute(gorath, Attr::Strength), 7);
}

// D-SKILL-2: the personnel nullifies the dilemma only when it is in the group that meets it.
TEST(D_SKILL_2, TheNullifierMustBeInTheAttemptingGroup) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int a = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId n = b.seed_under(a, "Nausicaans");
  b.on_planet(a, "Mot the Barber");
  b.on_planet(a, "Worf");
  CardId bortas = b.ship(a, "I.K.C. Bortas", 0);
  b.aboard(bortas, "Zon");  // aboard, not in the Away Team
  b.act("Attempt Avert Disaster");
  EXPECT_FALSE(b.logged("R-NULL-1", Ev::DilemmaNullified)) << b.log_text();
  (void)n;
}

// D-SKILL-3: the skills follow the mode, switched by play and read back from a save.
TEST(D_SKILL_3, RakalsSkillsFollowHerModeThroughASave) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int a = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId rakal = b.on_planet(a, "Major Rakal");
  b.affiliation(rakal, Affiliation::Romulan);
  EXPECT_EQ(b->skill_halves(rakal, skill("Tal Shiar")), 2);
  EXPECT_EQ(b->attribute(rakal, Attr::Integrity), 4);
  b.act("Switch Major Rakal to Federation");
  auto back = round_trip(b.state());
  EXPECT_EQ(back.skill_halves(rakal, skill("Tal Shiar")), 0);
  EXPECT_EQ(back.skill_halves(rakal, skill("Diplomacy")), 2);
  EXPECT_EQ(back.attribute(rakal, Attr::Integrity), 8);
  EXPECT_EQ(back.attribute(rakal, Attr::Cunning), 7);
}

// D-SKILL-4: the bonus is scored only by a helper among the solving group's unstopped members.
TEST(D_SKILL_4, AStoppedRagerHelpsNobody) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Test Mission");
  int e = b.mission("Explore Dyson Sphere");
  CardId galaxy = b.ship(e, "U.S.S. Galaxy", 0);
  for (auto n : {"Geordi La Forge", "Data", "Wesley Crusher", "Jean-Luc Picard"}) b.aboard(galaxy, n);
  CardId rager = b.aboard(galaxy, "Rager");
  b.stop(rager);
  auto back = round_trip(b.state());
  apply_label(back, "Attempt Explore Dyson Sphere");
  EXPECT_TRUE(back.spaceline[e].solved);
  EXPECT_EQ(back.players[0].score, 35);
}

// docs/card-format.md: a bad special-skill entry is a file:line error naming the problem.
TEST(D_SKILL_3, BadSpecialSkillEntriesNameFileAndLine) {
  auto err = load_error(kRakalFacts,
                        "rules:\n  - id: T-r\n    personnel:\n      skills_by_affiliation:\n        klingon: {skills: [Honor]}\n"
                        "      modifies: [{who: self, values: [wisdom], by: 2}]\n      bonus_point: {}\n");
  EXPECT_NE(err.find("p.rules.yaml:5: 'R' has no affiliation 'klingon'"), std::string::npos) << err;
  EXPECT_NE(err.find("unknown value 'wisdom'"), std::string::npos) << err;
  EXPECT_NE(err.find("p.rules.yaml:7: unknown field 'bonus_point' in personnel special skills"), std::string::npos) << err;
  auto err2 = load_error(kRakalFacts, "rules:\n  - id: T-r\n    personnel: {modifies: [{who: {race: romulan, wit: 3}, values: all, by: 0}]}\n");
  EXPECT_NE(err2.find("p.rules.yaml:3: unknown field 'wit' in who"), std::string::npos) << err2;
  EXPECT_NE(err2.find("by is -20 to 20, not 0"), std::string::npos) << err2;
}
