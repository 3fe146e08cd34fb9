// Scenario files, part 3: comparing First Edition's expectations with the
// state (scenario.h, check_expectation). Every difference of a key is listed,
// each with its own line, expected and actual value.
#include <algorithm>
#include <sstream>

#include "games/stccg1e/scenario/scenario.h"

namespace spaceline::stccg1e {

namespace {

std::string player_name(int p) { return p < 0 ? "nobody" : "player " + std::to_string(p + 1); }

class Checker {
 public:
  Checker(const GameState& s, const std::vector<CardId>& setup_missions, std::string file)
      : s_(s), setup_missions_(setup_missions), file_(std::move(file)) {}

  std::string check(const Expectation& e) {
    errors_.clear();
    for (const auto& c : e.cards) card(c);
    for (const auto& m : e.missions) mission(m);
    for (const auto& p : e.players) player(p);
    if (e.phase) same(e.line, "phase", std::string(to_string(*e.phase)), std::string(to_string(s_.phase)));
    if (!e.log_order.empty()) log_order(e.log_order);
    for (const auto& o : e.observations) observation(o);
    std::string all;
    for (size_t i = 0; i < errors_.size(); ++i) all += (i ? "\n" : "") + errors_[i];
    return all;
  }

 private:
  const GameState& s_;
  // Expectations name the set-up's locations; Q may have moved them since (R-MOVE-10), so a
  // location is followed by the card that makes it.
  const std::vector<CardId>& setup_missions_;
  std::string file_;
  std::vector<std::string> errors_;

  int now(int loc) const {
    if (loc < 0 || loc >= static_cast<int>(setup_missions_.size())) return loc;
    for (size_t l = 0; l < s_.spaceline.size(); ++l)
      if (s_.spaceline[l].mission == setup_missions_[loc]) return static_cast<int>(l);
    return -2;  // gone from the spaceline
  }

  std::string at(int line) const { return file_ + ":" + std::to_string(line) + ": "; }

  template <class T>
  void same(int line, const std::string& what, const T& want, const T& got) {
    if (want == got) return;
    std::ostringstream o;
    o << at(line) << "expected " << what << ": " << want << "; actual: " << got;
    errors_.push_back(o.str());
  }
  void fail(int line, const std::string& msg) { errors_.push_back(at(line) + msg); }

  std::string loc_name(int loc) const { return loc < 0 ? std::string("nowhere") : s_.location_name(loc); }
  std::string yes(bool b) const { return b ? "yes" : "no"; }

  std::string log_lines() const {
    std::string o;
    for (const auto& e : s_.log) o += "\n    " + s_.render_log_entry(e);
    return o;
  }

  bool matches(const LogEntry& e, const LogMark& m) const {
    return m.rule_id ? m.what.text == rule_info(e.rule).id : s_.render_log_entry(e).find(m.what.text) != std::string::npos;
  }
  // Each mark is met by an entry after the one that met the mark before it;
  // taking the earliest such entry every time finds an order whenever one exists.
  void log_order(const std::vector<LogMark>& marks) {
    size_t next = 0;
    const LogMark* previous = nullptr;
    for (const auto& m : marks) {
      while (next < s_.log.size() && !matches(s_.log[next], m)) ++next;
      if (next == s_.log.size()) {
        std::string what = m.rule_id ? "to cite " + m.what.text : "to contain '" + m.what.text + "'";
        bool anywhere = std::any_of(s_.log.begin(), s_.log.end(), [&](const LogEntry& e) { return matches(e, m); });
        fail(m.what.line, "expected the log " + what +
                              (previous ? " after the entry matching '" + previous->what.text + "'" : std::string()) +
                              (anywhere && previous ? "; it does only before it" : "") + "; actual log:" + log_lines());
        return;
      }
      previous = &m;
      ++next;
    }
  }

  void observation(const ObservationCheck& o) {
    const std::string text = s_.observation(o.player).dump();
    const std::string whose = player_name(o.player) + "'s observation";
    for (const auto& t : o.contains)
      if (text.find(t.text) == std::string::npos) fail(t.line, "expected " + whose + " to contain '" + t.text + "'; actual: " + text);
    for (const auto& t : o.absent) {
      auto at = text.find(t.text);
      if (at == std::string::npos) continue;
      // The place it was found is what tells a leak from a harmless mention (a log line, a count).
      size_t from = at < 80 ? 0 : at - 80;
      fail(t.line, "expected " + whose + " not to contain '" + t.text + "'; actual: ..." + text.substr(from, at - from + t.text.size() + 80) + "...");
    }
  }

  // The player whose draw deck an event in play sits beside (plays_on: player), else -1.
  int beside_player(CardId c) const {
    const auto& d = s_.def(c);
    if (d.type != CardType::Event || !d.event || d.event->plays_on != EventTarget::Player) return -1;
    return s_.cards[c].counter;
  }

  void card(const CardCheck& c) {
    const Card& k = s_.cards[c.card];
    const std::string who = "'" + c.label + "' ";
    if (c.zone) same(c.line, who + "zone", std::string(to_string(*c.zone)), std::string(to_string(k.zone)));
    if (c.owner) same(c.line, who + "owner", player_name(*c.owner), player_name(s_.real_owner(c.card)));
    if (c.controller) same(c.line, who + "controller", player_name(*c.controller), player_name(k.owner));
    auto where = [&]() -> std::string {
      if (k.zone == Zone::UnderMission) return "under " + loc_name(k.loc);
      if (k.zone != Zone::InPlay) return std::string("in the ") + to_string(k.zone) + " zone";
      if (k.place == Place::Aboard) return "aboard " + s_.card_name(k.host) + " at " + loc_name(k.loc);
      if (k.place == Place::Planet) return "on the planet at " + loc_name(k.loc);
      if (k.place == Place::None && k.loc >= 0) return "on the mission " + loc_name(k.loc);
      if (k.place == Place::None && beside_player(c.card) >= 0)
        return "beside " + player_name(beside_player(c.card)) + "'s draw deck";
      if (k.place == Place::None) return std::string("on the table");
      return "in space at " + loc_name(k.loc);
    };
    if (c.aboard) {
      bool ok = k.zone == Zone::InPlay && k.place == Place::Aboard && k.host == *c.aboard;
      if (!ok) fail(c.line, "expected " + who + "aboard " + s_.card_name(*c.aboard) + "; actual: " + where());
    }
    if (c.on_planet) {
      bool ok = k.zone == Zone::InPlay && k.place == Place::Planet && k.loc == now(*c.on_planet);
      if (!ok) fail(c.line, "expected " + who + "on the planet at " + loc_name(now(*c.on_planet)) + "; actual: " + where());
    }
    if (c.in_space) {
      bool ok = k.zone == Zone::InPlay && k.place == Place::Space && k.loc == now(*c.in_space);
      if (!ok) fail(c.line, "expected " + who + "in space at " + loc_name(now(*c.in_space)) + "; actual: " + where());
    }
    if (c.under) {
      bool ok = k.zone == Zone::UnderMission && k.loc == now(*c.under);
      if (!ok) fail(c.line, "expected " + who + "under " + loc_name(now(*c.under)) + "; actual: " + where());
    }
    if (c.at) {
      bool ok = (k.zone == Zone::InPlay || k.zone == Zone::UnderMission) && k.loc == now(*c.at);
      if (!ok) fail(c.line, "expected " + who + "at " + loc_name(now(*c.at)) + "; actual: " + where());
    }
    const bool table_event = k.zone == Zone::InPlay && k.place == Place::None && k.loc < 0;
    if (c.on_mission) {
      bool ok = k.zone == Zone::InPlay && k.place == Place::None && k.loc == now(*c.on_mission);
      if (!ok) fail(c.line, "expected " + who + "on the mission " + loc_name(now(*c.on_mission)) + "; actual: " + where());
    }
    if (c.beside) {
      bool ok = table_event && beside_player(c.card) == *c.beside;
      if (!ok) fail(c.line, "expected " + who + "beside " + player_name(*c.beside) + "'s draw deck; actual: " + where());
    }
    if (c.on_table) same(c.line, who + "on the table", yes(*c.on_table), yes(table_event));
    if (c.turns_left) {
      if (k.zone != Zone::InPlay) fail(c.line, "expected " + who + "in play with " + std::to_string(*c.turns_left) + " turn(s) left; actual: " + where());
      else same(c.line, who + "turns left", *c.turns_left, static_cast<int>(k.counter));
    }
    auto flag = [&](const std::optional<bool>& want, CardFlag f, const char* name) {
      if (want) same(c.line, who + name, yes(*want), yes(k.has(f)));
    };
    flag(c.stopped, kStopped, "stopped");
    flag(c.damaged, kDamaged, "damaged");
    flag(c.revealed, kRevealed, "revealed");
    flag(c.misseed, kMisseed, "misseed");
    flag(c.deactivated, kDeactivated, "deactivated");
    flag(c.stasis, kStasis, "in stasis");
    flag(c.house_arrest, kHouseArrest, "under house arrest");
    if (c.disabled) same(c.line, who + "disabled", yes(*c.disabled), yes(s_.def(c.card).type == CardType::Personnel && s_.disabled(c.card)));
    if (c.team) {
      if (k.zone != Zone::InPlay || k.place != Place::Planet) fail(c.line, "expected " + who + "in Away Team " + std::to_string(*c.team) + " on a planet; actual: " + where());
      else same(c.line, who + "Away Team", *c.team, static_cast<int>(k.team) + 1);
    }
    if (c.phased) same(c.line, who + "phased", yes(*c.phased), yes(s_.phased(c.card)));
    if (c.held_by) {
      const auto& held = s_.players[*c.held_by].captives;
      bool there = std::find(held.begin(), held.end(), c.card) != held.end();
      if (!there) fail(c.line, "expected " + who + "held captive by " + player_name(*c.held_by) + "; actual: " + where());
    }
    if (c.affiliation)
      same(c.line, who + "affiliation", std::string(to_string(*c.affiliation)),
           std::string(to_string(static_cast<Affiliation>(k.aff))));
    flag(c.cloaked, kCloaked, "cloaked");
    values(c);
  }

  // The values the rules read now, every modifier applied (the engine's own queries).
  void values(const CardCheck& c) {
    const std::string who = "'" + c.label + "' ";
    if (c.range) same(c.line, who + "RANGE", *c.range, s_.effective_range(c.card));
    if (c.weapons) same(c.line, who + "WEAPONS", *c.weapons, s_.ship_weapons(c.card));
    if (c.shields) same(c.line, who + "SHIELDS", *c.shields, s_.ship_shields(c.card));
    if (c.integrity) same(c.line, who + "INTEGRITY", *c.integrity, s_.attribute(c.card, Attr::Integrity));
    if (c.cunning) same(c.line, who + "CUNNING", *c.cunning, s_.attribute(c.card, Attr::Cunning));
    if (c.strength) same(c.line, who + "STRENGTH", *c.strength, s_.attribute(c.card, Attr::Strength));
    auto level = [](int halves) {
      return std::to_string(halves / 2) + (halves % 2 ? ".5" : "");
    };
    for (auto [skill, halves] : c.skills)
      same(c.line, who + skill_name(skill) + " level", level(halves), level(s_.skill_halves(c.card, skill)));
  }

  std::string names(const std::vector<CardId>& v) const {
    std::string o = "[";
    for (size_t i = 0; i < v.size(); ++i) o += (i ? ", " : "") + s_.card_name(v[i]);
    return o + "]";
  }
  static std::string sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    std::string o = "[";
    for (size_t i = 0; i < v.size(); ++i) o += (i ? ", " : "") + v[i];
    return o + "]";
  }
  std::string pile(const std::vector<CardId>& v) const {
    std::vector<std::string> n;
    for (auto c : v) n.push_back(s_.def(c).name);
    return sorted(n);
  }

  void mission(const MissionCheck& m) {
    const int loc = now(m.loc);
    const std::string what = "mission " + s_.def(setup_missions_.at(m.loc)).name + " ";
    if (loc < 0) {
      fail(m.line, what + "is no longer on the spaceline");
      return;
    }
    if (m.place) same(m.line, what + "place from the left", *m.place, loc + 1);
    if (m.under) same(m.line, what + "seed cards (in order)", names(*m.under), names(s_.seeds_under(loc)));
    if (m.solved) same(m.line, what + "solved", yes(*m.solved), yes(s_.spaceline[loc].solved));
    if (m.solved_by) same(m.line, what + "solved by", player_name(*m.solved_by), player_name(s_.spaceline[loc].solved_by));
    for (int p = 0; p < 2; ++p)
      if (m.points[p]) same(m.line, what + "points for " + player_name(p), *m.points[p], s_.mission_end(loc, p).points);
  }

  void player(const PlayerCheck& p) {
    const auto& ps = s_.players[p.player];
    const std::string who = player_name(p.player) + " ";
    if (p.score) same(p.line, who + "score", *p.score, ps.score);
    if (p.hand_count) same(p.line, who + "hand size", *p.hand_count, static_cast<int>(ps.hand.size()));
    if (p.deck_count) same(p.line, who + "draw deck size", *p.deck_count, static_cast<int>(ps.deck.size()));
    if (p.discard_count) same(p.line, who + "discard pile size", *p.discard_count, static_cast<int>(ps.discard.size()));
    if (p.hand) same(p.line, who + "hand", sorted(*p.hand), pile(ps.hand));
    if (p.discard) same(p.line, who + "discard pile", sorted(*p.discard), pile(ps.discard));
    if (p.bonus) same(p.line, who + "bonus area", sorted(*p.bonus), pile(ps.bonus));
    auto side = [&](SideDeckKind k) {
      for (const auto& d : ps.side_decks)
        if (d.kind == k) return static_cast<int>(d.cards.size());
      return -1;
    };
    if (p.q_tent_count) same(p.line, who + "Q's Tent size", *p.q_tent_count, side(SideDeckKind::QsTent));
    if (p.q_continuum_count) same(p.line, who + "Q-Continuum size", *p.q_continuum_count, side(SideDeckKind::QContinuum));
  }
};

}  // namespace

std::string check_expectation(const Expectation& e, const GameState& s, const std::vector<CardId>& setup_missions,
                              const std::string& file) {
  return Checker(s, setup_missions, file).check(e);
}

}  // namespace spaceline::stccg1e
