#pragma once
// Space Quest deck files (docs/spacequest/card-format.md, "Deck files") and the deck rules (D-SQ-2).
#include <cstdint>
#include <string>
#include <vector>

#include "games/spacequest/cards/cards.h"

namespace spaceline::spacequest {

inline constexpr int kMinDeck = 60;   // D-SQ-2
inline constexpr int kMaxCopies = 4;  // D-SQ-2, basic lands aside

struct Deck {
  std::string name, source;
  std::vector<uint16_t> cards;  // library indices, file order
  std::vector<std::string> errors, warnings;
};

Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib);  // never throws
void check_deck_rules(Deck& d, const CardLibrary& lib);
// A bundled deck by file stem or `name:`, a file path, or "random" (two colours, drawn with `seed`).
Deck load_deck(const std::string& name_or_path, const CardLibrary& lib, uint64_t seed);
std::vector<std::string> bundled_deck_names();
Deck random_deck(const CardLibrary& lib, uint64_t seed);

}  // namespace spaceline::spacequest
