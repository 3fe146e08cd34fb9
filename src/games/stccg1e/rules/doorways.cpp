// Doorways on the table (CRD III.1 step 1, CRD IV.6; R-DOOR-2, R-DOOR-3, D-DOOR-1): seeding one,
// its state, and the cards it lets through. Whether a card may come through is asked where the
// card would come into play (play_legal, interrupt_actions, seed_legal), so no list of actions is
// filtered afterwards.
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

DoorState GameState::door_state(CardId doorway) const {
  for (const auto& s : players[cards[doorway].owner].shut_doors)
    if (s.card == doorway) return s.state;
  return DoorState::Open;
}

bool GameState::door_open(int player, DoorOpens what) const {
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.owner != player || c.loc >= 0) continue;
    const auto& d = def(i);
    if (d.type == CardType::Doorway && d.doorway && d.doorway->opens == what && door_state(i) == DoorState::Open) return true;
  }
  return false;
}

bool GameState::doorway_placed(int player, uint16_t def_index) const {
  for (const auto& c : cards)
    if (c.zone == Zone::InPlay && c.owner == player && c.def == def_index) return true;
  return false;
}

// R-DOOR-3: "allowing your [AU] icon cards to enter play": the player's own door, open. Cards
// already through are never asked again (CRD II.1 Closed).
bool GameState::comes_through(int player, const CardDef& d) const {
  return !d.au_icon || door_open(player, DoorOpens::AuIcon);
}

// CRD III.1 step 1. D-DOOR-1: "Place one on table": a player seeds at most one copy of a doorway.
void GameState::doorway_seed_legal(std::vector<Action>& out) const {
  const int p = active;
  std::vector<uint16_t> offered;  // one action per title, not per copy
  for (auto c : players[p].seed_pile) {
    const auto& d = def(c);
    if (!d.seeds_as_doorway() || std::find(offered.begin(), offered.end(), cards[c].def) != offered.end()) continue;
    if (doorway_placed(p, cards[c].def)) continue;
    offered.push_back(cards[c].def);
    out.push_back(make_action(Act::SeedDoorway, c));
  }
}

void GameState::put_doorway_on_table(CardId doorway) {
  remove_from_player_zones(doorway);
  auto& c = cards[doorway];
  c.zone = Zone::InPlay;
  c.place = Place::None;
  c.loc = -1;
  c.host = kNone;
}

void GameState::seed_doorway(CardId doorway) {
  put_doorway_on_table(doorway);
  log_event(Rule::DoorStates, Ev::DoorwaySeeded, cards[doorway].owner, doorway);
}

}  // namespace spaceline::stccg1e
