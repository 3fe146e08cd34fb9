// Saving and loading a TaleSpin state (every field validated on load, naming
// the field), the per-player observation (hidden information removed at the
// source, D-TS-21) and the state hash.
#include <algorithm>
#include <optional>
#include <stdexcept>

#include "games/talespin/rules/rules.h"
#include "games/talespin/state/state.h"

namespace spaceline::talespin {

using nlohmann::json;

namespace {

const char* kVersion = "talespin-1";

const char* step_name(Step s) {
  switch (s) {
    case Step::Draw: return "draw";
    case Step::Play: return "play";
    case Step::Roll: return "roll";
    case Step::Discard: return "discard";
    case Step::Over: return "over";
  }
  return "?";
}
const char* pending_name(Pending p) {
  switch (p) {
    case Pending::None: return "none";
    case Pending::Play: return "play";
    case Pending::ChainDiscard: return "chain-discard";
    case Pending::Defend: return "defend";
    case Pending::Maneuver: return "maneuver";
    case Pending::Direction: return "direction";
    case Pending::Cargo: return "cargo";
    case Pending::DiscardDown: return "discard-down";
  }
  return "?";
}
const char* source_name(Resolving::Source s) {
  switch (s) {
    case Resolving::None: return "none";
    case Resolving::PlayerRoll: return "player-roll";
    case Resolving::PassengerRoll: return "passenger-roll";
    case Resolving::ActionCard: return "action";
  }
  return "?";
}

json stats_json(const Stats& s) {
  return {{"die_rolls", s.die_rolls},           {"dogfights", s.dogfights},
          {"cargo_packed", s.cargo_packed},     {"cargo_delivered", s.cargo_delivered},
          {"cargo_taken", s.cargo_taken},       {"cargo_lost", s.cargo_lost},
          {"passengers_played", s.passengers_played}, {"passengers_discarded", s.passengers_discarded},
          {"actions_played", s.actions_played}, {"artifacts_played", s.artifacts_played},
          {"reshuffles", s.reshuffles},         {"bonus_draws", s.bonus_draws}};
}

// ---- loading helpers: each names the field it reads ----
struct Reader {
  [[noreturn]] static void fail(const std::string& field, const std::string& why) {
    throw std::invalid_argument("talespin state: " + field + ": " + why);
  }
  static const json& at(const json& j, const std::string& path, const char* key) {
    if (!j.is_object()) fail(path, "expected an object");
    if (!j.contains(key)) fail(path + "." + key, "missing");
    return j.at(key);
  }
  static int64_t integer(const json& j, const std::string& path, int64_t lo, int64_t hi) {
    if (!j.is_number_integer()) fail(path, "expected a whole number");
    const int64_t v = j.get<int64_t>();
    if (v < lo || v > hi) fail(path, "must be from " + std::to_string(lo) + " to " + std::to_string(hi) + " (got " + std::to_string(v) + ")");
    return v;
  }
  static bool boolean(const json& j, const std::string& path) {
    if (!j.is_boolean()) fail(path, "expected true or false");
    return j.get<bool>();
  }
  static std::string str(const json& j, const std::string& path) {
    if (!j.is_string()) fail(path, "expected a string");
    return j.get<std::string>();
  }
  static const json& array(const json& j, const std::string& path) {
    if (!j.is_array()) fail(path, "expected a list");
    return j;
  }
};

template <class E, class F>
E enum_from(const json& j, const std::string& path, int count, F name) {
  const std::string s = Reader::str(j, path);
  for (int i = 0; i < count; ++i)
    if (s == name(static_cast<E>(i))) return static_cast<E>(i);
  Reader::fail(path, "unknown value '" + s + "'");
}

struct Hasher {
  uint64_t h = 1469598103934665603ULL;
  void byte(uint8_t b) { h = (h ^ b) * 1099511628211ULL; }
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<uint8_t>(v >> (8 * i)));
  }
  void i(int64_t v) { u64(static_cast<uint64_t>(v)); }
  void cards(const std::vector<Card>& v) {
    i(static_cast<int64_t>(v.size()));
    for (Card c : v) i(c);
  }
};

}  // namespace

json TsState::to_json() const {
  json j;
  j["game"] = "talespin";
  j["version"] = kVersion;
  j["setup"] = {{"players", setup->players},        {"seed", setup->seed},
                {"max_turns", setup->max_turns},    {"decks", setup->deck_names},
                {"sources", setup->deck_sources}};
  json cards = json::array(), owners = json::array();
  for (size_t c = 0; c < setup->inst_def.size(); ++c) {
    cards.push_back(setup->lib->at(setup->inst_def[c]).id);
    owners.push_back(setup->inst_owner[c]);
  }
  j["cards"] = cards;
  j["owners"] = owners;
  json r = json::array();
  for (auto l : ring) r.push_back(setup->lib->at(l).id);
  j["ring"] = r;
  json ss = json::array();
  for (const auto& s : seats) {
    json chain = json::array();
    for (const auto& ps : s.chain) chain.push_back({{"card", ps.card}, {"resolved", ps.resolved}, {"marked", ps.marked}});
    ss.push_back({{"player", s.player},   {"pos", s.pos},         {"deck", s.deck},
                  {"hand", s.hand},       {"discard", s.discard}, {"packed", s.packed},
                  {"artifacts", s.artifacts}, {"delivered", s.delivered}, {"chain", chain}});
  }
  j["seats"] = ss;
  j["known"] = known;
  j["active"] = active;
  j["first"] = first;
  j["turn"] = turn;
  j["step"] = step_name(step);
  j["pending"] = pending_name(pending);
  j["decider"] = decider;
  j["dogfights_this_turn"] = dogfights_this_turn;
  j["die"] = die;
  j["player_resolved"] = player_resolved;
  j["fight"] = {{"active", fight.active},       {"attacker", fight.attacker}, {"defender", fight.defender},
                {"att_pilot", fight.att_pilot}, {"def_pilot", fight.def_pilot}, {"att_bonus", fight.att_bonus},
                {"def_bonus", fight.def_bonus}, {"to_act", fight.to_act},       {"passes", fight.passes}};
  j["res"] = {{"source", source_name(res.source)}, {"card", res.card},     {"op", res.op},
              {"player", res.player},              {"target", res.target}, {"move_x", res.move_x}};
  j["winner"] = winner;
  j["over"] = over;
  j["end_reason"] = end_reason;
  j["rng"] = rng.to_json();
  j["stats"] = stats_json(stats);
  json lg = json::array();
  for (const auto& e : log)
    lg.push_back({static_cast<int>(e.rule), static_cast<int>(e.kind), e.p, e.q, e.card, e.n, e.sees});
  j["log"] = lg;
  return j;
}

json TsState::observation(int viewer) const {
  json j = position(viewer);
  json lg = json::array();
  for (const auto& e : log) lg.push_back(render(e, viewer));
  j["log"] = lg;
  return j;
}

json TsState::position(int viewer) const {
  json j;
  j["game"] = "talespin";
  j["viewer"] = viewer;
  j["turn"] = turn;
  j["active"] = active;
  j["step"] = step_name(step);
  j["pending"] = pending_name(pending);
  j["decider"] = decider;
  j["die"] = die;
  j["dogfights_this_turn"] = dogfights_this_turn;
  j["over"] = over;
  j["winner"] = winner;
  json r = json::array();
  for (auto l : ring) r.push_back({{"name", setup->lib->at(l).name}, {"region", to_string(setup->lib->at(l).region)}});
  j["ring"] = r;
  auto names = [&](const std::vector<Card>& v) {
    json a = json::array();
    for (Card c : v) a.push_back(name(c));
    return a;
  };
  json ss = json::array();
  for (int p = 0; p < num_players(); ++p) {
    const auto& s = seats[p];
    json o;
    o["player"] = name(s.player);
    o["deck"] = setup->deck_names[p];
    o["pos"] = s.pos;
    o["deck_count"] = s.deck.size();
    o["discard"] = names(s.discard);
    o["artifacts"] = names(s.artifacts);
    o["delivered"] = names(s.delivered);
    o["hold_capacity"] = hold_capacity(p);  // D-TS-7, after modifiers: the web board's hold (docs/web-client.md)
    json chain = json::array();
    for (const auto& ps : s.chain) chain.push_back({{"name", name(ps.card)}, {"resolved", ps.resolved}, {"marked", ps.marked}});
    o["chain"] = chain;
    if (p == viewer) {
      o["hand"] = names(s.hand);
      o["packed"] = names(s.packed);
    } else {
      o["hand_count"] = s.hand.size();
      o["packed_count"] = s.packed.size();
    }
    ss.push_back(o);
  }
  j["seats"] = ss;
  if (fight.active)
    j["fight"] = {{"attacker", fight.attacker},
                  {"defender", fight.defender},
                  {"attacker_pilot", fight.att_pilot == kNone ? std::string("Player") : name(fight.att_pilot)},
                  {"defender_pilot", fight.def_pilot == kNone ? std::string("Player") : name(fight.def_pilot)},
                  {"attacker_maneuvers", fight.att_bonus},
                  {"defender_maneuvers", fight.def_bonus},
                  {"to_act", fight.to_act}};
  if (res.source != Resolving::None) j["resolving"] = {{"source", source_name(res.source)}, {"card", name(res.card)}};
  return j;
}

uint64_t TsState::hash() const {
  Hasher h;
  h.i(setup->players);
  h.u64(setup->seed);
  h.i(setup->max_turns);
  for (auto d : setup->inst_def) h.i(d);
  for (auto l : ring) h.i(l);
  for (const auto& s : seats) {
    h.i(s.player);
    h.i(s.pos);
    h.cards(s.deck);
    h.cards(s.hand);
    h.cards(s.discard);
    h.cards(s.packed);
    h.cards(s.artifacts);
    h.cards(s.delivered);
    h.i(static_cast<int64_t>(s.chain.size()));
    for (const auto& ps : s.chain) h.i(ps.card * 4 + ps.resolved * 2 + ps.marked);
  }
  for (auto k : known) h.byte(k);
  for (int64_t v : {int64_t(active), int64_t(first), int64_t(turn), int64_t(step), int64_t(pending), int64_t(decider),
                    int64_t(dogfights_this_turn), int64_t(die), int64_t(player_resolved), int64_t(fight.active),
                    int64_t(fight.attacker), int64_t(fight.defender), int64_t(fight.att_pilot), int64_t(fight.def_pilot),
                    int64_t(fight.att_bonus), int64_t(fight.def_bonus), int64_t(fight.to_act), int64_t(fight.passes),
                    int64_t(res.source), int64_t(res.card), int64_t(res.op), int64_t(res.player), int64_t(res.target),
                    int64_t(res.move_x), int64_t(winner), int64_t(over), int64_t(end_reason)})
    h.i(v);
  const auto rj = rng.to_json().dump();
  for (char c : rj) h.byte(static_cast<uint8_t>(c));
  h.i(static_cast<int64_t>(log.size()));
  for (const auto& e : log) {
    h.byte(static_cast<uint8_t>(e.rule));
    h.byte(static_cast<uint8_t>(e.kind));
    h.i(e.p * 8 + e.q);
    h.i(e.card);
    h.i(e.n);
    h.byte(e.sees);
  }
  return h.h;
}

std::unique_ptr<TsState> state_from_json(const json& j, std::shared_ptr<const CardLibrary> lib) {
  using R = Reader;
  if (!j.is_object()) R::fail("(root)", "expected an object");
  if (R::str(R::at(j, "", "game"), "game") != "talespin") R::fail("game", "not a TaleSpin save");
  if (R::str(R::at(j, "", "version"), "version") != kVersion)
    R::fail("version", std::string("saved by another version (this engine reads ") + kVersion + ")");
  auto setup = std::make_shared<Setup>();
  setup->lib = lib;
  const json& js = R::at(j, "", "setup");
  setup->players = static_cast<int>(R::integer(R::at(js, "setup", "players"), "setup.players", 2, kMaxPlayers));
  const json& seed = R::at(js, "setup", "seed");
  if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<int64_t>() >= 0))
    R::fail("setup.seed", "expected a whole number >= 0");
  setup->seed = seed.get<uint64_t>();
  setup->max_turns = static_cast<int>(R::integer(R::at(js, "setup", "max_turns"), "setup.max_turns", 0, 1000000));
  const int n = setup->players;
  for (const char* k : {"decks", "sources"}) {
    const json& a = R::array(R::at(js, "setup", k), std::string("setup.") + k);
    if (static_cast<int>(a.size()) != n) R::fail(std::string("setup.") + k, "expected one per player");
    for (size_t i = 0; i < a.size(); ++i) {
      auto s = R::str(a[i], std::string("setup.") + k + "[" + std::to_string(i) + "]");
      (std::string(k) == "decks" ? setup->deck_names : setup->deck_sources).push_back(s);
    }
  }
  const json& cards = R::array(R::at(j, "", "cards"), "cards");
  const json& owners = R::array(R::at(j, "", "owners"), "owners");
  if (cards.size() != owners.size()) R::fail("owners", "expected one per card (" + std::to_string(cards.size()) + ")");
  if (cards.size() >= kNone) R::fail("cards", "too many cards");
  for (size_t c = 0; c < cards.size(); ++c) {
    const std::string path = "cards[" + std::to_string(c) + "]";
    const std::string id = R::str(cards[c], path);
    const CardDef* d = lib->find(id);
    if (!d || d->id != id) R::fail(path, "unknown card id '" + id + "'");
    setup->inst_def.push_back(d->index);
    setup->inst_owner.push_back(static_cast<int8_t>(R::integer(owners[c], "owners[" + std::to_string(c) + "]", 0, n - 1)));
  }
  const int ncards = static_cast<int>(cards.size());
  auto s = std::make_unique<TsState>();
  s->setup = setup;
  const json& ring = R::array(R::at(j, "", "ring"), "ring");
  if (ring.size() < 2 || ring.size() > 64) R::fail("ring", "expected 2 to 64 Locations");
  for (size_t i = 0; i < ring.size(); ++i) {
    const std::string path = "ring[" + std::to_string(i) + "]";
    const std::string id = R::str(ring[i], path);
    const CardDef* d = lib->find(id);
    if (!d || d->id != id || d->type != CardType::Location) R::fail(path, "'" + id + "' is not a Location card id");
    s->ring.push_back(d->index);
  }
  std::vector<int> seen(ncards, 0);
  auto card = [&](const json& v, const std::string& path) -> Card {
    const Card c = static_cast<Card>(R::integer(v, path, 0, ncards - 1));
    if (seen[c]++) R::fail(path, "card " + std::to_string(c) + " is in two places");
    return c;
  };
  auto zone = [&](const json& o, const std::string& path, const char* key, std::vector<Card>& out,
                  std::optional<CardType> type) {
    const json& a = R::array(R::at(o, path, key), path + "." + key);
    for (size_t i = 0; i < a.size(); ++i) {
      const std::string p = path + "." + key + "[" + std::to_string(i) + "]";
      const Card c = card(a[i], p);
      if (type && setup->def(c).type != *type)
        R::fail(p, "'" + setup->def(c).name + "' is a " + to_string(setup->def(c).type) + ", not a " + to_string(*type));
      out.push_back(c);
    }
  };
  const json& seats = R::array(R::at(j, "", "seats"), "seats");
  if (static_cast<int>(seats.size()) != n) R::fail("seats", "expected one per player");
  s->seats.resize(n);
  for (int p = 0; p < n; ++p) {
    const std::string path = "seats[" + std::to_string(p) + "]";
    const json& o = seats[p];
    Seat& st = s->seats[p];
    st.player = card(R::at(o, path, "player"), path + ".player");
    if (setup->def(st.player).type != CardType::Player) R::fail(path + ".player", "not a Player character");
    if (setup->inst_owner[st.player] != p) R::fail(path + ".player", "owned by another seat");
    st.pos = static_cast<uint8_t>(R::integer(R::at(o, path, "pos"), path + ".pos", 0, static_cast<int64_t>(ring.size()) - 1));
    zone(o, path, "deck", st.deck, std::nullopt);
    zone(o, path, "hand", st.hand, std::nullopt);
    zone(o, path, "discard", st.discard, std::nullopt);
    zone(o, path, "packed", st.packed, CardType::Cargo);
    zone(o, path, "artifacts", st.artifacts, CardType::Artifact);
    zone(o, path, "delivered", st.delivered, CardType::Cargo);
    for (auto* z : {&st.deck, &st.discard})
      for (size_t i = 0; i < z->size(); ++i)
        if (setup->inst_owner[(*z)[i]] != p)
          R::fail(path + (z == &st.deck ? ".deck[" : ".discard[") + std::to_string(i) + "]", "a card of another seat");
    if (static_cast<int>(st.hand.size()) > kHandCap) R::fail(path + ".hand", "more than 10 cards (S1-3)");
    const json& chain = R::array(R::at(o, path, "chain"), path + ".chain");
    if (static_cast<int>(chain.size()) > kMaxPassengers + 1) R::fail(path + ".chain", "more than five Passengers (S1-7)");
    for (size_t i = 0; i < chain.size(); ++i) {
      const std::string cp = path + ".chain[" + std::to_string(i) + "]";
      Passenger ps;
      ps.card = card(R::at(chain[i], cp, "card"), cp + ".card");
      if (setup->def(ps.card).type != CardType::Passenger) R::fail(cp + ".card", "not a Passenger");
      ps.resolved = R::boolean(R::at(chain[i], cp, "resolved"), cp + ".resolved");
      ps.marked = R::boolean(R::at(chain[i], cp, "marked"), cp + ".marked");
      st.chain.push_back(ps);
    }
  }
  const json& known = R::array(R::at(j, "", "known"), "known");
  if (static_cast<int>(known.size()) != ncards) R::fail("known", "expected one per card");
  for (int c = 0; c < ncards; ++c) s->known.push_back(static_cast<uint8_t>(R::integer(known[c], "known[" + std::to_string(c) + "]", 0, 255)));
  s->active = static_cast<int8_t>(R::integer(R::at(j, "", "active"), "active", 0, n - 1));
  s->first = static_cast<int8_t>(R::integer(R::at(j, "", "first"), "first", 0, n - 1));
  s->turn = static_cast<int32_t>(R::integer(R::at(j, "", "turn"), "turn", 1, 10000000));
  s->step = enum_from<Step>(R::at(j, "", "step"), "step", 5, step_name);
  s->pending = enum_from<Pending>(R::at(j, "", "pending"), "pending", 8, pending_name);
  s->decider = static_cast<int8_t>(R::integer(R::at(j, "", "decider"), "decider", -1, n - 1));
  s->dogfights_this_turn = static_cast<uint8_t>(R::integer(R::at(j, "", "dogfights_this_turn"), "dogfights_this_turn", 0, 1));
  s->die = static_cast<int8_t>(R::integer(R::at(j, "", "die"), "die", 0, 6));
  s->player_resolved = R::boolean(R::at(j, "", "player_resolved"), "player_resolved");
  const json& f = R::at(j, "", "fight");
  auto opt_card = [&](const json& v, const std::string& path) -> Card {
    if (v.is_number_integer() && v.get<int64_t>() == kNone) return kNone;
    return card(v, path);
  };
  s->fight.active = R::boolean(R::at(f, "fight", "active"), "fight.active");
  s->fight.attacker = static_cast<int8_t>(R::integer(R::at(f, "fight", "attacker"), "fight.attacker", -1, n - 1));
  s->fight.defender = static_cast<int8_t>(R::integer(R::at(f, "fight", "defender"), "fight.defender", -1, n - 1));
  s->fight.att_pilot = opt_card(R::at(f, "fight", "att_pilot"), "fight.att_pilot");
  s->fight.def_pilot = opt_card(R::at(f, "fight", "def_pilot"), "fight.def_pilot");
  s->fight.att_bonus = static_cast<int8_t>(R::integer(R::at(f, "fight", "att_bonus"), "fight.att_bonus", 0, 100));
  s->fight.def_bonus = static_cast<int8_t>(R::integer(R::at(f, "fight", "def_bonus"), "fight.def_bonus", 0, 100));
  s->fight.to_act = static_cast<int8_t>(R::integer(R::at(f, "fight", "to_act"), "fight.to_act", -1, n - 1));
  s->fight.passes = static_cast<uint8_t>(R::integer(R::at(f, "fight", "passes"), "fight.passes", 0, 1));
  for (Card c : {s->fight.att_pilot, s->fight.def_pilot})
    if (c != kNone && setup->def(c).type != CardType::Pilot) R::fail("fight", "a dogfight pilot that is not a Pilot card");
  if (s->fight.active && (s->fight.attacker < 0 || s->fight.defender < 0 || s->fight.attacker == s->fight.defender))
    R::fail("fight", "an active dogfight needs two different players");
  const json& r = R::at(j, "", "res");
  s->res.source = enum_from<Resolving::Source>(R::at(r, "res", "source"), "res.source", 4, source_name);
  const json& rc = R::at(r, "res", "card");
  s->res.card = static_cast<Card>(R::integer(rc, "res.card", 0, kNone));
  if (s->res.card != kNone && s->res.card >= ncards) R::fail("res.card", "no such card");
  s->res.op = static_cast<uint8_t>(R::integer(R::at(r, "res", "op"), "res.op", 0, 64));
  s->res.player = static_cast<int8_t>(R::integer(R::at(r, "res", "player"), "res.player", -1, n - 1));
  s->res.target = static_cast<uint16_t>(R::integer(R::at(r, "res", "target"), "res.target", 0, kNone));
  s->res.move_x = static_cast<int8_t>(R::integer(R::at(r, "res", "move_x"), "res.move_x", 0, 60));
  if (s->res.source != Resolving::None) {
    if (s->res.card == kNone || s->res.player < 0) R::fail("res", "an effect under way needs its card and player");
    if (s->res.source != Resolving::ActionCard && s->die == 0) R::fail("die", "a roll entry under way needs the die");
    if (s->res.op > rules::res_ops(*s).size()) R::fail("res.op", "past the end of the card's effects");
  }
  s->winner = static_cast<int8_t>(R::integer(R::at(j, "", "winner"), "winner", -1, n - 1));
  s->over = R::boolean(R::at(j, "", "over"), "over");
  s->end_reason = static_cast<uint8_t>(R::integer(R::at(j, "", "end_reason"), "end_reason", 0, 2));
  try {
    s->rng = Rng::from_json(R::at(j, "", "rng"));
  } catch (const std::exception& e) {
    R::fail("rng", e.what());
  }
  const json& st = R::at(j, "", "stats");
  int32_t* fields[] = {&s->stats.die_rolls, &s->stats.dogfights, &s->stats.cargo_packed, &s->stats.cargo_delivered,
                       &s->stats.cargo_taken, &s->stats.cargo_lost, &s->stats.passengers_played,
                       &s->stats.passengers_discarded, &s->stats.actions_played, &s->stats.artifacts_played,
                       &s->stats.reshuffles, &s->stats.bonus_draws};
  const char* keys[] = {"die_rolls", "dogfights", "cargo_packed", "cargo_delivered", "cargo_taken", "cargo_lost",
                        "passengers_played", "passengers_discarded", "actions_played", "artifacts_played",
                        "reshuffles", "bonus_draws"};
  for (int i = 0; i < 12; ++i)
    *fields[i] = static_cast<int32_t>(R::integer(R::at(st, "stats", keys[i]), std::string("stats.") + keys[i], 0, 2000000000));
  const json& lg = R::array(R::at(j, "", "log"), "log");
  for (size_t i = 0; i < lg.size(); ++i) {
    const std::string path = "log[" + std::to_string(i) + "]";
    const json& e = lg[i];
    if (!e.is_array() || e.size() != 7) R::fail(path, "expected [rule, kind, p, q, card, n, sees]");
    LogEntry le;
    le.rule = static_cast<Rule>(R::integer(e[0], path + "[0]", 0, static_cast<int>(Rule::Count) - 1));
    le.kind = static_cast<LogKind>(R::integer(e[1], path + "[1]", 0, static_cast<int>(LogKind::DeckShuffled)));
    le.p = static_cast<int8_t>(R::integer(e[2], path + "[2]", -1, n - 1));
    le.q = static_cast<int8_t>(R::integer(e[3], path + "[3]", -1, n - 1));
    le.card = static_cast<Card>(R::integer(e[4], path + "[4]", 0, kNone));
    if (le.card != kNone && le.card >= ncards) R::fail(path + "[4]", "no such card");
    le.n = static_cast<int16_t>(R::integer(e[5], path + "[5]", -32768, 32767));
    le.sees = static_cast<uint8_t>(R::integer(e[6], path + "[6]", 0, 255));
    s->log.push_back(le);
  }
  // Every card is somewhere exactly once (the dogfight's pilots are in play).
  for (int c = 0; c < ncards; ++c)
    if (!seen[c]) R::fail("cards[" + std::to_string(c) + "]", "card " + std::to_string(c) + " is in no zone");
  // The decision must make sense.
  if (s->over != (s->step == Step::Over)) R::fail("step", "'over' and the step disagree");
  if (!s->over) {
    if (s->pending == Pending::None) R::fail("pending", "a game under way must be waiting for a decision");
    if (s->decider < 0) R::fail("decider", "a game under way needs a player to decide");
    if ((s->pending == Pending::Defend || s->pending == Pending::Maneuver) && !s->fight.active)
      R::fail("pending", "a dogfight decision without a dogfight");
    if (s->pending == Pending::Maneuver && s->fight.to_act != s->decider) R::fail("fight.to_act", "not the decider");
    if (s->pending == Pending::Direction && s->res.move_x < 1) R::fail("res.move_x", "a move of at least 1 (S1-9)");
    if (s->pending == Pending::ChainDiscard && s->seats[s->decider].chain.size() != kMaxPassengers + 1)
      R::fail("pending", "a chain discard needs five Passengers (S1-7)");
    if (s->pending == Pending::Play && (s->step != Step::Play || s->decider != s->active))
      R::fail("pending", "the Play step belongs to the active player");
    std::vector<Action> legal;
    s->legal_actions(legal);
    if (legal.empty()) R::fail("pending", "no legal action in this position");
  }
  for (int p = 0; p < n; ++p)
    if (static_cast<int>(s->seats[p].chain.size()) > kMaxPassengers &&
        !(s->pending == Pending::ChainDiscard && s->decider == p))
      R::fail("seats[" + std::to_string(p) + "].chain", "more than four Passengers (S1-7)");
  return s;
}

}  // namespace spaceline::talespin
