#include "apps/cli/game_files.h"

#include <algorithm>
#include <stdexcept>

#include "core/registry.h"
#include "core/save_io.h"

namespace spaceline::cli {

namespace {

[[noreturn]] void bad(const std::string& path, const std::string& field, const std::string& problem) {
  throw std::invalid_argument(path + ": " + field + ": " + problem);
}

const GameModule& module_named(const std::string& path, const std::string& name) {
  const auto names = game_names();
  if (std::find(names.begin(), names.end(), name) != names.end()) return game_module(name);
  std::string known;
  for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
  bad(path, "game", "unknown game '" + name + "' (this program knows " + known + ")");
}

void check_seats(const std::string& path, const GameModule& game, const GameRecord& r) {
  const auto agents = game.agent_names();
  for (size_t i = 0; i < r.seats.size(); ++i) {
    const std::string& s = r.seats[i];
    if (s == kHumanSeat || std::find(agents.begin(), agents.end(), s) != agents.end()) continue;
    std::string known = kHumanSeat;
    for (const auto& a : agents) known += ", " + a;
    bad(path, "seats[" + std::to_string(i) + "]", "'" + s + "' is neither a person nor an agent of " + game.name() +
                                                     " (expected one of " + known + ")");
  }
}

}  // namespace

LoadedGame load_game_file(const std::string& path, const std::string& game_option, bool bare_state_ok) {
  const nlohmann::json j = read_json_file(path);
  LoadedGame g;
  if (j.is_object() && j.contains("game")) {
    g.record = GameRecord::from_json(j, path);
    if (!game_option.empty() && game_option != g.record.game)
      bad(path, "game", "a game of " + g.record.game + ", not " + game_option + " (leave out --game)");
    g.game = &module_named(path, g.record.game);
    check_seats(path, *g.game, g.record);
    g.state = replay(*g.game, g.record, path);
    return g;
  }
  g.game = &module_named(path, game_option.empty() ? default_game() : game_option);
  auto old = g.game->load_legacy_save(j, path, bare_state_ok);
  if (!old)
    bad(path, "game", "missing: not a saved game (a game record has \"game\", \"version\", \"setup\", \"seats\" and "
                      "\"actions\", docs/save-format.md)");
  g.record = new_record(*g.game, old->setup, old->seats);
  g.record.start = old->state->to_json();
  check_seats(path, *g.game, g.record);
  g.state = std::move(old->state);
  g.legacy = true;
  return g;
}

void save_record(const std::string& path, const GameRecord& record) {
  write_file_atomically(path, record.to_json().dump() + "\n");
}

std::string describe_seats(const GameRecord& record) {
  std::string out;
  for (size_t i = 0; i < record.seats.size(); ++i)
    out += (i ? ", P" : "P") + std::to_string(i + 1) + " " + record.seats[i];
  return out;
}

}  // namespace spaceline::cli
