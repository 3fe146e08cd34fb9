#pragma once
// Reading a game's own keys of a scenario file (core/scenario.h, ScenarioSupport): each value
// checked for its form, a bad one a ScenarioError "FILE:LINE: problem" naming what was expected.
// Every game's position and expectation readers use it.
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

namespace spaceline {

class ScenarioReader {
 public:
  explicit ScenarioReader(std::string file) : file(std::move(file)) {}
  std::string file;

  // Throws ScenarioError at the node's line (core/scenario.h, scenario_fail).
  [[noreturn]] void fail(const YAML::Node& at, const std::string& problem) const;
  // `n` must be a map whose keys are all in `allowed` ("unknown key 'k' in WHAT (expected one of [...])").
  void keys(const YAML::Node& n, const std::string& what, const std::vector<std::string>& allowed) const;
  std::string str(const YAML::Node& n, const std::string& what) const;
  // A whole number from lo to hi, written in full ("3x" is refused).
  int integer(const YAML::Node& n, const std::string& what, int lo, int hi) const;
  bool boolean(const YAML::Node& n, const std::string& what) const;
  // A list of card names.
  std::vector<std::string> names(const YAML::Node& n, const std::string& what) const;
  // A seat written 1..players, returned 0..players-1.
  int seat(const YAML::Node& n, int players) const { return integer(n, "a seat", 1, players) - 1; }
};

}  // namespace spaceline
