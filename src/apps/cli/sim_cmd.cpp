// `spaceline sim`: the computer plays itself many times, in any registered game.
#include <unistd.h>

#include <iomanip>
#include <iostream>

#include "apps/cli/commands.h"
#include "core/match.h"
#include "core/registry.h"

namespace spaceline::cli {

void register_sim(CLI::App& app) {
  struct Opts {
    std::string game;
    int players = 0;
    int games = 100;
    uint64_t seed = 1;
    std::vector<std::string> decks;
    std::vector<std::string> agents;
    bool json = false;
    bool rotate_seats = false;
    int max_turns = 0;
  };
  auto o = std::make_shared<Opts>();
  auto* sim = app.add_subcommand("sim", "Computer vs computer: play many seeded games and summarise");
  sim->add_option("--game", o->game, "the game: " + [] {
    std::string v;
    for (const auto& n : game_names()) v += (v.empty() ? "" : ", ") + n;
    return v;
  }() + " (default " + default_game() + ")");
  sim->add_option("--players", o->players, "number of players (default: the fewest the game allows)");
  sim->add_option("--games", o->games, "number of games")->check(CLI::PositiveNumber);
  sim->add_option("--seed", o->seed, "seed of the first game; game i uses seed+i");
  sim->add_option("--decks", o->decks,
                  "one deck per player (bundled names or files); 'random' draws a new legal deck for that seat in every game");
  sim->add_option("--agents", o->agents, "one agent per player: heuristic, random, or a search agent the game offers (ismcts-easy, ismcts, ismcts-hard); default: heuristic for all");
  sim->add_option("--max-turns", o->max_turns, "end a game by score after this many turns (0 = no limit)");
  sim->add_flag("--rotate-seats", o->rotate_seats,
                "the agents take every seat in turn, each seating on the same seeds (--games a multiple of the players); "
                "wins are also counted per agent");
  sim->add_flag("--json", o->json, "print a JSON summary");
  sim->callback([o] {
    const GameModule& game = game_module(o->game.empty() ? default_game() : o->game);
    GameSetup setup;
    setup.players = o->players ? o->players : game.min_players();
    if (setup.players < game.min_players() || setup.players > game.max_players())
      throw std::invalid_argument(game.name() + " is played by " + std::to_string(game.min_players()) + " to " +
                                  std::to_string(game.max_players()) + " players, not " + std::to_string(setup.players));
    setup.decks = o->decks.empty() ? game.default_decks(setup.players) : o->decks;
    if (static_cast<int>(setup.decks.size()) != setup.players)
      throw std::invalid_argument("--decks: " + std::to_string(setup.decks.size()) + " decks for " +
                                  std::to_string(setup.players) + " players");
    setup.seed = o->seed;
    setup.max_turns = o->max_turns;
    std::vector<std::string> agents = o->agents.empty() ? std::vector<std::string>(setup.players, "heuristic") : o->agents;
    if (static_cast<int>(agents.size()) != setup.players)
      throw std::invalid_argument("--agents: " + std::to_string(agents.size()) + " agents for " +
                                  std::to_string(setup.players) + " players");
    for (const auto& a : agents) game.make_agent(a, 0);  // an unknown agent is refused before any game is played
    // A progress bar on a terminal (stderr), never in the JSON.
    const bool bar = isatty(2) && o->games >= 20;
    auto progress = [&](int done, int total) {
      if (!bar || (done % std::max(1, total / 50) != 0 && done != total)) return;
      const int w = 40, filled = done * w / total;
      std::cerr << "\r[" << std::string(filled, '#') << std::string(w - filled, ' ') << "] " << done << "/" << total
                << (done == total ? "\n" : "") << std::flush;
    };
    // run_sim refuses --rotate-seats with games that are not a multiple of the players, before any is played.
    auto s = run_sim(game, setup, o->games, agents, progress, o->rotate_seats);
    if (o->json) {
      nlohmann::json j = {{"game", game.name()},
                          {"players", setup.players},
                          {"games", s.games},
                          {"decks", setup.decks},
                          {"agents", agents},
                          {"wins", s.wins},
                          {"draws", s.draws},
                          {"errors", s.errors},
                          {"error_messages", s.error_messages},
                          {"average_turns", s.avg_turns},
                          {"average_decisions", s.avg_steps},
                          {"average_scores", s.avg_scores},
                          {"seconds", s.seconds},
                          {"games_per_second", s.games_per_second},
                          {"seed", o->seed},
                          {"rotate_seats", o->rotate_seats},
                          {"agent_wins", s.agent_wins},
                          {"agent_average_scores", s.agent_avg_scores}};
      for (const auto& [k, v] : s.stats) j[k] = v;
      std::cout << j.dump(2) << "\n";
    } else {
      std::cout << std::fixed << std::setprecision(2);
      const int seeds = o->rotate_seats ? s.games / setup.players : s.games;
      std::cout << s.games << " games of " << game.title() << ", seeds " << o->seed << ".." << o->seed + seeds - 1 << "\n";
      if (o->rotate_seats) {
        std::cout << "  seats rotated: each agent sat in each seat for " << s.games / setup.players << " games\n";
        for (int p = 0; p < setup.players; ++p)
          std::cout << "  P" << p + 1 << " " << setup.decks[p] << ": " << s.wins[p] << " wins, avg score " << s.avg_scores[p] << "\n";
        for (size_t a = 0; a < agents.size(); ++a)
          std::cout << "  agent " << a + 1 << " " << agents[a] << ": " << s.agent_wins[a] << " wins, avg score " << s.agent_avg_scores[a]
                    << "\n";
      } else {
        for (int p = 0; p < setup.players; ++p)
          std::cout << "  P" << p + 1 << " " << setup.decks[p] << " (" << agents[p] << "): " << s.wins[p]
                    << " wins, avg score " << s.avg_scores[p] << "\n";
      }
      std::cout << "  draws " << s.draws << ", errors " << s.errors << ", avg turns " << s.avg_turns << ", "
                << s.games_per_second << " games/s\n";
      if (!s.stats.empty()) {
        std::cout << " ";
        for (const auto& [k, v] : s.stats) std::cout << " " << k << " " << v << ";";
        std::cout << "\n";
      }
      for (auto& m : s.error_messages) std::cout << "  error: " << m << "\n";
    }
    if (s.errors) set_exit_code(1);
  });
}

}  // namespace spaceline::cli
