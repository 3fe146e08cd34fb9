#pragma once
// `spaceline serve --port 0 --db DB [extra...]` as a child process, for the server tests (which
// kill it with -9 and restart it) and the load benchmark: the real server, started the way a user
// starts it, its port read from the first line it prints. Its CPU time is read from /proc so the
// benchmark can say how busy the server was.
#include <cstdint>
#include <string>
#include <vector>

#include <sys/types.h>

namespace spaceline::test {

class ServerProcess {
 public:
  // Throws std::runtime_error when the server does not start (with the line it printed).
  ServerProcess(const std::string& bin, const std::string& db, const std::vector<std::string>& extra = {});
  ~ServerProcess();  // SIGTERM, then SIGKILL if it does not stop within 5 s
  // Kills it at once, as a crash or `kill -9` would (nothing is flushed or closed).
  void kill9();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  uint16_t port() const { return port_; }
  pid_t pid() const { return pid_; }
  const std::string& first_line() const { return first_line_; }
  // User + system CPU seconds the server has used so far (all its threads).
  double cpu_seconds() const;
  // Seconds its threads were ready to run but waited for a CPU (/proc/PID/schedstat, main thread
  // only): on a shared machine, the time other programs took from the server.
  double cpu_wait_seconds() const;
  // Resident memory now and its peak since the server started (VmRSS, VmHWM of /proc/PID/status),
  // in bytes; 0 when it cannot be read.
  long rss_bytes() const;
  long peak_rss_bytes() const;

 private:
  pid_t pid_ = -1;
  int out_fd_ = -1;
  uint16_t port_ = 0;
  std::string first_line_;
};

}  // namespace spaceline::test
