// Cloaking (CRD IV.11.A Cloaking Devices; R-CLOAK-1/2, R-BATTLE-15; D-CLOAK-1/2):
// who may cloak or decloak a ship, and doing it. What a cloaked ship may not
// do is refused where that action is decided (beam_legal, attempt_legal,
// battle.cpp), each citing R-CLOAK-1 or R-BATTLE-15, so that no action list
// has to be filtered afterwards.
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// D-CLOAK-2: "personnel on board" means someone able to act: the ship owner's
// personnel, not stopped, not a deactivated hologram, not under house arrest.
// `candidates` is any superset of the cards aboard (orders_legal passes the
// active player's cards so the hot path does not rebuild the crew).
bool GameState::has_cloaking_crew(CardId ship, const std::vector<CardId>& candidates) const {
  for (auto m : candidates) {
    const auto& k = cards[m];
    if (k.place != Place::Aboard || k.host != ship || k.owner != cards[ship].owner) continue;
    if (def(m).type == CardType::Personnel && usable(m)) return true;
  }
  return false;
}

// Hot path: called for each of the active player's ships in space during orders.
void GameState::cloak_legal(CardId ship, const std::vector<CardId>& mine, std::vector<Action>& out) const {
  const auto& c = cards[ship];
  if (!def(ship).has_cloaking_device()) return;
  // R-STATE-1: a stopped ship takes no action; R-CLOAK-1: no cloak and decloak in one turn.
  if (c.flags & (kStopped | kCloakToggled)) return;
  if (!has_cloaking_crew(ship, mine)) return;
  out.push_back(make_action(c.has(kCloaked) ? Act::Decloak : Act::Cloak, ship));
}

std::string GameState::cloak_refusal(CardId ship, bool cloak, int player) const {
  auto cite = [](Rule r) {
    const auto& i = rule_info(r);
    return std::string(" (") + i.id + ", " + i.source + ")";
  };
  if (ship >= cards.size()) return "no such card";
  const auto& c = cards[ship];
  const auto& d = def(ship);
  if (d.type != CardType::Ship || c.owner != player || c.zone != Zone::InPlay || c.place != Place::Space)
    return d.name + " is not one of your ships in play";
  if (phase != Phase::Orders || active != player)
    return "ships cloak and decloak while their owner executes orders" + cite(Rule::CloakTiming);
  if (!d.has_cloaking_device()) return d.name + " has no cloaking device" + cite(Rule::Cloaking);
  if (cloak && c.has(kCloaked)) return d.name + " is already cloaked";
  if (!cloak && !c.has(kCloaked)) return d.name + " is not cloaked";
  if (c.has(kCloakToggled))
    return d.name + " has already " + (cloak ? "decloaked" : "cloaked") + " this turn: a ship may not cloak and decloak in the same turn" +
           cite(Rule::Cloaking);
  if (c.has(kStopped)) return d.name + " is stopped" + cite(Rule::Stopped);
  if (CardId j = journey_of(ship); j != kNone) return journey_refusal(ship, j);
  if (!has_cloaking_crew(ship, aboard(ship)))
    return "nobody aboard " + d.name + " can work its cloaking device: it " + (cloak ? "cloaks" : "decloaks") +
           " only with personnel of yours aboard who may act" + cite(Rule::Cloaking) + cite(Rule::CloakCrew);
  return "";
}

void GameState::set_cloak(CardId ship, bool cloak) {
  auto& c = cards[ship];
  if (cloak) c.flags |= kCloaked;
  else c.flags &= static_cast<uint16_t>(~kCloaked);
  c.flags |= kCloakToggled;
  // Public: a cloaked ship is turned on the table, in plain sight (R-INFO-4 hides only its crew).
  log_event(Rule::Cloaking, cloak ? Ev::Cloaked : Ev::Decloaked, active, ship, kNone, c.loc);
  // R-BATTLE-19: the Borg Ship skips cloaked ships and attacks them when they decloak.
  if (!cloak)
    if (CardId borg = borg_ship_at(c.loc); borg != kNone) borg_attack(borg, ship);
}

}  // namespace spaceline::stccg1e
