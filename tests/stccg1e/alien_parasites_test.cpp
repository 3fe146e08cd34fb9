// Alien Parasites (CRD IV.5B; R-CARDRULE-3, R-GRP-2; D-DIL-12, D-DIL-13): the infected Away Team beams
// back to where it came from, the opponent controls those ships and crews as the current player in the
// middle of the turn, until the group is stopped or the controller stops; then the dilemma goes back
// under the mission and the turn resumes.
#include <gtest/gtest.h>

#include "games/stccg1e/cards/deck_random.h"
#include "core/agent.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/module.h"
#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

// Worf (from the Runabout) and Tasha Yar (from the U.S.S. Galaxy) at Avert Disaster over Alien Parasites:
// INTEGRITY 16, not above 32. Geordi La Forge aboard the Runabout; Test Mission next door.
struct Infected {
  ScenarioBuilder b{1, 20, Phase::Orders};
  int l = 0, test = 0;
  CardId ap = kNone, runabout = kNone, galaxy = kNone, geordi = kNone, worf = kNone, tasha = kNone;
  Infected() {
    l = b.mission("Avert Disaster");
    test = b.mission("Test Mission");
    ap = b.seed_under(l, "Alien Parasites");
    runabout = b.ship(l, "Runabout");
    galaxy = b.ship(l, "U.S.S. Galaxy");
    geordi = b.aboard(runabout, "Geordi La Forge");
    worf = b.on_planet(l, "Worf");
    tasha = b.on_planet(l, "Tasha Yar");
    b.beamed_from(worf, runabout);
    b.beamed_from(tasha, galaxy);
  }
  void infect() { b.act("Attempt Avert Disaster with your Away Team"); }
};

}  // namespace

// D-DIL-12: each member beams back to the ship it came from (R-GRP-2); the opponent controls both ships and
// all aboard, unstopped, and acts now; the attempt is over and the dilemma set aside.
TEST(D_DIL_12, TheTeamBeamsBackAndTheOpponentControlsEachShipItCameFrom) {
  Infected t;
  auto& b = t.b;
  t.infect();
  EXPECT_EQ(b->cards[t.worf].host, t.runabout);
  EXPECT_EQ(b->cards[t.tasha].host, t.galaxy);
  for (auto c : {t.runabout, t.galaxy, t.geordi, t.worf, t.tasha}) {
    EXPECT_EQ(b->cards[c].owner, 1) << b->card_name(c);
    EXPECT_EQ(b->real_owner(c), 0) << b->card_name(c);
  }
  EXPECT_FALSE(b->cards[t.worf].has(kStopped));
  EXPECT_FALSE(b->attempt.active);
  EXPECT_EQ(b->cards[t.ap].zone, Zone::InPlay);
  EXPECT_TRUE(b->seeds_under(t.l).empty());
  EXPECT_EQ(b->current_player(), 1);
  EXPECT_TRUE(b.logged("D-DIL-12", Ev::GroupInfected));
  EXPECT_TRUE(b.can("Move Runabout to Test Mission")) << labels(b);
  EXPECT_TRUE(b.can("Stop using the group under Alien Parasites (P1's turn resumes)")) << labels(b);
  EXPECT_FALSE(b.can("End your turn")) << labels(b);
  auto why = b->why_illegal(make_action(Act::EndTurn));
  EXPECT_NE(why.find("D-DIL-13"), std::string::npos) << why;
}

// D-DIL-13: the controller may stop at any time; the cards are their owner's again, the dilemma goes back
// under the mission, and the turn resumes where it was.
TEST(D_DIL_13, StoppingGivesTheGroupBackAndTheTurnResumes) {
  Infected t;
  auto& b = t.b;
  t.infect();
  b.act("Move Runabout to Test Mission");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  b.act("Stop using the group");
  EXPECT_EQ(b->current_player(), 0);
  EXPECT_EQ(b->active, 0);
  for (auto c : {t.runabout, t.galaxy, t.geordi, t.worf, t.tasha}) EXPECT_EQ(b->cards[c].owner, 0) << b->card_name(c);
  EXPECT_TRUE(b->controlled.empty());
  EXPECT_EQ(b->cards[t.ap].zone, Zone::UnderMission);
  EXPECT_EQ(b->seeds_under(t.l).size(), 1u);
  EXPECT_EQ(b->cards[t.runabout].loc, t.test);  // where the controller left it
  EXPECT_TRUE(b.logged("D-DIL-13", Ev::GroupControlEnds));
  EXPECT_TRUE(b.can("End your turn")) << labels(b);
}

// D-DIL-13: once every controlled personnel is stopped, control ends by itself, after the action that stopped them.
TEST(D_DIL_13, ControlEndsWhenTheGroupIsStopped) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  CardId ap = b.seed_under(l, "Alien Parasites");
  CardId door = b.seed_under(l, "Impassable Door");
  CardId runabout = b.ship(l, "Runabout");
  CardId worf = b.on_planet(l, "Worf");
  b.beamed_from(worf, runabout);
  b.act("Attempt Avert Disaster with your Away Team");
  ASSERT_EQ(b->current_player(), 1);
  EXPECT_EQ(b->cards[worf].host, runabout);
  // The controller beams the group down and attempts with it, as their own (R-CARDRULE-3): the door stops Worf.
  b.act("Beam Worf from Runabout to the planet");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_EQ(b->cards[worf].owner, 1);
  b.act("Attempt Avert Disaster with your Away Team");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_TRUE(b->cards[worf].has(kStopped));
  EXPECT_FALSE(b->group_control_active());
  EXPECT_EQ(b->current_player(), 0);
  EXPECT_EQ(b->cards[worf].owner, 0);
  EXPECT_EQ(b->cards[worf].place, Place::Planet);
  EXPECT_EQ(b->seeds_under(l), (std::vector<CardId>{ap, door}));  // back where it was in the stack (D-SEED-3)
  EXPECT_TRUE(b.logged("D-DIL-13", Ev::GroupControlEnds));
}

// R-CARDRULE-3: the controller's own cards take no part; the groups never mix; beaming down beside the
// controller's own team makes a team apart (D-GRP-1).
TEST(R_CARDRULE_3, TheControlledGroupNeverMixesWithTheControllersOwn) {
  Infected t;
  auto& b = t.b;
  CardId bortas = b.ship(t.l, "I.K.C. Bortas", 1);
  CardId klag = b.aboard(bortas, "Klag");
  CardId kargan = b.on_planet(t.l, "Kargan", 1);
  t.infect();
  EXPECT_FALSE(b.can("Beam Klag")) << labels(b);               // the controller's own do not act now
  EXPECT_FALSE(b.can("Beam Worf from Runabout to I.K.C. Bortas")) << labels(b);
  auto why = b->why_illegal(make_action(Act::Beam, t.worf, bortas, static_cast<uint16_t>(t.l)));
  EXPECT_NE(why.find("R-CARDRULE-3"), std::string::npos) << why;
  b.act("Beam Worf from Runabout to the planet");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_NE(b->cards[t.worf].team, b->cards[kargan].team);
  (void)klag;
}

// D-DIL-12: met from an outpost, the outpost's crew is controlled, not the outpost nor a ship docked there.
TEST(D_DIL_12, FromAnOutpostItsCrewIsTakenNotTheOutpostOrDockedShips) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.seed_under(l, "Alien Parasites");
  CardId outpost = b.outpost(l, "Federation Outpost");
  CardId data = b.aboard(outpost, "Data");
  CardId galaxy = b.ship(l, "U.S.S. Galaxy");
  CardId geordi = b.aboard(galaxy, "Geordi La Forge");
  CardId worf = b.on_planet(l, "Worf");
  b.beamed_from(worf, outpost);
  b.act("Attempt Avert Disaster with your Away Team");
  EXPECT_EQ(b->cards[worf].host, outpost);
  EXPECT_EQ(b->cards[worf].owner, 1);
  EXPECT_EQ(b->cards[data].owner, 1);
  EXPECT_EQ(b->cards[outpost].owner, 0);
  EXPECT_EQ(b->cards[galaxy].owner, 0);
  EXPECT_EQ(b->cards[geordi].owner, 0);
}

// CRD IV.5B: INTEGRITY>32 overcomes it; a group already under control is not taken again.
TEST(D_DIL_12, EnoughIntegrityOvercomesIt) {
  Infected t;
  auto& b = t.b;
  b.on_planet(t.l, "Jean-Luc Picard");
  b.on_planet(t.l, "Beverly Crusher");
  b.on_planet(t.l, "Data");  // 16 + 9 + 8 + 8 = 41
  t.infect();
  EXPECT_EQ(b->cards[t.ap].zone, Zone::Discard);
  EXPECT_FALSE(b->group_control_active());
  EXPECT_EQ(b->current_player(), 0);
}

// Saved and loaded back mid-control, the game goes on identically; a malformed control record is refused.
TEST(D_DIL_12, ControlSurvivesASaveAndMalformedControlIsRefused) {
  Infected t;
  auto& b = t.b;
  t.infect();
  auto back = round_trip(b.state());
  EXPECT_TRUE(back.group_control_active());
  EXPECT_EQ(back.current_player(), 1);
  auto a = b.find_all("Move Runabout to Test Mission").at(0);
  b->apply(a);
  back.apply(a);
  EXPECT_EQ(back.hash(), b->hash());
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["group_control"][1] = 1; }, "group_control"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["group_control"][0] = t.worf; }, "group_control"));
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["controlled"][0][2] = 5000; }, "controlled"));
}

// The random and heuristic agents play whole games with every planet dilemma an Alien Parasites or a
// Phased Matter: the controller always has a way out (D-DIL-13), saves load back mid-control, and
// nothing breaks.
TEST(D_DIL_13, AgentsPlayGamesFullOfTheseDilemmas) {
  auto db = CardDb::bundled();
  const uint16_t ap = db->by_id("PR-alien-parasites")->index, pm = db->by_id("PR-phased-matter")->index;
  int infected = 0, split = 0, controlled_steps = 0;
  for (int g = 0; g < 12; ++g) {
    std::array<Deck, 2> decks{random_deck(*db, 7100 + 2 * static_cast<uint64_t>(g)), random_deck(*db, 7101 + 2 * static_cast<uint64_t>(g))};
    int n = 0;
    for (auto& d : decks)
      for (auto& c : d.seed)
        if (db->at(c).type == CardType::Dilemma && db->at(c).mission == MissionKind::Planet) c = (n++ % 2) ? ap : pm;
    const uint64_t seed = 500 + static_cast<uint64_t>(g);
    GameState s(db, decks, seed);
    std::array<std::unique_ptr<spaceline::Agent>, 2> seat = {make_agent(g % 2 ? "random" : "heuristic", seed * 2 + 1),
                                                  make_agent(g % 3 ? "random" : "heuristic", seed * 2 + 2)};
    int steps = 0;
    while (!s.is_terminal() && ++steps < 200000) {
      if (s.group_control_active() && ++controlled_steps % 7 == 0) {
        auto back = GameState::from_json(db, s.to_json());  // mid-control, a save loads back identically
        ASSERT_EQ(back.hash(), s.hash());
      }
      s.apply(seat[s.current_player()]->choose(s));
    }
    ASSERT_TRUE(s.is_terminal()) << "game " << g << " did not finish";
    for (const auto& e : s.log) {
      infected += e.ev == Ev::GroupInfected;
      split += e.ev == Ev::PhasedSplit;
    }
  }
  EXPECT_GT(infected, 0);
  EXPECT_GT(split, 0);
  EXPECT_GT(controlled_steps, 0);
}

// R-CARDRULE-3, D-GRP-1: the other card that gives control, Neural Servo Device. Its controlled crew beamed
// down beside the controller's own is a team apart; when control ends with the turn, they are their owner's
// again and join their owner's team there (D-GRP-2).
TEST(R_CARDRULE_3, NeuralServoDeviceCrewOnAPlanetGoesBackToItsOwnersTeam) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  int l = b.mission("Relief Mission");
  CardId merc = b.ship(l, "Mercenary Ship", 1);
  CardId konmel = b.aboard(merc, "Konmel");
  b.aboard(merc, "B'iJik");
  CardId kurn = b.on_planet(l, "Kurn", 1);   // the owner's own Away Team there
  CardId klag = b.on_planet(l, "Klag", 0);   // the controller's own
  b.hand("Neural Servo Device", 0);
  b.act("Play Neural Servo Device on Mercenary Ship");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  ASSERT_EQ(b->cards[konmel].owner, 0);
  b.act("Beam Konmel from Mercenary Ship to the planet");
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_NE(b->cards[konmel].team, b->cards[klag].team);  // never mixed with the controller's own
  b.pass_turn();
  EXPECT_EQ(b->cards[konmel].owner, 1);
  EXPECT_EQ(b->cards[konmel].team, b->cards[kurn].team);  // back in its owner's team
  auto back = round_trip(b.state());
  EXPECT_EQ(back.cards[konmel].team, back.cards[kurn].team);
}
