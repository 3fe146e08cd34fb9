#pragma once
// Who looks at a game. A player's seat (0, 1, ...) sees what that player may; two more viewers:
//   -1          everything (GameModule::log_lines for explain and tests; never sent to anyone)
//   kSpectator  no player: State::observation(kSpectator) and GameModule::log_lines(s, kSpectator)
//               show only what every player may see, and GameModule::hidden_from(s, kSpectator)
//               names every card hidden from someone. The server sends spectators this view.
namespace spaceline {

inline constexpr int kEveryone = -1;
inline constexpr int kSpectator = -2;

}  // namespace spaceline
