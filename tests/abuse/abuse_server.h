#pragma once
// The real server (Server, Api, GameHub on SQLite) in this process, on its own I/O thread, for
// the tests of hostile clients (issue 23): each test sets the limits it attacks small. TaleSpin is
// the only game: the server is game-agnostic, and the tests build without First Edition.
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <unistd.h>

#include <filesystem>
#include <future>
#include <memory>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "games/talespin/module.h"
#include "server/api.h"
#include "server/game_hub.h"
#include "server/server.h"
#include "storage/auth.h"
#include "storage/sqlite_store.h"
#include "support/http_client.h"
#include "support/ws_client.h"

namespace spaceline::abuse {

namespace fs = std::filesystem;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;

inline const GameModule& talespin_module() {
  static const auto m = talespin::make_module();
  return *m;
}

struct Limits {
  server::ServerConfig server;
  server::HubLimits hub;
  server::ApiConfig api;
  Limits() {
    server.port = 0;
    server.password_threads = 1;
  }
};

class AbuseServer {
 public:
  explicit AbuseServer(Limits l = {})
      : dir_(fs::temp_directory_path() / ("spaceline-abuse-" + std::to_string(::getpid()) + "-" +
                                          storage::random_token().substr(0, 8))) {
    fs::create_directories(dir_);
    server::ModuleLookup modules = [](const std::string& n) -> const GameModule& {
      if (n != "talespin") throw std::invalid_argument("'" + n + "': no such game here");
      return talespin_module();
    };
    store_ = storage::open_sqlite_store((dir_ / "db").string());
    hub_ = std::make_unique<server::GameHub>(*store_, modules, deck_dir(), l.hub);
    api_ = std::make_unique<server::Api>(*store_, *hub_, modules, std::vector<std::string>{"talespin"}, l.api);
    server_ = std::make_unique<server::Server>(io_, *api_, *hub_, l.server);
    server_->start();
    thread_ = std::thread([this] { io_.run(); });
  }
  ~AbuseServer() {
    io_.stop();
    thread_.join();
    server_.reset();
    api_.reset();
    hub_.reset();
    store_.reset();
    fs::remove_all(dir_);
  }
  uint16_t port() const { return server_->port(); }
  std::string deck_dir() const { return (dir_ / "decks").string(); }
  std::thread::native_handle_type io_thread() { return thread_.native_handle(); }
  // Runs `f` on the I/O thread, where the server itself calls the hub, and returns its result.
  template <class F>
  auto on_io(F f) -> decltype(f()) {
    std::packaged_task<decltype(f())()> task(std::move(f));
    auto result = task.get_future();
    asio::post(io_, [&task] { task(); });
    return result.get();
  }
  server::GameHub& hub() { return *hub_; }

  test::HttpResult call(const std::string& method, const std::string& target, const json& body = nullptr,
                        const std::string& token = "") {
    return test::http_call(port(), method, target, body.is_null() ? "" : body.dump(), token);
  }
  // Registers `name` and returns its token.
  std::string user(const std::string& name) {
    auto r = call("POST", "/api/register", {{"name", name}, {"password", "correct horse " + name}});
    if (r.status != 201) throw std::runtime_error("register " + name + ": " + std::to_string(r.status) + " " + r.body.dump());
    return r.body["token"];
  }
  // A TaleSpin game of `token`'s account against the computer; returns its id.
  int64_t game_vs_computer(const std::string& token, int max_turns = 0) {
    json b = {{"game", "talespin"}, {"opponent", "computer"}, {"seed", 7}};
    if (max_turns) b["max_turns"] = max_turns;
    auto r = call("POST", "/api/games", b, token);
    if (r.status != 201) throw std::runtime_error("new game: " + std::to_string(r.status) + " " + r.body.dump());
    return r.body["game"]["id"];
  }

 private:
  fs::path dir_;
  asio::io_context io_{1};
  std::unique_ptr<storage::Store> store_;
  std::unique_ptr<server::GameHub> hub_;
  std::unique_ptr<server::Api> api_;
  std::unique_ptr<server::Server> server_;
  std::thread thread_;
};

// A WebSocket client that may choose not to read (tests/support/ws_client.h).
class RawWs : public test::WsConnection {
 public:
  static Options receive_buffer(int bytes) {
    Options o;
    o.receive_buffer = bytes;
    return o;
  }
  static Options authorization(std::string header) {
    Options o;
    o.authorization = std::move(header);
    return o;
  }
  static Options protocols(std::string offered) {
    Options o;
    o.protocols = std::move(offered);
    return o;
  }
  RawWs(uint16_t port, const std::string& path, const Options& o = {}) : WsConnection(port, path, o) {}
};

// Sends `bytes` as they are on a new connection and returns everything the server answers before
// it closes or `seconds` pass.
inline std::string raw_exchange(uint16_t port, const std::string& bytes, double seconds = 5) {
  asio::io_context io;
  tcp::socket s(io);
  s.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  asio::write(s, asio::buffer(bytes));
  std::string out;
  std::array<char, 4096> buf;
  std::function<void()> read_more = [&] {
    s.async_read_some(asio::buffer(buf), [&](beast::error_code ec, size_t n) {
      out.append(buf.data(), n);
      if (!ec) read_more();
    });
  };
  read_more();
  io.run_for(std::chrono::milliseconds(static_cast<int>(seconds * 1000)));
  return out;
}

}  // namespace spaceline::abuse
