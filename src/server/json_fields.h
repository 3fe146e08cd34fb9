#pragma once
// Reading fields of a client's JSON with errors that name the field (docs/protocol.md): every
// value a client sends goes through one of these before anything uses it.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/errors.h"

namespace spaceline::server {

// The body as a JSON object; "(body): ..." when it is not one.
nlohmann::json parse_object(const std::string& text, const std::string& what);
// Throws unknown_field when `j` has a key not in `allowed`.
void only_fields(const nlohmann::json& j, const std::string& what, std::initializer_list<const char*> allowed);
std::string string_field(const nlohmann::json& j, const std::string& what, const char* key, size_t max_len,
                         bool required = true, const std::string& fallback = "");
std::optional<int64_t> int_field(const nlohmann::json& j, const std::string& what, const char* key, int64_t lo,
                                 int64_t hi);

}  // namespace spaceline::server
