#pragma once
// A small synchronous WebSocket client (Boost.Beast) for the tests that talk to a real server:
// the server tests (tests/server/test_client.h) and the attacks of tests/abuse. It may choose not
// to read, with a small receive buffer, so that what the server sends piles up on the server.
#include <linux/sockios.h>
#include <sys/ioctl.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace spaceline::test {

struct WsOptions {
  int receive_buffer = 0;      // SO_RCVBUF before connecting; 0 = the system's
  std::string authorization;   // "Bearer TOKEN" header, or ""
  std::string protocols;       // Sec-WebSocket-Protocol, or ""
};

class WsConnection {
 public:
  using Options = WsOptions;
  WsConnection(uint16_t port, const std::string& path, const Options& o = {}) : ws_(io_) {
    namespace asio = boost::asio;
    auto& sock = ws_.next_layer();
    sock.open(asio::ip::tcp::v4());
    if (o.receive_buffer) sock.set_option(asio::socket_base::receive_buffer_size(o.receive_buffer));
    sock.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    ws_.read_message_max(64 * 1024 * 1024);
    ws_.set_option(boost::beast::websocket::stream_base::decorator([o](boost::beast::websocket::request_type& req) {
      if (!o.authorization.empty()) req.set(boost::beast::http::field::authorization, o.authorization);
      if (!o.protocols.empty()) req.set(boost::beast::http::field::sec_websocket_protocol, o.protocols);
    }));
    ws_.handshake("127.0.0.1", path);
  }
  void send(const std::string& text) { ws_.write(boost::asio::buffer(text)); }
  // Bytes sent that the server's side has not yet taken from the connection (SIOCOUTQ): send()
  // returns once the kernel holds a message, which is long before a busy server reads it.
  int unsent_bytes() {
    int n = 0;
    return ::ioctl(ws_.next_layer().native_handle(), SIOCOUTQ, &n) == 0 ? n : 0;
  }
  // The next message, or nothing when the connection ended or `seconds` passed first
  // (`closed` says which). The read is asynchronous only so that it can be given up.
  std::optional<nlohmann::json> next(double seconds = 10) {
    boost::beast::flat_buffer b;
    bool done = false;
    boost::beast::error_code err;
    ws_.async_read(b, [&](boost::beast::error_code ec, std::size_t) {
      done = true;
      err = ec;
    });
    io_.restart();
    io_.run_for(std::chrono::milliseconds(static_cast<int>(seconds * 1000)));
    if (!done) {
      boost::beast::error_code ignored;
      ws_.next_layer().cancel(ignored);
      io_.restart();
      io_.run();
      return std::nullopt;
    }
    if (err) {
      closed = true;
      error = err;
      close_code = ws_.reason().code;
      return std::nullopt;
    }
    return nlohmann::json::parse(boost::beast::buffers_to_string(b.data()));
  }
  void close() {
    boost::beast::error_code ec;
    ws_.close(boost::beast::websocket::close_code::normal, ec);
  }
  bool closed = false;
  boost::beast::error_code error;  // why the connection ended, when it did
  uint16_t close_code = 0;         // the close frame's code, when one came

 private:
  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_;
};

}  // namespace spaceline::test
