#pragma once
// The one way an op file defines its op (docs/card-format.md, "Adding a card"):
//
//   SPACELINE_OP(Draw){.word = "draw", ...};
//
// defines kDrawOp, which ops.cpp's one list (SPACELINE_OPS) declares and
// registers. It is declared extern first so that the constant is visible to the
// registry: a namespace-scope const is otherwise local to its file.
#include "games/stccg1e/abilities/op.h"

#define SPACELINE_OP(Name)        \
  extern const OpDef k##Name##Op; \
  const OpDef k##Name##Op
