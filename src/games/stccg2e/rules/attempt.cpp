// Mission attempts (D-2E-12): the opponent draws dilemmas and builds the stack within the
// personnel count and cost (D-2E-14, D-2E-20); dilemmas are faced one at a time and overcome
// beneath the mission (D-2E-15); then the mission is completed and scored, or the group stopped
// (D-2E-16). Completed-mission counts are kept apart from score (R2-6, turn.cpp).
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

namespace {

void end_attempt(S2State& s) {
  s.attempt = Attempt{};
  s.pending = Pending::None;
  s.decider = s.active;
  advance(s);
}

void complete_or_fail(S2State& s) {
  const int p = s.attempt.player;
  const uint16_t slot = s.attempt.slot;
  if (!s.attempt.group.empty() && meets_any(requirements_of(s, slot), group_skills(s, s.attempt.group))) {
    s.line[slot].completed_by = static_cast<int8_t>(p);
    ++s.stats.completed;
    s.logv(Rule::D_2E_16, LogKind::Completed, p, s.line[slot].card, s.def(s.line[slot].card).points);
    end_attempt(s);
    score(s, p, s.def(s.line[slot].card).points);
    return;
  }
  s.logv(Rule::D_2E_16, LogKind::AttemptFailed, p, s.line[slot].card);
  const auto group = s.attempt.group;
  for (Card c : group) stop(s, c);
  end_attempt(s);
}

void overcome(S2State& s, Card d) {
  s.cards[d].zone = Zone::Beneath;
  s.cards[d].slot = s.attempt.slot;
  s.line[s.attempt.slot].beneath.push_back(d);
  s.reveal(d);
}

void face_next(S2State& s) {
  if (s.attempt.group.empty()) {
    // Every attempting personnel is stopped or killed: the attempt ends and the dilemmas not yet
    // faced are overcome (D-2E-15).
    for (Card d : s.attempt.stack) overcome(s, d);
    s.logv(Rule::D_2E_15, LogKind::AttemptFailed, s.attempt.player, s.line[s.attempt.slot].card, static_cast<int>(s.attempt.stack.size()));
    s.attempt.stack.clear();
    return end_attempt(s);
  }
  if (s.attempt.stack.empty()) return complete_or_fail(s);
  const Card d = s.attempt.stack.front();
  s.attempt.stack.erase(s.attempt.stack.begin());
  s.attempt.facing = d;
  s.reveal(d);
  ++s.stats.dilemmas_faced;
  s.logv(Rule::D_2E_15, LogKind::Reveal, s.attempt.player, d);
  start_text(s, d, s.owner(d), s.attempt.slot);
}

}  // namespace

int attribute(const S2State& s, Card c, int which) {
  int v = s.def(c).attributes[which] + s.cards[c].bonus;
  const CardState& at = s.cards[c];
  if (at.zone != Zone::Table) return v;
  // Equipment present with it: its owner's, at the same mission, on the same ship or surface (D-2E-31).
  for (Card e = 0; e < s.ncards(); ++e) {
    const CardState& es = s.cards[e];
    if (es.zone != Zone::Table || es.slot != at.slot || es.aboard != at.aboard || s.owner(e) != s.owner(c) ||
        s.def(e).type != CardType::Equipment)
      continue;
    for (const Op& op : s.def(e).text)
      if (present_bonus_applies(op, which, s.def(c))) v += op.n;
  }
  return v;
}

GroupSkills group_skills(const S2State& s, const std::vector<Card>& group) {
  GroupSkills g;
  for (Card c : group) {
    for (const auto& skill : s.def(c).skills) {  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto it = std::find_if(g.skills.begin(), g.skills.end(), [&](const auto& e) { return e.first == skill.first; });
      if (it == g.skills.end()) g.skills.emplace_back(skill.first, skill.second);
      else it->second += skill.second;
    }
    for (int a = 0; a < 3; ++a) g.attributes[a] += attribute(s, c, a);
  }
  return g;
}

std::vector<Requirement> requirements_of(const S2State& s, uint16_t slot) {
  auto alts = s.def(s.line[slot].card).requirements;
  for (auto& r : alts)
    for (const auto& skill : s.line[slot].added) r.skills.emplace_back(skill, 1);
  return alts;
}

std::vector<Card> attempt_group(const S2State& s, int p, uint16_t slot, Card ship) {
  std::vector<Card> v;
  for (Card c = 0; c < s.ncards(); ++c) {
    const auto& cs = s.cards[c];
    if (cs.zone == Zone::Table && s.owner(c) == p && cs.slot == slot && cs.aboard == ship && !cs.stopped &&
        s.def(c).type == CardType::Personnel)
      v.push_back(c);
  }
  return v;
}

bool may_attempt(const S2State& s, int p, uint16_t slot, Card ship) {
  const auto& m = s.def(s.line[slot].card);
  if (m.is_headquarters() || s.line[slot].completed_by >= 0) return false;
  for (Card c : attempt_group(s, p, slot, ship))
    for (const auto& a : m.attempt)
      if (a == "any" || (a == "any-except-borg" && s.def(c).affiliation != "borg") || a == s.def(c).affiliation) return true;
  return false;
}

void start_attempt(S2State& s, int p, uint16_t slot, Card ship) {
  Attempt& at = s.attempt;
  at = Attempt{};
  at.active = true;
  at.player = static_cast<int8_t>(p);
  at.slot = slot;
  at.ship = ship;
  at.group = attempt_group(s, p, slot, ship);
  at.budget = static_cast<int>(at.group.size());
  ++s.stats.attempts;
  s.logv(Rule::D_2E_12, LogKind::AttemptStart, p, s.line[slot].card, static_cast<int>(at.group.size()), 0xFF, kNone, at.group);
  const int builder = 1 - p;
  auto& pile = s.seats[builder].dilemmas;
  const int n = std::max(0, static_cast<int>(at.group.size()) - static_cast<int>(s.line[slot].beneath.size()));
  for (int i = 0; i < n && !pile.empty(); ++i) {
    const Card d = pile.back();
    pile.pop_back();
    s.cards[d].zone = Zone::Drawn;
    s.known[d] |= static_cast<uint8_t>(1u << builder);
    at.drawn.push_back(d);
  }
  s.logv(Rule::D_2E_14, LogKind::StackDrawn, builder, kNone, static_cast<int>(at.drawn.size()));
  at.building = true;
  s.pending = Pending::BuildStack;
  s.decider = static_cast<int8_t>(builder);
}

void stack_actions(const S2State& s, std::vector<Action>& out) {
  const Where w = s.line[s.attempt.slot].where;
  for (Card d : s.attempt.drawn) {
    const auto& def = s.def(d);
    if (def.cost <= s.attempt.budget && (def.where == Where::Dual || def.where == w)) out.push_back(make_action(Act::ChooseDilemma, d));
  }
  out.push_back(make_action(Act::StackDone));
}

void choose_dilemma(S2State& s, Card d) {
  auto& drawn = s.attempt.drawn;
  drawn.erase(std::find(drawn.begin(), drawn.end(), d));
  s.attempt.stack.push_back(d);
  s.attempt.budget -= s.def(d).cost;
  s.cards[d].zone = Zone::Stack;
  s.logv(Rule::D_2E_14, LogKind::StackPlaced, s.decider, d, 0, static_cast<uint8_t>(1u << s.decider));
}

void stack_done(S2State& s) {
  const int builder = 1 - s.attempt.player;
  auto& pile = s.seats[builder].dilemmas;
  for (Card d : s.attempt.drawn) {  // the rest go beneath the dilemma pile (D-2E-14)
    pile.insert(pile.begin(), d);
    s.cards[d].zone = Zone::DilemmaPile;
  }
  s.attempt.drawn.clear();
  s.attempt.building = false;
  s.pending = Pending::None;
  s.logv(Rule::D_2E_14, LogKind::StackDone, builder, kNone, static_cast<int>(s.attempt.stack.size()));
  face_next(s);
}

void after_dilemma(S2State& s) {
  const Card d = s.attempt.facing;
  if (text_op(s.def(d), "stays_on_mission")) {  // on the mission, not beneath it, until its text is done (D-2E-29)
    s.cards[d].zone = Zone::OnMission;
    s.cards[d].slot = s.attempt.slot;
    s.logv(Rule::D_2E_29, LogKind::PlacedOnMission, s.attempt.player, d, 0, 0xFF, s.line[s.attempt.slot].card);
    s.attempt.facing = kNone;
    return face_next(s);
  }
  overcome(s, s.attempt.facing);
  s.logv(Rule::D_2E_15, LogKind::Overcome, s.attempt.player, s.attempt.facing);
  s.attempt.facing = kNone;
  face_next(s);
}

void stop(S2State& s, Card c) {
  s.cards[c].stopped = true;
  auto& g = s.attempt.group;
  g.erase(std::remove(g.begin(), g.end(), c), g.end());
  s.logv(Rule::D_2E_17, LogKind::Stopped, s.owner(c), c);
}

void leave_play(S2State& s, Card c, Zone to) {
  s.cards[c] = CardState{};
  s.cards[c].zone = to;
  auto& seat = s.seats[s.owner(c)];
  (to == Zone::Removed ? seat.removed : seat.discard).push_back(c);
  auto& g = s.attempt.group;
  g.erase(std::remove(g.begin(), g.end(), c), g.end());
}

void kill(S2State& s, Card c) {
  leave_play(s, c, Zone::Discard);
  ++s.stats.personnel_killed;
  s.logv(Rule::D_2E_25, LogKind::Killed, s.owner(c), c);
}

}  // namespace spaceline::stccg2e::rules
