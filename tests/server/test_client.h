#pragma once
// A small synchronous WebSocket client for the server tests (Boost.Beast), with the HTTP client and
// the `spaceline serve` child process the tests share with the load benchmark (tests/support).
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

namespace spaceline::test {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;

class WsClient {
 public:
  // `token` (when given) goes in the Authorization header: never in the address (docs/protocol.md).
  WsClient(uint16_t port, const std::string& path, const std::string& token = "") : ws_(io_) {
    tcp::resolver res(io_);
    asio::connect(ws_.next_layer(), res.resolve("127.0.0.1", std::to_string(port)));
    ws_.read_message_max(64 * 1024 * 1024);
    if (!token.empty())
      ws_.set_option(websocket::stream_base::decorator(
          [token](websocket::request_type& req) { req.set(http::field::authorization, "Bearer " + token); }));
    ws_.handshake("127.0.0.1", path);
  }
  void send(const std::string& text) { ws_.write(asio::buffer(text)); }
  // The next message, parsed. One that never comes fails the test after 30 s instead of hanging
  // it (the read is asynchronous only so that it can be given up).
  json next() {
    beast::flat_buffer b;
    bool done = false;
    beast::error_code err;
    ws_.async_read(b, [&](beast::error_code ec, std::size_t) {
      done = true;
      err = ec;
    });
    io_.restart();
    io_.run_for(std::chrono::seconds(30));
    if (!done) {
      beast::error_code ignored;
      ws_.next_layer().cancel(ignored);
      io_.restart();
      io_.run();
      throw std::runtime_error("no WebSocket message within 30 s");
    }
    if (err) throw beast::system_error(err);
    return json::parse(beast::buffers_to_string(b.data()));
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
  void close() {
    beast::error_code ec;
    ws_.close(websocket::close_code::normal, ec);
  }

 private:
  asio::io_context io_;
  websocket::stream<tcp::socket> ws_;
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
