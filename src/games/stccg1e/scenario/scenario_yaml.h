#pragma once
// Small helpers shared by the scenario parser's pieces: reading YAML nodes
// with "file:line: problem" errors and rejecting unknown keys (typos).
#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "games/stccg1e/scenario/scenario.h"

namespace spaceline::stccg1e::scenario_yaml {

struct Reader {
  std::string file;

  int line(const YAML::Node& n) const { return n.Mark().line + 1; }
  [[noreturn]] void fail(const YAML::Node& n, const std::string& msg) const {
    throw ScenarioError(file + ":" + std::to_string(line(n)) + ": " + msg);
  }
  // Every key of map `n` must be one of `known`.
  void keys(const YAML::Node& n, const std::string& what, std::initializer_list<const char*> known) const {
    if (!n.IsMap()) fail(n, what + " must be a map");
    for (auto it : n) {
      auto k = it.first.as<std::string>();
      bool ok = false;
      for (auto* x : known) ok = ok || k == x;
      if (ok) continue;
      std::string list;
      for (auto* x : known) list += std::string(list.empty() ? "" : ", ") + x;
      fail(it.first, "unknown key '" + k + "' in " + what + " (expected one of: " + list + ")");
    }
  }
  std::string str(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + " must be a text");
    return n.as<std::string>();
  }
  int integer(const YAML::Node& n, const std::string& what) const {
    try {
      if (n.IsScalar()) return n.as<int>();
    } catch (const YAML::Exception&) {
    }
    fail(n, what + " must be a whole number, not '" + (n.IsScalar() ? n.as<std::string>() : "a list or map") + "'");
  }
  // A skill level written as a number in steps of one half (R-SKILL-5: 0.5,
  // 1, 1.5, ...), returned in halves as GameState::skill_halves counts.
  int halves(const YAML::Node& n, const std::string& what) const {
    double v = -1;
    try {
      if (n.IsScalar()) v = n.as<double>();
    } catch (const YAML::Exception&) {
    }
    if (v < 0 || v > 100 || v * 2 != static_cast<int>(v * 2))
      fail(n, what + " must be a level of 0 or more in steps of 0.5 (0.5, 1, 1.5 ...), not '" +
                  (n.IsScalar() ? n.as<std::string>() : "a list or map") + "'");
    return static_cast<int>(v * 2);
  }
  bool boolean(const YAML::Node& n, const std::string& what) const {
    try {
      if (n.IsScalar()) return n.as<bool>();
    } catch (const YAML::Exception&) {
    }
    fail(n, what + " must be true or false");
  }
  // A list, or a single scalar read as a one-element list.
  std::vector<YAML::Node> items(const YAML::Node& n, const std::string& what) const {
    std::vector<YAML::Node> out;
    if (!n || n.IsNull()) return out;
    if (n.IsScalar() || n.IsMap()) {
      out.push_back(n);
      return out;
    }
    if (!n.IsSequence()) fail(n, what + " must be a list");
    for (const auto& e : n) out.push_back(e);
    return out;
  }
  std::vector<Located> texts(const YAML::Node& n, const std::string& what) const {
    std::vector<Located> out;
    for (const auto& e : items(n, what)) out.push_back({str(e, what), line(e)});
    return out;
  }
  // Players are written 1 and 2 (as in the log's P1/P2); the engine counts 0 and 1.
  int player(const YAML::Node& n, const std::string& what) const {
    int p = integer(n, what);
    if (p != 1 && p != 2) fail(n, what + " must be 1 or 2");
    return p - 1;
  }
};

// A seeding step by its name in the log and the docs ("seed-dilemmas", CRD III.1).
inline std::optional<Phase> parse_seeding_phase(const std::string& t) {
  for (auto p : {Phase::SeedDoorways, Phase::SeedMissions, Phase::SeedDilemmas, Phase::SeedOutposts})
    if (t == to_string(p)) return p;
  return std::nullopt;
}

// A spaceline location: a mission name or a number 1..N (as in the log's
// "location N"); returns the engine's 0-based index.
int location(const Reader& r, const GameState& s, const YAML::Node& n);
// The card instance a name refers to: "Name", or "Name #2" for the second
// copy in the scenario; `owner` (0/1, -1 any) narrows it down.
CardId instance(const Reader& r, const ScenarioBuilder& b, const YAML::Node& n, const std::string& name, int owner = -1);
// The definition of a card name (or id); error naming the file and line if unknown.
const CardDef& card_def(const Reader& r, const GameState& s, const YAML::Node& n, const std::string& name);
// First Edition's own keys of an `expect:` block (the core's: legal, log, choices ...).
inline const std::vector<std::string>& expectation_keys() {
  static const std::vector<std::string> keys = {"cards", "missions", "players", "log_order", "observation", "phase"};
  return keys;
}
// Parses the value `v` of one of those keys, written on line `line` (scenario_expect.cpp).
Expectation parse_expectation(const Reader& r, const ScenarioBuilder& b, const std::string& key, const YAML::Node& v, int line);

}  // namespace spaceline::stccg1e::scenario_yaml
