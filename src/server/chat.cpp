#include "server/chat.h"

#include "core/viewer.h"
#include "server/errors.h"

namespace spaceline::server {

std::string checked_chat_text(const std::string& text, size_t max_chars) {
  const size_t from = text.find_first_not_of(' ');
  if (from == std::string::npos) throw ClientError(400, "bad_field", "chat.text: empty");
  const std::string t = text.substr(from, text.find_last_not_of(' ') - from + 1);
  size_t chars = 0;
  for (const unsigned char c : t) {
    // The JSON reader has checked the UTF-8 already: a character is a byte that does not continue one.
    if ((c & 0xC0) != 0x80) ++chars;
    if (c < 0x20 || c == 0x7F)
      throw ClientError(400, "bad_field", "chat.text: a line of text, without control characters or line breaks");
  }
  if (chars > max_chars)
    throw ClientError(400, "bad_field", "chat.text: " + std::to_string(chars) + " characters; at most " + std::to_string(max_chars));
  return t;
}

bool may_read(int seat, storage::ChatChannel channel, bool finished) {
  return channel == storage::ChatChannel::Players || seat == kSpectator || finished;
}

nlohmann::json chat_json(const storage::ChatLine& l) {
  return {{"id", l.id},     {"channel", to_string(l.channel)}, {"from", l.name},
          {"seat", l.seat >= 0 ? nlohmann::json(l.seat) : nlohmann::json(nullptr)}, {"text", l.text}, {"at", l.at}};
}

bool AccountChatRate::take(storage::Id account) {
  std::lock_guard<std::mutex> lock(mutex_);
  const auto now = TokenBucket::clock::now();
  if (buckets_.size() > 10000)
    for (auto it = buckets_.begin(); it != buckets_.end();) {
      // A bucket that could give a whole burst again is as good as a new one.
      TokenBucket probe = it->second;
      bool full = true;
      for (int i = 0; i < static_cast<int>(burst_) && full; ++i) full = probe.take(now);
      it = full ? buckets_.erase(it) : std::next(it);
    }
  auto it = buckets_.try_emplace(account, per_second_, burst_, now).first;
  return it->second.take(now);
}

}  // namespace spaceline::server
