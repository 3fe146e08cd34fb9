#pragma once
// LackeyCCG `.dek` deck files (XML), read into the lines of a Spaceline deck so that one parser
// (parse_deck) resolves names and reports problems. Players move between LackeyCCG, GEMP and
// Spaceline; pasting a `.dek` as it is saves retyping 60 lines (docs/deck-format.md, "LackeyCCG").
#include <string>
#include <vector>

namespace spaceline::stccg1e {

// Whether `text` is a `.dek` (its first element is `<deck`), rather than a Spaceline deck file.
bool looks_like_lackey_dek(const std::string& text);

struct LackeyCard {
  bool seed = false;   // in a superzone whose name says "seed"; else the draw deck
  std::string name;    // the card's name, entities decoded
  int line = 0;        // where its <card> starts, for messages
};

// Reads every <card> of every <superzone>. Throws DeckParseError("SOURCE:LINE: problem") for XML
// that is not well formed, a superzone that is neither seed nor draw (a side deck), or a card
// without a name.
std::vector<LackeyCard> read_lackey_dek(const std::string& text, const std::string& source);

}  // namespace spaceline::stccg1e
