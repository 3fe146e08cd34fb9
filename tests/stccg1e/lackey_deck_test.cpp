// LackeyCCG .dek files read as decks (docs/deck-format.md "LackeyCCG"): the same cards as the
// Spaceline file they were written from, and every malformed one refused with its line.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/cards/lackey_deck.h"

using namespace spaceline::stccg1e;

namespace {
const CardDb& db() { return *CardDb::bundled(); }

std::string xml_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '&') o += "&amp;";
    else if (c == '\'') o += "&apos;";
    else if (c == '<') o += "&lt;";
    else o += c;
  }
  return o;
}

// A .dek as LackeyCCG writes one: a superzone per pile, one <card> per physical card.
std::string to_dek(const Deck& d) {
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<deck version=\"0.8\">\n"
    << "\t<meta>\n\t\t<game>startrek1e</game>\n\t</meta>\n";
  auto zone = [&](const char* name, const std::vector<uint16_t>& cards) {
    o << "\t<superzone name=\"" << name << "\">\n";
    for (auto i : cards)
      o << "\t\t<card><name id=\"x\">" << xml_escape(db().at(i).name) << "</name><set>PR</set></card>\n";
    o << "\t</superzone>\n";
  };
  zone("Seed Deck", d.seed);
  zone("Draw Deck", d.draw);
  o << "</deck>\n";
  return o.str();
}

std::string error_of(const std::string& text) {
  try {
    parse_deck(text, db(), "mine.dek");
  } catch (const DeckParseError& e) {
    return e.what();
  }
  return "(no error)";
}

std::vector<uint16_t> sorted(std::vector<uint16_t> v) {
  std::sort(v.begin(), v.end());
  return v;
}
}  // namespace

TEST(LackeyDek, ABundledDeckWrittenAsDekReadsBackToTheSameCards) {
  for (const char* name : {"federation-premiere", "klingon-premiere", "romulan-premiere"}) {
    Deck plain = load_deck_file(resolve_deck_path(name), db());
    std::string dek = to_dek(plain);
    ASSERT_TRUE(looks_like_lackey_dek(dek));
    Deck back = parse_deck(dek, db(), std::string(name) + ".dek");
    EXPECT_EQ(sorted(back.seed), sorted(plain.seed)) << name;
    EXPECT_EQ(sorted(back.draw), sorted(plain.draw)) << name;
    EXPECT_EQ(back.name, name);
    EXPECT_TRUE(deck_is_legal(validate_deck(back, db()))) << name;
  }
}

TEST(LackeyDek, IsRecognisedOnlyByItsDeckElement) {
  EXPECT_TRUE(looks_like_lackey_dek("\xEF\xBB\xBF  <!-- from Lackey -->\n<deck version=\"0.8\"></deck>"));
  EXPECT_TRUE(looks_like_lackey_dek("<?xml version=\"1.0\"?><deck/>"));
  EXPECT_FALSE(looks_like_lackey_dek("name: Mine\n[seed]\n1 Avert Disaster\n"));
  EXPECT_FALSE(looks_like_lackey_dek("<html></html>"));
  EXPECT_FALSE(looks_like_lackey_dek(""));
}

TEST(LackeyDek, EntitiesAndCdataAreDecoded) {
  auto cards = read_lackey_dek(
      "<deck><superzone name=\"Draw\">\n<card><name>Barclay&apos;s Protomorphosis Disease</name></card>\n"
      "<card><name><![CDATA[Red Alert!]]></name></card>\n<card><name>Q&#39;s &#x51;</name></card>"
      "</superzone></deck>",
      "x.dek");
  ASSERT_EQ(cards.size(), 3u);
  EXPECT_EQ(cards[0].name, "Barclay's Protomorphosis Disease");
  EXPECT_EQ(cards[0].line, 2);
  EXPECT_FALSE(cards[0].seed);
  EXPECT_EQ(cards[1].name, "Red Alert!");
  EXPECT_EQ(cards[2].name, "Q's Q");
}

TEST(LackeyDek, UnknownCardsAreReportedWithTheirLinesAndASuggestion) {
  std::string m = error_of(
      "<deck>\n<superzone name=\"Seed Deck\">\n<card><name>Avert Disaster</name></card>\n"
      "<card><name>Red Alert</name></card>\n<card><name>No Such Card</name></card>\n</superzone>\n</deck>");
  EXPECT_NE(m.find("mine.dek:4: unknown card 'Red Alert' (did you mean 'Red Alert!'?)"), std::string::npos) << m;
  EXPECT_NE(m.find("mine.dek:5: unknown card 'No Such Card'"), std::string::npos) << m;
}

TEST(LackeyDek, MalformedFilesAreRefusedWithTheLine) {
  struct Case {
    const char* text;
    const char* message;
  };
  const Case cases[] = {
      {"<deck>\n<superzone name=\"Draw\">\n</deck>", "mine.dek:3: </deck> closes <superzone> (opened at line 2)"},
      {"<deck>\n<superzone name=\"Draw\">", "mine.dek:2: <superzone> is never closed"},
      {"<deck>\n<superzone name=\"Q's Tent\"></superzone></deck>",
       "mine.dek:2: superzone 'Q's Tent' is neither a seed nor a draw deck"},
      {"<deck><superzone>", "mine.dek:1: <superzone> without a name"},
      {"<deck>\n<card><name>Worf</name></card></deck>", "mine.dek:2: <card> outside any <superzone>"},
      {"<deck><superzone name=\"Draw\">\n\n<card><set>PR</set></card></superzone></deck>",
       "mine.dek:3: <card> without a <name>"},
      {"<deck><superzone name=\"Draw\"><card><name>A &nbsp; B</name></card></superzone></deck>",
       "unknown entity '&nbsp;'"},
      {"<deck><superzone name=\"Draw\"><card><name>A & B</name></card></superzone></deck>",
       "'&' that does not start an entity"},
      {"<deck><superzone name=\"Draw\"><card><name>&#0;</name></card></superzone></deck>",
       "bad character reference"},
      {"<deck><superzone name=Draw></superzone></deck>", "the value must be in quotes"},
      {"<deck></deck>\n<deck></deck>", "mine.dek:2: a second top-level element <deck>"},
      {"<deck></deck> trailing", "text outside the <deck> element"},
      {"<deck><!-- never closed", "comment never closed"},
      {"<deck>\n</card>", "mine.dek:2: </card> closes <deck>"},
  };
  for (const auto& c : cases) {
    std::string m = error_of(c.text);
    EXPECT_NE(m.find(c.message), std::string::npos) << "input: " << c.text << "\nerror: " << m;
  }
}

TEST(LackeyDek, DeepNestingIsRefusedNotRecursed) {
  std::string text = "<deck>";
  for (int i = 0; i < 100; ++i) text += "<x>";
  EXPECT_NE(error_of(text).find("nested more than 64 deep"), std::string::npos);
}
