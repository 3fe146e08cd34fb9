// Loads and validates Second Edition card files (docs/stccg2e/card-format.md). Every problem is
// reported as "file:line: message"; all problems of a load are collected at once.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/card_files.h"
#include "core/text.h"
#include "core/yaml_input.h"
#include "games/stccg2e/cards/cards.h"
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const char* to_string(CardType t) {
  static const char* const n[] = {"mission", "personnel", "ship", "dilemma", "event", "interrupt", "equipment"};
  return n[static_cast<int>(t)];
}
const char* to_string(Where w) {
  static const char* const n[] = {"headquarters", "planet", "space", "dual"};
  return n[static_cast<int>(w)];
}

int CardDef::skill(const std::string& s) const {
  for (const auto& [name, n] : skills)
    if (name == s) return n;
  return 0;
}
bool CardDef::has_icon(const std::string& i) const { return std::find(icons.begin(), icons.end(), i) != icons.end(); }

// One op: a map of one key (the op's word) to its argument.
std::string parse_op(Op& op, const YAML::Node& node) {
  if (!node.IsMap() || node.size() != 1) return "an op is a map of one key, e.g. {draw: 2}";
  const std::string word = node.begin()->first.as<std::string>();
  const int k = find_op(word);
  if (k < 0) {
    std::string known;
    for (const auto& d : op_table()) known += (known.empty() ? "" : ", ") + std::string(d.word);
    return "unknown op '" + word + "' (known: " + known + ")";
  }
  op.kind = static_cast<uint8_t>(k);
  if (auto e = op_table()[k].parse(op, node.begin()->second); !e.empty()) return word + ": " + e + " (" + op_table()[k].usage + ")";
  return "";
}

std::string render_op(const Op& op) { return op_table()[op.kind].render(op); }

std::string render_text(const CardDef& c) {
  std::string out;
  if (c.target == Target::YourCompletedMission) out += "Play on a mission you completed. ";
  if (c.target == Target::AnyCompletedMission) out += "Aim at a completed mission. ";
  for (const auto& op : c.text) out += (out.empty() || out.back() == ' ' ? "" : " ") + render_op(op);
  if (c.stays_in_core) out += " (Stays in your core.)";
  return out;
}

std::string render_facts(const CardDef& c) {
  std::ostringstream o;
  switch (c.type) {
    case CardType::Mission:
      if (c.is_headquarters()) {
        o << c.headquarters << " headquarters, " << c.quadrant << ", span " << c.span << "; plays: ";
        for (size_t i = 0; i < c.playable.size(); ++i) o << (i ? ", " : "") << c.playable[i];
      } else {
        o << to_string(c.where) << " mission, " << c.quadrant << ", span " << c.span << ", " << c.points << " points; requires "
          << render(c.requirements) << "; attempted by ";
        for (size_t i = 0; i < c.attempt.size(); ++i) o << (i ? ", " : "") << c.attempt[i];
      }
      break;
    case CardType::Personnel:
      o << c.affiliation << ", cost " << c.cost << ", " << c.attributes[0] << "/" << c.attributes[1] << "/" << c.attributes[2] << ";";
      for (const auto& [s, n] : c.skills) o << " " << (n > 1 ? std::to_string(n) + " " : "") << s << ";";
      for (const auto& i : c.icons) o << " [" << i << "]";
      break;
    case CardType::Ship:
      o << c.affiliation << " " << c.ship_class << ", cost " << c.cost << ", range " << c.range << " weapons " << c.weapons
        << " shields " << c.shields << "; staffing";
      for (const auto& i : c.staffing) o << " [" << i << "]";
      break;
    case CardType::Dilemma: o << to_string(c.where) << " dilemma, cost " << c.cost; break;
    default: o << to_string(c.type) << ", cost " << c.cost; break;
  }
  if (c.designed) o << " (designed)";
  return o.str();
}

namespace {

const std::set<std::string> kAffiliations = {"bajoran", "borg", "cardassian", "dominion", "federation",
                                             "ferengi", "klingon", "non-aligned", "romulan"};

struct Loader {
  std::vector<CardDef> cards;
  std::vector<std::string> errors;

  void error(const std::string& file, const YAML::Node& n, const std::string& m) { errors.push_back(yaml_error(file, n, m)); }

  void load(const std::string& file, const std::string& text) {
    YAML::Node root;
    try {
      root = load_yaml_text(text, file);
    } catch (const YamlInputError& e) {  // syntax errors too, as "file:line: YAML syntax error: ..."
      errors.push_back(e.what());
      return;
    }
    if (!root.IsSequence()) {
      errors.push_back(file + ": a card file is a list of cards");
      return;
    }
    for (const auto& n : root) card(file, n);
  }

  void card(const std::string& file, const YAML::Node& n) {
    const size_t before = errors.size();
    if (!n.IsMap()) return error(file, n, "a card is a map of fields");
    CardDef c;
    c.file = file;
    c.line = n.Mark().line + 1;
    std::set<std::string> used;
    auto str = [&](const char* k, bool required = true) -> std::string {
      used.insert(k);
      if (!n[k]) {
        if (required) error(file, n, std::string("missing field '") + k + "'");
        return "";
      }
      if (!n[k].IsScalar()) return error(file, n[k], std::string("'") + k + "' must be text"), "";
      return n[k].Scalar();
    };
    auto num = [&](const char* k, int lo, int hi) -> int {
      used.insert(k);
      if (!n[k]) return error(file, n, std::string("missing field '") + k + "'"), 0;
      try {
        const int v = n[k].as<int>();
        if (v < lo || v > hi) throw std::out_of_range("");
        return v;
      } catch (...) {
        error(file, n[k], std::string("'") + k + "' must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return 0;
      }
    };
    auto list = [&](const char* k, bool required = true) -> std::vector<std::string> {
      used.insert(k);
      std::vector<std::string> v;
      if (!n[k]) {
        if (required) error(file, n, std::string("missing field '") + k + "'");
        return v;
      }
      if (!n[k].IsSequence()) return error(file, n[k], std::string("'") + k + "' must be a list"), v;
      for (const auto& e : n[k]) v.push_back(e.as<std::string>());
      return v;
    };
    c.id = str("id");
    c.name = str("name");
    c.subtitle = str("subtitle", false);
    used.insert("unique");
    c.unique = n["unique"] && n["unique"].as<std::string>() == "true";
    used.insert("designed");
    c.designed = n["designed"] && n["designed"].as<std::string>() == "true";
    const std::string type = str("type");
    static const std::vector<std::string> types = {"mission", "personnel", "ship", "dilemma", "event", "interrupt", "equipment"};
    auto it = std::find(types.begin(), types.end(), type);
    if (it == types.end()) return error(file, n, "unknown type '" + type + "' (mission, personnel, ship, dilemma, event, interrupt, equipment)");
    c.type = static_cast<CardType>(it - types.begin());
    auto where = [&](const char* k, bool hq_ok) {
      const std::string w = str(k);
      if (w == "planet") return Where::Planet;
      if (w == "space") return Where::Space;
      if (w == "dual" && !hq_ok) return Where::Dual;
      if (w == "headquarters" && hq_ok) return Where::Headquarters;
      error(file, n[k] ? n[k] : n, std::string("'") + k + "' must be " + (hq_ok ? "planet, space or headquarters" : "planet, space or dual"));
      return Where::Planet;
    };
    switch (c.type) {
      case CardType::Mission:
        c.where = where("mission", true);
        c.quadrant = str("quadrant");
        c.region = str("region", false);
        c.span = num("span", 1, 9);
        if (c.is_headquarters()) {
          c.headquarters = str("headquarters");
          c.playable = list("playable");
        } else {
          c.points = num("points", 0, 100);
          c.requirement_text = str("requirements");
          try {
            c.requirements = parse_requirements(c.requirement_text);
          } catch (const std::exception& e) {
            error(file, n["requirements"], e.what());
          }
          c.attempt = list("attempt");
        }
        break;
      case CardType::Personnel:
        c.affiliation = str("affiliation");
        c.cost = num("cost", 0, 9);
        c.icons = list("icons", false);
        c.species = str("species");
        for (const auto& s : list("skills")) {
          int k = 1;
          std::string name = s;
          if (!s.empty() && std::isdigit(static_cast<unsigned char>(s[0]))) {
            k = s[0] - '0';
            name = s.substr(s.find(' ') + 1);
          }
          c.skills.emplace_back(name, k);
        }
        {
          const auto a = list("attributes");
          if (a.size() != 3) error(file, n, "'attributes' must be [INTEGRITY, CUNNING, STRENGTH]");
          else for (int i = 0; i < 3; ++i) c.attributes[i] = std::stoi(a[i]);
        }
        break;
      case CardType::Ship:
        c.affiliation = str("affiliation");
        c.cost = num("cost", 0, 9);
        c.icons = list("icons", false);
        c.ship_class = str("class");
        c.staffing = list("staffing");
        for (const auto& s : c.staffing)
          if (s != "staff" && s != "command") error(file, n["staffing"], "staffing icons are staff or command, not '" + s + "'");
        {
          const auto a = list("ship");
          if (a.size() != 3) error(file, n, "'ship' must be [RANGE, WEAPONS, SHIELDS]");
          else c.range = std::stoi(a[0]), c.weapons = std::stoi(a[1]), c.shields = std::stoi(a[2]);
        }
        break;
      case CardType::Dilemma:
        c.where = where("where", false);
        c.cost = num("cost", 0, 9);
        break;
      default:
        c.cost = num("cost", 0, 9);
        break;
    }
    if (!c.affiliation.empty() && !kAffiliations.count(c.affiliation)) error(file, n["affiliation"], "unknown affiliation '" + c.affiliation + "'");
    used.insert("target");
    if (n["target"]) {
      const std::string t = n["target"].as<std::string>();
      if (t == "your-completed-mission") c.target = Target::YourCompletedMission;
      else if (t == "completed-mission") c.target = Target::AnyCompletedMission;
      else error(file, n["target"], "target must be your-completed-mission or completed-mission");
    }
    used.insert("core");
    c.stays_in_core = n["core"] && n["core"].as<std::string>() == "true";
    used.insert("text");
    if (n["text"]) {
      if (!n["text"].IsSequence()) error(file, n["text"], "'text' must be a list of ops");
      else
        for (const auto& o : n["text"]) {
          Op op;
          if (auto e = parse_op(op, o); !e.empty()) error(file, o, e);
          else c.text.push_back(op);
        }
    }
    // Text the engine does not run is refused, never shown as a blank card (D-2E-23): an event,
    // interrupt or dilemma needs text, and the ops that aim need a target.
    if ((c.type == CardType::Event || c.type == CardType::Interrupt || c.type == CardType::Dilemma) && c.text.empty())
      error(file, n, "a " + std::string(to_string(c.type)) + " needs 'text' the engine can run (D-2E-23)");
    // Equipment's text is continuous and its ops are of their own kind (D-2E-31): each op goes only
    // on the cards it works on, never loaded where it would silently do nothing.
    for (const auto& op : c.text) {
      const bool equipment_op = op_table()[op.kind].carrier == Carrier::Equipment;
      if (equipment_op != (c.type == CardType::Equipment))
        error(file, n["text"], "'" + std::string(op_word(op)) + "' " +
                                   (equipment_op ? "is equipment's text: only an equipment card may have it (D-2E-31)"
                                                 : "is not equipment's text: an equipment card's text is present_attributes_plus (D-2E-31)"));
    }
    // What the engine does not play yet is refused by name, never loaded as a card that silently
    // does less (D-2E-30): infiltrators, combat.
    for (const char* word : {"infiltrator", "combat"})
      if (c.has_icon(word)) error(file, n["icons"], std::string("'") + word + "' is not implemented yet (D-2E-30)");
    for (const auto& op : c.text) {
      const std::string w = op_table()[op.kind].word;
      const bool aims = w == "extra_completed" || w == "uncomplete" || w == "add_requirement";
      if (aims && c.target == Target::None && w != "add_requirement")
        error(file, n, "'" + w + "' needs a 'target' (D-2E-23)");
    }
    for (auto f = n.begin(); f != n.end(); ++f)
      if (!used.count(f->first.as<std::string>())) error(file, f->first, "unknown field '" + f->first.as<std::string>() + "'");
    if (errors.size() == before) cards.push_back(std::move(c));
  }
};

}  // namespace

std::string data_dir() { return game_data_dir("stccg2e"); }

void CardLibrary::add_files(const std::vector<std::pair<std::string, std::string>>& files) {
  Loader l;
  for (const auto& [path, text] : files) l.load(path, text);
  std::set<std::string> ids, names;
  for (const auto& c : l.cards) {
    if (!ids.insert(c.id).second) l.errors.push_back(c.file + ":" + std::to_string(c.line) + ": id '" + c.id + "' used twice");
    if (!names.insert(lower(c.full_name())).second)
      l.errors.push_back(c.file + ":" + std::to_string(c.line) + ": '" + c.full_name() + "' defined twice");
  }
  throw_if_errors(l.errors);
  for (auto& c : l.cards) {
    c.index = static_cast<uint16_t>(cards_.size());
    cards_.push_back(std::move(c));
  }
}

std::shared_ptr<const CardLibrary> CardLibrary::load_dir(const std::string& dir) { return library_from_dir<CardLibrary>(dir); }
std::shared_ptr<const CardLibrary> CardLibrary::load_text(const std::string& text, const std::string& file) {
  return library_from_text<CardLibrary>(text, file);
}
std::shared_ptr<const CardLibrary> CardLibrary::bundled() { return bundled_library<CardLibrary>("stccg2e"); }

const CardDef* CardLibrary::find(const std::string& s) const {
  const std::string l = lower(s);
  for (const auto& c : cards_)
    if (lower(c.full_name()) == l || c.id == s) return &c;
  const CardDef* only = nullptr;
  for (const auto& c : cards_)
    if (lower(c.name) == l) {
      if (only) return nullptr;  // two cards share the name: the full name is needed
      only = &c;
    }
  return only;
}

}  // namespace spaceline::stccg2e
