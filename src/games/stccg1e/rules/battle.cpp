// Battle (CRD III.4; R-BATTLE-1..17): ship battle with combined WEAPONS,
// SHIELDS with outpost extension, hits, direct hits, retaliation and damage
// units; Away Team battle by total STRENGTH; who may start a battle against
// whom. A battle is one action (R-BATTLE-1) whose choices are asked in turn:
// the attacker's ships, then the defender's answer, then everything resolves
// at once (R-BATTLE-2).
#include <algorithm>

#include "games/stccg1e/cards/race.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
SkillId skill_id(const char* name) { return *parse_skill(name); }
bool contains(const std::vector<CardId>& v, CardId c) { return std::find(v.begin(), v.end(), c) != v.end(); }
uint32_t bit(Affiliation a) { return 1u << static_cast<int>(a); }
}  // namespace

// ---------------------------------------------------------------- queries --
int GameState::leaders(const std::vector<CardId>& group) const {
  static const SkillId leadership = skill_id("Leadership"), tal_shiar = skill_id("Tal Shiar");
  // D-BAT-6 (R-BATTLE-4, R-SKILL-6): counted in halves. A personnel is worth two halves at most
  // (OFFICER, or its OFFICER and Leadership halves together); the group has total / 2 leaders, so
  // two Leadership x1/2 make one. Tal Shiar is counted the same way, only when that gives none.
  int halves = 0, tal = 0;
  for (auto c : group) {
    // Being a leader needs no action: stopped leaders still count (R-STATE-1), so a
    // stopped ship may retaliate (R-BATTLE-8); those in stasis or disabled do not.
    if (def(c).type != CardType::Personnel || !conscious(c)) continue;
    halves += has_classification(c, OFFICER) ? 2 : std::min(2, skill_halves(c, OFFICER) + skill_halves(c, leadership));
    tal += std::min(2, skill_halves(c, tal_shiar));
  }
  return halves >= 2 ? halves / 2 : tal / 2;  // Tal Shiar leads only where no other leader is present (R-BATTLE-4)
}

std::vector<CardId> GameState::crew(CardId host) const {
  std::vector<CardId> out;
  for (auto c : aboard(host))
    if (def(c).type == CardType::Personnel && cards[c].owner == cards[host].owner && conscious(c)) out.push_back(c);
  return out;
}

uint32_t GameState::force_mask(const std::vector<CardId>& group) const {
  uint32_t m = 0;
  for (auto c : group)
    if (def(c).type == CardType::Personnel && !unaligned(c)) m |= bit(static_cast<Affiliation>(cards[c].aff));
  return m;
}

int GameState::battle_weapons(CardId ship) const {
  if (def(ship).type != CardType::Ship) return 0;  // Premiere facilities carry no WEAPONS
  // D-BORG-8: Rogue Borg need no leader to fire a ship they commandeer.
  return leaders(crew(ship)) || rogue_crewed(ship, false) ? ship_weapons(ship) : 0;
}

int GameState::battle_shields(CardId target) const {
  int s = ship_shields(target);
  if (def(target).type != CardType::Ship) return s;
  // R-FAC-3: half the SHIELDS of one of the owner's outposts here (D-BAT-5: rounded down).
  int best = 0;
  for (auto o : outposts_at(cards[target].owner, cards[target].loc)) best = std::max(best, def(o).shields / 2);
  return s + best;
}

int GameState::strength_total(const std::vector<CardId>& group) const {
  int t = 0;
  for (auto c : group) t += attribute(c, Attr::Strength);
  return t;
}

// Qapla'!'s kind (D-INT-28): the members matching its subject (race, R-ID-7; skill).
std::vector<CardId> GameState::integrity_members(const std::vector<CardId>& group, const InterruptDef& in) const {
  std::vector<CardId> out;
  for (auto c : group)
    if ((in.subject_race.empty() || of_race(def(c), in.subject_race)) && (in.subject_skill == kNoSkill || skill_halves(c, in.subject_skill) >= 2))
      out.push_back(c);
  return out;
}

int GameState::battle_strength(const std::vector<CardId>& group, int player) const {
  int t = strength_total(group);
  const CardId q = battle.integrity_card;
  if (q == kNone || player == battle.attacker || q >= cards.size() || !def(q).interrupt) return t;
  for (auto c : integrity_members(group, *def(q).interrupt)) t += attribute(c, Attr::Integrity);
  return t;
}

std::string GameState::battle_restriction(int player, int loc, uint32_t attacking, bool tal_shiar, uint32_t defending) const {
  // R-BATTLE-7: attacked here on the previous turn: attack back whatever the affiliations.
  const auto& ps = players[player];
  if (ps.attacked_turn + 1 == turn && (ps.attacked_locs >> loc & 1)) return "";
  if (attacking & bit(Affiliation::Federation)) return "Federation forces may never start a battle (R-BATTLE-6, CRD III.4 Restrictions)";
  if ((attacking & bit(Affiliation::Romulan)) && (defending & bit(Affiliation::Romulan)) && !tal_shiar)
    return "Romulans may not start a battle against Romulans without Tal Shiar (R-BATTLE-6, CRD III.4 Restrictions)";
  return "";
}

// May this ship of `player` fire in an attack on `target`? (unstopped, a leader
// aboard, its force allowed to attack the target's force)
bool GameState::may_fire_at(CardId ship, CardId target, int player) const {
  static const SkillId tal_shiar = skill_id("Tal Shiar");
  const auto& s = cards[ship];
  if (s.owner != player || s.zone != Zone::InPlay || s.place != Place::Space || def(ship).type != CardType::Ship) return false;
  if (s.loc != cards[target].loc || s.has(kStopped)) return false;  // stopped cards take no actions (R-STATE-1)
  if (s.has(kCloaked) || cards[target].has(kCloaked)) return false;  // R-BATTLE-15
  if (cards[target].has(kHidden)) return false;                     // D-INT-1
  if (lasting_count_ && journey_of(ship) != kNone) return false;     // D-DIL-8: it does nothing but travel
  auto c = crew(ship);
  if (!leaders(c) && !rogue_crewed(ship, true)) return false;  // D-BAT-1: a ship without a leader adds nothing (Rogue Borg need none, D-BORG-8)
  bool tal = false;
  for (auto m : c) tal |= skill_halves(m, tal_shiar) >= 2;
  // R-BATTLE-5: a ship's force is its crew's; a facility's is its own affiliation.
  uint32_t defending = 0;
  if (def(target).type == CardType::Ship) defending = force_mask(crew(target));
  else
    for (auto a : def(target).affiliations) defending |= bit(a);
  return battle_restriction(player, s.loc, force_mask(c), tal, defending).empty();
}

// ----------------------------------------------------------------- legality --
void GameState::battle_legal(int loc, const std::vector<CardId>& mine, std::vector<Action>& out) const {
  // Hot path (legal actions): one pass over our cards here, one over theirs.
  static const SkillId tal_shiar = skill_id("Tal Shiar"), guramba = skill_id("Guramba");
  const int p = active;
  thread_local std::vector<CardId> ships, ours, theirs;
  ships.clear(), ours.clear(), theirs.clear();
  for (auto c : mine) {
    const auto& k = cards[c];
    if (k.loc != loc) continue;
    // R-BATTLE-15: a cloaked ship takes no part in battle.
    if (k.place == Place::Space && def(c).type == CardType::Ship && !(k.flags & (kStopped | kCloaked)) &&
        !(lasting_count_ && journey_of(c) != kNone))  // D-DIL-8: a ship under Cytherians does nothing but travel
      ships.push_back(c);
    if (k.place == Place::Planet && def(c).type == CardType::Personnel && usable(c)) ours.push_back(c);
  }
  // Our ships able to fire (a leader aboard) with their force: crews come from `mine`.
  struct Firer {
    uint32_t force = 0;
    bool tal = false;
  };
  thread_local std::vector<Firer> firers;
  firers.clear();
  for (auto sh : ships) {
    thread_local std::vector<CardId> c;
    c.clear();
    for (auto m : mine)
      if (cards[m].host == sh && cards[m].place == Place::Aboard && def(m).type == CardType::Personnel && conscious(m)) c.push_back(m);
    if (!leaders(c) && !rogue_crewed(sh, true)) continue;  // D-BAT-1; Rogue Borg need no leader, and bring no affiliation (D-BORG-8)
    Firer f{force_mask(c), false};
    for (auto m : c) f.tal |= skill_halves(m, tal_shiar) >= 2;
    firers.push_back(f);
  }
  if (!firers.empty()) {
    // Ship battle: any opponent's ship or facility here that one of our ships may fire at.
    for (CardId t = 0; t < cards.size(); ++t) {
      const auto& c = cards[t];
      if (c.zone != Zone::InPlay || c.place != Place::Space || c.loc != loc) continue;
      const bool borg = is_borg_ship(t);  // anyone may attack it, whoever seeded it (R-BATTLE-19)
      if (c.owner == p && !borg) continue;
      if (def(t).type != CardType::Ship && def(t).type != CardType::Facility && !borg) continue;
      if (c.has(kCloaked)) continue;  // R-BATTLE-15: it cannot be attacked
      if (c.has(kHidden)) continue;   // D-INT-1: hidden by Asteroid Sanctuary
      uint32_t defending = 0;
      if (def(t).type == CardType::Ship) defending = force_mask(crew(t));
      else
        for (auto a : def(t).affiliations) defending |= bit(a);
      for (const auto& f : firers)
        if (battle_restriction(p, loc, f.force, f.tal, defending).empty()) {
          out.push_back(make_action(Act::AttackShip, t, static_cast<uint16_t>(loc)));
          break;
        }
    }
  }
  // Away Team battle (R-BATTLE-16): one of our Away Teams against one of theirs (D-GRP-1); a phased
  // team takes no part in battle (D-DIL-11).
  if (ours.empty()) return;
  theirs = away_team(1 - p, loc, false);
  if (theirs.empty()) return;
  uint32_t our_teams = 0, their_teams = 0;
  for (auto m : ours) our_teams |= 1u << cards[m].team;
  for (auto m : theirs) their_teams |= 1u << cards[m].team;
  thread_local std::vector<CardId> us, them;
  for (int a = 0; our_teams >> a; ++a) {
    if (!(our_teams >> a & 1) || (!afflictions.empty() && team_phased(p, loc, static_cast<uint8_t>(a)))) continue;
    us.clear();
    for (auto m : ours)
      if (cards[m].team == a) us.push_back(m);
    bool tal = false;
    for (auto m : us) tal |= skill_halves(m, tal_shiar) >= 2;
    for (int b = 0; their_teams >> b; ++b) {
      if (!(their_teams >> b & 1) || (!afflictions.empty() && team_phased(1 - p, loc, static_cast<uint8_t>(b)))) continue;
      them.clear();
      for (auto m : theirs)
        if (cards[m].team == b) them.push_back(m);
      bool courage = false;
      for (auto m : them) courage |= usable(m) && skill_halves(m, guramba) >= 2;
      if (!battle_restriction(p, loc, force_mask(us), tal, force_mask(them)).empty()) continue;
      if (courage && leaders(us) < 2) continue;  // R-BATTLE-17
      out.push_back(make_action(Act::AttackAwayTeam, static_cast<uint16_t>(a), static_cast<uint16_t>(loc), static_cast<uint16_t>(b)));
    }
  }
}

// ------------------------------------------------------------ ship battle --
void GameState::begin_ship_battle(CardId target, int loc) {
  battle = BattleState{};
  battle.active = true;
  battle.attacker = active;
  battle.loc = static_cast<int8_t>(loc);
  battle.target = target;
  log_event(Rule::Battle, Ev::BattleDeclared, active, target, kNone, loc);
  offer_battle_join();
}

// The attacker adds ships one at a time; kNone fires (R-BATTLE-10).
void GameState::offer_battle_join() {
  std::vector<uint16_t> options;
  if (!battle.attackers.empty()) options.push_back(kNone);
  uint32_t joined = 0;
  for (auto s : battle.attackers) joined |= force_mask(crew(s));
  for (CardId s = 0; s < cards.size(); ++s) {
    if (contains(battle.attackers, s) || !may_fire_at(s, battle.target, battle.attacker)) continue;
    // R-BATTLE-6: forces of two of your affiliations fight together only under a treaty.
    uint32_t m = force_mask(crew(s));
    bool together = true;
    for (int a = 0; a < static_cast<int>(Affiliation::Count); ++a)
      for (int b = 0; b < static_cast<int>(Affiliation::Count); ++b)
        if ((m >> a & 1) && (joined >> b & 1))
          together &= allied(battle.attacker, static_cast<Affiliation>(a), static_cast<Affiliation>(b));
    if (!together) continue;
    options.push_back(s);
  }
  if (options.size() == 1) {
    // Only one thing to do: fire, or the single ship able to attack joins.
    on_battle_choice(ChoiceKind::BattleJoin, options[0]);
    return;
  }
  choice = PendingChoice{ChoiceKind::BattleJoin, battle.attacker, options};
}

// R-BATTLE-8: stopped ships fire back too; D-STATE-2: a ship in stasis cannot defend itself.
// R-BATTLE-15: nor a cloaked one.
bool GameState::may_retaliate(CardId ship) const {
  return !cards[ship].has(kStasis) && !cloaked(ship) && battle_weapons(ship) > 0;
}

void GameState::offer_retaliation_join() {
  const int d = 1 - battle.attacker;
  std::vector<uint16_t> options;
  if (!battle.retaliators.empty()) options.push_back(kNone);
  for (auto s : ships_at(d, battle.loc)) {
    // R-BATTLE-8: any number of the defender's ships, stopped ones too, each with a leader.
    if (contains(battle.retaliators, s) || !may_retaliate(s)) continue;
    options.push_back(s);
  }
  if (options.size() == 1) {
    on_battle_choice(ChoiceKind::RetaliationJoin, options[0]);
    return;
  }
  choice = PendingChoice{ChoiceKind::RetaliationJoin, static_cast<uint8_t>(d), options};
}

void GameState::on_battle_choice(ChoiceKind kind, uint16_t picked) {
  const int d = 1 - battle.attacker;
  switch (kind) {
    case ChoiceKind::BattleJoin: {
      if (picked != kNone) {
        battle.attackers.push_back(picked);
        log_event(Rule::Targeting, Ev::BattleJoined, battle.attacker, picked, battle.target, battle_weapons(picked));
        offer_battle_join();
        return;
      }
      if (is_borg_ship(battle.target)) {
        resolve_borg_battle();  // it fires back by itself (R-BATTLE-19)
        return;
      }
      // The battle is initiated: interrupts that act during battle may answer it (R-TIME-12).
      if (!open_window(Moment::BattleInitiated, battle.attacker, battle.target, battle.loc)) close_battle_window();
      return;
    }
    case ChoiceKind::RetaliationTarget:
      if (picked == kNone) {
        log_event(Rule::NoRetaliation, Ev::NoRetaliation, d);
        resolve_ship_battle();
        return;
      }
      battle.ret_target = picked;
      log_event(Rule::Retaliation, Ev::Retaliation, d, picked);
      offer_retaliation_join();
      return;
    case ChoiceKind::RetaliationJoin:
      if (picked != kNone) {
        battle.retaliators.push_back(picked);
        log_event(Rule::Retaliation, Ev::BattleJoined, d, picked, battle.ret_target, battle_weapons(picked));
        offer_retaliation_join();
        return;
      }
      resolve_ship_battle();
      return;
    case ChoiceKind::AwayRetaliate: resolve_away_battle(picked == 1); return;
    case ChoiceKind::InterruptVictim: on_interrupt_victim(picked); return;
    default: return;
  }
}

// R-BATTLE-7: `player`'s forces at `loc` were attacked this turn, so they may
// attack back there on the next one.
void GameState::record_attacked(int player, int loc) {
  auto& ps = players[player];
  if (ps.attacked_turn != turn) ps.attacked_locs = 0;
  ps.attacked_turn = turn;
  ps.attacked_locs |= 1ull << loc;
}

void GameState::stop_with_crew(CardId c) {
  cards[c].flags |= kStopped;
  for (auto m : aboard(c))
    if (def(m).type == CardType::Personnel) cards[m].flags |= kStopped;
}

void GameState::resolve_ship_battle() {
  const int a = battle.attacker, d = 1 - a;
  // R-BATTLE-2: both shots are worked out first, then applied together.
  struct Shot {
    CardId target = kNone;
    int weapons = 0, shields = 0, units = 0;
    bool destroy = false, damage = false, direct = false;
  };
  auto aim = [&](CardId target, const std::vector<CardId>& ships) {
    Shot s;
    s.target = target;
    for (auto x : ships) s.weapons += battle_weapons(x);
    s.shields = battle_shields(target);
    bool damaged = cards[target].has(kDamaged);
    if (s.weapons > 2 * s.shields) {            // R-BATTLE-12
      s.destroy = s.direct = true;
      s.units = damaged ? 1 : 2;
    } else if (s.weapons > s.shields) {          // R-BATTLE-11: equal is not enough
      s.destroy = damaged;
      s.damage = !damaged;
      s.units = 1;
    }
    return s;
  };
  Shot att = aim(battle.target, battle.attackers);
  Shot ret;
  if (battle.ret_target != kNone) ret = aim(battle.ret_target, battle.retaliators);
  log_event(Rule::Targeting, Ev::Shot, a, att.target, kNone, att.weapons * 256 + std::min(att.shields, 255));
  if (ret.target != kNone) log_event(Rule::Retaliation, Ev::Shot, d, ret.target, kNone, ret.weapons * 256 + std::min(ret.shields, 255));
  // R-BATTLE-3: every card taking part is stopped, crews and the outpost's personnel included.
  for (auto s : battle.attackers) stop_with_crew(s);
  for (auto s : battle.retaliators) stop_with_crew(s);
  stop_with_crew(battle.target);
  auto hit = [&](const Shot& s) {
    if (s.target == kNone) return;
    Rule why = def(s.target).type == CardType::Facility ? Rule::FacilityDamage : s.direct ? Rule::DirectHit : Rule::Damage;
    if (s.destroy) doom_ship(s.target, why);  // D-INT-19: a ship is destroyed once the moment before it has passed
    else if (s.damage) damage_ship(s.target, why);
  };
  hit(att);
  hit(ret);
  battle.units = static_cast<uint8_t>(att.units * 16 + ret.units);
  if (open_doom_window(DoomResume::ShipBattle, a, battle.target)) return;
  finish_ship_battle();
}

void GameState::finish_ship_battle() {
  const int a = battle.attacker, d = 1 - a;
  // R-BATTLE-14: damage units decide winner, loser or tie.
  const int att = battle.units >> 4, ret = battle.units & 15;
  int winner = att > ret ? a : ret > att ? d : -1;
  log_event(Rule::DamageUnits, Ev::BattleResult, winner, kNone, kNone, battle.units);
  record_attacked(d, battle.loc);
  const int loc = battle.loc;
  battle = BattleState{};
  open_window(Moment::BattleEnded, a, kNone, loc);
}

// ------------------------------------------------------- Away Team battle --
void GameState::begin_away_battle(int loc, uint8_t team, uint8_t their_team) {
  battle = BattleState{};
  battle.active = true;
  battle.away_team = true;
  battle.attacker = active;
  battle.loc = static_cast<int8_t>(loc);
  battle.team = team;
  battle.their_team = their_team;
  log_event(Rule::AwayTeamBattle, Ev::BattleDeclared, active, kNone, kNone, loc);
  // R-TIME-12; the defender's answer follows it (close_battle_window).
  if (!open_window(Moment::BattleInitiated, battle.attacker, kNone, loc)) close_battle_window();
}

void GameState::resolve_away_battle(bool retaliate) {
  const int a = battle.attacker, d = 1 - a, loc = battle.loc;
  int mult = 1;
  auto ours = away_attackers(mult);  // a re-attack: the avengers, STRENGTH doubled (D-BAT-7)
  auto theirs = away_team(d, loc, false, battle.their_team);
  std::vector<CardId> theirs_fighting;
  for (auto c : theirs)
    if (usable(c)) theirs_fighting.push_back(c);
  int sa = strength_total(ours) * mult, sd = battle_strength(theirs_fighting, d);
  if (retaliate) log_event(battle.defender_fights ? Rule::KillerRetaliates : Rule::Retaliation, Ev::Retaliation, d);
  else if (leaders(theirs_fighting) > 0) log_event(Rule::NoRetaliation, Ev::NoRetaliation, d);
  int loser = -1;
  Rule why = Rule::AwayTeamBattle;
  if (leaders(ours) == 0) {
    loser = a;  // R-BATTLE-4: an Away Team that starts a battle without a leader loses it
    why = Rule::BattleLeaders;
  } else if (sa > sd) {
    loser = d;
  } else if (sd > sa && retaliate) {
    loser = a;  // R-BATTLE-9: without retaliation a stronger defender does nothing
  } else if (sa == sd) {
    why = Rule::AwayTeamTie;  // D-BAT-3
  }
  log_event(why, Ev::AwayBattle, loser < 0 ? -1 : 1 - loser, kNone, kNone, sa * 256 + std::min(sd, 255));
  for (auto c : ours) cards[c].flags |= kStopped;     // R-BATTLE-3
  for (auto c : theirs) cards[c].flags |= kStopped;
  if (loser >= 0) {
    // R-BATTLE-16: the loser discards one of its personnel, chosen at random (R-INFO-1).
    const auto& pool = loser == a ? ours : theirs;
    if (!pool.empty()) {
      CardId victim = pool[rng.below(static_cast<uint32_t>(pool.size()))];
      // Killed in the battle (D-INT-9, D-BAT-7) once the moment before it has passed (D-EVT-25).
      doom_kill(victim, Rule::RandomSelection, Ev::BattleLoss, loser, kNone, loc);
      if (open_doom_window(DoomResume::AwayBattle, 1 - loser)) return;
    }
  }
  finish_away_battle();
}

void GameState::finish_away_battle() {
  const int d = 1 - battle.attacker, loc = battle.loc;
  record_attacked(d, loc);
  const CardId source = battle.source;
  battle = BattleState{};
  if (!open_window(Moment::BattleEnded, active, source, loc)) after_battle(source);
}

}  // namespace spaceline::stccg1e
