// Card lines of a deck file (docs/deck-format.md, "Card lines"): "N Card", "Nx Card" as GEMP and
// Lackey lists write it, and a card's name alone for one copy; anything else is an error naming
// the line.
#include <gtest/gtest.h>

#include "games/stccg1e/cards/deck.h"

namespace spaceline::stccg1e {
namespace {

const CardDb& db() { return *CardDb::bundled(); }

TEST(DeckFile, NxCountsAndBareNamesReadAsCounts) {
  const Deck plain = parse_deck("[seed]\n2 Avert Disaster\n[draw]\n3 Worf\n1 Data\n", db(), "a.deck");
  const Deck mixed = parse_deck("[seed]\n2x Avert Disaster\n[draw]\n3X Worf\nData\n", db(), "b.deck");
  EXPECT_EQ(plain.seed, mixed.seed);
  EXPECT_EQ(plain.draw, mixed.draw);
  ASSERT_EQ(mixed.draw.size(), 4u);
  EXPECT_EQ(db().at(mixed.draw.back()).name, "Data");
}

TEST(DeckFile, ALineThatIsNeitherACountNorACardNamesItsLine) {
  try {
    parse_deck("[draw]\n1x Worf\nx Worf\n0x Data\n2x No Such Card\n", db(), "deck");
    FAIL() << "expected DeckParseError";
  } catch (const DeckParseError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("deck:3: expected 'N Card Name', 'Nx Card Name' or a card's name, got 'x Worf'"), std::string::npos) << m;
    EXPECT_NE(m.find("deck:4: count 0 out of range 1..60"), std::string::npos) << m;
    EXPECT_NE(m.find("deck:5: unknown card 'No Such Card'"), std::string::npos) << m;
    EXPECT_EQ(m.find("deck:2:"), std::string::npos) << m;
  }
}

}  // namespace
}  // namespace spaceline::stccg1e
