#include "server/json_fields.h"

namespace spaceline::server {

using nlohmann::json;

json parse_object(const std::string& text, const std::string& what) {
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) throw ClientError(400, "bad_json", what + ": not valid JSON");
  if (!j.is_object()) throw ClientError(400, "bad_request", what + ": expected a JSON object");
  return j;
}

void only_fields(const json& j, const std::string& what, std::initializer_list<const char*> allowed) {
  for (const auto& [k, v] : j.items()) {
    bool ok = false;
    for (const char* a : allowed) ok = ok || k == a;
    if (!ok) throw ClientError(400, "unknown_field", what + "." + k + ": unknown field");
  }
}

std::string string_field(const json& j, const std::string& what, const char* key, size_t max_len, bool required,
                         const std::string& fallback) {
  if (!j.contains(key)) {
    if (required) throw ClientError(400, "missing_field", what + "." + key + ": missing");
    return fallback;
  }
  const auto& v = j.at(key);
  if (!v.is_string()) throw ClientError(400, "bad_field", what + "." + key + ": expected a string");
  const auto& s = v.get_ref<const std::string&>();
  if (s.size() > max_len)
    throw ClientError(400, "bad_field", what + "." + key + ": longer than " + std::to_string(max_len) + " characters");
  return s;
}

std::optional<int64_t> int_field(const json& j, const std::string& what, const char* key, int64_t lo, int64_t hi) {
  if (!j.contains(key)) return std::nullopt;
  const auto& v = j.at(key);
  if (!v.is_number_integer() && !v.is_number_unsigned())
    throw ClientError(400, "bad_field", what + "." + key + ": expected a whole number");
  if (v.is_number_unsigned() && v.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX))
    throw ClientError(400, "bad_field", what + "." + key + ": out of range");
  const int64_t x = v.get<int64_t>();
  if (x < lo || x > hi)
    throw ClientError(400, "bad_field",
                      what + "." + key + ": expected " + std::to_string(lo) + " to " + std::to_string(hi));
  return x;
}

}  // namespace spaceline::server
