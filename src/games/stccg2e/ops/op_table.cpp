// The vocabulary, listed once: card files name an op by its word (docs/stccg2e/card-format.md).
#include "games/stccg2e/ops/op.h"

namespace spaceline::stccg2e {

const std::vector<OpDef>& op_table() {
  static const std::vector<OpDef> table = {
      op_draw(),          op_examine_top(),     op_attributes_plus(), op_guess_top_cost(), op_pay_from_discard(),
      op_extra_completed(), op_uncomplete(),    op_add_requirement(), op_random_select(),  op_unless(),
      op_stop_all(),      op_set_up(),          op_placed_when_milled(), op_stands_in_for_headquarters(),
      op_place_from_discard(), op_when_you_play(), op_response_to_play(),
      op_beam_aboard_opponents_ships(), op_prevent_event(), op_completed_missions_stand_in(),
      op_stays_on_mission(), op_start_of_turn_remove_one(), op_when_removed_attributes_plus(),
      op_present_attributes_plus(),
  };
  return table;
}

int find_op(const std::string& word) {
  const auto& t = op_table();
  for (size_t i = 0; i < t.size(); ++i)
    if (word == t[i].word) return static_cast<int>(i);
  return -1;
}

const Op* text_op(const CardDef& d, const char* word) {
  for (const Op& op : d.text)
    if (std::string(op_word(op)) == word) return &op;
  return nullptr;
}

std::string parse_count(Op& op, const YAML::Node& arg) {
  if (!arg.IsScalar()) return "expected a whole number from 1 to 9";
  try {
    op.n = arg.as<int>();
  } catch (...) {
    return "expected a whole number from 1 to 9, got '" + arg.Scalar() + "'";
  }
  if (op.n < 1 || op.n > 9) return "expected a whole number from 1 to 9, got " + std::to_string(op.n);
  return "";
}

std::string parse_none(Op&, const YAML::Node& arg) {
  if (arg.IsNull() || (arg.IsScalar() && arg.Scalar() == "true")) return "";
  return "takes no argument (write `true`)";
}

}  // namespace spaceline::stccg2e
