// Multi-affiliation personnel changing their mode (CRD II.1 Dual-Affiliation
// Personnel; R-AFF-3): an action, announced, that leaves the personnel a
// normal member of the new affiliation in every respect. It may never put the
// personnel where it could not legally be (R-AFF-7: nobody is deliberately
// placed under house arrest), so aboard a ship or facility the new mode must
// mix with its crew. House arrest exists aboard only: on a planet a personnel
// may always switch, and then leaves an Away Team it no longer mixes with for
// one it does, or a team of its own (D-GRP-1, D-GRP-3).
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

bool GameState::switch_legal(CardId c, Affiliation to) const {
  const auto& k = cards[c];
  const auto& d = def(c);
  if (d.type != CardType::Personnel || d.affiliations.size() < 2 || !d.has_affiliation(to)) return false;
  if (k.owner != active || k.zone != Zone::InPlay || static_cast<Affiliation>(k.aff) == to) return false;
  if (!usable(c)) return false;  // an action: not while stopped, in stasis, disabled or under house arrest
  if (k.place == Place::Aboard) return compatible(c, k.host, to);
  return k.place == Place::Planet;
}

void GameState::switch_affiliation_legal(const std::vector<CardId>& mine, std::vector<Action>& out) const {
  for (auto c : mine) {
    const auto& d = def(c);
    if (d.type != CardType::Personnel || d.affiliations.size() < 2) continue;
    for (auto a : d.affiliations)
      if (switch_legal(c, a)) out.push_back(make_action(Act::SwitchAffiliation, c, static_cast<uint16_t>(a)));
  }
}

void GameState::switch_affiliation(CardId c, Affiliation to) {
  cards[c].aff = static_cast<uint8_t>(to);
  log_event(Rule::DualAffiliation, Ev::AffiliationSwitched, active, c, kNone, static_cast<int>(to));
  if (cards[c].place == Place::Planet) regroup_teams();  // out of a team it no longer mixes with, into one it does
}

}  // namespace spaceline::stccg1e
