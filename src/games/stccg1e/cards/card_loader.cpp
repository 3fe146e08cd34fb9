// Loads and validates card files (docs/card-format.md). Every problem is
// reported as "file:line: message"; all problems of a load are collected so a
// card designer sees the whole list at once.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <mutex>
#include <set>
#include <sstream>

#include "core/yaml_input.h"
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/cards.h"
#include "games/stccg1e/cards/race.h"
#include "spaceline_paths.h"

namespace spaceline::stccg1e {

namespace fs = std::filesystem;

const char* to_string(CardType t) {
  switch (t) {
    case CardType::Personnel: return "personnel";
    case CardType::Ship: return "ship";
    case CardType::Facility: return "facility";
    case CardType::Mission: return "mission";
    case CardType::Dilemma: return "dilemma";
    case CardType::Artifact: return "artifact";
    case CardType::Event: return "event";
    case CardType::Interrupt: return "interrupt";
    case CardType::Equipment: return "equipment";
    case CardType::Doorway: return "doorway";
  }
  return "?";
}

// The inverse of to_string(CardType), for card-file fields that name a type.
std::optional<CardType> parse_card_type(const std::string& s) {
  for (int t = 0; t <= static_cast<int>(CardType::Doorway); ++t)
    if (s == to_string(static_cast<CardType>(t))) return static_cast<CardType>(t);
  return std::nullopt;
}

namespace {
constexpr std::pair<const char*, InterruptWhen> kWhens[] = {
    {"battle_initiated", InterruptWhen::BattleInitiated},
    {"ship_battle_initiated", InterruptWhen::ShipBattleInitiated},
    {"away_team_battle_initiated", InterruptWhen::AwayTeamBattleInitiated},
    {"your_orders", InterruptWhen::YourOrders},
    {"any_time", InterruptWhen::AnyTime},
    {"interrupt_played", InterruptWhen::InterruptPlayed},
    {"event_played", InterruptWhen::EventPlayed},
    {"dilemma_revealed", InterruptWhen::DilemmaRevealed},
    {"start_of_your_turn", InterruptWhen::StartOfYourTurn},
    {"mission_completed", InterruptWhen::MissionCompleted},
    {"personnel_killed", InterruptWhen::PersonnelKilled},
    {"card_drawn", InterruptWhen::CardDrawn},
    {"opponent_card_played", InterruptWhen::OpponentCardPlayed},
    {"ship_destroyed", InterruptWhen::ShipDestroyed}};
}  // namespace

std::optional<InterruptWhen> interrupt_when(const std::string& word) {
  for (const auto& [w, k] : kWhens)
    if (word == w) return k;
  return std::nullopt;
}

std::string interrupt_when_words() {
  std::string s;
  const size_t n = std::size(kWhens);
  for (size_t i = 0; i < n; ++i) s += std::string(i == 0 ? "" : i + 1 == n ? " or " : ", ") + kWhens[i].first;
  return s;
}

const char* to_string(Affiliation a) {
  switch (a) {
    case Affiliation::NonAligned: return "non-aligned";
    case Affiliation::Federation: return "federation";
    case Affiliation::Klingon: return "klingon";
    case Affiliation::Romulan: return "romulan";
    case Affiliation::Cardassian: return "cardassian";
    case Affiliation::Ferengi: return "ferengi";
    case Affiliation::Borg: return "borg";
    default: return "?";
  }
}

const char* to_string(MissionKind m) {
  switch (m) {
    case MissionKind::Planet: return "planet";
    case MissionKind::Space: return "space";
    case MissionKind::Either: return "either";
  }
  return "?";
}

std::optional<Affiliation> parse_affiliation(const std::string& s) {
  for (int i = 0; i < static_cast<int>(Affiliation::Count); ++i) {
    auto a = static_cast<Affiliation>(i);
    if (s == to_string(a)) return a;
  }
  return std::nullopt;
}

bool CardDef::has_affiliation(Affiliation a) const {
  return std::find(affiliations.begin(), affiliations.end(), a) != affiliations.end();
}

bool CardDef::is_seed_type() const {
  return type == CardType::Mission || type == CardType::Dilemma || type == CardType::Artifact ||
         type == CardType::Doorway || (type == CardType::Facility && seeds_one);
}

bool CardDef::seeds_as_doorway() const {
  if (type != CardType::Doorway || !doorway) return false;
  if (text == TextStatus::Implemented) return true;
  return text == TextStatus::Unimplemented &&
         std::all_of(unimplemented.begin(), unimplemented.end(), [](const std::string& t) { return t == "from_hand"; });
}

bool CardDef::playable_from_hand_implemented() const {
  if (text == TextStatus::Unimplemented) {
    // Personnel whose only missing part is a special skill still play; the
    // skill itself is reported as not implemented where it would matter.
    // Anything else missing (a chosen classification, ...) keeps them in hand.
    // A value printed as X/*/Q/NO (D-CARD-3) or a Q icon has no rule yet either. (The AU icon
    // has: whether the card may come through now is the state's question, R-DOOR-3.)
    return type == CardType::Personnel && variable.empty() && !q_icon &&
           std::all_of(unimplemented.begin(), unimplemented.end(), [](const std::string& t) {
             // The skills with rules of their own have them now (R-SKILL-7, R-PLAY-5): no gap left there.
             return t == "special_skill" || t == "cybernetics" || t == "transporter_skill" || t == "miracle_worker";
           });
  }
  // An artifact in hand plays as its event or interrupt; one used as equipment
  // reports like equipment once it is back in hand (R-ART-3, R-ART-4).
  return type == CardType::Personnel || type == CardType::Ship || works_as_equipment() || plays_as_event() ||
         (type == CardType::Facility && build_requires);  // built as the card play (R-FAC-10)
}

bool CardDef::has_holodeck() const {
  return std::find(ship_equipment.begin(), ship_equipment.end(), "holodeck") != ship_equipment.end();
}

bool names_card(const std::string& name, const std::string& title) {
  return title == name || (title.size() > name.size() && title.compare(0, name.size(), name) == 0 && title[name.size()] == ':');
}

std::string slug(const std::string& name) {
  std::string out;
  for (unsigned char ch : name) {
    if (std::isalnum(ch)) out += static_cast<char>(std::tolower(ch));
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

struct CardLoader {
  std::vector<std::string> errors;
  std::string file;
  int set_order = 0;  // the current facts file's `set: {order: N}`; 0 = none (scenario cards)

  std::string where(const YAML::Node& n) const {
    std::ostringstream o;
    o << file << ":" << (n.Mark().line + 1);
    return o.str();
  }
  void error(const YAML::Node& n, const std::string& msg) { errors.push_back(where(n) + ": " + msg); }

  template <class T>
  std::optional<T> get(const YAML::Node& card, const char* key, bool required) {
    auto v = card[key];
    if (!v) {
      if (required) error(card, std::string("missing field '") + key + "'");
      return std::nullopt;
    }
    try {
      return v.as<T>();
    } catch (const YAML::Exception&) {
      error(v, std::string("field '") + key + "' has the wrong type");
      return std::nullopt;
    }
  }

  std::vector<std::string> list(const YAML::Node& card, const char* key) {
    std::vector<std::string> out;
    auto v = card[key];
    if (!v) return out;
    if (v.IsScalar()) {
      out.push_back(v.as<std::string>());
      return out;
    }
    if (!v.IsSequence()) {
      error(v, std::string("field '") + key + "' must be a list");
      return out;
    }
    for (const auto& e : v) out.push_back(e.as<std::string>());
    return out;
  }

  std::vector<Affiliation> affiliations(const YAML::Node& card, const char* key) {
    std::vector<Affiliation> out;
    for (auto& s : list(card, key)) {
      auto a = parse_affiliation(s);
      if (!a) error(card[key], "unknown affiliation '" + s + "'");
      else if (*a != Affiliation::NonAligned) out.push_back(*a);
    }
    return out;
  }

  std::vector<StaffIcon> icons(const YAML::Node& card, const char* key) {
    std::vector<StaffIcon> out;
    for (auto& s : list(card, key)) {
      if (s == "command") out.push_back(StaffIcon::Command);
      else if (s == "staff") out.push_back(StaffIcon::Staff);
      else error(card[key], "unknown staffing icon '" + s + "' (expected command or staff)");
    }
    return out;
  }

  // A ship's staffing box: command and staff, and the AU and non-aligned icons of later sets.
  std::vector<StaffIcon> staffing(const YAML::Node& card) {
    std::vector<StaffIcon> out;
    for (auto& s : list(card, "staffing")) {
      if (s == "command") out.push_back(StaffIcon::Command);
      else if (s == "staff") out.push_back(StaffIcon::Staff);
      else if (s == "au") out.push_back(StaffIcon::AU);
      else if (s == "non_aligned") out.push_back(StaffIcon::NonAligned);
      else error(card["staffing"], "unknown staffing icon '" + s + "' (expected command, staff, au or non_aligned)");
    }
    return out;
  }

  // `icons:` of any card: command and staff (personnel only) are its staffing icons; `au` is the
  // Alternate Universe icon; the rest are kept as printed facts (docs/card-format.md).
  void card_icons(const YAML::Node& c, CardDef& d) {
    static const std::set<std::string> kept = {"films", "bar", "communications", "defense", "navigation", "shield",
                                               "self", "pun", "q", "pair_l_left", "pair_l_right", "pair_y_left",
                                               "pair_y_right"};
    for (auto& s : list(c, "icons")) {
      if (s == "command" || s == "staff") {
        if (d.type != CardType::Personnel)
          error(c["icons"], "icon '" + s + "' is a personnel's; a ship's or facility's go in 'staffing:'");
        else d.icons.push_back(s == "command" ? StaffIcon::Command : StaffIcon::Staff);
      } else if (s == "au") {
        d.au_icon = true;
      } else if (kept.count(s)) {
        d.special_icons.push_back(s);
      } else {
        error(c["icons"], "unknown icon '" + s + "' (expected command, staff, au, or one of films, bar, communications, "
                          "defense, navigation, shield, self, pun, q, pair_l_left, pair_l_right, pair_y_left, pair_y_right)");
      }
    }
  }

  std::optional<ReqExpr> requirement(const YAML::Node& n, const char* key) {
    auto v = n[key];
    if (!v) return std::nullopt;
    try {
      return parse_requirement(v.as<std::string>());
    } catch (const ReqParseError& e) {
      error(v, std::string("bad requirement in '") + key + "': " + e.what());
    } catch (const YAML::Exception&) {
      error(v, std::string("'") + key + "' must be a string");
    }
    return std::nullopt;
  }

  std::optional<Selector> selector(const YAML::Node& n) {
    std::string s = n.as<std::string>();
    static const std::pair<const char*, Selector> table[] = {
        {"random", Selector::Random}, {"opponent_choice", Selector::OpponentChoice},
        {"owner_choice", Selector::OwnerChoice}, {"all", Selector::All},
        {"highest_total_attributes", Selector::HighestTotalAttributes},
        {"strongest_two", Selector::StrongestTwo}, {"half_random", Selector::HalfRandom},
        {"targets", Selector::Targets}, {"random_target", Selector::RandomTarget},
        {"highest_cunning", Selector::HighestCunning}, {"split_larger", Selector::SplitLarger}};
    for (auto& [name, sel] : table)
      if (s == name) return sel;
    error(n, "unknown selector '" + s + "'");
    return std::nullopt;
  }

  MemberFilter filter(const YAML::Node& n) {
    MemberFilter f;
    if (!n) return f;
    if (!n.IsMap()) {
      error(n, "a member filter must be a map");
      return f;
    }
    for (auto it : n) {
      std::string k = it.first.as<std::string>();
      if (k == "gender") {
        std::string g = it.second.as<std::string>();
        if (g == "female") f.gender = Gender::Female;
        else if (g == "male") f.gender = Gender::Male;
        else error(it.second, "gender must be female or male");
      } else if (k == "skill") {
        auto s = parse_skill(it.second.as<std::string>());
        if (!s) error(it.second, "unknown skill '" + it.second.as<std::string>() + "'");
        else f.has_skill = *s;
      } else if (k == "integrity_below") {
        f.attr = Attr::Integrity;
        f.attr_less_than = it.second.as<int>();
      } else if (k == "organic_only") {
        f.exclude_non_organic = it.second.as<bool>();
      } else if (k == "unique") {
        if (!it.second.as<bool>()) error(it.second, "unique: true selects unique personnel; leave it out otherwise");
        f.unique_only = true;
      } else if (k == "not_affiliation") {
        auto a = parse_affiliation(it.second.as<std::string>());
        if (!a || *a == Affiliation::NonAligned) error(it.second, "not_affiliation needs an affiliation (federation, klingon, romulan, cardassian, ...)");
        else f.not_affiliation = *a;
      } else {
        error(it.first, "unknown filter key '" + k + "'");
      }
    }
    return f;
  }

  std::vector<DilemmaEffect> effects(const YAML::Node& n) {
    std::vector<DilemmaEffect> out;
    if (!n) return out;
    if (!n.IsSequence()) {
      error(n, "effects must be a list");
      return out;
    }
    static const std::pair<const char*, EffectKind> kinds[] = {
        {"kill", EffectKind::Kill}, {"discard", EffectKind::DiscardPersonnel},
        {"damage_ship", EffectKind::DamageShip}, {"destroy_ship", EffectKind::DestroyShip},
        {"relocate_furthest_planet", EffectKind::RelocateFurthestPlanet},
        {"reboot_hand", EffectKind::RebootHand}, {"beam_up_or_die", EffectKind::BeamUpOrDie},
        {"stop", EffectKind::Stop}, {"score", EffectKind::ScorePoints},
        {"stasis", EffectKind::Stasis}, {"capture", EffectKind::Capture},
        {"play_on_personnel", EffectKind::PlayOnPersonnel}, {"rearrange_spaceline", EffectKind::RearrangeSpaceline},
        {"control_group", EffectKind::ControlGroup},
        {"undo_last_two_actions", EffectKind::UndoTwoActions}, {"lose_points_per_member", EffectKind::LosePointsPerMember},
        {"discard_equipment", EffectKind::DiscardEquipment}, {"discard_from_hand", EffectKind::DiscardFromHand}};
    for (const auto& e : n) {
      DilemmaEffect eff;
      YAML::Node body;
      std::string kind;
      if (e.IsScalar()) {
        kind = e.as<std::string>();
      } else if (e.IsMap() && e.size() == 1) {
        kind = e.begin()->first.as<std::string>();
        body = e.begin()->second;
      } else {
        error(e, "an effect is a name or a one-key map");
        continue;
      }
      bool found = false;
      for (auto& [name, k] : kinds)
        if (kind == name) {
          eff.kind = k;
          found = true;
        }
      if (!found) {
        error(e, "unknown effect '" + kind + "'");
        continue;
      }
      if (body && !body.IsNull() && !body.IsMap()) {
        error(body, "the body of effect '" + kind + "' must be a map, e.g. {select: random}");
        body = YAML::Node();
      }
      if (eff.kind == EffectKind::RearrangeSpaceline && body && !body.IsNull()) {
        error(body, "rearrange_spaceline takes no body: the attempting player's opponent rearranges the whole spaceline");
        body = YAML::Node();
      }
      if (eff.kind == EffectKind::ControlGroup && body && !body.IsNull()) {
        error(body, "control_group takes no body: the whole attempting group beams back and is controlled (D-DIL-12)");
        body = YAML::Node();
      }
      if ((eff.kind == EffectKind::LosePointsPerMember || eff.kind == EffectKind::DiscardEquipment) && body && !body.IsNull()) {
        error(body, kind + " takes no body: it acts on the whole group met");
        body = YAML::Node();
      }
      if (eff.kind == EffectKind::UndoTwoActions && body && !body.IsNull()) {
        error(body, "undo_last_two_actions takes no body: the attempt and the action before it are undone (D-DIL-14)");
        body = YAML::Node();
      }
      // Undoing ends the turn: nothing after it in the list could ever run (D-DIL-14).
      if (!out.empty() && out.back().kind == EffectKind::UndoTwoActions) error(e, "undo_last_two_actions ends the turn: it must be the last effect");
      if (body && body.IsMap()) {
        // Every key is checked (docs/card-format.md): a misspelt one must not be silently dropped.
        static const std::set<std::string> known = {"select", "count", "filter", "full_turns", "spare", "takes_dilemma"};
        for (auto it : body) {
          auto k = it.first.as<std::string>();
          if (!known.count(k))
            error(it.first, "unknown key '" + k + "' in effect '" + kind + "' (expected select, count, filter, full_turns, spare or takes_dilemma)");
        }
        if (auto sp = body["spare"]) {
          if (eff.kind != EffectKind::Kill) error(sp, "spare belongs to the kill effect only");
          else if (!sp.IsScalar() || sp.as<std::string>() != "even_cunning")
            error(sp, "spare must be even_cunning (a selected member whose CUNNING is even escapes)");
          else eff.spare_even_cunning = true;
        }
        if (auto td = body["takes_dilemma"]) {
          if (eff.kind != EffectKind::Capture) error(td, "takes_dilemma belongs to the capture effect only");
          else eff.takes_dilemma = td.as<bool>();
        }
        if (eff.kind == EffectKind::DiscardFromHand && (body["filter"] || body["full_turns"] || body["spare"]))
          error(body, "discard_from_hand takes only select: random and count");
        if (eff.kind == EffectKind::DiscardFromHand && body["select"] && body["select"].as<std::string>() != "random")
          error(body["select"], "discard_from_hand picks the cards at random (select: random)");
        if (body["select"]) {
          if (auto s = selector(body["select"])) eff.select = *s;
          if (eff.select == Selector::SplitLarger && eff.kind != EffectKind::PlayOnPersonnel)
            error(body["select"], "split_larger selects the larger group a play_on_personnel effect plays on (D-DIL-10)");
        }
        if (body["count"]) {
          eff.count = body["count"].as<int>();
          if (eff.count < 1 || eff.count > 20) error(body["count"], "count must be from 1 to 20");
        }
        if (body["filter"]) eff.filter = filter(body["filter"]);
        if (body["full_turns"]) {
          if (eff.kind != EffectKind::Stasis) error(body["full_turns"], "full_turns belongs to the stasis effect only");
          eff.full_turns = body["full_turns"].as<int>();
          if (eff.full_turns < 0) error(body["full_turns"], "full_turns must be 0 (for good) or more");
        }
      }
      out.push_back(eff);
    }
    return out;
  }

  std::shared_ptr<const DilemmaDef> behavior(const YAML::Node& card, const std::string& loc_type) {
    auto b = card["behavior"];
    if (!b) return nullptr;
    auto d = std::make_shared<DilemmaDef>();
    d->planet_ok = loc_type == "planet" || loc_type == "either";
    d->space_ok = loc_type == "space" || loc_type == "either";
    static const std::set<std::string> known = {"trigger", "ship_trigger", "acts_at_outposts", "targets", "target_filter",
                                                "condition_on_targets", "condition", "condition_space",
                                                "condition_planet", "effects", "effects_space",
                                                "effects_planet", "choice", "returns_on_fail",
                                                "stops_on_fail", "attach_to_ship", "cure", "cure_scores",
                                                "destroy_after_full_turns", "range_loss_per_turn",
                                                "blocks_movement", "lose_first_skill", "disable_each_turn",
                                                "disables_empaths", "borg_ship", "kill_after_full_turns", "stasis_after_full_turns",
                                                "cured_aboard_own_outpost", "quarantine", "holds", "ends_when_solved", "phased",
                                                "placed_on_mission", "towed_by", "journey_to_far_end", "overcome"};
    for (auto it : b) {
      auto k = it.first.as<std::string>();
      if (!known.count(k)) error(it.first, "unknown behavior key '" + k + "'");
    }
    if (b["trigger"]) d->trigger = filter(b["trigger"]);
    if (b["ship_trigger"]) d->ship_trigger = b["ship_trigger"].as<bool>();
    if (b["acts_at_outposts"]) d->acts_at_outposts = b["acts_at_outposts"].as<bool>();
    if (d->acts_at_outposts && !d->ship_trigger) error(b["acts_at_outposts"], "acts_at_outposts is for dilemmas with ship_trigger: true");
    if (b["targets"]) d->target_select = selector(b["targets"]);
    if (b["target_filter"]) d->target_filter = filter(b["target_filter"]);
    if (b["condition_on_targets"]) d->condition_on_targets = b["condition_on_targets"].as<bool>();
    d->condition = requirement(b, "condition");
    d->condition_space = requirement(b, "condition_space");
    d->condition_planet = requirement(b, "condition_planet");
    d->effects = effects(b["effects"]);
    d->effects_space = effects(b["effects_space"]);
    d->effects_planet = effects(b["effects_planet"]);
    if (b["returns_on_fail"]) d->returns_on_fail = b["returns_on_fail"].as<bool>();
    if (b["attach_to_ship"]) d->attach_to_ship = b["attach_to_ship"].as<bool>();
    d->cure = requirement(b, "cure");
    if (b["cure_scores"]) d->cure_scores = b["cure_scores"].as<bool>();
    if (b["destroy_after_full_turns"]) d->destroy_after_full_turns = b["destroy_after_full_turns"].as<int>();
    if (b["range_loss_per_turn"]) d->range_loss_per_turn = b["range_loss_per_turn"].as<int>();
    if (b["blocks_movement"]) d->blocks_movement = b["blocks_movement"].as<bool>();
    if (b["lose_first_skill"]) d->lose_first_skill = b["lose_first_skill"].as<bool>();
    if (b["disable_each_turn"]) d->disable_each_turn = b["disable_each_turn"].as<bool>();
    if (b["disables_empaths"]) d->disables_empaths = b["disables_empaths"].as<bool>();
    if (auto bs = b["borg_ship"]) {
      if (!bs.IsMap()) {
        error(bs, "borg_ship is a map: {weapons: N, shields: N, points: N}");
      } else {
        for (auto it : bs) {
          auto k = it.first.as<std::string>();
          if (k != "weapons" && k != "shields" && k != "points") error(it.first, "unknown borg_ship key '" + k + "'");
        }
        BorgShipDef def;
        if (bs["weapons"]) def.weapons = bs["weapons"].as<int>();
        if (bs["shields"]) def.shields = bs["shields"].as<int>();
        if (bs["points"]) def.points = bs["points"].as<int>();
        if (def.weapons < 0 || def.shields < 1) error(bs, "borg_ship needs weapons >= 0 and shields >= 1");
        if (loc_type != "space") error(bs, "a borg_ship dilemma is a space dilemma");
        d->borg_ship = def;
      }
    }
    if (b["kill_after_full_turns"]) {
      d->kill_after_full_turns = b["kill_after_full_turns"].as<int>();
      if (d->kill_after_full_turns < 1 || d->kill_after_full_turns > 255)
        error(b["kill_after_full_turns"], "kill_after_full_turns must be between 1 and 255");
    }
    if (b["stasis_after_full_turns"]) {
      // The same countdown as kill_after_full_turns, ending in stasis for good instead of death (R-STATE-2).
      if (b["kill_after_full_turns"]) error(b["stasis_after_full_turns"], "kill_after_full_turns or stasis_after_full_turns, not both");
      d->kill_after_full_turns = b["stasis_after_full_turns"].as<int>();
      d->stasis_on_expiry = true;
      if (d->kill_after_full_turns < 1 || d->kill_after_full_turns > 255)
        error(b["stasis_after_full_turns"], "stasis_after_full_turns must be between 1 and 255");
    }
    if (b["cured_aboard_own_outpost"]) d->cured_aboard_own_outpost = b["cured_aboard_own_outpost"].as<bool>();
    if (b["quarantine"]) d->quarantine = b["quarantine"].as<bool>();
    if (b["holds"]) d->holds = b["holds"].as<bool>();
    if (b["phased"]) d->phased = b["phased"].as<bool>();
    if (b["ends_when_solved"]) d->ends_when_solved = b["ends_when_solved"].as<bool>();
    if (b["placed_on_mission"]) d->placed_on_mission = b["placed_on_mission"].as<bool>();
    if (b["journey_to_far_end"]) d->journey_to_far_end = b["journey_to_far_end"].as<bool>();
    if (d->journey_to_far_end && !b["attach_to_ship"]) error(b, "journey_to_far_end acts on a ship: it needs attach_to_ship: true");
    if (auto t = b["towed_by"]) {
      if (!t.IsMap()) {
        error(t, "towed_by is a map: {ship_equipment: tractor_beam, crew: \"2 ENGINEER\"}");
      } else {
        for (auto it : t) {
          auto k = it.first.as<std::string>();
          if (k != "ship_equipment" && k != "crew") error(it.first, "unknown towed_by key '" + k + "' (expected ship_equipment or crew)");
        }
        if (t["ship_equipment"]) d->tow_equipment = t["ship_equipment"].as<std::string>();
        if (d->tow_equipment != "tractor_beam" && d->tow_equipment != "holodeck" && d->tow_equipment != "cloaking_device" &&
            d->tow_equipment != "long_range_scan_shielding")
          error(t, "towed_by needs ship_equipment: one of tractor_beam, holodeck, cloaking_device, long_range_scan_shielding");
        d->tow_crew = requirement(t, "crew");
      }
      if (!d->placed_on_mission) error(t, "towed_by is for a dilemma placed on the mission (placed_on_mission: true)");
    }
    if (d->placed_on_mission && (!d->effects.empty() || d->condition || d->attach_to_ship || !d->branches.empty()))
      error(b, "placed_on_mission is the whole of the dilemma: no condition, effects, choice or attach_to_ship");
    {
      // The lasting personnel keys mean nothing unless the dilemma plays on personnel (D-DIL-4).
      bool plays_on_personnel = false;
      for (const auto* list : {&d->effects, &d->effects_space, &d->effects_planet})
        for (const auto& e : *list) plays_on_personnel |= e.kind == EffectKind::PlayOnPersonnel;
      const bool lasting =
          d->kill_after_full_turns || d->cured_aboard_own_outpost || d->quarantine || d->holds || d->ends_when_solved || d->phased;
      if (lasting && !plays_on_personnel)
        error(b, "kill_after_full_turns, cured_aboard_own_outpost, quarantine, holds, ends_when_solved and phased need a play_on_personnel effect");
      if (d->phased && (d->holds || d->quarantine || !d->cure))
        error(b, "phased personnel stay in their own Away Team until cured: phased needs a cure and does not combine with holds or quarantine");
      if (plays_on_personnel && d->attach_to_ship) error(b, "a dilemma plays on a ship (attach_to_ship) or on personnel (play_on_personnel), not both");
      if (plays_on_personnel && !d->cure && !d->kill_after_full_turns && !d->ends_when_solved)
        error(b, "a play_on_personnel dilemma needs a way to end: cure, kill_after_full_turns or ends_when_solved");
      if ((d->quarantine || d->holds || d->ends_when_solved || d->phased) && loc_type != "planet")
        error(b, "quarantine, holds, ends_when_solved and phased act on an Away Team: a planet dilemma");
      bool controls = false;
      for (const auto* list : {&d->effects, &d->effects_space, &d->effects_planet})
        for (const auto& e : *list) controls |= e.kind == EffectKind::ControlGroup;
      if (controls && loc_type != "planet") error(b, "control_group takes an Away Team back to its ships: a planet dilemma (D-DIL-12)");
      if (d->holds && (d->quarantine || d->kill_after_full_turns || d->cured_aboard_own_outpost))
        error(b, "held personnel are out of reach: holds does not combine with quarantine, kill_after_full_turns or cured_aboard_own_outpost");
    }
    if ((d->disable_each_turn || d->disables_empaths) && !d->attach_to_ship)
      error(b, "disable_each_turn and disables_empaths act on a ship: they need attach_to_ship: true");
    if (d->attach_to_ship && !d->ship_trigger) error(b, "attach_to_ship needs ship_trigger: true (it plays on the ship)");
    if (b["stops_on_fail"]) d->stops_on_fail = b["stops_on_fail"].as<bool>();
    if (auto c = b["choice"]) {
      if (!c.IsSequence()) error(c, "choice must be a list of branches");
      else
        for (const auto& br : c) {
          if (!br.IsMap()) {
            error(br, "a choice branch must be a map: {label, effects, stops, score}");
            continue;
          }
          for (auto it : br) {
            auto k = it.first.as<std::string>();
            if (k != "label" && k != "effects" && k != "stops" && k != "score")
              error(it.first, "unknown key '" + k + "' in a choice branch (expected label, effects, stops or score)");
          }
          DilemmaBranch branch;
          branch.label = br["label"] ? br["label"].as<std::string>() : "";
          if (branch.label.empty()) error(br, "a choice branch needs a label");
          branch.effects = effects(br["effects"]);
          if (br["stops"]) branch.stops = br["stops"].as<bool>();
          if (br["score"]) branch.score = br["score"].as<bool>();
          d->branches.push_back(branch);
        }
    }
    for (const auto* list : {&d->effects, &d->effects_space, &d->effects_planet})
      for (const auto& e : *list) d->undoes_actions |= e.kind == EffectKind::UndoTwoActions;
    for (const auto& br : d->branches)
      for (const auto& e : br.effects) d->undoes_actions |= e.kind == EffectKind::UndoTwoActions;
    if (d->undoes_actions && (d->attach_to_ship || d->placed_on_mission))
      error(b, "undo_last_two_actions does not combine with attach_to_ship or placed_on_mission");
    if (auto o = b["overcome"]) {
      // What overcoming does beside the usual (R-DIL-12): the one form so far is Q's.
      if (!o.IsScalar() || o.as<std::string>() != "discard_dilemmas_here")
        error(o, "overcome must be discard_dilemmas_here");
      else if (!d->condition)
        error(o, "overcome: discard_dilemmas_here needs a condition to overcome");
      else if (d->attach_to_ship || d->placed_on_mission || !d->branches.empty())
        error(o, "overcome: discard_dilemmas_here does not combine with attach_to_ship, placed_on_mission or choice");
      else
        d->met_discards_dilemmas_here = true;
    }
    return d;
  }

  // An event's game text (docs/card-format.md, "Events").
  std::shared_ptr<EventDef> event(const YAML::Node& e) {
    auto ev = std::make_shared<EventDef>();
    static const std::pair<const char*, EventTarget> targets[] = {
        {"table", EventTarget::Table}, {"player", EventTarget::Player}, {"mission", EventTarget::Mission}, {"ship", EventTarget::Ship},
        {"outpost", EventTarget::Outpost}, {"away_team", EventTarget::AwayTeam}, {"boundary", EventTarget::Boundary},
        {"between_missions", EventTarget::BetweenMissions}};
    static const std::pair<const char*, EventEffect> effects[] = {
        {"report_any_number", EventEffect::ReportAnyNumber},
        {"hands_exposed", EventEffect::HandsExposed},
        {"opponent_discards_each_turn", EventEffect::OpponentDiscardsEachTurn},
        {"extra_draw", EventEffect::ExtraDraw},
        {"spaceline_wraps", EventEffect::SpacelineWraps},
        {"attempt_as", EventEffect::AttemptAs},
        {"repair_at_outpost", EventEffect::RepairAtOutpost},
        {"treaty", EventEffect::Treaty},
        {"extra_play_or_draw", EventEffect::ExtraPlayOrDraw},
        {"no_interrupts", EventEffect::NoInterrupts},
        {"on_table", EventEffect::OnTable},
        {"destroy_location", EventEffect::DestroyLocation},
        {"raise_stakes", EventEffect::RaiseStakes},
        {"guess_hand_card", EventEffect::GuessHandCard},
        {"blocks_beaming", EventEffect::BlocksBeaming},
        {"limits_beaming", EventEffect::LimitsBeaming},
        {"beam_through", EventEffect::BeamThrough},
        {"must_stop_here", EventEffect::MustStopHere},
        {"damage_passing", EventEffect::DamagePassing},
        {"blocks_crossing", EventEffect::BlocksCrossing},
        {"holograms_may_exist", EventEffect::HologramsMayExist},
        {"lose_affiliation", EventEffect::LoseAffiliation},
        {"commandeer", EventEffect::Commandeer},
        {"new_location", EventEffect::NewLocation},
        {"save_from_death", EventEffect::SaveFromDeath},
    };
    static const std::set<std::string> known = {"plays_on", "effect", "discard_after", "count", "full_turns",
                                                "mission_icon", "affiliation", "cure", "nullifies", "cumulative", "classification", "between",
                                                "planet", "flips", "through", "unless", "except", "needs_in_play",
                                                "subjects", "ship_affiliation", "span", "kills_on_stop"};
    for (const auto& kv : e) {
      auto key = kv.first.as<std::string>();
      if (!known.count(key)) error(kv.first, "unknown event field '" + key + "'");
    }
    auto on = get<std::string>(e, "plays_on", true).value_or("table");
    bool found = false;
    for (auto& [n, t] : targets)
      if (on == n) ev->plays_on = t, found = true;
    if (!found) error(e["plays_on"], "plays_on must be table, player, mission, ship, outpost, away_team, boundary or between_missions");
    auto eff = get<std::string>(e, "effect", true).value_or("");
    found = false;
    for (auto& [n, k] : effects) {
      if (static_cast<int>(k) >= 64) throw std::logic_error("EventEffect beyond 64: GameState::event_effects_ keeps one bit each");
      if (eff == n) ev->effect = k, found = true;
    }
    if (!found && e["effect"] && find_op(eff))
      error(e["effect"], "'" + eff + "' is an operation of the ability vocabulary: write the card's text as ability: {play: event, target: ..., effects: [" + eff + ": ...]}");
    else if (!found && e["effect"]) error(e["effect"], "unknown event effect '" + eff + "'");
    ev->discard_after = get<bool>(e, "discard_after", false).value_or(false);
    ev->count = get<int>(e, "count", false).value_or(0);
    ev->full_turns = get<int>(e, "full_turns", false).value_or(0);
    for (auto [key, slot] : {std::pair{"mission_icon", &ev->mission_icon}, std::pair{"affiliation", &ev->affiliation}}) {
      if (auto v = get<std::string>(e, key, false)) {
        if (auto a = parse_affiliation(*v)) *slot = *a;
        else error(e[key], "unknown affiliation '" + *v + "'");
      }
    }
    ev->cure = requirement(e, "cure");
    ev->nullifies = list(e, "nullifies");
    ev->cumulative = get<bool>(e, "cumulative", false).value_or(false);
    if (auto cl = get<std::string>(e, "classification", false)) {
      auto sk = parse_skill(*cl);
      if (!sk || !is_classification(*sk)) error(e["classification"], "'" + *cl + "' is not a classification");
      else ev->classification = *sk;
    }
    // Genetronic Replicator (D-EVT-26): on the table, the personnel stopped named by classification; one action names at most two.
    if (ev->effect == EventEffect::SaveFromDeath &&
        (ev->plays_on != EventTarget::Table || ev->classification == kNoSkill || ev->count < 1 || ev->count > 2 || ev->discard_after))
      error(e, "save_from_death needs plays_on: table, classification: CLASSIFICATION and count: 1 or 2 (the personnel it stops), "
               "and stays in play (no discard_after)");
    if (e["classification"] && ev->effect != EventEffect::SaveFromDeath)
      error(e["classification"], "classification is for effect: save_from_death");
    for (auto& a : list(e, "between")) {
      if (auto af = parse_affiliation(a)) ev->treaty.push_back(*af);
      else error(e["between"], "unknown affiliation '" + a + "'");
    }
    if (ev->effect == EventEffect::Treaty && ev->treaty.size() != 2) error(e, "treaty needs between: [AFFILIATION, AFFILIATION]");
    if (ev->effect == EventEffect::RepairAtOutpost && ev->plays_on != EventTarget::Outpost)
      error(e, "repair_at_outpost needs plays_on: outpost");
    if (ev->effect == EventEffect::AttemptAs && (!ev->affiliation || !ev->mission_icon || ev->plays_on != EventTarget::Mission))
      error(e, "attempt_as needs plays_on: mission, mission_icon and affiliation");
    if (ev->plays_on == EventTarget::AwayTeam) error(e["plays_on"], "an event aimed at an Away Team is written as an ability: (target: away_team)");
    ev->needs_in_play = get<std::string>(e, "needs_in_play", false).value_or("");
    if (ev->effect == EventEffect::DestroyLocation && ev->plays_on != EventTarget::Mission)
      error(e, "destroy_location needs plays_on: mission");
    if ((ev->effect == EventEffect::OnTable || ev->effect == EventEffect::RaiseStakes || ev->effect == EventEffect::GuessHandCard) &&
        (ev->plays_on != EventTarget::Table || ev->discard_after))
      error(e, "on_table, raise_stakes and guess_hand_card need plays_on: table (and stay there)");
    ev->except = list(e, "except");
    if (e["except"] && ev->effect != EventEffect::NoInterrupts) error(e["except"], "except is for effect: no_interrupts");
    if (ev->effect == EventEffect::NoInterrupts && (ev->plays_on != EventTarget::Table || ev->full_turns <= 0))
      error(e, "no_interrupts needs plays_on: table and full_turns: N (N > 0)");
    // Spaceline hazards (hazards.cpp).
    ev->planet = get<bool>(e, "planet", false).value_or(false);
    ev->flips = get<bool>(e, "flips", false).value_or(false);
    ev->through = list(e, "through");
    for (const auto& s : list(e, "subjects")) {
      if (s == "soong_type_androids") ev->subjects |= kSoongTypeAndroids;
      else if (s == "exocomps") ev->subjects |= kExocomps;
      else error(e["subjects"], "unknown subject '" + s + "': use soong_type_androids or exocomps");
    }
    if ((ev->effect == EventEffect::LoseAffiliation) != (ev->subjects != 0))
      error(e, "lose_affiliation needs subjects: [soong_type_androids, exocomps], and subjects is for lose_affiliation");
    ev->unless = requirement(e, "unless");
    if (ev->planet && ev->plays_on != EventTarget::Mission) error(e["planet"], "planet: true is for plays_on: mission");
    if (ev->flips && ev->effect != EventEffect::BlocksBeaming) error(e["flips"], "flips is for effect: blocks_beaming");
    if (!ev->through.empty() && ev->effect != EventEffect::BeamThrough) error(e["through"], "through is for effect: beam_through");
    if (ev->effect == EventEffect::BeamThrough && (ev->through.empty() || ev->plays_on != EventTarget::Table))
      error(e, "beam_through needs plays_on: table and through: [EVENT, ...]");
    if (ev->unless && ev->effect != EventEffect::MustStopHere && ev->effect != EventEffect::BlocksCrossing)
      error(e["unless"], "unless is for effect: must_stop_here or blocks_crossing");
    if (auto a = get<std::string>(e, "ship_affiliation", false)) {
      if (auto af = parse_affiliation(*a)) ev->ship_affiliation = *af;
      else error(e["ship_affiliation"], "unknown affiliation '" + *a + "'");
      if (ev->plays_on != EventTarget::Ship) error(e["ship_affiliation"], "ship_affiliation is for plays_on: ship");
    }
    if (ev->effect == EventEffect::Commandeer && (ev->plays_on != EventTarget::Ship || ev->discard_after || ev->ship_affiliation))
      error(e, "commandeer needs plays_on: ship, stays on the ship (no discard_after) and takes any ship (no ship_affiliation)");
    if ((ev->effect == EventEffect::BlocksBeaming || ev->effect == EventEffect::LimitsBeaming ||
         ev->effect == EventEffect::HologramsMayExist) && (ev->plays_on != EventTarget::Mission || !ev->planet))
      error(e, "this effect needs plays_on: mission and planet: true");
    if (ev->effect == EventEffect::LimitsBeaming && ev->count <= 0) error(e, "limits_beaming needs count: N (N > 0)");
    if ((ev->effect == EventEffect::MustStopHere || ev->effect == EventEffect::DamagePassing) && ev->plays_on != EventTarget::Mission)
      error(e, "this effect needs plays_on: mission");
    // Gaps in Normal Space (gaps.cpp, R-MOVE-9): a location of its own, with a span.
    ev->span = get<int>(e, "span", false).value_or(0);
    ev->kills_on_stop = get<int>(e, "kills_on_stop", false).value_or(0);
    if ((ev->effect == EventEffect::NewLocation) != (ev->plays_on == EventTarget::BetweenMissions))
      error(e, "plays_on: between_missions goes with effect: new_location, and only with it");
    if (e["span"] && ev->effect != EventEffect::NewLocation) error(e["span"], "span is for effect: new_location");
    if (e["kills_on_stop"] && ev->effect != EventEffect::NewLocation) error(e["kills_on_stop"], "kills_on_stop is for effect: new_location");
    if (ev->effect == EventEffect::NewLocation && (ev->span <= 0 || ev->span > 20 || ev->kills_on_stop < 0 || ev->discard_after))
      error(e, "new_location needs span: N (1..20), kills_on_stop: N (0 or more) and stays in play (no discard_after)");
    if ((ev->effect == EventEffect::BlocksCrossing) != (ev->plays_on == EventTarget::Boundary))
      error(e, "plays_on: boundary goes with effect: blocks_crossing, and only with it");
    if ((ev->effect == EventEffect::BlocksBeaming || ev->effect == EventEffect::LimitsBeaming || ev->effect == EventEffect::MustStopHere ||
         ev->effect == EventEffect::DamagePassing || ev->effect == EventEffect::BlocksCrossing || ev->effect == EventEffect::BeamThrough ||
         ev->effect == EventEffect::HologramsMayExist) && ev->discard_after)
      error(e["discard_after"], "this effect stays in play: no discard_after");
    return ev;
  }

  // Game text as an ability (docs/card-format.md, "Abilities"): today played as an event, whose place and
  // fate (`event`) follow from it, so the event rules (R-CARD-7, R-NULL-3/8) apply to it unchanged.
  void ability(const YAML::Node& e, CardDef& d) {
    auto a = parse_ability(e, [this](const YAML::Node& n, const std::string& m) { error(n, m); });
    std::const_pointer_cast<Ability>(a)->source = where(e);
    d.ability = a;
    if (a->use == AbilityUse::Interrupt) d.interrupt = interrupt_for(*a);
    else d.event = event_for(*a);
    // The card is used as its type says (an artifact as the event or interrupt it is played as, CRD IV.4).
    if ((d.type == CardType::Event && a->use != AbilityUse::Event) || (d.type == CardType::Interrupt && a->use != AbilityUse::Interrupt))
      error(e, "'" + d.name + "' is " + (d.type == CardType::Event ? "an event: play: event" : "an interrupt: play: interrupt"));
  }

  // An interrupt's game text (docs/card-format.md, "Interrupts").
  std::shared_ptr<InterruptDef> interrupt(const YAML::Node& e) {
    auto in = std::make_shared<InterruptDef>();
    if (!e.IsMap()) {
      error(e, "an interrupt must be a map");
      return in;
    }
    static const std::set<std::string> known = {"when",      "effect",         "aboard",   "killer",    "victim",     "shields_below",
                                                "nullifies", "leaves_game",
                                                "once_each_turn", "external", "mission", "stops", "staffing_icons",
                                                "shields_above", "needs", "subject", "copies", "multiply", "ships", "returns",
                                                "max_full_turns", "reach", "from", "max_personnel", "equipment"};
    for (const auto& kv : e) {
      auto key = kv.first.as<std::string>();
      if (!known.count(key)) error(kv.first, "unknown interrupt field '" + key + "'");
    }
    static const std::pair<const char*, InterruptEffect> effects[] = {
        {"hide_ship", InterruptEffect::HideShip}, {"kill_per_member", InterruptEffect::KillPerMember},
        {"self_destruct", InterruptEffect::SelfDestruct}, {"nullify", InterruptEffect::Nullify},
        {"examine_bottom_seed", InterruptEffect::ExamineBottomSeed}, {"lose_orbit", InterruptEffect::LoseOrbit},
        {"bonus_points", InterruptEffect::BonusPoints}, {"delay_beam_up", InterruptEffect::DelayBeamUp},
        {"relocate_ship", InterruptEffect::RelocateShip}, {"copy_skills", InterruptEffect::CopySkills},
        {"redraw", InterruptEffect::Redraw}, {"rearrange_deck", InterruptEffect::RearrangeDeck},
        {"return_to_outpost", InterruptEffect::ReturnToOutpost}, {"return_card_play", InterruptEffect::ReturnCardPlay},
        {"rogue_borg", InterruptEffect::RogueBorg}, {"join_rogue_borg", InterruptEffect::JoinRogueBorg},
        {"repel_borg", InterruptEffect::RepelBorg}, {"re_attack", InterruptEffect::ReAttack},
        {"out_of_time", InterruptEffect::OutOfTime}, {"beam", InterruptEffect::Beam}, {"save_crew", InterruptEffect::SaveCrew},
        {"integrity_to_strength", InterruptEffect::IntegrityToStrength}};
    // `when:` is one moment or a list of them.
    if (e["when"]) {
      in->when = 0;
      for (const auto& w : list(e, "when")) {
        if (auto k = interrupt_when(w)) in->when |= when_bit(*k);
        else error(e["when"], "unknown when '" + w + "': use " + interrupt_when_words());
      }
      if (!in->when) error(e["when"], "when needs at least one moment");
    } else {
      error(e, "an interrupt needs when: the moment(s) it may be played (R-TIME-3)");
    }
    auto eff = get<std::string>(e, "effect", true).value_or("");
    bool found = false;
    for (auto& [n, k] : effects)
      if (eff == n) in->effect = k, found = true;
    if (!found && e["effect"] && find_op(eff))
      error(e["effect"], "'" + eff + "' is an operation of the ability vocabulary: write the card's text as ability: {play: interrupt, when: ..., target: ..., effects: [" + eff + "]}");
    else if (!found && e["effect"]) error(e["effect"], "unknown interrupt effect '" + eff + "'");
    in->aboard = requirement(e, "aboard");
    auto member = [&](const char* key, std::optional<Affiliation>* aff, SkillId& skill) {
      auto m = e[key];
      if (!m) return;
      if (!m.IsMap()) {
        error(m, std::string("'") + key + "' must be a map: {race: R or affiliation: A, skill: S}");
        return;
      }
      for (const auto& kv : m) {
        auto k = kv.first.as<std::string>();
        if (k != "skill" && ((k != "affiliation" && k != "race") || !aff)) error(kv.first, "unknown field '" + k + "' in '" + key + "'");
      }
      if (aff) in->killer_race = race_in(m);
      if (auto a = get<std::string>(m, "affiliation", false); a && aff) {
        if (auto af = parse_affiliation(*a)) *aff = *af;
        else error(m["affiliation"], "unknown affiliation '" + *a + "'");
      }
      if (auto sk = get<std::string>(m, "skill", true)) {
        if (auto id = parse_skill(*sk)) skill = *id;
        else error(m["skill"], "unknown skill '" + *sk + "'");
      }
    };
    member("killer", &in->killer_affiliation, in->killer_skill);
    member("victim", nullptr, in->victim_skill);
    const WhenMask battle = when_bit(InterruptWhen::BattleInitiated) | when_bit(InterruptWhen::ShipBattleInitiated) |
                            when_bit(InterruptWhen::AwayTeamBattleInitiated);
    if (in->effect == InterruptEffect::HideShip && (in->when & ~battle || in->has(InterruptWhen::AwayTeamBattleInitiated)))
      error(e, "hide_ship hides a ship from a ship battle: when must be battle_initiated or ship_battle_initiated");
    if (in->effect == InterruptEffect::KillPerMember) {
      if (in->when != when_bit(InterruptWhen::AwayTeamBattleInitiated)) error(e, "kill_per_member needs when: away_team_battle_initiated");
      if (!e["killer"] || !e["victim"]) error(e, "kill_per_member needs killer: {affiliation, skill} and victim: {skill}");
    }
    if (in->effect != InterruptEffect::KillPerMember && (e["killer"] || e["victim"]))
      error(e, "killer and victim are for kill_per_member");
    if (in->effect != InterruptEffect::HideShip && e["aboard"]) error(e["aboard"], "aboard is for hide_ship");
    in->shields_below = get<int>(e, "shields_below", false).value_or(0);
    if (in->effect == InterruptEffect::SelfDestruct && in->when != when_bit(InterruptWhen::YourOrders))
      error(e, "self_destruct plays on your ship during your orders: it needs when: your_orders");
    if (in->effect != InterruptEffect::SelfDestruct && e["shields_below"]) error(e["shields_below"], "shields_below is for self_destruct");
    if ((in->effect == InterruptEffect::HideShip || in->effect == InterruptEffect::KillPerMember ||
         in->effect == InterruptEffect::IntegrityToStrength) && in->when & ~battle)
      error(e, "this effect acts inside a battle: when must name battle moments only");
    if (in->effect == InterruptEffect::Nullify) {
      in->nullifies = nullify_target(e["nullifies"]);
      if (!e["nullifies"]) error(e, "nullify needs nullifies: {types, names, except, in_play}");
    } else if (e["nullifies"]) {
      error(e["nullifies"], "nullifies is for effect: nullify");
    }
    in->leaves_game = get<bool>(e, "leaves_game", false).value_or(false);
    in->once_each_turn = get<bool>(e, "once_each_turn", false).value_or(false);
    in->external = get<bool>(e, "external", false).value_or(false);
    interrupt_extras(e, *in);
    // Escape Pod (D-INT-19): the moment before a ship is destroyed is answered by saving its crew, and by nothing else.
    if ((in->effect == InterruptEffect::SaveCrew) != (in->when == when_bit(InterruptWhen::ShipDestroyed)))
      error(e, "save_crew answers a ship being destroyed: it needs when: ship_destroyed (alone), and ship_destroyed is for save_crew");
    return in;
  }

  // The fields of the scans, Loss of Orbital Stability and the interrupts that
  // answer a completed mission or a kill (docs/card-format.md "Interrupts").
  void interrupt_extras(const YAML::Node& e, InterruptDef& in) {
    auto only_for = [&](const char* key, std::initializer_list<InterruptEffect> effs, const char* names) {
      if (e[key] && std::find(effs.begin(), effs.end(), in.effect) == effs.end())
        error(e[key], std::string(key) + " is for effect: " + names);
    };
    using IE = InterruptEffect;
    only_for("mission", {IE::ExamineBottomSeed, IE::BonusPoints}, "examine_bottom_seed or bonus_points");
    only_for("stops", {IE::ExamineBottomSeed}, "examine_bottom_seed");
    only_for("staffing_icons", {IE::ExamineBottomSeed}, "examine_bottom_seed");
    only_for("shields_above", {IE::LoseOrbit}, "lose_orbit");
    only_for("needs", {IE::BonusPoints, IE::DelayBeamUp}, "bonus_points or delay_beam_up");
    only_for("subject", {IE::BonusPoints, IE::DelayBeamUp, IE::CopySkills, IE::ReturnToOutpost, IE::ReAttack, IE::IntegrityToStrength},
             "bonus_points, delay_beam_up, copy_skills, return_to_outpost, re_attack or integrity_to_strength");
    only_for("multiply", {IE::JoinRogueBorg, IE::ReAttack}, "join_rogue_borg or re_attack");
    in.multiply = get<int>(e, "multiply", false).value_or(1);
    if (e["multiply"] && (in.multiply < 2 || in.multiply > 10)) error(e["multiply"], "multiply is 2 to 10");
    only_for("copies", {IE::RelocateShip}, "relocate_ship");
    in.copies = get<int>(e, "copies", false).value_or(1);
    if (in.copies < 1 || in.copies > 4) error(e["copies"], "copies is 1 to 4 (a deck holds at most four copies of a card)");
    out_of_time_fields(e, in);
    beam_fields(e, in);
    if (in.effect == IE::IntegrityToStrength && !e["subject"])
      error(e, "integrity_to_strength needs subject: {race: R, skill: S}, the personnel whose INTEGRITY adds to STRENGTH");
    if (in.effect == IE::CopySkills && in.subject_skill == kNoSkill && !e["subject"])
      error(e, "copy_skills needs subject: {skill: S}, the skill the personnel it plays on must have");
    if (auto m = get<std::string>(e, "mission", false)) {
      if (*m == "planet") in.mission_kind = MissionKind::Planet;
      else if (*m == "space") in.mission_kind = MissionKind::Space;
      else error(e["mission"], "mission is planet or space, not '" + *m + "'");
    }
    for (const auto& sk : list(e, "stops")) {
      if (auto id = parse_skill(sk)) in.stops.push_back(*id);
      else error(e["stops"], "unknown skill '" + sk + "'");
    }
    in.staffing_icons = get<int>(e, "staffing_icons", false).value_or(0);
    in.shields_above = get<int>(e, "shields_above", false).value_or(0);
    in.needs = requirement(e, "needs");
    if (auto m = e["subject"]) {
      if (!m.IsMap()) {
        error(m, "subject must be a map: {race: R or affiliation: A, skill: S, gender: G}");
      } else {
        for (const auto& kv : m) {
          auto k = kv.first.as<std::string>();
          if (k != "affiliation" && k != "race" && k != "skill" && k != "gender") error(kv.first, "unknown field '" + k + "' in subject");
        }
        in.subject_race = race_in(m);
        if (auto a = get<std::string>(m, "affiliation", false)) {
          if (auto af = parse_affiliation(*a)) in.subject_affiliation = *af;
          else error(m["affiliation"], "unknown affiliation '" + *a + "'");
        }
        if (auto sk = get<std::string>(m, "skill", false)) {
          if (auto id = parse_skill(*sk)) in.subject_skill = *id;
          else error(m["skill"], "unknown skill '" + *sk + "'");
        }
        if (auto g = get<std::string>(m, "gender", false)) {
          if (*g == "male") in.subject_gender = Gender::Male;
          else if (*g == "female") in.subject_gender = Gender::Female;
          else error(m["gender"], "gender is male or female, not '" + *g + "'");
        }
      }
    }
    if (in.effect == IE::ExamineBottomSeed) {
      if (!in.mission_kind) error(e, "examine_bottom_seed needs mission: planet or space");
      if (in.when != when_bit(InterruptWhen::StartOfYourTurn)) error(e, "examine_bottom_seed needs when: start_of_your_turn");
    }
    if (in.effect == IE::LoseOrbit && !e["shields_above"]) error(e, "lose_orbit needs shields_above: N");
    if ((in.effect == IE::ReturnCardPlay) !=
        (in.when == (when_bit(InterruptWhen::OpponentCardPlayed) | when_bit(InterruptWhen::EventPlayed))))
      error(e, "return_card_play answers the opponent's card play: it needs when: [opponent_card_played, event_played], and "
               "opponent_card_played is for return_card_play");
    if (in.effect == IE::ReturnToOutpost && (!in.subject_affiliation || in.subject_skill != kNoSkill || in.subject_gender ||
                                             !in.subject_race.empty()))
      error(e, "return_to_outpost needs subject: {affiliation: A} (the ship's affiliation and its outpost's), nothing else");
    if (in.effect == IE::BonusPoints) {
      const bool after_mission = in.when == when_bit(InterruptWhen::MissionCompleted);
      const bool after_kill = in.when == when_bit(InterruptWhen::PersonnelKilled);
      if (!after_mission && !after_kill) error(e, "bonus_points needs when: mission_completed or personnel_killed");
      if (after_kill && (e["needs"] || e["mission"])) error(e, "needs and mission are for bonus points after a completed mission");
    }
    if ((in.effect == IE::Redraw) != (in.when == when_bit(InterruptWhen::CardDrawn)))
      error(e, "redraw answers a card draw: it needs when: card_drawn, and card_drawn is for redraw");
    if (in.effect == IE::DelayBeamUp && in.when != when_bit(InterruptWhen::MissionCompleted))
      error(e, "delay_beam_up needs when: mission_completed");
    const bool new_when = in.when & (when_bit(InterruptWhen::MissionCompleted) | when_bit(InterruptWhen::PersonnelKilled));
    if (new_when && in.effect != IE::BonusPoints && in.effect != IE::DelayBeamUp && in.effect != IE::ReAttack)
      error(e["when"], "mission_completed and personnel_killed are for bonus_points, delay_beam_up and re_attack");
    // The Rogue Borg cards (rogue_borg.cpp; R-BATTLE-18, D-BORG-2..7, D-BAT-7).
    if (in.effect == IE::ReAttack) {
      if (in.when != when_bit(InterruptWhen::PersonnelKilled)) error(e, "re_attack answers a kill: it needs when: personnel_killed");
      if (in.subject_race.empty() || !e["multiply"])
        error(e, "re_attack needs subject: {race: R} (who was killed and who attacks again, R-ID-7) and multiply: N");
    }
    if (in.effect == IE::JoinRogueBorg && !e["multiply"]) error(e, "join_rogue_borg needs multiply: N (their STRENGTH multiplier)");
    const WhenMask rogue_ok = when_bit(InterruptWhen::AnyTime) | when_bit(InterruptWhen::BattleInitiated) |
                              when_bit(InterruptWhen::DilemmaRevealed);
    if ((in.effect == IE::RogueBorg && in.when != when_bit(InterruptWhen::AnyTime)) ||
        ((in.effect == IE::JoinRogueBorg || in.effect == IE::RepelBorg) && (in.when & ~rogue_ok)))
      error(e["when"], "rogue_borg plays any_time; join_rogue_borg and repel_borg any_time, battle_initiated or dilemma_revealed");
  }

  // `race:` of a subject or killer map (R-ID-7, D-RACE-1): a known race, and not beside an affiliation.
  std::string race_in(const YAML::Node& m) {
    auto r = get<std::string>(m, "race", false);
    if (!r) return "";
    if (!known_race(*r)) error(m["race"], "unknown race '" + *r + "' (a race is lower case: klingon, human, vulcan ...; the Federation is an affiliation)");
    if (m["affiliation"]) error(m["race"], "race and affiliation together: a card names one or the other (D-RACE-1)");
    return *r;
  }

  // A skill box list ("Name" or "Name xN", N = 2, 3, ... or 1/2; R-SKILL-5/6), in printed order.
  std::vector<SkillEntry> skill_entries(const YAML::Node& m, const char* key) {
    std::vector<SkillEntry> out;
    for (auto& sk : list(m, key)) {
      SkillEntry e{kNoSkill, 2};
      std::string nm = sk;
      auto x = sk.rfind(" x");
      if (x != std::string::npos) {
        std::string mul = sk.substr(x + 2);
        nm = sk.substr(0, x);
        if (mul == "1/2") e.halves = 1;
        else if (!mul.empty() && mul.size() <= 2 && std::all_of(mul.begin(), mul.end(), ::isdigit)) e.halves = static_cast<uint8_t>(2 * std::stoi(mul));
        else error(m[key], "bad multiplier in '" + sk + "'");
      }
      auto s = parse_skill(nm);
      if (!s) error(m[key], "unknown skill '" + nm + "'");
      else {
        e.skill = *s;
        out.push_back(e);
      }
    }
    return out;
  }

  void only_keys(const YAML::Node& m, std::initializer_list<const char*> keys, const std::string& what) {
    for (const auto& kv : m) {
      auto k = kv.first.as<std::string>();
      if (std::none_of(keys.begin(), keys.end(), [&](const char* x) { return k == x; })) {
        std::string known;
        for (auto x : keys) known += std::string(known.empty() ? "" : ", ") + x;
        error(kv.first, "unknown field '" + k + "' in " + what + " (expected " + known + ")");
      }
    }
  }

  // The other end of a mission (R-MOVE-2, CRD III.2): what it does not say is as on the seeder's end.
  MissionEnd opponent_end(const YAML::Node& o, const MissionEnd& own) {
    MissionEnd e = own;
    if (!o.IsMap()) {
      error(o, "opponent_end is a map: {affiliations, points, span, requirements}");
      return e;
    }
    for (auto it : o) {
      auto k = it.first.as<std::string>();
      if (k != "affiliations" && k != "points" && k != "span" && k != "requirements")
        error(it.first, "unknown key '" + k + "' in opponent_end (expected affiliations, points, span or requirements)");
    }
    e.affiliations = affiliations(o, "affiliations");
    e.points = o["points"] ? o["points"].as<int>() : own.points;
    e.span = o["span"] ? o["span"].as<int>() : own.span;
    if (e.span < 0) error(o["span"], "span must not be negative");
    e.requirements = requirement(o, "requirements");
    if (!e.requirements) e.requirements = own.requirements;
    if (o["requirements"]) e.requirements_text = o["requirements"].as<std::string>();
    return e;
  }

  // A mission's game text in a rules file (docs/card-format.md, "Missions"): the requirements the facts file
  // could not say, its other end, and what it does while it is on the spaceline.
  void mission_text(const YAML::Node& m, CardDef& d) {
    if (!m.IsMap()) {
      error(m, "mission: is a map: {requirements, opponent_end, while_in_play}");
      return;
    }
    for (auto it : m) {
      auto k = it.first.as<std::string>();
      if (k != "requirements" && k != "opponent_end" && k != "while_in_play")
        error(it.first, "unknown key '" + k + "' in mission (expected requirements, opponent_end or while_in_play)");
    }
    if (m["requirements"]) {
      if (d.end.requirements) {
        error(m["requirements"], "'" + d.name + "' has its requirements in its facts file already");
      } else {
        d.end.requirements = requirement(m, "requirements");
        d.end.requirements_text = m["requirements"].as<std::string>();
        if (d.opponent_end && !d.opponent_end->requirements) {
          d.opponent_end->requirements = d.end.requirements;
          d.opponent_end->requirements_text = d.end.requirements_text;
        }
      }
    }
    if (auto o = m["opponent_end"]) {
      if (d.opponent_end) error(o, "'" + d.name + "' has its opponent_end in its facts file already");
      else d.opponent_end = opponent_end(o, d.end);
    }
    if (auto w = m["while_in_play"]) {
      if (!w.IsSequence()) {
        error(w, "while_in_play is a list, e.g. [no_ship_to_ship_beaming]");
        return;
      }
      for (const auto& e : w) {
        const std::string word = e.IsScalar() ? e.as<std::string>() : "";
        if (word == "no_ship_to_ship_beaming") d.no_ship_to_ship_beaming = true;
        else error(e, "unknown while_in_play effect of a mission '" + word + "' (expected no_ship_to_ship_beaming)");
      }
    }
  }

  std::optional<SkillId> one_skill(const YAML::Node& m, const char* key) {
    auto v = get<std::string>(m, key, false);
    if (!v) return std::nullopt;
    auto s = parse_skill(*v);
    if (!s) error(m[key], "unknown skill '" + *v + "'");
    return s;
  }

  // `values: [integrity, cunning, strength]` or `values: all`.
  uint8_t attribute_bits(const YAML::Node& m) {
    uint8_t bits = 0;
    for (const auto& v : list(m, "values")) {
      if (v == "all") bits |= 7;
      else if (v == "integrity") bits |= 1u << static_cast<int>(Attr::Integrity);
      else if (v == "cunning") bits |= 1u << static_cast<int>(Attr::Cunning);
      else if (v == "strength") bits |= 1u << static_cast<int>(Attr::Strength);
      else error(m["values"], "unknown value '" + v + "' (expected integrity, cunning, strength or all)");
    }
    if (!bits) error(m, "a modifier needs values: [integrity, cunning, strength] (or all)");
    return bits;
  }

  PersonnelFilter personnel_filter(const YAML::Node& w) {
    PersonnelFilter f;
    if (!w.IsMap()) {
      error(w, "who must be self or a map: {race, affiliation, skill, lacks, classification, named, others}");
      return f;
    }
    only_keys(w, {"race", "affiliation", "skill", "lacks", "classification", "named", "others"}, "who");
    f.race = race_in(w);
    for (auto& a : list(w, "affiliation")) {
      if (auto af = parse_affiliation(a)) f.affiliations.push_back(*af);
      else error(w["affiliation"], "unknown affiliation '" + a + "'");
    }
    if (auto k = one_skill(w, "skill")) f.skill = *k;
    if (auto k = one_skill(w, "lacks")) f.lacks = *k;
    if (auto k = one_skill(w, "classification")) {
      if (!is_classification(*k)) error(w["classification"], "'" + skill_name(*k) + "' is not a classification");
      f.classification = *k;
    }
    f.named = get<std::string>(w, "named", false).value_or("");
    f.others = get<bool>(w, "others", false).value_or(false);
    return f;
  }

  // A personnel's special skills written as data (docs/card-format.md "Personnel special skills").
  // A ship's text about where and how it reports (D-PLAY-1).
  void ship_text(const YAML::Node& e, CardDef& d) {
    if (!e.IsMap()) {
      error(e, "ship must be a map, e.g. {reports_at: any_location, enters_damaged: true} or {also_reports_at: [MISSION]}");
      return;
    }
    only_keys(e, {"reports_at", "also_reports_at", "enters_damaged"}, "ship text");
    if (auto r = e["reports_at"]) {
      if (!r.IsScalar() || r.as<std::string>() != "any_location") error(r, "reports_at takes any_location (instead of an outpost)");
      else d.reports_anywhere = true;
    }
    if (e["also_reports_at"]) {
      d.also_reports_at = list(e, "also_reports_at");
      if (d.also_reports_at.empty()) error(e["also_reports_at"], "also_reports_at names one or more missions");
    }
    if (d.reports_anywhere && !d.also_reports_at.empty()) error(e, "reports_at: any_location already takes every mission");
    d.enters_damaged = get<bool>(e, "enters_damaged", false).value_or(false);
    if (!d.reports_anywhere && d.also_reports_at.empty() && !d.enters_damaged) error(e, "ship: says nothing");
  }

  void personnel_text(const YAML::Node& e, CardDef& d) {
    if (!e.IsMap()) {
      error(e, "personnel must be a map of special skills, e.g. {repairs_ship: {full_turns: 2}}");
      return;
    }
    only_keys(e, {"repairs_ship", "modifies", "nullifies_dilemmas", "skills_by_affiliation", "skills_if_in_play", "bonus_points"},
              "personnel special skills");
    if (auto r = e["repairs_ship"]) {
      if (!r.IsMap()) {
        error(r, "repairs_ship must be a map: {full_turns: N}");
        return;
      }
      only_keys(r, {"full_turns"}, "repairs_ship");
      d.repairs_ship_turns = get<int>(r, "full_turns", true).value_or(0);
      if (d.repairs_ship_turns < 1 || d.repairs_ship_turns > 9) error(r, "repairs_ship needs full_turns: 1 to 9");
    }
    auto t = std::make_shared<PersonnelText>();
    if (auto ms = e["modifies"]) {
      if (!ms.IsSequence()) error(ms, "modifies must be a list of {who, values, by, if_with}");
      for (const auto& m : ms) {
        if (!m.IsMap()) {
          error(m, "a modifier is a map: {who: self, values: all, by: 3, if_with: [Grilka]}");
          continue;
        }
        only_keys(m, {"who", "values", "by", "if_with"}, "a modifier");
        AttributeModifier a;
        auto w = m["who"];
        if (!w) error(m, "a modifier needs who: self or who: {...} (the personnel present it acts on)");
        else if (w.IsScalar() && w.as<std::string>() == "self") a.self = true;
        else a.who = personnel_filter(w);
        a.attrs = attribute_bits(m);
        a.by = get<int>(m, "by", true).value_or(0);
        if (a.by == 0 || a.by < -20 || a.by > 20) error(m, "by is -20 to 20, not 0");
        a.if_with = list(m, "if_with");
        t->modifiers.push_back(a);
      }
    }
    t->nullifies_dilemmas = list(e, "nullifies_dilemmas");
    if (auto b = e["skills_by_affiliation"]) {
      if (!b.IsMap()) error(b, "skills_by_affiliation is a map from each affiliation to {skills, integrity, cunning, strength}");
      else
        for (const auto& kv : b) {
          AffiliationSkills a;
          auto name = kv.first.as<std::string>();
          auto af = parse_affiliation(name);
          if (!af || !d.has_affiliation(*af)) {
            error(kv.first, "'" + d.name + "' has no affiliation '" + name + "'");
            continue;
          }
          a.mode = *af;
          if (!kv.second.IsMap()) {
            error(kv.second, "each affiliation's entry is a map: {skills: [...], integrity: N, cunning: N, strength: N}");
            continue;
          }
          only_keys(kv.second, {"skills", "integrity", "cunning", "strength"}, "skills_by_affiliation");
          a.skills = skill_entries(kv.second, "skills");
          a.delta[0] = get<int>(kv.second, "integrity", false).value_or(0);
          a.delta[1] = get<int>(kv.second, "cunning", false).value_or(0);
          a.delta[2] = get<int>(kv.second, "strength", false).value_or(0);
          t->by_affiliation.push_back(a);
        }
      if (t->by_affiliation.size() != d.affiliations.size())
        error(b, "skills_by_affiliation names each of the card's affiliations once");
    }
    if (auto s = e["skills_if_in_play"]) {
      if (!s.IsMap()) error(s, "skills_if_in_play is a map: {skills: [...], card: TITLE}");
      else {
        only_keys(s, {"skills", "card"}, "skills_if_in_play");
        t->skills_if_in_play = skill_entries(s, "skills");
        t->if_in_play = get<std::string>(s, "card", true).value_or("");
      }
    }
    if (auto b = e["bonus_points"]) {
      if (!b.IsMap()) error(b, "bonus_points is a map: {helps_solve: MISSION, points: N}");
      else {
        only_keys(b, {"helps_solve", "points"}, "bonus_points");
        t->bonus_mission = get<std::string>(b, "helps_solve", true).value_or("");
        t->bonus_points = get<int>(b, "points", true).value_or(0);
        if (t->bonus_points < 1 || t->bonus_points > 100) error(b, "points is 1 to 100");
      }
    }
    if (!t->modifiers.empty() || !t->nullifies_dilemmas.empty() || !t->by_affiliation.empty() || !t->skills_if_in_play.empty() ||
        !t->bonus_mission.empty())
      d.personnel = t;
    // The rules entry's `text:` says whether the whole sentence is now game text (apply_rules).
  }

  // Temporal Rift, Time Travel Pod (D-INT-16, D-ART-4): which ships, and when they return.
  void out_of_time_fields(const YAML::Node& e, InterruptDef& in) {
    using IE = InterruptEffect;
    for (const char* key : {"ships", "returns", "max_full_turns"})
      if (e[key] && in.effect != IE::OutOfTime) error(e[key], std::string(key) + " is for effect: out_of_time");
    if (in.effect != IE::OutOfTime) return;
    const auto ships = get<std::string>(e, "ships", true).value_or("");
    if (ships == "yours") in.own_ship = true;
    else if (ships != "any" && e["ships"]) error(e["ships"], "ships is yours or any, not '" + ships + "'");
    const auto ret = get<std::string>(e, "returns", true).value_or("");
    if (ret == "countdown") in.returns = TimeReturn::Countdown;
    else if (ret == "announced") in.returns = TimeReturn::Announced;
    else if (e["returns"]) error(e["returns"], "returns is countdown or announced, not '" + ret + "'");
    in.max_full_turns = get<int>(e, "max_full_turns", false).value_or(0);
    if (in.returns == TimeReturn::Announced && (in.max_full_turns < 1 || in.max_full_turns > 250))
      error(e, "returns: announced needs max_full_turns: N (1 to 250), the longest trip a player may name");
    if (in.returns == TimeReturn::Countdown && e["max_full_turns"]) error(e["max_full_turns"], "max_full_turns is for returns: announced");
    if (!(in.when & (when_bit(InterruptWhen::AnyTime) | when_bit(InterruptWhen::YourOrders))) ||
        (in.when & ~(when_bit(InterruptWhen::AnyTime) | when_bit(InterruptWhen::YourOrders))))
      error(e, "out_of_time is played between actions: when: any_time or your_orders (R-TIME-12: never inside a battle)");
  }

  // Emergency Transporter Armbands (D-INT-17): between actions, and inside a battle before its winner (R-CARDRULE-11).
  void beam_fields(const YAML::Node& e, InterruptDef& in) {
    for (const char* key : {"reach", "from", "max_personnel", "equipment"})
      if (e[key] && in.effect != InterruptEffect::Beam) error(e[key], std::string(key) + " is for effect: beam");
    if (in.effect != InterruptEffect::Beam) return;
    const auto reach = get<std::string>(e, "reach", true).value_or("");
    if (reach == "up_or_down") in.reach = BeamReach::UpOrDown;
    else if (reach == "next_location") in.reach = BeamReach::NextLocation;
    else if (e["reach"]) error(e["reach"], "reach is up_or_down or next_location, not '" + reach + "'");
    if (auto f = get<std::string>(e, "from", false)) {
      if (*f == "ship") in.from_ship = true;
      else error(e["from"], "from is ship (or leave it out: any ship, facility or planet), not '" + *f + "'");
    }
    in.max_personnel = get<int>(e, "max_personnel", false).value_or(0);
    if (in.max_personnel < 0 || in.max_personnel > 250) error(e["max_personnel"], "max_personnel is 1 to 250 (or leave it out: any number)");
    in.beams_equipment = get<bool>(e, "equipment", false).value_or(false);
    const WhenMask ok = when_bit(InterruptWhen::AnyTime) | when_bit(InterruptWhen::YourOrders) | when_bit(InterruptWhen::BattleInitiated) |
                        when_bit(InterruptWhen::ShipBattleInitiated) | when_bit(InterruptWhen::AwayTeamBattleInitiated);
    if (in.when & ~ok)
      error(e["when"], "beam is played between actions or in a battle: when is any_time, your_orders or battle moments "
                       "(never during a dilemma, R-CARDRULE-11)");
  }

  // What a nullifying card may target (R-NULL-1; docs/card-format.md "Interrupts").
  NullifyTarget nullify_target(const YAML::Node& n) {
    NullifyTarget t;
    if (!n) return t;
    if (!n.IsMap()) {
      error(n, "nullifies must be a map: {types: [...], names: [...], except: [...], in_play: true}");
      return t;
    }
    for (const auto& kv : n) {
      auto k = kv.first.as<std::string>();
      if (k != "types" && k != "names" && k != "except" && k != "in_play" && k != "dilemma_title_word")
        error(kv.first, "unknown field '" + k + "' in nullifies");
    }
    for (const auto& ty : list(n, "types")) {
      if (ty == "interrupt") t.types.push_back(CardType::Interrupt);
      else if (ty == "event") t.types.push_back(CardType::Event);
      else error(n["types"], "nullifies types are interrupt or event, not '" + ty + "'");
    }
    t.names = list(n, "names");
    t.except_names = list(n, "except");
    t.in_play = get<bool>(n, "in_play", false).value_or(false);
    t.dilemma_title_word = get<std::string>(n, "dilemma_title_word", false).value_or("");
    if (t.types.empty() && t.names.empty() && t.dilemma_title_word.empty())
      error(n, "nullifies needs types, names or dilemma_title_word");
    if (t.in_play && std::find(t.types.begin(), t.types.end(), CardType::Event) == t.types.end())
      error(n["in_play"], "in_play nullifies events on the table: types must include event");
    return t;
  }

  // How an artifact is used once earned (docs/card-format.md, "Artifacts"; CRD IV.4).
  std::shared_ptr<const ArtifactDef> artifact(const YAML::Node& e) {
    auto a = std::make_shared<ArtifactDef>();
    if (!e.IsMap()) {
      error(e, "an artifact entry must be a map");
      return a;
    }
    static const std::set<std::string> known = {"use", "effect", "count"};
    for (const auto& kv : e)
      if (!known.count(kv.first.as<std::string>())) error(kv.first, "unknown artifact field '" + kv.first.as<std::string>() + "'");
    static const std::pair<const char*, ArtifactUse> uses[] = {
        {"hand", ArtifactUse::Hand}, {"equipment", ArtifactUse::Equipment}, {"table", ArtifactUse::Table}, {"at_once", ArtifactUse::AtOnce}};
    auto use = get<std::string>(e, "use", true).value_or("");
    bool found = false;
    for (auto& [n, u] : uses)
      if (use == n) a->use = u, found = true;
    if (!found && e["use"]) error(e["use"], "use must be hand, equipment, table or at_once");
    if (auto eff = get<std::string>(e, "effect", false)) {
      if (*eff == "take_from_deck") a->effect = ArtifactEffect::TakeFromDeck;
      else error(e["effect"], "unknown artifact effect '" + *eff + "' (expected take_from_deck)");
    }
    a->count = get<int>(e, "count", false).value_or(0);
    if (a->use == ArtifactUse::AtOnce && a->effect == ArtifactEffect::None) error(e, "use: at_once needs effect: (take_from_deck)");
    if (a->use != ArtifactUse::AtOnce && a->effect != ArtifactEffect::None) error(e["effect"], "effect is for use: at_once");
    if (a->effect == ArtifactEffect::TakeFromDeck && a->count <= 0) error(e, "take_from_deck needs count: N (N > 0)");
    return a;
  }

  // `doorway: {opens: au_icon}`: what the doorway lets through while it is open (R-DOOR-2/3).
  std::optional<DoorwayDef> doorway(const YAML::Node& e) {
    DoorwayDef w;
    if (!e.IsMap()) {
      error(e, "a doorway entry must be a map: {opens: au_icon}");
      return w;
    }
    for (const auto& kv : e)
      if (kv.first.as<std::string>() != "opens") error(kv.first, "unknown doorway field '" + kv.first.as<std::string>() + "' (expected opens)");
    const auto opens = get<std::string>(e, "opens", true).value_or("");
    if (opens == "au_icon") w.opens = DoorOpens::AuIcon;
    else if (e["opens"]) error(e["opens"], "opens must be au_icon (the doorways of side decks are not implemented yet)");
    return w;
  }

  // A doorway said implemented must say what it opens; only doorways have a `doorway:` entry.
  void check_doorway(const YAML::Node& at, const CardDef& d) {
    if (d.doorway && d.type != CardType::Doorway) error(at, "'" + d.name + "' is not a doorway; doorway: is for doorways");
    if (d.type == CardType::Doorway && d.text == TextStatus::Implemented && !d.doorway)
      error(at, "doorway '" + d.name + "' is marked implemented but has no 'doorway:' entry");
  }

  // An artifact's entry must name the one way it is used, and carry the effect that way needs.
  void check_artifact(const YAML::Node& at, const CardDef& d) {
    if (d.type != CardType::Artifact) {
      if (d.artifact) error(at, "'" + d.name + "' is not an artifact; artifact: is for artifacts");
      return;
    }
    if (d.text != TextStatus::Implemented) return;
    if (!d.artifact) {
      error(at, "artifact '" + d.name + "' is marked implemented but has no 'artifact:' entry");
      return;
    }
    switch (d.artifact->use) {
      case ArtifactUse::Equipment:
        if (!d.equipment) error(at, "artifact '" + d.name + "' is used as equipment but has no 'equipment:' effect");
        break;
      case ArtifactUse::Table:
        if (!d.event || d.event->plays_on != EventTarget::Table) error(at, "artifact '" + d.name + "' plays on the table: it needs an 'event:' with plays_on: table");
        break;
      case ArtifactUse::Hand:
        if (!d.event && !d.interrupt) error(at, "artifact '" + d.name + "' is placed in hand: it needs an 'event:' or 'interrupt:' to be played as");
        break;
      case ArtifactUse::AtOnce: break;
    }
  }

  // An equipment card's effect (CRD IV.9): the `equipment:` map of a rules
  // entry, or of an equipment card defined inline (scenario files).
  std::shared_ptr<const EquipmentDef> equipment_effect(const YAML::Node& e) {
    auto eq = std::make_shared<EquipmentDef>();
    if (!e.IsMap()) {
      error(e, "an equipment effect must be a map");
      return eq;
    }
    if (e["grants_skill"]) {
      auto sk = parse_skill(e["grants_skill"].as<std::string>());
      auto cl = parse_skill(e["to_classification"] ? e["to_classification"].as<std::string>() : "");
      if (!sk) error(e["grants_skill"], "unknown skill");
      if (!cl || !is_classification(*cl)) error(e, "grants_skill needs to_classification: a classification");
      if (sk && cl) {
        eq->grants_skill = *sk;
        eq->to_classification = *cl;
      }
    }
    if (e["attribute"]) {
      auto a = e["attribute"].as<std::string>();
      if (a == "integrity") eq->attribute = Attr::Integrity;
      else if (a == "cunning") eq->attribute = Attr::Cunning;
      else if (a == "strength") eq->attribute = Attr::Strength;
      else error(e["attribute"], "attribute must be integrity, cunning or strength");
      eq->bonus = e["bonus"] ? e["bonus"].as<int>() : 0;
    }
    for (auto& u : list(e, "users")) {
      if (u == "non-aligned") eq->non_aligned_users = true;
      else if (auto a = parse_affiliation(u)) eq->users.push_back(*a);
      else error(e["users"], "unknown affiliation '" + u + "'");
    }
    eq->cumulative = e["cumulative"] && e["cumulative"].as<bool>();
    eq->multiply = get<int>(e, "multiply", false).value_or(1);
    if (eq->multiply < 1) error(e["multiply"], "multiply must be a whole number of at least 1");
    if ((e["bonus"] || e["multiply"]) && !eq->attribute) error(e, "bonus and multiply need attribute: integrity, cunning or strength");
    eq->nullifies_dilemmas = list(e, "nullifies_dilemmas");
    static const std::set<std::string> known = {"grants_skill", "to_classification", "attribute", "bonus", "multiply", "users",
                                                "cumulative", "nullifies_dilemmas"};
    for (auto it : e)
      if (!known.count(it.first.as<std::string>())) error(it.first, "unknown equipment key '" + it.first.as<std::string>() + "'");
    return eq;
  }

  std::vector<std::pair<std::string, YAML::Node>> rule_files;

  // A rules file gives game text to cards defined in a facts file (docs/card-format.md).
  void apply_rules(const std::string& path, const YAML::Node& root, CardDb& db) {
    file = path;
    auto rules = root["rules"];
    if (!rules.IsSequence()) {
      errors.push_back(path + ":1: 'rules:' must be a list");
      return;
    }
    for (const auto& r : rules) {
      try {
        auto id = get<std::string>(r, "id", true);
        if (!id) continue;
        auto it = db.by_id_.find(*id);
        if (it == db.by_id_.end()) {
          error(r, "rules for unknown card id '" + *id + "'");
          continue;
        }
        CardDef& d = db.cards_[it->second];
        static const std::set<std::string> known = {"id",        "text",      "unimplemented", "behavior", "equipment", "event",
                                                    "interrupt", "artifact", "immune_to",     "personnel", "ability",  "doorway",
                                                    "mission",   "ship"};
        for (auto kv : r) {
          auto k = kv.first.as<std::string>();
          if (!known.count(k))
            error(kv.first, "unknown rules field '" + k +
                                "' (expected id, text, unimplemented, behavior, equipment, event, interrupt, artifact, immune_to, "
                                "personnel, ability, doorway, mission or ship)");
        }
        const bool is_artifact = d.type == CardType::Artifact;  // used as equipment, played as an event or interrupt (CRD IV.4)
        std::string text = get<std::string>(r, "text", false).value_or("implemented");
        if (text == "implemented") d.text = TextStatus::Implemented;
        else if (text == "unimplemented") d.text = TextStatus::Unimplemented;
        else if (text == "none") d.text = TextStatus::None;
        else error(r["text"], "text must be none, implemented or unimplemented");
        // The facts file's tags said what was missing; the rules entry says what still is.
        if (d.text != TextStatus::Unimplemented) d.unimplemented.clear();
        if (r["unimplemented"]) {
          if (d.text != TextStatus::Unimplemented) error(r["unimplemented"], "unimplemented: goes with text: unimplemented");
          d.unimplemented = list(r, "unimplemented");
        }
        if (auto e = r["doorway"]) {
          if (d.type != CardType::Doorway) {
            error(e, "'" + d.name + "' is not a doorway; doorway: is for doorways");
            continue;
          }
          d.doorway = doorway(e);
        }
        check_doorway(r, d);
        if (r["behavior"]) {
          if (d.type != CardType::Dilemma) {
            error(r["behavior"], "'" + d.name + "' is not a dilemma; behaviours are for dilemmas");
            continue;
          }
          d.dilemma = behavior(r, d.mission == MissionKind::Space ? "space" : d.mission == MissionKind::Either ? "either" : "planet");
        }
        if (auto e = r["equipment"]) {
          if (d.type != CardType::Equipment && !is_artifact) {
            error(e, "'" + d.name + "' is not an equipment card");
            continue;
          }
          d.equipment = equipment_effect(e);
        }
        if (auto e = r["event"]) {
          if (d.type != CardType::Event && !is_artifact) {
            error(e, "'" + d.name + "' is not an event card");
            continue;
          }
          d.event = event(e);
          if (d.event->effect == EventEffect::NewLocation) {
            // A location with this span, facing both players alike, and no planet (R-ZONE-2, R-MOVE-9).
            if (is_artifact) error(e, "new_location is for an event card");
            d.mission = MissionKind::Space;
            d.end = MissionEnd{};
            d.end.span = d.event->span;
          }
        }
        if (auto e = r["ability"]) {
          if (d.type != CardType::Event && d.type != CardType::Interrupt && !is_artifact) {
            error(e, "'" + d.name + "' is not an event or interrupt card: abilities are played as events or interrupts (more uses come as cards move onto them)");
            continue;
          }
          if (r["event"] || r["interrupt"]) error(e, "a card's text is its ability:, or its event: or interrupt:, not both");
          ability(e, d);
        }
        if (auto e = r["interrupt"]) {
          if (d.type != CardType::Interrupt && !is_artifact) {
            error(e, "'" + d.name + "' is not an interrupt card");
            continue;
          }
          d.interrupt = interrupt(e);
          // D-INT-16: a countdown return reads the card's printed countdown icon (a fact).
          if (d.interrupt->effect == InterruptEffect::OutOfTime && d.interrupt->returns == TimeReturn::Countdown && d.countdown <= 0)
            error(e, "'" + d.name + "' has no countdown icon: out_of_time with returns: countdown needs one");
        }
        if (auto e = r["mission"]) {
          if (d.type != CardType::Mission) {
            error(e, "'" + d.name + "' is not a mission card");
            continue;
          }
          mission_text(e, d);
        }
        if (auto e = r["personnel"]) {
          if (d.type != CardType::Personnel) {
            error(e, "'" + d.name + "' is not a personnel card");
            continue;
          }
          personnel_text(e, d);
        }
        if (auto e = r["ship"]) {
          if (d.type != CardType::Ship) {
            error(e, "'" + d.name + "' is not a ship card");
            continue;
          }
          ship_text(e, d);
        }
        if (r["artifact"]) d.artifact = artifact(r["artifact"]);
        check_artifact(r, d);
        if (r["immune_to"]) d.immune_to = list(r, "immune_to");
        if (d.type == CardType::Event && d.text == TextStatus::Implemented && !d.event)
          error(r, "event '" + d.name + "' is marked implemented but has no 'event:' effect");
        if (d.type == CardType::Interrupt && d.text == TextStatus::Implemented && !d.interrupt)
          error(r, "interrupt '" + d.name + "' is marked implemented but has no 'interrupt:' effect");
        if (d.type == CardType::Equipment && d.text == TextStatus::Implemented && !d.equipment)
          error(r, "equipment '" + d.name + "' is marked implemented but has no 'equipment:' effect");
        if (d.type == CardType::Dilemma && d.text == TextStatus::Implemented && !d.dilemma)
          error(r, "dilemma '" + d.name + "' is marked implemented but has no behavior");
      } catch (const YAML::Exception& e) {
        error(r, std::string("malformed rules entry: ") + e.what());
      }
    }
  }

  void load_file(const std::string& path, CardDb& db) {
    file = path;
    YAML::Node root;
    try {
      root = load_yaml_file(path);
    } catch (const YamlInputError& e) {
      errors.push_back(e.what());
      return;
    }
    if (!root.IsMap()) {
      errors.push_back(path + ":1: a card file is a map with 'set:' and 'cards:' (or 'rules:' for a game-text file)");
      return;
    }
    if (root["rules"]) {
      rule_files.push_back({path, root});
      return;
    }
    auto set = root["set"];
    std::string set_code;
    if (set && (!set.IsMap() || (set["code"] && !set["code"].IsScalar())))
      errors.push_back(where(set) + ": 'set:' must be a map with a 'code:' text");
    else if (set && set["code"])
      set_code = set["code"].as<std::string>();
    if (set_code.empty()) errors.push_back(path + ":1: missing 'set: {code: ...}'");
    set_order = 0;
    if (set && set.IsMap() && set["order"]) {
      try {
        set_order = set["order"].as<int>();
      } catch (const YAML::Exception&) {
        errors.push_back(where(set["order"]) + ": 'order:' must be a whole number (the set's place in release order)");
      }
    }
    auto cards = root["cards"];
    if (!cards || !cards.IsSequence()) {
      errors.push_back(path + ":1: missing 'cards:' list (or 'rules:' for a game-text file)");
      return;
    }
    for (const auto& c : cards) {
      try {
        load_card(c, set_code, db);
      } catch (const YAML::Exception& e) {
        error(c, std::string("malformed card: ") + e.what());
      }
    }
  }

  // Every field a card may have (docs/card-format.md); anything else is a typo.
  void check_card_keys(const YAML::Node& c) {
    static const std::set<std::string> known = {
        "id", "name", "type", "unique", "rarity", "text", "unimplemented", "counts_as_half",
        "affiliation", "classification", "skills", "integrity", "cunning", "strength", "icons", "kind",
        "species", "gender", "persona", "class", "staffing", "range", "weapons", "shields", "equipment",
        "commander", "facility", "seed", "build_requires", "mission", "quadrant", "affiliations", "points",
        "span", "requirements", "opponent_end", "dilemma", "countdown", "behavior", "requires_affiliation", "event", "ability",
        "interrupt", "does_not_work_with", "immune_to", "artifact", "soong_type", "q_icon", "also_type", "variable",
        "staffing_requires", "doorway"};
    for (auto it : c) {
      auto k = it.first.as<std::string>();
      if (!known.count(k)) error(it.first, "unknown card field '" + k + "'");
    }
  }

  // `id_optional`: inline cards of a scenario file may leave the id out; it
  // is then made from the set code and the name, as docs/card-format.md says.
  void load_card(const YAML::Node& c, const std::string& set_code, CardDb& db, bool id_optional = false) {
    CardDef d;
    d.source = where(c);
    d.set = set_code;
    if (!c.IsMap()) {
      error(c, "a card must be a map of fields");
      return;
    }
    check_card_keys(c);
    auto name = get<std::string>(c, "name", true);
    auto id = get<std::string>(c, "id", !id_optional);
    if (!id && id_optional && name) id = set_code + "-" + slug(*name);
    auto type = get<std::string>(c, "type", true);
    if (!id || !name || !type) return;
    d.id = *id;
    d.name = *name;
    static const std::pair<const char*, CardType> types[] = {
        {"personnel", CardType::Personnel}, {"ship", CardType::Ship}, {"facility", CardType::Facility},
        {"mission", CardType::Mission}, {"dilemma", CardType::Dilemma}, {"artifact", CardType::Artifact},
        {"event", CardType::Event}, {"interrupt", CardType::Interrupt}, {"equipment", CardType::Equipment},
        {"doorway", CardType::Doorway}};
    bool ok = false;
    for (auto& [n, t] : types)
      if (*type == n) {
        d.type = t;
        ok = true;
      }
    if (!ok) {
      error(c["type"], "unknown card type '" + *type + "'");
      return;
    }
    d.rarity = get<std::string>(c, "rarity", false).value_or("");
    bool default_unique = d.type == CardType::Personnel || d.type == CardType::Ship || d.type == CardType::Mission;
    d.unique = get<bool>(c, "unique", false).value_or(default_unique);
    d.counts_as_half = get<bool>(c, "counts_as_half", false).value_or(false);
    // A card whose text is written as an ability is implemented unless it says otherwise.
    std::string text = get<std::string>(c, "text", false).value_or(c["ability"] ? "implemented" : "none");
    if (text == "none") d.text = TextStatus::None;
    else if (text == "implemented") d.text = TextStatus::Implemented;
    else if (text == "unimplemented") d.text = TextStatus::Unimplemented;
    else error(c["text"], "text must be none, implemented or unimplemented");
    d.unimplemented = list(c, "unimplemented");
    d.set_order = set_order;
    d.q_icon = get<bool>(c, "q_icon", false).value_or(false);
    if (auto also = get<std::string>(c, "also_type", false)) {
      d.also_type = parse_card_type(*also);
      if (!d.also_type) error(c["also_type"], "unknown card type '" + *also + "' in also_type");
    }
    card_icons(c, d);
    static const std::set<std::string> may_vary = {"classification", "integrity", "cunning", "strength", "range",
                                                   "weapons", "shields", "points", "span"};
    d.variable = list(c, "variable");
    for (const auto& v : d.variable)
      if (!may_vary.count(v)) error(c["variable"], "'" + v + "' cannot be variable (expected classification, integrity, cunning, strength, range, weapons, shields, points or span)");
    if (!d.variable.empty() && d.text != TextStatus::Unimplemented)
      error(c["variable"], "a card with variable values (X, *) needs text: unimplemented until its game text says them");
    auto printed = [&](const char* key) { return std::find(d.variable.begin(), d.variable.end(), key) == d.variable.end(); };

    switch (d.type) {
      case CardType::Personnel: {
        d.affiliations = affiliations(c, "affiliation");
        auto cls = get<std::string>(c, "classification", printed("classification"));
        if (cls) {
          auto s = parse_skill(*cls);
          if (!s || !is_classification(*s)) error(c["classification"], "unknown classification '" + *cls + "'");
          else d.classification = *s;
        }
        d.skills = skill_entries(c, "skills");
        d.integrity = get<int>(c, "integrity", printed("integrity")).value_or(0);
        d.cunning = get<int>(c, "cunning", printed("cunning")).value_or(0);
        d.strength = get<int>(c, "strength", printed("strength")).value_or(0);
        d.points = get<int>(c, "points", false).value_or(0);  // bonus points (Kova Tholl, Mirasta Yale)
        std::string kind = get<std::string>(c, "kind", false).value_or("ordinary");
        if (kind == "ordinary") d.kind = PersonnelKind::Ordinary;
        else if (kind == "android") d.kind = PersonnelKind::Android;
        else if (kind == "hologram") d.kind = PersonnelKind::Hologram;
        else if (kind == "exocomp") d.kind = PersonnelKind::Exocomp;
        else error(c["kind"], "unknown personnel kind '" + kind + "'");
        std::string g = get<std::string>(c, "gender", false).value_or("none");
        d.gender = g == "male" ? Gender::Male : g == "female" ? Gender::Female : Gender::None;
        if (g != "male" && g != "female" && g != "none") error(c["gender"], "gender must be male, female or none");
        d.species = list(c, "species");
        d.soong_type = get<bool>(c, "soong_type", false).value_or(false);
        d.persona = get<std::string>(c, "persona", false).value_or("");
        if (!d.persona.empty()) db.any_persona_ = true;
        d.not_with = affiliations(c, "does_not_work_with");  // R-AFF-4
        if (!d.not_with.empty()) db.any_not_with_ = true;
        break;
      }
      case CardType::Ship:
        d.affiliations = affiliations(c, "affiliation");
        d.ship_class = get<std::string>(c, "class", false).value_or("");
        d.staffing = staffing(c);
        d.staffing_requires = requirement(c, "staffing_requires");
        d.range = get<int>(c, "range", printed("range")).value_or(0);
        d.weapons = get<int>(c, "weapons", printed("weapons")).value_or(0);
        d.shields = get<int>(c, "shields", printed("shields")).value_or(0);
        d.ship_equipment = list(c, "equipment");
        d.cloaking_device = std::find(d.ship_equipment.begin(), d.ship_equipment.end(), "cloaking_device") != d.ship_equipment.end();
        d.commanders = list(c, "commander");
        break;
      case CardType::Facility: {
        d.affiliations = affiliations(c, "affiliation");
        d.shields = get<int>(c, "shields", printed("shields")).value_or(0);
        const std::string kind = get<std::string>(c, "facility", true).value_or("outpost");
        d.is_outpost = kind == "outpost";
        d.is_station = kind == "station";
        if (!d.is_outpost && !d.is_station) error(c["facility"], "facility must be outpost or station, not '" + kind + "'");
        if (d.is_station && d.text != TextStatus::Unimplemented)
          error(c, "station '" + d.name + "' needs text: unimplemented: the engine does not build or seed stations yet");
        d.seeds_one = get<std::string>(c, "seed", false).value_or("") == "one";
        if (auto br = get<std::string>(c, "build_requires", false)) {
          auto s = parse_skill(*br);
          if (!s) error(c["build_requires"], "unknown skill '" + *br + "'");
          else d.build_requires = *s;
        }
        break;
      }
      case CardType::Mission: {
        std::string m = get<std::string>(c, "mission", true).value_or("planet");
        if (m == "planet") d.mission = MissionKind::Planet;
        else if (m == "space") d.mission = MissionKind::Space;
        else if (m == "either") d.mission = MissionKind::Either;
        else error(c["mission"], "mission must be planet, space or either");
        d.quadrant = get<std::string>(c, "quadrant", false).value_or("alpha");
        d.end.affiliations = affiliations(c, "affiliations");
        d.end.points = get<int>(c, "points", false).value_or(0);
        d.end.span = get<int>(c, "span", printed("span")).value_or(0);
        d.end.requirements = requirement(c, "requirements");
        if (c["requirements"]) d.end.requirements_text = c["requirements"].as<std::string>();
        if (auto o = c["opponent_end"]) d.opponent_end = opponent_end(o, d.end);
        if (d.end.span < 0) error(c["span"], "span must not be negative");
        break;
      }
      case CardType::Dilemma: {
        // A Q dilemma is met in a Q-Flash, not seeded: it names no planet or space.
        std::string where_ = get<std::string>(c, "dilemma", !d.q_icon).value_or(d.q_icon ? "either" : "planet");
        if (where_ != "planet" && where_ != "space" && where_ != "either")
          error(c["dilemma"], "dilemma must be planet, space or either");
        d.mission = where_ == "space" ? MissionKind::Space : where_ == "either" ? MissionKind::Either : MissionKind::Planet;
        d.points = get<int>(c, "points", false).value_or(0);
        d.countdown = get<int>(c, "countdown", false).value_or(0);
        d.dilemma = behavior(c, where_);
        if (d.text == TextStatus::Implemented && !d.dilemma)
          error(c, "dilemma '" + d.name + "' says text: implemented but has no behavior");
        if (d.text != TextStatus::Implemented && d.dilemma)
          error(c, "dilemma '" + d.name + "' has a behavior but is not marked text: implemented");
        break;
      }
      case CardType::Event:
        if (c["ability"] && c["event"]) error(c["ability"], "a card's text is its ability: or its event:, not both");
        if (c["ability"]) ability(c["ability"], d);
        else if (c["event"]) d.event = event(c["event"]);
        if (d.event && d.event->effect == EventEffect::NewLocation) {  // as in a rules entry (R-MOVE-9)
          d.mission = MissionKind::Space;
          d.end = MissionEnd{};
          d.end.span = d.event->span;
        }
        if (c["immune_to"]) d.immune_to = list(c, "immune_to");  // "(Immune to Kevin Uxbridge.)" (R-NULL-1)
        if (d.text == TextStatus::Implemented && !d.event)
          error(c, "event '" + d.name + "' says text: implemented but has no 'event:' effect");
        d.points = get<int>(c, "points", false).value_or(0);
        d.countdown = get<int>(c, "countdown", false).value_or(0);
        break;
      case CardType::Artifact:
        if (c["artifact"]) d.artifact = artifact(c["artifact"]);
        if (c["ability"] && (c["event"] || c["interrupt"])) error(c["ability"], "a card's text is its ability:, or its event: or interrupt:, not both");
        if (c["ability"]) ability(c["ability"], d);
        else if (c["event"]) d.event = event(c["event"]);
        if (c["interrupt"] && !c["ability"]) d.interrupt = interrupt(c["interrupt"]);
        if (c["equipment"]) d.equipment = equipment_effect(c["equipment"]);
        if (c["immune_to"]) d.immune_to = list(c, "immune_to");
        check_artifact(c, d);
        [[fallthrough]];
      case CardType::Doorway:
        if (d.type == CardType::Doorway && c["doorway"]) d.doorway = doorway(c["doorway"]);
        d.points = get<int>(c, "points", false).value_or(0);
        d.countdown = get<int>(c, "countdown", false).value_or(0);  // Black Hole
        break;
      case CardType::Interrupt:
        if (c["ability"] && c["interrupt"]) error(c["ability"], "a card's text is its ability: or its interrupt:, not both");
        if (c["ability"]) ability(c["ability"], d);
        else if (c["interrupt"]) d.interrupt = interrupt(c["interrupt"]);
        if (c["immune_to"]) d.immune_to = list(c, "immune_to");
        if (d.text == TextStatus::Implemented && !d.interrupt)
          error(c, "interrupt '" + d.name + "' says text: implemented but has no 'interrupt:' effect");
        d.points = get<int>(c, "points", false).value_or(0);
        d.countdown = get<int>(c, "countdown", false).value_or(0);  // Temporal Rift
        break;
      case CardType::Equipment:
        d.requires_affiliation = affiliations(c, "requires_affiliation");
        if (c["equipment"]) d.equipment = equipment_effect(c["equipment"]);
        if (d.text == TextStatus::Implemented && !d.equipment)
          error(c, "equipment '" + d.name + "' says text: implemented but has no 'equipment:' effect");
        break;
    }
    check_doorway(c, d);
    if (c["ability"] && d.type != CardType::Event && d.type != CardType::Interrupt && d.type != CardType::Artifact)
      error(c["ability"], "'" + d.name + "' is not an event or interrupt card: abilities are played as events or interrupts (more uses come as cards move onto them)");
    if (db.by_id_.count(d.id)) {
      error(c, "duplicate card id '" + d.id + "'");
      return;
    }
    d.index = static_cast<uint16_t>(db.cards_.size());
    db.by_id_[d.id] = d.index;
    // A title printed in several sets (a reprint) names the copy of the earliest set by `order:`;
    // among equals, and for scenario cards (no order), the first loaded (docs/card-sets.md).
    auto earlier = [&](const std::unordered_map<std::string, uint16_t>& m, const std::string& key) {
      auto it = m.find(key);
      if (it == m.end()) return true;
      const int old = db.cards_[it->second].set_order;
      return d.set_order > 0 && (old == 0 || d.set_order < old);
    };
    if (earlier(db.by_name_, d.name)) db.by_name_[d.name] = d.index;
    std::string ln = d.name;
    for (auto& ch : ln) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (earlier(db.by_lower_name_, ln)) db.by_lower_name_[ln] = d.index;
    db.cards_.push_back(std::move(d));
  }
};

std::shared_ptr<const CardDb> CardDb::load_files(const std::vector<std::string>& files) {
  auto db = std::make_shared<CardDb>();
  CardLoader loader;
  for (const auto& f : files) loader.load_file(f, *db);
  for (const auto& [path, root] : loader.rule_files) loader.apply_rules(path, root, *db);
  if (!loader.errors.empty()) {
    std::ostringstream o;
    o << loader.errors.size() << " problem(s) in card files:";
    for (auto& e : loader.errors) o << "\n  " << e;
    throw CardLoadError(o.str());
  }
  return db;
}

std::shared_ptr<const CardDb> CardDb::with_cards(const CardDb& base, const YAML::Node& cards, const std::string& file,
                                                 const std::string& set_code) {
  auto db = std::make_shared<CardDb>(base);
  CardLoader loader;
  loader.file = file;
  if (!cards.IsSequence()) {
    loader.error(cards, "'cards:' must be a list of card definitions");
  } else {
    for (const auto& c : cards) {
      try {
        loader.load_card(c, set_code, *db, true);
      } catch (const YAML::Exception& e) {
        loader.error(c, std::string("malformed card: ") + e.what());
      }
    }
  }
  if (!loader.errors.empty()) {
    std::ostringstream o;
    for (size_t i = 0; i < loader.errors.size(); ++i) o << (i ? "\n" : "") << loader.errors[i];
    throw CardLoadError(o.str());
  }
  return db;
}

std::shared_ptr<const CardDb> CardDb::load_dir(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".yaml") files.push_back(e.path().string());
  if (ec) throw CardLoadError("cannot read card folder '" + dir + "': " + ec.message());
  std::sort(files.begin(), files.end());
  if (files.empty()) throw CardLoadError("no *.yaml card files in '" + dir + "'");
  return load_files(files);
}

std::string default_data_dir() {
  if (const char* env = std::getenv("SPACELINE_DATA")) return env;
  return SPACELINE_DATA_DIR;
}

std::shared_ptr<const CardDb> CardDb::bundled() {
  static std::once_flag once;
  static std::shared_ptr<const CardDb> db;
  std::call_once(once, [] { db = load_dir(default_data_dir() + "/stccg1e/cards"); });
  return db;
}

const CardDef* CardDb::by_id(const std::string& id) const {
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : &cards_[it->second];
}

const CardDef* CardDb::by_name(const std::string& name) const {
  auto it = by_name_.find(name);
  if (it != by_name_.end()) return &cards_[it->second];
  std::string ln = name;
  for (auto& ch : ln) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  auto jt = by_lower_name_.find(ln);
  return jt == by_lower_name_.end() ? nullptr : &cards_[jt->second];
}

std::vector<const CardDef*> CardDb::search(const std::string& text) const {
  std::string lt = text;
  for (auto& ch : lt) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  std::vector<const CardDef*> out;
  for (const auto& c : cards_) {
    std::string ln = c.name;
    for (auto& ch : ln) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (ln.find(lt) != std::string::npos) out.push_back(&c);
  }
  return out;
}

}  // namespace spaceline::stccg1e
