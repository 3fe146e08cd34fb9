#include "games/stccg1e/rules/requirement.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <sstream>

namespace spaceline::stccg1e {
namespace {

// The skills that appear on First Edition cards of the sets we ship. Order is
// part of the save format only through names, never through ids.
const std::vector<std::string>& skill_table() {
  static const std::vector<std::string> t = {
      "ANIMAL", "CIVILIAN", "ENGINEER", "MEDICAL", "OFFICER", "SCIENCE", "SECURITY", "V.I.P.",
      "Anthropology", "Archaeology", "Astrophysics", "Barbering", "Biology", "Computer Skill",
      "Cybernetics", "Diplomacy", "Empathy", "Exobiology", "Geology", "Greed", "Guramba", "Honor",
      "Law", "Leadership", "Mindmeld", "Miracle Worker", "Music", "Navigation", "Physics",
      "Smuggling", "Stellar Cartography", "Tal Shiar", "Transporter Skill", "Treachery", "Youth",
      "Medical", "Resistance", "Obsidian Order", "Acquisition", "Kolinahr", "Tactical",
      "Cantankerousness",  // Admiral McCoy, Reunion (Introductory Two-Player Game, Alternate Universe)
  };
  return t;
}

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t");
  return s.substr(a, b - a + 1);
}

// Split on a separator word/char at depth 0 (outside parentheses and braces).
std::vector<std::string> split_top(const std::string& s, const std::string& sep, bool word) {
  std::vector<std::string> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '(' || c == '{') ++depth;
    if (c == ')' || c == '}') --depth;
    if (depth != 0) continue;
    if (s.compare(i, sep.size(), sep) == 0) {
      bool ok = true;
      if (word) {
        ok = (i == 0 || s[i - 1] == ' ') && (i + sep.size() >= s.size() || s[i + sep.size()] == ' ');
      }
      if (ok) {
        out.push_back(s.substr(start, i - start));
        start = i + sep.size();
        i = start - 1;
      }
    }
  }
  out.push_back(s.substr(start));
  return out;
}

// Requirements nest only through any(...); deeper than this is not a card's text but damage (or an attack).
constexpr int kMaxRequirementDepth = 64;

ReqExpr parse_requirement_at(const std::string& text, int depth);

// A count or threshold written in a requirement: digits only (checked by the caller), at most 9999.
int small_number(const std::string& digits, const std::string& term) {
  int v = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || v > 9999)
    throw ReqParseError("number '" + digits.substr(0, 20) + "' in '" + term.substr(0, 80) + "' is not a whole number from 0 to 9999");
  return v;
}

ReqTerm parse_term(const std::string& raw, int depth) {
  std::string t = trim(raw);
  if (t.empty()) throw ReqParseError("empty requirement term");
  ReqTerm term;
  std::string lt = lower(t);
  if (lt.rfind("any(", 0) == 0 && t.back() == ')') {
    term.kind = ReqTerm::Any;
    if (depth >= kMaxRequirementDepth)
      throw ReqParseError("requirement nested more than " + std::to_string(kMaxRequirementDepth) + " deep (any(...) inside any(...))");
    term.inner = std::make_shared<ReqExpr>(parse_requirement_at(t.substr(4, t.size() - 5), depth + 1));
    return term;
  }
  if (lt.rfind("discard(", 0) == 0 && t.back() == ')') {
    term.kind = ReqTerm::DiscardCost;
    std::string inner = trim(t.substr(8, t.size() - 9));
    if (lower(inner) == "equipment") {
      term.equipment = true;
    } else {
      auto s = parse_skill(inner);
      if (!s) throw ReqParseError("unknown skill '" + inner + "' in discard()");
      term.skill = *s;
    }
    return term;
  }
  if (t.front() == '{') {
    if (t.back() != '}') throw ReqParseError("unclosed '{' in '" + t + "'");
    term.kind = ReqTerm::Named;
    term.name = trim(t.substr(1, t.size() - 2));
    if (term.name.empty()) throw ReqParseError("empty name in '{}'");
    return term;
  }
  auto cmp = t.find_first_of("<>");
  if (cmp != std::string::npos) {
    const bool less = t[cmp] == '<';
    std::string what = trim(t.substr(0, cmp));
    std::string num = trim(t.substr(cmp + 1));
    const std::string per = " per member";
    if (!less && num.size() > per.size() && num.compare(num.size() - per.size(), per.size(), per) == 0) {
      term.per_member = true;  // R-REQ-5: Brute Force's "STRENGTH>10 x number of Away Team members"
      num = trim(num.substr(0, num.size() - per.size()));
    }
    if (num.empty() || !std::all_of(num.begin(), num.end(), ::isdigit))
      throw ReqParseError(std::string("expected a number after '") + t[cmp] + "' in '" + t + "'");
    term.threshold = small_number(num, t);
    auto attribute = [&](const std::string& w) -> std::optional<Attr> {
      if (w == "INTEGRITY") return Attr::Integrity;
      if (w == "CUNNING") return Attr::Cunning;
      if (w == "STRENGTH") return Attr::Strength;
      return std::nullopt;
    };
    if (what == "SHIELDS" && !less && !term.per_member) {
      term.kind = ReqTerm::ShieldsGreater;
      return term;
    }
    if (what.size() > 2 && what.front() == '(' && what.back() == ')') {
      // "(CUNNING + STRENGTH)>68": the two attributes added up, member by member (Ferengi Attack)
      auto parts = split_top(what.substr(1, what.size() - 2), "+", false);
      auto a = parts.size() == 2 ? attribute(trim(parts[0])) : std::nullopt;
      auto b = parts.size() == 2 ? attribute(trim(parts[1])) : std::nullopt;
      if (!a || !b || *a == *b)
        throw ReqParseError("expected two different attributes added up, e.g. (CUNNING + STRENGTH)>68, in '" + t + "'");
      term.attr = *a;
      term.plus_attr = *b;
    } else if (auto a = attribute(what)) {
      term.attr = *a;
    } else {
      throw ReqParseError("unknown attribute '" + what + "' (expected INTEGRITY, CUNNING, STRENGTH or SHIELDS)");
    }
    term.kind = less ? ReqTerm::AttrLess : ReqTerm::AttrGreater;
    return term;
  }
  // "[N] name [xN]"
  int count = 1;
  std::string rest = t;
  size_t sp = rest.find(' ');
  if (sp != std::string::npos && std::all_of(rest.begin(), rest.begin() + sp, ::isdigit)) {
    count = small_number(rest.substr(0, sp), t);
    rest = trim(rest.substr(sp + 1));
  }
  auto xpos = rest.rfind(" x");
  if (xpos != std::string::npos) {
    std::string m = trim(rest.substr(xpos + 2));
    if (!m.empty() && std::all_of(m.begin(), m.end(), ::isdigit)) {
      count *= small_number(m, t);
      if (count > 9999) throw ReqParseError("count in '" + t.substr(0, 80) + "' is more than 9999");
      rest = trim(rest.substr(0, xpos));
    }
  }
  std::string lr = lower(rest);
  if (lr == "female" || lr == "male") {
    term.kind = ReqTerm::GenderCount;
    term.female = lr == "female";
    term.count = count;
    return term;
  }
  if (lr == "android" || lr == "personnel" || lr == "[au]") {
    term.kind = lr == "android" ? ReqTerm::AndroidCount : lr == "personnel" ? ReqTerm::PersonnelCount : ReqTerm::AuIconCount;
    term.count = count;
    return term;
  }
  auto s = parse_skill(rest);
  if (!s) throw ReqParseError("unknown skill '" + rest + "'");
  term.kind = ReqTerm::Skill;
  term.skill = *s;
  term.count = count;
  return term;
}

// The group's total of an attribute term: one attribute, or two added up (Ferengi Attack).
int group_attribute(const ReqContext& c, const ReqTerm& t) {
  int sum = 0;
  for (auto m : *c.group) sum += c.view->attribute(m, t.attr) + (t.plus_attr ? c.view->attribute(m, *t.plus_attr) : 0);
  return sum;
}
// The number an attribute term compares with: per member, times the group's size (R-REQ-5, Brute Force).
int attribute_threshold(const ReqContext& c, const ReqTerm& t) {
  return t.per_member ? t.threshold * static_cast<int>(c.group->size()) : t.threshold;
}
int count_members(const ReqContext& c, const ReqTerm& t) {
  int n = 0;
  for (auto m : *c.group)
    n += t.kind == ReqTerm::AndroidCount ? c.view->is_android(m)
         : t.kind == ReqTerm::AuIconCount ? c.view->has_au_icon(m)
         : t.kind == ReqTerm::PersonnelCount ? 1
         : t.female ? c.view->is_female(m) : c.view->is_male(m);
  return n;
}

int group_skill_halves(const ReqContext& c, SkillId s) {
  int total = 0;
  for (auto m : *c.group) total += c.view->skill_halves(m, s);
  return total;
}

bool term_met(const ReqTerm& t, const ReqContext& c, std::vector<uint16_t>& discards) {
  switch (t.kind) {
    case ReqTerm::Skill:
      return group_skill_halves(c, t.skill) >= 2 * t.count;  // R-SKILL-6: halves add up
    case ReqTerm::AttrGreater:
      return group_attribute(c, t) > attribute_threshold(c, t);
    case ReqTerm::AttrLess:
      return group_attribute(c, t) < t.threshold;
    case ReqTerm::ShieldsGreater:
      return c.shields > t.threshold;
    case ReqTerm::Named:
      for (auto m : *c.group)
        if (c.view->title(m) == t.name) return true;
      if (c.equipment)
        for (auto e : *c.equipment)
          if (c.view->title(e) == t.name) return true;
      return false;
    case ReqTerm::GenderCount:
    case ReqTerm::AndroidCount:
    case ReqTerm::PersonnelCount:
    case ReqTerm::AuIconCount:
      return count_members(c, t) >= t.count;
    case ReqTerm::Any:
      for (auto m : *c.group) {
        std::vector<uint16_t> one{m};
        ReqContext sub = c;
        sub.group = &one;
        if (evaluate(*t.inner, sub).met) return true;
      }
      return false;
    case ReqTerm::DiscardCost:
      if (t.equipment) {
        const auto* pool = c.discardable ? c.discardable : c.equipment;
        if (!pool) return false;
        for (auto e : *pool) {
          if (std::find(discards.begin(), discards.end(), e) == discards.end()) {
            discards.push_back(e);
            return true;
          }
        }
        return false;
      }
      // The one personnel cost in the implemented cards is Tarellian Plague
      // Ship's volunteer, who beams over (R-BEAM-5); holograms cannot (R-HEA-6).
      for (auto m : *c.group) {
        if (c.view->skill_halves(m, t.skill) >= 2 && !c.view->is_hologram(m) &&
            std::find(discards.begin(), discards.end(), m) == discards.end()) {
          discards.push_back(m);
          return true;
        }
      }
      return false;
  }
  return false;
}

}  // namespace

const std::string& skill_name(SkillId id) {
  static const std::string unknown = "?";
  const auto& t = skill_table();
  return id < t.size() ? t[id] : unknown;
}

std::optional<SkillId> parse_skill(const std::string& name) {
  const auto& t = skill_table();
  std::string ln = lower(trim(name));
  if (ln == "vip") ln = "v.i.p.";
  for (size_t i = 0; i < t.size(); ++i) {
    // Classification words are case-sensitive in print, but accept any case.
    if (lower(t[i]) == ln) {
      // "Medical" (lower-case entry) is an alias of MEDICAL.
      if (t[i] == "Medical") return MEDICAL;
      return static_cast<SkillId>(i);
    }
  }
  return std::nullopt;
}

size_t num_skills() { return skill_table().size(); }
bool is_classification(SkillId id) { return id < kNumClassifications; }

const char* to_string(Attr a) {
  switch (a) {
    case Attr::Integrity: return "INTEGRITY";
    case Attr::Cunning: return "CUNNING";
    case Attr::Strength: return "STRENGTH";
  }
  return "?";
}

std::string term_to_string(const ReqTerm& t) {
  std::ostringstream o;
  switch (t.kind) {
    case ReqTerm::Skill:
      if (t.count > 1) o << t.count << " ";
      o << skill_name(t.skill);
      break;
    case ReqTerm::AttrGreater:
    case ReqTerm::AttrLess:
      if (t.plus_attr) o << "(" << to_string(t.attr) << " + " << to_string(*t.plus_attr) << ")";
      else o << to_string(t.attr);
      o << (t.kind == ReqTerm::AttrLess ? "<" : ">") << t.threshold << (t.per_member ? " per member" : "");
      break;
    case ReqTerm::ShieldsGreater: o << "SHIELDS>" << t.threshold; break;
    case ReqTerm::Named: o << "{" << t.name << "}"; break;
    case ReqTerm::GenderCount:
      if (t.count > 1) o << t.count << " ";
      o << (t.female ? "female" : "male");
      break;
    case ReqTerm::AndroidCount:
    case ReqTerm::PersonnelCount:
    case ReqTerm::AuIconCount:
      if (t.count > 1) o << t.count << " ";
      o << (t.kind == ReqTerm::AndroidCount ? "android" : t.kind == ReqTerm::PersonnelCount ? "personnel" : "[AU]");
      break;
    case ReqTerm::Any: o << "any(" << t.inner->text << ")"; break;
    case ReqTerm::DiscardCost: o << "discard(" << (t.equipment ? "equipment" : skill_name(t.skill)) << ")"; break;
  }
  return o.str();
}

ReqExpr parse_requirement(const std::string& text) { return parse_requirement_at(text, 0); }

namespace {
ReqExpr parse_requirement_at(const std::string& text, int depth) {
  ReqExpr e;
  std::string s = trim(text);
  if (s.empty()) throw ReqParseError("empty requirement expression");
  for (auto& alt : split_top(s, "OR", true)) {
    std::vector<ReqTerm> terms;
    for (auto& part : split_top(alt, "+", false)) {
      for (auto& p2 : split_top(part, "and", true)) terms.push_back(parse_term(p2, depth));
    }
    e.alternatives.push_back(std::move(terms));
  }
  std::ostringstream o;
  for (size_t i = 0; i < e.alternatives.size(); ++i) {
    if (i) o << " OR ";
    for (size_t j = 0; j < e.alternatives[i].size(); ++j) {
      if (j) o << " + ";
      o << term_to_string(e.alternatives[i][j]);
    }
  }
  e.text = o.str();
  return e;
}
}  // namespace

ReqResult evaluate(const ReqExpr& e, const ReqContext& ctx) {
  ReqResult best;
  for (size_t i = 0; i < e.alternatives.size(); ++i) {
    std::vector<uint16_t> discards;
    bool ok = true;
    bool cost = false;
    for (const auto& t : e.alternatives[i]) {
      if (t.kind == ReqTerm::DiscardCost) cost = true;
      if (!term_met(t, ctx, discards)) { ok = false; break; }
    }
    if (!ok) continue;
    if (!cost) return ReqResult{true, static_cast<int>(i), {}, false};
    if (!best.met) best = ReqResult{true, static_cast<int>(i), discards, true};
  }
  return best;
}

namespace {
// A count said as a player counts it: halves of a skill show as ".5" (R-SKILL-6).
std::string halves_text(int halves) { return std::to_string(halves / 2) + (halves % 2 ? ".5" : ""); }

// An unmet term said as what is missing: the shortfall of a count, the group's total beside a threshold.
std::string shortfall(const ReqTerm& t, const ReqContext& c) {
  switch (t.kind) {
    case ReqTerm::Skill: {
      if (t.count == 1 && group_skill_halves(c, t.skill) == 0) return term_to_string(t);  // "Geology", as written
      return halves_text(2 * t.count - group_skill_halves(c, t.skill)) + " " + skill_name(t.skill);
    }
    case ReqTerm::AttrGreater:
    case ReqTerm::AttrLess:
      return term_to_string(t) + " (has " + std::to_string(group_attribute(c, t)) +
             (t.per_member ? ", needs more than " + std::to_string(attribute_threshold(c, t)) : std::string()) + ")";
    case ReqTerm::ShieldsGreater:
      return term_to_string(t) + (c.shields < 0 ? " (no ship)" : " (has " + std::to_string(c.shields) + ")");
    case ReqTerm::GenderCount:
    case ReqTerm::AndroidCount:
    case ReqTerm::PersonnelCount:
    case ReqTerm::AuIconCount: {
      if (t.count == 1) return term_to_string(t);
      ReqTerm rest = t;
      rest.count = t.count - count_members(c, t);
      return term_to_string(rest).insert(0, rest.count == 1 ? "1 " : "");
    }
    default: return term_to_string(t);  // a name, any(...), a discard: nothing to count
  }
}
}  // namespace

std::vector<std::vector<std::string>> unmet_terms(const ReqExpr& e, const ReqContext& ctx) {
  std::vector<std::vector<std::string>> out;
  for (const auto& alt : e.alternatives) {
    std::vector<std::string> missing;
    std::vector<uint16_t> discards;  // all terms are checked at once (R-REQ-1): a cost card is used once
    for (const auto& t : alt)
      if (!term_met(t, ctx, discards)) missing.push_back(shortfall(t, ctx));
    if (missing.empty()) return {};
    out.push_back(std::move(missing));
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
  return out;
}

std::string lacks_text(const std::vector<std::vector<std::string>>& unmet) {
  if (unmet.empty()) return "requirements met";
  std::string o = "lacks ";
  for (size_t i = 0; i < unmet.size(); ++i) {
    if (i) o += ", or ";
    for (size_t j = 0; j < unmet[i].size(); ++j) o += (j ? " and " : "") + unmet[i][j];
  }
  return o;
}

}  // namespace spaceline::stccg1e
