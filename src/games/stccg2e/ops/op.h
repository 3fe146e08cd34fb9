#pragma once
// One operation of the card-text vocabulary (docs/stccg2e/card-format.md "Game text"): how it is
// read from a card file, rendered as text, run, and, while it waits for a decision, which choices
// it offers and what each does. Each op is one file in this folder, listed once in op_table().
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/game.h"
#include "games/stccg2e/cards/cards.h"

namespace spaceline::stccg2e {

class S2State;

enum class OpRun : uint8_t {
  Next,    // done: go on with the next op
  Wait,    // a decision is pending (the op set `decider`); its choices() list it
  Stop,    // the rest of the text does not happen (R2-7: a cost could not be paid)
  Nested,  // another card's text took over (R2-9); the runner goes on with this one when it is done
};

// Which cards may carry an op: equipment's text is continuous (D-2E-31), so its ops are of their
// own kind and the loader keeps the two apart, never loading an op where it would do nothing.
enum class Carrier : uint8_t { Other, Equipment };

struct OpDef {
  const char* word;   // as written in card files
  const char* usage;  // what the argument must be, for errors
  // Reads the argument into `op`; returns "" or the problem.
  std::string (*parse)(Op& op, const YAML::Node& arg);
  std::string (*render)(const Op& op);
  OpRun (*run)(S2State& s, const Op& op);
  // While the op waits: the decider's choices (Act::OpChoice actions) and what one does.
  void (*choices)(const S2State& s, const Op& op, std::vector<Action>& out) = nullptr;
  OpRun (*choose)(S2State& s, const Op& op, uint16_t a, uint16_t b) = nullptr;
  std::string (*label)(const S2State& s, const Op& op, uint16_t a, uint16_t b) = nullptr;
  Carrier carrier = Carrier::Other;
};

const std::vector<OpDef>& op_table();
int find_op(const std::string& word);  // -1: unknown
inline const char* op_word(const Op& op) { return op_table()[op.kind].word; }
// The first op of `d`'s text written `word`, or nullptr: for text that other rules read where the
// card lies (a core card's response, a personnel's trigger) rather than run as steps.
const Op* text_op(const CardDef& d, const char* word);

// The op definitions, one per file.
const OpDef& op_draw();
const OpDef& op_examine_top();
const OpDef& op_attributes_plus();
const OpDef& op_guess_top_cost();
const OpDef& op_pay_from_discard();
const OpDef& op_extra_completed();
const OpDef& op_uncomplete();
const OpDef& op_add_requirement();
const OpDef& op_random_select();
const OpDef& op_unless();
const OpDef& op_stop_all();
const OpDef& op_set_up();
const OpDef& op_placed_when_milled();
const OpDef& op_stands_in_for_headquarters();
const OpDef& op_place_from_discard();
const OpDef& op_when_you_play();
const OpDef& op_response_to_play();
const OpDef& op_beam_aboard_opponents_ships();
const OpDef& op_prevent_event();
const OpDef& op_completed_missions_stand_in();
const OpDef& op_stays_on_mission();
const OpDef& op_start_of_turn_remove_one();
const OpDef& op_when_removed_attributes_plus();
const OpDef& op_present_attributes_plus();

// present_attributes_plus: whether `op` raises `attribute` (0 INTEGRITY, 1 CUNNING, 2 STRENGTH) of
// that personnel (D-2E-31); rules::attribute asks it for each equipment present.
bool present_bonus_applies(const Op& op, int attribute, const CardDef& personnel);

// Shared argument readers.
std::string parse_count(Op& op, const YAML::Node& arg);  // a whole number 1..9
std::string parse_none(Op& op, const YAML::Node& arg);   // `true` or empty

}  // namespace spaceline::stccg2e
