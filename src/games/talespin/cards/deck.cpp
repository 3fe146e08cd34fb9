// Deck files: parsing (file:line errors, never a crash) and the deck rules (D-TS-19).
#include "games/talespin/cards/deck.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <tuple>

#include "core/rng.h"

namespace spaceline::talespin {

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
  int line = 0, player_line = 0;
  auto err = [&](const std::string& m) { d.errors.push_back(file + ":" + std::to_string(line) + ": " + m); };
  auto lookup = [&](const std::string& name) -> const CardDef* {
    const CardDef* c = lib.find(name);
    if (!c) {
      std::string s = lib.suggest(name);
      err("unknown card '" + name + "'" + (s.empty() ? "" : " (did you mean '" + s + "'?)"));
    }
    return c;
  };
  while (std::getline(in, raw)) {
    ++line;
    if (auto h = raw.find('#'); h != std::string::npos) raw = raw.substr(0, h);
    const std::string s = trim(raw);
    if (s.empty()) continue;
    const auto colon = s.find(':');
    if (colon != std::string::npos && !std::isdigit(static_cast<unsigned char>(s[0]))) {
      const std::string key = lower(trim(s.substr(0, colon)));
      const std::string val = trim(s.substr(colon + 1));
      if (key == "name") {
        if (val.empty()) err("empty deck name");
        d.name = val;
      } else if (key == "player") {
        if (player_line) {
          err("a second 'player:' line (the first is on line " + std::to_string(player_line) + "); a deck has one Player (D-TS-19)");
          continue;
        }
        player_line = line;
        if (const CardDef* c = lookup(val)) {
          if (c->type != CardType::Player) err("'" + c->name + "' is a " + to_string(c->type) + ", not a Player character");
          else d.player = c->index;
        }
      } else {
        err("unknown field '" + key + "' (expected 'name:' or 'player:')");
      }
      continue;
    }
    size_t i = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == 0 || i >= s.size() || !std::isspace(static_cast<unsigned char>(s[i]))) {
      err("expected 'N Card Name', 'name: ...' or 'player: ...', got '" + s + "'");
      continue;
    }
    int n = 0;
    try {
      n = std::stoi(s.substr(0, i));
    } catch (...) {
      n = 0;
    }
    if (n < 1 || n > kDeckSize) {
      err("count must be from 1 to " + std::to_string(kDeckSize));
      continue;
    }
    const std::string name = trim(s.substr(i));
    if (const CardDef* c = lookup(name)) {
      if (c->type == CardType::Player) err("'" + c->name + "' is a Player character: name it with 'player: " + c->name + "'");
      else if (c->type == CardType::Location) err("'" + c->name + "' is a Location: Locations form the shared ring and are not put in decks (D-TS-3)");
      else for (int k = 0; k < n; ++k) d.cards.push_back(c->index);
    }
  }
  if (d.name.empty()) d.name = fs::path(file).stem().string();
  if (!player_line) d.errors.push_back(file + ": no 'player:' line; a deck needs exactly one Player character (D-TS-19)");
  return d;
}

void check_deck_rules(Deck& d, const CardLibrary& lib) {
  if (static_cast<int>(d.cards.size()) != kDeckSize)
    d.errors.push_back(d.source + ": the draw deck has " + std::to_string(d.cards.size()) + " cards; it must have exactly " +
                       std::to_string(kDeckSize) + " (D-TS-19)");
  std::map<uint16_t, int> count;
  int cargo = 0;
  for (auto c : d.cards) {
    ++count[c];
    if (lib.at(c).type == CardType::Cargo) ++cargo;
  }
  for (const auto& [c, n] : count)
    if (n > kMaxCopies)
      d.errors.push_back(d.source + ": " + std::to_string(n) + " copies of '" + lib.at(c).name + "'; at most " +
                         std::to_string(kMaxCopies) + " (D-TS-19)");
  if (cargo < kMinCargo)
    d.errors.push_back(d.source + ": " + std::to_string(cargo) + " Cargo cards; at least " + std::to_string(kMinCargo) +
                       " (D-TS-19)");
  int pilots = 0;
  for (auto c : d.cards) pilots += lib.at(c).type == CardType::Pilot;
  if (pilots == 0) d.warnings.push_back(d.source + ": no Pilot cards: this deck can only dogfight with its Player");
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

Deck random_deck(const CardLibrary& lib, uint64_t seed) {
  Rng rng(seed ^ 0x7a1e5b1dULL);
  Deck d;
  d.name = "random";
  d.source = "random";
  std::vector<uint16_t> players, cargo, other;
  for (const auto& c : lib.cards()) {
    if (c.type == CardType::Player) players.push_back(c.index);
    else if (c.type == CardType::Cargo) cargo.push_back(c.index);
    else if (c.type != CardType::Location) other.push_back(c.index);
  }
  if (players.empty() || cargo.empty()) {
    d.errors.push_back("random: the card library lacks Players or Cargo");
    return d;
  }
  d.player = players[rng.below(static_cast<uint32_t>(players.size()))];
  std::map<uint16_t, int> count;
  auto pick = [&](const std::vector<uint16_t>& from, int n) {
    for (int guard = 0; n > 0 && guard < 10000; ++guard) {
      uint16_t c = from[rng.below(static_cast<uint32_t>(from.size()))];
      if (count[c] >= kMaxCopies) continue;
      ++count[c];
      d.cards.push_back(c);
      --n;
    }
  };
  pick(cargo, 16);
  pick(other.empty() ? cargo : other, kDeckSize - 16);
  check_deck_rules(d, lib);
  return d;
}

namespace {
// Every new game reads its decks again (a file may change between games), but a simulation or a
// server starts thousands of games a second from the same few files: the parse and the deck rules
// run once per file text and library, and are remembered (a few kilobytes per deck file).
Deck parse_and_check(const std::string& text, const std::string& file, const CardLibrary& lib) {
  using Key = std::tuple<std::string, std::string, const CardLibrary*, size_t>;
  static std::mutex mu;
  static std::map<Key, Deck> seen;
  Key key{file, text, &lib, lib.cards().size()};
  {
    std::lock_guard<std::mutex> lock(mu);
    if (auto it = seen.find(key); it != seen.end()) return it->second;
  }
  Deck d = parse_deck(text, file, lib);
  if (d.errors.empty()) check_deck_rules(d, lib);
  std::lock_guard<std::mutex> lock(mu);
  if (seen.size() >= 256) seen.clear();  // files edited over and over: keep the memory bounded
  seen.emplace(std::move(key), d);
  return d;
}
}  // namespace

Deck load_deck(const std::string& name, const CardLibrary& lib, uint64_t seed) {
  if (name == "random") return random_deck(lib, seed);
  fs::path p = name;
  std::error_code ec;
  if (!fs::is_regular_file(p, ec)) {
    const fs::path b = fs::path(data_dir()) / "decks" / (name + ".deck");
    if (fs::is_regular_file(b, ec)) p = b;
    else {
      // A bundled deck's `name:` also names it.
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
      d.name = name;
      d.source = name;
      std::string known;
      for (const auto& s : bundled_deck_names()) known += (known.empty() ? "" : ", ") + s;
      d.errors.push_back(name + ": no such deck file or bundled deck (bundled: " + known + ", or 'random')");
      return d;
    }
  }
  std::ifstream in(p, std::ios::binary);
  if (!in) {
    Deck d;
    d.source = p.string();
    d.errors.push_back(p.string() + ": cannot open");
    return d;
  }
  std::ostringstream o;
  o << in.rdbuf();
  return parse_and_check(o.str(), p.string(), lib);
}

}  // namespace spaceline::talespin
