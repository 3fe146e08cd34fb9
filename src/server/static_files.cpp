#include "server/static_files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace spaceline::server {

namespace fs = std::filesystem;

namespace {

const char* kNotBuiltPage = R"HTML(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spaceline</title></head>
<body>
<h1>Spaceline server</h1>
<p>The server is running, but the web client is not built: there is no <code>index.html</code> in
the web folder (<code>WEB_DIR</code>).</p>
<p>Build it with <code>./run.sh</code>, or by hand: <code>cd web &amp;&amp; npm ci &amp;&amp; npm run build</code>,
then reload this page. Another folder is chosen with <code>spaceline serve --web DIR</code>.</p>
<p>The JSON API under <code>/api/</code> and the WebSocket at <code>/ws/games/ID</code> work without it
(<code>docs/protocol.md</code>): <a href="/api/modules">/api/modules</a>, <a href="/api/games">/api/games</a>.</p>
</body></html>
)HTML";

StaticFile not_found(const std::string& path) {
  return {404, "404: no such file: " + path.substr(0, 200) + "\n", "text/plain; charset=utf-8"};
}

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

bool percent_decode(const std::string& in, std::string& out) {
  out.clear();
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] != '%') {
      out += in[i] == '+' ? ' ' : in[i];
      continue;
    }
    if (i + 2 >= in.size()) return false;
    const int h = hex(in[i + 1]), l = hex(in[i + 2]);
    if (h < 0 || l < 0) return false;
    out += static_cast<char>(h * 16 + l);
    i += 2;
  }
  return true;
}

namespace {

// The relative file path of a URL path, or "" when it may not name a file in the folder.
std::string safe_relative(const std::string& url_path) {
  std::string p;
  if (!percent_decode(url_path, p)) return "";
  if (p.empty() || p[0] != '/') return "";
  p.erase(0, 1);
  if (p.empty() || p.size() > 512) return "";
  std::string out, seg;
  std::istringstream in(p);
  while (std::getline(in, seg, '/')) {
    if (seg.empty() || seg == "." || seg == ".." || seg[0] == '.') return "";  // no empty, dot or hidden segments
    for (char c : seg)
      if (c == '\\' || c == ':' || static_cast<unsigned char>(c) < 0x20) return "";
    if (!out.empty()) out += '/';
    out += seg;
  }
  if (p.back() == '/') return "";
  return out;
}

}  // namespace

std::string content_type_of(const std::string& name) {
  const auto dot = name.rfind('.');
  std::string ext = dot == std::string::npos ? "" : name.substr(dot + 1);
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext == "html") return "text/html; charset=utf-8";
  if (ext == "js" || ext == "mjs") return "text/javascript; charset=utf-8";
  if (ext == "css") return "text/css; charset=utf-8";
  if (ext == "json" || ext == "map") return "application/json";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "png") return "image/png";
  if (ext == "jpg" || ext == "jpeg") return "image/jpeg";
  if (ext == "webp") return "image/webp";
  if (ext == "gif") return "image/gif";
  if (ext == "ico") return "image/x-icon";
  if (ext == "txt") return "text/plain; charset=utf-8";
  if (ext == "woff2") return "font/woff2";
  return "application/octet-stream";
}

StaticFile static_file(const std::string& root, const std::string& path) {
  const std::string url = path == "/" ? "/index.html" : path;
  const std::string rel = safe_relative(url);
  if (rel.empty()) return not_found(path);
  std::error_code ec;
  const fs::path base = fs::canonical(root, ec);
  if (ec) return path == "/" ? StaticFile{200, kNotBuiltPage, "text/html; charset=utf-8"} : not_found(path);
  // canonical() resolves symlinks: a link leading out of the folder is refused.
  const fs::path file = fs::canonical(base / rel, ec);
  if (ec || !fs::is_regular_file(file, ec)) {
    if (path == "/") return {200, kNotBuiltPage, "text/html; charset=utf-8"};
    return not_found(path);
  }
  const auto b = base.native() + "/";
  if (file.native().compare(0, b.size(), b) != 0) return not_found(path);
  std::ifstream f(file, std::ios::binary);
  if (!f) return not_found(path);
  std::ostringstream s;
  s << f.rdbuf();
  return {200, s.str(), content_type_of(rel)};
}

}  // namespace spaceline::server
