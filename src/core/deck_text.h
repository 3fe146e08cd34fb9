#pragma once
// The text of a deck file as every game writes it (docs/<game>/card-format.md, "Deck files"):
// '#' starts a comment, blank lines are skipped, and every other line is "N Card Name" or
// "key: value". The game decides what a card name or a key means; the line's form is checked here,
// each problem an error "FILE:LINE: problem", never a crash.
#include <functional>
#include <string>
#include <vector>

namespace spaceline {

// One line of a deck file that holds something.
struct DeckLine {
  int line = 0;
  bool is_field = false;  // "key: value" (key in lower case; both without surrounding spaces)
  std::string key, value;
  int count = 0;          // "N Card Name": N, from 1 to DeckTextRules::max_count
  std::string card;
};

struct DeckTextRules {
  int max_count = 99;                          // the largest N of an "N Card Name" line
  std::vector<std::string> fields = {"name"};  // the keys of "key: value" lines the game reads
};

// Hands each line that holds something to `use`, in file order; a malformed line (or an empty
// `name:`) is reported in `errors` instead. `use` may add its own errors: they stay in line order.
void read_deck_text(const std::string& text, const std::string& file, const DeckTextRules& rules,
                    const std::function<void(const DeckLine&)>& use, std::vector<std::string>& errors);

// "FILE:LINE: problem", as every deck error is written.
std::string deck_error(const std::string& file, int line, const std::string& problem);

// The name a deck without a `name:` line goes by: its file's name without folder and extension.
std::string deck_name_from_file(const std::string& file);

}  // namespace spaceline
