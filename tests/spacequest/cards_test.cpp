// The card loader (docs/spacequest/card-format.md): the bundled set loads, and text the engine does
// not implement is refused by name with its file and line (D-SQ-21), never loaded as a blank card.
#include <gtest/gtest.h>

#include "games/spacequest/cards/cards.h"
#include "games/spacequest/cards/deck.h"

using namespace spaceline::spacequest;

namespace {
std::string load_error(const std::string& yaml) {
  try {
    CardLibrary::load_text(yaml, "t.yaml");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST(Cards, BundledSetLoadsWithShipsOfSeveralSizes) {
  const auto lib = CardLibrary::bundled();
  ASSERT_GE(lib->size(), 40u);
  int ships = 0, stardrive = 0;
  for (const auto& c : lib->cards()) ships += c.ship, stardrive += c.stardrive;
  EXPECT_GE(ships, 6);
  EXPECT_GE(stardrive, 2);
}

// SQ-2
TEST(Cards, SQ_2_ShipPrintsMinimumWithItsPowerToughnessAndMaximum) {
  const auto lib = CardLibrary::load_text(
      "cards:\n  - {id: T-1, name: Test Hull, type: creature, cost: 3W, ship: {min: 2, pt: 3/3, max: 4}, stardrive: true}\n", "t.yaml");
  const CardDef& c = lib->at(0);
  EXPECT_TRUE(c.ship);
  EXPECT_EQ(c.min_crew, 2);
  EXPECT_EQ(c.max_crew, 4);
  EXPECT_EQ(c.power, 3);
  EXPECT_EQ(c.toughness, 3);
  EXPECT_NE(render_text(c).find("Minimum Crew 2 (3/3), Maximum Crew 4"), std::string::npos) << render_text(c);
}

// SQ-15
TEST(Cards, SQ_15_OnlyShipsHaveStardrive) {
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Pilot, type: creature, cost: W, pt: 1/1, stardrive: true}\n")
                .find("t.yaml:2: only Ships have Stardrive (SQ-15)"),
            std::string::npos);
}

// D-SQ-21
TEST(Cards, D_SQ_21_UnimplementedTextIsRefusedByName) {
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Bird, type: creature, cost: W, pt: 1/1, keywords: [banding]}\n")
                .find("t.yaml:2: keyword 'banding' is not implemented (D-SQ-21"),
            std::string::npos);
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Bolt, type: instant, cost: R, target: any, effect: [regenerate]}\n")
                .find("t.yaml:2: operation 'regenerate' is not implemented (D-SQ-21"),
            std::string::npos);
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Aura, type: enchantment, cost: W, enchant: creature}\n")
                .find("t.yaml:2: field 'enchant' is not implemented (D-SQ-21)"),
            std::string::npos);
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Thing, type: plane, cost: W}\n").find("type 'plane' is not implemented"),
            std::string::npos);
}

TEST(Cards, TargetMustSuitTheOperation) {
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Odd, type: instant, cost: U, target: player, effect: [counter]}\n")
                .find("'counter' cannot aim at target player"),
            std::string::npos);
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Odd, type: instant, cost: R, effect: [damage 2]}\n").find("'damage' needs a target"),
            std::string::npos);
}

// D-SQ-9
TEST(Cards, D_SQ_9_ManaAbilitiesCostOnlyATap) {
  EXPECT_NE(load_error("cards:\n  - {id: T-1, name: Odd, type: creature, cost: G, pt: 1/1, ability: {cost: \"1, T\", effect: [add G]}}\n")
                .find("a mana ability costs exactly 'T' here (D-SQ-9)"),
            std::string::npos);
}

// D-SQ-2
TEST(Decks, D_SQ_2_SixtyCardsAtMostFourOfACardBasicLandsAside) {
  const auto lib = CardLibrary::bundled();
  for (const auto& name : bundled_deck_names()) {
    const Deck d = load_deck(name, *lib, 1);
    EXPECT_TRUE(d.errors.empty()) << name << ": " << (d.errors.empty() ? "" : d.errors.front());
    EXPECT_EQ(d.cards.size(), 60u) << name;
  }
  Deck d = parse_deck("20 Sunlit Plain\n20 Tidewater Shelf\n5 Deck Cadet\n", "x.deck", *lib);
  check_deck_rules(d, *lib);
  ASSERT_EQ(d.errors.size(), 2u);
  EXPECT_NE(d.errors[0].find("45 cards; it needs at least 60 (D-SQ-2)"), std::string::npos) << d.errors[0];
  EXPECT_NE(d.errors[1].find("5 copies of 'Deck Cadet'; at most 4"), std::string::npos) << d.errors[1];
  Deck bad = parse_deck("3 Deck Cadett\n", "x.deck", *lib);
  ASSERT_EQ(bad.errors.size(), 1u);
  EXPECT_NE(bad.errors[0].find("x.deck:1: unknown card 'Deck Cadett'"), std::string::npos) << bad.errors[0];
}
