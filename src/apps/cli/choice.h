#pragma once
// What a person types at the `play` prompt: a choice is a whole number and nothing else.
#include <cstddef>
#include <optional>
#include <string>

namespace spaceline::cli {

// `line` as a choice from `lowest` to `highest`: digits only, spaces around them allowed.
// "1.9", "+1", "2x", "-1" and "" are not choices (nullopt); nor is a number out of range.
std::optional<size_t> parse_choice(const std::string& line, size_t lowest, size_t highest);

// The message for a line that is not a choice from `lowest` to `highest`.
std::string not_a_choice(const std::string& line, size_t lowest, size_t highest);

}  // namespace spaceline::cli
