// Runs card text: the ops of an event or a dilemma one by one; an op that needs a decision leaves
// it pending and the runner resumes after the choice (ops/op.h).
#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

namespace {

void finish(S2State& s) {
  const Card c = s.res.card;
  const int p = s.res.player;
  s.res = Resolving{};
  s.pending = Pending::None;
  const auto t = s.def(c).type;
  if (t == CardType::Dilemma) {
    if (s.attempt.active && s.attempt.facing == c) return after_dilemma(s);
    return turn_trigger_done(s, c);  // its start-of-turn text (D-2E-29)
  }
  if (t == CardType::Personnel) return after_played(s, c);  // its "when you play" text is done: step 9 (R2-9)
  if (s.def(c).stays_in_core) {
    s.cards[c].zone = Zone::Core;
    s.seats[p].core.push_back(c);
  } else {
    s.cards[c].zone = Zone::Discard;
    s.seats[p].discard.push_back(c);
  }
  s.logv(Rule::D_2E_24, LogKind::EventResolved, p, c);
  if (s.window.active && s.window.to != c) return response_resolved(s);  // an interrupt played in response (D-2E-27)
  sequence_done(s, c);
}

void after(S2State& s, OpRun r) {
  if (r == OpRun::Nested) return;  // resume_outer goes on from here
  if (r == OpRun::Wait) {
    s.pending = Pending::OpChoice;
    return;
  }
  if (r == OpRun::Stop) return finish(s);
  if (s.res.sub) {
    // `then` of an unless was just entered or has just run.
    const Op& top = s.def(s.res.card).text[s.res.op];
    if (!top.then.empty() && s.res.number != -2) {
      s.res.number = -2;  // marks `then` as running
      return after(s, op_table()[top.then.front().kind].run(s, top.then.front()));
    }
    s.res.sub = false;
    s.res.number = -1;
  }
  ++s.res.op;
  run_text(s);
}

}  // namespace

void start_text(S2State& s, Card card, int player, uint16_t target, uint8_t from_op) {
  s.res = Resolving{};
  s.res.active = true;
  s.res.card = card;
  s.res.player = static_cast<int8_t>(player);
  s.res.target = target;
  s.res.op = from_op;
  run_text(s);
}

void resume_outer(S2State& s) {
  s.res = s.outer.back();
  s.outer.pop_back();
  s.pending = Pending::None;
  s.decider = s.res.player;
  after(s, OpRun::Next);
}

void run_text(S2State& s) {
  if (s.over) return;
  const auto& text = s.def(s.res.card).text;
  if (s.res.op >= text.size()) return finish(s);
  const Op& op = text[s.res.op];
  after(s, op_table()[op.kind].run(s, op));
}

const Op* current_op(const S2State& s) {
  if (!s.res.active) return nullptr;
  const Op& top = s.def(s.res.card).text[s.res.op];
  return s.res.sub && !top.then.empty() ? &top.then.front() : &top;
}

void op_choices(const S2State& s, std::vector<Action>& out) {
  const Op* op = current_op(s);
  op_table()[op->kind].choices(s, *op, out);
}

void op_choose(S2State& s, uint16_t a, uint16_t b) {
  const Op* op = current_op(s);
  s.pending = Pending::None;
  after(s, op_table()[op->kind].choose(s, *op, a, b));
}

}  // namespace spaceline::stccg2e::rules
