#include "server/game_clock.h"

#include <algorithm>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace spaceline::server {

using nlohmann::json;

GameClock GameClock::start(int64_t minutes, size_t seats, int64_t minute_ms) {
  if (minutes < 1 || minutes > kMaxMinutes)
    throw std::invalid_argument("clock_minutes: expected 1 to " + std::to_string(kMaxMinutes) + " minutes, not " +
                                std::to_string(minutes));
  GameClock c;
  c.minutes = minutes;
  c.remaining_ms.assign(seats, minutes * std::clamp<int64_t>(minute_ms, 1, 60'000));
  return c;
}

std::string GameClock::to_text() const { return json{{"minutes", minutes}, {"remaining_ms", remaining_ms}}.dump(); }

GameClock GameClock::from_text(const std::string& text, size_t seats, const std::string& source) {
  const std::string where = source + ": clock";
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    throw std::invalid_argument(where + ": " + e.what());
  }
  if (!j.is_object() || !j.contains("minutes") || !j["minutes"].is_number_integer())
    throw std::invalid_argument(where + ".minutes: expected a whole number of minutes");
  const int64_t minutes = j["minutes"].get<int64_t>();
  if (minutes < 1 || minutes > kMaxMinutes)
    throw std::invalid_argument(where + ".minutes: expected 1 to " + std::to_string(kMaxMinutes) + ", not " + std::to_string(minutes));
  GameClock c = start(minutes, seats);
  const json& left = j.value("remaining_ms", json());
  if (!left.is_array() || left.size() != seats)
    throw std::invalid_argument(where + ".remaining_ms: expected one time per seat (" + std::to_string(seats) + ")");
  for (size_t i = 0; i < seats; ++i) {
    if (!left[i].is_number_integer() || left[i].get<int64_t>() < 0 || left[i].get<int64_t>() > c.minutes * 60'000)
      throw std::invalid_argument(where + ".remaining_ms[" + std::to_string(i) + "]: expected 0 to " +
                                  std::to_string(c.minutes * 60'000) + " milliseconds");
    c.remaining_ms[i] = left[i].get<int64_t>();
  }
  return c;
}

}  // namespace spaceline::server
