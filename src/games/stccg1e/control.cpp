// Taking control of the opponent's cards (R-CARDRULE-3; Neural Servo Device,
// D-EVT-24). The controller treats them as their own in every way, so control
// is their `owner` for as long as it lasts; `controlled` remembers whose they
// really are, for the piles they go to when they leave play and for the end of
// control. A controlled group does not mix with its controller's own personnel.
#include <algorithm>

#include "games/stccg1e/state.h"

namespace spaceline::stccg1e {

int GameState::real_owner(CardId c) const {
  for (const auto& k : controlled)
    if (k.card == c) return k.owner;
  return cards[c].owner;
}

bool GameState::is_controlled(CardId c) const {
  return std::any_of(controlled.begin(), controlled.end(), [c](const Control& k) { return k.card == c; });
}

// The ship and everything aboard it change hands until the turn ends.
void GameState::take_control(CardId ship, int player, CardId by) {
  int taken = 0;
  auto take = [&](CardId c) {
    if (cards[c].owner == player || is_controlled(c)) return;  // the event itself, aboard as it resolves, is already theirs
    controlled.push_back(Control{c, cards[c].owner});
    cards[c].owner = static_cast<uint8_t>(player);
    ++taken;
  };
  take(ship);
  for (auto a : aboard(ship)) take(a);
  log_event(Rule::TakeControl, Ev::ControlTaken, player, ship, by, taken - 1);
  refresh_answer_masks();  // who may answer follows whose cards these are (D-TIME-1)
}

// "For one turn": as the turn ends, before anything at the end of a turn acts on "your" cards.
void GameState::end_control() {
  if (controlled.empty()) return;
  std::vector<Control> back;
  back.swap(controlled);
  for (const auto& k : back) cards[k.card].owner = k.owner;
  for (const auto& k : back)
    if (def(k.card).type == CardType::Ship && cards[k.card].zone == Zone::InPlay)
      log_event(Rule::TakeControl, Ev::ControlEnds, k.owner, k.card);
  refresh_answer_masks();
}

// R-CARDRULE-3: beaming between a controlled group and its controller's own cards is not allowed.
bool GameState::control_separates(CardId c, CardId dest, int loc) const {
  if (controlled.empty()) return false;
  const bool mine = is_controlled(c);
  if (dest != kPlanet) return dest < cards.size() && is_controlled(dest) != mine;
  for (auto o : on_planet(cards[c].owner, loc))
    if (o != c && def(o).type == CardType::Personnel && is_controlled(o) != mine) return true;
  return false;
}

}  // namespace spaceline::stccg1e
