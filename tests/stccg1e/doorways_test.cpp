// Doorways on the table and the cards they let through (CRD IV.6; R-DOOR-2, R-DOOR-3, R-SEED-8,
// D-DOOR-1), and staffing by AU and non-aligned icons (R-STAFF-3). The scenario files under
// tests/scenarios/doorways and tests/scenarios/staffing play the same rules through files; these
// reach them through the builder, a save loaded back, a malformed save, and the refusal text.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/cards/deck_random.h"
#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// No card of the library takes a doorway off the table yet (Door-Net, Revolving Door are to come):
// the test moves it as the engine's own zone change would.
namespace spaceline::stccg1e {
class StateTestAccess {
 public:
  static void move_to(GameState& s, CardId c, Zone z, int owner) { s.move_to(c, z, owner); }
};
}  // namespace spaceline::stccg1e

namespace {

// A ship staffed by two non-aligned icons (as the Zalkonian Vessel's box is), and a command icon.
std::shared_ptr<const CardDb> test_cards() {
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Drifter, type: ship, affiliation: non-aligned, class: Test Class, staffing: [non_aligned, non_aligned, command], range: 7, weapons: 5, shields: 5}
)"),
                                       "doorways_test.cpp");
  return db;
}

// Player 1 (index 0) in the card play, a Federation Outpost at Avert Disaster, Jack Crusher (AU icon) in hand.
struct AuHand {
  ScenarioBuilder b{1, 20, Phase::PlayCard};
  CardId jack = kNone;
  AuHand() {
    b.mission("Avert Disaster");
    b.mission("Test Mission");
    b.outpost(0, "Federation Outpost");
    jack = b.hand("Jack Crusher");
  }
};

}  // namespace

TEST(R_DOOR_3, RefusedWithoutTheDoorAndTheRefusalSaysWhy) {
  AuHand m;
  EXPECT_FALSE(m.b.can("Report Jack Crusher"));
  const auto outpost = m.b.id("Federation Outpost");
  const auto why = m.b.state().why_illegal(make_action(Act::Report, m.jack, outpost, static_cast<uint16_t>(Affiliation::Federation)));
  EXPECT_NE(why.find("Jack Crusher has the AU icon"), std::string::npos) << why;
  EXPECT_NE(why.find("R-DOOR-3"), std::string::npos) << why;
}

TEST(R_DOOR_3, TheOpenDoorLetsThemThroughAndAShutOneDoesNot) {
  for (auto [state, through] : {std::pair{DoorState::Open, true}, {DoorState::Closed, false}, {DoorState::Inactive, false}}) {
    AuHand m;
    m.b.doorway("Alternate Universe Door", 0, state);
    EXPECT_EQ(m.b.can("Report Jack Crusher"), through) << to_string(state);
  }
}

TEST(R_DOOR_2, AShutDoorSurvivesASaveAndStillHoldsTheCardsBack) {
  AuHand m;
  const CardId door = m.b.doorway("Alternate Universe Door", 0, DoorState::Closed);
  auto back = round_trip(m.b.state());
  EXPECT_EQ(back.door_state(door), DoorState::Closed);
  EXPECT_FALSE(back.comes_through(0, back.def(m.jack)));
  EXPECT_TRUE(back.players[0].shut_doors.size() == 1);
}

TEST(R_DOOR_2, AMalformedShutDoorIsRefusedNamingTheField) {
  AuHand m;
  m.b.doorway("Alternate Universe Door", 0, DoorState::Closed);
  const auto& s = m.b.state();
  EXPECT_TRUE(rejected(s, [](nlohmann::json& j) { j["players"][0]["shut_doors"][0][1] = "ajar"; },
                       "players[0].shut_doors[0][1]: 'ajar' is not the state of a doorway that is not open"));
  EXPECT_TRUE(rejected(s, [&](nlohmann::json& j) { j["players"][0]["shut_doors"][0][0] = m.jack; },
                       "players[0].shut_doors[0]: #" + std::to_string(m.jack) + " (Jack Crusher) is not a doorway of this player's"));
  EXPECT_TRUE(rejected(s, [](nlohmann::json& j) { j["players"][0]["shut_doors"][0][0] = 60000; }, "is not a card of the game"));
  EXPECT_TRUE(rejected(s, [](nlohmann::json& j) { j["players"][1]["shut_doors"] = j["players"][0]["shut_doors"]; },
                       "players[1].shut_doors[0]"));
}

TEST(R_DOOR_2, ADoorwayLeavingTheTableTakesItsStateWithIt) {
  AuHand m;
  const CardId door = m.b.doorway("Alternate Universe Door", 0, DoorState::Closed);
  StateTestAccess::move_to(m.b.state(), door, Zone::Discard, 0);
  EXPECT_TRUE(m.b.state().players[0].shut_doors.empty());
}

TEST(D_DOOR_1, TheBuilderRefusesASecondDoorOfOnePlayer) {
  AuHand m;
  m.b.doorway("Alternate Universe Door", 0, DoorState::Open);
  EXPECT_THROW(m.b.doorway("Alternate Universe Door", 0, DoorState::Open), std::invalid_argument);
  EXPECT_NO_THROW(m.b.doorway("Alternate Universe Door", 1, DoorState::Open)) << "each player places their own";
}

TEST(R_DOOR_2, BothPlayersSeeTheDoorAndItsState) {
  AuHand m;
  m.b.doorway("Alternate Universe Door", 1, DoorState::Closed);
  for (int viewer : {0, 1, -1}) {
    const auto o = m.b.state().observation(viewer).dump();
    EXPECT_NE(o.find("\"door\":\"closed\""), std::string::npos) << viewer;
  }
}

TEST(R_STAFF_3, NonAlignedIconsNeedNonAlignedPersonnel) {
  ScenarioBuilder b(1, 20, Phase::Orders, test_cards());
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  const CardId ship = b.ship(0, "T-Drifter");
  b.aboard(ship, "Jean-Luc Picard");  // Federation, command: the command icon only
  b.aboard(ship, "Gorta");            // non-aligned, no icon
  EXPECT_FALSE(b.can("Move T-Drifter")) << "one non-aligned personnel for two non-aligned icons";
  b.aboard(ship, "Amarie");  // non-aligned
  EXPECT_TRUE(b.can("Move T-Drifter")) << b.log_text();
  auto back = round_trip(b.state());
  EXPECT_TRUE(back.is_staffed(ship));
}

TEST(D_STAFF_2, OnePersonnelWithAnAuAndACommandIconFillsOneOfThem) {
  // R-STAFF-2 through R-STAFF-3: Major Rakal on the Future Enterprise "may count as either an AU icon,
  // or a command star, but not both". Four AU+command personnel staff [AU][AU][AU][Cmd]; three do not.
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  const CardId ship = b.ship(0, "Future Enterprise");
  for (const char* n : {"Jack Crusher", "Beverly Picard", "Rachel Garrett"}) b.aboard(ship, n);
  EXPECT_FALSE(b.state().is_staffed(ship));
  b.aboard(ship, "Richard Castillo");
  EXPECT_TRUE(b.state().is_staffed(ship));
}

// The bundled Federation Alternate Universe deck, played by the computer: the door is seeded in the
// doorway step and AU-icon cards come through it in the game (R-DOOR-2, R-DOOR-3), every seed.
TEST(R_DOOR_3, TheComputerSeedsTheDoorAndReportsAuCardsThroughIt) {
  auto db = CardDb::bundled();
  const std::array<Deck, 2> decks = {load_deck_file(resolve_deck_path("federation-alternate-universe"), *db),
                                     load_deck_file(resolve_deck_path("klingon-premiere"), *db)};
  int games_with_au_reports = 0;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    GameState s(db, decks, seed);
    HeuristicAgent p1(seed), p2(seed + 100);
    bool door_seeded = false, au_reported = false;
    for (int step = 0; step < 4000 && !s.is_terminal(); ++step) {
      const auto a = (s.current_player() == 0 ? p1 : p2).choose(s);
      const auto x = decode(a);
      if (x.kind == Act::SeedDoorway) door_seeded = true;
      if (x.kind == Act::Report && s.def(x.a).au_icon) {
        EXPECT_TRUE(s.comes_through(0, s.def(x.a)));
        au_reported = true;
      }
      s.apply(a);
    }
    EXPECT_TRUE(door_seeded) << "seed " << seed;
    games_with_au_reports += au_reported;
  }
  EXPECT_GE(games_with_au_reports, 3) << "the AU personnel and the Future Enterprise come through in most games";
}

// Random decks from the whole pool: only cards the engine plays, AU-icon cards only beside the door
// that lets them through (R-DOOR-3), and some decks with it.
TEST(R_DOOR_3, RandomDecksFromTheWholePoolDrawAuCardsOnlyWithTheDoor) {
  auto db = CardDb::bundled();
  int with_door = 0, era_cards = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const Deck d = random_deck(*db, seed, kWholePool);
    EXPECT_TRUE(deck_is_legal(validate_deck(d, *db))) << seed;
    bool door = false, au = false;
    for (const auto* pile : {&d.seed, &d.draw})
      for (auto i : *pile) {
        const auto& c = db->at(i);
        door |= c.type == CardType::Doorway;
        au |= c.au_icon;
        era_cards += c.set != "PR";
        if (c.type == CardType::Doorway) EXPECT_TRUE(c.seeds_as_doorway()) << c.id;
        else EXPECT_TRUE(c.text != TextStatus::Unimplemented || c.playable_from_hand_implemented()) << c.id;
      }
    EXPECT_TRUE(door || !au) << "seed " << seed << ": AU-icon cards without the door";
    with_door += door;
  }
  EXPECT_GT(with_door, 10);
  EXPECT_GT(era_cards, 60) << "cards of the later sets come into random decks";
}
