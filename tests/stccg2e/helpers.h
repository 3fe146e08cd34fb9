#pragma once
// Test helpers for Second Edition: a game from the bundled decks, and moving card instances
// straight into the places a test needs (the position a rule is about).
#include <memory>
#include <string>

#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e::test {

// P1 plays the Federation deck, P2 the Klingon deck; P1 is active in its play segment.
std::unique_ptr<S2State> game(uint64_t seed = 1);
// The same with two bundled decks of the test's choosing (P1 plays `first`).
std::unique_ptr<S2State> game_of(const std::string& first, const std::string& second, uint64_t seed = 1);
void to_core(S2State& s, Card c);
// An instance owned by `p` of the card called `name` that is not in play yet (throws if none).
Card card(const S2State& s, int p, const std::string& name);
// Takes `c` out of whatever pile holds it.
void lift(S2State& s, Card c);
void to_hand(S2State& s, Card c);
void to_table(S2State& s, Card c, uint16_t slot, Card aboard = kNone);
void to_deck_top(S2State& s, Card c);
uint16_t slot_of(const S2State& s, const std::string& mission);
Action find_action(const S2State& s, Act kind, int a = -1, int b = -1);  // throws if not legal
bool logged(const S2State& s, LogKind k);

}  // namespace spaceline::stccg2e::test
