// Every YAML document the engine reads goes through one bounded loader (src/core/yaml_input.h,
// docs/scenario-format.md "Limits"): a YAML alias is refused with "file:line: problem" before the
// document is built, so an alias bomb (issue 28: twelve levels of nine aliases, 9^12 nodes once
// walked) is a clear error at once, in scenario files and card files of every game.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>

#include "core/scenario.h"
#include "core/yaml_input.h"
#include "games/stccg1e/cards/cards.h"
#include "games/talespin/cards/cards.h"

namespace spaceline {
namespace {

// `levels` anchors under `key`, each a list of nine aliases of the one before: a0 is nine cards,
// a11 is 9^12 once expanded. The first alias is on line 3.
std::string alias_bomb(const std::string& key, int levels = 12) {
  std::string s = key + ":\n  a0: &a0 [Data, Data, Data, Data, Data, Data, Data, Data, Data]\n";
  for (int i = 1; i < levels; ++i) {
    s += "  a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
    for (int k = 0; k < 9; ++k) s += (k ? ", *a" : "*a") + std::to_string(i - 1);
    s += "]\n";
  }
  return s;
}

const std::string kRefused =
    ":3: YAML alias '*a0' refused: aliases are not accepted in Spaceline files; write the value out where it is used";

// Runs `load` 20 times: each must throw an error whose text is `expected`, well within a second (a
// generous guard: the loader refuses before anything walks the document).
void refused_every_time(const std::function<void()>& load, const std::string& expected) {
  for (int run = 0; run < 20; ++run) {
    const auto start = std::chrono::steady_clock::now();
    std::string error;
    try {
      load();
    } catch (const std::exception& e) {
      error = e.what();
    }
    const auto took = std::chrono::steady_clock::now() - start;
    ASSERT_NE(error.find(expected), std::string::npos) << "run " << run << ": " << error;
    ASSERT_LT(took, std::chrono::seconds(1)) << "run " << run;
  }
}

std::string written(const std::string& name, const std::string& text) {
  const std::string path = testing::TempDir() + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

TEST(YamlInput, AnAliasIsRefusedWithItsLine) {
  EXPECT_THROW(load_yaml_text("a: &x 1\nb: *x\n", "f.yaml"), YamlInputError);
  try {
    load_yaml_text("a: &x 1\nb: [2, *x]\n", "f.yaml");
  } catch (const YamlInputError& e) {
    EXPECT_STREQ(e.what(), "f.yaml:2: YAML alias '*x' refused: aliases are not accepted in Spaceline files; "
                           "write the value out where it is used");
  }
  // An anchor no alias uses changes nothing, and a '*' inside a text is no alias.
  EXPECT_EQ(load_yaml_text("a: &x 1\nb: '*x'\nc: \"*x\"\n", "f.yaml")["b"].as<std::string>(), "*x");
}

TEST(YamlInput, SyntaxErrorsAndMissingFilesNameTheFile) {
  try {
    load_yaml_text("a: [1, 2\nb: 3\n", "f.yaml");
    FAIL();
  } catch (const YamlInputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("f.yaml:", 0), 0u) << e.what();
    EXPECT_NE(std::string(e.what()).find(": YAML syntax error: "), std::string::npos) << e.what();
  }
  EXPECT_THROW(load_yaml_file(testing::TempDir() + "no-such-file.yaml"), YamlInputError);
  EXPECT_EQ(load_yaml_file(written("plain.yaml", "a: [1, 2]\n"))["a"][1].as<int>(), 2);
}

TEST(YamlInput, ScenarioAliasBombsAreRefusedAtOnce) {
  // As the issue found them: under an unknown top-level key, and as the value of cards, events, player1.
  for (const std::string key : {"bomb", "cards", "events", "player1"}) {
    const std::string text = alias_bomb(key) + "spaceline:\n  - mission: Avert Disaster\n";
    refused_every_time([&] { (void)scenario_text(text, "t.yaml"); }, "t.yaml" + kRefused);
    const std::string file = written("bomb-" + key + ".yaml", text);
    refused_every_time([&] { (void)read_scenario(file); }, file + kRefused);
  }
  // A TaleSpin scenario is read by the same core reader.
  refused_every_time([&] { (void)scenario_text("game: talespin\n" + alias_bomb("bomb"), "ts.yaml"); },
                     "ts.yaml:4: YAML alias '*a0' refused");
}

TEST(YamlInput, CardFileAliasBombsAreRefusedAtOnce) {
  const std::string fe = written("bomb-cards.yaml", "set: {code: T}\n" + alias_bomb("bomb"));
  refused_every_time([&] { (void)stccg1e::CardDb::load_files({fe}); }, fe + ":4: YAML alias '*a0' refused");
  refused_every_time([&] { (void)talespin::CardLibrary::load_text(alias_bomb("cards"), "ts-cards.yaml"); },
                     "ts-cards.yaml" + kRefused);
}

}  // namespace
}  // namespace spaceline
