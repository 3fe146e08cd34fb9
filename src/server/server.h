#pragma once
// The network side of the server (Boost.Beast/Asio, one I/O thread): HTTP for the JSON API and
// the index page, a WebSocket per game (docs/protocol.md). It moves bytes and enforces limits;
// the API (api.h) and the hub (game_hub.h) decide everything. Password hashing (register, login)
// runs on a small pool, so Argon2id never holds the games up; a WebSocket's actions (storing, the
// computer's replies, the views) run on another (game_threads), so games use every core.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>

#include <boost/asio/io_context.hpp>

#include "server/api.h"
#include "server/card_images.h"
#include "server/game_hub.h"

namespace spaceline::server {

struct ServerConfig {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;                 // 0: any free port (Server::port() tells which)
  size_t max_http_body = 256 * 1024;    // larger requests get 413
  size_t max_ws_message = 16 * 1024;    // larger messages get an error reply and are ignored
  size_t hard_ws_message = 1024 * 1024; // larger still: the connection is closed
  double ws_messages_per_second = 20;   // per connection, refilled continuously...
  double ws_burst = 40;                 // ...up to this many at once
  int ws_max_rate_errors = 200;         // this many refusals in a row close the connection
  // Within those, requests for the whole state again ({"type":"state"}): a client is sent every change
  // as it happens and needs the whole state only when it has lost track, while each answer is the
  // whole game (issue 23, the state flood).
  double ws_states_per_second = 1;
  double ws_state_burst = 4;
  // Within those, chat lines (an account has its own rate over all its sockets, ChatLimits).
  double ws_chat_per_second = 1;
  double ws_chat_burst = 5;
  std::string web_dir;                  // the web client's files (static_files.h); "" = none
  CardImages card_images;               // optional card images (card_images.h); none by default
  int password_threads = 2;             // threads hashing passwords (register, login) off the I/O thread
  // Threads moving games (a WebSocket's action, the computer's replies, every watcher's view), so
  // that the games use every core while the I/O thread only moves bytes.
  int game_threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // Hostile clients (issue 23; docs/server.md, "Limits"): every one of these has a serve option.
  int password_queue = 16;              // register/login requests waiting or hashing; more get 503
  size_t max_password_body = 4 * 1024;  // register/login bodies larger than this get 413
  size_t max_ws_queued_bytes = 4 * 1024 * 1024;  // a WebSocket with more unsent bytes is closed (1008)
  int max_connections_per_address = 256;         // open TCP connections (WebSockets included); more get 503
  int max_websockets_per_address = 128;          // open WebSockets; more get 503
  int accept_pause_ms = 200;            // out of file descriptors (EMFILE): wait this long before accepting again
  double ws_session_check_seconds = 60; // a logged-in WebSocket looks this often whether its session has expired
};

class Server {
 public:
  Server(boost::asio::io_context& io, Api& api, GameHub& hub, ServerConfig config);
  ~Server();
  // Binds and starts accepting; throws std::runtime_error naming the address when it cannot.
  void start();
  uint16_t port() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace spaceline::server
