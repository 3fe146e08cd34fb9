// Interrupts that beam: Emergency Transporter Armbands (D-INT-17) and
// Near-Warp Transport (D-INT-18). Their beaming is beaming (R-BEAM-5): every
// check of a normal beaming applies (stopped personnel, cloaked ships,
// quarantine, Distortion Field, Atmospheric Ionization...), made for the player
// of the card, who may be the player whose turn it is not. What a card adds is
// the moment (Armbands: on the opponent's turn at the points of D-TIME-2, and
// inside a battle before its winner is determined, R-CARDRULE-11) or the reach
// (Near-Warp Transport: to a neighbouring location, past a Q-Net, R-BEAM-9).
//
// Playing the card names where from and where to: a ship or facility, or the
// mission card of a location standing for its planet. Once it resolves, its
// player picks the cards that beam one at a time (a PickBeamers choice), up to
// the card's limit of personnel, and stops when they like.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
// The location of a place: a ship or facility in space, or the location whose mission card it is (its planet).
int place_loc(const GameState& s, uint16_t t) {
  if (t >= s.cards.size()) return -1;
  const auto& d = s.def(t);
  if (d.type == CardType::Mission) {
    for (int l = 0; l < static_cast<int>(s.spaceline.size()); ++l)
      if (s.spaceline[l].mission == t) return s.has_planet(l) ? l : -1;
    return -1;
  }
  if ((d.type != CardType::Ship && d.type != CardType::Facility) || s.cards[t].zone != Zone::InPlay || s.cards[t].place != Place::Space)
    return -1;
  return s.cards[t].loc;
}
bool is_planet(const GameState& s, uint16_t t) { return s.def(t).type == CardType::Mission; }
}  // namespace

// The cards of `player` at place `source` (aboard it, or on its planet).
std::vector<CardId> GameState::beam_place_cards(uint16_t source, int player) const {
  const int loc = place_loc(*this, source);
  if (loc < 0) return {};
  std::vector<CardId> out;
  for (auto c : is_planet(*this, source) ? on_planet(player, loc) : aboard(source))
    if (cards[c].owner == player) out.push_back(c);
  return out;
}

// May card `c` of `player` be beamed by the card `in` from where it is to place `dest`? (R-BEAM-5)
bool GameState::card_beam_legal(const InterruptDef& in, CardId c, uint16_t dest, int player) const {
  if (def(c).type != CardType::Personnel && !(in.beams_equipment && def(c).works_as_equipment())) return false;
  const int dloc = place_loc(*this, dest);
  const auto& k = cards[c];
  if (dloc < 0 || k.zone != Zone::InPlay || k.owner != player) return false;
  const CardId to = is_planet(*this, dest) ? kPlanet : dest;
  if (k.loc == dloc) return beam_legal(c, to, dloc, -2, player);  // the normal checks, as they are
  // Near-Warp Transport, to a neighbouring location: the same checks, each side at its own location.
  const auto& d = def(c);
  if (d.type == CardType::Personnel && (k.flags & (kStopped | kDeactivated))) return false;  // R-BEAM-7
  if (k.has(kHouseArrest) && to == kPlanet) return false;                                  // R-AFF-7
  if (k.place == Place::Planet && (quarantined(c) || phased(c) || (!beam_holds.empty() && beam_up_held(c)))) return false;  // D-DIL-10
  if (held(c)) return false;
  if (k.place == Place::Aboard) {
    if (lasting_count_ && journey_of(k.host) != kNone) return false;  // D-DIL-8
    if (cards[k.host].has(kStopped) || cards[k.host].has(kCloaked)) return false;  // R-STATE-1, R-CLOAK-1
  }
  if (event_count_ && k.place == Place::Planet && !beam_hazard(c, dest, k.loc).empty()) return false;  // up from there
  if (to == kPlanet) {
    if (event_count_ && (location_destroyed(dloc) || !beam_hazard(c, kPlanet, dloc).empty())) return false;  // down there
    return can_join_planet(c, player, dloc);
  }
  if (cards[dest].owner != player || cards[dest].has(kCloaked)) return false;  // R-BEAM-2, R-CLOAK-1
  return compatible(c, dest);                                                 // R-BEAM-3
}

bool GameState::beam_interrupt_legal(const InterruptDef& in, uint16_t source, uint16_t dest, int player) const {
  // R-CARDRULE-11: never inside a mission attempt (a dilemma).
  if (attempt.active || source == dest) return false;
  const int sloc = place_loc(*this, source), dloc = place_loc(*this, dest);
  if (sloc < 0 || dloc < 0) return false;
  if (in.from_ship && def(source).type != CardType::Ship) return false;  // R-BEAM-9: not from an outpost
  for (uint16_t p : {source, dest})
    if (!is_planet(*this, p) && cards[p].owner != player) return false;
  if (in.reach == BeamReach::UpOrDown) {
    if (sloc != dloc || is_planet(*this, source) == is_planet(*this, dest)) return false;
  } else if (std::abs(sloc - dloc) != 1) {
    return false;
  }
  for (auto c : beam_place_cards(source, player))
    if (card_beam_legal(in, c, dest, player)) return true;
  return false;
}

void GameState::beam_interrupt_actions(CardId card, int player, std::vector<Action>& out) const {
  const auto& in = *def(card).interrupt;
  std::vector<uint16_t> places;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].owner == player && def(i).type != CardType::Mission && place_loc(*this, i) >= 0) places.push_back(i);
  for (const auto& L : spaceline)
    if (place_loc(*this, L.mission) >= 0) places.push_back(L.mission);
  for (auto from : places)
    for (auto to : places)
      if (in.reach == BeamReach::UpOrDown ? place_loc(*this, from) == place_loc(*this, to)
                                           : std::abs(place_loc(*this, from) - place_loc(*this, to)) == 1)
        if (interrupt_target_legal(card, from, player, to)) out.push_back(make_action(Act::PlayInterrupt, card, from, to));
}

void GameState::resolve_beam_interrupt(const InterruptDef& in, CardId card, uint16_t source, uint16_t dest, int player) {
  (void)in;
  beam_step = BeamStep{card, static_cast<uint8_t>(player), source, dest, 0};
  offer_beam_pick();
}

// The next card to beam, or done (kNone, always offered).
void GameState::offer_beam_pick() {
  const auto& st = beam_step;
  const auto& in = *def(st.card).interrupt;
  std::vector<uint16_t> options;
  for (auto c : beam_place_cards(st.source, st.player)) {
    const bool person = def(c).type == CardType::Personnel;
    if (person && in.max_personnel && st.personnel >= in.max_personnel) continue;
    if (card_beam_legal(in, c, st.dest, st.player)) options.push_back(c);
  }
  if (options.empty()) {
    finish_beam_pick();
    return;
  }
  options.push_back(kNone);
  choice = PendingChoice{ChoiceKind::PickBeamers, st.player, options};
}

void GameState::on_beam_pick(CardId picked) {
  if (picked == kNone) {
    finish_beam_pick();
    return;
  }
  auto& st = beam_step;
  const int dloc = place_loc(*this, st.dest);
  const CardId to = is_planet(*this, st.dest) ? kPlanet : st.dest;
  const bool to_ship = to != kPlanet && def(to).type == CardType::Ship;
  do_beam(picked, to, dloc, false, st.player);  // R-BEAM-5: counted by Atmospheric Ionization like any beaming
  // R-INFO-4: who goes aboard a ship is seen by its owner alone.
  log_event(Rule::CardBeamingIsBeaming, Ev::Beamed, st.player, picked, to, dloc, to_ship ? st.player : -1);
  if (def(picked).type == CardType::Personnel) ++st.personnel;
  offer_beam_pick();
}

void GameState::finish_beam_pick() {
  const auto st = beam_step;
  beam_step = BeamStep{};
  choice = PendingChoice{};
  log_event(def(st.card).interrupt->reach == BeamReach::UpOrDown ? Rule::EmergencyBeam : Rule::NearWarpTransport, Ev::InterruptBeamed,
            st.player, st.card, kNone, st.personnel);
  finish_resolving();
}

}  // namespace spaceline::stccg1e
