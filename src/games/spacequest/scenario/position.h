#pragma once
// Setting up a Space Quest position by hand: an empty table, then cards put straight into zones.
// Scenario files (scenario.cpp) and the rule tests (tests/spacequest/helpers.h) both use these.
// Each throws std::invalid_argument naming the card when it is not in the library.
#include <memory>
#include <string>

#include "games/spacequest/state/state.h"

namespace spaceline::spacequest {

// Two seats with nothing anywhere, P1 (`active`) in its first main phase with priority; no log.
std::unique_ptr<SqState> empty_position(std::shared_ptr<const CardLibrary> lib, uint64_t seed, int active = 0);
Card add_card(SqState& s, int owner, const std::string& name);  // a new instance, in no zone yet
Card put_in_hand(SqState& s, int p, const std::string& name);
Card put_in_library(SqState& s, int p, const std::string& name);  // on top
Card put_in_graveyard(SqState& s, int p, const std::string& name);
// On the battlefield, untapped and not summoning sick unless `sick`.
Card put_in_play(SqState& s, int p, const std::string& name, bool sick = false);
// On the battlefield under `ship` as crew (SQ-3), placed there directly (no check is run).
Card put_crew(SqState& s, Card ship, const std::string& name, bool tapped = false, bool sick = false);
// The first instance called `name` on the battlefield (crew included), or kNone.
Card find_in_play(const SqState& s, const std::string& name, int owner = -1);

}  // namespace spaceline::spacequest
