// capture_named: the ship's owner's personnel aboard with the title named, or a
// version of that persona (R-ID-3), are taken captive by the card's player
// (R-STATE-4; Seize Wesley, D-INT-27). Nobody of that name aboard: nothing happens.
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs& a, const ParseError& error) {
  if (!v.IsScalar() || v.Scalar().empty()) {
    error(v, "capture_named takes the title of the personnel taken captive, e.g. Wesley Crusher");
    return;
  }
  a.title = v.Scalar();
}

std::string text(const OpArgs& a) { return "if " + a.title + " of its owner is aboard, you take him captive"; }

std::vector<CardId> named_aboard(const GameState& s, CardId ship, const std::string& title) {
  std::vector<CardId> out;
  if (!s.ship_in_space(ship)) return out;
  for (CardId p : s.aboard(ship)) {
    const auto& d = s.def(p);
    if (d.type == CardType::Personnel && s.cards[p].owner == s.cards[ship].owner && (d.name == title || d.persona == title)) out.push_back(p);
  }
  return out;
}

void resolve(OpRun& run, const OpArgs& a) {
  const CardId ship = run.target().value;
  if (run.state().cards[ship].owner == run.player()) return;  // nobody makes his own personnel captive (CRD II.1 Captive)
  for (CardId p : named_aboard(run.state(), ship, a.title)) run.capture(p);
}

int value(const OpValueView& v, const OpArgs& a) {
  if (v.target.value >= v.s.cards.size() || v.s.cards[v.target.value].owner == v.me) return kNeverWorth;
  return named_aboard(v.s, v.target.value, a.title).empty() ? 0 : 40;
}

}  // namespace

SPACELINE_OP(CaptureNamed){
    .word = "capture_named",
    .summary = "the ship's owner's personnel aboard of the title named (any version of the persona) are taken captive",
    .rule = "R-STATE-4",
    .targets = kind_bit(TargetKind::Ship),
    .parse = parse,
    .text = text,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
