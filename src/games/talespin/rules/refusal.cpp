// The sentences of the refusal codes (refusal.h), written only when someone asks why.
#include "games/talespin/rules/refusal.h"

namespace spaceline::talespin::rules {

namespace {
std::string where(const TsState& s, int p) {
  const CardDef& loc = s.location(s.seats[p].pos);
  return loc.name + " (" + to_string(loc.region) + ")";
}

std::string beyond_range(const TsState& s, const Refusal& r) {
  return "P" + std::to_string(r.q + 1) + " is " + std::to_string(r.n) + " Location" + (r.n == 1 ? "" : "s") + " away, beyond " +
         (r.card == kNone ? "your Player's" : s.name(r.card) + "'s") + " RANGE " + std::to_string(r.m) + " (D-TS-9)";
}
}  // namespace

Rule rule_of(Why w) {
  switch (w) {
    case Why::Legal:
    case Why::NotYourPlayStep:
    case Why::NotPlayable: return Rule::S1_4;
    case Why::ManeuverOutsideFight: return Rule::D_TS_11;
    case Why::NoPassengerAnywhere:
    case Why::NoPassengerBehindFirst:
    case Why::NoArtifactAnywhere:
    case Why::NoOpponentCargo:
    case Why::NoTarget: return Rule::D_TS_20;
    case Why::EveryHoldFull: return Rule::D_TS_8;
    case Why::CargoFromHand:
    case Why::NotCargo:
    case Why::ShipsFromElsewhere:
    case Why::ReceivedElsewhere: return Rule::D_TS_6;
    case Why::HoldFull: return Rule::D_TS_7;
    case Why::DogfightSelf:
    case Why::BeyondRange:
    case Why::NoneInRange: return Rule::D_TS_9;
    case Why::DogfightFought: return Rule::S1_6;
  }
  return Rule::S1_4;
}

std::string text(const TsState& s, const Refusal& r) {
  switch (r.why) {
    case Why::Legal: return {};
    case Why::NotYourPlayStep: return "cards are played from hand in your own Play step (S1-4)";
    case Why::ManeuverOutsideFight: return "a maneuver, played only in a dogfight you fight (D-TS-11)";
    case Why::NoPassengerAnywhere: return "no Passenger in any chain to play it on (D-TS-20)";
    case Why::NoPassengerBehindFirst: return "no Passenger in your chain behind the first to play it on (D-TS-20)";
    case Why::NoArtifactAnywhere: return "no Artifact in any cargo hold to play it on (D-TS-20)";
    case Why::NoOpponentCargo: return "no opponent has packed cargo to play it on (D-TS-20)";
    case Why::NoTarget: return "nothing it could be played on (D-TS-20)";
    case Why::EveryHoldFull: return "every Player's cargo hold is full (D-TS-7, D-TS-8)";
    case Why::CargoFromHand:
      return "Cargo is never played from hand in the Play step, only as the cargo play after a move (D-TS-6)";
    case Why::NotPlayable: return "not a card played from hand (S1-4)";
    case Why::NotCargo: return "only a Cargo card is packed (D-TS-6)";
    case Why::ShipsFromElsewhere:
      return std::string("it ships from ") + to_string(s.def(r.card).ships_from) + ", and you are at " + where(s, r.p) + " (D-TS-6)";
    case Why::HoldFull:
      return "your cargo hold is full: " + std::to_string(r.n) + " of " + std::to_string(r.m) + " (D-TS-7)";
    case Why::ReceivedElsewhere:
      return std::string("it is received in ") + to_string(s.def(r.card).receives_in) + ", and you are at " + where(s, r.p) +
             " (D-TS-6)";
    case Why::DogfightSelf: return "a dogfight is fought against another player (D-TS-9)";
    case Why::DogfightFought: return "one dogfight a turn, and this turn's has been fought (S1-6)";
    case Why::BeyondRange: return beyond_range(s, r);
    case Why::NoneInRange: return "no other player within its RANGE " + std::to_string(r.m) + "; " + beyond_range(s, r);
  }
  return {};
}

}  // namespace spaceline::talespin::rules
