// The card library and decks: every bundled card loads, bad card files and
// decks give "file:line: problem" errors (never a crash), deck rules D-TS-19.
#include "helpers.h"

#include <filesystem>
#include <fstream>
#include <set>

#include "games/talespin/module.h"

using namespace tst;

namespace {
std::string load_error(const std::string& yaml) {
  try {
    CardLibrary::load_text(yaml, "bad.yaml");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}
Deck deck_of(const std::string& text) {
  Deck d = parse_deck(text, "my.deck", *CardLibrary::bundled());
  if (d.errors.empty()) check_deck_rules(d, *CardLibrary::bundled());
  return d;
}
std::string bundled_text(const std::string& stem) {
  std::ifstream in(data_dir() + "/decks/" + stem + ".deck");
  std::ostringstream o;
  o << in.rdbuf();
  return o.str();
}
}  // namespace

TEST(CardLibrary, BundledSetHasAtLeastSixtyCardsOfEveryType) {
  auto lib = CardLibrary::bundled();
  EXPECT_GE(lib->size(), 60u);
  std::set<CardType> types;
  for (const auto& c : lib->cards()) {
    types.insert(c.type);
    EXPECT_FALSE(render_text(c).empty()) << c.name;
  }
  EXPECT_EQ(types.size(), static_cast<size_t>(kCardTypes));
  EXPECT_EQ(lib->locations().size(), 8u);
}

TEST(CardLibrary, NoCardNameContainsAnother) {
  auto lib = CardLibrary::bundled();
  for (const auto& a : lib->cards())
    for (const auto& b : lib->cards())
      if (a.index != b.index) EXPECT_EQ(b.name.find(a.name), std::string::npos) << b.name << " / " << a.name;
}

TEST(CardLibrary, BadFilesNameFileLineAndProblem) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"cards:\n  - {id: X, name: A, type: dragon}\n", "bad.yaml:2: unknown card type 'dragon'"},
      {"cards:\n  - {id: X, name: A, type: pilot, pilot: 9, range: 1}\n", "bad.yaml:2: 'pilot' must be from 1 to 6"},
      {"cards:\n  - {id: X, name: A, type: player, pilot: 3, range: 1, hold: 3, roll: {1-5: move 1}}\n",
       "face 6 is missing"},
      {"cards:\n  - {id: X, name: A, type: passenger, roll: {7: draw 1}}\n", "bad die face '7'"},
      {"cards:\n  - {id: X, name: A, type: passenger, roll: {2: fly away}}\n", "unknown effect 'fly away'"},
      {"cards:\n  - {id: X, name: A, type: cargo, ships_from: harbor, receives_in: harbor}\n", "another region"},
      {"cards:\n  - {id: X, name: A, type: action, when: dogfight, effect: draw 1}\n", "needs a 'maneuver N'"},
      {"cards:\n  - {id: X, name: A, type: action, when: turn, effect: maneuver 2}\n", "may not be used in"},
      {"cards:\n  - {id: X, name: A, type: artifact, modifiers: {luck: 1}}\n", "unknown modifier 'luck'"},
      {"cards:\n  - {id: X, name: A, type: pilot, pilot: 2, range: 1, colour: red}\n", "field 'colour' does not belong"},
      {"cards:\n  - {id: X, name: Ann, type: pilot, pilot: 2, range: 1}\n  - {id: Y, name: Ann Bee, type: pilot, pilot: 2, range: 1}\n",
       "contains the name of 'Ann'"},
      {"cards:\n  - {id: X, name: A, type: pilot, pilot: 2, range: 1}\n  - {id: X, name: B, type: pilot, pilot: 2, range: 1}\n",
       "id 'X' already used"},
      {"cards: [\n  {id: X\n", "bad.yaml:"},
      {"", "empty card file"},
  };
  for (const auto& [yaml, want] : cases) {
    const std::string e = load_error(yaml);
    EXPECT_NE(e.find(want), std::string::npos) << "got: " << e;
  }
}

TEST(CardLibrary, AllProblemsOfAFileAreListed) {
  const std::string e = load_error(
      "cards:\n  - {id: X, name: A, type: pilot, pilot: 0, range: 1}\n  - {id: Y, name: B, type: wizard}\n");
  EXPECT_NE(e.find("bad.yaml:2:"), std::string::npos);
  EXPECT_NE(e.find("bad.yaml:3:"), std::string::npos);
}

// ---------------------------------------------------------------- D-TS-19
TEST(D_TS_19, BundledDecksAreLegal) {
  const auto names = bundled_deck_names();
  EXPECT_GE(names.size(), 2u);
  for (const auto& n : names) {
    Deck d = load_deck(n, *CardLibrary::bundled(), 1);
    EXPECT_TRUE(d.errors.empty()) << n << ": " << (d.errors.empty() ? "" : d.errors[0]);
    EXPECT_EQ(d.cards.size(), 40u);
    EXPECT_GE(d.player, 0);
  }
  Deck r = load_deck("random", *CardLibrary::bundled(), 5);
  EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors[0]);
}

TEST(D_TS_19, DeckRulesExactlyFortyThreeCopiesTwelveCargoOnePlayer) {
  const std::string base = bundled_text("harbor_haulers");
  EXPECT_TRUE(deck_of(base).errors.empty());
  // 41 cards
  auto d = deck_of(base + "1 Tailwind\n");
  ASSERT_FALSE(d.errors.empty());
  EXPECT_NE(d.errors[0].find("exactly 40"), std::string::npos);
  // 4 copies (2 Tailwinds already; Sun at Your Back and one Mail Call out, 2 Tailwinds in)
  std::string four = base;
  four.replace(four.find("2 Mail Call"), 11, "1 Mail Call");
  four.erase(four.find("1 Sun at Your Back\n"), 19);
  d = deck_of(four + "2 Tailwind\n");
  bool copies = false;
  for (const auto& e : d.errors) copies |= e.find("4 copies of 'Tailwind'") != std::string::npos;
  EXPECT_TRUE(copies);
  // two Players
  d = deck_of(base + "player: Molly Fairwind\n");
  ASSERT_FALSE(d.errors.empty());
  EXPECT_NE(d.errors[0].find("my.deck:"), std::string::npos);
  EXPECT_NE(d.errors[0].find("second 'player:'"), std::string::npos);
  // no Player
  d = deck_of("name: x\n40 Tailwind\n");
  bool none = false;
  for (const auto& e : d.errors) none |= e.find("no 'player:'") != std::string::npos;
  EXPECT_TRUE(none);
  // too little cargo
  d = deck_of("player: Molly Fairwind\n3 Tailwind\n3 Mail Call\n3 Overboard!\n3 Pickpocket\n3 Barrel Roll\n3 Loop the Loop\n"
              "3 Cloud Cover\n3 Ruby Flint\n3 Skip Marlowe\n3 Old Tom Greaves\n3 Spyglass\n3 Brass Compass\n"
              "3 Crate of Pineapples\n1 Coil of Hemp Rope\n");
  bool cargo = false;
  for (const auto& e : d.errors) cargo |= e.find("Cargo cards; at least 12") != std::string::npos;
  EXPECT_TRUE(cargo);
}

TEST(D_TS_19, BadDeckLinesNameFileLineAndProblem) {
  auto d = deck_of("name: x\nplayer: Captain Wendell Brisk\n2 Tailwnd\n");
  ASSERT_FALSE(d.errors.empty());
  EXPECT_NE(d.errors[0].find("my.deck:3: unknown card 'Tailwnd' (did you mean 'Tailwind'?)"), std::string::npos) << d.errors[0];
  d = deck_of("player: Captain Wendell Brisk\n1 Gullport Docks\n");
  EXPECT_NE(d.errors[0].find("my.deck:2:"), std::string::npos);
  EXPECT_NE(d.errors[0].find("Location"), std::string::npos);
  d = deck_of("player: Tailwind\n");
  EXPECT_NE(d.errors[0].find("not a Player character"), std::string::npos);
  d = deck_of("player: Captain Wendell Brisk\nthree Tailwind\n");
  EXPECT_NE(d.errors[0].find("my.deck:2: expected 'N Card Name'"), std::string::npos);
  d = deck_of("player: Captain Wendell Brisk\ncolour: blue\n");
  EXPECT_NE(d.errors[0].find("unknown field 'colour'"), std::string::npos);
  d = deck_of("player: Captain Wendell Brisk\n0 Tailwind\n");
  EXPECT_NE(d.errors[0].find("count must be from 1"), std::string::npos);
}

TEST(D_TS_19, TheModuleRefusesAnIllegalDeckClearly) {
  auto m = spaceline::talespin::make_module();
  const auto path = std::filesystem::temp_directory_path() / "talespin_bad.deck";
  {
    std::ofstream o(path);
    o << "player: Captain Wendell Brisk\n1 Tailwind\n";
  }
  auto rep = m->check_deck(path.string());
  ASSERT_FALSE(rep.errors.empty());
  EXPECT_NE(rep.errors[0].find("exactly 40"), std::string::npos);
  spaceline::GameSetup g;
  g.players = 2;
  g.decks = {path.string(), "harbor_haulers"};
  try {
    m->new_game(g);
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("may not be played"), std::string::npos);
  }
  g.decks = {"no_such_deck", "harbor_haulers"};
  EXPECT_THROW(m->new_game(g), std::invalid_argument);
  std::filesystem::remove(path);
}
