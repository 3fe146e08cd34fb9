// Scenario files, part 2: parsing `expect:` blocks (docs/scenario-format.md,
// "Expectations"). Card and mission names are resolved to instances and
// locations here, once; scenario_run.cpp only compares.
#include <algorithm>

#include "games/stccg1e/scenario_yaml.h"

namespace spaceline::stccg1e::scenario_yaml {

namespace {

std::optional<Zone> parse_zone(std::string t) {
  std::replace(t.begin(), t.end(), ' ', '-');
  std::replace(t.begin(), t.end(), '_', '-');
  if (t == "play") t = "in-play";
  if (t == "under") t = "under-mission";
  if (t == "bonus-area") t = "bonus";
  for (auto z : {Zone::Deck, Zone::Hand, Zone::Discard, Zone::SeedPile, Zone::Spaceline, Zone::UnderMission,
                 Zone::InPlay, Zone::Bonus, Zone::OutOfPlay, Zone::Captive})
    if (t == to_string(z)) return z;
  return std::nullopt;
}

Zone zone(const Reader& r, const YAML::Node& n) {
  auto z = parse_zone(r.str(n, "zone"));
  if (!z)
    r.fail(n, "unknown zone '" + n.as<std::string>() +
                  "' (expected deck, hand, discard, seed pile, under mission, in play, bonus, out of play, captive)");
  return *z;
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
         {"zone", "owner", "aboard", "on_planet", "in_space", "under", "at", "on_mission", "beside", "on_table",
          "turns_left", "stopped", "damaged", "revealed", "misseed", "deactivated", "stasis", "disabled", "house_arrest",
          "affiliation", "held_by", "cloaked"});
  if (v["owner"]) c.owner = r.player(v["owner"], "owner");
  c.card = instance(r, b, key, c.label, c.owner.value_or(-1));
  if (v["zone"]) c.zone = zone(r, v["zone"]);
  if (v["aboard"]) {
    std::string host = r.str(v["aboard"], "aboard");
    c.aboard = instance(r, b, v["aboard"], host);
    auto t = s.def(*c.aboard).type;
    if (t != CardType::Ship && t != CardType::Facility)
      r.fail(v["aboard"], "'" + host + "' is a " + to_string(t) + "; cards are aboard ships and outposts only");
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
    if (d.type != CardType::Event) r.fail(v[k], std::string(k) + " is checked for events only; '" + d.name + "' is a " + to_string(d.type));
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
    bool countdown = (d.event && (d.event->effect == EventEffect::KillAllPersonnel ||
                                  d.event->effect == EventEffect::DestroyAfterTurns)) ||
                     (d.dilemma && d.dilemma->destroy_after_full_turns);
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
  return c;
}

MissionCheck mission_check(const Reader& r, const ScenarioBuilder& b, const YAML::Node& key, const YAML::Node& v) {
  MissionCheck m;
  m.line = r.line(key);
  m.loc = location(r, b.state(), key);
  r.keys(v, "the expectation for a mission", {"seeds", "solved", "solved_by"});
  if (v["seeds"]) {
    std::vector<CardId> ids;
    for (const auto& n : r.items(v["seeds"], "seeds")) ids.push_back(instance(r, b, n, r.str(n, "a seed card")));
    m.under = ids;
  }
  if (v["solved"]) m.solved = r.boolean(v["solved"], "solved");
  if (v["solved_by"]) m.solved_by = r.player(v["solved_by"], "solved_by");
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
         {"score", "hand", "hand_count", "deck_count", "discard", "discard_count", "bonus"});
  if (v["score"]) p.score = r.integer(v["score"], "score");
  if (v["hand_count"]) p.hand_count = r.integer(v["hand_count"], "hand_count");
  if (v["deck_count"]) p.deck_count = r.integer(v["deck_count"], "deck_count");
  if (v["discard_count"]) p.discard_count = r.integer(v["discard_count"], "discard_count");
  if (v["hand"]) p.hand = names(r, b, v["hand"], "hand");
  if (v["discard"]) p.discard = names(r, b, v["discard"], "discard");
  if (v["bonus"]) p.bonus = names(r, b, v["bonus"], "bonus");
  return p;
}

}  // namespace

Expectation parse_expectation(const Reader& r, const ScenarioBuilder& b, const YAML::Node& n) {
  Expectation e;
  e.line = r.line(n);
  r.keys(n, "expect",
         {"cards", "missions", "players", "legal", "not_legal", "log", "not_log", "log_text", "not_log_text",
          "game_over", "winner", "to_act", "phase", "choices"});
  for (const char* k : {"cards", "missions", "players"})
    if (n[k] && !n[k].IsMap()) r.fail(n[k], std::string(k) + " must be a map");
  if (n["cards"])
    for (auto it : n["cards"]) e.cards.push_back(card_check(r, b, it.first, it.second));
  if (n["missions"])
    for (auto it : n["missions"]) e.missions.push_back(mission_check(r, b, it.first, it.second));
  if (n["players"])
    for (auto it : n["players"]) e.players.push_back(player_check(r, b, it.first, it.second));
  e.legal = r.texts(n["legal"], "legal");
  e.not_legal = r.texts(n["not_legal"], "not_legal");
  e.log = r.texts(n["log"], "log");
  e.not_log = r.texts(n["not_log"], "not_log");
  e.log_text = r.texts(n["log_text"], "log_text");
  e.not_log_text = r.texts(n["not_log_text"], "not_log_text");
  for (const auto* list : {&e.log, &e.not_log})
    for (const auto& id : *list) {
      bool known = false;
      for (int i = 0; i < static_cast<int>(Rule::Count) && !known; ++i) known = id.text == rule_info(static_cast<Rule>(i)).id;
      if (!known) throw ScenarioError(r.file + ":" + std::to_string(id.line) + ": '" + id.text + "' is not a rule id the engine cites (see src/games/stccg1e/rules.def)");
    }
  if (n["game_over"]) e.game_over = r.boolean(n["game_over"], "game_over");
  if (n["winner"]) {
    std::string w = r.str(n["winner"], "winner");
    e.winner = w == "draw" ? -1 : r.player(n["winner"], "winner (1, 2 or draw)");
  }
  if (n["to_act"]) e.to_act = r.player(n["to_act"], "to_act");
  if (n["phase"]) {
    std::string t = r.str(n["phase"], "phase");
    if (t == "play" || t == "card play") e.phase = Phase::PlayCard;
    else if (t == "orders") e.phase = Phase::Orders;
    else if (t == "game over") e.phase = Phase::GameOver;
    else r.fail(n["phase"], "phase must be play, orders or game over");
  }
  if (n["choices"]) e.choices = r.texts(n["choices"], "choices");
  return e;
}

}  // namespace spaceline::stccg1e::scenario_yaml
