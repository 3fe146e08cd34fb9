#include "support/server_process.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace spaceline::test {

ServerProcess::ServerProcess(const std::string& bin, const std::string& db, const std::vector<std::string>& extra) {
  std::vector<std::string> args = {bin, "serve", "--port", "0", "--db", db};
  args.insert(args.end(), extra.begin(), extra.end());
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(fds[1], 1);
    close(fds[0]);
    close(fds[1]);
    execv(bin.c_str(), argv.data());
    _exit(127);
  }
  close(fds[1]);
  out_fd_ = fds[0];
  // The first line names the address ("Spaceline server on http://127.0.0.1:PORT/ ...").
  char c;
  while (read(out_fd_, &c, 1) == 1 && c != '\n') first_line_ += c;
  const auto at = first_line_.find("127.0.0.1:");
  if (at == std::string::npos) {
    ::kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
    throw std::runtime_error(bin + " serve did not start (first line: '" + first_line_ + "')");
  }
  port_ = static_cast<uint16_t>(std::stoi(first_line_.substr(at + 10)));
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) {
    ::kill(pid_, SIGTERM);
    for (int i = 0; i < 50; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }
  if (out_fd_ >= 0) close(out_fd_);
}

void ServerProcess::kill9() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
  pid_ = -1;
}

double ServerProcess::cpu_seconds() const {
  // /proc/PID/stat: fields 14 and 15 are utime and stime in clock ticks; the command name (field 2)
  // is in parentheses and may hold spaces, so the fields are counted after the last ')'.
  std::ifstream f("/proc/" + std::to_string(pid_) + "/stat");
  std::string all((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const auto paren = all.rfind(')');
  if (paren == std::string::npos) return 0;
  std::istringstream in(all.substr(paren + 2));
  std::string field;
  long long utime = 0, stime = 0;
  for (int i = 3; i <= 15 && in >> field; ++i) {
    if (i == 14) utime = std::stoll(field);
    if (i == 15) stime = std::stoll(field);
  }
  return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

double ServerProcess::cpu_wait_seconds() const {
  // "time on CPU (ns), time waiting on a run queue (ns), time slices".
  std::ifstream f("/proc/" + std::to_string(pid_) + "/schedstat");
  long long on = 0, waiting = 0;
  if (!(f >> on >> waiting)) return 0;
  return static_cast<double>(waiting) / 1e9;
}

namespace {
// A "Name:   1234 kB" line of /proc/PID/status, in bytes.
long status_kb_field(pid_t pid, const std::string& name) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(f, line);)
    if (line.rfind(name + ":", 0) == 0) return 1024 * std::atol(line.c_str() + name.size() + 1);
  return 0;
}
}  // namespace

long ServerProcess::rss_bytes() const { return status_kb_field(pid_, "VmRSS"); }
long ServerProcess::peak_rss_bytes() const { return status_kb_field(pid_, "VmHWM"); }

}  // namespace spaceline::test
