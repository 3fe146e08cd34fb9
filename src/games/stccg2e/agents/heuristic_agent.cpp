// Scores each legal action and takes the best (ties broken by the agent's own Rng).
#include "games/stccg2e/agents/heuristic_agent.h"

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

namespace {

// Whether the crew of `ship` (with the personnel at the headquarters) could meet `slot`'s requirements.
bool could_complete(const S2State& s, const std::vector<Card>& group, uint16_t slot) {
  return s.line[slot].completed_by < 0 && !s.def(s.line[slot].card).is_headquarters() &&
         meets_any(rules::requirements_of(s, slot), rules::group_skills(s, group));
}

int value(const S2State& s, Action a) {
  const uint16_t x = act_a(a), y = act_b(a);
  const int p = s.decider;
  switch (act_kind(a)) {
    case Act::PlayCard: {
      const auto& d = s.def(x);
      if (d.type == CardType::Ship) return 60 + d.cost;
      if (d.type == CardType::Personnel) return 50 + d.cost + static_cast<int>(d.skills.size());
      return 30;
    }
    case Act::Draw: return s.seats[p].hand.size() < 6 ? 40 : 10;
    case Act::EndPlay: return 5;
    case Act::Attempt: {
      const auto group = rules::attempt_group(s, p, x, y);
      return could_complete(s, group, x) ? 100 : static_cast<int>(group.size()) >= 6 ? 20 : -10;
    }
    case Act::Move: {
      const auto crew = rules::attempt_group(s, p, s.cards[x].slot, x);
      if (crew.empty()) return -20;
      if (could_complete(s, crew, y)) return 90;
      return s.line[y].completed_by < 0 && !s.def(s.line[y].card).is_headquarters() ? 8 : -5;
    }
    case Act::BeamAll: {
      const uint16_t at = s.cards[x].slot;
      const bool hq = s.def(s.line[at].card).is_headquarters();
      if (y == 1) return hq ? 70 : s.line[at].completed_by >= 0 ? 3 : -30;  // aboard: at headquarters, or to leave a done mission
      return !hq && s.line[at].where == Where::Planet && s.line[at].completed_by < 0 ? 85 : -30;  // down to a planet mission
    }
    case Act::Beam: return -40;
    case Act::EndOrders: return 0;
    case Act::ChooseDilemma: return 10 + s.def(x).cost;
    case Act::StackDone: return 1;
    case Act::OpChoice: return y == kNone ? 0 : 5;
    case Act::Discard: return s.def(x).cost;
    case Act::Respond: {
      if (y != 1) return 0;
      // An interrupt whose cost cannot be paid now would be wasted (R2-7).
      const Op* cost = text_op(s.def(x), "pay_from_discard");
      int personnel = 0;
      for (Card c : s.seats[p].discard) personnel += s.def(c).type == CardType::Personnel ? 1 : 0;
      return cost && personnel < cost->n ? -5 : 5;
    }
  }
  return 0;
}

}  // namespace

Action HeuristicAgent::choose(const State& st) {
  const auto& s = dynamic_cast<const S2State&>(st);
  const auto legal = s.legal_actions();
  Action best = legal.front();
  int best_v = -1000000, ties = 0;
  for (Action a : legal) {
    const int v = value(s, a);
    if (v > best_v) best = a, best_v = v, ties = 1;
    else if (v == best_v && rng_.below(static_cast<uint32_t>(++ties)) == 0) best = a;
  }
  return best;
}

}  // namespace spaceline::stccg2e
