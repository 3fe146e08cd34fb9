// Loads and validates TaleSpin card files (docs/talespin/card-format.md).
// Every problem is reported as "file:line: message"; all problems of a load
// are collected so a card designer sees the whole list at once.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/card_files.h"
#include "core/text.h"
#include "games/talespin/cards/cards.h"

namespace spaceline::talespin {

const char* to_string(CardType t) {
  switch (t) {
    case CardType::Player: return "player";
    case CardType::Passenger: return "passenger";
    case CardType::Pilot: return "pilot";
    case CardType::Cargo: return "cargo";
    case CardType::Location: return "location";
    case CardType::Action: return "action";
    case CardType::Artifact: return "artifact";
  }
  return "?";
}

const char* to_string(Region r) {
  switch (r) {
    case Region::Harbor: return "harbor";
    case Region::Jungle: return "jungle";
    case Region::Mesa: return "mesa";
    case Region::Isle: return "isle";
    case Region::Any: return "any";
  }
  return "?";
}

const char* op_word(OpKind k) {
  switch (k) {
    case OpKind::Move: return "move";
    case OpKind::Draw: return "draw";
    case OpKind::DiscardSelf: return "discard self";
    case OpKind::MarkNext: return "mark next";
    case OpKind::MarkLast: return "mark last";
    case OpKind::ToLast: return "to last";
    case OpKind::ToFirst: return "to first";
    case OpKind::LoseDelivered: return "lose delivered";
    case OpKind::Steal: return "steal";
    case OpKind::Maneuver: return "maneuver";
    case OpKind::DiscardPassenger: return "discard passenger";
    case OpKind::Jettison: return "jettison";
    case OpKind::Promote: return "promote";
    case OpKind::Inspect: return "inspect";
    case OpKind::OthersDraw: return "others draw";
  }
  return "?";
}

namespace {

struct OpSpec {
  OpKind kind;
  int min_n, max_n;  // 0,0: takes no number
};

const std::vector<OpSpec>& op_specs() {
  static const std::vector<OpSpec> v = {
      {OpKind::Move, 1, 6},  // S1-9: X can not equal 0, so "move 0" is refused (D-TS-5)
      {OpKind::Draw, 1, 5},          {OpKind::DiscardSelf, 0, 0},     {OpKind::MarkNext, 0, 0},
      {OpKind::MarkLast, 0, 0},      {OpKind::ToLast, 0, 0},          {OpKind::ToFirst, 0, 0},
      {OpKind::LoseDelivered, 1, 2}, {OpKind::Steal, 0, 0},           {OpKind::Maneuver, 1, 4},
      {OpKind::DiscardPassenger, 0, 0}, {OpKind::Jettison, 0, 0},     {OpKind::Promote, 0, 0},
      {OpKind::Inspect, 0, 0},       {OpKind::OthersDraw, 1, 3},
  };
  return v;
}

// Which ops a card of each kind may use, and where (docs/talespin/card-format.md).
enum class Ctx { PlayerRoll, PassengerRoll, TurnAction, Maneuver, Arrival };

bool allowed(Ctx c, OpKind k) {
  switch (c) {
    case Ctx::PlayerRoll:
      return k == OpKind::Move || k == OpKind::Draw || k == OpKind::LoseDelivered || k == OpKind::Steal ||
             k == OpKind::OthersDraw || k == OpKind::MarkNext || k == OpKind::MarkLast;
    case Ctx::PassengerRoll:
      return k == OpKind::Move || k == OpKind::Draw || k == OpKind::DiscardSelf || k == OpKind::MarkNext ||
             k == OpKind::MarkLast || k == OpKind::ToLast || k == OpKind::ToFirst || k == OpKind::LoseDelivered ||
             k == OpKind::Steal || k == OpKind::OthersDraw;
    case Ctx::TurnAction:
      return k == OpKind::Move || k == OpKind::Draw || k == OpKind::Steal || k == OpKind::OthersDraw ||
             k == OpKind::DiscardPassenger || k == OpKind::Jettison || k == OpKind::Promote || k == OpKind::Inspect;
    case Ctx::Maneuver: return k == OpKind::Maneuver || k == OpKind::Draw;
    case Ctx::Arrival: return k == OpKind::Draw || k == OpKind::OthersDraw;
  }
  return false;
}

const char* ctx_name(Ctx c) {
  switch (c) {
    case Ctx::PlayerRoll: return "a Player's roll table";
    case Ctx::PassengerRoll: return "a Passenger's roll table";
    case Ctx::TurnAction: return "an Action played on your turn";
    case Ctx::Maneuver: return "a dogfight Action (maneuver)";
    case Ctx::Arrival: return "a Location's arrival effect";
  }
  return "?";
}

class Loader {
 public:
  std::vector<std::string> errors;
  std::vector<CardDef> cards;

  void error(const std::string& file, const YAML::Node& n, const std::string& msg) { errors.push_back(yaml_error(file, n, msg)); }

  void load(const std::string& file, const std::string& text) {
    if (const auto list = card_list(text, file, errors))
      for (const auto& n : *list) card(file, n);
  }

 private:
  bool get_int(const std::string& file, const YAML::Node& m, const char* key, int lo, int hi, int8_t& out,
               bool required) {
    const YAML::Node v = m[key];
    if (!v) {
      if (required) error(file, m, std::string("missing field '") + key + "'");
      return false;
    }
    int x;
    try {
      x = v.as<int>();
    } catch (...) {
      error(file, v, std::string("'") + key + "' must be a whole number");
      return false;
    }
    if (x < lo || x > hi) {
      error(file, v, std::string("'") + key + "' must be from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         " (got " + std::to_string(x) + ")");
      return false;
    }
    out = static_cast<int8_t>(x);
    return true;
  }

  bool parse_op(const std::string& file, const YAML::Node& n, Ctx ctx, Op& out) {
    if (!n.IsScalar()) {
      error(file, n, "an effect must be a short text such as 'move 2' or 'draw 1'");
      return false;
    }
    const std::string s = lower(trim(n.as<std::string>()));
    for (const auto& spec : op_specs()) {
      const std::string w = op_word(spec.kind);
      if (s.rfind(w, 0) != 0) continue;
      std::string rest = trim(s.substr(w.size()));
      if (!rest.empty() && !std::isdigit(static_cast<unsigned char>(rest[0])) && rest[0] != '-') continue;
      if (!allowed(ctx, spec.kind)) {
        error(file, n, "'" + w + "' may not be used in " + ctx_name(ctx));
        return false;
      }
      out.kind = spec.kind;
      if (spec.max_n == 0) {
        if (!rest.empty()) {
          error(file, n, "'" + w + "' takes no number");
          return false;
        }
        out.n = 0;
        return true;
      }
      if (rest.empty()) {
        error(file, n, "'" + w + "' needs a number (e.g. '" + w + " 1')");
        return false;
      }
      char* end = nullptr;
      const long x = std::strtol(rest.c_str(), &end, 10);
      if (*end != 0) {
        error(file, n, "'" + w + "' needs a whole number, got '" + rest + "'");
        return false;
      }
      if (x < spec.min_n || x > spec.max_n) {
        std::string why = (spec.kind == OpKind::Move && x == 0) ? " (S1-9: X can not equal 0)" : "";
        error(file, n, "'" + w + "' must be from " + std::to_string(spec.min_n) + " to " + std::to_string(spec.max_n) +
                           ", got " + std::to_string(x) + why);
        return false;
      }
      out.n = static_cast<int8_t>(x);
      return true;
    }
    error(file, n, "unknown effect '" + s + "' (expected one of: move N, draw N, discard self, mark next, mark last, "
                   "to last, to first, lose delivered N, steal, maneuver N, discard passenger, jettison, promote, "
                   "inspect, others draw N)");
    return false;
  }

  void parse_ops(const std::string& file, const YAML::Node& n, Ctx ctx, std::vector<Op>& out) {
    if (n.IsScalar()) {
      Op o;
      if (parse_op(file, n, ctx, o)) out.push_back(o);
      return;
    }
    if (!n.IsSequence()) {
      error(file, n, "expected an effect or a list of effects");
      return;
    }
    if (n.size() == 0) error(file, n, "empty list of effects");
    for (const auto& e : n) {
      Op o;
      if (parse_op(file, e, ctx, o)) out.push_back(o);
    }
  }

  std::optional<Region> region(const std::string& file, const YAML::Node& n, bool allow_any) {
    if (!n) return std::nullopt;
    const std::string s = lower(trim(n.as<std::string>("")));
    for (int r = 0; r <= kRegions; ++r)
      if (s == to_string(static_cast<Region>(r))) {
        if (r == kRegions && !allow_any) break;
        return static_cast<Region>(r);
      }
    error(file, n, "unknown region '" + s + "' (expected harbor, jungle, mesa, isle" + (allow_any ? ", any)" : ")"));
    return std::nullopt;
  }

  void roll_table(const std::string& file, const YAML::Node& n, Ctx ctx, CardDef& c) {
    if (!n.IsMap()) {
      error(file, n, "'roll' must map die faces (1-6, or a range such as 5-6) to effects");
      return;
    }
    std::array<bool, 6> seen{};
    for (auto it = n.begin(); it != n.end(); ++it) {
      const std::string key = trim(it->first.as<std::string>(""));
      int lo = 0, hi = 0;
      const auto dash = key.find('-');
      try {
        if (dash == std::string::npos) {
          lo = hi = std::stoi(key);
        } else {
          lo = std::stoi(key.substr(0, dash));
          hi = std::stoi(key.substr(dash + 1));
        }
      } catch (...) {
        lo = 0;
      }
      if (lo < 1 || hi > 6 || lo > hi) {
        error(file, it->first, "bad die face '" + key + "' (expected 1 to 6, or a range such as 5-6)");
        continue;
      }
      std::vector<Op> ops;
      parse_ops(file, it->second, ctx, ops);
      for (int f = lo; f <= hi; ++f) {
        if (seen[f - 1]) error(file, it->first, "die face " + std::to_string(f) + " is given twice");
        seen[f - 1] = true;
        c.roll[f - 1] = ops;
      }
    }
    if (ctx == Ctx::PlayerRoll)
      for (int f = 0; f < 6; ++f)
        if (!seen[f]) error(file, n, "a Player needs an effect for every die face; face " + std::to_string(f + 1) + " is missing");
  }

  void mods(const std::string& file, const YAML::Node& n, CardDef& c) {
    if (!n.IsMap()) {
      error(file, n, "'modifiers' must be a map such as {pilot: 1}");
      return;
    }
    for (auto it = n.begin(); it != n.end(); ++it) {
      const std::string k = it->first.as<std::string>("");
      int8_t* slot = k == "pilot" ? &c.mods.pilot : k == "range" ? &c.mods.range : k == "hold" ? &c.mods.hold
                   : k == "move" ? &c.mods.move : nullptr;
      if (!slot) {
        error(file, it->first, "unknown modifier '" + k + "' (expected pilot, range, hold, move)");
        continue;
      }
      int x = 0;
      try {
        x = it->second.as<int>();
      } catch (...) {
        error(file, it->second, "modifier '" + k + "' must be a whole number");
        continue;
      }
      if (x < -3 || x > 3 || x == 0) {
        error(file, it->second, "modifier '" + k + "' must be from -3 to 3 and not 0");
        continue;
      }
      *slot = static_cast<int8_t>(x);
    }
  }

  void card(const std::string& file, const YAML::Node& n) {
    if (!n.IsMap()) {
      error(file, n, "each card must be a map of fields");
      return;
    }
    CardDef c;
    c.file = file;
    c.line = n.Mark().line + 1;
    const size_t errors_before = errors.size();
    if (!n["id"] || !n["id"].IsScalar()) error(file, n, "missing field 'id'");
    else c.id = trim(n["id"].as<std::string>());
    if (!n["name"] || !n["name"].IsScalar()) error(file, n, "missing field 'name'");
    else c.name = trim(n["name"].as<std::string>());
    if (n["name"] && c.name.empty()) error(file, n["name"], "empty name");
    if (!n["type"] || !n["type"].IsScalar()) {
      error(file, n, "missing field 'type'");
      return;
    }
    const std::string type = lower(trim(n["type"].as<std::string>()));
    bool found = false;
    for (int t = 0; t < kCardTypes; ++t)
      if (type == to_string(static_cast<CardType>(t))) c.type = static_cast<CardType>(t), found = true;
    if (!found) {
      error(file, n["type"], "unknown card type '" + type +
                                 "' (expected player, passenger, pilot, cargo, location, action, artifact)");
      return;
    }
    std::set<std::string> fields = {"id", "name", "type", "flavor"};
    switch (c.type) {
      case CardType::Player:
        fields.insert({"pilot", "range", "hold", "roll"});
        get_int(file, n, "pilot", 1, 6, c.pilot, true);
        get_int(file, n, "range", 0, 4, c.range, true);
        get_int(file, n, "hold", 1, 5, c.hold, true);
        if (!n["roll"]) error(file, n, "missing field 'roll' (a Player needs an effect for every die face)");
        else roll_table(file, n["roll"], Ctx::PlayerRoll, c);
        break;
      case CardType::Passenger:
        fields.insert({"roll", "modifiers"});
        if (n["roll"]) roll_table(file, n["roll"], Ctx::PassengerRoll, c);
        if (n["modifiers"]) mods(file, n["modifiers"], c);
        if (!n["roll"] && !n["modifiers"]) error(file, n, "a Passenger needs 'roll' or 'modifiers'");
        break;
      case CardType::Pilot:
        fields.insert({"pilot", "range"});
        get_int(file, n, "pilot", 1, 6, c.pilot, true);
        get_int(file, n, "range", 0, 4, c.range, true);
        break;
      case CardType::Cargo: {
        fields.insert({"ships_from", "receives_in"});
        if (!n["ships_from"]) error(file, n, "missing field 'ships_from'");
        if (!n["receives_in"]) error(file, n, "missing field 'receives_in'");
        auto a = region(file, n["ships_from"], true), b = region(file, n["receives_in"], true);
        if (a) c.ships_from = *a;
        if (b) c.receives_in = *b;
        if (a && b && *a == *b && *a != Region::Any)
          error(file, n["receives_in"], "cargo must be received in another region than it ships from");
        break;
      }
      case CardType::Location: {
        fields.insert({"region", "on_arrive"});
        if (!n["region"]) error(file, n, "missing field 'region'");
        auto r = region(file, n["region"], false);
        if (r) c.region = *r;
        if (n["on_arrive"]) parse_ops(file, n["on_arrive"], Ctx::Arrival, c.effect);
        break;
      }
      case CardType::Action: {
        fields.insert({"when", "effect"});
        std::string when = n["when"] ? lower(trim(n["when"].as<std::string>(""))) : "";
        if (when != "turn" && when != "dogfight") {
          error(file, n["when"] ? n["when"] : n, "'when' must be 'turn' (play on your turn) or 'dogfight' (a maneuver)");
          break;
        }
        c.dogfight_only = when == "dogfight";
        if (!n["effect"]) error(file, n, "missing field 'effect'");
        else parse_ops(file, n["effect"], c.dogfight_only ? Ctx::Maneuver : Ctx::TurnAction, c.effect);
        if (c.dogfight_only && std::none_of(c.effect.begin(), c.effect.end(),
                                            [](const Op& o) { return o.kind == OpKind::Maneuver; }))
          error(file, n["effect"] ? n["effect"] : n, "a dogfight Action needs a 'maneuver N' effect");
        int targets = 0;
        for (const auto& o : c.effect) {
          Target t = o.kind == OpKind::DiscardPassenger ? Target::AnyPassenger
                   : o.kind == OpKind::Promote          ? Target::OwnPassenger
                   : o.kind == OpKind::Jettison         ? Target::AnyArtifact
                   : o.kind == OpKind::Inspect          ? Target::Opponent
                                                        : Target::None;
          if (t != Target::None) c.target = t, ++targets;
        }
        if (targets > 1) error(file, n["effect"], "an Action may have at most one targeted effect");
        break;
      }
      case CardType::Artifact:
        fields.insert({"modifiers"});
        if (!n["modifiers"]) error(file, n, "missing field 'modifiers'");
        else mods(file, n["modifiers"], c);
        break;
    }
    if (n["flavor"]) c.flavor = n["flavor"].as<std::string>("");
    for (auto it = n.begin(); it != n.end(); ++it) {
      const auto k = it->first.as<std::string>("");
      if (!fields.count(k))
        error(file, it->first, "field '" + k + "' does not belong on a " + std::string(to_string(c.type)) + " card");
    }
    if (errors.size() == errors_before) cards.push_back(std::move(c));
  }
};

}  // namespace

std::string data_dir() { return game_data_dir("talespin"); }

void CardLibrary::add_files(const std::vector<std::pair<std::string, std::string>>& files) {
  Loader l;
  for (const auto& [path, text] : files) l.load(path, text);
  // Library-wide checks: ids and names unique; no name inside another (the
  // hidden-information test looks for names as words, R-INFO style).
  std::unordered_map<std::string, const CardDef*> ids;
  std::unordered_map<std::string, const CardDef*> names;
  for (const auto& c : cards_) ids[c.id] = &c, names[lower(c.name)] = &c;
  for (const auto& c : l.cards) {
    if (auto it = ids.find(c.id); it != ids.end())
      l.errors.push_back(c.file + ":" + std::to_string(c.line) + ": id '" + c.id + "' already used at " +
                         it->second->file + ":" + std::to_string(it->second->line));
    if (auto it = names.find(lower(c.name)); it != names.end())
      l.errors.push_back(c.file + ":" + std::to_string(c.line) + ": name '" + c.name + "' already used at " +
                         it->second->file + ":" + std::to_string(it->second->line));
    ids[c.id] = &c;
    names[lower(c.name)] = &c;
  }
  std::vector<const CardDef*> all;
  for (const auto& c : cards_) all.push_back(&c);
  for (const auto& c : l.cards) all.push_back(&c);
  for (const auto* a : all)
    for (const auto* b : all)
      if (a != b && b->name.size() > a->name.size() && lower(b->name).find(lower(a->name)) != std::string::npos)
        l.errors.push_back(b->file + ":" + std::to_string(b->line) + ": name '" + b->name + "' contains the name of '" +
                           a->name + "' (" + a->file + ":" + std::to_string(a->line) + "); card names must not contain each other");
  throw_if_errors(l.errors);
  for (auto& c : l.cards) {
    c.index = static_cast<uint16_t>(cards_.size());
    by_name_[c.name] = c.index;
    cards_.push_back(std::move(c));
  }
}

std::shared_ptr<const CardLibrary> CardLibrary::load_dir(const std::string& dir) { return library_from_dir<CardLibrary>(dir, false, true); }
std::shared_ptr<const CardLibrary> CardLibrary::load_text(const std::string& text, const std::string& file) {
  return library_from_text<CardLibrary>(text, file);
}
std::shared_ptr<const CardLibrary> CardLibrary::bundled() { return bundled_library<CardLibrary>("talespin", false, true); }

const CardDef* CardLibrary::find(const std::string& s) const {
  if (auto it = by_name_.find(s); it != by_name_.end()) return &cards_[it->second];
  const std::string l = lower(trim(s));
  for (const auto& c : cards_)
    if (lower(c.name) == l) return &c;
  for (const auto& c : cards_)
    if (lower(c.id) == l) return &c;
  return nullptr;
}

std::string CardLibrary::suggest(const std::string& name) const {
  // Smallest edit distance among names; only offered when close.
  auto dist = [](const std::string& a, const std::string& b) {
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
    for (size_t i = 1; i <= a.size(); ++i) {
      cur[0] = static_cast<int>(i);
      for (size_t j = 1; j <= b.size(); ++j)
        cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      std::swap(prev, cur);
    }
    return prev[b.size()];
  };
  const std::string l = lower(name);
  std::string best;
  int bd = 1 << 30;
  for (const auto& c : cards_) {
    const std::string cl = lower(c.name);
    int d = dist(l, cl);
    if (cl.find(l) != std::string::npos && !l.empty()) d = std::min(d, 2);
    if (d < bd) bd = d, best = c.name;
  }
  return bd <= std::max<int>(3, static_cast<int>(l.size()) / 3) ? best : "";
}

std::vector<uint16_t> CardLibrary::locations() const {
  std::vector<uint16_t> v;
  for (const auto& c : cards_)
    if (c.type == CardType::Location) v.push_back(c.index);
  return v;
}

std::string render_ops(const std::vector<Op>& ops) {
  std::string s;
  for (const auto& o : ops) {
    if (!s.empty()) s += ", then ";
    const std::string n = std::to_string(o.n);
    switch (o.kind) {
      case OpKind::Move: s += "move " + n + " Location" + (o.n == 1 ? "" : "s") + ", then play cargo"; break;
      case OpKind::Draw: s += "draw " + n + " card" + (o.n == 1 ? "" : "s"); break;
      case OpKind::DiscardSelf: s += "discard this Passenger"; break;
      case OpKind::MarkNext: s += "discard the next Passenger when the chain reaches it"; break;
      case OpKind::MarkLast: s += "discard the last Passenger when the chain reaches it"; break;
      case OpKind::ToLast: s += "move this Passenger to last position"; break;
      case OpKind::ToFirst: s += "move this Passenger to first position"; break;
      case OpKind::LoseDelivered: s += "lose " + n + " delivered cargo"; break;
      case OpKind::Steal: s += "take a random card from the fullest opponent hand"; break;
      case OpKind::Maneuver: s += "+" + n + " to your side of this dogfight"; break;
      case OpKind::DiscardPassenger: s += "discard a Passenger from any chain"; break;
      case OpKind::Jettison: s += "discard an Artifact from any cargo hold"; break;
      case OpKind::Promote: s += "move one of your Passengers to first position"; break;
      case OpKind::Inspect: s += "an opponent discards one random packed cargo"; break;
      case OpKind::OthersDraw: s += "every other player draws " + n; break;
    }
  }
  return s;
}

std::string render_text(const CardDef& c) {
  std::ostringstream o;
  auto mods = [&](const Mods& m) {
    std::string s;
    auto add = [&](const char* k, int v) {
      if (!v) return;
      if (!s.empty()) s += ", ";
      if (v > 0) s += '+';
      s += std::to_string(v);
      s += ' ';
      s += k;
    };
    add("PILOT", m.pilot);
    add("RANGE", m.range);
    add("HOLD", m.hold);
    add("to every move", m.move);
    return s;
  };
  auto roll = [&]() {
    for (int f = 0; f < 6; ++f)
      if (!c.roll[f].empty()) o << "\n  " << (f + 1) << ": " << render_ops(c.roll[f]);
  };
  switch (c.type) {
    case CardType::Player:
      o << "PILOT " << int(c.pilot) << "  RANGE " << int(c.range) << "  HOLD " << int(c.hold) << "\nRoll:";
      roll();
      break;
    case CardType::Passenger:
      if (c.mods.any()) o << "While in your chain: " << mods(c.mods) << ".";
      if (std::any_of(c.roll.begin(), c.roll.end(), [](const auto& v) { return !v.empty(); })) {
        if (c.mods.any()) o << "\n";
        o << "Roll:";
        roll();
      }
      break;
    case CardType::Pilot: o << "PILOT " << int(c.pilot) << "  RANGE " << int(c.range); break;
    case CardType::Cargo:
      o << "SHIPPING " << to_string(c.ships_from) << "  RECEIVING " << to_string(c.receives_in);
      break;
    case CardType::Location:
      o << "Region: " << to_string(c.region);
      if (!c.effect.empty()) o << "\nWhen a token ends a move here: " << render_ops(c.effect) << ".";
      break;
    case CardType::Action:
      o << (c.dogfight_only ? "Play in a dogfight you fight: " : "Play on your turn: ") << render_ops(c.effect) << ".";
      break;
    case CardType::Artifact: o << "In a cargo hold: its Player gets " << mods(c.mods) << "."; break;
  }
  return o.str();
}

}  // namespace spaceline::talespin
