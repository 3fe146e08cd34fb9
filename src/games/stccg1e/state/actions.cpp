// Legal actions and their application: seeding, the card play, and orders
// (movement, beaming, attempts). Mission attempts themselves live in mission.cpp.
#include <algorithm>
#include <stdexcept>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

void GameState::legal_actions(std::vector<Action>& out) const {
  if (legal_cache_version_ == version_) {
    out = legal_cache_;
    return;
  }
  out.clear();
  if (phase == Phase::GameOver) {
    legal_cache_.clear();  // nothing is legal once the game is over
    legal_cache_version_ = version_;
    return;
  }
  if (choice.kind != ChoiceKind::None) {
    choice_legal(out);
  } else switch (phase) {
    case Phase::SeedDoorways:
    case Phase::SeedMissions:
    case Phase::SeedDilemmas:
    case Phase::SeedOutposts: seed_legal(out); break;
    case Phase::PlayCard: play_legal(out); break;
    case Phase::Orders: orders_legal(out); break;
    default: break;
  }
  legal_cache_ = out;
  legal_cache_version_ = version_;
}

void GameState::choice_legal(std::vector<Action>& out) const {
  for (size_t i = 0; i < choice.options.size(); ++i) out.push_back(make_action(Act::Choose, static_cast<uint16_t>(i)));
  if (choice.kind == ChoiceKind::Respond) window_legal(out);
}

bool GameState::report_legal(CardId c, CardId outpost, Affiliation mode) const {
  const auto& d = def(c);
  const int p = active;
  if (cards[c].zone != Zone::Hand || cards[c].owner != p) return false;
  if (cards[outpost].zone != Zone::InPlay || cards[outpost].owner != p || def(outpost).type != CardType::Facility) return false;
  if (def(outpost).is_station) return false;  // stations are not implemented yet: nothing reports there
  if (!d.playable_from_hand_implemented()) return false;
  if (!comes_through(p, d)) return false;                             // R-DOOR-3
  if (d.unique && in_play_copy(p, d)) return false;                   // R-ID-1
  if (persona_in_play(p, d)) return false;                            // R-ID-3
  if (d.reports_anywhere) return false;  // D-PLAY-1: "you may not bring it into play by normal means" (CRD IV.11.B)
  const auto& od = def(outpost);
  if (d.type == CardType::Equipment || d.type == CardType::Artifact) return mode == Affiliation::NonAligned;  // R-PLAY-7: at one of your outposts
  if (d.type == CardType::Personnel || d.type == CardType::Ship) {
    // R-PLAY-7: report at one of your outposts of a compatible affiliation.
    if (d.non_aligned()) return mode == Affiliation::NonAligned && (!db_->any_not_with() || compatible(c, outpost, mode));
    if (!d.has_affiliation(mode)) return false;
    if (db_->any_not_with() && d.type == CardType::Personnel && !compatible(c, outpost, mode)) return false;  // R-AFF-4
    // R-FAC-13: a Neutral Outpost takes any affiliation, one at a time: never
    // reporting someone into house arrest beside those already aboard.
    if (od.non_aligned()) return d.type == CardType::Ship || compatible(c, outpost, mode);
    for (auto a : od.affiliations)
      if (allied(p, mode, a)) return true;  // R-AFF-5: a treaty partner's outpost will do
    return false;
  }
  return false;
}

void GameState::play_legal(std::vector<Action>& out) const {
  const int p = active;
  const size_t before = out.size();
  for (auto c : players[p].hand) {
    const auto& d = def(c);
    if (!d.playable_from_hand_implemented()) continue;
    if (!comes_through(p, d)) continue;        // R-DOOR-3: an AU-icon card needs the player's open AU Door
    if (players[p].was_vortexed(c)) continue;  // D-INT-24: not the card Energy Vortex sent back
    if (d.plays_as_event()) {
      event_legal(c, out);
      continue;
    }
    if (d.type == CardType::Facility) {
      for (size_t l = 0; l < spaceline.size(); ++l)
        if (build_refusal(c, static_cast<int>(l), p).empty()) out.push_back(make_action(Act::BuildOutpost, c, static_cast<uint16_t>(l)));
      continue;
    }
    if (d.type == CardType::Ship && (d.reports_anywhere || !d.also_reports_at.empty())) {
      // D-PLAY-1: at the location of a mission its text names, or of any location (the top card there).
      for (const auto& L : spaceline) {
        if (L.mission == kNone) continue;
        if (d.non_aligned()) {
          if (report_at_location_refusal(c, L.mission, Affiliation::NonAligned).empty())
            out.push_back(make_action(Act::Report, c, L.mission, 0));
        } else {
          for (auto a : d.affiliations)
            if (report_at_location_refusal(c, L.mission, a).empty())
              out.push_back(make_action(Act::Report, c, L.mission, static_cast<uint16_t>(a)));
        }
      }
    }
    for (CardId o = 0; o < cards.size(); ++o) {
      if (cards[o].zone != Zone::InPlay || cards[o].owner != p || def(o).type != CardType::Facility) continue;
      if (d.non_aligned()) {
        if (report_legal(c, o, Affiliation::NonAligned)) out.push_back(make_action(Act::Report, c, o, 0));
      } else {
        for (auto a : d.affiliations)
          if (report_legal(c, o, a)) out.push_back(make_action(Act::Report, c, o, static_cast<uint16_t>(a)));
      }
    }
  }
  const bool must_play = !players[p].vortexed.empty() && out.size() > before;  // D-INT-24: "a different one must be played"
  orders_interrupt_legal(out);  // interrupts do not use the card play (R-PLAY-3)
  if (!must_play) out.push_back(make_action(Act::SkipPlay));
}

bool GameState::beam_legal(CardId c, CardId dest, int loc, int known_planet_mode, int player) const {
  const int p = player < 0 ? active : player;
  if (c >= cards.size()) return false;
  const auto& card = cards[c];
  const auto& d = def(c);
  if (card.owner != p || card.zone != Zone::InPlay || card.loc != loc) return false;
  if (d.type != CardType::Personnel && !d.works_as_equipment()) return false;
  if (card.place != Place::Aboard && card.place != Place::Planet) return false;
  if (d.type == CardType::Personnel && (card.flags & (kStopped | kDeactivated))) return false;  // R-BEAM-7
  if (card.has(kHouseArrest) && dest == kPlanet) return false;  // R-AFF-7: only to their own affiliation's ship or outpost
  if (card.place == Place::Planet && quarantined(c)) return false;  // D-DIL-5: Hyper-Aging's quarantine
  if (card.place == Place::Planet && phased(c)) return false;       // D-DIL-10: phased, until cured
  if (held(c)) return false;                                       // D-DIL-6: held atop the mission
  if (card.place == Place::Aboard && lasting_count_ && journey_of(card.host) != kNone) return false;  // D-DIL-8, R-TIME-9: none beam off
  if (card.place == Place::Aboard && cards[card.host].has(kStopped)) return false;            // R-STATE-1
  if (card.place == Place::Aboard && cards[card.host].has(kCloaked)) return false;            // R-CLOAK-1: nothing leaves a cloaked ship
  if (card.place == Place::Aboard && dest == kPlanet && is_pod(card.host)) return false;      // D-INT-20: rescued aboard only
  if (card.place == Place::Planet && dest != kPlanet && !beam_holds.empty() && beam_up_held(c)) return false;  // Alien Groupie
  if (!beam_hazard(c, dest, loc).empty()) return false;  // R-BEAM-8: Distortion Field, Atmospheric Ionization, Quash Conspiracy
  if (!controlled.empty() && control_separates(c, dest, loc)) return false;                 // R-CARDRULE-3: the groups do not mix
  if (dest == kPlanet) {
    if (card.place == Place::Planet || !has_planet(loc)) return false;
    if (event_count_ && location_destroyed(loc)) return false;  // D-EVT-20: the planet is gone
    (void)known_planet_mode;
    return can_join_planet(c, p, loc);  // D-GRP-2: whom it may mix with decides only its Away Team there
  }
  if (dest >= cards.size()) return false;
  const auto& h = cards[dest];
  if (h.owner != p) return false;  // R-BEAM-2, R-FAC-6
  if (h.zone != Zone::InPlay || h.place != Place::Space || h.loc != loc) return false;
  auto ht = def(dest).type;
  if (ht != CardType::Ship && ht != CardType::Facility) return false;
  // A stopped ship or outpost may still be boarded; who arrives is stopped too (CRD II.1 Stopped, R-STATE-1).
  if (h.has(kCloaked)) return false;  // R-CLOAK-1: nothing comes aboard a cloaked ship
  if (card.place == Place::Aboard && card.host == dest) return false;
  return compatible(c, dest);  // R-BEAM-3: never knowingly into house arrest
}

std::vector<CardId> GameState::beam_sources(CardId source, int loc, int player) const {
  std::vector<CardId> out;
  if (source == kPlanet) out = on_planet(player, loc);
  else out = aboard(source);
  return out;
}

bool GameState::attempt_legal(CardId source, int loc, int p, const std::vector<CardId>* candidates, uint8_t team) const {
  if (loc < 0 || loc >= static_cast<int>(spaceline.size())) return false;
  const auto& L = spaceline[loc];
  if (L.solved || is_gap(loc)) return false;  // R-MOVE-9: a Gaps is a location, not a mission
  if (event_count_ && location_destroyed(loc)) return false;  // D-EVT-20: under a Supernova
  const auto& end = mission_end(loc, p);
  const bool espionage = event_count_ && has_espionage(p, loc);
  if (end.affiliations.empty() && !espionage) return false;  // R-MSN-1: no icons on your end
  if (source == kPlanet) {
    if (!has_planet(loc) || mission_kind(loc) == MissionKind::Either) return false;  // either: not implemented
    if (!afflictions.empty() && team_phased(p, loc, team)) return false;  // D-DIL-10: phased, it may not attempt
  } else {
    if (source >= cards.size()) return false;
    const auto& s = cards[source];
    if (s.owner != p || s.zone != Zone::InPlay || s.place != Place::Space || s.loc != loc) return false;
    if (s.has(kStopped)) return false;  // R-MSN-8
    if (s.has(kCloaked)) return false;  // R-CLOAK-1
    if (mission_kind(loc) != MissionKind::Space) return false;
    if (lasting_count_ && journey_of(source) != kNone) return false;  // D-DIL-8: nothing but travel
  }
  // R-MSN-1: at least one unstopped personnel of the group matching an icon on your end.
  const size_t count = candidates ? candidates->size() : cards.size();
  for (size_t idx = 0; idx < count; ++idx) {
    CardId c = candidates ? (*candidates)[idx] : static_cast<CardId>(idx);
    const auto& k = cards[c];
    if (k.zone != Zone::InPlay || k.owner != p) continue;
    bool in_group = source == kPlanet ? (k.place == Place::Planet && k.loc == loc && k.team == team)  // one Away Team (D-GRP-1)
                                      : (k.place == Place::Aboard && k.host == source);
    if (!in_group || def(c).type != CardType::Personnel || unaligned(c) || !usable(c)) continue;
    auto mode = static_cast<Affiliation>(k.aff);
    // R-MSN-12, D-DIL-7: not while a Radioactive Garbage Scow is on the mission.
    if (std::find(end.affiliations.begin(), end.affiliations.end(), mode) != end.affiliations.end()) return mission_blocked_by(loc) == kNone;
    if (espionage && may_attempt_as(p, loc, mode)) return mission_blocked_by(loc) == kNone;  // R-MSN-1: Espionage provides the match
  }
  return false;
}

void GameState::orders_legal(std::vector<Action>& out) const {
  const int p = active;
  const int n = static_cast<int>(spaceline.size());
  // One pass over the cards: this player's in-play cards, bucketed by location.
  // (Hot path: see bench/engine_bench.cpp, legal_actions.)
  thread_local std::vector<CardId> mine;
  mine.clear();
  uint64_t present = 0;  // bit per location where this player has something
  uint64_t opponent = 0;  // ... and where the opponent has a ship, facility or Away Team (battle is possible)
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.loc < 0) continue;
    if (c.owner != p) {
      if (c.place == Place::Space || c.place == Place::Planet) opponent |= 1ull << c.loc;
      continue;
    }
    if (group_control_active() && !controlled_by_dilemma(i)) continue;  // D-DIL-13: only the group under control acts
    mine.push_back(i);
    present |= 1ull << c.loc;
    if (c.place == Place::Space && def(i).type == CardType::Dilemma) opponent |= 1ull << c.loc;  // your own Borg Ship (R-BATTLE-19)
  }
  // The same cards by location, each list in card order: the questions asked per ship and per
  // location below scan only the cards there.
  thread_local std::vector<std::vector<CardId>> at;
  if (at.size() < static_cast<size_t>(n)) at.resize(n);
  for (int loc = 0; loc < n; ++loc) at[loc].clear();
  for (auto i : mine)
    if (cards[i].loc < n) at[cards[i].loc].push_back(i);
  const bool wraps = event_count_ && event_active(p, EventEffect::SpacelineWraps);
  for (auto i : mine) {
    const auto& c = cards[i];
    if (c.place != Place::Space) continue;
    const auto& here = at[c.loc];
    const auto& d = def(i);
    // Movement (R-MOVE-1..4).
    if (d.type == CardType::Ship && lasting_count_ && journey_of(i) != kNone) {
      // D-DIL-8: the one move it may make, at full speed toward the far end; nothing else.
      if (int to = journey_step(i); to >= 0) out.push_back(make_action(Act::Move, i, static_cast<uint16_t>(to)));
      continue;
    }
    const bool may_move = d.type == CardType::Ship && !c.has(kStopped) && !c.has(kImmobile) && is_staffed(i, here);
    if (may_move && wraps) {
      int left = range_left(i);
      for (int dest = 0; dest < n; ++dest)
        if (dest != c.loc && move_cost(i, dest) <= left && move_hazard(i, dest).empty())
          out.push_back(make_action(Act::Move, i, static_cast<uint16_t>(dest)));
    } else if (may_move) {
      int left = range_left(i);
      // Costs grow with distance, so walk outwards and stop when out of RANGE.
      // Hazards (Tetryon Field, Q-Net) close the way beyond them, never the way up to them.
      int cost = 0;
      for (int dest = c.loc + 1; dest < n; ++dest) {
        cost += span(dest, p);
        if (cost > left || (event_count_ && !move_hazard(i, dest).empty())) break;
        out.push_back(make_action(Act::Move, i, static_cast<uint16_t>(dest)));
      }
      cost = 0;
      for (int dest = c.loc - 1; dest >= 0; --dest) {
        cost += span(dest, p);
        if (cost > left || (event_count_ && !move_hazard(i, dest).empty())) break;
        out.push_back(make_action(Act::Move, i, static_cast<uint16_t>(dest)));
      }
    }
    // D-DIL-7: a ship with what it takes tows a Radioactive Garbage Scow along as it moves.
    if (d.type == CardType::Ship && !d.ship_equipment.empty() && !c.has(kStopped)) tow_legal(i, out);
    // R-CLOAK-1, D-CLOAK-1: cloak or decloak, at most once a turn.
    if (d.type == CardType::Ship) cloak_legal(i, here, out);
    // Attempts (R-MSN-2): from a ship or outpost in space.
    if ((d.type == CardType::Ship || d.type == CardType::Facility) && attempt_legal(i, c.loc, p, &here))
      out.push_back(make_action(Act::Attempt, i, static_cast<uint16_t>(c.loc)));
  }
  // Away Team attempts and beaming, per location where this player is present.
  thread_local std::vector<CardId> places, movers, pods;
  for (int loc = 0; loc < n; ++loc) {
    if (!(present & (1ull << loc))) continue;
    places.clear();
    pods.clear();
    uint32_t teams = 0;  // the Away Teams this player has on the planet (D-GRP-1)
    const auto& here = at[loc];
    for (auto i : here) {
      const auto& c = cards[i];
      if (c.place == Place::Space && (def(i).type == CardType::Ship || def(i).type == CardType::Facility)) places.push_back(i);
      else if (c.place == Place::Space && is_pod(i)) pods.push_back(i);  // beamed from only: the rescue (D-INT-20)
      if (c.place == Place::Planet && def(i).type == CardType::Personnel) teams |= 1u << c.team;
    }
    for (int t = 0; teams >> t; ++t)  // each Away Team attempts on its own
      if ((teams >> t & 1) && attempt_legal(kPlanet, loc, p, &here, static_cast<uint8_t>(t)))
        out.push_back(make_action(Act::Attempt, kPlanet, static_cast<uint16_t>(loc), static_cast<uint16_t>(t)));
    if (opponent >> loc & 1) battle_legal(loc, here, out);  // CRD III.4
    if (has_planet(loc)) places.push_back(kPlanet);
    const size_t destinations = places.size();
    places.insert(places.end(), pods.begin(), pods.end());
    for (auto from : places) {
      movers.clear();
      for (auto i : here) {
        const auto& c = cards[i];
        if (from == kPlanet ? c.place == Place::Planet : (c.place == Place::Aboard && c.host == from)) movers.push_back(i);
      }
      if (movers.empty()) continue;
      for (size_t k = 0; k < destinations; ++k) {
        const CardId to = places[k];
        if (to == from) continue;
        int legal = 0;
        // R-FAC-2, CRD IV.1: between an outpost and a ship docked there they may walk, or beam if they want to.
        const bool walk = walk_between(from, to);
        for (auto m : movers)
          if (beam_legal(m, to, loc)) {
            out.push_back(make_action(Act::Beam, m, to, static_cast<uint16_t>(loc)));
            if (walk) out.push_back(make_action(Act::Walk, m, to, static_cast<uint16_t>(loc)));
            ++legal;
          }
        if (legal > 1) out.push_back(make_action(Act::BeamAll, from, to, static_cast<uint16_t>(loc)));
        if (legal > 1 && walk) out.push_back(make_action(Act::WalkAll, from, to, static_cast<uint16_t>(loc)));
      }
    }
  }
  switch_affiliation_legal(mine, out);  // R-AFF-3
  if (group_control_active()) {
    // D-DIL-13: the controller acts with the controlled group only, plays interrupts, and may stop at any time.
    orders_interrupt_legal(out);
    out.push_back(make_action(Act::StopControl));
    return;
  }
  rogue_attack_legal(out);              // D-BORG-5
  orders_interrupt_legal(out);          // D-INT-5, D-TIME-2
  // R-CARDRULE-8: under Static Warp Bubble the turn cannot end until a card is discarded.
  if (must_discard_before_ending(p)) forced_discard_legal(out);
  else if (journey_pending(p) == kNone) out.push_back(make_action(Act::EndTurn));  // D-DIL-8: the required move first
}

// ------------------------------------------------------------------ apply ----
void GameState::apply(Action a) {
  // Validate against the legal set first: an illegal action never touches the state.
  if (legal_cache_version_ != version_) {
    std::vector<Action> tmp;
    legal_actions(tmp);
  }
  if (std::find(legal_cache_.begin(), legal_cache_.end(), a) == legal_cache_.end()) {
    std::string why = why_illegal(a);
    throw std::invalid_argument("illegal action " + action_key(a) + (why.empty() ? "" : ": " + why));
  }
  ++version_;
  auto x = decode(a);
  const int p = active;
  // D-INT-9: a new order of the turn; the kills of the last one are no longer "just" made.
  if (!just_killed.empty() && choice.kind == ChoiceKind::None && windows.empty() && x.kind != Act::PlayInterrupt)
    just_killed.clear(), battle_kills.clear();
  if (!loop_cards_.empty()) keep_loop_snapshot(a);  // D-TURN-1: only while a Temporal Causality Loop may be met
  switch (x.kind) {
    case Act::Pass:
      log_event(Rule::SeedAlternate, Ev::SeedPass, p);
      after_seed_action(true);
      break;
    case Act::SeedMission:
      if (x.b == 2) {
        spaceline[x.c].shared = x.a;
        remove_from_player_zones(x.a);
        cards[x.a].zone = Zone::Spaceline;
        cards[x.a].loc = static_cast<int8_t>(x.c);
        log_event(Rule::SharedMission, Ev::SeedMission, p, x.a, kNone, x.c);
      } else {
        insert_mission(x.a, x.b == 1);
        log_event(Rule::SeedMissionPlacement, Ev::SeedMission, p, x.a, kNone, cards[x.a].loc);
      }
      after_seed_action(false);
      break;
    case Act::SeedUnder: {
      // D-SEED-3: each new seed card goes beneath the stack; the first seeded is met first.
      uint16_t order = 0;
      for (auto s : seeds_under(x.b)) order = std::max<uint16_t>(order, cards[s].order + 1);
      remove_from_player_zones(x.a);
      auto& c = cards[x.a];
      c.zone = Zone::UnderMission;
      c.loc = static_cast<int8_t>(x.b);
      c.order = order;
      log_event(Rule::SeedStackOrder, Ev::SeedCard, p, x.a, kNone, x.b, p);
      after_seed_action(false);
      break;
    }
    case Act::SeedDoorway:
      seed_doorway(x.a);
      after_seed_action(false);
      break;
    case Act::SeedOutpost:
      place_in_space(x.a, x.b);
      log_event(def(x.a).non_aligned() ? Rule::NeutralOutpostSeeding : Rule::SeedOutpost, Ev::SeedOutpost, p, x.a, kNone, x.b);
      after_seed_action(false);
      break;
    case Act::Report: {
      const auto& d = def(x.a);
      cards[x.a].aff = static_cast<uint8_t>(x.c);
      if (event_count_ && loses_affiliation(x.a)) cards[x.a].aff = static_cast<uint8_t>(Affiliation::NonAligned);  // D-EVT-23
      const bool at_location = def(x.b).type != CardType::Facility;  // D-PLAY-1: by the ship's own text
      if (d.type == CardType::Ship) place_in_space(x.a, cards[x.b].loc);
      else place_aboard(x.a, x.b);
      log_event(at_location ? Rule::ReportsAtLocation : def(x.b).non_aligned() ? Rule::NeutralOutpost : Rule::Report, Ev::Reported, p,
                x.a, x.b, cards[x.b].loc);
      if (d.enters_damaged) damage_ship(x.a, Rule::ReportsAtLocation);  // "Enters play damaged" (CRD IV.11.B)
      // R-PLAY-4: under Red Alert! any number of reports make up the one card play.
      // R-PLAY-5: an android reporting where your Cybernetics is does not use it (CRD II.3A).
      if (CardId cyb = cybernetics_at(x.a, x.b); cyb != kNone) log_event(Rule::Cybernetics, Ev::CyberneticsReport, p, x.a, cyb);
      else if (event_count_ && event_active(p, EventEffect::ReportAnyNumber)) players[p].red_alert_plays = players[p].card_played = true;
      else card_play_made(p);
      open_window(Moment::CardPlayed, p, x.a, cards[x.a].loc);
      break;
    }
    case Act::SkipPlay:
      if (players[p].red_alert_plays) log_event(Rule::RedAlert, Ev::CardPlayDone, p);
      else log_event(Rule::CardPlay, Ev::SkippedPlay, p);
      phase = Phase::Orders;
      break;
    case Act::PlayEvent: play_event(x.a, x.b, static_cast<EventTarget>(x.c)); break;
    case Act::BuildOutpost:
      place_in_space(x.a, x.b);
      log_event(Rule::BuildOutpost, Ev::OutpostBuilt, p, x.a, kNone, x.b);
      card_play_made(p);  // building is the card play (R-FAC-10)
      open_window(Moment::CardPlayed, p, x.a, x.b);
      break;
    case Act::AttackShip: begin_ship_battle(x.a, x.b); break;
    case Act::AttackAwayTeam: begin_away_battle(x.b, static_cast<uint8_t>(x.a), static_cast<uint8_t>(x.c)); break;
    case Act::StopControl: end_group_control(true); break;
    case Act::AttackRogueBorg: begin_rogue_battle(x.a, p, kNone); break;  // D-BORG-5
    case Act::RogueBorgAttack: begin_rogue_away_battle(x.a, x.b); break;  // D-BORG-9
    case Act::ForcedDiscard:
      players[p].forced_discard_done = true;
      move_to(x.a, Zone::Discard, -1);
      log_event(Rule::StaticWarpBubble, Ev::ForcedDiscard, p, x.a);
      break;
    case Act::Move:
      do_move(x.a, x.b);
      if (phase != Phase::GameOver && choice.kind == ChoiceKind::None) open_window(Moment::Moved, p, x.a, x.b);
      break;
    case Act::Tow:
      tow(x.a, x.b, x.c);
      if (phase != Phase::GameOver && choice.kind == ChoiceKind::None) open_window(Moment::Moved, p, x.a, x.b);
      break;
    case Act::Beam:
    case Act::Walk: {
      const size_t from = log.size();
      do_beam(x.a, x.b, x.c, true, -1, x.kind == Act::Beam);
      log_unseen_beaming(from, p);
      open_window(Moment::Beamed, p, x.a, x.c);
      break;
    }
    case Act::BeamAll:
    case Act::WalkAll: {
      const size_t from = log.size();
      auto movers = beam_sources(x.a, x.c, p);
      for (auto m : movers)
        if (beam_legal(m, x.b, x.c)) do_beam(m, x.b, x.c, true, -1, x.kind == Act::BeamAll);
      log_unseen_beaming(from, p);
      open_window(Moment::Beamed, p, kNone, x.c);  // one beaming of the whole group (R-TIME-4)
      break;
    }
    case Act::Attempt: begin_attempt(x.a, x.b, static_cast<uint8_t>(x.c)); break;
    case Act::SwitchAffiliation: switch_affiliation(x.a, static_cast<Affiliation>(x.b)); break;
    case Act::PlayInterrupt: play_interrupt(x.a, x.b, x.c); break;
    case Act::EndTurn: begin_end_of_turn(); break;
    case Act::Choose: on_choice(x.a); break;
    case Act::Cloak: set_cloak(x.a, true); break;
    case Act::Decloak: set_cloak(x.a, false); break;
    case Act::SaveFromDeath: save_from_death(x.a, x.b, x.c); break;  // D-EVT-26
  }
  // R-DIL-8: cures may be met on later turns, as soon as the cards arrive.
  if (phase == Phase::Orders || phase == Phase::PlayCard) {
    check_cures();
    check_personnel_dilemmas();
    check_event_cures();
    if (event_count_) spacedock_repairs();
    if (game_kinds_ & kHolograms) holograms_follow_their_ships();  // R-HEA-5
    if (teams_split_) regroup_teams();                  // D-GRP-2: teams that may mix join
    if (group_control_active()) check_group_control();  // D-DIL-13: the controlled group stopped
    if (!controlled.empty()) check_commandeered();  // D-EVT-28
  }
}

void GameState::do_move(CardId ship, int dest) {
  const bool around = move_around(ship, dest);  // D-MOVE-6: decided before the ship leaves
  int cost = move_cost(ship, dest);
  int from = cards[ship].loc;
  cards[ship].range_used = static_cast<uint8_t>(cards[ship].range_used + cost);
  cards[ship].loc = static_cast<int8_t>(dest);
  for (auto c : aboard(ship)) cards[c].loc = static_cast<int8_t>(dest);
  // D-EVT-2 (D-MOVE-6) when the way round the end of the spaceline was taken.
  Rule why = around ? Rule::WrapMovement : cloaked(ship) ? Rule::CloakedMoves : Rule::Move;  // R-CLOAK-2: cloaked, it still moves
  log_event(why, Ev::Moved, active, ship, kNone, dest);
  log.back().b = static_cast<uint16_t>(from);
  log.back().n = static_cast<int16_t>(dest | (cost << 8));
  hazards_after_move(ship, from, dest, around);  // R-MOVE-6: what it passed over, then where it stops
  if (cards[ship].zone != Zone::InPlay) return;
  gap_stop_kills(ship, dest);  // R-MOVE-9: stopping on Gaps in Normal Space
  // R-BATTLE-19: a ship that moves in and stops where the Borg Ship is, is attacked.
  if (CardId borg = borg_ship_at(dest); borg != kNone && !cloaked(ship)) borg_attack(borg, ship);
}

// R-INFO-4: who goes aboard a ship is the owner's secret, but that a beaming happened, how many
// cards went and which ship took them are seen by the opponent: one entry for them, by count.
void GameState::log_unseen_beaming(size_t from, int p) {
  int personnel = 0, others = 0, walked = 0;
  uint16_t ship = kNone;
  for (size_t i = from; i < log.size(); ++i) {
    const auto& e = log[i];
    if ((e.ev != Ev::Beamed && e.ev != Ev::Walked) || e.visible_to != p || e.player != p) continue;
    if (ship != kNone && e.b != ship) continue;  // one destination per action
    ship = e.b;
    (def(e.a).type == CardType::Personnel ? personnel : others) += 1;
    walked |= e.ev == Ev::Walked;
  }
  if (ship == kNone) return;
  log_event(Rule::HiddenCrews, Ev::BeamedUnseen, p, kNone, ship,
            std::min(personnel, 127) | std::min(others, 127) << 7 | walked << 14, 1 - p);
}

bool GameState::walk_between(CardId from, CardId to) const {
  if (from == kPlanet || to == kPlanet) return false;
  const CardType f = def(from).type, t = def(to).type;  // an Escape Pod is neither: its crew is rescued by beaming (D-INT-20)
  const auto host = [](CardType k) { return k == CardType::Ship || k == CardType::Facility; };
  return host(f) && host(t) && (f == CardType::Facility || t == CardType::Facility);
}

void GameState::do_beam(CardId c, CardId dest, int loc, bool log_it, int player, bool beamed) {
  const int p = player < 0 ? active : player;
  CardId from = cards[c].place == Place::Planet ? kPlanet : cards[c].host;
  // Walking between an outpost and a docked ship is not beaming (R-FAC-1, R-FAC-2), unless they beam (CRD IV.1).
  bool walk = !beamed && walk_between(from, dest);
  count_hazard_beaming(c, dest, loc);  // D-EVT-7, before the card leaves where it was
  if (dest == kPlanet) place_on_planet(c, loc);
  else place_aboard(c, dest);
  if (dest == kPlanet && from != kPlanet && def(c).type == CardType::Personnel) cards[c].from = from;  // R-GRP-2 (D-DIL-12)
  // CRD II.1 Stopped, R-STATE-1: a stopped ship or outpost stops everything aboard, new arrivals
  // included; it still may not act (attempt, move) because of them.
  const bool onto_stopped = dest != kPlanet && cards[dest].has(kStopped);
  if (onto_stopped && def(c).type == CardType::Personnel) cards[c].flags |= kStopped;
  if (cards[c].has(kHouseArrest)) {
    cards[c].flags &= static_cast<uint16_t>(~kHouseArrest);  // R-AFF-7: brought to a ship or outpost of its own
    log_event(Rule::HouseArrest, Ev::HouseArrestEnds, p, c, dest);
  }
  // R-INFO-4: once aboard a ship personnel are hidden, so only the owner's log names who went aboard.
  bool to_ship = dest != kPlanet && def(dest).type == CardType::Ship;
  if (from != kPlanet && is_pod(from)) {
    if (log_it) log_event(Rule::EscapePodRescue, Ev::PodRescued, p, c, dest, loc, to_ship ? p : -1);  // D-INT-20
    pod_emptied(from, p);
    return;
  }
  if (log_it)
    log_event(onto_stopped ? Rule::Stopped : walk ? Rule::Docking : Rule::Beam, walk ? Ev::Walked : Ev::Beamed, p, c, dest, loc,
              to_ship ? p : -1);
}

}  // namespace spaceline::stccg1e

namespace spaceline::stccg1e {

// R-FAC-10 (CRD IV.1 Establishing Outposts): an outpost is built as the card
// play at a location showing one of its affiliation icons (a Neutral Outpost:
// anywhere), where the player has the personnel its card asks for: "build
// where you have a Federation ENGINEER" is a personnel of that affiliation with
// that skill, in play at the location (aboard a ship there or on the planet).
std::string GameState::build_refusal(CardId c, int loc, int player) const {
  auto cite_rule = [](Rule r) { return std::string(" (") + rule_info(r).id + ", " + rule_info(r).source + ")"; };
  const auto& d = def(c);
  if (d.type != CardType::Facility) return d.name + " is not a facility";
  if (!d.build_requires) return d.name + " may only be seeded" + cite_rule(Rule::BuildOutpost);
  if (c >= cards.size() || cards[c].zone != Zone::Hand || cards[c].owner != player) return d.name + " is not in your hand";
  if (loc < 0 || loc >= static_cast<int>(spaceline.size())) return "no such location";
  if (is_gap(loc)) return location_name(loc) + " is not a mission: no facility is built there" + cite_rule(Rule::GapsLocation);
  const auto& end = mission_end(loc, player);
  bool icon = d.non_aligned();
  for (auto a : d.affiliations) icon |= std::find(end.affiliations.begin(), end.affiliations.end(), a) != end.affiliations.end();
  if (!icon) return location_name(loc) + " shows none of " + d.name + "'s affiliation icons" + cite_rule(Rule::BuildOutpost);
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& k = cards[i];
    if (k.owner != player || k.zone != Zone::InPlay || k.loc != loc || def(i).type != CardType::Personnel) continue;
    const bool affiliated = d.non_aligned() || d.has_affiliation(static_cast<Affiliation>(k.aff));
    if (affiliated && skill_halves(i, *d.build_requires) >= 2) return "";
  }
  return "you have no " + std::string(d.non_aligned() ? "" : std::string(to_string(d.affiliations.front())) + " ") +
         skill_name(*d.build_requires) + " at " + location_name(loc) + cite_rule(Rule::BuildOutpost);
}

}  // namespace spaceline::stccg1e
