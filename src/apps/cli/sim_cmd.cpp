// `spaceline sim`: the computer plays itself many times.
#include <iomanip>
#include <iostream>
#include <optional>

#include "apps/cli/commands.h"
#include "games/stccg1e/cards/deck_random.h"
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
  sim->add_option("--decks", o->decks,
                  "two decks (files or bundled names); 'random' draws a new legal Premiere deck for that seat in every game")
      ->expected(2);
  sim->add_option("--agents", o->agents, "two agents: heuristic or random")->expected(2);
  sim->add_option("--max-turns", o->max_turns, "end a game as a draw-by-score after this many turns (0 = no limit)");
  sim->add_flag("--json", o->json, "print a JSON summary");
  sim->callback([o] {
    auto db = CardDb::bundled();
    // A fixed deck is loaded once; "random" is drawn anew for every game from its seed (and the seat).
    std::array<std::optional<Deck>, 2> fixed;
    for (int i = 0; i < 2; ++i)
      if (o->decks[i] != "random") fixed[i] = load_deck_file(resolve_deck_path(o->decks[i]), *db);
    auto decks_for = [&](uint64_t game_seed) {
      std::array<Deck, 2> d;
      for (int i = 0; i < 2; ++i) d[i] = fixed[i] ? *fixed[i] : random_deck(*db, game_seed * 2 + static_cast<uint64_t>(i));
      return d;
    };
    const std::array<std::string, 2> names = {fixed[0] ? fixed[0]->name : "random Premiere decks",
                                              fixed[1] ? fixed[1]->name : "random Premiere decks"};
    for (auto& a : o->agents)
      if (a != "random" && a != "heuristic") throw std::runtime_error("unknown agent '" + a + "' (expected random or heuristic)");
    GameConfig cfg;
    cfg.max_turns = o->max_turns;
    auto s = run_sim(db, decks_for, o->seed, o->games, {o->agents[0], o->agents[1]}, cfg);
    if (o->json) {
      nlohmann::json j = {{"games", s.games},
                          {"decks", {names[0], names[1]}},
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
                          {"nullified", s.nullified},
                          {"artifacts_earned", s.artifacts_earned},
                          {"window_passes", s.windows},
                          {"actions_undone", s.actions_undone},
                          {"ships_commandeered", s.ships_commandeered},
                          {"seconds", s.seconds},
                          {"games_per_second", s.games_per_second},
                          {"seed", o->seed}};
      std::cout << j.dump(2) << "\n";
    } else {
      std::cout << std::fixed << std::setprecision(2);
      std::cout << s.games << " games, seeds " << o->seed << ".." << o->seed + s.games - 1 << "\n";
      std::cout << "  P1 " << names[0] << " (" << o->agents[0] << "): " << s.wins[0] << " wins, avg score " << s.avg_scores[0] << "\n";
      std::cout << "  P2 " << names[1] << " (" << o->agents[1] << "): " << s.wins[1] << " wins, avg score " << s.avg_scores[1] << "\n";
      std::cout << "  draws " << s.draws << ", errors " << s.errors << ", avg turns " << s.avg_turns << ", "
                << s.games_per_second << " games/s\n";
      std::cout << "  battles: " << s.ship_battles << " ship, " << s.away_team_battles << " Away Team; events played "
                << s.events_played << "; ships cloaked " << s.cloaks << ", interrupts played " << s.interrupts_played
                << ", cards nullified " << s.nullified << ", artifacts earned " << s.artifacts_earned << "\n";
      for (auto& m : s.error_messages) std::cout << "  error: " << m << "\n";
    }
    if (s.errors) set_exit_code(1);
  });
}

}  // namespace spaceline::cli
