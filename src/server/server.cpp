#include "server/server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>

#include "server/address_limits.h"
#include "server/client_message.h"
#include "server/errors.h"
#include "server/send_queue.h"
#include "server/static_files.h"
#include "server/token_bucket.h"
#include "storage/auth.h"

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

// Creating, joining and acting move a game (storing, the computer's replies, the views); a game's
// state, replay and "why" may replay it from the store or wait for its lock while it moves. They
// are answered on the game pool, like a WebSocket's act, so that neither a computer move nor a
// replay runs on the I/O thread, and no game busy with a move holds up the network.
bool is_game_route(const std::string& method, const std::string& path) {
  if (method != "POST" && method != "GET") return false;
  if (method == "POST" && path == "/api/games") return true;
  const std::string prefix = "/api/games/";
  if (path.rfind(prefix, 0) != 0) return false;
  const size_t slash = path.find('/', prefix.size());
  if (slash == std::string::npos || slash == prefix.size()) return false;
  const std::string rest = path.substr(slash);
  if (method == "POST") return rest == "/join" || rest == "/act";
  return rest == "/state" || rest == "/replay" || rest == "/why";
}

std::string error_text(const std::string& code, const std::string& message) {
  return json{{"type", "error"}, {"error", code}, {"message", message}}.dump();
}

std::string error_body(const std::string& code, const std::string& message) {
  return json{{"error", code}, {"message", message}}.dump();
}

// The token a WebSocket brings: the Authorization header, or (from a browser, which cannot set
// headers on a WebSocket) an offered subprotocol "token.TOKEN" beside "spaceline". Never the URL,
// which proxies and browsers log and keep.
std::string token_from_protocols(const std::string& offered) {
  size_t i = 0;
  while (i < offered.size()) {
    size_t j = offered.find(',', i);
    if (j == std::string::npos) j = offered.size();
    std::string p = offered.substr(i, j - i);
    p.erase(0, p.find_first_not_of(" \t"));
    p.erase(p.find_last_not_of(" \t") + 1);
    if (p.rfind("token.", 0) == 0) return p.substr(6);
    i = j + 1;
  }
  return "";
}

// On every answer, the API's as the web client's files and the WebSocket upgrade: the page runs
// only its own scripts, is never framed by another site, and is never sniffed as another type.
// Images come from the page's own origin and data: URLs, plus a card-image template's host when
// one is set (card_images.h).
void add_security_headers(http::response<http::string_body>& res, const std::string& img_src = "'self' data:") {
  res.set("Content-Security-Policy",
          "default-src 'self'; connect-src 'self' ws: wss:; img-src " + img_src + "; style-src 'self' 'unsafe-inline'; "
          "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
  res.set("X-Frame-Options", "DENY");
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "no-referrer");
}

// WebSockets by the digest of the session that opened them, so that logout closes them.
class WsSession;
using SocketsBySession = std::multimap<std::string, std::weak_ptr<WsSession>>;

// One WebSocket: a player's or a spectator's view of one game.
class WsSession : public Viewer, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& s, GameHub& hub, Api& api, const ServerConfig& cfg, std::shared_ptr<SocketsBySession> sockets,
            std::unique_ptr<AddressCounts::Ticket> connection, std::unique_ptr<AddressCounts::Ticket> websocket,
            asio::thread_pool& games)
      : ws_(std::move(s)), hub_(hub), api_(api), cfg_(cfg), sockets_(std::move(sockets)), acts_(asio::make_strand(games)),
        connection_(std::move(connection)), websocket_(std::move(websocket)), queue_(cfg.max_ws_queued_bytes),
        hard_close_(ws_.get_executor()), session_check_(ws_.get_executor()), messages_(cfg.ws_messages_per_second, cfg.ws_burst),
        whole_states_(cfg.ws_states_per_second, cfg.ws_state_burst), chat_lines_(cfg.ws_chat_per_second, cfg.ws_chat_burst) {}
  ~WsSession() override { forget_session(); }

  void run(http::request<http::string_body> req) {
    const std::string target(req.target());
    const std::string path = target_path(target);
    const std::string prefix = "/ws/games/";
    const std::string id = path.substr(prefix.size());
    if (id.empty() || id.size() > 15 || id.find_first_not_of("0123456789") != std::string::npos) bad_id_ = true;
    else game_ = std::stoll(id);
    token_in_url_ = !query_param(target, "token").empty();
    const std::string offered(req[http::field::sec_websocket_protocol]);
    std::string token = token_from_protocols(offered);
    if (token.empty() && req.count(http::field::authorization)) token = std::string(req[http::field::authorization]);
    if (token.rfind("Bearer ", 0) == 0) token = token.substr(7);
    account_ = token.empty() || token_in_url_ ? 0 : api_.account_of(token);
    if (account_) {
      digest_ = storage::token_digest(token);
      sockets_->emplace(digest_, weak_from_this());
    }
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    // A browser that offers subprotocols needs one of them chosen.
    const bool speaks_spaceline = offered.find("spaceline") != std::string::npos;
    ws_.set_option(websocket::stream_base::decorator([speaks_spaceline](websocket::response_type& res) {
      add_security_headers(res);
      if (speaks_spaceline) res.set(http::field::sec_websocket_protocol, "spaceline");
    }));
    ws_.read_message_max(cfg_.hard_ws_message);
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) { self->on_accept(ec); });
  }

  // From any thread (the hub moves games on the game pool): the socket is touched only on its
  // I/O thread, in the order the messages were given (an "ack" before the "state" it led to).
  void deliver(const std::string& text) override {
    asio::dispatch(ws_.get_executor(), [self = shared_from_this(), text] {
      if (self->ended_) return;
      if (!self->queue_.push(text)) return self->too_slow();
      if (!self->writing_) self->write_next();
    });
  }
  void deliver_state(const SharedText& text) override {
    asio::dispatch(ws_.get_executor(), [self = shared_from_this(), text] {
      if (self->ended_) return;
      if (!self->queue_.push_state(text)) return self->too_slow();
      if (!self->writing_) self->write_next();
    });
  }

  // The session that opened this socket ended (logout): the socket ends too.
  void session_ended() { end(websocket::close_code::policy_error, "logged out", "logged_out", "the session ended (logout); log in again"); }

 private:

  void on_accept(beast::error_code ec) {
    if (ec) return;
    accepted_ = true;
    if (ended_) return beast::get_lowest_layer(ws_).close();  // the session ended during the handshake
    try {
      if (token_in_url_)
        throw ClientError(400, "token_in_url", "the token goes in the Authorization header or the Sec-WebSocket-Protocol "
                                               "\"token.TOKEN\", never in the address (docs/protocol.md)");
      if (bad_id_) throw ClientError(404, "no_such_game", "the address must be /ws/games/ID");
      hub_.watch(game_, account_, shared_from_this());
      watching_ = true;
      if (account_) check_session_later();
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
      stop_watching();
      return;  // closed, or larger than hard_ws_message: the connection ends
    }
    const std::string text = beast::buffers_to_string(in_.data());
    in_.consume(in_.size());
    handle(text, n);
    if (closing_ || ended_) return;
    read();
  }

  // A socket that only watches never acts, where an ended session is otherwise found: look again
  // every ws_session_check_seconds, so that an expired session stops getting its seat's view.
  void check_session_later() {
    session_check_.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(cfg_.ws_session_check_seconds)));
    session_check_.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (ec || self->ended_) return;
      if (self->api_.account_of_digest(self->digest_) != self->account_)
        return self->end(websocket::close_code::policy_error, "session ended", "logged_out",
                         "the session has ended (logout or expiry); log in again");
      self->check_session_later();
    });
  }

  void stop_watching() {
    if (watching_) hub_.unwatch(game_, this);
    watching_ = false;
  }
  void forget_session() {
    if (digest_.empty()) return;
    auto [from, to] = sockets_->equal_range(digest_);
    for (auto it = from; it != to;)
      it = (it->second.expired() || it->second.lock().get() == this) ? sockets_->erase(it) : std::next(it);
    digest_.clear();
  }

  // Ends the connection now: nothing more is queued or read; the close frame (with `code`) goes
  // after the message being written, and if the client does not take it within 2 s the socket is
  // closed under it (a client that does not read would never take it).
  void end(websocket::close_code code, const std::string& reason, const std::string& error, const std::string& message) {
    if (ended_) return;
    ended_ = true;
    session_check_.cancel();
    if (!accepted_) return;  // on_accept closes it
    queue_.clear_unsent();
    // Not at once: this may run inside the hub's broadcast, which is going through the watchers.
    asio::post(ws_.get_executor(), [self = shared_from_this()] { self->stop_watching(); });
    forget_session();
    if (!error.empty()) {
      queue_.push(error_text(error, message));
      if (!writing_) write_next();
    }
    ws_.async_close(websocket::close_reason(code, reason), [self = shared_from_this()](beast::error_code) {});
    hard_close_.expires_after(std::chrono::seconds(2));
    hard_close_.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (!ec) beast::get_lowest_layer(self->ws_).close();
    });
  }

  void too_slow() {
    end(websocket::close_code::policy_error, "too slow: more than " + std::to_string(cfg_.max_ws_queued_bytes) + " bytes unsent",
        "", "");
  }

  void handle(const std::string& text, size_t n) {
    if (!messages_.take()) {
      if (++rate_errors_ >= cfg_.ws_max_rate_errors) return end(websocket::close_code::policy_error, "rate limit", "", "");
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
          if (!whole_states_.take()) {
            deliver(error_text("rate_limited", "the whole state at most " + std::to_string(cfg_.ws_states_per_second) +
                                                   " a second (every change is sent as it happens); this one was ignored"));
            break;
          }
          deliver_state(hub_.whole_state_text(game_, hub_.seat_of(game_, account_)));
          break;
        case ClientMessage::Type::Act:
          // The session may have ended since the socket opened (expired, or logged out on another
          // server sharing the database): a player acts only while their session lasts.
          if (account_ && api_.account_of_digest(digest_) != account_)
            return end(websocket::close_code::policy_error, "session ended", "logged_out",
                       "the session has ended (logout or expiry); log in again");
          // On the game pool: the store, the computer's replies and the views of every watcher are
          // this game's work, not the I/O thread's. One socket's actions run in the order sent.
          asio::post(acts_, [self = shared_from_this(), key = m.key, step = m.step] { self->act(key, step); });
          break;
        case ClientMessage::Type::Chat:
          // Only a logged-in account chats (a name is answerable for what it writes), while its
          // session lasts, and at this socket's rate; the account's own rate is the hub's.
          if (!account_) {
            deliver(error_text("unauthorized", "chat: log in to chat"));
            break;
          }
          if (api_.account_of_digest(digest_) != account_)
            return end(websocket::close_code::policy_error, "session ended", "logged_out",
                       "the session has ended (logout or expiry); log in again");
          if (!chat_lines_.take()) {
            deliver(error_text("rate_limited", "chat: at most " + std::to_string(static_cast<int>(cfg_.ws_chat_per_second)) +
                                                   " line a second from one connection; this one was not sent"));
            break;
          }
          // Stored on the game pool, in order with this socket's actions.
          asio::post(acts_, [self = shared_from_this(), text = m.key] { self->chat(text); });
          break;
      }
    } catch (const ClientError& e) {
      deliver(error_text(e.code, e.what()));
    } catch (const std::exception& e) {
      deliver(error_text("internal", e.what()));
    }
  }

  // On the game pool (acts_).
  void act(const std::string& key, std::optional<int64_t> step) {
    try {
      hub_.act(game_, account_, key, step, [&] { deliver(json{{"type", "ack"}, {"key", key}}.dump()); });
    } catch (const ClientError& e) {
      deliver(error_text(e.code, e.what()));
    } catch (const std::exception& e) {
      deliver(error_text("internal", e.what()));
    }
  }

  // On the game pool (acts_).
  void chat(const std::string& text) {
    try {
      hub_.chat(game_, account_, text);
    } catch (const ClientError& e) {
      deliver(error_text(e.code, e.what()));
    } catch (const std::exception& e) {
      deliver(error_text("internal", e.what()));
    }
  }

  void write_next() {
    writing_ = true;
    ws_.text(true);
    ws_.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
      self->writing_ = false;
      self->queue_.pop_front();
      if (ec) return;
      if (!self->queue_.empty()) return self->write_next();
      if (self->closing_ && !self->ended_) {
        self->ended_ = true;
        self->ws_.async_close(websocket::close_code::normal, [self](beast::error_code) {});
      }
    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  GameHub& hub_;
  Api& api_;
  const ServerConfig& cfg_;
  std::shared_ptr<SocketsBySession> sockets_;
  asio::strand<asio::thread_pool::executor_type> acts_;  // this socket's actions, on the game pool
  std::unique_ptr<AddressCounts::Ticket> connection_, websocket_;
  beast::flat_buffer in_;
  SendQueue queue_;
  asio::steady_timer hard_close_;
  asio::steady_timer session_check_;  // is the session still open? (check_session_later)
  storage::Id game_ = 0, account_ = 0;
  std::string digest_;  // of the session that opened the socket ("" anonymous)
  bool accepted_ = false, bad_id_ = false, token_in_url_ = false, watching_ = false, closing_ = false, ended_ = false, writing_ = false;
  TokenBucket messages_;      // every message (ws_messages_per_second)
  TokenBucket whole_states_;  // of those, whole-state requests (ws_states_per_second)
  TokenBucket chat_lines_;    // of those, chat lines (ws_chat_per_second)
  int rate_errors_ = 0;
};

// The seconds an answer asks the client to wait (RetryLater), for the Retry-After header; 0: none.
int64_t retry_after(const ApiResponse& res) {
  const auto it = res.body.is_object() ? res.body.find("retry_after") : res.body.end();
  return it != res.body.end() && it->is_number_integer() ? it->get<int64_t>() : 0;
}

// What one server shares with its connections.
struct Shared {
  asio::io_context& io;
  GameHub& hub;
  Api& api;
  const ServerConfig& cfg;
  asio::thread_pool& passwords;
  asio::thread_pool& games;
  std::shared_ptr<std::atomic<int>> password_jobs;  // register/login requests waiting or hashing
  AddressCounts& connections;
  AddressCounts& websockets;
  std::shared_ptr<SocketsBySession> sockets;
};

// One HTTP connection (keep-alive): API requests, the index page, or the upgrade to a WebSocket.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& s, Shared& shared, std::unique_ptr<AddressCounts::Ticket> ticket, std::string remote)
      : stream_(std::move(s)), sh_(shared), ticket_(std::move(ticket)), remote_(std::move(remote)) {}
  void run() { read(); }
  // Answers 503 and closes: the address holds every connection it may.
  void refuse(const std::string& why) { send(503, error_body("too_many_connections", why), "application/json", false); }

 private:
  // The header first, so that the body's cap can depend on the route (password routes: small).
  void read() {
    parser_.emplace();
    body_limit_ = sh_.cfg.max_http_body;
    parser_->body_limit(body_limit_);
    stream_.expires_after(std::chrono::seconds(60));
    http::async_read_header(stream_, buf_, *parser_,
                            [self = shared_from_this()](beast::error_code ec, size_t) { self->on_header(ec); });
  }

  void on_header(beast::error_code ec) {
    if (ec) return on_error(ec);
    const auto& h = parser_->get();
    if (is_password_route(std::string(h.method_string()), target_path(std::string(h.target())))) {
      body_limit_ = sh_.cfg.max_password_body;
      // The parser compared a Content-Length with the limit it had when the header ended; the
      // smaller one applies from here (to chunks), and to a declared length now.
      parser_->body_limit(body_limit_);
      if (parser_->content_length() && *parser_->content_length() > body_limit_)
        return on_error(http::error::body_limit);
    }
    http::async_read(stream_, buf_, *parser_, [self = shared_from_this()](beast::error_code ec, size_t) { self->on_read(ec); });
  }

  // Every refused request gets a status; only a client that went away gets none.
  void on_error(beast::error_code ec) {
    if (ec == http::error::end_of_stream || ec == http::error::partial_message || ec.category() != http::make_error_code(http::error::end_of_stream).category()) {
      return close();  // gone, reset or timed out (the stream is closed then): no one to answer
    }
    if (ec == http::error::body_limit)
      return send(413, error_body("too_large", "request body larger than " + std::to_string(body_limit_) + " bytes"),
                  "application/json", false);
    if (ec == http::error::header_limit)
      return send(431, error_body("too_large", "request header too large"), "application/json", false);
    send(400, error_body("bad_request", "malformed HTTP request: " + ec.message()), "application/json", false);
  }

  void on_read(beast::error_code ec) {
    if (ec) return on_error(ec);
    auto req = parser_->release();
    const std::string target(req.target());
    const std::string path = target_path(target);
    const bool keep = req.keep_alive();
    // One spelling per route: "//api/login" or "/api/login/" is no other way into a route (and
    // its policy), it is nothing.
    if (!is_canonical_path(path))
      return send(404, error_body("not_found", path.substr(0, 100) + ": no such route (not a canonical path)"),
                  "application/json", keep);
    if (websocket::is_upgrade(req)) {
      if (path.rfind("/ws/games/", 0) == 0) {
        auto ws_ticket = sh_.websockets.take(remote_);
        if (!ws_ticket)
          return send(503, error_body("too_many_websockets", "this address holds " + std::to_string(sh_.cfg.max_websockets_per_address) +
                                                                 " WebSockets already; close one first"),
                      "application/json", false);
        stream_.expires_never();
        // A game thread may hold the last reference (a broadcast's, an action's): the session is
        // still destroyed on the I/O thread, which alone touches its socket, its address counts
        // and the sockets by session.
        std::shared_ptr<WsSession>(new WsSession(stream_.release_socket(), sh_.hub, sh_.api, sh_.cfg, sh_.sockets,
                                                 std::move(ticket_), std::move(ws_ticket), sh_.games),
                                   [&io = sh_.io](WsSession* p) {
                                     if (io.get_executor().running_in_this_thread()) delete p;
                                     else asio::post(io, [p] { delete p; });
                                   })
            ->run(std::move(req));
        return;
      }
      return send(404, error_body("not_found", "WebSockets are at /ws/games/ID"), "application/json", false);
    }
    if (req.method() == http::verb::get && path == "/api/card-images")
      return send(200, sh_.cfg.card_images.client_config().dump(), "application/json", keep);
    if (req.method() == http::verb::get) {
      if (auto image = sh_.cfg.card_images.serve(path))
        return send(image->status, std::move(image->body), image->content_type.c_str(), keep, 0,
                    image->status == 200 ? "public, max-age=3600" : "no-store");
    }
    if (req.method() == http::verb::get && path.rfind("/api/", 0) != 0 && path != "/api") {
      // The web client's files (static_files.h); everything else is the API.
      const StaticFile f = static_file(sh_.cfg.web_dir, path);
      return send(f.status, f.body, f.content_type.c_str(), keep);
    }
    ApiRequest r;
    r.method = std::string(req.method_string());
    r.target = target;
    r.body = req.body();
    r.remote = remote_;
    if (req.count(http::field::authorization)) r.authorization = std::string(req[http::field::authorization]);
    if (is_password_route(r.method, path)) {
      // Answered on the pool, never on this thread; written back on the I/O thread, which alone
      // touches the socket. A full queue refuses at once rather than holding more requests.
      if (sh_.password_jobs->load() >= sh_.cfg.password_queue)
        return send(503, error_body("busy", "too many logins and registrations at once; try again in a second"),
                    "application/json", keep, 1);
      ++*sh_.password_jobs;
      asio::post(sh_.passwords, [self = shared_from_this(), r = std::move(r), keep, jobs = sh_.password_jobs] {
        auto res = std::make_shared<ApiResponse>(self->sh_.api.handle(r));
        --*jobs;
        asio::post(self->stream_.get_executor(), [self, res, keep] {
          self->send(res->status, res->body.dump(), "application/json", keep, retry_after(*res));
        });
      });
      return;
    }
    if (is_game_route(r.method, path)) {
      // One request at a time per connection (the next is read once this one is answered), and
      // connections are capped per address: what waits on the game pool is bounded.
      asio::post(sh_.games, [self = shared_from_this(), r = std::move(r), keep]() mutable {
        auto res = std::make_shared<ApiResponse>(self->sh_.api.handle(r));
        // The session goes back whole: its last reference is dropped on the I/O thread, never here.
        auto io = self->stream_.get_executor();
        asio::post(io, [self = std::move(self), res, keep] {
          self->send(res->status, res->body.dump(), "application/json", keep, retry_after(*res));
        });
      });
      return;
    }
    const ApiResponse res = sh_.api.handle(r);
    send(res.status, res.body.dump(), "application/json", keep, retry_after(res));
  }

  void send(int status, std::string body, const char* type, bool keep, int64_t retry_after = 0, const char* cache = "no-store") {
    auto res = std::make_shared<http::response<http::string_body>>(static_cast<http::status>(status), 11);
    res->set(http::field::server, "spaceline");
    res->set(http::field::content_type, type);
    res->set(http::field::cache_control, cache);
    add_security_headers(*res, sh_.cfg.card_images.img_src());
    if (retry_after > 0) res->set(http::field::retry_after, std::to_string(retry_after));
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
  Shared& sh_;
  std::unique_ptr<AddressCounts::Ticket> ticket_;
  std::string remote_;
  beast::flat_buffer buf_;
  std::optional<http::request_parser<http::string_body>> parser_;
  size_t body_limit_ = 0;
};

}  // namespace

struct Server::Impl {
  asio::io_context& io;
  ServerConfig cfg;
  tcp::acceptor acceptor;
  asio::steady_timer accept_pause;
  asio::thread_pool passwords;  // Argon2id for register and login (is_password_route)
  asio::thread_pool games;      // WebSocket actions: storing, the computer's replies, the views (game_threads)
  AddressCounts connections, websockets;
  Shared shared;
  Impl(asio::io_context& io, Api& api, GameHub& hub, ServerConfig c)
      : io(io), cfg(std::move(c)), acceptor(io), accept_pause(io),
        passwords(static_cast<size_t>(std::max(1, cfg.password_threads))),
        games(static_cast<size_t>(std::max(1, cfg.game_threads))),
        connections(cfg.max_connections_per_address), websockets(cfg.max_websockets_per_address),
        shared{io, hub, api, cfg, passwords, games, std::make_shared<std::atomic<int>>(0), connections, websockets,
               std::make_shared<SocketsBySession>()} {
    // The computer's moves no request waits for (a game caught up from another server, or loaded
    // from the store) run on the game pool too.
    hub.set_executor([&pool = games](std::function<void()> job) { asio::post(pool, std::move(job)); });
    // Logout ends the session's WebSockets (logout is answered on the I/O thread, like this).
    api.on_session_end([sockets = shared.sockets](const std::string& digest) {
      std::vector<std::shared_ptr<WsSession>> ending;
      auto [from, to] = sockets->equal_range(digest);
      for (auto it = from; it != to; ++it)
        if (auto s = it->second.lock()) ending.push_back(std::move(s));
      for (auto& s : ending) s->session_ended();
    });
  }
  ~Impl() {
    shared.api.on_session_end(nullptr);
    shared.hub.set_executor(nullptr);
    // A search in progress finishes (its move is stored whole or not at all); waiting ones are
    // dropped, and searched again when the games are resumed.
    shared.hub.stop_searches();
    // Hashes in progress finish; their answers are then dropped with the stopped I/O loop.
    passwords.join();
    // Actions in progress finish (each is stored whole or not at all); their messages are dropped.
    games.join();
  }

  void accept() {
    acceptor.async_accept([this](beast::error_code ec, tcp::socket s) {
      if (ec == asio::error::no_descriptors || ec == boost::system::errc::too_many_files_open_in_system ||
          ec == asio::error::no_buffer_space || ec == asio::error::no_memory) {
        // Out of descriptors: accepting again at once would fail again at once, a spin at full
        // CPU. Wait for connections to end (the pending ones stay in the listen backlog).
        accept_pause.expires_after(std::chrono::milliseconds(cfg.accept_pause_ms));
        accept_pause.async_wait([this](beast::error_code e) {
          if (!e && acceptor.is_open()) accept();
        });
        return;
      }
      // No Nagle: an ack and the state after it are two small writes; with Nagle the second
      // waited for the client's delayed TCP ack (up to 40 ms on Linux) before it was sent.
      if (!ec) s.set_option(tcp::no_delay(true), ec);
      if (!ec) {
        beast::error_code e;
        const auto remote = s.remote_endpoint(e);
        const std::string address = e ? std::string("?") : remote.address().to_string();
        auto ticket = connections.take(address);
        const bool allowed = ticket != nullptr;
        auto session = std::make_shared<HttpSession>(std::move(s), shared, std::move(ticket), address);
        if (allowed) session->run();
        else
          session->refuse("this address holds " + std::to_string(cfg.max_connections_per_address) +
                          " connections already; close one first");
      }
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
