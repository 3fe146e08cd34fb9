// Every HTTP answer (issue 23, part 6): security headers always, a status for every refused
// request, and running out of file descriptors pauses accepting instead of spinning.
#include <gtest/gtest.h>

#include <pthread.h>
#include <sys/resource.h>
#include <time.h>

#include "abuse/abuse_server.h"

using namespace spaceline::abuse;

namespace {

double thread_cpu_seconds(pthread_t t) {
  clockid_t c;
  if (pthread_getcpuclockid(t, &c) != 0) return -1;
  timespec ts{};
  clock_gettime(c, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

}  // namespace

TEST(Http, EveryResponseCarriesTheSecurityHeaders) {
  AbuseServer s;
  for (const char* target : {"/api/modules", "/api/no-such-route", "/", "/no-such-file.js"}) {
    const std::string a = raw_exchange(s.port(), std::string("GET ") + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    ASSERT_EQ(a.substr(0, 9), "HTTP/1.1 ") << target;
    EXPECT_NE(a.find("X-Content-Type-Options: nosniff"), std::string::npos) << target << "\n" << a.substr(0, 400);
    EXPECT_NE(a.find("X-Frame-Options: DENY"), std::string::npos) << target;
    EXPECT_NE(a.find("Content-Security-Policy: default-src 'self'"), std::string::npos) << target;
    EXPECT_NE(a.find("Referrer-Policy: no-referrer"), std::string::npos) << target;
  }
}

TEST(Http, AMalformedRequestGetsA400BeforeTheConnectionCloses) {
  AbuseServer s;
  const std::string a = raw_exchange(s.port(), "GET /api/modules HTTP/1.1\r\nHost x\r\n\r\n");
  EXPECT_EQ(a.substr(0, 12), "HTTP/1.1 400") << a.substr(0, 200);
  const std::string b = raw_exchange(s.port(), "NOT A REQUEST\r\n\r\n");
  EXPECT_EQ(b.substr(0, 12), "HTTP/1.1 400") << b.substr(0, 200);
}

TEST(Http, OutOfFileDescriptorsTheServerPausesInsteadOfSpinning) {
  AbuseServer s;
  // Client sockets made while descriptors remain, then connected once none remain: the kernel
  // completes each connection, and the server's accept() fails with EMFILE.
  asio::io_context io;
  std::vector<std::unique_ptr<tcp::socket>> clients;
  for (int i = 0; i < 8; ++i) {
    clients.push_back(std::make_unique<tcp::socket>(io));
    clients.back()->open(tcp::v4());
  }
  rlimit old{};
  ASSERT_EQ(getrlimit(RLIMIT_NOFILE, &old), 0);
  const int lowest_free = ::dup(0);
  ASSERT_GE(lowest_free, 0);
  ::close(lowest_free);
  rlimit none = old;
  none.rlim_cur = static_cast<rlim_t>(lowest_free);  // every new descriptor would be >= this
  ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &none), 0);
  for (auto& c : clients) {
    beast::error_code ec;
    c->connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), s.port()), ec);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const double before = thread_cpu_seconds(s.io_thread());
  std::this_thread::sleep_for(std::chrono::seconds(1));
  const double used = thread_cpu_seconds(s.io_thread()) - before;
  setrlimit(RLIMIT_NOFILE, &old);
  EXPECT_LT(used, 0.25) << "the I/O thread used " << used << " s of CPU in 1 s with no descriptor left";
  // Once descriptors are free again it accepts the waiting connections and new ones.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(s.call("GET", "/api/modules").status, 200);
  clients.clear();
}
