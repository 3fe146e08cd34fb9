// Interrupts that answer a particular moment rather than a card: the start of
// your turn (Scan, Full Planet Scan, D-INT-8), a mission just completed
// (Particle Fountain, Alien Groupie, D-INT-11), a personnel just killed
// (Klingon Death Yell, D-INT-9), and the one that stays on a ship and counts
// down (Loss of Orbital Stability, D-INT-10). timing.cpp decides when they
// may be played; this file decides on what, and what they do.
#include <algorithm>

#include "games/stccg1e/cards/race.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool mission_of_kind(const GameState& s, int loc, MissionKind k) {
  // "Cards which play on planet missions can be played on planet/space missions" (CRD IV.2).
  return k == MissionKind::Planet ? s.has_planet(loc) : s.has_space_mission(loc);
}
// Printed skill box or classification (R-SKILL-3).
bool printed_skill(const CardDef& d, SkillId k) { return d.classification == k || d.prints_skill(k); }

// D-INT-8: the personnel a scan stops: one with every skill named if there is
// one, else for each skill the first unstopped personnel aboard who has it.
std::vector<CardId> scan_cost(const GameState& s, const InterruptDef& in, CardId ship, int player) {
  std::vector<CardId> crew;
  for (auto m : s.aboard(ship))
    if (s.def(m).type == CardType::Personnel && s.cards[m].owner == player && s.usable(m)) crew.push_back(m);
  auto has = [&](CardId m, SkillId k) { return s.skill_halves(m, k) >= 2; };
  for (auto m : crew)
    if (std::all_of(in.stops.begin(), in.stops.end(), [&](SkillId k) { return has(m, k); })) return {m};
  std::vector<CardId> out;
  for (auto k : in.stops) {
    auto it = std::find_if(crew.begin(), crew.end(), [&](CardId m) { return has(m, k); });
    if (it == crew.end()) return {};
    if (std::find(out.begin(), out.end(), *it) == out.end()) out.push_back(*it);
  }
  return out;
}

// The window that follows a completed mission (AttemptEnded at a solved location).
int completed_loc(const GameState& s) {
  if (s.choice.kind != ChoiceKind::Respond || s.windows.empty()) return -1;
  const auto& w = s.windows.back();
  if (w.moment != Moment::AttemptEnded || w.loc < 0 || !s.spaceline[w.loc].solved) return -1;
  return w.loc;
}
}  // namespace

bool GameState::timed_effect_target_legal(const InterruptDef& in, uint16_t t, int player) const {
  switch (in.effect) {
    case InterruptEffect::ExamineBottomSeed: {
      // D-INT-8: from your ship at a mission of that kind, with its cost aboard.
      if (!ship_in_space(t) || cards[t].owner != player || cloaked(t)) return false;
      if (static_cast<int>(def(t).staffing.size()) < in.staffing_icons) return false;
      if (!mission_of_kind(*this, cards[t].loc, *in.mission_kind)) return false;
      return !scan_cost(*this, in, t, player).empty();
    }
    case InterruptEffect::LoseOrbit:
      // "Any ship orbiting a planet": a ship in space at a location with a planet (D-INT-10).
      return ship_in_space(t) && has_planet(cards[t].loc);
    case InterruptEffect::BonusPoints: {
      if (in.has(InterruptWhen::PersonnelKilled)) {
        // D-INT-9: a personnel just killed, of either player, matching the subject; once per death.
        if (t >= cards.size() || std::find(just_killed.begin(), just_killed.end(), t) == just_killed.end()) return false;
        const auto& d = def(t);
        if (in.subject_affiliation && !d.has_affiliation(*in.subject_affiliation)) return false;
        if (!in.subject_race.empty() && !of_race(d, in.subject_race)) return false;  // R-ID-7: Worf is a Klingon
        return in.subject_skill == kNoSkill || printed_skill(d, in.subject_skill);
      }
      // D-INT-11: on a mission you have just completed, with what it needs in your Away Team there; one such card per mission.
      const int loc = completed_loc(*this);
      if (loc < 0 || spaceline[loc].mission != t || spaceline[loc].solved_by != player) return false;
      if (in.mission_kind && !mission_of_kind(*this, loc, *in.mission_kind)) return false;
      for (int p = 0; p < 2; ++p)
        for (auto b : players[p].bonus)
          if (def(b).interrupt && def(b).interrupt->effect == InterruptEffect::BonusPoints && cards[b].counter == loc + 1) return false;
      if (!in.needs) return true;
      std::vector<CardId> team;
      for (auto m : on_planet(player, loc))
        if (def(m).type == CardType::Personnel && usable(m)) team.push_back(m);
      std::vector<uint16_t> none;
      ReqContext ctx{this, &team, &none, 0};
      return evaluate(*in.needs, ctx).met;
    }
    case InterruptEffect::DelayBeamUp: {
      // D-INT-11: on the Away Team that has just completed a planet mission, whoever's it is; someone it can hold must be there.
      const int loc = completed_loc(*this);
      return loc >= 0 && spaceline[loc].mission == t && has_planet(loc) && !beam_hold_candidates(in, loc).empty();
    }
    default: return false;
  }
}

void GameState::resolve_timed_effect(const InterruptDef& in, CardId c, uint16_t t, int p) {
  switch (in.effect) {
    case InterruptEffect::ExamineBottomSeed: {
      if (!timed_effect_target_legal(in, t, p)) break;  // the cost is no longer aboard: nothing is seen
      for (auto m : scan_cost(*this, in, t, p)) cards[m].flags |= kStopped;
      const int loc = cards[t].loc;
      auto seeds = seeds_under(loc);
      // The bottom card is the one met last (D-SEED-3); only the player sees it (R-INFO-4).
      log_event(Rule::ScanSeed, Ev::SeedExamined, p, c, t, loc);
      if (!seeds.empty()) log_event(Rule::Glimpse, Ev::Glimpsed, p, seeds.back(), kNone, 0, p);
      break;
    }
    case InterruptEffect::LoseOrbit: {
      // D-INT-10: no RANGE for the rest of this turn; the countdown ends at the end of the owner's next turn.
      place_aboard(c, t);
      cards[t].range_used = 255;
      cards[c].counter = cards[t].owner == active ? 2 : 1;
      log_event(Rule::LossOfOrbit, Ev::OrbitDecaying, p, t, c, cards[t].loc);
      return;  // stays on the ship; finish_resolving leaves it there
    }
    case InterruptEffect::BonusPoints: {
      const int loc = in.has(InterruptWhen::MissionCompleted) ? cards[t].loc : -1;
      players[p].score += def(c).points;
      move_to(c, Zone::Bonus, p);
      if (loc >= 0) cards[c].counter = static_cast<uint8_t>(loc + 1);  // the mission it was played on: one per mission
      log_event(in.has(InterruptWhen::PersonnelKilled) ? Rule::JustKilled : Rule::MissionCompletedAnswer, Ev::BonusPointsScored, p, c, t,
                def(c).points);
      if (in.has(InterruptWhen::PersonnelKilled)) just_killed.erase(std::find(just_killed.begin(), just_killed.end(), t));
      check_victory();
      return;
    }
    case InterruptEffect::DelayBeamUp: {
      const int loc = cards[t].loc;  // the mission it was played on (its window has closed by now)
      if (loc < 0 || !spaceline[loc].solved) break;
      const auto pool = beam_hold_candidates(in, loc);
      if (pool.empty()) break;
      const CardId held = pool[rng.below(static_cast<uint32_t>(pool.size()))];  // R-INFO-1
      beam_holds.push_back(BeamHold{held, c, 1, true});
      log_event(Rule::MissionCompletedAnswer, Ev::BeamUpDelayed, p, held, c, loc);
      break;
    }
    default: break;
  }
}

// D-INT-10: Loss of Orbital Stability counts down at the end of its ship owner's turns.
void GameState::interrupts_on_ships_end_of_turn() {
  for (CardId i = 0; i < cards.size() && phase != Phase::GameOver; ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || !def(i).plays_as_interrupt()) continue;
    const auto& in = *def(i).interrupt;
    if (in.effect != InterruptEffect::LoseOrbit) continue;
    const CardId ship = c.host;
    if (cards[ship].owner != active) continue;
    if (cards[i].counter > 1) {
      --cards[i].counter;
      continue;
    }
    if (ship_shields(ship) > in.shields_above) {
      log_event(Rule::LossOfOrbit, Ev::OrbitHeld, cards[ship].owner, ship, i, ship_shields(ship));
      move_to(i, Zone::Discard, -1);
    } else {
      destroy_ship(ship, Rule::LossOfOrbit);  // the card goes with it (R-ZONE-5)
    }
  }
}

// The members of the team that completed the mission at `loc` whom Alien Groupie may hold (its `subject`).
std::vector<CardId> GameState::beam_hold_candidates(const InterruptDef& in, int loc) const {
  std::vector<CardId> out;
  for (auto m : on_planet(spaceline[loc].solved_by, loc))
    if (def(m).type == CardType::Personnel && (!in.subject_gender || (in.subject_gender == Gender::Male ? is_male(m) : is_female(m))))
      out.push_back(m);
  return out;
}

bool GameState::beam_up_held(CardId personnel) const {
  return std::any_of(beam_holds.begin(), beam_holds.end(), [&](const BeamHold& h) { return h.card == personnel; });
}

// A hold lasts for `full_turns` of its personnel's owner's full turns (R-DUR-1),
// or until the personnel is no longer on a planet.
void GameState::beam_holds_end_of_turn() {
  for (auto& h : beam_holds)
    if (!h.fresh && cards[h.card].owner == active && h.full_turns > 0) --h.full_turns;
  for (auto it = beam_holds.begin(); it != beam_holds.end();) {
    const bool gone = cards[it->card].zone != Zone::InPlay || cards[it->card].place != Place::Planet;
    if (it->full_turns == 0 || gone) {
      if (!gone) log_event(Rule::MissionCompletedAnswer, Ev::BeamHoldEnds, cards[it->card].owner, it->card, it->source);
      it = beam_holds.erase(it);
    } else {
      it->fresh = false;
      ++it;
    }
  }
}

// ------------------------------------------------ two-target interrupts ---
// "Present": with the same ship or facility, or on the same planet (R-ZONE-7).
bool GameState::present_with(CardId a, CardId b) const {
  const auto &x = cards[a], &y = cards[b];
  if (x.zone != Zone::InPlay || y.zone != Zone::InPlay || x.loc != y.loc || x.place != y.place) return false;
  return x.place == Place::Planet ? x.owner == y.owner : (x.place == Place::Aboard && x.host == y.host);
}

bool GameState::second_target_legal(const InterruptDef& in, CardId card, uint16_t t, uint16_t extra, int player) const {
  if (t >= cards.size()) return false;
  switch (in.effect) {
    case InterruptEffect::RelocateShip: {
      // D-INT-12: any ship in space, either player's, to another location; the other copies must be in your hand.
      if (!ship_in_space(t) || extra >= spaceline.size() || extra == cards[t].loc) return false;
      if (cards[t].range_used > 0) return false;  // R-MOVE-7: played before the ship starts spending RANGE
      int copies = 0;
      for (auto h : players[player].hand) copies += cards[h].def == cards[card].def;
      return copies >= in.copies;
    }
    case InterruptEffect::CopySkills: {
      // D-INT-13: your personnel with the subject skill (printed), and another of yours present with it.
      if (extra >= cards.size() || extra == t || cards[t].owner != player || cards[extra].owner != player) return false;
      if (def(t).type != CardType::Personnel || def(extra).type != CardType::Personnel) return false;
      if (!printed_skill(def(t), in.subject_skill) || inert(t) || inert(extra)) return false;
      if (def(extra).kind == PersonnelKind::Hologram) return false;  // R-HEA-3, R-SKILL-9: androids and Exocomps, never holograms
      return present_with(t, extra);
    }
    default: return false;
  }
}

void GameState::resolve_two_target(const InterruptDef& in, CardId c, uint16_t t, uint16_t extra, int p) {
  switch (in.effect) {
    case InterruptEffect::RelocateShip: {
      if (!ship_in_space(t) || extra >= spaceline.size()) break;  // the ship is gone: nothing to relocate
      // Not a move: no RANGE is spent, and the ship is not stopped: it may go on moving from there (R-MOVE-7, D-INT-12).
      cards[t].loc = static_cast<int8_t>(extra);
      for (auto a : aboard(t)) cards[a].loc = static_cast<int8_t>(extra);
      log_event(Rule::Wormhole, Ev::WormholeRelocates, p, t, c, extra);
      break;
    }
    case InterruptEffect::CopySkills:
      if (cards[t].zone != Zone::InPlay || cards[extra].zone != Zone::InPlay) break;
      skill_copies.push_back(SkillCopy{t, extra});
      log_event(Rule::Mindmeld, Ev::SkillsCopied, p, t, extra);
      break;
    default: break;
  }
}

// Goddess of Empathy (D-INT-14): while one is in play nobody plays interrupts but those it names.
bool GameState::interrupts_blocked(const CardDef& d) const {
  if (!event_active(0, EventEffect::NoInterrupts) && !event_active(1, EventEffect::NoInterrupts)) return false;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || !def(i).plays_as_event() || def(i).event->effect != EventEffect::NoInterrupts) continue;
    const auto& ex = def(i).event->except;
    if (std::none_of(ex.begin(), ex.end(), [&](const std::string& n) { return names_card(n, d.name); })) return true;
  }
  return false;
}

}  // namespace spaceline::stccg1e
