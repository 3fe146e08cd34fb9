#pragma once
// Mutation check of scenario files (`spaceline scenario run --mutate`,
// docs/scenario-format.md "Checking that a scenario can fail"). Every single
// expectation a scenario states is changed, one at a time and in memory, to a
// different plausible value (a flag flipped, another zone, a number +-1, a rule
// id the run did not cite, a `legal:` entry moved to `not_legal:` ...) and the
// scenario is run again: each such mutant must fail. A mutant that passes means
// that the expectation checks nothing.
#include <functional>
#include <string>
#include <vector>

#include "games/stccg1e/scenario/scenario.h"

namespace spaceline::stccg1e {

// One changed expectation: `apply` changes the Expectation of Scenario::steps[step].
struct Mutant {
  size_t step = 0;
  std::string what;  // "line 21: cards 'Worf' stopped: true -> false"
  std::function<void(Expectation&)> apply;
};

// The mutants of one `expect:` block, one per expectation it states, planned
// from the state `s` it is checked against (the original run, which passes).
std::vector<Mutant> expectation_mutants(const Expectation& e, const GameState& s, size_t step);

struct MutationResult {
  std::string file, name;
  bool original_passed = false;
  std::string original_message;  // why the unchanged scenario failed (or could not be read)
  int mutants = 0, killed = 0;
  std::vector<std::string> survived;  // Mutant::what of each mutant that passed
  bool ok() const { return original_passed && survived.empty(); }
};

// Runs the scenario unchanged (it must pass), then every mutant of it, each on
// a fresh parse of the same text.
MutationResult mutate_scenario(const std::string& yaml_text, const std::string& file);
MutationResult mutate_scenario_file(const std::string& path);

}  // namespace spaceline::stccg1e
