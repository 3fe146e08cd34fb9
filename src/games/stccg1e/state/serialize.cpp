// Exact JSON round trip of a GameState (docs/architecture.md), its hash, and the
// per-player observation with hidden information removed (docs/architecture.md).
#include <algorithm>
#include <charconv>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/limits.h"
#include "games/stccg1e/state/observation_table.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

using nlohmann::json;

namespace {
json ids(const std::vector<CardId>& v) { return json(v); }

// ---- checked readers for from_json -------------------------------------------------------------------------
// A save is user input: every value is checked for its type and range before it is converted, and a problem is
// reported as "state FIELD: what is wrong", FIELD being the path of the value in the save ("cards[3][5] (host)").
constexpr long long kLastChoosingFor = 5;  // mission.cpp's ChoosingFor: kNothing .. kSplit
constexpr size_t kFirstBranchList = 3;     // mission.cpp's EffectsList: main, space, planet, then one list per branch

[[noreturn]] void refuse(const std::string& field, const std::string& what) {
  throw std::invalid_argument("state " + field + ": " + what);
}

const char* kind_of(const json& v) {
  if (v.is_null()) return "null";
  if (v.is_boolean()) return "true/false";
  if (v.is_number_float()) return "a fraction";
  if (v.is_number()) return "a number";
  if (v.is_string()) return "text";
  if (v.is_array()) return "a list";
  return "an object";
}

const json& member(const json& o, const char* key, const std::string& where) {
  const std::string field = where.empty() ? std::string(key) : where + "." + key;
  if (!o.is_object()) refuse(where.empty() ? "(top level)" : where, "must be an object");
  auto it = o.find(key);
  if (it == o.end()) refuse(field, "missing");
  return *it;
}

long long int_of(const json& v, const std::string& field, long long lo, long long hi) {
  if (!v.is_number_integer()) refuse(field, std::string("must be a whole number, not ") + kind_of(v));
  long long x;
  if (v.is_number_unsigned()) {
    const auto u = v.get<uint64_t>();
    if (u > static_cast<uint64_t>(LLONG_MAX) || static_cast<long long>(u) > hi)
      refuse(field, std::to_string(u) + " is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
    x = static_cast<long long>(u);
  } else {
    x = v.get<int64_t>();
  }
  if (x < lo || x > hi) refuse(field, std::to_string(x) + " is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
  return x;
}

std::string elem_name(const std::string& where, size_t i, const char* name) {
  return where + "[" + std::to_string(i) + "] (" + name + ")";
}

const json& elem(const json& a, size_t i, const std::string& where, const char* name) {
  if (!a.is_array()) refuse(where, "must be a list");
  if (i >= a.size()) refuse(elem_name(where, i, name), "missing");
  return a[i];
}

long long int_at(const json& a, size_t i, const std::string& where, const char* name, long long lo, long long hi) {
  const auto& v = elem(a, i, where, name);
  if (v.is_number_integer()) {  // the common case, without building the field's name
    if (v.is_number_unsigned()) {
      const auto u = v.get<uint64_t>();
      if (u <= static_cast<uint64_t>(hi) && static_cast<long long>(u) >= lo && hi >= 0) return static_cast<long long>(u);
    } else if (const auto x = v.get<int64_t>(); x >= lo && x <= hi) {
      return x;
    }
  }
  return int_of(v, elem_name(where, i, name), lo, hi);
}

long long int_member(const json& o, const char* key, const std::string& where, long long lo, long long hi) {
  return int_of(member(o, key, where), where.empty() ? std::string(key) : where + "." + key, lo, hi);
}

bool bool_of(const json& v, const std::string& field) {
  if (!v.is_boolean()) refuse(field, std::string("must be true or false, not ") + kind_of(v));
  return v.get<bool>();
}

bool bool_at(const json& a, size_t i, const std::string& where, const char* name) {
  const auto& v = elem(a, i, where, name);
  return v.is_boolean() ? v.get<bool>() : bool_of(v, elem_name(where, i, name));
}

const std::string& text_of(const json& v, const std::string& field) {
  if (!v.is_string()) refuse(field, std::string("must be text, not ") + kind_of(v));
  return v.get_ref<const std::string&>();
}

// A list of card ids (or other 16-bit values): whole numbers 0 to 65535.
std::vector<CardId> id_list(const json& v, const std::string& field) {
  if (!v.is_array()) refuse(field, std::string("must be a list, not ") + kind_of(v));
  std::vector<CardId> out;
  out.reserve(v.size());
  for (size_t i = 0; i < v.size(); ++i) out.push_back(static_cast<CardId>(int_at(v, i, field, "entry", 0, 65535)));
  return out;
}

// A player's side decks: [{"kind": "q_tent", "door": "open", "cards": [ids, top first]}], one of each kind.
std::vector<SideDeck> side_decks_of(const json& v, const std::string& field) {
  if (!v.is_array()) refuse(field, std::string("must be a list, not ") + kind_of(v));
  std::vector<SideDeck> out;
  for (size_t i = 0; i < v.size(); ++i) {
    const std::string at = field + "[" + std::to_string(i) + "]";
    const auto& d = v[i];
    if (!d.is_object()) refuse(at, std::string("must be an object, not ") + kind_of(d));
    for (const auto& [k, _] : d.items())
      if (k != "kind" && k != "door" && k != "cards") refuse(at + "." + k, "unknown field");
    SideDeck sd;
    const std::string& kind = text_of(member(d, "kind", at), at + ".kind");
    if (kind == "q_continuum") sd.kind = SideDeckKind::QContinuum;
    else if (kind == "q_tent") sd.kind = SideDeckKind::QsTent;
    else refuse(at + ".kind", "'" + kind + "' is not a side deck (q_continuum or q_tent)");
    for (const auto& other : out)
      if (other.kind == sd.kind) refuse(at + ".kind", "a second " + kind + " side deck");
    const std::string& door = text_of(member(d, "door", at), at + ".door");
    if (door == "open") sd.door = DoorState::Open;
    else if (door == "closed") sd.door = DoorState::Closed;
    else if (door == "inactive") sd.door = DoorState::Inactive;
    else refuse(at + ".door", "'" + door + "' is not a doorway state (open, closed or inactive)");
    sd.cards = id_list(member(d, "cards", at), at + ".cards");
    out.push_back(std::move(sd));
  }
  return out;
}
// A player's doorways on the table that are not open: [[card, "closed" | "inactive"]] (R-DOOR-2).
std::vector<ShutDoor> shut_doors_of(const json& v, const std::string& field) {
  if (!v.is_array()) refuse(field, std::string("must be a list, not ") + kind_of(v));
  std::vector<ShutDoor> out;
  for (size_t i = 0; i < v.size(); ++i) {
    const std::string at = field + "[" + std::to_string(i) + "]";
    const auto& d = v[i];
    if (!d.is_array() || d.size() != 2) refuse(at, "must be a pair [card, state]");
    ShutDoor sd;
    sd.card = static_cast<CardId>(int_at(d, 0, at, "card", 0, 65535));
    const std::string& state = text_of(d[1], at + "[1]");
    if (state == "closed") sd.state = DoorState::Closed;
    else if (state == "inactive") sd.state = DoorState::Inactive;
    else refuse(at + "[1]", "'" + state + "' is not the state of a doorway that is not open (closed or inactive)");
    out.push_back(sd);
  }
  return out;
}
}  // namespace

// Loading a save (GameState::from_json): a friend of GameState, so the checks live here and not in state.h.
struct StateSerializer {
  static GameState load(std::shared_ptr<const CardDb> db, const json& j);
  static void validate_indexes(const GameState& s);
};

json GameState::to_json() const {
  json j;
  j["format"] = "spaceline.stccg1e.state/1";
  j["ruleset"] = config.ruleset;
  j["config"] = {{"victory_points", config.victory_points}, {"opening_hand", config.opening_hand}, {"max_turns", config.max_turns}};
  json cs = json::array();
  for (const auto& c : cards) {
    json o = {db_->at(c.def).id, c.owner, static_cast<int>(c.zone), c.loc, static_cast<int>(c.place), c.host, c.order,
              c.flags, c.aff, c.range_used, c.counter, c.cause};
    if (c.team != 0 || c.from != kNone) o.push_back(c.team), o.push_back(c.from);  // on a planet (D-GRP-1, D-DIL-12)
    cs.push_back(o);
  }
  j["cards"] = cs;
  json ps = json::array();
  for (const auto& p : players)
    ps.push_back({{"deck", ids(p.deck)}, {"hand", ids(p.hand)}, {"discard", ids(p.discard)}, {"seed_pile", ids(p.seed_pile)},
                  {"bonus", ids(p.bonus)}, {"out_of_play", ids(p.out_of_play)}, {"captives", ids(p.captives)}, {"score", p.score},
                  {"misseed_locs", p.misseed_locs}, {"card_played", p.card_played}, {"plays_made", p.plays_made}, {"once_used", p.once_used}, {"vortexed", p.vortexed}, {"red_alert_plays", p.red_alert_plays},
                  {"forced_discard_done", p.forced_discard_done}, {"attacked_locs", p.attacked_locs},
                  {"attacked_turn", p.attacked_turn}, {"deck_name", p.deck_name}});
  for (size_t p = 0; p < players.size(); ++p)
    if (!players[p].side_decks.empty()) {  // written only when there is one: saves of games without stay as they were
      json sd = json::array();
      for (const auto& d : players[p].side_decks)
        sd.push_back({{"kind", to_string(d.kind)}, {"door", to_string(d.door)}, {"cards", ids(d.cards)}});
      ps[p]["side_decks"] = sd;
    }
  for (size_t p = 0; p < players.size(); ++p)
    if (!players[p].shut_doors.empty()) {  // written only when a door is shut: other saves stay as they were
      json sd = json::array();
      for (const auto& d : players[p].shut_doors) sd.push_back({d.card, to_string(d.state)});
      ps[p]["shut_doors"] = sd;
    }
  j["players"] = ps;
  json sl = json::array();
  for (const auto& l : spaceline) sl.push_back({l.mission, l.shared, l.solved, l.solved_by});
  j["spaceline"] = sl;
  j["phase"] = static_cast<int>(phase);
  j["active"] = active;
  j["first_player"] = first_player;
  j["consecutive_passes"] = consecutive_passes;
  j["turn"] = turn;
  j["winner"] = winner;
  j["draw_game"] = draw_game;
  j["end_reason"] = end_reason;
  j["attempt"] = {attempt.active, attempt.player, attempt.loc, attempt.source, attempt.dilemma, attempt.effects_list,
                  attempt.effect_index, attempt.failed, attempt.group_stopped, attempt.last_order, attempt.choosing_for,
                  attempt.remaining, attempt.targets, attempt.window_done, attempt.team};
  // Positions 8 and 10 once held the battle's own response window (now in "windows").
  j["battle"] = {battle.active, battle.away_team, battle.attacker, battle.loc, battle.target, battle.attackers,
                 battle.ret_target, battle.retaliators, false, battle.responder, 0,
                 battle.defender_fights, battle.kill_source, battle.kills_left, battle.rogue_ship, battle.source, battle.units,
                 battle.team, battle.their_team, battle.integrity_card};
  json ws = json::array();
  for (const auto& w : windows) ws.push_back({static_cast<int>(w.moment), w.opener, w.responder, w.passes, w.asks, w.subject, w.loc});
  j["windows"] = ws;
  json rs = json::array();
  for (const auto& r : resolving) rs.push_back({r.card, r.target, r.player, r.kind, r.nullified, r.as_event, r.extra});
  j["resolving"] = rs;
  j["artifact_step"] = {artifact_step.card, artifact_step.loc, artifact_step.player, artifact_step.left};
  j["just_killed"] = just_killed;
  if (!earned_from.empty()) {  // written only when there is one: older saves stay as they were
    auto& e = j["earned_from"] = json::array();
    for (const auto& [card, seeder] : earned_from) e.push_back({card, seeder});
  }
  if (!controlled.empty()) {
    auto& c = j["controlled"] = nlohmann::json::array();
    for (const auto& k : controlled) {
      c.push_back({k.card, k.owner, k.by});
      if (k.lasting) c.back().push_back(true);  // commandeered (D-BORG-8); other controls have three fields
    }
  }
  if (group_control.dilemma != kNone) j["group_control"] = {group_control.dilemma, group_control.turn_player};
  json bh = json::array();
  for (const auto& h : beam_holds) bh.push_back({h.card, h.source, h.full_turns, h.fresh});
  j["beam_holds"] = bh;
  json sc = json::array();
  for (const auto& x : skill_copies) sc.push_back({x.to, x.from});
  j["skill_copies"] = sc;
  if (!transporter_uses.empty()) {  // R-SKILL-7: written only when used, so older saves read alike
    json tu = json::array();
    for (const auto& x : transporter_uses) tu.push_back({x.ship, x.used});
    j["transporter_uses"] = tu;
  }
  j["arrange_step"] = {arrange_step.card, arrange_step.player, arrange_step.owner, arrange_step.placed};
  j["kidnap_step"] = {kidnap_step.card, kidnap_step.type, kidnap_step.done};
  if (gap_closing.gap != kNone)  // only while a Gaps in Normal Space closes
    j["gap_closing"] = {gap_closing.gap, gap_closing.player, gap_closing.from_stack};
  if (spaceline_arrange.card != kNone)  // only while Q rearranges, so older saves stay as they were
    j["spaceline_arrange"] = {spaceline_arrange.card, spaceline_arrange.player, spaceline_arrange.placed, spaceline_arrange.order,
                              spaceline_arrange.nets};
  j["beam_step"] = {beam_step.card, beam_step.player, beam_step.source, beam_step.dest, beam_step.personnel};
  json af = json::array();
  for (const auto& a : afflictions) af.push_back({a.dilemma, a.personnel});
  j["afflictions"] = af;
  j["rogue_done"] = rogue_done;
  json bk = json::array();
  for (const auto& k : battle_kills) bk.push_back({k.card, k.loc, k.ship});
  j["battle_kills"] = bk;
  if (doom.open || !doom.dooms.empty()) {  // only while a loss waits for the moment before it (D-INT-19, D-EVT-25)
    json ds = json::array();
    for (const auto& d : doom.dooms) ds.push_back({d.card, d.ship, d.why, d.ev, d.player, d.by, d.battle_loc});
    j["doom"] = {doom.open, static_cast<int>(doom.resume), doom.player, doom.subject, ds};
  }
  j["choice"] = {static_cast<int>(choice.kind), choice.chooser, choice.options};
  if (!loop_snapshots.empty()) {  // D-TURN-1: only while a Temporal Causality Loop may undo this turn's actions
    auto& ls = j["loop_snapshots"] = json::array();
    for (const auto& k : loop_snapshots) ls.push_back({action_key(k.action), k.before->to_json()});
  }
  j["rng"] = rng.to_json();
  // The log is the bulk of a long game's state: one compact string, eight
  // integers per entry ("rule,event,player,visible_to,a,b,n,turn;").
  std::string lg;
  lg.reserve(log.size() * 24);
  char buf[96];
  for (const auto& e : log) {
    const long v[8] = {static_cast<long>(e.rule), static_cast<long>(e.ev), e.player, e.visible_to, e.a, e.b, e.n, e.turn};
    char* p = buf;
    for (int i = 0; i < 8; ++i) {
      p = std::to_chars(p, buf + sizeof buf, v[i]).ptr;
      *p++ = i == 7 ? ';' : ',';
    }
    lg.append(buf, static_cast<size_t>(p - buf));
  }
  j["log"] = lg;
  return j;
}

GameState GameState::from_json(std::shared_ptr<const CardDb> db, const json& j) {
  // Every field is read through the checked readers above: a value of the wrong type, out of range or missing is
  // refused with the field's name ("state cards[3][5] (host): ..."), never converted or indexed blindly.
  try {
    return StateSerializer::load(std::move(db), j);
  } catch (const json::exception& e) {  // a safety net: the readers check types first, so this should not happen
    throw std::invalid_argument(std::string("state is malformed: ") + e.what());
  }
}

GameState StateSerializer::load(std::shared_ptr<const CardDb> db, const json& j) {
  if (!j.is_object()) throw std::invalid_argument("state: not a JSON object");
  if (!j.contains("format") || !j.at("format").is_string() || j.at("format").get_ref<const std::string&>() != "spaceline.stccg1e.state/1")
    throw std::invalid_argument("not a spaceline First Edition state (format field missing or different)");
  GameState s;
  s.db_ = std::move(db);
  s.config.ruleset = text_of(member(j, "ruleset", ""), "ruleset");
  {
    const auto& cf = member(j, "config", "");
    s.config.victory_points = static_cast<int>(int_member(cf, "victory_points", "config", 1, 1000000));
    s.config.opening_hand = static_cast<int>(int_member(cf, "opening_hand", "config", 0, 1000));
    s.config.max_turns = static_cast<int>(int_member(cf, "max_turns", "config", 0, 65535));
  }
  const auto& cj = member(j, "cards", "");
  if (!cj.is_array()) refuse("cards", "must be a list");
  if (cj.size() >= kPlanet) refuse("cards", "a game has fewer than " + std::to_string(kPlanet) + " cards");
  for (size_t i = 0; i < cj.size(); ++i) {
    const auto& c = cj[i];
    const std::string at = "cards[" + std::to_string(i) + "]";
    if (!c.is_array() || c.size() < 11) refuse(at, "each card is a list of 11 to 14 values");
    Card card;
    const std::string& id = text_of(c[0], at + "[0] (card id)");
    const CardDef* d = s.db_->by_id(id);
    if (!d) throw std::invalid_argument("state names unknown card id '" + id + "'");
    card.def = d->index;
    card.owner = static_cast<uint8_t>(int_at(c, 1, at, "owner", 0, 1));
    const auto zone = int_of(c[2], at + "[2] (zone)", LLONG_MIN, LLONG_MAX);
    if (zone < 0 || zone > static_cast<int>(Zone::SideDeck))
      throw std::invalid_argument("state cards[" + std::to_string(i) + "]: zone " + std::to_string(zone) + " is not a zone");
    card.zone = static_cast<Zone>(zone);
    card.loc = static_cast<int8_t>(int_at(c, 3, at, "location", -1, kMaxLocations - 1));
    card.place = static_cast<Place>(int_at(c, 4, at, "place", 0, static_cast<int>(Place::Aboard)));
    card.host = static_cast<CardId>(int_at(c, 5, at, "host", 0, kNone));
    card.order = static_cast<uint16_t>(int_at(c, 6, at, "order", 0, 65535));
    card.flags = static_cast<uint16_t>(int_at(c, 7, at, "flags", 0, 65535));
    card.aff = static_cast<uint8_t>(int_at(c, 8, at, "affiliation", 0, static_cast<int>(Affiliation::Count) - 1));
    card.range_used = static_cast<uint8_t>(int_at(c, 9, at, "range used", 0, 255));
    card.counter = static_cast<uint8_t>(int_at(c, 10, at, "counter", 0, 255));
    // saves older than states.cpp have no cause
    card.cause = c.size() > 11 ? static_cast<CardId>(int_at(c, 11, at, "cause", 0, kNone)) : kNone;
    if (c.size() > 12) {  // a personnel on a planet: its Away Team and where it beamed down from (D-GRP-1, D-DIL-12)
      if (c.size() != 14 || !c.at(12).is_number_integer() || !c.at(13).is_number_integer())
        throw std::invalid_argument("state cards[" + std::to_string(s.cards.size()) + "]: team and from must be two whole numbers");
      const auto team = int_of(c[12], at + "[12] (team)", LLONG_MIN, LLONG_MAX);
      if (team < 0 || team >= kMaxTeams)
        throw std::invalid_argument("state cards[" + std::to_string(s.cards.size()) + "]: team " + std::to_string(team) +
                                    " is not an Away Team number (0 to " + std::to_string(kMaxTeams - 1) + ")");
      card.team = static_cast<uint8_t>(team);
      card.from = static_cast<CardId>(int_at(c, 13, at, "from", 0, kNone));
    }
    s.cards.push_back(card);
  }
  const auto& pjs = member(j, "players", "");
  if (!pjs.is_array() || pjs.size() != 2) refuse("players", "must be a list of two players");
  for (int p = 0; p < 2; ++p) {
    const auto& pj = pjs[p];
    const std::string at = "players[" + std::to_string(p) + "]";
    if (!pj.is_object()) refuse(at, "must be an object");
    auto& ps = s.players[p];
    ps.deck = id_list(member(pj, "deck", at), at + ".deck");
    ps.hand = id_list(member(pj, "hand", at), at + ".hand");
    ps.discard = id_list(member(pj, "discard", at), at + ".discard");
    ps.seed_pile = id_list(member(pj, "seed_pile", at), at + ".seed_pile");
    ps.bonus = id_list(member(pj, "bonus", at), at + ".bonus");
    ps.out_of_play = id_list(member(pj, "out_of_play", at), at + ".out_of_play");
    if (pj.contains("captives")) ps.captives = id_list(pj.at("captives"), at + ".captives");
    ps.score = static_cast<int>(int_member(pj, "score", at, -1000000, 1000000));
    ps.misseed_locs = static_cast<uint32_t>(int_member(pj, "misseed_locs", at, 0, 0xFFFFFFFFll));
    ps.card_played = bool_of(member(pj, "card_played", at), at + ".card_played");
    ps.plays_made = pj.contains("plays_made") ? static_cast<uint8_t>(int_member(pj, "plays_made", at, 0, 255)) : ps.card_played ? 1 : 0;
    if (ps.plays_made > 2) throw std::invalid_argument("state players: plays_made is more than two card plays");
    if (pj.contains("once_used")) ps.once_used = id_list(pj.at("once_used"), at + ".once_used");
    if (pj.contains("vortexed")) ps.vortexed = id_list(pj.at("vortexed"), at + ".vortexed");
    for (auto v : ps.vortexed)
      if (v >= s.cards.size()) throw std::invalid_argument("state players: vortexed names no card of the game");
    for (auto u : ps.once_used)
      if (u >= s.db_->size()) throw std::invalid_argument("state players: once_used names no card of the library");
    ps.red_alert_plays = pj.contains("red_alert_plays") && bool_of(pj.at("red_alert_plays"), at + ".red_alert_plays");
    ps.forced_discard_done = pj.contains("forced_discard_done") && bool_of(pj.at("forced_discard_done"), at + ".forced_discard_done");
    if (pj.contains("attacked_locs")) {
      const auto& v = pj.at("attacked_locs");
      if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
        refuse(at + ".attacked_locs", "must be a whole number of 0 or more");
      ps.attacked_locs = v.get<uint64_t>();
    }
    ps.attacked_turn = pj.contains("attacked_turn") ? static_cast<uint16_t>(int_member(pj, "attacked_turn", at, 0, 65535)) : 0;
    ps.deck_name = text_of(member(pj, "deck_name", at), at + ".deck_name");
    if (pj.contains("side_decks")) ps.side_decks = side_decks_of(pj.at("side_decks"), at + ".side_decks");
    if (pj.contains("shut_doors")) ps.shut_doors = shut_doors_of(pj.at("shut_doors"), at + ".shut_doors");
  }
  {
    const auto& sj = member(j, "spaceline", "");
    if (!sj.is_array()) refuse("spaceline", "must be a list");
    if (sj.size() > static_cast<size_t>(kMaxLocations)) refuse("spaceline", "more than " + std::to_string(kMaxLocations) + " locations");
    for (size_t l = 0; l < sj.size(); ++l) {
      const auto& lj = sj[l];
      const std::string at = "spaceline[" + std::to_string(l) + "]";
      if (!lj.is_array() || lj.size() != 4) refuse(at, "each location is [mission, shared copy, solved, solved by]");
      s.spaceline.push_back(Location{static_cast<CardId>(int_at(lj, 0, at, "mission", 0, kNone)),
                                     static_cast<CardId>(int_at(lj, 1, at, "shared copy", 0, kNone)),
                                     bool_of(lj[2], at + "[2] (solved)"), static_cast<int8_t>(int_at(lj, 3, at, "solved by", -1, 1))});
    }
  }
  s.phase = static_cast<Phase>(int_member(j, "phase", "", 0, static_cast<int>(Phase::GameOver)));
  s.active = static_cast<uint8_t>(int_member(j, "active", "", 0, 1));
  s.first_player = static_cast<uint8_t>(int_member(j, "first_player", "", 0, 1));
  s.consecutive_passes = static_cast<decltype(s.consecutive_passes)>(int_member(j, "consecutive_passes", "", 0, 2));
  s.turn = static_cast<decltype(s.turn)>(int_member(j, "turn", "", 0, 65535));
  s.winner = static_cast<decltype(s.winner)>(int_member(j, "winner", "", -1, 1));
  s.draw_game = bool_of(member(j, "draw_game", ""), "draw_game");
  s.end_reason = text_of(member(j, "end_reason", ""), "end_reason");
  const auto& a = member(j, "attempt", "");
  if (!a.is_array() || a.size() < 13) refuse("attempt", "must be a list of 13 to 15 values");
  s.attempt.active = bool_at(a, 0, "attempt", "active");
  s.attempt.player = static_cast<uint8_t>(int_at(a, 1, "attempt", "player", 0, 1));
  s.attempt.loc = static_cast<int8_t>(int_at(a, 2, "attempt", "location", -1, kMaxLocations - 1));
  s.attempt.source = static_cast<CardId>(int_at(a, 3, "attempt", "source", 0, kNone));
  s.attempt.dilemma = static_cast<CardId>(int_at(a, 4, "attempt", "dilemma", 0, kNone));
  s.attempt.effects_list = static_cast<uint8_t>(int_at(a, 5, "attempt", "effects list", 0, 255));
  s.attempt.effect_index = static_cast<uint8_t>(int_at(a, 6, "attempt", "effect index", 0, 255));
  s.attempt.failed = bool_at(a, 7, "attempt", "failed");
  s.attempt.group_stopped = bool_at(a, 8, "attempt", "group stopped");
  s.attempt.last_order = static_cast<int16_t>(int_at(a, 9, "attempt", "last order", -1, 32767));
  s.attempt.choosing_for = static_cast<uint8_t>(int_at(a, 10, "attempt", "choosing for", 0, kLastChoosingFor));
  s.attempt.remaining = static_cast<uint8_t>(int_at(a, 11, "attempt", "remaining", 0, 255));
  s.attempt.targets = id_list(a[12], "attempt[12] (targets)");
  if (j.contains("battle")) {
    const auto& b = j.at("battle");
    const std::string at = "battle";
    if (!b.is_array() || b.size() < 8) refuse(at, "must be a list of 8 to 20 values");
    s.battle.active = bool_at(b, 0, at, "active");
    s.battle.away_team = bool_at(b, 1, at, "away team");
    s.battle.attacker = static_cast<uint8_t>(int_at(b, 2, at, "attacker", 0, 1));
    s.battle.loc = static_cast<int8_t>(int_at(b, 3, at, "location", -1, kMaxLocations - 1));
    s.battle.target = static_cast<CardId>(int_at(b, 4, at, "target", 0, kNone));
    s.battle.attackers = id_list(b[5], at + "[5] (attackers)");
    s.battle.ret_target = static_cast<CardId>(int_at(b, 6, at, "retaliation target", 0, kNone));
    s.battle.retaliators = id_list(b[7], at + "[7] (retaliators)");
    if (b.size() > 8) {
      if (b.size() < 14) refuse(at, "must be a list of 8 or 14 to 20 values");
      s.battle.responder = static_cast<uint8_t>(int_at(b, 9, at, "responder", 0, 1));
      s.battle.defender_fights = bool_at(b, 11, at, "defender fights");
      s.battle.kill_source = static_cast<CardId>(int_at(b, 12, at, "kill source", 0, kNone));
      s.battle.kills_left = static_cast<uint8_t>(int_at(b, 13, at, "kills left", 0, 255));
      if (b.size() > 15) {  // saves before the Rogue Borg have neither
        s.battle.rogue_ship = static_cast<CardId>(int_at(b, 14, at, "rogue ship", 0, kNone));
        s.battle.source = static_cast<CardId>(int_at(b, 15, at, "source", 0, kNone));
      }
      if (b.size() > 16) s.battle.units = static_cast<uint8_t>(int_at(b, 16, at, "units", 0, 255));  // saves before the Escape Pod keep no damage units
      if (b.size() > 18) {  // saves before separate Away Teams: team 0 (D-GRP-1)
        s.battle.team = static_cast<uint8_t>(int_at(b, 17, at, "team", 0, 255));
        s.battle.their_team = static_cast<uint8_t>(int_at(b, 18, at, "their team", 0, 255));
      }
      if (b.size() > 19) s.battle.integrity_card = static_cast<CardId>(int_at(b, 19, at, "integrity card", 0, kNone));  // D-INT-28
      if (bool_at(b, 8, at, "window (old saves)") && !j.contains("windows")) {
        // A save from before the timing mechanism, inside a battle's response window:
        // the window is rebuilt as it was (both players asked, D-INT-4 as it then read).
        Window w;
        w.moment = Moment::BattleInitiated;
        w.opener = s.battle.attacker;
        w.responder = static_cast<uint8_t>(int_at(b, 9, at, "responder", 0, 1));
        w.passes = static_cast<uint8_t>(int_at(b, 10, at, "passes (old saves)", 0, 1));
        w.asks = 3;
        w.subject = s.battle.target;
        w.loc = s.battle.loc;
        s.windows.push_back(w);
      }
    }
  }
  if (a.size() > 13) s.attempt.window_done = bool_at(a, 13, "attempt", "window done");
  if (a.size() > 14) s.attempt.team = static_cast<uint8_t>(int_at(a, 14, "attempt", "team", 0, 255));
  if (j.contains("windows")) {
    const auto& ws = j.at("windows");
    if (!ws.is_array()) refuse("windows", "must be a list");
    for (size_t i = 0; i < ws.size(); ++i) {
      const auto& w = ws[i];
      const std::string at = "windows[" + std::to_string(i) + "]";
      if (!w.is_array() || w.size() != 7) refuse(at, "each window is [moment, opener, responder, passes, asked, subject, location]");
      Window x;
      const auto m = int_of(w[0], at + "[0] (moment)", LLONG_MIN, LLONG_MAX);
      if (m < 0 || m >= static_cast<int>(Moment::Count)) throw std::invalid_argument("state has a window at an unknown moment " + std::to_string(m));
      x.moment = static_cast<Moment>(m);
      x.opener = static_cast<uint8_t>(int_at(w, 1, at, "opener", 0, 255));
      x.responder = static_cast<uint8_t>(int_at(w, 2, at, "responder", 0, 255));
      x.passes = static_cast<uint8_t>(int_at(w, 3, at, "passes", 0, 255));
      x.asks = static_cast<uint8_t>(int_at(w, 4, at, "asked", 0, 255));
      x.subject = static_cast<CardId>(int_at(w, 5, at, "subject", 0, kNone));
      x.loc = static_cast<int8_t>(int_at(w, 6, at, "location", -128, 127));
      s.windows.push_back(x);
    }
  }
  if (j.contains("resolving")) {
    const auto& rs = j.at("resolving");
    if (!rs.is_array()) refuse("resolving", "must be a list");
    for (size_t i = 0; i < rs.size(); ++i) {
      const auto& r = rs[i];
      const std::string at = "resolving[" + std::to_string(i) + "]";
      if (!r.is_array() || r.size() < 5 || r.size() > 7) refuse(at, "each entry is [card, target, player, kind, nullified, as event, extra]");
      const auto card = static_cast<CardId>(int_at(r, 0, at, "card", 0, kNone));
      if (card >= s.cards.size()) refuse(at + "[0] (card)", "#" + std::to_string(card) + " is not a card of the game");
      s.resolving.push_back(Resolving{card, static_cast<uint16_t>(int_at(r, 1, at, "target", 0, 65535)),
                                      static_cast<uint8_t>(int_at(r, 2, at, "player", 0, 255)),
                                      static_cast<uint8_t>(int_at(r, 3, at, "kind", 0, static_cast<int>(EventTarget::BetweenMissions))),
                                      bool_at(r, 4, at, "nullified"),
                                      // saves before artifacts: an event card is always played as one
                                      r.size() > 5 ? bool_at(r, 5, at, "as event") : s.def(card).type == CardType::Event,
                                      r.size() > 6 ? static_cast<uint16_t>(int_at(r, 6, at, "extra", 0, 65535)) : uint16_t{0}});
    }
  }
  if (j.contains("afflictions")) {
    const auto& as = j.at("afflictions");
    if (!as.is_array()) refuse("afflictions", "must be a list");
    for (size_t i = 0; i < as.size(); ++i) {
      const auto& x = as[i];
      if (!x.is_array() || x.size() != 2) throw std::invalid_argument("state afflictions: each entry is [dilemma, personnel]");
      const std::string at = "afflictions[" + std::to_string(i) + "]";
      s.afflictions.push_back(Affliction{static_cast<CardId>(int_at(x, 0, at, "dilemma", 0, kNone)),
                                         static_cast<CardId>(int_at(x, 1, at, "personnel", 0, kNone))});
    }
  }
  if (j.contains("artifact_step")) {
    const auto& x = j.at("artifact_step");
    const std::string at = "artifact_step";
    if (!x.is_array() || x.size() != 4) refuse(at, "it is [card, location, player, left]");
    s.artifact_step = ArtifactStep{static_cast<CardId>(int_at(x, 0, at, "card", 0, kNone)),
                                   static_cast<int8_t>(int_at(x, 1, at, "location", -128, 127)),
                                   static_cast<uint8_t>(int_at(x, 2, at, "player", 0, 255)),
                                   static_cast<uint8_t>(int_at(x, 3, at, "left", 0, 255))};
  }
  if (j.contains("just_killed")) s.just_killed = id_list(j.at("just_killed"), "just_killed");
  if (j.contains("earned_from")) {
    const auto& e = j.at("earned_from");
    if (!e.is_array()) refuse("earned_from", "must be a list of [card, player who seeded it]");
    for (size_t i = 0; i < e.size(); ++i) {
      const std::string at = "earned_from[" + std::to_string(i) + "]";
      if (!e[i].is_array() || e[i].size() != 2) refuse(at, "it is [card, player who seeded it]");
      const auto card = static_cast<CardId>(int_at(e[i], 0, at, "card", 0, static_cast<long long>(s.cards.size()) - 1));
      const auto seeder = static_cast<uint8_t>(int_at(e[i], 1, at, "player", 0, 1));
      if (s.def(card).type != CardType::Artifact) refuse(at, s.def(card).name + " is not an artifact");
      for (const auto& [other, p] : s.earned_from)
        if (other == card) refuse(at, "the artifact is listed twice");
      s.earned_from.emplace_back(card, seeder);
    }
  }
  if (j.contains("controlled")) {
    const auto& cs = j.at("controlled");
    if (!cs.is_array()) refuse("controlled", "must be a list");
    for (const auto& k : cs) {
      if (!k.is_array() || k.size() < 2 || k.size() > 4 || (k.size() > 2 && !k.at(2).is_number_unsigned()) ||
          (k.size() == 4 && !k.at(3).is_boolean()) || !k.at(0).is_number_integer() || !k.at(1).is_number_integer())
        throw std::invalid_argument("state controlled: each entry is [card, owner], [card, owner, by] or [card, owner, by, lasting]");
      const auto card = int_of(k[0], "controlled (card)", LLONG_MIN, LLONG_MAX);
      const auto owner = int_of(k[1], "controlled (owner)", LLONG_MIN, LLONG_MAX);
      const bool lasting = k.size() == 4 && k.at(3).get<bool>();
      // D-EVT-24: a controlled card is in play, held by the other player, and listed once; a commandeered ship may be out of
      // time with everything aboard (D-BORG-8, D-INT-16).
      if (card < 0 || card >= static_cast<long long>(s.cards.size()) || owner < 0 || owner > 1 ||
          (s.cards[card].zone != Zone::InPlay && !(lasting && s.cards[card].zone == Zone::OutOfTime)) || s.cards[card].owner == owner ||
          s.is_controlled(static_cast<CardId>(card)))
        throw std::invalid_argument("state controlled: #" + std::to_string(card) + " is not a card in play held by the other player");
      const auto by = k.size() > 2 ? int_of(k[2], "controlled (by)", 0, LLONG_MAX) : kNone;
      if (by != kNone && by >= static_cast<long long>(s.cards.size()))
        throw std::invalid_argument("state controlled: #" + std::to_string(card) + " is held through a card that is not of the game");
      s.controlled.push_back(Control{static_cast<CardId>(card), static_cast<uint8_t>(owner), static_cast<CardId>(by), lasting});
    }
  }
  // D-BORG-8: a lasting control is a ship commandeered under Lore Returns (its controller's event aboard), or a card aboard it.
  for (const auto& k : s.controlled) {
    if (!k.lasting) continue;
    const CardId ship = s.def(k.card).type == CardType::Ship ? k.card : s.cards[k.card].host;
    bool lore = ship < s.cards.size() && s.def(ship).type == CardType::Ship;
    if (lore) {
      lore = false;
      for (CardId i = 0; i < s.cards.size(); ++i)
        lore |= s.cards[i].host == ship && s.cards[i].place == Place::Aboard && s.cards[i].zone == s.cards[ship].zone &&
                s.cards[i].owner == s.cards[ship].owner &&
                s.def(i).plays_as_event() && s.def(i).event->effect == EventEffect::Commandeer;
    }
    if (!lore) throw std::invalid_argument("state controlled: #" + std::to_string(k.card) +
                                           " is held for good, but no ship with its controller's Lore Returns aboard holds it (D-BORG-8)");
  }
  if (j.contains("group_control")) {
    const auto& g = j.at("group_control");
    if (!g.is_array() || g.size() != 2) throw std::invalid_argument("state group_control: it is [dilemma, turn player]");
    s.group_control = GroupControl{static_cast<CardId>(int_at(g, 0, "group_control", "dilemma", 0, kNone)),
                                   static_cast<uint8_t>(int_at(g, 1, "group_control", "turn player", 0, 255))};
  }
  if (j.contains("beam_holds")) {
    const auto& hs = j.at("beam_holds");
    if (!hs.is_array()) refuse("beam_holds", "must be a list");
    for (size_t i = 0; i < hs.size(); ++i) {
      const auto& h = hs[i];
      const std::string at = "beam_holds[" + std::to_string(i) + "]";
      if (!h.is_array() || h.size() != 4) refuse(at, "each entry is [card, source, full turns, fresh]");
      s.beam_holds.push_back(BeamHold{static_cast<CardId>(int_at(h, 0, at, "card", 0, kNone)),
                                      static_cast<CardId>(int_at(h, 1, at, "source", 0, kNone)),
                                      static_cast<uint8_t>(int_at(h, 2, at, "full turns", 0, 255)), bool_at(h, 3, at, "fresh")});
    }
  }
  if (j.contains("skill_copies")) {
    const auto& xs = j.at("skill_copies");
    if (!xs.is_array()) refuse("skill_copies", "must be a list");
    for (size_t i = 0; i < xs.size(); ++i) {
      const auto& x = xs[i];
      const std::string at = "skill_copies[" + std::to_string(i) + "]";
      if (!x.is_array() || x.size() != 2) refuse(at, "each entry is [to, from]");
      s.skill_copies.push_back(SkillCopy{static_cast<CardId>(int_at(x, 0, at, "to", 0, kNone)),
                                         static_cast<CardId>(int_at(x, 1, at, "from", 0, kNone))});
    }
  }
  if (j.contains("transporter_uses")) {
    const auto& xs = j.at("transporter_uses");
    if (!xs.is_array()) refuse("transporter_uses", "must be a list");
    for (size_t i = 0; i < xs.size(); ++i) {
      const auto& x = xs[i];
      const std::string at = "transporter_uses[" + std::to_string(i) + "]";
      if (!x.is_array() || x.size() != 2) refuse(at, "each entry is [ship, cards beamed through Transporter Skill this turn]");
      s.transporter_uses.push_back(TransporterUse{static_cast<CardId>(int_at(x, 0, at, "ship", 0, kNone)),
                                                  static_cast<uint8_t>(int_at(x, 1, at, "used", 1, 99))});
    }
  }
  if (j.contains("arrange_step")) {
    const auto& x = j.at("arrange_step");
    const std::string at = "arrange_step";
    if (!x.is_array() || x.size() != 4) refuse(at, "it is [card, player, owner, placed]");
    s.arrange_step = ArrangeStep{static_cast<CardId>(int_at(x, 0, at, "card", 0, kNone)), static_cast<uint8_t>(int_at(x, 1, at, "player", 0, 255)),
                                 static_cast<uint8_t>(int_at(x, 2, at, "owner", 0, 255)),
                                 static_cast<uint16_t>(int_at(x, 3, at, "placed", 0, 65535))};
  }
  if (j.contains("gap_closing")) {
    const auto& g = j.at("gap_closing");
    const std::string at = "gap_closing";
    if (!g.is_array() || g.size() != 3) refuse(at, "it is [gap, player, from the stack]");
    s.gap_closing = GapClosing{static_cast<CardId>(int_at(g, 0, at, "gap", 0, kNone)), static_cast<uint8_t>(int_at(g, 1, at, "player", 0, 255)),
                               bool_at(g, 2, at, "from the stack")};
  }
  if (j.contains("spaceline_arrange")) {
    const auto& x = j.at("spaceline_arrange");
    const std::string at = "spaceline_arrange";
    if (!x.is_array() || x.size() != 5) refuse(at, "it is [card, player, placed, order, nets]");
    std::vector<uint8_t> order;
    if (!x[3].is_array()) refuse(at + "[3] (order)", "must be a list");
    for (size_t i = 0; i < x[3].size(); ++i) order.push_back(static_cast<uint8_t>(int_at(x[3], i, at + "[3]", "order", 0, 255)));
    s.spaceline_arrange = SpacelineArrange{static_cast<CardId>(int_at(x, 0, at, "card", 0, kNone)),
                                           static_cast<uint8_t>(int_at(x, 1, at, "player", 0, 255)), bool_at(x, 2, at, "placed"),
                                           std::move(order), id_list(x[4], at + "[4] (nets)")};
  }
  if (j.contains("rogue_done")) s.rogue_done = id_list(j.at("rogue_done"), "rogue_done");
  if (j.contains("battle_kills")) {
    const auto& ks = j.at("battle_kills");
    if (!ks.is_array()) refuse("battle_kills", "must be a list");
    for (size_t i = 0; i < ks.size(); ++i) {
      const auto& k = ks[i];
      if (!k.is_array() || k.size() != 3) throw std::invalid_argument("state battle_kills: each entry is [card, location, ship]");
      const std::string at = "battle_kills[" + std::to_string(i) + "]";
      s.battle_kills.push_back(BattleKill{static_cast<CardId>(int_at(k, 0, at, "card", 0, kNone)),
                                          static_cast<int8_t>(int_at(k, 1, at, "location", -128, 127)),
                                          static_cast<CardId>(int_at(k, 2, at, "ship", 0, kNone))});
    }
  }
  if (j.contains("doom")) {
    const auto& d = j.at("doom");
    if (!d.is_array() || d.size() != 5 || !d.at(4).is_array())
      throw std::invalid_argument("state doom: it is [open, resume, player, subject, [losses]]");
    s.doom.open = bool_at(d, 0, "doom", "open");
    const auto resume = int_of(d[1], "doom[1] (resume)", LLONG_MIN, LLONG_MAX);
    if (resume < 0 || resume > static_cast<int>(kLastDoomResume)) throw std::invalid_argument("state doom: resume " + std::to_string(resume) + " is not a way to go on");
    s.doom.resume = static_cast<DoomResume>(resume);
    s.doom.player = static_cast<uint8_t>(int_at(d, 2, "doom", "player", 0, 255));
    s.doom.subject = static_cast<CardId>(int_at(d, 3, "doom", "subject", 0, kNone));
    for (size_t i = 0; i < d[4].size(); ++i) {
      const auto& x = d[4][i];
      if (!x.is_array() || x.size() != 7) throw std::invalid_argument("state doom: each loss is [card, ship, rule, event, player, by, battle location]");
      const std::string at = "doom[4][" + std::to_string(i) + "]";
      s.doom.dooms.push_back(Doom{static_cast<CardId>(int_at(x, 0, at, "card", 0, kNone)), bool_at(x, 1, at, "ship"),
                                  static_cast<uint16_t>(int_at(x, 2, at, "rule", 0, 65535)), static_cast<uint8_t>(int_at(x, 3, at, "event", 0, 255)),
                                  static_cast<int8_t>(int_at(x, 4, at, "player", -128, 127)), static_cast<CardId>(int_at(x, 5, at, "by", 0, kNone)),
                                  static_cast<int8_t>(int_at(x, 6, at, "battle location", -128, 127))});
    }
  }
  if (j.contains("kidnap_step")) {
    const auto& k = j.at("kidnap_step");
    const std::string at = "kidnap_step";
    if (!k.is_array() || k.size() != 3) refuse(at, "it is [card, type, done]");
    s.kidnap_step = KidnapStep{static_cast<CardId>(int_at(k, 0, at, "card", 0, kNone)), static_cast<uint8_t>(int_at(k, 1, at, "type", 0, 255)),
                               id_list(k[2], at + "[2] (done)")};
  }
  if (j.contains("beam_step")) {
    const auto& b = j.at("beam_step");
    const std::string at = "beam_step";
    if (!b.is_array() || b.size() != 5) refuse(at, "it is [card, player, source, destination, personnel]");
    s.beam_step = BeamStep{static_cast<CardId>(int_at(b, 0, at, "card", 0, kNone)), static_cast<uint8_t>(int_at(b, 1, at, "player", 0, 255)),
                           static_cast<uint16_t>(int_at(b, 2, at, "source", 0, 65535)), static_cast<uint16_t>(int_at(b, 3, at, "destination", 0, 65535)),
                           static_cast<uint8_t>(int_at(b, 4, at, "personnel", 0, 255))};
  }
  {
    const auto& ch = member(j, "choice", "");
    if (!ch.is_array() || ch.size() != 3) refuse("choice", "it is [kind, chooser, options]");
    const auto kind = int_of(ch[0], "choice[0] (kind)", LLONG_MIN, LLONG_MAX);
    if (kind < 0 || kind > static_cast<int>(ChoiceKind::EndTurnOrder)) throw std::invalid_argument("state choice: kind " + std::to_string(kind) + " is not a decision");
    s.choice.kind = static_cast<ChoiceKind>(kind);
    s.choice.chooser = static_cast<uint8_t>(int_at(ch, 1, "choice", "chooser", 0, 1));
    s.choice.options = id_list(ch[2], "choice[2] (options)");
  }
  {
    // The random number generator: four 64-bit words as decimal strings (never handed to std::stoull unchecked).
    const auto& r = member(j, "rng", "");
    if (!r.is_array() || r.size() != 4) refuse("rng", "must be a list of four 64-bit words (decimal strings)");
    bool all_zero = true;
    for (size_t i = 0; i < 4; ++i) {
      const std::string at = "rng[" + std::to_string(i) + "]";
      const std::string& w = text_of(r[i], at);
      uint64_t v = 0;
      auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
      if (w.empty() || ec != std::errc() || end != w.data() + w.size())
        refuse(at, "'" + w.substr(0, 40) + "' is not a decimal number from 0 to 18446744073709551615");
      all_zero &= v == 0;
    }
    if (all_zero) refuse("rng", "all four words are 0, which is not a state of the generator");
    s.rng = Rng::from_json(r);
  }
  {
    const std::string& lg = text_of(member(j, "log", ""), "log");
    const char* p = lg.c_str();
    const char* end = p + lg.size();
    size_t entry = 0;
    while (p < end) {
      long long v[8];
      for (int i = 0; i < 8; ++i) {
        auto [next, ec] = std::from_chars(p, end, v[i]);
        if (ec != std::errc() || next == end || *next != (i == 7 ? ';' : ','))
          throw std::invalid_argument("state log is malformed (entry " + std::to_string(entry) + ", value " + std::to_string(i) +
                                      ": expected eight whole numbers 'rule,event,player,visible to,a,b,n,turn;')");
        p = next + 1;
      }
      const std::string at = "log entry " + std::to_string(entry);
      if (v[0] < 0 || v[0] >= static_cast<long>(Rule::Count)) throw std::invalid_argument("state log names an unknown rule");
      if (v[1] < 0 || v[1] > static_cast<long>(kLastEv)) refuse(at, "event " + std::to_string(v[1]) + " is not one the engine writes");
      if (v[2] < -1 || v[2] > 1 || v[3] < -1 || v[3] > 1) refuse(at, "its player and who sees it must be -1, 0 or 1");
      for (int i : {4, 5})
        if (v[i] < 0 || v[i] > 65535) refuse(at, std::string(i == 4 ? "a" : "b") + " " + std::to_string(v[i]) + " is not 0 to 65535");
      if (v[6] < -32768 || v[6] > 32767) refuse(at, "n " + std::to_string(v[6]) + " is not -32768 to 32767");
      if (v[7] < 0 || v[7] > 65535) refuse(at, "turn " + std::to_string(v[7]) + " is not 0 to 65535");
      LogEntry le;
      le.rule = static_cast<Rule>(v[0]);
      le.ev = static_cast<Ev>(v[1]);
      le.player = static_cast<int8_t>(v[2]);
      le.visible_to = static_cast<int8_t>(v[3]);
      le.a = static_cast<uint16_t>(v[4]);
      le.b = static_cast<uint16_t>(v[5]);
      le.n = static_cast<int16_t>(v[6]);
      le.turn = static_cast<uint16_t>(v[7]);
      s.log.push_back(le);
      ++entry;
    }
  }
  validate_indexes(s);
  s.recount_lasting();
  s.refresh_events();
  s.refresh_answer_masks();
  s.recount_placed();
  s.note_teams();
  // Structural checks: a corrupt save is rejected, never half-loaded.
  auto check_ids = [&](const std::vector<CardId>& v) {
    for (auto c : v)
      if (c >= s.cards.size()) throw std::invalid_argument("state refers to card #" + std::to_string(c) + " which does not exist");
  };
  for (auto& p : s.players) {
    check_ids(p.deck);
    check_ids(p.hand);
    check_ids(p.discard);
    check_ids(p.bonus);
  }
  for (auto& c : s.cards)
    if (c.host != kNone && c.host >= s.cards.size()) throw std::invalid_argument("state has a card aboard a missing host");
  // Away Teams (D-GRP-1): only personnel on a planet have a team other than 0 or an origin; the origin is a ship or facility.
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    const bool planet_personnel = c.zone == Zone::InPlay && c.place == Place::Planet && s.def(i).type == CardType::Personnel;
    const std::string at = "state cards[" + std::to_string(i) + "] (" + s.def(i).name + "): ";
    if (!planet_personnel && (c.team != 0 || c.from != kNone))
      throw std::invalid_argument(at + "only a personnel on a planet has an Away Team (team) or beamed down from somewhere (from)");
    if (c.from != kNone && (c.from >= s.cards.size() || (s.def(c.from).type != CardType::Ship && s.def(c.from).type != CardType::Facility)))
      throw std::invalid_argument(at + "it beamed down from (from) something that is not a ship or facility of the game");
    if (s.def(i).is_station && c.zone == Zone::InPlay)
      throw std::invalid_argument(at + "a station is in play, but the engine does not build, seed or report to stations yet (docs/card-sets.md)");
  }
  if (s.attempt.team >= kMaxTeams || (s.attempt.team != 0 && s.attempt.source != kPlanet))
    throw std::invalid_argument("state attempt: team is not an Away Team number of an attempt from a planet");
  if ((s.battle.team >= kMaxTeams) || (s.battle.their_team >= kMaxTeams && s.battle.their_team != kAnyTeam))
    throw std::invalid_argument("state battle: team or their_team is not an Away Team number");
  if (const auto& g = s.group_control; g.dilemma != kNone) {
    // D-DIL-12: the dilemma is set aside in play while the opponent of the turn's player acts with the group.
    if (g.dilemma >= s.cards.size() || s.def(g.dilemma).type != CardType::Dilemma || s.cards[g.dilemma].zone != Zone::InPlay ||
        s.cards[g.dilemma].place != Place::None)
      throw std::invalid_argument("state group_control: its dilemma is not a dilemma set aside in play");
    if (g.turn_player > 1 || s.active == g.turn_player)
      throw std::invalid_argument("state group_control: the turn's player must be 1 or 2 and the other player must be acting");
  }
  // A location is a mission, or an event that makes one (Gaps in Normal Space, R-MOVE-9) between two missions.
  for (size_t l = 0; l < s.spaceline.size(); ++l)
    if (s.spaceline[l].mission >= s.cards.size())
      throw std::invalid_argument("state spaceline location " + std::to_string(l + 1) + ": its card is not a card of the game");
  for (size_t l = 0; l < s.spaceline.size(); ++l) {
    const CardId m = s.spaceline[l].mission;
    const std::string at = "state spaceline location " + std::to_string(l + 1) + ": ";
    const auto& d = s.def(m);
    if (d.type == CardType::Mission) continue;
    if (!d.plays_as_event() || d.event->effect != EventEffect::NewLocation || s.cards[m].zone != Zone::InPlay ||
        s.cards[m].loc != static_cast<int>(l))
      throw std::invalid_argument(at + d.name + " is neither a mission nor a location in play");
    if (l == 0 || l + 1 == s.spaceline.size() || s.is_gap(static_cast<int>(l) - 1) || s.is_gap(static_cast<int>(l) + 1))
      throw std::invalid_argument(at + d.name + " is not between two missions (R-MOVE-9)");
  }
  // Out of time (D-INT-16, D-ART-4): a ship in space with everything aboard, one card sending it, its turns left within the card's.
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::OutOfTime) continue;
    const std::string at = "state cards[" + std::to_string(i) + "] (" + s.def(i).name + "), out of time: ";
    if (c.loc < 0 || c.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
    if (c.place == Place::Space) {
      if (s.def(i).type != CardType::Ship) throw std::invalid_argument(at + "only a ship goes out of time in space");
      int senders = 0;
      for (CardId k = 0; k < s.cards.size(); ++k)
        senders += s.cards[k].zone == Zone::OutOfTime && s.cards[k].host == i && s.def(k).plays_as_interrupt() &&
                   s.def(k).interrupt->effect == InterruptEffect::OutOfTime;
      if (senders != 1) throw std::invalid_argument(at + "it needs exactly one card aboard that sent it (Temporal Rift, Time Travel Pod)");
      continue;
    }
    if (c.place != Place::Aboard || c.host == kNone || s.cards[c.host].zone != Zone::OutOfTime || s.cards[c.host].place != Place::Space ||
        s.cards[c.host].loc != c.loc)
      throw std::invalid_argument(at + "it must be aboard a ship out of time, at that ship's location");
    if (s.def(i).plays_as_interrupt() && s.def(i).interrupt->effect == InterruptEffect::OutOfTime) {
      const auto& in = *s.def(i).interrupt;
      const int most = in.returns == TimeReturn::Announced ? in.max_full_turns : s.def(i).countdown;
      if (c.counter < 1 || c.counter > most)
        throw std::invalid_argument(at + "its turns left (counter) must be 1 to " + std::to_string(most));
    }
  }
  // Spaceline hazards (hazards.cpp): where they lie, a Distortion Field's face, an Atmospheric Ionization's count.
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay || !s.def(i).plays_as_event() || c.place != Place::None) continue;
    const auto& ev = *s.def(i).event;
    const std::string at = "state card #" + std::to_string(i) + " (" + s.def(i).name + "): ";
    const int n = static_cast<int>(s.spaceline.size());
    if (ev.plays_on == EventTarget::Mission && (c.loc < 0 || c.loc >= n)) throw std::invalid_argument(at + "its location is off the spaceline");
    if (ev.plays_on == EventTarget::Boundary && (c.loc < 0 || c.loc + 1 >= n))
      throw std::invalid_argument(at + "it is not between two locations of the spaceline");
    if (ev.plays_on == EventTarget::BetweenMissions && (c.loc <= 0 || c.loc + 1 >= n || s.spaceline[c.loc].mission != i))
      throw std::invalid_argument(at + "it is not the location it makes, between two others (R-MOVE-9)");
    if (ev.effect == EventEffect::BlocksBeaming && c.counter > 1) throw std::invalid_argument(at + "its face (counter) must be 0 (up) or 1 (down)");
    if (ev.effect == EventEffect::LimitsBeaming && c.counter > ev.count)
      throw std::invalid_argument(at + "its count of personnel beamed this turn (counter) is above its limit");
  }
  // A window's killing interrupt is looked up by id when its choice is shown.
  if (s.battle.responder > 1 || (s.battle.kill_source != kNone && (s.battle.kill_source >= s.cards.size() ||
                                                                   !s.def(s.battle.kill_source).interrupt)))
    throw std::invalid_argument("state has a malformed battle response window");
  if (const CardId q = s.battle.integrity_card;
      q != kNone && (!s.battle.active || q >= s.cards.size() || !s.def(q).interrupt ||
                     s.def(q).interrupt->effect != InterruptEffect::IntegrityToStrength))
    throw std::invalid_argument("state battle: its integrity card is not a Qapla'! of a battle in progress (D-INT-28)");
  for (size_t i = 0; i < s.windows.size(); ++i) {
    const auto& w = s.windows[i];
    const std::string at = "state window " + std::to_string(i) + ": ";
    if (w.opener > 1 || w.responder > 1 || w.asks == 0 || w.asks > 3 || !(w.asks >> w.responder & 1))
      throw std::invalid_argument(at + "its players (opener, responder, asked) are malformed");
    if (w.passes >= 2) throw std::invalid_argument(at + "it has more passes than a window stays open for");
    if (w.subject != kNone && w.subject >= s.cards.size()) throw std::invalid_argument(at + "its subject is not a card of the game");
    if (w.loc < -1 || w.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
  }
  for (size_t i = 0; i < s.resolving.size(); ++i) {
    const auto& r = s.resolving[i];
    const std::string at = "state resolution stack entry " + std::to_string(i) + ": ";
    if (r.card >= s.cards.size()) throw std::invalid_argument(at + "not a card of the game");
    if (r.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    const auto t = s.def(r.card).type;
    if (!s.def(r.card).plays_as_interrupt() && !s.def(r.card).plays_as_event() && t != CardType::Event)
      throw std::invalid_argument(at + s.def(r.card).name + " cannot be on the resolution stack");
    // Rogue Borg Mercenaries land before their battle, which ends their resolution (rogue_borg.cpp): aboard, or lost in it.
    const bool landed = s.def(r.card).plays_as_interrupt() && s.def(r.card).interrupt->effect == InterruptEffect::RogueBorg &&
                        (s.cards[r.card].zone == Zone::InPlay || s.cards[r.card].zone == Zone::Discard);
    if (!r.nullified && s.cards[r.card].zone != Zone::Resolving && !landed) throw std::invalid_argument(at + "the card is not resolving");
  }
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].zone == Zone::InPlay && s.cards[i].place == Place::Aboard && s.def(i).type == CardType::Dilemma &&
        s.def(i).dilemma && s.def(i).dilemma->journey_to_far_end && s.cards[i].counter != 1 && s.cards[i].counter != 2)
      throw std::invalid_argument("state cards[" + std::to_string(i) + "] (" + s.def(i).name +
                                  "): counter must be 1 (heading left) or 2 (heading right)");  // D-DIL-8
  for (size_t i = 0; i < s.afflictions.size(); ++i) {
    // D-DIL-4: a dilemma in play on personnel, each named card being what it must be.
    const auto& a = s.afflictions[i];
    const std::string at = "state afflictions entry " + std::to_string(i) + ": ";
    if (a.dilemma >= s.cards.size() || s.def(a.dilemma).type != CardType::Dilemma || !s.def(a.dilemma).dilemma ||
        s.cards[a.dilemma].zone != Zone::InPlay)
      throw std::invalid_argument(at + "its dilemma is not a dilemma in play");
    if (a.personnel >= s.cards.size() || s.def(a.personnel).type != CardType::Personnel)
      throw std::invalid_argument(at + "its personnel is not a personnel card of the game");
    const auto& b = *s.def(a.dilemma).dilemma;
    if (s.cards[a.dilemma].counter > b.kill_after_full_turns)
      throw std::invalid_argument(at + "its countdown is longer than " + s.def(a.dilemma).name + " gives");
    if (s.cards[a.dilemma].loc < 0 || s.cards[a.dilemma].loc >= static_cast<int>(s.spaceline.size()))
      throw std::invalid_argument(at + "its dilemma is off the spaceline");
  }
  if (const auto& a = s.artifact_step; a.card != kNone) {
    const std::string at = "state artifact_step: ";
    if (a.card >= s.cards.size() || s.def(a.card).type != CardType::Artifact || !s.def(a.card).artifact)
      throw std::invalid_argument(at + "not an artifact of the game");
    if (a.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    if (a.loc < 0 || a.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
    if (a.left > s.def(a.card).artifact->count) throw std::invalid_argument(at + "more cards left to take than the artifact gives");
  }
  for (auto c : s.just_killed)
    if (c >= s.cards.size() || s.def(c).type != CardType::Personnel)
      throw std::invalid_argument("state just_killed: #" + std::to_string(c) + " is not a personnel of the game");
  for (size_t i = 0; i < s.beam_holds.size(); ++i) {
    const auto& h = s.beam_holds[i];
    const std::string at = "state beam_holds entry " + std::to_string(i) + ": ";
    if (h.card >= s.cards.size() || s.def(h.card).type != CardType::Personnel) throw std::invalid_argument(at + "not a personnel of the game");
    if (h.source >= s.cards.size()) throw std::invalid_argument(at + "its source is not a card of the game");
    if (h.full_turns == 0) throw std::invalid_argument(at + "a hold of zero turns has already ended");
  }
  for (size_t i = 0; i < s.transporter_uses.size(); ++i)
    if (s.transporter_uses[i].ship >= s.cards.size() || s.def(s.transporter_uses[i].ship).type != CardType::Ship)
      throw std::invalid_argument("state transporter_uses entry " + std::to_string(i) + ": not a ship of the game (R-SKILL-7)");
  for (size_t i = 0; i < s.skill_copies.size(); ++i) {
    const auto& x = s.skill_copies[i];
    if (x.to >= s.cards.size() || x.from >= s.cards.size() || s.def(x.to).type != CardType::Personnel ||
        s.def(x.from).type != CardType::Personnel)
      throw std::invalid_argument("state skill_copies entry " + std::to_string(i) + ": not two personnel of the game");
  }
  if (const auto& a = s.arrange_step; a.card != kNone) {
    if (a.card >= s.cards.size() || !s.def(a.card).interrupt || s.def(a.card).interrupt->effect != InterruptEffect::RearrangeDeck)
      throw std::invalid_argument("state arrange_step: not a card that rearranges a deck");
    if (a.player > 1 || a.owner > 1) throw std::invalid_argument("state arrange_step: its players are not 1 or 2");
    if (a.placed > s.players[a.owner].deck.size()) throw std::invalid_argument("state arrange_step: more cards placed than the deck holds");
  }
  {
    const auto& k = s.kidnap_step;
    auto kidnapper = [&](CardId c) {
      return c < s.cards.size() && s.def(c).plays_as_event() && s.def(c).event->effect == EventEffect::GuessHandCard;
    };
    if (k.card != kNone && !kidnapper(k.card)) throw std::invalid_argument("state kidnap_step: not a card that guesses");
    if (k.type >= 10) throw std::invalid_argument("state kidnap_step: the type guessed is not a card type");
    for (auto c : k.done)
      if (!kidnapper(c)) throw std::invalid_argument("state kidnap_step: a card that guessed is not one that guesses");
    const bool guessing = s.choice.kind == ChoiceKind::GuessType || s.choice.kind == ChoiceKind::PointHand;
    if (guessing != (k.card != kNone)) throw std::invalid_argument("state kidnap_step: a guess is asked with no card guessing (or the reverse)");
  }
  if (const auto& a = s.spaceline_arrange; a.card != kNone) {
    const std::string at = "state spaceline_arrange: ";
    bool rearranges = a.card < s.cards.size() && s.def(a.card).dilemma;
    if (rearranges) {
      rearranges = false;
      for (const auto& e : s.def(a.card).dilemma->effects) rearranges |= e.kind == EffectKind::RearrangeSpaceline;
    }
    if (!rearranges) throw std::invalid_argument(at + "not a card that rearranges the spaceline");
    if (a.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    const size_t n = s.spaceline.size();
    if (a.order.size() > n || (a.placed && a.order.size() != n)) throw std::invalid_argument(at + "order does not fit the spaceline");
    std::vector<bool> seen(n, false);
    for (auto l : a.order) {
      if (l >= n || seen[l]) throw std::invalid_argument(at + "order names a location twice or one not on the spaceline");
      seen[l] = true;
    }
    if (!a.placed && !a.nets.empty()) throw std::invalid_argument(at + "Q-Nets are placed only once the locations are");
    for (auto c : a.nets)
      if (c >= s.cards.size() || !s.def(c).plays_as_event() || s.def(c).event->plays_on != EventTarget::Boundary ||
          s.cards[c].zone != Zone::InPlay)
        throw std::invalid_argument(at + "nets holds a card that is not a Q-Net in play");
    if (a.placed && a.nets.empty()) throw std::invalid_argument(at + "nothing is left to place");
  }
  if (const auto& g = s.gap_closing; g.gap != kNone) {
    if (g.gap >= s.cards.size() || !s.def(g.gap).plays_as_event() || s.def(g.gap).event->effect != EventEffect::NewLocation ||
        s.cards[g.gap].zone != Zone::InPlay || s.cards[g.gap].loc < 0)
      throw std::invalid_argument("state gap_closing: not a Gaps in Normal Space on the spaceline");
    if (g.player > 1) throw std::invalid_argument("state gap_closing: its player is not 1 or 2");
  }
  if ((s.choice.kind == ChoiceKind::GapShipTo) != (s.gap_closing.gap != kNone))
    throw std::invalid_argument("state asks where a ship goes with no Gaps in Normal Space closing (or the reverse)");
  if ((s.choice.kind == ChoiceKind::ArrangeSpaceline) != (s.spaceline_arrange.card != kNone))
    throw std::invalid_argument("state asks to rearrange the spaceline with no rearrangement under way (or the reverse)");
  // The Rogue Borg (rogue_borg.cpp): the battle aboard, what it belongs to, the start-of-turn battles, the kills in battle.
  auto is_ship = [&](CardId c) { return c < s.cards.size() && s.def(c).type == CardType::Ship; };
  if (s.battle.rogue_ship != kNone && !is_ship(s.battle.rogue_ship))
    throw std::invalid_argument("state battle: rogue_ship is not a ship of the game");
  if (s.battle.source != kNone) {
    const CardId src = s.battle.source;
    const bool card = src < s.cards.size() && s.def(src).plays_as_interrupt() &&
                      (s.def(src).interrupt->effect == InterruptEffect::RogueBorg || s.def(src).interrupt->effect == InterruptEffect::ReAttack);
    if (!card && !is_ship(src)) throw std::invalid_argument("state battle: source is neither a ship nor a card that starts a battle");
  }
  for (auto c : s.rogue_done)
    if (!is_ship(c)) throw std::invalid_argument("state rogue_done: #" + std::to_string(c) + " is not a ship of the game");
  for (size_t i = 0; i < s.battle_kills.size(); ++i) {
    const auto& k = s.battle_kills[i];
    const std::string at = "state battle_kills entry " + std::to_string(i) + ": ";
    if (k.card >= s.cards.size() || s.def(k.card).type != CardType::Personnel) throw std::invalid_argument(at + "not a personnel of the game");
    if (k.loc < 0 || k.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
    if (k.ship != kNone && !is_ship(k.ship)) throw std::invalid_argument(at + "its ship is not a ship of the game");
  }
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.is_borg_ship(i) && s.cards[i].counter > 3)
      throw std::invalid_argument("state cards[" + std::to_string(i) + "] (" + s.def(i).name +
                                  "): a Borg Ship's counter is its heading (bit 1) and Hugh's nullified attack (bit 2)");  // D-BORG-7
  if (const auto& b = s.beam_step; b.card != kNone) {
    const std::string at = "state beam_step: ";
    if (b.card >= s.cards.size() || !s.def(b.card).plays_as_interrupt() || s.def(b.card).interrupt->effect != InterruptEffect::Beam ||
        s.cards[b.card].zone != Zone::Resolving)
      throw std::invalid_argument(at + "its card is not a beaming interrupt resolving");
    if (b.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    if (b.source >= s.cards.size() || b.dest >= s.cards.size()) throw std::invalid_argument(at + "its source or destination is not a card of the game");
    const int most = s.def(b.card).interrupt->max_personnel;
    if (most && b.personnel > most) throw std::invalid_argument(at + "more personnel beamed than the card allows");
  }
  if (j.contains("loop_snapshots")) {
    // D-TURN-1: the state before each of the active player's last two actions of this turn, as the game kept it.
    const auto& ls = j.at("loop_snapshots");
    if (!ls.is_array() || ls.empty() || ls.size() > 2)
      throw std::invalid_argument("state loop_snapshots: one or two entries, the last two actions of the turn (D-TURN-1)");
    for (size_t i = 0; i < ls.size(); ++i) {
      const std::string at = "state loop_snapshots entry " + std::to_string(i) + ": ";
      const auto& e = ls[i];
      if (!e.is_array() || e.size() != 2 || !e.at(0).is_string() || !e.at(1).is_object())
        throw std::invalid_argument(at + "each entry is [action key, state]");
      Action act;
      try {
        act = s.parse_action_key(e.at(0).get<std::string>());
      } catch (const std::invalid_argument& x) {
        throw std::invalid_argument(at + x.what());
      }
      if (!GameState::undoable(decode(act).kind)) throw std::invalid_argument(at + e.at(0).get<std::string>() + " is not an action that can be undone");
      if (e.at(1).contains("loop_snapshots")) throw std::invalid_argument(at + "a kept state keeps no states of its own");
      GameState b = [&] {
        try {
          return GameState::from_json(s.db_, e.at(1));
        } catch (const std::exception& x) {
          throw std::invalid_argument(at + x.what());
        }
      }();
      bool same_cards = b.cards.size() == s.cards.size();
      for (size_t c = 0; same_cards && c < b.cards.size(); ++c) same_cards = b.cards[c].def == s.cards[c].def;
      if (!same_cards) throw std::invalid_argument(at + "its cards are not this game's");
      // While Alien Parasites' controller acts, the turn is still its owner's (D-DIL-13).
      const int turn_owner = s.group_control_active() ? s.group_control.turn_player : s.active;
      if (b.turn != s.turn || b.active != turn_owner || (b.phase != Phase::PlayCard && b.phase != Phase::Orders))
        throw std::invalid_argument(at + "it is not a moment of this turn's card play or orders");
      if (b.choice.kind != ChoiceKind::None || !b.windows.empty() || !b.resolving.empty() || b.attempt.active || b.battle.active)
        throw std::invalid_argument(at + "it is not between two actions (nothing may be under way)");
      if (!b.log.empty()) throw std::invalid_argument(at + "a kept state has no log (the log is never undone)");
      s.loop_snapshots.push_back(LoopSnapshot{act, std::make_shared<const GameState>(std::move(b))});
    }
  }
  if ((s.choice.kind == ChoiceKind::PickBeamers) != (s.beam_step.card != kNone))
    throw std::invalid_argument("state asks who beams with no interrupt beaming (or the reverse)");
  if ((s.choice.kind == ChoiceKind::ArrangeDeck) != (s.arrange_step.card != kNone))
    throw std::invalid_argument("state asks to arrange a deck with no deck being arranged (or the reverse)");
  if (s.choice.kind == ChoiceKind::Respond && (s.windows.empty() || s.windows.back().responder != s.choice.chooser))
    throw std::invalid_argument("state asks for a response with no window open");
  GameState::validate_doom(s);
  return s;
}

// Every index, enumeration and count of a loaded state, checked before anything uses them (the refresh of the
// derived tables, the structural checks below, legal_actions(), the agents, explain): a card, location, pile or option
// that points outside the game is refused with the field that holds it.
void StateSerializer::validate_indexes(const GameState& s) {
  const size_t ncards = s.cards.size();
  const int nlocs = static_cast<int>(s.spaceline.size());
  auto is_card = [&](CardId c) { return c < ncards; };
  auto card_or_none = [&](CardId c) { return c == kNone || c < ncards; };
  auto num = [](long long v) { return std::to_string(v); };
  for (CardId i = 0; i < ncards; ++i) {
    const auto& c = s.cards[i];
    const std::string at = "cards[" + num(i) + "]";
    if (c.loc >= nlocs) refuse(at + "[3] (location)", "location " + num(c.loc) + " is off the spaceline (" + num(nlocs) + " locations)");
    if (!card_or_none(c.host) || c.host == i) refuse(at + "[5] (host)", "#" + num(c.host) + " is not another card of the game");
    if (!card_or_none(c.cause)) refuse(at + "[11] (cause)", "#" + num(c.cause) + " is not a card of the game");
    if (!card_or_none(c.from)) refuse(at + "[13] (from)", "#" + num(c.from) + " is not a card of the game");
    if (c.place == Place::Aboard && c.host == kNone) refuse(at + "[5] (host)", "a card aboard (place 3) needs a host");
  }
  // A shut door is one of its player's doorways on the table, listed once (R-DOOR-2).
  for (int p = 0; p < 2; ++p)
    for (size_t k = 0; k < s.players[p].shut_doors.size(); ++k) {
      const CardId c = s.players[p].shut_doors[k].card;
      const std::string at = "players[" + num(p) + "].shut_doors[" + num(k) + "]";
      if (!is_card(c)) refuse(at, "#" + num(c) + " is not a card of the game (" + num(ncards) + " cards)");
      if (s.def(c).type != CardType::Doorway || s.cards[c].zone != Zone::InPlay || s.cards[c].owner != p || s.cards[c].loc >= 0)
        refuse(at, "#" + num(c) + " (" + s.def(c).name + ") is not a doorway of this player's on the table");
      for (size_t m = 0; m < k; ++m)
        if (s.players[p].shut_doors[m].card == c) refuse(at, "#" + num(c) + " is listed twice");
    }
  // Every card in a pile is listed in exactly one pile of the right kind, and every pile entry is such a card.
  std::vector<uint8_t> listed(ncards, 0);
  for (int p = 0; p < 2; ++p) {
    const auto& ps = s.players[p];
    const std::pair<const std::vector<CardId>*, std::pair<const char*, Zone>> piles[] = {
        {&ps.deck, {"deck", Zone::Deck}},           {&ps.hand, {"hand", Zone::Hand}},
        {&ps.discard, {"discard", Zone::Discard}},  {&ps.seed_pile, {"seed_pile", Zone::SeedPile}},
        {&ps.bonus, {"bonus", Zone::Bonus}},        {&ps.out_of_play, {"out_of_play", Zone::OutOfPlay}},
        {&ps.captives, {"captives", Zone::Captive}}};
    std::vector<std::pair<const std::vector<CardId>*, std::pair<std::string, Zone>>> all;
    for (const auto& [pile, what] : piles) all.push_back({pile, {what.first, what.second}});
    for (size_t k = 0; k < ps.side_decks.size(); ++k)
      all.push_back({&ps.side_decks[k].cards, {"side_decks[" + num(k) + "].cards", Zone::SideDeck}});
    for (const auto& [pile, what] : all) {
      for (size_t k = 0; k < pile->size(); ++k) {
        const CardId c = (*pile)[k];
        const std::string at = "players[" + num(p) + "]." + what.first + "[" + num(k) + "]";
        if (!is_card(c)) refuse(at, "#" + num(c) + " is not a card of the game (" + num(ncards) + " cards)");
        if (listed[c]++) refuse(at, "#" + num(c) + " (" + s.def(c).name + ") is listed twice");
        if (s.cards[c].zone != what.second)
          refuse(at, "#" + num(c) + " (" + s.def(c).name + ") is in zone " + num(static_cast<int>(s.cards[c].zone)) + ", not " +
                         num(static_cast<int>(what.second)) + " (" + to_string(what.second) + ")");
        // Dilemmas scored for their points sit in the scorer's bonus area (R-DIL-7), captives in the captor's area (R-STATE-4).
        if (s.cards[c].owner != p && what.second != Zone::Bonus && what.second != Zone::Captive)
          refuse(at, "#" + num(c) + " (" + s.def(c).name + ") belongs to the other player");
      }
    }
  }
  for (CardId i = 0; i < ncards; ++i) {
    const Zone z = s.cards[i].zone;
    const bool pile = z == Zone::Deck || z == Zone::Hand || z == Zone::Discard || z == Zone::SeedPile || z == Zone::Bonus ||
                      z == Zone::OutOfPlay || z == Zone::Captive || z == Zone::SideDeck;
    if (s.cards[i].host != kNone && z != Zone::InPlay && z != Zone::OutOfTime)
      refuse("cards[" + num(i) + "][5] (host)", "only a card in play (or out of time) is aboard a host");
    if (pile && !listed[i])
      refuse("cards[" + num(i) + "] (" + s.def(i).name + ")", "in zone " + num(static_cast<int>(z)) + " (" + to_string(z) +
                                                                    ") but in no player's pile of that zone");
  }
  for (int l = 0; l < nlocs; ++l) {
    const auto& L = s.spaceline[l];
    const std::string at = "spaceline[" + num(l) + "]";
    if (!is_card(L.mission)) refuse(at + "[0] (mission)", "#" + num(L.mission) + " is not a card of the game");
    if (!card_or_none(L.shared)) refuse(at + "[1] (shared copy)", "#" + num(L.shared) + " is not a card of the game");
  }
  // The mission attempt under way and the dilemma it is resolving.
  const auto& t = s.attempt;
  if (t.active && (t.loc < 0 || t.loc >= nlocs))
    refuse("attempt[2] (location)", "location " + num(t.loc) + " is off the spaceline (" + num(nlocs) + " locations)");
  if (t.source != kPlanet && !card_or_none(t.source)) refuse("attempt[3] (source)", "#" + num(t.source) + " is not a card of the game");
  if (t.active && t.source == kNone)
    refuse("attempt[3] (source)", "an attempt under way is made from a ship or facility (a card) or from the planet (65534)");
  if (t.dilemma != kNone) {
    if (!is_card(t.dilemma) || !s.def(t.dilemma).dilemma) refuse("attempt[4] (dilemma)", "#" + num(t.dilemma) + " is not a dilemma of the game");
    if (!t.active) refuse("attempt[4] (dilemma)", "a dilemma is being resolved with no attempt under way");
    const auto& b = *s.def(t.dilemma).dilemma;
    const size_t lists = kFirstBranchList + b.branches.size();
    if (t.effects_list >= lists) refuse("attempt[5] (effects list)", num(t.effects_list) + " is not an effect list of " + s.def(t.dilemma).name);
    const auto& effects = t.effects_list == 0 ? b.effects : t.effects_list == 1 ? b.effects_space : t.effects_list == 2 ? b.effects_planet
                                                                                                   : b.branches[t.effects_list - kFirstBranchList].effects;
    if (t.effect_index > effects.size()) refuse("attempt[6] (effect index)", num(t.effect_index) + " is past the end of its effect list");
  }
  for (size_t k = 0; k < t.targets.size(); ++k)
    if (!is_card(t.targets[k])) refuse("attempt[12] (targets)", "#" + num(t.targets[k]) + " is not a card of the game");
  // The battle under way.
  const auto& b = s.battle;
  if (b.active && (b.loc < 0 || b.loc >= nlocs))
    refuse("battle[3] (location)", "location " + num(b.loc) + " is off the spaceline (" + num(nlocs) + " locations)");
  if (!card_or_none(b.target)) refuse("battle[4] (target)", "#" + num(b.target) + " is not a card of the game");
  for (auto c : b.attackers)
    if (!is_card(c)) refuse("battle[5] (attackers)", "#" + num(c) + " is not a card of the game");
  if (!card_or_none(b.ret_target)) refuse("battle[6] (retaliation target)", "#" + num(b.ret_target) + " is not a card of the game");
  for (auto c : b.retaliators)
    if (!is_card(c)) refuse("battle[7] (retaliators)", "#" + num(c) + " is not a card of the game");
  // The resolution stack: a card played and what it was played on (a player, a location, a card), as its kind says.
  for (size_t i = 0; i < s.resolving.size(); ++i) {
    const auto& r = s.resolving[i];
    const std::string at = "resolving[" + num(static_cast<long long>(i)) + "][1] (target)";
    const auto& d = s.def(r.card);
    if (r.player > 1) refuse("resolving[" + num(static_cast<long long>(i)) + "][2] (player)", num(r.player) + " is not 0 or 1");
    if (r.as_event || (d.type == CardType::Event && !d.interrupt)) {
      switch (static_cast<EventTarget>(r.kind)) {
        case EventTarget::Player:
          if (r.target > 1) refuse(at, num(r.target) + " is not a player (0 or 1)");
          break;
        case EventTarget::Mission:
        case EventTarget::BetweenMissions:
          if (r.target >= nlocs) refuse(at, "location " + num(r.target) + " is off the spaceline (" + num(nlocs) + " locations)");
          break;
        case EventTarget::Boundary:
          if (r.target + 1 >= nlocs) refuse(at, "boundary " + num(r.target) + " is not between two locations of the spaceline");
          break;
        case EventTarget::Ship:
        case EventTarget::Outpost:
          if (!is_card(r.target)) refuse(at, "#" + num(r.target) + " is not a card of the game");
          break;
        default: break;
      }
    } else if (d.interrupt) {
      const auto e = d.interrupt->effect;
      const bool on_player = e == InterruptEffect::Ability && d.ability->target.kind == TargetKind::Player;
      if ((e == InterruptEffect::RearrangeDeck || e == InterruptEffect::Redraw || on_player) && r.target > 1)
        refuse(at, num(r.target) + " is not a player (0 or 1)");
    }
  }
  // The pending decision: who decides, and options that are what its kind offers.
  const auto& ch = s.choice;
  const auto& opts = ch.options;
  const std::string co = "choice[2] (options)";
  auto each = [&](auto ok, const std::string& what) {
    for (size_t k = 0; k < opts.size(); ++k)
      if (!ok(opts[k])) refuse(co, "option " + num(static_cast<long long>(k)) + " (" + num(opts[k]) + ") is not " + what);
  };
  auto exactly = [&](std::vector<uint16_t> want, const std::string& what) {
    auto have = opts;
    std::sort(want.begin(), want.end());
    std::sort(have.begin(), have.end());
    if (have != want) refuse(co, "a decision of this kind offers " + what);
  };
  auto needs_attempt = [&](const char* what) {
    if (!t.active || t.dilemma == kNone) refuse("choice[0] (kind)", std::string(what) + " is asked with no dilemma being resolved");
  };
  auto needs_battle = [&](const char* what) {
    if (!b.active) refuse("choice[0] (kind)", std::string(what) + " is asked with no battle under way");
  };
  if (ch.kind != ChoiceKind::None && opts.empty()) refuse(co, "a pending decision needs at least one option");
  switch (ch.kind) {
    case ChoiceKind::None:
      if (!opts.empty()) refuse(co, "there are options but no decision (kind 0)");
      break;
    case ChoiceKind::Victim:
      needs_attempt("a victim");
      each(is_card, "a card of the game");
      break;
    case ChoiceKind::Branch: {
      needs_attempt("a branch");
      const size_t n = s.def(t.dilemma).dilemma->branches.size();
      each([&](uint16_t o) { return o < n; }, "a branch of " + s.def(t.dilemma).name + " (it has " + num(n) + ")");
      break;
    }
    case ChoiceKind::PayCost:
      needs_attempt("paying a cost");
      exactly({0, 1}, "1 (pay) and 0 (do not pay)");
      break;
    case ChoiceKind::SplitTeam:
      needs_attempt("splitting a team");
      each(card_or_none, "a card of the game or 65535 (done)");
      break;
    case ChoiceKind::BattleJoin:
    case ChoiceKind::RetaliationTarget:
    case ChoiceKind::RetaliationJoin:
      needs_battle("a ship battle decision");
      each([&](uint16_t o) { return o == kNone || (is_card(o) && (s.def(o).type == CardType::Ship || s.def(o).type == CardType::Facility)); },
           "a ship or facility of the game, or 65535");
      break;
    case ChoiceKind::AwayRetaliate:
      needs_battle("an Away Team's retaliation");
      exactly({0, 1}, "0 (do not retaliate) and 1 (retaliate)");
      break;
    case ChoiceKind::Stakes: exactly({0, 1}, "0 (forfeit) and 1 (accept the stakes)"); break;
    case ChoiceKind::Respond: exactly({kNone}, "only 65535 (pass)"); break;
    case ChoiceKind::InterruptVictim:
    case ChoiceKind::TakeFromDeck: each(is_card, "a card of the game"); break;
    case ChoiceKind::ArrangeDeck:
    case ChoiceKind::PickBeamers: each(card_or_none, "a card of the game or 65535 (done)"); break;
    case ChoiceKind::GuessType: {
      std::vector<uint16_t> types;
      for (int k = 0; k < 10; ++k)
        if (static_cast<CardType>(k) != CardType::Mission) types.push_back(static_cast<uint16_t>(k));
      exactly(types, "every card type but mission (0 to 9 without 3)");
      break;
    }
    case ChoiceKind::PointHand: {
      std::vector<uint16_t> positions;
      for (size_t k = 0; k < s.players[s.active].hand.size(); ++k) positions.push_back(static_cast<uint16_t>(k));
      exactly(positions, "each position in the active player's hand, once (0 to " + num(static_cast<long long>(positions.size()) - 1) + ")");
      break;
    }
    case ChoiceKind::ArrangeSpaceline:
      each([&](uint16_t o) { return o == kNone || o < nlocs; }, "a location of the spaceline or 65535");
      break;
    case ChoiceKind::GapShipTo: each([&](uint16_t o) { return o < nlocs; }, "a location of the spaceline"); break;
    case ChoiceKind::EndTurnOrder:
      exactly({kEndTurnShipEvents, kEndTurnBorgShips}, "0 (the events on ships first) and 1 (the Borg Ships first)");
      if (ch.chooser != s.active) refuse("choice[1] (chooser)", "the order of the end of a turn is the active player's (D-TURN-2)");
      if (!s.end_turn_obligations_interact()) refuse("choice[0] (kind)", "the end-of-turn order is asked with no Borg Ship about to strike a ship an event strikes (D-TURN-2)");
      break;
  }
}

// The moment before a loss (D-INT-19, D-EVT-25) and the Escape Pods it leaves (D-INT-20).
void GameState::validate_doom(const GameState& s) {
  const auto& dm = s.doom;
  const int n = static_cast<int>(s.spaceline.size());
  const bool window = std::any_of(s.windows.begin(), s.windows.end(), [](const Window& w) { return w.moment == Moment::Doomed; });
  if (window != dm.open) throw std::invalid_argument("state doom: open must say whether a doomed window is open (it does not)");
  if (!dm.open && !dm.dooms.empty()) throw std::invalid_argument("state doom: losses wait with no window open for them");
  if (dm.player > 1) throw std::invalid_argument("state doom: its player is not 1 or 2");
  if (dm.subject != kNone && dm.subject >= s.cards.size()) throw std::invalid_argument("state doom: its subject is not a card of the game");
  if (dm.resume == DoomResume::CardPlayed && dm.subject == kNone) throw std::invalid_argument("state doom: a card play goes on with no card played");
  for (size_t i = 0; i < dm.dooms.size(); ++i) {
    const auto& d = dm.dooms[i];
    const std::string at = "state doom loss " + std::to_string(i) + ": ";
    if (d.card >= s.cards.size() || s.cards[d.card].zone != Zone::InPlay) throw std::invalid_argument(at + "not a card in play");
    if (s.def(d.card).type != (d.ship ? CardType::Ship : CardType::Personnel))
      throw std::invalid_argument(at + s.def(d.card).name + " is not a " + (d.ship ? "ship" : "personnel"));
    if (d.why >= static_cast<int>(Rule::Count)) throw std::invalid_argument(at + "its rule is not a rule the engine cites");
    if (d.ev > static_cast<int>(kLastEv)) throw std::invalid_argument(at + "its log event is not one the engine writes");
    if (d.player < -1 || d.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    if (d.by != kNone && d.by >= s.cards.size()) throw std::invalid_argument(at + "its cause is not a card of the game");
    if (d.battle_loc < -1 || d.battle_loc >= n) throw std::invalid_argument(at + "its battle location is off the spaceline");
    for (size_t k = 0; k < i; ++k)
      if (dm.dooms[k].card == d.card) throw std::invalid_argument(at + "the card is listed twice");
  }
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay) continue;
    const std::string at = "state cards[" + std::to_string(i) + "] (" + s.def(i).name + "): ";
    if (s.def(i).plays_as_interrupt() && s.def(i).interrupt->effect == InterruptEffect::SaveCrew &&
        (c.place != Place::Space || c.loc < 0 || c.loc >= n))
      throw std::invalid_argument(at + "an Escape Pod in play lies in space at a spaceline location");
    if (c.place != Place::Aboard || c.host == kNone || !s.is_pod(c.host)) continue;
    if (s.def(i).type != CardType::Personnel || c.owner != s.cards[c.host].owner || c.loc != s.cards[c.host].loc)
      throw std::invalid_argument(at + "only its owner's personnel are in an Escape Pod, at the pod's location");
  }
}

uint64_t GameState::hash() const {
  // A word-wise multiply-xorshift over every field of the state (the log's
  // entries included), for cheap divergence detection per step.
  uint64_t h = 1469598103934665603ull;
  auto mix = [&h](uint64_t v) {
    h = (h ^ v) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  };
  for (const auto& c : cards)
    mix(uint64_t(c.def) | uint64_t(c.owner) << 16 | uint64_t(c.zone) << 24 | uint64_t(uint8_t(c.loc)) << 32 |
        uint64_t(c.place) << 40 | uint64_t(c.aff) << 48);
  for (const auto& c : cards) mix(uint64_t(c.flags) | uint64_t(c.cause) << 16);
  for (const auto& c : cards)
    mix(uint64_t(c.host) | uint64_t(c.order) << 16 | uint64_t(c.range_used) << 32 | uint64_t(c.counter) << 40 | uint64_t(c.team) << 48);
  for (const auto& c : cards)
    if (c.from != kNone) mix(uint64_t(c.from) << 8 | 0xF0);
  for (const auto& p : players) {
    for (auto* v : {&p.deck, &p.hand, &p.discard, &p.seed_pile, &p.bonus, &p.out_of_play, &p.captives}) {
      mix(v->size());
      for (auto c : *v) mix(c);
    }
    for (const auto& d : p.side_decks) {
      mix(uint64_t(d.kind) | uint64_t(d.door) << 8 | uint64_t(d.cards.size()) << 16);
      for (auto c : d.cards) mix(c);
    }
    for (const auto& d : p.shut_doors) mix(uint64_t(d.card) | uint64_t(d.state) << 16 | uint64_t(0xD0) << 24);
    mix(static_cast<uint64_t>(p.score));
    mix(p.misseed_locs);
    mix(uint64_t(p.card_played) | uint64_t(p.red_alert_plays) << 1 | uint64_t(p.forced_discard_done) << 2 |
        uint64_t(p.plays_made) << 4 | uint64_t(p.attacked_turn) << 8);
    for (auto u : p.once_used) mix(u);
    for (auto v : p.vortexed) mix(v);
    mix(p.attacked_locs);
  }
  for (const auto& l : spaceline) mix(uint64_t(l.mission) | uint64_t(l.shared) << 16 | uint64_t(l.solved) << 32 | uint64_t(uint8_t(l.solved_by)) << 40);
  mix(uint64_t(phase) | uint64_t(active) << 8 | uint64_t(turn) << 16 | uint64_t(uint8_t(winner)) << 32 |
      uint64_t(first_player) << 40 | uint64_t(consecutive_passes) << 48 | uint64_t(draw_game) << 56);
  mix(std::hash<std::string>{}(end_reason));
  mix(uint64_t(uint32_t(config.victory_points)) | uint64_t(uint32_t(config.opening_hand)) << 32);
  mix(uint64_t(uint32_t(config.max_turns)));
  mix(choice.options.size() | uint64_t(choice.kind) << 16 | uint64_t(choice.chooser) << 24);
  for (auto o : choice.options) mix(o);
  const auto& t = attempt;
  mix(uint64_t(t.active) | uint64_t(t.player) << 8 | uint64_t(uint8_t(t.loc)) << 16 | uint64_t(t.source) << 24 |
      uint64_t(t.dilemma) << 40);
  mix(uint64_t(t.effects_list) | uint64_t(t.effect_index) << 8 | uint64_t(t.failed) << 16 | uint64_t(t.group_stopped) << 17 |
      uint64_t(uint16_t(t.last_order)) << 24 | uint64_t(t.choosing_for) << 40 | uint64_t(t.remaining) << 48);
  mix(t.targets.size());
  for (auto c : t.targets) mix(c);
  const auto& b = battle;
  mix(uint64_t(b.active) | uint64_t(b.away_team) << 1 | uint64_t(b.attacker) << 8 | uint64_t(uint8_t(b.loc)) << 16 |
      uint64_t(b.target) << 24 | uint64_t(b.ret_target) << 40);
  mix(b.attackers.size() | b.retaliators.size() << 16);
  mix(uint64_t(b.responder) << 8 | uint64_t(b.defender_fights) << 24 | uint64_t(b.kill_source) << 32 | uint64_t(b.kills_left) << 48);
  mix(b.integrity_card);
  mix(uint64_t(t.window_done));
  mix(windows.size() | resolving.size() << 16);
  for (const auto& w : windows)
    mix(uint64_t(w.moment) | uint64_t(w.opener) << 8 | uint64_t(w.responder) << 16 | uint64_t(w.passes) << 24 |
        uint64_t(w.asks) << 32 | uint64_t(w.subject) << 40 | uint64_t(uint8_t(w.loc)) << 56);
  for (const auto& a : afflictions) mix(uint64_t(a.dilemma) | uint64_t(a.personnel) << 16 | 1ull << 40);
  mix(uint64_t(artifact_step.card) | uint64_t(uint8_t(artifact_step.loc)) << 16 | uint64_t(artifact_step.player) << 24 |
      uint64_t(artifact_step.left) << 32);
  for (const auto& [card, seeder] : earned_from) mix(uint64_t(card) | uint64_t(seeder) << 16 | 1ull << 41);
  for (const auto& r : resolving)
    mix(uint64_t(r.card) | uint64_t(r.target) << 16 | uint64_t(r.player) << 32 | uint64_t(r.kind) << 40 | uint64_t(r.nullified) << 48 |
        uint64_t(r.as_event) << 49);
  for (auto c : b.attackers) mix(c);
  for (auto c : b.retaliators) mix(c);
  mix(just_killed.size() | beam_holds.size() << 16);
  for (auto c : just_killed) mix(c);
  for (const auto& k : controlled) mix(uint64_t(k.card) | uint64_t(k.owner) << 16 | uint64_t(k.by) << 24 | uint64_t(k.lasting) << 40);
  mix(uint64_t(group_control.dilemma) | uint64_t(group_control.turn_player) << 16 | uint64_t(t.team) << 24 | uint64_t(b.team) << 32 |
      uint64_t(b.their_team) << 40);
  for (const auto& x : beam_holds) mix(uint64_t(x.card) | uint64_t(x.source) << 16 | uint64_t(x.full_turns) << 32 | uint64_t(x.fresh) << 40);
  for (const auto& x : skill_copies) mix(uint64_t(x.to) | uint64_t(x.from) << 16 | 1ull << 40);
  for (const auto& x : transporter_uses) mix(uint64_t(x.ship) | uint64_t(x.used) << 16 | 1ull << 41);
  mix(uint64_t(kidnap_step.card) | uint64_t(kidnap_step.type) << 16 | uint64_t(kidnap_step.done.size()) << 24);
  for (auto c : kidnap_step.done) mix(c);
  mix(uint64_t(beam_step.card) | uint64_t(beam_step.player) << 16 | uint64_t(beam_step.source) << 24 | uint64_t(beam_step.dest) << 40 |
      uint64_t(beam_step.personnel) << 56);
  mix(uint64_t(arrange_step.card) | uint64_t(arrange_step.player) << 16 | uint64_t(arrange_step.owner) << 24 | uint64_t(arrange_step.placed) << 32);
  for (const auto& r : resolving) mix(r.extra);
  if (gap_closing.gap != kNone) mix(uint64_t(gap_closing.gap) | uint64_t(gap_closing.player) << 16 | uint64_t(gap_closing.from_stack) << 24 | 1ull << 60);
  if (spaceline_arrange.card != kNone) {
    mix(uint64_t(spaceline_arrange.card) | uint64_t(spaceline_arrange.player) << 16 | uint64_t(spaceline_arrange.placed) << 24 |
        uint64_t(spaceline_arrange.order.size()) << 32 | uint64_t(spaceline_arrange.nets.size()) << 48);
    for (auto l : spaceline_arrange.order) mix(l);
    for (auto c : spaceline_arrange.nets) mix(c);
  }
  mix(uint64_t(b.rogue_ship) | uint64_t(b.source) << 16 | uint64_t(rogue_done.size()) << 32 | uint64_t(battle_kills.size()) << 48);
  for (auto c : rogue_done) mix(c);
  for (const auto& k : battle_kills) mix(uint64_t(k.card) | uint64_t(uint8_t(k.loc)) << 16 | uint64_t(k.ship) << 24);
  if (doom.open || !doom.dooms.empty() || b.units) {
    mix(uint64_t(doom.open) | uint64_t(doom.resume) << 8 | uint64_t(doom.player) << 16 | uint64_t(doom.subject) << 24 |
        uint64_t(b.units) << 40 | 1ull << 62);
    for (const auto& d : doom.dooms)
      mix(uint64_t(d.card) | uint64_t(d.ship) << 16 | uint64_t(d.why) << 24 | uint64_t(d.ev) << 40 | uint64_t(uint8_t(d.player)) << 48 |
          uint64_t(uint8_t(d.battle_loc)) << 56);
    for (const auto& d : doom.dooms) mix(d.by);
  }
  if (!loop_snapshots.empty()) {  // D-TURN-1
    mix(loop_snapshots.size() | 1ull << 62);
    for (const auto& k : loop_snapshots) mix(k.action.bits), mix(k.before->hash());
  }
  auto rj = rng.to_json();
  for (auto& w : rj) mix(std::stoull(w.get<std::string>()));
  mix(log.size());
  for (const auto& e : log) {
    mix(uint64_t(e.rule) | uint64_t(e.ev) << 16 | uint64_t(uint8_t(e.player)) << 24 | uint64_t(uint8_t(e.visible_to)) << 32 |
        uint64_t(e.a) << 40);
    mix(uint64_t(e.b) | uint64_t(uint16_t(e.n)) << 16 | uint64_t(e.turn) << 32);
  }
  return h;
}

json GameState::observation(int viewer) const {
  json j = position(viewer);
  json lg = json::array();
  for (const auto& e : log)
    if (e.visible_to < 0 || e.visible_to == viewer) lg.push_back(render_log_entry(e));
  j["log"] = std::move(lg);
  if (current_player() == viewer) {
    json acts = json::array();
    for (auto a : legal_actions()) acts.push_back({{"key", action_key(a)}, {"label", action_label(a)}});
    j["legal_actions"] = std::move(acts);
    j["prompt"] = decision().prompt;
  }
  return j;
}

json GameState::position(int viewer) const {
  json j;
  j["viewer"] = viewer;
  j["turn"] = turn;
  j["phase"] = to_string(phase);
  j["active"] = active;
  j["current_player"] = current_player();
  j["winner"] = winner;
  auto card_json = [&](CardId c) {
    json o = json::object();
    o["card"] = c;
    o["id"] = def(c).id;
    o["name"] = def(c).name;
    o["owner"] = cards[c].owner;
    if (cards[c].has(kStopped)) o["stopped"] = true;
    if (cards[c].has(kDamaged)) o["damaged"] = true;
    if (cards[c].has(kDeactivated)) o["deactivated"] = true;
    if (cards[c].has(kHouseArrest)) o["house_arrest"] = true;
    if (cards[c].has(kStasis)) o["stasis"] = true;
    if (def(c).type == CardType::Personnel && disabled(c)) o["disabled"] = true;
    if (def(c).affiliations.size() > 1) o["affiliation"] = to_string(static_cast<Affiliation>(cards[c].aff));
    if (cards[c].has(kCloaked)) o["cloaked"] = true;  // public: the ship card is turned on the table
    return o;
  };
  // Where the browser's table draws a card (the spaceline, ships out of time, hands and seed piles), with the
  // numbers it shows beside it (observation_table.h); the piles drawn as names go without, as each frame costs.
  auto framed = [&](CardId c) {
    json o = card_json(c);
    add_card_frame(*this, c, viewer, o);
    return o;
  };
  json ps = json::array();
  for (int p = 0; p < 2; ++p) {
    const auto& P = players[p];
    json o = {{"score", P.score}, {"deck_count", P.deck.size()}, {"hand_count", P.hand.size()},
              {"seed_pile_count", P.seed_pile.size()}, {"deck_name", P.deck_name}};
    json discard = json::array(), bonus = json::array(), oop = json::array(), captives = json::array();
    for (auto c : P.captives) captives.push_back(card_json(c));  // the captive area beside the deck is public (R-STATE-4)
    o["captives"] = std::move(captives);
    for (auto c : P.discard) discard.push_back(card_json(c));  // face up (R-INFO-4)
    for (auto c : P.bonus) bonus.push_back(card_json(c));
    for (auto c : P.out_of_play) oop.push_back(card_json(c));  // shown when put there
    o["discard"] = std::move(discard);
    o["bonus"] = std::move(bonus);
    o["out_of_play"] = std::move(oop);
    if (!P.side_decks.empty()) {  // face down (R-DECK-7): its kind, its doorway's state and its size are all anyone sees
      json sd = json::array();
      for (const auto& d : P.side_decks) sd.push_back({{"kind", to_string(d.kind)}, {"door", to_string(d.door)}, {"count", d.cards.size()}});
      o["side_decks"] = std::move(sd);
    }
    json doorways = json::array();  // on the table, face up, with their state (R-DOOR-2)
    for (CardId i = 0; i < cards.size(); ++i)
      if (cards[i].zone == Zone::InPlay && cards[i].owner == p && cards[i].loc < 0 && def(i).type == CardType::Doorway) {
        json d = card_json(i);
        d["door"] = to_string(door_state(i));
        doorways.push_back(d);
      }
    if (!doorways.empty()) o["doorways"] = doorways;
    if (p == viewer) {
      json hand = json::array(), seeds = json::array();
      for (auto c : P.hand) hand.push_back(framed(c));
      for (auto c : P.seed_pile) seeds.push_back(framed(c));
      o["hand"] = std::move(hand);
      o["seed_pile"] = std::move(seeds);
    } else if (hands_exposed()) {
      json hand = json::array();  // Alien Probe: both hands are played face up
      for (auto c : P.hand) hand.push_back(framed(c));
      o["hand"] = std::move(hand);
    }
    ps.push_back(std::move(o));
  }
  j["players"] = std::move(ps);
  // Events in play are face up (R-CARD-7): on the table, beside a deck, on a mission or on a ship.
  json events = json::array();
  for (CardId i = 0; event_count_ && i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || (def(i).type != CardType::Event && !def(i).plays_as_event())) continue;
    json o = card_json(i);
    if (def(i).event && def(i).event->plays_on == EventTarget::Player) o["beside_deck_of"] = cards[i].counter;
    if (cards[i].loc >= 0) o["location"] = cards[i].loc;
    if (cards[i].place == Place::Aboard) o["on"] = card_json(cards[i].host);
    if (const auto& ev = def(i).event) {  // spaceline hazards: their public state (hazards.cpp)
      if (ev->flips) o["face_up"] = cards[i].counter == 0;
      if (ev->effect == EventEffect::LimitsBeaming) o["beamed_this_turn"] = cards[i].counter;
      if (ev->plays_on == EventTarget::Boundary) o["between"] = json::array({cards[i].loc, cards[i].loc + 1});
    }
    events.push_back(std::move(o));
  }
  j["events"] = std::move(events);
  // Dilemmas in play on personnel or on a mission are face up (D-DIL-4, D-DIL-7): the card, where it is, its countdown
  // and how many personnel it holds; which ones only where the viewer may see them (R-INFO-4).
  json on_personnel = json::array();
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || def(i).type != CardType::Dilemma || cards[i].place != Place::None) continue;
    json o = card_json(i);
    o["location"] = cards[i].loc;
    if (def(i).dilemma && def(i).dilemma->kill_after_full_turns) o["full_turns_left"] = cards[i].counter;
    json who = json::array();
    int n = 0;
    for (const auto& a : afflictions) {
      if (a.dilemma != i) continue;
      ++n;
      const auto& k = cards[a.personnel];
      const bool hidden = k.owner != viewer && k.place == Place::Aboard && def(k.host).type == CardType::Ship;
      if (!hidden) who.push_back(card_json(a.personnel));
    }
    o["personnel_count"] = n;
    o["personnel"] = std::move(who);
    on_personnel.push_back(std::move(o));
  }
  j["dilemmas_in_play"] = std::move(on_personnel);  // on personnel (D-DIL-4) or on a mission (D-DIL-7)
  // Ships out of time (D-INT-16, D-ART-4): the ship, where it will return and when are public; its crew stays
  // hidden from the opponent, as aboard any ship (R-INFO-4).
  json away_in_time = json::array();
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::OutOfTime || cards[i].place != Place::Space) continue;
    json o = framed(i);
    o["location"] = cards[i].loc;
    json crew = json::array();
    int n = 0;
    for (CardId k = 0; k < cards.size(); ++k) {
      if (cards[k].zone != Zone::OutOfTime || cards[k].host != i) continue;
      if (def(k).plays_as_interrupt() && def(k).interrupt->effect == InterruptEffect::OutOfTime) {
        o["sent_by"] = framed(k);
        o["turns_left"] = cards[k].counter;
        continue;
      }
      ++n;
      if (cards[i].owner == viewer) crew.push_back(framed(k));
    }
    if (cards[i].owner == viewer) o["aboard"] = std::move(crew);
    else o["aboard_count"] = n;
    away_in_time.push_back(std::move(o));
  }
  j["out_of_time"] = std::move(away_in_time);
  json sl = json::array();
  for (int l = 0; l < static_cast<int>(spaceline.size()); ++l) {
    json L = json::object();
    L["mission"] = framed(spaceline[l].mission);
    L["solved"] = spaceline[l].solved;
    L["solved_by"] = spaceline[l].solved_by;
    L["span"] = viewer >= 0 ? span(l, viewer) : mission_end(l, 0).span;
    if (is_gap(l)) L["gap"] = true;  // a location that is not a mission (R-MOVE-9)
    // R-ZONE-6: the number of seed cards is public, their identities are not.
    int own_seeds = 0;
    json mine = json::array();
    auto stack = seeds_under(l);
    for (auto s : stack)
      if (cards[s].owner == viewer) {
        ++own_seeds;
        mine.push_back(framed(s));  // you know what you seeded, not where it sits among the opponent's
      }
    L["seed_count"] = stack.size();
    if (viewer >= 0) L["your_seeds"] = std::move(mine);
    json space = json::array(), planet = json::array();
    for (CardId i = 0; i < cards.size(); ++i) {
      const auto& c = cards[i];
      if (c.zone != Zone::InPlay || c.loc != l) continue;
      if (c.place == Place::Space) {
        json o = framed(i);
        auto crew = aboard(i);
        // R-INFO-4: crews aboard ships are hidden, and so is an Escape Pod's (D-INT-20)
        bool hidden = (def(i).type == CardType::Ship || is_pod(i)) && c.owner != viewer;
        // Rogue Borg aboard are face up, whoever's ship it is (R-BATTLE-18).
        json rogue = json::array();
        for (auto x : crew)
          if (is_rogue_borg(x)) rogue.push_back(framed(x));
        if (!rogue.empty()) o["rogue_borg"] = std::move(rogue);
        if (hidden) {
          o["aboard_count"] = crew.size();
        } else {
          json a = json::array();
          for (auto x : crew) a.push_back(framed(x));
          o["aboard"] = std::move(a);
        }
        space.push_back(std::move(o));
      } else if (c.place == Place::Planet) {
        json o = framed(i);
        if (c.team != 0) o["team"] = c.team;  // separate Away Teams are public (D-GRP-1)
        if (phased(i)) o["phased"] = true;
        planet.push_back(std::move(o));
      }
    }
    L["space"] = std::move(space);
    L["planet"] = std::move(planet);
    sl.push_back(std::move(L));
  }
  j["spaceline"] = std::move(sl);
  // The resolution stack and the open windows are public: cards played face up (R-TIME-8).
  json stack = json::array();
  for (const auto& r : resolving)
    stack.push_back({{"card", r.card}, {"name", card_name(r.card)}, {"player", r.player}, {"nullified", r.nullified}});
  j["resolving"] = std::move(stack);
  json open = json::array();
  for (const auto& w : windows) open.push_back({{"moment", to_string(w.moment)}, {"asking", w.responder}});
  j["windows"] = std::move(open);
  add_table_view(*this, viewer, j);  // what the browser's card frames show (docs/web-client.md)
  return j;
}

}  // namespace spaceline::stccg1e
