// Staffing (CRD II.1 Staffing, IV.11 Alternate Universe Ships; R-STAFF-1..3, D-STAFF-1): what a
// ship needs aboard to move. Each icon of its staffing box needs a different personnel aboard who
// may fill it (R-STAFF-2): a command icon is filled by a command-icon personnel, a staff icon by a
// staff- or command-icon one (D-STAFF-1), an AU icon by an AU-icon personnel and a non-aligned icon
// by a non-aligned one (R-STAFF-3). Who fills what may change at will, so the question is whether
// some assignment fills every icon: a matching.
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

constexpr uint8_t kFillsCommand = 1, kFillsStaff = 2, kFillsAu = 4, kFillsNonAligned = 8;

uint8_t needs(StaffIcon i) {
  switch (i) {
    case StaffIcon::Command: return kFillsCommand;
    case StaffIcon::Staff: return kFillsStaff;
    case StaffIcon::AU: return kFillsAu;
    case StaffIcon::NonAligned: return kFillsNonAligned;
  }
  return 0;
}

uint8_t fills(const CardDef& d) {
  uint8_t f = 0;
  for (auto ic : d.icons) f |= ic == StaffIcon::Command ? (kFillsCommand | kFillsStaff) : ic == StaffIcon::Staff ? kFillsStaff : 0;
  if (d.au_icon) f |= kFillsAu;
  if (d.non_aligned()) f |= kFillsNonAligned;
  return f;
}

// Kuhn's augmenting paths: can icon `i` be filled, moving others along if need be?
bool assign(int i, const std::vector<uint8_t>& icon_needs, const std::vector<uint8_t>& crew_fills, std::vector<int>& filled_by,
            std::vector<char>& seen) {
  for (size_t m = 0; m < crew_fills.size(); ++m) {
    if (!(crew_fills[m] & icon_needs[i]) || seen[m]) continue;
    seen[m] = 1;
    if (filled_by[m] < 0 || assign(filled_by[m], icon_needs, crew_fills, filled_by, seen)) {
      filled_by[m] = i;
      return true;
    }
  }
  return false;
}

}  // namespace

bool GameState::is_staffed(CardId ship) const {
  thread_local std::vector<CardId> all;
  all.resize(cards.size());
  for (CardId i = 0; i < cards.size(); ++i) all[i] = i;
  return is_staffed(ship, all);
}

bool GameState::is_staffed(CardId ship, const std::vector<CardId>& candidates) const {
  // D-BORG-8: "they are assumed to meet all staffing requirements": one Rogue Borg able to act flies it.
  if (!controlled.empty() && rogue_crewed(ship, true)) return true;
  const auto& d = def(ship);
  bool later_icons = false;  // AU or non-aligned icons: the counting below no longer suffices
  int need_cmd = 0, need_any = 0;
  for (auto s : d.staffing) {
    later_icons |= s == StaffIcon::AU || s == StaffIcon::NonAligned;
    (s == StaffIcon::Command ? need_cmd : need_any)++;
  }
  thread_local std::vector<uint8_t> crew_fills;
  crew_fills.clear();
  int have_cmd = 0, have_staff = 0, bodies = 0;
  for (CardId p : candidates) {
    const auto& c = cards[p];
    if (c.place != Place::Aboard || c.host != ship || c.zone != Zone::InPlay) continue;
    if (def(p).type != CardType::Personnel || !usable(p) || !compatible(p, ship)) continue;
    ++bodies;
    const uint8_t f = fills(def(p));
    if (later_icons) crew_fills.push_back(f);
    if (f & kFillsCommand) ++have_cmd;
    else if (f & kFillsStaff) ++have_staff;
  }
  if (d.staffing.empty()) return bodies > 0;
  // Command and staff alone (the hot path): a command icon may stand in for a staff one, not the reverse.
  if (!later_icons) return have_cmd >= need_cmd && (have_cmd - need_cmd) + have_staff >= need_any;
  if (bodies < static_cast<int>(d.staffing.size())) return false;
  thread_local std::vector<uint8_t> icon_needs;
  icon_needs.clear();
  for (auto s : d.staffing) icon_needs.push_back(needs(s));
  std::vector<int> filled_by(crew_fills.size(), -1);
  std::vector<char> seen(crew_fills.size());
  for (size_t i = 0; i < icon_needs.size(); ++i) {
    std::fill(seen.begin(), seen.end(), 0);
    if (!assign(static_cast<int>(i), icon_needs, crew_fills, filled_by, seen)) return false;
  }
  return true;
}

}  // namespace spaceline::stccg1e
