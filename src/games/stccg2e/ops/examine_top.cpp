// `examine_top: N`: look at the top N cards of your deck and discard any of them (R2-2). The
// examined cards stay where they are, the top of the deck, until discarded; one discarded so is
// discarded from the top of the deck, which a personnel's "placed when discarded from the top of
// your deck" text answers (placed_when_milled.cpp).
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {
// Where a personnel's `placed_when_milled` text may put it once discarded from the top: always at
// its owner's headquarters (`true`), or, if they choose, at the headquarters it names when theirs
// is that mission (R2-2's Tajor). No such text: the discard pile.
enum class Milled { Discarded, Placed, MayPlace };
Milled when_milled(const S2State& s, Card c) {
  const Op* op = text_op(s.def(c), "placed_when_milled");
  if (!op) return Milled::Discarded;
  if (op->word.empty()) return Milled::Placed;
  const auto& hq = s.def(s.line[s.seats[s.owner(c)].hq].card);
  return hq.name == op->word || hq.full_name() == op->word ? Milled::MayPlace : Milled::Discarded;
}
}  // namespace

const OpDef& op_examine_top() {
  static const OpDef d{
      "examine_top", "a whole number of cards", parse_count,
      [](const Op& op) {
        return "Examine the top " + std::to_string(op.n) + " cards of your deck; you may discard any of them.";
      },
      [](S2State& s, const Op& op) {
        auto& deck = s.seats[s.res.player].deck;
        s.res.examined.clear();
        // The deck's top is its back; the examined cards are not moved (R2-2).
        for (int i = 0; i < op.n && i < static_cast<int>(deck.size()); ++i) {
          const Card c = deck[deck.size() - 1 - i];
          s.res.examined.push_back(c);
          s.known[c] |= static_cast<uint8_t>(1u << s.res.player);
        }
        s.logv(Rule::R2_2, LogKind::Examine, s.res.player, kNone, static_cast<int>(s.res.examined.size()),
               static_cast<uint8_t>(1u << s.res.player), kNone, s.res.examined);
        if (s.res.examined.empty()) return OpRun::Next;
        s.decider = s.res.player;
        return OpRun::Wait;
      },
      [](const S2State& s, const Op&, std::vector<Action>& out) {
        for (Card c : s.res.examined) {
          out.push_back(make_action(Act::OpChoice, c, 1));
          if (when_milled(s, c) == Milled::MayPlace) out.push_back(make_action(Act::OpChoice, c, 2));
        }
        out.push_back(make_action(Act::OpChoice, kNone, 0));
      },
      [](S2State& s, const Op&, uint16_t a, uint16_t b) {
        if (b == 0) {
          s.res.examined.clear();
          return OpRun::Next;
        }
        const int p = s.res.player;
        auto& deck = s.seats[p].deck;
        deck.erase(std::find(deck.begin(), deck.end(), a));
        s.res.examined.erase(std::find(s.res.examined.begin(), s.res.examined.end(), a));
        s.reveal(a);
        s.logv(Rule::R2_2, LogKind::DiscardTop, p, a);
        const Milled m = when_milled(s, a);
        if (m == Milled::Placed || (m == Milled::MayPlace && b == 2)) {
          rules::place_at_headquarters(s, a, s.seats[p].hq);
          s.logv(Rule::R2_2, LogKind::PlacedAtHq, p, a);
        } else {
          s.cards[a].zone = Zone::Discard;
          s.seats[p].discard.push_back(a);
        }
        return s.res.examined.empty() ? OpRun::Next : OpRun::Wait;
      },
      [](const S2State& s, const Op&, uint16_t a, uint16_t b) {
        if (b == 0) return std::string("Keep the rest on top of the deck");
        const std::string discard = "Discard " + s.name(a) + " from the top of your deck";
        return b == 2 ? discard + " and place it at " + s.def(s.line[s.seats[s.owner(a)].hq].card).name : discard;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
