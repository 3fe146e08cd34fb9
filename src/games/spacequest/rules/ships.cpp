// Ships and their crew (SQ-1..SQ-14): who crews what, the crew total, the power and toughness it
// sets, the Staffing Phase's permissions and the crew checks that run with the state-based effects.
#include <sstream>

#include "games/spacequest/ops/ops.h"
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

bool is_creature_in_play(const SqState& s, Card c) {
  return s.cards[c].zone == Zone::Battlefield && s.def(c).creature();
}
bool is_ship(const SqState& s, Card c) { return s.def(c).ship; }  // SQ-1
bool is_crew(const SqState& s, Card c) { return s.cards[c].zone == Zone::Battlefield && s.cards[c].under != kNone; }  // SQ-3

std::vector<Card> crew_of(const SqState& s, Card ship) {
  std::vector<Card> v;
  for (Card c : s.seats[s.controller(ship)].field)
    if (s.cards[c].under == ship) v.push_back(c);
  return v;
}

int crew_total(const SqState& s, Card ship) {
  int n = 0;
  for (Card c : crew_of(s, ship)) n += !s.cards[c].tapped;  // SQ-4: tapped crew do not count
  return n;
}

int crew_count(const SqState& s, Card ship) { return static_cast<int>(crew_of(s, ship).size()); }  // D-SQ-22

namespace {
struct Parts {
  int base_p = 0, base_t = 0, mod_p = 0, mod_t = 0;
  bool below = false;
  int extra = 0;
};
Parts parts(const SqState& s, Card c) {
  const CardDef& d = s.def(c);
  Parts r;
  if (d.ship) {
    const int n = crew_total(s, c);
    if (n < d.min_crew) {
      r.below = true;  // SQ-5: 0/1 whatever its other stats
      r.base_p = 0, r.base_t = 1;
    } else {
      r.extra = n - d.min_crew;  // SQ-5: +1/+1 for each crew beyond the minimum
      r.base_p = d.power + r.extra, r.base_t = d.toughness + r.extra;
    }
  } else {
    r.base_p = d.power, r.base_t = d.toughness;
  }
  // D-SQ-23: effects from outside apply on top of the crew-set values.
  r.mod_p = s.cards[c].pump_p, r.mod_t = s.cards[c].pump_t;
  for (Card e : s.seats[s.controller(c)].field)
    for (const Op& o : s.def(e).statics)
      if (std::string(op_info(o).word) == "anthem") r.mod_p += o.a, r.mod_t += o.b;
  return r;
}
}  // namespace

int power(const SqState& s, Card c) {
  const Parts r = parts(s, c);
  return r.base_p + r.mod_p + stardrive_power(s, c);
}

int toughness(const SqState& s, Card c) {
  const Parts r = parts(s, c);
  const int before = r.base_t + r.mod_t;
  return before + stardrive_toughness(s, c, before);
}

std::string pt_explained(const SqState& s, Card c) {
  const CardDef& d = s.def(c);
  const Parts r = parts(s, c);
  std::ostringstream o;
  o << power(s, c) << "/" << toughness(s, c);
  std::vector<std::string> why;
  if (d.ship) {
    const std::string total = "crew " + std::to_string(crew_total(s, c)) + " of min " + std::to_string(d.min_crew) + ", max " +
                              std::to_string(d.max_crew);
    if (r.below) why.push_back(total + ": below minimum, 0/1");
    else if (r.extra) why.push_back(total + ": " + std::to_string(d.power) + "/" + std::to_string(d.toughness) + " +" + std::to_string(r.extra) + "/+" + std::to_string(r.extra));
    else why.push_back(total + ": " + std::to_string(d.power) + "/" + std::to_string(d.toughness));
  }
  if (r.mod_p || r.mod_t) why.push_back("effects " + signed_pt(r.mod_p, r.mod_t));
  const int sp = stardrive_power(s, c), st = stardrive_toughness(s, c, r.base_t + r.mod_t);
  if (sp || st) why.push_back("Stardrive " + signed_pt(sp, st));
  if (!why.empty()) {
    o << " (";
    for (size_t i = 0; i < why.size(); ++i) o << (i ? "; " : "") << why[i];
    o << ")";
  }
  return o.str();
}

bool may_crew(const SqState& s, Card c, Card ship) {
  const int p = s.controller(ship);
  if (!is_creature_in_play(s, c) || !is_creature_in_play(s, ship) || !is_ship(s, ship)) return false;
  if (s.controller(c) != p || is_ship(s, c)) return false;              // SQ-8, D-SQ-30: non-Ship creatures only
  if (s.cards[c].under != kNone) return false;                          // D-SQ-24: out first, then in
  if (s.cards[c].sick) return false;                                    // SQ-12
  if (s.cards[c].attacking || s.cards[c].blocking != kNone) return false;
  return crew_count(s, ship) < s.def(ship).max_crew;                    // SQ-6, D-SQ-22
}

bool may_declare_staffing(const SqState& s, int p) {
  if (s.over || p != s.active || s.seats[p].staffed) return false;  // SQ-7, SQ-9
  if (s.pending != Pending::Priority || s.priority != p || !s.stack.empty()) return false;
  switch (s.step) {  // D-SQ-31: not while combat is under way
    case Step::Upkeep: case Step::Draw: case Step::Main1: case Step::Main2: case Step::End: break;
    default: return false;
  }
  // Only offered when the phase could do something (D-SQ-27).
  for (Card ship : s.seats[p].field) {
    if (!is_creature_in_play(s, ship) || !is_ship(s, ship)) continue;
    if (crew_count(s, ship) > 0) return true;
    for (Card c : s.seats[p].field)
      if (may_crew(s, c, ship)) return true;
  }
  return false;
}

void put_under(SqState& s, Card c, Card ship, Rule why) {
  s.cards[c].under = ship;
  ++s.stats.crewed;
  s.logv(why, s.name(c) + " goes under " + s.name(ship) + " as crew (" + pt_explained(s, ship) + ").");
}

void take_out(SqState& s, Card c, Rule why, const std::string& how) {
  const Card ship = s.cards[c].under;
  s.cards[c].under = kNone;
  ++s.stats.crew_returned;
  s.logv(why, s.name(c) + " " + how + (ship != kNone && s.cards[ship].zone == Zone::Battlefield ? " (" + s.name(ship) + " now " + pt_explained(s, ship) + ")" : "") + ".");
}

bool crew_checks(SqState& s) {
  bool changed = false;
  for (int p = 0; p < kPlayers; ++p) {
    const auto field = s.seats[p].field;
    for (Card c : field) {
      const Card ship = s.cards[c].under;
      if (ship == kNone) continue;
      if (s.cards[ship].zone != Zone::Battlefield) {  // cannot stay under a card no longer in play (SQ-14)
        take_out(s, c, Rule::SQ_14, "returns to the battlefield");
        changed = true;
      } else if (s.cards[c].sick) {
        take_out(s, c, Rule::SQ_12, "has summoning sickness and returns to the battlefield at once");
        changed = true;
      }
    }
  }
  if (s.pending == Pending::OverMax) return changed;
  for (int p = 0; p < kPlayers; ++p)
    for (Card ship : s.seats[p].field)
      if (is_creature_in_play(s, ship) && is_ship(s, ship) && crew_count(s, ship) > s.def(ship).max_crew) {
        // SQ-6: its controller chooses which crew leave until the maximum is met.
        s.pending = Pending::OverMax;
        s.over_ship = ship;
        s.decider = static_cast<int8_t>(p);
        s.logv(Rule::SQ_6, s.name(ship) + " has " + std::to_string(crew_count(s, ship)) + " crew, more than its Maximum Crew " +
                               std::to_string(s.def(ship).max_crew) + ": P" + std::to_string(p + 1) + " chooses who leaves.");
        return true;
      }
  return changed;
}

}  // namespace spaceline::spacequest::rules
