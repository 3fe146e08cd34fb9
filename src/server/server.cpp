#include "server/server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <algorithm>
#include <chrono>
#include <deque>

#include "server/client_message.h"
#include "server/errors.h"
#include "server/static_files.h"

namespace spaceline::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;

namespace {

// Register and login hash or verify a password with Argon2id: about 0.1 s of CPU and 64 MiB each.
// They run on the password pool, not the I/O thread, so every game keeps moving meanwhile. Both
// routes use only the store (each store serializes its own calls) and libsodium, never the hub.
bool is_password_route(const std::string& method, const std::string& path) {
  return method == "POST" && (path == "/api/register" || path == "/api/login");
}

std::string error_text(const std::string& code, const std::string& message) {
  return json{{"type", "error"}, {"error", code}, {"message", message}}.dump();
}

// One WebSocket: a player's or a spectator's view of one game.
class WsSession : public Viewer, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& s, GameHub& hub, Api& api, const ServerConfig& cfg)
      : ws_(std::move(s)), hub_(hub), api_(api), cfg_(cfg), tokens_(cfg.ws_burst), last_(clock::now()) {}

  void run(http::request<http::string_body> req) {
    const std::string target(req.target());
    const std::string path = target_path(target);
    const std::string prefix = "/ws/games/";
    const std::string id = path.substr(prefix.size());
    if (id.empty() || id.size() > 15 || id.find_first_not_of("0123456789") != std::string::npos) bad_id_ = true;
    else game_ = std::stoll(id);
    std::string token = query_param(target, "token");
    if (token.empty() && req.count(http::field::authorization)) token = std::string(req[http::field::authorization]);
    account_ = token.empty() ? 0 : api_.account_of(token);
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(cfg_.hard_ws_message);
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) { self->on_accept(ec); });
  }

  void deliver(const std::string& text) override {
    queue_.push_back(text);
    if (queue_.size() == 1) write_next();
  }

 private:
  using clock = std::chrono::steady_clock;

  void on_accept(beast::error_code ec) {
    if (ec) return;
    try {
      if (bad_id_) throw ClientError(404, "no_such_game", "the address must be /ws/games/ID");
      hub_.watch(game_, account_, shared_from_this());
      watching_ = true;
    } catch (const ClientError& e) {
      deliver(error_text(e.code, e.what()));
      closing_ = true;  // closed once the error is written
      return;
    } catch (const std::exception& e) {
      deliver(error_text("internal", e.what()));
      closing_ = true;
      return;
    }
    read();
  }

  void read() {
    ws_.async_read(in_, [self = shared_from_this()](beast::error_code ec, size_t n) { self->on_read(ec, n); });
  }

  void on_read(beast::error_code ec, size_t n) {
    if (ec) {
      if (watching_) hub_.unwatch(game_, this);
      watching_ = false;
      return;  // closed, or larger than hard_ws_message: the connection ends
    }
    const std::string text = beast::buffers_to_string(in_.data());
    in_.consume(in_.size());
    handle(text, n);
    if (closing_) return;
    read();
  }

  bool take_token() {
    const auto now = clock::now();
    tokens_ = std::min(cfg_.ws_burst, tokens_ + std::chrono::duration<double>(now - last_).count() * cfg_.ws_messages_per_second);
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

  void handle(const std::string& text, size_t n) {
    if (!take_token()) {
      if (++rate_errors_ >= cfg_.ws_max_rate_errors) {
        closing_ = true;
        if (watching_) hub_.unwatch(game_, this);
        watching_ = false;
        ws_.async_close(websocket::close_reason(websocket::close_code::policy_error, "rate limit"),
                        [self = shared_from_this()](beast::error_code) {});
        return;
      }
      deliver(error_text("rate_limited", "too many messages: at most " +
                                             std::to_string(static_cast<int>(cfg_.ws_messages_per_second)) +
                                             " a second; this one was ignored"));
      return;
    }
    rate_errors_ = 0;
    if (n > cfg_.max_ws_message) {
      deliver(error_text("too_large", "message of " + std::to_string(n) + " bytes; at most " +
                                          std::to_string(cfg_.max_ws_message)));
      return;
    }
    try {
      const ClientMessage m = parse_client_message(text);
      switch (m.type) {
        case ClientMessage::Type::Ping:
          deliver(json{{"type", "pong"}}.dump());
          break;
        case ClientMessage::Type::State:
          // The whole state again (a client that lost track).
          deliver(hub_.state_message(game_, hub_.seat_of(game_, account_), 0).dump());
          break;
        case ClientMessage::Type::Act:
          hub_.act(game_, account_, m.key, m.step, [&] { deliver(json{{"type", "ack"}, {"key", m.key}}.dump()); });
          break;
      }
    } catch (const ClientError& e) {
      deliver(error_text(e.code, e.what()));
    } catch (const std::exception& e) {
      deliver(error_text("internal", e.what()));
    }
  }

  void write_next() {
    ws_.text(true);
    ws_.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
      self->queue_.pop_front();
      if (ec) return;
      if (!self->queue_.empty()) return self->write_next();
      if (self->closing_ && self->watching_ == false)
        self->ws_.async_close(websocket::close_code::normal, [self](beast::error_code) {});
    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  GameHub& hub_;
  Api& api_;
  const ServerConfig& cfg_;
  beast::flat_buffer in_;
  std::deque<std::string> queue_;
  storage::Id game_ = 0, account_ = 0;
  bool bad_id_ = false, watching_ = false, closing_ = false;
  double tokens_;
  clock::time_point last_;
  int rate_errors_ = 0;
};

// One HTTP connection (keep-alive): API requests, the index page, or the upgrade to a WebSocket.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& s, GameHub& hub, Api& api, const ServerConfig& cfg, asio::thread_pool& passwords)
      : stream_(std::move(s)), hub_(hub), api_(api), cfg_(cfg), passwords_(passwords) {}
  void run() { read(); }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(cfg_.max_http_body);
    stream_.expires_after(std::chrono::seconds(60));
    http::async_read(stream_, buf_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) return close();
    if (ec == http::error::body_limit) {
      return send(413, json{{"error", "too_large"},
                            {"message", "request body larger than " + std::to_string(cfg_.max_http_body) + " bytes"}}
                           .dump(),
                  "application/json", false);
    }
    if (ec) return close();
    auto req = parser_->release();
    const std::string target(req.target());
    if (websocket::is_upgrade(req)) {
      if (target_path(target).rfind("/ws/games/", 0) == 0) {
        stream_.expires_never();
        std::make_shared<WsSession>(stream_.release_socket(), hub_, api_, cfg_)->run(std::move(req));
        return;
      }
      return send(404, json{{"error", "not_found"}, {"message", "WebSockets are at /ws/games/ID"}}.dump(),
                  "application/json", false);
    }
    const bool keep = req.keep_alive();
    const std::string path = target_path(target);
    if (req.method() == http::verb::get && path.rfind("/api/", 0) != 0 && path != "/api") {
      // The web client's files (static_files.h); everything else is the API.
      const StaticFile f = static_file(cfg_.web_dir, path);
      return send(f.status, f.body, f.content_type.c_str(), keep);
    }
    ApiRequest r;
    r.method = std::string(req.method_string());
    r.target = target;
    r.body = req.body();
    if (req.count(http::field::authorization)) r.authorization = std::string(req[http::field::authorization]);
    if (is_password_route(r.method, path)) {
      // Answered on the pool; written back on the I/O thread, which alone touches the socket.
      asio::post(passwords_, [self = shared_from_this(), r = std::move(r), keep] {
        auto res = std::make_shared<ApiResponse>(self->api_.handle(r));
        asio::post(self->stream_.get_executor(),
                   [self, res, keep] { self->send(res->status, res->body.dump(), "application/json", keep); });
      });
      return;
    }
    const ApiResponse res = api_.handle(r);
    send(res.status, res.body.dump(), "application/json", keep);
  }

  void send(int status, std::string body, const char* type, bool keep) {
    auto res = std::make_shared<http::response<http::string_body>>(static_cast<http::status>(status), 11);
    res->set(http::field::server, "spaceline");
    res->set(http::field::content_type, type);
    res->set(http::field::cache_control, "no-store");
    res->keep_alive(keep);
    res->body() = std::move(body);
    res->prepare_payload();
    http::async_write(stream_, *res, [self = shared_from_this(), res, keep](beast::error_code ec, size_t) {
      if (ec || !keep) return self->close();
      self->read();
    });
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  GameHub& hub_;
  Api& api_;
  const ServerConfig& cfg_;
  asio::thread_pool& passwords_;
  beast::flat_buffer buf_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

}  // namespace

struct Server::Impl {
  asio::io_context& io;
  Api& api;
  GameHub& hub;
  ServerConfig cfg;
  tcp::acceptor acceptor;
  asio::thread_pool passwords;  // Argon2id for register and login (is_password_route)
  Impl(asio::io_context& io, Api& api, GameHub& hub, ServerConfig cfg)
      : io(io), api(api), hub(hub), cfg(std::move(cfg)), acceptor(io),
        passwords(static_cast<size_t>(std::max(1, this->cfg.password_threads))) {}
  ~Impl() {
    // Hashes in progress finish; their answers are then dropped with the stopped I/O loop.
    passwords.join();
  }

  void accept() {
    acceptor.async_accept([this](beast::error_code ec, tcp::socket s) {
      // No Nagle: an ack and the state after it are two small writes; with Nagle the second
      // waited for the client's delayed TCP ack (up to 40 ms on Linux) before it was sent.
      if (!ec) s.set_option(tcp::no_delay(true), ec);
      if (!ec) std::make_shared<HttpSession>(std::move(s), hub, api, cfg, passwords)->run();
      if (acceptor.is_open()) accept();
    });
  }
};

Server::Server(asio::io_context& io, Api& api, GameHub& hub, ServerConfig config)
    : impl_(std::make_unique<Impl>(io, api, hub, std::move(config))) {}
Server::~Server() = default;

void Server::start() {
  beast::error_code ec;
  const auto addr = asio::ip::make_address(impl_->cfg.host, ec);
  if (ec) throw std::runtime_error("--host " + impl_->cfg.host + ": not an IP address");
  const tcp::endpoint ep(addr, impl_->cfg.port);
  auto& a = impl_->acceptor;
  a.open(ep.protocol(), ec);
  if (!ec) a.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(ep, ec);
  if (!ec) a.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    throw std::runtime_error("cannot listen on " + impl_->cfg.host + ":" + std::to_string(impl_->cfg.port) + ": " +
                             ec.message());
  impl_->accept();
}

uint16_t Server::port() const { return impl_->acceptor.local_endpoint().port(); }

}  // namespace spaceline::server
