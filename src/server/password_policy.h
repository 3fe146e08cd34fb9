#pragma once
// Which passwords registration refuses (issue 23): shorter than 8 characters, only blanks, or one
// of the most common passwords (data/common-passwords.txt: Openwall's public-domain list of
// 3,546, shipped by Debian's john-data), compared ignoring case.
#include <optional>
#include <string>
#include <unordered_set>

namespace spaceline::server {

class PasswordPolicy {
 public:
  PasswordPolicy() = default;
  // Reads the list (one password a line; lines starting "#!comment:" are not passwords). Throws
  // std::runtime_error naming the file when it cannot be read or holds no password.
  explicit PasswordPolicy(const std::string& common_passwords_file);
  // Why `password` is refused ("register.password: ..."), or nothing.
  std::optional<std::string> refusal(const std::string& password) const;

 private:
  std::unordered_set<std::string> common_;
};

}  // namespace spaceline::server
