// Personnel special skills written as data (cards.h PersonnelText; docs/card-format.md "Personnel
// special skills"): attribute modifiers where present (R-MOD-1, D-SKILL-1), dilemmas nullified
// where present (R-NULL-1, D-SKILL-2), a skill box that follows the affiliation mode (D-SKILL-3),
// skills while another card is in play, and bonus points for helping solve a mission (D-SKILL-4).
// The skills with rules of their own (CRD II.3A, R-SKILL-7) are here too: Miracle Worker includes
// Transporter Skill, Cybernetics reports androids without the card play, Transporter Skill beams
// through anti-beaming cards.
#include "games/stccg1e/cards/race.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool named_in(const std::vector<std::string>& names, const std::string& title) {
  for (const auto& n : names)
    if (n == title) return true;
  return false;
}
}  // namespace

// Present with each other in the sense of a special skill: the same ship or facility, or the same
// Away Team (D-GRP-1: another team of the same player on the planet is not present).
bool GameState::together(CardId a, CardId b) const {
  if (a == b) return true;
  if (!present_with(a, b)) return false;
  return cards[a].place != Place::Planet || cards[a].team == cards[b].team;
}

bool GameState::with_titled(CardId c, const std::vector<std::string>& titles) const {
  for (CardId o = 0; o < cards.size(); ++o)
    if (o != c && def(o).type == CardType::Personnel && named_in(titles, def(o).name) && !inert(o) && together(c, o)) return true;
  return false;
}

bool GameState::filter_matches(const PersonnelFilter& f, CardId src, CardId c) const {
  const auto& d = def(c);
  if (d.type != CardType::Personnel) return false;
  if (f.others && c == src) return false;
  if (!f.named.empty() && d.name != f.named) return false;
  if (!f.race.empty() && !of_race(d, f.race)) return false;
  if (!f.affiliations.empty()) {
    bool ok = false;
    for (auto a : f.affiliations) ok |= cards[c].aff == static_cast<uint8_t>(a);
    if (!ok) return false;
  }
  if (f.classification != kNoSkill && !has_classification(c, f.classification)) return false;
  if (f.skill != kNoSkill && skill_halves(c, f.skill) < 2) return false;
  if (f.lacks != kNoSkill && skill_halves(c, f.lacks) >= 2) return false;
  return true;
}

// D-SKILL-1: every modifier of a personnel in play, not captive, in stasis or disabled (R-STATE-2..4),
// adds to the personnel present that it names; an ongoing ability, so a stopped personnel's counts.
int GameState::text_attribute_bonus(CardId c, Attr a) const {
  const auto& d = def(c);
  if (d.type != CardType::Personnel || cards[c].zone != Zone::InPlay) return 0;
  const int bit = 1 << static_cast<int>(a);
  int bonus = 0;
  if (d.personnel)
    if (const auto* m = d.personnel->in_mode(static_cast<Affiliation>(cards[c].aff))) bonus += m->delta[static_cast<int>(a)];
  for (auto src : modifier_cards_) {
    if (cards[src].zone != Zone::InPlay || inert(src) || !together(src, c)) continue;
    for (const auto& m : def(src).personnel->modifiers) {
      if (!(m.attrs & bit)) continue;
      if (m.self ? src != c : !filter_matches(m.who, src, c)) continue;
      if (!m.if_with.empty() && !with_titled(src, m.if_with)) continue;
      bonus += m.by;
    }
  }
  return bonus;
}

// D-SKILL-3: the skill box of the current affiliation mode; Ira Graves's skills while Kareen Brianon
// is in play, anyone's. `first_lost`: Tsiolkovsky Infection takes the first entry (R-SKILL-10).
int GameState::text_skill_halves(CardId c, SkillId s, bool first_lost) const {
  const auto& t = *def(c).personnel;
  int n = 0;
  if (const auto* m = t.in_mode(static_cast<Affiliation>(cards[c].aff)))
    for (size_t i = first_lost ? 1 : 0; i < m->skills.size(); ++i)
      if (m->skills[i].skill == s) n += m->skills[i].halves;
  if (t.skills_if_in_play.empty()) return n;
  bool there = false;
  for (CardId o = 0; !there && o < cards.size(); ++o) there = cards[o].zone == Zone::InPlay && def(o).name == t.if_in_play;
  if (there)
    for (const auto& e : t.skills_if_in_play)
      if (e.skill == s) n += e.halves;
  return n;
}

// D-SKILL-2: a personnel of the group that meets a dilemma it nullifies (Dathon, Zon, Robin Lefler).
CardId GameState::personnel_nullifier_present(CardId dilemma) const {
  if (!(game_kinds_ & kPersonnelText)) return kNone;
  for (auto m : attempt_group()) {
    const auto& d = def(m);
    if (!d.personnel) continue;
    for (const auto& n : d.personnel->nullifies_dilemmas)
      if (names_card(n, def(dilemma).name)) return m;
  }
  return kNone;
}

// D-SKILL-4: each personnel of the group that solved the mission, whose text names it, scores its
// bonus points for its owner (Rager, Timicin).
void GameState::score_helpers(const std::vector<CardId>& group, CardId mission) {
  if (!(game_kinds_ & kPersonnelText)) return;
  for (auto m : group) {
    const auto& d = def(m);
    if (!d.personnel || d.personnel->bonus_mission.empty() || !names_card(d.personnel->bonus_mission, def(mission).name)) continue;
    players[cards[m].owner].score += d.personnel->bonus_points;
    log_event(Rule::HelpsSolveBonus, Ev::HelperScores, cards[m].owner, m, mission, d.personnel->bonus_points);
  }
}

// R-SKILL-7 (CRD II.3A Cybernetics): your usable personnel with Cybernetics aboard the facility where
// an android reports lets it report without the card play.
CardId GameState::cybernetics_at(CardId c, CardId facility) const {
  static const SkillId cybernetics = *parse_skill("Cybernetics");
  if (def(c).type != CardType::Personnel || def(c).kind != PersonnelKind::Android) return kNone;
  for (auto m : aboard(facility))
    if (m != c && cards[m].owner == cards[c].owner && def(m).type == CardType::Personnel && usable(m) &&
        skill_halves(m, cybernetics) >= 2)
      return m;
  return kNone;
}

// R-SKILL-7 (CRD II.3A Transporter Skill): the ship a beaming up or down goes through, and how many
// cards its Transporter Skill may still beam past anti-beaming cards this turn.
CardId GameState::transporter_ship(CardId c, CardId dest) const {
  const CardId ship = cards[c].place == Place::Aboard ? cards[c].host : dest;
  if (ship == kPlanet || ship >= cards.size() || def(ship).type != CardType::Ship) return kNone;
  return ship;
}

int GameState::transporter_skill_left(CardId ship, int player) const {
  static const SkillId ts = *parse_skill("Transporter Skill");
  int halves = 0;
  for (auto m : aboard(ship))
    if (cards[m].owner == player && def(m).type == CardType::Personnel && usable(m)) halves += skill_halves(m, ts);
  int used = 0;
  for (const auto& u : transporter_uses)
    if (u.ship == ship) used = u.used;
  return halves / 2 - used;
}

// Logged for the card's owner only: which card beamed aboard is the crew's secret (R-INFO-4).
void GameState::use_transporter_skill(CardId ship, CardId c) {
  const int p = cards[c].owner;
  for (auto& u : transporter_uses)
    if (u.ship == ship) {
      ++u.used;
      log_event(Rule::TransporterSkill, Ev::TransporterSkillUsed, p, c, ship, u.used, p);
      return;
    }
  transporter_uses.push_back({ship, 1});
  log_event(Rule::TransporterSkill, Ev::TransporterSkillUsed, p, c, ship, 1, p);
}

}  // namespace spaceline::stccg1e
