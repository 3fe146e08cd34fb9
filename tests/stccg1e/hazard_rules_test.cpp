// Spaceline hazards: events on a location (or between two) that restrict beaming
// and movement (hazards.cpp; R-BEAM-8, R-MOVE-6, R-MOVE-8, R-HEA-6; D-EVT-6..9,
// D-MOVE-3..6). The card scenarios (tests/scenarios/cards/PR-*.yaml) play each
// card through; these tests check the reasons given, the other ways into the
// rules and that the hazards' state survives a save.
#include <gtest/gtest.h>

#include <set>

#include "core/agent.h"
#include "games/stccg1e/cards/deck_random.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;
using spaceline::Action;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }

Action beam(CardId c, CardId dest, int loc) { return make_action(Act::Beam, c, dest, static_cast<uint16_t>(loc)); }
Action move_to_loc(CardId ship, int dest) { return make_action(Act::Move, ship, static_cast<uint16_t>(dest)); }
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Avert Disaster (3), First Contact (2), Diplomacy Mission (3), Test Mission (3, space).
ScenarioBuilder line(Phase phase = Phase::Orders) {
  ScenarioBuilder b(1, 20, phase);
  b.mission("Avert Disaster");
  b.mission("First Contact");
  b.mission("Diplomacy Mission");
  b.mission("Test Mission");
  return b;
}

GameState reload(ScenarioBuilder& b) { return GameState::from_json(b->db_ptr(), b->to_json()); }

}  // namespace

// ------------------------------------------------------ Distortion Field ----

TEST(R_BEAM_8, DistortionFieldFaceUpBlocksBeamingBothWaysAndSaysWhy) {
  auto b = line();
  CardId ship = b.ship(0, "Runabout");
  CardId data = b.aboard(ship, "Data");
  CardId worf = b.on_planet(0, "Worf");
  CardId other = b.ship(0, "U.S.S. Oberth");
  b.event("Distortion Field", 1, EventTarget::Mission, 0);
  EXPECT_FALSE(b.can("Beam Data from Runabout to the planet")) << labels(b);
  EXPECT_FALSE(b.can("Beam Worf from the planet")) << labels(b);
  EXPECT_FALSE(b.can("Beam everyone"));
  EXPECT_TRUE(b.can("Beam Data from Runabout to U.S.S. Oberth"));  // not up or down
  std::string why = b->why_illegal(beam(data, kPlanet, 0));
  EXPECT_TRUE(has(why, "Distortion Field") && has(why, "face up") && has(why, "R-BEAM-8") && has(why, "D-EVT-6")) << why;
  why = b->why_illegal(beam(worf, other, 0));
  EXPECT_TRUE(has(why, "D-EVT-6")) << why;
}

TEST(D_EVT_6, DistortionFieldTurnsOverAtTheStartOfEveryTurnAndTheFaceIsSaved) {
  auto b = line();
  CardId ship = b.ship(0, "Runabout");
  CardId data = b.aboard(ship, "Data");
  CardId field = b.event("Distortion Field", 1, EventTarget::Mission, 0);
  b.pass_turn();  // turn 2, player 1's: face down
  EXPECT_EQ(b->cards[field].counter, 1);
  EXPECT_TRUE(b.logged("D-EVT-6", Ev::FieldFlipped));
  b.pass_turn();  // turn 3, player 0's: face up again
  EXPECT_EQ(b->cards[field].counter, 0);
  b.act("Make no card play");
  EXPECT_FALSE(b.can("Beam Data from Runabout to the planet"));
  b.pass_turn();  // turn 4: face down, and saved so
  GameState copy = reload(b);
  EXPECT_EQ(copy.cards[field].counter, 1);
  EXPECT_EQ(copy.hash(), b->hash());
  b.pass_turn();  // turn 5, player 0's: face up
  b.act("Make no card play");
  EXPECT_FALSE(b.can("Beam Data from Runabout to the planet"));
  EXPECT_TRUE(b->why_illegal(beam(data, kPlanet, 0)).find("D-EVT-6") != std::string::npos);
}

TEST(D_EVT_6, TwoDistortionFieldsPlayedOnDifferentPlayersTurnsCloseThePlanetForGood) {
  auto b = line(Phase::PlayCard);
  CardId ship = b.ship(0, "Runabout");
  b.aboard(ship, "Data");
  CardId klingon = b.ship(0, "I.K.C. Bortas", 1);
  b.aboard(klingon, "Klag");
  b.hand("Distortion Field", 0);
  b.hand("Distortion Field", 1);
  b.act("Play Distortion Field on Avert Disaster");
  b.pass_turn();
  b.act("Play Distortion Field on Avert Disaster");  // player 1's copy, face up while player 0's is down
  EXPECT_FALSE(b.can("Beam Klag from I.K.C. Bortas to the planet"));
  for (int t = 0; t < 4; ++t) {
    b.pass_turn();
    b.act("Make no card play");
    if (b->active == 0) EXPECT_FALSE(b.can("Beam Data from Runabout to the planet")) << "turn " << b->turn;
    else EXPECT_FALSE(b.can("Beam Klag from I.K.C. Bortas to the planet")) << "turn " << b->turn;
  }
}

TEST(D_EVT_6, ADistortionFieldPlaysOnlyOnAPlanetLocation) {
  auto b = line(Phase::PlayCard);
  CardId df = b.hand("Distortion Field");
  EXPECT_TRUE(b.can("Play Distortion Field on Avert Disaster"));
  EXPECT_FALSE(b.can("Play Distortion Field on Test Mission"));
  std::string why = b->why_illegal(make_action(Act::PlayEvent, df, 3, static_cast<uint16_t>(EventTarget::Mission)));
  EXPECT_TRUE(has(why, "planet")) << why;
  EXPECT_THROW(b.event("Holo-Projectors", 0, EventTarget::Mission, 3), std::invalid_argument);
}

// ------------------------------------------------- Atmospheric Ionization ----

TEST(D_EVT_7, AtmosphericIonizationCountsPersonnelBeamedUpOrDownNotEquipment) {
  auto b = line();
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  for (auto n : {"Data", "Wesley Crusher", "Geordi La Forge", "Deanna Troi"}) b.aboard(ship, n);
  CardId kit = b.aboard(ship, "Tricorder");
  CardId ai = b.event("Atmospheric Ionization", 1, EventTarget::Mission, 0);
  // "Beam everyone" beams the group in order until the limit is reached (D-EVT-7).
  b.act("Beam everyone from U.S.S. Galaxy to the planet");
  EXPECT_EQ(b->cards[ai].counter, 3);
  EXPECT_EQ(b->on_planet(0, 0).size(), 4u);  // three personnel and the Tricorder
  EXPECT_EQ(b->cards[kit].place, Place::Planet);
  CardId troi = b.id("Deanna Troi");
  EXPECT_EQ(b->cards[troi].place, Place::Aboard);
  std::string why = b->why_illegal(beam(troi, kPlanet, 0));
  EXPECT_TRUE(has(why, "3 personnel") && has(why, "D-EVT-7")) << why;
  // The count is saved and checked on load.
  GameState copy = reload(b);
  EXPECT_EQ(copy.cards[ai].counter, 3);
  auto j = b->to_json();
  j["cards"][ai][10] = 4;
  try {
    GameState::from_json(b->db_ptr(), j);
    FAIL() << "a count above the limit was loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_TRUE(has(e.what(), "Atmospheric Ionization") && has(e.what(), "counter")) << e.what();
  }
  // The next turn, whoever's, starts a new count.
  b.pass_turn();
  EXPECT_EQ(b->cards[ai].counter, 0);
}

TEST(R_BEAM_8, ADistortionFieldSavedWithABadFaceIsRefused) {
  auto b = line();
  CardId df = b.event("Distortion Field", 1, EventTarget::Mission, 0);
  auto j = b->to_json();
  j["cards"][df][10] = 2;
  try {
    GameState::from_json(b->db_ptr(), j);
    FAIL() << "a third face was loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_TRUE(has(e.what(), "Distortion Field") && has(e.what(), "face")) << e.what();
  }
}

// ------------------------------------------------------ Pattern Enhancers ----

TEST(D_EVT_8, PatternEnhancersHelpsOnlyItsOwner) {
  auto b = line();
  CardId ship = b.ship(0, "Runabout");
  b.aboard(ship, "Data");
  CardId klingon = b.ship(0, "I.K.C. Bortas", 1);
  b.aboard(klingon, "Klag");
  b.event("Distortion Field", 0, EventTarget::Mission, 0);
  b.event("Pattern Enhancers", 1, EventTarget::Table, 0);
  EXPECT_FALSE(b.can("Beam Data from Runabout to the planet"));  // player 0 has none
  b.pass_turn();  // the field turns face down: turn it up again for player 1's check
  b->cards[b.id("Distortion Field")].counter = 0;
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Beam Klag from I.K.C. Bortas to the planet")) << labels(b);
}

// ---------------------------------------------------------- Tetryon Field ----

TEST(D_MOVE_3, ATetryonFieldHoldsAShipWithoutNavigationAndSaysWhy) {
  auto b = line();
  CardId ship = b.ship(0, "Runabout");
  b.aboard(ship, "Data");
  b.event("Tetryon Field", 1, EventTarget::Mission, 1);
  std::string why = b->why_illegal(move_to_loc(ship, 2));
  EXPECT_TRUE(has(why, "must stop at Tetryon Field") && has(why, "Navigation") && has(why, "D-MOVE-3")) << why;
  b.act("Move Runabout to First Contact");
  EXPECT_TRUE(b.logged("D-MOVE-3", Ev::HeldByField));
  why = b->why_illegal(move_to_loc(ship, 0));
  EXPECT_TRUE(has(why, "proceeds on its next turn")) << why;
  // Held after a save too: the log says it moved this turn.
  GameState copy = reload(b);
  std::vector<Action> legal;
  copy.legal_actions(legal);
  for (auto a : legal) EXPECT_NE(decode(a).kind, Act::Move) << copy.action_label(a);
}

TEST(D_MOVE_3, NavigationBeamedAboardLetsAHeldShipGoOn) {
  auto b = line();
  CardId ship = b.ship(0, "Runabout");
  b.aboard(ship, "Data");
  CardId other = b.ship(0, "U.S.S. Oberth");
  b.aboard(other, "Wesley Crusher");
  b.event("Tetryon Field", 1, EventTarget::Mission, 1);
  b.act("Move Runabout to First Contact");
  b.act("Move U.S.S. Oberth to First Contact");
  EXPECT_FALSE(b.can("Move Runabout to Diplomacy Mission"));
  b.act("Beam Wesley Crusher from U.S.S. Oberth to Runabout");
  EXPECT_TRUE(b.can("Move Runabout to Diplomacy Mission")) << labels(b);
}

// ----------------------------------------------------- Subspace Warp Rift ----

TEST(R_MOVE_6, ASubspaceWarpRiftDamagesACloakedShipFlyingPastToo) {
  auto b = line();
  CardId ship = b.ship(0, "I.K.C. K'Vort");
  b.aboard(ship, "Klag");
  b.cloak(ship);
  b.event("Subspace Warp Rift", 1, EventTarget::Mission, 1);
  b.act("Move I.K.C. K'Vort to Diplomacy Mission");
  EXPECT_TRUE(b->cards[ship].has(kDamaged));
  EXPECT_TRUE(b.logged("R-MOVE-6", Ev::ShipDamaged));
  EXPECT_TRUE(b.logged("D-MOVE-4", Ev::HeldByField));
}

// ------------------------------------------------------------------ Q-Net ----

TEST(R_MOVE_8, AQNetIsCrossedOnlyWithTwoDiplomacyAndSaysWhy) {
  auto b = line();
  CardId ship = b.ship(0, "U.S.S. Oberth");
  b.aboard(ship, "Deanna Troi");  // Diplomacy x1
  b.event("Q-Net", 1, EventTarget::Boundary, 0);
  std::string why = b->why_illegal(move_to_loc(ship, 1));
  EXPECT_TRUE(has(why, "may not cross Q-Net between Avert Disaster and First Contact") && has(why, "2 Diplomacy") &&
              has(why, "R-MOVE-8"))
      << why;
  b.aboard(ship, "Worf");  // a second Diplomacy
  EXPECT_TRUE(b.can("Move U.S.S. Oberth to First Contact")) << labels(b);
}

TEST(D_MOVE_5, AQNetPlaysOnlyBetweenNeighboursAndIsSaved) {
  auto b = line(Phase::PlayCard);
  b.hand("Q-Net");
  EXPECT_TRUE(b.can("Play Q-Net between Avert Disaster and First Contact"));
  EXPECT_TRUE(b.can("Play Q-Net between Diplomacy Mission and Test Mission"));
  EXPECT_EQ(b.find_all("Play Q-Net").size(), 3u);  // three boundaries on four locations
  b.act("Play Q-Net between First Contact and Diplomacy Mission");
  CardId net = b.id("Q-Net");
  EXPECT_EQ(b->cards[net].loc, 1);
  auto j = b->to_json();
  j["cards"][net][3] = 3;  // right of the last location: no boundary there
  EXPECT_THROW(GameState::from_json(b->db_ptr(), j), std::invalid_argument);
}

// ------------------------------------- D-MOVE-6: the way round and hazards ----

TEST(D_MOVE_6, UnderWhereNoOneHasGoneBeforeTheWayAHazardLeavesOpenIsTaken) {
  auto b = line();
  CardId ship = b.ship(0, "Type VI Shuttlecraft");  // RANGE 6
  b.aboard(ship, "Data");
  b.event("Where No One Has Gone Before", 0, EventTarget::Table, 0);
  // From Avert Disaster to Diplomacy Mission: directly 2 + 3 = 5, round the end 3 + 3 = 6.
  b.event("Q-Net", 1, EventTarget::Boundary, 0);
  EXPECT_TRUE(b.can("Move Type VI Shuttlecraft to Diplomacy Mission (cost 6 of 6")) << labels(b);
  b.act("Move Type VI Shuttlecraft to Diplomacy Mission");
  EXPECT_TRUE(b.logged("D-EVT-2", Ev::Moved));
  EXPECT_EQ(b->cards[ship].loc, 2);
}

// --------------------------------------------------------- Holo-Projectors ----

TEST(R_HEA_6, HologramsActOnAPlanetOnlyWithHoloProjectors) {
  auto b = line();
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId leah = b.aboard(ship, "Dr. Leah Brahms");
  std::string why = b->why_illegal(beam(leah, kPlanet, 0));
  EXPECT_TRUE(has(why, "Holo-Projectors")) << why;
  CardId hp = b.event("Holo-Projectors", 1, EventTarget::Mission, 0);  // the opponent's helps too (D-EVT-9)
  b.act("Beam Dr. Leah Brahms from U.S.S. Galaxy to the planet");
  EXPECT_TRUE(b->usable(leah));
  EXPECT_TRUE(b.can("Attempt Avert Disaster with your Away Team"));
  // Gone from play, it leaves her unable to act there (she may still beam up).
  b->cards[hp].zone = Zone::Discard;
  b->players[b->cards[hp].owner].discard.push_back(hp);  // a save lists it in its owner's discard pile too
  b.state().touch();
  GameState copy = reload(b);
  EXPECT_FALSE(copy.usable(leah));
  EXPECT_FALSE(b.can("Attempt Avert Disaster with your Away Team"));
  EXPECT_TRUE(b.can("Beam Dr. Leah Brahms from the planet")) << labels(b);
}

// ------------------------------------------ another way in: Portal Guard ----

TEST(R_BEAM_8, PortalGuardsBeamingUpIsStoppedByAFaceUpDistortionField) {
  // CRD IV.5A Portal Guard: a team that cannot beam back is killed (R-BEAM-5: it is beaming).
  auto b = line();
  b.seed_under(0, "Portal Guard");
  CardId mot = b.on_planet(0, "Mot the Barber");
  CardId darian = b.on_planet(0, "Darian Wallace");
  b.ship(0, "U.S.S. Galaxy");
  b.event("Distortion Field", 1, EventTarget::Mission, 0);
  b.act("Attempt Avert Disaster with your Away Team");
  EXPECT_EQ(b->cards[mot].zone, Zone::Discard) << b.log_text();
  EXPECT_EQ(b->cards[darian].zone, Zone::Discard);
}

TEST(D_EVT_7, PortalGuardsBeamingUpCountsAgainstAtmosphericIonization) {
  auto b = line();
  b.seed_under(0, "Portal Guard");
  CardId mot = b.on_planet(0, "Mot the Barber");
  b.on_planet(0, "Darian Wallace");
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId ai = b.event("Atmospheric Ionization", 1, EventTarget::Mission, 0);
  b->cards[ai].counter = 1;  // one beaming already made this turn: two more fit
  b.act("Attempt Avert Disaster with your Away Team");
  EXPECT_EQ(b->cards[mot].host, ship) << b.log_text();
  EXPECT_EQ(b->cards[ai].counter, 3);
}

TEST(R_HEA_5, AHologramKilledOnAHoloProjectorsPlanetGoesBackToItsHolodeckDeactivated) {
  auto b = line();
  b.seed_under(0, "Chalnoth");  // kills one (the opponent's choice) unless 3 SECURITY or STRENGTH>40
  CardId ship = b.ship(0, "U.S.S. Galaxy");
  CardId leah = b.on_planet(0, "Dr. Leah Brahms");
  b.event("Holo-Projectors", 0, EventTarget::Mission, 0);
  b.act("Attempt Avert Disaster with your Away Team");
  if (b->choice.kind != ChoiceKind::None) b.act("Choose Dr. Leah Brahms");
  EXPECT_TRUE(b->cards[leah].has(kDeactivated)) << b.log_text();
  EXPECT_EQ(b->cards[leah].host, ship);
  EXPECT_EQ(b->cards[leah].zone, Zone::InPlay);
  EXPECT_TRUE(b.logged("R-HEA-5", Ev::HologramDeactivated));
}

// ------------------------------------------------- in whole random games ----

// Random Premiere decks between the heuristic agent and a random one play every
// hazard, and the hazards act (the conformance tests check each step of such
// games; this one checks they are really reached).
TEST(R_BEAM_8, RandomGamesPlayEveryHazardAndMeetItsLimits) {
  auto db = CardDb::bundled();
  const std::set<std::string> hazards = {"Distortion Field", "Atmospheric Ionization", "Pattern Enhancers", "Tetryon Field",
                                         "Subspace Warp Rift", "Q-Net", "Holo-Projectors"};
  std::set<std::string> played;
  int flips = 0, counted = 0, held = 0, rifts = 0;
  for (int g = 0; g < 300 && (played.size() < hazards.size() || !flips || !counted || !held || !rifts); ++g) {
    GameState s(db, {random_deck(*db, 7000 + 2 * g), random_deck(*db, 7001 + 2 * g)}, 500 + g);
    HeuristicAgent a(g * 2 + 1);
    spaceline::RandomAgent b(g * 2 + 2);
    for (int step = 0; !s.is_terminal() && step < 20000; ++step) s.apply(s.current_player() == (g & 1) ? a.choose(s) : b.choose(s));
    for (const auto& e : s.log) {
      if (e.ev == Ev::EventPlayed && hazards.count(s.def(e.a).name)) played.insert(s.def(e.a).name);
      flips += e.ev == Ev::FieldFlipped;
      counted += e.ev == Ev::BeamingCounted;
      held += e.ev == Ev::HeldByField && e.rule == Rule::TetryonStop;
      rifts += e.ev == Ev::HeldByField && e.rule == Rule::WarpRift;
    }
  }
  for (const auto& n : hazards) EXPECT_TRUE(played.count(n)) << n << " was never played";
  EXPECT_GT(flips, 0);
  EXPECT_GT(counted, 0);
  EXPECT_GT(held, 0);
  EXPECT_GT(rifts, 0);
}
