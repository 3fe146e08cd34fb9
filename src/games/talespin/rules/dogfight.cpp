// Dogfights: one a turn (S1-6), started with a Pilot card or the Player's
// RANGE (S1-4, D-TS-9); the defender picks its pilot (D-TS-10); maneuvers
// (D-TS-11); the higher total wins, ties to the defender (D-TS-12); the winner
// draws its PILOT in bonus cards (S1-3 cap) and an attacker who wins takes a
// packed cargo (D-TS-13).
#include <algorithm>

#include "games/talespin/rules/rules.h"
#include "games/talespin/rules/seen_defs.h"

namespace spaceline::talespin::rules {

Refusal dogfight_refusal(const TsState& s, int p, Card pilot, int q) {
  Refusal no{Why::Legal, static_cast<int8_t>(p), static_cast<int8_t>(q), pilot};
  if (q == p) return no.why = Why::DogfightSelf, no;
  if (s.dogfights_this_turn > 0) return no.why = Why::DogfightFought, no;
  const int reach = s.range_of(p, pilot), d = s.distance(p, q);
  if (d > reach) {
    no.why = Why::BeyondRange;
    no.n = static_cast<int16_t>(d);
    no.m = static_cast<int16_t>(reach);
  }
  return no;
}

void start_dogfight(TsState& s, int p, Card pilot, int target) {
  ++s.dogfights_this_turn;  // S1-6
  ++s.stats.dogfights;
  s.fight = Dogfight{};
  s.fight.active = true;
  s.fight.attacker = static_cast<int8_t>(p);
  s.fight.defender = static_cast<int8_t>(target);
  s.fight.att_pilot = pilot;
  if (pilot != kNone) {
    take_from(s.seats[p].hand, pilot);
    reveal(s, pilot);
  }
  s.logv(pilot != kNone ? Rule::S1_4 : Rule::D_TS_9, LogKind::DogfightStart, p, target, pilot,
         s.distance(p, target));
  s.pending = Pending::Defend;
  s.decider = static_cast<int8_t>(target);
}

void legal_defend(const TsState& s, std::vector<Action>& out) {
  out.push_back(make_action(Act::DefendPlayer));
  SeenDefs seen;
  for (Card c : s.seats[s.fight.defender].hand) {
    const CardDef& d = s.def(c);
    if (d.type != CardType::Pilot || !seen.first(d.index)) continue;
    out.push_back(make_action(Act::DefendPilot, c));
  }
}

void legal_maneuver(const TsState& s, std::vector<Action>& out) {
  out.push_back(make_action(Act::ManeuverPass));
  SeenDefs seen;
  for (Card c : s.seats[s.fight.to_act].hand) {
    const CardDef& d = s.def(c);
    if (d.type != CardType::Action || !d.dogfight_only || !seen.first(d.index)) continue;
    out.push_back(make_action(Act::Maneuver, c));
  }
}

void apply_defend(TsState& s, Action a) {
  Dogfight& f = s.fight;
  if (act_kind(a) == Act::DefendPilot) {
    f.def_pilot = act_a(a);
    take_from(s.seats[f.defender].hand, f.def_pilot);
    reveal(s, f.def_pilot);
  }
  s.logv(Rule::D_TS_10, LogKind::Defend, f.defender, f.attacker, f.def_pilot, s.pilot_of(f.defender, f.def_pilot));
  f.to_act = f.attacker;  // D-TS-11: the attacker first
  f.passes = 0;
  s.pending = Pending::Maneuver;
  s.decider = f.attacker;
}

namespace {

void finish(TsState& s) {
  Dogfight& f = s.fight;
  const int at = s.pilot_of(f.attacker, f.att_pilot) + f.att_bonus;
  const int dt = s.pilot_of(f.defender, f.def_pilot) + f.def_bonus;
  const int win = at > dt ? f.attacker : f.defender;  // D-TS-12: ties to the defender
  const int lose = win == f.attacker ? f.defender : f.attacker;
  s.logv(Rule::D_TS_12, LogKind::DogfightResult, win, lose, kNone, at * 100 + dt);
  // D-TS-13 / S1-3: bonus draws equal to the winner's PILOT, never past 10 in hand.
  const int bonus = s.pilot_of(win, win == f.attacker ? f.att_pilot : f.def_pilot);
  if (bonus > 0) {
    s.logv(Rule::D_TS_13, LogKind::BonusDraw, win, -1, kNone, bonus);
    s.stats.bonus_draws += draw_cards(s, win, bonus, Rule::D_TS_13);
  }
  if (win == f.attacker && !s.seats[f.defender].packed.empty()) {
    if (s.hold_used(f.attacker) < s.hold_capacity(f.attacker)) {
      auto& packed = s.seats[f.defender].packed;
      const uint32_t i = s.rng.below(static_cast<uint32_t>(packed.size()));
      const Card c = packed[i];
      packed.erase(packed.begin() + i);
      s.seats[f.attacker].packed.push_back(c);
      ++s.stats.cargo_taken;
      s.logv(Rule::D_TS_13, LogKind::CargoTaken, f.attacker, f.defender, c, 0,
             static_cast<uint8_t>((1u << f.attacker) | (1u << f.defender)));
    } else {
      s.logv(Rule::D_TS_13, LogKind::CargoNotTaken, f.attacker, f.defender);
    }
  }
  if (f.att_pilot != kNone) to_discard(s, f.att_pilot);
  if (f.def_pilot != kNone) to_discard(s, f.def_pilot);
  s.fight = Dogfight{};
  s.pending = Pending::None;
  s.decider = -1;
}

}  // namespace

void apply_maneuver(TsState& s, Action a) {
  Dogfight& f = s.fight;
  const int p = f.to_act;
  const int other = p == f.attacker ? f.defender : f.attacker;
  if (act_kind(a) == Act::ManeuverPass) {
    s.logv(Rule::D_TS_11, LogKind::ManeuverPass, p);
    if (++f.passes >= 2) {
      finish(s);
      return;
    }
  } else {
    const Card c = act_a(a);
    take_from(s.seats[p].hand, c);
    to_discard(s, c);
    ++s.stats.actions_played;
    int plus = 0;
    for (const Op& o : s.def(c).effect)
      if (o.kind == OpKind::Maneuver) plus += o.n;
    (p == f.attacker ? f.att_bonus : f.def_bonus) += static_cast<int8_t>(plus);
    s.logv(Rule::D_TS_11, LogKind::ManeuverPlayed, p, -1, c, plus);
    for (const Op& o : s.def(c).effect)
      if (o.kind == OpKind::Draw) draw_cards(s, p, o.n, Rule::D_TS_11);
    f.passes = 0;
  }
  f.to_act = static_cast<int8_t>(other);
  s.decider = static_cast<int8_t>(other);
}

}  // namespace spaceline::talespin::rules
