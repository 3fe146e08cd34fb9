// The browser table's section of the First Edition observation (observation_table.h). Every value
// comes from the query the engine itself uses (attribute, skill_halves, effective_range,
// range_left, missing_for_mission, lacks_text …), so the page and the rules never disagree.
#include "games/stccg1e/state/observation_table.h"

#include <map>
#include <string>
#include <vector>

#include "games/stccg1e/rules/requirement.h"
#include "games/stccg1e/state/board.h"

namespace spaceline::stccg1e {

using nlohmann::json;

namespace {

const char* icon_name(StaffIcon i) {
  switch (i) {
    case StaffIcon::Command: return "Command";
    case StaffIcon::Staff: return "Staff";
    case StaffIcon::AU: return "AU";
    case StaffIcon::NonAligned: return "Non-Aligned";
  }
  return "?";
}

json icon_list(const std::vector<StaffIcon>& v) {
  json o = json::array();
  for (auto i : v) o.push_back(icon_name(i));
  return o;
}

// "SCIENCE", "Diplomacy x2", "Honor x1.5": each skill level counted as the engine counts it (R-SKILL-3).
std::string skill_entry(SkillId k, int halves) {
  std::string t = skill_name(k);
  if (halves != 2) t += " x" + std::to_string(halves / 2) + (halves % 2 ? ".5" : "");
  return t;
}

// What a personnel card contributes now (stopped or disabled personnel count nothing: the engine's
// attribute and skill_halves say so themselves).
void personnel_frame(const GameState& s, CardId c, json& o) {
  const auto& d = s.def(c);
  o["type"] = "personnel";
  if (d.classification != kNoSkill) o["classification"] = skill_name(d.classification);
  o["integrity"] = s.attribute(c, static_cast<Attr>(0));
  o["cunning"] = s.attribute(c, static_cast<Attr>(1));
  o["strength"] = s.attribute(c, static_cast<Attr>(2));
  json skills = json::array();
  for (size_t k = 0; k < num_skills(); ++k) {
    const int h = s.skill_halves(c, static_cast<SkillId>(k));
    // The classification is shown on its own; a printed skill of the same name counts on top of it.
    if (h > (static_cast<SkillId>(k) == d.classification ? 2 : 0)) skills.push_back(skill_entry(static_cast<SkillId>(k), h));
  }
  o["skills"] = std::move(skills);
  o["icons"] = icon_list(d.icons);
}

// A ship's or facility's numbers. WEAPONS and SHIELDS may depend on who is aboard (R-INFO-4 hides
// the opponent's crews), so the opponent's show as printed; RANGE depends only on public cards.
void ship_frame(const GameState& s, CardId c, int viewer, json& o) {
  const auto& d = s.def(c);
  const bool mine = s.cards[c].owner == viewer;
  const bool in_play = s.cards[c].zone == Zone::InPlay;
  o["type"] = d.type == CardType::Ship ? "ship" : "facility";
  if (!d.ship_class.empty()) o["class"] = d.ship_class;
  o["printed_range"] = d.range;
  if (d.type == CardType::Ship) {
    o["range"] = in_play ? s.effective_range(c) : d.range;
    if (in_play) o["range_left"] = s.range_left(c);
  }
  o["weapons"] = mine && in_play ? s.ship_weapons(c) : d.weapons;
  o["shields"] = mine && in_play ? s.ship_shields(c) : d.shields;
  o["staffing"] = icon_list(d.staffing);
  if (mine && in_play && d.type == CardType::Ship) o["staffed"] = s.is_staffed(c);
}

// What the group facing a dilemma still lacks to overcome it (GameState::facing_condition, R-DIL-2 step 6).
std::string facing_text(const GameState& s) {
  const auto& a = s.attempt;
  const ReqExpr* cond = s.facing_condition();
  const auto& b = *s.def(a.dilemma).dilemma;
  if (!cond) return "nothing overcomes it";
  if (a.failed) return "not overcome, its effects resolve";  // R-DIL-4
  if (b.condition_on_targets && a.targets.empty()) return "requires " + cond->text + " of the personnel it selects";
  return lacks_text(s.missing_for_dilemma());
}

// One of the viewer's groups: its totals, the dilemma it faces, and what it lacks for the mission here
// when it is the kind of group that attempts it (board.cpp group_lines).
void add_group(const GameState& s, int viewer, int loc, CardId source, uint8_t team, const std::vector<CardId>& group,
               bool can_attempt, json& out) {
  std::vector<CardId> people;
  for (auto c : group)
    if (s.def(c).type == CardType::Personnel && s.usable(c)) people.push_back(c);
  if (people.empty()) return;
  json g = {{"totals", group_totals(s, people)}};
  if (source == kPlanet) {
    g["planet"] = true;
    g["team"] = team;
  } else {
    g["source"] = source;
  }
  if (facing_a_dilemma(s, viewer, loc, source, team)) {
    g["facing"] = s.def(s.attempt.dilemma).name;
    g["facing_lacks"] = facing_text(s);
  }
  const auto& L = s.spaceline[loc];
  if (can_attempt && !L.solved && s.mission_end(loc, viewer).requirements) {
    g["mission"] = s.def(L.mission).name;
    g["lacks"] = lacks_text(s.missing_for_mission(source, loc, viewer, team));
  }
  out.push_back(std::move(g));
}

void location_view(const GameState& s, int viewer, int loc, json& L) {
  const auto& d = s.def(s.spaceline[loc].mission);
  const auto& end = s.mission_end(loc, viewer < 0 ? 0 : viewer);
  json& m = L["mission"];
  m["type"] = "mission";
  m["kind"] = to_string(d.mission);
  m["points"] = end.points;
  json icons = json::array();
  for (auto a : end.affiliations) icons.push_back(to_string(a));
  m["mission_icons"] = std::move(icons);
  if (!d.quadrant.empty()) m["quadrant"] = d.quadrant;
  // The requirements are not repeated here: their text may name a persona still in a deck, which the
  // server's tests rightly treat as a word to keep from a viewer; the page reads them from the card
  // (GET /api/modules/stccg1e/card), as printed.
  if (viewer < 0) return;
  json groups = json::array();
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay || c.loc != loc || c.place != Place::Space || c.owner != viewer) continue;
    std::vector<CardId> crew;
    for (auto x : s.aboard(i))
      if (s.def(x).type == CardType::Personnel) crew.push_back(x);
    if (s.def(i).type == CardType::Ship) add_group(s, viewer, loc, i, 0, crew, d.mission != MissionKind::Planet, groups);
    else if (facing_a_dilemma(s, viewer, loc, i, 0)) add_group(s, viewer, loc, i, 0, crew, false, groups);  // R-DIL-9
  }
  std::map<uint8_t, std::vector<CardId>> teams;  // D-GRP-1
  for (auto c : s.on_planet(viewer, loc))
    if (s.def(c).type == CardType::Personnel) teams[s.cards[c].team].push_back(c);
  for (const auto& [team, members] : teams) add_group(s, viewer, loc, kPlanet, team, members, d.mission != MissionKind::Space, groups);
  L["your_groups"] = std::move(groups);
}

// A log entry `viewer` may not read, as what they may know of it; "" when they know nothing of it.
std::string hidden_entry(const GameState& s, const LogEntry& e) {
  const std::string who = "P" + std::to_string(e.player + 1);
  std::string what;
  switch (e.ev) {
    case Ev::SeedCard: what = " seeds a card under " + s.location_name(e.n); break;
    case Ev::Drew: what = " draws a card"; break;
    case Ev::TookFromDeck: what = " takes a card from the draw deck into hand"; break;
    case Ev::Glimpsed: what = " looks at a card you cannot see"; break;
    default: return "";
  }
  return "[T" + std::to_string(e.turn) + "] " + who + what + " (hidden: R-INFO-4)";
}

}  // namespace

void add_card_frame(const GameState& s, CardId c, int viewer, json& card) {
  if (c >= s.cards.size()) return;
  switch (s.def(c).type) {
    case CardType::Personnel: personnel_frame(s, c, card); break;
    case CardType::Ship:
    case CardType::Facility: ship_frame(s, c, viewer, card); break;
    default: break;
  }
}

void add_table_view(const GameState& s, int viewer, json& position) {
  auto& sl = position["spaceline"];
  for (int l = 0; l < static_cast<int>(s.spaceline.size()) && l < static_cast<int>(sl.size()); ++l) location_view(s, viewer, l, sl[l]);
  // Where each hidden entry falls among the lines this viewer reads (GameModule::log_tail's test).
  json hidden = json::array();
  size_t seen = 0;
  for (const auto& e : s.log) {
    if (viewer == -1 || e.visible_to < 0 || e.visible_to == viewer) {
      ++seen;
      continue;
    }
    const std::string t = hidden_entry(s, e);
    if (!t.empty()) hidden.push_back({{"at", seen}, {"text", t}});
  }
  position["hidden_log"] = std::move(hidden);
}

}  // namespace spaceline::stccg1e
