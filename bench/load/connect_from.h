#pragma once
// What the bots (bot.cpp) and the attackers (attacks.cpp) share: the Boost names, and a socket
// opened from a local address of its own. The server keeps its limits per address, so a run's
// players and each attack come from addresses of 127.0.0.0/8 of their own, as strangers would.
#include <string>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

namespace spaceline::load {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

// Opens `s` bound to the local address `from` ("" = any port of any address), with a receive
// buffer of `receive_buffer` bytes (0 = the system's). The error says what failed.
inline beast::error_code open_from(tcp::socket& s, const std::string& from, int receive_buffer = 0) {
  beast::error_code ec;
  s.open(tcp::v4(), ec);
  if (!ec && receive_buffer) s.set_option(asio::socket_base::receive_buffer_size(receive_buffer), ec);
  if (!ec && !from.empty()) s.bind(tcp::endpoint(asio::ip::make_address(from), 0), ec);
  return ec;
}

// The server under test: on this machine, at `port`.
inline tcp::endpoint server_at(uint16_t port) { return {asio::ip::make_address("127.0.0.1"), port}; }

}  // namespace spaceline::load
