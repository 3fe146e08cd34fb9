// `pay_from_discard: N`, a cost: remove N personnel in your discard pile from the game. When there
// are fewer than N, the cost cannot be paid and the rest of the text does not happen (R2-7).
// `pay_from_discard: {count: N, chosen_by: opponent}`: your opponent chooses them (Ancient Grudge).
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {
std::vector<Card> personnel_in_discard(const S2State& s, int p) {
  std::vector<Card> v;
  for (Card c : s.seats[p].discard)
    if (s.def(c).type == CardType::Personnel) v.push_back(c);
  return v;
}
bool opponent_chooses(const Op& op) { return op.word == "opponent"; }

std::string parse(Op& op, const YAML::Node& arg) {
  if (!arg.IsMap()) return parse_count(op, arg);
  for (const auto& f : arg) {
    const std::string k = f.first.as<std::string>();
    if (k == "count") {
      if (auto e = parse_count(op, f.second); !e.empty()) return "count: " + e;
    } else if (k == "chosen_by") {
      if (!f.second.IsScalar() || (f.second.Scalar() != "you" && f.second.Scalar() != "opponent"))
        return "chosen_by must be you or opponent";
      op.word = f.second.Scalar() == "opponent" ? "opponent" : "";
    } else {
      return "unknown key '" + k + "' (count, chosen_by)";
    }
  }
  if (op.n == 0) return "count is missing";
  return "";
}

}  // namespace

const OpDef& op_pay_from_discard() {
  static const OpDef d{
      "pay_from_discard", "a whole number of personnel, or {count: N, chosen_by: opponent}", parse,
      [](const Op& op) {
        return "Cost: " + std::string(opponent_chooses(op) ? "your opponent chooses " : "remove ") + std::to_string(op.n) +
               " personnel in your discard pile" + (opponent_chooses(op) ? " to remove" : "") + " from the game.";
      },
      [](S2State& s, const Op& op) {
        if (static_cast<int>(personnel_in_discard(s, s.res.player).size()) < op.n) {
          s.logv(Rule::R2_7, LogKind::CostUnpaid, s.res.player, s.res.card, op.n);
          return OpRun::Stop;
        }
        s.res.chosen.clear();
        s.decider = static_cast<int8_t>(opponent_chooses(op) ? 1 - s.res.player : s.res.player);
        return OpRun::Wait;
      },
      [](const S2State& s, const Op&, std::vector<Action>& out) {
        for (Card c : personnel_in_discard(s, s.res.player)) out.push_back(make_action(Act::OpChoice, c, 0));
      },
      [](S2State& s, const Op& op, uint16_t a, uint16_t) {
        auto& pile = s.seats[s.res.player].discard;
        pile.erase(std::find(pile.begin(), pile.end(), a));
        s.seats[s.res.player].removed.push_back(a);
        s.cards[a].zone = Zone::Removed;
        s.res.chosen.push_back(a);
        s.logv(Rule::R2_7, LogKind::RemovedFromGame, s.res.player, a);  // paying the cost
        return static_cast<int>(s.res.chosen.size()) < op.n ? OpRun::Wait : OpRun::Next;
      },
      [](const S2State& s, const Op&, uint16_t a, uint16_t) { return "Remove " + s.name(a) + " from the game"; }};
  return d;
}

}  // namespace spaceline::stccg2e
