#pragma once
// Optional card images (`spaceline serve --card-images`, docs/server.md "Card images"). The
// project ships no images: an operator names either a local folder, served read-only under
// /card-images/GAME/ID, or a URL template the browsers load from directly. Without either, the
// web client draws every card from its data (its frames), as it always has.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/static_files.h"

namespace spaceline::server {

class CardImages {
 public:
  // The bounds of a folder, checked once when the server starts.
  static constexpr size_t kMaxEntries = 50000;            // directory entries read, every game's folder together
  static constexpr uintmax_t kMaxImageBytes = 4u << 20;   // a larger file is skipped (and said so)

  CardImages() = default;  // none: the client draws its frames
  // `value` is a folder (GAME/ID.png|jpg|jpeg|webp|gif inside it) or an http(s) URL template with
  // {id} and optionally {game} in it. Throws std::runtime_error saying what is wrong with it: a
  // folder that is missing or holds too many entries, a template without {id} or with characters
  // that do not belong in a URL. Files it will not serve are listed in `warnings`.
  static CardImages from_option(const std::string& value, std::vector<std::string>& warnings, size_t max_entries = kMaxEntries);

  bool enabled() const { return mode_ != Mode::None; }
  size_t image_count() const;
  // What the web client is told (GET /api/card-images): {"source": "none" | "folder" | "url",
  // "template": ".../{game}/{id}..."} — the client fills in a card's game and id.
  nlohmann::json client_config() const;
  // The Content-Security-Policy img-src sources: the page's own, data: URLs, and a template's origin.
  const std::string& img_src() const { return img_src_; }
  // GET /card-images/GAME/ID from the folder; nullopt when the path is not under /card-images/.
  std::optional<StaticFile> serve(const std::string& path) const;

 private:
  enum class Mode { None, Folder, Url };
  Mode mode_ = Mode::None;
  std::string template_;                                     // Url
  std::map<std::string, std::map<std::string, std::string>> files_;  // Folder: game -> id -> file path
  std::string img_src_ = "'self' data:";
};

}  // namespace spaceline::server
