// `spaceline scenario run FILE|DIR...` and `spaceline explain FILE`
// (docs/cli.md, docs/scenario-format.md). The core's scenario runner does the
// work for every game (core/scenario.h); this file only formats the output.
// `explain` of a saved game goes through the core too (game_files.h).
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "apps/cli/commands.h"
#include "apps/cli/game_files.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace spaceline::cli {

namespace {

// Indents the continuation lines of a multi-line failure under its headline.
std::string indent(const std::string& text) {
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n') out += "    ";
  }
  return out;
}

// Each file is read once and run by its game's module (its `game:` key; First Edition when it has none).
ScenarioReport run_file(const std::string& f, bool mutate) {
  try {
    const ScenarioDocument doc = read_scenario(f);
    return run_scenario(game_module(scenario_game(doc, default_game())), doc, mutate);
  } catch (const std::exception& e) {  // an unreadable file or an unknown game
    ScenarioReport r;
    r.file = f;
    r.name = std::filesystem::path(f).stem().string();
    r.message = e.what();
    return r;
  }
}

int run_scenarios(const std::vector<std::string>& paths) {
  int passed = 0, failed = 0;
  auto files = scenario_files(paths);
  if (files.empty()) {
    std::cout << "no scenario files (*.yaml) found\n";
    return 1;
  }
  for (const auto& f : files) {
    const ScenarioReport r = run_file(f, false);
    if (r.passed) {
      std::cout << "PASS " << r.name << "\n";
      ++passed;
      continue;
    }
    std::cout << "FAIL " << r.name << ": " << indent(r.message) << "\n";
    ++failed;
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed ? 1 : 0;
}

// `scenario run --mutate`: every scenario must pass, then fail once any one of
// its expectations is changed (core/scenario.h).
int mutate_scenarios(const std::vector<std::string>& paths) {
  auto files = scenario_files(paths);
  if (files.empty()) {
    std::cout << "no scenario files (*.yaml) found\n";
    return 1;
  }
  int mutants = 0, killed = 0, survived = 0, failed = 0;
  for (const auto& f : files) {
    const ScenarioReport r = run_file(f, true);
    mutants += r.mutants;
    killed += r.killed;
    survived += static_cast<int>(r.survived.size());
    if (!r.passed) {
      std::cout << "FAIL " << r.name << ": " << indent(r.message) << "\n";
      ++failed;
      continue;
    }
    for (const auto& s : r.survived) std::cout << "SURVIVED " << r.file << ": " << s << "\n";
    if (r.survived.empty())
      std::cout << "PASS " << r.name << ": "
                << (r.mutants ? std::to_string(r.mutants) + " mutant(s), all killed" : std::string("no expectations to mutate"))
                << "\n";
  }
  std::cout << files.size() << " files, " << mutants << " mutants, " << killed << " killed, " << survived << " survived";
  if (failed) std::cout << " (" << failed << " file(s) failed unchanged)";
  std::cout << "\n";
  return failed || survived ? 1 : 0;
}

// A saved game: a game record, First Edition's older {"state": ...} or a bare GameState JSON.
bool looks_like_json(const std::string& path) {
  std::ifstream f(path);
  char c = 0;
  while (f.get(c) && std::isspace(static_cast<unsigned char>(c))) {
  }
  return c == '{';
}

int run_explain(const std::string& path, const std::string& game) {
  try {
    if (looks_like_json(path)) {
      const LoadedGame g = load_game_file(path, game, /*bare_state_ok=*/true);  // every field checked, replayed
      std::cout << g.game->explain(*g.state);
      return 0;
    }
    // A scenario file: its `game:` key says whose.
    const ScenarioDocument doc = read_scenario(path);
    const std::string file_game = scenario_game(doc, game.empty() ? default_game() : game);
    if (!game.empty() && file_game != game)
      throw std::invalid_argument(path + ": a scenario of " + file_game + ", not " + game);
    const GameModule& module = game_module(file_game);
    const ScenarioPosition pos = scenario_position(module, doc);
    std::cout << "Scenario " << pos.name << (pos.description.empty() ? "" : ": " + pos.description) << "\n\n";
    std::cout << module.explain(*pos.state);
    if (!pos.stopped.empty()) std::cout << "\nThe script stopped early:\n  " << indent(pos.stopped) << "\n";
    return pos.stopped.empty() ? 0 : 1;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
}

}  // namespace

void register_scenario(CLI::App& app) {
  auto* sc = app.add_subcommand("scenario", "Scenario files: set up a position, script the choices, check the outcome");
  sc->require_subcommand(1);
  auto* run = sc->add_subcommand("run", "Run scenario files (folders recursively, *.yaml)");
  auto paths = std::make_shared<std::vector<std::string>>();
  auto mutate = std::make_shared<bool>(false);
  run->add_option("paths", *paths, "scenario files or folders")->required();
  run->add_flag("--mutate", *mutate,
                "Check that every expectation can fail: change each one in turn (in memory) and run again; "
                "every such mutant must fail");
  run->callback([paths, mutate] { set_exit_code(*mutate ? mutate_scenarios(*paths) : run_scenarios(*paths)); });
}

void register_explain(CLI::App& app) {
  auto* ex = app.add_subcommand("explain", "Explain a scenario or a saved game: the log with rule ids, the legal actions, why others are not legal");
  auto path = std::make_shared<std::string>();
  auto game = std::make_shared<std::string>();
  ex->add_option("file", *path, "a scenario file (.yaml) or a saved game (.json) of any game")->required();
  ex->add_option("--game", *game, "the game of a save in an older form (a game record names its game)");
  ex->callback([path, game] { set_exit_code(run_explain(*path, *game)); });
}

}  // namespace spaceline::cli
