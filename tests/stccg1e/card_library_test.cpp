// The whole bundled card library loads, and every card is consistent.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/rules/requirement.h"

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
    // A value printed as X or * (D-CARD-3) is the game text's; a card whose text the engine lacks
    // (docs/card-sets.md) is checked only for what it can be used for.
    auto printed = [&](const char* f) { return std::find(c.variable.begin(), c.variable.end(), f) == c.variable.end(); };
    if (!c.variable.empty() && c.text != TextStatus::Unimplemented) {
      // D-CARD-3: implemented only once its game text gives the value: the one so far is The Higher...
      // The Fewer, whose X points are one lost per member met (lose_points_per_member).
      bool says_it = c.variable == std::vector<std::string>{"points"} && c.dilemma;
      if (says_it) {
        says_it = false;
        for (const auto& e : c.dilemma->effects) says_it |= e.kind == EffectKind::LosePointsPerMember;
      }
      EXPECT_TRUE(says_it) << "a variable value its game text does not give";
    }
    switch (c.type) {
      case CardType::Personnel:
        if (printed("classification")) {
          EXPECT_NE(c.classification, kNoSkill);
        }
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
        if (c.text == TextStatus::Unimplemented) break;  // a deck with it is refused (NOT-IMPLEMENTED)
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
        if (!c.is_station && c.name != "Neutral Outpost") {
          EXPECT_FALSE(c.affiliations.empty());
        }
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
// a Premiere card can have is in the library. Doorways belong to later sets: they are in the library
// as facts only, never played. Objectives have no type in the engine, and the Q-icon variants are
// their type plus `q_icon` (docs/card-sets.md): a card file naming one as a type is refused rather
// than loaded as something else.
TEST(R_CARD_1, TheCardTypesOfTheLibrary) {
  std::set<CardType> seen;
  for (const auto& c : CardDb::bundled()->all()) seen.insert(c.type);
  for (auto t : {CardType::Personnel, CardType::Ship, CardType::Facility, CardType::Mission, CardType::Dilemma, CardType::Artifact,
                 CardType::Event, CardType::Interrupt, CardType::Equipment})
    EXPECT_TRUE(seen.count(t)) << to_string(t);
  for (const auto& c : CardDb::bundled()->all())
    if (c.type == CardType::Doorway) {
      EXPECT_EQ(c.text, TextStatus::Unimplemented) << c.name << ": a playable doorway needs R-DOOR-* and R-SIDE-*";
    }
  for (int t = 0; t <= static_cast<int>(CardType::Doorway); ++t) {
    auto ct = static_cast<CardType>(t);
    auto back = parse_card_type(to_string(ct));
    ASSERT_TRUE(back.has_value()) << to_string(ct);
    EXPECT_EQ(*back, ct);
  }
  for (const char* later : {"objective", "q-dilemma", "q-event", "q-interrupt", "tribble"})
    EXPECT_FALSE(parse_card_type(later).has_value()) << later;
}

namespace {
const CardDef& card(const char* name) {
  const CardDef* d = CardDb::bundled()->by_name(name);
  if (!d) throw std::invalid_argument(std::string("no card ") + name);
  return *d;
}
int halves_of(const CardDef& d, const char* skill) {
  for (const auto& e : d.skills)
    if (e.skill == *parse_skill(skill)) return e.halves;
  return 0;
}
}  // namespace

// R-CARD-2: a personnel's fields as the library holds them - uniqueness, affiliation icons (none for a
// non-aligned one), one classification, a skill box with multipliers (a classification name in it is
// a skill), the three attributes, staffing icons, gender and kind.
TEST(R_CARD_2, PersonnelFields) {
  const auto& data = card("Data");
  EXPECT_TRUE(data.unique);
  ASSERT_EQ(data.affiliations.size(), 1u);
  EXPECT_EQ(data.affiliations[0], Affiliation::Federation);
  EXPECT_EQ(data.classification, *parse_skill("OFFICER"));
  EXPECT_EQ(halves_of(data, "Computer Skill"), 4);  // x2
  EXPECT_EQ(halves_of(data, "ENGINEER"), 2);        // a classification name in the skill box
  EXPECT_EQ(halves_of(data, "OFFICER"), 0);         // the classification is not in the skill box
  EXPECT_EQ(data.integrity, 8);
  EXPECT_EQ(data.cunning, 12);
  EXPECT_EQ(data.strength, 12);
  EXPECT_EQ(data.kind, PersonnelKind::Android);
  EXPECT_EQ(data.gender, Gender::Male);
  EXPECT_EQ(card("Sir Isaac Newton").kind, PersonnelKind::Hologram);
  EXPECT_EQ(card("Exocomp").kind, PersonnelKind::Exocomp);
  EXPECT_EQ(card("Exocomp").gender, Gender::None);
  EXPECT_FALSE(card("Exocomp").unique);
  EXPECT_TRUE(card("Evek").affiliations.empty());
  ASSERT_EQ(card("Klag").icons.size(), 1u);
  EXPECT_EQ(card("Klag").icons[0], StaffIcon::Command);
  EXPECT_TRUE(card("Hannah Bates").icons.empty());
  EXPECT_EQ(card("Beverly Crusher").gender, Gender::Female);
}

// R-CARD-3: a ship's fields - uniqueness, affiliation (or none), class, staffing, RANGE, WEAPONS,
// SHIELDS, special equipment and the commander its lore names.
TEST(R_CARD_3, ShipFields) {
  const auto& e = card("U.S.S. Enterprise");
  EXPECT_TRUE(e.unique);
  ASSERT_EQ(e.affiliations.size(), 1u);
  EXPECT_EQ(e.affiliations[0], Affiliation::Federation);
  EXPECT_EQ(e.ship_class, "Galaxy Class");
  ASSERT_EQ(e.staffing.size(), 3u);
  EXPECT_EQ(e.staffing[0], StaffIcon::Command);
  EXPECT_EQ(e.range, 9);
  EXPECT_TRUE(e.has_holodeck());
  EXPECT_EQ(e.commanders, std::vector<std::string>{"Jean-Luc Picard"});
  const auto& g = card("U.S.S. Galaxy");
  EXPECT_FALSE(g.unique);
  EXPECT_EQ(g.range, 8);
  EXPECT_EQ(g.weapons, 7);
  EXPECT_EQ(g.shields, 9);
  EXPECT_TRUE(card("Haakona").has_cloaking_device());
  EXPECT_FALSE(g.has_cloaking_device());
  EXPECT_TRUE(card("Mercenary Ship").affiliations.empty());
  EXPECT_TRUE(card("Runabout").staffing.empty());
  EXPECT_EQ(card("Yridian Shuttle").ship_class, "Shuttlecraft");
}

// R-CARD-4: a mission's fields - planet or space, quadrant, and for the end facing its seeder the
// affiliation icons, requirements, points and span (the other end is the same unless the card file
// gives an opponent_end; no Premiere mission does).
TEST(R_CARD_4, MissionFields) {
  const auto& m = card("Avert Disaster");
  EXPECT_EQ(m.mission, MissionKind::Planet);
  EXPECT_EQ(m.quadrant, "alpha");
  ASSERT_EQ(m.end.affiliations.size(), 1u);
  EXPECT_EQ(m.end.affiliations[0], Affiliation::Federation);
  EXPECT_EQ(m.end.points, 40);
  EXPECT_EQ(m.end.span, 3);
  EXPECT_TRUE(m.end.requirements.has_value());
  EXPECT_EQ(m.end.requirements_text, "Geology + Honor + INTEGRITY>35");
  EXPECT_EQ(card("Test Mission").mission, MissionKind::Space);
  EXPECT_EQ(card("Wormhole Negotiations").end.affiliations.size(), 3u);
  for (const auto& c : CardDb::bundled()->all())
    if (c.type == CardType::Mission && c.set == "PR") EXPECT_FALSE(c.opponent_end.has_value()) << c.name;
}

// R-CARD-5: a dilemma's fields - where it is met (planet, space or either), its point value, and its
// game text (trigger, condition, effect) when implemented.
TEST(R_CARD_5, DilemmaFields) {
  const auto& chalnoth = card("Chalnoth");
  EXPECT_EQ(chalnoth.mission, MissionKind::Planet);
  EXPECT_EQ(chalnoth.points, 5);
  ASSERT_NE(chalnoth.dilemma, nullptr);
  EXPECT_EQ(card("Null Space").mission, MissionKind::Space);
  EXPECT_EQ(card("Crystalline Entity").mission, MissionKind::Either);
  EXPECT_EQ(card("Impassable Door").points, 0);
  EXPECT_EQ(card("Borg Ship").points, 15);
}
