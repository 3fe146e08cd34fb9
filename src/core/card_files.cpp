#include "core/card_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>

#include "core/deck_files.h"
#include "core/yaml_input.h"
#include "spaceline_paths.h"

namespace spaceline {

namespace fs = std::filesystem;

std::string game_data_dir(const std::string& game) {
  if (const char* e = std::getenv("SPACELINE_DATA"); e && *e) return std::string(e) + "/" + game;
  return std::string(SPACELINE_DATA_DIR) + "/" + game;
}

CardFiles read_card_files(const std::string& dir, bool recursive, bool yml) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw std::runtime_error(dir + ": card directory not found");
  std::vector<std::string> paths;
  auto take = [&](const fs::path& p) {
    if (p.extension() == ".yaml" || (yml && p.extension() == ".yml")) paths.push_back(p.string());
  };
  if (recursive)
    for (const auto& e : fs::recursive_directory_iterator(dir)) take(e.path());
  else
    for (const auto& e : fs::directory_iterator(dir)) take(e.path());
  std::sort(paths.begin(), paths.end());
  CardFiles files;
  for (const auto& p : paths) {
    auto text = read_text_file(p);
    if (!text) throw std::runtime_error(p + ": cannot open");
    files.emplace_back(p, std::move(*text));
  }
  return files;
}

std::string yaml_error(const std::string& file, const YAML::Node& at, const std::string& problem) {
  return file + ":" + std::to_string(at.Mark().line + 1) + ": " + problem;
}

std::optional<YAML::Node> card_list(const std::string& text, const std::string& file, std::vector<std::string>& errors) {
  YAML::Node root;
  try {
    root = load_yaml_text(text, file);
  } catch (const YamlInputError& e) {
    errors.push_back(e.what());
    return std::nullopt;
  }
  if (!root || root.IsNull()) {
    errors.push_back(file + ":1: empty card file (expected 'cards:' with a list of cards)");
    return std::nullopt;
  }
  if (!root.IsMap() || !root["cards"]) {
    errors.push_back(yaml_error(file, root, "expected a map with a 'cards:' list"));
    return std::nullopt;
  }
  for (auto it = root.begin(); it != root.end(); ++it) {
    const auto k = it->first.as<std::string>();
    if (k != "cards" && k != "set") errors.push_back(yaml_error(file, it->first, "unknown top-level field '" + k + "' (expected set, cards)"));
  }
  const YAML::Node list = root["cards"];
  if (!list.IsSequence()) {
    errors.push_back(yaml_error(file, list, "'cards' must be a list"));
    return std::nullopt;
  }
  return list;
}

void throw_if_errors(const std::vector<std::string>& errors) {
  if (errors.empty()) return;
  std::string msg;
  for (const auto& e : errors) msg += (msg.empty() ? "" : "\n") + e;
  throw std::runtime_error(msg);
}

}  // namespace spaceline
