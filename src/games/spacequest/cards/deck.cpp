// Deck files: parsing (file:line errors, never a crash) and the deck rules (D-SQ-2).
#include "games/spacequest/cards/deck.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "core/rng.h"

namespace spaceline::spacequest {

namespace fs = std::filesystem;

namespace {
std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}
std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib) {
  Deck d;
  d.source = file;
  std::istringstream in(text);
  std::string raw;
  int line = 0;
  auto err = [&](const std::string& m) { d.errors.push_back(file + ":" + std::to_string(line) + ": " + m); };
  while (std::getline(in, raw)) {
    ++line;
    if (auto h = raw.find('#'); h != std::string::npos) raw = raw.substr(0, h);
    const std::string s = trim(raw);
    if (s.empty()) continue;
    if (!std::isdigit(static_cast<unsigned char>(s[0]))) {
      const auto colon = s.find(':');
      if (colon != std::string::npos && lower(trim(s.substr(0, colon))) == "name") {
        d.name = trim(s.substr(colon + 1));
        if (d.name.empty()) err("empty deck name");
      } else {
        err("expected 'N Card Name' or 'name: ...', got '" + s + "'");
      }
      continue;
    }
    size_t i = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i >= s.size() || !std::isspace(static_cast<unsigned char>(s[i])) || i > 3) {
      err("expected 'N Card Name', got '" + s + "'");
      continue;
    }
    const int n = std::stoi(s.substr(0, i));
    if (n < 1 || n > 99) {
      err("count must be from 1 to 99");
      continue;
    }
    const std::string name = trim(s.substr(i));
    const CardDef* c = lib.find(name);
    if (!c) {
      const std::string sug = lib.suggest(name);
      err("unknown card '" + name + "'" + (sug.empty() ? "" : " (did you mean '" + sug + "'?)"));
      continue;
    }
    for (int k = 0; k < n; ++k) d.cards.push_back(c->index);
  }
  if (d.name.empty()) d.name = fs::path(file).stem().string();
  return d;
}

void check_deck_rules(Deck& d, const CardLibrary& lib) {
  if (static_cast<int>(d.cards.size()) < kMinDeck)
    d.errors.push_back(d.source + ": the deck has " + std::to_string(d.cards.size()) + " cards; it needs at least " +
                       std::to_string(kMinDeck) + " (D-SQ-2)");
  std::map<uint16_t, int> count;
  int lands = 0;
  for (auto c : d.cards) {
    ++count[c];
    lands += lib.at(c).type == CardType::Land;
  }
  for (const auto& [c, n] : count)
    if (n > kMaxCopies && !lib.at(c).basic)
      d.errors.push_back(d.source + ": " + std::to_string(n) + " copies of '" + lib.at(c).name + "'; at most " +
                         std::to_string(kMaxCopies) + " of a card that is not a basic land (D-SQ-2)");
  if (lands < 16 && !d.cards.empty())
    d.warnings.push_back(d.source + ": only " + std::to_string(lands) + " lands: this deck will often lack mana");
}

std::vector<std::string> bundled_deck_names() {
  std::vector<std::string> v;
  std::error_code ec;
  const fs::path dir = data_dir() + "/decks";
  if (!fs::is_directory(dir, ec)) return v;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".deck") v.push_back(e.path().stem().string());
  std::sort(v.begin(), v.end());
  return v;
}

// Two colours picked with the seed: twelve basic lands of each, and 36 spells of those colours or
// colourless, at most four of each.
Deck random_deck(const CardLibrary& lib, uint64_t seed) {
  Rng rng(seed ^ 0x5ba6e9a1ULL);
  Deck d;
  d.name = d.source = "random";
  const int c1 = static_cast<int>(rng.below(5));
  const int c2 = (c1 + 1 + static_cast<int>(rng.below(4))) % 5;
  std::vector<uint16_t> spells;
  for (const auto& c : lib.cards()) {
    if (c.type == CardType::Land) {
      if (c.basic && (c.land_color == c1 || c.land_color == c2))
        for (int k = 0; k < 12; ++k) d.cards.push_back(c.index);
      continue;
    }
    bool ok = true;
    for (int col = 0; col < 5; ++col)
      if (c.cost.need[col] > 0 && col != c1 && col != c2) ok = false;
    if (ok) spells.push_back(c.index);
  }
  if (spells.empty() || d.cards.size() != 24) {
    d.errors.push_back("random: the card library lacks basic lands or spells of two colours");
    return d;
  }
  std::map<uint16_t, int> count;
  for (int guard = 0; static_cast<int>(d.cards.size()) < kMinDeck && guard < 100000; ++guard) {
    const uint16_t c = spells[rng.below(static_cast<uint32_t>(spells.size()))];
    if (count[c] >= kMaxCopies) continue;
    ++count[c];
    d.cards.push_back(c);
  }
  check_deck_rules(d, lib);
  return d;
}

Deck load_deck(const std::string& name, const CardLibrary& lib, uint64_t seed) {
  if (name == "random") return random_deck(lib, seed);
  fs::path p = name;
  std::error_code ec;
  if (!fs::is_regular_file(p, ec)) {
    const fs::path b = fs::path(data_dir()) / "decks" / (name + ".deck");
    if (fs::is_regular_file(b, ec)) {
      p = b;
    } else {
      for (const auto& stem : bundled_deck_names()) {
        const fs::path f = fs::path(data_dir()) / "decks" / (stem + ".deck");
        std::ifstream in(f);
        std::ostringstream o;
        o << in.rdbuf();
        Deck d = parse_deck(o.str(), f.string(), lib);
        if (lower(d.name) == lower(name)) {
          check_deck_rules(d, lib);
          return d;
        }
      }
      Deck d;
      d.name = d.source = name;
      std::string known;
      for (const auto& s : bundled_deck_names()) known += (known.empty() ? "" : ", ") + s;
      d.errors.push_back(name + ": no such deck file or bundled deck (bundled: " + known + ", or 'random')");
      return d;
    }
  }
  std::ifstream in(p, std::ios::binary);
  Deck d;
  if (!in) {
    d.source = p.string();
    d.errors.push_back(p.string() + ": cannot open");
    return d;
  }
  std::ostringstream o;
  o << in.rdbuf();
  d = parse_deck(o.str(), p.string(), lib);
  if (d.errors.empty()) check_deck_rules(d, lib);
  return d;
}

}  // namespace spaceline::spacequest
