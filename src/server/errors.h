#pragma once
// A request the server refuses: an HTTP status, a short machine-readable code and a message that
// names the field or message and the problem (docs/protocol.md, "Errors"). Nothing has changed
// when one is thrown.
#include <cstdint>
#include <stdexcept>
#include <string>

namespace spaceline::server {

struct ClientError : std::runtime_error {
  int status;        // HTTP status (WebSocket replies carry the code only)
  std::string code;  // e.g. "bad_request", "unauthorized", "not_your_turn"
  ClientError(int status, std::string code, const std::string& message)
      : std::runtime_error(message), status(status), code(std::move(code)) {}
};

// A refusal that passes: the client may try again in `seconds` (429 or 503, with Retry-After).
struct RetryLater : ClientError {
  int64_t seconds;
  RetryLater(int status, std::string code, const std::string& message, int64_t seconds)
      : ClientError(status, std::move(code), message), seconds(seconds) {}
};

}  // namespace spaceline::server
