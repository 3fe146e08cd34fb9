// Saved games (docs/save-format.md): a record that starts from a state, the atomic write and its
// errors, First Edition's saves from before the record, and the card lookup `play` offers.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>

#include "core/game_record.h"
#include "core/registry.h"
#include "core/save_io.h"
#include "spaceline_paths.h"

using namespace spaceline;

namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("spaceline-saves-test-" + name)).string();
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST(Saves, AFileIsReplacedWholeAndReadBack) {
  const std::string path = temp_path("write.json");
  write_file_atomically(path, "{\"a\": 1}");
  write_file_atomically(path, "{\"a\": 2}");
  EXPECT_EQ(read_json_file(path)["a"], 2);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  std::remove(path.c_str());
}

TEST(Saves, AFileThatCannotBeWrittenOrReadIsAnErrorNamingItAndWhy) {
  const std::string nowhere = "/nonexistent-spaceline-dir/game.json";
  EXPECT_EQ(error_of([&] { write_file_atomically(nowhere, "{}"); }),
            "cannot save to " + nowhere + ": cannot create " + nowhere + ".tmp (No such file or directory)");
  const std::string dir = temp_path("a-folder");  // a folder is not a file
  std::filesystem::create_directories(dir);
  EXPECT_NE(error_of([&] { write_file_atomically(dir, "{}"); }).find("cannot save to " + dir + ": cannot rename"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(dir + ".tmp"));
  std::filesystem::remove(dir);
  EXPECT_EQ(error_of([&] { read_json_file(nowhere); }), nowhere + ": cannot open (No such file or directory)");
  const std::string bad = temp_path("bad.json");
  std::ofstream(bad) << "{\"a\": ";
  EXPECT_EQ(error_of([&] { read_json_file(bad); }), bad + ": not JSON (syntax error at byte 7)");
  std::remove(bad.c_str());
}

// A game continued from an older save: the record holds the state it began from and replays
// from there; a start that is not a state is refused by field.
TEST(Saves, ARecordMayStartFromAState) {
  for (const auto& name : game_names()) {
    const auto& game = game_module(name);
    GameSetup setup;
    setup.players = game.min_players();
    setup.seed = 3;
    auto s = game.new_game(setup);
    GameRecord first = new_record(game, setup, std::vector<std::string>(setup.players, "random"));
    for (int i = 0; i < 40 && !s->is_terminal(); ++i) {
      const Action a = agent_action(game, *s, first, s->current_player());
      first.actions.push_back(s->action_key(a));
      s->apply(a);
    }
    GameRecord later = new_record(game, setup, first.seats);
    later.start = s->to_json();
    for (int i = 0; i < 40 && !s->is_terminal(); ++i) {
      const Action a = agent_action(game, *s, later, s->current_player());
      later.actions.push_back(s->action_key(a));
      s->apply(a);
    }
    const auto back = GameRecord::from_json(nlohmann::json::parse(later.to_json().dump()), "g.json");
    EXPECT_EQ(replay(game, back, "g.json")->hash(), s->hash()) << name;
    auto j = later.to_json();
    j["start"] = 5;
    EXPECT_EQ(error_of([&] { GameRecord::from_json(j, "g.json"); }), "g.json: start: expected a saved game state (a JSON object)");
    j["start"] = nlohmann::json::object({{"turn", "x"}});
    EXPECT_EQ(error_of([&] { replay(game, GameRecord::from_json(j, "g.json"), "g.json"); }).rfind("g.json: start: ", 0), 0u)
        << name;
    EXPECT_FALSE(GameRecord::from_json(first.to_json(), "g.json").to_json().contains("start"));
  }
}

// A First Edition save written by `play` before game records ({"state", "agent", "seat"}) is still
// read: its state, and who sat where.
TEST(Saves, AFirstEditionSaveOfTheOlderFormIsStillRead) {
  const auto& game = game_module("stccg1e");
  const std::string dir = std::string(SPACELINE_SOURCE_DIR) + "/tests/cli/fixtures/";
  auto old = game.load_legacy_save(read_json_file(dir + "old-1e-save.json"), "old.json", false);
  ASSERT_TRUE(old);
  EXPECT_EQ(old->seats, (std::vector<std::string>{"human", "heuristic"}));
  EXPECT_FALSE(old->state->is_terminal());
  auto again = game.load_legacy_save(read_json_file(dir + "old-1e-save.json"), "old.json", false);
  EXPECT_EQ(again->setup.seed, old->setup.seed);  // the computer's moves from here on are fixed by the file
  auto seat2 = game.load_legacy_save(read_json_file(dir + "old-1e-save-seat2.json"), "old2.json", false);
  EXPECT_EQ(seat2->seats, (std::vector<std::string>{"random", "human"}));
  // Damaged: named by field. Not an old save at all: not this form (nullopt).
  auto j = read_json_file(dir + "old-1e-save.json");
  j["seat"] = 3;
  EXPECT_EQ(error_of([&] { game.load_legacy_save(j, "old.json", false); }), "old.json: seat: must be 1 or 2 (your seat), not 3");
  EXPECT_FALSE(game.load_legacy_save(nlohmann::json::object({{"x", 1}}), "x.json", false));
  const auto bare = read_json_file(dir + "old-1e-save.json")["state"];
  EXPECT_FALSE(game.load_legacy_save(bare, "bare.json", false));
  EXPECT_TRUE(game.load_legacy_save(bare, "bare.json", true));
  EXPECT_FALSE(game_module("talespin").load_legacy_save(read_json_file(dir + "old-1e-save.json"), "old.json", true));
}

// `c NAME` in play: part of a name finds a card; several are listed.
TEST(Saves, EveryGameFindsCardsByPartOfTheName) {
  const auto& ts = game_module("talespin");
  EXPECT_NE(ts.show_card("wendell").find("Captain Wendell Brisk ("), std::string::npos) << ts.show_card("wendell");
  EXPECT_NE(ts.show_card("a").find(" cards match 'a':"), std::string::npos);
  EXPECT_THROW(ts.show_card("zzzzqqq"), std::invalid_argument);
  const auto& fe = game_module("stccg1e");
  EXPECT_NE(fe.show_card("u.s.s").find("cards match 'u.s.s'"), std::string::npos);
}
