// disable_crew: on a ship with a card of the title named played on it (a Ktarian
// Game met earlier, not one being encountered), every personnel of the ship's owner
// aboard not yet disabled is disabled, held by that card: they recover when it
// leaves play, as those it disabled itself do (Seize Wesley, D-INT-27, D-STATE-1).
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (!v.IsScalar() || v.Scalar().empty()) {
    error(v, "disable_crew takes the title of the card on the ship that holds them, e.g. Ktarian Game");
    return;
  }
  a.title = v.Scalar();
}

std::string text(const OpArgs& a) {
  return "only on a ship with a " + a.title + " on it; every personnel of its owner aboard who is not disabled is disabled, held by that " +
         a.title + " (they recover when it leaves play)";
}

// The card of that title played on the ship, still there: not the dilemma being encountered (CRD IV.8 Seize Wesley).
CardId holder(const GameState& s, CardId ship, const std::string& title) {
  if (!s.ship_in_space(ship)) return kNone;
  for (CardId c : s.aboard(ship))
    if (s.def(c).type != CardType::Personnel && names_card(title, s.def(c).name) && !(s.attempt.active && s.attempt.dilemma == c))
      return c;
  return kNone;
}

std::vector<CardId> to_disable(const GameState& s, CardId ship) {
  std::vector<CardId> out;
  for (CardId p : s.aboard(ship))
    if (s.def(p).type == CardType::Personnel && s.cards[p].owner == s.cards[ship].owner && !s.disabled(p)) out.push_back(p);
  return out;
}

bool target_ok(const GameState& s, int, OpTarget t, const OpArgs& a) { return holder(s, t.value, a.title) != kNone; }

void resolve(OpRun& run, const OpArgs& a) {
  const CardId ship = run.target().value;
  const CardId by = holder(run.state(), ship, a.title);
  if (by == kNone) return;
  for (CardId p : to_disable(run.state(), ship)) run.disable(p, by);
}

// Worth it against the opponent's crew, by the personnel it disables; never against one's own.
int value(const OpValueView& v, const OpArgs&) {
  if (v.target.value >= v.s.cards.size() || v.s.cards[v.target.value].owner == v.me) return kNeverWorth;
  const auto n = to_disable(v.s, v.target.value).size();
  return n ? static_cast<int>(15 * n) : 0;
}

}  // namespace

SPACELINE_OP(DisableCrew){
    .word = "disable_crew",
    .summary = "on a ship with the card named on it, its owner's personnel aboard are disabled, held by that card",
    .rule = "D-INT-27",
    .targets = kind_bit(TargetKind::Ship),
    .parse = parse,
    .text = text,
    .target_ok = target_ok,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
