#pragma once
// The action form the card games use: a kind (the game's enum, 8 bits) and two 16-bit arguments
// (a card, a target, a count), packed kind | a << 8 | b << 24 into Action::bits (core/game.h).
// A game writes `inline Act act_kind(Action a) { return action_kind<Act>(a); }` for its own enum.
#include <cstdint>

#include "core/game.h"

namespace spaceline {

template <class Kind>
inline Action make_action(Kind k, uint32_t a = 0, uint32_t b = 0) {
  return Action{static_cast<uint64_t>(k) | (static_cast<uint64_t>(a & 0xFFFF) << 8) | (static_cast<uint64_t>(b & 0xFFFF) << 24)};
}
template <class Kind>
inline Kind action_kind(Action a) {
  return static_cast<Kind>(a.bits & 0xFF);
}
inline uint16_t act_a(Action a) { return static_cast<uint16_t>((a.bits >> 8) & 0xFFFF); }
inline uint16_t act_b(Action a) { return static_cast<uint16_t>((a.bits >> 24) & 0xFFFF); }

}  // namespace spaceline
