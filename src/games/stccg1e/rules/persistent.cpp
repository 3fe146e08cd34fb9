// Dilemmas with lasting effects on a ship (CRD III.3 "Discarding Dilemmas"
// case 5, R-DIL-4, R-DIL-8; CRD IV.5A): they play on the ship, act at the
// end of its owner's turns, and leave when cured.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

std::vector<CardId> GameState::dilemmas_on(CardId ship) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone == Zone::InPlay && c.place == Place::Aboard && c.host == ship && def(i).type == CardType::Dilemma) out.push_back(i);
  }
  return out;
}

void GameState::refresh_ship_conditions(CardId ship) {
  auto& s = cards[ship];
  s.flags &= static_cast<uint16_t>(~(kInfected | kImmobile | kEmpathsDisabled));
  if (s.zone != Zone::InPlay) return;
  for (auto d : dilemmas_on(ship)) {
    const auto& b = *def(d).dilemma;
    if (b.lose_first_skill) s.flags |= kInfected;
    if (b.blocks_movement) s.flags |= kImmobile;
    if (b.disables_empaths) s.flags |= kEmpathsDisabled;
  }
}

void GameState::attach_dilemma(CardId d, CardId ship) {
  place_aboard(d, ship);
  auto& c = cards[d];
  c.flags |= kFresh;
  ++lasting_count_;
  const auto& b = *def(d).dilemma;
  c.counter = static_cast<uint8_t>(b.destroy_after_full_turns);
  if (b.journey_to_far_end) add_journey(d, ship);
  log_event(Rule::DilemmaLeaves, Ev::DilemmaAttached, attempt.player, d, ship);
  if (b.journey_to_far_end) {
    // R-MOVE-11: the end more locations away; equally far, one at random (R-INFO-1).
    const int to_left = cards[ship].loc, to_right = static_cast<int>(spaceline.size()) - 1 - cards[ship].loc;
    bool left = to_left > to_right || (to_left == to_right && rng.below(2) == 0);
    c.counter = left ? 1 : 2;
    log_event(Rule::Cytherians, Ev::JourneyBegins, cards[ship].owner, d, ship, journey_target(d));
  }
  refresh_ship_conditions(ship);
  if (b.disable_each_turn) ktarian_game_strikes(d);  // "now and at the start of each of your turns"
  check_cures();  // R-DIL-2 step 8: a cure already met ends it at once
}

namespace {
// D-SKILL-2: a usable personnel of the ship's owner aboard that nullifies the dilemma where present
// (Robin Lefler and Ktarian Game), kNone if none.
CardId crew_nullifier(const GameState& s, CardId dilemma, CardId ship) {
  for (auto p : s.aboard(ship)) {
    const auto& d = s.def(p);
    if (d.type != CardType::Personnel || !d.personnel || s.cards[p].owner != s.cards[ship].owner || !s.usable(p)) continue;
    for (const auto& n : d.personnel->nullifies_dilemmas)
      if (names_card(n, s.def(dilemma).name)) return p;
  }
  return kNone;
}
}  // namespace

void GameState::check_cures() {
  if (lasting_count_ == 0) return;
  for (CardId d = 0; d < cards.size(); ++d) {
    const auto& c = cards[d];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard) continue;
    if (def(d).sets_journey() && journey_ends(d)) continue;
    if (def(d).type != CardType::Dilemma) continue;
    const auto& b = *def(d).dilemma;
    if (game_kinds_ & kPersonnelText) {
      if (CardId by = crew_nullifier(*this, d, c.host); by != kNone) {
        const CardId ship = c.host;
        move_to(d, Zone::Discard, -1);  // R-NULL-1: no effect from now on, no points
        log_event(Rule::PersonnelNullifies, Ev::DilemmaNullified, cards[ship].owner, d, by);
        refresh_ship_conditions(ship);
        continue;
      }
    }
    if (!b.cure) continue;
    CardId ship = c.host;
    std::vector<CardId> crew;
    for (auto p : aboard(ship))
      if (def(p).type == CardType::Personnel && usable(p)) crew.push_back(p);
    std::vector<CardId> none;
    ReqContext ctx{this, &crew, &none, ship_shields(ship)};
    if (!evaluate(*b.cure, ctx).met) continue;
    // R-DIL-8 / R-DIL-7 (b): cured; points only where the card gives them for curing.
    int owner = cards[ship].owner;
    if (b.cure_scores && def(d).points) {
      players[owner].score += def(d).points;
      move_to(d, Zone::Bonus, owner);
      log_event(Rule::DilemmaPoints, Ev::DilemmaCured, owner, d, ship, def(d).points);
    } else {
      move_to(d, Zone::Discard, -1);
      log_event(Rule::DilemmaCure, Ev::DilemmaCured, owner, d, ship, 0);
    }
    refresh_ship_conditions(ship);
    check_victory();
  }
}

void GameState::end_of_turn_effects() {
  if (lasting_count_ == 0) return;
  // R-TURN-2: end-of-turn effects happen just before the end-of-turn draw.
  for (CardId d = 0; d < cards.size() && phase != Phase::GameOver; ++d) {
    auto& c = cards[d];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || def(d).type != CardType::Dilemma) continue;
    CardId ship = c.host;
    if (cards[ship].owner != active) continue;  // "your turn" is the affected player's (R-DUR-3)
    const auto& b = *def(d).dilemma;
    if (b.range_loss_per_turn) {
      c.counter = static_cast<uint8_t>(c.counter + b.range_loss_per_turn);
      log_event(Rule::DilemmaComponents, Ev::RangeReduced, active, d, ship, effective_range(ship));
      if (effective_range(ship) <= 0) {
        destroy_ship(ship, Rule::Destroyed);
        continue;
      }
    }
    if (b.destroy_after_full_turns) {
      // R-DUR-1: a full turn never counts the turn in progress.
      if (c.flags & kFresh) {
        c.flags &= static_cast<uint16_t>(~kFresh);
        continue;
      }
      if (c.counter > 0) c.counter--;
      log_event(Rule::DilemmaComponents, Ev::Countdown, active, d, ship, c.counter);
      if (c.counter == 0) destroy_ship(ship, Rule::Destroyed);
    }
  }
}

}  // namespace spaceline::stccg1e

// ------------------------------------------------------------------------------------------------
// Dilemmas with lasting effects on personnel (R-DIL-4 case 6; D-DIL-4..6): REM Fatigue
// Hallucinations, Hyper-Aging, Alien Abduction. The dilemma card is in play at the location where
// it was met; `afflictions` lists the personnel it plays on. It counts down in full turns of their
// owner (R-DUR-1), is cured where they are (R-DIL-8), and leaves when nobody is left under it.
namespace spaceline::stccg1e {

namespace {
// The personnel on whom `d` plays.
std::vector<CardId> afflicted_by(const GameState& s, CardId d) {
  std::vector<CardId> out;
  for (const auto& a : s.afflictions)
    if (a.dilemma == d) out.push_back(a.personnel);
  return out;
}
}  // namespace

bool GameState::quarantined(CardId c) const {
  if (afflictions.empty()) return false;
  for (const auto& a : afflictions)
    if (a.personnel == c && def(a.dilemma).dilemma->quarantine) return true;
  return false;
}

void GameState::play_on_personnel(CardId d, const std::vector<CardId>& who) {
  const auto& b = *def(d).dilemma;
  auto& k = cards[d];
  remove_from_player_zones(d);
  if (k.zone != Zone::InPlay || k.place != Place::None) ++placed_count_;
  k.zone = Zone::InPlay;
  k.place = Place::None;
  k.host = kNone;
  k.loc = attempt.loc;
  // R-DUR-1: the turn it is met in is not a full turn.
  k.flags |= kFresh;
  k.counter = static_cast<uint8_t>(b.kill_after_full_turns);
  for (auto p : who) {
    afflictions.push_back({d, p});
    if (b.holds) {
      place_aboard(p, d);  // D-DIL-6: atop the mission, out of the Away Team
      cards[p].flags &= static_cast<uint16_t>(~kStopped);
      log_event(Rule::HeldAtopMission, Ev::HeldAtopMission, cards[p].owner, d, p, attempt.loc);
    } else {
      log_event(b.quarantine ? Rule::Quarantine : b.phased ? Rule::PhasedState : Rule::PersonnelDilemma, Ev::PlaysOnPersonnel,
                cards[p].owner, d, p, b.kill_after_full_turns);
    }
  }
  if (who.empty()) {
    log_event(Rule::DilemmaNoTarget, Ev::NoCondition, attempt.player, d);
    move_to(d, Zone::Discard, -1);
    log_event(Rule::DilemmaLeaves, Ev::DilemmaDiscarded, attempt.player, d);
    return;
  }
  check_personnel_dilemmas();  // R-DIL-2 step 8: a cure already met ends it at once
}

// The dilemma leaves play: to the bonus area of the player it afflicted when cured with points
// (R-DIL-7 b), else to the discard pile; held personnel are freed onto the planet first (D-DIL-6).
void GameState::personnel_dilemma_ends(CardId d, bool scored) {
  int victim_owner = -1;
  for (const auto& a : afflictions)
    if (a.dilemma == d) victim_owner = cards[a.personnel].owner;
  for (auto p : aboard(d)) {
    place_on_planet(p, cards[d].loc);
    log_event(Rule::HeldAtopMission, Ev::Freed, cards[p].owner, d, p, cards[d].loc);
  }
  afflictions.erase(std::remove_if(afflictions.begin(), afflictions.end(), [d](const Affliction& a) { return a.dilemma == d; }),
                    afflictions.end());
  if (scored && victim_owner >= 0 && def(d).points) {
    players[victim_owner].score += def(d).points;
    move_to(d, Zone::Bonus, victim_owner);
    log_event(Rule::DilemmaPoints, Ev::PersonnelDilemmaCured, victim_owner, d, kNone, def(d).points);
    check_victory();
  } else {
    move_to(d, Zone::Discard, -1);
  }
}

// After every action (R-DIL-8), after the effect (R-DIL-2 step 8) and at the start of a turn.
void GameState::check_personnel_dilemmas() {
  if (afflictions.empty()) return;
  std::vector<CardId> dilemmas;  // before pruning: one whose personnel are all gone must still leave
  for (const auto& a : afflictions)
    if (cards[a.dilemma].zone == Zone::InPlay && std::find(dilemmas.begin(), dilemmas.end(), a.dilemma) == dilemmas.end())
      dilemmas.push_back(a.dilemma);
  // Personnel gone from play (killed, discarded, captured) carry no dilemma any more.
  afflictions.erase(std::remove_if(afflictions.begin(), afflictions.end(),
                                   [this](const Affliction& a) {
                                     // Out of time is not gone: it keeps its dilemma for its return (R-DUR-5, D-INT-16).
                                     return (cards[a.personnel].zone != Zone::InPlay && cards[a.personnel].zone != Zone::OutOfTime) ||
                                            cards[a.dilemma].zone != Zone::InPlay;
                                   }),
                    afflictions.end());
  for (auto d : dilemmas) {
    const auto& b = *def(d).dilemma;
    // REM Fatigue: boarding an outpost of one's own, or being aboard a ship that returns to one (CRD II.4
    // errata: "OR ship returning to outpost first"), cures that personnel, with no points (D-DIL-4).
    if (b.cured_aboard_own_outpost) {
      for (size_t i = 0; i < afflictions.size();) {
        const auto& a = afflictions[i];
        const auto& k = cards[a.personnel];
        const bool aboard_outpost = k.place == Place::Aboard && def(k.host).type == CardType::Facility && cards[k.host].owner == k.owner;
        const bool ship_at_outpost = k.place == Place::Aboard && def(k.host).type == CardType::Ship && cards[k.host].place == Place::Space &&
                                     !outposts_at(k.owner, cards[k.host].loc).empty();
        if (a.dilemma == d && (aboard_outpost || ship_at_outpost)) {
          log_event(Rule::PersonnelDilemma, Ev::CuredAtOutpost, k.owner, d, a.personnel);
          afflictions.erase(afflictions.begin() + static_cast<long>(i));
        } else {
          ++i;
        }
      }
    }
    auto who = afflicted_by(*this, d);
    if (who.empty()) {
      log_event(Rule::PersonnelDilemma, Ev::PersonnelDilemmaEmpty, -1, d);
      personnel_dilemma_ends(d, false);
      continue;
    }
    const int owner = cards[who.front()].owner;
    // Where its personnel are: each ship or facility, and each Away Team (held ones count as on the planet, with
    // any of its owner's teams there; a phased group is cured by any of them too, D-DIL-11).
    struct At {
      CardId host;
      int loc;
      uint8_t team;
      bool operator==(const At&) const = default;
    };
    std::vector<At> places;
    for (auto p : who) {
      const auto& k = cards[p];
      At at = (k.place == Place::Aboard && !held(p)) ? At{k.host, -1, kAnyTeam}
                                                     : At{kPlanet, k.loc, (held(p) || b.phased) ? kAnyTeam : k.team};
      if (std::find(places.begin(), places.end(), at) == places.end()) places.push_back(at);
    }
    // D-DIL-5: the owner's personnel who join a quarantined team catch it too.
    if (b.quarantine) {
      MemberFilter organic;
      organic.exclude_non_organic = true;  // R-DIL-10: not an ageing dilemma for androids, holograms, Exocomps
      for (const auto& [host, loc, team] : places) {
        if (host != kPlanet) continue;
        for (auto p : on_planet(owner, loc)) {
          if (def(p).type != CardType::Personnel || !filter_ok(p, organic)) continue;
          if (team != kAnyTeam && cards[p].team != team) continue;  // only those who join that Away Team (D-GRP-1)
          if (std::find(who.begin(), who.end(), p) != who.end()) continue;
          afflictions.push_back({d, p});
          who.push_back(p);
          log_event(Rule::Quarantine, Ev::CaughtQuarantine, owner, d, p);
        }
      }
    }
    if (!b.cure) continue;
    // R-DIL-8 / D-DIL-4: the cure is met by the owner's personnel who may act, present together
    // at any one place where the dilemma's personnel are; it then ends for all of them.
    bool cured = false;
    for (const auto& [host, loc, team] : places) {
      std::vector<CardId> group;
      for (auto p : host == kPlanet ? on_planet(owner, loc) : aboard(host))
        if (def(p).type == CardType::Personnel && cards[p].owner == owner && usable(p) &&
            (host != kPlanet || team == kAnyTeam || cards[p].team == team))
          group.push_back(p);
      // The owner's equipment cards there count for a cure that names one (DNA Metamorphosis: MEDICAL and an
      // I.P. Scanner), whether or not the engine has the equipment's own text: the card is there by its title.
      std::vector<CardId> equipment;
      for (auto e : host == kPlanet ? on_planet(owner, loc) : aboard(host))
        if ((def(e).type == CardType::Equipment || def(e).works_as_equipment()) && cards[e].owner == owner) equipment.push_back(e);
      ReqContext ctx{this, &group, &equipment, -1};
      if (evaluate(*b.cure, ctx).met) {
        cured = true;
        break;
      }
    }
    if (!cured) continue;
    if (b.phased) log_event(Rule::PhasedCure, Ev::PhasedGroupCured, owner, d);  // D-DIL-11: the teams then join (D-GRP-2)
    else if (!(b.cure_scores && def(d).points)) log_event(Rule::DilemmaCure, Ev::PersonnelDilemmaCured, owner, d, kNone, 0);
    personnel_dilemma_ends(d, b.cure_scores);
  }
}

// End of a turn (R-TURN-2): countdowns of the dilemmas on the active player's personnel.
void GameState::personnel_countdowns() {
  if (afflictions.empty()) return;
  check_personnel_dilemmas();
  std::vector<CardId> dilemmas;
  for (const auto& a : afflictions)
    if (cards[a.personnel].owner == active && std::find(dilemmas.begin(), dilemmas.end(), a.dilemma) == dilemmas.end())
      dilemmas.push_back(a.dilemma);
  for (auto d : dilemmas) {
    if (phase == Phase::GameOver) return;
    auto& c = cards[d];
    if (!def(d).dilemma->kill_after_full_turns || c.zone != Zone::InPlay) continue;
    // R-DUR-5: no countdown runs while everyone under it is out of time (D-INT-16).
    const auto under = afflicted_by(*this, d);
    if (!under.empty() && std::all_of(under.begin(), under.end(), [this](CardId p) { return cards[p].zone == Zone::OutOfTime; })) continue;
    // R-DUR-1: a full turn never counts the turn in progress.
    if (c.flags & kFresh) {
      c.flags &= static_cast<uint16_t>(~kFresh);
      continue;
    }
    if (c.counter > 0) c.counter--;
    log_event(Rule::PersonnelDilemma, Ev::Countdown, active, d, kNone, c.counter);
    if (c.counter > 0) continue;
    log_event(Rule::FullTurnCountdown, Ev::CountdownExpires, active, d);
    const bool stasis = def(d).dilemma->stasis_on_expiry;
    for (auto p : afflicted_by(*this, d))
      if (cards[p].zone == Zone::InPlay) {
        if (stasis) put_in_stasis(p, 0, d);  // R-STATE-2: for good, until a card ends it (DNA Metamorphosis)
        else kill(p, Rule::Killed);
      }
    if (c.zone == Zone::InPlay) personnel_dilemma_ends(d, false);
  }
}

// Alien Abduction: "nullified when the mission is completed", whoever completes it (D-DIL-6).
void GameState::personnel_dilemmas_solved(int loc) {
  if (afflictions.empty()) return;
  std::vector<CardId> ending;
  for (const auto& a : afflictions)
    if (cards[a.dilemma].loc == loc && def(a.dilemma).dilemma->ends_when_solved &&
        std::find(ending.begin(), ending.end(), a.dilemma) == ending.end())
      ending.push_back(a.dilemma);
  for (auto d : ending) {
    log_event(Rule::HeldAtopMission, Ev::NullifiedBySolving, -1, d, spaceline[loc].mission);
    personnel_dilemma_ends(d, false);
  }
}

}  // namespace spaceline::stccg1e

// ------------------------------------------------------------------------------------------------
// Dilemmas placed on a mission (Radioactive Garbage Scow; R-MSN-12, D-DIL-7): in play on the
// mission card, the mission cannot be attempted while one is there, and a ship with what
// `towed_by` asks may tow it along when it moves.
namespace spaceline::stccg1e {

namespace {
std::string cite_rule(Rule r) {
  const auto& i = rule_info(r);
  return std::string(" (") + i.id + ", " + i.source + ")";
}
}  // namespace

void GameState::recount_placed() {
  placed_count_ = 0;
  for (CardId i = 0; i < cards.size(); ++i)
    placed_count_ += cards[i].zone == Zone::InPlay && cards[i].place == Place::None && def(i).type == CardType::Dilemma;
}

CardId GameState::mission_blocked_by(int loc) const {
  if (placed_count_ == 0) return kNone;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& k = cards[i];
    if (k.zone == Zone::InPlay && k.loc == loc && k.place == Place::None && def(i).type == CardType::Dilemma && def(i).dilemma &&
        def(i).dilemma->placed_on_mission)
      return i;
  }
  return kNone;
}

void GameState::place_on_mission(CardId d) {
  remove_from_player_zones(d);
  auto& k = cards[d];
  if (k.zone != Zone::InPlay || k.place != Place::None) ++placed_count_;
  k.zone = Zone::InPlay;
  k.place = Place::None;
  k.host = kNone;
  k.loc = attempt.loc;
  log_event(Rule::GarbageScow, Ev::PlacedOnMission, attempt.player, d, kNone, attempt.loc);
}

std::string GameState::tow_refusal(CardId ship, int dest, CardId d) const {
  if (ship >= cards.size() || def(ship).type != CardType::Ship || cards[ship].zone != Zone::InPlay || cards[ship].place != Place::Space)
    return "only a ship in space may tow";
  const auto& s = cards[ship];
  if (s.owner != active) return card_name(ship) + " is not yours" + cite_rule(Rule::GarbageScow);
  if (d >= cards.size() || def(d).type != CardType::Dilemma || !def(d).dilemma || !def(d).dilemma->placed_on_mission ||
      cards[d].zone != Zone::InPlay || cards[d].loc != s.loc)
    return "there is nothing to tow at " + location_name(s.loc) + cite_rule(Rule::GarbageScow);
  const auto& b = *def(d).dilemma;
  const auto& eq = def(ship).ship_equipment;
  if (std::find(eq.begin(), eq.end(), b.tow_equipment) == eq.end())
    return card_name(ship) + " has no " + b.tow_equipment + " to tow " + card_name(d) + cite_rule(Rule::GarbageScow);
  if (s.has(kStopped)) return card_name(ship) + " is stopped" + cite_rule(Rule::Stopped);
  if (s.has(kCloaked)) return card_name(ship) + " is cloaked and may not tow" + cite_rule(Rule::GarbageScow);
  if (s.has(kImmobile)) return card_name(ship) + " cannot move" + cite_rule(Rule::GarbageScow);
  if (CardId j = journey_of(ship); j != kNone) return journey_refusal(ship, j);
  if (!is_staffed(ship)) return card_name(ship) + " is not staffed" + cite_rule(Rule::GarbageScow);
  if (b.tow_crew) {
    std::vector<CardId> crew_ok;
    for (auto p : aboard(ship))
      if (def(p).type == CardType::Personnel && cards[p].owner == s.owner && usable(p)) crew_ok.push_back(p);
    std::vector<CardId> none;
    ReqContext ctx{this, &crew_ok, &none, -1};
    if (!evaluate(*b.tow_crew, ctx).met)
      return card_name(ship) + "'s crew lacks " + b.tow_crew->text + " to tow " + card_name(d) + cite_rule(Rule::GarbageScow);
  }
  if (dest < 0 || dest >= static_cast<int>(spaceline.size()) || dest == s.loc) return "the destination must be another location";
  if (move_cost(ship, dest) > range_left(ship))
    return "not enough RANGE: the move costs " + std::to_string(move_cost(ship, dest)) + " of " + std::to_string(range_left(ship)) +
           " left" + cite_rule(Rule::Move);
  return "";
}

void GameState::tow_legal(CardId ship, std::vector<Action>& out) const {
  const auto& s = cards[ship];
  if (placed_count_ == 0 || s.has(kStopped) || s.has(kCloaked) || s.has(kImmobile) || journey_of(ship) != kNone) return;
  for (CardId d = 0; d < cards.size(); ++d) {
    const auto& k = cards[d];
    if (k.zone != Zone::InPlay || k.loc != s.loc || k.place != Place::None || def(d).type != CardType::Dilemma || !def(d).dilemma ||
        !def(d).dilemma->placed_on_mission)
      continue;
    for (int dest = 0; dest < static_cast<int>(spaceline.size()); ++dest)
      if (dest != s.loc && tow_refusal(ship, dest, d).empty())
        out.push_back(make_action(Act::Tow, ship, static_cast<uint16_t>(dest), d));
  }
}

// D-DIL-7: towing is the ship's normal move (RANGE paid, D-MOVE-1) with the dilemma placed on
// the mission where the ship stops.
void GameState::tow(CardId ship, int dest, CardId d) {
  cards[d].loc = static_cast<int8_t>(dest);
  log_event(Rule::GarbageScow, Ev::Towed, active, ship, d, dest);
  do_move(ship, dest);  // then what meets the ship there (a Borg Ship) meets it with the scow already in tow
}

}  // namespace spaceline::stccg1e

// ------------------------------------------------------------------------------------------------
// Required moves (R-TIME-9 "moving"; R-MOVE-14): a card aboard a ship that makes it travel at full
// speed to a place and do nothing else. Cytherians (D-DIL-8) head for the far end of the spaceline and
// score there; an Incoming Message (D-INT-23) heads for its owner's nearest outpost of its affiliation
// and is discarded there. A second required move on one ship waits until the first is done (R-TIME-9):
// the cards keep the order they arrived in (`order`).
namespace spaceline::stccg1e {

bool GameState::is_lasting(CardId c) const {
  const auto& k = cards[c];
  return k.zone == Zone::InPlay && k.place == Place::Aboard && (def(c).type == CardType::Dilemma || def(c).sets_journey());
}

CardId GameState::journey_of(CardId ship) const {
  if (journey_count_ == 0) return kNone;
  // Asked for every ship and beaming candidate while legal actions are listed: no allocation here.
  CardId first = kNone;
  for (CardId d = 0; d < cards.size(); ++d) {
    const auto& c = cards[d];
    if (c.host == ship && c.zone == Zone::InPlay && c.place == Place::Aboard && def(d).sets_journey() &&
        (first == kNone || c.order < cards[first].order))
      first = d;
  }
  return first;
}

CardId GameState::journey_pending(int player) const {
  if (journey_count_ == 0) return kNone;
  for (CardId d = 0; d < cards.size(); ++d) {
    const auto& c = cards[d];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || !def(d).sets_journey()) continue;
    if (cards[c.host].owner == player && journey_of(c.host) == d && journey_step(c.host) >= 0) return c.host;
  }
  return kNone;
}

// The nearest outpost of `aff` of the ship's owner, by the RANGE a move there costs (D-MOVE-1);
// equally near, the one nearer the left end (D-INT-23). -1 if the owner has none.
int GameState::nearest_outpost(CardId ship, Affiliation aff) const {
  const int from = cards[ship].loc, owner = cards[ship].owner;
  int best = -1, best_cost = 0;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::Space || c.owner != owner || def(i).type != CardType::Facility ||
        !def(i).has_affiliation(aff))
      continue;
    const int cost = c.loc == from ? 0 : move_cost(ship, c.loc);
    if (best < 0 || cost < best_cost || (cost == best_cost && c.loc < best)) best = c.loc, best_cost = cost;
  }
  return best;
}

int GameState::journey_target(CardId d) const {
  if (def(d).type == CardType::Dilemma) return cards[d].counter == 1 ? 0 : static_cast<int>(spaceline.size()) - 1;
  return nearest_outpost(cards[d].host, *def(d).interrupt->subject_affiliation);
}

int GameState::journey_step(CardId ship) const {
  const auto& s = cards[ship];
  CardId d = journey_of(ship);
  if (d == kNone || s.has(kStopped) || s.has(kImmobile) || !is_staffed(ship)) return -1;
  const int target = journey_target(d);
  if (target < 0 || s.loc == target) return -1;
  const int dir = target > s.loc ? 1 : -1;
  int left = range_left(ship), cost = 0, reach = -1;
  for (int l = s.loc + dir; l != target + dir; l += dir) {
    cost += span(l, s.owner);  // D-MOVE-1: the span of every location entered
    if (cost > left) break;
    reach = l;  // R-MOVE-14: as far as its RANGE takes it
  }
  return reach;
}

// A required move placed on a ship: after any it already owes (R-TIME-9).
void GameState::add_journey(CardId card, CardId ship) {
  uint16_t after = 0;
  for (CardId d = 0; d < cards.size(); ++d)
    if (d != card && cards[d].host == ship && is_lasting(d) && def(d).sets_journey()) after = std::max<uint16_t>(after, cards[d].order + 1);
  cards[card].order = after;
  ++journey_count_;
}

// Incoming Message resolves (D-INT-23): on the ship, unless its owner has no such outpost, which
// nullifies it (R-CARDRULE-5), or the ship is already there, where it has nothing to do.
void GameState::send_message(CardId c, CardId ship, int player) {
  const Affiliation aff = *def(c).interrupt->subject_affiliation;
  const int to = nearest_outpost(ship, aff);
  if (to < 0 || to == cards[ship].loc) {
    log_event(Rule::IncomingMessage, to < 0 ? Ev::MessageVoid : Ev::MessageArrived, player, c, ship, cards[ship].loc);
    return;  // discarded as it finishes resolving
  }
  place_aboard(c, ship);
  ++lasting_count_;
  add_journey(c, ship);
  log_event(Rule::IncomingMessage, Ev::MessageReceived, player, c, ship, to);
}

// Checked after every action with the cures (R-DIL-8): a required move that has reached its goal.
// True if the card left the ship.
bool GameState::journey_ends(CardId d) {
  const CardId ship = cards[d].host;
  const int owner = cards[ship].owner, target = journey_target(d);
  if (def(d).type == CardType::Dilemma) {
    if (cards[ship].loc != target) return false;
    // D-DIL-8, R-DIL-7 (c): arrived; the ship's owner scores it, and it leaves the ship.
    players[owner].score += def(d).points;
    move_to(d, Zone::Bonus, owner);
    log_event(Rule::Cytherians, Ev::JourneyEnds, owner, d, ship, def(d).points);
    refresh_ship_conditions(ship);
    check_victory();
    return true;
  }
  if (target >= 0 && cards[ship].loc != target) return false;
  // Arrived, or the outpost is gone: the message is discarded (R-CARDRULE-5: with no outpost, nullified).
  log_event(Rule::IncomingMessage, target < 0 ? Ev::MessageVoid : Ev::MessageArrived, owner, d, ship, cards[ship].loc);
  move_to(d, Zone::Discard, -1);
  return true;
}

Rule GameState::journey_rule(CardId card) const {
  return def(card).type == CardType::Dilemma ? Rule::Cytherians : Rule::IncomingMessage;
}

std::string GameState::journey_refusal(CardId ship, CardId card) const {
  return card_name(ship) + " may do nothing but travel at full speed to " + location_name(journey_target(card)) + " (" +
         card_name(card) + ")" + cite_rule(journey_rule(card));
}

}  // namespace spaceline::stccg1e
