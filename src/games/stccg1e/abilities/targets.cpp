// Which targets an ability may be played on now: the target kind's own rule,
// then each op's (a ship of the named affiliation, an outpost of yours with
// someone to free, ...). Legal actions list exactly these (events.cpp).
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {

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
      return !t.opponents || (s.cards[v].owner != player && !s.is_controlled(v));
    case TargetKind::Mission: return v < s.spaceline.size();
    case TargetKind::Table: return v == 0;
  }
  return false;
}

}  // namespace

bool ability_target_legal(const GameState& s, const Ability& a, int player, OpTarget t) {
  if (t.kind != encoding(a.target.kind) || !kind_ok(s, a.target, player, t.value)) return false;
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
      for (CardId i = 0; i < s.cards.size(); ++i) add(i);
      break;
    case TargetKind::Mission:
      for (size_t l = 0; l < s.spaceline.size(); ++l) add(static_cast<uint16_t>(l));
      break;
    case TargetKind::Table: add(0); break;
  }
}

}  // namespace spaceline::stccg1e
