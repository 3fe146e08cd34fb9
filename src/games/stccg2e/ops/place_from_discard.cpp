// `place_from_discard: headquarters-mission` or `place_from_discard: where-playable`: choose a
// personnel in your discard pile and place it where it could be played. "headquarters-mission"
// asks for a real headquarters mission where it could be played: a card that stands in for a
// headquarters does not count (R2-8, the seed's Common Ground). "where-playable" takes any place it
// could be played, a stand-in included (Worn-Out Welcome). A personnel with no such place is not
// offered; with none to place, the text does nothing.
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e {

namespace {

bool strict(const Op& op) { return op.word == "headquarters-mission"; }

void offers(const S2State& s, const Op& op, std::vector<Action>& out) {
  for (Card c : s.seats[s.res.player].discard)
    if (s.def(c).type == CardType::Personnel)
      for (uint16_t place : rules::play_places(s, c, strict(op))) out.push_back(make_action(Act::OpChoice, c, place));
}

}  // namespace

const OpDef& op_place_from_discard() {
  static const OpDef d{
      "place_from_discard", "headquarters-mission or where-playable",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsScalar() || (arg.Scalar() != "headquarters-mission" && arg.Scalar() != "where-playable"))
          return "expected headquarters-mission or where-playable";
        op.word = arg.Scalar();
        return "";
      },
      [](const Op& op) {
        return strict(op) ? std::string("Place a personnel from your discard pile at a headquarters mission where that personnel could be played.")
                          : std::string("Place a personnel from your discard pile where that personnel could be played.");
      },
      [](S2State& s, const Op& op) {
        std::vector<Action> v;
        offers(s, op, v);
        if (v.empty()) return OpRun::Next;
        s.decider = s.res.player;
        return OpRun::Wait;
      },
      offers,
      [](S2State& s, const Op&, uint16_t a, uint16_t b) {
        auto& pile = s.seats[s.res.player].discard;
        pile.erase(std::find(pile.begin(), pile.end(), a));
        rules::place_at(s, a, b);
        // `other`: the card standing in for a headquarters, a ship or a mission; none at a real one.
        const Card stand_in = b & kAboardShip                              ? static_cast<Card>(b & ~kAboardShip)
                              : s.def(s.line[b].card).is_headquarters() ? kNone
                                                                         : s.line[b].card;
        s.logv(Rule::R2_8, LogKind::PlacedAtHq, s.res.player, a, 0, 0xFF, stand_in);
        return OpRun::Next;
      },
      [](const S2State& s, const Op&, uint16_t a, uint16_t b) { return "Place " + s.name(a) + " " + rules::place_name(s, b); }};
  return d;
}

}  // namespace spaceline::stccg2e
