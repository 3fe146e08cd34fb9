#pragma once
// A message a WebSocket client sends (docs/protocol.md, "Client → server"), checked field by
// field. Kept apart from the networking so it is tested and fuzzed on its own (fuzz/fuzz_protocol.cpp).
#include <cstdint>
#include <optional>
#include <string>

namespace spaceline::server {

struct ClientMessage {
  enum class Type { Act, State, Ping, Chat } type = Type::Ping;
  std::string key;                  // Act: the action key; Chat: the line's text
  std::optional<int64_t> step;      // Act: the step the client saw, when given
};

// Throws ClientError (bad_json, bad_request, missing_field, bad_field, unknown_field) naming the field.
ClientMessage parse_client_message(const std::string& text);

}  // namespace spaceline::server
