#pragma once
// A real PostgreSQL server for the tests, started by the test itself from Debian's postgresql
// package: a temporary data directory, a free loopback port, run as the `postgres` user when the
// test runs as root (initdb refuses root). Where that cannot be done (no package, no such user,
// a program built without libpqxx), NEED_POSTGRES() skips the test and says why.
#include <gtest/gtest.h>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "storage/store.h"

namespace spaceline::test {

inline int free_port() {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = 0;
  socklen_t n = sizeof a;
  int port = 0;
  if (::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &n) == 0)
    port = ntohs(a.sin_port);
  ::close(s);
  return port;
}

inline std::string pg_bin() {
  const std::filesystem::path root = "/usr/lib/postgresql";
  if (!std::filesystem::exists(root)) return "";
  for (const auto& e : std::filesystem::directory_iterator(root))
    if (std::filesystem::exists(e.path() / "bin" / "pg_ctl")) return (e.path() / "bin").string();
  return "";
}

// One PostgreSQL server for the whole suite.
class PostgresServer {
 public:
  static PostgresServer& get() {
    static PostgresServer s;
    return s;
  }
  const std::string& url() const { return usable_ ? url_ : none_; }
  const std::string& why_not() const { return why_not_; }
  ~PostgresServer() {
    if (!url_.empty()) run(bin_ + "/pg_ctl -D " + dir_ + "/data -m immediate -w stop > /dev/null 2>&1");
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  }

 private:
  PostgresServer() {
    bin_ = pg_bin();
    if (bin_.empty()) {
      why_not_ = "Debian's postgresql package is not installed (/usr/lib/postgresql/*/bin/pg_ctl)";
      return;
    }
    as_ = ::geteuid() == 0 ? "runuser -u postgres -- " : "";
    if (::geteuid() == 0 && std::system("id postgres > /dev/null 2>&1") != 0) {
      why_not_ = "running as root and there is no 'postgres' user to run the server as";
      return;
    }
    dir_ = (std::filesystem::temp_directory_path() / ("spaceline-pg-" + std::to_string(::getpid()))).string();
    std::filesystem::create_directories(dir_);
    if (::geteuid() == 0) run("chown postgres " + dir_);
    const int port = free_port();
    if (run(as_ + bin_ + "/initdb -D " + dir_ + "/data -A trust -U spaceline --no-sync > " + dir_ + "/initdb.log 2>&1") != 0) {
      why_not_ = "initdb failed (see " + dir_ + "/initdb.log)";
      return;
    }
    const std::string opts = "-p " + std::to_string(port) + " -k " + dir_ + " -c listen_addresses=127.0.0.1 -c fsync=off";
    if (run(as_ + bin_ + "/pg_ctl -D " + dir_ + "/data -o '" + opts + "' -l " + dir_ + "/server.log -w -t 60 start > /dev/null 2>&1") != 0) {
      why_not_ = "the PostgreSQL server did not start (see " + dir_ + "/server.log)";
      return;
    }
    url_ = "postgresql://spaceline@127.0.0.1:" + std::to_string(port) + "/postgres";
    try {
      storage::open_store(url_);  // also tells whether this program was built with PostgreSQL (libpqxx)
      usable_ = true;
    } catch (const storage::StoreError& e) {
      why_not_ = e.what();
    }
  }
  static int run(const std::string& cmd) { return std::system(cmd.c_str()); }

  std::string bin_, as_, dir_, url_, why_not_, none_;
  bool usable_ = false;
};

#define NEED_POSTGRES()                                                \
  if (::spaceline::test::PostgresServer::get().url().empty()) \
  GTEST_SKIP() << "skipped: " << ::spaceline::test::PostgresServer::get().why_not()

}  // namespace spaceline::test
