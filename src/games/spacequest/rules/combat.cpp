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

void combat_damage(SqState& s, bool first_strike) {
  struct Hit {
    Card from;
    uint16_t to;
    int n;
  };
  std::vector<Hit> hits;
  const int def = 1 - s.active;
  const bool fs_round = any_first_strike(s);
  // D-SQ-13: with first strike in the fight, first strikers deal their damage in the first step
  // and only the others in the second.
  auto deals_now = [&](Card c) { return !fs_round || s.def(c).first_strike == first_strike; };
  for (Card a : s.seats[s.active].field) {
    if (!s.cards[a].attacking || !deals_now(a)) continue;
    int left = std::max(0, power(s, a));
    if (!s.cards[a].blocked) {
      hits.push_back({a, static_cast<uint16_t>(kPlayerTarget + def), left});
      continue;
    }
    std::vector<Card> blockers;
    for (Card b : s.seats[def].field)
      if (s.cards[b].blocking == a) blockers.push_back(b);
    std::sort(blockers.begin(), blockers.end(), [&](Card x, Card y) { return s.cards[x].block_order < s.cards[y].block_order; });
    // D-SQ-14: lethal damage to each blocker in the order they blocked, the rest to the last one,
    // or to the player with trample.
    for (size_t k = 0; k < blockers.size() && left > 0; ++k) {
      const Card b = blockers[k];
      int n = std::min(left, std::max(0, toughness(s, b) - s.cards[b].damage));
      if (k + 1 == blockers.size() && !s.def(a).trample) n = left;
      if (n > 0) hits.push_back({a, b, n});
      left -= n;
    }
    if (left > 0 && s.def(a).trample) hits.push_back({a, static_cast<uint16_t>(kPlayerTarget + def), left});
  }
  for (Card b : s.seats[def].field) {
    const Card a = s.cards[b].blocking;
    if (a == kNone || !deals_now(b)) continue;
    hits.push_back({b, a, std::max(0, power(s, b))});
  }
  for (const Hit& h : hits) deal_damage(s, h.to, h.n, h.from);  // simultaneous: all assigned first
}

void end_combat(SqState& s) {
  for (auto& i : s.cards) {
    i.attacking = i.blocked = false;
    i.blocking = kNone;
    i.block_order = 0;
  }
}

}  // namespace spaceline::spacequest::rules
