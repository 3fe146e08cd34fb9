// Separate Away Teams on one planet (CRD II.1 Away Team; R-GRP-1, R-GRP-4; D-GRP-1..3) and
// Phased Matter's split (CRD IV.5B; R-STATE-11; D-DIL-10/11).
//
// Each personnel on a planet carries the id of its Away Team there (`Card::team`), per player and
// location. "All personnel who can be joined together are one Away Team": a personnel arriving joins
// the first team it may mix with, or forms a new one; a team whose members may no longer mix (a treaty
// ends, Lore's Fingernail leaves play) splits at once; teams that may mix join once no attempt or battle
// is under way. Phased personnel (Phased Matter) stay a team of their own until cured.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool on_planet_of(const Card& k, int player, int loc) {
  return k.zone == Zone::InPlay && k.place == Place::Planet && k.loc == loc && k.owner == player;
}
}  // namespace

std::vector<CardId> GameState::away_team(int player, int loc, bool unstopped_only, uint8_t team) const {
  std::vector<CardId> out;
  for (CardId c = 0; c < cards.size(); ++c) {
    const auto& k = cards[c];
    if (!on_planet_of(k, player, loc) || def(c).type != CardType::Personnel) continue;
    if (team != kAnyTeam && k.team != team) continue;
    if (unstopped_only ? usable(c) : !k.has(kDeactivated)) out.push_back(c);
  }
  return out;
}

uint32_t GameState::teams_at(int player, int loc) const {
  uint32_t m = 0;
  for (CardId c = 0; c < cards.size(); ++c)
    if (on_planet_of(cards[c], player, loc) && def(c).type == CardType::Personnel) m |= 1u << cards[c].team;
  return m;
}

bool GameState::mixes_with_team(CardId p, Affiliation mode, int player, int loc, uint8_t team) const {
  const bool p_controlled = !controlled.empty() && is_controlled(p);
  for (CardId o = 0; o < cards.size(); ++o) {
    const auto& k = cards[o];
    if (o == p || !on_planet_of(k, player, loc) || k.team != team || def(o).type != CardType::Personnel) continue;
    if (db_->any_not_with() && !works_with(p, mode, o)) return false;  // R-AFF-4
    // R-CARDRULE-3: a controlled group never mixes with its controller's own personnel.
    if (!controlled.empty() && is_controlled(o) != p_controlled) return false;
    if (mode == Affiliation::NonAligned || unaligned(o)) continue;  // non-aligned mix with anyone (R-GRP-4)
    if (!allied(player, mode, static_cast<Affiliation>(k.aff))) return false;  // R-AFF-5
  }
  return true;
}

uint8_t GameState::team_for(CardId p, int player, int loc) const {
  if (def(p).type != CardType::Personnel) return 0;
  uint32_t present = 0;
  for (CardId c = 0; c < cards.size(); ++c)
    if (c != p && on_planet_of(cards[c], player, loc) && def(c).type == CardType::Personnel) present |= 1u << cards[c].team;
  const auto mode = static_cast<Affiliation>(cards[p].aff);
  for (int t = 0; t < kMaxTeams; ++t)
    if ((present >> t & 1) && !team_phased(player, loc, static_cast<uint8_t>(t)) &&
        mixes_with_team(p, mode, player, loc, static_cast<uint8_t>(t)))
      return static_cast<uint8_t>(t);
  for (int t = 0; t < kMaxTeams; ++t)
    if (!(present >> t & 1)) return static_cast<uint8_t>(t);
  return kMaxTeams - 1;  // more teams than personnel: never
}

bool GameState::phased(CardId c) const {
  if (afflictions.empty()) return false;
  for (const auto& a : afflictions)
    if (a.personnel == c && def(a.dilemma).dilemma && def(a.dilemma).dilemma->phased) return true;
  return false;
}

bool GameState::team_phased(int player, int loc, uint8_t team) const {
  if (afflictions.empty()) return false;
  for (const auto& a : afflictions) {
    const auto& k = cards[a.personnel];
    if (on_planet_of(k, player, loc) && k.team == team && def(a.dilemma).dilemma && def(a.dilemma).dilemma->phased) return true;
  }
  return false;
}

bool GameState::controlled_by_dilemma(CardId c) const {
  for (const auto& k : controlled)
    if (k.card == c) return k.by != kNone && def(k.by).type == CardType::Dilemma;
  return false;
}

std::string GameState::team_name(int player, int loc, uint8_t team, int viewer) const {
  std::string s = player == viewer ? "your Away Team" : "the opponent's Away Team";
  if (team == kAnyTeam || __builtin_popcount(teams_at(player, loc)) < 2) return s;
  // Several teams there: name the members (personnel on a planet are face up, R-INFO-4).
  std::string names;
  for (auto c : away_team(player, loc, false, team)) names += (names.empty() ? "" : ", ") + card_name(c);
  if (team_phased(player, loc, team)) names += "; phased";
  return s + " (" + names + ")";
}

void GameState::note_teams() {
  teams_split_ = false;
  for (const auto& k : cards)
    if (k.zone == Zone::InPlay && k.place == Place::Planet && k.team != 0) {
      teams_split_ = true;
      return;
    }
}

void GameState::place_in_team(CardId c, uint8_t team) {
  cards[c].team = team;
  if (team != 0) teams_split_ = true;
}

// D-GRP-3 (R-AFF-6): a team whose members may no longer all mix splits at once. The affiliated members,
// in card order, each go with the first part they mix with (the first part keeps the team's id, so an
// attempt or battle under way goes on with it); then the non-aligned ones, the same way.
void GameState::split_unmixable(int player, int loc) {
  uint32_t present = teams_at(player, loc);
  for (int t = 0; t < kMaxTeams; ++t) {
    if (!(present >> t & 1)) continue;
    auto members = away_team(player, loc, false, static_cast<uint8_t>(t));
    for (CardId c = 0; c < cards.size(); ++c)  // deactivated holograms are members too
      if (on_planet_of(cards[c], player, loc) && cards[c].team == t && cards[c].has(kDeactivated) && def(c).type == CardType::Personnel)
        members.push_back(c);
    std::stable_partition(members.begin(), members.end(), [this](CardId c) { return !unaligned(c); });
    std::vector<std::vector<CardId>> parts;
    for (auto m : members) {
      const auto mode = static_cast<Affiliation>(cards[m].aff);
      bool placed = false;
      for (auto& part : parts) {
        bool ok = true;
        for (auto o : part) {
          if (db_->any_not_with() && !works_with(m, mode, o)) ok = false;
          if (!controlled.empty() && is_controlled(m) != is_controlled(o)) ok = false;
          if (mode != Affiliation::NonAligned && !unaligned(o) && !allied(player, mode, static_cast<Affiliation>(cards[o].aff))) ok = false;
        }
        if (ok) {
          part.push_back(m);
          placed = true;
          break;
        }
      }
      if (!placed) parts.push_back({m});
    }
    for (size_t i = 1; i < parts.size(); ++i) {
      int id = 0;
      while (id < kMaxTeams - 1 && (present >> id & 1)) ++id;
      present |= 1u << id;
      for (auto m : parts[i]) place_in_team(m, static_cast<uint8_t>(id));
      log_event(Rule::TeamSplits, Ev::TeamSplits, player, parts[i].front(), parts[0].front(), loc);
    }
  }
}

// After each action while some planet has several teams, and whenever mixing may have changed:
// split what may not mix; join what may (D-GRP-2), never a phased team (D-DIL-10) and never in the
// middle of an attempt or a battle (each is one action, R-MSN-5, R-BATTLE-1) or while a card that
// may name a team is resolving; then number the teams of each planet from 0.
void GameState::regroup_teams() {
  uint64_t seen[2] = {0, 0};
  for (const auto& k : cards)
    if (k.zone == Zone::InPlay && k.place == Place::Planet && k.loc >= 0 && k.loc < 64) seen[k.owner] |= 1ull << k.loc;
  // A card resolving may name a team by its number (Vulcan Stone of Gol): numbers hold until it has resolved.
  const bool busy = attempt.active || battle.active || !resolving.empty();
  for (int p = 0; p < 2; ++p)
    for (int loc = 0; loc < 64; ++loc) {
      if (!(seen[p] >> loc & 1)) continue;
      split_unmixable(p, loc);
      if (busy) continue;
      for (bool joined = true; joined;) {
        joined = false;
        const uint32_t present = teams_at(p, loc);
        for (int a = 0; a < kMaxTeams && !joined; ++a) {
          if (!(present >> a & 1) || team_phased(p, loc, static_cast<uint8_t>(a))) continue;
          for (int b = a + 1; b < kMaxTeams && !joined; ++b) {
            if (!(present >> b & 1) || team_phased(p, loc, static_cast<uint8_t>(b))) continue;
            auto moving = away_team(p, loc, false, static_cast<uint8_t>(b));
            bool ok = !moving.empty();
            for (auto m : moving) ok = ok && mixes_with_team(m, static_cast<Affiliation>(cards[m].aff), p, loc, static_cast<uint8_t>(a));
            if (!ok) continue;
            CardId into = away_team(p, loc, false, static_cast<uint8_t>(a)).front();
            for (CardId c = 0; c < cards.size(); ++c)
              if (on_planet_of(cards[c], p, loc) && cards[c].team == b) cards[c].team = static_cast<uint8_t>(a);
            log_event(Rule::TeamJoins, Ev::TeamsJoined, p, moving.front(), into, loc);
            joined = true;
          }
        }
      }
      // Number the teams 0, 1, ... in the order they had.
      const uint32_t present = teams_at(p, loc);
      uint8_t next = 0, renumber[kMaxTeams];
      for (int t = 0; t < kMaxTeams; ++t) renumber[t] = (present >> t & 1) ? next++ : 0;
      for (CardId c = 0; c < cards.size(); ++c)
        if (on_planet_of(cards[c], p, loc)) cards[c].team = renumber[cards[c].team < kMaxTeams ? cards[c].team : 0];
    }
  note_teams();
}

// ------------------------------------------------------------------------------------------------
// Phased Matter (D-DIL-10): the owner names the members of the smaller group one at a time; the others
// are the larger group, phased. With an even split the group named is the smaller one, so naming it is
// the CRD's "designate one the larger".
void GameState::offer_split() {
  const auto group = attempt_group();
  std::vector<uint16_t> options;
  if (!attempt.targets.empty()) options.push_back(kNone);
  for (auto m : group)
    if (std::find(attempt.targets.begin(), attempt.targets.end(), m) == attempt.targets.end()) options.push_back(m);
  choice = PendingChoice{ChoiceKind::SplitTeam, attempt.player, options};
}

// Returns to the attempt once the smaller group is named (mission.cpp resumes the effect).
void GameState::on_split(uint16_t picked) {
  if (picked != kNone) {
    attempt.targets.push_back(picked);
    const size_t half = attempt_group().size() / 2;
    if (attempt.targets.size() < half) {
      offer_split();
      return;
    }
  }
}

// The larger group, phased: an Away Team of its own (R-STATE-11).
void GameState::phase_larger_group(CardId dilemma) {
  const int p = attempt.player, loc = attempt.loc;
  uint32_t present = teams_at(p, loc);
  int id = 0;
  while (id < kMaxTeams - 1 && (present >> id & 1)) ++id;
  int n = 0;
  for (const auto& a : afflictions)
    if (a.dilemma == dilemma && cards[a.personnel].place == Place::Planet) {
      place_in_team(a.personnel, static_cast<uint8_t>(id));
      ++n;
    }
  log_event(Rule::PhasedMatter, Ev::PhasedSplit, p, dilemma, kNone, n);
}

}  // namespace spaceline::stccg1e
