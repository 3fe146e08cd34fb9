// Abilities that fire by themselves rather than being played (D-2E-29): the start-of-turn text of
// a dilemma that stays on a mission, and a personnel's text when it is removed from the game.
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

namespace {

bool commands_personnel_at(const S2State& s, int p, uint16_t slot) {
  for (Card c = 0; c < s.ncards(); ++c)
    if (s.cards[c].zone == Zone::Table && s.cards[c].slot == slot && s.owner(c) == p && s.def(c).type == CardType::Personnel)
      return true;
  return false;
}

}  // namespace

void start_of_turn_triggers(S2State& s) {
  for (Card d = 0; d < s.ncards(); ++d) {
    if (s.cards[d].zone != Zone::OnMission || !commands_personnel_at(s, s.active, s.cards[d].slot)) continue;
    const auto& text = s.def(d).text;
    for (uint8_t i = 0; i < text.size(); ++i)
      if (std::string(op_word(text[i])) == "start_of_turn_remove_one") {
        s.logv(Rule::D_2E_29, LogKind::TurnTrigger, s.active, d, 0, 0xFF, s.line[s.cards[d].slot].card);
        return start_text(s, d, s.active, s.cards[d].slot, i);
      }
  }
}

void turn_trigger_done(S2State& s, Card d) {
  const uint16_t slot = s.cards[d].slot;
  s.cards[d].zone = Zone::Beneath;
  s.line[slot].beneath.push_back(d);
  s.logv(Rule::D_2E_29, LogKind::Overcome, s.active, d);
  start_of_turn_triggers(s);
  if (s.res.active) return;
  s.decider = s.active;
  advance(s);
}

void remove_from_game(S2State& s, Card c) {
  const int p = s.owner(c);
  leave_play(s, c, Zone::Removed);
  s.logv(Rule::D_2E_25, LogKind::RemovedFromGame, p, c);
  const Op* op = text_op(s.def(c), "when_removed_attributes_plus");
  if (!op) return;
  std::vector<Card> got;  // the personnel in play now, and only they (R2-4)
  for (Card k = 0; k < s.ncards(); ++k)
    if (s.cards[k].zone == Zone::Table && s.owner(k) == p && s.def(k).type == CardType::Personnel && s.def(k).has_icon(op->word)) {
      s.cards[k].bonus = static_cast<int8_t>(s.cards[k].bonus + op->n);
      got.push_back(k);
    }
  s.logv(Rule::R2_4, LogKind::Bonus, p, kNone, op->n, 0xFF, kNone, got);
}

}  // namespace spaceline::stccg2e::rules
