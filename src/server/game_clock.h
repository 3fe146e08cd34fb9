#pragma once
// A game's chess clock (issue 24; docs/protocol.md, "clock"): each person's seat has the same
// minutes at the start; a seat's time runs while it must decide (never a computer's seat, never
// while the computer thinks), and a seat whose time runs out loses the game. What is stored, with
// every action, is each seat's time left as of that action; a server that is down charges nobody,
// so the clocks are paused over a restart.
#include <cstdint>
#include <string>
#include <vector>

namespace spaceline::server {

struct GameClock {
  int64_t minutes = 0;                 // the time control: each seat's minutes at the start
  std::vector<int64_t> remaining_ms;   // each seat's time left when the last action was stored

  // A new clock for `seats` seats, a minute lasting `minute_ms` (60,000 but in tests:
  // HubLimits::clock_minute_ms); throws std::invalid_argument unless 1 <= minutes <= kMaxMinutes.
  static GameClock start(int64_t minutes, size_t seats, int64_t minute_ms = 60'000);
  // StoredGame::clock's text, and back: a damaged text is an std::invalid_argument naming `source`
  // and the field (a seat count other than the game's, a negative or too large time).
  std::string to_text() const;
  static GameClock from_text(const std::string& text, size_t seats, const std::string& source);

  static constexpr int64_t kMaxMinutes = 24 * 60;
};

}  // namespace spaceline::server
