// TsState: the decision plumbing (legal_actions, apply) and derived values.
#include "games/talespin/state/state.h"

#include <algorithm>
#include <stdexcept>

#include "games/talespin/rules/rules.h"
#include "games/talespin/rules/seen_defs.h"

namespace spaceline::talespin {

const char* rule_id(Rule r) {
  static const char* ids[] = {
      "S1-1",    "S1-2",    "S1-3",    "S1-4",    "S1-5",    "S1-6",    "S1-7",    "S1-8",    "S1-9",
      "S1-10",   "S1-11",   "S1-12",   "S1-13",   "D-TS-1",  "D-TS-2",  "D-TS-3",  "D-TS-4",  "D-TS-5",
      "D-TS-6",  "D-TS-7",  "D-TS-8",  "D-TS-9",  "D-TS-10", "D-TS-11", "D-TS-12", "D-TS-13", "D-TS-14",
      "D-TS-15", "D-TS-16", "D-TS-17", "D-TS-18", "D-TS-19", "D-TS-20", "D-TS-21", "D-TS-22", "D-TS-23",
      "D-TS-24", "D-TS-25", "D-TS-26", "D-TS-27"};
  static_assert(sizeof(ids) / sizeof(ids[0]) == static_cast<size_t>(Rule::Count));
  return ids[static_cast<int>(r)];
}

void TsState::logv(Rule r, LogKind k, int p, int q, Card c, int n, uint8_t sees) {
  // Whoever is shown a card's name knows it (the hidden-information test relies on this).
  if (c != kNone) known[c] |= sees;
  log.push_back(LogEntry{r, k, static_cast<int8_t>(p), static_cast<int8_t>(q), c, static_cast<int16_t>(n), sees});
}

Mods TsState::mods(int p) const {
  Mods m;
  auto add = [&](const Mods& x) {
    m.pilot += x.pilot;
    m.range += x.range;
    m.hold += x.hold;
    m.move += x.move;
  };
  for (Card c : seats[p].artifacts) add(def(c).mods);    // D-TS-8
  for (const auto& ps : seats[p].chain) add(def(ps.card).mods);  // D-TS-24
  return m;
}

int TsState::pilot_of(int p, Card pilot) const {
  const int base = pilot == kNone ? def(seats[p].player).pilot : def(pilot).pilot;
  return std::max(0, base + mods(p).pilot);  // D-TS-12
}

int TsState::range_of(int p, Card pilot) const {
  const int base = pilot == kNone ? def(seats[p].player).range : def(pilot).range;
  return std::max(0, base + mods(p).range);  // D-TS-9
}

int TsState::hold_capacity(int p) const { return std::max(0, def(seats[p].player).hold + mods(p).hold); }  // D-TS-7

int TsState::distance(int a, int b) const { return rules::ring_distance(*this, seats[a].pos, seats[b].pos); }

std::vector<double> TsState::returns() const {
  std::vector<double> r(num_players(), 0.0);
  if (!over || winner < 0) return r;  // a draw (D-TS-18) is 0 for all
  for (int p = 0; p < num_players(); ++p) r[p] = p == winner ? 1.0 : -1.0;
  return r;
}

Decision TsState::decision() const {
  Decision d;
  d.player = current_player();
  switch (pending) {
    case Pending::Play: d.prompt = "Play step (S1-4): play a card, start a dogfight, or end the step and roll"; break;
    case Pending::ChainDiscard:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Your chain holds five Passengers: discard one of the other four (S1-7)";
      break;
    case Pending::Defend:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "You are attacked in a dogfight: fly your Player or play a Pilot card (D-TS-10)";
      break;
    case Pending::Maneuver:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Dogfight: play a maneuver or pass (D-TS-11)";
      break;
    case Pending::Direction:
      d.prompt = "Move " + std::to_string(res.move_x) + " Locations: choose a direction (S1-8, D-TS-4)";
      break;
    case Pending::Cargo:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Play cargo here: pack or deliver one, or pass (D-TS-6)";
      break;
    case Pending::DiscardDown:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Discard down to 7 cards (S1-12): choose a card to discard";
      break;
    case Pending::None: d.prompt = over ? "the game is over" : ""; break;
  }
  return d;
}

void TsState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (over) return;
  switch (pending) {
    case Pending::Play: rules::legal_play(*this, out); break;
    case Pending::ChainDiscard: {
      const auto& chain = seats[decider].chain;
      for (size_t i = 0; i + 1 < chain.size(); ++i) out.push_back(make_action(Act::ChainDiscard, chain[i].card));  // S1-7
      break;
    }
    case Pending::Defend: rules::legal_defend(*this, out); break;
    case Pending::Maneuver: rules::legal_maneuver(*this, out); break;
    case Pending::Direction:
      out.push_back(make_action(Act::Direction, 0));
      out.push_back(make_action(Act::Direction, 1));
      break;
    case Pending::Cargo:
      rules::cargo_options(*this, decider, out);
      out.push_back(make_action(Act::CargoPass));  // D-TS-6: a cargo play may be declined
      break;
    case Pending::DiscardDown: {
      rules::SeenDefs seen;
      for (Card c : seats[decider].hand)
        if (seen.first(def(c).index)) out.push_back(make_action(Act::DiscardCard, c));
      break;
    }
    case Pending::None: break;
  }
}

void TsState::apply(Action a) {
  // The legal set is listed into a buffer kept between calls: apply runs for every decision of
  // every game, and a fresh vector each time was one allocation and free per decision.
  static thread_local std::vector<Action> legal;
  legal_actions(legal);
  if (std::find(legal.begin(), legal.end(), a) == legal.end())
    throw std::invalid_argument("talespin: action '" + action_key(a) + "' is not legal now (" + decision().prompt + ")");
  switch (pending) {
    case Pending::Play: rules::apply_play(*this, a); break;
    case Pending::ChainDiscard: rules::chain_full_discard(*this, decider, act_a(a)); break;
    case Pending::Defend: rules::apply_defend(*this, a); break;
    case Pending::Maneuver: rules::apply_maneuver(*this, a); break;
    case Pending::Direction: {
      const int p = decider;
      pending = Pending::None;
      rules::move_token(*this, p, res.move_x, act_a(a) == 0);
      res.move_x = 0;
      // S1-8: "then play a card as cargo if possible" (D-TS-6).
      if (!rules::any_cargo_play(*this, p)) {
        logv(Rule::D_TS_6, LogKind::CargoNone, p, -1, kNone, seats[p].pos);
      } else {
        pending = Pending::Cargo;
        decider = static_cast<int8_t>(p);
      }
      break;
    }
    case Pending::Cargo: rules::apply_cargo(*this, a); break;
    case Pending::DiscardDown: {
      const Card c = act_a(a);
      rules::take_from(seats[decider].hand, c);
      rules::to_discard(*this, c);
      logv(Rule::S1_12, LogKind::DiscardDown, decider, -1, c, static_cast<int>(seats[decider].hand.size()));
      pending = Pending::None;
      break;
    }
    case Pending::None: break;
  }
  rules::advance(*this);
}

}  // namespace spaceline::talespin
