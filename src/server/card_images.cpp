#include "server/card_images.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace spaceline::server {
namespace fs = std::filesystem;

namespace {

bool is_game_name(const std::string& s) {
  if (s.empty() || s.size() > 32) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

// Card ids of every game are letters, digits, '-', '_' and '.' (PR-tricorder, AU-q-s-tent).
bool is_card_id(const std::string& s) {
  if (s.empty() || s.size() > 100 || s[0] == '.') return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'))
      return false;
  return true;
}

bool is_image_extension(std::string ext) {
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".webp" || ext == ".gif";
}

// Characters a template may hold: a URL's, without the quote, comma, semicolon and space that
// would break out of the Content-Security-Policy header it is written into.
bool is_template_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-._~/%:?=&{}").find(c) != std::string_view::npos;
}

}  // namespace

CardImages CardImages::from_option(const std::string& value, std::vector<std::string>& warnings, size_t max_entries) {
  CardImages out;
  if (value.empty()) return out;
  const std::string what = "--card-images " + value.substr(0, 200) + ": ";
  if (value.rfind("http://", 0) == 0 || value.rfind("https://", 0) == 0) {
    for (char c : value)
      if (!is_template_char(c))
        throw std::runtime_error(what + "the URL template holds '" + std::string(1, c) +
                                 "'; only letters, digits and - . _ ~ / % : ? = & { } may appear in it");
    if (value.find("{id}") == std::string::npos)
      throw std::runtime_error(what + "the URL template has no {id} (e.g. https://images.example/{game}/{id}.jpg)");
    std::string rest = value;
    for (const char* p : {"{id}", "{game}"})
      for (size_t i; (i = rest.find(p)) != std::string::npos;) rest.erase(i, std::string(p).size());
    if (rest.find_first_of("{}") != std::string::npos)
      throw std::runtime_error(what + "the URL template may name only {id} and {game}");
    const size_t scheme = value.find("://") + 3;
    const size_t path = value.find('/', scheme);
    const std::string origin = value.substr(0, path);
    if (path == scheme || origin.find_first_of("{}?=&%") != std::string::npos)
      throw std::runtime_error(what + "the URL template needs a fixed host before its first '/'");
    out.mode_ = Mode::Url;
    out.template_ = value;
    out.img_src_ += " " + origin;
    return out;
  }
  std::error_code ec;
  const fs::path root = fs::canonical(value, ec);
  if (ec || !fs::is_directory(root, ec))
    throw std::runtime_error(what + "no such folder (give a folder of GAME/ID.png files, or an http(s) URL template)");
  size_t entries = 0, skipped = 0;
  std::string first_skipped;
  auto skip = [&](const fs::path& p, const std::string& why) {
    if (skipped++ == 0) first_skipped = p.string() + ": " + why;
  };
  auto count = [&] {
    if (++entries > max_entries)
      throw std::runtime_error(what + "holds more than " + std::to_string(max_entries) + " entries; give a folder of card images only");
  };
  for (fs::directory_iterator g(root, ec), end; !ec && g != end; g.increment(ec)) {
    count();
    const std::string game = g->path().filename().string();
    if (!g->is_directory(ec) || !is_game_name(game)) {
      skip(g->path(), "not a game's folder (a folder named after the game, e.g. stccg1e)");
      continue;
    }
    // In name order, so that of two images of one card the same one is served on every start.
    std::vector<fs::path> names;
    for (fs::directory_iterator f(g->path(), ec), fend; !ec && f != fend; f.increment(ec)) {
      count();
      names.push_back(f->path());
    }
    if (ec) throw std::runtime_error(what + g->path().string() + ": " + ec.message());
    std::sort(names.begin(), names.end());
    for (const fs::path& p : names) {
      const std::string id = p.stem().string();
      // Symlinks are followed only to files inside the folder, as for the web client's files.
      const fs::path real = fs::canonical(p, ec);
      if (ec || real.native().rfind(root.native() + "/", 0) != 0) {
        ec.clear();
        skip(p, "leads out of the folder");
        continue;
      }
      if (!fs::is_regular_file(real, ec) || !is_image_extension(p.extension().string()) || !is_card_id(id)) {
        skip(p, "not an image named after a card id (ID.png, .jpg, .jpeg, .webp or .gif)");
        continue;
      }
      if (fs::file_size(real, ec) > kMaxImageBytes) {
        skip(p, "larger than " + std::to_string(kMaxImageBytes >> 20) + " MiB");
        continue;
      }
      auto [it, fresh] = out.files_[game].emplace(id, real.string());
      if (!fresh) skip(p, "a second image of " + game + "/" + id + " (" + it->second + " is served)");
    }
  }
  if (ec) throw std::runtime_error(what + ec.message());
  if (skipped)
    warnings.push_back("card images: " + std::to_string(skipped) + " file" + (skipped == 1 ? "" : "s") +
                       " not served; the first: " + first_skipped);
  out.mode_ = Mode::Folder;
  return out;
}

size_t CardImages::image_count() const {
  size_t n = 0;
  for (const auto& [g, ids] : files_) n += ids.size();
  return n;
}

nlohmann::json CardImages::client_config() const {
  switch (mode_) {
    case Mode::Folder: return {{"source", "folder"}, {"template", "/card-images/{game}/{id}"}};
    case Mode::Url: return {{"source", "url"}, {"template", template_}};
    case Mode::None: break;
  }
  return {{"source", "none"}};
}

std::optional<StaticFile> CardImages::serve(const std::string& path) const {
  static const std::string prefix = "/card-images/";
  if (path.rfind(prefix, 0) != 0) return std::nullopt;
  const auto not_found = [&] {
    return StaticFile{404, R"({"error":"not_found","message":"no card image here"})", "application/json"};
  };
  const size_t slash = path.find('/', prefix.size());
  if (mode_ != Mode::Folder || slash == std::string::npos) return not_found();
  const auto game = files_.find(path.substr(prefix.size(), slash - prefix.size()));
  if (game == files_.end()) return not_found();
  const auto file = game->second.find(path.substr(slash + 1));
  if (file == game->second.end()) return not_found();
  std::error_code ec;
  // Checked again: the file may have changed since the server started.
  if (fs::file_size(file->second, ec) > kMaxImageBytes || ec) return not_found();
  std::ifstream in(file->second, std::ios::binary);
  if (!in) return not_found();
  std::ostringstream s;
  s << in.rdbuf();
  return StaticFile{200, s.str(), content_type_of(file->second)};
}

}  // namespace spaceline::server
