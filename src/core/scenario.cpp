#include "core/scenario.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "core/match.h"
#include "core/module.h"
#include "core/text.h"
#include "core/yaml_input.h"

namespace spaceline {

namespace {

const std::vector<std::string> kCoreKeys = {"game", "name", "description", "seed", "script", "expect"};
const std::vector<std::string> kCoreExpectations = {"legal",    "not_legal", "choices",  "to_act",   "game_over",
                                                    "winner",   "log",       "not_log",  "log_text", "not_log_text"};

std::string joined(const std::vector<std::string>& v, const std::string& sep = ", ") {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : sep) + x;
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// YAML forbids a key twice in one map, but yaml-cpp keeps both and n["key"] reads the first, so a
// second `log:` or `expect:` would be silently lost. Checked over the whole document first.
void no_duplicate_keys(const std::string& file, const YAML::Node& n) {
  if (n.IsSequence())
    for (const auto& e : n) no_duplicate_keys(file, e);
  if (!n.IsMap()) return;
  std::vector<YAML::Node> seen;
  for (const auto& it : n) {
    if (it.first.IsScalar())
      for (const auto& k : seen)
        if (k.Scalar() == it.first.Scalar())
          scenario_fail(file, it.first, "key '" + k.Scalar() + "' appears twice in this map (first on line " +
                                            std::to_string(k.Mark().line + 1) + "); merge the two into one");
    seen.push_back(it.first);
    no_duplicate_keys(file, it.second);
  }
}

// One change of one expectation block: each core key set to a new value (a null node removes it),
// or one module key checked by `module` instead of the module's check of what was written.
struct Mutant {
  size_t block = 0;
  std::vector<std::pair<std::string, YAML::Node>> set;
  std::string key;
  std::function<std::string(ScenarioContext&)> module;
  std::string what;
  int line = 0;
};

class Runner {
 public:
  Runner(const GameModule& game, const ScenarioSupport& sup, std::string file, YAML::Node root)
      : game_(game), sup_(sup), file_(std::move(file)), root_(std::move(root)) {}

  // Checks `m.key` of block `m.block` with `m.module` instead (a module's mutant).
  void override_with(const Mutant* m) { override_ = m; }

  // Runs the file; when `collect` is given, the mutants of every expectation met are added to it.
  // Throws ScenarioError at the first failure. Without `check`, expectations are skipped.
  void run(std::vector<Mutant>* collect, bool check = true) {
    collect_ = collect;
    check_ = check;
    block_ = 0;
    if (!root_.IsMap()) fail(root_, "a scenario is a map of keys (name:, script:, expect: ...)");
    no_duplicate_keys(file_, root_);
    std::vector<std::string> allowed = kCoreKeys;
    for (const auto& k : sup_.position_keys()) allowed.push_back(k);
    for (const auto& it : root_) {
      const std::string k = it.first.as<std::string>();
      if (!contains(allowed, k)) fail(it.first, "unknown key '" + k + "' in the scenario (expected one of: " + joined(allowed) + ")");
    }
    uint64_t seed = 1;
    if (const auto n = root_["seed"]) seed = unsigned_of(n, "seed");
    ctx_ = sup_.build(root_, seed, file_);
    const auto e = root_["expect"];
    if (const auto script = root_["script"]) {
      if (!script.IsSequence()) fail(script, "script must be a list of steps");
      // An expect step never acts, the script's last one too: it sees an open window as it is.
      for (size_t i = 0; i < script.size(); ++i) do_step(script[i]);
    }
    if (e) {
      sup_.settle(*ctx_, "");
      if (check_) expect(e);
    }
    // Strict mode: a decision the rules wait for must be scripted.
    sup_.settle(*ctx_, "");
    if (sup_.pending(*ctx_)) throw ScenarioError(file_ + ": the script ended while a decision is pending: " + decision_text());
  }

  std::unique_ptr<State> take_state() { return ctx_ ? ctx_->take_state() : nullptr; }

 private:
  const GameModule& game_;
  const ScenarioSupport& sup_;
  std::string file_;
  YAML::Node root_;
  std::unique_ptr<ScenarioContext> ctx_;
  std::vector<Mutant>* collect_ = nullptr;
  const Mutant* override_ = nullptr;
  size_t block_ = 0;
  bool check_ = true;

  State& state() const { return ctx_->state(); }

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

  // A text or a list of texts, each with its node (for its line).
  std::vector<std::pair<std::string, YAML::Node>> items(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) return {{n.as<std::string>(), n}};
    if (!n.IsSequence()) fail(n, what + " must be a list of texts");
    std::vector<std::pair<std::string, YAML::Node>> v;
    for (const auto& x : n) v.push_back({str_of(x, what), x});
    return v;
  }

  std::vector<std::string> texts(const YAML::Node& n, const std::string& what) const {
    std::vector<std::string> v;
    for (const auto& [t, node] : items(n, what)) v.push_back(t);
    return v;
  }

  int player_of(const YAML::Node& n, const std::string& what) const {
    const int p = int_of(n, what);
    if (p < 1 || p > state().num_players())
      fail(n, what + " must be a player from 1 to " + std::to_string(state().num_players()));
    return p - 1;
  }

  std::vector<std::string> labels() const {
    std::vector<std::string> v;
    for (const Action a : state().legal_actions()) v.push_back(state().action_label(a));
    return v;
  }

  std::string legal_list() const {
    std::string out;
    for (const auto& l : labels()) out += "\n  " + l;
    return out.empty() ? " (none: the game is over)" : out;
  }

  std::string decision_text() const { return spaceline::decision_text(state()); }

  Action by_label(const YAML::Node& at, const std::string& text, int index) const {
    std::string why;
    if (const auto a = action_by_label(state(), text, index, why)) return *a;
    fail(at, why);
  }

  void apply(const YAML::Node& at, Action a) {
    try {
      state().apply(a);
    } catch (const std::invalid_argument& e) {
      fail(at, std::string("the engine refused the action: ") + e.what());
    }
  }

  // `by` absent (a step written as its label alone passes a null node): whoever is deciding.
  void check_by(const YAML::Node& by) const {
    if (!by.IsDefined() || by.IsNull()) return;
    const int p = player_of(by, "by");
    if (state().current_player() != p)
      fail(by, "player " + std::to_string(p + 1) + " was to act, but it is player " + std::to_string(state().current_player() + 1) +
                   "'s decision: " + decision_text());
  }

  // An action named by its label (a text, do: or choose:), or one of the module's step words.
  void act(const YAML::Node& at, const std::string& text, int index, const YAML::Node& by, bool choose) {
    if (state().is_terminal()) fail(at, "'" + text + "': the game is over");
    if (!choose && contains(sup_.step_words(), text)) {  // choose: always names an option
      if (index) fail(at, "'" + text + "' takes no index");
      check_by(by);
      return sup_.step(text, at, *ctx_, file_);
    }
    sup_.settle(*ctx_, text);
    check_by(by);
    if (choose && !sup_.pending(*ctx_)) fail(at, "'choose: " + text + "': no decision is pending; " + decision_text());
    apply(at, by_label(at, text, index));
  }

  std::string step_forms() const {
    std::string own;
    for (const auto& k : sup_.step_keys()) own += ", {" + k + ": ...}";
    for (const auto& w : sup_.step_words()) own += ", " + w;
    return "an action label, {do: LABEL, by: N, index: N}, {choose: LABEL}, {key: KEY}, {expect: ...}" + own;
  }

  void do_step(const YAML::Node& step) {
    if (step.IsScalar()) return act(step, step.as<std::string>(), 0, YAML::Node(), false);
    if (!step.IsMap()) fail(step, "a script step is " + step_forms());
    if (const auto e = step["expect"]) {
      if (step.size() != 1) fail(step, "an expect step has no other keys");
      if (check_) expect(e);
      return;
    }
    if (step["do"] || step["choose"] || step["key"]) {
      for (const auto& it : step) {
        const auto k = it.first.as<std::string>();
        if (k != "do" && k != "choose" && k != "key" && k != "by" && k != "index")
          fail(it.first, "unknown key '" + k + "' in a step (expected do, choose, key, by, index)");
      }
      if ((step["do"] ? 1 : 0) + (step["choose"] ? 1 : 0) + (step["key"] ? 1 : 0) != 1)
        fail(step, "a step has one of do:, choose: or key:");
      int index = 0;
      if (const auto i = step["index"]) {
        if (step["key"]) fail(i, "a key names one action: no index");
        index = int_of(i, "index");
        if (index < 1) fail(i, "index counts from 1");
      }
      if (const auto d = step["do"]) return act(d, str_of(d, "do"), index, step["by"], false);
      if (const auto c = step["choose"]) return act(c, str_of(c, "choose"), index, step["by"], true);
      check_by(step["by"]);
      const auto k = step["key"];
      const std::string key = str_of(k, "key");
      for (const Action a : state().legal_actions())
        if (state().action_key(a) == key) return apply(k, a);
      std::string keys;
      for (const Action a : state().legal_actions()) keys += "\n  " + state().action_key(a) + "  " + state().action_label(a);
      fail(k, "no legal action has the key '" + key + "'; the legal ones:" + keys);
    }
    if (step.size() == 1) {
      const auto k = step.begin()->first.as<std::string>();
      if (contains(sup_.step_keys(), k)) return sup_.step(k, step.begin()->second, *ctx_, file_);
    }
    fail(step, "unknown script step (expected " + step_forms() + ")");
  }

  // Lines of the log containing `text` (the whole log: scenarios see everything).
  bool logged(const std::string& text) const {
    for (const auto& l : game_.log_lines(state(), -1))
      if (l.find(text) != std::string::npos) return true;
    return false;
  }

  std::string log_tail() const {
    const auto lines = game_.log_lines(state(), -1);
    std::string out;
    for (size_t i = lines.size() > 12 ? lines.size() - 12 : 0; i < lines.size(); ++i) out += "\n  " + lines[i];
    return out;
  }

  // What differs of one core expectation, with the node it is about; empty when met.
  struct Miss {
    std::string why;
    YAML::Node at;
  };

  Miss check_core(const std::string& k, const YAML::Node& v) const {
    if (k == "legal" || k == "not_legal") {
      const auto all = labels();
      for (const auto& [t, at] : items(v, k)) {
        const std::string& text = t;  // a structured binding cannot be captured before C++20 in clang 14 (the fuzz build)
        const bool found = std::any_of(all.begin(), all.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
        if (k == "legal" && !found) return {"no legal action contains '" + t + "'; the legal ones:" + legal_list(), at};
        if (k == "not_legal" && found) return {"'" + t + "' is legal, expected not:" + legal_list(), at};
      }
      return {};
    }
    if (k == "choices") {
      // Each entry names one label (the whole label, or else a part of one label text only) and
      // takes one legal action of that label: two identical labels need two entries, and there are
      // no other actions (multiset matching).
      const auto got = labels();
      std::map<std::string, int> left;  // label text -> legal actions of it not yet named
      for (const auto& l : got) ++left[l];
      size_t named = 0;
      for (const auto& [t, at] : items(v, k)) {
        std::vector<std::string> hits;
        if (left.count(t)) hits = {t};
        else
          for (const auto& [l, n] : left)
            if (l.find(t) != std::string::npos) hits.push_back(l);
        if (hits.size() != 1)
          return {"'" + t + "' must name exactly one legal action; " + std::to_string(hits.size()) + " match; the legal ones:" + legal_list(), at};
        if (left[hits.front()]-- == 0)
          return {"'" + t + "' names an action another entry names (as many entries as actions of one label); the legal ones:" + legal_list(), at};
        ++named;
      }
      if (named != got.size())
        return {std::to_string(got.size()) + " legal actions, " + std::to_string(named) + " expected; they are:" + legal_list(), v};
      return {};
    }
    if (k == "to_act") {
      const int p = player_of(v, k);
      if (state().current_player() != p)
        return {"player " + std::to_string(p + 1) + " to act, but " +
                    (state().is_terminal() ? std::string("the game is over") : "it is player " + std::to_string(state().current_player() + 1)),
                v};
      return {};
    }
    if (k == "game_over") {
      const bool want = bool_of(v, k);
      if (state().is_terminal() != want) return {std::string("the game is ") + (want ? "not over" : "over"), v};
      return {};
    }
    if (k == "winner") {
      const std::string t = str_of(v, k);
      const int want = t == "draw" ? -1 : player_of(v, "winner (a player, or draw)");
      if (!state().is_terminal()) return {"a winner expected, but the game is not over", v};
      const int got = winner_of(state());
      if (got != want)
        return {"winner " + t + " expected, got " + (got < 0 ? std::string("no single winner") : "player " + std::to_string(got + 1)), v};
      return {};
    }
    if (k == "log" || k == "not_log") {
      const auto ids = game_.log_rule_ids(state());
      for (const auto& [t, at] : items(v, k))
        if (!game_.cites_rule(t)) fail(at, "'" + t + "' is not a rule id this game's engine cites");
      for (const auto& [t, at] : items(v, k)) {
        const bool found = contains(ids, t);
        if (k == "log" && !found) return {"no log entry cites " + t + "; the log ends:" + log_tail(), at};
        if (k == "not_log" && found) return {"a log entry cites " + t + ", expected none; the log ends:" + log_tail(), at};
      }
      return {};
    }
    // log_text / not_log_text
    for (const auto& [t, at] : items(v, k)) {
      const bool found = logged(t);
      if (k == "log_text" && !found) return {"no log entry contains '" + t + "'; the log ends:" + log_tail(), at};
      if (k == "not_log_text" && found) return {"a log entry contains '" + t + "', expected none; the log ends:" + log_tail(), at};
    }
    return {};
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
        out.push_back(plain({{from, rest.size() ? rest : YAML::Node()}, {to, dest}}, from + ": '" + items[i] + "' moved to " + to));
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
      out.push_back(plain({{k, fewer}}, items.empty() ? "choices: one more" : "choices: the last left out"));
      return;
    }
    if (k == "to_act") {
      const int n = state().num_players();
      const int p = player_of(v, k);
      out.push_back(plain({{k, YAML::Node((p + 1) % n + 1)}}, "to_act: another player"));
      return;
    }
    if (k == "game_over") {
      out.push_back(plain({{k, YAML::Node(!bool_of(v, k))}}, "game_over flipped"));
      return;
    }
    if (k == "winner") {
      const std::string t = str_of(v, k);
      if (t == "draw") {
        out.push_back(plain({{k, YAML::Node(1)}}, "winner: player 1 instead of a draw"));
      } else {
        const int p = player_of(v, k);
        out.push_back(plain({{k, YAML::Node((p + 1) % state().num_players() + 1)}}, "winner: another player"));
        out.push_back(plain({{k, YAML::Node("draw")}}, "winner: a draw"));
      }
    }
  }

  static Mutant plain(std::vector<std::pair<std::string, YAML::Node>> set, std::string what) {
    Mutant m;
    m.set = std::move(set);
    m.what = std::move(what);
    return m;
  }

  void expect(const YAML::Node& e) {
    const size_t block = block_++;
    if (!e.IsMap()) fail(e, "expect: must be a map of expectations");
    const auto own = sup_.expectation_keys();
    std::vector<std::string> failures;
    for (const auto& it : e) {
      const std::string k = it.first.as<std::string>();
      const int line = it.first.Mark().line + 1;
      std::string why;
      std::vector<Mutant> ms;
      if (contains(kCoreExpectations, k)) {
        const Miss miss = check_core(k, it.second);
        if (!miss.why.empty())
          why = file_ + ":" + std::to_string(miss.at.IsDefined() && miss.at.Mark().line >= 0 ? miss.at.Mark().line + 1 : line) + ": " + k + ": " + miss.why;
        if (collect_ && why.empty()) core_mutants(k, it.second, e, ms);
      } else if (contains(own, k)) {
        if (override_ && override_->block == block && override_->key == k)
          why = override_->module(*ctx_);
        else
          why = sup_.check(k, it.second, *ctx_, file_);
        // The module names the line of each difference itself, or the core names the key's.
        if (!why.empty() && why.rfind(file_ + ":", 0) != 0) why = file_ + ":" + std::to_string(line) + ": " + k + ": " + why;
        if (collect_ && why.empty())
          for (auto& sm : sup_.mutants(k, it.second, *ctx_, file_)) {
            Mutant m;
            m.key = k;
            m.module = std::move(sm.check);
            m.what = k + ": " + sm.what;
            m.line = sm.line;
            ms.push_back(std::move(m));
          }
      } else {
        std::vector<std::string> all = kCoreExpectations;
        all.insert(all.end(), own.begin(), own.end());
        fail(it.first, "unknown expectation '" + k + "' (expected one of: " + joined(all) + ")");
      }
      if (!why.empty()) failures.push_back(why);
      for (auto& m : ms) {
        m.block = block;
        if (!m.line) m.line = line;
        collect_->push_back(std::move(m));
      }
    }
    if (!failures.empty()) throw ScenarioError(joined(failures, "\n"));
  }
};

}  // namespace

std::string decision_text(const State& s) {
  if (s.is_terminal()) return "the game is over";
  std::string legal;
  for (const Action a : s.legal_actions()) legal += "\n  " + s.action_label(a);
  return "'" + s.decision().prompt + "' (player " + std::to_string(s.current_player() + 1) + " to decide); legal:" + legal;
}

std::optional<Action> action_by_label(const State& s, const std::string& text, int index, std::string& why) {
  const std::string want = lower(text);
  std::vector<Action> exact, as_written, case_aside;
  for (const Action a : s.legal_actions()) {
    const std::string l = s.action_label(a);
    if (lower(l) == want) exact.push_back(a);
    if (l.find(text) != std::string::npos) as_written.push_back(a);
    if (lower(l).find(want) != std::string::npos) case_aside.push_back(a);
  }
  const auto& partial = as_written.empty() ? case_aside : as_written;
  if (index > 0) {
    if (index <= static_cast<int>(partial.size())) return partial[index - 1];
    why = "'" + text + "' index " + std::to_string(index) + ": only " + std::to_string(partial.size()) + " legal action(s) match; " +
          decision_text(s);
    return std::nullopt;
  }
  if (exact.size() == 1) return exact.front();
  if (partial.size() == 1) return partial.front();
  if (s.is_terminal()) {
    why = "'" + text + "': the game is over";
  } else if (partial.empty()) {
    why = "'" + text + "' matches no legal action; " + decision_text(s);
  } else {
    why = "'" + text + "' is ambiguous: " + std::to_string(partial.size()) +
          " legal actions match (write more of the one meant, or add 'index: N'):";
    for (const Action a : partial) why += "\n  " + s.action_label(a);
  }
  return std::nullopt;
}

std::vector<YAML::Node> scenario_expect_blocks(const YAML::Node& root) {
  std::vector<YAML::Node> v;
  if (const auto script = root["script"]; script && script.IsSequence())
    for (const auto& step : script)
      if (step.IsMap() && step["expect"]) v.push_back(step["expect"]);
  if (root["expect"]) v.push_back(root["expect"]);
  return v;
}

namespace {

YAML::Node load_file(const std::string& file) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) throw ScenarioError(file + ": cannot open (no such file)");
  try {
    return load_yaml_file(file);
  } catch (const YamlInputError& e) {
    throw ScenarioError(e.what());
  }
}

YAML::Node load_text(const std::string& text, const std::string& file) {
  try {
    return load_yaml_text(text, file);
  } catch (const YamlInputError& e) {
    throw ScenarioError(e.what());
  }
}

std::string name_of(const YAML::Node& root, const std::string& file) {
  if (root.IsMap() && root["name"] && root["name"].IsScalar()) return root["name"].as<std::string>();
  return std::filesystem::path(file).stem().string();
}

// The description as written, without the line break a block scalar ends with.
std::string description_of(const YAML::Node& root) {
  if (!root.IsMap() || !root["description"] || !root["description"].IsScalar()) return "";
  std::string d = root["description"].as<std::string>();
  while (!d.empty() && std::isspace(static_cast<unsigned char>(d.back()))) d.pop_back();
  return d;
}

// An exception the engine threw (not a refused action) is the file's failure, never a crash.
template <class F>
void engine_guarded(const std::string& file, F&& f) {
  try {
    f();
  } catch (const ScenarioError&) {
    throw;
  } catch (const YAML::Exception& e) {  // a node read in a way the checks did not foresee: still its line
    throw ScenarioError(file + ":" + std::to_string(e.mark.line + 1) + ": " + e.msg);
  } catch (const std::exception& e) {
    throw ScenarioError(file + ": engine error: " + e.what());
  }
}

ScenarioPosition position_of(const GameModule& game, const YAML::Node& root, const std::string& file) {
  const ScenarioSupport* sup = game.scenarios();
  if (!sup) throw ScenarioError(file + ": " + game.name() + " has no scenario files");
  ScenarioPosition pos;
  pos.name = name_of(root, file);
  pos.description = description_of(root);
  Runner runner(game, *sup, file, root);
  try {
    engine_guarded(file, [&] { runner.run(nullptr, /*check=*/false); });
  } catch (const ScenarioError& e) {
    pos.stopped = e.what();
  }
  pos.state = runner.take_state();
  if (!pos.state) throw ScenarioError(pos.stopped.empty() ? file + ": no position" : pos.stopped);
  return pos;
}

// Runs the file's document, then each mutant as a new run of it with one expectation changed.
ScenarioReport run_root(const GameModule& game, const YAML::Node& root, const std::string& file, bool mutate) {
  ScenarioReport r;
  r.file = file;
  r.name = name_of(root, file);
  try {
    if (root.IsMap() && root["game"] && root["game"].IsScalar() && root["game"].as<std::string>() != game.name())
      scenario_fail(file, root["game"], "this file is for " + root["game"].as<std::string>() + ", not " + game.name());
    const ScenarioSupport* sup = game.scenarios();
    if (!sup) throw ScenarioError(file + ": " + game.name() + " has no scenario files");
    std::vector<Mutant> mutants;
    // The document itself: a clone would lose the line marks of the messages.
    engine_guarded(file, [&] { Runner(game, *sup, file, root).run(mutate ? &mutants : nullptr); });
    r.passed = true;
    for (const auto& m : mutants) {
      ++r.mutants;
      r.tried.push_back("line " + std::to_string(m.line) + ": " + m.what);
      try {
        engine_guarded(file, [&] {
          if (m.module) {  // the module's own: the same document, the one check replaced
            Runner runner(game, *sup, file, root);
            runner.override_with(&m);
            return runner.run(nullptr);
          }
          YAML::Node copy = YAML::Clone(root);
          auto blocks = scenario_expect_blocks(copy);
          if (m.block >= blocks.size()) throw std::logic_error("mutant of an expect block that is not there");
          for (const auto& [key, value] : m.set) {
            if (value.IsDefined() && !value.IsNull()) blocks[m.block][key] = value;
            else blocks[m.block].remove(key);
          }
          Runner(game, *sup, file, copy).run(nullptr);
        });
        r.survived.push_back(r.tried.back());
      } catch (const ScenarioError&) {  // refused, or the engine failed on the changed script: killed
        ++r.killed;
      }
    }
  } catch (const std::exception& e) {
    r.passed = false;
    r.message = e.what();
  }
  return r;
}

}  // namespace

ScenarioPosition scenario_position(const GameModule& game, const ScenarioDocument& doc) {
  return position_of(game, doc.root, doc.file);
}

ScenarioDocument read_scenario(const std::string& file) { return {file, load_file(file)}; }

ScenarioDocument scenario_text(const std::string& text, const std::string& file) { return {file, load_text(text, file)}; }

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

std::string scenario_game(const ScenarioDocument& doc, const std::string& default_game) {
  if (doc.root.IsMap() && doc.root["game"]) {
    if (!doc.root["game"].IsScalar()) scenario_fail(doc.file, doc.root["game"], "game: must be a game's name");
    return doc.root["game"].as<std::string>();
  }
  return default_game;
}

ScenarioReport run_scenario(const GameModule& game, const ScenarioDocument& doc, bool mutate) {
  return run_root(game, doc.root, doc.file, mutate);
}

}  // namespace spaceline
