// Deck files: parsing (file:line errors, never a crash) and the deck rules (D-TS-19).
#include "games/talespin/cards/deck.h"

#include <map>
#include <mutex>
#include <tuple>

#include "core/deck_files.h"
#include "core/deck_text.h"
#include "core/rng.h"

namespace spaceline::talespin {

Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib) {
  Deck d;
  d.source = file;
  int player_line = 0;
  auto lookup = [&](const DeckLine& l, const std::string& name) -> const CardDef* {
    const CardDef* c = lib.find(name);
    if (!c) d.errors.push_back(deck_error(file, l.line, with_suggestion("unknown card '" + name + "'", lib.suggest(name))));
    return c;
  };
  read_deck_text(text, file, {.max_count = kDeckSize, .fields = {"name", "player"}}, [&](const DeckLine& l) {
    auto err = [&](const std::string& m) { d.errors.push_back(deck_error(file, l.line, m)); };
    if (l.is_field && l.key == "name") {
      d.name = l.value;
    } else if (l.is_field) {
      if (player_line) {
        err("a second 'player:' line (the first is on line " + std::to_string(player_line) + "); a deck has one Player (D-TS-19)");
        return;
      }
      player_line = l.line;
      if (const CardDef* c = lookup(l, l.value)) {
        if (c->type != CardType::Player) err("'" + c->name + "' is a " + to_string(c->type) + ", not a Player character");
        else d.player = c->index;
      }
    } else if (const CardDef* c = lookup(l, l.card)) {
      if (c->type == CardType::Player) err("'" + c->name + "' is a Player character: name it with 'player: " + c->name + "'");
      else if (c->type == CardType::Location) err("'" + c->name + "' is a Location: Locations form the shared ring and are not put in decks (D-TS-3)");
      else for (int k = 0; k < l.count; ++k) d.cards.push_back(c->index);
    }
  }, d.errors);
  if (d.name.empty()) d.name = deck_name_from_file(file);
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

std::vector<std::string> bundled_deck_names() { return deck_names_in(data_dir() + "/decks"); }

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
  return find_deck<Deck>(name, data_dir() + "/decks",
                         [&](const std::string& text, const std::string& file) { return parse_and_check(text, file, lib); });
}

}  // namespace spaceline::talespin
