#pragma once
// Deck files and deck validation (docs/deck-format.md; R-DECK-1..10).
#include <string>
#include <vector>
#include "games/stccg1e/cards/cards.h"

namespace spaceline::stccg1e {

struct Deck {
  std::string name;
  std::string source;               // file path, for messages
  std::vector<uint16_t> seed;       // card def indexes, one per physical card
  std::vector<uint16_t> draw;
};

struct DeckParseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Parses the plain-text format; throws DeckParseError("file:line: problem").
Deck parse_deck(const std::string& text, const CardDb& db, const std::string& source = "<deck>");
Deck load_deck_file(const std::string& path, const CardDb& db);

struct DeckIssue {
  bool error;            // false = warning
  std::string rule;      // e.g. "R-DECK-3"
  std::string message;
};
std::vector<DeckIssue> validate_deck(const Deck& deck, const CardDb& db);
bool deck_is_legal(const std::vector<DeckIssue>& issues);

// The decks shipped in data/stccg1e/decks.
std::vector<std::string> bundled_deck_paths();
std::string resolve_deck_path(const std::string& name_or_path);

}  // namespace spaceline::stccg1e
