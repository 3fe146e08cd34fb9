// `random_select: {count: N, then: stop|kill}` (a dilemma's text): N of the personnel still
// attempting are selected at random and stopped or killed. The selection of several personnel is
// one action (R2-3): any Set Up of the dilemma's owner acts before anything is selected, each copy
// choosing one personnel from the whole group to be included, and the rest are then selected at
// random, all at once, from the others.
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {

std::vector<Card> set_ups(const S2State& s, int p) {
  std::vector<Card> v;
  for (Card c : s.seats[p].core)
    for (const auto& op : s.def(c).text)
      if (std::string(op_table()[op.kind].word) == "set_up") v.push_back(c);
  return v;
}

int wanted(const S2State& s, const Op& op) { return std::min<int>(op.n, static_cast<int>(s.attempt.group.size())); }

bool offer_set_up(const S2State& s, const Op& op) {
  const int builder = s.owner(s.res.card);
  return wanted(s, op) > 1 && static_cast<int>(s.res.chosen.size()) < wanted(s, op) && !set_ups(s, builder).empty();
}

// The selection itself: the chosen personnel and the rest at random, as one action (R2-3).
OpRun select(S2State& s, const Op& op) {
  std::vector<Card> rest;
  for (Card c : s.attempt.group)
    if (std::find(s.res.chosen.begin(), s.res.chosen.end(), c) == s.res.chosen.end()) rest.push_back(c);
  s.rng.shuffle(rest);
  std::vector<Card> picked = s.res.chosen;
  for (Card c : rest)
    if (static_cast<int>(picked.size()) < wanted(s, op)) picked.push_back(c);
  s.res.chosen.clear();
  if (picked.empty()) {
    s.logv(Rule::R2_3, LogKind::NothingToSelect, s.attempt.player, s.res.card);
    return OpRun::Next;
  }
  s.logv(Rule::R2_3, LogKind::RandomSelect, s.attempt.player, s.res.card, static_cast<int>(picked.size()), 0xFF, kNone, picked);
  for (Card c : picked) {
    if (op.word == "kill") rules::kill(s, c);
    else rules::stop(s, c);
  }
  return OpRun::Next;
}

}  // namespace

const OpDef& op_random_select() {
  static const OpDef d{
      "random_select", "{count: N, then: stop|kill}",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsMap() || !arg["count"] || !arg["then"] || arg.size() != 2) return "expected {count: N, then: stop|kill}";
        if (auto e = parse_count(op, arg["count"]); !e.empty()) return "count: " + e;
        op.word = arg["then"].IsScalar() ? arg["then"].Scalar() : "";
        if (op.word != "stop" && op.word != "kill") return "then: expected stop or kill";
        return "";
      },
      [](const Op& op) {
        return "Randomly select " + std::to_string(op.n) + " personnel to be " + (op.word == "kill" ? "killed." : "stopped.");
      },
      [](S2State& s, const Op& op) {
        s.res.chosen.clear();
        if (offer_set_up(s, op)) {
          s.decider = static_cast<int8_t>(s.owner(s.res.card));
          return OpRun::Wait;
        }
        return select(s, op);
      },
      [](const S2State& s, const Op&, std::vector<Action>& out) {
        for (Card su : set_ups(s, s.owner(s.res.card)))
          for (Card c : s.attempt.group)
            if (std::find(s.res.chosen.begin(), s.res.chosen.end(), c) == s.res.chosen.end())
              out.push_back(make_action(Act::OpChoice, su, c));
        out.push_back(make_action(Act::OpChoice, kNone, kNone));
      },
      [](S2State& s, const Op& op, uint16_t a, uint16_t b) {
        if (a == kNone) return select(s, op);
        const int builder = s.owner(s.res.card);
        auto& core = s.seats[builder].core;
        core.erase(std::find(core.begin(), core.end(), a));
        s.cards[a].zone = Zone::Discard;
        s.seats[builder].discard.push_back(a);
        s.res.chosen.push_back(b);
        s.logv(Rule::R2_3, LogKind::SetUpUsed, builder, a, 0, 0xFF, b);
        return offer_set_up(s, op) ? OpRun::Wait : select(s, op);
      },
      [](const S2State& s, const Op&, uint16_t a, uint16_t b) {
        return a == kNone ? std::string("Let the selection be random")
                          : "Destroy " + s.name(a) + " to include " + s.name(b) + " in the selection";
      }};
  return d;
}

}  // namespace spaceline::stccg2e
