// Taking control of the opponent's cards (R-CARDRULE-3; Neural Servo Device,
// D-EVT-24; Lore Returns, D-BORG-8). The controller treats them as their own in
// every way, so control is their `owner` for as long as it lasts; `controlled`
// remembers whose they really are, for the piles they go to when they leave
// play and for the end of control. A controlled group does not mix with its
// controller's own personnel. Neural Servo Device's control ends with the turn;
// a ship commandeered by Rogue Borg stays theirs while they are aboard (D-EVT-28).
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

// The ship and everything aboard it change hands: until the turn ends, or for good (`lasting`, D-BORG-8).
void GameState::take_control(CardId ship, int player, CardId by, bool lasting) {
  int taken = 0;
  auto take = [&](CardId c) {
    if (cards[c].owner == player || is_controlled(c)) return;  // the event itself, aboard as it resolves, is already theirs
    controlled.push_back(Control{c, cards[c].owner, lasting});
    cards[c].owner = static_cast<uint8_t>(player);
    ++taken;
  };
  take(ship);
  for (auto a : aboard(ship)) take(a);
  if (lasting) log_event(Rule::Commandeered, Ev::Commandeered, player, ship, by, taken - 1);
  else log_event(Rule::TakeControl, Ev::ControlTaken, player, ship, by, taken - 1);
  refresh_answer_masks();  // who may answer follows whose cards these are (D-TIME-1)
}

// "For one turn": as the turn ends, before anything at the end of a turn acts on "your" cards.
// A commandeered ship stays with the Rogue Borg (D-BORG-8).
void GameState::end_control() {
  if (controlled.empty()) return;
  std::vector<Control> back, kept;
  for (const auto& k : controlled) (k.lasting ? kept : back).push_back(k);
  if (back.empty()) return;
  controlled.swap(kept);
  for (const auto& k : back) cards[k.card].owner = k.owner;
  for (const auto& k : back)
    if (def(k.card).type == CardType::Ship && cards[k.card].zone == Zone::InPlay)
      log_event(Rule::TakeControl, Ev::ControlEnds, k.owner, k.card);
  refresh_answer_masks();
}

bool GameState::commandeered(CardId ship) const {
  for (const auto& k : controlled)
    if (k.card == ship) return k.lasting;
  return false;
}

bool GameState::rogue_crewed(CardId ship, bool acting) const {
  if (controlled.empty() || !commandeered(ship)) return false;
  for (auto c : aboard(ship))
    if (is_rogue_borg(c) && cards[c].owner == cards[ship].owner && !(acting && cards[c].has(kStopped))) return true;
  return false;
}

// D-EVT-28: checked after every action. With none of its controller's Rogue Borg aboard (Hugh, a battle lost) a
// commandeered ship is its owner's again where it is, with what is aboard, and Lore Returns is discarded.
void GameState::check_commandeered() {
  for (size_t i = 0; i < controlled.size(); ++i) {
    const Control k = controlled[i];
    // Out of time (D-INT-16) it keeps everything aboard as it was, the commandeering too.
    if (!k.lasting || def(k.card).type != CardType::Ship || cards[k.card].zone != Zone::InPlay || rogue_crewed(k.card, false)) continue;
    const CardId ship = k.card;
    std::vector<CardId> lore;
    for (auto a : aboard(ship))
      if (def(a).plays_as_event() && def(a).event->effect == EventEffect::Commandeer) lore.push_back(a);
    std::vector<Control> kept;
    for (const auto& c : controlled) {
      const bool goes = c.card == ship || (cards[c.card].place == Place::Aboard && cards[c.card].host == ship);
      if (goes) cards[c.card].owner = c.owner;
      else kept.push_back(c);
    }
    controlled.swap(kept);
    log_event(Rule::CommandeerEnds, Ev::CommandeerEnds, cards[ship].owner, ship, lore.empty() ? kNone : lore.front());
    for (auto l : lore) move_to(l, Zone::Discard, -1);
    refresh_answer_masks();
    i = static_cast<size_t>(-1);  // the list changed: look again from the start
  }
}

// R-CARDRULE-3: beaming between a controlled group and its controller's own cards is not allowed.
// D-BORG-8: nothing beams aboard a commandeered ship, and only its Rogue Borg leave it (D-BORG-9).
bool GameState::control_separates(CardId c, CardId dest, int loc) const {
  if (controlled.empty()) return false;
  if (dest != kPlanet && dest < cards.size() && commandeered(dest)) return true;
  if (cards[c].place == Place::Aboard && commandeered(cards[c].host)) return true;
  const bool mine = is_controlled(c);
  if (dest != kPlanet) return dest < cards.size() && is_controlled(dest) != mine;
  for (auto o : on_planet(cards[c].owner, loc))
    if (o != c && def(o).type == CardType::Personnel && is_controlled(o) != mine) return true;
  return false;
}

}  // namespace spaceline::stccg1e
