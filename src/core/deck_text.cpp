#include "core/deck_text.h"

#include <cctype>
#include <filesystem>
#include <sstream>

#include "core/text.h"

namespace spaceline {

namespace {

// "'N Card Name', 'name: ...' or 'player: ...'": what a line may be, for a line that is neither.
std::string forms(const DeckTextRules& rules) {
  std::vector<std::string> v = {"'N Card Name'"};
  for (const auto& f : rules.fields) v.push_back("'" + f + ": ...'");
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i == 0 ? "" : i + 1 == v.size() ? " or " : ", ") + v[i];
  return out;
}

std::string field_list(const DeckTextRules& rules) {
  std::string out;
  for (size_t i = 0; i < rules.fields.size(); ++i)
    out += (i == 0 ? "" : i + 1 == rules.fields.size() ? " or " : ", ") + ("'" + rules.fields[i] + ":'");
  return out;
}

}  // namespace

std::string deck_error(const std::string& file, int line, const std::string& problem) {
  return file + ":" + std::to_string(line) + ": " + problem;
}

std::string deck_name_from_file(const std::string& file) { return std::filesystem::path(file).stem().string(); }

void read_deck_text(const std::string& text, const std::string& file, const DeckTextRules& rules,
                    const std::function<void(const DeckLine&)>& use, std::vector<std::string>& errors) {
  std::istringstream in(text);
  std::string raw;
  int line = 0;
  auto err = [&](const std::string& m) { errors.push_back(deck_error(file, line, m)); };
  while (std::getline(in, raw)) {
    ++line;
    if (auto h = raw.find('#'); h != std::string::npos) raw = raw.substr(0, h);
    const std::string s = trim(raw);
    if (s.empty()) continue;
    DeckLine d;
    d.line = line;
    const auto colon = s.find(':');
    if (!std::isdigit(static_cast<unsigned char>(s[0]))) {
      if (colon == std::string::npos) {
        err("expected " + forms(rules) + ", got '" + s + "'");
        continue;
      }
      d.is_field = true;
      d.key = lower(trim(s.substr(0, colon)));
      d.value = trim(s.substr(colon + 1));
      bool known = false;
      for (const auto& f : rules.fields) known |= f == d.key;
      if (!known) err("unknown field '" + d.key + "' (expected " + field_list(rules) + ")");
      else if (d.key == "name" && d.value.empty()) err("empty deck name");
      else use(d);
      continue;
    }
    size_t i = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i >= s.size() || !std::isspace(static_cast<unsigned char>(s[i]))) {
      err("expected " + forms(rules) + ", got '" + s + "'");
      continue;
    }
    // More than four digits is out of range whatever the limit; stoi then cannot overflow.
    d.count = i > 4 ? 0 : std::stoi(s.substr(0, i));
    if (d.count < 1 || d.count > rules.max_count) {
      err("count must be from 1 to " + std::to_string(rules.max_count));
      continue;
    }
    d.card = trim(s.substr(i));
    use(d);
  }
}

}  // namespace spaceline
