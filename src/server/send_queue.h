#pragma once
// What a WebSocket has yet to send, bounded (issue 23): a client that asks for more than it reads
// must not grow the server's memory. A `state` message makes every unsent one before it useless,
// so an unsent state is replaced by the newest (carrying over the log lines only it had), and
// the total of unsent bytes is capped: past the cap the caller closes the connection.
//
// Messages are shared, immutable texts: a broadcast serializes one state per seat and queues that
// same text on every socket watching from the seat (issue 23, part 7), so a thousand spectators
// cost a thousand pointers, not a thousand copies. Each socket still counts the full size against
// its own cap: the cap bounds what one client makes the server hold on its behalf.
#include <cstddef>
#include <deque>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

namespace spaceline::server {

using SharedText = std::shared_ptr<const std::string>;

class SendQueue {
 public:
  explicit SendQueue(size_t max_bytes) : max_bytes_(max_bytes) {}
  // Each returns false when the unsent bytes now pass the cap (the message is queued anyway).
  bool push(std::string text);
  bool push_state(SharedText state);
  bool push_state(const nlohmann::json& state) { return push_state(std::make_shared<const std::string>(state.dump())); }

  bool empty() const { return items_.empty(); }
  // The message to write next; it is in flight (never replaced) until pop_front().
  const std::string& front();
  void pop_front();
  void clear_unsent();  // all but the message in flight
  size_t bytes() const { return bytes_; }

 private:
  struct Item {
    SharedText text;
    bool state = false;
  };
  size_t max_bytes_;
  size_t bytes_ = 0;
  bool front_in_flight_ = false;
  std::deque<Item> items_;
};

}  // namespace spaceline::server
