// Separate Away Teams on one planet (CRD II.1 Away Team; R-GRP-1, R-GRP-4, R-AFF-6; D-GRP-1..3):
// who forms a team of their own, who joins, what splits, and each team acting alone (attempts,
// dilemmas, battles, cards played on "an Away Team"); the teams surviving a save.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

// Player 0's Federation and Klingon personnel at Hunt for DNA Program (a planet both may attempt),
// a Federation ship and a Klingon ship in orbit.
struct TwoAffiliations {
  ScenarioBuilder b{1, 20, Phase::Orders};
  int l = 0;
  CardId galaxy = kNone, bortas = kNone, picard = kNone, worf = kNone, klag = kNone, kargan = kNone;
  TwoAffiliations() {
    l = b.mission("Hunt for DNA Program");
    b.mission("Test Mission");
    galaxy = b.ship(l, "U.S.S. Galaxy");
    bortas = b.ship(l, "I.K.C. Bortas");
    picard = b.on_planet(l, "Jean-Luc Picard");
    worf = b.on_planet(l, "Worf");
    klag = b.aboard(bortas, "Klag");
    kargan = b.aboard(bortas, "Kargan");
  }
};

}  // namespace

// D-GRP-1, D-GRP-2: a Klingon beamed down beside a Federation team (no treaty) is not refused: it forms an
// Away Team of its own; each team attempts alone, the action naming it.
TEST(D_GRP_1, AKlingonBeamedDownBesideAFederationTeamFormsATeamOfItsOwn) {
  TwoAffiliations t;
  auto& b = t.b;
  ASSERT_TRUE(b.can("Beam Klag from I.K.C. Bortas to the planet")) << labels(b);
  b.act("Beam Klag from I.K.C. Bortas to the planet");
  EXPECT_TRUE(b.logged("D-GRP-1", Ev::TeamFormed));
  EXPECT_EQ(b->cards[t.picard].team, 0);
  EXPECT_EQ(b->cards[t.worf].team, 0);
  EXPECT_EQ(b->cards[t.klag].team, 1);
  EXPECT_EQ(b->cards[t.klag].from, t.bortas);  // R-GRP-2: where it came from
  // Kargan joins Klag, not the Federation team (D-GRP-2).
  b.act("Beam Kargan from I.K.C. Bortas to the planet");
  EXPECT_EQ(b->cards[t.kargan].team, 1);
  EXPECT_TRUE(b.can("Attempt Hunt for DNA Program with your Away Team (Jean-Luc Picard, Worf)")) << labels(b);
  EXPECT_TRUE(b.can("Attempt Hunt for DNA Program with your Away Team (Klag, Kargan)")) << labels(b);
  // A team that is not there cannot attempt, and explain says why.
  auto why = b->why_illegal(make_action(Act::Attempt, kPlanet, static_cast<uint16_t>(t.l), 5));
  EXPECT_NE(why.find("D-GRP-1"), std::string::npos) << why;
  // The attempt is the Klingon team's alone: the Federation team takes no part and is not stopped.
  b.act("Attempt Hunt for DNA Program with your Away Team (Klag, Kargan)");
  EXPECT_TRUE(b.logged("R-MSN-7"));  // past the (no) dilemmas, short of the requirements
  EXPECT_FALSE(b->cards[t.picard].has(kStopped));
}

// D-GRP-1: a dilemma affects only the team that met it.
TEST(D_GRP_1, ADilemmaStopsOnlyTheTeamThatMetIt) {
  TwoAffiliations t;
  auto& b = t.b;
  b.seed_under(t.l, "Impassable Door");
  b.act("Beam Klag from I.K.C. Bortas to the planet");
  b.act("Attempt Hunt for DNA Program with your Away Team (Jean-Luc Picard, Worf)");
  EXPECT_TRUE(b->cards[t.picard].has(kStopped));
  EXPECT_TRUE(b->cards[t.worf].has(kStopped));
  EXPECT_FALSE(b->cards[t.klag].has(kStopped));
  EXPECT_TRUE(b.can("Attempt Hunt for DNA Program with your Away Team (Klag)")) << labels(b);
}

// D-GRP-2: non-aligned personnel join the first team; a treaty coming into play joins the teams.
TEST(D_GRP_2, TeamsThatMayMixJoinOnceATreatyIsInPlay) {
  TwoAffiliations t;
  auto& b = t.b;
  CardId farek = b.aboard(t.bortas, "Dr. Farek");
  b.act("Beam Klag from I.K.C. Bortas to the planet");
  b.act("Beam Dr. Farek from I.K.C. Bortas to the planet");
  EXPECT_EQ(b->cards[farek].team, 0);  // the first team it may mix with
  b.turn(0, Phase::PlayCard);
  b.hand("Treaty: Federation/Klingon");
  b.act("Play Treaty: Federation/Klingon");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[t.klag].team, 0);
  EXPECT_TRUE(b.logged("D-GRP-2", Ev::TeamsJoined));
  EXPECT_TRUE(b.can("Attempt Hunt for DNA Program with your Away Team")) << labels(b);
}

// D-GRP-3, R-AFF-6: a treaty that ends splits a mixed team: the Klingons form a team apart, and beam back up
// normally. The same happens when Lore's Fingernail leaves play with Data in a Klingon team.
TEST(D_GRP_3, ATreatyThatEndsSplitsAMixedTeam) {
  TwoAffiliations t;
  auto& b = t.b;
  b.turn(0, Phase::PlayCard);
  b.hand("Treaty: Federation/Klingon");
  b.act("Play Treaty: Federation/Klingon");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  b.act("Beam everyone from I.K.C. Bortas to the planet");
  EXPECT_EQ(b->cards[t.klag].team, 0);
  EXPECT_FALSE(b.logged("NOT-IMPLEMENTED"));
  b->nullify_event(b.id("Treaty: Federation/Klingon"));
  EXPECT_TRUE(b.logged("D-GRP-3", Ev::TeamSplits));
  EXPECT_EQ(b->cards[t.picard].team, 0);
  EXPECT_EQ(b->cards[t.klag].team, 1);
  EXPECT_EQ(b->cards[t.kargan].team, 1);
  EXPECT_TRUE(b.can("Beam Klag from the planet at Hunt for DNA Program to I.K.C. Bortas")) << labels(b);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.cards[t.klag].team, 1);
}

TEST(D_GRP_3, LoresFingernailLeavingPlaySplitsDataFromKlingons) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Hunt for DNA Program");
  CardId klag = b.on_planet(l, "Klag");
  CardId data = b.on_planet(l, "Data");
  ASSERT_NE(b->cards[data].team, b->cards[klag].team);
  b.event("Lore's Fingernail", 1, EventTarget::Table, 0);
  ASSERT_TRUE(b->unaligned(data));
  b.act("Attempt Hunt for DNA Program");  // any action: then the teams that may mix join (D-GRP-2)
  EXPECT_EQ(b->cards[data].team, b->cards[klag].team);  // non-aligned: one team
  b->nullify_event(b.id("Lore's Fingernail"));
  EXPECT_FALSE(b->unaligned(data));
  EXPECT_NE(b->cards[data].team, b->cards[klag].team);
  EXPECT_TRUE(b.logged("D-GRP-3", Ev::TeamSplits));
}

// R-BATTLE-16, D-GRP-1: one Away Team attacks one of the opponent's; the other team there takes no part.
TEST(R_BATTLE_16, OneTeamAttacksOneOfTheOpponentsTeams) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Hunt for DNA Program");
  CardId klag = b.on_planet(l, "Klag", 0);
  CardId kargan = b.on_planet(l, "Kargan", 0);
  CardId picard = b.on_planet(l, "Jean-Luc Picard", 1);
  CardId toreth = b.on_planet(l, "Toreth", 1);  // Romulan: a team apart from Picard's
  ASSERT_NE(b->cards[picard].team, b->cards[toreth].team);
  ASSERT_TRUE(b.can("Attack the opponent's Away Team (Jean-Luc Picard)")) << labels(b);
  b.act("Attack the opponent's Away Team (Jean-Luc Picard)");
  EXPECT_EQ(b->battle.their_team, b->cards[picard].team);
  auto back = round_trip(b.state());  // mid-battle: the teams fighting are saved
  EXPECT_EQ(back.battle.their_team, b->battle.their_team);
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["battle"][18] = 40; }, "their_team"));
  while (b->phase != Phase::GameOver && b->battle.active) b->apply(b->legal_actions().front());
  EXPECT_TRUE(b->cards[klag].has(kStopped));
  EXPECT_TRUE(b->cards[kargan].has(kStopped));
  EXPECT_FALSE(b->cards[toreth].has(kStopped));  // not in the battle (R-BATTLE-3 stops only those in it)
  EXPECT_TRUE(b.logged("R-BATTLE-16"));
}

// D-GRP-1: Vulcan Stone of Gol plays on one team; the other team there is untouched.
TEST(D_GRP_1, ACardOnAnAwayTeamTakesOneTeam) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  int l = b.mission("Hunt for DNA Program");
  CardId mot = b.on_planet(l, "Mot the Barber", 1);
  CardId klag = b.on_planet(l, "Klag", 1);
  b.hand("Vulcan Stone of Gol", 0);
  ASSERT_NE(b->cards[mot].team, b->cards[klag].team);
  ASSERT_TRUE(b.can("Play Vulcan Stone of Gol on the opponent's Away Team (Klag)")) << labels(b);
  b.act("Play Vulcan Stone of Gol on the opponent's Away Team (Klag)");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[klag].zone, Zone::Discard);
  EXPECT_EQ(b->cards[mot].zone, Zone::InPlay);
}

// A save keeps each personnel's team and origin; a malformed one is refused, naming the field.
TEST(D_GRP_1, TeamsSurviveASaveAndMalformedTeamsAreRefused) {
  TwoAffiliations t;
  auto& b = t.b;
  b.seed_under(t.l, "Chalnoth");
  b.act("Beam Klag from I.K.C. Bortas to the planet");
  b.act("Attempt Hunt for DNA Program with your Away Team (Klag)");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Victim);  // Chalnoth: the opponent chooses, mid-attempt
  auto back = round_trip(b.state());
  EXPECT_EQ(back.attempt.team, 1);
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["cards"][t.klag][12] = 99; }, "team"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["cards"][t.klag][12] = "one"; }, "team and from"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["cards"][t.galaxy].push_back(1), j["cards"][t.galaxy].push_back(kNone); },
                       "only a personnel on a planet"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["cards"][t.klag][13] = t.picard; }, "from"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["attempt"][14] = 77; }, "attempt"));
  // Loaded back, the game goes on exactly as the original.
  auto a = b->legal_actions().front();
  b->apply(a);
  back.apply(a);
  EXPECT_EQ(back.hash(), b->hash());
}
