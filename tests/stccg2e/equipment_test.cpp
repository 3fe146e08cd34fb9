// Equipment's text (D-2E-31): a continuous bonus to its owner's personnel present with it, reached
// by a position set up here, by playing the equipment from hand, by beaming and by a save loaded
// back; and the loader keeping equipment's ops and everyone else's apart. The scenario files
// d-2e-31-*.yaml play a mission attempt that only the equipment completes.
#include <gtest/gtest.h>

#include "helpers.h"

using namespace spaceline::stccg2e;
using namespace spaceline::stccg2e::test;

namespace {

constexpr int kIntegrity = 0, kCunning = 1, kStrength = 2;

std::unique_ptr<S2State> reloaded(const S2State& s) { return state_from_json(s.to_json(), CardLibrary::bundled()); }

std::string load_error(const std::string& text) {
  try {
    CardLibrary::load_text(text, "x.yaml");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(GameRules, D_2E_31_EquipmentRaisesOnlyItsOwnersPersonnelPresentWithIt) {
  auto s = game_of("voyager", "federation");
  const uint16_t lankal = slot_of(*s, "Beta Lankal");
  const Card davies = card(*s, 0, "Davies");  // Science, CUNNING 6
  const Card kwan = card(*s, 0, "Daniel Kwan");  // no Science
  const Card orton = card(*s, 0, "Van Orton");  // Science, but elsewhere
  const Card kit = card(*s, 0, "Survey Kit");
  to_table(*s, davies, lankal);
  to_table(*s, kwan, lankal);
  to_table(*s, orton, slot_of(*s, "Ajilon Prime"));
  EXPECT_EQ(rules::attribute(*s, davies, kCunning), 6);
  to_table(*s, kit, lankal);
  EXPECT_EQ(rules::attribute(*s, davies, kCunning), 7) << "Science, present with the kit";
  EXPECT_EQ(rules::attribute(*s, davies, kIntegrity), 5) << "only the attribute the kit names";
  EXPECT_EQ(rules::attribute(*s, kwan, kCunning), 5) << "present, but without Science";
  EXPECT_EQ(rules::attribute(*s, orton, kCunning), 6) << "Science, but at another mission";
  EXPECT_EQ(rules::group_skills(*s, {davies, kwan}).attributes[kCunning], 12) << "a group's total counts it too";
  // Every copy present counts.
  to_table(*s, card(*s, 0, "Survey Kit"), lankal);
  EXPECT_EQ(rules::attribute(*s, davies, kCunning), 8);
  // The opponent's equipment does nothing for this player's personnel.
  auto t = game_of("federation", "voyager");
  const Card locker = card(*t, 1, "Phaser Locker");
  const uint16_t at = t->seats[0].hq;
  const Card lopez = card(*t, 0, "Lopez");  // STRENGTH 6
  to_table(*t, lopez, at);
  to_table(*t, locker, at);
  EXPECT_EQ(rules::attribute(*t, lopez, kStrength), 6);
}

TEST(GameRules, D_2E_31_AShipAndItsPlanetAreDifferentPlaces) {
  auto s = game_of("voyager", "federation");
  const uint16_t lankal = slot_of(*s, "Beta Lankal");
  const Card ship = card(*s, 0, "U.S.S. Voyager");
  const Card lopez = card(*s, 0, "Lopez");  // STRENGTH 6
  const Card locker = card(*s, 0, "Phaser Locker");
  to_table(*s, ship, lankal);
  to_table(*s, lopez, lankal, ship);
  to_table(*s, locker, lankal);
  EXPECT_EQ(rules::attribute(*s, lopez, kStrength), 6) << "aboard the ship, not on the planet with it";
  s->phase = Phase::Orders;
  s->apply(find_action(*s, Act::Beam, lopez, kSurface));
  EXPECT_EQ(rules::attribute(*s, lopez, kStrength), 7) << "beamed down to it";
  s->apply(find_action(*s, Act::Beam, locker, ship));
  EXPECT_EQ(rules::attribute(*s, lopez, kStrength), 6) << "the locker beamed away";
  EXPECT_EQ(rules::attribute(*reloaded(*s), lopez, kStrength), 6);
}

TEST(GameRules, D_2E_31_PlayedFromHandItWorksAtOnceAndAfterASave) {
  auto s = game_of("voyager", "federation");
  const uint16_t hq = s->seats[0].hq;
  const Card rixx = card(*s, 0, "Rixx");  // Leadership: 6, 5, 5
  const Card codes = card(*s, 0, "Command Codes");
  to_table(*s, rixx, hq);
  to_hand(*s, codes);
  s->apply(find_action(*s, Act::PlayCard, codes, hq));
  ASSERT_EQ(s->cards[codes].zone, Zone::Table);
  EXPECT_EQ(rules::attribute(*s, rixx, kIntegrity), 7);
  EXPECT_EQ(rules::attribute(*s, rixx, kCunning), 6);
  EXPECT_EQ(rules::attribute(*s, rixx, kStrength), 6) << "`all`: every attribute";
  const auto back = reloaded(*s);
  EXPECT_EQ(rules::attribute(*back, rixx, kIntegrity), 7);
  EXPECT_EQ(back->observation(0)["table"].dump(), s->observation(0)["table"].dump()) << "the table shows the same values";
}

TEST(GameRules, D_2E_31_EquipmentOpsGoOnEquipmentOnlyAndEquipmentCarriesNoOther) {
  const std::string drawing_kit = "- id: X1\n  name: Kit\n  type: equipment\n  cost: 1\n  text:\n    - draw: 1\n";
  const std::string e1 = load_error(drawing_kit);
  EXPECT_NE(e1.find("x.yaml:6"), std::string::npos) << e1;
  EXPECT_NE(e1.find("'draw' is not equipment's text"), std::string::npos) << e1;
  const std::string bonus_event =
      "- id: X2\n  name: Boost\n  type: event\n  cost: 1\n  text:\n    - present_attributes_plus: {n: 1, attribute: cunning}\n";
  const std::string e2 = load_error(bonus_event);
  EXPECT_NE(e2.find("only an equipment card may have it (D-2E-31)"), std::string::npos) << e2;
  for (const char* arg : {"{n: 1}", "{n: 0, attribute: cunning}", "{n: 1, attribute: luck}", "{n: 1, attribute: all, skill: []}",
                          "{n: 1, attribute: all, range: 2}"}) {
    const std::string e = load_error("- id: X3\n  name: Kit\n  type: equipment\n  cost: 1\n  text:\n    - present_attributes_plus: " +
                                     std::string(arg) + "\n");
    EXPECT_NE(e.find("x.yaml:6"), std::string::npos) << arg << ": " << e;
  }
  EXPECT_EQ(load_error("- id: X4\n  name: Kit\n  type: equipment\n  cost: 1\n  text:\n"
                       "    - present_attributes_plus: {n: 2, attribute: strength, skill: Security}\n"),
            "");
}
