#pragma once
// HTTP to a local `spaceline serve` for the server tests and the load benchmark (Boost.Beast): a
// blocking call, and an asynchronous one for the benchmark's bots, so a bot waiting for the
// server never holds up the other bots on the benchmark's one I/O thread.
#include <cstdint>
#include <functional>
#include <string>

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

namespace spaceline::test {

struct HttpResult {
  int status = 0;           // 0: no answer (connection refused, dropped, timed out)
  nlohmann::json body;      // discarded (is_discarded()) when the body is not JSON
  std::string failure;      // why there was no answer
};

HttpResult http_call(uint16_t port, const std::string& method, const std::string& target, const std::string& body = "",
                     const std::string& token = "");

// The same, answered on `io`'s thread through `done`; gives up after `timeout_seconds`.
void async_http_call(boost::asio::io_context& io, uint16_t port, const std::string& method, const std::string& target,
                     const std::string& body, const std::string& token, double timeout_seconds,
                     std::function<void(HttpResult)> done);
// The same from the local address `from` (e.g. "127.0.2.1": any 127.x.y.z is this machine), so a
// benchmark's clients can come from as many addresses as real users do.
void async_http_call_from(boost::asio::io_context& io, const std::string& from, uint16_t port, const std::string& method,
                          const std::string& target, const std::string& body, const std::string& token,
                          double timeout_seconds, std::function<void(HttpResult)> done);

}  // namespace spaceline::test
