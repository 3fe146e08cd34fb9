// Which targets an ability may be played on now: the target kind's own rule,
// then each op's (a ship of the named affiliation, an outpost of yours with
// someone to free, ...). Legal actions list exactly these (events.cpp).
#include <algorithm>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {

bool has_equipment(const GameState& s, CardId ship, const std::string& e) {
  const auto& eq = s.def(ship).ship_equipment;
  return std::find(eq.begin(), eq.end(), e) != eq.end();
}

// The ship filters (docs/card-format.md, "target").
bool ship_filters_ok(const GameState& s, const TargetSpec& t, int player, CardId v) {
  if (t.cloaked && s.cloaked(v) != *t.cloaked) return false;
  if (!t.lacks_equipment.empty() && has_equipment(s, v, t.lacks_equipment)) return false;
  if (t.empty)
    for (auto a : s.aboard(v))
      if (s.def(a).type == CardType::Personnel || s.def(a).works_as_equipment()) return false;
  const int loc = s.cards[v].loc;
  if (t.away_from_its_outpost && !s.outposts_at(s.cards[v].owner, loc).empty()) return false;
  if (!t.yours_there_with.empty()) {
    bool found = false;
    for (auto y : s.ships_at(player, loc)) found |= y != v && !s.cloaked(y) && has_equipment(s, y, t.yours_there_with);
    if (!found) return false;
  }
  return true;
}

// "Any ship or Away Team": a ship in space, or a personnel on a planet standing for its Away Team.
bool ship_or_away_team(const GameState& s, uint16_t v) {
  return s.ship_in_space(v) ||
         (v < s.cards.size() && s.cards[v].zone == Zone::InPlay && s.cards[v].place == Place::Planet && s.def(v).type == CardType::Personnel);
}

bool kind_ok(const GameState& s, const TargetSpec& t, int player, uint16_t v) {
  switch (t.kind) {
    case TargetKind::Player: return v < 2 && (!t.opponents || v == 1 - player);
    case TargetKind::YourDiscard:
      return v < s.cards.size() && s.cards[v].zone == Zone::Discard && s.cards[v].owner == player &&
             !(t.not_types >> static_cast<int>(s.def(v).type) & 1);
    case TargetKind::AwayTeam: {  // team * 128 + location * 2 + the team's owner, either player's (D-GRP-1)
      const int owner = v & 1, loc = (v >> 1) & 63, team = v >> 7;
      return loc < static_cast<int>(s.spaceline.size()) && team < kMaxTeams &&
             !s.away_team(owner, loc, false, static_cast<uint8_t>(team)).empty();
    }
    case TargetKind::YourOutpost:
      return v < s.cards.size() && s.cards[v].zone == Zone::InPlay && s.cards[v].place == Place::Space &&
             s.def(v).type == CardType::Facility && s.cards[v].owner == player;
    case TargetKind::Ship:
      if (!s.ship_in_space(v)) return false;
      if (t.affiliation && !(*t.affiliation == Affiliation::NonAligned ? s.def(v).non_aligned() : s.def(v).has_affiliation(*t.affiliation)))
        return false;
      if (t.opponents && (s.cards[v].owner == player || s.is_controlled(v))) return false;
      return ship_filters_ok(s, t, player, v);
    case TargetKind::Mission: return v < s.spaceline.size();
    case TargetKind::Table: return v == 0;
    case TargetKind::ShipOrAwayTeam: return ship_or_away_team(s, v);
    case TargetKind::Personnel:
      // In play, either player's; not held out of reach (D-DIL-6); in stasis if the filter says so (R-STATE-2: not disabled).
      return v < s.cards.size() && s.cards[v].zone == Zone::InPlay && s.def(v).type == CardType::Personnel && !s.held(v) &&
             (!t.in_stasis || s.in_stasis(v));
    case TargetKind::TableCard: {
      // On the table (not aboard, not on the spaceline), or a seed card already revealed and not the dilemma resolving.
      if (v >= s.cards.size()) return false;
      const bool reachable = (s.cards[v].zone == Zone::InPlay && s.cards[v].place == Place::None) ||
                             (s.cards[v].zone == Zone::UnderMission && s.cards[v].has(kRevealed) &&
                              !(s.attempt.active && s.attempt.dilemma == v));
      if (!reachable) return false;
      for (const auto& n : t.named)
        if (names_card(n, s.def(v).name)) return true;
      return false;
    }
  }
  return false;
}

}  // namespace

bool ability_condition_met(const GameState& s, const Ability& a, int player) {
  if (a.condition.your_ships_in_play > 0) {
    int mine = 0;
    for (CardId i = 0; i < s.cards.size(); ++i) mine += s.ship_in_space(i) && s.cards[i].owner == player;
    if (mine < a.condition.your_ships_in_play) return false;
  }
  return true;
}

bool ability_target_legal(const GameState& s, const Ability& a, int player, OpTarget t) {
  if (t.kind != encoding(a.target.kind) || !kind_ok(s, a.target, player, t.value)) return false;
  if (!ability_condition_met(s, a, player)) return false;
  for (const Op& op : a.effects)
    if (op.def->target_ok && !op.def->target_ok(s, player, t, op.args)) return false;
  return true;
}

void ability_targets(const GameState& s, const Ability& a, int player, std::vector<OpTarget>& out) {
  const EventTarget e = encoding(a.target.kind);
  auto add = [&](uint16_t v) {
    if (ability_target_legal(s, a, player, OpTarget{e, v})) out.push_back(OpTarget{e, v});
  };
  switch (a.target.kind) {
    case TargetKind::Player: add(static_cast<uint16_t>(player)), add(static_cast<uint16_t>(1 - player)); break;
    case TargetKind::YourDiscard:
      for (CardId c : s.players[player].discard) add(c);
      break;
    case TargetKind::AwayTeam:
      for (size_t l = 0; l < s.spaceline.size() && l < 64; ++l)
        for (int o = 0; o < 2; ++o) {
          const uint32_t teams = s.teams_at(o, static_cast<int>(l));
          for (int t = 0; teams >> t; ++t)
            if (teams >> t & 1) add(static_cast<uint16_t>(t * 128 + l * 2 + o));
        }
      break;
    case TargetKind::YourOutpost:
    case TargetKind::Ship:
    case TargetKind::TableCard:
    case TargetKind::Personnel:
      for (CardId i = 0; i < s.cards.size(); ++i) add(i);
      break;
    case TargetKind::ShipOrAwayTeam: {
      // One target per ship, and one per player's Away Teams at a location (their first member stands for them).
      uint64_t teams = 0;
      for (CardId i = 0; i < s.cards.size(); ++i) {
        const auto& k = s.cards[i];
        if (k.zone == Zone::InPlay && k.place == Place::Planet && s.def(i).type == CardType::Personnel) {
          const uint64_t bit = 1ull << (k.loc * 2 + k.owner);
          if (teams & bit) continue;
          teams |= bit;
        }
        add(i);
      }
      break;
    }
    case TargetKind::Mission:
      for (size_t l = 0; l < s.spaceline.size(); ++l) add(static_cast<uint16_t>(l));
      break;
    case TargetKind::Table: add(0); break;
  }
}

}  // namespace spaceline::stccg1e
