#pragma once
// Positions for the rule tests: an empty table (scenario/position.h) and actions named by label.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "games/spacequest/rules/rules.h"
#include "games/spacequest/scenario/position.h"
#include "games/spacequest/state/state.h"

namespace spaceline::spacequest::testing {

// P(active+1)'s first main phase with priority, twenty basic lands in each library.
inline std::unique_ptr<SqState> table(int active = 0) {
  auto s = empty_position(CardLibrary::bundled(), 7, active);
  for (int p = 0; p < kPlayers; ++p)
    for (int k = 0; k < 20; ++k) put_in_library(*s, p, "Sunlit Plain");
  return s;
}

inline std::string labels(const SqState& s) {
  std::string out;
  for (Action a : s.legal_actions()) out += "\n  " + s.action_label(a);
  return out;
}

inline bool legal(const SqState& s, const std::string& label) {
  for (Action a : s.legal_actions())
    if (s.action_label(a) == label) return true;
  return false;
}

// Applies the legal action labelled `label`; fails the test (listing the legal ones) if there is none.
inline void act(SqState& s, const std::string& label) {
  for (Action a : s.legal_actions())
    if (s.action_label(a) == label) {
      s.apply(a);
      return;
    }
  ADD_FAILURE() << "no legal action '" << label << "' for P" << s.decider + 1 << "; legal:" << labels(s);
  throw std::runtime_error("missing action");
}

// Passes priority until the stack is empty or someone must decide something else; a player with
// nothing else to do has passed already (D-SQ-20).
inline void resolve_stack(SqState& s) {
  for (int guard = 0; guard < 100 && !s.stack.empty() && s.pending == Pending::Priority; ++guard) s.apply(make_action(Act::Pass));
}

inline std::string pt(const SqState& s, Card c) {
  return std::to_string(rules::power(s, c)) + "/" + std::to_string(rules::toughness(s, c));
}

inline void lands(SqState& s, int p, const std::string& name, int n) {
  for (int i = 0; i < n; ++i) put_in_play(s, p, name);
}

}  // namespace spaceline::spacequest::testing
