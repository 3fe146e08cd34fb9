// The web table's section of the observation (state/observation_table.cpp, docs/web-client.md):
// the same lines the terminal prints (board.cpp) from the same queries, a damaged ship's RANGE
// as the engine computes it (R-MOVE-4), and nothing a viewer may not know (R-INFO-4): checked
// for both seats and a spectator, on a position set up by a scenario and on the same position
// loaded from its save.
#include <gtest/gtest.h>

#include "core/viewer.h"
#include "games/stccg1e/scenario/position.h"
#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/state/board.h"

using namespace spaceline::stccg1e;
using nlohmann::json;

namespace {
Scenario position() {
  return parse_scenario(R"(
turn: {player: 1, phase: play, number: 3}
spaceline:
  - mission: Avert Disaster
    planet: [Jean-Luc Picard, {card: Data, stopped: true}]
  - mission: Wormhole Negotiations
    ships:
      - {card: U.S.S. Galaxy, damaged: true, aboard: [Jean-Luc Picard, Deanna Troi]}
      - {card: I.K.C. Vor'Cha, owner: 2, aboard: [Kurn]}
)",
                        "observation_table.yaml");
}

const json* ship_named(const json& obs, const std::string& name) {
  for (const auto& L : obs["spaceline"])
    for (const auto& s : L["space"])
      if (s["name"] == name) return &s;
  return nullptr;
}

// Both the scenario's state and the same state loaded from its save.
std::vector<GameState> both_ways() {
  auto sc = position();
  const GameState& s = sc.state();
  return {s, GameState::from_json(s.db_ptr(), s.to_json())};
}
}  // namespace

TEST(R_MOVE_4, ADamagedShipShowsItsRangeNowAndWhatIsLeftThisTurn) {
  for (const auto& s : both_ways()) {
    const json obs = s.position(0);
    const json* galaxy = ship_named(obs, "U.S.S. Galaxy");
    ASSERT_NE(galaxy, nullptr) << obs.dump();
    EXPECT_EQ((*galaxy)["type"], "ship");
    EXPECT_EQ((*galaxy)["range"], 5);  // damage sets RANGE to 5
    EXPECT_NE((*galaxy)["printed_range"], 5);
    EXPECT_EQ((*galaxy)["range_left"], 5);
    EXPECT_EQ((*galaxy)["staffed"], s.is_staffed((*galaxy)["card"].get<CardId>()));  // the engine's answer, whatever it is
    // The crew's frames: Picard's attributes and skills as the engine counts them.
    const json& picard = (*galaxy)["aboard"][0];
    EXPECT_EQ(picard["name"], "Jean-Luc Picard");
    EXPECT_EQ(picard["integrity"], 9);
    EXPECT_NE(picard["skills"].dump().find("Diplomacy x2"), std::string::npos) << picard.dump();
  }
}

TEST(R_INFO_4, TheGroupLinesAreTheTerminalsAndOnlyForTheirOwner) {
  for (const auto& s : both_ways()) {
    const json obs = s.position(0);
    const std::string board = render_board(s, 0);
    int lines = 0;
    for (const auto& L : obs["spaceline"])
      for (const auto& g : L["your_groups"]) {
        ++lines;
        EXPECT_NE(board.find("totals: " + g["totals"].get<std::string>() + "\n"), std::string::npos) << board << g.dump();
        if (g.contains("lacks")) {
          EXPECT_NE(board.find("for " + g["mission"].get<std::string>() + ": " + g["lacks"].get<std::string>() + "\n"), std::string::npos)
              << board << g.dump();
        }
      }
    EXPECT_EQ(lines, 2) << obs.dump();  // the Galaxy's crew and the Away Team
    const json seen_by_2 = s.position(1);
    const json* vorcha = ship_named(seen_by_2, "I.K.C. Vor'Cha");
    ASSERT_NE(vorcha, nullptr);
    for (int viewer : {1, spaceline::kSpectator}) {
      const json other = s.position(viewer);
      for (const auto& L : other["spaceline"])
        for (const auto& g : L.value("your_groups", json::array()))  // player 2's own crew only
          EXPECT_TRUE(viewer == 1 && g.value("source", -1) == (*vorcha)["card"]) << viewer << g.dump();
      const json* galaxy = ship_named(other, "U.S.S. Galaxy");
      ASSERT_NE(galaxy, nullptr);
      EXPECT_FALSE(galaxy->contains("staffed")) << "whether a hidden crew staffs it is hidden";
      EXPECT_FALSE(galaxy->contains("aboard"));
      EXPECT_EQ((*galaxy)["range"], 5) << "damage is public";
    }
    // Player 2 sees its own Vor'Cha's crew and staffing, player 1 does not.
    EXPECT_TRUE(ship_named(s.position(1), "I.K.C. Vor'Cha")->contains("staffed"));
    EXPECT_FALSE(ship_named(obs, "I.K.C. Vor'Cha")->contains("staffed"));
  }
}

TEST(R_INFO_4, TheOpponentsSeedingIsToldAsACardUnderAMissionNeverWhichCard) {
  GameState s = position().state();
  const int loc = 1;
  // As actions.cpp logs a seed card: seen by its owner (player 2) only.
  LogEntry e{Rule::SeedStackOrder, Ev::SeedCard, 1, 1};
  e.a = s.spaceline[0].mission;
  e.n = loc;
  s.log.push_back(e);
  for (int viewer : {0, spaceline::kSpectator}) {
    const json hidden = s.position(viewer)["hidden_log"];
    ASSERT_FALSE(hidden.empty()) << viewer;
    const std::string text = hidden.back()["text"];
    EXPECT_NE(text.find("P2 seeds a card under Wormhole Negotiations"), std::string::npos) << hidden.dump();
    EXPECT_EQ(text.find("Avert Disaster"), std::string::npos) << "the seeded card stays hidden";
    size_t readable = 0;  // the lines this viewer reads before it (GameModule::log_tail's test)
    for (size_t i = 0; i + 1 < s.log.size(); ++i) readable += s.log[i].visible_to < 0 || s.log[i].visible_to == viewer;
    EXPECT_EQ(hidden.back()["at"], readable) << "after every line the viewer reads";
  }
  for (const auto& h : s.position(1)["hidden_log"])
    EXPECT_EQ(h["text"].get<std::string>().find("P2 seeds"), std::string::npos) << "its owner reads the entry itself";
}
