// Casting spells, activating abilities and resolving the stack, last in first out (D-SQ-7..D-SQ-10,
// D-SQ-18). Targets are chosen when a spell is cast or an ability activated, and checked again when
// it resolves.
#include <algorithm>

#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

namespace {
bool fits(const SqState& s, Target t, int controller, uint16_t x) {
  if (x >= kPlayerTarget) return (t == Target::Any || t == Target::Player) && x - kPlayerTarget < kPlayers;
  if (x >= s.cards.size()) return false;
  if (t == Target::Spell)
    return std::any_of(s.stack.begin(), s.stack.end(), [&](const StackItem& i) { return i.kind == StackKind::Spell && i.source == x; });
  if (!is_creature_in_play(s, x)) return false;
  switch (t) {
    case Target::Any: case Target::Creature: return true;  // SQ-13: crew creatures may be targeted
    case Target::Ship: return is_ship(s, x);
    case Target::NonShip: return !is_ship(s, x);
    case Target::OwnShip: return is_ship(s, x) && s.controller(x) == controller;
    default: return false;
  }
}
const std::vector<Op>& ops_of(const SqState& s, const StackItem& it) {
  const CardDef& d = s.def(it.source);
  switch (it.kind) {
    case StackKind::Spell: return d.effect;
    case StackKind::Ability: return d.ability->ops;
    case StackKind::EntersTrigger: return d.enters;
    case StackKind::UpkeepTrigger: return d.upkeep;
  }
  return d.effect;
}
}  // namespace

Target target_kind(const SqState& s, const StackItem& it) {
  const CardDef& d = s.def(it.source);
  if (it.kind == StackKind::Spell) return d.target;
  if (it.kind == StackKind::Ability) return d.ability->target;
  return Target::None;
}

std::vector<uint16_t> targets_for(const SqState& s, Target t, int controller, Card source) {
  std::vector<uint16_t> v;
  if (t == Target::None) return v;
  if (t == Target::Spell) {
    for (const auto& i : s.stack)
      if (i.kind == StackKind::Spell && i.source != source) v.push_back(i.source);
    return v;
  }
  for (const auto& seat : s.seats)
    for (Card c : seat.field)
      if (fits(s, t, controller, c)) v.push_back(c);
  if (t == Target::Any || t == Target::Player)
    for (int p = 0; p < kPlayers; ++p) v.push_back(static_cast<uint16_t>(kPlayerTarget + p));
  return v;
}

bool target_legal(const SqState& s, Target t, int controller, uint16_t target, Card source) {
  return t == Target::None || (target != source && fits(s, t, controller, target));
}

const char* cast_refusal(const SqState& s, int p, Card c) {
  const CardDef& d = s.def(c);
  if (d.type == CardType::Land || s.cards[c].zone != Zone::Hand || s.owner(c) != p) return "not a spell in your hand";
  if (d.type != CardType::Instant &&
      (p != s.active || (s.step != Step::Main1 && s.step != Step::Main2) || !s.stack.empty()))
    return "only instants are cast outside your own main phase with an empty stack (D-SQ-7)";
  if (!can_pay(s, p, d.cost)) return "you cannot pay its cost (D-SQ-7)";
  return nullptr;
}
bool may_cast(const SqState& s, int p, Card c) { return cast_refusal(s, p, c) == nullptr; }

const char* activate_refusal(const SqState& s, int p, Card c) {
  const CardDef& d = s.def(c);
  if (!d.ability || s.cards[c].zone != Zone::Battlefield || s.controller(c) != p) return "no ability of yours in play";
  if (d.ability->tap && s.cards[c].tapped) return "it is tapped (D-SQ-9)";
  if (d.ability->tap && d.creature() && s.cards[c].sick)
    return "summoning sick: you have not controlled it since your turn began (D-SQ-11)";
  if (!can_pay(s, p, d.ability->cost)) return "you cannot pay the ability's cost (D-SQ-9)";
  return nullptr;
}
bool may_activate(const SqState& s, int p, Card c) { return activate_refusal(s, p, c) == nullptr; }

void cast(SqState& s, int p, Card c, uint16_t target) {
  auto& hand = s.seats[p].hand;
  hand.erase(std::find(hand.begin(), hand.end(), c));
  pay(s, p, s.def(c).cost);
  s.cards[c].zone = Zone::Stack;
  reveal(s, c);
  s.stack.push_back({StackKind::Spell, c, static_cast<int8_t>(p), target});
  ++s.stats.spells;
  s.logv(Rule::D_SQ_7, "P" + std::to_string(p + 1) + " casts " + s.name(c) +
                           (target == kNone ? "" : " targeting " + s.target_name(target)) + ".");
}

void activate(SqState& s, int p, Card c, uint16_t target) {
  const Ability& ab = *s.def(c).ability;
  pay(s, p, ab.cost);
  ++s.stats.abilities;
  const bool crew = is_crew(s, c);
  if (ab.tap) s.cards[c].tapped = true;
  if (ab.mana) {  // D-SQ-9: off the stack, at once
    for (const Op& o : ab.ops) op_info(o).resolve(s, o, {p, c, kNone});
    s.logv(crew ? Rule::SQ_13 : Rule::D_SQ_9, "P" + std::to_string(p + 1) + " taps " + s.name(c) + ": " +
                                                  render_ops(ab.ops, Target::None) +
                                                  (crew ? " (crew tapped: " + s.name(s.cards[c].under) + " now " + pt_explained(s, s.cards[c].under) + ")" : "") + ".");
    return;
  }
  s.logv(crew ? Rule::SQ_13 : Rule::D_SQ_9, "P" + std::to_string(p + 1) + " activates " + s.name(c) +
                                                (target == kNone ? "" : " targeting " + s.target_name(target)) + ".");
  if (ab.sacrifice) leave_play(s, c, Zone::Graveyard, Rule::D_SQ_9, "is sacrificed");
  s.stack.push_back({StackKind::Ability, c, static_cast<int8_t>(p), target});
}

void resolve_top(SqState& s) {
  const StackItem it = s.stack.back();
  s.stack.pop_back();
  const CardDef& d = s.def(it.source);
  const Target t = target_kind(s, it);
  if (it.kind == StackKind::Spell && (d.type == CardType::Creature || d.type == CardType::Enchantment || d.type == CardType::Artifact)) {
    enter_play(s, it.source);  // SQ-11: a creature enters the battlefield, never under a Ship
    s.logv(d.creature() ? Rule::SQ_11 : Rule::D_SQ_8, s.name(it.source) + " enters play under P" + std::to_string(it.controller + 1) + "'s control.");
  } else {
    if (t != Target::None && !target_legal(s, t, it.controller, it.target, it.source)) {
      s.logv(Rule::D_SQ_18, s.name(it.source) + (it.kind == StackKind::Spell ? "" : "'s ability") + " does nothing: its target is gone.");
    } else {
      if (it.kind != StackKind::Spell)
        s.logv(it.kind == StackKind::Ability ? Rule::D_SQ_9 : Rule::D_SQ_10, s.name(it.source) + "'s ability resolves.");
      for (const Op& o : ops_of(s, it)) op_info(o).resolve(s, o, {it.controller, it.source, it.target});
    }
    if (it.kind == StackKind::Spell) to_graveyard_from_stack(s, it.source);
  }
  s.priority = s.active;
  s.passes = 0;
}

}  // namespace spaceline::spacequest::rules
