#include "server/client_message.h"

#include "server/errors.h"
#include "server/json_fields.h"

namespace spaceline::server {

ClientMessage parse_client_message(const std::string& text) {
  const nlohmann::json m = parse_object(text, "message");
  const std::string type = string_field(m, "message", "type", 32);
  ClientMessage out;
  if (type == "ping") {
    only_fields(m, "ping", {"type"});
    out.type = ClientMessage::Type::Ping;
  } else if (type == "state") {
    only_fields(m, "state", {"type"});
    out.type = ClientMessage::Type::State;
  } else if (type == "act") {
    only_fields(m, "act", {"type", "key", "step"});
    out.type = ClientMessage::Type::Act;
    out.key = string_field(m, "act", "key", 256);
    out.step = int_field(m, "act", "step", 0, INT64_MAX);
  } else if (type == "chat") {
    only_fields(m, "chat", {"type", "text"});
    out.type = ClientMessage::Type::Chat;
    // Its length in characters is the hub's to check (ChatLimits::max_chars); this bounds the bytes.
    out.key = string_field(m, "chat", "text", 4096);
  } else {
    throw ClientError(400, "bad_field", "message.type: '" + type + "' is not act, state, chat or ping");
  }
  return out;
}

}  // namespace spaceline::server
