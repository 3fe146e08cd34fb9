#include "core/match.h"

#include <chrono>
#include <stdexcept>

namespace spaceline {

int winner_of(const State& s) {
  const auto r = s.returns();
  int best = -1;
  bool tie = false;
  for (int p = 0; p < static_cast<int>(r.size()); ++p) {
    if (best < 0 || r[p] > r[best]) best = p, tie = false;
    else if (r[p] == r[best]) tie = true;
  }
  return tie ? -1 : best;
}

MatchResult play_match(const GameModule& game, const GameSetup& setup, const std::vector<std::string>& agents,
                       int max_steps) {
  std::unique_ptr<State> s;
  try {
    s = game.new_game(setup);
  } catch (const std::exception& e) {
    MatchResult r;
    r.error = e.what();
    return r;
  }
  return play_out(game, std::move(s), setup.seed, agents, max_steps);
}

MatchResult play_out(const GameModule& game, std::unique_ptr<State> s, uint64_t seed, const std::vector<std::string>& agents,
                     int max_steps) {
  MatchResult r;
  try {
    const int n = s->num_players();
    if (static_cast<int>(agents.size()) != n)
      throw std::invalid_argument(std::to_string(agents.size()) + " agents for " + std::to_string(n) + " players");
    std::vector<std::unique_ptr<Agent>> seat;
    for (int i = 0; i < n; ++i)
      seat.push_back(game.make_agent(agents[i], seed * static_cast<uint64_t>(n) + static_cast<uint64_t>(i) + 1));
    while (!s->is_terminal()) {
      if (++r.steps > max_steps) {
        r.error = "game did not finish within " + std::to_string(max_steps) + " decisions";
        break;
      }
      const int p = s->current_player();
      if (p < 0 || p >= n) throw std::logic_error("current player " + std::to_string(p) + " in a game that is not over");
      s->apply(seat[p]->choose(*s));
    }
    r.winner = winner_of(*s);
    r.turns = s->turn_number();
    r.scores = game.scores(*s);
    r.end_reason = game.end_reason(*s);
    r.stats = game.game_stats(*s);
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  return r;
}

SimSummary run_sim(const GameModule& game, const GameSetup& setup, int games, const std::vector<std::string>& agents,
                   const std::function<void(int, int)>& progress, bool rotate_seats) {
  const int n = static_cast<int>(agents.size());
  if (rotate_seats && (n == 0 || games % n != 0))
    throw std::invalid_argument("rotating seats: " + std::to_string(games) + " games is not a multiple of the " + std::to_string(n) +
                                " players, so the agents would not sit in each seat as often");
  SimSummary sum;
  sum.wins.assign(agents.size(), 0);
  sum.avg_scores.assign(agents.size(), 0.0);
  sum.agent_wins.assign(agents.size(), 0);
  sum.agent_avg_scores.assign(agents.size(), 0.0);
  const auto t0 = std::chrono::steady_clock::now();
  double turns = 0, steps = 0;
  std::vector<std::string> seated(agents);
  for (int g = 0; g < games; ++g) {
    const int shift = rotate_seats ? g % n : 0;  // seat p holds agents[(p + shift) % n]
    for (int p = 0; p < n; ++p) seated[p] = agents[(p + shift) % n];
    GameSetup one = setup;
    one.seed = setup.seed + static_cast<uint64_t>(rotate_seats ? g / n : g);
    MatchResult r = play_match(game, one, seated);
    ++sum.games;
    if (progress) progress(g + 1, games);
    if (!r.error.empty()) {
      ++sum.errors;
      if (sum.error_messages.size() < 10) sum.error_messages.push_back("game " + std::to_string(g) + ": " + r.error);
      continue;
    }
    if (r.winner < 0 || r.winner >= n) ++sum.draws;
    else {
      ++sum.wins[r.winner];
      ++sum.agent_wins[(r.winner + shift) % n];
    }
    for (const auto& [k, v] : r.stats) sum.stats[k] += v;
    turns += r.turns;
    steps += r.steps;
    for (int p = 0; p < static_cast<int>(r.scores.size()) && p < n; ++p) {
      sum.avg_scores[p] += r.scores[p];
      sum.agent_avg_scores[(p + shift) % n] += r.scores[p];
    }
  }
  sum.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const int ok = sum.games - sum.errors;
  if (ok > 0) {
    sum.avg_turns = turns / ok;
    sum.avg_steps = steps / ok;
    for (auto& a : sum.avg_scores) a /= ok;
    for (auto& a : sum.agent_avg_scores) a /= ok;
  }
  sum.games_per_second = sum.seconds > 0 ? sum.games / sum.seconds : 0;
  return sum;
}

}  // namespace spaceline
