#include "games/spacequest/agents/heuristic_agent.h"

#include <stdexcept>

#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

namespace {

Aim aim_of(const std::vector<Op>& ops) {
  for (const Op& o : ops)
    if (op_info(o).aim != Aim::None) return op_info(o).aim;
  return Aim::None;
}

bool fighting(const SqState& s, Card c) { return s.cards[c].attacking || s.cards[c].blocking != kNone; }

// How much p likes aiming `aim` text at `t` (negative: do not).
int target_score(const SqState& s, int p, Aim aim, uint16_t t) {
  if (t == kNone) return 10;
  if (t >= kPlayerTarget) return aim == Aim::Harm && t - kPlayerTarget != p ? 15 : -100;
  const bool mine = s.controller(t) == p;
  const int size = rules::power(s, t) + rules::toughness(s, t);
  if (aim == Aim::Harm) return mine ? -100 : 20 + size;
  if (aim == Aim::Help) return mine && (fighting(s, t) || rules::is_ship(s, t)) ? 20 + size : -100;
  return 5;
}

bool attack_is_safe(const SqState& s, Card a) {
  const int p = rules::power(s, a), t = rules::toughness(s, a);
  if (p <= 0) return false;
  for (Card b : s.seats[1 - s.active].field)
    if (rules::is_creature_in_play(s, b) && !s.cards[b].tapped && s.cards[b].under == kNone && rules::power(s, b) >= t &&
        rules::toughness(s, b) > p)
      return false;
  return true;
}

int score(const SqState& s, Action a) {
  const int p = s.decider;
  const Card c = act_a(a), b = act_b(a);
  switch (act_kind(a)) {
    case Act::Keep: {
      int lands = 0;
      for (Card h : s.seats[p].hand) lands += s.def(h).type == CardType::Land;
      return lands >= 2 && lands <= 5 ? 10 : (s.seats[p].hand.size() <= 5 ? 10 : 0);
    }
    case Act::Mulligan: return 5;
    case Act::Pass: return 0;
    case Act::PlayLand: return 100;
    case Act::DeclareStaffing: {
      for (Card ship : s.seats[p].field)
        if (rules::is_creature_in_play(s, ship) && rules::is_ship(s, ship))
          for (Card x : s.seats[p].field)
            if (rules::may_crew(s, x, ship)) return 90;
      return -1;
    }
    case Act::Crew: {
      const CardDef& d = s.def(b);
      const int n = rules::crew_total(s, b);
      return n < d.min_crew ? 60 + d.power : 40;
    }
    case Act::Uncrew: return -1;
    case Act::EndStaffing: return 1;
    case Act::Cast: {
      const CardDef& d = s.def(c);
      const int base = 30 + d.cost.total();
      if (d.target == Target::None) {
        // Pump-everyone and muster-like text waits for a fight or a Ship to fill.
        if (!d.creature() && aim_of(d.effect) == Aim::None && d.type == CardType::Instant && s.step != Step::Blockers) return -1;
        return base;
      }
      const int ts = target_score(s, p, aim_of(d.effect), b);
      if (d.target == Target::Spell) return s.stack.back().controller != p ? base + 20 : -100;
      return ts < 0 ? -1 : base + ts;
    }
    case Act::Activate: {
      const Ability& ab = *s.def(c).ability;
      if (ab.mana) return -1;  // lands pay for spells; a crew creature tapped for mana shrinks its Ship
      if (ab.sacrifice) return -1;
      const int ts = target_score(s, p, aim_of(ab.ops), b);
      if (ab.target == Target::None && aim_of(ab.ops) == Aim::None) return s.step == Step::End ? 20 : -1;
      return ts < 0 ? -1 : 20 + ts;
    }
    case Act::Attack: return attack_is_safe(s, c) ? 50 : -1;
    case Act::DoneAttacking: return 1;
    case Act::Block: {
      const int ap = rules::power(s, b), bt = rules::toughness(s, c), bp = rules::power(s, c), at = rules::toughness(s, b);
      int incoming = 0;
      for (Card x : s.seats[1 - p].field)
        if (s.cards[x].attacking && !s.cards[x].blocked) incoming += rules::power(s, x);
      if (s.cards[b].blocked) return -1;
      if (bt > ap) return 50 + bp;
      if (bp >= at) return 40;
      return incoming >= s.seats[p].life ? 30 : -1;
    }
    case Act::DoneBlocking: return 1;
    case Act::Evict: return s.cards[c].tapped ? 20 : 10;
    case Act::Discard: return s.def(c).type == CardType::Land ? 20 : 10 - s.def(c).cost.total();
    case Act::AssignDamage:  // kill blockers in the order they blocked, then trample over
      if (c >= kPlayerTarget) return 50;
      return rules::lethal_left(s, c) > 0 ? 40 - s.cards[c].block_order : 0;
  }
  return 0;
}

}  // namespace

Action HeuristicAgent::choose(const spaceline::State& st) {
  const auto* s = dynamic_cast<const SqState*>(&st);
  if (!s) throw std::invalid_argument("spacequest heuristic agent: not a Space Quest state");
  const auto legal = s->legal_actions();
  if (legal.empty()) throw std::invalid_argument("spacequest heuristic agent: no legal action");
  Action best = legal.front();
  int best_score = -1000000, ties = 0;
  for (Action a : legal) {
    const int v = score(*s, a);
    if (v > best_score) best = a, best_score = v, ties = 1;
    else if (v == best_score && rng_.below(static_cast<uint32_t>(++ties)) == 0) best = a;
  }
  return best;
}

}  // namespace spaceline::spacequest
