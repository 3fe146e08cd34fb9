// Energy Vortex (CRD IV.8; D-INT-24): the opponent's card play from hand is
// undone at once. The card goes back to its owner's hand, the card play is
// theirs again, and they must use it on a different card if they can.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// The card play just made by the opponent, in the window right after it: an
// event still on the stack (EventPlayed), or a report or outpost just placed
// (CardPlayed). An event that has already resolved has acted and cannot be undone.
bool GameState::vortex_target_legal(uint16_t t, int player) const {
  if (choice.kind != ChoiceKind::Respond || windows.empty() || t >= cards.size()) return false;
  const auto& w = windows.back();
  if (w.opener == player || w.subject != t || cards[t].owner == player || player == active) return false;
  const auto& d = def(t);
  if (w.moment == Moment::EventPlayed)
    return cards[t].zone == Zone::Resolving && !resolving.empty() && resolving.back().card == t && resolving.back().as_event &&
           !resolving.back().nullified;
  if (w.moment != Moment::CardPlayed || cards[t].zone != Zone::InPlay || d.plays_as_event()) return false;
  return d.type == CardType::Personnel || d.type == CardType::Ship || d.type == CardType::Equipment || d.type == CardType::Facility;
}

void GameState::return_card_play(CardId c, CardId t, int player) {
  const int owner = cards[t].owner;
  move_to(t, Zone::Hand, owner);  // off the stack or off the table; an event on the stack then does nothing (resolve_top)
  auto& ps = players[owner];
  ps.vortexed.push_back(t);
  if (!ps.red_alert_plays) {  // under Red Alert! the card play is still going on (R-PLAY-4)
    if (ps.plays_made) --ps.plays_made;
    ps.card_played = ps.plays_made > 0;
    phase = Phase::PlayCard;
  }
  log_event(Rule::EnergyVortex, Ev::CardPlayReturned, player, t, c, owner);
}

}  // namespace spaceline::stccg1e
