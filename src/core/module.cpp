#include "core/module.h"

#include <algorithm>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "core/ismcts_agent.h"

namespace spaceline {

nlohmann::json GameSetup::to_json() const {
  return {{"players", players}, {"decks", decks}, {"seed", seed}, {"max_turns", max_turns}};
}

GameSetup GameSetup::from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw std::invalid_argument("setup: expected an object");
  GameSetup s;
  auto field = [&](const char* k) -> const nlohmann::json& {
    if (!j.contains(k)) throw std::invalid_argument(std::string("setup.") + k + ": missing");
    return j.at(k);
  };
  for (const auto& [k, v] : j.items())
    if (k != "players" && k != "decks" && k != "seed" && k != "max_turns")
      throw std::invalid_argument("setup." + k + ": unknown field");
  const auto& p = field("players");
  if (!p.is_number_integer() || p.get<int64_t>() < 1 || p.get<int64_t>() > 16)
    throw std::invalid_argument("setup.players: expected a whole number from 1 to 16");
  s.players = p.get<int>();
  const auto& d = field("decks");
  if (!d.is_array()) throw std::invalid_argument("setup.decks: expected a list of deck names");
  for (size_t i = 0; i < d.size(); ++i) {
    if (!d[i].is_string()) throw std::invalid_argument("setup.decks[" + std::to_string(i) + "]: expected a deck name");
    s.decks.push_back(d[i].get<std::string>());
  }
  if (!s.decks.empty() && static_cast<int>(s.decks.size()) != s.players)
    throw std::invalid_argument("setup.decks: " + std::to_string(s.decks.size()) + " decks for " +
                                std::to_string(s.players) + " players");
  const auto& seed = field("seed");
  if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<int64_t>() >= 0))
    throw std::invalid_argument("setup.seed: expected a whole number >= 0");
  s.seed = seed.get<uint64_t>();
  const auto& mt = field("max_turns");
  if (!mt.is_number_integer() || mt.get<int64_t>() < 0 || mt.get<int64_t>() > 1000000)
    throw std::invalid_argument("setup.max_turns: expected a whole number >= 0");
  s.max_turns = mt.get<int>();
  return s;
}

GameModule::LogTail GameModule::log_tail(const State& s, int player, size_t from) const {
  auto all = log_lines(s, player);
  LogTail t;
  t.total = all.size();
  if (from < all.size())
    t.lines.assign(std::make_move_iterator(all.begin() + static_cast<std::ptrdiff_t>(from)), std::make_move_iterator(all.end()));
  return t;
}

std::unique_ptr<Agent> GameModule::make_agent(const std::string& name, uint64_t seed) const {
  if (name == "random") return std::make_unique<RandomAgent>(seed);
  if (is_ismcts_name(name)) {
    const auto names = agent_names();
    if (std::find(names.begin(), names.end(), name) != names.end())
      return std::make_unique<IsmctsAgent>(name, ismcts_level(name), seed);
  }
  std::string known;
  for (const auto& a : agent_names()) known += (known.empty() ? "" : ", ") + a;
  throw std::invalid_argument("unknown agent '" + name + "' for " + this->name() + " (expected " + known + ")");
}

// A game that renders no table of its own still shows where it stands.
std::string GameModule::render_table(const State& s, int viewer) const {
  std::ostringstream o;
  o << "==== Turn " << s.turn_number() << (s.is_terminal() ? " - game over" : " - P" + std::to_string(s.current_player() + 1) + " to act")
    << " ====\n";
  for (int p = 0; p < s.num_players(); ++p)
    o << "P" << p + 1 << (p == viewer ? " (you)" : "") << ": score " << s.score(p) << "\n";
  return o.str();
}

}  // namespace spaceline
