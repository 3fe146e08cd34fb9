#pragma once
// What every game's card loader shares (docs/<game>/card-format.md): where the bundled data is,
// reading a folder of card files, the entry of a `cards:` file, "FILE:LINE: problem" errors, and
// building a library from files. The fields of a card are the game's own.
#include <yaml-cpp/yaml.h>

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace spaceline {

// The folder of `game`'s bundled data: $SPACELINE_DATA/GAME when that is set, else the checkout's
// data/GAME.
std::string game_data_dir(const std::string& game);

// (path, text) of each card file in `dir` (its *.yaml files, and *.yml with `yml`; with
// `recursive`, in sub-folders too), sorted by path. Throws std::runtime_error "DIR: card directory
// not found" or "PATH: cannot open".
using CardFiles = std::vector<std::pair<std::string, std::string>>;
CardFiles read_card_files(const std::string& dir, bool recursive = false, bool yml = false);

// "FILE:LINE: problem", LINE being the node's.
std::string yaml_error(const std::string& file, const YAML::Node& at, const std::string& problem);

// The `cards:` list of a card file of the form {set: ..., cards: [...]}: nullopt, with the
// reason added to `errors`, when the text is not YAML, is empty, is not such a map, or its `cards`
// is not a list; an unknown top-level key is an error but the list is still returned.
std::optional<YAML::Node> card_list(const std::string& text, const std::string& file, std::vector<std::string>& errors);

// Throws std::runtime_error listing `errors`, one a line, when there are any.
void throw_if_errors(const std::vector<std::string>& errors);

// A library of `Lib` (which has add_files(CardFiles), throwing every error of the load at once)
// from one text, from a folder, and the game's bundled one, read once for the program.
template <class Lib>
std::shared_ptr<const Lib> library_from_text(const std::string& text, const std::string& file) {
  auto lib = std::make_shared<Lib>();
  lib->add_files({{file, text}});
  return lib;
}
template <class Lib>
std::shared_ptr<const Lib> library_from_dir(const std::string& dir, bool recursive = false, bool yml = false) {
  auto lib = std::make_shared<Lib>();
  lib->add_files(read_card_files(dir, recursive, yml));
  return lib;
}
template <class Lib>
std::shared_ptr<const Lib> bundled_library(const std::string& game, bool recursive = false, bool yml = false) {
  static std::once_flag once;
  static std::shared_ptr<const Lib> lib;
  std::call_once(once, [&] { lib = library_from_dir<Lib>(game_data_dir(game) + "/cards", recursive, yml); });
  return lib;
}

}  // namespace spaceline
