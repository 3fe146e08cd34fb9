#pragma once
// Second Edition deck files (docs/stccg2e/card-format.md "Deck files") and the deck rules
// D-2E-1..3: five missions (one headquarters), a dilemma pile and a draw deck.
#include <cstdint>
#include <string>
#include <vector>

#include "games/stccg2e/cards/cards.h"

namespace spaceline::stccg2e {

inline constexpr int kMissions = 5;         // D-2E-1
inline constexpr int kMinDrawDeck = 35;     // D-2E-2
inline constexpr int kMinDilemmas = 20;     // D-2E-2
inline constexpr int kMaxCopies = 3;        // D-2E-3

struct Deck {
  std::string name;
  std::string source;                // bundled name or file path
  std::vector<uint16_t> missions;    // library indices, file order (the headquarters among them)
  std::vector<uint16_t> dilemmas;    // the dilemma pile
  std::vector<uint16_t> draw;        // the draw deck
  std::vector<std::string> errors;   // "file:line: problem"; the deck may not be played
  std::vector<std::string> warnings;
};

// Parses deck text; problems go to Deck::errors (never throws).
Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib);
// Adds the D-2E-1..3 construction errors to `d`.
void check_deck_rules(Deck& d, const CardLibrary& lib);
// A bundled deck by file stem, or a file path; "random" is a bundled deck picked with `seed`.
Deck load_deck(const std::string& name_or_path, const CardLibrary& lib, uint64_t seed);
std::vector<std::string> bundled_deck_names();  // file stems in data/stccg2e/decks, sorted

}  // namespace spaceline::stccg2e
