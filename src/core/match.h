#pragma once
// Whole games between agents, for any game module: `sim`, the conformance
// tests and the benchmarks use it.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/module.h"

namespace spaceline {

struct MatchResult {
  int winner = -1;  // -1: a draw, or no single winner
  int turns = 0;
  int steps = 0;    // decisions taken
  std::vector<int> scores;
  std::string end_reason;
  std::map<std::string, long> stats;  // GameModule::game_stats
  std::string error;                  // non-empty if the engine or an agent failed
};

// One game: `agents` has one name per seat; seat i's agent is seeded with seed * players + i + 1.
MatchResult play_match(const GameModule& game, const GameSetup& setup, const std::vector<std::string>& agents,
                       int max_steps = 200000);

// The same from a state the caller built (e.g. decks made in memory by a test or a benchmark);
// `seed` seeds the agents as play_match does.
MatchResult play_out(const GameModule& game, std::unique_ptr<State> s, uint64_t seed, const std::vector<std::string>& agents,
                     int max_steps = 200000);

// The winner of a finished game by its returns: the one seat with the highest, else -1.
int winner_of(const State& s);

struct SimSummary {
  int games = 0, draws = 0, errors = 0;
  std::vector<int> wins;  // per seat
  double avg_turns = 0, avg_steps = 0;
  std::vector<double> avg_scores;  // per seat
  // Per agent, in the order the agents were given, wherever they sat (the same as per seat unless
  // the seats rotate).
  std::vector<int> agent_wins;
  std::vector<double> agent_avg_scores;
  std::map<std::string, long> stats;  // totals over all games
  double seconds = 0, games_per_second = 0;
  std::vector<std::string> error_messages;  // the first ten
};

// Game g is played with seed setup.seed + g. `progress(done, total)` is called after each game.
// With `rotate_seats`, the agents take every seat in turn and each seating plays the same seeds:
// game g seats agents[(seat + g % n) % n] with seed setup.seed + g / n, for n players, so a seat's
// or a deck's advantage is shared out evenly; `games` must then be a multiple of n
// (std::invalid_argument otherwise).
SimSummary run_sim(const GameModule& game, const GameSetup& setup, int games, const std::vector<std::string>& agents,
                   const std::function<void(int, int)>& progress = {}, bool rotate_seats = false);

}  // namespace spaceline
