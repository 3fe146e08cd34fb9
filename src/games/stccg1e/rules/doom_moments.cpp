// The moment just before a ship is destroyed or a personnel dies (D-INT-19,
// D-EVT-25): "plays on ship being destroyed" (Escape Pod) and "when a personnel
// is targeted to die ... instead" (Genetronic Replicator) answer a loss before it
// happens, so the answer replaces the outcome rather than undoing it.
//
// A cause that destroys or kills hands each loss to doom_ship / doom_kill. A loss
// nobody could answer happens at once, exactly as it always did, so games without
// these cards see no change. One that could be answered waits in `doom`; once the
// cause has handed over all it does in one go, open_doom_window opens one response
// window (Moment::Doomed) for the owners who may answer, and returns true: the
// cause stops there. When the window closes the losses still pending happen, and
// `doom.resume` says where the cause goes on (doom_passed).
//
// Who is asked follows D-TIME-1: for a ship, its owner if their deck holds an
// Escape Pod (the deck, never the hand); for a personnel, its owner if a Genetronic
// Replicator of theirs is in play (public). The ways into the moment are listed in
// docs/rulings.md (D-INT-19, D-EVT-25); the others destroy and kill at once.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool ship_loss_answerable(const GameState& s, CardId c, MomentMask owner_mask) {
  return s.def(c).type == CardType::Ship && (owner_mask & moment_bit(Moment::Doomed));
}
}  // namespace

bool GameState::doom_answerable(CardId c, bool ship) const {
  const int owner = cards[c].owner;
  if (ship) return ship_loss_answerable(*this, c, answers_[owner][0] | answers_[owner][1]);
  return event_count_ && event_active(owner, EventEffect::SaveFromDeath);
}

bool GameState::is_doomed(CardId c) const {
  return std::any_of(doom.dooms.begin(), doom.dooms.end(), [c](const Doom& d) { return d.card == c; });
}

void GameState::doom_ship(CardId ship, Rule why) {
  // One moment at a time: a loss while one is open happens at once.
  if (doom.open || !doom_answerable(ship, true)) {
    destroy_ship(ship, why);
    return;
  }
  doom.dooms.push_back(Doom{ship, true, static_cast<uint16_t>(why), 0, -1, kNone, -1});
}

void GameState::doom_kill(CardId c, Rule why, Ev ev, int player, CardId by, int battle_loc) {
  // R-HEA-5: a hologram killed or lost in an Away Team battle, aboard or on a planet, is deactivated
  // and returned to its ship: nobody dies.
  if (def(c).kind == PersonnelKind::Hologram && (cards[c].place == Place::Aboard || cards[c].place == Place::Planet)) {
    kill(c, why);
    return;
  }
  if (ev == Ev::Killed && by == kNone) by = attempt.dilemma;  // as kill() logs it
  const Doom d{c, false, static_cast<uint16_t>(why), static_cast<uint8_t>(ev),
               static_cast<int8_t>(player == -2 ? cards[c].owner : player), by, static_cast<int8_t>(battle_loc)};
  if (doom.open || !doom_answerable(c, false)) {
    execute_doom(d);
    return;
  }
  doom.dooms.push_back(d);
}

void GameState::execute_doom(const Doom& d) {
  if (cards[d.card].zone != Zone::InPlay) return;  // already gone (D-EVT-26: returned to hand instead)
  if (d.ship) {
    destroy_ship(d.card, static_cast<Rule>(d.why));  // R-BATTLE-13: with whatever is still aboard
    return;
  }
  log_event(static_cast<Rule>(d.why), static_cast<Ev>(d.ev), d.player, d.card, d.by);
  discard_card(d.card);
  just_killed.push_back(d.card);  // D-INT-9
  if (d.battle_loc >= 0) record_battle_kill(d.card, d.battle_loc, kNone);  // D-BAT-7
}

uint8_t GameState::doom_asks() const {
  uint8_t asks = 0;
  for (const auto& d : doom.dooms)
    if (cards[d.card].zone == Zone::InPlay && doom_answerable(d.card, d.ship)) asks |= static_cast<uint8_t>(1u << cards[d.card].owner);
  return asks;
}

bool GameState::open_doom_window(DoomResume resume, int opener, CardId subject) {
  if (doom.dooms.empty() || doom.open) return false;
  if (!open_window(Moment::Doomed, opener, subject)) {
    // A decision is already pending, so the moment has passed: the losses happen now.
    auto dooms = std::move(doom.dooms);
    doom = DoomStep{};
    for (const auto& d : dooms) execute_doom(d);
    return false;
  }
  doom.open = true;
  doom.resume = resume;
  doom.player = static_cast<uint8_t>(opener);
  doom.subject = subject;
  for (const auto& d : doom.dooms)
    log_event(d.ship ? Rule::EscapePod : Rule::TargetedToDie, Ev::Doomed, cards[d.card].owner, d.card, kNone, d.ship ? 1 : 0);
  return true;
}

// The window has closed: what is still pending happens, then its cause goes on.
void GameState::doom_passed() {
  const DoomStep step = std::move(doom);
  doom = DoomStep{};
  for (const auto& d : step.dooms) execute_doom(d);
  if (phase == Phase::GameOver) return;
  switch (step.resume) {
    case DoomResume::Nothing: break;
    case DoomResume::ShipBattle: finish_ship_battle(); break;
    case DoomResume::AwayBattle: finish_away_battle(); break;
    case DoomResume::Dilemma:
      attempt.effect_index++;  // the effect that killed is done: on with the rest of the dilemma and the attempt
      run_effects();
      if (choice.kind == ChoiceKind::None) advance_attempt();
      break;
    case DoomResume::InterruptKill: next_interrupt_kill(); break;
    case DoomResume::CardPlayed:
      if (choice.kind == ChoiceKind::None) open_window(Moment::CardPlayed, step.player, step.subject);
      break;
    case DoomResume::InterruptResolved: finish_resolving(); break;  // discarded, and the window it was played in goes on
  }
}

// ------------------------------------------------- Genetronic Replicator ---
CardId GameState::replicator_of(int player) const {
  if (!event_count_ || !event_active(player, EventEffect::SaveFromDeath)) return kNone;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::InPlay && cards[i].owner == player && def(i).plays_as_event() &&
        def(i).event->effect == EventEffect::SaveFromDeath)
      return i;
  return kNone;
}

namespace {
// D-EVT-26, R-CARDRULE-9: one of the player's personnel with the classification, present with
// the one targeted, able to be stopped, and not targeted to die itself.
bool medic_for(const GameState& s, CardId m, CardId victim, SkillId cls, int player) {
  if (m == victim || m >= s.cards.size() || s.cards[m].zone != Zone::InPlay || s.cards[m].owner != player) return false;
  if (s.def(m).type != CardType::Personnel || !s.usable(m) || s.is_doomed(m)) return false;
  return s.skill_halves(m, cls) >= 2 && s.present_with(m, victim);
}
}  // namespace

bool GameState::save_from_death_legal(CardId personnel, CardId m1, CardId m2, int player) const {
  if (choice.kind != ChoiceKind::Respond || choice.chooser != player || windows.empty() || windows.back().moment != Moment::Doomed)
    return false;
  const CardId rep = replicator_of(player);
  if (rep == kNone || personnel >= cards.size() || cards[personnel].owner != player || cards[personnel].zone != Zone::InPlay) return false;
  const bool targeted = std::any_of(doom.dooms.begin(), doom.dooms.end(), [&](const Doom& d) { return !d.ship && d.card == personnel; });
  if (!targeted) return false;
  const auto& ev = *def(rep).event;
  if (!medic_for(*this, m1, personnel, ev.classification, player)) return false;
  if (ev.count < 2) return m2 == kNone;
  return m2 > m1 && medic_for(*this, m2, personnel, ev.classification, player);  // one action per pair
}

void GameState::save_from_death_actions(int player, std::vector<Action>& out) const {
  const CardId rep = replicator_of(player);
  if (rep == kNone) return;
  const auto& ev = *def(rep).event;
  for (const auto& d : doom.dooms) {
    if (d.ship || cards[d.card].owner != player || cards[d.card].zone != Zone::InPlay) continue;
    std::vector<CardId> medics;
    for (CardId m = 0; m < cards.size(); ++m)
      if (medic_for(*this, m, d.card, ev.classification, player)) medics.push_back(m);
    auto offer = [&](CardId m1, CardId m2) {
      if (save_from_death_legal(d.card, m1, m2, player)) out.push_back(make_action(Act::SaveFromDeath, d.card, m1, m2));
    };
    for (size_t i = 0; i < medics.size(); ++i) {
      if (ev.count < 2) offer(medics[i], kNone);
      else
        for (size_t k = i + 1; k < medics.size(); ++k) offer(medics[i], medics[k]);
    }
  }
}

// D-EVT-26: the MEDICAL are stopped and the personnel goes to its owner's hand instead of dying:
// it is not killed (no "just killed", D-INT-9). The window then goes on, the other player first.
void GameState::save_from_death(CardId personnel, CardId m1, CardId m2) {
  const int p = cards[personnel].owner;
  const CardId rep = replicator_of(p);
  cards[m1].flags |= kStopped;
  if (m2 != kNone) cards[m2].flags |= kStopped;
  doom.dooms.erase(std::remove_if(doom.dooms.begin(), doom.dooms.end(), [&](const Doom& d) { return d.card == personnel; }),
                   doom.dooms.end());
  const CardId host = cards[personnel].place == Place::Aboard ? cards[personnel].host : kNone;
  move_to(personnel, Zone::Hand, p);
  log_event(Rule::ReturnInstead, Ev::ReturnedInstead, p, personnel, rep);
  if (host != kNone && is_pod(host)) pod_emptied(host, p);
  auto& w = windows.back();
  w.passes = 0;
  w.responder = static_cast<uint8_t>(w.asks >> (1 - p) & 1 ? 1 - p : p);
  offer_window();
}

}  // namespace spaceline::stccg1e
