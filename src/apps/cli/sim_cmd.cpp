// `spaceline sim`: the computer plays itself many times.
#include <iomanip>
#include <iostream>

#include "apps/cli/commands.h"
#include "games/stccg1e/match.h"

namespace spaceline::cli {
using namespace spaceline::stccg1e;

void register_sim(CLI::App& app) {
  struct Opts {
    int games = 100;
    uint64_t seed = 1;
    std::vector<std::string> decks = {"federation-premiere", "klingon-premiere"};
    std::vector<std::string> agents = {"heuristic", "heuristic"};
    bool json = false;
    int max_turns = 0;
  };
  auto o = std::make_shared<Opts>();
  auto* sim = app.add_subcommand("sim", "Computer vs computer: play many seeded games and summarise");
  sim->add_option("--games", o->games, "number of games")->check(CLI::PositiveNumber);
  sim->add_option("--seed", o->seed, "seed of the first game; game i uses seed+i");
  sim->add_option("--decks", o->decks, "two decks (files or bundled names)")->expected(2);
  sim->add_option("--agents", o->agents, "two agents: heuristic or random")->expected(2);
  sim->add_option("--max-turns", o->max_turns, "end a game as a draw-by-score after this many turns (0 = no limit)");
  sim->add_flag("--json", o->json, "print a JSON summary");
  sim->callback([o] {
    auto db = CardDb::bundled();
    std::array<Deck, 2> decks = {load_deck_file(resolve_deck_path(o->decks[0]), *db),
                                 load_deck_file(resolve_deck_path(o->decks[1]), *db)};
    for (auto& a : o->agents)
      if (a != "random" && a != "heuristic") throw std::runtime_error("unknown agent '" + a + "' (expected random or heuristic)");
    GameConfig cfg;
    cfg.max_turns = o->max_turns;
    auto s = run_sim(db, decks, o->seed, o->games, {o->agents[0], o->agents[1]}, cfg);
    if (o->json) {
      nlohmann::json j = {{"games", s.games},
                          {"decks", {decks[0].name, decks[1].name}},
                          {"agents", o->agents},
                          {"wins", {s.wins[0], s.wins[1]}},
                          {"draws", s.draws},
                          {"errors", s.errors},
                          {"error_messages", s.error_messages},
                          {"average_turns", s.avg_turns},
                          {"average_decisions", s.avg_steps},
                          {"average_scores", {s.avg_scores[0], s.avg_scores[1]}},
                          {"ship_battles", s.ship_battles},
                          {"away_team_battles", s.away_team_battles},
                          {"events_played", s.events_played},
                          {"cloaks", s.cloaks},
                          {"interrupts_played", s.interrupts_played},
                          {"seconds", s.seconds},
                          {"games_per_second", s.games_per_second},
                          {"seed", o->seed}};
      std::cout << j.dump(2) << "\n";
    } else {
      std::cout << std::fixed << std::setprecision(2);
      std::cout << s.games << " games, seeds " << o->seed << ".." << o->seed + s.games - 1 << "\n";
      std::cout << "  P1 " << decks[0].name << " (" << o->agents[0] << "): " << s.wins[0] << " wins, avg score " << s.avg_scores[0] << "\n";
      std::cout << "  P2 " << decks[1].name << " (" << o->agents[1] << "): " << s.wins[1] << " wins, avg score " << s.avg_scores[1] << "\n";
      std::cout << "  draws " << s.draws << ", errors " << s.errors << ", avg turns " << s.avg_turns << ", "
                << s.games_per_second << " games/s\n";
      std::cout << "  battles: " << s.ship_battles << " ship, " << s.away_team_battles << " Away Team; events played "
                << s.events_played << "; ships cloaked " << s.cloaks << ", interrupts played " << s.interrupts_played << "\n";
      for (auto& m : s.error_messages) std::cout << "  error: " << m << "\n";
    }
    if (s.errors) set_exit_code(1);
  });
}

}  // namespace spaceline::cli
