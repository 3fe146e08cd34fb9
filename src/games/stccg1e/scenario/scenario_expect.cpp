// Scenario files, part 2: parsing First Edition's keys of `expect:` blocks
// (docs/scenario-format.md, "Expectations"). Card and mission names are
// resolved to instances and set-up locations here, once, before the script
// runs; scenario_check.cpp only compares.
#include <algorithm>
#include <cctype>

#include "games/stccg1e/scenario/scenario_yaml.h"

namespace spaceline::stccg1e::scenario_yaml {

namespace {

std::optional<Zone> parse_zone(std::string t) {
  std::replace(t.begin(), t.end(), ' ', '-');
  std::replace(t.begin(), t.end(), '_', '-');
  if (t == "play") t = "in-play";
  if (t == "under") t = "under-mission";
  if (t == "bonus-area") t = "bonus";
  for (auto z : {Zone::Deck, Zone::Hand, Zone::Discard, Zone::SeedPile, Zone::Spaceline, Zone::UnderMission,
                 Zone::InPlay, Zone::Bonus, Zone::OutOfPlay, Zone::Captive, Zone::OutOfTime, Zone::SideDeck})
    if (t == to_string(z)) return z;
  return std::nullopt;
}

Zone zone(const Reader& r, const YAML::Node& n) {
  auto z = parse_zone(r.str(n, "zone"));
  if (!z)
    r.fail(n, "unknown zone '" + n.as<std::string>() +
                  "' (expected deck, hand, discard, seed pile, under mission, in play, bonus, out of play, captive, spaceline, out of time, side deck)");
  return *z;
}

// range/weapons/shields of a ship (shields also of an outpost), attributes and
// skill levels of a personnel: refused on other cards, so a check cannot pass
// by reading a value the card does not have.
void current_values(const Reader& r, const YAML::Node& v, const CardDef& d, CardCheck& c) {
  auto only = [&](const char* k, bool ok, const char* kinds) {
    if (!ok) r.fail(v[k], std::string(k) + " is checked for " + kinds + " only; '" + d.name + "' is a " + to_string(d.type));
  };
  auto value = [&](const char* k, std::optional<int>& out) {
    out = r.integer(v[k], k);
    if (*out < 0) r.fail(v[k], std::string(k) + " must not be negative");
  };
  const bool ship = d.type == CardType::Ship, personnel = d.type == CardType::Personnel;
  for (auto [k, out] : {std::pair{"range", &c.range}, std::pair{"weapons", &c.weapons}})
    if (v[k]) {
      only(k, ship, "ships");
      value(k, *out);
    }
  if (v["shields"]) {
    only("shields", ship || d.type == CardType::Facility, "ships and outposts");
    value("shields", c.shields);
  }
  for (auto [k, out] : {std::pair{"integrity", &c.integrity}, std::pair{"cunning", &c.cunning}, std::pair{"strength", &c.strength}})
    if (v[k]) {
      only(k, personnel, "personnel");
      value(k, *out);
    }
  if (v["skills"]) {
    only("skills", personnel, "personnel");
    if (!v["skills"].IsMap()) r.fail(v["skills"], "skills must be a map of skill: level, e.g. {Leadership: 1, Diplomacy: 2}");
    for (auto it : v["skills"]) {
      std::string name = r.str(it.first, "a skill");
      auto id = parse_skill(name);
      if (!id) r.fail(it.first, "unknown skill '" + name + "'");
      c.skills.push_back({*id, r.halves(it.second, "the level of " + name)});
    }
  }
}

CardCheck card_check(const Reader& r, const ScenarioBuilder& b, const YAML::Node& key, const YAML::Node& v) {
  CardCheck c;
  c.line = r.line(key);
  c.label = r.str(key, "a card name");
  const GameState& s = b.state();
  if (v.IsScalar()) {  // short form: the zone
    c.zone = zone(r, v);
    c.card = instance(r, b, key, c.label);
    return c;
  }
  r.keys(v, "the expectation for " + c.label,
         {"zone", "owner", "controller", "aboard", "on_planet", "in_space", "under", "at", "on_mission", "beside", "on_table",
          "turns_left", "stopped", "damaged", "revealed", "misseed", "deactivated", "stasis", "disabled", "house_arrest",
          "affiliation", "held_by", "cloaked", "range", "weapons", "shields", "integrity", "cunning", "strength",
          "skills", "team", "phased"});
  if (v["owner"]) c.owner = r.player(v["owner"], "owner");
  if (v["controller"]) c.controller = r.player(v["controller"], "controller");
  c.card = instance(r, b, key, c.label, c.owner.value_or(-1));
  if (v["zone"]) c.zone = zone(r, v["zone"]);
  if (v["aboard"]) {
    std::string host = r.str(v["aboard"], "aboard");
    c.aboard = instance(r, b, v["aboard"], host);
    auto t = s.def(*c.aboard).type;
    const bool holder = t == CardType::Dilemma && s.def(*c.aboard).dilemma && s.def(*c.aboard).dilemma->holds;  // D-DIL-6
    const bool pod = s.def(*c.aboard).interrupt && s.def(*c.aboard).interrupt->effect == InterruptEffect::SaveCrew;  // D-INT-20
    if (t != CardType::Ship && t != CardType::Facility && !holder && !pod)
      r.fail(v["aboard"], "'" + host + "' is a " + to_string(t) +
                              "; cards are aboard ships and outposts only (or held by a dilemma, or in an escape pod)");
  }
  if (v["on_planet"]) {
    c.on_planet = location(r, s, v["on_planet"]);
    if (!s.has_planet(*c.on_planet)) r.fail(v["on_planet"], "that mission is a space mission: it has no planet");
  }
  if (v["in_space"]) c.in_space = location(r, s, v["in_space"]);
  if (v["under"]) c.under = location(r, s, v["under"]);
  if (v["at"]) c.at = location(r, s, v["at"]);
  const auto& d = s.def(c.card);
  auto event_only = [&](const char* k) {
    if (!d.plays_as_event()) r.fail(v[k], std::string(k) + " is checked for events only; '" + d.name + "' is a " + to_string(d.type));
  };
  if (v["on_mission"]) {
    event_only("on_mission");
    c.on_mission = location(r, s, v["on_mission"]);
  }
  if (v["beside"]) {
    event_only("beside");
    c.beside = r.player(v["beside"], "beside");
  }
  if (v["on_table"]) {
    event_only("on_table");
    c.on_table = r.boolean(v["on_table"], "on_table");
  }
  if (v["turns_left"]) {
    bool countdown = (d.ability && d.event && d.event->full_turns > 0) ||  // an end_of_turn ability's countdown
                     (d.dilemma && (d.dilemma->destroy_after_full_turns || d.dilemma->kill_after_full_turns));
    if (!countdown) r.fail(v["turns_left"], "'" + d.name + "' has no countdown");
    c.turns_left = r.integer(v["turns_left"], "turns_left");
  }
  if (v["stopped"]) c.stopped = r.boolean(v["stopped"], "stopped");
  if (v["damaged"]) c.damaged = r.boolean(v["damaged"], "damaged");
  if (v["revealed"]) c.revealed = r.boolean(v["revealed"], "revealed");
  if (v["misseed"]) c.misseed = r.boolean(v["misseed"], "misseed");
  if (v["deactivated"]) c.deactivated = r.boolean(v["deactivated"], "deactivated");
  if (v["stasis"]) c.stasis = r.boolean(v["stasis"], "stasis");
  if (v["disabled"]) c.disabled = r.boolean(v["disabled"], "disabled");
  if (v["house_arrest"]) c.house_arrest = r.boolean(v["house_arrest"], "house_arrest");
  if (v["held_by"]) c.held_by = r.player(v["held_by"], "held_by");
  if (v["affiliation"]) {
    auto a = parse_affiliation(r.str(v["affiliation"], "affiliation"));
    if (!a) r.fail(v["affiliation"], "unknown affiliation '" + v["affiliation"].as<std::string>() + "'");
    c.affiliation = *a;
  }
  if (v["cloaked"]) c.cloaked = r.boolean(v["cloaked"], "cloaked");
  if ((v["team"] || v["phased"]) && d.type != CardType::Personnel)
    r.fail(v["team"] ? v["team"] : v["phased"], "team and phased are checked for personnel; '" + d.name + "' is a " + to_string(d.type));
  if (v["team"]) {
    c.team = r.integer(v["team"], "team");
    if (*c.team < 1 || *c.team > kMaxTeams) r.fail(v["team"], "team: is an Away Team number, 1 to " + std::to_string(kMaxTeams));
  }
  if (v["phased"]) c.phased = r.boolean(v["phased"], "phased");
  current_values(r, v, d, c);
  return c;
}

MissionCheck mission_check(const Reader& r, const ScenarioBuilder& b, const YAML::Node& key, const YAML::Node& v) {
  MissionCheck m;
  m.line = r.line(key);
  m.loc = location(r, b.state(), key);
  r.keys(v, "the expectation for a mission", {"seeds", "solved", "solved_by", "points", "place"});
  if (v["place"]) m.place = r.integer(v["place"], "place");
  if (v["seeds"]) {
    std::vector<CardId> ids;
    for (const auto& n : r.items(v["seeds"], "seeds")) ids.push_back(instance(r, b, n, r.str(n, "a seed card")));
    m.under = ids;
  }
  if (v["solved"]) m.solved = r.boolean(v["solved"], "solved");
  if (v["solved_by"]) m.solved_by = r.player(v["solved_by"], "solved_by");
  // points: N (both players score N there) or {1: N, 2: M} for a mission whose two ends differ.
  if (const auto& pv = v["points"]) {
    if (pv.IsMap()) {
      for (auto it : pv) m.points[r.player(it.first, "a player")] = r.integer(it.second, "points");
    } else {
      m.points[0] = m.points[1] = r.integer(pv, "points");
    }
  }
  return m;
}

std::vector<std::string> names(const Reader& r, const ScenarioBuilder& b, const YAML::Node& n, const std::string& what) {
  std::vector<std::string> out;
  for (const auto& e : r.items(n, what)) out.push_back(card_def(r, b.state(), e, r.str(e, what)).name);
  return out;
}

PlayerCheck player_check(const Reader& r, const ScenarioBuilder& b, const YAML::Node& key, const YAML::Node& v) {
  PlayerCheck p;
  p.line = r.line(key);
  p.player = r.player(key, "a player");
  r.keys(v, "the expectation for player " + std::to_string(p.player + 1),
         {"score", "hand", "hand_count", "deck_count", "discard", "discard_count", "bonus", "q_tent_count",
          "q_continuum_count"});
  if (v["q_tent_count"]) p.q_tent_count = r.integer(v["q_tent_count"], "q_tent_count");
  if (v["q_continuum_count"]) p.q_continuum_count = r.integer(v["q_continuum_count"], "q_continuum_count");
  if (v["score"]) p.score = r.integer(v["score"], "score");
  if (v["hand_count"]) p.hand_count = r.integer(v["hand_count"], "hand_count");
  if (v["deck_count"]) p.deck_count = r.integer(v["deck_count"], "deck_count");
  if (v["discard_count"]) p.discard_count = r.integer(v["discard_count"], "discard_count");
  if (v["hand"]) p.hand = names(r, b, v["hand"], "hand");
  if (v["discard"]) p.discard = names(r, b, v["discard"], "discard");
  if (v["bonus"]) p.bonus = names(r, b, v["bonus"], "bonus");
  return p;
}

// Written like the log's own rule ids ("R-TIME-12", "D-INT-4"): then it must
// be one the engine cites, so a typo cannot make a check pass or fail silently.
bool looks_like_rule_id(const std::string& t) {
  auto dash = t.rfind('-');
  if (t.size() < 5 || (t[0] != 'R' && t[0] != 'D') || t[1] != '-' || dash < 3 || dash + 1 == t.size()) return false;
  for (size_t i = 2; i < dash; ++i)
    if (!std::isupper(static_cast<unsigned char>(t[i])) && !std::isdigit(static_cast<unsigned char>(t[i]))) return false;
  for (size_t i = dash + 1; i < t.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(t[i]))) return false;
  return true;
}

bool known_rule_id(const std::string& t) {
  for (int i = 0; i < static_cast<int>(Rule::Count); ++i)
    if (t == rule_info(static_cast<Rule>(i)).id) return true;
  return false;
}

void unknown_rule(const Reader& r, const Located& id) {
  throw ScenarioError(r.file + ":" + std::to_string(id.line) + ": '" + id.text +
                      "' is not a rule id the engine cites (see src/games/stccg1e/state/rules.def)");
}

// observation: {player: N, contains: [...], absent: [...]}, or a list of those.
std::vector<ObservationCheck> observation_checks(const Reader& r, const YAML::Node& n) {
  std::vector<ObservationCheck> out;
  for (const auto& o : r.items(n, "observation")) {
    r.keys(o, "an observation check", {"player", "contains", "absent"});
    if (!o["player"]) r.fail(o, "an observation check needs 'player: 1' or 'player: 2' (whose view is checked)");
    ObservationCheck c;
    c.line = r.line(o);
    c.player = r.player(o["player"], "player");
    c.contains = r.texts(o["contains"], "contains");
    c.absent = r.texts(o["absent"], "absent");
    if (c.contains.empty() && c.absent.empty()) r.fail(o, "an observation check needs 'contains:' or 'absent:'");
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace

Expectation parse_expectation(const Reader& r, const ScenarioBuilder& b, const std::string& key, const YAML::Node& v, int line) {
  Expectation e;
  e.line = line;
  if ((key == "cards" || key == "missions" || key == "players") && !v.IsMap()) r.fail(v, key + " must be a map");
  if (key == "cards")
    for (auto it : v) e.cards.push_back(card_check(r, b, it.first, it.second));
  if (key == "missions")
    for (auto it : v) e.missions.push_back(mission_check(r, b, it.first, it.second));
  if (key == "players")
    for (auto it : v) e.players.push_back(player_check(r, b, it.first, it.second));
  if (key == "log_order") {
    if (!v.IsSequence()) r.fail(v, "log_order must be a list: [R-TIME-12, R-BATTLE-3]");
    for (const auto& t : r.texts(v, "log_order")) {
      bool id = known_rule_id(t.text) || looks_like_rule_id(t.text);  // NOT-IMPLEMENTED is an id too
      if (id && !known_rule_id(t.text)) unknown_rule(r, t);
      e.log_order.push_back({t, id});
    }
    if (e.log_order.size() < 2) r.fail(v, "log_order needs two or more entries (for one, use log: or log_text:)");
  }
  if (key == "observation") e.observations = observation_checks(r, v);
  if (key == "phase") {
    std::string t = r.str(v, "phase");
    if (t == "play" || t == "card play") e.phase = Phase::PlayCard;
    else if (t == "orders") e.phase = Phase::Orders;
    else if (t == "game over") e.phase = Phase::GameOver;
    else if (auto seeding = parse_seeding_phase(t)) e.phase = *seeding;
    else r.fail(v, "phase must be play, orders, game over, seed-doorways, seed-missions, seed-dilemmas or seed-outposts");
  }
  return e;
}

}  // namespace spaceline::stccg1e::scenario_yaml
