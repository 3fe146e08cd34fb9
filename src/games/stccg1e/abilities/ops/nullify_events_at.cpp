// nullify_events_at: every event card in play at the targeted spaceline
// location is nullified, cancelled and discarded (R-NULL-1): those on the
// mission and those on the ships and facilities there, either player's
// (Kevin Uxbridge: Convergence; CRD errata "Destroys" to "Nullifies"). Not an
// artifact played as an event, not one immune to the card (colon rule), not an
// event on a boundary nor one that is itself a location (docs/rulings.md D-INT-25).
#include <algorithm>

#include "games/stccg1e/abilities/op_def.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

bool at_location(const GameState& s, CardId e, int loc) {
  const auto& c = s.cards[e];
  if (c.place == Place::Aboard) return c.host < s.cards.size() && s.cards[c.host].zone == Zone::InPlay && s.cards[c.host].loc == loc;
  return c.place == Place::None && c.loc == loc && s.def(e).event && s.def(e).event->plays_on == EventTarget::Mission;
}

// "(Immune to Kevin Uxbridge.)" covers Kevin Uxbridge: Convergence too (names_card: the colon rule).
bool immune(const GameState& s, CardId e, CardId by) {
  const auto& names = s.def(e).immune_to;
  return by < s.cards.size() && std::any_of(names.begin(), names.end(), [&](const std::string& x) { return names_card(x, s.def(by).name); });
}

// The event cards there, in card order (an artifact played as an event is not one, CRD IV.8).
std::vector<CardId> events_at(const GameState& s, int loc) {
  std::vector<CardId> out;
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].zone == Zone::InPlay && s.def(i).type == CardType::Event && at_location(s, i, loc)) out.push_back(i);
  return out;
}

std::string text(const OpArgs&) { return "every event there (on the mission, and on the ships and facilities there) is nullified"; }

std::string label(const GameState& s, int, OpTarget t, const OpArgs&) { return "nullify every event at " + s.location_name(t.value); }

// Only where there is an event to nullify.
bool target_ok(const GameState& s, int, OpTarget t, const OpArgs&) { return !events_at(s, t.value).empty(); }

// Nullified in play: cancelled and discarded, logged under R-NULL-1 (not R-NULL-2: it is not destroying).
void resolve(OpRun& run, const OpArgs&) {
  for (CardId e : events_at(run.state(), run.target().value))
    if (!immune(run.state(), e, run.card())) run.destroy(e, run.rule(Rule::Nullify));
}

// Worth it where the opponent's events outweigh this player's own.
int value(const OpValueView& v, const OpArgs&) {
  int worth = 0;
  for (CardId e : events_at(v.s, v.target.value)) worth += v.s.cards[e].owner == v.me ? -40 : 40;
  return worth > 0 ? worth : kNeverWorth;
}

}  // namespace

SPACELINE_OP(NullifyEventsAt){
    .word = "nullify_events_at",
    .summary = "every event at the targeted location, on the mission or on a ship or facility there, is nullified",
    .rule = "R-NULL-1",
    .targets = kind_bit(TargetKind::Mission),
    .text = text,
    .label = label,
    .target_ok = target_ok,
    .resolve = resolve,
    .value = value,
};

}  // namespace spaceline::stccg1e
