// `spaceline play`: a person in the terminal against computer players, in any registered game
// (docs/cli.md). This file sets the game up or resumes it; play_loop.cpp plays it. Neither
// includes a game's header: games are reached through the core (core/module.h).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <random>
#include <sstream>

#include "apps/cli/commands.h"
#include "apps/cli/game_files.h"
#include "apps/cli/play_loop.h"
#include "core/registry.h"

namespace spaceline::cli {

namespace {

struct PlayOptions {
  std::string game;                      // "" = the default game, or the saved game's
  int players = 0;                       // 0 = the fewest the game allows
  int seat = 1;
  std::string deck;                      // "" = the game's default for your seat
  std::vector<std::string> opponent_decks;
  std::vector<std::string> agents = {"heuristic"};
  uint64_t seed = 0;
  bool seed_given = false;
  int max_turns = 0;
  std::string save = "spaceline-save.json";
  bool save_given = false;
  std::string resume;
  bool force = false;
};

// One value per other seat, from an option given once (for all of them) or once per seat.
std::vector<std::string> per_other_seat(const std::vector<std::string>& given, const std::string& option, int others) {
  if (given.size() == 1) return std::vector<std::string>(others, given.front());
  if (static_cast<int>(given.size()) == others) return given;
  throw std::invalid_argument(option + ": " + std::to_string(given.size()) + " values for " + std::to_string(others) +
                              " computer player(s): give one for all of them, or one per computer player");
}

// A new game must not replace a saved one by accident.
void refuse_to_overwrite(const std::string& path, bool force, const std::string& why) {
  if (path.empty() || force) return;
  std::error_code ec;
  if (std::filesystem::exists(path, ec))
    throw std::invalid_argument(path + " already exists " + why + "; resume it with --resume " + path +
                                ", save elsewhere with --save FILE, or overwrite it with --force");
}

// `path`, or the first of PATH-2.json, PATH-3.json, ... that does not exist.
std::string free_save_name(const std::string& path) {
  std::error_code ec;
  if (path.empty() || !std::filesystem::exists(path, ec)) return path;
  const std::filesystem::path p(path);
  for (int n = 2; n < 100000; ++n) {
    auto candidate = p.parent_path() / (p.stem().string() + "-" + std::to_string(n) + p.extension().string());
    if (!std::filesystem::exists(candidate, ec)) return candidate.string();
  }
  throw std::invalid_argument(path + " and 100000 numbered saves beside it exist: choose a file with --save FILE");
}

PlaySession new_game(const PlayOptions& o) {
  const GameModule& game = game_module(o.game.empty() ? default_game() : o.game);
  const int players = o.players ? o.players : game.min_players();
  if (players < game.min_players() || players > game.max_players())
    throw std::invalid_argument("--players " + std::to_string(players) + ": " + game.title() + " is a game for " +
                                (game.min_players() == game.max_players()
                                     ? std::to_string(game.min_players())
                                     : std::to_string(game.min_players()) + " to " + std::to_string(game.max_players())) +
                                " players");
  if (o.seat < 1 || o.seat > players)
    throw std::invalid_argument("--seat " + std::to_string(o.seat) + ": choose a seat from 1 to " + std::to_string(players));
  const int me = o.seat - 1;
  const auto agent_names = game.agent_names();
  const auto agents = per_other_seat(o.agents, "--agent", players - 1);
  for (const auto& a : agents)
    if (std::find(agent_names.begin(), agent_names.end(), a) == agent_names.end()) game.make_agent(a, 0);  // names the known ones
  // Your deck and the others' in seat order; the game's defaults where none is given.
  const auto defaults = game.default_decks(players);
  std::vector<std::string> others_default(defaults.begin() + 1, defaults.end());
  const auto others = o.opponent_decks.empty() ? others_default : per_other_seat(o.opponent_decks, "--opponent-deck", players - 1);
  GameSetup setup;
  setup.players = players;
  setup.seed = o.seed_given ? o.seed : std::random_device{}();
  setup.max_turns = o.max_turns;
  std::vector<std::string> seats;
  for (int p = 0, k = 0; p < players; ++p) {
    setup.decks.push_back(p == me ? (o.deck.empty() ? defaults.front() : o.deck) : others[k]);
    seats.push_back(p == me ? kHumanSeat : agents[k]);
    if (p != me) ++k;
  }
  for (const auto& d : setup.decks) {  // a deck that may not be played is refused before the game
    if (d == "random") continue;
    const DeckReport r = game.check_deck(d);
    if (r.errors.empty()) continue;
    std::string m = d + " is not a legal deck (" + r.deck_name + "):";
    for (const auto& e : r.errors) m += "\n  " + e;
    throw std::invalid_argument(m);
  }
  // The default file is never overwritten either: a new game without --save takes the next free
  // name (spaceline-save-2.json, ...), so running the game again simply starts another one.
  std::string save = o.save;
  if (!o.save_given && !o.force) save = free_save_name(o.save);
  else refuse_to_overwrite(save, o.force, "(a saved game?)");
  PlaySession p;
  p.game = &game;
  p.record = new_record(game, setup, seats);
  p.state = game.new_game(setup);
  p.me = me;
  p.save = save;
  std::ostringstream intro;
  intro << "New game of " << game.title() << ", seed " << setup.seed << " (replay it with --seed " << setup.seed
        << "). You are P" << o.seat << " with " << setup.decks[me] << "; the computer plays";
  for (int q = 0, k = 0; q < players; ++q) {
    if (q == me) continue;
    intro << (k++ ? ", " : " ") << "P" << q + 1 << " (" << seats[q] << ") with " << setup.decks[q];
  }
  std::cout << intro.str() << ".\n";
  return p;
}

PlaySession resumed_game(const PlayOptions& o) {
  LoadedGame g = load_game_file(o.resume, o.game, /*bare_state_ok=*/false);
  const auto humans = std::count(g.record.seats.begin(), g.record.seats.end(), std::string(kHumanSeat));
  if (humans != 1)
    throw std::invalid_argument(o.resume + ": seats: " + std::to_string(humans) +
                                " seats are \"human\"; play needs exactly one (yours)");
  PlaySession p;
  p.game = g.game;
  p.me = static_cast<int>(std::find(g.record.seats.begin(), g.record.seats.end(), std::string(kHumanSeat)) -
                          g.record.seats.begin());
  p.record = std::move(g.record);
  p.state = std::move(g.state);
  // A resumed game goes on being saved to its file, unless told otherwise.
  p.save = o.save_given ? o.save : o.resume;
  if (p.save != o.resume) refuse_to_overwrite(p.save, o.force, "and is not the game being resumed");
  std::cout << "Resumed " << o.resume << ": " << p.game->title() << ", turn " << p.state->turn_number() << ", after "
            << p.record.actions.size() << " actions; you are P" << p.me + 1 << " (" << describe_seats(p.record) << ").\n";
  if (g.legacy)
    std::cout << "This save is in the form of an earlier Spaceline. The game goes on from where it stands; its moves "
                 "before now cannot be replayed. From now on it is saved as a game record (docs/save-format.md).\n";
  return p;
}

int run_play(const PlayOptions& o) {
  PlaySession p = o.resume.empty() ? new_game(o) : resumed_game(o);
  // The first save checks at once that the file can be written.
  if (!p.save.empty()) save_record(p.save, p.record);
  return play_loop(p, std::cin, std::cout);
}

}  // namespace

void register_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  auto* play = app.add_subcommand("play", "Play a game against the computer in the terminal");
  play->add_option("--game", o->game, "the game: " + [] {
    std::string s;
    for (const auto& n : game_names()) s += (s.empty() ? "" : ", ") + n;
    return s;
  }() + " (default " + default_game() + ")");
  play->add_option("--players", o->players, "number of players (default: the fewest the game allows)");
  play->add_option("--seat", o->seat, "your seat, 1 to the number of players (default 1)");
  play->add_option("--deck", o->deck, "your deck (file or bundled name; default: the game's)");
  play->add_option("--opponent-deck", o->opponent_decks,
                   "the computer players' decks: once for all of them, or once per computer player in seat order");
  play->add_option("--agent", o->agents, "the computer players: heuristic, random, or a search agent the game offers (ismcts-easy, ismcts, ismcts-hard); once for all, or once per computer player");
  play->add_option("--max-turns", o->max_turns, "end the game after this many turns (0: no limit)")->check(CLI::NonNegativeNumber);
  auto* save = play->add_option("--save", o->save, "file the game is saved to after every action (\"\" = none)");
  play->add_option("--resume", o->resume, "continue a saved game");
  play->add_flag("--force", o->force, "let a new game overwrite an existing save file");
  auto* seed = play->add_option("--seed", o->seed, "random seed (the same seed and choices replay the same game)");
  play->callback([o, seed, save] {
    o->seed_given = seed->count() > 0;
    o->save_given = save->count() > 0;
    set_exit_code(run_play(*o));
  });
}

}  // namespace spaceline::cli
