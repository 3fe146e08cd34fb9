// `spaceline cards list|show` and `spaceline deck check`, for any registered game.
#include <iostream>
#include <sstream>

#include "apps/cli/commands.h"
#include "core/registry.h"

namespace spaceline::cli {
namespace {
int g_exit = 0;
}
int exit_code() { return g_exit; }
void set_exit_code(int c) { g_exit = c; }

void add_game_option(CLI::App* cmd, std::string& game) {
  std::string names;
  for (const auto& n : game_names()) names += (names.empty() ? "" : ", ") + n;
  cmd->add_option("--game", game, "the game: " + names + " (default " + default_game() + ")");
}

const GameModule& chosen_game(const std::string& game) { return game_module(game.empty() ? default_game() : game); }

void register_cards(CLI::App& app) {
  auto* cards = app.add_subcommand("cards", "Look up cards in the bundled library");
  cards->require_subcommand(1);
  auto game = std::make_shared<std::string>();
  add_game_option(cards, *game);
  auto* show = cards->add_subcommand("show", "Show a card by name (or part of a name)");
  auto name = std::make_shared<std::string>();
  show->add_option("name", *name, "card name")->required();
  show->callback([name, game] {
    try {
      std::cout << chosen_game(*game).show_card(*name);
    } catch (const std::invalid_argument& e) {
      std::cerr << e.what() << "\n";
      set_exit_code(1);
    }
  });
  auto* list = cards->add_subcommand("list", "List cards, optionally of one type");
  auto type = std::make_shared<std::string>();
  list->add_option("--type", *type, "a card type of the game (personnel, ship, mission, dilemma, ...; passenger, cargo, ...)");
  list->callback([type, game] {
    std::istringstream in(chosen_game(*game).list_cards());
    // Each line names its type as a word ("(dilemma" or "  cargo  "): the filter keeps the lines that do.
    for (std::string line; std::getline(in, line);)
      if (type->empty() || line.find("(" + *type) != std::string::npos || line.find("  " + *type + "  ") != std::string::npos)
        std::cout << line << "\n";
  });
}

void register_deck(CLI::App& app) {
  auto* deck = app.add_subcommand("deck", "Deck tools");
  deck->require_subcommand(1);
  auto game = std::make_shared<std::string>();
  add_game_option(deck, *game);
  auto* check = deck->add_subcommand("check", "Validate a deck file (the game's deck rules)");
  auto files = std::make_shared<std::vector<std::string>>();
  check->add_option("files", *files, "deck file(s), or names of bundled decks")->required();
  check->callback([files, game] {
    const auto& g = chosen_game(*game);
    for (const auto& f : *files) {
      try {
        auto r = g.check_deck(f);
        const bool ok = r.errors.empty();
        std::cout << r.deck_name << ": " << (ok ? "legal" : "NOT legal") << (r.size.empty() ? "" : " (" + r.size + ")") << "\n";
        for (auto& i : r.errors) std::cout << "  error " << i << "\n";
        for (auto& i : r.warnings) std::cout << "  warning " << i << "\n";
        if (!ok) set_exit_code(1);
      } catch (const std::exception& e) {
        std::cout << e.what() << "\n";
        set_exit_code(1);
      }
    }
  });
}

}  // namespace spaceline::cli
