#include "server/send_queue.h"

#include <algorithm>

namespace spaceline::server {

using nlohmann::json;

namespace {

// `newer` after `older` as one message: `newer` with `older`'s log lines before its own when they
// join up. False when they do not (then both must be sent).
bool absorb(const json& older, json& newer) {
  if (!newer.contains("log_from") || newer.value("log_from", size_t{0}) == 0) return true;  // the whole log
  if (!older.contains("log_from") || !older.contains("log") || !older["log"].is_array()) return false;
  const size_t old_from = older.value("log_from", size_t{0});
  if (old_from + older["log"].size() != newer.value("log_from", size_t{0})) return false;
  json lines = older["log"];
  for (auto& l : newer["log"]) lines.push_back(std::move(l));
  newer["log"] = std::move(lines);
  newer["log_from"] = old_from;
  return true;
}

}  // namespace

bool SendQueue::push(std::string text) {
  bytes_ += text.size();
  items_.push_back({std::make_shared<const std::string>(std::move(text)), false});
  return bytes_ <= max_bytes_;
}

bool SendQueue::push_state(SharedText state) {
  // The unsent state, if any: never the one being written. Only a client that reads slower than
  // its game moves gets here, so only it pays for parsing the two and writing one merged text.
  const auto first = items_.begin() + (front_in_flight_ ? 1 : 0);
  const auto old = std::find_if(first, items_.end(), [](const Item& i) { return i.state; });
  if (old != items_.end()) {
    json newer = json::parse(*state);
    if (absorb(json::parse(*old->text), newer)) {
      // Removed and queued again at the end: an "ack" queued after it still comes before the
      // state that shows its action.
      bytes_ -= old->text->size();
      items_.erase(old);
      state = std::make_shared<const std::string>(newer.dump());
    }
  }
  bytes_ += state->size();
  items_.push_back({std::move(state), true});
  return bytes_ <= max_bytes_;
}

const std::string& SendQueue::front() {
  front_in_flight_ = true;
  return *items_.front().text;
}

void SendQueue::pop_front() {
  bytes_ -= items_.front().text->size();
  items_.pop_front();
  front_in_flight_ = false;
}

void SendQueue::clear_unsent() {
  while (items_.size() > (front_in_flight_ ? 1u : 0u)) {
    bytes_ -= items_.back().text->size();
    items_.pop_back();
  }
}

}  // namespace spaceline::server
