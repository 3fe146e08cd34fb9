// destroy_random: one card of the kind named (today `equipment`: anything
// working as equipment) present with the targeted ship's crew or Away Team, at
// random (R-INFO-1), is destroyed; none if there is none (Disruptor Overload).
// Whether one is there does not decide the target, or the offer would reveal a
// hidden crew (R-INFO-4).
#include <yaml-cpp/yaml.h>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

void parse(const YAML::Node& v, OpArgs&, const ParseError& error) {
  if (!v.IsScalar() || v.Scalar() != "equipment") error(v, "destroy_random takes the kind of card it hits: equipment");
}

std::string text(const OpArgs&) { return "one equipment card there, at random, is destroyed"; }

std::string label(const GameState&, int, OpTarget, const OpArgs&) { return "one equipment there, at random"; }

void resolve(OpRun& run, const OpArgs&) {
  const CardId at = run.target().value;
  const auto present = run.cards_present(at, CardType::Equipment);
  if (present.empty()) {
    run.found_no_equipment(at);
    return;
  }
  run.destroy(run.pick_random(present), Rule::RandomSelection);
}

// The agent cannot see what a hidden crew carries, so it does not gamble a card play on it.
int value(const OpValueView&, const OpArgs&) { return kNeverWorth; }

}  // namespace

SPACELINE_OP(DestroyRandom){
    .word = "destroy_random",
    .summary = "one equipment present there, at random, is destroyed",
    .rule = "R-INFO-1",
    .targets = kind_bit(TargetKind::ShipOrAwayTeam),
    .parse = parse,
    .text = text,
    .label = label,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
