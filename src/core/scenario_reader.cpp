#include "core/scenario_reader.h"

#include <algorithm>

#include "core/scenario.h"
#include "core/text.h"

namespace spaceline {

void ScenarioReader::fail(const YAML::Node& at, const std::string& problem) const { scenario_fail(file, at, problem); }

void ScenarioReader::keys(const YAML::Node& n, const std::string& what, const std::vector<std::string>& allowed) const {
  if (!n.IsMap()) fail(n, what + " must be a map (" + bracketed(allowed) + ")");
  for (const auto& it : n) {
    const auto k = it.first.as<std::string>();
    if (std::find(allowed.begin(), allowed.end(), k) == allowed.end())
      fail(it.first, "unknown key '" + k + "' in " + what + " (expected one of " + bracketed(allowed) + ")");
  }
}

std::string ScenarioReader::str(const YAML::Node& n, const std::string& what) const {
  if (!n.IsScalar()) fail(n, what + " must be text");
  return n.Scalar();
}

int ScenarioReader::integer(const YAML::Node& n, const std::string& what, int lo, int hi) const {
  const std::string t = str(n, what);
  try {
    size_t used = 0;
    const long v = std::stol(t, &used);
    if (used == t.size() && v >= lo && v <= hi) return static_cast<int>(v);
  } catch (const std::exception&) {
  }
  fail(n, what + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not '" + t + "'");
}

bool ScenarioReader::boolean(const YAML::Node& n, const std::string& what) const {
  const std::string t = str(n, what);
  if (t != "true" && t != "false") fail(n, what + " must be true or false, not '" + t + "'");
  return t == "true";
}

std::vector<std::string> ScenarioReader::names(const YAML::Node& n, const std::string& what) const {
  if (!n.IsSequence()) fail(n, what + " must be a list of card names");
  std::vector<std::string> v;
  for (const auto& x : n) v.push_back(str(x, what));
  return v;
}

}  // namespace spaceline
