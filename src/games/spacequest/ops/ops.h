#pragma once
// The vocabulary of game text (docs/spacequest/card-format.md, "Operations"). Each operation is one
// file in this folder defining its OpInfo: the word and numbers the card loader reads, the text the
// renderer prints, what it may aim at, what the agents think of it, and what it does when it
// resolves. ops.cpp lists them; a card's Op stores the index into that list.
#include <cstdint>
#include <string>
#include <vector>

#include "games/spacequest/cards/cards.h"

namespace spaceline::spacequest {

class SqState;
using Card = uint16_t;

// Who resolves an operation, from what, aimed at what (a card instance, or kPlayerTarget + seat).
struct Resolution {
  int controller = 0;
  Card source = 0xFFFF;
  uint16_t target = 0xFFFF;
};

enum class Aim : uint8_t { None, Harm, Help };  // aimed at an opponent's things, or one's own
enum OpUse : uint8_t { kUseSpell = 1, kUseAbility = 2, kUseTrigger = 4, kUseStatic = 8 };

struct OpInfo {
  const char* word;             // "damage"
  int nargs;                    // numbers after the word (a colour symbol when color_arg)
  bool color_arg;
  bool signed_args;             // written "+1 +0"
  std::vector<Target> targets;  // what it may aim at; empty: it takes no target
  uint8_t uses;                 // OpUse bits: where a card may use it
  bool mana;                    // a mana operation: resolves at once, off the stack (D-SQ-9)
  Aim aim;
  std::string (*text)(const Op&, Target);
  void (*resolve)(SqState&, const Op&, const Resolution&);  // nullptr for static operations
};

const std::vector<const OpInfo*>& op_table();
const OpInfo& op_info(const Op& op);
int find_op(const std::string& word);  // index, or -1

// Shared wording: "+1/+0", "target creature".
std::string signed_pt(int p, int t);

}  // namespace spaceline::spacequest
