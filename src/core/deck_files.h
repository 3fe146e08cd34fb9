#pragma once
// Where a deck comes from: a file path, or a deck bundled with the game (data/<game>/decks/*.deck)
// named by its file name or its `name:` line. Shared by every game that reads deck files.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/text.h"

namespace spaceline {

// The decks bundled in `dir`: the names of its *.deck files without the extension, sorted; none
// when `dir` is not a folder.
std::vector<std::string> deck_names_in(const std::string& dir);

// The whole text of the file at `path`; nullopt when it cannot be opened.
std::optional<std::string> read_text_file(const std::string& path);

// The deck `name` names: a file path, else a bundled deck of `dir` by file name, else by its
// `name:` line (case aside). `read(text, file)` parses and checks a deck's text; `Deck` has `name`,
// `source` and `errors`. A deck found nowhere, or a file that cannot be opened, is a deck whose one
// error says so (with the bundled decks' names and 'random', which the game reads before this).
template <class Deck, class Read>
Deck find_deck(const std::string& name, const std::string& dir, Read read) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::string path = name;
  if (!fs::is_regular_file(path, ec)) {
    const fs::path bundled = fs::path(dir) / (name + ".deck");
    if (fs::is_regular_file(bundled, ec)) {
      path = bundled.string();
    } else {
      for (const auto& stem : deck_names_in(dir)) {
        const std::string f = (fs::path(dir) / (stem + ".deck")).string();
        Deck d = read(read_text_file(f).value_or(""), f);
        if (lower(d.name) == lower(name)) return d;
      }
      Deck d;
      d.name = d.source = name;
      std::string known;
      for (const auto& s : deck_names_in(dir)) known += (known.empty() ? "" : ", ") + s;
      d.errors.push_back(name + ": no such deck file or bundled deck (bundled: " + known + ", or 'random')");
      return d;
    }
  }
  const auto text = read_text_file(path);
  if (!text) {
    Deck d;
    d.source = path;
    d.errors.push_back(path + ": cannot open");
    return d;
  }
  return read(*text, path);
}

}  // namespace spaceline
