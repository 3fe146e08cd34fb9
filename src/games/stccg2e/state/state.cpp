// The state machine: who decides, the legal actions, and apply() dispatching to the rules.
#include "games/stccg2e/state/state.h"

#include <algorithm>
#include <stdexcept>

#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

const char* rule_id(Rule r) {
  static const char* const ids[] = {
      "R2-1", "R2-2", "R2-3", "R2-4", "R2-5", "R2-6", "R2-7", "R2-8", "R2-9", "R2-10",
      "D-2E-1", "D-2E-2", "D-2E-3", "D-2E-4", "D-2E-5", "D-2E-6", "D-2E-7", "D-2E-8", "D-2E-9", "D-2E-10",
      "D-2E-11", "D-2E-12", "D-2E-13", "D-2E-14", "D-2E-15", "D-2E-16", "D-2E-17", "D-2E-18", "D-2E-19", "D-2E-20",
      "D-2E-21", "D-2E-22", "D-2E-23", "D-2E-24", "D-2E-25", "D-2E-26", "D-2E-27", "D-2E-28", "D-2E-29",
      "D-2E-30", "D-2E-31"};
  static_assert(sizeof(ids) / sizeof(ids[0]) == static_cast<size_t>(Rule::Count));
  return ids[static_cast<int>(r)];
}

std::vector<double> S2State::returns() const {
  if (!over || winner < 0) return {0.0, 0.0};
  std::vector<double> v(2, -1.0);
  v[winner] = 1.0;
  return v;
}

Decision S2State::decision() const {
  Decision d;
  d.player = over ? -1 : decider;
  if (over) return d;
  switch (pending) {
    case Pending::BuildStack: d.kind = DecisionKind::ChooseCard; d.prompt = "Choose a dilemma for the stack, or finish it"; break;
    case Pending::OpChoice: d.kind = DecisionKind::ChooseCard; d.prompt = "Choose for " + name(res.card); break;
    case Pending::DiscardDown: d.kind = DecisionKind::ChooseCard; d.prompt = "Discard down to eight cards"; break;
    case Pending::Respond: d.kind = DecisionKind::ChooseCard; d.prompt = "Respond to " + name(window.to) + ", or decline"; break;
    case Pending::None:
      d.prompt = phase == Phase::Play ? "Play or draw cards (" + std::to_string(seats[active].counters) + " counters left)"
                                      : "Execute orders";
      break;
  }
  return d;
}

void S2State::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (over) return;
  switch (pending) {
    case Pending::BuildStack: rules::stack_actions(*this, out); return;
    case Pending::OpChoice: rules::op_choices(*this, out); return;
    case Pending::DiscardDown:
      for (Card c : seats[active].hand) out.push_back(make_action(Act::Discard, c));
      return;
    case Pending::Respond: rules::window_actions(*this, out); return;
    case Pending::None: break;
  }
  if (phase == Phase::Play) {
    out.push_back(make_action(Act::EndPlay));
    if (seats[active].counters >= 1 && !seats[active].deck.empty()) out.push_back(make_action(Act::Draw));
    rules::playable_cards(*this, out);
  } else if (phase == Phase::Orders) {
    rules::order_actions(*this, out);
  }
}

void S2State::apply(Action a) {
  std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) == legal.end())
    throw std::invalid_argument("stccg2e: action " + action_key(a) + " is not legal now");
  const uint16_t x = act_a(a), y = act_b(a);
  switch (act_kind(a)) {
    case Act::EndPlay: rules::end_play(*this); break;
    case Act::Draw:
      seats[active].counters -= 1;
      rules::draw(*this, active, 1);
      break;
    case Act::PlayCard: rules::play_card(*this, x, y); break;
    case Act::EndOrders: rules::end_orders(*this); break;
    case Act::Move: rules::move_ship(*this, x, y); break;
    case Act::Beam: rules::beam(*this, x, y); break;
    case Act::BeamAll: rules::beam_all(*this, x, y == 0); break;
    case Act::Attempt: rules::start_attempt(*this, active, x, y); break;
    case Act::ChooseDilemma: rules::choose_dilemma(*this, x); break;
    case Act::StackDone: rules::stack_done(*this); break;
    case Act::OpChoice: rules::op_choose(*this, x, y); break;
    case Act::Discard: rules::discard_down(*this, x); break;
    case Act::Respond: rules::respond(*this, x, y == 1); break;
  }
}

}  // namespace spaceline::stccg2e
