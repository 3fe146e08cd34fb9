#include "games/stccg1e/cards/deck.h"

#include "games/stccg1e/cards/lackey_deck.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace spaceline::stccg1e {
namespace fs = std::filesystem;

namespace {
std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}
std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

namespace {
// A card line's name, looked up as docs/deck-format.md says: exactly, ignoring case (by_name),
// then as a card id. nullptr after adding the message, with a suggestion when one is found.
const CardDef* find_card(const CardDb& db, const std::string& name, const std::string& here,
                         std::vector<std::string>& errors) {
  const CardDef* c = db.by_name(name);
  if (!c) c = db.by_id(name);
  if (c) return c;
  std::string hint;
  auto near = db.search(name.substr(0, std::min<size_t>(name.size(), 6)));
  if (!near.empty()) hint = " (did you mean '" + near.front()->name + "'?)";
  errors.push_back(here + "unknown card '" + name + "'" + hint);
  return nullptr;
}

void throw_if_any(const std::vector<std::string>& errors) {
  if (errors.empty()) return;
  std::ostringstream o;
  for (size_t i = 0; i < errors.size(); ++i) o << (i ? "\n" : "") << errors[i];
  throw DeckParseError(o.str());
}

// A LackeyCCG .dek: its cards, each looked up as a card line's name is.
Deck parse_lackey_dek(const std::string& text, const CardDb& db, const std::string& source) {
  Deck d;
  d.source = source;
  std::vector<std::string> errors;
  for (const auto& card : read_lackey_dek(text, source)) {
    const CardDef* c = find_card(db, card.name, source + ":" + std::to_string(card.line) + ": ", errors);
    if (c) (card.seed ? d.seed : d.draw).push_back(c->index);
  }
  throw_if_any(errors);
  d.name = fs::path(source).stem().string();
  return d;
}
}  // namespace

Deck parse_deck(const std::string& text, const CardDb& db, const std::string& source) {
  if (looks_like_lackey_dek(text)) return parse_lackey_dek(text, db, source);
  Deck d;
  d.source = source;
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  std::vector<uint16_t>* section = nullptr;
  std::vector<std::string> errors;
  while (std::getline(in, line)) {
    ++lineno;
    auto hash = line.find('#');
    if (hash != std::string::npos) line = line.substr(0, hash);
    line = trim(line);
    if (line.empty()) continue;
    auto here = source + ":" + std::to_string(lineno) + ": ";
    if (line.front() == '[' && line.back() == ']') {
      std::string s = lower(trim(line.substr(1, line.size() - 2)));
      if (s == "seed") section = &d.seed;
      else if (s == "draw") section = &d.draw;
      else errors.push_back(here + "unknown section '" + line + "' (expected [seed] or [draw])");
      continue;
    }
    if (lower(line).rfind("name:", 0) == 0) {
      d.name = trim(line.substr(5));
      continue;
    }
    if (!section) {
      errors.push_back(here + "card line before any [seed] or [draw] section");
      continue;
    }
    // A card line: "N Card", "Nx Card" (as GEMP and Lackey lists write it), or a card's name alone (one copy).
    size_t sp = line.find_first_of(" \t");
    std::string count_s = line.substr(0, sp);
    if (count_s.size() > 1 && (count_s.back() == 'x' || count_s.back() == 'X')) count_s.pop_back();
    int n = 1;
    std::string name = line;
    if (sp != std::string::npos && !count_s.empty() && std::all_of(count_s.begin(), count_s.end(), ::isdigit)) {
      auto [count_end, count_ec] = std::from_chars(count_s.data(), count_s.data() + count_s.size(), n);
      name = trim(line.substr(sp));
      if (count_ec != std::errc() || count_end != count_s.data() + count_s.size() || n <= 0 || n > 60) {
        errors.push_back(here + "count " + count_s + " out of range 1..60");
        continue;
      }
    } else if (!db.by_name(line)) {
      errors.push_back(here + "expected 'N Card Name', 'Nx Card Name' or a card's name, got '" + line + "'");
      continue;
    }
    const CardDef* c = find_card(db, name, here, errors);
    if (!c) continue;
    for (int i = 0; i < n; ++i) section->push_back(c->index);
  }
  throw_if_any(errors);
  if (d.name.empty()) d.name = fs::path(source).stem().string();
  return d;
}

Deck load_deck_file(const std::string& path, const CardDb& db) {
  std::ifstream f(path);
  if (!f) throw DeckParseError(path + ": cannot open deck file");
  std::stringstream ss;
  ss << f.rdbuf();
  return parse_deck(ss.str(), db, path);
}

std::vector<DeckIssue> validate_deck(const Deck& deck, const CardDb& db) {
  std::vector<DeckIssue> out;
  auto err = [&](const char* rule, const std::string& m) { out.push_back({true, rule, m}); };
  auto warn = [&](const char* rule, const std::string& m) { out.push_back({false, rule, m}); };
  auto count = [&](const std::vector<uint16_t>& v, auto pred) {
    double n = 0;
    for (auto i : v)
      if (pred(db.at(i))) n += db.at(i).counts_as_half ? 0.5 : 1.0;
    return n;
  };
  auto all = [](const CardDef&) { return true; };
  double total = count(deck.seed, all) + count(deck.draw, all);
  double seeds = count(deck.seed, all);
  double missions = count(deck.seed, [](const CardDef& c) { return c.type == CardType::Mission; });
  if (total != 60) {
    std::ostringstream o;
    o << "the deck has " << total << " cards; it must have exactly 60 (seed cards included)";
    err("R-DECK-1", o.str());
  }
  if (seeds > 30) {
    std::ostringstream o;
    o << seeds << " seed cards; at most 30 may be seeded";
    err("R-DECK-2", o.str());
  }
  if (missions != 6) {
    std::ostringstream o;
    o << missions << " missions in [seed]; a deck has exactly six";
    err("R-DECK-3", o.str());
  }
  for (auto i : deck.seed) {
    const auto& c = db.at(i);
    if (!c.is_seed_type())
      err("R-SEED-1", "'" + c.name + "' is a " + to_string(c.type) + " and cannot be seeded; move it to [draw]");
  }
  for (auto i : deck.draw) {
    const auto& c = db.at(i);
    if (c.type == CardType::Mission) err("R-DECK-3", "mission '" + c.name + "' belongs in [seed], not [draw]");
    if (c.type == CardType::Dilemma) warn("R-SEED-1", "dilemma '" + c.name + "' in [draw] can never be used");
  }
  // R-DECK-5/6: an outpost for each affiliation played.
  std::set<Affiliation> played, outposts;
  auto scan = [&](const std::vector<uint16_t>& v) {
    for (auto i : v) {
      const auto& c = db.at(i);
      if (c.type == CardType::Facility) {
        for (auto a : c.affiliations) outposts.insert(a);
        continue;
      }
      if (c.affiliations.size() == 1) played.insert(c.affiliations.front());
    }
  };
  scan(deck.seed);
  scan(deck.draw);
  // Multi-affiliation personnel add one affiliation of the player's choice
  // (R-DECK-5): satisfied if any of their affiliations is already covered.
  for (auto v : {&deck.seed, &deck.draw})
    for (auto i : *v) {
      const auto& c = db.at(i);
      if (c.type != CardType::Facility && c.affiliations.size() > 1) {
        bool covered = false;
        for (auto a : c.affiliations) covered |= played.count(a) > 0 || outposts.count(a) > 0;
        if (!covered) played.insert(c.affiliations.front());
      }
    }
  for (auto a : played)
    if (!outposts.count(a))
      err("R-DECK-6", std::string("the deck plays ") + to_string(a) + " cards but has no " + to_string(a) + " outpost");
  // R-ID-1: unique cards — several copies are allowed in a deck, but only one
  // may be in play; more than two is almost always a mistake.
  std::map<uint16_t, int> copies;
  for (auto v : {&deck.seed, &deck.draw})
    for (auto i : *v) copies[i]++;
  for (auto& [i, n] : copies) {
    const auto& c = db.at(i);
    if (c.type == CardType::Mission && c.unique && n > 1)
      err("R-ID-2", "unique mission '" + c.name + "' appears " + std::to_string(n) + " times; you may seed it once");
    if (c.text == TextStatus::Unimplemented) {
      std::string what;
      for (const auto& t : c.unimplemented) what += (what.empty() ? "" : ", ") + t;
      if (what.empty()) what = "its game text";
      // A mission is seeded on the spaceline whatever its text: one the engine cannot read would
      // play as if blank, so the deck is refused (docs/card-sets.md).
      if (c.type == CardType::Mission) {
        err("NOT-IMPLEMENTED", "'" + c.name + "' (" + c.id + "): " + what +
                                   " is not implemented yet; the engine cannot seed this mission as printed");
        continue;
      }
      std::string effect = c.playable_from_hand_implemented() ? "it plays, but " + what + " has no effect yet"
                           : c.seeds_as_doorway()              ? "it seeds on the table and opens, but the engine will not let you play it from hand"
                           : c.type == CardType::Dilemma       ? "the engine will not let you seed it"
                                                               : "the engine will not let you play it";
      warn("NOT-IMPLEMENTED", "'" + c.name + "' (" + c.id + "): " + what + " is not implemented yet; " + effect);
    }
  }
  // Personas (R-ID-3): only one version in play at a time.
  std::map<std::string, std::set<std::string>> personas;
  for (auto& [i, n] : copies)
    if (!db.at(i).persona.empty()) personas[db.at(i).persona].insert(db.at(i).name);
  for (auto& [i, n] : copies)  // the card titled X is a version of persona X too
    if (db.at(i).type == CardType::Personnel && personas.count(db.at(i).name)) personas[db.at(i).name].insert(db.at(i).name);
  for (auto& [p, names] : personas)
    if (names.size() > 1)
      warn("R-ID-3", "several versions of persona " + p + " in the deck; only one may be in play at a time");
  // Artifacts: at most one per mission per player in tournament play (R-DECK-10).
  int artifacts = static_cast<int>(count(deck.seed, [](const CardDef& c) { return c.type == CardType::Artifact; }));
  if (artifacts > 6) err("R-DECK-10", std::to_string(artifacts) + " artifacts to seed but only six missions to seed them under");
  // Outposts to seed: at most one per affiliation (R-SEED-5).
  std::map<Affiliation, int> seeded_outposts;
  for (auto i : deck.seed)
    if (db.at(i).type == CardType::Facility)
      for (auto a : db.at(i).affiliations) seeded_outposts[a]++;
  for (auto& [a, n] : seeded_outposts)
    if (n > 1) warn("R-SEED-5", std::string("more than one ") + to_string(a) + " outpost in [seed]; only one may be seeded, the rest go out of play");
  return out;
}

bool deck_is_legal(const std::vector<DeckIssue>& issues) {
  return std::none_of(issues.begin(), issues.end(), [](const DeckIssue& i) { return i.error; });
}

std::vector<std::string> bundled_deck_paths() {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto& e : fs::directory_iterator(default_data_dir() + "/stccg1e/decks", ec))
    if (e.path().extension() == ".deck") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string resolve_deck_path(const std::string& name) {
  if (fs::exists(name)) return name;
  auto p = default_data_dir() + "/stccg1e/decks/" + name;
  if (fs::exists(p)) return p;
  if (fs::exists(p + ".deck")) return p + ".deck";
  throw DeckParseError(name + ": no such deck file (bundled decks: data/stccg1e/decks/*.deck)");
}

}  // namespace spaceline::stccg1e
