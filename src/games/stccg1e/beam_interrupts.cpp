// Interrupts that beam (Emergency Transporter Armbands, D-INT-17). Their
// beaming is beaming (R-BEAM-5): every check of a normal beaming applies
// (beam_legal: stopped personnel, cloaked ships, quarantine, Distortion Field,
// Atmospheric Ionization...), made for the player of the card, who may be the
// player whose turn it is not. What the card adds is the moment: on the
// opponent's turn at the points of D-TIME-2, and inside a battle before its
// winner is determined (R-TIME-12, R-CARDRULE-11).
//
// One card beams one group, between one place and another at the same
// location (up or down): the action's target is a personnel of the player
// (that personnel alone), or the place the group leaves (a ship or facility:
// everyone of theirs aboard who may beam; the mission card of the location:
// everyone of theirs on its planet who may beam); `extra` is where they go
// (a ship or facility, or kPlanet).
#include <algorithm>

#include "games/stccg1e/state.h"

namespace spaceline::stccg1e {

namespace {
bool beams_personnel(const GameState& s, CardId c) { return s.def(c).type == CardType::Personnel; }
}  // namespace

// The personnel `t` stands for (see above), at `loc`, and the source place of the group.
std::vector<CardId> GameState::beam_interrupt_group(uint16_t t, uint16_t dest, int player, int& loc) const {
  std::vector<CardId> out;
  loc = -1;
  if (t >= cards.size()) return out;
  const auto& k = cards[t];
  if (def(t).type == CardType::Personnel) {
    if (k.owner != player || k.zone != Zone::InPlay) return out;
    loc = k.loc;
    out.push_back(t);
    return out;
  }
  if (def(t).type == CardType::Mission) {  // the planet of that location: the player's Away Team there
    for (int l = 0; l < static_cast<int>(spaceline.size()); ++l)
      if (spaceline[l].mission == t || spaceline[l].shared == t) loc = l;
    if (loc < 0 || dest == kPlanet) return out;
    for (auto c : on_planet(player, loc))
      if (beams_personnel(*this, c)) out.push_back(c);
    return out;
  }
  if ((def(t).type != CardType::Ship && def(t).type != CardType::Facility) || k.zone != Zone::InPlay || k.place != Place::Space ||
      dest != kPlanet)
    return out;
  loc = k.loc;
  for (auto c : aboard(t))
    if (cards[c].owner == player && beams_personnel(*this, c)) out.push_back(c);
  return out;
}

bool GameState::beam_interrupt_legal(const InterruptDef& in, uint16_t t, uint16_t dest, int player) const {
  (void)in;
  // R-CARDRULE-11: never inside a mission attempt (a dilemma), and in a battle only before its winner is known.
  if (attempt.active) return false;
  int loc = -1;
  const auto group = beam_interrupt_group(t, dest, player, loc);
  if (group.empty() || loc < 0) return false;
  // Up or down only: one end is the planet (R-CARDRULE-11).
  const bool from_planet = cards[group.front()].place == Place::Planet;
  if (from_planet == (dest == kPlanet)) return false;
  const bool single = def(t).type == CardType::Personnel;
  int legal = 0;
  for (auto c : group) legal += beam_legal(c, dest, loc, -2, player);
  // R-BEAM-5: a group beams whoever of it may (as "beam everyone" does); a single personnel must itself be able to.
  return single ? legal == 1 : legal >= 2;  // a group of one is the single form
}

void GameState::beam_interrupt_actions(CardId card, int player, std::vector<Action>& out) const {
  auto offer = [&](uint16_t t, uint16_t dest) {
    if (interrupt_target_legal(card, t, player, dest)) out.push_back(make_action(Act::PlayInterrupt, card, t, dest));
  };
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& k = cards[i];
    if (k.zone != Zone::InPlay || k.owner != player) continue;
    const int loc = k.loc;
    if (def(i).type == CardType::Personnel) {
      if (k.place == Place::Aboard) {
        offer(i, kPlanet);
      } else if (k.place == Place::Planet) {
        for (CardId h = 0; h < cards.size(); ++h)
          if (cards[h].zone == Zone::InPlay && cards[h].place == Place::Space && cards[h].loc == loc && cards[h].owner == player &&
              (def(h).type == CardType::Ship || def(h).type == CardType::Facility))
            offer(i, h);
      }
    } else if (k.place == Place::Space && (def(i).type == CardType::Ship || def(i).type == CardType::Facility)) {
      offer(i, kPlanet);                       // everyone down
      offer(spaceline[loc].mission, i);        // everyone up, to this ship or facility
    }
  }
}

void GameState::resolve_beam_interrupt(const InterruptDef& in, CardId card, uint16_t t, uint16_t dest, int player) {
  int loc = -1;
  const auto group = beam_interrupt_group(t, dest, player, loc);
  int beamed = 0;
  if (beam_interrupt_legal(in, t, dest, player))
    for (auto c : group)
      if (beam_legal(c, dest, loc, -2, player)) {
        const bool to_ship = dest != kPlanet && def(dest).type == CardType::Ship;
        do_beam(c, dest, loc, false, player);  // R-BEAM-5: counted by Atmospheric Ionization like any beaming
        // R-INFO-4: who goes aboard a ship is seen by its owner alone.
        log_event(Rule::CardBeamingIsBeaming, Ev::Beamed, player, c, dest, loc, to_ship ? player : -1);
        ++beamed;
      }
  log_event(Rule::EmergencyBeam, Ev::EmergencyBeamed, player, card, kNone, beamed);
}

}  // namespace spaceline::stccg1e
