// Lore's Fingernail (CRD IV.7; D-EVT-23): while it is in play, every Soong-type
// android and Exocomp, whoever's, is non-aligned. A personnel's affiliation in
// play is its `aff` (R-AFF-3 mode), so the card sets it to non-aligned and gives
// the printed one back when the last such event leaves play; then, as when a
// treaty ends, those left where their affiliation may not be go under house
// arrest (R-AFF-6, R-AFF-7).
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool named(const CardDef& d, uint8_t subjects) {
  return d.type == CardType::Personnel && (((subjects & kSoongTypeAndroids) && d.soong_type) ||
                                           ((subjects & kExocomps) && d.kind == PersonnelKind::Exocomp));
}
}  // namespace

bool GameState::loses_affiliation(CardId c) const {
  if (!event_count_ || !(event_active(0, EventEffect::LoseAffiliation) || event_active(1, EventEffect::LoseAffiliation))) return false;
  for (CardId e = 0; e < cards.size(); ++e)
    if (cards[e].zone == Zone::InPlay && def(e).plays_as_event() && def(e).event->effect == EventEffect::LoseAffiliation &&
        named(def(c), def(e).event->subjects))
      return true;
  return false;
}

// After the card enters or leaves play, and after a report (the only way personnel enter play).
void GameState::apply_lost_affiliations() {
  bool restored[2] = {false, false};
  for (CardId c = 0; c < cards.size(); ++c) {
    auto& k = cards[c];
    const auto& d = def(c);
    if (k.zone != Zone::InPlay || d.type != CardType::Personnel || d.non_aligned()) continue;
    const bool lose = loses_affiliation(c);
    if (lose && !unaligned(c)) {
      k.aff = static_cast<uint8_t>(Affiliation::NonAligned);
      log_event(Rule::LoresFingernail, Ev::AffiliationLost, k.owner, c);
    } else if (!lose && unaligned(c)) {
      // The printed affiliation (Premiere's Soong-type androids and Exocomps have one each).
      k.aff = static_cast<uint8_t>(d.affiliations.front());
      log_event(Rule::LoresFingernail, Ev::AffiliationRegained, k.owner, c);
      restored[k.owner] = true;
    }
  }
  for (int p = 0; p < 2; ++p)
    if (restored[p]) treaty_ended(p);  // R-AFF-6: house arrest where they may no longer be
}

}  // namespace spaceline::stccg1e
