// Combat (D-SQ-12..D-SQ-14) and Stardrive (SQ-15..SQ-19): who may attack and block, damage with
// first strike and trample, and the Stardrive modifiers of the combat round (D-SQ-28).
#include <algorithm>

#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

const char* attack_refusal(const SqState& s, Card c) {
  const Inst& i = s.cards[c];
  if (!is_creature_in_play(s, c) || s.controller(c) != s.active || i.attacking) return "not a creature that may attack";
  if (i.under != kNone) return "crew never attack (SQ-13)";
  if (i.tapped) return "it is tapped (D-SQ-12)";
  if (i.sick) return "summoning sick: you have not controlled it since your turn began (D-SQ-11)";
  return nullptr;
}
bool may_attack(const SqState& s, Card c) { return attack_refusal(s, c) == nullptr; }

bool may_block(const SqState& s, Card b, Card a) {
  const Inst& i = s.cards[b];
  if (!is_creature_in_play(s, b) || s.controller(b) == s.active || i.under != kNone) return false;  // SQ-13
  if (i.tapped || i.blocking != kNone || !s.cards[a].attacking) return false;
  return !s.def(a).flying || s.def(b).flying;
}

namespace {
bool stardrive_ship(const SqState& s, Card c) { return is_ship(s, c) && s.def(c).stardrive; }
bool plain_ship(const SqState& s, Card c) { return is_ship(s, c) && !s.def(c).stardrive; }  // SQ-18: non-Ships ignore it
}  // namespace

// SQ-16, SQ-19: -1/+0 once, however many Stardrive Ships block it.
int stardrive_power(const SqState& s, Card c) {
  if (!plain_ship(s, c) || !s.cards[c].attacking || !s.cards[c].blocked) return 0;
  for (Card b : s.seats[1 - s.controller(c)].field)
    if (s.cards[b].blocking == c && stardrive_ship(s, b)) return -1;
  return 0;
}

// SQ-17: +0/-1 for a Ship without Stardrive blocking one with it, skipped below toughness 1.
int stardrive_toughness(const SqState& s, Card c, int before) {
  if (!plain_ship(s, c) || s.cards[c].zone != Zone::Battlefield) return 0;
  const Card a = s.cards[c].blocking;
  if (a == kNone || !s.cards[a].attacking || !stardrive_ship(s, a)) return 0;
  return before - 1 >= 1 ? -1 : 0;
}

bool any_first_strike(const SqState& s) {
  for (const auto& seat : s.seats)
    for (Card c : seat.field)
      if ((s.cards[c].attacking || s.cards[c].blocking != kNone) && s.def(c).first_strike) return true;
  return false;
}

std::vector<Card> blockers_of(const SqState& s, Card a) {
  std::vector<Card> v;
  for (Card b : s.seats[1 - s.controller(a)].field)
    if (s.cards[b].blocking == a) v.push_back(b);
  std::sort(v.begin(), v.end(), [&](Card x, Card y) { return s.cards[x].block_order < s.cards[y].block_order; });
  return v;
}

int lethal_left(const SqState& s, Card b) {
  return std::max(0, toughness(s, b) - s.cards[b].damage - s.cards[b].assigned);
}

// D-SQ-14: the attacker's controller divides the damage of an attacker blocked by several
// creatures, or of a trampler with more damage than its one blocker needs; otherwise there is no
// choice to make (the one blocker takes it all).
bool attacker_divides(const SqState& s, Card a) {
  if (power(s, a) <= 0 || !s.cards[a].blocked) return false;
  const auto blockers = blockers_of(s, a);
  if (blockers.size() >= 2) return true;
  return blockers.size() == 1 && s.def(a).trample && power(s, a) > lethal_left(s, blockers.front());
}

bool combat_damage(SqState& s, bool first_strike) {
  struct Hit {
    Card from;
    uint16_t to;
    int n;
  };
  const int def = 1 - s.active;
  const bool fs_round = any_first_strike(s);
  // D-SQ-13: with first strike in the fight, first strikers deal their damage in the first step
  // and only the others in the second.
  auto deals_now = [&](Card c) { return !fs_round || s.def(c).first_strike == first_strike; };
  for (Card a : s.seats[s.active].field)
    if (s.cards[a].attacking && deals_now(a) && !s.cards[a].damage_set && attacker_divides(s, a)) {
      s.assigning = a;
      s.assign_left = static_cast<int8_t>(std::min(127, power(s, a)));
      s.pending = Pending::AssignDamage;
      s.decider = s.active;
      s.logv(Rule::D_SQ_14, "P" + std::to_string(s.active + 1) + " divides " + s.name(a) + "'s " + std::to_string(s.assign_left) +
                                " combat damage among its blockers.");
      return false;
    }
  std::vector<Hit> hits;
  for (Card a : s.seats[s.active].field) {
    if (!s.cards[a].attacking || !deals_now(a)) continue;
    const int power_now = std::max(0, power(s, a));
    if (!s.cards[a].blocked) {
      hits.push_back({a, static_cast<uint16_t>(kPlayerTarget + def), power_now});
      continue;
    }
    const auto blockers = blockers_of(s, a);
    if (s.cards[a].damage_set) {  // D-SQ-14: as its controller divided it
      for (Card b : blockers)
        if (s.cards[b].assigned > 0) hits.push_back({a, b, s.cards[b].assigned});
      if (s.cards[a].assigned > 0) hits.push_back({a, static_cast<uint16_t>(kPlayerTarget + def), s.cards[a].assigned});
    } else if (!blockers.empty()) {
      if (power_now > 0) hits.push_back({a, blockers.front(), power_now});  // one blocker, no trample: it takes it all
    } else if (s.def(a).trample && power_now > 0) {
      hits.push_back({a, static_cast<uint16_t>(kPlayerTarget + def), power_now});  // its blockers are gone
    }
  }
  for (Card b : s.seats[def].field) {
    const Card a = s.cards[b].blocking;
    if (a == kNone || !deals_now(b)) continue;
    hits.push_back({b, a, std::max(0, power(s, b))});
  }
  for (auto& i : s.cards) i.assigned = 0, i.damage_set = false;
  for (const Hit& h : hits) deal_damage(s, h.to, h.n, h.from);  // simultaneous: all assigned first
  return true;
}

void assign_damage(SqState& s, uint16_t to) {
  const Card a = s.assigning;
  if (to >= kPlayerTarget) ++s.cards[a].assigned;
  else ++s.cards[to].assigned;
  if (--s.assign_left > 0) return;
  std::string split;
  for (Card b : blockers_of(s, a))
    if (s.cards[b].assigned) split += (split.empty() ? "" : ", ") + std::to_string(s.cards[b].assigned) + " to " + s.name(b);
  if (s.cards[a].assigned) split += (split.empty() ? "" : ", ") + std::to_string(s.cards[a].assigned) + " to P" + std::to_string(2 - s.active);
  s.logv(Rule::D_SQ_14, s.name(a) + "'s damage is divided: " + split + ".");
  s.cards[a].damage_set = true;
  s.assigning = kNone;
  s.pending = Pending::Priority;
  s.priority = s.decider = s.active;
  combat_damage(s, s.step == Step::FirstStrike);
}

std::vector<uint16_t> damage_targets(const SqState& s) {
  std::vector<uint16_t> v;
  const Card a = s.assigning;
  if (a == kNone) return v;
  bool all_lethal = true;
  for (Card b : blockers_of(s, a)) {
    v.push_back(b);
    all_lethal &= lethal_left(s, b) == 0;
  }
  // D-SQ-14: a trampler's damage goes to the player only beyond lethal damage to every blocker.
  if (s.def(a).trample && all_lethal) v.push_back(static_cast<uint16_t>(kPlayerTarget + 1 - s.active));
  return v;
}

void end_combat(SqState& s) {
  for (auto& i : s.cards) {
    i.attacking = i.blocked = false;
    i.blocking = kNone;
    i.block_order = 0;
    i.assigned = 0;
    i.damage_set = false;
  }
}

}  // namespace spaceline::spacequest::rules
