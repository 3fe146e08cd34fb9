#include "core/yaml_input.h"

#include <yaml-cpp/eventhandler.h>

#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>

namespace spaceline {

namespace {

std::string at(const std::string& file, const YAML::Mark& mark) { return file + ":" + std::to_string(mark.line + 1) + ": "; }

// The alias as written at `pos` ("*a0"), for the error; empty when it cannot be read back.
std::string alias_text(const std::string& text, int pos) {
  if (pos < 0 || static_cast<size_t>(pos) >= text.size() || text[pos] != '*') return "";
  size_t end = pos + 1;
  while (end < text.size() && end - pos < 40 && !std::isspace(static_cast<unsigned char>(text[end])) &&
         text[end] != ',' && text[end] != ']' && text[end] != '}')
    ++end;
  return text.substr(pos, end - pos);
}

// Parses the events of one document without building it, stopping at the first alias.
class AliasFinder : public YAML::EventHandler {
 public:
  std::optional<YAML::Mark> alias;

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    if (!alias) alias = mark;
  }
  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
};

}  // namespace

YAML::Node load_yaml_text(const std::string& text, const std::string& file) {
  try {
    // Every alias starts with '*': a text without one has none, and skips the second parse (which
    // made the bundled card library load 60% slower).
    if (text.find('*') != std::string::npos) {
      std::istringstream in(text);
      YAML::Parser parser(in);
      AliasFinder finder;
      parser.HandleNextDocument(finder);  // YAML::Load reads the first document only, and so does this
      if (finder.alias) {
        const std::string name = alias_text(text, finder.alias->pos);
        throw YamlInputError(at(file, *finder.alias) + "YAML alias " + (name.empty() ? "" : "'" + name + "' ") +
                             "refused: aliases are not accepted in Spaceline files; write the value out where it is used");
      }
    }
    return YAML::Load(text);
  } catch (const YAML::Exception& e) {
    throw YamlInputError(at(file, e.mark) + "YAML syntax error: " + e.msg);
  }
}

YAML::Node load_yaml_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw YamlInputError(path + ": cannot open (no such file, or not readable)");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw YamlInputError(path + ": cannot read");
  return load_yaml_text(text.str(), path);
}

}  // namespace spaceline
