// Moving cards between zones: drawing, entering and leaving play (SQ-14), damage and destruction.
#include <algorithm>

#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

namespace {
void erase(std::vector<Card>& v, Card c) {
  if (auto it = std::find(v.begin(), v.end(), c); it != v.end()) v.erase(it);
}
std::string pname(int p) { return "P" + std::to_string(p + 1); }
}  // namespace

void reveal(SqState& s, Card c) { s.cards[c].known = 0xFF; }

void draw(SqState& s, int p, int n) {
  auto& seat = s.seats[p];
  for (int i = 0; i < n; ++i) {
    if (seat.library.empty()) {
      seat.drew_from_empty = true;  // loses at the next state-based check (D-SQ-15)
      s.logv(Rule::D_SQ_15, pname(p) + " must draw from an empty library.");
      return;
    }
    const Card c = seat.library.back();
    seat.library.pop_back();
    seat.hand.push_back(c);
    s.cards[c].zone = Zone::Hand;
    s.cards[c].known |= static_cast<uint8_t>(1u << p);
    s.logv(Rule::D_SQ_4, pname(p) + " draws a card.", pname(p) + " draws " + s.name(c) + ".", static_cast<uint8_t>(1u << p));
  }
}

void enter_play(SqState& s, Card c) {
  const int p = s.controller(c);
  auto& i = s.cards[c];
  i = Inst{};
  i.zone = Zone::Battlefield;
  i.sick = s.def(c).creature();  // D-SQ-11
  i.known = 0xFF;
  s.seats[p].field.push_back(c);
  const CardDef& d = s.def(c);
  if (!d.enters.empty()) s.waiting.push_back({StackKind::EntersTrigger, c, static_cast<int8_t>(p), kNone});
}

void leave_play(SqState& s, Card c, Zone to, Rule why, const std::string& how) {
  const int p = s.controller(c);
  if (s.cards[c].zone != Zone::Battlefield) return;
  // SQ-14: the crew returns to its controller's battlefield as it is (tapped or not, not sick:
  // it never left play, D-SQ-26).
  if (is_ship(s, c))
    for (Card crew : crew_of(s, c)) take_out(s, crew, Rule::SQ_14, "returns to the battlefield as " + s.name(c) + " leaves play");
  if (s.cards[c].under != kNone) s.cards[c].under = kNone;
  // Blockers of a departed attacker stay blocking nothing; an attacker it blocked stays blocked.
  for (auto& other : s.cards)
    if (other.blocking == c) other.blocking = kNone;
  erase(s.seats[p].field, c);
  const int o = s.owner(c);
  s.cards[c] = Inst{};
  s.cards[c].known = 0xFF;
  s.cards[c].zone = to;
  (to == Zone::Hand ? s.seats[o].hand : s.seats[o].graveyard).push_back(c);
  s.logv(why, s.name(c) + " " + how + ".");
}

void to_graveyard_from_stack(SqState& s, Card c) {
  const int o = s.owner(c);
  s.cards[c].zone = Zone::Graveyard;
  s.seats[o].graveyard.push_back(c);
}

void deal_damage(SqState& s, uint16_t target, int n, Card source) {
  if (n <= 0) return;
  const std::string from = source == kNone ? "" : s.name(source) + " deals ";
  if (target >= kPlayerTarget) {
    const int p = target - kPlayerTarget;
    s.seats[p].life = static_cast<int16_t>(s.seats[p].life - n);
    s.logv(Rule::D_SQ_12, from + std::to_string(n) + " damage to P" + std::to_string(p + 1) + " (life " +
                              std::to_string(s.seats[p].life) + ").");
    return;
  }
  s.cards[target].damage = static_cast<int16_t>(s.cards[target].damage + n);
  s.logv(Rule::D_SQ_12, from + std::to_string(n) + " damage to " + s.name(target) + ".");
}

void destroy(SqState& s, Card c, bool bury, Card source) {
  leave_play(s, c, Zone::Graveyard, bury ? Rule::D_SQ_17 : Rule::D_SQ_15, bury ? "is buried" : "is destroyed");
}

}  // namespace spaceline::spacequest::rules
