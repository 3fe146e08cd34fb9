// Readable labels and stable keys of actions, and the rendered game log
// (each entry names the rule that caused it; hidden cards are named only to
// the players allowed to see them, D-TS-21).
#include <sstream>
#include <stdexcept>

#include "games/talespin/state/state.h"

namespace spaceline::talespin {

namespace {
std::string seat(int p) { return std::string(1, 'P').append(std::to_string(p + 1)); }
}  // namespace

std::string TsState::action_key(Action a) const {
  const std::string c = std::to_string(act_a(a)), t = std::to_string(act_b(a));
  switch (act_kind(a)) {
    case Act::EndPlay: return "end";
    case Act::PlayPassenger: return "passenger:" + c;
    case Act::PlayPilot: return "pilot:" + c + ":" + t;
    case Act::DogfightPlayer: return "dogfight:" + t;
    case Act::PlayAction: return act_b(a) == kNone ? "action:" + c : "action:" + c + ":" + t;
    case Act::PlayArtifact: return "artifact:" + c + ":" + t;
    case Act::ChainDiscard: return "chain-discard:" + c;
    case Act::DefendPlayer: return "defend:player";
    case Act::DefendPilot: return "defend:" + c;
    case Act::Maneuver: return "maneuver:" + c;
    case Act::ManeuverPass: return "maneuver:pass";
    case Act::Direction: return act_a(a) == 0 ? "move:cw" : "move:ccw";
    case Act::Pack: return "pack:" + c;
    case Act::Deliver: return "deliver:" + c;
    case Act::CargoPass: return "cargo:pass";
    case Act::DiscardCard: return "discard:" + c;
  }
  return "?";
}

Action TsState::parse_key(const std::string& key) const {
  std::vector<std::string> parts;
  std::stringstream ss(key);
  std::string part;
  while (std::getline(ss, part, ':')) parts.push_back(part);
  auto num = [&](size_t i) -> uint32_t {
    if (i >= parts.size()) throw std::invalid_argument("action key '" + key + "': missing a number");
    try {
      size_t used = 0;
      const unsigned long v = std::stoul(parts[i], &used);
      if (used != parts[i].size() || v > 0xFFFF) throw std::invalid_argument("");
      return static_cast<uint32_t>(v);
    } catch (...) {
      throw std::invalid_argument("action key '" + key + "': '" + parts[i] + "' is not a number");
    }
  };
  if (parts.empty()) throw std::invalid_argument("empty action key");
  const std::string& k = parts[0];
  if (key == "end") return make_action(Act::EndPlay);
  if (key == "defend:player") return make_action(Act::DefendPlayer);
  if (key == "maneuver:pass") return make_action(Act::ManeuverPass);
  if (key == "move:cw") return make_action(Act::Direction, 0);
  if (key == "move:ccw") return make_action(Act::Direction, 1);
  if (key == "cargo:pass") return make_action(Act::CargoPass);
  if (k == "passenger") return make_action(Act::PlayPassenger, num(1));
  if (k == "pilot") return make_action(Act::PlayPilot, num(1), num(2));
  if (k == "dogfight") return make_action(Act::DogfightPlayer, 0, num(1));
  if (k == "action") return make_action(Act::PlayAction, num(1), parts.size() > 2 ? num(2) : kNone);
  if (k == "artifact") return make_action(Act::PlayArtifact, num(1), num(2));
  if (k == "chain-discard") return make_action(Act::ChainDiscard, num(1));
  if (k == "defend") return make_action(Act::DefendPilot, num(1));
  if (k == "maneuver") return make_action(Act::Maneuver, num(1));
  if (k == "pack") return make_action(Act::Pack, num(1));
  if (k == "deliver") return make_action(Act::Deliver, num(1));
  if (k == "discard") return make_action(Act::DiscardCard, num(1));
  throw std::invalid_argument("unknown action key '" + key + "'");
}

std::string TsState::action_label(Action a) const {
  const Card c = act_a(a);
  const uint16_t t = act_b(a);
  auto cn = [&](Card x) { return x < setup->inst_def.size() ? name(x) : std::string("?"); };
  switch (act_kind(a)) {
    case Act::EndPlay: return "End the Play step and roll the die (S1-1)";
    case Act::PlayPassenger: return "Play Passenger " + cn(c) + " to your chain (S1-4)";
    case Act::PlayPilot:
      return "Play Pilot " + cn(c) + " (PILOT " + std::to_string(pilot_of(active, c)) + ") to dogfight " + seat(t) + " (S1-4)";
    case Act::DogfightPlayer:
      return "Dogfight " + seat(t) + " with your Player (PILOT " + std::to_string(pilot_of(active, kNone)) + ", D-TS-9)";
    case Act::PlayAction: {
      std::string s = "Play " + cn(c);
      const CardDef& d = def(c);
      if (d.target == Target::Opponent) s += " on " + seat(t);
      else if (t != kNone) s += " on " + cn(t) + " (" + seat(owner(t)) + ")";
      return s + " (S1-5)";
    }
    case Act::PlayArtifact: return "Play Artifact " + cn(c) + " into " + seat(t) + "'s cargo hold (D-TS-8)";
    case Act::ChainDiscard: return "Discard Passenger " + cn(c) + " (S1-7)";
    case Act::DefendPlayer:
      return "Defend with your Player (PILOT " + std::to_string(pilot_of(fight.defender, kNone)) + ", D-TS-10)";
    case Act::DefendPilot:
      return "Defend with Pilot " + cn(c) + " (PILOT " + std::to_string(pilot_of(fight.defender, c)) + ", D-TS-10)";
    case Act::Maneuver: return "Play maneuver " + cn(c) + " (D-TS-11)";
    case Act::ManeuverPass: return "Pass (no more maneuvers, D-TS-11)";
    case Act::Direction: {
      const int n = static_cast<int>(ring.size());
      const int from = decider >= 0 ? seats[decider].pos : 0;
      const int to = ((from + (c == 0 ? res.move_x : -res.move_x)) % n + n) % n;
      return std::string(c == 0 ? "Move clockwise" : "Move counter-clockwise") + " to " + location(to).name + " (" +
             to_string(location(to).region) + ", D-TS-4)";
    }
    case Act::Pack: return "Pack " + cn(c) + " into your hold (D-TS-6)";
    case Act::Deliver: return "Deliver " + cn(c) + " (D-TS-6)";
    case Act::CargoPass: return "Play no cargo here (D-TS-6)";
    case Act::DiscardCard: return "Discard " + cn(c) + " (S1-12)";
  }
  return "?";
}

std::string TsState::render(const LogEntry& e, int viewer) const {
  // -1: everything (explain, tests); any other negative viewer is a spectator (kSpectator): public only.
  const bool sees = viewer == -1 || e.sees == 0xFF || (viewer >= 0 && viewer < 8 && ((e.sees >> viewer) & 1));
  const std::string P = e.p >= 0 ? seat(e.p) : "", Q = e.q >= 0 ? seat(e.q) : "";
  const std::string C = e.card != kNone ? (sees ? name(e.card) : "a card") : "";
  const std::string n = std::to_string(e.n);
  std::string s;
  switch (e.kind) {
    case LogKind::Setup: s = "A game of " + n + " players begins."; break;
    case LogKind::RingShuffled: {
      s = "The Location ring is shuffled:";
      for (size_t i = 0; i < ring.size(); ++i) s += (i ? ", " : " ") + setup->lib->at(ring[i]).name;
      s += ".";
      break;
    }
    case LogKind::FirstPlayer: s = "A die roll picks " + P + " to take the first turn."; break;
    case LogKind::OpeningHand: s = P + " draws " + C + " for the opening hand."; break;
    case LogKind::TurnStart: s = "Turn " + n + ": " + P + "'s turn begins."; break;
    case LogKind::Draw: s = P + " draws " + C + "."; break;
    case LogKind::DrawCapped: s = P + " holds 10 cards and may not draw (" + n + " not drawn)."; break;
    case LogKind::DeckEmpty: s = P + "'s deck and discard pile are empty: nothing to draw."; break;
    case LogKind::Reshuffle: s = P + " shuffles the discard pile into a new deck of " + n + " cards."; break;
    case LogKind::PlayPassenger: s = P + " puts Passenger " + C + " in the chain (position " + n + ")."; break;
    case LogKind::ChainFullDiscard: s = P + " discards Passenger " + C + " to make room (five in the chain)."; break;
    case LogKind::PlayAction:
      s = P + " plays " + C;
      if (e.q >= 0) s += " on " + Q;
      else if (e.n >= 0) s += " on " + name(static_cast<Card>(e.n));
      s += ".";
      break;
    case LogKind::PlayArtifact: s = P + " plays Artifact " + C + " into " + Q + "'s cargo hold."; break;
    case LogKind::DogfightStart:
      s = P + (e.card != kNone ? " plays Pilot " + C + " and" : " uses the Player's RANGE and") + " starts a dogfight with " + Q +
          " (distance " + n + ").";
      break;
    case LogKind::Defend: s = P + " defends with " + (e.card != kNone ? "Pilot " + C : "the Player") + " (PILOT " + n + ")."; break;
    case LogKind::ManeuverPlayed: s = P + " plays maneuver " + C + " (+" + n + ")."; break;
    case LogKind::ManeuverPass: s = P + " passes."; break;
    case LogKind::DogfightResult:
      s = P + " wins the dogfight against " + Q + " (" + std::to_string(e.n / 100) + " to " + std::to_string(e.n % 100) + ").";
      break;
    case LogKind::BonusDraw: s = P + " draws up to " + n + " bonus cards."; break;
    case LogKind::CargoTaken: s = P + " takes " + (sees ? C : "a packed cargo") + " from " + Q + "'s hold."; break;
    case LogKind::CargoNotTaken: s = P + "'s hold is full: no cargo is taken from " + Q + "."; break;
    case LogKind::Roll: s = P + " rolls a " + n + "."; break;
    case LogKind::ResolveEntry: s = C + " resolves its " + n + "."; break;
    case LogKind::NoEffect: s = C + ": nothing happens on a " + n + "."; break;
    case LogKind::Move: {
      const int to = e.n / 16, x = e.n % 16;
      s = P + " moves " + std::to_string(x) + (e.q ? " clockwise" : " counter-clockwise") + " to " +
          setup->lib->at(ring[to]).name + ".";
      break;
    }
    case LogKind::MoveFloored: s = P + "'s move would be " + n + ": X can not be 0, so it is 1."; break;
    case LogKind::Arrive: s = setup->lib->at(ring[e.n]).name + "'s arrival effect for " + P + "."; break;
    case LogKind::Pack: s = P + " packs " + (sees ? C : "a cargo") + " face down."; break;
    case LogKind::Deliver: s = P + " delivers " + C + " (" + n + " played cargo)."; break;
    case LogKind::CargoNone: s = P + " has no cargo to play here."; break;
    case LogKind::CargoPass: s = P + " plays no cargo."; break;
    case LogKind::PassengerDiscarded: s = P + "'s Passenger " + C + " is discarded."; break;
    case LogKind::PassengerMarked: s = P + "'s Passenger " + C + " will be discarded when the chain reaches it."; break;
    case LogKind::MarkCarried:
      s = P + "'s Passenger " + C + " has already resolved this roll: it is discarded when the chain next reaches it.";
      break;
    case LogKind::ToLast: s = C + " moves to the last position."; break;
    case LogKind::ToFirst: s = C + " moves to the first position."; break;
    case LogKind::Promote: s = C + " moves to the first position."; break;
    case LogKind::LoseDelivered: s = P + " loses delivered cargo " + C + " (" + n + " left)."; break;
    case LogKind::Steal: s = P + " takes " + C + " from " + Q + "'s hand."; break;
    case LogKind::StealNone: s = P + " finds no card to take."; break;
    case LogKind::Jettison: s = P + " jettisons " + C + " from " + Q + "'s hold."; break;
    case LogKind::Inspect: s = Q + "'s packed " + C + " is discarded."; break;
    case LogKind::InspectNone: s = Q + " has no packed cargo."; break;
    case LogKind::DiscardDown: s = P + " discards " + C + " (" + n + " in hand)."; break;
    case LogKind::EndPlay: s = P + " ends the Play step."; break;
    case LogKind::Win: s = P + " has " + n + " played cargo at the end of the turn and wins!"; break;
    case LogKind::TurnLimit: s = "Turn limit reached after turn " + n + ": " + P + " has the most played cargo and wins."; break;
    case LogKind::DeckShuffled: s = P + " shuffles the draw deck (" + n + " cards)."; break;
    case LogKind::Draw_Game: s = "Turn limit reached after turn " + n + ": the game is a draw."; break;
  }
  return std::string("[") + rule_id(e.rule) + "] " + s;
}

}  // namespace spaceline::talespin
