#pragma once
// The mutants of First Edition's own expectation keys for `spaceline scenario
// run --mutate` (docs/scenario-format.md "Checking that a scenario can fail";
// the core makes those of its keys and runs them all). Every single
// expectation is changed to a different plausible value (a flag flipped,
// another zone, a number +-1, a log order reversed ...): the file must then
// fail. A mutant that passes means that the expectation checks nothing.
#include <functional>
#include <string>
#include <vector>

#include "games/stccg1e/scenario/scenario.h"

namespace spaceline::stccg1e {

// One changed expectation: `apply` changes a copy of the parsed one.
struct Mutant {
  int line = 0;
  std::string what;  // "'Worf' stopped: true -> false"
  std::function<void(Expectation&)> apply;
};

// The mutants of one key's expectations, one per expectation it states, planned from the state
// `s` they hold in (the original run, which passes).
std::vector<Mutant> expectation_mutants(const Expectation& e, const GameState& s);

}  // namespace spaceline::stccg1e
