#include "load_run.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <list>
#include <optional>
#include <sstream>
#include <stdexcept>

#include <boost/asio/steady_timer.hpp>

#include "attacks.h"
#include "bot.h"
#include "support/http_client.h"
#include "support/server_process.h"

namespace spaceline::load {

using test::async_http_call;
using test::http_call;
using test::HttpResult;
using test::ServerProcess;

namespace asio = boost::asio;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

double own_cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

struct TempFolder {
  fs::path dir;
  TempFolder() {
    dir = fs::temp_directory_path() / ("spaceline-load-" + std::to_string(::getpid()));
    fs::create_directories(dir);
  }
  ~TempFolder() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

// A game being played: its id and, per person seat, the token of the account playing it.
struct GameSeats {
  int64_t id = 0;
  bool search = false;  // against the search agent (--search-games)
  std::vector<std::string> tokens;  // seat 0, then seat 1 for games between people
};

json new_game_body(const LoadOptions& o, uint64_t seed, const std::string& agent) {
  json b = {{"game", o.game}, {"opponent", o.opponent}, {"seed", seed}};
  if (o.opponent == "computer") b["agent"] = agent;
  if (o.clock_minutes > 0) b["clock_minutes"] = o.clock_minutes;
  return b;
}

int64_t game_id_of(const HttpResult& r, const std::string& what) {
  if (r.status != 201 || !r.body.is_object() || !r.body.contains("game"))
    throw std::runtime_error(what + ": HTTP " + std::to_string(r.status) + " " + r.failure +
                             (r.body.is_discarded() ? "" : r.body.dump()));
  return r.body["game"]["id"].get<int64_t>();
}

}  // namespace

LoadReport run_load(const LoadOptions& o) {
  if (o.opponent != "computer" && o.opponent != "person")
    throw std::invalid_argument("--opponent: computer or person, not '" + o.opponent + "'");
  if (o.opponent == "person" && o.accounts < 2) throw std::invalid_argument("--accounts: games between people need 2");
  if (o.games < 1 || o.accounts < 1) throw std::invalid_argument("--games and --accounts: at least 1");
  if (o.search_games < 0 || o.search_games > o.games || (o.search_games > 0 && o.opponent != "computer"))
    throw std::invalid_argument("--search-games: 0 to --games, against the computer");

  std::optional<TempFolder> tmp;
  std::string db = o.db;
  if (db.empty()) {
    tmp.emplace();
    db = (tmp->dir / "load.db").string();
  }
  LoadReport rep;
  const auto setup_start = Clock::now();
  // Every bot connects from this machine's one address, and each account has many games: the
  // per-address and per-account limits (docs/server.md, "Limits") are for strangers, not for this.
  // Under attack the server keeps its defaults (the attackers must meet them) and the bots come
  // from many addresses instead, 64 to an address, like the players they stand for.
  const std::string many = std::to_string(4 * o.games + 64);
  const bool attacked = !o.attacks.empty();
  // The bots' few accounts share every search game: the searches' queue is as long as the games.
  std::vector<std::string> limits = {"--max-games-per-account", many, "--search-queue", many, "--search-queue-per-account", many};
  // The few accounts say every bot's lines: their chat rate is the bots' together.
  if (o.chat_every > 0) limits.insert(limits.end(), {"--chat-lines-per-minute", std::to_string(60 * (4 * o.games + 64))});
  if (!attacked)
    limits.insert(limits.end(), {"--max-connections-per-address", many, "--max-websockets-per-address", many, "--password-queue",
                                 many, "--login-free-failures", many, "--address-free-failures", many});
  ServerProcess srv(o.server_bin, db, limits);
  rep.server_line = srv.first_line();
  const uint16_t port = srv.port();

  std::vector<std::string> tokens;
  for (int i = 0; i < o.accounts; ++i) {
    const std::string name = "loadbot" + std::to_string(i + 1);
    auto r = http_call(port, "POST", "/api/register", json{{"name", name}, {"password", "load-bench-" + name}}.dump());
    if (r.status != 201) throw std::runtime_error("register " + name + ": HTTP " + std::to_string(r.status) + " " + r.failure);
    tokens.push_back(r.body["token"].get<std::string>());
  }

  // The first games, one after another (their setup is not measured).
  uint64_t next_seed = o.seed;
  size_t next_pair = 0;
  std::vector<GameSeats> games;
  for (int i = 0; i < o.games; ++i, ++next_pair) {
    const std::string& a = tokens[next_pair % tokens.size()];
    GameSeats g;
    const std::string& agent = i < o.search_games ? o.search_agent : o.agent;
    g.id = game_id_of(http_call(port, "POST", "/api/games", new_game_body(o, next_seed++, agent).dump(), a), "new game");
    g.search = i < o.search_games;
    g.tokens.push_back(a);
    if (o.opponent == "person") {
      const std::string& b = tokens[(next_pair + 1) % tokens.size()];
      auto j = http_call(port, "POST", "/api/games/" + std::to_string(g.id) + "/join", "{}", b);
      if (j.status != 200) throw std::runtime_error("join: HTTP " + std::to_string(j.status) + " " + j.failure);
      g.tokens.push_back(b);
    }
    games.push_back(g);
  }
  rep.setup_s = std::chrono::duration<double>(Clock::now() - setup_start).count();

  asio::io_context io(1);
  BotContext ctx(io, port, rep.stats, o.seed);
  ctx.think_ms = o.think_ms;
  ctx.timeout_s = o.timeout_s;
  ctx.expect_decision_after_act = o.opponent == "computer";
  ctx.chat_every = o.chat_every;
  const auto now = Clock::now();
  ctx.window_start = now + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.warmup));
  ctx.window_end = ctx.window_start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.seconds));
  // The search games' bots count apart, so the other games' figures say what the searches cost them.
  BotContext sctx(io, port, rep.search_stats, o.seed + 1);
  sctx.think_ms = ctx.think_ms;
  sctx.timeout_s = ctx.timeout_s;
  sctx.expect_decision_after_act = true;
  sctx.chat_every = o.chat_every;
  sctx.window_start = ctx.window_start;
  sctx.window_end = ctx.window_end;

  std::list<std::shared_ptr<Bot>> bots;
  size_t bots_made = 0;
  auto start_bots = [&](const GameSeats& g) {
    for (const auto& t : g.tokens) {
      const std::string from = attacked ? "127.0.1." + std::to_string(1 + (bots_made / 64) % 250) : "";
      ++bots_made;
      bots.push_back(std::make_shared<Bot>(g.search ? sctx : ctx, g.id, t, from));
      bots.back()->start();
    }
  };
  // A finished game is replaced by a new one, so the number of games played at once stays N.
  // Between people both seats see the end; seat 0 starts the next game.
  auto replace = [&](bool search, int seat) {
    if (o.opponent == "person" && seat != 0) return;
    ++rep.stats.games_finished;
    const size_t pair = next_pair++;
    const std::string a = tokens[pair % tokens.size()];
    const std::string b = tokens[(pair + 1) % tokens.size()];
    async_http_call(io, port, "POST", "/api/games", new_game_body(o, next_seed++, search ? o.search_agent : o.agent).dump(), a,
                    o.timeout_s, [&, a, b, search](HttpResult r) {
                      if (ctx.stopping) return;
                      GameSeats g;
                      g.search = search;
                      try {
                        g.id = game_id_of(r, "new game");
                      } catch (const std::exception&) {
                        ++rep.stats.http_failures;
                        return;
                      }
                      g.tokens.push_back(a);
                      if (o.opponent == "computer") {
                        ++rep.stats.games_started;
                        return start_bots(g);
                      }
                      async_http_call(io, port, "POST", "/api/games/" + std::to_string(g.id) + "/join", "{}", b,
                                      o.timeout_s, [&, g, b](HttpResult j) mutable {
                                        if (ctx.stopping) return;
                                        if (j.status != 200) {
                                          ++rep.stats.http_failures;
                                          return;
                                        }
                                        g.tokens.push_back(b);
                                        ++rep.stats.games_started;
                                        start_bots(g);
                                      });
                    });
  };
  ctx.on_game_over = [&](int64_t, int seat) { replace(false, seat); };
  sctx.on_game_over = [&](int64_t, int seat) { replace(true, seat); };
  for (const auto& g : games) start_bots(g);

  // Logins while the games run: each costs the server an Argon2id verification.
  asio::steady_timer login_timer(io);
  std::function<void()> next_login = [&] {
    login_timer.expires_after(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(1 / o.logins_per_s)));
    login_timer.async_wait([&](boost::system::error_code ec) {
      if (ec || ctx.stopping) return;
      const auto sent = Clock::now();
      async_http_call(io, port, "POST", "/api/login", json{{"name", "loadbot1"}, {"password", "load-bench-loadbot1"}}.dump(),
                      "", o.timeout_s, [&, sent](HttpResult r) {
                        if (ctx.stopping) return;
                        if (r.status != 200) ++rep.stats.http_failures;
                        else if (ctx.in_window(sent, Clock::now())) rep.stats.login.add(Clock::now() - sent);
                      });
      next_login();
    });
  };
  if (o.logins_per_s > 0) next_login();

  std::optional<AttackRun> attacks;
  if (attacked) {
    AttackTarget target;
    target.port = port;
    for (const auto& g : games) target.games.push_back(g.id);
    target.game = o.game;
    target.account = "loadbot" + std::to_string(o.accounts);
    target.password = "load-bench-" + target.account;
    attacks.emplace(o.attacks, target);
    attacks->start();
  }

  // The server's memory, sampled through the window.
  asio::steady_timer rss_timer(io);
  std::function<void()> sample_rss = [&] {
    rss_timer.expires_after(std::chrono::milliseconds(200));
    rss_timer.async_wait([&](boost::system::error_code ec) {
      if (ec || ctx.stopping) return;
      if (Clock::now() >= ctx.window_start) rep.rss_max_bytes = std::max(rep.rss_max_bytes, srv.rss_bytes());
      sample_rss();
    });
  };
  sample_rss();

  double server_cpu0 = 0, bench_cpu0 = 0, server_wait0 = 0;
  asio::steady_timer at_start(io), at_end(io), at_exit(io);
  at_start.expires_at(ctx.window_start);
  at_start.async_wait([&](boost::system::error_code) {
    server_cpu0 = srv.cpu_seconds();
    server_wait0 = srv.cpu_wait_seconds();
    bench_cpu0 = own_cpu_seconds();
    rep.connections = static_cast<long>(bots.size());
  });
  at_end.expires_at(ctx.window_end);
  at_end.async_wait([&](boost::system::error_code) {
    rep.server_cpu_s = srv.cpu_seconds() - server_cpu0;
    rep.server_wait_s = srv.cpu_wait_seconds() - server_wait0;
    rep.bench_cpu_s = own_cpu_seconds() - bench_cpu0;
    rep.rss_peak_bytes = srv.peak_rss_bytes();
    ctx.stopping = true;
    sctx.stopping = true;
    login_timer.cancel();
    rss_timer.cancel();
    if (attacks) {
      attacks->stop();
      rep.attack_report = attacks->report();
    }
    for (auto& b : bots) b->stop();
    // Closing handshakes get a moment; then the loop ends whatever is left.
    at_exit.expires_after(std::chrono::seconds(2));
    at_exit.async_wait([&](boost::system::error_code) { io.stop(); });
  });
  io.run();
  rep.window_s = o.seconds;
  return rep;
}

std::string describe(const LoadOptions& o, const LoadReport& r) {
  const auto& s = r.stats;
  char line[1024];
  std::snprintf(line, sizeof line,
                "load: %d %s games (%s%s), %.0f s measured after %.0f s warm-up, think %.0f ms: "
                "%.1f actions/s; act->ack p50 %.1f ms, p99 %.1f ms, max %.1f ms; act->state p50 %.1f ms, "
                "p99 %.1f ms, max %.1f ms; %ld actions; errors %ld; server CPU %.0f%% (waiting for a CPU %.0f%%), "
                "bots CPU %.0f%%",
                o.games - o.search_games, o.game.c_str(), o.opponent == "computer" ? "vs computer " : "person vs person",
                o.opponent == "computer" ? o.agent.c_str() : "", o.seconds, o.warmup, o.think_ms,
                static_cast<double>(s.actions) / r.window_s, s.ack.quantile(0.5), s.ack.quantile(0.99), s.ack.max(),
                s.state.quantile(0.5), s.state.quantile(0.99), s.state.max(), s.actions, s.all_errors(),
                100 * r.server_cpu_s / r.window_s, 100 * r.server_wait_s / r.window_s, 100 * r.bench_cpu_s / r.window_s);
  std::ostringstream out;
  out << line << "\n  errors: server " << s.total_server_errors();
  for (const auto& [k, v] : s.server_errors) out << " " << k << "=" << v;
  out << ", bot " << s.total_bot_errors();
  for (const auto& [k, v] : s.bot_errors) out << " " << k << "=" << v;
  out << ", timeouts " << s.timeouts << ", dropped " << s.dropped;
  for (const auto& [k, v] : s.drop_reasons) out << " (" << k << ": " << v << ")";
  out << ", failed game starts " << s.http_failures
      << "; games finished " << s.games_finished << ", started while running " << s.games_started
      << "; setup " << static_cast<int>(r.setup_s * 10) / 10.0 << " s";
  if (o.chat_every > 0) out << "; chat: " << s.chat_sent << " lines said, " << s.chat_received << " received";
  out << "\n  server memory: " << r.rss_max_bytes / (1024 * 1024) << " MB at most in the window, peak "
      << r.rss_peak_bytes / (1024 * 1024) << " MB";
  if (o.search_games > 0) {
    const auto& q = r.search_stats;
    std::snprintf(line, sizeof line,
                  "\n  beside them %d games vs %s: %ld actions; act->the computer's reply p50 %.1f ms, p99 %.1f ms, max %.1f ms; "
                  "errors %ld, timeouts %ld",
                  o.search_games, o.search_agent.c_str(), q.actions, q.state.quantile(0.5), q.state.quantile(0.99),
                  q.state.max(), q.all_errors(), q.timeouts);
    out << line;
  }
  if (!r.attack_report.empty()) out << "\n" << r.attack_report.substr(0, r.attack_report.size() - 1);
  if (o.logins_per_s > 0)
    out << "\n  logins during the run: " << s.login.ms.size() << ", p50 " << s.login.quantile(0.5) << " ms, p99 "
        << s.login.quantile(0.99) << " ms, max " << s.login.max() << " ms";
  return out.str();
}

}  // namespace spaceline::load
