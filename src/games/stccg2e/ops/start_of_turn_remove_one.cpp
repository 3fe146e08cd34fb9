// `start_of_turn_remove_one: true` (a dilemma that stays on a mission): at the start of each turn
// of a player who commands personnel at that mission, that player chooses one of them and removes
// it from the game; then this dilemma is overcome (D-2E-29, rules/triggers.cpp). The seed's
// Temporal Flux Energy Ribbon, as far as its ruling makes it clear. While the dilemma is faced in
// an attempt this step does nothing: it waits for the start of a turn.
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {
std::vector<Card> here(const S2State& s) {
  std::vector<Card> v;
  for (Card c = 0; c < s.ncards(); ++c)
    if (s.cards[c].zone == Zone::Table && s.cards[c].slot == s.res.target && s.owner(c) == s.res.player &&
        s.def(c).type == CardType::Personnel)
      v.push_back(c);
  return v;
}
}  // namespace

const OpDef& op_start_of_turn_remove_one() {
  static const OpDef d{
      "start_of_turn_remove_one", "true", parse_none,
      [](const Op&) {
        return std::string(
            "At the start of each turn of a player who commands personnel at this mission, that player removes one of them "
            "from the game; then this dilemma is overcome.");
      },
      [](S2State& s, const Op&) {
        if (s.cards[s.res.card].zone != Zone::OnMission || here(s).empty()) return OpRun::Next;
        s.decider = s.res.player;
        return OpRun::Wait;
      },
      [](const S2State& s, const Op&, std::vector<Action>& out) {
        for (Card c : here(s)) out.push_back(make_action(Act::OpChoice, c, 0));
      },
      [](S2State& s, const Op&, uint16_t a, uint16_t) {
        rules::remove_from_game(s, a);
        return OpRun::Next;
      },
      [](const S2State& s, const Op&, uint16_t a, uint16_t) { return "Remove " + s.name(a) + " from the game"; }};
  return d;
}

}  // namespace spaceline::stccg2e
