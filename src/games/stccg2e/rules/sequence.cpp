// The Playing a Card sequence once a card is placed (R2-9): a card played in another's step 8
// (nested, D-2E-28), response windows a player may decline (D-2E-26) — a personnel's step 9 and
// an opponent's interrupt that prevents an event (D-2E-27) — and the end of each sequence.
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

namespace {

bool in_sequence(const S2State& s, Card k) { return std::find(s.playing.begin(), s.playing.end(), k) != s.playing.end(); }

bool only_responses(const CardDef& d) {
  return !d.text.empty() &&
         std::all_of(d.text.begin(), d.text.end(), [](const Op& o) { return std::string(op_word(o)) == "response_to_play"; });
}

// The responses in `p`'s core to their personnel `c` still to be offered: not played during this
// sequence (R2-9), not yet used or declined in this window.
std::vector<Card> step9_responses(const S2State& s, Card c) {
  std::vector<Card> v;
  const int p = s.owner(c);
  for (Card k : s.seats[p].core) {
    const Op* op = text_op(s.def(k), "response_to_play");
    if (op && op->word == s.def(c).affiliation && !in_sequence(s, k) &&
        std::find(s.window.handled.begin(), s.window.handled.end(), k) == s.window.handled.end())
      v.push_back(k);
  }
  return v;
}

// One copy of an interrupt in `p`'s hand that prevents events (copies are alike).
Card preventer_in_hand(const S2State& s, int p) {
  for (Card k : s.seats[p].hand)
    if (text_op(s.def(k), "prevent_event")) return k;
  return kNone;
}

// Whether `p`'s deck holds an interrupt that prevents events, wherever it is now. The window opens
// on that, not on the hand, so opening it tells the other player nothing they did not know.
bool may_prevent(const S2State& s, int p) {
  for (Card k = 0; k < s.ncards(); ++k)
    if (s.owner(k) == p && text_op(s.def(k), "prevent_event")) return true;
  return false;
}

void open_window(S2State& s, Card to, int player) {
  s.window = Window{};
  s.window.active = true;
  s.window.to = to;
  s.window.player = static_cast<int8_t>(player);
  s.pending = Pending::Respond;
  s.decider = static_cast<int8_t>(player);
}

// The event's window is closed: its text runs, or, prevented, it is discarded unresolved.
void close_event_window(S2State& s) {
  const Card e = s.window.to;
  const bool prevented = s.window.prevented;
  const uint16_t target = s.window.target;
  s.window = Window{};
  s.pending = Pending::None;
  if (!prevented) return start_text(s, e, s.owner(e), target);
  s.cards[e].zone = Zone::Discard;
  s.seats[s.owner(e)].discard.push_back(e);
  sequence_done(s, e);
}

void next_step9_response(S2State& s) {
  const Card c = s.window.to;
  if (!step9_responses(s, c).empty()) return;  // the next one is offered
  s.window = Window{};
  s.pending = Pending::None;
  sequence_done(s, c);
}

}  // namespace

bool play_nested(S2State& s, Card c, Card outer, uint16_t place) {
  const int p = s.owner(c);
  take_from_hand(s, c, true);
  s.playing.push_back(c);
  s.logv(Rule::R2_9, LogKind::NestedPlay, p, c, s.def(c).cost, 0xFF, outer);
  const auto t = s.def(c).type;
  const bool located = t == CardType::Personnel || t == CardType::Ship || t == CardType::Equipment;
  if (!located && only_responses(s.def(c))) {  // nothing to run: it waits in the core (R2-9)
    s.cards[c].zone = Zone::Core;
    s.seats[p].core.push_back(c);
    return false;
  }
  s.outer.push_back(s.res);  // the outer text waits until c's whole sequence is done (D-2E-28)
  s.res = Resolving{};
  s.pending = Pending::None;
  if (!located) {
    event_played(s, c, 0);
  } else {
    place_at(s, c, place);
    if (!s.def(c).text.empty() && t == CardType::Personnel) start_text(s, c, p, 0);
    else after_played(s, c);
  }
  return true;
}

void event_played(S2State& s, Card e, uint16_t target) {
  const int p = s.owner(e);
  s.cards[e].zone = Zone::Core;  // while it is being played and its text resolves
  s.playing.push_back(e);
  if (!may_prevent(s, 1 - p)) return start_text(s, e, p, target);
  open_window(s, e, 1 - p);
  s.window.target = target;
}

void after_played(S2State& s, Card c) {
  if (s.def(c).type != CardType::Personnel || step9_responses(s, c).empty()) return sequence_done(s, c);
  open_window(s, c, s.owner(c));
}

void window_actions(const S2State& s, std::vector<Action>& out) {
  const Card to = s.window.to;
  if (s.def(to).type == CardType::Personnel) {
    const auto left = step9_responses(s, to);
    if (left.empty()) return out.push_back(make_action(Act::Respond, kNone, 0));  // a save that left none: close it
    out.push_back(make_action(Act::Respond, left.front(), 1));
    out.push_back(make_action(Act::Respond, left.front(), 0));
    return;
  }
  if (const Card k = preventer_in_hand(s, s.window.player); k != kNone) out.push_back(make_action(Act::Respond, k, 1));
  out.push_back(make_action(Act::Respond, kNone, 0));
}

void respond(S2State& s, Card k, bool use) {
  const int p = s.window.player;
  const Card to = s.window.to;
  if (s.def(to).type == CardType::Personnel) {
    if (k == kNone) return next_step9_response(s);
    s.window.handled.push_back(k);
    if (use) {
      s.logv(Rule::R2_9, LogKind::Responds, p, k, 0, 0xFF, to);
      draw(s, p, 1);
    } else {
      s.logv(Rule::D_2E_26, LogKind::Declines, p, k, 0, 0xFF, to);
    }
    return next_step9_response(s);
  }
  if (!use) {
    s.logv(Rule::D_2E_26, LogKind::Declines, p, kNone, 0, 0xFF, to);
    return close_event_window(s);
  }
  take_from_hand(s, k, false);  // for no counters: it is not its player's turn (D-2E-27)
  s.cards[k].zone = Zone::Core;  // while its text resolves
  s.window.handled.push_back(k);
  s.pending = Pending::None;
  s.logv(Rule::D_2E_27, LogKind::PlaysResponse, p, k, 0, 0xFF, to);
  start_text(s, k, p, 0);
}

void response_resolved(S2State& s) { close_event_window(s); }

void sequence_done(S2State& s, Card c) {
  // Cards played during an outer card's sequence stay in it until the outermost is done (R2-9).
  if (!s.playing.empty() && s.playing.front() == c) s.playing.clear();
  else s.playing.erase(std::remove(s.playing.begin(), s.playing.end(), c), s.playing.end());
  if (!s.outer.empty()) return resume_outer(s);
  s.decider = s.active;
  advance(s);
}

}  // namespace spaceline::stccg2e::rules
