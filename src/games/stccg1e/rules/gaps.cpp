// Gaps in Normal Space (CRD IV.7; R-ZONE-2, R-MOVE-9, D-MOVE-8): an event that is a
// spaceline location of its own. It is a Location whose card is the event (is_gap),
// a space location with the event's span and no mission on it: spans, RANGE,
// neighbours, the far end and Q's rearrangement count it like any other location.
// Played between two missions, it opens; a ship ending a move there loses personnel
// at random; leaving play, it closes and the ships there go to a neighbour.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// R-MOVE-9: between two missions, never beside another Gaps.
bool GameState::gap_fits(int left) const {
  return left >= 0 && left + 1 < static_cast<int>(spaceline.size()) && !is_gap(left) && !is_gap(left + 1);
}

void GameState::open_gap(CardId gap, int left) {
  const int at = left + 1;
  const int n = static_cast<int>(spaceline.size());
  Location L;
  L.mission = gap;
  spaceline.insert(spaceline.begin() + at, L);
  std::vector<int> new_of_old(n);
  for (int l = 0; l < n; ++l) new_of_old[l] = l < at ? l : l + 1;
  remap_locations(new_of_old);  // a Q-Net on that boundary stays beside the left mission (D-MOVE-8)
  cards[gap].loc = static_cast<int8_t>(at);
  log_event(Rule::GapsLocation, Ev::GapOpens, cards[gap].owner, gap, kNone, at);
}

// A ship that ends its move on the Gaps: personnel aboard, at random (R-INFO-1), are killed.
void GameState::gap_stop_kills(CardId ship, int dest) {
  if (dest < 0 || !is_gap(dest) || cards[ship].zone != Zone::InPlay) return;
  const CardId gap = spaceline[dest].mission;
  for (int k = 0; k < def(gap).event->kills_on_stop; ++k) {
    std::vector<CardId> aboard_now;
    for (auto c : aboard(ship))
      if (def(c).type == CardType::Personnel) aboard_now.push_back(c);
    if (aboard_now.empty()) return;
    const CardId victim = aboard_now[rng.below(static_cast<uint32_t>(aboard_now.size()))];
    log_event(Rule::GapsLocation, Ev::GapKills, cards[ship].owner, victim, gap, dest);
    kill(victim, Rule::GapsLocation);
  }
}

// R-MOVE-9, D-MOVE-8: the Gaps leaves play. The events on it go with it; each ship there
// goes to a neighbouring location that `player` (who made it leave) chooses; then it closes.
void GameState::close_gap(CardId gap, int player) {
  const int at = cards[gap].loc;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (i == gap || c.zone != Zone::InPlay || c.place != Place::None || c.loc != at || !def(i).plays_as_event()) continue;
    if (def(i).event->plays_on == EventTarget::Boundary) continue;  // a Q-Net is between locations, not on this one
    move_to(i, Zone::Discard, -1);
    log_event(Rule::GapsLocation, Ev::EventDiscarded, player, i);
  }
  gap_closing = GapClosing{gap, static_cast<uint8_t>(player), !resolving.empty()};
  offer_gap_ship();
}

bool GameState::offer_gap_ship() {
  const CardId gap = gap_closing.gap;
  const int at = cards[gap].loc;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::Space || c.loc != at) continue;
    choice = PendingChoice{ChoiceKind::GapShipTo, gap_closing.player,
                           {static_cast<uint16_t>(at - 1), static_cast<uint16_t>(at + 1)}};
    return true;
  }
  // Nobody left there: the gap closes up (the two missions become neighbours again).
  const int n = static_cast<int>(spaceline.size());
  std::vector<int> new_of_old(n);
  for (int l = 0; l < n; ++l) new_of_old[l] = l < at ? l : l == at ? -1 : l - 1;
  spaceline.erase(spaceline.begin() + at);
  cards[gap].loc = -1;
  remap_locations(new_of_old);
  move_to(gap, Zone::Discard, -1);
  log_event(Rule::GapsLocation, Ev::GapCloses, gap_closing.player, gap);
  gap_closing = GapClosing{};
  touch();
  return false;
}

// The first ship still on the Gaps goes to `dest`: relocated, not moved (R-MOVE-13): no RANGE, nothing passed.
bool GameState::on_gap_ship(uint16_t dest) {
  const int at = cards[gap_closing.gap].loc;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::Space || c.loc != at) continue;
    cards[i].loc = static_cast<int8_t>(dest);
    for (auto a : aboard(i)) cards[a].loc = static_cast<int8_t>(dest);
    log_event(Rule::GapClosing, Ev::Relocated, gap_closing.player, i, kNone, dest);
    break;
  }
  return offer_gap_ship();
}

}  // namespace spaceline::stccg1e
