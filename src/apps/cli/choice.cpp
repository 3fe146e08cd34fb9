#include "apps/cli/choice.h"

#include <cctype>

namespace spaceline::cli {

namespace {

std::string trimmed(const std::string& s) {
  const auto a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r") - a + 1);
}

}  // namespace

std::optional<size_t> parse_choice(const std::string& line, size_t lowest, size_t highest) {
  const std::string t = trimmed(line);
  // std::stoul would read "1.9", "+1" and "2x" as 1, 1 and 2: every character must be a digit.
  if (t.empty() || t.size() > 9) return std::nullopt;
  for (char c : t)
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  const size_t n = std::stoul(t);
  if (n < lowest || n > highest) return std::nullopt;
  return n;
}

std::string not_a_choice(const std::string& line, size_t lowest, size_t highest) {
  const std::string range = std::to_string(lowest) + " and " + std::to_string(highest);
  const std::string t = trimmed(line);
  bool digits = !t.empty() && t.size() <= 9;
  for (char c : t) digits = digits && std::isdigit(static_cast<unsigned char>(c));
  if (digits) return "There is no choice " + t + ". Please type a whole number between " + range + ".";
  return "Please type a whole number between " + range + " ('" + t + "' is not one; h shows the keys).";
}

}  // namespace spaceline::cli
