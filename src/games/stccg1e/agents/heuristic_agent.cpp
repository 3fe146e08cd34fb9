#include "games/stccg1e/agents/heuristic_agent.h"

#include "games/stccg1e/abilities/ability.h"

#include <algorithm>
#include <stdexcept>

namespace spaceline::stccg1e {

std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomAgent>(seed);
  if (name == "heuristic") return std::make_unique<HeuristicAgent>(seed);
  throw std::invalid_argument("unknown agent '" + name + "' (expected random or heuristic)");
}

bool group_meets_mission(const GameState& s, const std::vector<CardId>& group, int loc, int p) {
  const auto& end = s.mission_end(loc, p);
  if ((end.affiliations.empty() && !s.has_espionage(p, loc)) || s.spaceline[loc].solved) return false;
  bool match = false;
  for (auto c : group) {
    if (s.def(c).non_aligned()) continue;
    auto mode = static_cast<Affiliation>(s.cards[c].aff);
    if (std::find(end.affiliations.begin(), end.affiliations.end(), mode) != end.affiliations.end() || s.may_attempt_as(p, loc, mode))
      match = true;
  }
  if (!match) return false;
  if (!end.requirements) return true;
  std::vector<uint16_t> none;
  ReqContext ctx{&s, &group, &none, -1};
  return evaluate(*end.requirements, ctx).met;
}

namespace {

int personnel_value(const GameState& s, CardId c) {
  const auto& d = s.def(c);
  int v = d.integrity + d.cunning + d.strength;
  for (const auto& e : d.skills) v += 4 * e.halves;
  if (d.personnel) {  // D-SKILL-1/3: the skills of its best mode, and what its modifiers add
    int best = 0;
    for (const auto& m : d.personnel->by_affiliation) {
      int w = m.delta[0] + m.delta[1] + m.delta[2];
      for (const auto& e : m.skills) w += 4 * e.halves;
      best = std::max(best, w);
    }
    v += best;
    for (const auto& m : d.personnel->modifiers) v += m.self && m.if_with.empty() ? m.by : 2 * m.by;
    v += 6 * static_cast<int>(d.personnel->nullifies_dilemmas.size()) + d.personnel->bonus_points;
  }
  return v;
}

std::vector<CardId> usable_personnel(const GameState& s, const std::vector<CardId>& cards) {
  std::vector<CardId> out;
  for (auto c : cards)
    if (s.def(c).type == CardType::Personnel && s.usable(c)) out.push_back(c);
  return out;
}

// How much STRENGTH `ours` would win an Away Team battle at `loc` by, as
// resolve_away_battle counts it: only the opponent's unstopped personnel fight
// (D-BAT-3), and a team without a leader loses whatever its STRENGTH (R-BATTLE-4).
// Zero or less: no win.
int away_battle_margin(const GameState& s, int me, int loc, const std::vector<CardId>& ours, uint8_t their_team = kAnyTeam) {
  if (s.leaders(ours) == 0) return 0;
  return s.strength_total(ours) - s.strength_total(s.away_team(1 - me, loc, true, their_team));
}

// Those of `cards` who would be in our first Away Team at `loc` once beamed down (D-GRP-2), with
// the members it has: a personnel that may not mix with it forms a team of its own.
std::vector<CardId> first_team_with(const GameState& s, int me, int loc, const std::vector<CardId>& cards) {
  auto team = usable_personnel(s, s.away_team(me, loc, false, 0));
  const bool none = s.away_team(me, loc, false, 0).empty();
  for (auto c : usable_personnel(s, cards))
    if (s.can_join_planet(c, me, loc) && (none || s.mixes_with_team(c, static_cast<Affiliation>(s.cards[c].aff), me, loc, 0)))
      team.push_back(c);
  return team;
}

// Would beaming `x` (everyone from a ship to the planet) let us start an Away
// Team battle there that we win? Played out on a copy, so every restriction
// (R-BATTLE-6, R-BATTLE-17 Guramba) is the engine's own.
bool beam_down_to_fight(const GameState& s, int me, const Action& beam, const ActionArgs& x) {
  if (x.kind != Act::BeamAll || x.a == kPlanet || x.b != kPlanet) return false;
  const int loc = x.c;
  if (s.away_team(1 - me, loc, false).empty()) return false;
  auto ours = first_team_with(s, me, loc, s.aboard(x.a));
  if (away_battle_margin(s, me, loc, ours) <= 0) return false;
  GameState after = s;
  after.apply(beam);
  std::vector<Action> legal;
  after.legal_actions(legal);
  for (const auto& a : legal)
    if (decode(a).kind == Act::AttackAwayTeam && decode(a).b == loc) return true;
  return false;
}

// The crew of `ship`, with any Away Team already there, could solve the
// mission at its location, or it could add a hit on an enemy ship or outpost
// there: reasons to decloak, since a cloaked ship may do neither (R-CLOAK-1).
bool wants_decloak(const GameState& s, CardId ship, int me) {
  const int loc = s.cards[ship].loc;
  auto crew = usable_personnel(s, s.aboard(ship));
  if (s.has_space_mission(loc) && group_meets_mission(s, crew, loc, me)) return true;
  if (s.has_planet(loc)) {
    if (group_meets_mission(s, first_team_with(s, me, loc, crew), loc, me)) return true;
  }
  // Crew waiting at our outpost here would walk aboard (R-FAC-2), which needs the ship decloaked.
  for (auto o : s.outposts_at(me, loc))
    if (!usable_personnel(s, s.aboard(o)).empty()) return true;
  const int w = s.battle_weapons(ship);
  if (w == 0) return false;
  const uint32_t force = s.force_mask(s.crew(ship));
  for (CardId t = 0; t < s.cards.size(); ++t) {
    const auto& k = s.cards[t];
    if (k.owner == me || k.zone != Zone::InPlay || k.place != Place::Space || k.loc != loc || s.cloaked(t)) continue;
    if (s.def(t).type != CardType::Ship && s.def(t).type != CardType::Facility) continue;
    uint32_t defending = s.def(t).type == CardType::Ship ? s.force_mask(s.crew(t)) : 0;
    if (!s.battle_restriction(me, loc, force, false, defending).empty()) continue;
    int total = w;
    for (auto mine : s.ships_at(me, loc))
      if (mine != ship && s.may_fire_at(mine, t, me)) total += s.battle_weapons(mine);
    if (total > s.battle_shields(t)) return true;
  }
  return false;
}

// Could the enemy ships at this ship's location, cloaked ones included (they
// may decloak on their turn), damage it if it stayed visible?
bool exposed(const GameState& s, CardId ship, int me) {
  const int loc = s.cards[ship].loc;
  const uint32_t ours = s.force_mask(s.crew(ship));
  int weapons = 0;
  for (auto t : s.ships_at(1 - me, loc)) {
    if (!s.battle_restriction(1 - me, loc, s.force_mask(s.crew(t)), false, ours).empty()) continue;
    weapons += s.battle_weapons(t);
  }
  return weapons > s.battle_shields(ship);
}

// Total battle WEAPONS of `me`'s ships at `loc` that may fire at `target`;
// `weapons(ship)` gives one ship's (memoised by the caller where it pays).
template <class Weapons>
int firing_weapons(const GameState& s, int me, CardId target, int loc, Weapons&& weapons) {
  int w = 0;
  for (auto sh : s.ships_at(me, loc))
    if (s.may_fire_at(sh, target, me)) w += weapons(sh);
  return w;
}

// The Borg Ship (R-BATTLE-19) destroys most ships it fires at: never fly into
// it uncloaked, and attack it only to destroy it (it fires back at every attacker).
void avoid_borg_ship(const GameState& s, int me, std::vector<Action>& legal) {
  uint64_t borg_locs = 0;
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].zone == Zone::InPlay && s.cards[i].place == Place::Space && s.is_borg_ship(i)) borg_locs |= 1ull << s.cards[i].loc;
  if (!borg_locs) return;
  std::vector<Action> kept;
  for (const auto& a : legal) {
    auto x = decode(a);
    if (x.kind == Act::Move && !s.cloaked(x.a) && (borg_locs >> x.b & 1)) continue;
    if (x.kind == Act::AttackShip && s.is_borg_ship(x.a)) {
      const int w = firing_weapons(s, me, x.a, x.b, [&](CardId sh) { return s.battle_weapons(sh); });
      const int sh = s.battle_shields(x.a);
      if (!(w > 2 * sh || (w > sh && s.cards[x.a].has(kDamaged)))) continue;
    }
    kept.push_back(a);
  }
  if (!kept.empty()) legal.swap(kept);
}

}  // namespace

Action HeuristicAgent::choose(const spaceline::State& st) {
  const auto* s = dynamic_cast<const GameState*>(&st);
  std::vector<Action> legal;
  st.legal_actions(legal);
  if (legal.empty()) throw std::logic_error("heuristic agent: no legal actions");
  if (!s) return legal[rng_.below(static_cast<uint32_t>(legal.size()))];
  if (s->phase == Phase::Orders && s->choice.kind == ChoiceKind::None) {
    // D-DIL-8: a ship under Cytherians makes its required move first, into danger or not (R-MOVE-14).
    if (CardId j = s->journey_pending(s->current_player()); j != kNone)
      for (const auto& a : legal)
        if (decode(a).kind == Act::Move && decode(a).a == j) return a;
    avoid_borg_ship(*s, s->current_player(), legal);
  }
  return choose_stccg(*s, legal);
}

Action HeuristicAgent::choose_stccg(const GameState& s, const std::vector<Action>& legal) {
  const int me = s.current_player();
  auto find = [&](auto pred) -> const Action* {
    for (const auto& a : legal)
      if (pred(decode(a))) return &a;
    return nullptr;
  };
  auto best = [&](auto score) -> const Action* {
    const Action* b = nullptr;
    int bs = -1000000;
    for (const auto& a : legal) {
      int v = score(decode(a));
      if (v > bs) {
        bs = v;
        b = &a;
      }
    }
    return bs > -1000000 ? b : nullptr;
  };
  // Like best(), but only among actions scored zero or more.
  auto best_wanted = [&](auto score) -> const Action* {
    const Action* b = nullptr;
    int bs = -1;
    for (const auto& a : legal) {
      int v = score(decode(a));
      if (v > bs) {
        bs = v;
        b = &a;
      }
    }
    return b;
  };

  // Battle: everyone who can fires; always fire back, at the weakest attacker.
  switch (s.choice.kind) {
    case ChoiceKind::BattleJoin:
    case ChoiceKind::RetaliationJoin:
      if (auto a = find([&](ActionArgs x) { return s.choice.options[x.a] != kNone; })) return *a;
      return legal.front();
    case ChoiceKind::RetaliationTarget:
      if (auto a = best([&](ActionArgs x) {
            CardId t = s.choice.options[x.a];
            return t == kNone ? -999 : -s.battle_shields(t);
          }))
        return *a;
      return legal.front();
    case ChoiceKind::Respond: {
      // Hide our own ship from the attack; kill whenever the card allows it (it is legal only when it kills);
      // nullify what the opponent plays or has in play.
      if (auto a = find([&](ActionArgs x) {
            if (x.kind == Act::SaveFromDeath) return true;  // D-EVT-26: a personnel back in hand beats one in the discard pile
            if (x.kind != Act::PlayInterrupt) return false;
            const auto& in = *s.def(x.a).interrupt;
            const bool mine = x.b < s.cards.size() && s.cards[x.b].owner == me;
            switch (in.effect) {
              case InterruptEffect::Ability: {  // worth what its ops say (abilities/op.h)
                const auto& ab = *s.def(x.a).ability;
                const OpValueView v{s, me, OpTarget{encoding(ab.target.kind), x.b}, [&s](CardId c) { return personnel_value(s, c); }};
                return ability_value(v, ab) > 0;
              }
              case InterruptEffect::KillPerMember: return true;
              case InterruptEffect::IntegrityToStrength: return true;  // D-INT-28: legal only while it adds to our side
              case InterruptEffect::HideShip: return mine;
              case InterruptEffect::SaveCrew: return mine;  // D-INT-19: legal only on our own ship with our crew aboard
              case InterruptEffect::Nullify: return x.b < s.cards.size() && !mine;
              case InterruptEffect::ReturnToOutpost: return !mine;  // D-INT-23: call the opponent's ship home
              case InterruptEffect::ReturnCardPlay: return true;    // D-INT-24: undo the opponent's card play
              // The Rogue Borg (D-BORG-6/7, D-BAT-7): join our own, avenge our dead; Hugh against the opponent's Rogue Borg
              // or a Borg Ship (legal only where there is one to stop).
              case InterruptEffect::JoinRogueBorg:
              case InterruptEffect::ReAttack: return true;
              case InterruptEffect::RepelBorg: {
                if (s.is_borg_ship(x.b)) return true;
                for (CardId i = 0; i < s.cards.size(); ++i)
                  if (s.is_rogue_borg(i) && s.cards[i].owner != me && s.spaceline[s.cards[i].loc].mission == x.b) return true;
                return false;
              }
              default: return false;
            }
          }))
        return *a;
      return *find([](ActionArgs x) { return x.kind == Act::Choose; });  // pass
    }
    case ChoiceKind::InterruptVictim:
      if (auto a = best([&](ActionArgs x) { return personnel_value(s, s.choice.options[x.a]); })) return *a;
      return legal.front();
    case ChoiceKind::ArrangeDeck:
      // Thought Maker: cards the opponent cannot play from hand go on top, then leave the rest.
      if (auto a = best_wanted([&](ActionArgs x) {
            const CardId c = s.choice.options[x.a];
            if (c == kNone) return 0;
            return s.def(c).is_seed_type() ? 1 : -1;
          }))
        return *a;
      return legal.back();
    case ChoiceKind::GapShipTo: return legal.front();  // D-MOVE-8: either neighbour
    case ChoiceKind::ArrangeSpaceline:
      // Q (D-MOVE-7): the order the opponent was using is the one to change, so put the
      // locations where they have ships far from each other: send the first-named location
      // their ships are at to the left end, then keep the rest as it is. Q-Nets: the first boundary.
      if (!s.spaceline_arrange.placed && s.spaceline_arrange.order.empty()) {
        const int them = 1 - me;
        if (auto a = best_wanted([&](ActionArgs x) {
              const uint16_t l = s.choice.options[x.a];
              if (l == kNone) return 0;
              return s.ships_at(them, l).empty() ? -1 : static_cast<int>(l) + 1;
            }))
          return *a;
      }
      return legal.back();
    case ChoiceKind::GuessType:  // personnel are the commonest cards in a hand
      return *find([&](ActionArgs x) { return s.choice.options[x.a] == static_cast<uint16_t>(CardType::Personnel); });
    case ChoiceKind::PointHand: return legal.front();
    case ChoiceKind::EndTurnOrder: return legal.front();  // either order: the events first, as before D-TURN-2 asked
    case ChoiceKind::Stakes: return *find([&](ActionArgs x) { return s.choice.options[x.a] == 1; });  // never forfeit
    case ChoiceKind::TakeFromDeck:
      // Betazoid Gift Box: the card it would most like to play.
      if (auto a = best([&](ActionArgs x) {
            const CardId c = s.choice.options[x.a];
            return s.def(c).type == CardType::Personnel ? personnel_value(s, c) : 1;
          }))
        return *a;
      return legal.front();
    case ChoiceKind::SplitTeam:
      // D-DIL-10: one member goes on with the attempt; the rest, phased, wait for the cure.
      return legal.front();
    case ChoiceKind::PickBeamers:
      // D-INT-17/18: an interrupt that beams was played to move people: beam each one offered (the options end with "no more").
      return legal.front();
    case ChoiceKind::AwayRetaliate: {
      // R-BATTLE-9: only a retaliating defender can make a weaker attacker lose.
      auto ours = s.away_team(me, s.battle.loc, true, s.battle.their_team);
      bool helps = s.strength_total(ours) > s.strength_total(s.away_team(1 - me, s.battle.loc, true, s.battle.team));
      return *find([&](ActionArgs x) { return s.choice.options[x.a] == (helps ? 1 : 0); });
    }
    default: break;
  }
  // Pending choices inside a dilemma.
  if (s.choice.kind != ChoiceKind::None) {
    if (s.choice.kind == ChoiceKind::PayCost) return *find([](ActionArgs x) { return x.a == 0; });  // option 0 = pay
    if (s.choice.kind == ChoiceKind::Branch) return legal.front();
    bool opponent_picks = s.choice.chooser != s.attempt.player;
    auto b = best([&](ActionArgs x) {
      int v = personnel_value(s, s.choice.options[x.a]);
      return opponent_picks ? v : -v;  // the opponent takes the best, the owner gives up the least
    });
    return *b;
  }

  switch (s.phase) {
    case Phase::SeedDoorways: {
      // A doorway seeded now is open from the first turn (the AU Door lets the deck's AU cards in).
      auto b = best([&](ActionArgs x) { return x.kind == Act::SeedDoorway ? 1 : 0; });
      return b ? *b : legal.front();
    }
    case Phase::SeedMissions: {
      auto b = best([&](ActionArgs x) {
        if (x.kind != Act::SeedMission) return -1000;
        return static_cast<int>(rng_.below(100));
      });
      return b ? *b : legal.front();
    }
    case Phase::SeedDilemmas: {
      // Dilemmas under the missions the opponent is most likely to attempt.
      std::vector<bool> opp_aff(static_cast<int>(Affiliation::Count)), my_aff(static_cast<int>(Affiliation::Count));
      for (CardId i = 0; i < s.cards.size(); ++i)
        for (auto a : s.def(i).affiliations) (s.cards[i].owner == me ? my_aff : opp_aff)[static_cast<int>(a)] = true;
      auto b = best([&](ActionArgs x) {
        if (x.kind != Act::SeedUnder) return -500;  // passing is the last resort
        int v = 0;
        for (auto a : s.mission_end(x.b, 1 - me).affiliations) v += opp_aff[static_cast<int>(a)] ? 10 : 0;
        for (auto a : s.mission_end(x.b, me).affiliations) v -= my_aff[static_cast<int>(a)] ? 6 : 0;
        v -= 4 * static_cast<int>(s.seeds_under(x.b).size());
        return v * 100 + static_cast<int>(rng_.below(100));
      });
      return b ? *b : legal.front();
    }
    case Phase::SeedOutposts: {
      // Near the middle of our own missions.
      auto b = best([&](ActionArgs x) {
        if (x.kind != Act::SeedOutpost) return -500;
        int v = 0;
        for (int l = 0; l < static_cast<int>(s.spaceline.size()); ++l)
          if (!s.mission_end(l, me).affiliations.empty()) v -= std::abs(l - x.b);
        return v;
      });
      return b ? *b : legal.front();
    }
    case Phase::PlayCard: {
      int ships = 0;
      for (CardId i = 0; i < s.cards.size(); ++i)
        if (s.cards[i].owner == me && s.cards[i].zone == Zone::InPlay && s.def(i).type == CardType::Ship) ++ships;
      int crew = 0;
      for (CardId i = 0; i < s.cards.size(); ++i)
        if (s.cards[i].owner == me && s.cards[i].zone == Zone::InPlay && s.def(i).type == CardType::Personnel) ++crew;
      auto b = best([&](ActionArgs x) {
        if (x.kind == Act::PlayEvent) return event_value(s, x, me);
        if (x.kind != Act::Report) return 0;  // make no (further) card play
        const auto& d = s.def(x.a);
        if (d.type == CardType::Ship) return ships == 0 && crew >= 2 ? 1000 : (crew >= 4 * (ships + 1) ? 500 : 5);
        int v = personnel_value(s, x.a);
        if (d.kind == PersonnelKind::Hologram) v /= 4;
        for (auto ic : d.icons) v += ic == StaffIcon::Command ? 8 : 4;
        if (s.cybernetics_at(x.a, x.b) != kNone) v += 1000;  // R-PLAY-5: free, and the card play is still to make
        return v;
      });
      return b ? *b : legal.front();
    }
    case Phase::Orders: break;
    default: return legal.front();
  }

  // ---- execute orders ----------------------------------------------------
  if (s.turn != last_turn_) {
    last_turn_ = s.turn;
    actions_this_turn_ = 0;
  }
  if (++actions_this_turn_ > 60) return end_turn(s, legal);

  // 0. Decloak a ship that has work to do here (a cloaked ship may not attempt, beam or attack).
  if (auto a = find([&](ActionArgs x) { return x.kind == Act::Decloak && wants_decloak(s, x.a, me); })) return *a;
  // 1. Attempt where the group already meets the requirements.
  if (auto a = find([&](ActionArgs x) {
        if (x.kind != Act::Attempt) return false;
        auto group = usable_personnel(s, x.a == kPlanet ? s.away_team(me, x.b, false, static_cast<uint8_t>(x.c)) : s.aboard(x.a));
        return group_meets_mission(s, group, x.b, me);
      }))
    return *a;
  // Battle WEAPONS of our ships, worked out once per decision: a ship has a dozen
  // Move actions to score (this was a quarter of a heuristic game's time).
  std::vector<int> weapons_memo(s.cards.size(), -1);
  auto weapons = [&](CardId ship) {
    if (weapons_memo[ship] < 0) weapons_memo[ship] = s.battle_weapons(ship);
    return weapons_memo[ship];
  };
  // 2. Battle where it hurts them more than us: a hit with the ships that may fire,
  //    or an Away Team with a leader stronger than theirs (CRD III.4). Attempts
  //    come first: a battle stops our team (R-BATTLE-3).
  if (auto a = find([&](ActionArgs x) {
        if (x.kind == Act::AttackShip) return firing_weapons(s, me, x.a, x.b, weapons) > s.battle_shields(x.a);
        if (x.kind == Act::AttackRogueBorg) {  // D-BORG-5: only when the crew is the stronger
          int crew = 0;
          for (auto c : s.rogue_borg_crew(x.a))
            if (s.usable(c)) crew += s.attribute(c, Attr::Strength);
          return crew > s.rogue_borg_strength(x.a);
        }
        if (x.kind == Act::RogueBorgAttack) {  // D-BORG-9: Rogue Borg beam down onto a weaker Away Team
          std::vector<CardId> rogue;
          for (auto r : s.rogue_borg_aboard(x.a))
            if (!s.cards[r].has(kStopped)) rogue.push_back(r);
          int theirs = 0;
          for (auto c : s.away_team(1 - me, x.b, true)) theirs += s.attribute(c, Attr::Strength);
          return s.rogue_borg_strength(rogue) > theirs;
        }
        return x.kind == Act::AttackAwayTeam &&
               away_battle_margin(s, me, x.b, s.away_team(me, x.b, true, static_cast<uint8_t>(x.a)), static_cast<uint8_t>(x.c)) > 0;
      }))
    return *a;
  // 2b. Beam down onto a weaker opposing Away Team to fight it (step 2 attacks next).
  for (const auto& a : legal)
    if (beam_down_to_fight(s, me, a, decode(a))) return a;
  // 3. Rescue the crew of an Escape Pod (D-INT-20), then crew ships docked at an outpost.
  if (auto a = find([&](ActionArgs x) {
        return (x.kind == Act::BeamAll && x.a != kPlanet && s.is_pod(x.a)) ||
               (x.kind == Act::Beam && s.cards[x.a].place == Place::Aboard && s.is_pod(s.cards[x.a].host));
      }))
    return *a;
  if (auto a = find([&](ActionArgs x) {
        return x.kind == Act::WalkAll && s.def(x.a).type == CardType::Facility &&
               s.def(x.b).type == CardType::Ship;
      }))
    return *a;
  if (auto a = find([&](ActionArgs x) {
        return x.kind == Act::Walk && s.def(s.cards[x.a].host).type == CardType::Facility && s.def(x.b).type == CardType::Ship;
      }))
    return *a;
  // 3. Beam down to a planet mission the ship's crew (with any team there) can solve.
  if (auto a = find([&](ActionArgs x) {
        if (x.kind != Act::BeamAll || x.b != kPlanet || x.a == kPlanet) return false;
        // Only those who can actually join the Away Team count (holograms stay aboard, R-HEA-6; D-GRP-2).
        return group_meets_mission(s, first_team_with(s, me, x.c, s.aboard(x.a)), x.c, me);
      }))
    return *a;
  // 4. Fly a crewed ship to the best mission its crew can solve.
  if (auto a = best_wanted([&](ActionArgs x) {
        if (x.kind != Act::Move) return -1;
        auto crew = usable_personnel(s, s.aboard(x.a));
        if (crew.empty()) return -1;
        int loc = x.b;
        if (s.spaceline[loc].solved) return -1;
        if (!group_meets_mission(s, crew, loc, me)) return -1;
        return s.mission_end(loc, me).points * 10 - s.move_cost(x.a, loc);
      }))
    return *a;
  // 4b. Hunt: fly a ship with a leader to an enemy ship it can hit there (CRD III.4).
  if (auto a = best_wanted([&](ActionArgs x) {
        if (x.kind != Act::Move || weapons(x.a) == 0) return -1;
        auto enemies = s.ships_at(1 - me, x.b);
        if (enemies.empty()) return -1;
        const uint32_t force = s.force_mask(s.crew(x.a));
        int best_margin = -1;
        for (auto t : enemies) {
          if (s.cloaked(t)) continue;  // R-BATTLE-15: nothing to shoot at on arrival
          uint32_t defending = s.force_mask(s.crew(t));
          if (!s.battle_restriction(me, x.b, force, false, defending).empty()) continue;
          const int w = weapons(x.a) + firing_weapons(s, me, t, x.b, weapons);
          best_margin = std::max(best_margin, w - s.battle_shields(t));
        }
        return best_margin > 0 ? best_margin * 10 - s.move_cost(x.a, x.b) : -1;
      }))
    return *a;
  // 5. Bring an Away Team back up from a planet that is solved or out of reach.
  if (auto a = find([&](ActionArgs x) {
        if (x.kind != Act::BeamAll || x.a != kPlanet || x.b == kPlanet || s.def(x.b).type != CardType::Ship) return false;
        auto team = usable_personnel(s, s.away_team(me, x.c, false, 0));
        return !group_meets_mission(s, team, x.c, me);
      }))
    return *a;
  // 6. With a large crew and nothing solvable in reach, clear dilemmas where we are.
  if (auto a = find([&](ActionArgs x) {
        if (x.kind != Act::Attempt || x.a == kPlanet) return false;
        return usable_personnel(s, s.aboard(x.a)).size() >= 5 && !s.seeds_under(x.b).empty();
      }))
    return *a;
  // 7. Nothing better to do: hide ships an enemy here could damage (R-BATTLE-15).
  if (auto a = find([&](ActionArgs x) { return x.kind == Act::Cloak && exposed(s, x.a, me); })) return *a;
  return end_turn(s, legal);
}

// Ends the turn, first paying a Static Warp Bubble discard with the least useful card.
Action HeuristicAgent::end_turn(const GameState& s, const std::vector<Action>& legal) {
  const Action* pick = nullptr;
  int worst = 1 << 30;
  for (const auto& a : legal) {
    auto x = decode(a);
    if (x.kind == Act::EndTurn || x.kind == Act::StopControl) return a;  // D-DIL-13: done with the group
    if (x.kind != Act::ForcedDiscard) continue;
    int v = s.def(x.a).type == CardType::Personnel ? personnel_value(s, x.a) : 10;
    if (v < worst) worst = v, pick = &a;
  }
  return pick ? *pick : legal.front();
}

constexpr int kNever = -100;

// How much an event play is worth now, against reporting (personnel are worth
// their attributes and skills, ~20-60); below zero: never.
int HeuristicAgent::event_value(const GameState& s, const ActionArgs& x, int me) {
  const auto& ev = *s.def(x.a).event;
  const auto target_kind = static_cast<EventTarget>(x.c);
  switch (ev.effect) {
    case EventEffect::Ability: {  // the sum of what its ops are worth (abilities/op.h)
      const OpValueView v{s, me, OpTarget{target_kind, x.b}, [&s](CardId c) { return personnel_value(s, c); }};
      return ability_value(v, *s.def(x.a).ability);
    }
    case EventEffect::ReportAnyNumber: return s.event_active(me, ev.effect) ? kNever : 900;
    case EventEffect::OpponentDiscardsEachTurn: return s.event_active(me, ev.effect) ? kNever : 70;
    case EventEffect::AttemptAs: {
      if (s.spaceline[x.b].solved || s.has_espionage(me, x.b)) return kNever;
      return 70;
    }
    case EventEffect::SpacelineWraps: return s.event_active(me, ev.effect) ? kNever : 40;
    // Spaceline hazards: worth a card play only where they hinder the opponent and not this player.
    case EventEffect::BlocksBeaming:
    case EventEffect::LimitsBeaming:
    case EventEffect::MustStopHere:
    case EventEffect::DamagePassing:
    case EventEffect::BlocksCrossing:
    case EventEffect::NewLocation: {  // Gaps in Normal Space lengthens the way between the two
      int mine = 0, theirs = 0;
      const int lo = x.b,
                hi = target_kind == EventTarget::Boundary || target_kind == EventTarget::BetweenMissions ? x.b + 1 : x.b;
      for (CardId i = 0; i < s.cards.size(); ++i) {
        const auto& c = s.cards[i];
        if (c.zone != Zone::InPlay || c.loc < lo || c.loc > hi || (c.place != Place::Space && c.place != Place::Planet)) continue;
        ++(c.owner == me ? mine : theirs);
      }
      return theirs > 0 && mine == 0 ? 45 : kNever;
    }
    case EventEffect::BeamThrough: {
      if (s.event_active(me, ev.effect)) return kNever;
      for (CardId i = 0; i < s.cards.size(); ++i) {
        const auto& c = s.cards[i];
        if (c.zone != Zone::InPlay || c.place != Place::None || c.loc < 0 || !s.def(i).plays_as_event()) continue;
        const auto e = s.def(i).event->effect;
        if ((e == EventEffect::BlocksBeaming || e == EventEffect::LimitsBeaming) && !s.ships_at(me, c.loc).empty()) return 50;
      }
      return kNever;
    }
    case EventEffect::HologramsMayExist: {
      if (s.holograms_may_exist(x.b)) return kNever;
      for (CardId i = 0; i < s.cards.size(); ++i)
        if (s.cards[i].owner == me && s.cards[i].zone == Zone::InPlay && s.cards[i].loc == x.b &&
            s.def(i).type == CardType::Personnel && s.def(i).kind == PersonnelKind::Hologram)
          return 40;
      return kNever;
    }
    default: return kNever;  // Masaka, Alien Probe, The Traveler: no use to this agent
  }
}

}  // namespace spaceline::stccg1e
