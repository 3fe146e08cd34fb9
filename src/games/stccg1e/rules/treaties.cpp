// Treaties and house arrest (CRD IV.7 Treaties; II.1 House Arrest, Crew;
// R-AFF-5..7). While a treaty is in play its two affiliations mix (GameState::
// allied, used by compatible(), the Away Teams, reporting, equipment,
// repair and battle); when it leaves play, personnel left where their
// affiliation may not be go under house arrest, and a mixed Away Team splits.
#include <map>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// The one way an event is nullified (R-NULL-1), whatever does it: a card, or an event in play
// that nullifies it (R-NULL-8: The Traveler, and any copy played later). Leaving play through
// move_to ends a treaty (R-AFF-6, house arrest), as every other way out of play does.
void GameState::nullify_event(CardId c, CardId by) {
  if (c >= cards.size() || cards[c].zone != Zone::InPlay || !def(c).plays_as_event()) return;
  const bool by_event_in_play = by != kNone && cards[by].zone == Zone::InPlay && def(by).plays_as_event();
  log_event(by_event_in_play ? Rule::NullifyOnTable : Rule::Nullify, Ev::EventNullified, cards[c].owner, c, by);
  if (def(c).event->plays_on == EventTarget::BetweenMissions && cards[c].loc >= 0) {
    // R-MOVE-9, D-MOVE-8: a location that leaves play; the one who made it leave moves the ships there.
    close_gap(c, by != kNone ? cards[by].owner : cards[c].owner);
    touch();
    return;
  }
  move_to(c, Zone::Discard, -1);  // R-NULL-1: cancelled and discarded
  touch();
}

void GameState::treaty_ended(int player) {
  auto arrest = [&](CardId p, CardId host) {
    cards[p].flags |= kHouseArrest;
    log_event(Rule::BrokenTreaty, Ev::HouseArrest, player, p, host);
  };
  for (CardId h = 0; h < cards.size(); ++h) {
    const auto& host = cards[h];
    if (host.owner != player || host.zone != Zone::InPlay || host.place != Place::Space) continue;
    const auto& hd = def(h);
    if (hd.type != CardType::Ship && hd.type != CardType::Facility) continue;
    std::vector<CardId> crew_here;
    for (auto m : aboard(h))
      if (def(m).type == CardType::Personnel && !unaligned(m) && !cards[m].has(kHouseArrest)) crew_here.push_back(m);
    if (!hd.non_aligned()) {
      // R-AFF-6: aboard a ship or outpost of an affiliation they may no longer be with.
      for (auto m : crew_here) {
        bool ok = false;
        for (auto a : hd.affiliations) ok |= allied(player, static_cast<Affiliation>(cards[m].aff), a);
        if (!ok) arrest(m, h);
      }
      continue;
    }
    // A non-aligned ship: the affiliation with fewer personnel aboard goes under
    // house arrest, ties broken at random (R-AFF-6), until the rest can mix.
    for (;;) {
      std::map<int, std::vector<CardId>> by_aff;
      for (auto m : crew_here)
        if (!cards[m].has(kHouseArrest)) by_aff[cards[m].aff].push_back(m);
      int smallest = -1;
      bool clash = false;
      for (auto& [a, v] : by_aff)
        for (auto& [b, w] : by_aff)
          if (a < b && !allied(player, static_cast<Affiliation>(a), static_cast<Affiliation>(b))) {
            clash = true;
            int loser = v.size() < w.size() ? a : w.size() < v.size() ? b : (rng.below(2) ? a : b);
            if (smallest < 0 || by_aff[loser].size() < by_aff[smallest].size()) smallest = loser;
          }
      if (!clash) break;
      for (auto m : by_aff[smallest]) arrest(m, h);
    }
  }
  // R-AFF-6: a mixed Away Team splits into teams that may mix, which beam back up normally (D-GRP-3).
  for (int loc = 0; loc < static_cast<int>(spaceline.size()); ++loc) split_unmixable(player, loc);
}

}  // namespace spaceline::stccg1e
