// Interrupts (CRD II.1 "Interrupt", II.2; R-TIME-2/3/5/12): played from hand
// outside the turn's card play, at the moments their text names, then
// discarded. The only moment modelled so far is the response window of a
// battle just initiated (R-TIME-12): a battle is one action (R-BATTLE-1), so
// only cards that say they act during it may be played there (R-TIME-3).
//
// The window is a decision point like any other: the defender answers first,
// then the attacker, alternating until both pass in a row (R-TIME-5, R-TIME-7).
// It is offered whatever the players hold, so whether a player answers at
// all tells the opponent nothing about their hand (D-INT-4).
#include <algorithm>

#include "games/stccg1e/state.h"

namespace spaceline::stccg1e {

namespace {
bool has_skill(const GameState& s, CardId c, SkillId k) { return k == kNoSkill || s.skill_halves(c, k) >= 2; }
}  // namespace

// The personnel fighting for `player` in the Away Team battle in progress, as
// resolve_away_battle counts them (D-BAT-3): the attacker's unstopped team,
// the defender's team with the stopped ones too (any of them may be lost).
std::vector<CardId> GameState::battle_team(int player, bool fighting_only) const {
  if (!battle.away_team) return {};
  if (player == battle.attacker) return away_team(player, battle.loc, true);
  auto team = away_team(player, battle.loc, false);
  if (fighting_only) team.erase(std::remove_if(team.begin(), team.end(), [this](CardId c) { return !usable(c); }), team.end());
  return team;
}

// Honor Challenge and its kind: who kills (each fighting member matching the
// killer filter kills one) and who may die (the opponent's team matching the
// victim filter). D-INT-2.
void GameState::interrupt_kill_sets(int player, const InterruptDef& in, std::vector<CardId>& killers,
                                    std::vector<CardId>& victims) const {
  killers.clear(), victims.clear();
  for (auto c : battle_team(player, true))
    if ((!in.killer_affiliation || cards[c].aff == static_cast<uint8_t>(*in.killer_affiliation)) &&
        has_skill(*this, c, in.killer_skill))
      killers.push_back(c);
  for (auto c : battle_team(1 - player, false))
    if (has_skill(*this, c, in.victim_skill)) victims.push_back(c);
}

bool GameState::interrupt_target_legal(CardId c, uint16_t target, int player) const {
  if (c >= cards.size() || cards[c].zone != Zone::Hand || cards[c].owner != player) return false;
  const auto& d = def(c);
  if (d.type != CardType::Interrupt || !d.interrupt || d.text != TextStatus::Implemented) return false;
  if (d.interrupt->when == InterruptWhen::YourOrders) {
    // D-INT-5: an action of its own during your orders, on one of your ships in space.
    if (phase != Phase::Orders || choice.kind != ChoiceKind::None || battle.active || attempt.active || active != player)
      return false;
    return target < cards.size() && cards[target].owner == player && cards[target].zone == Zone::InPlay &&
           cards[target].place == Place::Space && def(target).type == CardType::Ship;
  }
  if (!battle.active || choice.kind != ChoiceKind::BattleResponse || choice.chooser != player) return false;
  const auto& in = *d.interrupt;
  if (in.when == InterruptWhen::ShipBattleInitiated && battle.away_team) return false;
  if (in.when == InterruptWhen::AwayTeamBattleInitiated && !battle.away_team) return false;
  switch (in.effect) {
    case InterruptEffect::HideShip: {
      // Only the ship the battle is initiated against is hidden from it (D-INT-1).
      if (target != battle.target || def(target).type != CardType::Ship) return false;
      if (!in.aboard) return true;
      auto group = crew(target);
      std::vector<uint16_t> none;
      ReqContext ctx{this, &group, &none, -1};
      return evaluate(*in.aboard, ctx).met;
    }
    case InterruptEffect::KillPerMember: {
      if (target != 0) return false;
      // R-BATTLE-9: a defender who cannot retaliate may not kill the attackers during the battle.
      if (player != battle.attacker && leaders(battle_team(player, true)) == 0) return false;
      thread_local std::vector<CardId> killers, victims;
      interrupt_kill_sets(player, in, killers, victims);
      return !killers.empty() && !victims.empty();
    }
    case InterruptEffect::SelfDestruct: return false;  // your_orders only (handled above)
  }
  return false;
}

void GameState::interrupt_legal(std::vector<Action>& out) const {
  const int p = choice.chooser;
  for (auto c : players[p].hand) {
    const auto& d = def(c);
    if (d.type != CardType::Interrupt || !d.interrupt) continue;
    if (d.interrupt->effect == InterruptEffect::HideShip) {
      if (battle.target != kNone && interrupt_target_legal(c, battle.target, p))
        out.push_back(make_action(Act::PlayInterrupt, c, battle.target));
    } else if (interrupt_target_legal(c, 0, p)) {
      out.push_back(make_action(Act::PlayInterrupt, c, 0));
    }
  }
}

// ------------------------------------------------------------ the window ---
void GameState::open_battle_window() {
  battle.window = true;
  battle.passes = 0;
  offer_response(1 - battle.attacker);  // the player acted against answers first (R-TIME-2)
}

void GameState::offer_response(int player) {
  battle.responder = static_cast<uint8_t>(player);
  choice = PendingChoice{ChoiceKind::BattleResponse, static_cast<uint8_t>(player), {kNone}};
}

void GameState::on_response(uint16_t picked) {
  (void)picked;  // the only option is to pass; interrupts come as PlayInterrupt actions
  if (++battle.passes >= 2) {
    close_battle_window();
    return;
  }
  offer_response(1 - battle.responder);
}

void GameState::close_battle_window() {
  battle.window = false;
  battle.passes = 0;
  const int d = 1 - battle.attacker;
  if (!battle.away_team) {
    // The defender answers: retaliation needs a ship with a leader (R-BATTLE-4, R-BATTLE-8).
    bool can = false;
    for (auto s : ships_at(d, battle.loc)) can |= may_retaliate(s);
    if (!can) {
      resolve_ship_battle();
      return;
    }
    std::vector<uint16_t> options{kNone};
    for (auto a : battle.attackers) options.push_back(a);
    choice = PendingChoice{ChoiceKind::RetaliationTarget, static_cast<uint8_t>(d), options};
    return;
  }
  // D-BAT-2: like a ship, an Away Team fires back only with a leader.
  if (leaders(away_team(d, battle.loc, true)) == 0) {
    log_event(Rule::AwayTeamRetaliation, Ev::NoRetaliation, d);
    resolve_away_battle(false);
    return;
  }
  // D-INT-3: a defender who has killed attackers during the battle is fighting back.
  if (battle.defender_fights) {
    resolve_away_battle(true);
    return;
  }
  choice = PendingChoice{ChoiceKind::AwayRetaliate, static_cast<uint8_t>(d), {0, 1}};
}

// ------------------------------------------------------------------ play ---
void GameState::orders_interrupt_legal(const std::vector<CardId>& mine, std::vector<Action>& out) const {
  for (auto c : players[active].hand) {
    const auto& d = def(c);
    if (d.type != CardType::Interrupt || !d.interrupt || d.interrupt->when != InterruptWhen::YourOrders) continue;
    for (auto s : mine)
      if (interrupt_target_legal(c, s, active)) out.push_back(make_action(Act::PlayInterrupt, c, s));
  }
}

// Auto-Destruct Sequence (D-INT-5): the ship explodes at the end of its owner's
// turn, with everything aboard (R-BATTLE-13); the blast damages every other ship
// there whose SHIELDS are below the card's number, cloaked ones too (R-CLOAK-2).
void GameState::self_destructs() {
  std::vector<CardId> fuses;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || def(i).type != CardType::Interrupt) continue;
    if (def(i).interrupt && def(i).interrupt->effect == InterruptEffect::SelfDestruct && cards[c.host].owner == active)
      fuses.push_back(i);
  }
  for (auto f : fuses) {
    if (cards[f].zone != Zone::InPlay) continue;  // its ship went with an earlier blast
    const CardId ship = cards[f].host;
    const int loc = cards[ship].loc, below = def(f).interrupt->shields_below;
    destroy_ship(ship, Rule::SelfDestruct);
    std::vector<CardId> near;
    for (CardId i = 0; i < cards.size(); ++i)
      if (cards[i].zone == Zone::InPlay && cards[i].place == Place::Space && cards[i].loc == loc &&
          def(i).type == CardType::Ship && ship_shields(i) < below)
        near.push_back(i);
    for (auto n : near)
      if (cards[n].zone == Zone::InPlay) damage_ship(n, Rule::SelfDestruct);
    if (phase == Phase::GameOver) return;
  }
}

void GameState::play_interrupt(CardId c, uint16_t target) {
  const auto& in = *def(c).interrupt;
  if (in.when == InterruptWhen::YourOrders) {
    place_aboard(c, target);  // face up on the ship, and discarded with it (R-ZONE-5)
    log_event(Rule::SelfDestruct, Ev::InterruptPlayed, active, c, target, cards[target].loc);
    return;
  }
  const int p = choice.chooser;
  choice = PendingChoice{};
  battle.passes = 0;
  move_to(c, Zone::Discard, -1);  // R-TIME-3: it resolves inside the battle, then is discarded
  log_event(Rule::DuringBattle, Ev::InterruptPlayed, p, c, in.effect == InterruptEffect::HideShip ? target : kNone, battle.loc);
  switch (in.effect) {
    case InterruptEffect::HideShip: {
      // D-INT-1: the battle is prevented: no shots, nobody stopped, no "attacked" for R-BATTLE-7;
      // and no battle may be initiated against the ship again this turn.
      cards[target].flags |= kHidden;
      log_event(Rule::AsteroidSanctuary, Ev::BattlePrevented, p, target, c, battle.loc);
      battle = BattleState{};
      return;
    }
    case InterruptEffect::KillPerMember: {
      std::vector<CardId> killers, victims;
      interrupt_kill_sets(p, in, killers, victims);
      if (p != battle.attacker) battle.defender_fights = true;  // D-INT-3
      battle.kill_source = c;
      battle.kills_left = static_cast<uint8_t>(std::min(killers.size(), victims.size()));
      battle.responder = static_cast<uint8_t>(p);
      next_interrupt_kill();
      return;
    }
    case InterruptEffect::SelfDestruct: return;  // your_orders only (handled above)
  }
}

// One kill at a time; the player of the card picks whenever not every
// candidate dies (D-INT-2), then the window goes on with the opponent.
void GameState::next_interrupt_kill() {
  const int p = battle.responder;
  const auto& in = *def(battle.kill_source).interrupt;
  std::vector<CardId> killers, victims;
  interrupt_kill_sets(p, in, killers, victims);
  while (battle.kills_left > 0 && !victims.empty()) {
    if (victims.size() > battle.kills_left) {
      choice = PendingChoice{ChoiceKind::InterruptVictim, static_cast<uint8_t>(p), {victims.begin(), victims.end()}};
      return;
    }
    CardId v = victims.front();
    victims.erase(victims.begin());
    interrupt_kill(v);
  }
  battle.kills_left = 0;
  battle.kill_source = kNone;
  offer_response(1 - p);
}

void GameState::interrupt_kill(CardId victim) {
  log_event(Rule::InterruptKills, Ev::InterruptKilled, cards[victim].owner, victim, battle.kill_source);
  discard_card(victim);
  if (battle.kills_left) --battle.kills_left;
}

void GameState::on_interrupt_victim(uint16_t picked) {
  interrupt_kill(picked);
  next_interrupt_kill();
}

}  // namespace spaceline::stccg1e
