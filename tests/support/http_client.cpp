#include "support/http_client.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <chrono>
#include <memory>

namespace spaceline::test {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

http::request<http::string_body> make_request(const std::string& method, const std::string& target,
                                              const std::string& body, const std::string& token) {
  http::request<http::string_body> req(http::string_to_verb(method), target, 11);
  req.set(http::field::host, "127.0.0.1");
  req.set(http::field::content_type, "application/json");
  if (!token.empty()) req.set(http::field::authorization, "Bearer " + token);
  req.keep_alive(false);
  req.body() = body;
  req.prepare_payload();
  return req;
}

tcp::endpoint loopback(uint16_t port) { return {asio::ip::make_address("127.0.0.1"), port}; }

// One request on its own connection; keeps itself alive until the answer or the failure.
class AsyncCall : public std::enable_shared_from_this<AsyncCall> {
 public:
  AsyncCall(asio::io_context& io, http::request<http::string_body> req, std::function<void(HttpResult)> done)
      : stream_(io), req_(std::move(req)), done_(std::move(done)) {}

  void start(uint16_t port, double timeout_seconds, const std::string& from = "") {
    if (!from.empty()) {
      beast::error_code ec;
      stream_.socket().open(tcp::v4(), ec);
      if (!ec) stream_.socket().bind(tcp::endpoint(asio::ip::make_address(from), 0), ec);
      if (ec) return fail("bind " + from + ": " + ec.message());
    }
    stream_.expires_after(std::chrono::milliseconds(static_cast<int64_t>(timeout_seconds * 1000)));
    stream_.async_connect(loopback(port), [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->fail("connect: " + ec.message());
      http::async_write(self->stream_, self->req_, [self](beast::error_code ec, size_t) {
        if (ec) return self->fail("write: " + ec.message());
        http::async_read(self->stream_, self->buf_, self->res_, [self](beast::error_code ec, size_t) {
          if (ec) return self->fail("read: " + ec.message());
          HttpResult r;
          r.status = static_cast<int>(self->res_.result_int());
          r.body = nlohmann::json::parse(self->res_.body(), nullptr, false);
          beast::error_code ignored;
          self->stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
          self->done_(std::move(r));
        });
      });
    });
  }

 private:
  void fail(const std::string& why) {
    HttpResult r;
    r.failure = why;
    done_(std::move(r));
  }

  beast::tcp_stream stream_;
  http::request<http::string_body> req_;
  http::response<http::string_body> res_;
  beast::flat_buffer buf_;
  std::function<void(HttpResult)> done_;
};

}  // namespace

HttpResult http_call(uint16_t port, const std::string& method, const std::string& target, const std::string& body,
                     const std::string& token) {
  HttpResult out;
  try {
    asio::io_context io;
    beast::tcp_stream s(io);
    s.expires_after(std::chrono::seconds(120));
    s.connect(loopback(port));
    auto req = make_request(method, target, body, token);
    http::write(s, req);
    beast::flat_buffer buf;
    http::response<http::string_body> r;
    http::read(s, buf, r);
    beast::error_code ec;
    s.socket().shutdown(tcp::socket::shutdown_both, ec);
    out.status = static_cast<int>(r.result_int());
    out.body = nlohmann::json::parse(r.body(), nullptr, false);
  } catch (const std::exception& e) {
    out.failure = e.what();
  }
  return out;
}

void async_http_call(asio::io_context& io, uint16_t port, const std::string& method, const std::string& target,
                     const std::string& body, const std::string& token, double timeout_seconds,
                     std::function<void(HttpResult)> done) {
  std::make_shared<AsyncCall>(io, make_request(method, target, body, token), std::move(done))->start(port, timeout_seconds);
}

void async_http_call_from(asio::io_context& io, const std::string& from, uint16_t port, const std::string& method,
                          const std::string& target, const std::string& body, const std::string& token,
                          double timeout_seconds, std::function<void(HttpResult)> done) {
  std::make_shared<AsyncCall>(io, make_request(method, target, body, token), std::move(done))
      ->start(port, timeout_seconds, from);
}

}  // namespace spaceline::test
