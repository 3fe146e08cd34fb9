// `spaceline scenario run FILE|DIR...` and `spaceline explain FILE`
// (docs/cli.md, docs/scenario-format.md). The game module does the work
// (games/stccg1e/scenario/scenario.h); this file only formats the output.
// `explain` of a saved game goes through the core for every game (game_files.h);
// scenario files are First Edition's.
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "apps/cli/commands.h"
#include "apps/cli/game_files.h"
#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/scenario/scenario_mutate.h"

namespace spaceline::cli {

using namespace spaceline::stccg1e;

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

int run_scenarios(const std::vector<std::string>& paths) {
  int passed = 0, failed = 0;
  auto files = scenario_files(paths);
  if (files.empty()) {
    std::cout << "no scenario files (*.yaml) found\n";
    return 1;
  }
  for (const auto& f : files) {
    std::string name = std::filesystem::path(f).stem().string();
    try {
      auto sc = load_scenario(f);
      name = sc.name;
      auto r = run_scenario(sc);
      if (r.passed) {
        std::cout << "PASS " << name << "\n";
        ++passed;
        continue;
      }
      std::cout << "FAIL " << name << ": " << indent(r.message) << "\n";
    } catch (const std::exception& e) {  // ScenarioError: file:line: problem
      std::cout << "FAIL " << name << ": " << indent(e.what()) << "\n";
    }
    ++failed;
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed ? 1 : 0;
}

// `scenario run --mutate`: every scenario must pass, then fail once any one of
// its expectations is changed (games/stccg1e/scenario/scenario_mutate.h).
int mutate_scenarios(const std::vector<std::string>& paths) {
  auto files = scenario_files(paths);
  if (files.empty()) {
    std::cout << "no scenario files (*.yaml) found\n";
    return 1;
  }
  int mutants = 0, killed = 0, survived = 0, failed = 0;
  for (const auto& f : files) {
    auto r = mutate_scenario_file(f);
    mutants += r.mutants;
    killed += r.killed;
    survived += static_cast<int>(r.survived.size());
    if (!r.original_passed) {
      std::cout << "FAIL " << r.name << ": " << indent(r.original_message) << "\n";
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
    if (!game.empty() && game != "stccg1e")
      throw std::invalid_argument(path + ": not a saved game (JSON); scenario files are First Edition's (--game stccg1e)");
    auto sc = load_scenario(path);
    auto r = run_scenario(sc, /*check=*/false);
    std::cout << "Scenario " << sc.name << (sc.description.empty() ? "" : ": " + sc.description) << "\n\n";
    std::cout << explain(sc.state());
    if (!r.passed) std::cout << "\nThe script stopped early:\n  " << indent(r.message) << "\n";
    return r.passed ? 0 : 1;
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
  ex->add_option("file", *path, "a First Edition scenario file (.yaml) or a saved game of any game (.json)")->required();
  ex->add_option("--game", *game, "the game of a save in an older form (a game record names its game)");
  ex->callback([path, game] { set_exit_code(run_explain(*path, *game)); });
}

}  // namespace spaceline::cli
