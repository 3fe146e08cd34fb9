// A card's full text for people (`cards show`, the table's card view): its
// facts and its game text as the engine reads it from the card data.
#include "games/stccg1e/cards/card_text.h"

#include "games/stccg1e/abilities/ability.h"

#include <sstream>

namespace spaceline::stccg1e {

namespace {
std::string affs(const std::vector<Affiliation>& v) {
  if (v.empty()) return "non-aligned";
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "/" : "") + std::string(to_string(v[i]));
  return s;
}
std::string skill_list(const std::vector<SkillEntry>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) {
    const auto& e = v[i];
    s += (i ? ", " : "") + skill_name(e.skill);
    if (e.halves == 1) s += " x1/2";
    else if (e.halves > 2) s += " x" + std::to_string(e.halves / 2);
  }
  return s;
}
std::string skills(const CardDef& c) { return skill_list(c.skills); }
std::string attr_names(uint8_t bits) {
  if (bits == 7) return "attributes all";
  std::string s;
  const char* names[] = {"INTEGRITY", "CUNNING", "STRENGTH"};
  for (int i = 0; i < 3; ++i)
    if (bits >> i & 1) s += (s.empty() ? "" : " and ") + std::string(names[i]);
  return s;
}
std::string signed_num(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }
std::string titles(const std::vector<std::string>& v, const char* sep) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + v[i];
  return s;
}
std::string filter_text(const PersonnelFilter& f) {
  std::string s = f.others ? "other " : "";
  if (!f.named.empty()) return s + f.named;
  if (!f.race.empty()) s += f.race + " ";
  for (size_t i = 0; i < f.affiliations.size(); ++i) s += (i ? " or " : "") + std::string(to_string(f.affiliations[i])) + (i + 1 == f.affiliations.size() ? " " : "");
  if (f.classification != kNoSkill) s += skill_name(f.classification) + " ";
  s += "personnel";
  if (f.skill != kNoSkill) s += " with " + skill_name(f.skill);
  if (f.lacks != kNoSkill) s += " without " + skill_name(f.lacks);
  return s;
}
// The special skills a personnel's rules entry gives (PersonnelText), in the engine's words.
std::string personnel_text(const PersonnelText& t) {
  std::ostringstream o;
  for (const auto& m : t.modifiers) {
    o << "  special skill: ";
    if (m.self) o << attr_names(m.attrs) << " " << signed_num(m.by);
    else o << "where present, " << filter_text(m.who) << (m.who.others ? "" : " (itself too, if it is one)") << " are " << attr_names(m.attrs) << " " << signed_num(m.by);
    if (!m.if_with.empty()) o << " while with " << titles(m.if_with, " or ");
    o << "\n";
  }
  if (!t.nullifies_dilemmas.empty()) o << "  special skill: nullifies " << titles(t.nullifies_dilemmas, ", ") << " where present (the group meeting it)\n";
  for (const auto& a : t.by_affiliation) {
    o << "  as " << to_string(a.mode) << ": " << (a.skills.empty() ? "no skills" : skill_list(a.skills));
    const char* names[] = {"INTEGRITY", "CUNNING", "STRENGTH"};
    for (int i = 0; i < 3; ++i)
      if (a.delta[i]) o << ", " << names[i] << " " << signed_num(a.delta[i]);
    o << "\n";
  }
  if (!t.skills_if_in_play.empty()) o << "  special skill: " << skill_list(t.skills_if_in_play) << " while " << t.if_in_play << " is in play\n";
  if (t.bonus_points) o << "  special skill: scores " << t.bonus_points << " bonus points when it helps solve " << t.bonus_mission << "\n";
  return o.str();
}
std::string icons(const std::vector<StaffIcon>& v) {
  std::string s;
  for (auto i : v) s += i == StaffIcon::Command ? "[Cmd]" : i == StaffIcon::Staff ? "[Stf]" : i == StaffIcon::AU ? "[AU]" : "[NA]";
  return s.empty() ? "none" : s;
}

// "one member", "2 members", "one unique non-cardassian member": who an effect may pick.
std::string members(int count, const MemberFilter& f) {
  std::string adj;
  if (f.unique_only) adj += " unique";
  if (f.not_affiliation) adj += std::string(" non-") + to_string(*f.not_affiliation);
  return (count == 1 ? std::string("one") : std::to_string(count)) + adj + (count == 1 ? " member" : " members");
}

std::string effect_text(const DilemmaEffect& e) {
  std::string who;
  switch (e.select) {
    case Selector::Random: who = members(e.count, e.filter) + " (random selection)"; break;
    case Selector::OpponentChoice: who = members(e.count, e.filter) + " (opponent's choice)"; break;
    case Selector::OwnerChoice: who = members(e.count, e.filter) + " (your choice)"; break;
    case Selector::All: who = "every member"; break;
    case Selector::HighestTotalAttributes: who = "the member with the highest total attributes"; break;
    case Selector::StrongestTwo: who = "the two strongest members"; break;
    case Selector::HalfRandom: who = "half of the group (random, round down)"; break;
    case Selector::Targets: who = "the selected member(s)"; break;
    case Selector::RandomTarget: who = "one of the selected members (random)"; break;
    case Selector::HighestCunning: who = "the most CUNNING member (owner's choice if tied)"; break;
    case Selector::SplitLarger: who = "the larger of two groups you split the Away Team into"; break;
  }
  std::string f;
  if (e.filter.gender) f += *e.filter.gender == Gender::Female ? " female" : " male";
  const bool counted = e.select == Selector::Random || e.select == Selector::OpponentChoice || e.select == Selector::OwnerChoice;
  if (!counted && e.filter.unique_only) f += " (unique only)";
  if (!counted && e.filter.not_affiliation) f += std::string(" (not ") + to_string(*e.filter.not_affiliation) + ")";
  if (e.filter.has_skill) f += " with " + skill_name(*e.filter.has_skill);
  if (e.filter.attr) f += " with INTEGRITY<" + std::to_string(e.filter.attr_less_than);
  if (e.filter.exclude_non_organic) f += " (androids, holograms and Exocomps unaffected)";
  switch (e.kind) {
    case EffectKind::Kill:
      return "kill " + who + f + (e.spare_even_cunning ? ", each escaping if their CUNNING is even (0 is even)" : "");
    case EffectKind::DiscardPersonnel: return "discard " + who + f;
    case EffectKind::DamageShip: return "the ship is damaged";
    case EffectKind::DestroyShip: return "the ship is destroyed with everything aboard";
    case EffectKind::RelocateFurthestPlanet: return "relocate " + who + f + " to the furthest planet";
    case EffectKind::RebootHand: return "discard every non-personnel card in hand and draw as many";
    case EffectKind::BeamUpOrDie: return "the Away Team beams up and is stopped; if any cannot, all die";
    case EffectKind::Stop: return "every Away Team here is stopped";
    case EffectKind::ScorePoints: return "score the points";
    case EffectKind::Stasis:
      return "put " + who + f + " in stasis" +
             (e.full_turns > 0 ? " for " + std::to_string(e.full_turns) + " of their owner's full turns" : std::string(""));
    case EffectKind::Capture:
      return "the dilemma's owner takes " + who + f + " captive" + (e.takes_dilemma ? ", and the dilemma goes with them" : "");
    case EffectKind::PlayOnPersonnel: return "it plays on " + who + f + " and stays in play";
    case EffectKind::RearrangeSpaceline: return "the opponent rearranges the spaceline, each location with everything at it";
    case EffectKind::ControlGroup:
      return "the Away Team beams back; the opponent controls its ships and crews, acting with them now, until they are stopped";
    case EffectKind::UndoTwoActions: return "your last two actions of this turn (this attempt and the one before) are undone, and the turn ends";
    case EffectKind::LosePointsPerMember:
      return "you lose one point for each personnel in the group met (counted now); the dilemma goes to your bonus area";
    case EffectKind::DiscardEquipment: return "discard every equipment card and artifact with the group";
    case EffectKind::DiscardFromHand:
      return "discard " + std::string(e.count == 1 ? "one card" : std::to_string(e.count) + " cards") + " of your hand (random selection)";
  }
  return "?";
}

std::string effects_text(const std::vector<DilemmaEffect>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "; " : "") + effect_text(v[i]);
  return s;
}
}  // namespace

// What a personnel on the board is going through, e.g. " stopped, disabled".

// The text users see is rendered from the definition (docs/architecture.md).
static std::string ordinal(int n) {
  const char* suf = n % 100 / 10 == 1 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suf;
}

// "a, b or c": card names a text lists as alternatives.
static std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? (i + 1 == v.size() ? " or " : ", ") : "") + v[i];
  return s;
}

static std::string event_text(const EventDef& e) {
  std::ostringstream o;
  static const char* where[] = {"plays on the table", "plays on a player", "plays on a mission", "plays on a ship",
                                "plays on one of your outposts", "plays on an Away Team",
                                "plays between two neighbouring spaceline locations",
                                "plays between two neighbouring missions"};
  o << where[static_cast<int>(e.plays_on)] << (e.planet ? " with a planet" : "") << ": ";
  switch (e.effect) {
    case EventEffect::Ability: break;  // the card's ability renders itself (ability_text)
    case EventEffect::ReportAnyNumber: o << "report any number of personnel, ships and equipment as your card play"; break;
    case EventEffect::HandsExposed: o << "both hands are played face up"; break;
    case EventEffect::OpponentDiscardsEachTurn: o << "your opponent discards a card from hand before ending each turn"; break;
    case EventEffect::ExtraDraw: o << "that player draws one extra card at the end of each turn"; break;
    case EventEffect::SpacelineWraps: o << "your ships may leave one end of the spaceline and enter the other"; break;
    case EventEffect::AttemptAs:
      o << "your " << to_string(*e.affiliation) << " personnel may attempt this " << to_string(*e.mission_icon) << " mission";
      break;
    case EventEffect::RepairAtOutpost: o << "your damaged ships here are repaired at once, non-aligned ones too"; break;
    case EventEffect::Treaty:
      o << "your " << to_string(e.treaty.at(0)) << " and " << to_string(e.treaty.at(1))
        << " personnel, ships and outposts mix and cooperate (missions still need a matching icon)";
      break;
    case EventEffect::ExtraPlayOrDraw:
      o << "each of your turns, a second normal card play; if you make none, draw an extra card at the end of the turn";
      break;
    case EventEffect::RaiseStakes:
      o << "your opponent forfeits the game at once, or agrees that the winner will keep one card of the loser's deck, chosen at "
           "random (cumulative)";
      break;
    case EventEffect::GuessHandCard:
      o << "as your opponent ends each turn, guess a card type and point to a card of their shuffled hand; it is shown, and "
           "discarded if you guessed right";
      break;
    case EventEffect::OnTable: o << "it stays on the table (another card needs it)"; break;
    case EventEffect::DestroyLocation:
      o << "everything at that location is destroyed (ships, facilities, personnel, equipment, seed cards); the mission stays "
           "for its span and can no longer be attempted or beamed down to";
      break;
    case EventEffect::NoInterrupts:
      o << "until the end of your next turn neither player may play interrupts"
        << (e.except.empty() ? "" : " except " + join(e.except)) << "; then discarded";
      break;
    case EventEffect::BlocksBeaming: o << "while face up, nobody beams down to or up from the planet here"; break;
    case EventEffect::LimitsBeaming: o << "at most " << e.count << " personnel beam up or down here each turn"; break;
    case EventEffect::BeamThrough: o << "your personnel and equipment beam freely through " << join(e.through); break;
    case EventEffect::MustStopHere: o << "every ship entering here ends its moving for the turn"; break;
    case EventEffect::DamagePassing: o << "a ship moving past here without stopping is damaged"; break;
    case EventEffect::BlocksCrossing: o << "no ship may move across it"; break;
    case EventEffect::HologramsMayExist: o << "holograms may act on this planet"; break;
    case EventEffect::LoseAffiliation:
      o << "while in play, every "
        << (e.subjects & kSoongTypeAndroids ? std::string("Soong-type android") + (e.subjects & kExocomps ? " and every " : "") : "")
        << (e.subjects & kExocomps ? "Exocomp" : "") << " is non-aligned";
      break;
    case EventEffect::Commandeer:
      o << "on an opponent's ship your Rogue Borg hold: it is yours for as long as they are aboard; they fly it, fire with it "
           "and beam down to battle Away Teams";
      break;
    case EventEffect::NewLocation:
      o << "it is a space location of its own, span " << e.span << "; a ship that stops there loses " << e.kills_on_stop
        << " personnel aboard (random selection)";
      break;
    case EventEffect::SaveFromDeath:
      o << "when a personnel of yours is targeted to die (by a dilemma, a battle, an interrupt or an event), you may stop " << e.count
        << " of your " << skill_name(e.classification) << " present who are not targeted too to return it to your hand instead";
      break;
  }
  if (!e.needs_in_play.empty()) o << "; needs your " << e.needs_in_play << " on the table, which it uses up";
  if (e.flips) o << "; turns face down and up again at the start of every turn";
  if (e.unless) o << "; a ship with " << e.unless->text << " aboard is not held";
  if (e.cure) o << "; ended by " << e.cure->text << " aboard";
  if (!e.nullifies.empty()) o << "; nullifies " << e.nullifies.front();
  o << (e.cumulative ? "; cumulative" : "");
  if (e.discard_after) o << "; then discarded";
  return o.str();
}

static std::string interrupt_text(const CardDef& c) {
  const auto& in = *c.interrupt;
  std::ostringstream o;
  static const std::pair<InterruptWhen, const char*> whens[] = {
      {InterruptWhen::BattleInitiated, "just after any battle is initiated, before the winner is determined"},
      {InterruptWhen::ShipBattleInitiated, "just after a ship battle is initiated, before the winner is determined"},
      {InterruptWhen::AwayTeamBattleInitiated, "just after an Away Team battle is initiated, before the winner is determined"},
      {InterruptWhen::YourOrders, "during your turn, between your actions"},
      {InterruptWhen::AnyTime, "at any time (on the opponent's turn: at the start and end of the turn, after a card play, "
                               "a move, a beaming, a battle or a mission attempt)"},
      {InterruptWhen::InterruptPlayed, "just after an interrupt is played, before it resolves"},
      {InterruptWhen::EventPlayed, "just after an event is played, before it resolves"},
      {InterruptWhen::DilemmaRevealed, "when a dilemma is revealed in a mission attempt, before it resolves"},
      {InterruptWhen::StartOfYourTurn, "at the start of your turn"},
      {InterruptWhen::MissionCompleted, "just after a mission is completed"},
      {InterruptWhen::PersonnelKilled, "just after a personnel is killed (in the next response window)"},
      {InterruptWhen::CardDrawn, "just after a player's end-of-turn card draw"},
      {InterruptWhen::OpponentCardPlayed, "just after the opponent's card play"},
      {InterruptWhen::ShipDestroyed, "as your ship is about to be destroyed by a battle or a dilemma, before it is"}};
  o << "interrupt, played ";
  bool first = true;
  for (auto& [w, text] : whens)
    if (in.has(w)) o << (first ? "" : " or ") << text, first = false;
  o << ": ";
  switch (in.effect) {
    case InterruptEffect::HideShip:
      o << "on the ship attacked";
      if (in.aboard) o << " if " << in.aboard->text << " aboard";
      o << ": the battle is prevented, and no battle may be initiated against that ship this turn";
      break;
    case InterruptEffect::KillPerMember:
      o << "each of your ";
      if (in.killer_affiliation) o << to_string(*in.killer_affiliation) << " ";
      if (!in.killer_race.empty()) o << in.killer_race << " (race) ";
      o << "personnel with " << skill_name(in.killer_skill) << " in the battle kills one opponent's personnel with "
        << skill_name(in.victim_skill) << " there (you choose); the battle continues";
      break;
    case InterruptEffect::SelfDestruct:
      o << "on your ship: at the end of your turn the ship is destroyed with everything aboard, and every other ship"
           " there with SHIELDS<"
        << in.shields_below << " is damaged";
      break;
    case InterruptEffect::Nullify: {
      const auto& n = in.nullifies;
      std::vector<std::string> what;
      for (auto t : n.types) what.push_back(std::string("any ") + to_string(t) + " just played");
      for (const auto& nm : n.names) what.push_back(nm + " just played");
      o << "nullifies " << join(what);
      if (n.in_play) o << ", or an event in play";
      if (!n.dilemma_title_word.empty()) o << ", or a dilemma just revealed with the word " << n.dilemma_title_word << " in its title";
      if (!n.except_names.empty()) o << " (except " << join(n.except_names) << ")";
      break;
    }
    case InterruptEffect::Ability: o << ability_text(*c.ability); break;
    case InterruptEffect::ExamineBottomSeed: {
      std::string st;
      for (size_t i = 0; i < in.stops.size(); ++i) st += (i ? " and " : "") + skill_name(in.stops[i]);
      o << "on your ship with at least " << in.staffing_icons << " staffing icons at a "
        << (in.mission_kind == MissionKind::Space ? "space" : "planet") << " mission: stop your " << st
        << " aboard and examine the bottom seed card there";
      break;
    }
    case InterruptEffect::LoseOrbit:
      o << "on any ship orbiting a planet: it has no RANGE until the end of the turn, and is destroyed at the end of its owner's "
           "next turn unless its SHIELDS>"
        << in.shields_above;
      break;
    case InterruptEffect::BonusPoints:
      if (in.has(InterruptWhen::PersonnelKilled)) {
        o << "on a ";
        if (in.subject_affiliation) o << to_string(*in.subject_affiliation) << " ";
        if (!in.subject_race.empty()) o << in.subject_race << " (race) ";
        o << "personnel" << (in.subject_skill != kNoSkill ? " with " + skill_name(in.subject_skill) : "")
          << " just killed (either player's, once each): score " << c.points << " bonus points";
      } else {
        o << "on a " << (in.mission_kind == MissionKind::Space ? "space" : "planet") << " mission you have just completed";
        if (in.needs) o << ", with " << in.needs->text << " in your Away Team there";
        o << ": score " << c.points << " bonus points (one such card per mission)";
      }
      break;
    case InterruptEffect::Redraw: o << "that player discards the card just drawn and draws another"; break;
    case InterruptEffect::RearrangeDeck: o << "look through your opponent's draw deck and put its cards in the order you like"; break;
    case InterruptEffect::ReturnToOutpost:
      o << "on any " << to_string(*in.subject_affiliation) << " ship whose owner has a " << to_string(*in.subject_affiliation)
        << " outpost elsewhere: it must travel at full speed to the nearest one and do nothing else; then discard";
      break;
    case InterruptEffect::ReturnCardPlay:
      o << "the card the opponent just played from hand goes back to their hand; they must play a different card instead";
      break;
    case InterruptEffect::RogueBorg:
      o << "with any number of copies played together, on an opponent's ship with a crew: they stay aboard as Rogue Borg and "
           "battle the crew now and at the start of every turn (N Rogue Borg: STRENGTH N each; the loser loses one at random)";
      break;
    case InterruptEffect::JoinRogueBorg:
      o << "on your Rogue Borg: joins them as one of them; their STRENGTH x" << in.multiply << " (not cumulative)";
      break;
    case InterruptEffect::RepelBorg:
      o << "a Borg Ship's attack is nullified for the rest of the turn, OR every Rogue Borg at one location is discarded";
      break;
    case InterruptEffect::IntegrityToStrength:
      o << "when the opponent attacks you in a personnel battle: during that battle your "
        << (in.subject_race.empty() ? "" : in.subject_race + " (race) ") << "personnel"
        << (in.subject_skill == kNoSkill ? "" : " with " + skill_name(in.subject_skill)) << " in it add INTEGRITY to STRENGTH (not cumulative)";
      break;
    case InterruptEffect::ReAttack:
      o << "on your " << in.subject_race << " (race) personnel just killed in a battle: your"
        << " others of that race there attack again at once, STRENGTH x" << in.multiply;
      break;
    case InterruptEffect::RelocateShip:
      o << "with " << in.copies << " copies played together, on any ship that has not moved this turn: it relocates to any "
           "other spaceline location (no RANGE used) and may go on moving from there";
      break;
    case InterruptEffect::CopySkills:
      o << "on your personnel with " << skill_name(in.subject_skill)
        << ": until the end of the turn it also has the skills of another of your personnel present with it";
      break;
    case InterruptEffect::OutOfTime:
      o << "on " << (in.own_ship ? "your ship" : "any ship") << " in space, not in a battle: it disappears with everything aboard "
        << "(not in play, nothing played on it, no countdown aboard running) and reappears there ";
      if (in.returns == TimeReturn::Countdown) o << "when the countdown (" << c.countdown << " turns of its owner) ends";
      else o << "after the full turns of its owner announced as it is played (1 to " << in.max_full_turns << ")";
      break;
    case InterruptEffect::Beam:
      o << "beam your " << (in.beams_equipment ? "personnel and equipment" : "personnel") << " "
        << (in.reach == BeamReach::UpOrDown ? "up or down (also in a battle before the winner is determined)"
                                            : "from your ship to a neighbouring spaceline location")
        << (in.max_personnel ? ", at most " + std::to_string(in.max_personnel) + " personnel" : std::string())
        << ", picked one at a time, under every beaming rule; never during a mission attempt";
      break;
    case InterruptEffect::SaveCrew:
      o << "on that ship: your personnel aboard escape into this card, which stays in space there, unseen by the opponent and "
           "never attacked, until you beam them aboard a ship or facility of yours there; the ship is then destroyed without them";
      break;
    case InterruptEffect::DelayBeamUp:
      o << "on the Away Team that has just completed a planet mission: one "
        << (in.subject_gender == Gender::Male ? "male " : in.subject_gender == Gender::Female ? "female " : "")
        << "member (random selection) may not beam up for one full turn";
      break;
  }
  o << (in.effect == InterruptEffect::Ability ? ""  // ability_text says what becomes of the card
        : in.effect == InterruptEffect::SelfDestruct  ? "; discarded with the ship"
        : in.effect == InterruptEffect::LoseOrbit    ? "; it stays on the ship until then"
        : in.effect == InterruptEffect::RogueBorg || in.effect == InterruptEffect::JoinRogueBorg
            ? "; it stays aboard until lost in battle, discarded by Hugh or destroyed with the ship"
        : in.effect == InterruptEffect::OutOfTime    ? "; it goes with the ship; then discarded"
        : in.effect == InterruptEffect::SaveCrew     ? "; discarded once nobody is left in it"
        : in.effect == InterruptEffect::BonusPoints  ? "; the card goes to your bonus area"
        : in.leaves_game                         ? "; then removed from the game"
                                                 : "; then discarded");
  if (!c.immune_to.empty()) o << "; immune to " << join(c.immune_to);
  return o.str();
}

std::string card_text(const CardDef& c) {
  std::ostringstream o;
  bool may_be_unique = c.type == CardType::Personnel || c.type == CardType::Ship || c.type == CardType::Mission ||
                       c.type == CardType::Facility;
  o << c.name << (may_be_unique && !c.unique ? " (universal)" : "") << "\n";
  o << "  " << to_string(c.type) << " - " << c.set << " " << c.rarity << " - id " << c.id << "\n";
  switch (c.type) {
    case CardType::Personnel:
      o << "  " << affs(c.affiliations) << " " << skill_name(c.classification) << "\n";
      o << "  skills: " << (c.skills.empty() ? "none" : skills(c)) << "\n";
      o << "  INTEGRITY " << c.integrity << "  CUNNING " << c.cunning << "  STRENGTH " << c.strength << "\n";
      o << "  staffing icons: " << icons(c.icons) << "\n";
      if (c.repairs_ship_turns)
        o << "  special skill: aboard your damaged ship, repairs it in " << c.repairs_ship_turns << " of your full turns, anywhere\n";
      if (c.personnel) o << personnel_text(*c.personnel);
      break;
    case CardType::Ship:
      o << "  " << affs(c.affiliations) << " " << c.ship_class << "\n";
      o << "  RANGE " << c.range << "  WEAPONS " << c.weapons << "  SHIELDS " << c.shields << "\n";
      o << "  staffing: " << icons(c.staffing) << "\n";
      if (!c.ship_equipment.empty()) {
        o << "  special equipment:";
        for (const auto& e : c.ship_equipment) o << " " << e;
        o << "\n";
      }
      // D-PLAY-1: where its text lets it report.
      if (c.reports_anywhere) o << "  Enters play" << (c.enters_damaged ? " damaged" : "") << " at any location (not by normal means).\n";
      else if (c.enters_damaged) o << "  Enters play damaged.\n";
      for (const auto& m : c.also_reports_at) o << "  May report for duty at " << m << ".\n";
      break;
    case CardType::Facility:
      o << "  " << affs(c.affiliations) << (c.is_outpost ? " outpost" : " facility") << "  SHIELDS " << c.shields << "\n";
      if (c.seeds_one) o << "  Seeds one at a mission showing a matching affiliation icon.\n";
      break;
    case CardType::Mission:
      o << "  " << to_string(c.mission) << " mission, " << c.quadrant << " quadrant, span " << c.end.span << ", "
        << c.end.points << " points\n";
      o << "  icons: " << affs(c.end.affiliations) << "\n";
      if (c.end.requirements) o << "  requires: " << c.end.requirements->text << "\n";
      if (c.opponent_end) {
        const auto& e = *c.opponent_end;
        o << "  opponent's end: icons " << affs(e.affiliations) << ", span " << e.span << ", " << e.points << " points";
        if (e.requirements) o << ", requires " << e.requirements->text;
        o << "\n";
      }
      if (c.no_ship_to_ship_beaming) o << "  while on the spaceline: nobody beams from one ship to another here\n";
      break;
    case CardType::Dilemma:
      o << "  " << to_string(c.mission) << " dilemma"
        << (c.points && !(c.dilemma && c.dilemma->borg_ship) ? ", " + std::to_string(c.points) + " points" : "") << "\n";
      if (c.dilemma) {
        const auto& b = *c.dilemma;
        if (b.trigger) o << "  trigger: needs a matching member present, else discarded with no effect\n";
        if (b.ship_trigger) o << "  trigger: the ship (met from an outpost it does nothing)\n";
        if (b.target_select)
          o << "  target: "
            << (*b.target_select == Selector::StrongestTwo ? "the two strongest members" : "the member with the highest total attributes")
            << " (owner's choice if tied)\n";
        if (b.condition) o << "  unless: " << b.condition->text << (b.condition_on_targets ? " (among the targets)" : "") << "\n";
        if (b.condition_space) o << "  space: unless " << b.condition_space->text << ": " << effects_text(b.effects_space) << "\n";
        if (b.condition_planet) o << "  planet: unless " << b.condition_planet->text << ": " << effects_text(b.effects_planet) << "\n";
        if (!b.effects.empty()) o << "  effect: " << effects_text(b.effects) << "\n";
        for (const auto& br : b.branches) o << "  choice: " << br.label << "\n";
        if (b.condition && b.returns_on_fail)
          o << (b.stops_on_fail ? "  if not overcome: the group is stopped and the dilemma stays under the mission\n"
                                : "  if not overcome: the group is not stopped; the dilemma goes back under the mission\n");
        if (b.attach_to_ship) o << "  plays on the ship and stays until cured\n";
        if (b.destroy_after_full_turns)
          o << "  the ship is destroyed at the end of your " << b.destroy_after_full_turns << (b.destroy_after_full_turns == 2 ? "nd" : "th") << " full turn\n";
        if (b.range_loss_per_turn) o << "  end of each of your turns: RANGE -" << b.range_loss_per_turn << "; at RANGE 0 the ship is destroyed\n";
        if (b.blocks_movement) o << "  the ship cannot move\n";
        if (b.lose_first_skill) o << "  personnel aboard lose their first-listed skill\n";
        if (b.disable_each_turn) o << "  now and at the start of each of your turns, one personnel aboard (random) is disabled\n";
        if (b.disables_empaths) o << "  Empaths aboard are disabled\n";
        if (b.kill_after_full_turns)
          o << "  they " << (b.stasis_on_expiry ? "are placed in stasis (for good)" : "die") << " at the end of their owner's "
            << ordinal(b.kill_after_full_turns) << " full turn unless cured\n";
        if (b.quarantine) o << "  quarantined: they may not leave the planet; your personnel who join them catch it\n";
        if (b.holds) o << "  they are held atop the mission, out of reach, until freed\n";
        if (b.phased) o << "  phased: an Away Team of their own; no beaming up, attempting or battle until cured\n";
        if (b.cured_aboard_own_outpost) o << "  one of them aboard your outpost is cured (no points)\n";
        if (b.ends_when_solved) o << "  nullified when the mission is solved (those held are freed)\n";
        if (b.journey_to_far_end)
          o << "  the ship must do nothing but travel at full speed to the far end of the spaceline; there, its owner scores the points\n";
        if (b.met_discards_dilemmas_here) o << "  overcome: every dilemma beneath the mission is discarded, this one too\n";
        if (b.placed_on_mission) o << "  placed on the mission: the attempt ends (nobody stopped); the mission cannot be attempted while it is there\n";
        if (b.placed_on_mission && b.tow_crew)
          o << "  a ship with " << b.tow_equipment << " and " << b.tow_crew->text << " aboard may tow it to another location (a move)\n";
        if (b.borg_ship)
          o << "  a self-controlling ship (WEAPONS " << b.borg_ship->weapons << ", SHIELDS " << b.borg_ship->shields
            << "): starts where met and attacks everything in space there; at the end of every turn moves one location"
               " toward and off the far end of the spaceline, attacking everything where it arrives; attacks a ship that"
               " moves in or decloaks there; fires back at every ship that attacks it; destroying it in battle scores "
            << b.borg_ship->points << " points (D-BORG-1)\n";
        if (b.cure) o << "  cure: " << b.cure->text << (b.cure_scores ? " (scores the points)" : "") << "\n";
      }
      break;
    case CardType::Artifact:
      if (c.artifact) {
        static const char* uses[] = {"placed in hand until played", "used as equipment by the crew or Away Team that earns it",
                                     "goes into play on the table at once", "acts at once, then leaves the game"};
        o << "  artifact: earned by solving the mission it is seeded under; " << uses[static_cast<int>(c.artifact->use)] << "\n";
        if (c.artifact->effect == ArtifactEffect::TakeFromDeck)
          o << "  take exactly " << c.artifact->count << " cards of your draw deck into your hand, then shuffle it\n";
      }
      if (c.ability) {
        // R-ART-4: an artifact "discarded" after use leaves the game.
        std::string t = ability_text(*c.ability);
        if (auto at = t.rfind("Then discard it."); at != std::string::npos) t.replace(at, 16, "Then it leaves the game (R-ART-4).");
        o << "  as an event: " << t << "\n";
      } else if (c.event) {
        // R-ART-4: an artifact "discarded" after use leaves the game.
        std::string t = event_text(*c.event);
        if (auto at = t.rfind("; then discarded"); at != std::string::npos) t.replace(at, 16, "; then out of the game (R-ART-4)");
        o << "  as an event: " << t << "\n";
      }
      if (c.interrupt) o << "  as an interrupt: " << interrupt_text(c) << "\n";
      if (!c.equipment) break;
      [[fallthrough]];
    case CardType::Equipment:
      if (c.equipment) {
        const auto& e = *c.equipment;
        std::string users;
        for (auto a : e.users) users += (users.empty() ? "" : "/") + std::string(to_string(a));
        if (e.non_aligned_users) users += users.empty() ? "non-aligned" : " and non-aligned";
        if (e.grants_skill)
          o << "  gives each of your " << skill_name(e.to_classification) << "-classification personnel present the skill "
            << skill_name(*e.grants_skill) << "\n";
        if (e.attribute && e.bonus) o << "  each of your personnel present: " << to_string(*e.attribute) << " +" << e.bonus << "\n";
        if (e.attribute && e.multiply > 1) o << "  each of your personnel present: " << to_string(*e.attribute) << " x" << e.multiply << "\n";
        if (!e.nullifies_dilemmas.empty()) o << "  where present, nullifies the dilemmas " << join(e.nullifies_dilemmas) << "\n";
        if (!users.empty()) o << "  usable by " << users << " personnel only\n";
        o << "  " << (e.cumulative ? "cumulative" : "not cumulative") << "\n";
      }
      break;
    case CardType::Event:
      if (c.ability) o << "  " << ability_text(*c.ability) << "\n";
      else if (c.event) o << "  " << event_text(*c.event) << "\n";
      break;
    case CardType::Interrupt:
      if (c.interrupt) o << "  " << interrupt_text(c) << "\n";
      break;
    default: break;
  }
  if (c.text == TextStatus::Unimplemented) {
    o << "  game text: NOT IMPLEMENTED YET";
    if (!c.unimplemented.empty()) o << " (" << c.unimplemented.front() << ")";
    o << "\n";
  }
  return o.str();
}

}  // namespace spaceline::stccg1e
