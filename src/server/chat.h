#pragma once
// A game's chat (issue 24; docs/protocol.md, "chat"): the checks a line passes and the limits on
// who may write how much. Players and spectators each have their own channel; players' is read by
// everyone watching, spectators' only by spectators while the game is played (so no one in the
// stands can tell a player what to do), by everyone once it is over. A line is text: the server
// sends it as a JSON string and the client puts it in a text node, never HTML.
#include <cstddef>
#include <map>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

#include "storage/store.h"
#include "server/token_bucket.h"

namespace spaceline::server {

struct ChatLimits {
  size_t max_chars = 300;          // a line's length in characters (UTF-8 code points); longer is refused
  size_t lines_kept = 100;         // per channel held in memory, and sent to whoever starts watching
  int max_lines_per_game = 2000;   // per channel stored with the game; then "chat_full"
  double account_per_minute = 30;  // one account's lines a minute over all its sockets and games...
  double account_burst = 10;       // ...up to this many at once
};

// The line as it is stored: without spaces at either end. Throws ClientError (400 bad_field) for
// an empty line, one with control characters (a newline included), or one over `max_chars`.
std::string checked_chat_text(const std::string& text, size_t max_chars);

// Whether a viewer in `seat` (kSpectator for a spectator) reads `channel` of a game that is
// `finished` or not.
bool may_read(int seat, storage::ChatChannel channel, bool finished);

// The protocol's form of a line: {"id", "channel", "from", "seat", "text", "at"}.
nlohmann::json chat_json(const storage::ChatLine& line);

// Each account's chat rate, over all its sockets (a socket has its own as well, server.cpp).
// Bounded: past 10,000 accounts, those whose bucket is full again are forgotten.
class AccountChatRate {
 public:
  AccountChatRate(double per_minute, double burst) : per_second_(per_minute / 60.0), burst_(burst) {}
  bool take(storage::Id account);

 private:
  std::mutex mutex_;
  double per_second_, burst_;
  std::map<storage::Id, TokenBucket> buckets_;
};

}  // namespace spaceline::server
