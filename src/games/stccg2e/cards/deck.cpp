// Deck files: parsing (file:line errors, never a crash) and the deck rules (D-2E-1..3).
#include "games/stccg2e/cards/deck.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "core/rng.h"

namespace spaceline::stccg2e {

namespace fs = std::filesystem;

namespace {
std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}
}  // namespace

// Lines: "name: Deck Name", or "N Card Name" (the full name when two cards share a name, e.g.
// "1 Earth, Cradle of the Federation"). Missions, dilemmas and the rest sort themselves by type.
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
    if (s.rfind("name:", 0) == 0) {
      d.name = trim(s.substr(5));
      if (d.name.empty()) err("empty deck name");
      continue;
    }
    size_t i = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == 0 || i > 3 || i >= s.size() || !std::isspace(static_cast<unsigned char>(s[i]))) {
      err("expected 'N Card Name' or 'name: ...', got '" + s + "'");
      continue;
    }
    const int n = std::stoi(s.substr(0, i));
    if (n < 1 || n > 60) {
      err("count must be from 1 to 60");
      continue;
    }
    const std::string name = trim(s.substr(i));
    const CardDef* c = lib.find(name);
    if (!c) {
      err("unknown card '" + name + "'");
      continue;
    }
    auto& pile = c->type == CardType::Mission ? d.missions : c->type == CardType::Dilemma ? d.dilemmas : d.draw;
    for (int k = 0; k < n; ++k) pile.push_back(c->index);
  }
  if (d.name.empty()) d.name = fs::path(file).stem().string();
  return d;
}

void check_deck_rules(Deck& d, const CardLibrary& lib) {
  auto err = [&](const std::string& m) { d.errors.push_back(d.source + ": " + m); };
  if (static_cast<int>(d.missions.size()) != kMissions)
    err(std::to_string(d.missions.size()) + " missions; a deck has exactly " + std::to_string(kMissions) + " (D-2E-1)");
  int hqs = 0;
  std::map<uint16_t, int> missions;
  for (auto m : d.missions) {
    hqs += lib.at(m).is_headquarters() ? 1 : 0;
    if (++missions[m] == 2) err("'" + lib.at(m).full_name() + "' twice; each mission once (D-2E-1)");
  }
  if (hqs != 1) err(std::to_string(hqs) + " headquarters missions; a deck has exactly one (D-2E-1)");
  if (static_cast<int>(d.draw.size()) < kMinDrawDeck)
    err("the draw deck has " + std::to_string(d.draw.size()) + " cards; at least " + std::to_string(kMinDrawDeck) + " (D-2E-2)");
  if (static_cast<int>(d.dilemmas.size()) < kMinDilemmas)
    err("the dilemma pile has " + std::to_string(d.dilemmas.size()) + " cards; at least " + std::to_string(kMinDilemmas) + " (D-2E-2)");
  std::map<uint16_t, int> count;
  for (auto c : d.draw) ++count[c];
  for (auto c : d.dilemmas) ++count[c];
  for (const auto& [c, n] : count)
    if (n > kMaxCopies)
      err(std::to_string(n) + " copies of '" + lib.at(c).full_name() + "'; at most " + std::to_string(kMaxCopies) + " (D-2E-3)");
  // A headquarters' quadrant is where its ships start; missions elsewhere cannot be reached (D-2E-10).
  std::string hq_quadrant;
  for (auto m : d.missions)
    if (lib.at(m).is_headquarters()) hq_quadrant = lib.at(m).quadrant;
  for (auto m : d.missions)
    if (!hq_quadrant.empty() && lib.at(m).quadrant != hq_quadrant)
      d.warnings.push_back(d.source + ": '" + lib.at(m).full_name() + "' is in the " + lib.at(m).quadrant +
                           " quadrant, which your ships cannot reach from your headquarters (D-2E-10)");
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

Deck load_deck(const std::string& name_or_path, const CardLibrary& lib, uint64_t seed) {
  std::string path = name_or_path;
  if (name_or_path == "random") {
    const auto names = bundled_deck_names();
    if (names.empty()) {
      Deck d;
      d.source = "random";
      d.errors.push_back("random: no bundled decks to pick from in " + data_dir() + "/decks");
      return d;
    }
    Rng rng(seed);
    path = names[rng.below(static_cast<uint32_t>(names.size()))];
  }
  const fs::path bundled = fs::path(data_dir()) / "decks" / (path + ".deck");
  std::error_code ec;
  if (fs::exists(bundled, ec)) path = bundled.string();
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    Deck d;
    d.source = name_or_path;
    d.errors.push_back(name_or_path + ": no such bundled deck or file (bundled decks are in " + data_dir() + "/decks)");
    return d;
  }
  std::ostringstream o;
  o << in.rdbuf();
  Deck d = parse_deck(o.str(), path, lib);
  if (d.errors.empty()) check_deck_rules(d, lib);
  return d;
}

}  // namespace spaceline::stccg2e
