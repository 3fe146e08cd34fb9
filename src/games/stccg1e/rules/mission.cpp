// Mission attempts and dilemma resolution (CRD III.2, III.3; R-MSN, R-DIL).
// The attempt is one action (R-MSN-5) that may pause for player decisions
// (opponent's choice of victim, branch choice, paying a cost); every pause is
// an explicit pending choice, so agents, tests and replays drive it alike.
#include <algorithm>
#include <numeric>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
enum ChoosingFor : uint8_t { kNothing = 0, kTargets = 1, kVictim = 2, kBranch = 3, kCost = 4, kSplit = 5 };
enum EffectsList : uint8_t { kMain = 0, kSpaceList = 1, kPlanetList = 2, kBranchBase = 3 };

// R-SEED-9/10: is the seed card `c`, met now, a misseed? Decided from the facts when it is met,
// whatever put it there (seeding, a scenario position): a card flagged (a bluff, or a later copy
// marked when its owner's earlier copy was met) or that is no seed card at all; a space dilemma
// under a planet mission or the reverse; a second copy of a card its owner has earlier in the
// same stack; a second artifact of one player under one mission (R-DECK-10, D-SEED-5).
bool is_misseed(const GameState& s, CardId c) {
  const Card& k = s.cards[c];
  const CardDef& d = s.def(c);
  if (k.has(kMisseed) || (d.type != CardType::Dilemma && d.type != CardType::Artifact)) return true;
  const MissionKind mk = s.mission_kind(k.loc);
  if (d.type == CardType::Dilemma && ((d.mission == MissionKind::Space && mk == MissionKind::Planet) ||
                                      (d.mission == MissionKind::Planet && mk == MissionKind::Space)))
    return true;
  for (auto o : s.seeds_under(k.loc)) {
    const Card& e = s.cards[o];
    if (o == c || e.owner != k.owner || e.order >= k.order) continue;
    if (e.def == k.def || (d.type == CardType::Artifact && s.def(o).type == CardType::Artifact)) return true;
  }
  return false;
}
}  // namespace

std::vector<CardId> GameState::attempt_group() const {
  std::vector<CardId> g;
  if (!attempt.active) return g;
  auto consider = [&](CardId c) {
    if (def(c).type == CardType::Personnel && usable(c)) g.push_back(c);
  };
  if (attempt.source == kPlanet || attempt.source == kNone) {
    for (auto c : on_planet(attempt.player, attempt.loc))
      if (cards[c].team == attempt.team) consider(c);  // the attempting Away Team only (D-GRP-1)
  } else {
    for (auto c : aboard(attempt.source)) consider(c);
  }
  return g;
}

std::vector<CardId> GameState::group_equipment() const {
  std::vector<CardId> e;
  if (!attempt.active) return e;
  auto consider = [&](CardId c) {
    if (def(c).works_as_equipment()) e.push_back(c);
  };
  if (attempt.source == kPlanet) {
    for (auto c : on_planet(attempt.player, attempt.loc)) consider(c);
  } else {
    for (auto c : aboard(attempt.source)) consider(c);
  }
  return e;
}

// R-REQ-3 (CRD IV.2B Samaritan Snare, IV.5B Rebel Encounter): "discard an equipment card" takes an
// equipment card, never an artifact used as equipment.
std::vector<CardId> GameState::discardable_equipment(std::vector<CardId> equipment) const {
  equipment.erase(std::remove_if(equipment.begin(), equipment.end(), [&](CardId e) { return def(e).type == CardType::Artifact; }),
                  equipment.end());
  return equipment;
}

int GameState::group_shields() const {
  // R-DIL-9: an outpost's SHIELDS stand in for a ship's (Crystalline Entity).
  if (!attempt.active || attempt.source == kPlanet) return -1;
  return ship_shields(attempt.source);
}

void GameState::begin_attempt(CardId source, int loc, uint8_t team) {
  attempt = AttemptState{};
  attempt.active = true;
  attempt.player = active;
  attempt.loc = static_cast<int8_t>(loc);
  attempt.source = source;
  attempt.team = source == kPlanet ? team : 0;
  log_event(source == kPlanet ? Rule::AttemptWho : (def(source).type == CardType::Facility ? Rule::OutpostAttempt : Rule::AttemptOneShip),
            Ev::AttemptBegin, active, source == kPlanet ? kNone : source, kNone, loc);
  if (event_count_ && has_espionage(active, loc)) {
    // D-EVT-1: say when the icon match comes only from Espionage.
    const auto& icons = mission_end(loc, active).affiliations;
    bool own_match = false;
    for (auto c : attempt_group())
      own_match |= !unaligned(c) && std::find(icons.begin(), icons.end(), static_cast<Affiliation>(cards[c].aff)) != icons.end();
    if (!own_match) log_event(Rule::EspionageTarget, Ev::AttemptByEspionage, active, kNone, kNone, loc);
  }
  advance_attempt();
}

void GameState::advance_attempt() {
  while (attempt.active && phase != Phase::GameOver && choice.kind == ChoiceKind::None) {
    auto group = attempt_group();
    if (group.empty() || attempt.group_stopped) {
      // R-MSN-5: the attempt ends when the whole group is stopped or gone.
      finish_attempt(false);
      return;
    }
    if (CardId by = mission_blocked_by(attempt.loc); by != kNone) {
      // R-MSN-12, D-DIL-7: no attempt goes on where a Radioactive Garbage Scow is.
      log_event(Rule::GarbageScow, Ev::MissionBlocked, attempt.player, by, kNone, attempt.loc);
      finish_attempt(false);
      return;
    }
    // R-TIME-10: interrupts may be played after the attempt is announced and between seed cards.
    if (!attempt.window_done) {
      attempt.window_done = true;
      if (open_window(attempt.last_order < 0 ? Moment::AttemptAnnounced : Moment::SeedCardResolved, attempt.player, kNone,
                      attempt.loc))
        return;
      continue;  // the window may have changed the group: look again
    }
    attempt.window_done = false;
    CardId next = kNone;
    for (auto s : seeds_under(attempt.loc)) {
      if (cards[s].order <= attempt.last_order && attempt.last_order >= 0) continue;
      if (def(s).type == CardType::Artifact && !is_misseed(*this, s)) continue;  // earned on solving (R-REQ-8)
      next = s;
      break;
    }
    if (next == kNone) {
      finish_attempt(true);
      return;
    }
    attempt.last_order = static_cast<int16_t>(cards[next].order);
    resolve_dilemma_start(next);
  }
}

void GameState::resolve_dilemma_start(CardId d) {
  auto& card = cards[d];
  card.flags |= kRevealed;
  const auto& dd = def(d);
  attempt.dilemma = d;
  attempt.failed = false;
  attempt.effect_index = 0;
  attempt.targets.clear();
  attempt.choosing_for = kNothing;
  log_event(Rule::DilemmaEncounter, Ev::DilemmaRevealed, attempt.player, d, kNone, attempt.loc);

  // R-SEED-9: a later copy of this card by the same owner under this mission is a misseed. Mark it
  // now, while both are in the stack, so that it is known after this one has left; it is
  // discovered only when met (R-SEED-10).
  for (auto o : seeds_under(attempt.loc))
    if (cards[o].owner == card.owner && cards[o].def == card.def && cards[o].order > card.order) cards[o].flags |= kMisseed;
  // R-DIL-2 step 2 / R-SEED-10: a discovered misseed goes out of play at once, never scored.
  if (is_misseed(*this, d)) {
    card.flags |= kMisseed;
    if (card.owner == attempt.player) players[attempt.player].misseed_locs |= 1u << attempt.loc;  // R-SEED-11
    move_to(d, Zone::OutOfPlay, card.owner);
    log_event(Rule::MisseedDiscovered, Ev::MisseedFound, attempt.player, d);
    attempt.dilemma = kNone;
    return;
  }
  if (!dd.dilemma) {
    // Never treated as blank: the log says plainly that its text is missing.
    log_event(Rule::NotImplemented, Ev::DilemmaDiscarded, attempt.player, d);
    discard_card(d);
    attempt.dilemma = kNone;
    return;
  }
  // R-TIME-10: once a dilemma is face up, only cards that say they act on it may answer (Q2).
  if (open_window(Moment::SeedCardRevealed, attempt.player, d, attempt.loc)) return;
  resolve_revealed_dilemma(d);
}

void GameState::resolve_revealed_dilemma(CardId d) {
  const auto& dd = def(d);
  const auto& b = *dd.dilemma;
  // Interphase Generator: equipment present that nullifies it (R-NULL-1: no effect, discarded).
  if (CardId by = dilemma_nullifier_present(d); by != kNone) {
    log_event(Rule::NullifyDilemma, Ev::DilemmaNullified, attempt.player, d, by);
    discard_card(d);
    attempt.dilemma = kNone;
    return;
  }
  if (b.borg_ship) {
    borg_ship_arrives(d);  // R-BATTLE-19: it stays on the spaceline as a ship of its own
    attempt.dilemma = kNone;
    return;
  }
  if (b.placed_on_mission) {
    place_on_mission(d);  // D-DIL-7: the attempt then ends at the next step, nobody stopped
    attempt.dilemma = kNone;
    return;
  }
  bool from_outpost = attempt.source != kPlanet && def(attempt.source).type == CardType::Facility;
  if (b.ship_trigger && from_outpost && !b.acts_at_outposts) {
    log_event(Rule::DilemmaFromOutpost, Ev::NullifiedAtOutpost, attempt.player, d);
    discard_card(d);
    attempt.dilemma = kNone;
    return;
  }
  auto group = attempt_group();
  if (b.trigger) {
    bool present = false;
    for (auto m : group) present |= filter_ok(m, *b.trigger);
    if (!present) {
      // R-DIL-2 step 4 / R-DIL-4 case 1: missing trigger, discard with no effect.
      log_event(Rule::DilemmaLeaves, Ev::TriggerMissing, attempt.player, d);
      discard_card(d);
      attempt.dilemma = kNone;
      return;
    }
  }
  if (!b.branches.empty()) {
    // R-DIL-2 step 5 / R-DIL-16: pick the branch first.
    choice.kind = ChoiceKind::Branch;
    choice.chooser = attempt.player;
    choice.options.clear();
    for (size_t i = 0; i < b.branches.size(); ++i) choice.options.push_back(static_cast<uint16_t>(i));
    attempt.choosing_for = kBranch;
    return;
  }
  if (b.target_select) {
    bool pending = false;
    auto t = select_members(*b.target_select, b.target_filter, *b.target_select == Selector::StrongestTwo ? 2 : 1, pending);
    attempt.targets = t;
    if (pending) {
      attempt.choosing_for = kTargets;
      return;  // continue in on_choice
    }
  }
  run_effects();
}

const ReqExpr* GameState::facing_condition() const {
  if (!attempt.active || attempt.dilemma == kNone || !def(attempt.dilemma).dilemma) return nullptr;
  const auto& b = *def(attempt.dilemma).dilemma;
  const bool planet = attempt.source == kPlanet;
  if (planet && b.condition_planet) return &*b.condition_planet;  // Crystalline Entity: a form for each
  if (!planet && b.condition_space) return &*b.condition_space;
  return b.condition ? &*b.condition : nullptr;
}

GameState::ConditionInputs GameState::condition_inputs() const {
  ConditionInputs in;
  const auto& b = *def(attempt.dilemma).dilemma;
  in.members = b.condition_on_targets ? attempt.targets : attempt_group();
  // R-REQ-3 (CRD IV.5B Rebel Encounter): an artifact used as equipment is not an equipment card to
  // discard for a dilemma's cost; it is still present for a condition that names it (Zaldan's disruptor).
  in.equipment = group_equipment();
  in.discardable = discardable_equipment(in.equipment);
  in.shields = group_shields();
  return in;
}

std::vector<std::vector<std::string>> GameState::missing_for_dilemma() const {
  const ReqExpr* cond = facing_condition();
  if (!cond) return {};
  const auto in = condition_inputs();
  ReqContext ctx{this, &in.members, &in.equipment, in.shields, &in.discardable};
  return unmet_terms(*cond, ctx);
}

// After targets are known: check the condition (R-DIL-2 step 6/7), then apply effects.
void GameState::run_effects() {
  CardId d = attempt.dilemma;
  const auto& b = *def(d).dilemma;
  if (attempt.effect_index == 0 && attempt.effects_list == kMain && !attempt.failed) {
    bool planet = attempt.source == kPlanet;
    const ReqExpr* cond = facing_condition();
    if (planet && !b.effects_planet.empty()) attempt.effects_list = kPlanetList;
    if (!planet && !b.effects_space.empty()) attempt.effects_list = kSpaceList;
    if (cond) {
      const auto in = condition_inputs();
      ReqContext ctx{this, &in.members, &in.equipment, in.shields, &in.discardable};
      auto r = evaluate(*cond, ctx);
      if (r.met && r.needs_cost && attempt.choosing_for != kCost) {
        // R-REQ-2: the cost is paid from the group; the player decides whether to pay.
        choice.kind = ChoiceKind::PayCost;
        choice.chooser = attempt.player;
        choice.options = {1, 0};
        attempt.choosing_for = kCost;
        return;
      }
      if (r.met) {
        for (auto c : r.discards) {
          log_event(Rule::RequirementDiscard, Ev::CostPaid, attempt.player, c, d);
          discard_card(c);
        }
        // R-DIL-4 case 3 / R-DIL-7 (a): overcome; points go to the bonus area.
        log_event(Rule::DilemmaComponents, Ev::ConditionMet, attempt.player, d);
        if (b.attach_to_ship) {
          dispose_dilemma();  // Menthar Booby Trap plays on the ship even when overcome
          return;
        }
        if (b.met_discards_dilemmas_here) {
          // R-DIL-12, D-DIL-9: every dilemma still under the mission goes, this one too, unscored.
          discard_dilemmas_here(d, attempt.loc);
        } else if (def(d).points != 0) {
          score_dilemma(d);
        } else {
          discard_card(d);
          log_event(Rule::DilemmaLeaves, Ev::DilemmaDiscarded, attempt.player, d);
        }
        attempt.dilemma = kNone;
        attempt.effects_list = kMain;
        return;
      }
      attempt.failed = true;
      log_event(Rule::DilemmaComponents, Ev::ConditionFailed, attempt.player, d);
    } else {
      log_event(Rule::DilemmaComponents, Ev::NoCondition, attempt.player, d);
    }
  }
  const auto* effects = current_effects();
  while (effects && attempt.effect_index < effects->size()) {
    if (phase == Phase::GameOver) return;
    if (!apply_effect((*effects)[attempt.effect_index])) return;  // waiting for a choice
    attempt.effect_index++;
  }
  dispose_dilemma();
}

const std::vector<DilemmaEffect>* GameState::current_effects() const {
  const auto& b = *def(attempt.dilemma).dilemma;
  switch (attempt.effects_list) {
    case kMain: return &b.effects;
    case kSpaceList: return &b.effects_space;
    case kPlanetList: return &b.effects_planet;
    default: return &b.branches[attempt.effects_list - kBranchBase].effects;
  }
}

void GameState::dispose_dilemma() {
  CardId d = attempt.dilemma;
  if (d == kNone) return;
  const auto& b = *def(d).dilemma;
  if (b.attach_to_ship && cards[d].zone == Zone::UnderMission && attempt.source != kPlanet && cards[attempt.source].zone == Zone::InPlay &&
      def(attempt.source).type == CardType::Ship) {
    // R-DIL-4 case 5: it plays on the ship and stays there until cured.
    if (attempt.failed && b.stops_on_fail) stop_group();
    attach_dilemma(d, attempt.source);
    attempt.dilemma = kNone;
    attempt.effects_list = kMain;
    attempt.failed = false;
    attempt.targets.clear();
    return;
  }
  bool branch = attempt.effects_list >= kBranchBase;
  if (branch) {
    const auto& br = b.branches[attempt.effects_list - kBranchBase];
    if (cards[d].zone != Zone::UnderMission) {
      // already gone: scored by a `score` effect of the branch (R-DIL-7), or sent away
    } else if (br.score) {
      score_dilemma(d);
    } else {
      discard_card(d);
      log_event(Rule::DilemmaLeaves, Ev::DilemmaDiscarded, attempt.player, d);
    }
    if (br.stops) stop_group();
  } else if (attempt.failed) {
    // R-DIL-3: conditions failed, so the group is stopped (unless the text says otherwise, R-DIL-6).
    if (b.stops_on_fail) stop_group();
    if (b.returns_on_fail && cards[d].zone == Zone::UnderMission) {
      // R-DIL-4: nothing sent it away, so it stays under the mission (D-SEED-3: in place).
      log_event(Rule::DilemmaLeaves, Ev::DilemmaReturned, attempt.player, d);
    } else if (cards[d].zone == Zone::UnderMission) {
      discard_card(d);
      log_event(Rule::DilemmaLeaves, Ev::DilemmaDiscarded, attempt.player, d);
    }
  } else if (cards[d].zone == Zone::UnderMission) {
    // R-DIL-4 case 7: no conditions, discard after the effect.
    discard_card(d);
    log_event(Rule::DilemmaLeaves, Ev::DilemmaDiscarded, attempt.player, d);
  }
  attempt.dilemma = kNone;
  attempt.effects_list = kMain;
  attempt.failed = false;
  attempt.targets.clear();
}

// R-DIL-7: whenever a dilemma's points are scored (overcome, or its text says so), the
// attempting player scores them and the card goes to that player's bonus area, even if
// it would otherwise have been discarded.
void GameState::score_dilemma(CardId d) {
  players[attempt.player].score += def(d).points;
  move_to(d, Zone::Bonus, attempt.player);
  log_event(Rule::DilemmaPoints, Ev::DilemmaToBonus, attempt.player, d, kNone, def(d).points);
  check_victory();
}

void GameState::stop_group() {
  // R-STATE-1; for Away Teams every team on the planet named by the effect.
  auto group = attempt_group();
  for (auto c : group) cards[c].flags |= kStopped;
  if (attempt.source != kPlanet && cards[attempt.source].zone == Zone::InPlay) {
    // R-MSN-8: the attempting ship or outpost is stopped too, with all its crew.
    cards[attempt.source].flags |= kStopped;
    for (auto c : aboard(attempt.source)) cards[c].flags |= kStopped;
  }
  attempt.group_stopped = true;
  log_event(Rule::DilemmaStops, Ev::GroupStopped, attempt.player, attempt.source == kPlanet ? kNone : attempt.source,
            kNone, static_cast<int>(group.size()));
}

bool GameState::filter_ok(CardId c, const MemberFilter& f) const {
  const auto& d = def(c);
  if (f.gender && d.gender != *f.gender) return false;
  if (f.has_skill && skill_halves(c, *f.has_skill) < 2) return false;
  if (f.attr && attribute(c, *f.attr) >= f.attr_less_than) return false;
  // R-DIL-10 / R-HEA-2: androids, holograms and exocomps are not affected.
  if (f.exclude_non_organic && d.kind != PersonnelKind::Ordinary) return false;
  if (f.unique_only && !d.unique) return false;
  if (f.not_affiliation && d.has_affiliation(*f.not_affiliation)) return false;  // the printed icon (Cardassian Trap)
  return true;
}

std::vector<CardId> GameState::select_members(Selector sel, const MemberFilter& f, int count, bool& pending) {
  pending = false;
  std::vector<CardId> cand;
  if (sel == Selector::Targets || sel == Selector::RandomTarget) {
    cand = attempt.targets;
  } else {
    for (auto m : attempt_group())
      if (filter_ok(m, f)) cand.push_back(m);
  }
  std::vector<CardId> out;
  if (cand.empty()) return out;
  auto ask = [&](uint8_t chooser, std::vector<CardId> options, int n) {
    choice.kind = ChoiceKind::Victim;
    choice.chooser = chooser;
    choice.options.assign(options.begin(), options.end());
    attempt.remaining = static_cast<uint8_t>(n);
    pending = true;
  };
  switch (sel) {
    case Selector::All:
    case Selector::SplitLarger:  // the owner's split is made by the effect itself (D-DIL-10)
    case Selector::Targets: return cand;
    case Selector::Random:
    case Selector::RandomTarget: {
      // R-INFO-1: random selection from the state's own RNG.
      for (int i = 0; i < count && !cand.empty(); ++i) {
        auto k = rng.below(static_cast<uint32_t>(cand.size()));
        out.push_back(cand[k]);
        log_event(Rule::RandomSelection, Ev::RandomPick, attempt.player, cand[k], attempt.dilemma);
        cand.erase(cand.begin() + k);
      }
      return out;
    }
    case Selector::HalfRandom: {
      int n = static_cast<int>(cand.size()) / 2;  // round down (Nagilum)
      for (int i = 0; i < n; ++i) {
        auto k = rng.below(static_cast<uint32_t>(cand.size()));
        out.push_back(cand[k]);
        log_event(Rule::RandomSelection, Ev::RandomPick, attempt.player, cand[k], attempt.dilemma);
        cand.erase(cand.begin() + k);
      }
      return out;
    }
    case Selector::OpponentChoice:
      // R-INFO-2: the opponent looks at every possible target and picks.
      ask(static_cast<uint8_t>(1 - attempt.player), cand, count);
      return out;
    case Selector::OwnerChoice:
      ask(attempt.player, cand, count);
      return out;
    case Selector::HighestTotalAttributes:
    case Selector::StrongestTwo:
    case Selector::HighestCunning: {
      auto key = [&](CardId c) {
        if (sel == Selector::HighestCunning) return attribute(c, Attr::Cunning);
        return sel == Selector::StrongestTwo ? attribute(c, Attr::Strength)
                                             : attribute(c, Attr::Integrity) + attribute(c, Attr::Cunning) + attribute(c, Attr::Strength);
      };
      std::stable_sort(cand.begin(), cand.end(), [&](CardId a, CardId b) { return key(a) > key(b); });
      if (static_cast<int>(cand.size()) <= count) return cand;
      int boundary = key(cand[count - 1]);
      std::vector<CardId> tied;
      for (auto c : cand) {
        if (key(c) > boundary) out.push_back(c);
        else if (key(c) == boundary) tied.push_back(c);
      }
      int need = count - static_cast<int>(out.size());
      if (static_cast<int>(tied.size()) == need) {
        out.insert(out.end(), tied.begin(), tied.end());
        return out;
      }
      // D-DIL-3: ties are broken by the owner's choice (as El-Adrel says).
      attempt.targets = out;
      ask(attempt.player, tied, need);
      return out;
    }
  }
  return out;
}

bool GameState::apply_effect(const DilemmaEffect& e) {
  CardId d = attempt.dilemma;
  auto victims_or_pending = [&](std::vector<CardId>& victims) {
    if (attempt.choosing_for == kVictim && attempt.remaining == 0) {
      victims = attempt.targets;  // chosen earlier through on_choice
      attempt.choosing_for = kNothing;
      return true;
    }
    bool pending = false;
    auto keep_targets = attempt.targets;
    victims = select_members(e.select, e.filter, e.count, pending);
    if (pending) {
      attempt.choosing_for = kVictim;
      if (e.select == Selector::OpponentChoice || e.select == Selector::OwnerChoice) attempt.targets.clear();
      return false;
    }
    attempt.targets = keep_targets;
    return true;
  };
  std::vector<CardId> victims;
  switch (e.kind) {
    case EffectKind::Kill:
    case EffectKind::DiscardPersonnel:
      if (!victims_or_pending(victims)) return false;
      if (victims.empty()) log_event(Rule::DilemmaNoTarget, Ev::NoCondition, attempt.player, d);
      for (auto v : victims) {
        if (e.spare_even_cunning && attribute(v, Attr::Cunning) % 2 == 0) {
          // Hunter Gangs (CRD IV.5B): the CUNNING read with its modifiers; zero is even.
          log_event(Rule::DilemmaComponents, Ev::EvenCunningEscapes, attempt.player, v, d, attribute(v, Attr::Cunning));
          continue;
        }
        if (e.kind == EffectKind::Kill) doom_kill(v, Rule::Killed);  // D-EVT-25: targeted now, dead once the moment has passed
        else {
          log_event(Rule::DilemmaComponents, Ev::Discarded, attempt.player, v, d);
          discard_card(v);
        }
      }
      return !open_doom_window(DoomResume::Dilemma, 1 - attempt.player);  // the rest of the dilemma waits for it
    case EffectKind::DamageShip:
      if (attempt.source != kPlanet && def(attempt.source).type == CardType::Ship) {
        // R-BATTLE-11: damaged again, it is destroyed (D-INT-19: after the moment before it).
        if (cards[attempt.source].has(kDamaged)) doom_ship(attempt.source, Rule::Destroyed);
        else damage_ship(attempt.source, Rule::Damage);
      }
      return !open_doom_window(DoomResume::Dilemma, 1 - attempt.player);
    case EffectKind::DestroyShip:
      if (attempt.source != kPlanet && def(attempt.source).type == CardType::Ship) doom_ship(attempt.source, Rule::Destroyed);
      return !open_doom_window(DoomResume::Dilemma, 1 - attempt.player);
    case EffectKind::RelocateFurthestPlanet: {
      if (!victims_or_pending(victims)) return false;
      // R-MOVE-12: furthest planet counted in locations, ties at random.
      int best = -1, bestd = -1;
      std::vector<int> ties;
      for (int l = 0; l < static_cast<int>(spaceline.size()); ++l) {
        if (!has_planet(l) || l == attempt.loc) continue;
        int dist = std::abs(l - attempt.loc);
        if (dist > bestd) {
          bestd = dist;
          ties = {l};
        } else if (dist == bestd) {
          ties.push_back(l);
        }
      }
      if (!ties.empty()) best = ties[rng.below(static_cast<uint32_t>(ties.size()))];
      for (auto v : victims) {
        if (best < 0) continue;
        const CardId beamed_from = cards[v].from;
        place_on_planet(v, best);
        log_event(Rule::FurthestPlanet, Ev::Relocated, attempt.player, v, kNone, best);
        if (def(v).kind == PersonnelKind::Hologram) {
          cards[v].from = beamed_from;     // still its ship's: now away from it, so it goes back (R-HEA-5)
          holograms_follow_their_ships();
        }
      }
      return true;
    }
    case EffectKind::RebootHand: {
      auto& ps = players[attempt.player];
      std::vector<CardId> gone;
      for (auto c : ps.hand)
        if (def(c).type != CardType::Personnel) gone.push_back(c);
      for (auto c : gone) move_to(c, Zone::Discard, -1);
      log_event(Rule::DilemmaComponents, Ev::HandRebooted, attempt.player, d, kNone, static_cast<int>(gone.size()));
      for (size_t i = 0; i < gone.size() && !ps.deck.empty(); ++i)
        if (draw_checking_exhaustion(attempt.player)) return true;
      return true;
    }
    case EffectKind::BeamUpOrDie: {
      // Portal Guard (CRD IV.5A): the team beams up; if anyone cannot, all die.
      auto team = attempt_group();
      std::vector<CardId> hosts;
      for (auto s : ships_at(attempt.player, attempt.loc)) hosts.push_back(s);
      for (auto o : outposts_at(attempt.player, attempt.loc)) hosts.push_back(o);
      std::vector<std::pair<CardId, CardId>> moves;
      bool all_ok = true;
      for (auto m : team) {
        CardId to = kNone;
        for (auto h : hosts)
          if (!cards[h].has(kStopped) && compatible(m, h) && !quarantined(m)) {  // D-DIL-5: quarantine keeps them down
            to = h;
            break;
          }
        if (to == kNone) all_ok = false;
        moves.push_back({m, to});
      }
      if (all_ok && event_count_) {
        // R-BEAM-5, R-BEAM-8: this is beaming, so Distortion Field and Atmospheric Ionization may
        // keep someone down (CRD IV.5A Portal Guard); tried in order on a copy, counting as it goes.
        GameState trial = *this;
        for (auto [m, to] : moves) {
          if (!trial.beam_hazard(m, to, attempt.loc).empty()) {
            all_ok = false;
            break;
          }
          trial.do_beam(m, to, attempt.loc, false);
        }
      }
      if (all_ok) {
        for (auto [m, to] : moves) {
          do_beam(m, to, attempt.loc);
          cards[m].flags |= kStopped;
        }
        attempt.group_stopped = true;
      } else {
        for (auto m : team) doom_kill(m, Rule::Killed);
        return !open_doom_window(DoomResume::Dilemma, 1 - attempt.player);
      }
      return true;
    }
    case EffectKind::Stop: {
      if (attempt.source == kPlanet) {
        // "All Away Teams here" (Sarjenka): both players' teams present now.
        for (int p = 0; p < 2; ++p)
          for (auto c : on_planet(p, attempt.loc)) cards[c].flags |= kStopped;
        attempt.group_stopped = true;
        log_event(Rule::DilemmaStops, Ev::GroupStopped, attempt.player, kNone, kNone, 0);
      } else {
        stop_group();
      }
      return true;
    }
    case EffectKind::Stasis:
      if (!victims_or_pending(victims)) return false;
      if (victims.empty()) log_event(Rule::DilemmaNoTarget, Ev::NoCondition, attempt.player, d);
      for (auto v : victims) put_in_stasis(v, e.full_turns, d);
      return true;
    case EffectKind::Capture:
      if (!victims_or_pending(victims)) return false;
      if (victims.empty()) log_event(Rule::DilemmaNoTarget, Ev::NoCondition, attempt.player, d);
      // R-STATE-4: the dilemma's owner takes them (normally the opponent; one's own dilemma makes odd but normal captives).
      for (auto v : victims) capture(v, cards[d].owner, d);
      if (e.takes_dilemma && !victims.empty() && cards[d].zone == Zone::UnderMission) {
        // Cardassian Trap (CRD IV.5): the trap goes with the captive; it has no game text there (D-DIL-18).
        discard_card(d);
        log_event(Rule::DilemmaLeaves, Ev::DilemmaDiscarded, attempt.player, d);
      }
      return true;
    case EffectKind::ScorePoints:
      if (cards[d].zone == Zone::UnderMission) score_dilemma(d);  // R-DIL-7 (c): to the bonus area, not the discard pile
      return true;
    case EffectKind::RearrangeSpaceline:
      // R-DIL-12, R-MOVE-10: the attempting player's opponent rearranges; the attempt waits (D-MOVE-7).
      return !begin_spaceline_arrange(d, 1 - attempt.player);
    case EffectKind::UndoTwoActions:
      // R-TURN-10, D-DIL-14: the attempt itself is undone with the action before it, and the turn ends; nothing of the
      // attempt goes on (run_effects stops here as if waiting, and the attempt is no longer active).
      undo_last_two_actions(d);
      return false;
    case EffectKind::PlayOnPersonnel:
      if (e.select == Selector::SplitLarger) {
        // D-DIL-10: the owner names the smaller group; the rest, the larger, is what it plays on.
        auto group = attempt_group();
        if (attempt.choosing_for != kSplit && group.size() >= 2) {
          attempt.targets.clear();
          attempt.choosing_for = kSplit;
          offer_split();
          return false;
        }
        for (auto m : group)
          if (std::find(attempt.targets.begin(), attempt.targets.end(), m) == attempt.targets.end()) victims.push_back(m);
        attempt.choosing_for = kNothing;
        attempt.targets.clear();
      } else if (!victims_or_pending(victims)) {
        return false;
      }
      if (cards[d].zone == Zone::UnderMission) play_on_personnel(d, victims);  // R-DIL-4 case 6 (persistent.cpp, D-DIL-4)
      if (def(d).dilemma->phased && cards[d].zone == Zone::InPlay) phase_larger_group(d);  // R-STATE-11
      return true;
    case EffectKind::ControlGroup:
      infect_group(d);  // D-DIL-12 (control.cpp): the group beams back; the attempt then ends, nobody on the planet
      return true;
    case EffectKind::LosePointsPerMember:
      // R-DIL-7: its (negative) points are the group's size when met, counted once; it goes to the bonus area.
      if (cards[d].zone == Zone::UnderMission) {
        const int n = static_cast<int>(attempt_group().size());
        players[attempt.player].score -= n;
        move_to(d, Zone::Bonus, attempt.player);
        log_event(Rule::DilemmaPoints, Ev::DilemmaPointsLost, attempt.player, d, kNone, n);
      }
      return true;
    case EffectKind::DiscardEquipment:
      for (auto c : group_equipment()) {
        log_event(Rule::DilemmaComponents, Ev::Discarded, attempt.player, c, d);
        discard_card(c);
      }
      return true;
    case EffectKind::DiscardFromHand: {
      auto& hand = players[attempt.player].hand;
      for (int i = 0; i < e.count && !hand.empty(); ++i) {
        const CardId c = hand[rng.below(static_cast<uint32_t>(hand.size()))];  // R-INFO-1
        log_event(Rule::RandomSelection, Ev::ForcedDiscard, attempt.player, c, d);
        move_to(c, Zone::Discard, -1);
      }
      return true;
    }
  }
  return true;
}

void GameState::on_choice(uint16_t index) {
  auto kind = choice.kind;
  const uint8_t chooser = choice.chooser;
  const auto offered = choice.options;
  uint16_t picked = choice.options.at(index);
  choice = PendingChoice{};
  if (kind == ChoiceKind::Respond) {
    on_window_pass();  // the only option is to pass; interrupts come as PlayInterrupt actions
    return;
  }
  if (kind == ChoiceKind::TakeFromDeck) {
    on_take_from_deck(picked);
    return;
  }
  if (kind == ChoiceKind::ArrangeDeck) {
    on_arrange(picked);
    return;
  }
  if (kind == ChoiceKind::PickBeamers) {
    on_beam_pick(picked);
    return;
  }
  if (kind == ChoiceKind::SplitTeam) {
    if (picked != kNone) log_event(Rule::PhasedMatter, Ev::BranchChosen, chooser, attempt.dilemma, picked, 0);
    on_split(picked);
    if (choice.kind != ChoiceKind::None) return;  // naming the next member of the smaller group
    const auto* effects = current_effects();
    if (!apply_effect((*effects)[attempt.effect_index])) return;
    attempt.effect_index++;
    run_effects();
    if (choice.kind == ChoiceKind::None) advance_attempt();
    return;
  }
  if (kind == ChoiceKind::Stakes) {
    on_stakes(picked == 1);
    return;
  }
  if (kind == ChoiceKind::GuessType) {
    on_guess_type(picked);
    return;
  }
  if (kind == ChoiceKind::PointHand) {
    on_point_hand(picked);
    return;
  }
  if (kind == ChoiceKind::EndTurnOrder) {
    log_event(Rule::EndTurnOrder, Ev::ObligationsOrdered, chooser, kNone, kNone, static_cast<int16_t>(picked));
    end_turn_in_order(picked == kEndTurnBorgShips);
    return;
  }
  if (kind == ChoiceKind::GapShipTo) {
    const bool from_stack = gap_closing.from_stack;
    if (on_gap_ship(picked)) return;
    if (from_stack) finish_resolving();  // the card that made it leave has resolved (D-MOVE-8)
    return;
  }
  if (kind == ChoiceKind::ArrangeSpaceline) {
    if (on_spaceline_arrange(picked)) return;
    attempt.effect_index++;  // the dilemma's effect is done: on with the rest of it and the attempt
    run_effects();
    if (choice.kind == ChoiceKind::None) advance_attempt();
    return;
  }
  if (battle.active) {
    on_battle_choice(kind, picked);
    return;
  }
  CardId d = attempt.dilemma;
  switch (kind) {
    case ChoiceKind::Branch: {
      attempt.effects_list = static_cast<uint8_t>(kBranchBase + picked);
      attempt.effect_index = 0;
      attempt.choosing_for = kNothing;
      log_event(Rule::DilemmaChoice, Ev::BranchChosen, attempt.player, d, kNone, picked);
      const auto* effects = current_effects();
      while (attempt.effect_index < effects->size()) {
        if (!apply_effect((*effects)[attempt.effect_index])) return;
        attempt.effect_index++;
      }
      dispose_dilemma();
      break;
    }
    case ChoiceKind::PayCost:
      if (picked == 1) {
        run_effects();  // choosing_for == kCost: evaluate again and pay
      } else {
        attempt.failed = true;
        attempt.choosing_for = kNothing;
        log_event(Rule::DilemmaComponents, Ev::ConditionFailed, attempt.player, d);
        run_effects();
      }
      break;
    case ChoiceKind::Victim: {
      // R-INFO-2 when the opponent chose (whoever seeded the dilemma); D-DIL-3 for the owner's tie-break.
      log_event(chooser != attempt.player ? Rule::OpponentsChoice : Rule::DilemmaTies, Ev::BranchChosen, chooser, d,
                picked, 0);
      attempt.targets.push_back(picked);
      if (attempt.remaining > 0) attempt.remaining--;
      if (attempt.remaining > 0) {
        // Ask again among the cards still on offer.
        std::vector<uint16_t> rest;
        for (auto c : offered)
          if (c != picked) rest.push_back(c);
        choice.kind = ChoiceKind::Victim;
        choice.chooser = chooser;
        choice.options = rest;
        return;
      }
      if (attempt.choosing_for == kTargets) {
        attempt.choosing_for = kNothing;
        run_effects();
      } else {
        const auto* effects = current_effects();
        if (!apply_effect((*effects)[attempt.effect_index])) return;
        attempt.effect_index++;
        run_effects();
      }
      break;
    }
    default: break;
  }
  if (choice.kind == ChoiceKind::None) advance_attempt();
}

void GameState::kill(CardId c, Rule why) {
  const auto& d = def(c);
  if (d.kind == PersonnelKind::Hologram && (cards[c].place == Place::Aboard || cards[c].place == Place::Planet)) {
    // R-HEA-5: a killed hologram is deactivated, back aboard its ship (holograms.cpp), and reactivates at its owner's next turn.
    deactivate_hologram(c);
    return;
  }
  log_event(why, Ev::Killed, cards[c].owner, c, attempt.dilemma);
  discard_card(c);
  just_killed.push_back(c);  // D-INT-9
}

void GameState::discard_card(CardId c) {
  // Cards played on or aboard go with it (R-ZONE-5); an Escape Pod's crew holds nothing else (D-INT-20).
  if (is_pod(c)) {
    for (auto a : aboard(c)) move_to(a, Zone::Discard, -1);
    move_to(c, Zone::Discard, -1);
    return;
  }
  for (auto a : aboard(c)) discard_card(a);
  const CardId host = cards[c].place == Place::Aboard ? cards[c].host : kNone;
  move_to(c, Zone::Discard, -1);
  if (host != kNone && is_pod(host)) pod_emptied(host, cards[host].owner);  // the last one out of an Escape Pod (D-INT-20)
}

void GameState::damage_ship(CardId ship, Rule why) {
  if (cards[ship].has(kDamaged)) {
    destroy_ship(ship, Rule::Destroyed);  // R-BATTLE-11: a damaged ship hit again is destroyed
    return;
  }
  cards[ship].flags |= kDamaged | kFresh;  // R-FAC-11: repair counts full turns from now
  cards[ship].counter = 0;
  log_event(why, Ev::ShipDamaged, cards[ship].owner, ship);
}

void GameState::destroy_ship(CardId ship, Rule why) {
  log_event(why, Ev::ShipDestroyed, cards[ship].owner, ship, kNone, static_cast<int>(aboard(ship).size()));
  discard_card(ship);  // R-BATTLE-13: everything aboard is discarded with it
}

std::vector<std::vector<std::string>> GameState::missing_for_mission(CardId source, int loc, int p, uint8_t team) const {
  const auto& end = mission_end(loc, p);
  if (!end.requirements) return {};
  std::vector<CardId> group;
  if (source == kPlanet) {
    for (auto c : on_planet(p, loc))
      if (def(c).type == CardType::Personnel && usable(c) && cards[c].team == team) group.push_back(c);
  } else {
    for (auto c : aboard(source))
      if (def(c).type == CardType::Personnel && usable(c)) group.push_back(c);
  }
  std::vector<CardId> none;
  ReqContext ctx{this, &group, &none, -1};
  return unmet_terms(*end.requirements, ctx);
}

void GameState::finish_attempt(bool reached_end) {
  int p = attempt.player;
  int loc = attempt.loc;
  if (reached_end && !attempt.group_stopped) {
    auto group = attempt_group();
    auto equipment = group_equipment();
    const auto& end = mission_end(loc, p);
    bool matching = false;
    for (auto c : group) {
      if (unaligned(c)) continue;
      auto mode = static_cast<Affiliation>(cards[c].aff);
      if (std::find(end.affiliations.begin(), end.affiliations.end(), mode) != end.affiliations.end() ||
          may_attempt_as(p, loc, mode))  // R-MSN-1: Espionage provides the match
        matching = true;
    }
    const auto discardable = discardable_equipment(equipment);  // R-REQ-3; a named artifact still counts as present
    ReqContext ctx{this, &group, &equipment, group_shields(), &discardable};
    ReqResult r;
    if (end.requirements) r = evaluate(*end.requirements, ctx);
    else r.met = true;
    if (!matching) {
      log_event(Rule::AttemptNoMatch, Ev::NoMatchingAffiliation, p, kNone, kNone, loc);
    } else if (players[p].misseed_locs & (1u << loc)) {
      log_event(Rule::MisseedPenalty, Ev::RequirementsUnmet, p, kNone, kNone, loc);
    } else if (r.met) {
      for (auto c : r.discards) {
        log_event(Rule::RequirementDiscard, Ev::CostPaid, p, c);
        discard_card(c);
      }
      solve_mission();
      return;
    } else {
      // R-MSN-7: past every dilemma but short of requirements: not stopped, not solved.
      log_event(Rule::AttemptRequirementsUnmet, Ev::RequirementsUnmet, p, kNone, kNone, loc);
    }
  }
  log_event(Rule::AttemptEnds, Ev::AttemptEnded, p, kNone, kNone, loc);
  attempt = AttemptState{};
  open_window(Moment::AttemptEnded, p, kNone, loc);
}

void GameState::solve_mission() {
  int p = attempt.player;
  int loc = attempt.loc;
  auto& L = spaceline[loc];
  L.solved = true;
  L.solved_by = static_cast<int8_t>(p);
  int pts = mission_end(loc, p).points;
  players[p].score += pts;
  // R-REQ-8: (1) score the mission, (2) a win ends the game at once, (3) then artifacts.
  log_event(Rule::SolveOrder, Ev::MissionSolved, p, L.mission, kNone, pts);
  const CardId source = attempt.source;  // the group that earns the artifacts (R-ART-3)
  score_helpers(attempt_group(), L.mission);  // D-SKILL-4: bonus points of those who helped, with the mission's
  attempt = AttemptState{};
  // Espionage: "discard after mission completed", whoever completed it.
  for (CardId i = 0; event_count_ && i < cards.size(); ++i)
    if (cards[i].zone == Zone::InPlay && cards[i].loc == loc && cards[i].place == Place::None && def(i).plays_as_event()) {
      move_to(i, Zone::Discard, -1);
      log_event(Rule::EventPlay, Ev::EventDiscarded, cards[i].owner, i);
    }
  personnel_dilemmas_solved(loc);  // Alien Abduction: nullified, the held personnel freed (D-DIL-6)
  check_victory();
  if (phase == Phase::GameOver) return;
  earn_artifacts(loc, p, source);  // R-ART-2; then the attempt's closing window
}

}  // namespace spaceline::stccg1e
