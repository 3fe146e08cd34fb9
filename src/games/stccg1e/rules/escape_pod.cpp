// Escape Pod (CRD IV.8; D-INT-19, D-INT-20): "Plays on ship being destroyed.
// Escape pod saves entire crew. Unseen by enemy ships, crew remains in pod until
// personnel rescued. Discard after rescue."
//
// Played in the moment before its player's ship is destroyed (doom_moments.cpp),
// it takes that player's personnel off the ship before the ship goes, so they are
// never discarded with it. The card then lies in space at that location as a pod:
// a place, not a ship. It cannot move, attack or be attacked, and no card may
// target it (none targets anything but ships, facilities and personnel); its crew
// is hidden from the opponent as a ship's is (R-INFO-4) and does nothing until it
// is beamed aboard a ship or facility of theirs there (the rescue, under every
// normal beaming rule). The pod is discarded once nobody is left in it.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

bool GameState::save_crew_target_legal(uint16_t t, int player) const {
  if (choice.kind != ChoiceKind::Respond || windows.empty() || windows.back().moment != Moment::Doomed) return false;
  if (!ship_in_space(t) || cards[t].owner != player) return false;
  const bool doomed = std::any_of(doom.dooms.begin(), doom.dooms.end(), [t](const Doom& d) { return d.ship && d.card == t; });
  if (!doomed) return false;
  for (auto a : aboard(t))
    if (def(a).type == CardType::Personnel && cards[a].owner == player) return true;  // a crew to save
  return false;
}

// D-INT-19: resolved while the ship is still waiting for its moment. Only personnel are crew:
// equipment, the opponent's cards and the cards played on the ship go with it.
// With nobody of theirs aboard any more, it does nothing and is discarded as it resolves.
void GameState::launch_pod(CardId pod, CardId ship, int player) {
  std::vector<CardId> crew;
  for (auto m : aboard(ship))
    if (def(m).type == CardType::Personnel && cards[m].owner == player) crew.push_back(m);
  if (crew.empty()) return;
  place_in_space(pod, cards[ship].loc);
  for (auto m : crew) place_aboard(m, pod);
  log_event(Rule::EscapePod, Ev::PodLaunched, player, pod, ship, static_cast<int>(crew.size()));
}

// D-INT-20: "discard after rescue": once its last personnel has left it, however they left.
void GameState::pod_emptied(CardId pod, int player) {
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::InPlay && cards[i].place == Place::Aboard && cards[i].host == pod) return;
  move_to(pod, Zone::Discard, -1);
  log_event(Rule::EscapePodRescue, Ev::PodDiscarded, player, pod);
}

}  // namespace spaceline::stccg1e
