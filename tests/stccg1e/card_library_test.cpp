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

// R-AFF-1: the six affiliations; non-aligned is not one of them. A card printed non-aligned is
// loaded with no affiliation at all, so nothing ever counts it as "an affiliation" (battle limits,
// outposts to build, R-DECK-5).
TEST(R_AFF_1, SixAffiliationsAndNonAlignedIsNone) {
  std::set<Affiliation> six;
  for (const char* a : {"borg", "cardassian", "federation", "ferengi", "klingon", "romulan"}) {
    auto p = parse_affiliation(a);
    ASSERT_TRUE(p.has_value()) << a;
    EXPECT_NE(*p, Affiliation::NonAligned) << a;
    EXPECT_STREQ(to_string(*p), a);
    six.insert(*p);
  }
  EXPECT_EQ(six.size(), 6u);
  EXPECT_EQ(static_cast<size_t>(Affiliation::Count) - 1, six.size()) << "an affiliation beyond the six of the CRD";
  EXPECT_FALSE(parse_affiliation("bajoran").has_value()) << "not an affiliation of the 1997 game";
  auto db = CardDb::bundled();
  const CardDef* evek = db->by_name("Evek");     // printed non-aligned
  const CardDef* klag = db->by_name("Klag");     // printed Klingon
  const CardDef* merc = db->by_name("Mercenary Ship");
  ASSERT_TRUE(evek && klag && merc);
  EXPECT_TRUE(evek->affiliations.empty());
  EXPECT_TRUE(merc->affiliations.empty());
  ASSERT_EQ(klag->affiliations.size(), 1u);
  EXPECT_EQ(klag->affiliations.front(), Affiliation::Klingon);
  for (const auto& c : db->all())
    for (auto a : c.affiliations) EXPECT_NE(a, Affiliation::NonAligned) << c.name;
}

// R-CARD-1: the card types of the game. Every Premiere card has one of the engine's types; every type
// a Premiere card can have is in the library. Doorways belong to later sets (none in the library).
// Objectives and the Q-icon variants have no type in the engine: a card file naming one is refused
// rather than loaded as something else.
TEST(R_CARD_1, TheCardTypesOfTheLibrary) {
  std::set<CardType> seen;
  for (const auto& c : CardDb::bundled()->all()) seen.insert(c.type);
  for (auto t : {CardType::Personnel, CardType::Ship, CardType::Facility, CardType::Mission, CardType::Dilemma, CardType::Artifact,
                 CardType::Event, CardType::Interrupt, CardType::Equipment})
    EXPECT_TRUE(seen.count(t)) << to_string(t);
  EXPECT_FALSE(seen.count(CardType::Doorway)) << "a doorway entered the library: check R-DOOR-* and R-SIDE-*";
  for (int t = 0; t <= static_cast<int>(CardType::Doorway); ++t) {
    auto ct = static_cast<CardType>(t);
    auto back = parse_card_type(to_string(ct));
    ASSERT_TRUE(back.has_value()) << to_string(ct);
    EXPECT_EQ(*back, ct);
  }
  for (const char* later : {"objective", "q-dilemma", "q-event", "q-interrupt", "tribble"})
    EXPECT_FALSE(parse_card_type(later).has_value()) << later;
}
