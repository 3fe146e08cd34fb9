// `spaceline cards show NAME` and `spaceline deck check FILE`.
#include <iostream>
#include <sstream>

#include "apps/cli/commands.h"
#include "apps/cli/render.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/cards/deck.h"

namespace spaceline::cli {
namespace {
int g_exit = 0;
}
int exit_code() { return g_exit; }
void set_exit_code(int c) { g_exit = c; }

using namespace spaceline::stccg1e;

void register_cards(CLI::App& app) {
  auto* cards = app.add_subcommand("cards", "Look up cards in the bundled library");
  cards->require_subcommand(1);
  auto* show = cards->add_subcommand("show", "Show a card by name (or part of a name)");
  auto name = std::make_shared<std::string>();
  show->add_option("name", *name, "card name")->required();
  show->callback([name] {
    auto db = CardDb::bundled();
    if (const auto* c = db->by_name(*name)) {
      std::cout << render_card(*c);
      return;
    }
    auto hits = db->search(*name);
    if (hits.empty()) {
      std::cerr << "no card named '" << *name << "'\n";
      set_exit_code(1);
      return;
    }
    if (hits.size() == 1) {
      std::cout << render_card(*hits.front());
      return;
    }
    std::cout << hits.size() << " cards match '" << *name << "':\n";
    for (auto* c : hits) std::cout << "  " << c->name << "  (" << to_string(c->type) << ")\n";
  });
  auto* list = cards->add_subcommand("list", "List cards, optionally of one type");
  auto type = std::make_shared<std::string>();
  list->add_option("--type", *type, "personnel, ship, mission, dilemma, ...");
  list->callback([type] {
    auto db = CardDb::bundled();
    for (const auto& c : db->all())
      if (type->empty() || *type == to_string(c.type))
        std::cout << c.id << "  " << c.name << "  (" << to_string(c.type)
                  << (c.text == TextStatus::Unimplemented ? ", text not implemented" : "") << ")\n";
  });
}

void register_deck(CLI::App& app) {
  auto* deck = app.add_subcommand("deck", "Deck tools");
  deck->require_subcommand(1);
  auto* check = deck->add_subcommand("check", "Validate a deck file (R-DECK rules)");
  auto files = std::make_shared<std::vector<std::string>>();
  check->add_option("files", *files, "deck file(s), or names of bundled decks")->required();
  check->callback([files] {
    auto db = CardDb::bundled();
    for (const auto& f : *files) {
      try {
        auto d = load_deck_file(resolve_deck_path(f), *db);
        auto issues = validate_deck(d, *db);
        bool ok = deck_is_legal(issues);
        std::cout << d.source << ": " << d.name << ": " << (ok ? "legal" : "NOT legal") << " (" << d.seed.size()
                  << " seed + " << d.draw.size() << " draw cards)\n";
        for (auto& i : issues) std::cout << "  " << (i.error ? "error" : "warning") << " [" << i.rule << "] " << i.message << "\n";
        if (!ok) set_exit_code(1);
      } catch (const std::exception& e) {
        std::cout << e.what() << "\n";
        set_exit_code(1);
      }
    }
  });
}

}  // namespace spaceline::cli
