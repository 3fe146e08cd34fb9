// The JSON round trip of a game (saves, the conformance test); what each seat may see of it is
// state/observation.cpp.
// Loading checks every field and names the one that is wrong.
#include <stdexcept>

#include "games/spacequest/rules/rules.h"
#include "games/spacequest/state/state.h"

namespace spaceline::spacequest {

using nlohmann::json;

namespace {
json stack_json(const std::vector<StackItem>& v) {
  json a = json::array();
  for (const auto& i : v) a.push_back({static_cast<int>(i.kind), i.source, i.controller, i.target});
  return a;
}

[[noreturn]] void bad(const std::string& field, const std::string& why) {
  throw std::invalid_argument("spacequest state: " + field + ": " + why);
}
const json& at(const json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) bad(where + key, "missing");
  return j.at(key);
}
long num(const json& j, const std::string& field, long lo, long hi) {
  if (!j.is_number_integer()) bad(field, "must be a whole number");
  const long v = j.get<long>();
  if (v < lo || v > hi) bad(field, "must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " + std::to_string(v));
  return v;
}
bool flag(const json& j, const std::string& field) {
  if (!j.is_boolean()) bad(field, "must be true or false");
  return j.get<bool>();
}
std::string text(const json& j, const std::string& field) {
  if (!j.is_string()) bad(field, "must be text");
  return j.get<std::string>();
}
std::vector<Card> card_list(const json& j, const std::string& field, size_t n) {
  if (!j.is_array()) bad(field, "must be a list");
  std::vector<Card> v;
  for (size_t i = 0; i < j.size(); ++i) v.push_back(static_cast<Card>(num(j[i], field + "[" + std::to_string(i) + "]", 0, static_cast<long>(n) - 1)));
  return v;
}
uint16_t card_or_none(const json& j, const std::string& field, size_t n) {
  const long v = num(j, field, 0, 0xFFFF);
  if (v != kNone && v >= static_cast<long>(n) && v < kPlayerTarget) bad(field, "no card instance " + std::to_string(v));
  return static_cast<uint16_t>(v);
}
std::vector<StackItem> stack_from(const json& j, const std::string& field, size_t n) {
  if (!j.is_array()) bad(field, "must be a list");
  std::vector<StackItem> v;
  for (size_t i = 0; i < j.size(); ++i) {
    const std::string f = field + "[" + std::to_string(i) + "]";
    if (!j[i].is_array() || j[i].size() != 4) bad(f, "must be [kind, source, controller, target]");
    StackItem it;
    it.kind = static_cast<StackKind>(num(j[i][0], f + ".kind", 0, 3));
    it.source = static_cast<Card>(num(j[i][1], f + ".source", 0, static_cast<long>(n) - 1));
    it.controller = static_cast<int8_t>(num(j[i][2], f + ".controller", 0, 1));
    it.target = card_or_none(j[i][3], f + ".target", n);
    v.push_back(it);
  }
  return v;
}
}  // namespace

json SqState::to_json() const {
  json j;
  j["game"] = "spacequest";
  j["seed"] = setup->seed;
  j["max_turns"] = setup->max_turns;
  j["decks"] = json::array();
  for (int p = 0; p < kPlayers; ++p) j["decks"].push_back({{"name", setup->deck_names[p]}, {"source", setup->deck_sources[p]}});
  json inst = json::array(), owners = json::array(), cs = json::array();
  for (size_t c = 0; c < cards.size(); ++c) {
    inst.push_back(setup->lib->at(setup->inst_def[c]).name);
    owners.push_back(setup->inst_owner[c]);
    const Inst& i = cards[c];
    cs.push_back({static_cast<int>(i.zone), i.tapped, i.sick, i.attacking, i.blocked, i.under, i.blocking, i.block_order, i.damage,
                  i.pump_p, i.pump_t, i.known, i.assigned, i.damage_set});
  }
  j["instances"] = inst;
  j["owners"] = owners;
  j["cards"] = cs;
  j["seats"] = json::array();
  for (const auto& s : seats)
    j["seats"].push_back({{"library", s.library}, {"hand", s.hand}, {"graveyard", s.graveyard}, {"field", s.field},
                          {"life", s.life}, {"pool", s.pool}, {"land_played", s.land_played}, {"staffed", s.staffed},
                          {"drew_from_empty", s.drew_from_empty}, {"kept", s.kept}, {"mulligans", s.mulligans}});
  j["stack"] = stack_json(stack);
  j["waiting"] = stack_json(waiting);
  j["turn"] = {{"active", active}, {"first", first}, {"priority", priority}, {"decider", decider}, {"passes", passes},
               {"number", turn}, {"step", static_cast<int>(step)}, {"pending", static_cast<int>(pending)}, {"over_ship", over_ship},
               {"assigning", assigning}, {"assign_left", assign_left}, {"block_counter", block_counter}, {"winner", winner}, {"over", over}, {"end_reason", end_reason}};
  j["rng"] = rng.to_json();
  j["stats"] = {stats.spells, stats.abilities, stats.attacks, stats.staffing_phases, stats.crewed, stats.crew_returned, stats.mana_burn};
  json lg = json::array();
  for (const auto& e : log) lg.push_back({rule_id(e.rule), e.text, e.secret, e.sees});
  j["log"] = lg;
  return j;
}

std::unique_ptr<SqState> state_from_json(const json& j, std::shared_ptr<const CardLibrary> lib) {
  if (!j.is_object()) bad("(top)", "must be an object");
  if (text(at(j, "game", ""), "game") != "spacequest") bad("game", "must be \"spacequest\"");
  auto setup = std::make_shared<Setup>();
  setup->lib = lib;
  const json& seed = at(j, "seed", "");
  if (!seed.is_number_unsigned() && !seed.is_number_integer()) bad("seed", "must be a whole number");
  setup->seed = seed.get<uint64_t>();
  setup->max_turns = static_cast<int>(num(at(j, "max_turns", ""), "max_turns", 0, 100000));
  const json& decks = at(j, "decks", "");
  if (!decks.is_array() || decks.size() != kPlayers) bad("decks", "must list two decks");
  for (int p = 0; p < kPlayers; ++p) {
    setup->deck_names.push_back(text(at(decks[p], "name", "decks[].") , "decks[" + std::to_string(p) + "].name"));
    setup->deck_sources.push_back(text(at(decks[p], "source", "decks[]."), "decks[" + std::to_string(p) + "].source"));
  }
  const json& inst = at(j, "instances", "");
  const json& owners = at(j, "owners", "");
  const json& cs = at(j, "cards", "");
  if (!inst.is_array() || !owners.is_array() || !cs.is_array() || inst.size() != owners.size() || inst.size() != cs.size() ||
      inst.size() >= kPlayerTarget)
    bad("instances", "instances, owners and cards must be lists of the same length");
  const size_t n = inst.size();
  auto s = std::make_unique<SqState>();
  s->cards.resize(n);
  for (size_t c = 0; c < n; ++c) {
    const std::string f = "instances[" + std::to_string(c) + "]";
    const CardDef* d = lib->find(text(inst[c], f));
    if (!d) bad(f, "unknown card '" + inst[c].get<std::string>() + "'");
    setup->inst_def.push_back(d->index);
    setup->inst_owner.push_back(static_cast<int8_t>(num(owners[c], "owners[" + std::to_string(c) + "]", 0, 1)));
    const std::string g = "cards[" + std::to_string(c) + "]";
    if (!cs[c].is_array() || cs[c].size() != 14) bad(g, "must be a list of 14 values");
    Inst& i = s->cards[c];
    i.zone = static_cast<Zone>(num(cs[c][0], g + ".zone", 0, 4));
    i.tapped = flag(cs[c][1], g + ".tapped");
    i.sick = flag(cs[c][2], g + ".sick");
    i.attacking = flag(cs[c][3], g + ".attacking");
    i.blocked = flag(cs[c][4], g + ".blocked");
    i.under = card_or_none(cs[c][5], g + ".under", n);
    i.blocking = card_or_none(cs[c][6], g + ".blocking", n);
    i.block_order = static_cast<uint8_t>(num(cs[c][7], g + ".block_order", 0, 255));
    i.damage = static_cast<int16_t>(num(cs[c][8], g + ".damage", 0, 10000));
    i.pump_p = static_cast<int8_t>(num(cs[c][9], g + ".pump_p", -128, 127));
    i.pump_t = static_cast<int8_t>(num(cs[c][10], g + ".pump_t", -128, 127));
    i.known = static_cast<uint8_t>(num(cs[c][11], g + ".known", 0, 255));
    i.assigned = static_cast<int8_t>(num(cs[c][12], g + ".assigned", 0, 127));
    i.damage_set = flag(cs[c][13], g + ".damage_set");
  }
  const json& ss = at(j, "seats", "");
  if (!ss.is_array() || ss.size() != kPlayers) bad("seats", "must list two seats");
  for (int p = 0; p < kPlayers; ++p) {
    const std::string f = "seats[" + std::to_string(p) + "].";
    Seat& seat = s->seats[p];
    seat.library = card_list(at(ss[p], "library", f), f + "library", n);
    seat.hand = card_list(at(ss[p], "hand", f), f + "hand", n);
    seat.graveyard = card_list(at(ss[p], "graveyard", f), f + "graveyard", n);
    seat.field = card_list(at(ss[p], "field", f), f + "field", n);
    seat.life = static_cast<int16_t>(num(at(ss[p], "life", f), f + "life", -10000, 10000));
    const json& pool = at(ss[p], "pool", f);
    if (!pool.is_array() || pool.size() != kColors) bad(f + "pool", "must list six amounts (W U B R G C)");
    for (int c = 0; c < kColors; ++c) seat.pool[c] = static_cast<int8_t>(num(pool[c], f + "pool", 0, 100));
    seat.land_played = flag(at(ss[p], "land_played", f), f + "land_played");
    seat.staffed = flag(at(ss[p], "staffed", f), f + "staffed");
    seat.drew_from_empty = flag(at(ss[p], "drew_from_empty", f), f + "drew_from_empty");
    seat.kept = flag(at(ss[p], "kept", f), f + "kept");
    seat.mulligans = static_cast<int8_t>(num(at(ss[p], "mulligans", f), f + "mulligans", 0, 7));
  }
  s->stack = stack_from(at(j, "stack", ""), "stack", n);
  s->waiting = stack_from(at(j, "waiting", ""), "waiting", n);
  const json& t = at(j, "turn", "");
  s->active = static_cast<int8_t>(num(at(t, "active", "turn."), "turn.active", 0, 1));
  s->first = static_cast<int8_t>(num(at(t, "first", "turn."), "turn.first", 0, 1));
  s->priority = static_cast<int8_t>(num(at(t, "priority", "turn."), "turn.priority", 0, 1));
  s->decider = static_cast<int8_t>(num(at(t, "decider", "turn."), "turn.decider", -1, 1));
  s->passes = static_cast<uint8_t>(num(at(t, "passes", "turn."), "turn.passes", 0, 2));
  s->turn = static_cast<int32_t>(num(at(t, "number", "turn."), "turn.number", 1, 1000000));
  s->step = static_cast<Step>(num(at(t, "step", "turn."), "turn.step", 0, static_cast<long>(Step::Over)));
  s->pending = static_cast<Pending>(num(at(t, "pending", "turn."), "turn.pending", 0, static_cast<long>(Pending::None)));
  s->over_ship = card_or_none(at(t, "over_ship", "turn."), "turn.over_ship", n);
  s->assigning = card_or_none(at(t, "assigning", "turn."), "turn.assigning", n);
  s->assign_left = static_cast<int8_t>(num(at(t, "assign_left", "turn."), "turn.assign_left", 0, 127));
  if (s->pending == Pending::AssignDamage && (s->assigning == kNone || s->assign_left == 0))
    bad("turn.assigning", "damage is being assigned (turn.pending) but no attacker has any left to assign");
  s->block_counter = static_cast<uint8_t>(num(at(t, "block_counter", "turn."), "turn.block_counter", 0, 255));
  s->winner = static_cast<int8_t>(num(at(t, "winner", "turn."), "turn.winner", -1, 1));
  s->over = flag(at(t, "over", "turn."), "turn.over");
  s->end_reason = static_cast<uint8_t>(num(at(t, "end_reason", "turn."), "turn.end_reason", 0, 3));
  try {
    s->rng = Rng::from_json(at(j, "rng", ""));
  } catch (const std::exception& e) {
    bad("rng", e.what());
  }
  const json& st = at(j, "stats", "");
  if (!st.is_array() || st.size() != 7) bad("stats", "must list seven counts");
  int32_t* counts[] = {&s->stats.spells, &s->stats.abilities, &s->stats.attacks, &s->stats.staffing_phases,
                       &s->stats.crewed, &s->stats.crew_returned, &s->stats.mana_burn};
  for (int k = 0; k < 7; ++k) *counts[k] = static_cast<int32_t>(num(st[k], "stats", 0, 1L << 30));
  const json& lg = at(j, "log", "");
  if (!lg.is_array()) bad("log", "must be a list");
  for (size_t i = 0; i < lg.size(); ++i) {
    const std::string f = "log[" + std::to_string(i) + "]";
    if (!lg[i].is_array() || lg[i].size() != 4) bad(f, "must be [rule, text, secret, sees]");
    const std::string id = text(lg[i][0], f + ".rule");
    int r = 0;
    while (r < static_cast<int>(Rule::Count) && id != rule_id(static_cast<Rule>(r))) ++r;
    if (r == static_cast<int>(Rule::Count)) bad(f + ".rule", "unknown rule id '" + id + "'");
    s->log.push_back({static_cast<Rule>(r), text(lg[i][1], f + ".text"), text(lg[i][2], f + ".secret"),
                      static_cast<uint8_t>(num(lg[i][3], f + ".sees", 0, 255))});
  }
  s->setup = setup;
  return s;
}

}  // namespace spaceline::spacequest
