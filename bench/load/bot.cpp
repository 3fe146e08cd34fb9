#include "bot.h"

#include <algorithm>

#include "connect_from.h"

namespace spaceline::load {

using nlohmann::json;

namespace {
Clock::duration ms(double v) {
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(v));
}
}  // namespace

Bot::Bot(BotContext& ctx, int64_t game, std::string token, std::string from)
    : ctx_(ctx), game_(game), token_(std::move(token)), from_(std::move(from)), act_timer_(ctx.io), timeout_timer_(ctx.io) {}

void Bot::start() { connect(); }

void Bot::stop() {
  closed_ = true;
  act_timer_.cancel();
  timeout_timer_.cancel();
  if (ws_ && ws_->is_open()) ws_->async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) {});
}

void Bot::bot_error(const std::string& kind) { ++ctx_.stats.bot_errors[kind]; }

void Bot::drop(const char* where, const boost::system::error_code& ec) {
  if (ctx_.stopping) return;
  ++ctx_.stats.dropped;
  ++ctx_.stats.drop_reasons[std::string(where) + ": " + ec.message()];
}

void Bot::connect() {
  ws_ = std::make_unique<websocket::stream<beast::tcp_stream>>(ctx_.io);
  in_.clear();
  out_.clear();
  pending_ = acked_ = act_scheduled_ = false;
  ws_->read_message_max(64 * 1024 * 1024);
  auto& tcp_layer = beast::get_lowest_layer(*ws_);
  if (!from_.empty())
    if (const auto ec = open_from(tcp_layer.socket(), from_)) return drop("bind", ec);
  tcp_layer.expires_after(std::chrono::seconds(60));
  tcp_layer.async_connect(server_at(ctx_.port), [self = shared_from_this()](beast::error_code ec) {
    if (ec) return self->drop("connect", ec);
    beast::get_lowest_layer(*self->ws_).expires_never();
    // As a browser does: no Nagle delay on our small messages.
    beast::get_lowest_layer(*self->ws_).socket().set_option(tcp::no_delay(true), ec);
    self->ws_->set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    // The token in a header, never in the address (docs/protocol.md).
    self->ws_->set_option(websocket::stream_base::decorator([token = self->token_](websocket::request_type& req) {
      req.set(beast::http::field::authorization, "Bearer " + token);
    }));
    const std::string path = "/ws/games/" + std::to_string(self->game_);
    self->ws_->async_handshake("127.0.0.1", path, [self](beast::error_code ec) {
      if (ec) return self->drop("handshake", ec);
      self->read();
    });
  });
}

void Bot::read() {
  ws_->async_read(in_, [self = shared_from_this()](beast::error_code ec, size_t) {
    if (ec) {
      self->timeout_timer_.cancel();
      self->act_timer_.cancel();
      // The server closing a finished game's socket, or our own close, is expected; anything else
      // while the run goes on is a dropped connection.
      if (!self->closed_ && !self->over_) self->drop("read", ec);
      return;
    }
    const std::string text = beast::buffers_to_string(self->in_.data());
    self->in_.consume(self->in_.size());
    self->on_message(text);
    if (!self->closed_) self->read();
  });
}

void Bot::on_message(const std::string& text) {
  const auto now = Clock::now();
  json m = json::parse(text, nullptr, false);
  if (m.is_discarded() || !m.is_object()) return bot_error("message_not_json");
  const std::string type = m.value("type", "");
  if (type == "ack") {
    if (!pending_ || acked_) return bot_error("unexpected_ack");
    if (m.value("key", "") != pending_key_) bot_error("ack_for_another_key");
    acked_ = true;
    if (ctx_.in_window(sent_at_, now)) ctx_.stats.ack.add(now - sent_at_);
  } else if (type == "state") {
    if (pending_ && m.contains("thinking") && !m.contains("legal") && !m.contains("result")) {
      // Our act is stored and the computer searches for its reply: the act is answered by the
      // state after that reply (act->state is then the search's own time, queue included).
      if (!acked_) bot_error("state_before_ack");
      return on_state(m);
    }
    if (pending_) {
      if (!acked_) bot_error("state_before_ack");
      pending_ = false;
      timeout_timer_.cancel();
      if (ctx_.in_window(sent_at_, now)) {
        ctx_.stats.state.add(now - sent_at_);
        ++ctx_.stats.actions;
      }
      if (ctx_.expect_decision_after_act && !m.contains("legal") && !m.contains("result"))
        bot_error("state_after_act_without_decision");
    }
    on_state(m);
  } else if (type == "error") {
    ++ctx_.stats.server_errors[m.value("error", "?")];
    if (pending_) {
      // Our act was refused, so our view may be stale: ask for the whole state again and play on
      // from it. (Only then: answering every error with a request could loop on rate_limited.)
      pending_ = false;
      timeout_timer_.cancel();
      send(R"({"type":"state"})");
    }
  } else if (type == "chat") {
    if (m.contains("lines") && m["lines"].is_array()) ctx_.stats.chat_received += static_cast<long>(m["lines"].size());
  } else if (type != "pong") {
    bot_error("unknown_message_type");
  }
}

void Bot::on_state(const json& m) {
  if (m.contains("seat") && m["seat"].is_number_integer()) seat_ = m["seat"].get<int>();
  if (m.contains("result")) {
    if (!over_) {
      over_ = true;
      closed_ = true;
      act_timer_.cancel();
      timeout_timer_.cancel();
      if (ws_->is_open()) ws_->async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) {});
      if (ctx_.on_game_over && !ctx_.stopping) ctx_.on_game_over(game_, seat_);
    }
    return;
  }
  if (!m.contains("legal")) return;  // the other seat decides
  const auto& legal = m["legal"];
  if (!legal.is_array() || legal.empty()) return bot_error("empty_legal_list");
  last_state_ = m;
  schedule_act();
}

void Bot::schedule_act() {
  if (act_scheduled_ || pending_ || closed_) return;
  // Think time, and never faster than the server's per-connection rate limit allows.
  const auto now = Clock::now();
  // Think times vary (uniform from half to one and a half times --think-ms), so a thousand bots
  // that connected together do not all act in the same instant for the rest of the run.
  std::uniform_real_distribution<double> think(0.5 * ctx_.think_ms, 1.5 * ctx_.think_ms);
  auto at = now + ms(ctx_.think_ms > 0 ? think(ctx_.rng) : 0.0);
  at = std::max(at, last_send_ + ms(ctx_.min_gap_ms));
  act_scheduled_ = true;
  act_timer_.expires_at(at);
  act_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    self->act_scheduled_ = false;
    if (ec || self->closed_ || self->ctx_.stopping) return;
    self->act();
  });
}

void Bot::act() {
  const auto& legal = last_state_["legal"];
  std::uniform_int_distribution<size_t> pick(0, legal.size() - 1);
  const auto& choice = legal[pick(ctx_.rng)];
  if (!choice.contains("key") || !choice["key"].is_string()) return bot_error("legal_action_without_key");
  pending_key_ = choice["key"].get<std::string>();
  // A line of chat now and then, as players say (docs/protocol.md, "chat"): the server stores it
  // and sends it to both seats and every spectator, beside the moves being timed.
  if (ctx_.chat_every > 0 && ++acts_ % ctx_.chat_every == 0) {
    send(json{{"type", "chat"}, {"text", "bot line " + std::to_string(acts_) + " of game " + std::to_string(game_)}}.dump());
    ++ctx_.stats.chat_sent;
  }
  json a = {{"type", "act"}, {"key", pending_key_}};
  if (last_state_.contains("step")) a["step"] = last_state_["step"];
  pending_ = true;
  acked_ = false;
  sent_at_ = last_send_ = Clock::now();
  send(a.dump());
  arm_timeout();
}

void Bot::arm_timeout() {
  const uint64_t seq = ++seq_;
  timeout_timer_.expires_after(ms(ctx_.timeout_s * 1000));
  timeout_timer_.async_wait([self = shared_from_this(), seq](beast::error_code ec) {
    if (ec || seq != self->seq_ || !self->pending_ || self->closed_) return;
    ++self->ctx_.stats.timeouts;
    self->pending_ = false;
    self->send(R"({"type":"state"})");
  });
}

void Bot::send(std::string text) {
  if (closed_) return;
  out_.push_back(std::move(text));
  if (out_.size() == 1) write_next();
}

void Bot::write_next() {
  ws_->text(true);
  ws_->async_write(asio::buffer(out_.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
    if (self->out_.empty()) return;  // reconnected meanwhile
    self->out_.pop_front();
    if (ec) return;  // the read side counts the drop
    if (!self->out_.empty()) self->write_next();
  });
}

}  // namespace spaceline::load
