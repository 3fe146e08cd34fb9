// Action keys and labels, and the log: entries are small structs rendered for each viewer, card
// names shown only to those who may see them.
#include <sstream>
#include <stdexcept>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

namespace {
const char* const kWords[] = {"", "endplay", "draw", "play", "endorders", "move", "beam", "beamall",
                              "attempt", "dilemma", "stackdone", "choose", "discard", "respond"};
}

std::string S2State::action_key(Action a) const {
  return std::string(kWords[static_cast<int>(act_kind(a))]) + ":" + std::to_string(act_a(a)) + ":" + std::to_string(act_b(a));
}

Action S2State::parse_key(const std::string& key) const {
  std::stringstream in(key);
  std::string w, x, y;
  std::getline(in, w, ':');
  std::getline(in, x, ':');
  std::getline(in, y, ':');
  for (int k = 1; k <= static_cast<int>(Act::Respond); ++k)
    if (w == kWords[k]) {
      try {
        return make_action(static_cast<Act>(k), static_cast<uint32_t>(std::stoul(x)), static_cast<uint32_t>(std::stoul(y)));
      } catch (...) {
        break;
      }
    }
  throw std::invalid_argument("stccg2e: '" + key + "' is not an action key (e.g. play:12:0)");
}

std::string S2State::action_label(Action a) const {
  const uint16_t x = act_a(a), y = act_b(a);
  auto mission = [&](uint16_t slot) { return def(line[slot].card).full_name(); };
  switch (act_kind(a)) {
    case Act::EndPlay: return "End the play segment (to orders)";
    case Act::Draw: return "Draw a card (1 counter)";
    case Act::PlayCard:
      if (def(x).target != Target::None || def(x).type == CardType::Event || def(x).type == CardType::Interrupt)
        return "Play " + name(x) + " (cost " + std::to_string(def(x).cost) + ")" +
               (def(x).target != Target::None || y ? " on " + mission(y) : "");
      return "Play " + name(x) + " (cost " + std::to_string(def(x).cost) + ") " + rules::place_name(*this, y);
    case Act::EndOrders: return "End orders (end of turn)";
    case Act::Move: return "Move " + name(x) + " to " + mission(y) + " (range " + std::to_string(rules::move_cost(*this, cards[x].slot, y)) + ")";
    case Act::Beam: return "Beam " + name(x) + (y == kSurface ? " to the surface" : " aboard " + name(y));
    case Act::BeamAll: return y == 0 ? "Beam everyone aboard " + name(x) + " to the surface" : "Beam everyone here aboard " + name(x);
    case Act::Attempt: return "Attempt " + mission(x) + (y == kNone ? " with the personnel on the planet" : " with the crew of " + name(y));
    case Act::ChooseDilemma: return "Add " + name(x) + " (cost " + std::to_string(def(x).cost) + ") to the dilemma stack";
    case Act::StackDone: return "Finish the dilemma stack";
    case Act::OpChoice: {
      const Op* op = rules::current_op(*this);
      return op && op_table()[op->kind].label ? op_table()[op->kind].label(*this, *op, x, y) : "choose";
    }
    case Act::Discard: return "Discard " + name(x);
    case Act::Respond:
      if (def(window.to).type == CardType::Personnel)
        return x == kNone ? "Go on: no response is left"
                          : (y == 1 ? "Use " : "Decline ") + name(x) + " (responds to " + name(window.to) + ": draw a card)";
      return x == kNone ? "Let " + name(window.to) + " resolve" : "Play " + name(x) + " in response to " + name(window.to);
  }
  return "?";
}

void S2State::logv(Rule r, LogKind k, int p, Card c, int n, uint8_t sees, Card other, std::vector<Card> list) {
  LogEntry e;
  e.rule = r;
  e.kind = k;
  e.p = static_cast<int8_t>(p);
  e.card = c;
  e.other = other;
  e.n = static_cast<int16_t>(n);
  e.sees = sees;
  e.cards = std::move(list);
  log.push_back(std::move(e));
}

std::string S2State::render(const LogEntry& e, int viewer) const {
  const bool sees = viewer == -1 || e.sees == 0xFF || (viewer >= 0 && viewer < 8 && (e.sees >> viewer) & 1);
  auto nm = [&](Card c) { return c == kNone ? std::string("-") : sees ? def(c).full_name() : std::string("a card"); };
  auto list = [&] {
    std::string s;
    for (Card c : e.cards) s += (s.empty() ? "" : ", ") + nm(c);
    return s;
  };
  const std::string P = "P" + std::to_string(e.p + 1);
  const std::string n = std::to_string(e.n);
  std::string s;
  switch (e.kind) {
    case LogKind::Setup: s = P + " sets up: five missions on the spaceline, " + n + " cards in the draw deck"; break;
    case LogKind::FirstPlayer: s = P + " goes first"; break;
    case LogKind::OpeningHand: s = P + " draws an opening hand"; break;
    case LogKind::TurnStart: s = "Turn " + n + ": " + P + " (seven counters)"; break;
    case LogKind::Draw: s = P + " draws " + nm(e.card); break;
    case LogKind::DeckEmpty: s = P + " cannot draw: the draw deck is empty"; break;
    case LogKind::PlayCard: s = P + " plays " + nm(e.card) + " (cost " + n + ")"; break;
    case LogKind::EndPlay: s = P + " ends the play segment"; break;
    case LogKind::EndOrders: s = P + " ends orders"; break;
    case LogKind::Move: s = P + " moves " + nm(e.card) + " to " + nm(e.other); break;
    case LogKind::Beam: s = P + " beams " + nm(e.card) + (e.n ? " aboard " + nm(e.other) : " to the surface"); break;
    case LogKind::AttemptStart: s = P + " attempts " + nm(e.card) + " with " + n + " personnel: " + list(); break;
    case LogKind::StackDrawn: s = P + " draws " + n + " dilemmas"; break;
    case LogKind::StackPlaced: s = P + " places " + nm(e.card) + " in the dilemma stack"; break;
    case LogKind::StackDone: s = P + "'s dilemma stack has " + n + " dilemmas"; break;
    case LogKind::Reveal: s = "Dilemma revealed: " + nm(e.card); break;
    case LogKind::Overcome: s = nm(e.card) + " is overcome and placed beneath the mission"; break;
    case LogKind::Stopped: s = nm(e.card) + " is stopped"; break;
    case LogKind::Killed: s = nm(e.card) + " is killed"; break;
    case LogKind::AttemptFailed: s = P + "'s attempt of " + nm(e.card) + " fails"; break;
    case LogKind::Completed: s = P + " completes " + nm(e.card) + " (" + n + " points)"; break;
    case LogKind::Score: s = P + "'s score is " + n; break;
    case LogKind::Won: s = P + " wins with " + n + " points"; break;
    case LogKind::DiscardDown: s = P + " discards " + nm(e.card) + " (hand limit)"; break;
    case LogKind::TurnLimit: s = "Turn limit " + n + " reached: " + (e.p < 0 ? std::string("a draw") : P + " wins on score"); break;
    case LogKind::DeckOut: s = P + " ends a turn with an empty draw deck: the game ends"; break;
    case LogKind::GameDrawn: s = "The scores are level: a draw"; break;
    case LogKind::CostUnpaid: s = P + " cannot pay the cost of " + nm(e.card) + ": its effect does not happen"; break;
    case LogKind::Examine: s = P + " examines the top " + n + " cards of the deck: " + list(); break;
    case LogKind::DiscardTop: s = P + " discards " + nm(e.card) + " from the top of the deck"; break;
    case LogKind::PlacedAtHq:
      s = nm(e.card) + " is placed " +
          (e.other == kNone                               ? "at " + P + "'s headquarters"
           : def(e.other).type == CardType::Mission ? "at " + nm(e.other) + ", which stands in for a headquarters"
                                                          : "aboard " + nm(e.other) + ", which stands in for a headquarters");
      break;
    case LogKind::SetUpUsed: s = P + " destroys " + nm(e.card) + " to include " + nm(e.other) + " in the selection"; break;
    case LogKind::RandomSelect: s = nm(e.card) + " selects " + n + " personnel at once: " + list(); break;
    case LogKind::NothingToSelect: s = nm(e.card) + " has no personnel to select"; break;
    case LogKind::NameNumber: s = P + " names " + n; break;
    case LogKind::RevealTop: s = P + " reveals " + nm(e.card) + " (cost " + n + ") from the top of the deck"; break;
    case LogKind::Bonus: s = P + "'s personnel in play are attributes +" + n + ": " + list(); break;
    case LogKind::ExtraCompleted: s = nm(e.card) + " sits on " + nm(e.other) + ": one more completed mission, no points"; break;
    case LogKind::Uncompleted: s = nm(e.card) + " is no longer completed (points stay)"; break;
    case LogKind::AddRequirement: s = nm(e.card) + " gets an added requirement"; break;
    case LogKind::EventResolved: s = nm(e.card) + " has resolved"; break;
    case LogKind::Unstopped: s = "Stopped cards are unstopped"; break;
    case LogKind::NestedPlay: s = P + " plays " + nm(e.card) + " (cost " + n + ") while still playing " + nm(e.other); break;
    case LogKind::Responds: s = nm(e.card) + " responds to " + P + " playing " + nm(e.other) + ": " + P + " draws a card"; break;
    case LogKind::Declines: s = P + " declines " + (e.card == kNone ? std::string("to respond") : nm(e.card)) + " (responding to " + nm(e.other) + ")"; break;
    case LogKind::PlaysResponse: s = P + " plays " + nm(e.card) + " in response to " + nm(e.other); break;
    case LogKind::Prevented: s = nm(e.card) + " prevents " + nm(e.other) + ": it is discarded unresolved"; break;
    case LogKind::PlacedOnMission: s = nm(e.card) + " is placed on " + nm(e.other); break;
    case LogKind::RemovedFromGame: s = nm(e.card) + " is removed from the game"; break;
    case LogKind::TurnTrigger: s = "Start of " + P + "'s turn: " + nm(e.card) + " on " + nm(e.other) + " triggers"; break;
  }
  return std::string("[") + rule_id(e.rule) + "] " + s;
}

}  // namespace spaceline::stccg2e
