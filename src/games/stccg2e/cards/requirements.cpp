// Reads requirement text into alternatives and checks a group against them (D-2E-16, R2-5).
// Grammar: alternatives joined by "or"; each a list joined by "," and "and" of items; an item is
// "[N] Skill", "Attribute>N", "N different skills", or a parenthesised requirement, which is
// multiplied out so the result is a plain list of alternatives.
#include "games/stccg2e/cards/requirements.h"

#include <cctype>
#include <map>
#include <stdexcept>

namespace spaceline::stccg2e {

namespace {

const char* const kAttributes[3] = {"Integrity", "Cunning", "Strength"};

struct Parser {
  std::vector<std::string> tokens;
  size_t at = 0;

  explicit Parser(const std::string& text) {
    std::string word;
    auto flush = [&] {
      if (!word.empty()) tokens.push_back(word), word.clear();
    };
    for (char ch : text) {
      if (ch == '(' || ch == ')' || ch == ',' || ch == '>') {
        flush();
        tokens.emplace_back(1, ch);
      } else if (std::isspace(static_cast<unsigned char>(ch))) {
        flush();
      } else {
        word += ch;
      }
    }
    flush();
  }
  bool peek(const std::string& t) const { return at < tokens.size() && tokens[at] == t; }
  std::string next(const char* what) {
    if (at >= tokens.size()) throw std::invalid_argument(std::string("requirements end where ") + what + " was expected");
    return tokens[at++];
  }

  // alternatives := list ("or" list)*
  std::vector<Requirement> alternatives() {
    std::vector<Requirement> out = list();
    while (peek("or")) {
      ++at;
      for (auto& r : list()) out.push_back(std::move(r));
    }
    return out;
  }
  // list := item (("," | "and")+ item)*
  std::vector<Requirement> list() {
    std::vector<Requirement> acc = item();
    while (peek(",") || peek("and")) {
      while (peek(",") || peek("and")) ++at;
      acc = product(acc, item());
    }
    return acc;
  }
  std::vector<Requirement> item() {
    if (peek("(")) {
      ++at;
      auto inner = alternatives();
      if (next("')'") != ")") throw std::invalid_argument("requirements: ')' expected before '" + tokens[at - 1] + "'");
      return inner;
    }
    Requirement r;
    std::string w = next("a skill");
    for (int a = 0; a < 3; ++a)
      if (w == kAttributes[a]) {
        if (next("'>'") != ">") throw std::invalid_argument("requirements: '>' expected after " + w);
        r.above[a] = number(next("a number"));
        return {r};
      }
    int count = 1;
    if (std::isdigit(static_cast<unsigned char>(w[0]))) {
      count = number(w);
      w = next("a skill");
      if (w == "different") {
        if (next("'skills'") != "skills") throw std::invalid_argument("requirements: 'different skills' expected");
        r.distinct = count;
        return {r};
      }
    }
    if (!std::isupper(static_cast<unsigned char>(w[0])))
      throw std::invalid_argument("requirements: '" + w + "' is not a skill, an attribute or a number");
    r.skills.emplace_back(w, count);
    return {r};
  }
  static int number(const std::string& w) {
    for (char ch : w)
      if (!std::isdigit(static_cast<unsigned char>(ch))) throw std::invalid_argument("requirements: '" + w + "' is not a number");
    return std::stoi(w);
  }
  static std::vector<Requirement> product(const std::vector<Requirement>& a, const std::vector<Requirement>& b) {
    std::vector<Requirement> out;
    for (const auto& x : a)
      for (const auto& y : b) {
        Requirement r = x;
        for (const auto& s : y.skills) r.skills.push_back(s);
        for (int i = 0; i < 3; ++i) r.above[i] = std::max(r.above[i], y.above[i]);
        r.distinct += y.distinct;
        out.push_back(std::move(r));
      }
    return out;
  }
};

}  // namespace

std::vector<Requirement> parse_requirements(const std::string& text) {
  Parser p(text);
  if (p.tokens.empty()) return {};
  auto out = p.alternatives();
  if (p.at != p.tokens.size()) throw std::invalid_argument("requirements: unexpected '" + p.tokens[p.at] + "'");
  return out;
}

int GroupSkills::skill(const std::string& s) const {
  for (const auto& [name, n] : skills)
    if (name == s) return n;
  return 0;
}

// Named skills are taken from the group first; "N different skills" counts what is left, so a
// skill added beside them needs its own copy (R2-5: Cargo Run's Acquisition on a 16-skill mission).
bool meets(const Requirement& r, const GroupSkills& g) {
  std::map<std::string, int> left;
  for (const auto& [name, n] : g.skills) left[name] += n;
  for (const auto& [name, n] : r.skills) {
    if (left[name] < n) return false;
    left[name] -= n;
  }
  for (int a = 0; a < 3; ++a)
    if (r.above[a] >= 0 && g.attributes[a] <= r.above[a]) return false;
  if (r.distinct > 0) {
    int kinds = 0;
    for (const auto& [name, n] : left) kinds += n > 0 ? 1 : 0;
    if (kinds < r.distinct) return false;
  }
  return true;
}

bool meets_any(const std::vector<Requirement>& alternatives, const GroupSkills& g) {
  if (alternatives.empty()) return true;
  for (const auto& r : alternatives)
    if (meets(r, g)) return true;
  return false;
}

bool names_skill(const std::vector<Requirement>& alternatives, const std::string& skill) {
  for (const auto& r : alternatives)
    for (const auto& [name, n] : r.skills)
      if (name == skill) return true;
  return false;
}

std::string render(const std::vector<Requirement>& alternatives) {
  std::string out;
  for (const auto& r : alternatives) {
    std::string one;
    auto add = [&](const std::string& s) { one += (one.empty() ? "" : ", ") + s; };
    for (const auto& [name, n] : r.skills) add(n > 1 ? std::to_string(n) + " " + name : name);
    if (r.distinct > 0) add(std::to_string(r.distinct) + " different skills");
    for (int a = 0; a < 3; ++a)
      if (r.above[a] >= 0) add(std::string(kAttributes[a]) + ">" + std::to_string(r.above[a]));
    out += (out.empty() ? "" : " OR ") + one;
  }
  return out;
}

}  // namespace spaceline::stccg2e
