#pragma once
// `spaceline serve --port 0 --db FILE` as a child process for the load benchmark: the real server,
// started the way a user starts it, its port read from the first line it prints. Its CPU time is
// read from /proc so the benchmark can say how busy the server was.
#include <cstdint>
#include <string>

#include <sys/types.h>

namespace spaceline::load {

class ServerProcess {
 public:
  ServerProcess(const std::string& bin, const std::string& db);
  ~ServerProcess();  // SIGTERM, then SIGKILL if it does not stop within 5 s
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

 private:
  pid_t pid_ = -1;
  int out_fd_ = -1;
  uint16_t port_ = 0;
  std::string first_line_;
};

}  // namespace spaceline::load
