// `when_you_play_may_play: CARD NAME` (a personnel's text): when you play this personnel, you may
// play a card of that name from your hand, paying its cost, in step 8 of the Playing a Card
// sequence (R2-9). The card played so is still in its own sequence until this one is done: it may
// not respond to this personnel being played (rules::after_played). Only a card whose text is all
// responses (`response_to_play`) is offered: a nested card's text is not run inside another's.
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {

bool only_responses(const CardDef& d) {
  return std::all_of(d.text.begin(), d.text.end(), [](const Op& o) { return std::string(op_word(o)) == "response_to_play"; });
}

// The copies of the named card in the player's hand that may be played now.
std::vector<Card> offered(const S2State& s, const Op& op) {
  std::vector<Card> v;
  const int p = s.res.player;
  for (Card c : s.seats[p].hand)
    if (s.name(c) == op.word && only_responses(s.def(c)) && s.def(c).cost <= s.seats[p].counters) {
      v.push_back(c);
      break;  // one copy is offered: copies are alike
    }
  return v;
}

}  // namespace

const OpDef& op_when_you_play() {
  static const OpDef d{
      "when_you_play_may_play", "the name of a card",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsScalar() || arg.Scalar().empty()) return "expected the name of a card";
        op.word = arg.Scalar();
        return "";
      },
      [](const Op& op) { return "When you play this personnel, you may play " + op.word + " from your hand, paying its cost."; },
      [](S2State& s, const Op& op) {
        if (offered(s, op).empty()) return OpRun::Next;
        s.decider = s.res.player;
        return OpRun::Wait;
      },
      [](const S2State& s, const Op& op, std::vector<Action>& out) {
        for (Card c : offered(s, op)) out.push_back(make_action(Act::OpChoice, c, 1));
        out.push_back(make_action(Act::OpChoice, kNone, 0));
      },
      [](S2State& s, const Op&, uint16_t a, uint16_t b) {
        if (b == 1) rules::play_nested(s, a, s.res.card);
        return OpRun::Next;
      },
      [](const S2State& s, const Op& op, uint16_t a, uint16_t b) {
        return b == 1 ? "Play " + s.name(a) + " (cost " + std::to_string(s.def(a).cost) + ") while playing " + s.name(s.res.card)
                      : "Do not play " + op.word;
      }};
  return d;
}

}  // namespace spaceline::stccg2e
