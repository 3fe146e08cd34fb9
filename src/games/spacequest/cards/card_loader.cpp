// Loads and validates Space Quest card files (docs/spacequest/card-format.md). Every problem is
// reported as "file:line: message", all of a load at once; text the engine does not implement is
// refused by name (D-SQ-21), never loaded as a blank card.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/card_files.h"
#include "core/text.h"
#include "games/spacequest/cards/cards.h"
#include "games/spacequest/ops/ops.h"

namespace spaceline::spacequest {

namespace {

const std::set<std::string> kCardKeys = {"id", "name", "type", "cost", "basic", "mana", "pt", "ship", "stardrive",
                                         "keywords", "target", "effect", "ability", "enters", "upkeep", "static", "flavor"};
const std::set<std::string> kKeywords = {"first strike", "trample", "flying"};

struct Where {
  uint8_t use;
  const char* name;
};

class Loader {
 public:
  std::vector<std::string> errors;
  std::vector<CardDef> cards;

  void load(const std::string& file, const std::string& text) {
    if (const auto list = card_list(text, file, errors))
      for (const auto& n : *list) card(file, n);
  }

 private:
  void error(const std::string& file, const YAML::Node& n, const std::string& msg) { errors.push_back(yaml_error(file, n, msg)); }

  bool cost(const std::string& file, const YAML::Node& n, const std::string& s, ManaCost& out) {
    size_t i = 0;
    int generic = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) generic = generic * 10 + (s[i++] - '0');
    if (generic > 20) {
      error(file, n, "generic cost " + std::to_string(generic) + " is more than 20");
      return false;
    }
    out.need[kColorless] = static_cast<int8_t>(generic);
    for (; i < s.size(); ++i) {
      const int c = color_from_symbol(static_cast<char>(std::toupper(static_cast<unsigned char>(s[i]))));
      if (c < 0 || c == kColorless) {
        error(file, n, "mana cost '" + s + "': '" + std::string(1, s[i]) + "' is not a number or one of W U B R G");
        return false;
      }
      ++out.need[c];
    }
    return true;
  }

  Target target(const std::string& file, const YAML::Node& n) {
    static const std::vector<std::pair<std::string, Target>> names = {
        {"any", Target::Any},         {"creature", Target::Creature}, {"ship", Target::Ship},
        {"non-ship", Target::NonShip}, {"own ship", Target::OwnShip}, {"player", Target::Player},
        {"spell", Target::Spell}};
    const std::string s = lower(trim(n.as<std::string>()));
    for (const auto& [w, t] : names)
      if (w == s) return t;
    error(file, n, "unknown target '" + s + "' (expected any, creature, ship, non-ship, own ship, player, spell)");
    return Target::None;
  }

  // A list of operations for `where`, all aimed at `tgt`.
  std::vector<Op> ops(const std::string& file, const YAML::Node& n, Where where, Target tgt, bool& any_target) {
    std::vector<Op> out;
    any_target = false;
    if (!n.IsSequence()) {
      error(file, n, std::string(where.name) + " must be a list of operations such as [damage 2]");
      return out;
    }
    for (const auto& item : n) {
      if (!item.IsScalar()) {
        error(file, item, "an operation must be a short text such as 'damage 2'");
        continue;
      }
      const auto w = words(lower(item.as<std::string>()));
      if (w.empty()) {
        error(file, item, "empty operation");
        continue;
      }
      const int k = find_op(w[0]);
      if (k < 0) {
        std::string known;
        for (const auto* o : op_table()) known += (known.empty() ? "" : ", ") + std::string(o->word);
        error(file, item, "operation '" + w[0] + "' is not implemented (D-SQ-21; known: " + known + ")");
        continue;
      }
      const OpInfo& info = *op_table()[k];
      if (!(info.uses & where.use)) {
        error(file, item, "'" + w[0] + "' cannot be used in " + where.name);
        continue;
      }
      if (static_cast<int>(w.size()) - 1 != info.nargs) {
        error(file, item, "'" + w[0] + "' takes " + std::to_string(info.nargs) + (info.nargs == 1 ? " value" : " values") +
                              ", got " + std::to_string(w.size() - 1));
        continue;
      }
      Op op;
      op.kind = static_cast<uint8_t>(k);
      bool ok = true;
      for (int a = 0; a < info.nargs && ok; ++a) {
        const std::string& v = w[a + 1];
        int x = 0;
        if (info.color_arg) {
          x = v.size() == 1 ? color_from_symbol(static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])))) : -1;
          if (x < 0) {
            error(file, item, "'" + w[0] + "' needs a mana symbol (W U B R G C), got '" + v + "'");
            ok = false;
          }
        } else {
          char* end = nullptr;
          const long l = std::strtol(v.c_str(), &end, 10);
          if (end == v.c_str() || *end || l < -20 || l > 20 || (!info.signed_args && l < 1)) {
            error(file, item, "'" + w[0] + "': '" + v + "' must be a whole number " + (info.signed_args ? "from -20 to 20" : "from 1 to 20"));
            ok = false;
          }
          x = static_cast<int>(l);
        }
        (a == 0 ? op.a : op.b) = static_cast<int8_t>(x);
      }
      if (!ok) continue;
      if (!info.targets.empty()) {
        any_target = true;
        if (tgt == Target::None) {
          error(file, item, "'" + w[0] + "' needs a target: add 'target:' (" + target_words(info.targets.front()) + ")");
          continue;
        }
        if (std::find(info.targets.begin(), info.targets.end(), tgt) == info.targets.end()) {
          error(file, item, "'" + w[0] + "' cannot aim at " + target_words(tgt));
          continue;
        }
      }
      out.push_back(op);
    }
    return out;
  }

  void card(const std::string& file, const YAML::Node& n) {
    if (!n.IsMap()) {
      error(file, n, "each card must be a map");
      return;
    }
    const size_t errors_before = errors.size();
    for (auto it = n.begin(); it != n.end(); ++it) {
      const auto k = it->first.as<std::string>();
      if (!kCardKeys.count(k)) error(file, it->first, "field '" + k + "' is not implemented (D-SQ-21)");
    }
    CardDef c;
    c.file = file;
    c.line = n.Mark().line + 1;
    auto str = [&](const char* key, bool required) -> std::string {
      const YAML::Node v = n[key];
      if (!v) {
        if (required) error(file, n, std::string("missing field '") + key + "'");
        return "";
      }
      if (!v.IsScalar()) {
        error(file, v, std::string("'") + key + "' must be text");
        return "";
      }
      return trim(v.as<std::string>());
    };
    c.id = str("id", true);
    c.name = str("name", true);
    c.flavor = str("flavor", false);
    const std::string type = lower(str("type", true));
    static const std::vector<std::pair<std::string, CardType>> types = {
        {"land", CardType::Land},       {"creature", CardType::Creature},       {"sorcery", CardType::Sorcery},
        {"instant", CardType::Instant}, {"enchantment", CardType::Enchantment}, {"artifact", CardType::Artifact}};
    bool typed = false;
    for (const auto& [w, t] : types)
      if (w == type) c.type = t, typed = true;
    if (!typed && !type.empty())
      error(file, n["type"], "type '" + type + "' is not implemented (expected land, creature, sorcery, instant, enchantment, artifact)");
    if (c.type == CardType::Land) {
      const std::string m = str("mana", true);
      c.land_color = static_cast<int8_t>(m.size() == 1 ? color_from_symbol(static_cast<char>(std::toupper(static_cast<unsigned char>(m[0])))) : -1);
      if (!m.empty() && c.land_color < 0) error(file, n["mana"], "'mana' must be one of W U B R G C");
      if (n["basic"]) c.basic = n["basic"].as<std::string>() == "true";
      if (n["cost"]) error(file, n["cost"], "a land has no mana cost");
    } else {
      if (n["mana"]) error(file, n["mana"], "only lands have 'mana:'; give a creature 'ability: {cost: T, effect: [add G]}'");
      if (n["basic"]) error(file, n["basic"], "only lands are basic");
      const std::string cs = str("cost", true);
      if (!cs.empty()) cost(file, n["cost"], cs, c.cost);
    }
    if (c.type == CardType::Creature) {
      if (const YAML::Node s = n["ship"]) {
        c.ship = true;
        if (!s.IsMap() || !s["min"] || !s["max"] || !s["pt"]) {
          error(file, s, "'ship' must be {min: N, pt: P/T, max: N} (SQ-2)");
        } else {
          pt(file, s["pt"], c);
          try {
            c.min_crew = static_cast<int8_t>(s["min"].as<int>());
            c.max_crew = static_cast<int8_t>(s["max"].as<int>());
          } catch (...) {
            error(file, s, "'min' and 'max' must be whole numbers");
          }
          if (c.min_crew < 0 || c.max_crew < c.min_crew || c.max_crew > 9)
            error(file, s, "Minimum Crew must be from 0 to Maximum Crew, and Maximum Crew at most 9 (SQ-2)");
        }
        if (n["pt"]) error(file, n["pt"], "a Ship's power/toughness is the one in 'ship:' (at Minimum Crew, SQ-2)");
      } else if (n["pt"]) {
        pt(file, n["pt"], c);
      } else {
        error(file, n, "a creature needs 'pt: P/T' (or 'ship:')");
      }
      if (n["stardrive"]) {
        c.stardrive = n["stardrive"].as<std::string>() == "true";
        if (c.stardrive && !c.ship) error(file, n["stardrive"], "only Ships have Stardrive (SQ-15)");
      }
      if (const YAML::Node k = n["keywords"]) {
        if (!k.IsSequence()) error(file, k, "'keywords' must be a list");
        else
          for (const auto& w : k) {
            const std::string s = lower(trim(w.as<std::string>()));
            if (!kKeywords.count(s)) error(file, w, "keyword '" + s + "' is not implemented (D-SQ-21; known: first strike, trample, flying)");
            c.first_strike |= s == "first strike";
            c.trample |= s == "trample";
            c.flying |= s == "flying";
          }
      }
    } else {
      for (const char* k : {"pt", "ship", "stardrive", "keywords"})
        if (n[k]) error(file, n[k], std::string("only creatures have '") + k + "'");
    }
    bool aimed = false;
    if (c.type == CardType::Sorcery || c.type == CardType::Instant) {
      if (n["target"]) c.target = target(file, n["target"]);
      if (!n["effect"]) error(file, n, "a " + type + " needs 'effect:'");
      else c.effect = ops(file, n["effect"], {kUseSpell, "a spell's effect"}, c.target, aimed);
      if (c.target != Target::None && !aimed) error(file, n["target"], "a target but no operation that uses it");
    } else {
      if (n["effect"]) error(file, n["effect"], "only sorceries and instants have 'effect:' (use 'enters:' or 'ability:')");
      if (n["target"]) error(file, n["target"], "'target:' goes inside 'ability:' on a permanent");
    }
    if (const YAML::Node a = n["ability"]) {
      if (c.type == CardType::Land || c.type == CardType::Sorcery || c.type == CardType::Instant) {
        error(file, a, "only creatures, enchantments and artifacts have 'ability:' here");
      } else if (!a.IsMap() || !a["cost"] || !a["effect"]) {
        error(file, a, "'ability' must be {cost: ..., effect: [...]} (a cost such as 'T', '1G, T' or '2, sacrifice')");
      } else {
        Ability ab;
        for (auto it = a.begin(); it != a.end(); ++it) {
          const auto k = it->first.as<std::string>();
          if (k != "cost" && k != "effect" && k != "target") error(file, it->first, "field 'ability." + k + "' is not implemented");
        }
        std::istringstream parts(a["cost"].as<std::string>());
        for (std::string part; std::getline(parts, part, ',');) {
          part = lower(trim(part));
          if (part == "t") ab.tap = true;
          else if (part == "sacrifice") ab.sacrifice = true;
          else cost(file, a["cost"], part, ab.cost);
        }
        if (a["target"]) ab.target = target(file, a["target"]);
        ab.ops = ops(file, a["effect"], {kUseAbility, "an activated ability"}, ab.target, aimed);
        ab.mana = !ab.ops.empty() && std::all_of(ab.ops.begin(), ab.ops.end(), [](const Op& o) { return op_info(o).mana; });
        if (!ab.mana && std::any_of(ab.ops.begin(), ab.ops.end(), [](const Op& o) { return op_info(o).mana; }))
          error(file, a, "a mana ability may do nothing but add mana (D-SQ-9)");
        if (ab.mana && (!ab.tap || ab.sacrifice || !ab.cost.empty()))
          error(file, a, "a mana ability costs exactly 'T' here (D-SQ-9)");
        c.ability = ab;
      }
    }
    for (auto [key, list, use] : {std::tuple{"enters", &c.enters, kUseTrigger}, std::tuple{"upkeep", &c.upkeep, kUseTrigger},
                                  std::tuple{"static", &c.statics, kUseStatic}}) {
      if (const YAML::Node v = n[key]) {
        if (c.type == CardType::Land || c.type == CardType::Sorcery || c.type == CardType::Instant) {
          error(file, v, std::string("a ") + type + " has no '" + key + "'");
          continue;
        }
        bool t = false;
        *list = ops(file, v, {use, use == kUseStatic ? "a static ability" : "a triggered ability"}, Target::None, t);
      }
    }
    if (errors.size() == errors_before) cards.push_back(std::move(c));
  }

  void pt(const std::string& file, const YAML::Node& v, CardDef& c) {
    const std::string s = v.IsScalar() ? v.as<std::string>() : "";
    const auto slash = s.find('/');
    try {
      if (slash == std::string::npos) throw 0;
      const int p = std::stoi(s.substr(0, slash)), t = std::stoi(s.substr(slash + 1));
      if (p < 0 || p > 20 || t < 1 || t > 20) throw 0;
      c.power = static_cast<int8_t>(p);
      c.toughness = static_cast<int8_t>(t);
    } catch (...) {
      error(file, v, "power/toughness must be 'P/T' with P from 0 to 20 and T from 1 to 20, got '" + s + "'");
    }
  }
};

}  // namespace

const char* to_string(CardType t) {
  switch (t) {
    case CardType::Land: return "land";
    case CardType::Creature: return "creature";
    case CardType::Sorcery: return "sorcery";
    case CardType::Instant: return "instant";
    case CardType::Enchantment: return "enchantment";
    case CardType::Artifact: return "artifact";
  }
  return "?";
}

const char* color_word(int c) {
  static const char* const w[] = {"white", "blue", "black", "red", "green", "colourless"};
  return c >= 0 && c < kColors ? w[c] : "?";
}
char color_symbol(int c) { return c >= 0 && c < kColors ? "WUBRGC"[c] : '?'; }
int color_from_symbol(char ch) {
  const char* s = "WUBRGC";
  for (int i = 0; i < kColors; ++i)
    if (s[i] == ch) return i;
  return -1;
}

std::string ManaCost::text() const {
  std::string s;
  if (need[kColorless] || empty()) s += std::to_string(need[kColorless]);
  for (int c = 0; c < 5; ++c) s += std::string(need[c], color_symbol(c));
  return s;
}

const char* target_words(Target t) {
  switch (t) {
    case Target::None: return "no target";
    case Target::Any: return "any target (a creature or a player)";
    case Target::Creature: return "target creature";
    case Target::Ship: return "target Ship";
    case Target::NonShip: return "target non-Ship creature";
    case Target::OwnShip: return "target Ship you control";
    case Target::Player: return "target player";
    case Target::Spell: return "target spell";
  }
  return "?";
}

int CardDef::color() const {
  int found = kColorless, n = 0;
  for (int c = 0; c < 5; ++c)
    if (cost.need[c]) found = c, ++n;
  if (type == CardType::Land) return land_color;
  return n == 1 ? found : kColorless;
}

void CardLibrary::add_files(const std::vector<std::pair<std::string, std::string>>& files) {
  Loader l;
  for (const auto& [path, text] : files) l.load(path, text);
  std::set<std::string> ids;
  for (auto& c : cards_) ids.insert(c.id);
  for (auto& c : l.cards) {
    if (by_name_.count(c.name) || ids.count(c.id)) {
      l.errors.push_back(c.file + ":" + std::to_string(c.line) + ": card '" + c.name + "' (" + c.id + ") is defined twice");
      continue;
    }
    ids.insert(c.id);
    c.index = static_cast<uint16_t>(cards_.size());
    by_name_[c.name] = c.index;
    cards_.push_back(std::move(c));
  }
  throw_if_errors(l.errors);
}

std::shared_ptr<const CardLibrary> CardLibrary::load_text(const std::string& text, const std::string& file) {
  return library_from_text<CardLibrary>(text, file);
}
std::shared_ptr<const CardLibrary> CardLibrary::load_dir(const std::string& dir) { return library_from_dir<CardLibrary>(dir, true); }
std::shared_ptr<const CardLibrary> CardLibrary::bundled() { return bundled_library<CardLibrary>("spacequest", true); }

const CardDef* CardLibrary::find(const std::string& name) const {
  if (auto it = by_name_.find(name); it != by_name_.end()) return &cards_[it->second];
  const std::string l = lower(name);
  for (const auto& c : cards_)
    if (lower(c.name) == l || lower(c.id) == l) return &c;
  return nullptr;
}

std::string CardLibrary::suggest(const std::string& name) const {
  const std::string l = lower(name);
  for (const auto& c : cards_)
    if (lower(c.name).find(l) != std::string::npos || (!l.empty() && l.find(lower(c.name)) != std::string::npos)) return c.name;
  return "";
}

std::string data_dir() { return game_data_dir("spacequest"); }

std::string render_ops(const std::vector<Op>& ops, Target target) {
  std::string s;
  for (const auto& o : ops) {
    if (!s.empty()) s += ", then ";
    s += op_info(o).text(o, target);
  }
  return s;
}

std::string render_text(const CardDef& c) {
  std::ostringstream o;
  if (c.type == CardType::Land) {
    o << (c.basic ? "Basic land. " : "Land. ") << "T: add " << color_symbol(c.land_color) << ".";
    return o.str();
  }
  o << c.cost.text() << " " << to_string(c.type);
  if (c.ship) {
    o << " - Ship. Minimum Crew " << int(c.min_crew) << " (" << int(c.power) << "/" << int(c.toughness) << "), Maximum Crew "
      << int(c.max_crew) << ". Under Minimum Crew: 0/1; +1/+1 for each crew beyond it.";
    if (c.stardrive) o << " Stardrive.";
  } else if (c.creature()) {
    o << " " << int(c.power) << "/" << int(c.toughness) << ".";
  }
  if (c.first_strike) o << " First strike.";
  if (c.trample) o << " Trample.";
  if (c.flying) o << " Flying.";
  if (!c.effect.empty()) o << " " << render_ops(c.effect, c.target) << ".";
  if (c.ability) {
    std::string cost;
    if (!c.ability->cost.empty()) cost += c.ability->cost.text();
    if (c.ability->tap) cost += (cost.empty() ? "" : ", ") + std::string("T");
    if (c.ability->sacrifice) cost += (cost.empty() ? "" : ", ") + std::string("sacrifice this");
    o << " " << cost << ": " << render_ops(c.ability->ops, c.ability->target) << ".";
  }
  if (!c.enters.empty()) o << " When this enters play: " << render_ops(c.enters, Target::None) << ".";
  if (!c.upkeep.empty()) o << " At the beginning of your upkeep: " << render_ops(c.upkeep, Target::None) << ".";
  if (!c.statics.empty()) o << " " << render_ops(c.statics, Target::None) << ".";
  return o.str();
}

}  // namespace spaceline::spacequest
