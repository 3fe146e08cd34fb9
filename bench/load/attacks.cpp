#include "attacks.h"

#include <algorithm>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "connect_from.h"
#include "support/http_client.h"

namespace spaceline::load {

using nlohmann::json;

namespace {

// Where the attackers come from: each attack from an address of its own (run together, they would
// otherwise meet each other's per-address limits), and the crowd of spectators a hundred an address.
std::string attacker_address(const std::string& attack);
std::string crowd_address(int i) { return "127.0.3." + std::to_string(1 + i / 100); }

struct Spec {
  const char* name;
  const char* what;
};
// The attacks of issue 23, each at the scale it was found at.
const Spec kAttacks[] = {
    {"slow-readers", "20 spectator sockets that never read, each asking for the state 19 times a second"},
    {"state-flood", "60 spectator sockets asking for the state 19 times a second, reading it"},
    {"spectators", "2,000 spectator sockets spread over the games, from 20 addresses"},
    {"password-paths", "3 clients looping POST /api//login, /api/login/ and //api/login with the right password"},
    {"brute-force", "3 clients looping wrong passwords for one account"},
    {"deck-checks", "1 client looping anonymous deck checks of 60 KiB of unknown card names"},
    {"slowloris", "200 connections sending a request's headers a line every 10 s"},
};

using Counts = std::map<std::string, long>;

std::string attacker_address(const std::string& attack) {
  for (size_t i = 0; i < std::size(kAttacks); ++i)
    if (attack == kAttacks[i].name) return "127.0.2." + std::to_string(i + 1);
  return "127.0.2.250";
}

}  // namespace

struct AttackRun::Impl {
  asio::io_context io{1};
  std::thread thread;
  AttackTarget t;
  std::vector<std::string> names;
  std::map<std::string, Counts> counts;  // attack -> outcome -> how many; only the attack thread writes
  bool stopping = false;
  std::vector<std::function<void()>> starters;
  std::vector<std::shared_ptr<void>> keep;  // the clients, alive until the run ends

  void count(const std::string& attack, const std::string& outcome) { ++counts[attack][outcome]; }
  void after(double ms, std::function<void()> f) {
    auto timer = std::make_shared<asio::steady_timer>(io, std::chrono::microseconds(static_cast<int64_t>(ms * 1000)));
    timer->async_wait([timer, f = std::move(f), this](beast::error_code ec) {
      if (!ec && !stopping) f();
    });
  }
};

namespace {

using Impl = AttackRun::Impl;

// A spectator WebSocket: anonymous, from `from`; it may ask for the state every `state_every_ms`,
// read or never read (with a small receive buffer, so what the server sends piles up there). When
// the server closes it, it counts how and comes back a second later.
class Spectator : public std::enable_shared_from_this<Spectator> {
 public:
  Spectator(Impl& run, std::string attack, std::string from, int64_t game, bool reads, double state_every_ms)
      : run_(run), attack_(std::move(attack)), from_(std::move(from)), game_(game), reads_(reads),
        state_every_ms_(state_every_ms), timer_(run.io) {}

  void connect() {
    ws_ = std::make_unique<websocket::stream<beast::tcp_stream>>(run_.io);
    const auto ec = open_from(beast::get_lowest_layer(*ws_).socket(), from_, reads_ ? 0 : 4096);
    if (ec) return ended("bind: " + ec.message());
    beast::get_lowest_layer(*ws_).expires_after(std::chrono::seconds(30));
    beast::get_lowest_layer(*ws_).async_connect(
        server_at(run_.t.port), [self = shared_from_this()](beast::error_code ec) {
          if (ec) return self->ended("connect refused or failed");
          beast::get_lowest_layer(*self->ws_).expires_never();
          self->ws_->async_handshake("127.0.0.1", "/ws/games/" + std::to_string(self->game_),
                                     [self](beast::error_code ec) {
                                       if (ec) return self->ended("upgrade refused");
                                       self->run_.count(self->attack_, "connected");
                                       if (self->reads_) self->read();
                                       if (self->state_every_ms_ > 0) self->ask();
                                     });
        });
  }

 private:
  void read() {
    ws_->async_read(in_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) {
        const auto code = self->ws_->reason().code;
        return self->ended(code ? "closed by the server (" + std::to_string(code) + ")" : "closed");
      }
      self->in_.consume(self->in_.size());
      self->read();
    });
  }
  void ask() {
    if (writing_) return;
    writing_ = true;
    ws_->text(true);
    ws_->async_write(asio::buffer(kAsk, sizeof kAsk - 1), [self = shared_from_this()](beast::error_code ec, size_t) {
      self->writing_ = false;
      if (ec) return self->ended("closed by the server (seen writing)");
      self->run_.count(self->attack_, "state requests");
      self->run_.after(self->state_every_ms_, [self] { self->ask(); });
    });
  }
  void ended(const std::string& how) {
    if (run_.stopping || done_) return;
    done_ = true;  // read and write may both see the end: count it once
    run_.count(attack_, how);
    run_.after(1000, [self = shared_from_this()] {
      self->done_ = false;
      self->writing_ = false;
      self->connect();
    });
  }

  static constexpr char kAsk[] = R"({"type":"state"})";
  Impl& run_;
  std::string attack_, from_;
  int64_t game_;
  bool reads_;
  double state_every_ms_;
  asio::steady_timer timer_;
  std::unique_ptr<websocket::stream<beast::tcp_stream>> ws_;
  beast::flat_buffer in_;
  bool writing_ = false, done_ = false;
};

// One HTTP request again and again, each sent once the last is answered, counted by status.
void http_loop(Impl& run, const std::string& attack, std::string method, std::string target, std::string body) {
  auto next = std::make_shared<std::function<void()>>();
  *next = [&run, attack, method, target, body, next] {
    test::async_http_call_from(run.io, attacker_address(attack), run.t.port, method, target, body, "", 30,
                               [&run, attack, next](test::HttpResult r) {
                                 if (run.stopping) return;
                                 run.count(attack, r.status ? "HTTP " + std::to_string(r.status) : "no answer");
                                 // A refused connection comes back at once: wait a little then.
                                 if (r.status) (*next)();
                                 else run.after(100, *next);
                               });
  };
  run.keep.push_back(next);
  (*next)();
}

// A connection that sends a request's headers one line every 10 s, never ending them.
class Slowloris : public std::enable_shared_from_this<Slowloris> {
 public:
  explicit Slowloris(Impl& run) : run_(run), sock_(run.io) {}
  void connect() {
    sock_ = tcp::socket(run_.io);
    const auto ec = open_from(sock_, attacker_address("slowloris"));
    if (ec) return ended("bind: " + ec.message());
    sock_.async_connect(server_at(run_.t.port),
                        [self = shared_from_this()](beast::error_code ec) {
                          if (ec) return self->ended("connect refused or failed");
                          self->run_.count("slowloris", "connected");
                          self->line_ = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
                          self->send();
                          self->watch();
                        });
  }

 private:
  void send() {
    asio::async_write(sock_, asio::buffer(line_), [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return self->ended("closed by the server");
      self->line_ = "X-Slow: " + std::to_string(++self->lines_) + "\r\n";
      self->run_.after(10000, [self] { self->send(); });
    });
  }
  // The server closing (or answering, e.g. 408) shows as a read.
  void watch() {
    sock_.async_read_some(asio::buffer(buf_), [self = shared_from_this()](beast::error_code ec, size_t n) {
      if (ec) return self->ended("closed by the server");
      if (n) self->run_.count("slowloris", "answered before the headers ended");
      self->watch();
    });
  }
  void ended(const std::string& how) {
    if (run_.stopping || done_) return;
    done_ = true;
    run_.count("slowloris", how);
    beast::error_code ignored;
    sock_.close(ignored);
    run_.after(1000, [self = shared_from_this()] {
      self->done_ = false;
      self->connect();
    });
  }
  Impl& run_;
  tcp::socket sock_;
  std::string line_;
  std::array<char, 512> buf_{};
  int lines_ = 0;
  bool done_ = false;
};

template <class T, class... A>
std::shared_ptr<T> client(Impl& run, A&&... a) {
  auto c = std::make_shared<T>(run, std::forward<A>(a)...);
  run.keep.push_back(c);
  return c;
}

int64_t game_at(const Impl& run, int i) { return run.t.games[static_cast<size_t>(i) % run.t.games.size()]; }

void start_attack(Impl& run, const std::string& name) {
  if (name == "slow-readers") {
    for (int i = 0; i < 20; ++i) client<Spectator>(run, name, attacker_address(name), game_at(run, i), false, 1000.0 / 19)->connect();
  } else if (name == "state-flood") {
    for (int i = 0; i < 60; ++i) client<Spectator>(run, name, attacker_address(name), game_at(run, i), true, 1000.0 / 19)->connect();
  } else if (name == "spectators") {
    // Joining a few hundred a second, as a crowd arriving does (not one burst of SYNs).
    for (int i = 0; i < 2000; ++i) {
      auto c = client<Spectator>(run, name, crowd_address(i), game_at(run, i), true, 0.0);
      run.after(5.0 * i, [c] { c->connect(); });
    }
  } else if (name == "password-paths") {
    const std::string body = json{{"name", run.t.account}, {"password", run.t.password}}.dump();
    for (const char* path : {"/api//login", "/api/login/", "//api/login"}) http_loop(run, name, "POST", path, body);
  } else if (name == "brute-force") {
    for (int i = 0; i < 3; ++i)
      http_loop(run, name, "POST", "/api/login",
                json{{"name", run.t.account}, {"password", "wrong guess " + std::to_string(i)}}.dump());
  } else if (name == "deck-checks") {
    std::string text;
    for (int i = 0; text.size() < 60 * 1024; ++i) text += "1 No Such Card Number " + std::to_string(i) + "\n";
    http_loop(run, name, "POST", "/api/decks/check", json{{"game", run.t.game}, {"text", text}}.dump());
  } else if (name == "slowloris") {
    for (int i = 0; i < 200; ++i) client<Slowloris>(run)->connect();
  }
}

}  // namespace

const std::vector<std::string>& AttackRun::known() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& a : kAttacks) v.push_back(a.name);
    return v;
  }();
  return names;
}

std::vector<std::string> parse_attack_list(const std::string& list) {
  if (list == "all") return AttackRun::known();
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string name; std::getline(in, name, ',');) out.push_back(name);
  return out;
}

AttackRun::AttackRun(const std::vector<std::string>& names, AttackTarget target) : impl_(std::make_unique<Impl>()) {
  const auto& k = known();
  for (const auto& n : names)
    if (std::find(k.begin(), k.end(), n) == k.end()) {
      std::string all;
      for (const auto& x : k) all += (all.empty() ? "" : ", ") + x;
      throw std::invalid_argument("--attack: no attack '" + n + "' (" + all + ", or all)");
    }
  if (target.games.empty()) throw std::invalid_argument("attacks need running games to aim at");
  impl_->names = names;
  impl_->t = std::move(target);
}

AttackRun::~AttackRun() { stop(); }

void AttackRun::start() {
  for (const auto& n : impl_->names) start_attack(*impl_, n);
  impl_->thread = std::thread([this] { impl_->io.run(); });
}

void AttackRun::stop() {
  if (!impl_->thread.joinable()) return;
  asio::post(impl_->io, [this] {
    impl_->stopping = true;
    impl_->io.stop();
  });
  impl_->thread.join();
}

std::string AttackRun::report() const {
  std::ostringstream out;
  for (const auto& n : impl_->names) {
    const auto spec = std::find_if(std::begin(kAttacks), std::end(kAttacks), [&](const Spec& s) { return n == s.name; });
    out << "  attack " << n << " (" << spec->what << "):";
    const auto it = impl_->counts.find(n);
    if (it == impl_->counts.end()) out << " nothing happened";
    else
      for (const auto& [outcome, v] : it->second) out << " " << outcome << " " << v << ";";
    out << "\n";
  }
  return out.str();
}

}  // namespace spaceline::load
