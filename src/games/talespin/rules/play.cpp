// The Play step (S1-4): Passengers and Actions any number of times (S1-5),
// one dogfight (S1-6), Artifacts into any Player's hold (D-TS-8), and ending
// the step, which rolls the die (S1-1, S1-8).
#include <algorithm>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

void artifact_targets(const TsState& s, std::vector<int>& out) {
  for (int q = 0; q < s.num_players(); ++q)
    if (s.hold_used(q) < s.hold_capacity(q)) out.push_back(q);  // D-TS-8: a hold with room
}

void action_targets(const TsState& s, int p, const CardDef& d, std::vector<uint16_t>& out) {
  switch (d.target) {
    case Target::None: out.push_back(kNone); break;
    case Target::AnyPassenger:
      for (const auto& seat : s.seats)
        for (const auto& ps : seat.chain) out.push_back(ps.card);
      break;
    case Target::OwnPassenger:
      for (size_t i = 1; i < s.seats[p].chain.size(); ++i) out.push_back(s.seats[p].chain[i].card);
      break;
    case Target::AnyArtifact:
      for (const auto& seat : s.seats)
        for (Card c : seat.artifacts) out.push_back(c);
      break;
    case Target::Opponent:
      for (int q = 0; q < s.num_players(); ++q)
        if (q != p && !s.seats[q].packed.empty()) out.push_back(static_cast<uint16_t>(q));
      break;
  }
}

std::string play_refusal(const TsState& s, int p, Card c) {
  if (s.pending != Pending::Play || s.active != p) return "cards are played from hand in your own Play step (S1-4)";
  const CardDef& d = s.def(c);
  switch (d.type) {
    case CardType::Passenger: return {};  // S1-5: any number; a fifth makes room itself (S1-7)
    case CardType::Pilot: {
      if (s.dogfights_this_turn > 0) return dogfight_refusal(s, p, c, p == 0 ? 1 : 0);  // S1-6, whoever the target
      std::vector<int> t;
      dogfight_targets(s, p, c, t);
      if (!t.empty()) return {};
      int nearest = -1;
      for (int q = 0; q < s.num_players(); ++q)
        if (q != p && (nearest < 0 || s.distance(p, q) < s.distance(p, nearest))) nearest = q;
      return "no other player within its RANGE " + std::to_string(s.range_of(p, c)) + "; " + dogfight_refusal(s, p, c, nearest);
    }
    case CardType::Action: {
      if (d.dogfight_only) return "a maneuver, played only in a dogfight you fight (D-TS-11)";
      std::vector<uint16_t> t;
      action_targets(s, p, d, t);
      if (!t.empty()) return {};
      switch (d.target) {  // D-TS-20: offered only with a legal target
        case Target::AnyPassenger: return "no Passenger in any chain to play it on (D-TS-20)";
        case Target::OwnPassenger: return "no Passenger in your chain behind the first to play it on (D-TS-20)";
        case Target::AnyArtifact: return "no Artifact in any cargo hold to play it on (D-TS-20)";
        case Target::Opponent: return "no opponent has packed cargo to play it on (D-TS-20)";
        case Target::None: break;
      }
      return "nothing it could be played on (D-TS-20)";
    }
    case CardType::Artifact: {
      std::vector<int> t;
      artifact_targets(s, t);
      return t.empty() ? "every Player's cargo hold is full (D-TS-7, D-TS-8)" : std::string();
    }
    case CardType::Cargo: return "Cargo is never played from hand in the Play step, only as the cargo play after a move (D-TS-6)";
    default: return "not a card played from hand (S1-4)";
  }
}

void legal_play(const TsState& s, std::vector<Action>& out) {
  const int p = s.active;
  out.push_back(make_action(Act::EndPlay));
  std::vector<uint16_t> seen;  // identical cards in hand are one choice
  std::vector<int> targets;
  std::vector<uint16_t> ctargets;
  for (Card c : s.seats[p].hand) {
    const CardDef& d = s.def(c);
    if (std::find(seen.begin(), seen.end(), d.index) != seen.end()) continue;
    seen.push_back(d.index);
    if (!play_refusal(s, p, c).empty()) continue;  // the one check; why_not says its reason
    switch (d.type) {
      case CardType::Passenger: out.push_back(make_action(Act::PlayPassenger, c)); break;
      case CardType::Pilot:  // S1-6, D-TS-9: each target dogfight_refusal allows
        targets.clear();
        dogfight_targets(s, p, c, targets);
        for (int t : targets) out.push_back(make_action(Act::PlayPilot, c, t));
        break;
      case CardType::Action:
        ctargets.clear();
        action_targets(s, p, d, ctargets);
        for (auto t : ctargets) out.push_back(make_action(Act::PlayAction, c, t));
        break;
      case CardType::Artifact:
        targets.clear();
        artifact_targets(s, targets);
        for (int t : targets) out.push_back(make_action(Act::PlayArtifact, c, t));
        break;
      default: break;
    }
  }
  // S1-6, D-TS-9: with the Player's RANGE (dogfight_targets applies both).
  targets.clear();
  dogfight_targets(s, p, kNone, targets);
  for (int t : targets) out.push_back(make_action(Act::DogfightPlayer, 0, t));
}

void apply_play(TsState& s, Action a) {
  const int p = s.active;
  auto& seat = s.seats[p];
  const Card c = act_a(a);
  s.pending = Pending::None;
  switch (act_kind(a)) {
    case Act::EndPlay:
      s.logv(Rule::S1_1, LogKind::EndPlay, p);
      s.step = Step::Roll;
      begin_roll(s);
      break;
    case Act::PlayPassenger: play_passenger(s, p, c); break;
    case Act::PlayPilot: start_dogfight(s, p, c, act_b(a)); break;
    case Act::DogfightPlayer: start_dogfight(s, p, kNone, act_b(a)); break;
    case Act::PlayAction: {
      take_from(seat.hand, c);
      to_discard(s, c);
      ++s.stats.actions_played;
      const uint16_t t = act_b(a);
      s.logv(Rule::S1_5, LogKind::PlayAction, p, s.def(c).target == Target::Opponent ? t : -1,
             c, t == kNone || s.def(c).target == Target::Opponent ? -1 : t);
      s.res = Resolving{Resolving::ActionCard, c, 0, static_cast<int8_t>(p), t, 0};
      break;
    }
    case Act::PlayArtifact: {
      const int t = act_b(a);
      take_from(seat.hand, c);
      s.seats[t].artifacts.push_back(c);
      reveal(s, c);
      ++s.stats.artifacts_played;
      s.logv(Rule::D_TS_8, LogKind::PlayArtifact, p, t, c);
      break;
    }
    default: break;
  }
}

}  // namespace spaceline::talespin::rules
