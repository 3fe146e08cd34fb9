#pragma once
// Reading and writing the files a user keeps (saved games): a file that cannot be read or
// written is an error naming the path and the reason, never a silent loss.
#include <string>

#include <nlohmann/json.hpp>

namespace spaceline {

// The JSON in `path`. Throws std::invalid_argument "PATH: cannot open (reason)" or
// "PATH: not JSON (syntax error at byte N)".
nlohmann::json read_json_file(const std::string& path);

// Replaces `path` with `text` atomically: written to PATH.tmp, flushed to disk, then renamed over
// PATH, so a crash leaves the old file or the new one, never half of one. Throws
// std::runtime_error "cannot save to PATH: reason" (and removes the temporary file).
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace spaceline
