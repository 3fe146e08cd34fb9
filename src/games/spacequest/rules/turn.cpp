// The flow of a game: mulligans (D-SQ-3), the steps of a turn (D-SQ-4), priority passing and the
// stack (D-SQ-8), state-based effects (D-SQ-15) with the crew checks (SQ-6, SQ-12), triggered
// abilities going on the stack (D-SQ-10), and the end of the game (D-SQ-15, D-SQ-19).
#include <algorithm>

#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

namespace {
std::string pname(int p) { return "P" + std::to_string(p + 1); }
}  // namespace

void finish_cleanup(SqState& s) {
  for (auto& i : s.cards) i.damage = 0, i.pump_p = 0, i.pump_t = 0;  // D-SQ-16
  end_combat(s);
  if (s.turn >= s.setup->turn_limit()) {
    const int a = s.seats[0].life, b = s.seats[1].life;
    end_game(s, a == b ? -1 : (a > b ? 0 : 1), 3, Rule::D_SQ_19,
             "Turn limit " + std::to_string(s.setup->turn_limit()) + " reached: " +
                 (a == b ? std::string("equal life, a draw.") : pname(a > b ? 0 : 1) + " has more life and wins."));
    return;
  }
  ++s.turn;
  s.active = static_cast<int8_t>(1 - s.active);
  begin_turn(s);
}

static void end_step(SqState& s) {
  empty_pools(s);  // D-SQ-6
  if (s.over) return;
  switch (s.step) {
    case Step::Upkeep: begin_step(s, Step::Draw); break;
    case Step::Draw: begin_step(s, Step::Main1); break;
    case Step::Main1: begin_step(s, Step::Attackers); break;
    case Step::Attackers: begin_step(s, Step::Blockers); break;
    case Step::Blockers: begin_step(s, Step::FirstStrike); break;
    case Step::FirstStrike: begin_step(s, Step::Damage); break;
    case Step::Damage:
      end_combat(s);
      begin_step(s, Step::Main2);
      break;
    case Step::Main2: begin_step(s, Step::End); break;
    case Step::End: begin_step(s, Step::Cleanup); break;
    default: break;
  }
}

static bool only_pass(const SqState& s) {
  std::vector<Action> v;
  legal_actions(s, v);
  return v.size() == 1 && act_kind(v[0]) == Act::Pass;
}

void begin_turn(SqState& s) {
  auto& seat = s.seats[s.active];
  seat.land_played = false;
  seat.staffed = false;  // SQ-9: one Staffing Phase per turn
  s.logv(Rule::D_SQ_4, "Turn " + std::to_string(s.turn) + ": " + pname(s.active) + "'s turn.");
  for (Card c : seat.field) {
    s.cards[c].tapped = false;  // untap step
    s.cards[c].sick = false;    // controlled since the start of this turn (D-SQ-11)
  }
  begin_step(s, Step::Upkeep);
}

void start_game(SqState& s) {
  for (int p = 0; p < kPlayers; ++p) {
    s.rng.shuffle(s.seats[p].library);
    draw(s, p, kOpeningHand);
  }
  s.step = Step::Mulligan;
  s.pending = Pending::Mulligan;
  s.decider = s.first;
}

void begin_step(SqState& s, Step step) {
  s.step = step;
  s.passes = 0;
  s.priority = s.active;
  s.decider = s.active;
  s.pending = Pending::Priority;
  const int def = 1 - s.active;
  switch (step) {
    case Step::Upkeep:
      for (Card c : s.seats[s.active].field)
        if (!s.def(c).upkeep.empty()) s.waiting.push_back({StackKind::UpkeepTrigger, c, s.active, kNone});
      break;
    case Step::Draw:
      if (s.turn == 1 && s.active == s.first) s.logv(Rule::D_SQ_1, pname(s.active) + " plays first and skips the first draw.");
      else draw(s, s.active, 1);
      break;
    case Step::Attackers: {
      bool any = false;
      for (Card c : s.seats[s.active].field) any |= may_attack(s, c);
      if (!any) {
        begin_step(s, Step::Main2);
        return;
      }
      s.pending = Pending::Attackers;
      break;
    }
    case Step::Blockers: {
      bool any = false;
      for (Card b : s.seats[def].field)
        for (Card a : s.seats[s.active].field) any |= may_block(s, b, a);
      if (any) {
        s.pending = Pending::Blockers;
        s.decider = static_cast<int8_t>(def);
      }
      break;
    }
    case Step::FirstStrike:
      if (!any_first_strike(s)) {
        begin_step(s, Step::Damage);
        return;
      }
      combat_damage(s, true);
      break;
    case Step::Damage: combat_damage(s, false); break;
    case Step::Cleanup:
      if (static_cast<int>(s.seats[s.active].hand.size()) > kMaxHand) {
        s.pending = Pending::Discard;
        s.logv(Rule::D_SQ_4, pname(s.active) + " has " + std::to_string(s.seats[s.active].hand.size()) + " cards and discards down to seven.");
      } else {
        finish_cleanup(s);
      }
      break;
    default: break;
  }
}

void pass_priority(SqState& s) {
  ++s.passes;
  if (s.passes < kPlayers) {
    s.priority = static_cast<int8_t>(1 - s.priority);
    s.decider = s.priority;
    return;
  }
  s.passes = 0;
  if (!s.stack.empty()) resolve_top(s);  // D-SQ-8: both passed in succession
  else end_step(s);
}

void end_game(SqState& s, int winner, uint8_t reason, Rule why, const std::string& text) {
  s.over = true;
  s.winner = static_cast<int8_t>(winner);
  s.end_reason = reason;
  s.step = Step::Over;
  s.pending = Pending::None;
  s.decider = -1;
  s.logv(why, text);
}

bool state_based(SqState& s) {
  bool lost[kPlayers] = {};
  for (int p = 0; p < kPlayers; ++p) lost[p] = s.seats[p].life <= 0 || s.seats[p].drew_from_empty;
  if (lost[0] || lost[1]) {
    const int winner = lost[0] && lost[1] ? -1 : (lost[0] ? 1 : 0);
    const int loser = lost[0] ? 0 : 1;
    const bool library = s.seats[loser].drew_from_empty && s.seats[loser].life > 0;
    end_game(s, winner, library ? 2 : 1, Rule::D_SQ_15,
             winner < 0 ? std::string("Both players lose at once: a draw.")
                        : pname(loser) + (library ? " drew from an empty library" : " has no life left") + ": " + pname(winner) + " wins.");
    return true;
  }
  bool changed = crew_checks(s);
  std::vector<std::pair<Card, bool>> dying;  // (card, no toughness)
  for (const auto& seat : s.seats)
    for (Card c : seat.field) {
      if (!is_creature_in_play(s, c)) continue;
      const int t = toughness(s, c);
      if (t <= 0) dying.push_back({c, true});
      else if (s.cards[c].damage >= t) dying.push_back({c, false});
    }
  for (auto [c, zero] : dying)
    leave_play(s, c, Zone::Graveyard, Rule::D_SQ_15, zero ? "has 0 toughness and goes to the graveyard" : "has lethal damage and is destroyed");
  return changed || !dying.empty();
}

void settle(SqState& s) {
  for (int guard = 0; guard < 100000; ++guard) {
    if (s.over) return;
    if (state_based(s)) continue;
    if (s.pending != Pending::Priority) return;
    if (!s.waiting.empty()) {
      for (const auto& w : s.waiting) {
        s.stack.push_back(w);
        s.logv(Rule::D_SQ_10, s.name(w.source) + "'s triggered ability goes on the stack.");
      }
      s.waiting.clear();
      s.passes = 0;
      s.priority = s.active;
      continue;
    }
    s.decider = s.priority;
    if (only_pass(s)) {  // D-SQ-20
      pass_priority(s);
      continue;
    }
    return;
  }
}

}  // namespace spaceline::spacequest::rules
