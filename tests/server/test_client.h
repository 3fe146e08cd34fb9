#pragma once
// The server tests' WebSocket client (on tests/support/ws_client.h, shared with tests/abuse), with
// the HTTP client and the `spaceline serve` child process the tests share with the load benchmark.
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/http_client.h"
#include "support/server_process.h"
#include "support/ws_client.h"

namespace spaceline::test {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;

// The server tests' client: a message that never comes, or a connection that ends, fails the
// test (an exception) instead of hanging it.
class WsClient {
 public:
  // `token` (when given) goes in the Authorization header: never in the address (docs/protocol.md).
  WsClient(uint16_t port, const std::string& path, const std::string& token = "")
      : ws_(port, path, options(token)) {}
  void send(const std::string& text) { ws_.send(text); }
  // The next message, parsed; after 30 s without one, an exception.
  json next() {
    auto m = ws_.next(30);
    if (m) return *m;
    if (ws_.closed) throw beast::system_error(ws_.error);
    throw std::runtime_error("no WebSocket message within 30 s");
  }
  // Reads until a message of `type` arrives; every message read is appended to `seen`.
  json until(const std::string& type, std::vector<json>* seen = nullptr) {
    for (int i = 0; i < 10000; ++i) {
      json m = next();
      if (seen) seen->push_back(m);
      if (m.value("type", "") == type) return m;
    }
    throw std::runtime_error("no '" + type + "' message");
  }
  void close() { ws_.close(); }

 private:
  static WsConnection::Options options(const std::string& token) {
    WsConnection::Options o;
    if (!token.empty()) o.authorization = "Bearer " + token;
    return o;
  }
  WsConnection ws_;
};

}  // namespace spaceline::test

namespace spaceline::test {

// Whether `word` (a hidden card name) appears in the message `m`. A longer card name that contains
// it ("Medical Tricorder" when "Tricorder" is hidden) is no leak: every name the message itself
// shows as a card's "name" is blanked out first when it contains the word and is not it.
inline bool shows_hidden(const json& m, const std::string& word) {
  std::vector<std::string> names;
  auto walk = [&](auto&& self, const json& j) -> void {
    if (j.is_object()) {
      for (const auto& [k, v] : j.items()) {
        if (k == "name" && v.is_string()) names.push_back(v.template get<std::string>());
        self(self, v);
      }
    } else if (j.is_array()) {
      for (const auto& v : j) self(self, v);
    }
  };
  walk(walk, m);
  std::string text = m.dump();
  for (const auto& n : names) {
    if (n == word || n.find(word) == std::string::npos) continue;
    for (size_t at; (at = text.find(n)) != std::string::npos;) text.replace(at, n.size(), "#");
  }
  return text.find(word) != std::string::npos;
}

}  // namespace spaceline::test
