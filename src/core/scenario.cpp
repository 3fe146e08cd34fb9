#include "core/scenario.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "core/match.h"
#include "core/module.h"

namespace spaceline {

namespace {

const std::vector<std::string> kCoreKeys = {"game", "name", "description", "seed", "script", "expect"};
const std::vector<std::string> kCoreExpectations = {"legal",    "not_legal", "choices",  "to_act",   "game_over",
                                                    "winner",   "log",       "not_log",  "log_text", "not_log_text"};

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string joined(const std::vector<std::string>& v, const std::string& sep = ", ") {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : sep) + x;
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// One change of one expectation block: each key set to a new value (a null node removes it).
struct Mutant {
  size_t block = 0;
  std::vector<std::pair<std::string, YAML::Node>> set;
  std::string what;
  int line = 0;
};

class Runner {
 public:
  Runner(const GameModule& game, const ScenarioSupport& sup, std::string file, YAML::Node root)
      : game_(game), sup_(sup), file_(std::move(file)), root_(std::move(root)) {}

  // Runs the file; when `collect` is given, the mutants of every expectation met are added to it.
  // Throws ScenarioError at the first failure. Without `check`, expectations are skipped.
  void run(std::vector<Mutant>* collect, bool check = true) {
    collect_ = collect;
    check_ = check;
    block_ = 0;
    if (!root_.IsMap()) fail(root_, "a scenario is a map of keys (name:, script:, expect: ...)");
    std::vector<std::string> allowed = kCoreKeys;
    for (const auto& k : sup_.position_keys()) allowed.push_back(k);
    for (const auto& it : root_) {
      const std::string k = it.first.as<std::string>();
      if (!contains(allowed, k)) fail(it.first, "unknown key '" + k + "' in the scenario (expected one of: " + joined(allowed) + ")");
    }
    uint64_t seed = 1;
    if (const auto n = root_["seed"]) seed = unsigned_of(n, "seed");
    state_ = sup_.build(root_, seed, file_);
    if (const auto script = root_["script"]) {
      if (!script.IsSequence()) fail(script, "script must be a list of steps");
      for (const auto& step : script) do_step(step);
    }
    if (const auto e = root_["expect"]; e && check_) expect(e);
  }

 private:
  const GameModule& game_;
  const ScenarioSupport& sup_;
  std::string file_;
  YAML::Node root_;
  std::unique_ptr<State> state_;
  std::vector<Mutant>* collect_ = nullptr;
  size_t block_ = 0;
  bool check_ = true;

 public:
  std::unique_ptr<State> take_state() { return std::move(state_); }

 private:

  [[noreturn]] void fail(const YAML::Node& at, const std::string& problem) const { scenario_fail(file_, at, problem); }

  uint64_t unsigned_of(const YAML::Node& n, const std::string& what) const {
    try {
      const auto t = n.as<std::string>();
      size_t used = 0;
      const unsigned long long v = std::stoull(t, &used);
      if (used == t.size() && !t.empty() && std::isdigit(static_cast<unsigned char>(t[0]))) return v;
    } catch (const std::exception&) {
    }
    fail(n, what + " must be a whole number of 0 or more");
  }

  int int_of(const YAML::Node& n, const std::string& what) const {
    const uint64_t v = unsigned_of(n, what);
    if (v > 1000000) fail(n, what + " is too large");
    return static_cast<int>(v);
  }

  bool bool_of(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) {
      const auto t = n.as<std::string>();
      if (t == "true") return true;
      if (t == "false") return false;
    }
    fail(n, what + " must be true or false");
  }

  std::string str_of(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + " must be text");
    return n.as<std::string>();
  }

  std::vector<std::string> texts(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) return {n.as<std::string>()};
    if (!n.IsSequence()) fail(n, what + " must be a list of texts");
    std::vector<std::string> v;
    for (const auto& x : n) v.push_back(str_of(x, what));
    return v;
  }

  int player_of(const YAML::Node& n, const std::string& what) const {
    const int p = int_of(n, what);
    if (p < 1 || p > state_->num_players())
      fail(n, what + " must be a player from 1 to " + std::to_string(state_->num_players()));
    return p - 1;
  }

  std::vector<std::string> labels() const {
    std::vector<std::string> v;
    for (const Action a : state_->legal_actions()) v.push_back(state_->action_label(a));
    return v;
  }

  std::string legal_list() const {
    std::string out;
    for (const auto& l : labels()) out += "\n  " + l;
    return out.empty() ? " (none: the game is over)" : out;
  }

  // An action by label: the one whose label is the text (case aside), else the one label containing it.
  Action by_label(const YAML::Node& at, const std::string& text) const {
    if (state_->is_terminal()) fail(at, "'" + text + "': the game is over");
    const auto legal = state_->legal_actions();
    const std::string want = lower(text);
    std::vector<Action> partial;
    for (const Action a : legal) {
      const std::string l = lower(state_->action_label(a));
      if (l == want) return a;
      if (l.find(want) != std::string::npos) partial.push_back(a);
    }
    if (partial.size() == 1) return partial.front();
    if (partial.empty()) fail(at, "no legal action is '" + text + "'; player " + std::to_string(state_->current_player() + 1) + " may:" + legal_list());
    std::string several;
    for (const Action a : partial) several += "\n  " + state_->action_label(a);
    fail(at, "'" + text + "' is part of several legal actions; write more of the one meant:" + several);
  }

  void apply(const YAML::Node& at, Action a) {
    try {
      state_->apply(a);
    } catch (const std::invalid_argument& e) {
      fail(at, std::string("the engine refused the action: ") + e.what());
    }
  }

  void do_step(const YAML::Node& step) {
    if (step.IsScalar()) return apply(step, by_label(step, step.as<std::string>()));
    if (!step.IsMap()) fail(step, "a script step is an action label, {do: LABEL, by: N}, {key: KEY}, {expect: ...}" +
                                      std::string(sup_.step_keys().empty() ? "" : " or {" + joined(sup_.step_keys(), ": ..., ") + ": ...}"));
    if (const auto e = step["expect"]) {
      if (step.size() != 1) fail(step, "an expect step has no other keys");
      if (check_) expect(e);
      return;
    }
    if (step["do"] || step["key"]) {
      for (const auto& it : step) {
        const auto k = it.first.as<std::string>();
        if (k != "do" && k != "key" && k != "by") fail(it.first, "unknown key '" + k + "' in a step (expected do, key, by)");
      }
      if (step["do"] && step["key"]) fail(step, "a step has do: or key:, not both");
      if (const auto by = step["by"]) {
        const int p = player_of(by, "by");
        if (state_->current_player() != p)
          fail(by, "player " + std::to_string(p + 1) + " was to act, but it is player " +
                       std::to_string(state_->current_player() + 1) + "'s decision: " + state_->decision().prompt);
      }
      if (const auto d = step["do"]) return apply(d, by_label(d, str_of(d, "do")));
      const auto k = step["key"];
      const std::string key = str_of(k, "key");
      for (const Action a : state_->legal_actions())
        if (state_->action_key(a) == key) return apply(k, a);
      std::string keys;
      for (const Action a : state_->legal_actions()) keys += "\n  " + state_->action_key(a) + "  " + state_->action_label(a);
      fail(k, "no legal action has the key '" + key + "'; the legal ones:" + keys);
    }
    if (step.size() == 1) {
      const auto k = step.begin()->first.as<std::string>();
      if (contains(sup_.step_keys(), k)) return sup_.step(k, step.begin()->second, *state_, file_);
    }
    fail(step, "unknown script step (expected an action label, {do: LABEL, by: N}, {key: KEY}, {expect: ...}" +
                   std::string(sup_.step_keys().empty() ? "" : ", {" + joined(sup_.step_keys(), ": ...}, {") + ": ...}") + ")");
  }

  // Lines of the log containing `text` (the whole log: scenarios see everything).
  bool logged(const std::string& text) const {
    for (const auto& l : game_.log_lines(*state_, -1))
      if (l.find(text) != std::string::npos) return true;
    return false;
  }

  std::string log_tail() const {
    const auto lines = game_.log_lines(*state_, -1);
    std::string out;
    for (size_t i = lines.size() > 12 ? lines.size() - 12 : 0; i < lines.size(); ++i) out += "\n  " + lines[i];
    return out;
  }

  // Checks one core expectation; the empty string when met.
  std::string check_core(const std::string& k, const YAML::Node& v) const {
    if (k == "legal" || k == "not_legal") {
      const auto all = labels();
      for (const auto& t : texts(v, k)) {
        const bool found = std::any_of(all.begin(), all.end(), [&](const std::string& l) { return l.find(t) != std::string::npos; });
        if (k == "legal" && !found) return "no legal action contains '" + t + "'; the legal ones:" + legal_list();
        if (k == "not_legal" && found) return "'" + t + "' is legal, expected not:" + legal_list();
      }
      return "";
    }
    if (k == "choices") {
      auto want = texts(v, k), got = labels();
      std::sort(want.begin(), want.end());
      std::sort(got.begin(), got.end());
      if (want != got) return "the legal actions are not these; they are:" + legal_list();
      return "";
    }
    if (k == "to_act") {
      const int p = player_of(v, k);
      if (state_->current_player() != p)
        return "player " + std::to_string(p + 1) + " to act, but " +
               (state_->is_terminal() ? std::string("the game is over") : "it is player " + std::to_string(state_->current_player() + 1));
      return "";
    }
    if (k == "game_over") {
      const bool want = bool_of(v, k);
      if (state_->is_terminal() != want) return std::string("the game is ") + (want ? "not over" : "over");
      return "";
    }
    if (k == "winner") {
      const std::string t = str_of(v, k);
      const int want = t == "draw" ? -1 : player_of(v, "winner (a player, or draw)");
      if (!state_->is_terminal()) return "a winner expected, but the game is not over";
      const int got = winner_of(*state_);
      if (got != want)
        return "winner " + t + " expected, got " + (got < 0 ? std::string("no single winner") : "player " + std::to_string(got + 1));
      return "";
    }
    if (k == "log" || k == "not_log") {
      const auto ids = game_.log_rule_ids(*state_);
      for (const auto& t : texts(v, k)) {
        if (!game_.cites_rule(t)) fail(v, "'" + t + "' is not a rule id this game's engine cites");
        const bool found = contains(ids, t);
        if (k == "log" && !found) return "no log entry cites " + t + "; the log ends:" + log_tail();
        if (k == "not_log" && found) return "a log entry cites " + t + ", expected none; the log ends:" + log_tail();
      }
      return "";
    }
    // log_text / not_log_text
    for (const auto& t : texts(v, k)) {
      const bool found = logged(t);
      if (k == "log_text" && !found) return "no log entry contains '" + t + "'; the log ends:" + log_tail();
      if (k == "not_log_text" && found) return "a log entry contains '" + t + "', expected none; the log ends:" + log_tail();
    }
    return "";
  }

  // The changes of one core expectation that must make it fail.
  void core_mutants(const std::string& k, const YAML::Node& v, const YAML::Node& block, std::vector<Mutant>& out) const {
    auto move_item = [&](const std::string& from, const std::string& to) {
      const auto items = texts(v, from);
      for (size_t i = 0; i < items.size(); ++i) {
        YAML::Node rest(YAML::NodeType::Sequence), dest(YAML::NodeType::Sequence);
        for (size_t j = 0; j < items.size(); ++j)
          if (j != i) rest.push_back(items[j]);
        if (block[to]) dest = YAML::Clone(block[to]);
        if (dest.IsScalar()) {
          YAML::Node seq(YAML::NodeType::Sequence);
          seq.push_back(dest.as<std::string>());
          dest = seq;
        }
        dest.push_back(items[i]);
        out.push_back({0, {{from, rest.size() ? rest : YAML::Node()}, {to, dest}}, from + ": '" + items[i] + "' moved to " + to, 0});
      }
    };
    if (k == "legal") return move_item("legal", "not_legal");
    if (k == "not_legal") return move_item("not_legal", "legal");
    if (k == "log") return move_item("log", "not_log");
    if (k == "not_log") return move_item("not_log", "log");
    if (k == "log_text") return move_item("log_text", "not_log_text");
    if (k == "not_log_text") return move_item("not_log_text", "log_text");
    if (k == "choices") {
      auto items = texts(v, k);
      YAML::Node fewer(YAML::NodeType::Sequence);
      if (items.empty()) {
        fewer.push_back("(no such action)");
      } else {
        for (size_t j = 0; j + 1 < items.size(); ++j) fewer.push_back(items[j]);
      }
      out.push_back({0, {{k, fewer}}, items.empty() ? "choices: one more" : "choices: the last left out", 0});
      return;
    }
    if (k == "to_act") {
      const int n = state_->num_players();
      const int p = player_of(v, k);
      out.push_back({0, {{k, YAML::Node((p + 1) % n + 1)}}, "to_act: another player", 0});
      return;
    }
    if (k == "game_over") {
      out.push_back({0, {{k, YAML::Node(!bool_of(v, k))}}, "game_over flipped", 0});
      return;
    }
    if (k == "winner") {
      const std::string t = str_of(v, k);
      if (t == "draw") {
        out.push_back({0, {{k, YAML::Node(1)}}, "winner: player 1 instead of a draw", 0});
      } else {
        const int p = player_of(v, k);
        out.push_back({0, {{k, YAML::Node((p + 1) % state_->num_players() + 1)}}, "winner: another player", 0});
        out.push_back({0, {{k, YAML::Node("draw")}}, "winner: a draw", 0});
      }
    }
  }

  void expect(const YAML::Node& e) {
    const size_t block = block_++;
    if (!e.IsMap()) fail(e, "expect: must be a map of expectations");
    const auto own = sup_.expectation_keys();
    std::vector<std::string> failures;
    for (const auto& it : e) {
      const std::string k = it.first.as<std::string>();
      std::string why;
      std::vector<Mutant> ms;
      if (contains(kCoreExpectations, k)) {
        why = check_core(k, it.second);
        if (collect_ && why.empty()) core_mutants(k, it.second, e, ms);
      } else if (contains(own, k)) {
        why = sup_.check(k, it.second, *state_, file_);
        if (collect_ && why.empty())
          for (auto& [node, what] : sup_.mutants(k, it.second, *state_)) ms.push_back({0, {{k, node}}, k + ": " + what, 0});
      } else {
        std::vector<std::string> all = kCoreExpectations;
        all.insert(all.end(), own.begin(), own.end());
        fail(it.first, "unknown expectation '" + k + "' (expected one of: " + joined(all) + ")");
      }
      if (!why.empty()) failures.push_back(file_ + ":" + std::to_string(it.first.Mark().line + 1) + ": " + k + ": " + why);
      for (auto& m : ms) {
        m.block = block;
        m.line = it.first.Mark().line + 1;
        collect_->push_back(std::move(m));
      }
    }
    if (!failures.empty()) throw ScenarioError(joined(failures, "\n"));
  }
};

// The expect blocks of a file in the order the runner meets them: the script's, then the last.
std::vector<YAML::Node> expect_blocks(const YAML::Node& root) {
  std::vector<YAML::Node> v;
  if (const auto script = root["script"]; script && script.IsSequence())
    for (const auto& step : script)
      if (step.IsMap() && step["expect"]) v.push_back(step["expect"]);
  if (root["expect"]) v.push_back(root["expect"]);
  return v;
}

YAML::Node load_file(const std::string& file) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) throw ScenarioError(file + ": cannot open (no such file)");
  try {
    return YAML::LoadFile(file);
  } catch (const YAML::Exception& e) {
    throw ScenarioError(file + ":" + std::to_string(e.mark.line + 1) + ": YAML syntax error: " + e.msg);
  }
}

std::string name_of(const YAML::Node& root, const std::string& file) {
  if (root.IsMap() && root["name"] && root["name"].IsScalar()) return root["name"].as<std::string>();
  return std::filesystem::path(file).stem().string();
}

}  // namespace

ScenarioPosition scenario_position(const GameModule& game, const std::string& file) {
  const ScenarioSupport* sup = game.scenarios();
  if (!sup) throw ScenarioError(file + ": " + game.name() + " has no scenario files");
  const YAML::Node root = load_file(file);
  ScenarioPosition pos;
  pos.name = name_of(root, file);
  if (root.IsMap() && root["description"] && root["description"].IsScalar()) pos.description = root["description"].as<std::string>();
  Runner runner(game, *sup, file, root);
  try {
    runner.run(nullptr, /*check=*/false);
  } catch (const ScenarioError& e) {
    pos.stopped = e.what();
  }
  pos.state = runner.take_state();
  if (!pos.state) throw ScenarioError(pos.stopped.empty() ? file + ": no position" : pos.stopped);
  return pos;
}

void scenario_fail(const std::string& file, const YAML::Node& at, const std::string& problem) {
  const int line = at.IsDefined() ? at.Mark().line + 1 : 0;
  throw ScenarioError(file + ":" + std::to_string(line) + ": " + problem);
}

std::vector<std::string> scenario_files(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".yaml") out.push_back(it->path().string());
    } else {
      out.push_back(p);  // a missing file is reported when it is loaded
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string scenario_game(const std::string& file, const std::string& default_game) {
  const YAML::Node root = load_file(file);
  if (root.IsMap() && root["game"]) {
    if (!root["game"].IsScalar()) scenario_fail(file, root["game"], "game: must be a game's name");
    return root["game"].as<std::string>();
  }
  return default_game;
}

ScenarioReport run_scenario_file(const GameModule& game, const std::string& file, bool mutate) {
  ScenarioReport r;
  r.file = file;
  r.name = std::filesystem::path(file).stem().string();
  const ScenarioSupport* sup = game.scenarios();
  if (!sup) {
    r.message = file + ": " + game.name() + " has no scenario files";
    return r;
  }
  try {
    if (auto own = sup->run_own(file, mutate)) return *own;
    const YAML::Node root = load_file(file);
    r.name = name_of(root, file);
    if (root.IsMap() && root["game"] && root["game"].as<std::string>() != game.name())
      scenario_fail(file, root["game"], "this file is for " + root["game"].as<std::string>() + ", not " + game.name());
    std::vector<Mutant> mutants;
    Runner(game, *sup, file, root).run(mutate ? &mutants : nullptr);  // the original: a clone would lose the line marks
    r.passed = true;
    for (const auto& m : mutants) {
      YAML::Node copy = YAML::Clone(root);
      auto blocks = expect_blocks(copy);
      if (m.block >= blocks.size()) throw std::logic_error(file + ": mutant of an expect block that is not there");
      for (const auto& [key, value] : m.set) {
        if (value.IsDefined() && !value.IsNull()) blocks[m.block][key] = value;
        else blocks[m.block].remove(key);
      }
      ++r.mutants;
      try {
        Runner(game, *sup, file, copy).run(nullptr);
        r.survived.push_back("line " + std::to_string(m.line) + ": " + m.what);
      } catch (const ScenarioError&) {
        ++r.killed;
      } catch (const std::exception&) {  // the engine refused the changed script: killed too
        ++r.killed;
      }
    }
  } catch (const std::exception& e) {
    r.passed = false;
    r.message = e.what();
  }
  return r;
}

}  // namespace spaceline
