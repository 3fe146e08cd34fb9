// The legal actions of the deciding player, and applying one (each checked against that list, so
// an action is either legal and done or refused with the state untouched).
#include <algorithm>
#include <stdexcept>

#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

namespace {
std::string pname(int p) { return "P" + std::to_string(p + 1); }

bool sorcery_time(const SqState& s, int p) {
  return p == s.active && (s.step == Step::Main1 || s.step == Step::Main2) && s.stack.empty();
}

void priority_actions(const SqState& s, std::vector<Action>& out) {
  const int p = s.priority;
  out.push_back(make_action(Act::Pass));
  if (may_declare_staffing(s, p)) out.push_back(make_action(Act::DeclareStaffing));
  for (Card c : s.seats[p].hand) {
    const CardDef& d = s.def(c);
    if (d.type == CardType::Land) {
      if (sorcery_time(s, p) && !s.seats[p].land_played) out.push_back(make_action(Act::PlayLand, c));  // D-SQ-5
      continue;
    }
    if (!may_cast(s, p, c)) continue;
    if (d.target == Target::None) out.push_back(make_action(Act::Cast, c, kNone));
    else
      for (uint16_t t : targets_for(s, d.target, p, c)) out.push_back(make_action(Act::Cast, c, t));
  }
  for (Card c : s.seats[p].field) {
    if (!may_activate(s, p, c)) continue;
    const Target t = s.def(c).ability->target;
    if (t == Target::None) out.push_back(make_action(Act::Activate, c, kNone));
    else
      for (uint16_t x : targets_for(s, t, p, c)) out.push_back(make_action(Act::Activate, c, x));
  }
}
}  // namespace

void legal_actions(const SqState& s, std::vector<Action>& out) {
  out.clear();
  if (s.over) return;
  const int p = s.decider;
  switch (s.pending) {
    case Pending::Mulligan:
      out.push_back(make_action(Act::Keep));
      if (!s.seats[p].hand.empty()) out.push_back(make_action(Act::Mulligan));
      break;
    case Pending::Priority: priority_actions(s, out); break;
    case Pending::Staffing:
      for (Card ship : s.seats[p].field)
        if (is_creature_in_play(s, ship) && is_ship(s, ship))
          for (Card c : s.seats[p].field)
            if (may_crew(s, c, ship)) out.push_back(make_action(Act::Crew, c, ship));  // SQ-8
      for (Card c : s.seats[p].field)
        if (is_crew(s, c)) out.push_back(make_action(Act::Uncrew, c));  // SQ-10
      out.push_back(make_action(Act::EndStaffing));
      break;
    case Pending::Attackers:
      for (Card c : s.seats[p].field)
        if (may_attack(s, c)) out.push_back(make_action(Act::Attack, c));
      out.push_back(make_action(Act::DoneAttacking));
      break;
    case Pending::Blockers:
      for (Card b : s.seats[p].field)
        for (Card a : s.seats[1 - p].field)
          if (may_block(s, b, a)) out.push_back(make_action(Act::Block, b, a));
      out.push_back(make_action(Act::DoneBlocking));
      break;
    case Pending::OverMax:
      for (Card c : crew_of(s, s.over_ship)) out.push_back(make_action(Act::Evict, c));  // SQ-6
      break;
    case Pending::Discard:
      for (Card c : s.seats[p].hand) out.push_back(make_action(Act::Discard, c));
      break;
    case Pending::AssignDamage:
      for (uint16_t t : damage_targets(s)) out.push_back(make_action(Act::AssignDamage, t));  // D-SQ-14
      break;
    case Pending::None: break;
  }
}

void apply(SqState& s, Action a) {
  std::vector<Action> legal;
  legal_actions(s, legal);
  if (std::find(legal.begin(), legal.end(), a) == legal.end())
    throw std::invalid_argument("spacequest: action " + s.action_key(a) + " is not legal now");
  const int p = s.decider;
  const Card c = act_a(a), b = act_b(a);
  switch (act_kind(a)) {
    case Act::Pass: pass_priority(s); break;
    case Act::Keep:
    case Act::Mulligan: {
      auto& seat = s.seats[p];
      if (act_kind(a) == Act::Mulligan) {  // D-SQ-3: shuffle the hand back, draw one card fewer
        ++seat.mulligans;
        for (Card h : seat.hand) {
          s.cards[h].zone = Zone::Library;
          seat.library.push_back(h);
        }
        seat.hand.clear();
        s.rng.shuffle(seat.library);
        s.logv(Rule::D_SQ_3, pname(p) + " mulligans to " + std::to_string(std::max(0, kOpeningHand - seat.mulligans)) + " cards.");
        draw(s, p, std::max(0, kOpeningHand - seat.mulligans));
        if (!seat.hand.empty()) break;
      }
      seat.kept = true;
      s.logv(Rule::D_SQ_3, pname(p) + " keeps " + std::to_string(seat.hand.size()) + " cards.");
      if (!s.seats[1 - p].kept) {
        s.decider = static_cast<int8_t>(1 - p);
      } else {
        s.active = s.first;
        begin_turn(s);
      }
      break;
    }
    case Act::PlayLand: {
      auto& hand = s.seats[p].hand;
      hand.erase(std::find(hand.begin(), hand.end(), c));
      enter_play(s, c);
      s.seats[p].land_played = true;
      s.passes = 0;
      s.logv(Rule::D_SQ_5, pname(p) + " plays " + s.name(c) + ".");
      break;
    }
    case Act::Cast:
      cast(s, p, c, b);
      s.passes = 0;
      break;
    case Act::Activate:
      activate(s, p, c, b);
      if (!s.def(c).ability->mana) s.passes = 0;
      break;
    case Act::DeclareStaffing:
      s.seats[p].staffed = true;
      s.pending = Pending::Staffing;
      ++s.stats.staffing_phases;
      s.logv(Rule::SQ_7, pname(p) + " declares a Staffing Phase; nothing else may be done until it ends (SQ-8, D-SQ-28).");
      break;
    case Act::Crew: put_under(s, c, b, Rule::SQ_8); break;
    case Act::Uncrew: take_out(s, c, Rule::SQ_10, "moves out from under " + s.name(s.cards[c].under)); break;
    case Act::EndStaffing:
      s.pending = Pending::Priority;
      s.logv(Rule::SQ_9, pname(p) + " ends the Staffing Phase; there is no other this turn.");
      break;
    case Act::Attack:
      s.cards[c].attacking = true;
      s.cards[c].tapped = true;
      ++s.stats.attacks;
      s.logv(Rule::D_SQ_12, pname(p) + " attacks with " + s.name(c) + " (" + pt_explained(s, c) + ").");
      break;
    case Act::DoneAttacking: {
      bool any = false;
      for (Card x : s.seats[p].field) any |= s.cards[x].attacking;
      if (!any) {
        s.logv(Rule::D_SQ_12, pname(p) + " does not attack.");
        begin_step(s, Step::Main2);
      } else {
        s.pending = Pending::Priority;
        s.priority = s.active;
      }
      break;
    }
    case Act::Block:
      s.cards[c].blocking = b;
      s.cards[c].block_order = ++s.block_counter;
      s.cards[b].blocked = true;
      s.logv(Rule::D_SQ_12, pname(p) + " blocks " + s.name(b) + " with " + s.name(c) + ".");
      break;
    case Act::DoneBlocking:
      s.pending = Pending::Priority;
      s.priority = s.active;
      s.decider = s.active;
      for (const auto& seat : s.seats)
        for (Card x : seat.field) {
          if (stardrive_power(s, x)) s.logv(Rule::SQ_16, s.name(x) + " is blocked by a Ship with Stardrive: -1/+0 this combat (" + pt_explained(s, x) + ").");
          if (s.cards[x].blocking != kNone && is_ship(s, x) && !s.def(x).stardrive && s.def(s.cards[x].blocking).stardrive)
            s.logv(Rule::SQ_17, s.name(x) + " blocks a Ship with Stardrive: +0/-1 this combat unless below toughness 1 (" + pt_explained(s, x) + ").");
        }
      break;
    case Act::Evict:
      take_out(s, c, Rule::SQ_6, "leaves " + s.name(s.over_ship) + " to meet its Maximum Crew");
      if (crew_count(s, s.over_ship) <= s.def(s.over_ship).max_crew) {
        s.over_ship = kNone;
        s.pending = Pending::Priority;
        s.decider = s.priority;
      }
      break;
    case Act::Discard: {
      auto& hand = s.seats[p].hand;
      hand.erase(std::find(hand.begin(), hand.end(), c));
      s.cards[c].zone = Zone::Graveyard;
      s.cards[c].known = 0xFF;
      s.seats[p].graveyard.push_back(c);
      s.logv(Rule::D_SQ_4, pname(p) + " discards " + s.name(c) + ".");
      if (static_cast<int>(hand.size()) <= kMaxHand) finish_cleanup(s);
      break;
    }
    case Act::AssignDamage: assign_damage(s, c); break;
  }
  settle(s);
}

}  // namespace spaceline::spacequest::rules
