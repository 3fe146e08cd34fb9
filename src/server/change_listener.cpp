#include "server/change_listener.h"

#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <optional>

namespace spaceline::server {

namespace asio = boost::asio;

struct ChangeListener::Impl : std::enable_shared_from_this<Impl> {
  asio::io_context& io;
  storage::Store& store;
  GameHub& hub;
  std::function<void(const std::string&)> report;
  std::chrono::milliseconds retry;
  std::unique_ptr<storage::GameChangeFeed> feed;
  std::optional<asio::posix::stream_descriptor> socket;
  asio::steady_timer timer;
  bool stopped = false;

  Impl(asio::io_context& io, storage::Store& store, GameHub& hub, std::function<void(const std::string&)> report,
       std::chrono::milliseconds retry)
      : io(io), store(store), hub(hub), report(std::move(report)), retry(retry), timer(io) {}

  // The descriptor belongs to the feed's connection: let go of it rather than close it.
  void drop_socket() {
    if (!socket) return;
    boost::system::error_code ec;
    socket->cancel(ec);
    socket->release();
    socket.reset();
  }

  enum class Opened { Yes, NoFeed, Failed };
  Opened open() {
    try {
      feed = store.change_feed();
    } catch (const storage::StoreError& e) {
      if (report) report(e.what());
      feed.reset();
      return Opened::Failed;
    }
    if (!feed) return Opened::NoFeed;
    socket.emplace(io, feed->socket());
    return Opened::Yes;
  }

  void wait() {
    socket->async_wait(asio::posix::stream_descriptor::wait_read,
                       [self = shared_from_this()](const boost::system::error_code& ec) { self->readable(ec); });
  }

  void readable(const boost::system::error_code& ec) {
    if (stopped || ec == asio::error::operation_aborted) return;
    try {
      if (ec) throw storage::StoreError("the change feed's socket failed: " + ec.message());
      for (storage::Id id : feed->take_changes()) {
        try {
          hub.catch_up(id);
        } catch (const std::exception& e) {
          // One game that cannot catch up must not stop the others from doing so.
          if (report) report("game " + std::to_string(id) + ": " + e.what());
        }
      }
      wait();
    } catch (const storage::StoreError& e) {
      if (report) report(std::string(e.what()) + "; listening again in " + std::to_string(retry.count()) + " ms");
      drop_socket();
      feed.reset();
      reopen_later();
    }
  }

  void reopen_later() {
    timer.expires_after(retry);
    timer.async_wait([self = shared_from_this()](const boost::system::error_code& ec) {
      if (ec || self->stopped) return;
      if (self->open() != Opened::Yes) return self->reopen_later();
      if (self->report) self->report("listening for other servers' changes again");
      // What changed while nobody listened was not heard: every held game looks at the store.
      try {
        self->hub.catch_up_all();
      } catch (const std::exception& e) {
        if (self->report) self->report(e.what());
      }
      self->wait();
    });
  }
};

ChangeListener::ChangeListener(asio::io_context& io, storage::Store& store, GameHub& hub,
                               std::function<void(const std::string&)> report, std::chrono::milliseconds retry)
    : impl_(std::make_shared<Impl>(io, store, hub, std::move(report), retry)) {}

ChangeListener::~ChangeListener() {
  impl_->stopped = true;
  impl_->timer.cancel();
  impl_->drop_socket();
}

bool ChangeListener::start() {
  switch (impl_->open()) {
    case Impl::Opened::NoFeed: return false;
    case Impl::Opened::Failed: impl_->reopen_later(); return true;  // refused for now: try again
    case Impl::Opened::Yes: impl_->wait(); return true;
  }
  return false;
}

}  // namespace spaceline::server
