#include "games/stccg1e/match.h"

#include <chrono>

#include "games/stccg1e/agents/heuristic_agent.h"

namespace spaceline::stccg1e {

MatchResult play_match(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed,
                       const std::array<std::string, 2>& agents, GameConfig cfg, int max_steps) {
  MatchResult r;
  try {
    GameState s(db, decks, seed, cfg);
    std::array<std::unique_ptr<Agent>, 2> seat = {make_agent(agents[0], seed * 2 + 1), make_agent(agents[1], seed * 2 + 2)};
    while (!s.is_terminal()) {
      if (++r.steps > max_steps) {
        r.error = "game did not finish within " + std::to_string(max_steps) + " decisions";
        break;
      }
      int p = s.current_player();
      s.apply(seat[p]->choose(s));
    }
    r.winner = s.winner;
    r.turns = s.turn;
    r.scores = {s.players[0].score, s.players[1].score};
    r.end_reason = s.end_reason;
    for (const auto& e : s.log) {
      r.ship_battles += e.ev == Ev::BattleResult;
      r.away_team_battles += e.ev == Ev::AwayBattle;
      r.events_played += e.ev == Ev::EventPlayed;
      r.cloaks += e.ev == Ev::Cloaked;
      r.interrupts_played += e.ev == Ev::InterruptPlayed;
      r.nullified += e.ev == Ev::Nullified || e.ev == Ev::EventNullified;
      r.artifacts_earned += e.ev == Ev::ArtifactEarned;
      r.windows += e.ev == Ev::WindowPassed;
      r.actions_undone += e.ev == Ev::ActionUndone;
      r.ships_commandeered += e.ev == Ev::Commandeered;
    }
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  return r;
}

SimSummary run_sim(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed, int games,
                   const std::array<std::string, 2>& agents, GameConfig cfg) {
  return run_sim(db, [&decks](uint64_t) { return decks; }, seed, games, agents, cfg);
}

SimSummary run_sim(std::shared_ptr<const CardDb> db, const DeckChooser& decks_for, uint64_t seed, int games,
                   const std::array<std::string, 2>& agents, GameConfig cfg) {
  SimSummary sum;
  auto t0 = std::chrono::steady_clock::now();
  double turns = 0, steps = 0, sc0 = 0, sc1 = 0;
  for (int g = 0; g < games; ++g) {
    // Alternate which deck sits in which seat is not done: seats are fixed so
    // "wins per side" means per deck/agent pairing as given.
    const uint64_t game_seed = seed + static_cast<uint64_t>(g);
    MatchResult r;
    try {
      r = play_match(db, decks_for(game_seed), game_seed, agents, cfg);
    } catch (const std::exception& e) {
      r.error = std::string("decks: ") + e.what();
    }
    ++sum.games;
    if (!r.error.empty()) {
      ++sum.errors;
      if (sum.error_messages.size() < 10) sum.error_messages.push_back("game " + std::to_string(g) + ": " + r.error);
      continue;
    }
    if (r.winner < 0) ++sum.draws;
    else ++sum.wins[r.winner];
    sum.ship_battles += r.ship_battles;
    sum.away_team_battles += r.away_team_battles;
    sum.events_played += r.events_played;
    sum.cloaks += r.cloaks;
    sum.interrupts_played += r.interrupts_played;
    sum.nullified += r.nullified;
    sum.artifacts_earned += r.artifacts_earned;
    sum.windows += r.windows;
    sum.actions_undone += r.actions_undone;
    sum.ships_commandeered += r.ships_commandeered;
    turns += r.turns;
    steps += r.steps;
    sc0 += r.scores[0];
    sc1 += r.scores[1];
  }
  sum.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  int ok = sum.games - sum.errors;
  if (ok > 0) {
    sum.avg_turns = turns / ok;
    sum.avg_steps = steps / ok;
    sum.avg_scores = {sc0 / ok, sc1 / ok};
  }
  sum.games_per_second = sum.seconds > 0 ? sum.games / sum.seconds : 0;
  return sum;
}

}  // namespace spaceline::stccg1e
