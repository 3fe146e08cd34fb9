// Events (CRD II.1 "Event"; R-CARD-7, R-PLAY-1, R-PLAY-4): played from hand as
// the turn's normal card play; some resolve at once and are discarded, the rest
// stay in play on the table, beside a player's deck, on a mission or on a ship
// and act from there. The effects themselves are data (EventDef, card files).
#include <algorithm>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool is_event_in_play(const GameState& s, CardId i) {
  return s.cards[i].zone == Zone::InPlay && s.def(i).plays_as_event();
}
bool mission_shows(const GameState& s, int loc, Affiliation a) {
  // D-EVT-1: "a Klingon mission" is one showing the Klingon icon on either end.
  const auto& d = s.def(s.spaceline[loc].mission);
  auto has = [a](const MissionEnd& e) { return std::find(e.affiliations.begin(), e.affiliations.end(), a) != e.affiliations.end(); };
  return has(d.end) || (d.opponent_end && has(*d.opponent_end));
}
}  // namespace

void GameState::refresh_events() {
  event_count_ = cured_events_ = 0;
  event_effects_[0] = event_effects_[1] = 0;
  espionage_locs_[0] = espionage_locs_[1] = 0;
  treaty_pairs_[0] = treaty_pairs_[1] = 0;
  destroyed_locs_ = 0;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || (def(i).type != CardType::Event && !def(i).plays_as_event())) continue;
    ++event_count_;
    if (!def(i).event) continue;
    const int p = cards[i].owner;
    if (p > 1) continue;  // a corrupt save; from_json rejects it next
    if (def(i).event->cure) ++cured_events_;
    const auto e = def(i).event->effect;
    // EventEffect::Ability's bit says a continuous ability is in play, the gate of the value queries' scan
    // (abilities/modifiers.cpp); triggers are found by the end of the turn itself.
    if (e != EventEffect::Ability || def(i).ability->timing == AbilityTiming::WhileInPlay) event_effects_[p] |= 1ull << static_cast<int>(e);
    if (e == EventEffect::AttemptAs && cards[i].loc >= 0 && cards[i].loc < 64) espionage_locs_[p] |= 1ull << cards[i].loc;
    if (e == EventEffect::DestroyLocation && cards[i].loc >= 0 && cards[i].loc < 64) destroyed_locs_ |= 1ull << cards[i].loc;
    const auto& t = def(i).event->treaty;
    if (e == EventEffect::Treaty && t.size() == 2) {
      int a = static_cast<int>(t[0]), b = static_cast<int>(t[1]);
      treaty_pairs_[p] |= 1ull << (a * 8 + b) | 1ull << (b * 8 + a);
    }
  }
}

bool GameState::may_attempt_as(int player, int loc, Affiliation a) const {
  if (!event_count_) return false;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].owner != player || cards[i].loc != loc || !is_event_in_play(*this, i)) continue;
    const auto& ev = *def(i).event;
    if (ev.effect == EventEffect::AttemptAs && ev.affiliation == a) return true;
  }
  return false;
}

bool GameState::extra_draw_for(int player) const {
  for (CardId i = 0; i < cards.size(); ++i)
    if (is_event_in_play(*this, i) && def(i).event->effect == EventEffect::ExtraDraw && cards[i].counter == player) return true;
  return false;
}

// ---------------------------------------------------------------- legality --
bool GameState::event_target_legal(CardId c, uint16_t target, EventTarget kind) const {
  const auto& ev = *def(c).event;
  if (const auto& ab = def(c).ability) return ability_target_legal(*this, *ab, active, OpTarget{kind, target});
  if (kind != ev.plays_on) return false;
  switch (kind) {
    case EventTarget::Table: return target == 0;
    case EventTarget::Player: return target < 2;
    case EventTarget::Mission:
      return target < spaceline.size() && (!ev.mission_icon || mission_shows(*this, target, *ev.mission_icon)) &&
             (!ev.planet || has_planet(target));
    case EventTarget::Boundary:  // between `target` and its right-hand neighbour (D-MOVE-5)
      return static_cast<size_t>(target) + 1 < spaceline.size();
    case EventTarget::BetweenMissions: return gap_fits(target);  // R-MOVE-9
    case EventTarget::Ship:
      if (!ship_in_space(target)) return false;
      if (ev.ship_affiliation && !(*ev.ship_affiliation == Affiliation::NonAligned ? def(target).non_aligned()
                                                                                  : def(target).has_affiliation(*ev.ship_affiliation)))
        return false;
      // D-EVT-27: where your Rogue Borg hold the opponent's ship: none of its owner's personnel left aboard.
      if (ev.effect == EventEffect::Commandeer) {
        if (cards[target].owner == active || is_controlled(target) || owner_cards_aboard(target)) return false;  // R-INFO-4
        for (auto r : rogue_borg_aboard(target))
          if (cards[r].owner == active) return true;
        return false;
      }
      return true;
    case EventTarget::AwayTeam: return false;  // only abilities aim at Away Teams
    case EventTarget::Outpost:  // one of your own outposts
      return target < cards.size() && cards[target].zone == Zone::InPlay && cards[target].place == Place::Space &&
             def(target).type == CardType::Facility && cards[target].owner == active;
  }
  return false;
}

void GameState::event_legal(CardId c, std::vector<Action>& out) const {
  const auto& d = def(c);
  const auto& ev = *d.event;
  const int p = active;
  if (players[p].red_alert_plays) return;          // R-PLAY-4: Red Alert plays and an event exclude each other
  if (d.unique && in_play_copy(p, d)) return;       // R-ID-1
  if (!ev.needs_in_play.empty() && needed_in_play(ev, p) == kNone) return;  // Supernova needs your Tox Uthat on the table
  auto add = [&](uint16_t target, EventTarget kind) {
    if (event_target_legal(c, target, kind)) out.push_back(make_action(Act::PlayEvent, c, target, static_cast<uint16_t>(kind)));
  };
  if (d.ability) {
    thread_local std::vector<OpTarget> targets;
    targets.clear();
    ability_targets(*this, *d.ability, p, targets);
    for (const auto& t : targets) out.push_back(make_action(Act::PlayEvent, c, t.value, static_cast<uint16_t>(t.kind)));
    return;
  }
  switch (ev.plays_on) {
    case EventTarget::Table: add(0, EventTarget::Table); break;
    case EventTarget::Player: add(static_cast<uint16_t>(p), EventTarget::Player), add(static_cast<uint16_t>(1 - p), EventTarget::Player); break;
    case EventTarget::Mission:
      for (size_t l = 0; l < spaceline.size(); ++l) add(static_cast<uint16_t>(l), EventTarget::Mission);
      break;
    case EventTarget::Boundary:
    case EventTarget::BetweenMissions:
      for (size_t l = 0; l + 1 < spaceline.size(); ++l) add(static_cast<uint16_t>(l), ev.plays_on);
      break;
    case EventTarget::Ship:
      for (CardId i = 0; i < cards.size(); ++i)
        if (def(i).type == CardType::Ship) add(i, EventTarget::Ship);
      break;
    case EventTarget::Outpost:
      for (CardId i = 0; i < cards.size(); ++i)
        if (def(i).type == CardType::Facility) add(i, EventTarget::Outpost);
      break;
    case EventTarget::AwayTeam: break;  // only abilities aim at Away Teams
  }
}

// --------------------------------------------------------------------- play --
void GameState::play_event(CardId c, uint16_t target, EventTarget kind) {
  const int p = active;
  const auto& ev = *def(c).event;
  card_play_made(p);  // R-PLAY-1: the event is this turn's card play
  // Supernova uses up the Tox Uthat as it is played, whatever then happens to it (D-EVT-20, R-ART-4).
  if (!ev.needs_in_play.empty())
    if (CardId used = needed_in_play(ev, p); used != kNone) {
      const bool artifact = def(used).type == CardType::Artifact;
      move_to(used, artifact ? Zone::OutOfPlay : Zone::Discard, -1);
      log_event(artifact ? Rule::ArtifactLeaves : Rule::Supernova, Ev::EventDiscarded, p, used);
    }
  const bool names_card = kind == EventTarget::Ship || (def(c).ability && def(c).ability->target.kind == TargetKind::YourDiscard);
  log_event(Rule::EventPlay, Ev::EventPlayed, p, c, names_card ? target : kNone,
            kind == EventTarget::Mission || kind == EventTarget::Player || kind == EventTarget::Boundary ||
                    kind == EventTarget::BetweenMissions
                ? target
                : -1);
  // R-NULL-3: a card that nullifies an event as it is played answers here; the
  // event is on the resolution stack until then (R-TIME-8).
  remove_from_player_zones(c);
  cards[c].zone = Zone::Resolving;
  resolving.push_back(Resolving{c, target, static_cast<uint8_t>(p), static_cast<uint8_t>(kind), false, true});
  if (open_window(Moment::EventPlayed, p, c)) return;
  resolving.pop_back();
  place_event(c, target, kind);
}

// The event played resolves: it takes its place and acts, then the opponent
// may answer the card play (R-TIME-2).
void GameState::place_event(CardId c, uint16_t target, EventTarget kind) {
  const int p = active;
  const auto& ev = *def(c).event;
  auto& card = cards[c];
  card.zone = Zone::InPlay;
  card.place = Place::None;
  card.host = kNone;
  card.loc = -1;
  card.counter = 0;
  if (kind == EventTarget::Ship || kind == EventTarget::Outpost) {
    place_aboard(c, target);  // it travels and is discarded with the ship or outpost (R-ZONE-5)
  } else if (kind == EventTarget::Mission || kind == EventTarget::Boundary) {
    card.loc = static_cast<int8_t>(target);  // a boundary is kept as the location on its left
  } else if (kind == EventTarget::Player) {
    card.counter = static_cast<uint8_t>(target);  // whose draw deck it sits beside
  } else if (kind == EventTarget::BetweenMissions) {
    open_gap(c, target);  // a location of its own between `target` and its neighbour (R-MOVE-9)
  }
  refresh_events();
  // R-NULL-8: an event in play that nullifies this one cancels it at once; the card play is still used (R-PLAY-2).
  for (CardId i = 0; i < cards.size(); ++i) {
    if (i == c || !is_event_in_play(*this, i)) continue;
    const auto& names = def(i).event->nullifies;
    if (std::find(names.begin(), names.end(), def(c).name) != names.end()) {
      nullify_event(c, i);
      open_window(Moment::CardPlayed, p, c);
      return;
    }
  }
  // R-NULL-8: and it nullifies the events it names already in play (The Traveler: Static Warp Bubble).
  for (CardId i = 0; i < cards.size() && !ev.nullifies.empty(); ++i) {
    if (i == c || !is_event_in_play(*this, i)) continue;
    if (std::find(ev.nullifies.begin(), ev.nullifies.end(), def(i).name) != ev.nullifies.end()) nullify_event(i, c);
  }
  resolve_event(c, target);
  if (phase != Phase::GameOver && choice.kind == ChoiceKind::None) open_window(Moment::CardPlayed, p, c);
}

void GameState::resolve_event(CardId c, uint16_t target) {
  const int p = active;
  const auto& ev = *def(c).event;
  switch (ev.effect) {
    case EventEffect::Ability: run_ability(*this, *def(c).ability, c, p, OpTarget{ev.plays_on, target}); break;
    case EventEffect::DestroyLocation: destroy_location(c, target); break;
    case EventEffect::RaiseStakes:
      // D-EVT-21: the opponent answers at once.
      choice = PendingChoice{ChoiceKind::Stakes, static_cast<uint8_t>(1 - p), {0, 1}};
      log_event(Rule::RaiseTheStakes, Ev::StakesRaised, p, c);
      break;
    case EventEffect::ExtraDraw: break;  // R-NULL-8: the Static Warp Bubbles it nullifies are gone (play_event)
    case EventEffect::LoseAffiliation: apply_lost_affiliations(); break;  // D-EVT-23
    case EventEffect::Commandeer:
      // D-EVT-27, D-BORG-8: the Bobs are assimilated; the ship is the Rogue Borg player's for as long as they are aboard.
      if (event_target_legal(c, target, EventTarget::Ship)) {
        take_control(target, p, c, true);
      } else {
        move_to(c, Zone::Discard, -1);  // the Rogue Borg are gone meanwhile: nothing to commandeer
        log_event(Rule::LoreReturns, Ev::EventDiscarded, p, c);
      }
      break;
    case EventEffect::NoInterrupts:
      // R-DUR-1: a countdown counts full turns, never the turn in progress.
      cards[c].counter = static_cast<uint8_t>(ev.full_turns);
      cards[c].flags |= kFresh;
      break;
    default: break;  // stays in play and acts from there
  }
  if (ev.discard_after && cards[c].zone == Zone::InPlay) {
    move_to(c, def(c).type == CardType::Artifact ? Zone::OutOfPlay : Zone::Discard, -1);  // R-ART-4
    log_event(Rule::EventPlay, Ev::EventDiscarded, p, c);
  }
  if (phase != Phase::GameOver) check_event_cures();
}

// ------------------------------------------------ ship modifiers (CRD IV.7) --
// What the abilities in play add and multiply (abilities/modifiers.cpp: Bynars
// Weapon Enhancement, the shields, Kurlan Naiskos), after any value set (R-MOD-1).
int GameState::ship_weapons(CardId ship) const {
  const int w = def(ship).weapons;
  if (cards[ship].zone != Zone::InPlay) return w;  // R-MOD-6: cards in play never modify a card in a hand
  const ValueMods m = ability_modifiers(*this, ship, Stat::Weapons);
  return (w + m.add) * m.times;
}

int GameState::ship_shields(CardId ship) const {
  if (is_borg_ship(ship)) return def(ship).dilemma->borg_ship->shields;
  const int s = def(ship).shields;
  if (def(ship).type != CardType::Ship || cards[ship].zone != Zone::InPlay) return s;  // R-MOD-6: nor in a hand
  const ValueMods m = ability_modifiers(*this, ship, Stat::Shields);
  return (s + m.add) * m.times;
}

// ------------------------------------------------------------- end of turn --
void GameState::event_end_of_turn() {
  if (!event_count_) return;
  // R-TURN-2 / R-TURN-6: recurring end-of-turn effects happen just before the draw.
  for (CardId i = 0; i < cards.size() && phase != Phase::GameOver; ++i) {
    if (!is_event_in_play(*this, i)) continue;
    auto& c = cards[i];
    const auto& ev = *def(i).event;
    if (c.has(kFresh)) continue;
    if (const auto& ab = def(i).ability; ab && ab->timing == AbilityTiming::EndOfTurn) {
      run_end_of_turn(*this, *ab, i);  // its turn, its countdown, its ops (abilities/interpreter.cpp)
      continue;
    }
    switch (ev.effect) {
      case EventEffect::NoInterrupts:
        // "until the end of your next turn": its owner's first full turn after it was played (R-DUR-1).
        if (c.owner != active) break;
        if (c.counter > 0) --c.counter;
        if (c.counter == 0) {
          log_event(Rule::GoddessOfEmpathy, Ev::EventExpires, active, i);
          move_to(i, Zone::Discard, -1);
        }
        break;
      default: break;
    }
  }
  // The turn in which they were played is over: from now on they count.
  for (CardId i = 0; i < cards.size(); ++i)
    if (is_event_in_play(*this, i)) cards[i].flags &= static_cast<uint16_t>(~kFresh);
}

// D-EVT-3: like a dilemma's cure (R-DIL-8), checked after every action.
void GameState::check_event_cures() {
  if (!cured_events_) return;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].place != Place::Aboard || !is_event_in_play(*this, i)) continue;
    const auto& ev = *def(i).event;
    if (!ev.cure) continue;
    CardId ship = cards[i].host;
    // Asked after every action (hot path): the crew is gathered without allocating.
    thread_local std::vector<CardId> crew, none;
    crew.clear();
    for (CardId m = 0; m < cards.size(); ++m) {
      const auto& k = cards[m];
      if (k.host == ship && k.place == Place::Aboard && k.zone == Zone::InPlay && k.owner == cards[ship].owner &&
          def(m).type == CardType::Personnel && usable(m))
        crew.push_back(m);
    }
    ReqContext ctx{this, &crew, &none, ship_shields(ship)};
    if (!evaluate(*ev.cure, ctx).met) continue;
    log_event(Rule::ShipEventCure, Ev::EventCured, cards[ship].owner, i, ship);
    move_to(i, Zone::Discard, -1);
  }
}

// --------------------------------------------------- Static Warp Bubble ------
bool GameState::must_discard_before_ending(int player) const {
  // R-CARDRULE-8: only from hand; nothing is owed when the hand is empty.
  if (!event_count_ || players[player].forced_discard_done || players[player].hand.empty()) return false;
  return event_active(1 - player, EventEffect::OpponentDiscardsEachTurn);
}

void GameState::forced_discard_legal(std::vector<Action>& out) const {
  for (auto c : players[active].hand) out.push_back(make_action(Act::ForcedDiscard, c));
}

}  // namespace spaceline::stccg1e
