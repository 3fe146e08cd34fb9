// First Edition's part of scenario files for the core's runner (core/scenario.h):
// its position keys (scenario_parse.cpp), its expectation keys -- parsed while
// the position is built, so card labels such as "Data #2" name the set-up's
// instances (scenario_expect.cpp) -- their checks and mutants, the steps
// `pass` and `end turn`, and the response windows scripts never write.
#include "games/stccg1e/scenario/scenario_support.h"

#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/scenario/scenario_mutate.h"
#include "games/stccg1e/scenario/scenario_yaml.h"

namespace spaceline::stccg1e {

namespace {

// One file's run: the position, the set-up's missions by location (expectations name those,
// wherever Q moves them later), and every expectation of the document as parsed at set-up.
class FeContext final : public ScenarioContext {
 public:
  std::unique_ptr<ScenarioBuilder> builder;
  std::vector<CardId> setup_missions;
  std::vector<std::pair<YAML::Node, Expectation>> parsed;  // the value node it was read from

  State& state() override { return builder->state(); }
  std::unique_ptr<State> take_state() override { return builder->release(); }
  GameState& game() { return builder->state(); }

  const Expectation& expectation(const YAML::Node& value) const {
    for (const auto& [node, e] : parsed)
      if (node.is(value)) return e;
    throw std::logic_error("an expectation that was not parsed with the position");
  }
};

FeContext& fe(ScenarioContext& c) { return dynamic_cast<FeContext&>(c); }

std::string decision(const GameState& s) {
  return "'" + s.decision().prompt + "' (player " + std::to_string(s.current_player() + 1) + " to decide)";
}

class FeScenarios final : public ScenarioSupport {
 public:
  std::vector<std::string> position_keys() const override { return {"cards", "turn", "player1", "player2", "spaceline", "events"}; }

  std::unique_ptr<ScenarioContext> build(const YAML::Node& root, uint64_t seed, const std::string& file) const override {
    auto c = std::make_unique<FeContext>();
    c->builder = build_position(root, seed, file);
    for (const auto& l : c->game().spaceline) c->setup_missions.push_back(l.mission);
    const scenario_yaml::Reader r{file};
    try {
      for (const auto& block : scenario_expect_blocks(root)) {
        if (!block.IsMap()) continue;  // the core refuses it when it gets there
        for (const auto& it : block) {
          const std::string k = it.first.as<std::string>();
          for (const auto& own : scenario_yaml::expectation_keys())
            if (k == own) c->parsed.push_back({it.second, scenario_yaml::parse_expectation(r, *c->builder, k, it.second, r.line(it.first))});
        }
      }
    } catch (const YAML::Exception& e) {  // a node read in a way the checks did not foresee: still its line
      throw ScenarioError(file + ":" + std::to_string(e.mark.line + 1) + ": " + e.msg);
    }
    return c;
  }

  std::vector<std::string> expectation_keys() const override { return scenario_yaml::expectation_keys(); }

  std::string check(const std::string& key, const YAML::Node& value, ScenarioContext& c, const std::string& file) const override {
    (void)key;
    FeContext& f = fe(c);
    return check_expectation(f.expectation(value), f.game(), f.setup_missions, file);
  }

  std::vector<ScenarioMutant> mutants(const std::string& key, const YAML::Node& value, ScenarioContext& c,
                                      const std::string& file) const override {
    (void)key;
    FeContext& f = fe(c);
    const Expectation& e = f.expectation(value);
    std::vector<ScenarioMutant> out;
    for (const auto& m : expectation_mutants(e, f.game())) {
      Expectation changed = e;
      m.apply(changed);
      out.push_back({m.what, m.line, [changed, file](ScenarioContext& run) {
                       FeContext& g = fe(run);
                       return check_expectation(changed, g.game(), g.setup_missions, file);
                     }});
    }
    return out;
  }

  std::vector<std::string> step_words() const override { return {"pass", "end turn"}; }

  void step(const std::string& word, const YAML::Node& at, ScenarioContext& c, const std::string& file) const override {
    GameState& s = fe(c).game();
    auto legal = [&](Action a) {
      const auto v = s.legal_actions();
      return std::find(v.begin(), v.end(), a) != v.end();
    };
    if (word == "pass") {
      // Seeding: pass (R-SEED-3); the card play: make none (R-PLAY-1); a response window: play nothing (R-TIME-12).
      if (s.choice.kind == ChoiceKind::Respond) return s.apply(make_action(Act::Choose, 0));
      for (Act k : {Act::Pass, Act::SkipPlay})
        if (legal(make_action(k))) return s.apply(make_action(k));
      scenario_fail(file, at, "'pass': nothing to pass now; " + decision(s));
    }
    // end turn: the whole turn boundary, every response window on the way passed (D-TIME-1), up
    // to the next player's first decision.
    pass_windows_until(s, "\x01");
    if (legal(make_action(Act::SkipPlay))) s.apply(make_action(Act::SkipPlay));
    pass_windows_until(s, "\x01");
    if (!legal(make_action(Act::EndTurn))) scenario_fail(file, at, "'end turn' is not legal now: " + decision(s));
    s.apply(make_action(Act::EndTurn));
    pass_windows_until(s, "\x01");
  }

  // Scripts name only the interrupts played, never the passes around them (R-TIME-12).
  void settle(ScenarioContext& c, const std::string& wanted) const override {
    pass_windows_until(fe(c).game(), wanted.empty() ? "\x01" : wanted);
  }

  bool pending(ScenarioContext& c) const override { return fe(c).game().choice.kind != ChoiceKind::None; }
};

}  // namespace

const ScenarioSupport& scenario_support() {
  static const FeScenarios support;
  return support;
}

Scenario parse_scenario(const std::string& text, const std::string& file) {
  const ScenarioDocument doc = scenario_text(text, file);
  uint64_t seed = 1;
  if (doc.root.IsMap() && doc.root["seed"]) {
    try {
      seed = doc.root["seed"].as<uint64_t>();
    } catch (const YAML::Exception&) {
      scenario_fail(file, doc.root["seed"], "seed must be a whole number of 0 or more");
    }
  }
  auto c = scenario_support().build(doc.root, seed, file);
  return {std::move(fe(*c).builder)};
}

}  // namespace spaceline::stccg1e
