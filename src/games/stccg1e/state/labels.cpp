// Human-readable text: action labels and keys, log rendering, and the
// "why not?" explanations behind `spaceline explain` (docs/architecture.md).
#include <algorithm>
#include <charconv>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
// "klingon" -> "Klingon", "non-aligned" -> "Non-aligned": as players read it.
std::string aff_name(Affiliation a) {
  std::string s = to_string(a);
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}
std::string cite(Rule r) {
  const auto& i = rule_info(r);
  return std::string(" (") + i.id + ", " + i.source + ")";
}
const char* act_name(Act k) {
  switch (k) {
    case Act::Pass: return "pass";
    case Act::SeedMission: return "seed-mission";
    case Act::SeedUnder: return "seed-under";
    case Act::SeedOutpost: return "seed-outpost";
    case Act::Report: return "report";
    case Act::SkipPlay: return "skip-play";
    case Act::Move: return "move";
    case Act::Beam: return "beam";
    case Act::BeamAll: return "beam-all";
    case Act::Attempt: return "attempt";
    case Act::EndTurn: return "end-turn";
    case Act::Choose: return "choose";
    case Act::PlayEvent: return "play-event";
    case Act::ForcedDiscard: return "forced-discard";
    case Act::AttackShip: return "attack-ship";
    case Act::AttackAwayTeam: return "attack-away-team";
    case Act::SwitchAffiliation: return "switch-affiliation";
    case Act::Cloak: return "cloak";
    case Act::Decloak: return "decloak";
    case Act::PlayInterrupt: return "play-interrupt";
    case Act::BuildOutpost: return "build-outpost";
    case Act::Tow: return "tow";
    case Act::AttackRogueBorg: return "attack-rogue-borg";
    case Act::SaveFromDeath: return "save-from-death";
    case Act::StopControl: return "stop-control";
    case Act::RogueBorgAttack: return "rogue-borg-attack";
    case Act::Walk: return "walk";
    case Act::WalkAll: return "walk-all";
    case Act::SeedDoorway: return "seed-doorway";
  }
  return "?";
}
}  // namespace

std::string GameState::action_key(Action a) const {
  auto x = decode(a);
  std::ostringstream o;
  o << act_name(x.kind) << ":" << x.a << ":" << x.b << ":" << x.c;
  return o.str();
}

Action GameState::parse_action_key(const std::string& key) const {
  std::istringstream in(key);
  std::string name, part;
  std::getline(in, name, ':');
  uint16_t v[3] = {0, 0, 0};
  for (int i = 0; i < 3 && std::getline(in, part, ':'); ++i) {
    unsigned long n = 0;
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
    if (part.empty() || ec != std::errc() || end != part.data() + part.size() || n > 0xFFFF)
      throw std::invalid_argument("bad number '" + part + "' in action key '" + key + "' (expected 0 to 65535)");
    v[i] = static_cast<uint16_t>(n);
  }
  for (int k = 1; k <= static_cast<int>(kLastAct); ++k)
    if (name == act_name(static_cast<Act>(k))) return make_action(static_cast<Act>(k), v[0], v[1], v[2]);
  throw std::invalid_argument("unknown action '" + name + "' in key '" + key + "'");
}

std::string GameState::action_label(Action a) const {
  auto x = decode(a);
  std::ostringstream o;
  auto place = [&](CardId c, int loc) {
    if (c == kPlanet) return "the planet at " + location_name(loc);
    return card_name(c);
  };
  switch (x.kind) {
    case Act::Pass: o << "Pass"; break;
    case Act::SeedMission:
      if (x.b == 2) o << "Seed " << card_name(x.a) << " on top of the opponent's copy (shared location)";
      else o << "Seed mission " << card_name(x.a) << " at the " << (x.b ? "right" : "left") << " end of the spaceline";
      break;
    case Act::SeedUnder: o << "Seed " << card_name(x.a) << " under " << location_name(x.b); break;
    case Act::SeedDoorway: o << "Seed " << card_name(x.a) << " on the table, open"; break;
    case Act::SeedOutpost: o << "Seed " << card_name(x.a) << " at " << location_name(x.b); break;
    case Act::Report: {
      if (def(x.b).type != CardType::Facility) o << "Report " << card_name(x.a) << " at " << location_name(cards[x.b].loc);  // D-PLAY-1
      else o << "Report " << card_name(x.a) << " at " << card_name(x.b) << " (" << location_name(cards[x.b].loc) << ")";
      if (def(x.a).enters_damaged) o << ", damaged";
      const auto& d = def(x.a);
      if (d.affiliations.size() > 1) o << " as " << to_string(static_cast<Affiliation>(x.c));
      if (CardId cyb = cybernetics_at(x.a, x.b); cyb != kNone) o << " (" << card_name(cyb) << "'s Cybernetics: not your card play)";  // R-PLAY-5
      break;
    }
    case Act::SkipPlay:
      if (players[active].red_alert_plays) o << "Finish the card play (Red Alert!)";
      else o << "Make no card play this turn";
      break;
    case Act::BuildOutpost: o << "Build " << card_name(x.a) << " at " << location_name(x.b) << " (your card play)"; break;
    case Act::PlayEvent: {
      o << "Play " << card_name(x.a);
      const auto& ab = def(x.a).ability;
      if (ab && ab->target.kind == TargetKind::YourDiscard) {
        o << ", taking " << card_name(x.b) << " from your discard pile";
        break;
      }
      switch (static_cast<EventTarget>(x.c)) {
        case EventTarget::Table: break;
        case EventTarget::Player: o << (x.b == active ? " on yourself" : " on your opponent"); break;
        case EventTarget::Mission: o << " on " << location_name(x.b); break;
        case EventTarget::Boundary:
        case EventTarget::BetweenMissions: o << " between " << location_name(x.b) << " and " << location_name(x.b + 1); break;
        case EventTarget::Ship:
          o << " on " << card_name(x.b) << (cards[x.b].owner == active ? " (yours" : " (opponent's") << ", at "
            << location_name(cards[x.b].loc) << ")";
          break;
        case EventTarget::Outpost: o << " on " << card_name(x.b) << " at " << location_name(cards[x.b].loc); break;
        case EventTarget::AwayTeam:
          o << " on " << team_name(x.b & 1, (x.b >> 1) & 63, static_cast<uint8_t>(x.b >> 7), active) << " at "
            << location_name((x.b >> 1) & 63);
          break;
      }
      break;
    }
    case Act::ForcedDiscard: o << "Discard " << card_name(x.a) << " from your hand (Static Warp Bubble)"; break;
    case Act::AttackShip:
      o << "Attack " << card_name(x.a) << " at " << location_name(x.b) << " (SHIELDS " << battle_shields(x.a) << ")";
      break;
    case Act::AttackAwayTeam:
      o << "Attack " << team_name(1 - active, x.b, static_cast<uint8_t>(x.c), active) << " at " << location_name(x.b) << " with "
        << team_name(active, x.b, static_cast<uint8_t>(x.a), active) << " (STRENGTH "
        << strength_total(away_team(active, x.b, true, static_cast<uint8_t>(x.a))) << ")";
      break;
    case Act::SaveFromDeath: {
      if (x.a >= cards.size() || x.b >= cards.size()) break;
      const CardId rep = replicator_of(cards[x.a].owner);
      o << "Use " << (rep == kNone ? std::string("Genetronic Replicator") : card_name(rep)) << ": stop " << card_name(x.b);
      if (x.c < cards.size()) o << " and " << card_name(x.c);
      o << " to return " << card_name(x.a) << " to your hand instead of dying";
      break;
    }
    case Act::AttackRogueBorg:
      if (x.a < cards.size())
        o << "Attack the Rogue Borg aboard " << card_name(x.a) << " with its crew (Rogue Borg STRENGTH " << rogue_borg_strength(x.a) << ")";
      break;
    case Act::RogueBorgAttack:
      if (x.a < cards.size() && x.b < spaceline.size()) {
        std::vector<CardId> rogue;
        for (auto r : rogue_borg_aboard(x.a))
          if (!cards[r].has(kStopped)) rogue.push_back(r);
        o << "Beam the Rogue Borg aboard " << card_name(x.a) << " down to battle the opponent's Away Team at " << location_name(x.b)
          << " (Rogue Borg STRENGTH " << rogue_borg_strength(rogue) << ")";
      }
      break;
    case Act::PlayInterrupt:
    {
      o << "Play " << card_name(x.a);
      const auto* in = x.a < cards.size() ? def(x.a).interrupt.get() : nullptr;
      const bool card_target = x.b < cards.size();
      if (!in) break;
      auto name_target = [&] {  // a card aimed at, as for any card
        o << " on " << card_name(x.b);
        if (cards[x.b].zone == Zone::InPlay && cards[x.b].loc >= 0) o << " at " << location_name(cards[x.b].loc);
        if (cards[x.b].zone == Zone::UnderMission) o << " under " << location_name(cards[x.b].loc);
        if (cards[x.b].zone == Zone::InPlay && cards[x.b].owner != current_player()) o << " (opponent's)";
      };
      switch (in->effect) {
        case InterruptEffect::Ability: {
          // The ops word the choice; else the target is named as for any card. A ship or an Away Team is named
          // first (a member stands for its team), and what the ops say follows it.
          const auto& ab = *def(x.a).ability;
          const std::string words = ability_label(*this, ab, current_player(), OpTarget{encoding(ab.target.kind), x.b});
          if (ab.target.kind == TargetKind::ShipOrAwayTeam && card_target) {
            const auto& k = cards[x.b];
            o << " on " << (k.place == Place::Planet ? team_name(k.owner, k.loc, k.team, current_player()) : card_name(x.b)) << " at "
              << location_name(k.loc);
            if (words.size() > 2) o << " (" << words.substr(2) << ")";  // words begin ": "
          } else if (!words.empty()) {
            o << words;
          } else if (ab.target.kind == TargetKind::Player) {
            o << (x.b == current_player() ? " on yourself" : " on your opponent");
          } else if (card_target) {
            name_target();
          }
          break;
        }
        default:
          if (card_target) name_target();
          break;
        case InterruptEffect::HideShip:
          if (card_target) o << " on " << card_name(x.b) << ", hiding it from the battle";
          break;
        case InterruptEffect::SelfDestruct:
          if (card_target) o << " on " << card_name(x.b) << " at " << location_name(cards[x.b].loc) << " (it explodes at the end of your turn)";
          break;
        case InterruptEffect::Nullify:
          if (card_target)
            o << " to nullify " << card_name(x.b)
              << (cards[x.b].zone == Zone::Resolving      ? " (just played)"
                  : cards[x.b].zone == Zone::UnderMission ? " (just revealed)"
                                                          : " (in play)");
          break;
        case InterruptEffect::KillPerMember: o << " during the battle at " << location_name(battle.loc); break;
        case InterruptEffect::RogueBorg:
          if (card_target)
            o << (x.c > 0 ? " (a group of " + std::to_string(x.c + 1) + " copies)" : std::string()) << " on " << card_name(x.b) << " at "
              << location_name(cards[x.b].loc) << ": they battle its crew now and at the start of every turn";
          break;
        case InterruptEffect::JoinRogueBorg:
          if (card_target) o << " on the Rogue Borg aboard " << card_name(x.b) << ": he joins them and doubles their STRENGTH";
          break;
        case InterruptEffect::RepelBorg:
          if (card_target && is_borg_ship(x.b)) o << ": nullify the attack of " << card_name(x.b) << " for this turn";
          else if (card_target) o << ": discard every Rogue Borg at " << card_name(x.b);
          break;
        case InterruptEffect::IntegrityToStrength: o << " during the battle at " << location_name(battle.loc); break;
        case InterruptEffect::ReAttack:
          if (card_target) o << " on " << card_name(x.b) << ": the others of the same affiliation there attack again";
          break;
        case InterruptEffect::RelocateShip:
          if (card_target && x.c < spaceline.size())
            o << " (with a second copy) on " << card_name(x.b) << ": it relocates to " << location_name(x.c);
          break;
        case InterruptEffect::Beam: {
          auto where = [&](uint16_t t) -> std::string {
            if (t >= cards.size()) return "?";
            if (def(t).type == CardType::Mission)
              for (int l = 0; l < static_cast<int>(spaceline.size()); ++l)
                if (spaceline[l].mission == t) return "the planet at " + location_name(l);
            return card_name(t) + " at " + location_name(cards[t].loc);
          };
          o << ": beam from " << where(x.b) << " to " << where(x.c) << " (choose who next)";
          break;
        }
        case InterruptEffect::SaveCrew:
          if (card_target) o << " on " << card_name(x.b) << ": your personnel aboard escape before it is destroyed";
          break;
        case InterruptEffect::OutOfTime:
          if (!card_target) break;
          o << " on " << card_name(x.b) << " at " << location_name(cards[x.b].loc);
          if (cards[x.b].owner != current_player()) o << " (opponent's)";
          if (in->returns == TimeReturn::Announced) o << ": it disappears for " << x.c << " full turn" << (x.c == 1 ? "" : "s");
          else o << ": it disappears until its countdown (" << def(x.a).countdown << ") ends";
          break;
        case InterruptEffect::CopySkills:
          if (card_target && x.c < cards.size()) o << " on " << card_name(x.b) << ": gains the skills of " << card_name(x.c) << " this turn";
          break;
        case InterruptEffect::Redraw:
          o << (x.b == current_player() ? ": discard the card you just drew and draw again"
                                        : ": your opponent discards the card just drawn and draws again");
          break;
        case InterruptEffect::RearrangeDeck: o << ": look through your opponent's draw deck and put it in the order you like"; break;
        case InterruptEffect::ReturnCardPlay:
          if (card_target) o << " on " << card_name(x.b) << ": it goes back to the opponent's hand, who must play a different card instead";
          break;
        case InterruptEffect::ReturnToOutpost:
          if (card_target) {
            const int to = nearest_outpost(x.b, *in->subject_affiliation);
            o << " on " << card_name(x.b) << " at " << location_name(cards[x.b].loc) << ": it must travel to "
              << (to >= 0 ? location_name(to) : std::string("its outpost")) << " and do nothing else";
          }
          break;
      }
      break;
    }
    case Act::SwitchAffiliation:
      o << "Switch " << card_name(x.a) << " to " << aff_name(static_cast<Affiliation>(x.b)) << " (R-AFF-3)";
      break;
    case Act::Move:
      o << "Move " << card_name(x.a) << " to " << location_name(x.b) << " (cost " << move_cost(x.a, x.b) << " of "
        << range_left(x.a) << " RANGE left)";
      break;
    case Act::Tow:
      o << "Tow " << card_name(x.c) << " with " << card_name(x.a) << " to " << location_name(x.b) << " (cost "
        << move_cost(x.a, x.b) << " of " << range_left(x.a) << " RANGE left)";
      break;
    case Act::Beam:
    case Act::Walk: {
      CardId from = cards[x.a].place == Place::Planet ? kPlanet : cards[x.a].host;
      const bool walk = x.kind == Act::Walk;
      if (from != kPlanet && is_pod(from)) {
        o << "Rescue " << card_name(x.a) << " from " << card_name(from) << ": beam aboard " << place(x.b, x.c);
        break;
      }
      o << (walk ? "Walk " : "Beam ") << card_name(x.a) << " from " << place(from, x.c) << " to " << place(x.b, x.c);
      break;
    }
    case Act::BeamAll:
      if (x.a != kPlanet && x.a < cards.size() && is_pod(x.a)) o << "Rescue everyone from " << card_name(x.a) << ": beam aboard " << place(x.b, x.c);
      else o << "Beam everyone from " << place(x.a, x.c) << " to " << place(x.b, x.c);
      break;
    case Act::WalkAll: o << "Walk everyone from " << place(x.a, x.c) << " to " << place(x.b, x.c); break;
    case Act::Attempt:
      if (x.a == kPlanet) o << "Attempt " << location_name(x.b) << " with " << team_name(active, x.b, static_cast<uint8_t>(x.c), active);
      else o << "Attempt " << location_name(x.b) << " with the crew of " << card_name(x.a);
      break;
    case Act::EndTurn: o << "End your turn (draw a card)"; break;
    case Act::StopControl:
      o << "Stop using the group under " << card_name(group_control.dilemma) << " (P" << group_control.turn_player + 1
        << "'s turn resumes)";
      break;
    case Act::Cloak:
    case Act::Decloak:
      o << (x.kind == Act::Cloak ? "Cloak " : "Decloak ") << card_name(x.a);
      if (x.a < cards.size() && cards[x.a].loc >= 0) o << " at " << location_name(cards[x.a].loc);
      break;
    case Act::Choose: {
      if (x.a >= choice.options.size()) return "Choose option " + std::to_string(x.a);
      uint16_t opt = choice.options[x.a];
      switch (choice.kind) {
        case ChoiceKind::Victim: o << "Choose " << card_name(opt); break;
        case ChoiceKind::Branch: o << def(attempt.dilemma).dilemma->branches[opt].label; break;
        case ChoiceKind::PayCost: {
          if (!opt) {
            o << "No, do not pay (the dilemma's effect applies)";
            break;
          }
          // Name what would be discarded (R-REQ-2: from the attempting group).
          o << "Yes, pay the cost";
          const auto& b = *def(attempt.dilemma).dilemma;
          const ReqExpr* cond = b.condition ? &*b.condition : nullptr;
          if (cond) {
            auto group = attempt_group();
            // R-REQ-3: as run_effects pays it (mission.cpp), never an artifact used as equipment.
            auto equipment = group_equipment();
            auto discardable = discardable_equipment(equipment);
            ReqContext ctx{this, &group, &equipment, group_shields(), &discardable};
            auto r = evaluate(*cond, ctx);
            for (size_t i = 0; i < r.discards.size(); ++i) o << (i ? ", " : ": discard ") << card_name(r.discards[i]);
          }
          break;
        }
        case ChoiceKind::BattleJoin: {
          if (opt == kNone) {
            int w = 0;
            for (auto s : battle.attackers) w += battle_weapons(s);
            o << "Fire: WEAPONS " << w << " against SHIELDS " << battle_shields(battle.target) << " of " << card_name(battle.target);
          } else {
            o << "Add " << card_name(opt) << " to the attack (WEAPONS " << battle_weapons(opt) << ")";
          }
          break;
        }
        case ChoiceKind::RetaliationTarget:
          if (opt == kNone) o << "Do not retaliate (defend with SHIELDS only)";
          else o << "Retaliate against " << card_name(opt) << " (SHIELDS " << battle_shields(opt) << ")";
          break;
        case ChoiceKind::RetaliationJoin: {
          if (opt == kNone) {
            int w = 0;
            for (auto s : battle.retaliators) w += battle_weapons(s);
            o << "Fire back: WEAPONS " << w << " against SHIELDS " << battle_shields(battle.ret_target) << " of "
              << card_name(battle.ret_target);
          } else {
            o << "Add " << card_name(opt) << " to the retaliation (WEAPONS " << battle_weapons(opt) << ")";
          }
          break;
        }
        case ChoiceKind::AwayRetaliate:
          if (opt) o << "Retaliate (your STRENGTH " << strength_total(away_team(1 - battle.attacker, battle.loc, true, battle.their_team)) << ")";
          else o << "Do not retaliate";
          break;
        case ChoiceKind::Respond: o << "Pass (play no interrupt now)"; break;
        case ChoiceKind::InterruptVictim: o << "Kill " << card_name(opt) << " (" << card_name(battle.kill_source) << ")"; break;
        case ChoiceKind::TakeFromDeck: o << "Take " << card_name(opt) << " into your hand"; break;
        case ChoiceKind::ArrangeDeck:
          if (opt == kNone) o << "Leave the rest of the deck as it is";
          else o << "Put " << card_name(opt) << " next from the top (card " << arrange_step.placed + 1 << ")";
          break;
        case ChoiceKind::ArrangeSpaceline:
          if (!spaceline_arrange.placed && opt == kNone) o << "Leave the rest of the spaceline in its present order";
          else if (!spaceline_arrange.placed)
            o << "Put " << location_name(opt) << " next from the left (place " << spaceline_arrange.order.size() + 1 << " of "
              << spaceline.size() << ")";
          else
            o << "Place " << card_name(spaceline_arrange.nets.front()) << " between " << location_name(opt) << " and "
              << location_name(opt + 1);
          break;
        case ChoiceKind::GapShipTo: {
          CardId ship = kNone;
          for (CardId i = 0; i < cards.size() && ship == kNone; ++i)
            if (cards[i].zone == Zone::InPlay && cards[i].place == Place::Space && cards[i].loc == cards[gap_closing.gap].loc) ship = i;
          o << "Send " << card_name(ship) << " to " << location_name(opt) << " (" << card_name(gap_closing.gap) << " closes)";
          break;
        }
        case ChoiceKind::PickBeamers: {
          if (opt == kNone) {
            o << "Beam no more (" << card_name(beam_step.card) << ")";
            break;
          }
          const auto& bin = *def(beam_step.card).interrupt;
          o << "Beam " << card_name(opt);
          if (bin.max_personnel && def(opt).type == CardType::Personnel)
            o << " (personnel " << beam_step.personnel + 1 << " of at most " << bin.max_personnel << ")";
          break;
        }
        case ChoiceKind::SplitTeam:
          if (opt == kNone) o << "Done: the others are the larger group, phased (" << card_name(attempt.dilemma) << ")";
          else o << "Put " << card_name(opt) << " in the smaller group, which goes on with the attempt";
          break;
        case ChoiceKind::EndTurnOrder:
          o << (opt == kEndTurnBorgShips ? "First the Borg Ship moves and attacks, then the events strike your ships"
                                         : "First the events strike your ships, then the Borg Ship moves and attacks");
          break;
        case ChoiceKind::GuessType: o << "Guess: " << to_string(static_cast<CardType>(opt)); break;
        case ChoiceKind::PointHand: o << "Point to card " << opt + 1 << " of " << choice.options.size() << " in your opponent's hand"; break;
        case ChoiceKind::Stakes: o << (opt ? "Accept the stakes: the winner keeps a random card of the loser's deck" : "Forfeit the game"); break;
        default: o << "Choose " << opt;
      }
      break;
    }
  }
  return o.str();
}

std::string GameState::render_log_entry(const LogEntry& e) const {
  std::ostringstream o;
  o << "[T" << e.turn << "] ";
  std::string who = e.player >= 0 ? "P" + std::to_string(e.player + 1) : "";
  auto nm = [&](uint16_t c) { return c == kNone ? std::string("-") : card_name(c); };
  switch (e.ev) {
    case Ev::GameStart: o << "Game begins; draw decks shuffled"; break;
    case Ev::FirstPlayer: o << who << " wins the die roll: seeds first and takes the first turn"; break;
    case Ev::SeedMission: o << who << " seeds mission " << nm(e.a) << " (location " << e.n + 1 << ")"; break;
    case Ev::SeedCard: o << who << " seeds " << nm(e.a) << " under " << location_name(e.n); break;
    case Ev::SeedOutpost: o << who << " seeds " << nm(e.a) << " at " << location_name(e.n); break;
    case Ev::DoorwaySeeded: o << who << " seeds " << nm(e.a) << " on the table: the doorway is open"; break;
    case Ev::TransporterSkillUsed:
      o << nm(e.a) << " beams past the anti-beaming card through the Transporter Skill aboard " << nm(e.b) << " (" << e.n
        << " this turn)";
      break;
    case Ev::HelperScores: o << nm(e.a) << " helped solve " << nm(e.b) << ": " << who << " scores " << e.n << " bonus points"; break;
    case Ev::CyberneticsReport: o << nm(e.a) << " reports with " << nm(e.b) << "'s Cybernetics present: not the card play"; break;
    case Ev::EvenCunningEscapes: o << nm(e.a) << " escapes " << nm(e.b) << ": CUNNING " << e.n << " is even"; break;
    case Ev::DilemmaPointsLost: o << who << " loses " << e.n << " points: " << nm(e.a) << " goes to the bonus area"; break;
    case Ev::IntegrityToStrength: o << who << "'s " << nm(e.a) << ": in this battle their personnel it names add INTEGRITY to STRENGTH"; break;
    case Ev::SeedPass: o << who << " passes"; break;
    case Ev::SeedStepEnd: o << "Seeding step ends: " << to_string(static_cast<Phase>(e.n)); break;
    case Ev::SeedLeftover: o << who << "'s unseeded " << nm(e.a) << " goes out of play"; break;
    case Ev::OpeningHand: o << who << " draws an opening hand of " << e.n; break;
    case Ev::TurnBegin: o << "Turn " << e.n << " begins: " << who; break;
    case Ev::Unstopped: o << e.n << " stopped card(s) unstop"; break;
    case Ev::Reported: o << who << " reports " << nm(e.a) << " at " << nm(e.b); break;
    case Ev::SkippedPlay: o << who << " makes no card play"; break;
    case Ev::Moved:
      o << who << " moves " << nm(e.a) << " from " << location_name(e.b) << " to " << location_name(e.n & 0xFF)
        << " (RANGE " << (e.n >> 8) << ")";
      break;
    case Ev::Beamed:
    case Ev::Walked:
      o << who << (e.ev == Ev::Walked ? " walks " : " beams ") << nm(e.a) << (e.ev == Ev::Walked ? " aboard " : " to ")
        << (e.b == kPlanet ? "the planet" : nm(e.b));
      if (e.rule == Rule::Stopped) o << ", which is stopped: so is everyone aboard";
      break;
    case Ev::BeamedUnseen: {
      const int personnel = e.n & 0x7F, others = (e.n >> 7) & 0x7F;
      o << who << ((e.n >> 14) & 1 ? " moves " : " beams ");
      if (personnel) o << personnel << " personnel";
      if (personnel && others) o << " and ";
      if (others) o << others << (others == 1 ? " card" : " cards");
      o << " aboard " << nm(e.b);
      break;
    }
    case Ev::AttemptBegin:
      o << who << " attempts " << location_name(e.n) << (e.a == kNone ? " with an Away Team" : " with " + nm(e.a));
      break;
    case Ev::DilemmaRevealed: o << "Dilemma revealed: " << nm(e.a); break;
    case Ev::TriggerMissing: o << nm(e.a) << ": trigger not present, discarded with no effect"; break;
    case Ev::ConditionMet: o << nm(e.a) << ": conditions met, overcome"; break;
    case Ev::ConditionFailed: o << nm(e.a) << ": conditions not met"; break;
    case Ev::NoCondition: o << nm(e.a) << ": takes effect"; break;
    case Ev::Killed: o << nm(e.a) << " is killed"; break;
    case Ev::Discarded: o << nm(e.a) << " is discarded"; break;
    case Ev::ShipDamaged:
      if (e.a < cards.size() && is_borg_ship(e.a)) o << nm(e.a) << " is damaged: a second damaging hit destroys it";
      else o << nm(e.a) << " is damaged (RANGE now 5)";
      break;
    case Ev::ShipDestroyed: o << nm(e.a) << " is destroyed with " << e.n << " card(s) aboard"; break;
    case Ev::Relocated: o << nm(e.a) << " is relocated to " << location_name(e.n); break;
    case Ev::HandRebooted: o << who << " discards " << e.n << " non-personnel card(s) from hand and redraws"; break;
    case Ev::GroupStopped: o << who << "'s group is stopped"; break;
    case Ev::DilemmaReturned: o << nm(e.a) << " stays under the mission"; break;
    case Ev::DilemmaDiscarded: o << nm(e.a) << " is discarded"; break;
    case Ev::DilemmaToBonus: o << who << " scores " << e.n << " bonus points: " << nm(e.a); break;
    case Ev::BranchChosen:
      if (e.b != kNone && e.b < cards.size()) o << who << " chooses " << nm(e.b) << " for " << nm(e.a);
      else o << who << " chooses option " << e.n + 1 << " of " << nm(e.a);
      break;
    case Ev::MissionSolved: o << who << " solves " << nm(e.a) << " for " << e.n << " points"; break;
    case Ev::RequirementsUnmet: o << who << " does not meet the requirements of " << location_name(e.n); break;
    case Ev::AttemptEnded: o << "Attempt at " << location_name(e.n) << " ends"; break;
    case Ev::ArtifactEarned: o << who << " earns artifact " << nm(e.a); break;
    case Ev::Drew: o << who << " draws " << nm(e.a); break;
    case Ev::TurnEnd: o << who << " ends the turn"; break;
    case Ev::GameOver:
      o << "Game over: " << (e.player >= 0 ? who + " wins" : std::string("draw")) << " (" << end_reason << ")";
      break;
    case Ev::MisseedFound: o << nm(e.a) << " is a misseed and goes out of play"; break;
    case Ev::Scored: o << who << " scores " << e.n << " points from " << nm(e.a); break;
    case Ev::CostPaid: o << nm(e.a) << " is discarded to pay for " << nm(e.b); break;
    case Ev::NoMatchingAffiliation: o << "No personnel matching the mission's icons remains; it cannot be solved"; break;
    case Ev::NullifiedAtOutpost: o << nm(e.a) << " has a ship as trigger and is met from an outpost: discarded"; break;
    case Ev::HologramDeactivated: o << nm(e.a) << " (hologram) is deactivated instead of killed"; break;
    case Ev::HologramReactivated: o << nm(e.a) << " (hologram) reactivates"; break;
    case Ev::DilemmaAttached: o << nm(e.a) << " plays on " << nm(e.b) << " until cured"; break;
    case Ev::DilemmaCured:
      o << nm(e.a) << " on " << nm(e.b) << " is cured" << (e.n ? " for " + std::to_string(e.n) + " points" : std::string());
      break;
    case Ev::RangeReduced: o << nm(e.a) << ": " << nm(e.b) << "'s RANGE is now " << e.n; break;
    case Ev::Countdown:
      if (e.b == kNone) o << nm(e.a) << ": " << e.n << " full turn(s) left";
      else o << nm(e.a) << ": " << e.n << " full turn(s) left for " << nm(e.b);
      break;
    case Ev::EventPlayed:
      o << who << " plays " << nm(e.a);
      if (e.b != kNone && e.b < cards.size()) o << (def(e.a).ability && def(e.a).ability->target.kind == TargetKind::YourDiscard ? ", taking " : " on ") << nm(e.b);
      else if (def(e.a).event && def(e.a).event->plays_on == EventTarget::Player && e.n >= 0) o << " on P" << e.n + 1;
      else if (def(e.a).event && def(e.a).event->plays_on == EventTarget::Mission && e.n >= 0) o << " on " << location_name(e.n);
      else if (def(e.a).event && def(e.a).event->plays_on == EventTarget::Boundary && e.n >= 0)
        o << " between " << location_name(e.n) << " and " << location_name(e.n + 1);
      else if (def(e.a).event && def(e.a).event->plays_on == EventTarget::BetweenMissions && e.n >= 0)
        // Once open, the Gaps itself lies between the two (R-MOVE-9).
        o << " between " << location_name(e.n) << " and "
          << location_name(e.n + 1 < static_cast<int>(spaceline.size()) && spaceline[e.n + 1].mission == e.a ? e.n + 2 : e.n + 1);
      break;
    case Ev::EventNullified: o << nm(e.a) << " is nullified by " << nm(e.b) << " and discarded"; break;
    case Ev::EventDiscarded: o << nm(e.a) << (e.rule == Rule::ArtifactLeaves ? " leaves the game after use" : " is discarded after use"); break;
    case Ev::EventCured: o << nm(e.a) << " on " << nm(e.b) << " is ended by the crew and discarded"; break;
    case Ev::Retrieved: o << who << " takes " << nm(e.a) << " from the discard pile into hand (shown)"; break;
    case Ev::HandToBottom: o << who << " puts a shuffled hand of " << e.n << " card(s) under the draw deck and draws as many"; break;
    case Ev::ForcedDiscard: o << who << " discards " << nm(e.a) << " from hand"; break;
    case Ev::AllPersonnelKilled: o << nm(e.a) << ": all " << e.n << " personnel in play are killed"; break;
    case Ev::AttemptByEspionage: o << who << "'s personnel may attempt " << location_name(e.n) << " through Espionage"; break;
    case Ev::HalfRepaired:
      o << nm(e.a) << " is half-repaired (one full turn "
        << (e.b != kNone && e.b < cards.size() ? "with " + nm(e.b) + " aboard)" : std::string("at the outpost)"));
      break;
    case Ev::Repaired:
      o << nm(e.a) << " is repaired" << (e.b != kNone && e.b < cards.size() ? " by " + nm(e.b) : std::string(" at the outpost"));
      break;
    case Ev::HouseArrest: o << nm(e.a) << " is under house arrest aboard " << nm(e.b); break;
    case Ev::HouseArrestEnds: o << nm(e.a) << " is free again aboard " << nm(e.b); break;
    case Ev::TeamShouldSplit:
      o << who << "'s Away Team at " << location_name(e.n)
        << " should split into one team per affiliation; separate Away Teams are not implemented yet (D-GRP-1)";
      break;
    case Ev::RandomPick: o << nm(e.a) << " is selected at random by " << nm(e.b); break;
    case Ev::CardPlayDone: o << who << " finishes the card play"; break;
    case Ev::BattleDeclared:
      if (e.rule == Rule::RogueBorgBeamDown) {
        o << who << "'s Rogue Borg beam down from " << nm(e.a) << " to battle the opponent's Away Team at " << location_name(e.n);
      } else if (e.a != kNone && (e.rule == Rule::RogueBorg || e.rule == Rule::RecurringStart || e.rule == Rule::RogueBorgHold ||
                           e.rule == Rule::Vengeance)) {
        if (e.a < cards.size() && e.player == cards[e.a].owner) o << who << "'s crew of " << nm(e.a) << " attacks the Rogue Borg aboard";
        else o << "The Rogue Borg aboard " << nm(e.a) << " battle its crew at " << location_name(e.n);
      } else if (e.a == kNone) o << who << "'s Away Team attacks the opponent's Away Team at " << location_name(e.n);
      else o << who << " attacks " << nm(e.a) << " at " << location_name(e.n);
      break;
    case Ev::BattleJoined: o << who << ": " << nm(e.a) << " fires at " << nm(e.b) << " (WEAPONS " << e.n << ")"; break;
    case Ev::Retaliation:
      if (e.a == kNone) o << who << " retaliates";
      else o << who << " retaliates against " << nm(e.a);
      break;
    case Ev::NoRetaliation: o << who << " does not retaliate"; break;
    case Ev::Shot:
      o << who << " fires WEAPONS " << (e.n >> 8) << " at " << nm(e.a) << " (SHIELDS " << (e.n & 0xFF) << "): "
        << ((e.n >> 8) > 2 * (e.n & 0xFF) ? "direct hit" : (e.n >> 8) > (e.n & 0xFF) ? "hit" : "no effect");
      break;
    case Ev::BattleResult:
      o << "Damage units " << (e.n >> 4) << " to " << (e.n & 0xF) << ": "
        << (e.player < 0 ? std::string("a tie") : who + " wins the battle");
      break;
    case Ev::AwayBattle:
      o << "STRENGTH " << (e.n >> 8) << " against " << (e.n & 0xFF) << ": "
        << (e.player < 0 ? std::string("no loser") : who + " wins the battle");
      break;
    case Ev::BattleLoss: o << who << " loses the battle: " << nm(e.a) << " (random selection) is discarded"; break;
    case Ev::InterruptPlayed:
      if (e.rule == Rule::SelfDestruct)
        o << who << " plays " << nm(e.a) << " on " << nm(e.b) << ": it explodes at the end of the turn";
      else if (e.rule == Rule::DuringBattle)
        o << who << " plays " << nm(e.a) << (e.b != kNone ? " on " + nm(e.b) : std::string()) << " during the battle at "
          << location_name(e.n);
      else if (e.rule == Rule::Nullify)
        o << who << " plays " << nm(e.a) << " to nullify " << nm(e.b);
      else if (e.rule == Rule::EscapePod)
        o << who << " plays " << nm(e.a) << " on " << nm(e.b) << ", about to be destroyed";
      else
        o << who << " plays " << nm(e.a);
      break;
    case Ev::Nullified: o << nm(e.a) << " is nullified by " << nm(e.b) << ": it does nothing and is discarded"; break;
    case Ev::DeckShuffled: o << "P" << (e.n + 1) << "'s draw deck is shuffled (" << nm(e.a) << ")"; break;
    case Ev::WindowPassed: o << who << " passes (" << to_string(static_cast<Moment>(e.n)) << ")"; break;
    case Ev::ShipUnstopped:
      o << nm(e.a) << ", its crew and its Away Team at " << location_name(e.n) << " are unstopped and its RANGE restored (" << nm(e.b) << ")";
      break;
    case Ev::RangeDoubled: o << nm(e.a) << "'s RANGE is doubled this turn: " << e.n << " (" << nm(e.b) << ")"; break;
    case Ev::Glimpsed:
      o << who << " sees " << nm(e.a)
        << (e.b != kNone ? " aboard " + nm(e.b)
            : e.n > 0    ? " (card " + std::to_string(e.n) + " from the top of the opponent's draw deck)"
                         : std::string(" in the opponent's hand"));
      break;
    case Ev::ShipTowed: o << nm(e.a) << ", empty, is towed away and discarded (" << nm(e.b) << ")"; break;
    case Ev::CardDestroyed:  // nullified in play (Kevin Uxbridge: Convergence, R-NULL-1) or destroyed (R-NULL-2): discarded either way
      o << nm(e.a) << (e.rule == Rule::Nullify ? " is nullified by " : " is destroyed by ") << nm(e.b);
      break;
    case Ev::EquipmentDestroyed: o << nm(e.a) << " is destroyed by " << nm(e.b) << " (random selection)"; break;
    case Ev::ArtifactJoins:
      o << nm(e.a) << " joins " << (e.b != kNone ? "the crew of " + nm(e.b) : "the Away Team at " + location_name(e.n)) << " as equipment";
      break;
    case Ev::ArtifactOnTable: o << nm(e.a) << " goes into play on the table"; break;
    case Ev::TookFromDeck: o << who << " takes " << nm(e.a) << " from the draw deck into the hand (" << nm(e.b) << ")"; break;
    case Ev::TookCardsFromDeck:
      o << who << " took " << e.n << " card" << (e.n == 1 ? "" : "s") << " from the draw deck (" << nm(e.a)
        << "); the deck is shuffled and the artifact leaves the game";
      break;
    case Ev::DilemmaNullified: o << nm(e.a) << " is nullified by " << nm(e.b) << " present: no effect, discarded"; break;
    case Ev::SecondCardPlay: o << who << " may make a second card play this turn (Horga'hn)"; break;
    case Ev::HorgahnDraw: o << who << " made no second card play: an extra card is drawn (Horga'hn)"; break;
    case Ev::NaiskosTriples: break;
    case Ev::PlaysOnPersonnel:
      o << nm(e.a) << " plays on " << nm(e.b);
      if (e.n)
        o << " (" << (def(e.a).dilemma && def(e.a).dilemma->stasis_on_expiry ? "in stasis from" : "dies at")
          << " the end of its owner's " << e.n << (e.n == 1 ? "st" : e.n == 2 ? "nd" : e.n == 3 ? "rd" : "th") << " full turn unless cured)";
      if (def(e.a).dilemma && def(e.a).dilemma->quarantine) o << ", quarantined on the planet";
      break;
    case Ev::HeldAtopMission: o << nm(e.b) << " is held atop " << location_name(e.n) << " by " << nm(e.a) << ", out of reach"; break;
    case Ev::CuredAtOutpost: o << nm(e.b) << " is at its owner's outpost: cured of " << nm(e.a) << " (no points)"; break;
    case Ev::PersonnelDilemmaCured:
      o << nm(e.a) << " is cured" << (e.n ? " for " + std::to_string(e.n) + " points" : std::string());
      break;
    case Ev::CountdownExpires: o << nm(e.a) << ": the countdown runs out"; break;
    case Ev::Freed: o << nm(e.b) << " is freed from " << nm(e.a) << " onto the planet at " << location_name(e.n); break;
    case Ev::CaughtQuarantine: o << nm(e.b) << " joins the quarantined team and is under " << nm(e.a) << " too"; break;
    case Ev::NullifiedBySolving: o << nm(e.a) << " is nullified: " << nm(e.b) << " is solved"; break;
    case Ev::PlacedOnMission: o << nm(e.a) << " is placed on " << location_name(e.n) << ": no attempt there while it stays"; break;
    case Ev::MissionBlocked: o << nm(e.a) << " is on " << location_name(e.n) << ": the attempt ends, nobody stopped"; break;
    case Ev::Towed: o << nm(e.a) << " tows " << nm(e.b) << " to " << location_name(e.n); break;
    case Ev::JourneyBegins: o << nm(e.a) << " on " << nm(e.b) << ": it must travel at full speed to " << location_name(e.n) << ", the far end, and do nothing else"; break;
    case Ev::DilemmasDiscardedHere:
      o << nm(e.a) << " is overcome: every dilemma under " << location_name(e.n) << " is discarded, " << nm(e.a) << " too";
      break;
    case Ev::GapOpens: o << nm(e.a) << " opens a location of its own at place " << e.n + 1 << " of the spaceline"; break;
    case Ev::GapKills: o << "Stopping on " << nm(e.b) << " kills " << nm(e.a) << " (random selection)"; break;
    case Ev::GapCloses: o << nm(e.a) << " closes: its neighbours are side by side again"; break;
    case Ev::RearrangeBegins: o << nm(e.a) << ": " << who << " rearranges the spaceline, each location moving with everything at it"; break;
    case Ev::SpacelineArranged: o << "The spaceline is rearranged (" << nm(e.a) << "):"; break;
    case Ev::LocationPlaced: o << location_name(e.n) << " is now place " << e.n + 1 << " from the left"; break;
    case Ev::QNetPlaced: o << who << " places " << nm(e.a) << " between " << location_name(e.n) << " and " << location_name(e.n + 1); break;
    case Ev::JourneyEnds: o << nm(e.b) << " reaches the far end: " << nm(e.a) << " scores " << e.n << " points"; break;
    case Ev::MessageReceived:
      o << nm(e.a) << " on " << nm(e.b) << ": it must travel at full speed to " << location_name(e.n)
        << ", its owner's nearest such outpost, and do nothing else";
      break;
    case Ev::MessageArrived: o << nm(e.b) << " is at its outpost at " << location_name(e.n) << ": " << nm(e.a) << " is discarded"; break;
    case Ev::AffiliationLost: o << nm(e.a) << " loses its affiliation: it is non-aligned while Lore's Fingernail is in play"; break;
    case Ev::AffiliationRegained: o << nm(e.a) << " is " << aff_name(def(e.a).affiliations.front()) << " again"; break;
    case Ev::ControlTaken:
      o << who << " takes control of " << nm(e.a) << " and the " << e.n << " cards aboard until the end of the turn (" << nm(e.b) << ")";
      break;
    case Ev::ControlEnds: o << nm(e.a) << " is under its owner's control again"; break;
    case Ev::ControlResisted: o << nm(e.a) << " resists " << nm(e.b) << ": " << (e.n ? std::string("2 SECURITY") : std::string("its crew")) << " aboard"; break;
    case Ev::CardPlayReturned:
      o << nm(e.a) << " goes back to P" << (e.n + 1) << "'s hand (" << nm(e.b) << "): P" << (e.n + 1)
        << " must play a different card instead, if one can be played";
      break;
    case Ev::MessageVoid: o << nm(e.a) << " is nullified: the owner of " << nm(e.b) << " has no such outpost in play"; break;
    case Ev::PersonnelDilemmaEmpty: o << nm(e.a) << " plays on nobody any more and is discarded"; break;
    case Ev::OutpostBuilt: o << who << " builds " << nm(e.a) << " at " << location_name(e.n) << " as the card play"; break;
    case Ev::SeedExamined: o << who << " stops the scanning crew of " << nm(e.b) << " and examines the bottom seed card at " << location_name(e.n); break;
    case Ev::OrbitDecaying:
      o << nm(e.a) << " loses orbital stability at " << location_name(e.n)
        << ": no RANGE this turn; destroyed at the end of its owner's next turn unless its SHIELDS hold";
      break;
    case Ev::OrbitHeld: o << nm(e.a) << " holds its orbit (SHIELDS " << e.n << "): " << nm(e.b) << " is discarded"; break;
    case Ev::BonusPointsScored: o << who << " plays " << nm(e.a) << " on " << nm(e.b) << " and scores " << e.n << " bonus points"; break;
    case Ev::BeamUpDelayed: o << nm(e.a) << " (random selection) may not beam up for a full turn (" << nm(e.b) << ")"; break;
    case Ev::BeamHoldEnds: o << nm(e.a) << " may beam up again (" << nm(e.b) << " ends)"; break;
    case Ev::ShipOutOfTime:
      o << nm(e.b) << " on " << nm(e.a) << ": the ship disappears with everything aboard; it returns here after " << e.n
        << (def(e.b).type == CardType::Artifact ? " full turns" : " turns (countdown)") << " of its owner";
      break;
    case Ev::InterruptBeamed: o << nm(e.a) << ": done beaming (" << e.n << " personnel)"; break;
    case Ev::Doomed: o << nm(e.a) << (e.n ? " is about to be destroyed" : " is targeted to die"); break;
    case Ev::PodLaunched:
      o << who << "'s crew of " << nm(e.b) << " (" << e.n << " personnel) escapes in " << nm(e.a) << " before the ship is destroyed";
      break;
    case Ev::PodRescued: o << who << " rescues " << nm(e.a) << " from the escape pod aboard " << nm(e.b); break;
    case Ev::PodDiscarded: o << nm(e.a) << " is discarded: nobody is left in it"; break;
    case Ev::ReturnedInstead: o << nm(e.a) << " returns to " << who << "'s hand instead of dying (" << nm(e.b) << ")"; break;
    case Ev::TeamFormed:
      o << nm(e.a) << " forms an Away Team of its own on the planet at " << location_name(e.n) << ": it may not mix with " << who
        << "'s others there";
      break;
    case Ev::TeamsJoined: o << who << "'s Away Teams of " << nm(e.a) << " and " << nm(e.b) << " at " << location_name(e.n) << " join into one"; break;
    case Ev::TeamSplits:
      o << who << "'s Away Team at " << location_name(e.n) << " splits: " << nm(e.a) << " may no longer mix with " << nm(e.b)
        << " and is in an Away Team apart";
      break;
    case Ev::PhasedSplit:
      o << nm(e.a) << " splits the Away Team: the larger group (" << e.n << ") is phased, a team of its own that may not beam up or attempt until cured";
      break;
    case Ev::PhasedGroupCured: o << nm(e.a) << " is cured: the phased group is back in phase"; break;
    case Ev::GroupInfected:
      o << "The Away Team is infected (" << nm(e.a) << "): it beams back, and " << who << " controls its ship(s) and crew(s), "
        << e.n << " card(s), until they are stopped";
      break;
    case Ev::GroupControlEnds:
      o << who << (e.n == 1 ? " stops using the group under " : e.n == 2 ? " has nothing left under " : "'s group under ") << nm(e.a)
        << (e.n == 0 ? " is stopped" : "") << ": control ends, " << nm(e.a) << " goes back under its mission and the turn resumes";
      break;
    case Ev::GroupControlGone: o << nm(e.a) << " is met by a group already under control: nothing more happens"; break;
    case Ev::ShipReturns: o << nm(e.a) << " reappears at " << location_name(e.n) << " (" << nm(e.b) << "); nothing aboard aged meanwhile"; break;
    case Ev::WormholeRelocates: o << nm(e.a) << " goes through the wormholes to " << location_name(e.n) << ", using no RANGE"; break;
    case Ev::SkillsCopied: o << nm(e.a) << " mind-melds with " << nm(e.b) << " and has their skills until the end of the turn"; break;
    case Ev::EventExpires: o << nm(e.a) << " ends and is discarded"; break;
    case Ev::DeckArranged: o << who << " rearranges P" << (e.n + 1) << "'s draw deck (" << nm(e.a) << ")"; break;
    case Ev::StakesRaised: o << who << " raises the stakes (" << nm(e.a) << "): the opponent forfeits or accepts"; break;
    case Ev::StakesForfeit: o << who << " forfeits the game rather than accept the stakes"; break;
    case Ev::StakesKept: o << "P" << (e.player + 1) << " keeps " << nm(e.a) << ", chosen at random from P" << (e.n + 1) << "'s deck (Raise the Stakes)"; break;
    case Ev::KidnapGuess: o << who << " guesses " << to_string(static_cast<CardType>(e.n)) << " (" << nm(e.a) << ")"; break;
    case Ev::KidnapShown:
      o << "P" << (cards[e.a].owner + 1) << " shows " << nm(e.a) << (e.n ? ": guessed right, it is discarded" : ": a wrong guess, it stays in hand");
      break;
    case Ev::DrawDiscarded: o << "P" << (e.n + 1) << " discards " << nm(e.a) << ", the card just drawn (" << nm(e.b) << "), and draws again"; break;
    case Ev::LocationDestroyed:
      o << nm(e.a) << " destroys everything at " << location_name(e.n) << " (" << e.b << " cards); the mission stays for its span only";
      break;
    case Ev::FieldFlipped: o << nm(e.a) << " at " << location_name(cards[e.a].loc) << " turns face " << (e.n ? "down" : "up"); break;
    case Ev::HeldByField:
      if (def(e.b).event && def(e.b).event->effect == EventEffect::DamagePassing)
        o << nm(e.a) << " passes over " << nm(e.b) << " at " << location_name(e.n) << " without stopping";
      else
        o << nm(e.a) << " stops at " << nm(e.b) << " (" << location_name(e.n) << ") and goes on no further this turn";
      break;
    case Ev::BeamingCounted:
      if (e.n < 0) o << who << " beams through " << nm(e.a) << " with Pattern Enhancers: not counted";
      else o << nm(e.a) << ": " << e.n << " of " << def(e.a).event->count << " personnel beamed up or down at " << location_name(cards[e.a].loc) << " this turn";
      break;
    case Ev::TeamUnstopped:
      o << "P" << (cards[e.a].owner + 1) << "'s Away Team at " << location_name(e.n) << " is unstopped (" << nm(e.b) << ")";
      break;
    case Ev::NoEquipmentThere:
      o << nm(e.b) << " finds no equipment " << (e.n > 0 ? "with the Away Team at " + location_name(e.n - 1) : "aboard " + nm(e.a));
      break;
    case Ev::BattlePrevented: o << nm(e.a) << " is hidden by " << nm(e.b) << ": the battle is prevented, and no other against it this turn"; break;
    case Ev::InterruptKilled: o << nm(e.a) << " is killed by " << nm(e.b); break;
    case Ev::Disabled: o << nm(e.a) << " is disabled by " << nm(e.b) << ": no skills, attributes, icons or gender"; break;
    case Ev::Reenabled: o << nm(e.a) << " is no longer disabled (" << nm(e.b) << " has left play)"; break;
    case Ev::StasisBegins:
      o << nm(e.a) << " is put in stasis by " << nm(e.b)
        << (e.n > 0 ? " for " + std::to_string(e.n) + " full turn(s)" : std::string(" until a card ends it"));
      break;
    case Ev::StasisEnds: o << nm(e.a) << " comes out of stasis"; break;
    case Ev::Captured: o << who << " takes " << nm(e.a) << " captive (" << nm(e.b) << ")"; break;
    case Ev::CaptivesFreed: o << who << " frees " << e.n << " captive(s) aboard " << nm(e.a) << " (" << nm(e.b) << ")"; break;
    case Ev::CaptiveReturned: o << "The game is over: captive " << nm(e.a) << " goes back to " << who; break;
    case Ev::ObligationsOrdered:
      o << who << (e.n == kEndTurnBorgShips ? " lets the Borg Ship move first, then the events strike the ships"
                                             : " lets the events strike the ships first, then the Borg Ship moves");
      break;
    case Ev::ArtifactReturned:
      o << "The game is over: " << nm(e.a) << ", earned by P" << (e.n + 1) << ", goes back to " << who << ", who seeded it";
      break;
    case Ev::AffiliationSwitched:
      o << who << " switches " << nm(e.a) << " to " << aff_name(static_cast<Affiliation>(e.n));
      break;
    case Ev::BorgShipArrives:
      o << nm(e.a) << " appears at " << location_name(e.n) << " and attacks everything in space there";
      break;
    case Ev::BorgShipMoves: o << nm(e.a) << " moves to " << location_name(e.n) << " and attacks everything in space there"; break;
    case Ev::BorgShipLeaves: o << nm(e.a) << " moves off the end of the spaceline and is discarded"; break;
    case Ev::BorgShipDestroyed: o << who << " destroys " << nm(e.a) << " and scores " << e.n << " points"; break;
    case Ev::BorgShipFires:
      o << nm(e.a) << " fires WEAPONS " << (e.n >> 8) << " at " << nm(e.b) << " (SHIELDS " << (e.n & 0xFF) << "): "
        << ((e.n >> 8) > 2 * (e.n & 0xFF) ? "direct hit" : (e.n >> 8) > (e.n & 0xFF) ? "hit" : "no effect");
      break;
    case Ev::Cloaked: o << who << " cloaks " << nm(e.a) << " at " << location_name(e.n); break;
    case Ev::Decloaked: o << who << " decloaks " << nm(e.a) << " at " << location_name(e.n); break;
    case Ev::RogueBorgBoard: o << e.n << " Rogue Borg (" << nm(e.b) << ") board " << nm(e.a) << " and battle its crew"; break;
    case Ev::RogueBorgJoin: o << nm(e.a) << " joins the Rogue Borg aboard " << nm(e.b) << " (Rogue Borg STRENGTH " << e.n << ")"; break;
    case Ev::RogueBorgBattle:
      o << "Rogue Borg STRENGTH " << (e.n >> 8) << " against the crew of " << nm(e.a) << " " << (e.n & 0xFF) << ": "
        << (e.player < 0 ? std::string("no loser") : who + " wins the battle");
      break;
    case Ev::RogueBorgLost: o << "The Rogue Borg lose the battle: " << nm(e.a) << " (random selection) is discarded"; break;
    case Ev::RogueBorgHold:
      o << "The Rogue Borg hold " << nm(e.a) << ": no crew left aboard";
      if (e.n > 0) o << " (" << e.n << " deactivated hologram(s) and equipment of its owner's thrown off)";
      break;
    case Ev::RogueBorgGone:
      if (e.rule == Rule::RogueBorgBeamDown) o << "No battle: nobody left to fight for the Rogue Borg of " << nm(e.a) << " or against them";
      else o << "No battle aboard " << nm(e.a) << ": nobody left to fight";
      break;
    case Ev::Commandeered:
      o << who << "'s Rogue Borg commandeer " << nm(e.a) << " (" << nm(e.b) << "): it is " << who
        << "'s ship for as long as they are aboard";
      if (e.n > 0) o << ", with the " << e.n << " card(s) aboard";
      break;
    case Ev::CommandeerEnds:
      o << "No Rogue Borg are left aboard " << nm(e.a) << ": it is " << who << "'s again";
      if (e.b != kNone && e.b < cards.size()) o << ", and " << nm(e.b) << " is discarded";
      break;
    case Ev::RogueBorgAwayBattle:
      o << "Rogue Borg STRENGTH " << (e.n >> 8) << " from " << nm(e.a) << " against the Away Team's " << (e.n & 0xFF) << ": "
        << (e.player < 0 ? std::string("no loser") : who + " wins the battle") << "; the Rogue Borg beam back aboard";
      break;
    case Ev::RogueBorgRepelled: o << who << " plays " << nm(e.a) << ": " << e.n << " Rogue Borg discarded"; break;
    case Ev::BorgAttackNullified: o << who << " plays " << nm(e.b) << ": the attack of " << nm(e.a) << " is nullified this turn"; break;
    case Ev::BorgShipHeld: o << nm(e.a) << " does not fire at " << nm(e.b) << ": its attack is nullified this turn"; break;
    case Ev::ReAttack:
      o << who << " avenges " << nm(e.a) << " with " << nm(e.b) << ": the others attack again, STRENGTH x"
        << (e.b < cards.size() && def(e.b).interrupt ? def(e.b).interrupt->multiply : 1);
      break;
    case Ev::LoopUndone:
      o << nm(e.a) << " is not overcome: " << who << "'s last " << e.n << (e.n == 1 ? " action" : " actions")
        << " of the turn " << (e.n == 1 ? "is" : "are") << " undone and the turn ends";
      break;
    case Ev::BackFaceUp: o << nm(e.a) << " is back under " << location_name(e.n) << ", face up: both players have seen it"; break;
    case Ev::ActionUndone: {
      // D-TURN-1: named as the action was; a card beamed aboard a ship only to its player (R-INFO-4).
      auto card = [&](uint16_t c) { return c < cards.size() ? nm(c) : std::string("?"); };
      auto where = [&](uint16_t l) { return l < spaceline.size() ? location_name(l) : std::string("?"); };
      o << "Undone: " << who << "'s ";
      switch (static_cast<Act>(e.n)) {
        case Act::Report: o << "report of " << card(e.a); break;
        case Act::PlayEvent:
        case Act::PlayInterrupt: o << "play of " << card(e.a); break;
        case Act::BuildOutpost: o << "building of " << card(e.a); break;
        case Act::Move: o << "move of " << card(e.a) << " to " << where(e.b); break;
        case Act::Tow: o << "tow by " << card(e.a) << " to " << where(e.b); break;
        case Act::Beam: o << "beaming of " << card(e.a); break;
        case Act::BeamAll: o << "beaming of a group at " << where(e.b); break;
        case Act::Walk: o << "walk of " << card(e.a); break;
        case Act::WalkAll: o << "walk of a group at " << where(e.b); break;
        case Act::Attempt: o << "mission attempt at " << where(e.b); break;
        case Act::AttackShip: o << "attack on " << card(e.a); break;
        case Act::AttackAwayTeam: o << "Away Team attack at " << where(e.b); break;
        case Act::AttackRogueBorg: o << "attack on the Rogue Borg aboard " << card(e.a); break;
        case Act::RogueBorgAttack: o << "Rogue Borg attack from " << card(e.a); break;
        case Act::SwitchAffiliation: o << "affiliation switch of " << card(e.a); break;
        case Act::Cloak: o << "cloaking of " << card(e.a); break;
        case Act::Decloak: o << "decloaking of " << card(e.a); break;
        case Act::ForcedDiscard: o << "discard of " << card(e.a); break;
        default: o << "action"; break;
      }
      break;
    }
  }
  if (e.rule != Rule::None) o << cite(e.rule);
  return o.str();
}

// D-PLAY-1 (CRD IV.11.B, IV.11.D): a ship that reports at a location by its own text needs no outpost
// there, nor one of its affiliation; everything else of reporting holds (R-ID-1, R-ID-3, R-DOOR-3).
std::string GameState::report_at_location_refusal(CardId c, CardId mission, Affiliation mode) const {
  const auto& d = def(c);
  const int p = active;
  if (cards[c].zone != Zone::Hand || cards[c].owner != p) return d.name + " is not in your hand";
  if (d.type != CardType::Ship || (!d.reports_anywhere && d.also_reports_at.empty()))
    return "personnel, ships and equipment report at one of your outposts in play" + cite(Rule::Report);
  if (mission >= cards.size() || (cards[mission].zone != Zone::Spaceline && cards[mission].zone != Zone::InPlay) || cards[mission].loc < 0 ||
      static_cast<size_t>(cards[mission].loc) >= spaceline.size() || spaceline[cards[mission].loc].mission != mission)
    return d.name + " reports at a spaceline location: name the card that is the location" + cite(Rule::ReportsAtLocation);
  if (!d.reports_anywhere) {
    const auto& L = spaceline[cards[mission].loc];
    bool named = false;
    for (CardId m : {L.mission, L.shared})
      if (m != kNone)
        for (const auto& t : d.also_reports_at) named = named || def(m).name == t;
    if (!named) return d.name + " reports at one of your outposts, or at " + d.also_reports_at.front() + cite(Rule::ReportsAtLocation);
  }
  if (!d.playable_from_hand_implemented()) return d.name + "'s game text is not implemented yet, so it cannot be played" + cite(Rule::NotImplemented);
  if (!comes_through(p, d)) return d.name + " has the AU icon: it comes into play only while your Alternate Universe Door is open" + cite(Rule::AuDoor);
  if (d.unique && in_play_copy(p, d)) return d.name + " is unique and you already have it in play" + cite(Rule::Unique);
  if (persona_in_play(p, d)) return "you already have a version of " + (d.persona.empty() ? d.name : d.persona) + " in play" + cite(Rule::Persona);
  if (d.non_aligned() ? mode != Affiliation::NonAligned : !d.has_affiliation(mode))
    return d.name + " cannot report as " + to_string(mode) + cite(Rule::Report);
  return {};
}

std::string GameState::why_illegal(Action a) const {
  std::vector<Action> legal;
  legal_actions(legal);
  for (auto l : legal)
    if (l == a) return "";
  auto x = decode(a);
  const int p = active;
  if (phase == Phase::GameOver) return "the game is over";
  auto valid_card = [&](uint16_t c) { return c < cards.size(); };
  if (x.kind == Act::BuildOutpost) {
    if (!valid_card(x.a)) return "no such card";
    if (phase != Phase::PlayCard) return "an outpost is built as the card play, which is over this turn" + cite(Rule::BuildOutpost);
    if (auto why = build_refusal(x.a, x.b, p); !why.empty()) return why;
  }
  if (x.kind == Act::PlayInterrupt) {
    if (!valid_card(x.a)) return "no such card";
    const auto& d = def(x.a);
    if (d.type != CardType::Interrupt) return d.name + " is not an interrupt";
    if (!d.interrupt) return d.name + "'s game text is not implemented yet, so it cannot be played" + cite(Rule::NotImplemented);
    const int who = choice.kind == ChoiceKind::Respond ? choice.chooser : active;
    if (cards[x.a].zone != Zone::Hand || cards[x.a].owner != who) return d.name + " is not in the hand of the player deciding now";
    const auto& in = *d.interrupt;
    if (!timing_allows(in, who)) {
      if (choice.kind == ChoiceKind::Respond)
        return d.name + " may not be played at this moment (" + to_string(windows.back().moment) + ")" + cite(Rule::ResponseWindow);
      return d.name + " may be played only at the moments its text names, not now" + cite(Rule::ResponseWindow);
    }
    if (in.when == when_bit(InterruptWhen::ShipBattleInitiated) && battle.away_team) return d.name + " acts only in a ship battle" + cite(Rule::DuringBattle);
    if (in.when == when_bit(InterruptWhen::AwayTeamBattleInitiated) && !battle.away_team)
      return d.name + " acts only in an Away Team battle" + cite(Rule::DuringBattle);
    if (in.effect == InterruptEffect::Nullify)
      return "that is not a card " + d.name + " may nullify now (a card just played, of the kind it names" +
             std::string(in.nullifies.in_play ? ", or such an event in play" : "") + "; not a card immune to it)" + cite(Rule::Nullify);
    if (in.effect == InterruptEffect::SelfDestruct) return d.name + " plays on one of your ships in space" + cite(Rule::SelfDestruct);
    if (in.effect == InterruptEffect::Ability && d.ability->target.kind == TargetKind::Player)
      return std::string(d.ability->target.opponents ? "it plays on your opponent" : "choose player 1 or 2") + cite(Rule::PlayInterrupt);
    if (in.effect == InterruptEffect::Beam)
      return d.name + " beams your cards that may beam (not stopped, not to or from a cloaked ship, past no beaming block) " +
             (in.reach == BeamReach::UpOrDown ? "up or down at one location" : "from your ship to a neighbouring location") +
             ", never during a mission attempt" + cite(in.reach == BeamReach::UpOrDown ? Rule::ArmbandsErrata : Rule::BeamPastQNet) +
             cite(Rule::CardBeamingIsBeaming);
    if (in.effect == InterruptEffect::OutOfTime) {
      if (x.b < cards.size() && out_of_time(x.b))
        return card_name(x.b) + " is out of time: no card may be played on it" + cite(Rule::NotOnShipOutOfTime);
      return d.name + " plays on " + (in.own_ship ? "one of your ships" : "a ship") + " in space, not one in a battle" +
             (in.returns == TimeReturn::Announced ? ", for 1 to " + std::to_string(in.max_full_turns) + " full turns" : std::string()) +
             cite(Rule::TemporalRift);
    }
    if (in.effect == InterruptEffect::SaveCrew)
      return d.name + " plays on your own ship about to be destroyed, with personnel of yours aboard" + cite(Rule::EscapePod);
    if (in.effect == InterruptEffect::HideShip) {
      if (x.b != battle.target) return d.name + " plays only on the ship the battle is initiated against" + cite(Rule::AsteroidSanctuary);
      return card_name(x.b) + " lacks what " + d.name + " needs aboard" + (in.aboard ? " (" + in.aboard->text + ")" : std::string()) +
             cite(Rule::AsteroidSanctuary);
    }
    return "nobody of yours there can use " + d.name + " against anyone of the opponent's (or you cannot retaliate)" +
           cite(Rule::InterruptKills);
  }
  if (x.kind == Act::SaveFromDeath)
    return "a Genetronic Replicator of yours in play returns your personnel targeted to die to your hand, in the moment before it "
           "dies, by stopping two of your unstopped MEDICAL present who are not targeted too" +
           cite(Rule::ReturnInstead) + cite(Rule::UnaffectedMedical);
  if (choice.kind != ChoiceKind::None && x.kind != Act::Choose)
    return "a decision is pending: " + decision().prompt;
  if ((x.kind == Act::Report || x.kind == Act::PlayEvent || x.kind == Act::PlayInterrupt || x.kind == Act::BuildOutpost ||
       x.kind == Act::SeedUnder) &&
      valid_card(x.a) && !comes_through(p, def(x.a)))
    return card_name(x.a) + " has the AU icon: it comes into play only while your Alternate Universe Door is open" + cite(Rule::AuDoor);
  if ((x.kind == Act::Report || x.kind == Act::PlayEvent || x.kind == Act::BuildOutpost) && players[p].was_vortexed(x.a))
    return card_name(x.a) + " went back to your hand through Energy Vortex: it may not be played again this turn" + cite(Rule::EnergyVortex);
  switch (x.kind) {
    case Act::Report: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      if (phase != Phase::PlayCard) {
        if (phase == Phase::Orders && players[p].card_played)
          return "you have already made your card play this turn" + cite(Rule::CardPlay);
        return "cards are reported only in the card-play part of the turn, before orders" + cite(Rule::TurnParts);
      }
      if (cards[x.a].zone != Zone::Hand || cards[x.a].owner != p) return d.name + " is not in your hand";
      if (d.type != CardType::Personnel && d.type != CardType::Ship && d.type != CardType::Equipment)
        return d.name + " is " + (d.type == CardType::Event || d.type == CardType::Interrupt ? "an " : "a ") +
               to_string(d.type) + " card, not one that reports to an outpost" + cite(Rule::Report);
      if (!d.playable_from_hand_implemented())
        return d.name + "'s game text is not implemented yet, so it cannot be played" + cite(Rule::NotImplemented);
      if (d.unique && in_play_copy(p, d)) return d.name + " is unique and you already have it in play" + cite(Rule::Unique);
      if (persona_in_play(p, d))
        return "you already have a version of " + (d.persona.empty() ? d.name : d.persona) + " in play" + cite(Rule::Persona);
      if (d.type == CardType::Ship && (d.reports_anywhere || !d.also_reports_at.empty()) && valid_card(x.b) &&
          def(x.b).type != CardType::Facility) {
        auto r = report_at_location_refusal(x.a, x.b, static_cast<Affiliation>(x.c));
        return r.empty() ? d.name + " may not report there now" + cite(Rule::ReportsAtLocation) : r;
      }
      if (d.reports_anywhere)
        return d.name + " enters play at any spaceline location, never by normal means at an outpost" + cite(Rule::ReportsAtLocation);
      if (!valid_card(x.b) || def(x.b).type != CardType::Facility || cards[x.b].owner != p || cards[x.b].zone != Zone::InPlay)
        return "personnel, ships and equipment report at one of your outposts in play" + cite(Rule::Report);
      const auto& od = def(x.b);
      if (od.is_station) return od.name + " is a station: the engine does not let cards report to stations yet" + cite(Rule::NotImplemented);
      if (d.type == CardType::Equipment || d.non_aligned()) return "report it without choosing an affiliation" + cite(Rule::Report);
      auto mode = static_cast<Affiliation>(x.c);
      if (!d.has_affiliation(mode)) return d.name + " cannot report as " + to_string(mode) + cite(Rule::Report);
      std::string out_aff = od.affiliations.empty() ? std::string("non-aligned") : to_string(od.affiliations.front());
      return d.name + " (" + to_string(mode) + ") does not match the affiliation of " + od.name + " (" + out_aff + ")" +
             cite(Rule::Report);
    }
    case Act::Move: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      if (d.type != CardType::Ship) return d.name + " is not a ship; only ships move along the spaceline" + cite(Rule::Move);
      if (cards[x.a].owner != p || cards[x.a].zone != Zone::InPlay) return d.name + " is not one of your ships in play";
      if (phase != Phase::Orders) return "ships move while executing orders, after the card play" + cite(Rule::TurnParts);
      if (x.b >= spaceline.size()) return "no such location";
      if (cards[x.a].loc == x.b) return d.name + " is already at " + location_name(x.b);
      if (cards[x.a].has(kStopped)) return d.name + " is stopped" + cite(Rule::Stopped);
      if (cards[x.a].has(kImmobile)) return d.name + " cannot move until the dilemma on it is cured" + cite(Rule::DilemmaCure);
      if (auto h = move_hazard(x.a, x.b); !h.empty() && is_staffed(x.a)) return h;
      if (!is_staffed(x.a)) {
        std::ostringstream o;
        o << d.name << " is not fully staffed (needs";
        for (auto i : d.staffing) o << " " << (i == StaffIcon::Command ? "[Cmd]" : i == StaffIcon::Staff ? "[Staff]" : i == StaffIcon::AU ? "[AU]" : "[NA]");
        if (d.staffing.empty()) o << " one personnel";
        o << " from unstopped personnel aboard of a compatible affiliation, a different one for each icon)" << cite(Rule::MoveStaffed);
        for (auto i : d.staffing)
          if (i == StaffIcon::AU || i == StaffIcon::NonAligned) {
            o << "; an [AU] icon needs an AU-icon personnel, an [NA] icon a non-aligned one" << cite(Rule::StaffingIcons);
            break;
          }
        return o.str();
      }
      if (CardId j = journey_of(x.a); j != kNone)
        return d.name + " must travel at full speed toward " + location_name(journey_target(j)) + " (" + card_name(j) +
               "): only its move to " + (journey_step(x.a) >= 0 ? location_name(journey_step(x.a)) : std::string("nowhere this turn")) +
               " is allowed" + cite(journey_rule(j));
      std::ostringstream o;
      o << d.name << " cannot move to " << location_name(x.b) << ": RANGE " << effective_range(x.a);
      if (cards[x.a].has(kDamaged)) o << " (damaged, " << rule_info(Rule::DamagedRange).id << ")";
      if (cards[x.a].range_used) o << ", " << int(cards[x.a].range_used) << " already used this turn";
      o << ", span " << move_cost(x.a, x.b) << " to get there" << cite(Rule::Span);
      if (cards[x.a].range_used) o << cite(Rule::RangeBudget);
      return o.str();
    }
    case Act::Walk:
      if (valid_card(x.a) && cards[x.a].place == Place::Aboard && (x.b == kPlanet || !valid_card(x.b) || !walk_between(cards[x.a].host, x.b)))
        return "walking is only between an outpost and a ship docked there; elsewhere personnel beam" + cite(Rule::Docking);
      [[fallthrough]];
    case Act::Beam: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      const auto& k = cards[x.a];
      if (d.type != CardType::Personnel && d.type != CardType::Equipment)
        return d.name + " is not personnel or equipment; only those beam" + cite(Rule::Beam);
      if (k.owner != p || k.zone != Zone::InPlay || (k.place != Place::Aboard && k.place != Place::Planet))
        return d.name + " is not one of your cards aboard a ship, an outpost or on a planet";
      if (phase != Phase::Orders) return "beaming happens while executing orders" + cite(Rule::TurnParts);
      if (d.type == CardType::Personnel && k.has(kStopped)) return d.name + " is stopped and cannot beam" + cite(Rule::BeamStopped);
      if (k.has(kDeactivated)) return d.name + " is a deactivated hologram" + cite(Rule::HologramKilled);
      if (k.place == Place::Aboard && cards[k.host].has(kStopped))
        return card_name(k.host) + " is stopped: nobody beams from it" + cite(Rule::Stopped);
      if (k.place == Place::Aboard && cloaked(k.host))
        return card_name(k.host) + " is cloaked: nobody beams or walks off it" + cite(Rule::Cloaking);
      if (x.c != k.loc) return d.name + " is not at " + location_name(x.c) + cite(Rule::Beam);
      if (k.place == Place::Aboard && is_pod(k.host) && x.b == kPlanet)
        return d.name + " is in an escape pod: it is rescued only by beaming aboard a ship or facility of yours there" +
               cite(Rule::EscapePodRescue);
      if (x.b == kPlanet || valid_card(x.b))
        if (auto h = beam_hazard(x.a, x.b, x.c); !h.empty()) return h;
      if (held(x.a)) return d.name + " is held atop the mission by " + card_name(k.host) + cite(Rule::HeldAtopMission);
      if (k.place == Place::Planet && x.b != kPlanet && quarantined(x.a))
        return d.name + " is quarantined on the planet and may not leave it" + cite(Rule::Quarantine);
      if (k.place == Place::Planet && x.b != kPlanet && phased(x.a))
        return d.name + " is phased: the phased group may not beam up until an ENGINEER and a SCIENCE of yours on the planet cure it" +
               cite(Rule::PhasedMatter);
      if (!controlled.empty() && (x.b == kPlanet || valid_card(x.b)) && control_separates(x.a, x.b, x.c))
        return "a group under control and its controller's own cards do not mix: no beaming between them" + cite(Rule::ControlOfGroup);
      if (x.b == kPlanet) {
        if (k.place == Place::Planet) return d.name + " is already on the planet";
        if (!has_planet(x.c)) return location_name(x.c) + " is a space mission: there is no planet to beam to" + cite(Rule::Beam);
        if (d.kind == PersonnelKind::Hologram && !holograms_may_exist(x.c))
          return "holograms can do nothing on a planet without Holo-Projectors" + cite(Rule::HologramPlaces);
        return "not legal now" + cite(Rule::Beam);
      }
      if (!valid_card(x.b)) return "no such destination";
      const auto& h = cards[x.b];
      if (def(x.b).type != CardType::Ship && def(x.b).type != CardType::Facility)
        return def(x.b).name + " is not a ship or a facility" + cite(Rule::Beam);
      if (h.owner != p) return "you may not beam aboard the opponent's ship or outpost" + cite(Rule::BeamOwnOnly);
      if (h.zone != Zone::InPlay || h.place != Place::Space || h.loc != x.c)
        return def(x.b).name + " is not at " + location_name(x.c) + ": source and destination must be at the same location" +
               cite(Rule::Beam);
      if (h.has(kCloaked)) return def(x.b).name + " is cloaked: nobody beams or walks aboard it" + cite(Rule::Cloaking);
      if (k.place == Place::Aboard && k.host == x.b) return d.name + " is already aboard " + def(x.b).name;
      if (db_->any_not_with() && d.type == CardType::Personnel) {
        if (!works_with(x.a, static_cast<Affiliation>(k.aff), x.b))
          return d.name + " does not work with " + def(x.b).name + "'s affiliation, treaty or not" + cite(Rule::DoesNotWorkWith);
        for (auto o : aboard(x.b))
          if (o != x.a && def(o).type == CardType::Personnel && !works_with(x.a, static_cast<Affiliation>(k.aff), o))
            return d.name + " and " + card_name(o) + " do not work together, treaty or not" + cite(Rule::DoesNotWorkWith);
      }
      if (!compatible(x.a, x.b)) return d.name + " would be under house arrest aboard " + def(x.b).name + cite(Rule::BeamHouseArrest);
      return "not legal now" + cite(Rule::Beam);
    }
    case Act::Tow:
      if (phase != Phase::Orders) return "towing is a move, made while executing orders" + cite(Rule::TurnParts);
      if (auto why = tow_refusal(x.a, x.b, x.c); !why.empty()) return why;
      return "not legal now" + cite(Rule::GarbageScow);
    case Act::Attempt: {
      if (phase != Phase::Orders) return "missions are attempted while executing orders" + cite(Rule::TurnParts);
      if (x.b >= spaceline.size()) return "no such location";
      if (is_gap(x.b)) return location_name(x.b) + " is a location, not a mission: there is nothing to attempt" + cite(Rule::GapsLocation);
      if (spaceline[x.b].solved) return location_name(x.b) + " is already solved";
      if (CardId by = mission_blocked_by(x.b); by != kNone)
        return card_name(by) + " is on " + location_name(x.b) + ": it cannot be attempted until towed away" + cite(Rule::GarbageScow);
      const auto& end = mission_end(x.b, p);
      if (end.affiliations.empty()) return location_name(x.b) + " shows no affiliation icons on your end" + cite(Rule::AttemptIcons);
      if (x.a == kPlanet && !has_planet(x.b)) return location_name(x.b) + " is a space mission: attempt it with a ship's crew" + cite(Rule::AttemptWho);
      if (x.a == kPlanet && mission_kind(x.b) == MissionKind::Either)
        return "attempting a mission that is both planet and space is not implemented yet" + cite(Rule::NotImplemented);
      if (x.a != kPlanet && mission_kind(x.b) != MissionKind::Space)
        return location_name(x.b) + " is a planet mission: attempt it with an Away Team" + cite(Rule::AttemptWho);
      if (x.a != kPlanet && (!valid_card(x.a) || cards[x.a].owner != p || cards[x.a].zone != Zone::InPlay ||
                             cards[x.a].place != Place::Space || cards[x.a].loc != x.b))
        return card_name(x.a) + " is not one of your ships or outposts at " + location_name(x.b) + cite(Rule::AttemptWho);
      if (x.a != kPlanet && cards[x.a].has(kStopped))
        return card_name(x.a) + " is stopped" + cite(Rule::AttemptShipStopped);
      if (x.a != kPlanet && cloaked(x.a))
        return card_name(x.a) + " is cloaked: a cloaked ship may not attempt a mission; decloak it first" + cite(Rule::Cloaking);
      if (x.a == kPlanet && on_planet(p, x.b).empty()) return "you have no Away Team on the planet at " + location_name(x.b) + cite(Rule::AttemptWho);
      if (x.a == kPlanet && (x.c >= kMaxTeams || !(teams_at(p, x.b) >> x.c & 1)))
        return "you have no such Away Team on the planet at " + location_name(x.b) + cite(Rule::SeparateTeams);
      if (x.a == kPlanet && team_phased(p, x.b, static_cast<uint8_t>(x.c)))
        return "that Away Team is phased: it may not attempt a mission until cured" + cite(Rule::PhasedMatter);
      std::string icons;
      for (auto a : end.affiliations) icons += std::string(icons.empty() ? "" : "/") + to_string(a);
      return "no unstopped personnel there matches the mission's affiliation icons (" + icons + ")" + cite(Rule::AttemptIcons);
    }
    case Act::SkipPlay:
      if (phase == Phase::PlayCard && !players[p].vortexed.empty())
        return card_name(players[p].vortexed.back()) + " went back to your hand through Energy Vortex: a different card must be played instead" +
               cite(Rule::EnergyVortex);
      return "the card play is over: you are executing orders" + cite(Rule::TurnParts);
    case Act::Choose: return "no such option of the pending decision";
    case Act::SeedUnder: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      if (d.text == TextStatus::Unimplemented) return d.name + "'s game text is not implemented yet" + cite(Rule::NotImplemented);
      if (x.b < spaceline.size()) {
        auto mk = mission_kind(x.b);
        if (d.mission == MissionKind::Space && mk == MissionKind::Planet) return "a space dilemma may not be seeded under a planet mission" + cite(Rule::Misseed);
        if (d.mission == MissionKind::Planet && mk == MissionKind::Space) return "a planet dilemma may not be seeded under a space mission" + cite(Rule::Misseed);
      }
      return "not a legal seed now" + cite(Rule::SeedSteps);
    }
    case Act::SeedDoorway: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      if (phase != Phase::SeedDoorways) return "doorways are seeded in the first seeding step, before missions" + cite(Rule::SeedSteps);
      if (cards[x.a].zone != Zone::SeedPile || cards[x.a].owner != p) return d.name + " is not in your seed cards";
      if (d.type != CardType::Doorway) return d.name + " is not a doorway" + cite(Rule::SeedSteps);
      if (!d.seeds_as_doorway()) return d.name + "'s game text is not implemented yet" + cite(Rule::NotImplemented);
      return "you have already placed a " + d.name + " on the table: one is seeded" + cite(Rule::DoorStates);
    }
    case Act::StopControl: return "no group is under your control now (Alien Parasites)" + cite(Rule::GroupControlEnds);
    case Act::EndTurn:
      if (group_control_active())
        return "the turn is interrupted: P" + std::to_string(p + 1) + " is using the group under " + card_name(group_control.dilemma) +
               "; it resumes once they stop" + cite(Rule::GroupControlEnds);
      if (phase == Phase::Orders && must_discard_before_ending(p))
        return "Static Warp Bubble: discard a card from your hand before ending your turn" + cite(Rule::StaticWarpBubble);
      if (phase == Phase::Orders && journey_pending(p) != kNone)
        return card_name(journey_pending(p)) + " must first make its required move toward " +
               location_name(journey_target(journey_of(journey_pending(p)))) + cite(journey_rule(journey_of(journey_pending(p))));
      return "you can end your turn only after your card play" + cite(Rule::TurnParts);
    case Act::AttackShip: {
      if (phase != Phase::Orders) return "battles are fought while executing orders" + cite(Rule::TurnParts);
      if (!valid_card(x.a) || x.b >= spaceline.size()) return "no such target";
      if (cards[x.a].owner == p) return "you may not battle your own forces" + cite(Rule::WhoMayAttack);
      if (cards[x.a].zone != Zone::InPlay || cards[x.a].place != Place::Space || cards[x.a].loc != x.b)
        return card_name(x.a) + " is not in space at " + location_name(x.b);
      if (cloaked(x.a)) return card_name(x.a) + " is cloaked: it cannot be attacked" + cite(Rule::CloakedNoBattle);
      std::string reason = "you have no unstopped ship at " + location_name(x.b) + cite(Rule::BattleLeaders);
      for (auto s : ships_at(p, x.b)) {
        if (cards[s].has(kStopped)) continue;
        if (cloaked(s)) {
          reason = card_name(s) + " is cloaked: a cloaked ship may not attack; decloak it first" + cite(Rule::CloakedNoBattle);
          continue;
        }
        auto c = crew(s);
        if (!leaders(c) && !rogue_crewed(s, true)) {
          reason = card_name(s) + " has no leader aboard (OFFICER or Leadership)" + cite(Rule::LeaderlessShip);
          continue;
        }
        uint32_t defending = 0;
        if (def(x.a).type == CardType::Ship) defending = force_mask(crew(x.a));
        else
          for (auto a : def(x.a).affiliations) defending |= 1u << static_cast<int>(a);
        reason = card_name(s) + ": " + battle_restriction(p, x.b, force_mask(c), false, defending);
      }
      return reason;
    }
    case Act::RogueBorgAttack: {
      if (phase != Phase::Orders) return "battles are fought while executing orders" + cite(Rule::TurnParts);
      if (x.b >= spaceline.size()) return "no such location";
      auto why = rogue_borg_attack_refusal(x.a, x.b, p);
      return why.empty() ? "not legal now" + cite(Rule::RogueBorgBeamDown) : why;
    }
    case Act::AttackAwayTeam: {
      if (phase != Phase::Orders) return "battles are fought while executing orders" + cite(Rule::TurnParts);
      if (x.b >= spaceline.size()) return "no such location";
      if (x.a >= kMaxTeams || x.c >= kMaxTeams) return "no such Away Team" + cite(Rule::SeparateTeams);
      auto ours = away_team(p, x.b, true, static_cast<uint8_t>(x.a));
      if (ours.empty()) return "you have no such unstopped Away Team at " + location_name(x.b) + cite(Rule::AwayTeamBattle);
      auto theirs = away_team(1 - p, x.b, false, static_cast<uint8_t>(x.c));
      if (theirs.empty()) return "the opponent has no such Away Team at " + location_name(x.b) + cite(Rule::AwayTeamBattle);
      if (team_phased(p, x.b, static_cast<uint8_t>(x.a)) || team_phased(1 - p, x.b, static_cast<uint8_t>(x.c)))
        return "a phased Away Team takes no part in battle" + cite(Rule::PhasedCure);
      std::string r = battle_restriction(p, x.b, force_mask(ours), false, force_mask(theirs));
      if (!r.empty()) return r;
      return "their Away Team has Guramba: you need two leaders present" + cite(Rule::Guramba);
    }
    case Act::PlayEvent: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      if (phase != Phase::PlayCard) return "events are played as the card play, before executing orders" + cite(Rule::CardPlay);
      if (cards[x.a].zone != Zone::Hand || cards[x.a].owner != p) return d.name + " is not in your hand";
      if (d.type != CardType::Event) return d.name + " is not an event";
      if (!d.event) return d.name + "'s game text is not implemented yet, so it cannot be played" + cite(Rule::NotImplemented);
      if (players[p].red_alert_plays) return "you have reported under Red Alert! this turn, so you may not play an event" + cite(Rule::RedAlert);
      if (d.unique && in_play_copy(p, d)) return d.name + " is unique and you already have it in play" + cite(Rule::Unique);
      if (d.event->planet && static_cast<EventTarget>(x.c) == EventTarget::Mission && x.b < spaceline.size() && !has_planet(x.b))
        return d.name + " plays only on a location with a planet; " + location_name(x.b) + " has none" + cite(Rule::EventPlay);
      if (d.event->plays_on == EventTarget::Boundary)
        return d.name + " plays between two neighbouring spaceline locations" + cite(Rule::QNetPlacement);
      if (d.event->effect == EventEffect::Commandeer)
        return d.name + " plays only on an opponent's ship your Rogue Borg hold, with nothing of its owner's left aboard" +
               cite(Rule::LoreReturns);
      return d.name + " cannot be played on that target" + cite(Rule::EventPlay);
    }
    case Act::SwitchAffiliation: {
      if (!valid_card(x.a)) return "no such card";
      const auto& d = def(x.a);
      if (phase != Phase::Orders) return "changing affiliation is an action taken while executing orders" + cite(Rule::TurnParts);
      if (d.affiliations.size() < 2) return d.name + " has only one affiliation" + cite(Rule::DualAffiliation);
      if (x.b >= static_cast<uint16_t>(Affiliation::Count) || !d.has_affiliation(static_cast<Affiliation>(x.b)))
        return d.name + " has no such affiliation icon" + cite(Rule::DualAffiliation);
      if (cards[x.a].owner != p || cards[x.a].zone != Zone::InPlay) return d.name + " is not one of your cards in play";
      if (cards[x.a].aff == x.b) return d.name + " already is " + aff_name(static_cast<Affiliation>(x.b));
      if (!usable(x.a)) return d.name + " cannot act now (stopped, in stasis, disabled or under house arrest)" + cite(Rule::Stopped);
      return "as " + aff_name(static_cast<Affiliation>(x.b)) + ", " + d.name +
             " could not stay where it is: it would be under house arrest (R-AFF-7)" + cite(Rule::SwitchWhere);
    }
    case Act::Cloak:
    case Act::Decloak: {
      auto r = cloak_refusal(x.a, x.kind == Act::Cloak, p);
      return r.empty() ? "not legal now" + cite(Rule::Cloaking) : r;
    }
    default: return "not legal in the current phase (" + std::string(to_string(phase)) + ")";
  }
}

}  // namespace spaceline::stccg1e
