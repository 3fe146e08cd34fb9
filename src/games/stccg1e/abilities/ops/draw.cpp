// draw: the targeted player draws N cards, or as many as the op before left
// (`that_many`: Masaka Transformations redraws what went under the deck).
// R-END-2 is checked at each card: drawing from an empty deck may end the game.
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (v.IsScalar() && v.Scalar() == "that_many") {
    a.that_many = true;
    return;
  }
  if (!v.IsScalar() || !YAML::convert<int>::decode(v, a.count) || a.count < 1 || a.count > 20)
    error(v, "draw takes a number of cards from 1 to 20, or that_many");
}

std::string text(const OpArgs& a) {
  if (a.that_many) return "that player draws as many cards";
  return "that player draws " + std::to_string(a.count) + (a.count == 1 ? " card" : " cards");
}

void resolve(OpRun& run, const OpArgs& a) {
  const int p = run.target().value;
  const int n = a.that_many ? run.count : a.count;
  for (int k = 0; k < n && !run.game_over(); ++k) run.draw(p);
  run.count = n;
}

// More cards are worth a card play while the hand runs low and the deck can spare them.
int value(const OpValueView& v, const OpArgs&) {
  const auto& me = v.s.players[v.me];
  return v.target.value == v.me && me.hand.size() < 4 && me.deck.size() > 15 ? 60 : kNeverWorth;
}

}  // namespace

SPACELINE_OP(Draw){
    .word = "draw",
    .summary = "the targeted player draws N cards (that_many: as many as the op before counted)",
    .rule = "R-END-2",
    .targets = kind_bit(TargetKind::Player),
    .parse = parse,
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
