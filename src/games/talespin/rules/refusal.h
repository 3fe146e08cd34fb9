#pragma once
// Why a play is not legal, as a value: the legality checks (play_refusal, pack_refusal,
// deliver_refusal, dogfight_refusal) run for every candidate action of every decision, so they
// answer with a code and the few numbers its sentence needs, and allocate nothing. The sentence is
// written only when someone asks why (why_not, explain): `text()`. Each code cites one rule
// (`rule_of`), which its sentence names.
#include <cstdint>
#include <string>

#include "games/talespin/state/state.h"

namespace spaceline::talespin::rules {

enum class Why : uint8_t {
  Legal,
  NotYourPlayStep,       // S1-4: cards are played from hand in your own Play step
  ManeuverOutsideFight,  // D-TS-11
  NoPassengerAnywhere,   // D-TS-20: the Action's target kinds, none there
  NoPassengerBehindFirst,
  NoArtifactAnywhere,
  NoOpponentCargo,
  NoTarget,
  EveryHoldFull,         // D-TS-7, D-TS-8: an Artifact needs a hold with room
  CargoFromHand,         // D-TS-6: Cargo only as the cargo play after a move
  NotPlayable,           // S1-4: Players and Locations are not played from hand
  NotCargo,              // D-TS-6: only Cargo is packed
  ShipsFromElsewhere,    // D-TS-6: SHIPPING region is not here
  HoldFull,              // D-TS-7
  ReceivedElsewhere,     // D-TS-6: RECEIVING region is not here
  DogfightSelf,          // D-TS-9
  DogfightFought,        // S1-6: one a turn
  BeyondRange,           // D-TS-9: q beyond the pilot's RANGE
  NoneInRange,           // D-TS-9: a Pilot card with no opponent in its RANGE (the nearest named)
};

struct Refusal {
  Why why = Why::Legal;
  int8_t p = -1;        // who would play
  int8_t q = -1;        // the opponent concerned (dogfights)
  Card card = kNone;    // the card concerned (its name and regions are in the sentence)
  int16_t n = 0, m = 0; // BeyondRange/NoneInRange: distance, RANGE; HoldFull: used, capacity
  bool legal() const { return why == Why::Legal; }
  explicit operator bool() const { return !legal(); }  // true: refused
};

Rule rule_of(Why w);                                  // the rule the refusal cites
std::string text(const TsState& s, const Refusal& r);  // "" when legal; the state the check ran on

}  // namespace spaceline::talespin::rules
