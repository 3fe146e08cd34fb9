#pragma once
// The web client's files (web/dist, docs/web-client.md), served read-only under "/". Only files
// inside the folder: no "..", no absolute paths, no symlink leading out of it.
#include <string>

namespace spaceline::server {

struct StaticFile {
  int status = 200;          // 200, or 404 when there is no such file (or it may not be served)
  std::string body;
  std::string content_type;
};

// The file at URL path `path` ("/" is "/index.html") under `root`. When `root` holds no
// index.html, "/" gets a page saying how to build the client.
StaticFile static_file(const std::string& root, const std::string& path);

// Percent-decodes a URL part ("%20" and "+" are spaces); false on a malformed escape.
bool percent_decode(const std::string& in, std::string& out);

// The content type of a file name by its extension ("application/octet-stream" if unknown).
std::string content_type_of(const std::string& name);

}  // namespace spaceline::server
