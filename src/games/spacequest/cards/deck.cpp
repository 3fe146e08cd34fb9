// Deck files: parsing (file:line errors, never a crash) and the deck rules (D-SQ-2).
#include "games/spacequest/cards/deck.h"

#include <map>

#include "core/deck_files.h"
#include "core/deck_text.h"
#include "core/rng.h"

namespace spaceline::spacequest {

Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib) {
  Deck d;
  d.source = file;
  read_deck_text(text, file, {.max_count = 99, .fields = {"name"}}, [&](const DeckLine& l) {
    if (l.is_field) {
      d.name = l.value;
      return;
    }
    const CardDef* c = lib.find(l.card);
    if (!c) {
      d.errors.push_back(deck_error(file, l.line, with_suggestion("unknown card '" + l.card + "'", lib.suggest(l.card))));
      return;
    }
    for (int k = 0; k < l.count; ++k) d.cards.push_back(c->index);
  }, d.errors);
  if (d.name.empty()) d.name = deck_name_from_file(file);
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

std::vector<std::string> bundled_deck_names() { return deck_names_in(data_dir() + "/decks"); }

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
  return find_deck<Deck>(name, data_dir() + "/decks", [&](const std::string& text, const std::string& file) {
    Deck d = parse_deck(text, file, lib);
    if (d.errors.empty()) check_deck_rules(d, lib);
    return d;
  });
}

}  // namespace spaceline::spacequest
