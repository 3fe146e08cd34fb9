#pragma once
// Running whole games: one agent per seat, from decks to result. Used by the
// CLI's `sim`, by tests and by benchmarks.
#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/agent.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

struct MatchResult {
  int winner = -1;        // -1 draw
  int turns = 0;
  int steps = 0;
  std::array<int, 2> scores{};
  std::string end_reason;
  int ship_battles = 0, away_team_battles = 0, events_played = 0, interrupts_played = 0;
  int cloaks = 0;         // ships cloaked (R-CLOAK-1)
  int nullified = 0;      // cards nullified before or after they resolved (R-NULL-1)
  int artifacts_earned = 0;  // artifacts taken by solving a mission (R-ART-2)
  int windows = 0;        // response windows in which somebody passed or played (D-TIME-1)
  int actions_undone = 0;      // actions undone by a Temporal Causality Loop (D-TURN-1)
  int ships_commandeered = 0;  // ships commandeered by Rogue Borg under Lore Returns (D-BORG-8)
  std::string error;      // non-empty if the engine or an agent failed
};

MatchResult play_match(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed,
                       const std::array<std::string, 2>& agents, GameConfig cfg = {}, int max_steps = 200000);

struct SimSummary {
  int games = 0, draws = 0, errors = 0;
  std::array<int, 2> wins{};
  double avg_turns = 0, avg_steps = 0;
  long ship_battles = 0, away_team_battles = 0, events_played = 0, interrupts_played = 0;  // totals over all games
  long cloaks = 0, nullified = 0, artifacts_earned = 0, windows = 0;
  long actions_undone = 0, ships_commandeered = 0;
  std::array<double, 2> avg_scores{};
  double seconds = 0, games_per_second = 0;
  std::vector<std::string> error_messages;
};

SimSummary run_sim(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed, int games,
                   const std::array<std::string, 2>& agents, GameConfig cfg = {});
// The same, with the decks of each game chosen by its seed (random decks, `sim --decks random`).
using DeckChooser = std::function<std::array<Deck, 2>(uint64_t game_seed)>;
SimSummary run_sim(std::shared_ptr<const CardDb> db, const DeckChooser& decks, uint64_t seed, int games,
                   const std::array<std::string, 2>& agents, GameConfig cfg = {});

}  // namespace spaceline::stccg1e
