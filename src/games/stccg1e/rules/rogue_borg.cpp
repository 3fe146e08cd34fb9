// The Rogue Borg (CRD IV.8 Rogue Borg Mercenaries, Crosis, Hugh; R-BATTLE-18,
// R-TURN-6) and Klingon Right of Vengeance. A Rogue Borg card is played onto an
// opponent's occupied ship and stays aboard it, face up: it is not a personnel
// of either player, only a fighter. The Rogue Borg aboard a ship battle its
// crew at once and again at the start of every turn, like an Away Team battle
// without leaders or retaliation; the loser loses one at random. Every such
// battle goes through the timing mechanism like any other: a window after it
// is initiated (Hugh, Crosis) and one after it is over (answers to kills).
//
// What goes on after a battle is `battle.source`: the card on the resolution
// stack that started it (its resolution then finishes), or the ship whose
// start-of-turn battle it was (the next ship's battle then follows, D-BORG-4).
#include <algorithm>

#include "games/stccg1e/cards/race.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool re_attack(const GameState& s, CardId c) {
  return c != kNone && c < s.cards.size() && s.def(c).plays_as_interrupt() && s.def(c).interrupt->effect == InterruptEffect::ReAttack;
}
int location_of_mission(const GameState& s, uint16_t t) {
  for (int l = 0; l < static_cast<int>(s.spaceline.size()); ++l)
    if (s.spaceline[l].mission == t) return l;
  return -1;
}
}  // namespace

// ---------------------------------------------------------------- queries --
bool GameState::is_rogue_borg(CardId c) const {
  return cards[c].zone == Zone::InPlay && cards[c].place == Place::Aboard && def(c).is_rogue_borg();
}

std::vector<CardId> GameState::rogue_borg_aboard(CardId ship) const {
  std::vector<CardId> out;
  for (auto c : aboard(ship))
    if (def(c).is_rogue_borg()) out.push_back(c);
  return out;
}

// D-BORG-3, D-BORG-6: N Rogue Borg have STRENGTH N each; Crosis (one of them) doubles
// that, however many copies of him are aboard ("not cumulative", R-MOD-5).
int GameState::rogue_borg_strength(CardId ship) const { return rogue_borg_strength(rogue_borg_aboard(ship)); }

int GameState::rogue_borg_strength(const std::vector<CardId>& rogue) const {
  int n = 0, mult = 1;
  for (auto c : rogue) {
    ++n;
    if (def(c).interrupt->effect == InterruptEffect::JoinRogueBorg) mult = std::max(mult, def(c).interrupt->multiply);
  }
  return n * n * mult;
}

// R-INFO-4: what the players see of a ship: the count of the cards aboard, the face-up ones among them. So whether
// its owner still has anyone or anything aboard is public; who, or whether a personnel or an equipment, is not.
bool GameState::owner_cards_aboard(CardId ship) const {
  for (auto c : aboard(ship))
    if (cards[c].owner == cards[ship].owner && (def(c).type == CardType::Personnel || def(c).works_as_equipment())) return true;
  return false;
}

std::vector<CardId> GameState::rogue_borg_crew(CardId ship) const {
  std::vector<CardId> out;
  for (auto c : aboard(ship))
    if (def(c).type == CardType::Personnel && cards[c].owner == cards[ship].owner && !cards[c].has(kDeactivated)) out.push_back(c);
  return out;
}

std::vector<CardId> GameState::vengeance_team(int player, int loc, CardId ship, const std::string& race) const {
  std::vector<CardId> out;
  const auto pool = ship != kNone ? aboard(ship) : on_planet(player, loc);
  // D-BAT-7: they were just stopped by the battle they fight on in, so stopped ones attack too.
  for (auto c : pool)
    if (def(c).type == CardType::Personnel && cards[c].owner == player && of_race(def(c), race) && conscious(c) &&
        !held(c))
      out.push_back(c);
  return out;
}

std::vector<CardId> GameState::away_attackers(int& multiply) const {
  multiply = 1;
  if (!re_attack(*this, battle.source)) return away_team(battle.attacker, battle.loc, true, battle.team);
  const auto& in = *def(battle.source).interrupt;
  multiply = in.multiply;
  return vengeance_team(battle.attacker, battle.loc, kNone, in.subject_race);
}

const BattleKill* GameState::battle_kill(CardId personnel) const {
  for (const auto& k : battle_kills)
    if (k.card == personnel) return &k;
  return nullptr;
}

void GameState::record_battle_kill(CardId victim, int loc, CardId ship) {
  battle_kills.push_back(BattleKill{victim, static_cast<int8_t>(loc), ship});
}

// ----------------------------------------------------------- targets ------
bool GameState::rogue_target_legal(const InterruptDef& in, uint16_t t, int player, uint16_t extra) const {
  if (t >= cards.size()) return false;
  const bool window = choice.kind == ChoiceKind::Respond && !windows.empty();
  const Moment m = window ? windows.back().moment : Moment::Count;
  switch (in.effect) {
    case InterruptEffect::RogueBorg: {
      // D-BORG-2: an opponent's ship in space with a crew, found from outside (R-CLOAK-2: `external`), not hidden from battle (D-INT-1).
      // Whether that is personnel is hidden (R-INFO-4): any card of theirs aboard will do; with no crew to battle, they are discarded.
      if (!ship_in_space(t) || cards[t].owner == player || (in.external && cloaked(t)) || cards[t].has(kHidden)) return false;
      if (!owner_cards_aboard(t)) return false;
      int copies = 0;
      for (auto h : players[player].hand) copies += def(h).interrupt.get() == &in;
      return extra + 1 <= copies;  // the group: this copy and `extra` more from the hand
    }
    case InterruptEffect::JoinRogueBorg: {
      if (extra != 0 || !ship_in_space(t)) return false;
      // R-TIME-12: into a battle only the Rogue Borg fighting in it.
      if (m == Moment::BattleInitiated && t != battle.rogue_ship) return false;
      for (auto c : rogue_borg_aboard(t))
        if (cards[c].owner == player) return true;
      return false;
    }
    case InterruptEffect::RepelBorg: {
      if (extra != 0) return false;
      if (m == Moment::SeedCardRevealed)  // R-TIME-10: only the dilemma just revealed
        return attempt.active && t == attempt.dilemma && is_borg_ship(t) && !borg_attack_nullified(t);
      const int loc = location_of_mission(*this, t);
      bool rogue_there = false;
      for (CardId i = 0; loc >= 0 && i < cards.size() && !rogue_there; ++i) rogue_there = cards[i].loc == loc && is_rogue_borg(i);
      if (m == Moment::BattleInitiated) return battle.rogue_ship != kNone && loc == battle.loc && rogue_there;  // R-TIME-12
      if (rogue_there) return true;
      return is_borg_ship(t) && cards[t].zone == Zone::InPlay && cards[t].place == Place::Space && !borg_attack_nullified(t);
    }
    case InterruptEffect::ReAttack: {
      // D-BAT-7: your personnel of the subject's affiliation, just killed in an Away Team or Rogue Borg battle,
      // with others of theirs there and someone to attack.
      if (extra != 0 || std::find(just_killed.begin(), just_killed.end(), t) == just_killed.end()) return false;
      const BattleKill* k = battle_kill(t);
      if (!k || cards[t].owner != player || !of_race(def(t), in.subject_race)) return false;  // R-ID-7: a Klingon by race
      if (vengeance_team(player, k->loc, k->ship, in.subject_race).empty()) return false;
      if (k->ship != kNone) return cards[k->ship].zone == Zone::InPlay && !rogue_borg_aboard(k->ship).empty();
      return !away_team(1 - player, k->loc, false).empty();
    }
    default: return false;
  }
}

// ---------------------------------------------------------- resolution ----
// Returns false while a battle it started is under way (after_battle finishes it).
bool GameState::resolve_rogue_effect(const InterruptDef& in, CardId c, uint16_t t, uint16_t extra, int p) {
  switch (in.effect) {
    case InterruptEffect::RogueBorg: {
      if (!ship_in_space(t) || rogue_borg_crew(t).empty()) return true;  // nobody left to fight: it is discarded
      place_aboard(c, t);
      // D-BORG-2: the rest of the group comes from the hand as the first copy lands.
      int n = 1;
      for (int more = extra; more > 0; --more) {
        auto& hand = players[p].hand;
        auto it = std::find_if(hand.begin(), hand.end(), [&](CardId h) { return cards[h].def == cards[c].def; });
        if (it == hand.end()) break;
        place_aboard(*it, t);
        ++n;
      }
      log_event(Rule::RogueBorgPlay, Ev::RogueBorgBoard, p, t, c, n);
      begin_rogue_battle(t, p, c);  // "now" (R-BATTLE-18)
      return false;
    }
    case InterruptEffect::JoinRogueBorg: {
      bool ours = false;
      if (ship_in_space(t))
        for (auto r : rogue_borg_aboard(t)) ours |= cards[r].owner == p;
      if (!ours) return true;
      place_aboard(c, t);
      log_event(Rule::Crosis, Ev::RogueBorgJoin, p, c, t, rogue_borg_strength(t));
      return true;
    }
    case InterruptEffect::RepelBorg: {
      if (is_borg_ship(t)) {
        // D-BORG-7: the attack, not the card, is nullified for the rest of the turn (R-NULL-1).
        cards[t].counter |= 2;
        log_event(Rule::Hugh, Ev::BorgAttackNullified, p, t, c);
        return true;
      }
      const int loc = location_of_mission(*this, t);
      std::vector<CardId> gone;
      for (CardId i = 0; loc >= 0 && i < cards.size(); ++i)
        if (cards[i].loc == loc && is_rogue_borg(i)) gone.push_back(i);
      for (auto r : gone) move_to(r, Zone::Discard, -1);
      log_event(Rule::Hugh, Ev::RogueBorgRepelled, p, c, kNone, static_cast<int>(gone.size()));
      return true;
    }
    case InterruptEffect::ReAttack: {
      const BattleKill* kp = battle_kill(t);
      if (!kp) return true;
      const BattleKill k = *kp;
      if (vengeance_team(p, k.loc, k.ship, in.subject_race).empty()) return true;
      log_event(Rule::Vengeance, Ev::ReAttack, p, t, c, k.loc);
      if (k.ship != kNone) {
        if (cards[k.ship].zone != Zone::InPlay || rogue_borg_aboard(k.ship).empty()) return true;
        begin_rogue_battle(k.ship, p, c);
        return false;
      }
      if (away_team(1 - p, k.loc, false).empty()) return true;
      // A new Away Team battle, whoever's turn it is; it continues the one just fought (R-BATTLE-7).
      battle = BattleState{};
      battle.active = true;
      battle.away_team = true;
      battle.attacker = static_cast<uint8_t>(p);
      battle.loc = k.loc;
      battle.their_team = kAnyTeam;  // the avengers fight whoever of theirs is there (D-BAT-7)
      battle.source = c;
      log_event(Rule::AwayTeamBattle, Ev::BattleDeclared, p, kNone, kNone, k.loc);
      if (!open_window(Moment::BattleInitiated, p, kNone, k.loc)) close_battle_window();
      return false;
    }
    default: return true;
  }
}

// ------------------------------------------------------------- battles ----
void GameState::begin_rogue_battle(CardId ship, int attacker, CardId source) {
  battle = BattleState{};
  battle.active = true;
  battle.attacker = static_cast<uint8_t>(attacker);
  battle.loc = cards[ship].loc;
  battle.target = ship;
  battle.rogue_ship = ship;
  battle.source = source;
  // At the start of a turn the battle is the recurring one (R-TURN-6); otherwise it starts now (R-BATTLE-18).
  const bool recurring = source != kNone && def(source).type == CardType::Ship;
  const Rule why = recurring                       ? Rule::RecurringStart
                   : re_attack(*this, source)      ? Rule::Vengeance
                   : attacker == cards[ship].owner ? Rule::RogueBorgHold  // the crew attacks them (D-BORG-5)
                                                   : Rule::RogueBorg;
  log_event(why, Ev::BattleDeclared, attacker, ship, kNone, cards[ship].loc);
  if (!open_window(Moment::BattleInitiated, attacker, ship, cards[ship].loc)) close_battle_window();
}

// D-BORG-3: the Rogue Borg against the crew, STRENGTH against STRENGTH, at once (R-BATTLE-2).
void GameState::resolve_rogue_battle() {
  const CardId ship = battle.rogue_ship, source = battle.source;
  const int a = battle.attacker, loc = battle.loc;
  const int owner = cards[ship].owner, rogue_side = 1 - owner;
  auto rogue = rogue_borg_aboard(ship);
  auto crew = rogue_borg_crew(ship);
  if (cards[ship].zone != Zone::InPlay || rogue.empty() || crew.empty()) {
    // Gone before a winner was found (Hugh, D-BORG-7): no battle, nobody stopped.
    log_event(Rule::RogueBorgFight, Ev::RogueBorgGone, a, ship);
    battle = BattleState{};
    after_battle(source);
    return;
  }
  // Who fights for the crew: a re-attack brings only its affiliation, doubled (D-BAT-7);
  // otherwise the crew members who can act (D-BAT-3).
  std::vector<CardId> fighters;
  int mult = 1;
  if (re_attack(*this, source)) {
    const auto& in = *def(source).interrupt;
    fighters = vengeance_team(owner, loc, ship, in.subject_race);
    mult = in.multiply;
  } else {
    for (auto c : crew)
      if (usable(c)) fighters.push_back(c);
  }
  const int sr = rogue_borg_strength(ship), sc = battle_strength(fighters, owner) * mult;
  int loser = -1;
  Rule why = Rule::RogueBorgFight;
  if (a == owner && leaders(fighters) == 0) {
    loser = owner;  // R-BATTLE-4: a crew that starts a battle without a leader loses it (Rogue Borg need none)
    why = Rule::BattleLeaders;
  } else if (sr > sc) {
    loser = owner;
  } else if (sc > sr) {
    loser = rogue_side;
  }
  log_event(why, Ev::RogueBorgBattle, loser < 0 ? -1 : 1 - loser, ship, kNone, std::min(sr, 255) * 256 + std::min(sc, 255));
  for (auto c : crew) cards[c].flags |= kStopped;  // R-BATTLE-3; the ship itself is not stopped (R-BATTLE-18)
  if (loser == owner) {
    const CardId victim = crew[rng.below(static_cast<uint32_t>(crew.size()))];  // R-INFO-1
    log_event(Rule::RandomSelection, Ev::BattleLoss, owner, victim);
    if (def(victim).kind == PersonnelKind::Hologram) {
      kill(victim, Rule::RogueBorg);  // R-HEA-5: deactivated, not discarded
    } else {
      discard_card(victim);
      just_killed.push_back(victim);  // D-INT-9
      record_battle_kill(victim, loc, ship);
    }
  } else if (loser == rogue_side) {
    const CardId lost = rogue[rng.below(static_cast<uint32_t>(rogue.size()))];
    log_event(Rule::RandomSelection, Ev::RogueBorgLost, rogue_side, lost, ship);
    move_to(lost, Zone::Discard, -1);
  }
  // D-BORG-5: with nobody left aboard but deactivated holograms, those are thrown off with the owner's equipment, and the
  // Rogue Borg hold the ship: nothing of its owner's is left aboard.
  if (rogue_borg_crew(ship).empty() && !rogue_borg_aboard(ship).empty()) {
    int thrown = 0;
    for (auto c : aboard(ship))
      if ((def(c).type == CardType::Personnel || def(c).works_as_equipment()) && cards[c].owner == owner) {
        discard_card(c);
        ++thrown;
      }
    log_event(Rule::RogueBorgHold, Ev::RogueBorgHold, rogue_side, ship, kNone, thrown);
  }
  battle = BattleState{};
  if (!open_window(Moment::BattleEnded, active, source, loc)) after_battle(source);
}

// The battle is over and its window has closed: what it belonged to goes on.
void GameState::after_battle(CardId source) {
  if (source == kNone || phase == Phase::GameOver) return;
  if (def(source).type == CardType::Ship) {
    rogue_borg_start_of_turn();  // D-BORG-4: the next ship's battle, or the rest of the start of the turn
    return;
  }
  if (!resolving.empty() && resolving.back().card == source) finish_resolving();
}

// R-TURN-6, D-BORG-4: at the start of every turn, after unstopping and reactivating, the
// Rogue Borg on each ship battle its crew, one ship after another; then the rest of the start.
void GameState::rogue_borg_start_of_turn() {
  if (phase == Phase::GameOver) return;
  // The ships with Rogue Borg aboard, in card order (one pass, not one per ship).
  std::vector<CardId> hosts;
  for (CardId r = 0; (game_kinds_ & kRogueCards) && r < cards.size(); ++r)
    if (is_rogue_borg(r)) hosts.push_back(cards[r].host);
  std::sort(hosts.begin(), hosts.end());
  hosts.erase(std::unique(hosts.begin(), hosts.end()), hosts.end());
  for (CardId s : hosts) {
    if (cards[s].zone != Zone::InPlay || def(s).type != CardType::Ship) continue;
    if (std::find(rogue_done.begin(), rogue_done.end(), s) != rogue_done.end()) continue;
    auto rogue = rogue_borg_aboard(s);
    if (rogue.empty() || rogue_borg_crew(s).empty()) continue;
    rogue_done.push_back(s);
    begin_rogue_battle(s, cards[rogue.front()].owner, s);
    return;
  }
  rogue_done.clear();
  start_of_turn_states();
  open_window(Moment::StartOfTurn, active);  // R-TURN-4
}

// D-BORG-5: the crew aboard may attack the Rogue Borg as an order, continuing their battle
// (no R-BATTLE-6 limits), with a leader among those who can act.
void GameState::rogue_attack_legal(std::vector<Action>& out) const {
  if (!(game_kinds_ & kRogueCards)) return;
  const int p = active;
  for (CardId s = 0; s < cards.size(); ++s) {
    if (!is_rogue_borg(s)) continue;
    const CardId ship = cards[s].host;
    if (cards[ship].owner != p || cloaked(ship) || def(ship).type != CardType::Ship) continue;
    const Action act = make_action(Act::AttackRogueBorg, ship);
    if (std::find(out.begin(), out.end(), act) != out.end()) continue;
    std::vector<CardId> fighters;
    for (auto c : rogue_borg_crew(ship))
      if (usable(c)) fighters.push_back(c);
    if (!fighters.empty() && leaders(fighters) > 0) out.push_back(act);
  }
  // D-BORG-9: with Lore Returns, the Rogue Borg of a commandeered ship beam down to battle an Away Team.
  for (const auto& k : controlled) {
    if (!k.lasting || cards[k.card].owner != p || def(k.card).type != CardType::Ship) continue;
    if (rogue_borg_attack_refusal(k.card, cards[k.card].loc, p).empty())
      out.push_back(make_action(Act::RogueBorgAttack, k.card, static_cast<uint16_t>(cards[k.card].loc)));
  }
}

// D-BORG-9: why the Rogue Borg aboard `ship` may not beam down to battle at `loc` now, "" if they may.
std::string GameState::rogue_borg_attack_refusal(CardId ship, int loc, int player) const {
  auto cite = [](Rule r) { return std::string(" (") + rule_info(r).id + ", " + rule_info(r).source + ")"; };
  if (ship >= cards.size() || !commandeered(ship) || cards[ship].owner != player)
    return "only Rogue Borg aboard a ship they commandeer with Lore Returns beam down to battle" + cite(Rule::RogueBorgBeamDown);
  if (cards[ship].zone != Zone::InPlay || cards[ship].place != Place::Space || cards[ship].loc != loc) return card_name(ship) + " is not at that location";
  if (!rogue_crewed(ship, true)) return "no Rogue Borg able to act is aboard " + card_name(ship) + cite(Rule::RogueBorgBeamDown);
  // Beaming (R-BEAM-5): not from a stopped or cloaked ship, not to a planet that is gone or closed.
  if (cards[ship].has(kStopped)) return card_name(ship) + " is stopped: nobody beams from it" + cite(Rule::Stopped);
  if (cloaked(ship)) return card_name(ship) + " is cloaked: nothing leaves it" + cite(Rule::Cloaking);
  if (lasting_count_ && journey_of(ship) != kNone) return journey_refusal(ship, journey_of(ship));
  if (!has_planet(loc) || (event_count_ && location_destroyed(loc))) return "there is no planet to beam down to at " + location_name(loc);
  if (away_team(1 - player, loc, false).empty()) return "the opponent has no Away Team at " + location_name(loc) + cite(Rule::AwayTeamBattle);
  if (event_count_)
    for (auto r : rogue_borg_aboard(ship))
      if (auto why = beam_hazard(r, kPlanet, loc); !why.empty()) return why;
  return "";
}

void GameState::begin_rogue_away_battle(CardId ship, int loc) {
  battle = BattleState{};
  battle.active = true;
  battle.away_team = true;
  battle.attacker = active;
  battle.loc = static_cast<int8_t>(loc);
  battle.rogue_ship = ship;
  log_event(Rule::RogueBorgBeamDown, Ev::BattleDeclared, active, ship, kNone, loc);
  if (!open_window(Moment::BattleInitiated, active, kNone, loc)) close_battle_window();  // R-TIME-12: Hugh may still send them away
}

// D-BORG-9: like their battle aboard (D-BORG-3), against the Away Team: the Rogue Borg able to act beam down, N of
// them STRENGTH N each, against the STRENGTH of the members able to act; both sides always fight; the loser loses one
// at random; everyone who fought is stopped; then the Rogue Borg left beam back aboard.
void GameState::resolve_rogue_away_battle() {
  const CardId ship = battle.rogue_ship;
  const int a = battle.attacker, d = 1 - a, loc = battle.loc;
  std::vector<CardId> rogue;
  if (cards[ship].zone == Zone::InPlay && cards[ship].loc == loc && commandeered(ship))
    for (auto r : rogue_borg_aboard(ship))
      if (cards[r].owner == a && !cards[r].has(kStopped)) rogue.push_back(r);
  auto theirs = away_team(d, loc, false);
  if (rogue.empty() || theirs.empty()) {
    log_event(Rule::RogueBorgBeamDown, Ev::RogueBorgGone, a, ship);  // gone before a winner was found (Hugh)
    battle = BattleState{};
    open_window(Moment::BattleEnded, active, kNone, loc);
    return;
  }
  std::vector<CardId> fighting;
  for (auto c : theirs)
    if (usable(c)) fighting.push_back(c);
  const int sr = rogue_borg_strength(rogue), sd = battle_strength(fighting, d);
  const int loser = sr > sd ? d : sd > sr ? a : -1;
  log_event(Rule::RogueBorgBeamDown, Ev::RogueBorgAwayBattle, loser < 0 ? -1 : 1 - loser, ship, kNone,
            std::min(sr, 255) * 256 + std::min(sd, 255));
  for (auto c : theirs) cards[c].flags |= kStopped;  // R-BATTLE-3
  for (auto r : rogue) cards[r].flags |= kStopped;
  if (loser == d) {
    const CardId victim = theirs[rng.below(static_cast<uint32_t>(theirs.size()))];  // R-INFO-1
    log_event(Rule::RandomSelection, Ev::BattleLoss, d, victim);
    if (def(victim).kind == PersonnelKind::Hologram) {
      kill(victim, Rule::RogueBorgBeamDown);  // R-HEA-5: deactivated, not discarded
    } else {
      discard_card(victim);
      just_killed.push_back(victim);  // D-INT-9; back aboard at once, they leave nobody to re-attack (D-BAT-7)
    }
  } else if (loser == a) {
    const CardId lost = rogue[rng.below(static_cast<uint32_t>(rogue.size()))];
    log_event(Rule::RandomSelection, Ev::RogueBorgLost, a, lost, ship);
    move_to(lost, Zone::Discard, -1);
  }
  record_attacked(d, loc);  // R-BATTLE-7
  battle = BattleState{};
  open_window(Moment::BattleEnded, active, kNone, loc);
}

}  // namespace spaceline::stccg1e
