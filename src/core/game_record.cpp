#include "core/game_record.h"

#include <stdexcept>

namespace spaceline {

namespace {

[[noreturn]] void bad(const std::string& source, const std::string& field, const std::string& problem) {
  throw std::invalid_argument(source + ": " + field + ": " + problem);
}

const nlohmann::json& field(const nlohmann::json& j, const std::string& source, const char* k) {
  if (!j.contains(k)) bad(source, k, "missing");
  return j.at(k);
}

std::string string_field(const nlohmann::json& j, const std::string& source, const char* k) {
  const auto& v = field(j, source, k);
  if (!v.is_string() || v.get<std::string>().empty()) bad(source, k, "expected a non-empty string");
  return v.get<std::string>();
}

// SplitMix64: spreads (seed, seat, step) over the whole seed space.
uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

nlohmann::json GameRecord::to_json() const {
  nlohmann::json j = {{"game", game}, {"version", version}, {"setup", setup.to_json()}, {"seats", seats}, {"actions", actions}};
  if (!start.is_null()) j["start"] = start;
  return j;
}

GameRecord GameRecord::from_json(const nlohmann::json& j, const std::string& source) {
  if (!j.is_object()) bad(source, "(top level)", "expected a JSON object");
  for (const auto& [k, v] : j.items())
    if (k != "game" && k != "version" && k != "setup" && k != "seats" && k != "actions" && k != "start")
      bad(source, k, "unknown field");
  GameRecord r;
  r.game = string_field(j, source, "game");
  r.version = string_field(j, source, "version");
  try {
    r.setup = GameSetup::from_json(field(j, source, "setup"));
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(source + ": " + e.what());
  }
  const auto& seats = field(j, source, "seats");
  if (!seats.is_array()) bad(source, "seats", "expected a list with one entry per player");
  if (static_cast<int>(seats.size()) != r.setup.players)
    bad(source, "seats", std::to_string(seats.size()) + " seats for " + std::to_string(r.setup.players) + " players");
  for (size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i].is_string() || seats[i].get<std::string>().empty())
      bad(source, "seats[" + std::to_string(i) + "]", "expected \"human\" or an agent name");
    r.seats.push_back(seats[i].get<std::string>());
  }
  const auto& actions = field(j, source, "actions");
  if (!actions.is_array()) bad(source, "actions", "expected a list of action keys");
  r.actions.reserve(actions.size());
  for (size_t i = 0; i < actions.size(); ++i) {
    if (!actions[i].is_string()) bad(source, "actions[" + std::to_string(i) + "]", "expected an action key (a string)");
    r.actions.push_back(actions[i].get<std::string>());
  }
  if (auto it = j.find("start"); it != j.end()) {
    // Its contents are the game's to check (GameModule::load_state, in replay()).
    if (!it->is_object()) bad(source, "start", "expected a saved game state (a JSON object)");
    r.start = *it;
  }
  return r;
}

GameRecord new_record(const GameModule& game, const GameSetup& setup, std::vector<std::string> seats) {
  GameRecord r;
  r.game = game.name();
  r.version = game.version();
  r.setup = setup;
  r.seats = std::move(seats);
  return r;
}

Action action_by_key(const State& s, const std::string& key) {
  for (const Action& a : s.legal_actions())
    if (s.action_key(a) == key) return a;
  throw std::invalid_argument("'" + key + "' is not a legal action now");
}

std::unique_ptr<State> replay(const GameModule& game, const GameRecord& record, const std::string& source, size_t upto) {
  if (record.game != game.name()) bad(source, "game", "'" + record.game + "', not " + game.name());
  if (record.version != game.version())
    bad(source, "version", "saved by " + record.game + " version " + record.version + "; this program has version " +
                               game.version());
  if (static_cast<int>(record.seats.size()) != record.setup.players)
    bad(source, "seats", std::to_string(record.seats.size()) + " seats for " + std::to_string(record.setup.players) +
                             " players");
  std::unique_ptr<State> s;
  if (!record.start.is_null()) {
    try {
      s = game.load_state(record.start);
    } catch (const std::exception& e) {
      bad(source, "start", e.what());
    }
  } else {
    try {
      s = game.new_game(record.setup);
    } catch (const std::exception& e) {
      bad(source, "setup", e.what());
    }
  }
  const size_t n = std::min(upto, record.actions.size());
  for (size_t i = 0; i < n; ++i) {
    const std::string where = "actions[" + std::to_string(i) + "]";
    if (s->is_terminal()) bad(source, where, "the game was already over");
    try {
      s->apply(action_by_key(*s, record.actions[i]));
    } catch (const std::invalid_argument& e) {
      bad(source, where, e.what());
    }
  }
  return s;
}

Action agent_action(const GameModule& game, const State& s, const GameRecord& record, int seat) {
  if (seat < 0 || seat >= static_cast<int>(record.seats.size()))
    throw std::invalid_argument("seat " + std::to_string(seat + 1) + " is not in this game");
  return game.make_agent(record.seats[seat], agent_seed(record, seat))->choose(s);
}

uint64_t agent_seed(const GameRecord& record, int seat) {
  return mix(mix(record.setup.seed) ^ mix(static_cast<uint64_t>(seat) + 1) ^
             mix(static_cast<uint64_t>(record.actions.size()) << 8));
}

}  // namespace spaceline
