// "muster": every non-Ship creature its controller controls goes under the target Ship, whatever
// its Maximum Crew and summoning sickness: the crew checks then return the sick ones (SQ-12) and
// make the controller choose who leaves an overfull Ship (SQ-6).
#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

extern const OpInfo kMusterOp = {
    "muster", 0, false, false, {Target::OwnShip}, kUseSpell | kUseAbility, false, Aim::Help,
    [](const Op&, Target) { return std::string("put every non-Ship creature you control under target Ship you control"); },
    [](SqState& s, const Op&, const Resolution& r) {
      const auto field = s.seats[r.controller].field;
      for (Card c : field)
        if (c != r.target && rules::is_creature_in_play(s, c) && !rules::is_ship(s, c) && s.cards[c].under != r.target)
          rules::put_under(s, c, r.target, Rule::SQ_3);
    }};

}  // namespace spaceline::spacequest
