#include "core/save_io.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace spaceline {

nlohmann::json read_json_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::invalid_argument(path + ": cannot open (" + std::strerror(errno) + ")");
  std::stringstream text;
  text << f.rdbuf();
  if (f.bad()) throw std::invalid_argument(path + ": cannot read (" + std::strerror(errno) + ")");
  try {
    return nlohmann::json::parse(text.str());
  } catch (const nlohmann::json::parse_error& e) {
    throw std::invalid_argument(path + ": not JSON (syntax error at byte " + std::to_string(e.byte) + ")");
  } catch (const nlohmann::json::exception& e) {  // e.g. a number too large for any type
    throw std::invalid_argument(path + ": not JSON (" + e.what() + ")");
  }
}

void write_file_atomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  auto fail = [&](const std::string& what) {
    const std::string reason = std::strerror(errno);
    std::remove(tmp.c_str());
    throw std::runtime_error("cannot save to " + path + ": " + what + " (" + reason + ")");
  };
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    const std::string reason = std::strerror(errno);
    throw std::runtime_error("cannot save to " + path + ": cannot create " + tmp + " (" + reason + ")");
  }
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      fail("cannot write " + tmp);
    }
    done += static_cast<size_t>(n);
  }
  // On disk before the rename, or a crash could leave an empty file under the old name.
  if (::fsync(fd) != 0) {
    ::close(fd);
    fail("cannot flush " + tmp);
  }
  if (::close(fd) != 0) fail("cannot close " + tmp);
  if (std::rename(tmp.c_str(), path.c_str()) != 0) fail("cannot rename " + tmp + " to " + path);
}

}  // namespace spaceline
