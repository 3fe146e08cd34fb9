// What one seat may see of a Second Edition game (the web table, the conformance test): the
// spaceline with each mission's requirements and overcome dilemmas, every card in play with its
// skills and attributes now, the ships' RANGE left, WEAPONS, SHIELDS and staffing, each seat's
// score, counters left and completed missions; hands only to their owner, decks and dilemma piles
// as counts, a dilemma stack's cards only to whoever knows them. Every figure comes from the
// rules' own queries (rules/rules.h), so the page never recomputes a rule (docs/web-client.md).
#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

using nlohmann::json;

namespace {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Play: return "play and draw cards";
    case Phase::Orders: return "execute orders";
    case Phase::EndOfTurn: return "end of turn";
    case Phase::Over: return "over";
  }
  return "";
}

const char* pending_name(const S2State& s) {
  if (s.over) return "none";
  switch (s.pending) {
    case Pending::BuildStack: return "build-stack";
    case Pending::OpChoice: return "card-text";
    case Pending::DiscardDown: return "discard";
    case Pending::Respond: return "respond";
    case Pending::None: break;
  }
  return s.phase == Phase::Play ? "play" : s.phase == Phase::Orders ? "orders" : "none";
}

json skills_json(const std::vector<std::pair<std::string, int>>& skills) {
  json a = json::array();
  for (const auto& [name, n] : skills) a.push_back(n > 1 ? std::to_string(n) + " " + name : name);
  return a;
}

// A card in play, as everyone sees it.
json in_play(const S2State& s, Card c) {
  const CardDef& d = s.def(c);
  const CardState& cs = s.cards[c];
  json j = {{"id", c}, {"card", d.full_name()}, {"type", to_string(d.type)}, {"owner", s.owner(c)}, {"at", cs.slot},
            {"aboard", cs.aboard == kNone ? "" : s.def(cs.aboard).full_name()}, {"stopped", cs.stopped}, {"bonus", cs.bonus}};
  if (cs.aboard != kNone) j["aboard_id"] = cs.aboard;
  if (!d.affiliation.empty()) j["affiliation"] = d.affiliation;
  if (d.type == CardType::Personnel) {
    j["skills"] = skills_json(d.skills);
    j["attributes"] = {rules::attribute(s, c, 0), rules::attribute(s, c, 1), rules::attribute(s, c, 2)};
    json icons = json::array();
    for (const auto& i : d.icons)
      if (i == "staff" || i == "command") icons.push_back(i);
    j["staffing_icons"] = icons;
  }
  if (d.type == CardType::Ship)
    j["ship"] = {{"range", d.range},         {"range_left", d.range - s.range_used[c]}, {"weapons", d.weapons},
                 {"shields", d.shields},     {"staffing", d.staffing},                    {"staffed", rules::staffed(s, c)},
                 {"class", d.ship_class}};
  return j;
}

json mission(const S2State& s, uint16_t i) {
  const Slot& slot = s.line[i];
  const CardDef& d = s.def(slot.card);
  json beneath = json::array();
  for (Card c : slot.beneath) beneath.push_back(s.def(c).full_name());
  json on = json::array();  // dilemmas staying on the mission (D-2E-29)
  for (Card c = 0; c < s.ncards(); ++c)
    if (s.cards[c].zone == Zone::OnMission && s.cards[c].slot == i) on.push_back(s.def(c).full_name());
  json j = {{"mission", d.full_name()}, {"id", slot.card},         {"owner", slot.owner},   {"where", to_string(slot.where)},
            {"completed_by", slot.completed_by}, {"beneath", beneath}, {"on_mission", on}, {"added", slot.added},
            {"points", d.points},        {"span", d.span},             {"quadrant", d.quadrant}, {"headquarters", d.is_headquarters()}};
  if (d.is_headquarters()) j["affiliation"] = d.headquarters;
  else j["requirements"] = render(rules::requirements_of(s, i));
  if (!d.attempt.empty()) j["attempt_by"] = d.attempt;
  return j;
}

}  // namespace

json S2State::position(int viewer) const {
  auto sees = [&](Card c) { return known[c] == 0xFF || (viewer >= 0 && viewer < 8 && (known[c] >> viewer) & 1); };
  auto names = [&](const std::vector<Card>& v) {
    json a = json::array();
    for (Card c : v) a.push_back(def(c).full_name());
    return a;
  };
  json j;
  j["turn"] = turn;
  j["active"] = active;
  j["phase"] = phase;
  j["phase_name"] = phase_name(phase);
  j["pending"] = pending_name(*this);
  j["decider"] = over ? -1 : decider;
  j["over"] = over;
  j["winner"] = winner;
  json line_j = json::array();
  for (uint16_t i = 0; i < line.size(); ++i) line_j.push_back(mission(*this, i));
  j["spaceline"] = line_j;
  json table = json::array();
  for (Card c = 0; c < ncards(); ++c)
    if (cards[c].zone == Zone::Table) table.push_back(in_play(*this, c));
  j["table"] = table;
  for (int p = 0; p < kPlayers; ++p) {
    const auto& seat = seats[p];
    json sj;
    sj["score"] = seat.score;
    sj["counters"] = seat.counters;
    sj["completed_planet"] = rules::completed_count(*this, p, Where::Planet);
    sj["completed_space"] = rules::completed_count(*this, p, Where::Space);
    sj["deck"] = seat.deck.size();
    sj["dilemmas"] = seat.dilemmas.size();
    sj["hand_count"] = seat.hand.size();
    if (p == viewer) sj["hand"] = names(seat.hand);
    sj["discard"] = names(seat.discard);
    sj["core"] = names(seat.core);
    sj["removed"] = names(seat.removed);
    sj["headquarters"] = seat.hq;
    j["seats"].push_back(sj);
  }
  json at;
  at["active"] = attempt.active;
  if (attempt.active) {
    at["player"] = attempt.player;
    at["slot"] = attempt.slot;
    at["mission"] = def(line[attempt.slot].card).full_name();
    if (attempt.ship != kNone) at["ship"] = def(attempt.ship).full_name();
    at["group"] = names(attempt.group);
    at["stack_count"] = attempt.stack.size();
    at["drawn_count"] = attempt.drawn.size();
    at["building"] = attempt.building;
    // What cost is left tells what was spent on face-down dilemmas: only their builder knows it.
    if (viewer == 1 - attempt.player) at["budget"] = attempt.budget;
    json drawn = json::array();
    for (Card c : attempt.drawn)
      if (sees(c)) drawn.push_back(def(c).full_name());
    at["drawn"] = drawn;
    json stack = json::array();
    for (Card c : attempt.stack)
      if (sees(c)) stack.push_back(def(c).full_name());
    at["stack"] = stack;
    at["facing"] = attempt.facing == kNone ? "" : def(attempt.facing).full_name();
    const GroupSkills g = rules::group_skills(*this, attempt.group);
    at["group_skills"] = skills_json(g.skills);
    at["group_attributes"] = g.attributes;
  }
  j["attempt"] = at;
  if (res.active) {
    json ex = json::array();
    for (Card c : res.examined)
      if (sees(c)) ex.push_back(def(c).full_name());
    j["resolving"] = {{"card", def(res.card).full_name()}, {"examined", ex}};
  }
  return j;
}

// The position and the log as `viewer` may read it; the server sends the log lines on their own,
// so position() never renders them (core/game.h).
json S2State::observation(int viewer) const {
  json j = position(viewer);
  json lines = json::array();
  for (const auto& e : log) lines.push_back(render(e, viewer));
  j["log"] = lines;
  return j;
}

}  // namespace spaceline::stccg2e
