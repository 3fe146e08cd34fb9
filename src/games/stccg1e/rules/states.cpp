// States of personnel beyond "stopped" (CRD II.1 Stasis, Disabled, Captive;
// R-STATE-2..4): what each takes away, how cards put personnel into them, and
// how they end. "Stopped" itself is a flag cleared at each turn's start
// (R-TURN-5); these states last until their card ends them.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
SkillId empathy() {
  static const SkillId s = *parse_skill("Empathy");
  return s;
}
}  // namespace

// ---------------------------------------------------------------- queries --
bool GameState::disabled(CardId c) const {
  const auto& k = cards[c];
  if (k.has(kDisabled)) return true;
  // Two-Dimensional Creatures: "Empaths aboard are disabled"; leaving the ship cures them (CRD IV.5C).
  return k.zone == Zone::InPlay && k.place == Place::Aboard && cards[k.host].has(kEmpathsDisabled) &&
         def(c).prints_skill(empathy());
}

bool GameState::inert(CardId c) const {
  const auto& k = cards[c];
  if (k.zone == Zone::Captive) return true;  // R-STATE-4: no skills, classification or attributes
  if (k.flags & kStasis) return true;        // R-STATE-2: no skills "for any purpose at all"
  return disabled(c);                        // R-STATE-3
}

bool GameState::conscious(CardId c) const {
  const auto& card = cards[c];
  if (card.zone != Zone::InPlay) return false;
  if (card.flags & (kDeactivated | kHouseArrest | kStasis)) return false;
  if (held(c)) return false;  // D-DIL-6: atop the mission, out of reach
  if (def(c).type == CardType::Personnel && disabled(c)) return false;
  const auto& d = def(c);
  if (d.type == CardType::Personnel && d.kind == PersonnelKind::Hologram) {
    // R-HEA-6: a hologram can act only aboard a ship with a holodeck, or on a planet with Holo-Projectors (D-EVT-9).
    if (card.place == Place::Planet) return holograms_may_exist(card.loc);
    if (card.place != Place::Aboard) return false;
    const auto& h = def(card.host);
    if (h.type != CardType::Ship || !h.has_holodeck()) return false;
  }
  return true;
}

// --------------------------------------------------------------- disabled --
void GameState::disable(CardId c, CardId cause) {
  cards[c].flags |= kDisabled;
  cards[c].cause = cause;
  log_event(Rule::Disabled, Ev::Disabled, cards[c].owner, c, cause);
}

// D-STATE-1: personnel a card disabled recover when that card leaves play,
// whether cured or discarded with its ship, wherever they are by then.
void GameState::release_disabled_by(CardId cause) {
  for (CardId i = 0; i < cards.size(); ++i) {
    auto& k = cards[i];
    if (k.cause != cause || !(k.flags & kDisabled)) continue;
    k.flags &= static_cast<uint16_t>(~kDisabled);
    k.cause = kNone;
    if (k.zone == Zone::InPlay) log_event(Rule::DisabledRecovery, Ev::Reenabled, k.owner, i, cause);
  }
}

// Ktarian Game: one personnel aboard, chosen at random (R-INFO-1), among those
// not yet disabled, is disabled.
void GameState::ktarian_game_strikes(CardId d) {
  CardId ship = cards[d].host;
  std::vector<CardId> pool;
  for (auto p : aboard(ship))
    if (def(p).type == CardType::Personnel && cards[p].owner == cards[ship].owner && !disabled(p)) pool.push_back(p);
  if (pool.empty()) return;
  CardId victim = pool[rng.below(static_cast<uint32_t>(pool.size()))];
  log_event(Rule::RandomSelection, Ev::RandomPick, cards[ship].owner, victim, d);
  disable(victim, d);
}

// -------------------------------------------------------------------- stasis --
void GameState::put_in_stasis(CardId c, int full_turns, CardId cause) {
  // R-STATE-2: stopped and unconscious; kStopped stays set until the stasis ends.
  auto& k = cards[c];
  k.flags |= kStasis | kStopped | kFresh;
  k.counter = static_cast<uint8_t>(std::clamp(full_turns, 0, 255));
  log_event(Rule::Stasis, Ev::StasisBegins, k.owner, c, cause, full_turns);
}

// Start of a turn: the active player's Ktarian Games strike again.
void GameState::start_of_turn_states() {
  check_personnel_dilemmas();
  if (lasting_count_ == 0) return;
  for (CardId d = 0; d < cards.size(); ++d) {
    const auto& c = cards[d];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || def(d).type != CardType::Dilemma) continue;
    if (!def(d).dilemma->disable_each_turn || cards[c.host].owner != active) continue;
    ktarian_game_strikes(d);
  }
  check_cures();
}

// End of a turn: timed stasis counts its owner's full turns (R-DUR-1).
void GameState::end_of_turn_stasis() {
  for (CardId i = 0; i < cards.size(); ++i) {
    auto& k = cards[i];
    if (!(k.flags & kStasis) || k.owner != active || k.zone != Zone::InPlay || k.counter == 0) continue;
    if (k.flags & kFresh) {
      k.flags &= static_cast<uint16_t>(~kFresh);
      continue;
    }
    if (--k.counter > 0) continue;
    k.flags &= static_cast<uint16_t>(~(kStasis | kStopped));
    log_event(Rule::Stasis, Ev::StasisEnds, k.owner, i);
  }
}

// ----------------------------------------------------------------- captives --
void GameState::capture(CardId c, int captor, CardId cause) {
  // Whatever was played on or carried by the captive stays behind: cards aboard
  // a personnel do not exist in Premiere, so only the card itself moves.
  remove_from_player_zones(c);
  auto& k = cards[c];
  k.zone = Zone::Captive;
  k.loc = -1;
  k.place = Place::None;
  k.host = kNone;
  k.flags = 0;
  k.counter = 0;
  k.cause = kNone;
  players[captor].captives.push_back(c);
  log_event(Rule::Captive, Ev::Captured, captor, c, cause);
}

void GameState::free_captives(int owner, CardId outpost, CardId cause) {
  std::vector<CardId> freed;
  for (auto c : players[1 - owner].captives)
    if (cards[c].owner == owner) freed.push_back(c);
  for (auto c : freed) {
    place_aboard(c, outpost);  // out of the captor's captive area (remove_from_player_zones)
    // R-AFF-7: freed into a crew it may not join, it is under house arrest rather than mixed.
    if (!compatible(c, outpost)) cards[c].flags |= kHouseArrest;
  }
  log_event(Rule::Captive, Ev::CaptivesFreed, owner, outpost, cause, static_cast<int>(freed.size()));
}

// D-STATE-3: at the end of the game each captive goes back to its owner (into
// the owner's hand, out of the captor's captive area).
void GameState::return_captives_at_game_end() {
  for (int p = 0; p < 2; ++p) {
    auto held = players[p].captives;
    for (auto c : held) {
      move_to(c, Zone::Hand, cards[c].owner);
      log_event(Rule::CaptivesReturned, Ev::CaptiveReturned, cards[c].owner, c);
    }
  }
}

}  // namespace spaceline::stccg1e
