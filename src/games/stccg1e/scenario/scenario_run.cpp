// Scenario files, part 3: running the script and checking expectations.
// Steps go through legal_actions()/apply() only (DESIGN.md §1): a step that
// matches no legal action, or several, fails; so does a script that ends
// while the rules still wait for a decision it should have given (strict
// mode, as XMage's and Wagic's card tests).
#include <algorithm>
#include <sstream>

#include "games/stccg1e/scenario/scenario.h"

namespace spaceline::stccg1e {

namespace {

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string player_name(int p) { return p < 0 ? "nobody" : "player " + std::to_string(p + 1); }

// "Choose the personnel affected by Chalnoth (player 2); options:\n    Choose Worf ..."
std::string describe_decision(const GameState& s) {
  std::ostringstream o;
  auto d = s.decision();
  o << "'" << d.prompt << "' (" << player_name(d.player) << " to decide); legal:";
  for (const auto& l : legal_labels(s)) o << "\n    " << l;
  return o.str();
}

class Runner {
 public:
  Runner(Scenario& sc, bool check, const ExpectHook& at_expect)
      : sc_(sc), s_(sc.state()), check_(check), at_expect_(at_expect) {
    for (const auto& L : s_.spaceline) setup_missions_.push_back(L.mission);
  }

  ScenarioResult run() {
    try {
      for (size_t i = 0; i < sc_.steps.size(); ++i) {
        // The final expectations see the battle over: an unscripted response window is passed by both players.
        if (i + 1 == sc_.steps.size() && sc_.steps[i].kind == StepKind::Expect) pass_windows_until(s_, "\x01");
        if (sc_.steps[i].kind == StepKind::Expect && at_expect_) at_expect_(i, s_);
        step(sc_.steps[i]);
      }
      pass_windows_until(s_, "\x01");
      // Strict mode: a decision the rules are waiting for must be scripted.
      if (s_.choice.kind != ChoiceKind::None)
        throw Failure(sc_.file + ": the script ended while a decision is pending: " + describe_decision(s_));
    } catch (const Failure& f) {
      return {false, f.what()};
    } catch (const std::exception& e) {  // an engine error: report it, never crash
      return {false, sc_.file + ": engine error: " + e.what()};
    }
    return {true, ""};
  }

 private:
  Scenario& sc_;
  GameState& s_;
  bool check_;
  const ExpectHook& at_expect_;
  // Expectations name the set-up's locations; Q may have moved them since (R-MOVE-10), so a
  // location is followed by the card that makes it.
  std::vector<CardId> setup_missions_;
  int now(int loc) const {
    if (loc < 0 || loc >= static_cast<int>(setup_missions_.size())) return loc;
    for (size_t l = 0; l < s_.spaceline.size(); ++l)
      if (s_.spaceline[l].mission == setup_missions_[loc]) return static_cast<int>(l);
    return -2;  // gone from the spaceline
  }

  std::string at(int line) const { return sc_.file + ":" + std::to_string(line) + ": "; }

  void step(const Step& st) {
    if (st.kind == StepKind::Expect) {
      if (check_) expect(st.expect);
      return;
    }
    if (s_.is_terminal()) throw Failure(at(st.line) + "'" + st.text + "': the game is already over");
    if (st.kind == StepKind::Do || st.kind == StepKind::Choose) pass_windows_until(s_, st.text);
    if (st.by >= 0 && s_.current_player() != st.by)
      throw Failure(at(st.line) + "'" + st.text + "' was scripted for " + player_name(st.by) + ", but it is " +
                    player_name(s_.current_player()) + "'s decision: " + describe_decision(s_));
    switch (st.kind) {
      case StepKind::Pass: {
        // Seeding: pass (R-SEED-3); the card play: make none (R-PLAY-1); a response window: play nothing (R-TIME-12).
        if (s_.choice.kind == ChoiceKind::Respond) return s_.apply(make_action(Act::Choose, 0));
        for (Act k : {Act::Pass, Act::SkipPlay})
          if (legal(make_action(k))) return s_.apply(make_action(k));
        throw Failure(at(st.line) + "'pass': nothing to pass now; " + describe_decision(s_));
      }
      case StepKind::EndTurn:
        // The whole turn boundary: every response window on the way is passed
        // (D-TIME-1), up to the next player's first decision.
        pass_windows_until(s_, "\x01");
        if (legal(make_action(Act::SkipPlay))) s_.apply(make_action(Act::SkipPlay));
        pass_windows_until(s_, "\x01");
        if (!legal(make_action(Act::EndTurn)))
          throw Failure(at(st.line) + "'end turn' is not legal now: " + describe_decision(s_));
        s_.apply(make_action(Act::EndTurn));
        return pass_windows_until(s_, "\x01");
      case StepKind::Choose:
        if (s_.choice.kind == ChoiceKind::None)
          throw Failure(at(st.line) + "'choose: " + st.text + "': no decision is pending; " + describe_decision(s_));
        return pick(st);
      case StepKind::Do: return pick(st);
      case StepKind::Expect: return;
    }
  }

  bool legal(Action a) const {
    auto v = s_.legal_actions();
    return std::find(v.begin(), v.end(), a) != v.end();
  }

  // The one legal action whose label contains the text; an exact label wins
  // among several, `index` picks the n-th match.
  void pick(const Step& st) {
    auto v = find_actions(s_, st.text);
    if (st.index > 0) {
      if (st.index > static_cast<int>(v.size()))
        throw Failure(at(st.line) + "'" + st.text + "' index " + std::to_string(st.index) + ": only " +
                      std::to_string(v.size()) + " legal action(s) match; " + describe_decision(s_));
      return s_.apply(v[st.index - 1]);
    }
    if (v.size() > 1) {
      std::vector<Action> exact;
      for (auto a : v)
        if (s_.action_label(a) == st.text) exact.push_back(a);
      if (exact.size() == 1) v = exact;
    }
    if (v.size() == 1) return s_.apply(v.front());
    std::ostringstream o;
    o << at(st.line) << "'" << st.text << "' ";
    if (v.empty()) {
      o << "matches no legal action; " << describe_decision(s_);
    } else {
      o << "is ambiguous: " << v.size() << " legal actions match (add 'index: N'):";
      for (auto a : v) o << "\n    " << s_.action_label(a);
    }
    throw Failure(o.str());
  }

  // ---- expectations: every mismatch of a block is listed, then the run stops.
  std::vector<std::string> errors_;

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

  void expect(const Expectation& e) {
    errors_.clear();
    for (const auto& c : e.cards) card(c);
    for (const auto& m : e.missions) mission(m);
    for (const auto& p : e.players) player(p);
    auto labels = legal_labels(s_);
    auto offered = [&](const std::string& t) {
      return std::any_of(labels.begin(), labels.end(), [&](const std::string& l) { return l.find(t) != std::string::npos; });
    };
    for (const auto& t : e.legal)
      if (!offered(t.text)) fail(t.line, "expected a legal action matching '" + t.text + "'; actual: none of" + list(labels));
    for (const auto& t : e.not_legal)
      if (offered(t.text)) fail(t.line, "expected no legal action matching '" + t.text + "'; actual: offered among" + list(labels));
    for (const auto& t : e.log)
      if (!cites(t.text)) fail(t.line, "expected the log to cite " + t.text + "; actual log:" + log_lines());
    for (const auto& t : e.not_log)
      if (cites(t.text)) fail(t.line, "expected the log not to cite " + t.text + "; actual log:" + log_lines());
    for (const auto& t : e.log_text)
      if (log_lines().find(t.text) == std::string::npos)
        fail(t.line, "expected the log to contain '" + t.text + "'; actual log:" + log_lines());
    for (const auto& t : e.not_log_text)
      if (log_lines().find(t.text) != std::string::npos)
        fail(t.line, "expected the log not to contain '" + t.text + "'; actual log:" + log_lines());
    if (e.game_over) same(e.line, "game over", yes(*e.game_over), yes(s_.is_terminal()));
    if (e.winner) {
      auto name = [&](int w) { return w < 0 ? std::string("draw") : player_name(w); };
      int actual = s_.is_terminal() ? s_.winner : -2;
      same(e.line, "winner", name(*e.winner), actual == -2 ? std::string("the game is not over") : name(actual));
    }
    if (e.to_act) same(e.line, "player to act", player_name(*e.to_act), player_name(s_.current_player()));
    if (e.phase) same(e.line, "phase", std::string(to_string(*e.phase)), std::string(to_string(s_.phase)));
    if (e.choices) choices(e, labels);
    if (!e.log_order.empty()) log_order(e.log_order);
    for (const auto& o : e.observations) observation(o);
    if (errors_.empty()) return;
    std::string all;
    for (size_t i = 0; i < errors_.size(); ++i) all += (i ? "\n" : "") + errors_[i];
    throw Failure(all);
  }

  static std::string list(const std::vector<std::string>& v) {
    std::string o;
    for (const auto& l : v) o += "\n    " + l;
    return o;
  }
  bool cites(const std::string& id) const {
    return std::any_of(s_.log.begin(), s_.log.end(), [&](const LogEntry& e) { return id == rule_info(e.rule).id; });
  }
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

  void choices(const Expectation& e, const std::vector<std::string>& labels) {
    if (s_.choice.kind == ChoiceKind::None) {
      fail(e.line, "expected a pending decision with " + std::to_string(e.choices->size()) +
                       " option(s); actual: none pending, " + describe_decision(s_));
      return;
    }
    for (const auto& t : *e.choices)
      if (std::count_if(labels.begin(), labels.end(), [&](const std::string& l) { return l.find(t.text) != std::string::npos; }) != 1)
        fail(t.line, "expected exactly one option matching '" + t.text + "'; actual options:" + list(labels));
    same(e.line, "number of options", e.choices->size(), labels.size());
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

ScenarioResult run_scenario(Scenario& s, bool check, const ExpectHook& at_expect) {
  return Runner(s, check, at_expect).run();
}

}  // namespace spaceline::stccg1e
