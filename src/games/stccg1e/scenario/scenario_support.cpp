// First Edition's scenario files for the core's `scenario run` (core/scenario.h).
// Its runner is older than the core's and richer (a position language of its
// own, expectations resolved to card instances before the run, mutants planned
// from the state): it runs whole files itself through ScenarioSupport::run_own.
#include "games/stccg1e/scenario/scenario_support.h"

#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/scenario/scenario_mutate.h"

namespace spaceline::stccg1e {

namespace {

class FeScenarios final : public ScenarioSupport {
 public:
  std::optional<ScenarioReport> run_own(const std::string& file, bool mutate) const override {
    ScenarioReport r;
    r.file = file;
    if (mutate) {
      const MutationResult m = mutate_scenario_file(file);
      r.name = m.name;
      r.passed = m.original_passed;
      r.message = m.original_message;
      r.mutants = m.mutants;
      r.killed = m.killed;
      r.survived = m.survived;
      return r;
    }
    try {
      auto sc = load_scenario(file);
      r.name = sc.name;
      const ScenarioResult res = run_scenario(sc);
      r.passed = res.passed;
      r.message = res.message;
    } catch (const std::exception& e) {  // ScenarioError: file:line: problem
      r.message = e.what();
    }
    return r;
  }
  std::unique_ptr<spaceline::State> build(const YAML::Node&, uint64_t, const std::string& file) const override {
    throw spaceline::ScenarioError(file + ": First Edition scenarios are run by run_own");
  }
};

}  // namespace

const ScenarioSupport& scenario_support() {
  static const FeScenarios support;
  return support;
}

}  // namespace spaceline::stccg1e
