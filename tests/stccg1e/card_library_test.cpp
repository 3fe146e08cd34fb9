// The whole bundled card library loads, and every card is consistent.
#include <gtest/gtest.h>

#include <set>

#include "games/stccg1e/cards/cards.h"

using namespace spaceline::stccg1e;

TEST(CardLibrary, LoadsEveryPremiereCard) {
  auto db = CardDb::bundled();
  int premiere = 0;
  for (const auto& c : db->all()) premiere += c.set == "PR";
  EXPECT_EQ(premiere, 363);
}

TEST(CardLibrary, EveryCardIsConsistent) {
  auto db = CardDb::bundled();
  std::set<std::string> names;
  for (const auto& c : db->all()) {
    SCOPED_TRACE(c.source + " " + c.name);
    EXPECT_FALSE(c.id.empty());
    EXPECT_TRUE(names.insert(c.name).second) << "duplicate card name";
    switch (c.type) {
      case CardType::Personnel:
        EXPECT_NE(c.classification, kNoSkill);
        EXPECT_GE(c.integrity, 0);
        EXPECT_GE(c.cunning, 0);
        EXPECT_GE(c.strength, 0);
        EXPECT_LE(c.integrity + c.cunning + c.strength, 40);
        break;
      case CardType::Ship:
        EXPECT_GT(c.range, 0);
        EXPECT_GE(c.shields, 0);
        break;
      case CardType::Mission:
        EXPECT_GE(c.end.span, 1);
        if (!c.end.affiliations.empty()) {
          EXPECT_TRUE(c.end.requirements.has_value()) << "attemptable mission without requirements";
          EXPECT_GT(c.end.points, 0);
        }
        break;
      case CardType::Dilemma:
        if (c.text == TextStatus::Implemented) {
          EXPECT_TRUE(c.dilemma != nullptr);
        }
        break;
      case CardType::Event:
        if (c.text == TextStatus::Implemented) {
          EXPECT_TRUE(c.event != nullptr) << "an event marked implemented needs its effect";
        }
        break;
      case CardType::Facility:
        EXPECT_GT(c.shields, 0);
        EXPECT_FALSE(c.affiliations.empty());
        break;
      default: break;
    }
  }
}

TEST(CardLibrary, AtLeastTwentyDilemmasImplemented) {
  auto db = CardDb::bundled();
  int n = 0;
  for (const auto& c : db->all()) n += c.type == CardType::Dilemma && c.dilemma != nullptr;
  EXPECT_GE(n, 20);
}

TEST(CardLibrary, EveryMissionRequirementParses) {
  auto db = CardDb::bundled();
  for (const auto& c : db->all())
    if (c.type == CardType::Mission && !c.end.requirements_text.empty()) {
      ASSERT_TRUE(c.end.requirements.has_value()) << c.name;
      EXPECT_FALSE(c.end.requirements->alternatives.empty()) << c.name;
    }
}
