#pragma once
// Star Trek CCG First Edition as a Spaceline game module (core/module.h).
#include <array>
#include <memory>
#include <string>

#include "core/match.h"
#include "core/module.h"
#include "games/stccg1e/cards/deck.h"

namespace spaceline::stccg1e {

std::unique_ptr<spaceline::GameModule> make_module();
// The module, made once.
const spaceline::GameModule& module();

// A whole game between two agents from decks built in memory (tests, benchmarks), played by the
// core's runner (core/match.h) exactly as `sim` plays it; the counts are GameModule::game_stats.
spaceline::MatchResult play_decks(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed,
                                  const std::array<std::string, 2>& agents);

}  // namespace spaceline::stccg1e
