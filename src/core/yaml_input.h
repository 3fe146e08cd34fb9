#pragma once
// Every YAML document the engine reads (scenario files, card files) is loaded here, so that one bound
// holds for all of them (docs/scenario-format.md, "Limits"): aliases (`*name`) are refused before the
// document is built. yaml-cpp shares an aliased node, but whatever walks the tree afterwards (key
// checks, the card and scenario readers) visits it once per use, so nine levels of nine aliases are
// 9^9 nodes from ten short lines. No file the project ships needs an alias.
#include <yaml-cpp/yaml.h>

#include <stdexcept>
#include <string>

namespace spaceline {

// A document refused before it was built; what() is "file:line: problem" (or "file: problem" when
// the file cannot be read), ready to be reported as the loader's own error.
class YamlInputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The first document of `text`, read as from `file` (the name used in errors).
YAML::Node load_yaml_text(const std::string& text, const std::string& file);

// The first document of the file at `path`.
YAML::Node load_yaml_file(const std::string& path);

}  // namespace spaceline
