// "Why can't I?" (GameModule::why_not, docs/architecture.md): for the seat that must decide, the plays it
// might try that are not legal now, each with the reason the rule checks themselves give
// (play_refusal, dogfight_refusal, pack_refusal, deliver_refusal, written out by refusal.cpp) --
// never a second copy of a rule.
// Only the seat's own hand and hold and public facts (tokens, RANGE, holds' room) are named, so
// nothing hidden from it leaks (D-TS-21).
#include <algorithm>
#include <cctype>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

namespace {
std::string seat_name(int q) { return "P" + std::to_string(q + 1); }

// "Play Pilot Ruby Flint": the card's type as the labels of legal plays write it (state/labels.cpp).
std::string play_label(const TsState& s, Card c) {
  std::string type = to_string(s.def(c).type);
  type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
  return "Play " + type + " " + s.name(c);
}

// Why a card in hand cannot be played at a decision other than the Play step: what that decision
// allows instead, by its rule. Empty when the card is one the decision takes.
std::string not_this_decision(const TsState& s, Card c) {
  const CardDef& d = s.def(c);
  switch (s.pending) {
    case Pending::ChainDiscard: return "your chain holds five Passengers: first discard one of the other four (S1-7)";
    case Pending::Defend:
      return d.type == CardType::Pilot ? std::string() : "a defender flies its Player or plays a Pilot card, nothing else (D-TS-10)";
    case Pending::Maneuver:
      return d.type == CardType::Action && d.dogfight_only ? std::string() : "in a dogfight only maneuvers are played (D-TS-11)";
    case Pending::Direction: return "the die's move is resolving: choose its direction first; the Play step is over (S1-8, D-TS-4)";
    case Pending::Cargo:
      return d.type == CardType::Cargo ? text(s, pack_refusal(s, s.decider, c))
                                       : "the Play step is over: after a move comes only its cargo play (S1-8, D-TS-6)";
    default: return {};  // DiscardDown: any card may be discarded (S1-12)
  }
}
}  // namespace

std::vector<std::pair<std::string, std::string>> why_not(const TsState& s, int seat) {
  std::vector<std::pair<std::string, std::string>> out;
  if (s.over || seat < 0 || seat >= s.num_players() || s.decider != seat || s.pending == Pending::None) return out;
  const Seat& me = s.seats[seat];
  std::vector<uint16_t> seen;  // identical cards are one line, as they are one choice
  auto first_copy = [&](Card c) {
    if (std::find(seen.begin(), seen.end(), s.def(c).index) != seen.end()) return false;
    seen.push_back(s.def(c).index);
    return true;
  };
  for (Card c : me.hand) {
    if (!first_copy(c)) continue;
    if (s.pending != Pending::Play) {
      if (std::string why = not_this_decision(s, c); !why.empty())
        out.emplace_back(s.def(c).type == CardType::Cargo && s.pending == Pending::Cargo ? "Pack " + s.name(c) + " into your hold"
                                                                                          : play_label(s, c),
                         why);
      continue;
    }
    if (const Refusal why = play_refusal(s, seat, c)) {
      out.emplace_back(play_label(s, c), text(s, why));
    } else if (s.def(c).type == CardType::Pilot) {  // playable, but not on every opponent (D-TS-9)
      for (int q = 0; q < s.num_players(); ++q)
        if (q != seat)
          if (const Refusal why_q = dogfight_refusal(s, seat, c, q))
            out.emplace_back("Play Pilot " + s.name(c) + " to dogfight " + seat_name(q), text(s, why_q));
    }
  }
  if (s.pending == Pending::Cargo) {
    seen.clear();
    for (Card c : me.packed)
      if (first_copy(c))
        if (const Refusal why = deliver_refusal(s, seat, c)) out.emplace_back("Deliver " + s.name(c), text(s, why));
  }
  if (s.pending == Pending::Play) {  // the dogfight with the Player's own PILOT and RANGE (D-TS-9)
    if (s.dogfights_this_turn > 0) {
      out.emplace_back("Dogfight with your Player", text(s, dogfight_refusal(s, seat, kNone, seat == 0 ? 1 : 0)));
    } else {
      for (int q = 0; q < s.num_players(); ++q)
        if (q != seat)
          if (const Refusal why = dogfight_refusal(s, seat, kNone, q))
            out.emplace_back("Dogfight " + seat_name(q) + " with your Player", text(s, why));
    }
  }
  return out;
}

}  // namespace spaceline::talespin::rules
