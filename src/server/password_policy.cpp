#include "server/password_policy.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <stdexcept>

namespace spaceline::server {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

PasswordPolicy::PasswordPolicy(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error(file + ": cannot read the list of common passwords");
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line.rfind("#!comment:", 0) == 0) continue;
    common_.insert(lower(line));
  }
  if (common_.empty()) throw std::runtime_error(file + ": no password in the list of common passwords");
}

std::optional<std::string> PasswordPolicy::refusal(const std::string& pw) const {
  if (pw.size() < 8) return "register.password: at least 8 characters";
  if (std::all_of(pw.begin(), pw.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
    return "register.password: only blanks; choose a real password";
  if (common_.count(lower(pw)))
    return "register.password: one of the most common passwords (guessed first by anyone); choose another";
  return std::nullopt;
}

}  // namespace spaceline::server
