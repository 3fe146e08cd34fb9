// Every game this program plays, the default first. Adding a game: its module
// under src/games/<name>/ (a GameModule, core/module.h), its data under
// data/<name>/, and one line here (docs/architecture.md, "Adding a game").
#include <stdexcept>

#include "core/registry.h"
#include "games/stccg1e/module.h"
#include "games/stccg2e/module.h"
#include "games/spacequest/module.h"
#include "games/talespin/module.h"

namespace spaceline {

namespace {
const std::vector<std::unique_ptr<GameModule>>& all() {
  static const auto modules = [] {
    std::vector<std::unique_ptr<GameModule>> v;
    v.push_back(stccg1e::make_module());
    v.push_back(talespin::make_module());
    v.push_back(stccg2e::make_module());
    v.push_back(spacequest::make_module());
    return v;
  }();
  return modules;
}
}  // namespace

const GameModule& game_module(const std::string& name) {
  for (const auto& m : all())
    if (m->name() == name) return *m;
  std::string known;
  for (const auto& m : all()) known += (known.empty() ? "" : ", ") + m->name();
  throw std::invalid_argument("unknown game '" + name + "' (known games: " + known + ")");
}

std::vector<std::string> game_names() {
  std::vector<std::string> v;
  for (const auto& m : all()) v.push_back(m->name());
  return v;
}

std::string default_game() { return all().front()->name(); }

}  // namespace spaceline
