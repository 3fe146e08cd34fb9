#pragma once
// A request the server refuses: an HTTP status, a short machine-readable code and a message that
// names the field or message and the problem (docs/protocol.md, "Errors"). Nothing has changed
// when one is thrown.
#include <stdexcept>
#include <string>

namespace spaceline::server {

struct ClientError : std::runtime_error {
  int status;        // HTTP status (WebSocket replies carry the code only)
  std::string code;  // e.g. "bad_request", "unauthorized", "not_your_turn"
  ClientError(int status, std::string code, const std::string& message)
      : std::runtime_error(message), status(status), code(std::move(code)) {}
};

}  // namespace spaceline::server
