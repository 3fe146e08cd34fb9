#pragma once
// A small synchronous HTTP and WebSocket client for the server tests (Boost.Beast), and a way to
// run `spaceline serve` as a child process that the test can kill -9.
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

namespace spaceline::test {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;

struct HttpResult {
  int status = 0;
  json body;
};

inline HttpResult http_call(uint16_t port, const std::string& method, const std::string& target, const std::string& body = "",
                            const std::string& token = "") {
  asio::io_context io;
  tcp::resolver res(io);
  beast::tcp_stream s(io);
  s.connect(res.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::string_body> req(http::string_to_verb(method), target, 11);
  req.set(http::field::host, "127.0.0.1");
  if (!token.empty()) req.set(http::field::authorization, "Bearer " + token);
  req.body() = body;
  req.prepare_payload();
  http::write(s, req);
  beast::flat_buffer buf;
  http::response<http::string_body> r;
  http::read(s, buf, r);
  beast::error_code ec;
  s.socket().shutdown(tcp::socket::shutdown_both, ec);
  HttpResult out;
  out.status = static_cast<int>(r.result_int());
  out.body = json::parse(r.body(), nullptr, false);
  return out;
}

class WsClient {
 public:
  WsClient(uint16_t port, const std::string& path) : ws_(io_) {
    tcp::resolver res(io_);
    asio::connect(ws_.next_layer(), res.resolve("127.0.0.1", std::to_string(port)));
    ws_.read_message_max(64 * 1024 * 1024);
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

// `spaceline serve --port 0 --db DB [extra...]` as a child process; the port is read from its
// first line.
class ServerProcess {
 public:
  ServerProcess(const std::string& bin, const std::string& db, const std::vector<std::string>& extra = {}) {
    std::vector<std::string> args = {bin, "serve", "--port", "0", "--db", db};
    args.insert(args.end(), extra.begin(), extra.end());
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("pipe");
    pid_ = fork();
    if (pid_ == 0) {
      dup2(fds[1], 1);
      close(fds[0]);
      close(fds[1]);
      execv(bin.c_str(), argv.data());
      _exit(127);
    }
    close(fds[1]);
    out_ = fdopen(fds[0], "r");
    char line[1024];
    if (!fgets(line, sizeof line, out_)) throw std::runtime_error("the server printed nothing");
    first_line_ = line;
    const auto colon = first_line_.find("127.0.0.1:");
    if (colon == std::string::npos) throw std::runtime_error("unexpected first line: " + first_line_);
    port_ = static_cast<uint16_t>(std::stoi(first_line_.substr(colon + 10)));
  }
  ~ServerProcess() {
    if (pid_ > 0) kill9();
    if (out_) fclose(out_);
  }
  void kill9() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    int st = 0;
    waitpid(pid_, &st, 0);
    pid_ = -1;
  }
  uint16_t port() const { return port_; }
  const std::string& first_line() const { return first_line_; }

 private:
  pid_t pid_ = -1;
  FILE* out_ = nullptr;
  uint16_t port_ = 0;
  std::string first_line_;
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
