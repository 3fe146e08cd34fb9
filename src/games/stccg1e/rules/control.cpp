// Taking control of the opponent's cards (R-CARDRULE-3; Neural Servo Device,
// D-EVT-24; Lore Returns, D-BORG-8). The controller treats them as their own in
// every way, so control is their `owner` for as long as it lasts; `controlled`
// remembers whose they really are, for the piles they go to when they leave
// play and for the end of control. A controlled group does not mix with its
// controller's own personnel. Neural Servo Device's control ends with the turn;
// a ship commandeered by Rogue Borg stays theirs while they are aboard (D-EVT-28);
// Alien Parasites (D-DIL-12/13) take a group the same way, in the middle of the
// opponent's turn, until the group is stopped.
#include <algorithm>

#include "games/stccg1e/state/state.h"

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
    controlled.push_back(Control{c, cards[c].owner, by, lasting});
    cards[c].owner = static_cast<uint8_t>(player);
    ++taken;
  };
  take(ship);
  for (auto a : aboard(ship)) take(a);
  if (lasting) log_event(Rule::Commandeered, Ev::Commandeered, player, ship, by, taken - 1);
  else log_event(Rule::TakeControl, Ev::ControlTaken, player, ship, by, taken - 1);
  refresh_answer_masks();  // who may answer follows whose cards these are (D-TIME-1)
}

namespace {
// Cards whose control ends are their owner's again; those on a planet leave the controller's Away
// Teams there, each team of them becoming a team of its owner's (a phased group stays one), and
// the teams then join as they may (D-GRP-2).
void give_back(GameState& s, const std::vector<Control>& back) {
  auto returning = [&](CardId o) { return std::any_of(back.begin(), back.end(), [o](const Control& r) { return r.card == o; }); };
  for (const auto& k : back) s.cards[k.card].owner = k.owner;
  struct Renamed {
    int8_t loc;
    uint8_t from, to;
  };
  std::vector<Renamed> renamed;
  for (const auto& k : back) {
    auto& c = s.cards[k.card];
    if (c.zone != Zone::InPlay || c.place != Place::Planet || s.def(k.card).type != CardType::Personnel) continue;
    auto same = std::find_if(renamed.begin(), renamed.end(), [&](const Renamed& r) { return r.loc == c.loc && r.from == c.team; });
    if (same != renamed.end()) {
      c.team = same->to;
      continue;
    }
    uint32_t used = 0;  // the owner's teams there, and those already given to returning teams
    for (CardId o = 0; o < s.cards.size(); ++o) {
      const auto& x = s.cards[o];
      if (x.zone == Zone::InPlay && x.place == Place::Planet && x.loc == c.loc && x.owner == c.owner &&
          s.def(o).type == CardType::Personnel && !returning(o))
        used |= 1u << x.team;
    }
    for (const auto& r : renamed)
      if (r.loc == c.loc) used |= 1u << r.to;
    int id = 0;
    while (id < kMaxTeams - 1 && (used >> id & 1)) ++id;
    renamed.push_back(Renamed{c.loc, c.team, static_cast<uint8_t>(id)});
    c.team = static_cast<uint8_t>(id);
  }
}
}  // namespace

// "For one turn": as the turn ends, before anything at the end of a turn acts on "your" cards.
// Control through Alien Parasites ends only when its group is stopped (D-DIL-13); a commandeered
// ship stays with the Rogue Borg (D-BORG-8).
void GameState::end_control() {
  if (controlled.empty()) return;
  std::vector<Control> back, keep;
  for (const auto& k : controlled) (k.lasting || (k.by != kNone && def(k.by).type == CardType::Dilemma) ? keep : back).push_back(k);
  if (back.empty()) return;
  controlled.swap(keep);
  give_back(*this, back);
  for (const auto& k : back)
    if (def(k.card).type == CardType::Ship && cards[k.card].zone == Zone::InPlay)
      log_event(Rule::TakeControl, Ev::ControlEnds, k.owner, k.card);
  refresh_answer_masks();
  regroup_teams();
}

// R-CARDRULE-3: beaming between a controlled group and its controller's own cards is not allowed. On a
// planet they are simply separate Away Teams (D-GRP-1), so beaming down is allowed.
// D-BORG-8: nothing beams aboard a commandeered ship, and only its Rogue Borg leave it (D-BORG-9).
bool GameState::control_separates(CardId c, CardId dest, int loc) const {
  (void)loc;
  if (controlled.empty()) return false;
  if (dest != kPlanet && dest < cards.size() && commandeered(dest)) return true;
  if (cards[c].place == Place::Aboard && commandeered(cards[c].host)) return true;
  if (dest == kPlanet) return false;
  return dest < cards.size() && is_controlled(dest) != is_controlled(c);
}

// ------------------------------------------------------------------------------------------------
// Alien Parasites (CRD IV.5B; R-CARDRULE-3, R-GRP-2; D-DIL-12/13). The infected Away Team beams back
// to where each member came from; the opponent controls every ship they went to with all aboard (at an
// outpost: its crew, not the outpost or the ships docked there) and acts with them as the turn's player,
// in the middle of this turn, until they are all stopped or the controller stops; then the dilemma goes
// back under its mission and the turn resumes.
void GameState::infect_group(CardId d) {
  const int owner = attempt.player, controller = 1 - owner, loc = attempt.loc;
  auto group = attempt_group();
  const bool already = group_control_active() ||
                       std::any_of(group.begin(), group.end(), [this](CardId c) { return !controlled.empty() && is_controlled(c); });
  if (already || group.empty()) {
    // D-DIL-13: a group already under control is not taken again (R-CARDRULE-3, as D-EVT-24).
    log_event(Rule::GroupControlEnds, Ev::GroupControlGone, owner, d);
    return;
  }
  std::vector<CardId> hosts, stay;
  for (auto m : group) {
    auto fits = [&](CardId h) {
      if (h == kNone || h >= cards.size()) return false;
      const auto& k = cards[h];
      return k.zone == Zone::InPlay && k.place == Place::Space && k.loc == loc && k.owner == owner && !k.has(kCloaked) &&
             (def(h).type == CardType::Ship || def(h).type == CardType::Facility) && compatible(m, h);
    };
    CardId to = fits(cards[m].from) ? cards[m].from : kNone;  // R-GRP-2: the ship or outpost it came from
    if (to == kNone) {
      // D-DIL-12: came from elsewhere (or that ship is gone): the first ship, else outpost, of its owner there it may be aboard.
      for (auto h : ships_at(owner, loc))
        if (to == kNone && fits(h)) to = h;
      for (auto h : outposts_at(owner, loc))
        if (to == kNone && fits(h)) to = h;
    }
    if (to == kNone) {
      stay.push_back(m);  // nowhere to go: controlled where it is
      continue;
    }
    do_beam(m, to, loc, true, owner);
    if (std::find(hosts.begin(), hosts.end(), to) == hosts.end()) hosts.push_back(to);
  }
  // Set aside while control lasts (CRD IV.5B), keeping its place in the stack for its return.
  remove_from_player_zones(d);
  cards[d].zone = Zone::InPlay;
  cards[d].place = Place::None;
  cards[d].host = kNone;
  ++placed_count_;
  int taken = 0;
  auto take = [&](CardId c) {
    if (cards[c].owner != owner || is_controlled(c)) return;
    controlled.push_back(Control{c, static_cast<uint8_t>(owner), d});
    cards[c].owner = static_cast<uint8_t>(controller);
    ++taken;
  };
  for (auto h : hosts) {
    const bool ship = def(h).type == CardType::Ship;
    if (ship) take(h);  // a ship with all aboard; an outpost's crew only
    for (auto a : aboard(h))
      if (ship || def(a).type == CardType::Personnel || def(a).works_as_equipment()) take(a);
  }
  for (auto m : stay) take(m);
  for (auto m : stay) cards[m].team = kMaxTeams - 1;  // out of the way while each finds its team
  for (auto m : stay) place_in_team(m, team_for(m, controller, loc));  // apart from the controller's own (R-CARDRULE-3)
  group_control = GroupControl{d, static_cast<uint8_t>(owner)};
  active = static_cast<uint8_t>(controller);  // the controller acts as the turn's player (D-DIL-13)
  log_event(Rule::AlienParasites, Ev::GroupInfected, controller, d, kNone, taken);
  refresh_answer_masks();
}

// After each action: once nobody of the controlled group may act any more (stopped, or gone) and
// nothing is under way, control ends (D-DIL-13).
void GameState::check_group_control() {
  if (!group_control_active() || phase == Phase::GameOver) return;
  if (choice.kind != ChoiceKind::None || !windows.empty() || !resolving.empty() || attempt.active || battle.active) return;
  for (const auto& k : controlled)
    if (k.by == group_control.dilemma && cards[k.card].zone == Zone::InPlay && def(k.card).type == CardType::Personnel && usable(k.card))
      return;
  end_group_control(false);
}

void GameState::end_group_control(bool by_choice) {
  const CardId d = group_control.dilemma;
  const int owner = group_control.turn_player, controller = 1 - owner;
  std::vector<Control> back, keep;
  for (const auto& k : controlled) (k.by == d ? back : keep).push_back(k);
  controlled.swap(keep);
  give_back(*this, back);
  log_event(Rule::GroupControlEnds, Ev::GroupControlEnds, controller, d, kNone, by_choice ? 1 : back.empty() ? 2 : 0);
  if (cards[d].zone == Zone::InPlay && cards[d].place == Place::None) {
    // CRD IV.5B: "replace dilemma under mission", where it was in the stack (D-SEED-3).
    cards[d].zone = Zone::UnderMission;
    if (placed_count_ > 0) --placed_count_;
    log_event(Rule::DilemmaLeaves, Ev::DilemmaReturned, owner, d);
  }
  group_control = GroupControl{};
  active = static_cast<uint8_t>(owner);  // the turn resumes
  refresh_answer_masks();
  regroup_teams();
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

}  // namespace spaceline::stccg1e
