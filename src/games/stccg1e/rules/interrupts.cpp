// Interrupts (CRD II.1 "Interrupt", II.2; R-TIME-2/3/5/12): played from hand
// outside the turn's card play, at the moments their text names (timing.cpp
// opens the windows), then resolved from the resolution stack and discarded.
// Inside a battle only cards that say they act during it may be played
// (R-TIME-3, R-TIME-12).
#include <algorithm>
#include <cctype>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/race.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool has_skill(const GameState& s, CardId c, SkillId k) { return k == kNoSkill || s.skill_halves(c, k) >= 2; }
// "A dilemma with the word Q in title" (CRD IV.8 Q2): Q, Q's Vicious Animal Things.
bool title_has_word(const std::string& title, const std::string& word) {
  auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (size_t at = title.find(word); at != std::string::npos; at = title.find(word, at + 1)) {
    const size_t end = at + word.size();
    if ((at == 0 || !letter(title[at - 1])) && (end == title.size() || !letter(title[end]))) return true;
  }
  return false;
}
}  // namespace

// The personnel fighting for `player` in the Away Team battle in progress, as
// resolve_away_battle counts them (D-BAT-3): the attacker's unstopped team,
// the defender's team with the stopped ones too (any of them may be lost).
std::vector<CardId> GameState::battle_team(int player, bool fighting_only) const {
  if (!battle.away_team) return {};
  if (battle.rogue_ship != kNone && player == battle.attacker) return {};  // Rogue Borg are no personnel (D-BORG-9)
  int mult = 1;
  if (player == battle.attacker) return away_attackers(mult);
  auto team = away_team(player, battle.loc, false, battle.their_team);
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
        (in.killer_race.empty() || of_race(def(c), in.killer_race)) && has_skill(*this, c, in.killer_skill))
      killers.push_back(c);
  for (auto c : battle_team(1 - player, false))
    if (has_skill(*this, c, in.victim_skill)) victims.push_back(c);
}

bool GameState::interrupt_target_legal(CardId c, uint16_t target, int player, uint16_t extra) const {
  if (c >= cards.size() || cards[c].zone != Zone::Hand || cards[c].owner != player) return false;
  const auto& d = def(c);
  if (!d.plays_as_interrupt() || d.text != TextStatus::Implemented) return false;
  const auto& in = *d.interrupt;
  if (!timing_allows(in, player)) return false;
  if (event_count_ && interrupts_blocked(d)) return false;  // Goddess of Empathy
  const bool two_targets = in.effect == InterruptEffect::RelocateShip || in.effect == InterruptEffect::CopySkills;
  if (two_targets) return second_target_legal(in, c, target, extra, player);
  if (in.effect == InterruptEffect::RogueBorg || in.effect == InterruptEffect::JoinRogueBorg || in.effect == InterruptEffect::RepelBorg ||
      in.effect == InterruptEffect::ReAttack)
    return rogue_target_legal(in, target, player, extra);  // rogue_borg.cpp (a group of Rogue Borg: `extra` more copies)
  if (in.effect == InterruptEffect::OutOfTime) return out_of_time_target_legal(in, target, extra, player);  // extra: the turns announced
  if (in.effect == InterruptEffect::Beam) return beam_interrupt_legal(in, target, extra, player);  // target: from where; extra: to where
  if (in.effect == InterruptEffect::SaveCrew) return extra == 0 && save_crew_target_legal(target, player);  // escape_pod.cpp (D-INT-19)
  if (extra != 0) return false;
  if (in.once_each_turn) {
    const auto& used = players[player].once_used;
    if (std::find(used.begin(), used.end(), d.index) != used.end()) return false;  // "once each turn"
  }
  const bool in_battle_window = choice.kind == ChoiceKind::Respond && windows.back().moment == Moment::BattleInitiated;
  if (in_battle_window) {
    if (in.when == when_bit(InterruptWhen::ShipBattleInitiated) && battle.away_team) return false;
    if (in.when == when_bit(InterruptWhen::AwayTeamBattleInitiated) && !battle.away_team) return false;
  }
  switch (in.effect) {
    case InterruptEffect::HideShip: {
      // Only the ship the battle is initiated against is hidden from it (D-INT-1); a battle aboard is not one against the ship.
      if (!in_battle_window || target != battle.target || def(target).type != CardType::Ship || battle.rogue_ship != kNone) return false;
      if (!in.aboard) return true;
      auto group = crew(target);
      std::vector<uint16_t> none;
      ReqContext ctx{this, &group, &none, -1};
      return evaluate(*in.aboard, ctx).met;
    }
    case InterruptEffect::KillPerMember: {
      if (target != 0 || !in_battle_window) return false;
      // R-BATTLE-9: a defender who cannot retaliate may not kill the attackers during the battle.
      if (player != battle.attacker && leaders(battle_team(player, true)) == 0) return false;
      thread_local std::vector<CardId> killers, victims;
      interrupt_kill_sets(player, in, killers, victims);
      return !killers.empty() && !victims.empty();
    }
    case InterruptEffect::IntegrityToStrength: {
      // D-INT-28: attacked by the opponent in a personnel battle (an Away Team's, or Rogue Borg aboard a ship);
      // not cumulative: once in the battle; only with someone of yours in it it would make stronger.
      if (target != 0 || !in_battle_window || player == battle.attacker || battle.integrity_card != kNone) return false;
      if (!battle.away_team && battle.rogue_ship == kNone) return false;
      std::vector<CardId> ours;
      if (!battle.away_team) {
        for (auto c : crew(battle.rogue_ship))
          if (cards[c].owner == player && usable(c)) ours.push_back(c);
      } else {
        ours = battle_team(player, true);
      }
      return !integrity_members(ours, in).empty();
    }
    case InterruptEffect::SelfDestruct:
      // D-INT-5: on one of your ships in space, as an order of your turn (never during a battle, R-TIME-12).
      return choice.kind == ChoiceKind::None && target < cards.size() && cards[target].owner == player &&
             cards[target].zone == Zone::InPlay && cards[target].place == Place::Space && def(target).type == CardType::Ship;
    case InterruptEffect::Ability: return ability_target_legal(*this, *d.ability, player, OpTarget{encoding(d.ability->target.kind), target});
    case InterruptEffect::Nullify: return nullify_target_legal(d, in.nullifies, target);
    case InterruptEffect::RearrangeDeck: return target == 1 - player && players[target].deck.size() > 1;  // D-ART-3
    case InterruptEffect::ReturnCardPlay: return vortex_target_legal(target, player);
    case InterruptEffect::Redraw:
      // D-INT-15: the player who has just drawn, in the window of that draw, while the card drawn is
      // still in the hand (a Subspace Schism drawn and played at once has no draw of its own to cancel).
      // The opponent judges by what is public: a hand with cards in it (R-INFO-4).
      if (choice.kind != ChoiceKind::Respond || windows.back().moment != Moment::CardDrawn || target != windows.back().opener) return false;
      return target == player ? last_drawn_in_hand(target) != kNone : !players[target].hand.empty();
    case InterruptEffect::ExamineBottomSeed:
    case InterruptEffect::LoseOrbit:
    case InterruptEffect::BonusPoints:
    case InterruptEffect::DelayBeamUp: return timed_effect_target_legal(in, target, player);
    case InterruptEffect::ReturnToOutpost: return message_target_legal(in, target);
    default: return false;
  }
  return false;
}

// Incoming Message (D-INT-23): a ship of that affiliation, whoever owns it, whose owner has such an outpost elsewhere.
bool GameState::message_target_legal(const InterruptDef& in, uint16_t t) const {
  if (!ship_in_space(t) || !def(t).has_affiliation(*in.subject_affiliation)) return false;
  const int to = nearest_outpost(t, *in.subject_affiliation);
  return to >= 0 && to != cards[t].loc;
}

// Every legal way to play interrupt `c` now, one action per target.
void GameState::interrupt_actions(CardId c, int player, std::vector<Action>& out) const {
  const auto& d = def(c);
  if (!d.plays_as_interrupt() || d.text != TextStatus::Implemented) return;
  if (!comes_through(player, d)) return;  // R-DOOR-3
  const auto& in = *d.interrupt;
  if (!timing_allows(in, player)) return;
  auto offer = [&](uint16_t t) {
    if (interrupt_target_legal(c, t, player)) out.push_back(make_action(Act::PlayInterrupt, c, t));
  };
  auto offer2 = [&](uint16_t t, uint16_t extra) {
    if (interrupt_target_legal(c, t, player, extra)) out.push_back(make_action(Act::PlayInterrupt, c, t, extra));
  };
  switch (in.effect) {
    case InterruptEffect::Ability: {
      thread_local std::vector<OpTarget> targets;
      targets.clear();
      ability_targets(*this, *d.ability, player, targets);
      for (const auto& t : targets) offer(t.value);  // each checked again with the interrupt's timing rules
      break;
    }
    case InterruptEffect::RelocateShip:
      for (CardId s = 0; s < cards.size(); ++s)
        if (cards[s].zone == Zone::InPlay && cards[s].place == Place::Space && def(s).type == CardType::Ship)  // either player's (D-INT-12)
          for (uint16_t l = 0; l < spaceline.size(); ++l) offer2(s, l);
      break;
    case InterruptEffect::CopySkills:
      for (CardId m = 0; m < cards.size(); ++m)
        if (cards[m].owner == player && cards[m].zone == Zone::InPlay && def(m).type == CardType::Personnel)
          for (CardId o = 0; o < cards.size(); ++o)
            if (o != m && cards[o].owner == player && cards[o].zone == Zone::InPlay && cards[o].loc == cards[m].loc) offer2(m, o);
      break;
    case InterruptEffect::HideShip:
      if (battle.target != kNone) offer(battle.target);
      break;
    case InterruptEffect::ReturnCardPlay:
      if (!windows.empty() && windows.back().subject != kNone) offer(windows.back().subject);
      break;
    case InterruptEffect::RogueBorg: {
      // One group per size: offered from the first copy in the hand only.
      int copies = 0;
      for (auto h : players[player].hand)
        if (cards[h].def == cards[c].def) {
          if (copies == 0 && h != c) return;
          ++copies;
        }
      for (CardId s = 0; s < cards.size(); ++s)
        if (ship_in_space(s) && cards[s].owner != player)
          for (int k = 0; k < copies; ++k) offer2(s, static_cast<uint16_t>(k));
      break;
    }
    case InterruptEffect::JoinRogueBorg:
      for (CardId s = 0; s < cards.size(); ++s)
        if (ship_in_space(s)) offer(s);
      break;
    case InterruptEffect::RepelBorg:
      for (const auto& l : spaceline) offer(l.mission);
      for (CardId s = 0; s < cards.size(); ++s)
        if (is_borg_ship(s)) offer(s);
      break;
    case InterruptEffect::ReAttack:
      for (auto k : just_killed) offer(k);
      break;
    case InterruptEffect::Beam: beam_interrupt_actions(c, player, out); break;
    case InterruptEffect::SaveCrew:
      for (const auto& d : doom.dooms)
        if (d.ship) offer(d.card);
      break;
    case InterruptEffect::OutOfTime:
      for (CardId s = 0; s < cards.size(); ++s)
        if (ship_in_space(s)) {
          if (in.returns == TimeReturn::Countdown) offer(s);
          else
            for (uint16_t n = 1; n <= in.max_full_turns; ++n) offer2(s, n);
        }
      break;
    case InterruptEffect::KillPerMember:
    case InterruptEffect::IntegrityToStrength: offer(0); break;
    case InterruptEffect::SelfDestruct:
      for (CardId s = 0; s < cards.size(); ++s)
        if (cards[s].owner == player && cards[s].zone == Zone::InPlay && cards[s].place == Place::Space) offer(s);
      break;
    case InterruptEffect::Nullify:
      if (!resolving.empty()) offer(resolving.back().card);
      if (attempt.active && attempt.dilemma != kNone) offer(attempt.dilemma);
      if (in.nullifies.in_play)
        for (CardId e = 0; e < cards.size(); ++e)
          if (cards[e].zone == Zone::InPlay && def(e).plays_as_event()) offer(e);
      break;
    case InterruptEffect::Redraw:
    case InterruptEffect::RearrangeDeck:
      offer(0);
      offer(1);
      break;
    case InterruptEffect::BonusPoints:
    case InterruptEffect::DelayBeamUp:
      for (auto k : just_killed) offer(k);
      if (!windows.empty() && windows.back().loc >= 0) offer(spaceline[windows.back().loc].mission);
      break;
    case InterruptEffect::ExamineBottomSeed:
    case InterruptEffect::LoseOrbit:
      for (CardId i = 0; i < cards.size(); ++i)
        if (cards[i].zone == Zone::InPlay && cards[i].place == Place::Space) offer(i);
      break;
    default:
      for (CardId i = 0; i < cards.size(); ++i)
        if (cards[i].zone == Zone::InPlay || cards[i].zone == Zone::UnderMission) offer(i);
      break;
  }
}


bool GameState::nullify_target_legal(const CardDef& by, const NullifyTarget& n, uint16_t target) const {
  if (target >= cards.size()) return false;
  const auto& t = def(target);
  for (const auto& x : t.immune_to)
    if (names_card(x, by.name)) return false;  // "(Immune to X.)"
  for (const auto& x : n.except_names)
    if (names_card(x, t.name)) return false;
  // An artifact counts as the kind of card it was played as (R-NULL-3: "any card played as an event").
  CardType as = t.type;
  if (t.type == CardType::Artifact && t.artifact && t.artifact->use != ArtifactUse::Equipment) {
    if (cards[target].zone == Zone::Resolving)
      as = std::any_of(resolving.begin(), resolving.end(), [&](const Resolving& r) { return r.card == target && r.as_event; })
               ? CardType::Event
               : CardType::Interrupt;
    else if (t.plays_as_event())
      as = CardType::Event;
  }
  bool kind = std::find(n.types.begin(), n.types.end(), as) != n.types.end();
  for (const auto& x : n.names) kind |= names_card(x, t.name);
  if (t.type == CardType::Dilemma) {
    // R-TIME-10: the dilemma just revealed, while its window is open.
    return !n.dilemma_title_word.empty() && title_has_word(t.name, n.dilemma_title_word) && attempt.active &&
           attempt.dilemma == target && choice.kind == ChoiceKind::Respond && windows.back().moment == Moment::SeedCardRevealed &&
           windows.back().subject == target;
  }
  if (!kind) return false;
  // R-TIME-13: "just played" is the top of the stack while its own window is open.
  if (cards[target].zone == Zone::Resolving)
    return !resolving.empty() && resolving.back().card == target && !resolving.back().nullified &&
           choice.kind == ChoiceKind::Respond && windows.back().subject == target &&
           (windows.back().moment == Moment::InterruptPlayed || windows.back().moment == Moment::EventPlayed);
  // R-TIME-13/14: in the window of a card just played, only answers to that card may be played.
  if (choice.kind == ChoiceKind::Respond && !windows.empty() &&
      (windows.back().moment == Moment::InterruptPlayed || windows.back().moment == Moment::EventPlayed))
    return false;
  // D-EVT-20: a Supernova has done all it does once in play; only its play can be nullified.
  if (t.event && t.event->effect == EventEffect::DestroyLocation) return false;
  return n.in_play && t.plays_as_event() && cards[target].zone == Zone::InPlay;
}

// ------------------------------------------------- after the battle window ---
// The battle's response window has closed (R-TIME-12): the defender answers.
void GameState::close_battle_window() {
  if (battle.rogue_ship != kNone) {
    // Both sides always fight: no retaliation to decide (D-BORG-3); beamed down from a commandeered ship (D-BORG-9).
    if (battle.away_team) resolve_rogue_away_battle();
    else resolve_rogue_battle();
    return;
  }
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
  if (leaders(away_team(d, battle.loc, true, battle.their_team)) == 0) {
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
// Interrupts of your own between two of your actions (D-INT-5, D-TIME-2).
void GameState::orders_interrupt_legal(std::vector<Action>& out) const {
  for (auto c : players[active].hand)
    if (def(c).plays_as_interrupt()) interrupt_actions(c, active, out);
}

// Auto-Destruct Sequence (D-INT-5): the ship explodes at the end of its owner's
// turn, with everything aboard (R-BATTLE-13); the blast damages every other ship
// there whose SHIELDS are below the card's number, cloaked ones too (R-CLOAK-2).
void GameState::self_destructs() {
  std::vector<CardId> fuses;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::Aboard || def(i).type != CardType::Interrupt) continue;
    // "At the end of your turn": the turn of the player who played it, whoever's ship it is now (R-TIME-18).
    if (def(i).interrupt && def(i).interrupt->effect == InterruptEffect::SelfDestruct && c.owner == active)
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

// Playing an interrupt puts it on the resolution stack, where a card that
// answers a card just played may still nullify it (R-TIME-8, R-TIME-13).
void GameState::play_interrupt(CardId c, uint16_t target, uint16_t extra) {
  const auto& in = *def(c).interrupt;
  const bool ordered = choice.kind == ChoiceKind::None;
  const int p = ordered ? active : choice.chooser;
  choice = PendingChoice{};
  const Rule why = in.effect == InterruptEffect::SelfDestruct                                 ? Rule::SelfDestruct
                   : in.effect == InterruptEffect::SaveCrew                                    ? Rule::EscapePod
                   : !windows.empty() && windows.back().moment == Moment::BattleInitiated ? Rule::DuringBattle
                   : in.effect == InterruptEffect::Nullify                                     ? Rule::Nullify
                                                                                              : Rule::PlayInterrupt;
  const bool names_target = in.effect == InterruptEffect::HideShip || in.effect == InterruptEffect::SelfDestruct ||
                            in.effect == InterruptEffect::Nullify || in.effect == InterruptEffect::OutOfTime ||
                            in.effect == InterruptEffect::SaveCrew;
  if (in.once_each_turn) players[p].once_used.push_back(def(c).index);
  // Wormhole: the other copies are played with it and go to the discard pile whatever happens (D-INT-12).
  for (int more = in.copies - 1; more > 0; --more) {
    auto& hand = players[p].hand;
    auto it = std::find_if(hand.begin(), hand.end(), [&](CardId h) { return h != c && cards[h].def == cards[c].def; });
    if (it != hand.end()) move_to(*it, Zone::Discard, -1);
  }
  log_event(why, Ev::InterruptPlayed, p, c, names_target ? target : kNone,
            def(c).ability && def(c).ability->target.kind == TargetKind::Player ? target : (battle.active ? battle.loc : -1));
  push_resolving(c, target, p, Moment::InterruptPlayed, extra);
}

// The interrupt on top of the stack resolves (its window has closed).
void GameState::resolve_interrupt(const Resolving& r) {
  const CardId c = r.card;
  const int p = r.player;
  const auto& in = *def(c).interrupt;
  if (in.effect == InterruptEffect::SelfDestruct) {
    place_aboard(c, r.target);  // face up on the ship, and discarded with it (R-ZONE-5)
    finish_resolving();
    return;
  }
  switch (in.effect) {  // R-TIME-3: it acts, then is discarded (finish_resolving)
    case InterruptEffect::Ability: {
      const OpTarget t{encoding(def(c).ability->target.kind), r.target};
      // What it aims at may have gone while it waited on the stack (a card answered it): then it does nothing.
      if (ability_target_legal(*this, *def(c).ability, p, t)) run_ability(*this, *def(c).ability, c, p, t);
      if (doom.open) return;  // a kill waits for the moment before it (D-EVT-25); finished once it has passed (doom_passed)
      break;
    }
    case InterruptEffect::HideShip: {
      // D-INT-1: the battle is prevented: no shots, nobody stopped, no "attacked" for R-BATTLE-7;
      // and no battle may be initiated against the ship again this turn.
      cards[r.target].flags |= kHidden;
      log_event(Rule::AsteroidSanctuary, Ev::BattlePrevented, p, r.target, c, battle.loc);
      battle = BattleState{};
      break;
    }
    case InterruptEffect::KillPerMember: {
      std::vector<CardId> killers, victims;
      interrupt_kill_sets(p, in, killers, victims);
      if (p != battle.attacker) battle.defender_fights = true;  // D-INT-3
      battle.kill_source = c;
      // Saturated at 255, never wrapped to a small count: a scenario may set up more personnel than that on one planet.
      battle.kills_left = static_cast<uint8_t>(std::min<size_t>({killers.size(), victims.size(), 255}));
      battle.responder = static_cast<uint8_t>(p);
      next_interrupt_kill();
      return;  // finished when the last kill is made
    }
    case InterruptEffect::IntegrityToStrength:
      // D-INT-28: for the rest of this battle, read as its winner is found (battle_strength).
      if (battle.active && battle.integrity_card == kNone && p != battle.attacker) {
        battle.integrity_card = c;
        log_event(Rule::Qapla, Ev::IntegrityToStrength, p, c, kNone, battle.loc);
      }
      break;
    case InterruptEffect::Nullify:
      nullify_card(r.target, c, p);
      if (choice.kind == ChoiceKind::GapShipTo) return;  // finished once the gap has closed (on_gap_ship, D-MOVE-8)
      break;
    case InterruptEffect::ExamineBottomSeed:
    case InterruptEffect::LoseOrbit:
    case InterruptEffect::BonusPoints:
    case InterruptEffect::DelayBeamUp: resolve_timed_effect(in, c, r.target, p); break;  // a card that stays in play stays (finish_resolving)
    case InterruptEffect::RelocateShip:
    case InterruptEffect::CopySkills: resolve_two_target(in, c, r.target, r.extra, p); break;
    case InterruptEffect::ReturnToOutpost: send_message(c, r.target, p); break;
    case InterruptEffect::ReturnCardPlay: return_card_play(c, r.target, p); break;  // on the ship, it stays (finish_resolving)
    case InterruptEffect::RearrangeDeck:
      begin_arrange(c, p, r.target);
      if (choice.kind == ChoiceKind::ArrangeDeck) return;  // finished when the player is done (on_arrange)
      break;
    case InterruptEffect::Redraw: {
      // The card just drawn is discarded face up, and its player draws again.
      const CardId drawn = last_drawn_in_hand(r.target);
      if (drawn == kNone) break;
      move_to(drawn, Zone::Discard, -1);
      log_event(Rule::SubspaceSchism, Ev::DrawDiscarded, p, drawn, c, r.target);
      if (draw_checking_exhaustion(r.target)) return;  // the last card: the game is over (R-END-2)
      break;
    }
    case InterruptEffect::RogueBorg:
    case InterruptEffect::JoinRogueBorg:
    case InterruptEffect::RepelBorg:
    case InterruptEffect::ReAttack:
      if (!resolve_rogue_effect(in, c, r.target, r.extra, p)) return;  // a battle it started finishes it (after_battle)
      break;
    case InterruptEffect::SelfDestruct: break;  // handled above
    case InterruptEffect::OutOfTime:
      // D-INT-16, D-ART-4: the ship may have left play since it was played. The card rides with the
      // ship, so finish_resolving (which moves only a card still resolving) leaves it there.
      if (out_of_time_target_legal(in, r.target, r.extra, p)) send_out_of_time(c, r.target, r.extra, p);
      break;
    case InterruptEffect::Beam:
      resolve_beam_interrupt(in, c, r.target, r.extra, p);
      return;  // finished when its player is done picking (finish_beam_pick)
    case InterruptEffect::SaveCrew:
      // D-INT-19: the ship still waits for its moment; the pod stays in play (finish_resolving leaves it there).
      if (ship_in_space(r.target) && is_doomed(r.target) && cards[r.target].owner == p) launch_pod(c, r.target, p);
      break;
  }
  finish_resolving();
}

// The card `p` drew last (the newest draw in the log), if it is still in their hand.
CardId GameState::last_drawn_in_hand(int p) const {
  for (auto it = log.rbegin(); it != log.rend(); ++it)
    if (it->ev == Ev::Drew && it->player == p) {
      const CardId c = it->a;
      return c < cards.size() && cards[c].zone == Zone::Hand && cards[c].owner == p ? c : kNone;
    }
  return kNone;
}

// R-NULL-1: cancelled and discarded. A card on the stack does nothing, though it
// still counts as played; an event in play ends through nullify_event (treaties: R-AFF-6).
void GameState::nullify_card(CardId target, CardId by, int player) {
  if (cards[target].zone == Zone::Resolving) {
    for (auto& r : resolving)
      if (r.card == target) r.nullified = true;
    log_event(Rule::Nullify, Ev::Nullified, player, target, by);
    move_to(target, Zone::Discard, -1);
    return;
  }
  if (cards[target].zone == Zone::InPlay && def(target).plays_as_event()) nullify_event(target, by);
  if (cards[target].zone == Zone::UnderMission && target == attempt.dilemma) {
    // Nullified, not overcome: simply discarded (CRD IV.8 Q2).
    log_event(Rule::Nullify, Ev::Nullified, player, target, by);
    discard_card(target);
    attempt.dilemma = kNone;
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
    if (open_doom_window(DoomResume::InterruptKill, p)) return;  // D-EVT-25: the next kill once the moment has passed
  }
  battle.kills_left = 0;
  battle.kill_source = kNone;
  finish_resolving();  // the window goes on with the opponent (R-TIME-7)
}

// Targeted now, dead once the moment before it has passed (D-EVT-25); the kill is spent either way.
void GameState::interrupt_kill(CardId victim) {
  // killed in an Away Team battle: D-BAT-7 remembers where
  doom_kill(victim, Rule::InterruptKills, Ev::InterruptKilled, cards[victim].owner, battle.kill_source,
            battle.away_team ? cards[victim].loc : -1);
  if (battle.kills_left) --battle.kills_left;
}

void GameState::on_interrupt_victim(uint16_t picked) {
  interrupt_kill(picked);
  if (open_doom_window(DoomResume::InterruptKill, battle.responder)) return;
  next_interrupt_kill();
}

}  // namespace spaceline::stccg1e
