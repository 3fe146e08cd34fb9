#pragma once
// Keeps the games this server holds in step with other server processes on the same database
// (issue 10, part 2: PostgreSQL "for more than one server process"). It waits on the store's
// change feed in the I/O loop and tells the hub (thread-safe, game_hub.h) which games changed. A lost feed is opened again after a pause, and then every
// held game catches up, since changes made meanwhile were not heard.
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include <boost/asio/io_context.hpp>

#include "server/game_hub.h"
#include "storage/store.h"

namespace spaceline::server {

class ChangeListener {
 public:
  // `report` is told of a lost or reopened feed (the serve command prints it).
  ChangeListener(boost::asio::io_context& io, storage::Store& store, GameHub& hub,
                 std::function<void(const std::string&)> report, std::chrono::milliseconds retry = std::chrono::seconds(1));
  ~ChangeListener();
  // False when the store has no change feed (SQLite): there is nothing to listen to.
  bool start();

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;
};

}  // namespace spaceline::server
