// What one seat may see of a Space Quest game (the web table, the conformance test): the whole
// battlefield, stack and graveyards; its own hand only; libraries and the others' hands as counts.
// Every derived number (power, toughness, crew totals, blockers in order) comes from the rules'
// own queries, so the page never recomputes a rule (docs/web-client.md).
#include "games/spacequest/rules/rules.h"
#include "games/spacequest/state/state.h"

namespace spaceline::spacequest {

using nlohmann::json;

namespace {

const char* pending_name(Pending p) {
  switch (p) {
    case Pending::Priority: return "priority";
    case Pending::Mulligan: return "mulligan";
    case Pending::Attackers: return "attackers";
    case Pending::Blockers: return "blockers";
    case Pending::Staffing: return "staffing";
    case Pending::OverMax: return "over-max";
    case Pending::Discard: return "discard";
    case Pending::AssignDamage: return "assign-damage";
    case Pending::None: return "none";
  }
  return "none";
}

const char* stack_kind_name(StackKind k) {
  switch (k) {
    case StackKind::Spell: return "spell";
    case StackKind::Ability: return "ability";
    case StackKind::EntersTrigger: return "enters trigger";
    case StackKind::UpkeepTrigger: return "upkeep trigger";
  }
  return "spell";
}

std::string pool_text(const Seat& seat) {
  std::string pool;
  for (int c = 0; c < kColors; ++c) pool += std::string(seat.pool[c], color_symbol(c));
  return pool;
}

json permanent(const SqState& s, Card c) {
  const Inst& i = s.cards[c];
  const CardDef& d = s.def(c);
  json f = {{"id", c}, {"name", s.name(c)}, {"type", to_string(d.type)}, {"tapped", i.tapped}};
  if (d.type == CardType::Land && d.land_color >= 0) f["mana"] = std::string(1, color_symbol(d.land_color));
  if (!d.creature()) return f;
  f["pt"] = rules::pt_explained(s, c);
  f["power"] = rules::power(s, c);
  f["toughness"] = rules::toughness(s, c);
  f["sick"] = i.sick;
  f["damage"] = i.damage;
  if (i.under != kNone) f["under"] = i.under;
  if (i.attacking) {
    f["attacking"] = true;
    json blockers = json::array();
    for (Card b : rules::blockers_of(s, c)) blockers.push_back(b);
    f["blockers"] = blockers;
    f["blocked"] = i.blocked;
  }
  if (i.blocking != kNone) f["blocking"] = i.blocking;
  if (i.assigned) f["assigned"] = i.assigned;
  if (d.ship)
    f["ship"] = {{"min_crew", d.min_crew}, {"max_crew", d.max_crew}, {"crew_total", rules::crew_total(s, c)},
                 {"crew_count", rules::crew_count(s, c)}, {"stardrive", d.stardrive}};
  return f;
}

}  // namespace

json SqState::observation(int player) const {
  json j;
  j["turn"] = turn;
  j["step"] = to_string(step);
  j["active"] = active;
  j["decider"] = over ? -1 : decider;
  j["pending"] = over ? "none" : pending_name(pending);
  j["priority"] = priority;
  j["over"] = over;
  j["winner"] = winner;
  j["seats"] = json::array();
  for (int p = 0; p < kPlayers; ++p) {
    const Seat& s = seats[p];
    json seat = {{"life", s.life},         {"pool", s.pool},         {"pool_text", pool_text(s)},
                 {"library", s.library.size()}, {"hand_count", s.hand.size()}, {"staffed", s.staffed},
                 {"land_played", s.land_played}};
    if (p == player) {
      json hand = json::array();
      for (Card c : s.hand) hand.push_back({{"id", c}, {"name", name(c)}, {"type", to_string(def(c).type)}, {"cost", def(c).cost.text()}});
      seat["hand"] = hand;
    }
    json gy = json::array();
    for (Card c : s.graveyard) gy.push_back(name(c));
    seat["graveyard"] = gy;
    json field = json::array();
    for (Card c : s.field) field.push_back(permanent(*this, c));
    seat["field"] = field;
    j["seats"].push_back(seat);
  }
  json st = json::array();
  for (const auto& it : stack) {
    json item = {{"source", name(it.source)}, {"source_id", it.source}, {"kind", stack_kind_name(it.kind)},
                 {"controller", it.controller}, {"target", target_name(it.target)}};
    if (it.target >= kPlayerTarget && it.target != kNone) item["target_player"] = it.target - kPlayerTarget;
    else if (it.target != kNone) item["target_id"] = it.target;
    st.push_back(item);
  }
  j["stack"] = st;
  if (pending == Pending::AssignDamage)
    j["assigning"] = {{"attacker", assigning}, {"attacker_name", name(assigning)}, {"left", assign_left}};
  if (pending == Pending::OverMax) j["over_ship"] = {{"id", over_ship}, {"name", name(over_ship)}};
  return j;
}

}  // namespace spaceline::spacequest
