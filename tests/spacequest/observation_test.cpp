// What the web table reads (state/observation.cpp, docs/web-client.md): each seat's position shows
// its own hand and only counts of the other's hand and of both libraries; a spectator sees no
// hand; the Ship's power/toughness, crew and the combat are the engine's own figures.
#include "helpers.h"

using namespace spaceline::spacequest;
using namespace spaceline::spacequest::testing;
using nlohmann::json;

namespace {

const json* field_card(const json& seat, Card c) {
  for (const auto& f : seat["field"])
    if (f["id"] == c) return &f;
  return nullptr;
}

}  // namespace

TEST(Observation, EachSeatSeesItsOwnHandOnlyAndASpectatorNone) {
  auto s = table();
  put_in_hand(*s, 0, "Ion Lance");
  put_in_hand(*s, 1, "Deck Cadet");
  put_in_library(*s, 0, "Dawnwing Cutter");
  for (int viewer : {0, 1, -1}) {
    const json pos = s->position(viewer);
    const std::string text = pos.dump();
    for (int p = 0; p < kPlayers; ++p) {
      EXPECT_EQ(pos["seats"][p]["hand_count"], 1) << "viewer " << viewer;
      EXPECT_EQ(pos["seats"][p]["library"], s->seats[p].library.size()) << "viewer " << viewer;
      EXPECT_EQ(pos["seats"][p].contains("hand"), p == viewer) << "viewer " << viewer << " seat " << p;
    }
    EXPECT_EQ(text.find("Ion Lance") != std::string::npos, viewer == 0) << "viewer " << viewer << ": " << text;
    EXPECT_EQ(text.find("Deck Cadet") != std::string::npos, viewer == 1) << "viewer " << viewer;
    EXPECT_EQ(text.find("Dawnwing Cutter"), std::string::npos) << "a library card shows to viewer " << viewer;
  }
  EXPECT_EQ(s->position(0)["seats"][0]["hand"][0]["cost"], s->def(s->seats[0].hand[0]).cost.text());
}

TEST(Observation, ShipCrewAndPowerToughnessAreTheEnginesOwn) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Dawnwing Cutter");
  const Card cadet = put_crew(*s, ship, "Deck Cadet");
  const Card rat = put_crew(*s, ship, "Bilge Rat", /*tapped=*/true);
  const Card land = put_in_play(*s, 0, "Sunlit Plain");
  s->cards[land].tapped = true;
  rules::settle(*s);
  const json pos = s->position(1);
  const json* sj = field_card(pos["seats"][0], ship);
  ASSERT_NE(sj, nullptr);
  EXPECT_EQ((*sj)["power"], rules::power(*s, ship));
  EXPECT_EQ((*sj)["toughness"], rules::toughness(*s, ship));
  EXPECT_EQ((*sj)["pt"], rules::pt_explained(*s, ship));
  EXPECT_EQ((*sj)["ship"]["crew_total"], 1);  // the tapped crew does not count (SQ-4)
  EXPECT_EQ((*sj)["ship"]["crew_count"], 2);
  EXPECT_EQ((*sj)["ship"]["min_crew"], s->def(ship).min_crew);
  EXPECT_EQ((*field_card(pos["seats"][0], cadet))["under"], ship);
  EXPECT_EQ((*field_card(pos["seats"][0], rat))["under"], ship);
  EXPECT_EQ((*field_card(pos["seats"][0], land))["tapped"], true);
  EXPECT_EQ((*field_card(pos["seats"][0], land))["type"], "land");
}

TEST(Observation, StaffingWindowStackTargetsAndCombatAreShown) {
  auto s = table();
  const Card ship = put_in_play(*s, 0, "Lantern Frigate");
  put_in_play(*s, 0, "Deck Cadet");
  const Card rat = put_in_play(*s, 1, "Bilge Rat");
  put_in_hand(*s, 0, "Ion Lance");
  lands(*s, 0, "Cinder Ridge", 1);
  put_in_hand(*s, 1, "Overcharge");  // so that P2 holds priority with the Lance on the stack
  lands(*s, 1, "Cinder Ridge", 1);
  rules::settle(*s);
  act(*s, "Cast Ion Lance targeting P2");
  json st = s->position(-1)["stack"];
  ASSERT_EQ(st.size(), 1u);
  EXPECT_EQ(st[0]["source"], "Ion Lance");
  EXPECT_EQ(st[0]["kind"], "spell");
  EXPECT_EQ(st[0]["target_player"], 1);
  EXPECT_FALSE(st[0].contains("target_id"));
  resolve_stack(*s);

  act(*s, "Declare a Staffing Phase");
  EXPECT_EQ(s->position(1)["pending"], "staffing");
  act(*s, "Put Deck Cadet under Lantern Frigate");
  act(*s, "End the Staffing Phase");
  act(*s, "Pass priority");  // P2, holding Overcharge, lets the main phase end
  act(*s, "Attack with Lantern Frigate");
  act(*s, "Done declaring attackers");
  while (s->pending == Pending::Priority) act(*s, "Pass priority");  // on to the blockers
  act(*s, "Block Lantern Frigate with Bilge Rat");
  act(*s, "Done declaring blockers");
  const json pos = s->position(-1);
  const json* a = field_card(pos["seats"][0], ship);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ((*a)["attacking"], true);
  EXPECT_EQ((*a)["blockers"], json::array({rat}));
  EXPECT_EQ((*field_card(pos["seats"][1], rat))["blocking"], ship);
}
