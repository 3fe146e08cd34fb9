#pragma once
// TaleSpin deck files (docs/talespin/card-format.md "Deck files") and the
// deck rules of D-TS-19.
#include <cstdint>
#include <string>
#include <vector>

#include "games/talespin/cards/cards.h"

namespace spaceline::talespin {

inline constexpr int kDeckSize = 40;      // D-TS-19
inline constexpr int kMaxCopies = 3;      // D-TS-19
inline constexpr int kMinCargo = 12;      // D-TS-19

struct Deck {
  std::string name;
  std::string source;                // bundled name or file path
  int player = -1;                   // library index of the Player character
  std::vector<uint16_t> cards;       // library indices of the draw deck, file order
  std::vector<std::string> errors;   // "file:line: problem"; the deck may not be played
  std::vector<std::string> warnings;
};

// Parses deck text; problems go to Deck::errors (never throws).
Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib);
// Adds the D-TS-19 construction errors to `d`.
void check_deck_rules(Deck& d, const CardLibrary& lib);
// A bundled deck by name (file stem or `name:`), or a file path; "random"
// builds a legal deck from the library with `seed` (GameSetup). Problems go to errors.
Deck load_deck(const std::string& name_or_path, const CardLibrary& lib, uint64_t seed);
std::vector<std::string> bundled_deck_names();  // file stems in data/talespin/decks, sorted
Deck random_deck(const CardLibrary& lib, uint64_t seed);

}  // namespace spaceline::talespin
