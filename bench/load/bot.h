#pragma once
// One bot: a WebSocket to one game, playing one seat the way a client does (docs/protocol.md).
// On every `state` that offers it legal actions it sends `act` with a random legal key and the
// state's `step`, then waits for the `ack` and for the next `state`, timing both. Asynchronous
// (Boost.Beast on the benchmark's one io_context), so a thousand bots need no thousand threads.
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "load_stats.h"

namespace spaceline::load {

// What every bot of a run shares (all used on the one I/O thread).
struct BotContext {
  BotContext(boost::asio::io_context& io, uint16_t port, LoadStats& stats, uint64_t seed)
      : io(io), port(port), stats(stats), rng(seed) {}
  boost::asio::io_context& io;
  uint16_t port = 0;
  LoadStats& stats;
  std::mt19937_64 rng;
  Clock::time_point window_start, window_end;  // latencies count for acts sent and answered inside
  bool stopping = false;                       // the run is over: closing is not a drop
  double think_ms = 0;                         // pause between a state and the act it answers
  double min_gap_ms = 55;                      // the server allows 20 messages a second per connection
  double timeout_s = 30;
  bool expect_decision_after_act = true;  // vs the computer: every state after our act must ask us again or end
  int chat_every = 0;                     // a chat line before every N-th act (0: none)
  // Called once when this bot's game has ended (its seat saw the result).
  std::function<void(int64_t game, int seat)> on_game_over;

  bool in_window(Clock::time_point sent, Clock::time_point now) const {
    return sent >= window_start && now <= window_end;
  }
};

class Bot : public std::enable_shared_from_this<Bot> {
 public:
  // `from`: the local address the bot connects from ("" = any), so bots can be many users.
  Bot(BotContext& ctx, int64_t game, std::string token, std::string from = "");
  void start();
  void stop();  // closes the connection; its end is not counted as a drop

 private:
  void connect();
  void read();
  void on_message(const std::string& text);
  void on_state(const nlohmann::json& m);
  void schedule_act();
  void act();
  void send(std::string text);
  void write_next();
  void arm_timeout();
  void bot_error(const std::string& kind);
  void drop(const char* where, const boost::system::error_code& ec);  // a connection lost while the run goes on

  BotContext& ctx_;
  int64_t game_;
  std::string token_;
  std::string from_;
  int seat_ = -1;
  std::unique_ptr<boost::beast::websocket::stream<boost::beast::tcp_stream>> ws_;
  boost::beast::flat_buffer in_;
  std::deque<std::string> out_;
  boost::asio::steady_timer act_timer_, timeout_timer_;
  nlohmann::json last_state_;  // the latest state that offered us legal actions
  bool act_scheduled_ = false;
  bool pending_ = false, acked_ = false, over_ = false, closed_ = false;
  std::string pending_key_;
  uint64_t seq_ = 0;  // which act the timeout timer belongs to
  long acts_ = 0;     // acts sent (for chat_every)
  Clock::time_point sent_at_, last_send_;
};

}  // namespace spaceline::load
