// `spaceline replay FILE [--step N] [--seat N]`: a saved game step by step, for every game
// (docs/cli.md): the log as one seat (or a judge) may see it, and the table after step N.
#include <iostream>

#include "apps/cli/commands.h"
#include "apps/cli/game_files.h"

namespace spaceline::cli {

namespace {

struct ReplayOptions {
  std::string file;
  std::string game;
  long step = -1;  // -1: every step
  int seat = 0;    // 0: everyone (a judge's view)
};

int run_replay(const ReplayOptions& o) {
  LoadedGame g = load_game_file(o.file, o.game, /*bare_state_ok=*/false);
  const GameRecord& r = g.record;
  const size_t total = r.actions.size();
  if (o.step > static_cast<long>(total))
    throw std::invalid_argument("--step " + std::to_string(o.step) + ": the game in " + o.file + " has " +
                                std::to_string(total) + " actions");
  if (o.seat > r.setup.players)
    throw std::invalid_argument("--seat " + std::to_string(o.seat) + ": the game has " + std::to_string(r.setup.players) +
                                " players");
  const size_t upto = o.step < 0 ? total : static_cast<size_t>(o.step);
  const int viewer = o.seat - 1;  // -1: everyone
  std::cout << "Replay of " << o.file << ": " << g.game->title() << ", " << r.setup.players << " players (" << describe_seats(r)
            << "), seed " << r.setup.seed << ", " << total << " actions; "
            << (viewer < 0 ? std::string("everything shown (a judge's view)")
                           : "as P" + std::to_string(o.seat) + " may see it")
            << ".\n";
  if (!r.start.is_null())
    std::cout << "The record starts from a save of an earlier Spaceline: the moves before it cannot be replayed.\n";
  auto s = replay(*g.game, r, o.file, 0);
  size_t shown = 0;
  auto flush = [&] {
    const auto lines = g.game->log_lines(*s, viewer);
    for (; shown < lines.size(); ++shown) std::cout << "    " << lines[shown] << "\n";
  };
  flush();
  for (size_t i = 0; i < upto; ++i) {
    const int actor = s->current_player();
    const Action a = action_by_key(*s, r.actions[i]);  // legal: replay() above checked the whole record
    std::cout << "Step " << i + 1 << " (P" << actor + 1 << ")";
    // Another player's choice may name cards the viewer may not see: the log says what they may.
    if (viewer < 0 || viewer == actor) std::cout << ": " << s->action_label(a);
    std::cout << "\n";
    s->apply(a);
    flush();
  }
  std::cout << "\nAfter step " << upto << " of " << total << ":\n" << g.game->render_table(*s, viewer);
  if (s->is_terminal()) std::cout << "Game over: " << g.game->end_reason(*s) << "\n";
  return 0;
}

}  // namespace

void register_replay(CLI::App& app) {
  auto o = std::make_shared<ReplayOptions>();
  auto* rp = app.add_subcommand("replay", "Show a saved game step by step: the log and the table after a step");
  rp->add_option("file", o->file, "a saved game (play --save)")->required();
  rp->add_option("--step", o->step, "stop after this many actions and show the table then (default: all)")
      ->check(CLI::NonNegativeNumber);
  rp->add_option("--seat", o->seat, "show the game as this player may see it (default: everything)")
      ->check(CLI::PositiveNumber);
  rp->add_option("--game", o->game, "the game, for a save of an older form (a game record names its game)");
  rp->callback([o] { set_exit_code(run_replay(*o)); });
}

}  // namespace spaceline::cli
