#include "core/deck_files.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace spaceline {

std::vector<std::string> deck_names_in(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> v;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return v;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".deck") v.push_back(e.path().stem().string());
  std::sort(v.begin(), v.end());
  return v;
}

std::optional<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream o;
  o << in.rdbuf();
  return o.str();
}

}  // namespace spaceline
