// `when_removed_attributes_plus: {icon: ICON, n: N}` (a personnel's text): when this personnel is
// removed from the game, each personnel with that icon its player commands then is attributes +N
// until the end of the turn: a one-time broadcast (R2-4), so one played later does not get it (the
// seed's Karyn Archer and Gannet Brooks). rules::remove_from_game fires it; as a step of its
// card's text it does nothing.
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const OpDef& op_when_removed_attributes_plus() {
  static const OpDef d{
      "when_removed_attributes_plus", "{icon: ICON, n: N}",
      [](Op& op, const YAML::Node& arg) -> std::string {
        if (!arg.IsMap() || !arg["icon"] || !arg["n"] || arg.size() != 2) return "expected {icon: ICON, n: N}";
        if (!arg["icon"].IsScalar() || arg["icon"].Scalar().empty()) return "icon must be an icon's name";
        op.word = arg["icon"].Scalar();
        if (auto e = parse_count(op, arg["n"]); !e.empty()) return "n: " + e;
        return "";
      },
      [](const Op& op) {
        return "When this personnel is removed from the game, each of your [" + op.word + "] personnel is attributes +" +
               std::to_string(op.n) + " until the end of this turn.";
      },
      [](S2State&, const Op&) { return OpRun::Next; }};
  return d;
}

}  // namespace spaceline::stccg2e
