// The Play step (S1-4): Passengers and Actions any number of times (S1-5),
// one dogfight (S1-6), Artifacts into any Player's hold (D-TS-8), and ending
// the step, which rolls the die (S1-1, S1-8).
#include <algorithm>

#include "games/talespin/rules/rules.h"
#include "games/talespin/rules/seen_defs.h"

namespace spaceline::talespin::rules {

namespace {
// Each target of an Action card (D-TS-20), in the order legal_play offers them: f(target) for
// each until f returns false. The play check and the listing share it, so they cannot disagree.
template <class F>
void each_action_target(const TsState& s, int p, const CardDef& d, F f) {
  switch (d.target) {
    case Target::None: f(kNone); return;
    case Target::AnyPassenger:
      for (const auto& seat : s.seats)
        for (const auto& ps : seat.chain)
          if (!f(ps.card)) return;
      return;
    case Target::OwnPassenger:
      for (size_t i = 1; i < s.seats[p].chain.size(); ++i)
        if (!f(s.seats[p].chain[i].card)) return;
      return;
    case Target::AnyArtifact:
      for (const auto& seat : s.seats)
        for (Card c : seat.artifacts)
          if (!f(c)) return;
      return;
    case Target::Opponent:
      for (int q = 0; q < s.num_players(); ++q)
        if (q != p && !s.seats[q].packed.empty())
          if (!f(static_cast<uint16_t>(q))) return;
      return;
  }
}

// Each Player whose cargo hold has room for an Artifact (D-TS-8), likewise.
template <class F>
void each_artifact_target(const TsState& s, F f) {
  for (int q = 0; q < s.num_players(); ++q)
    if (s.hold_used(q) < s.hold_capacity(q))
      if (!f(q)) return;
}
}  // namespace

Refusal play_refusal(const TsState& s, int p, Card c) {
  Refusal no{Why::Legal, static_cast<int8_t>(p), -1, c};
  auto refuse = [&](Why w) { return no.why = w, no; };
  if (s.pending != Pending::Play || s.active != p) return refuse(Why::NotYourPlayStep);
  const CardDef& d = s.def(c);
  switch (d.type) {
    case CardType::Passenger: return no;  // S1-5: any number; a fifth makes room itself (S1-7)
    case CardType::Pilot: {
      if (s.dogfights_this_turn > 0) return dogfight_refusal(s, p, c, p == 0 ? 1 : 0);  // S1-6, whoever the target
      int nearest = -1;
      for (int q = 0; q < s.num_players(); ++q) {
        if (q == p) continue;
        if (dogfight_refusal(s, p, c, q).legal()) return no;  // a target: legal_play offers each
        if (nearest < 0 || s.distance(p, q) < s.distance(p, nearest)) nearest = q;
      }
      // Every opponent is beyond its RANGE (none fought yet this turn): the nearest is named.
      Refusal r = dogfight_refusal(s, p, c, nearest);
      r.why = Why::NoneInRange;
      return r;
    }
    case CardType::Action: {
      if (d.dogfight_only) return refuse(Why::ManeuverOutsideFight);
      bool target = false;
      each_action_target(s, p, d, [&](uint16_t) { return !(target = true); });
      if (target) return no;
      switch (d.target) {  // D-TS-20: offered only with a legal target
        case Target::AnyPassenger: return refuse(Why::NoPassengerAnywhere);
        case Target::OwnPassenger: return refuse(Why::NoPassengerBehindFirst);
        case Target::AnyArtifact: return refuse(Why::NoArtifactAnywhere);
        case Target::Opponent: return refuse(Why::NoOpponentCargo);
        case Target::None: break;
      }
      return refuse(Why::NoTarget);
    }
    case CardType::Artifact: {
      bool room = false;
      each_artifact_target(s, [&](int) { return !(room = true); });
      return room ? no : refuse(Why::EveryHoldFull);
    }
    case CardType::Cargo: return refuse(Why::CargoFromHand);
    default: return refuse(Why::NotPlayable);
  }
}

void legal_play(const TsState& s, std::vector<Action>& out) {
  const int p = s.active;
  out.push_back(make_action(Act::EndPlay));
  SeenDefs seen;  // identical cards in hand are one choice
  for (Card c : s.seats[p].hand) {
    const CardDef& d = s.def(c);
    if (!seen.first(d.index)) continue;
    if (play_refusal(s, p, c)) continue;  // the one check; why_not says its reason
    switch (d.type) {
      case CardType::Passenger: out.push_back(make_action(Act::PlayPassenger, c)); break;
      case CardType::Pilot:  // S1-6, D-TS-9: each target dogfight_refusal allows
        for (int q = 0; q < s.num_players(); ++q)
          if (dogfight_refusal(s, p, c, q).legal()) out.push_back(make_action(Act::PlayPilot, c, q));
        break;
      case CardType::Action:
        each_action_target(s, p, d, [&](uint16_t t) { return out.push_back(make_action(Act::PlayAction, c, t)), true; });
        break;
      case CardType::Artifact:
        each_artifact_target(s, [&](int t) { return out.push_back(make_action(Act::PlayArtifact, c, t)), true; });
        break;
      default: break;
    }
  }
  // S1-6, D-TS-9: with the Player's RANGE.
  for (int q = 0; q < s.num_players(); ++q)
    if (dogfight_refusal(s, p, kNone, q).legal()) out.push_back(make_action(Act::DogfightPlayer, 0, q));
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
