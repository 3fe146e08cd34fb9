// `when_you_play_may_play: CARD NAME` (a personnel's or an event's text): when you play this, you
// may play a card of that name from your hand, paying its cost, in step 8 of the Playing a Card
// sequence (R2-9). The card played so is still in its own sequence until this one is done: it may
// not respond to this card being played (rules::after_played). A card with text of its own runs
// its whole sequence, text and responses, before this text goes on (rules::play_nested, D-2E-28).
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {

bool located(const CardDef& d) { return d.type == CardType::Personnel || d.type == CardType::Ship || d.type == CardType::Equipment; }

// The named card's first copy in the player's hand that may be played now, with each place it may
// go (0 for an event): (card, 1 + place) choices. Copies are alike, so one is offered.
void offered(const S2State& s, const Op& op, std::vector<Action>& out) {
  const int p = s.res.player;
  for (Card c : s.seats[p].hand) {
    if (s.name(c) != op.word || s.def(c).cost > s.seats[p].counters) continue;
    if (located(s.def(c))) {
      if (!rules::why_not_play(s, c).empty()) continue;
      for (uint16_t place : rules::play_places(s, c, false)) out.push_back(make_action(Act::OpChoice, c, 1u + place));
    } else if (s.def(c).target == Target::None && !text_op(s.def(c), "add_requirement")) {
      out.push_back(make_action(Act::OpChoice, c, 1));
    }
    if (!out.empty()) return;
  }
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
      [](const Op& op) { return "When you play this card, you may play " + op.word + " from your hand, paying its cost."; },
      [](S2State& s, const Op& op) {
        std::vector<Action> v;
        offered(s, op, v);
        if (v.empty()) return OpRun::Next;
        s.decider = s.res.player;
        return OpRun::Wait;
      },
      [](const S2State& s, const Op& op, std::vector<Action>& out) {
        offered(s, op, out);
        out.push_back(make_action(Act::OpChoice, kNone, 0));
      },
      [](S2State& s, const Op&, uint16_t a, uint16_t b) {
        if (b == 0) return OpRun::Next;
        const uint16_t place = static_cast<uint16_t>(b - 1);
        return rules::play_nested(s, a, s.res.card, place) ? OpRun::Nested : OpRun::Next;
      },
      [](const S2State& s, const Op& op, uint16_t a, uint16_t b) {
        if (b == 0) return "Do not play " + op.word;
        const std::string where = located(s.def(a)) ? " " + rules::place_name(s, static_cast<uint16_t>(b - 1)) : "";
        return "Play " + s.name(a) + " (cost " + std::to_string(s.def(a).cost) + ")" + where + " while playing " + s.name(s.res.card);
      }};
  return d;
}

}  // namespace spaceline::stccg2e
