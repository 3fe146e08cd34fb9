// Scenario files, part 4: the mutants of First Edition's expectations
// (scenario_mutate.h), planned from the state each is checked against; the
// core runs them (core/scenario.h).
#include "games/stccg1e/scenario/scenario_mutate.h"

#include <algorithm>

#include "games/stccg1e/rules/requirement.h"

namespace spaceline::stccg1e {

namespace {

std::string yes(bool b) { return b ? "true" : "false"; }
std::string player(int p) { return p < 0 ? "draw" : std::to_string(p + 1); }
int other_player(int p) { return p == 0 ? 1 : 0; }
// A number +-1: one less, unless that would be negative.
int other_number(int v) { return v > 0 ? v - 1 : v + 1; }

std::string joined(const std::vector<std::string>& v) {
  std::string o = "[";
  for (size_t i = 0; i < v.size(); ++i) o += (i ? ", " : "") + v[i];
  return o + "]";
}


class Planner {
 public:
  Planner(const Expectation& e, const GameState& s) : e_(e), s_(s) {}

  std::vector<Mutant> plan() {
    for (size_t i = 0; i < e_.cards.size(); ++i) card(i);
    for (size_t i = 0; i < e_.missions.size(); ++i) mission(i);
    for (size_t i = 0; i < e_.players.size(); ++i) player_check(i);
    log_order();
    observations();
    phase();
    return std::move(out_);
  }

 private:
  const Expectation& e_;
  const GameState& s_;
  std::vector<Mutant> out_;

  void add(int line, const std::string& what, std::function<void(Expectation&)> f) { out_.push_back({line, what, std::move(f)}); }

  // ---- cards ----

  std::string loc_name(int loc) const { return loc < 0 ? std::string("nowhere (off the spaceline)") : s_.location_name(loc); }
  // The next location to the right (wrapping), one with a planet if `planet`;
  // when there is none (a single location), -1: no card is there.
  int other_location(int loc, bool planet) const {
    const int n = static_cast<int>(s_.spaceline.size());
    for (int k = 1; k < n; ++k) {
      int l = (loc + k) % n;
      if (!planet || s_.has_planet(l)) return l;
    }
    return n > 1 && !planet ? (loc + 1) % n : -1;
  }
  static Zone other_zone(Zone z) {
    switch (z) {
      case Zone::InPlay: return Zone::Discard;
      case Zone::Discard: return Zone::Hand;
      case Zone::Hand: return Zone::Discard;
      case Zone::Deck: return Zone::Hand;
      case Zone::Captive: return Zone::InPlay;
      case Zone::OutOfTime: return Zone::InPlay;
      case Zone::SeedPile: return Zone::OutOfPlay;
      default: return Zone::Discard;  // under a mission, bonus, out of play, spaceline
    }
  }
  // Another ship or facility (one in play first), else the card itself.
  CardId other_host(CardId host, CardId self) const {
    CardId any = kNone;
    for (size_t i = 0; i < s_.cards.size(); ++i) {
      CardId c = static_cast<CardId>(i);
      auto t = s_.def(c).type;
      if (c == host || c == self || (t != CardType::Ship && t != CardType::Facility)) continue;
      if (s_.cards[i].zone == Zone::InPlay) return c;
      if (any == kNone) any = c;
    }
    return any != kNone ? any : self;
  }
  Affiliation other_affiliation(CardId c, Affiliation a) const {
    for (auto x : s_.def(c).affiliations)
      if (x != a) return x;
    return a == Affiliation::Federation ? Affiliation::Klingon : Affiliation::Federation;
  }

  void card(size_t i) {
    const CardCheck& c = e_.cards[i];
    const std::string who = "'" + c.label + "' ";
    auto set = [&](const std::string& what, auto field, auto value) {
      add(c.line, who + what, [i, field, value](Expectation& x) { x.cards[i].*field = value; });
    };
    auto flag = [&](const char* name, std::optional<bool> CardCheck::*f) {
      if (c.*f) set(std::string(name) + ": " + yes(*(c.*f)) + " -> " + yes(!*(c.*f)), f, std::optional<bool>(!*(c.*f)));
    };
    auto number = [&](const char* name, std::optional<int> CardCheck::*f) {
      if (!(c.*f)) return;
      int v = other_number(*(c.*f));
      set(std::string(name) + ": " + std::to_string(*(c.*f)) + " -> " + std::to_string(v), f, std::optional<int>(v));
    };
    auto who_player = [&](const char* name, std::optional<int> CardCheck::*f) {
      if (!(c.*f)) return;
      int v = other_player(*(c.*f));
      set(std::string(name) + ": " + player(*(c.*f)) + " -> " + player(v), f, std::optional<int>(v));
    };
    auto location = [&](const char* name, std::optional<int> CardCheck::*f, bool planet) {
      if (!(c.*f)) return;
      int v = other_location(*(c.*f), planet);
      set(std::string(name) + ": " + loc_name(*(c.*f)) + " -> " + loc_name(v), f, std::optional<int>(v));
    };
    if (c.zone) {
      Zone z = other_zone(*c.zone);
      set(std::string("zone: ") + to_string(*c.zone) + " -> " + to_string(z), &CardCheck::zone, std::optional<Zone>(z));
    }
    who_player("owner", &CardCheck::owner);
    who_player("controller", &CardCheck::controller);
    if (c.aboard) {
      CardId h = other_host(*c.aboard, c.card);
      set("aboard: " + s_.card_name(*c.aboard) + " -> " + (h == c.card ? "itself" : s_.card_name(h)), &CardCheck::aboard,
          std::optional<CardId>(h));
    }
    location("on_planet", &CardCheck::on_planet, true);
    location("in_space", &CardCheck::in_space, false);
    location("under", &CardCheck::under, false);
    location("at", &CardCheck::at, false);
    location("on_mission", &CardCheck::on_mission, false);
    who_player("beside", &CardCheck::beside);
    flag("on_table", &CardCheck::on_table);
    number("turns_left", &CardCheck::turns_left);
    flag("stopped", &CardCheck::stopped);
    flag("damaged", &CardCheck::damaged);
    flag("revealed", &CardCheck::revealed);
    flag("misseed", &CardCheck::misseed);
    flag("deactivated", &CardCheck::deactivated);
    flag("cloaked", &CardCheck::cloaked);
    flag("stasis", &CardCheck::stasis);
    flag("disabled", &CardCheck::disabled);
    flag("house_arrest", &CardCheck::house_arrest);
    who_player("held_by", &CardCheck::held_by);
    number("team", &CardCheck::team);
    flag("phased", &CardCheck::phased);
    if (c.affiliation) {
      Affiliation a = other_affiliation(c.card, *c.affiliation);
      set(std::string("affiliation: ") + to_string(*c.affiliation) + " -> " + to_string(a), &CardCheck::affiliation,
          std::optional<Affiliation>(a));
    }
    number("range", &CardCheck::range);
    number("weapons", &CardCheck::weapons);
    number("shields", &CardCheck::shields);
    number("integrity", &CardCheck::integrity);
    number("cunning", &CardCheck::cunning);
    number("strength", &CardCheck::strength);
    auto level = [](int halves) { return std::to_string(halves / 2) + (halves % 2 ? ".5" : ""); };
    for (size_t k = 0; k < c.skills.size(); ++k) {
      auto [skill, halves] = c.skills[k];
      int v = halves >= 2 ? halves - 2 : halves + 2;  // one level less, or more
      add(c.line, who + "skills " + skill_name(skill) + ": " + level(halves) + " -> " + level(v),
          [i, k, v](Expectation& x) { x.cards[i].skills[k].second = v; });
    }
  }

  // ---- missions and players ----

  std::string names(const std::vector<CardId>& v) const {
    std::vector<std::string> n;
    for (auto c : v) n.push_back(s_.card_name(c));
    return joined(n);
  }
  // A card of the scenario for an empty list: the first dilemma, else the first card.
  CardId some_card() const {
    for (size_t i = 0; i < s_.cards.size(); ++i)
      if (s_.def(static_cast<CardId>(i)).type == CardType::Dilemma) return static_cast<CardId>(i);
    return 0;
  }

  void mission(size_t i) {
    const MissionCheck& m = e_.missions[i];
    const std::string what = "'" + s_.location_name(m.loc) + "' ";
    if (m.under) {
      auto v = *m.under;
      std::string how;
      auto reversed = std::vector<CardId>(v.rbegin(), v.rend());
      std::vector<std::string> a, b;
      for (auto c : v) a.push_back(s_.def(c).name);
      for (auto c : reversed) b.push_back(s_.def(c).name);
      if (a != b) {
        v = reversed, how = " (reversed)";
      } else if (!v.empty()) {
        v.erase(v.begin()), how = " (the first one left)";
      } else {
        v.push_back(some_card()), how = " (one more)";
      }
      add(m.line, what + "seeds: " + names(*m.under) + " -> " + names(v) + how,
          [i, v](Expectation& x) { x.missions[i].under = v; });
    }
    if (m.solved)
      add(m.line, what + "solved: " + yes(*m.solved) + " -> " + yes(!*m.solved),
          [i, v = !*m.solved](Expectation& x) { x.missions[i].solved = v; });
    if (m.solved_by)
      add(m.line, what + "solved_by: " + player(*m.solved_by) + " -> " + player(other_player(*m.solved_by)),
          [i, v = other_player(*m.solved_by)](Expectation& x) { x.missions[i].solved_by = v; });
    if (m.place) {
      int v = *m.place % static_cast<int>(s_.spaceline.size()) + 1;  // the next place, wrapping
      add(m.line, what + "place: " + std::to_string(*m.place) + " -> " + std::to_string(v),
          [i, v](Expectation& x) { x.missions[i].place = v; });
    }
    for (int p = 0; p < 2; ++p)
      if (m.points[p]) {
        int v = other_number(*m.points[p]);
        add(m.line, what + "points for player " + player(p) + ": " + std::to_string(*m.points[p]) + " -> " + std::to_string(v),
            [i, p, v](Expectation& x) { x.missions[i].points[p] = v; });
      }
  }

  void player_check(size_t i) {
    const PlayerCheck& p = e_.players[i];
    const std::string who = "player " + player(p.player) + " ";
    auto number = [&](const char* name, std::optional<int> PlayerCheck::*f) {
      if (!(p.*f)) return;
      int v = other_number(*(p.*f));
      add(p.line, who + name + ": " + std::to_string(*(p.*f)) + " -> " + std::to_string(v),
          [i, f, v](Expectation& x) { x.players[i].*f = v; });
    };
    number("score", &PlayerCheck::score);
    number("hand_count", &PlayerCheck::hand_count);
    number("deck_count", &PlayerCheck::deck_count);
    number("discard_count", &PlayerCheck::discard_count);
    number("q_tent_count", &PlayerCheck::q_tent_count);
    number("q_continuum_count", &PlayerCheck::q_continuum_count);
    auto pile = [&](const char* name, std::optional<std::vector<std::string>> PlayerCheck::*f) {
      if (!(p.*f)) return;
      auto v = *(p.*f);
      std::string how;
      if (!v.empty()) {
        v.pop_back(), how = " (the last card left out)";
      } else {
        // The card that player would draw next, else any card of the scenario.
        const auto& deck = s_.players[p.player].deck;
        v.push_back(s_.def(deck.empty() ? some_card() : deck.back()).name), how = " (one card more)";
      }
      add(p.line, who + name + ": " + joined(*(p.*f)) + " -> " + joined(v) + how,
          [i, f, v](Expectation& x) { x.players[i].*f = v; });
    };
    pile("hand", &PlayerCheck::hand);
    pile("discard", &PlayerCheck::discard);
    pile("bonus", &PlayerCheck::bonus);
  }

  // ---- the log and observations ----

  // Reversed; if that is the same list, rotated; if every mark is the same, one more of it.
  void log_order() {
    const auto& marks = e_.log_order;
    if (marks.empty()) return;
    auto text = [](const std::vector<LogMark>& v) {
      std::vector<std::string> o;
      for (const auto& m : v) o.push_back(m.what.text);
      return o;
    };
    const auto before = text(marks);
    auto v = marks;
    std::reverse(v.begin(), v.end());
    std::string how = " (reversed)";
    if (text(v) == before) {
      v = marks;
      std::rotate(v.begin(), v.begin() + 1, v.end());
      how = " (rotated)";
    }
    if (text(v) == before) {
      v = marks;
      v.push_back(marks.back());
      how = " (one more)";
    }
    for (size_t k = 0; k < v.size() && k < marks.size(); ++k) v[k].what.line = marks[k].what.line;
    add(marks.front().what.line, joined(before) + " -> " + joined(text(v)) + how,
        [v](Expectation& e) { e.log_order = v; });
  }

  void observations() {
    for (size_t i = 0; i < e_.observations.size(); ++i) {
      const auto& o = e_.observations[i];
      const std::string who = "player " + player(o.player) + " ";
      for (size_t k = 0; k < o.contains.size(); ++k)
        add(o.contains[k].line, who + "contains '" + o.contains[k].text + "' -> absent", [i, k](Expectation& e) {
          auto& x = e.observations[i];
          x.absent.push_back(x.contains[k]);
          x.contains.erase(x.contains.begin() + static_cast<long>(k));
        });
      for (size_t k = 0; k < o.absent.size(); ++k)
        add(o.absent[k].line, who + "absent '" + o.absent[k].text + "' -> contains", [i, k](Expectation& e) {
          auto& x = e.observations[i];
          x.contains.push_back(x.absent[k]);
          x.absent.erase(x.absent.begin() + static_cast<long>(k));
        });
    }
  }

  // ---- phase ----

  // As scenario files write it.
  static const char* phase_name(Phase p) {
    if (p == Phase::PlayCard) return "play";
    if (p == Phase::Orders) return "orders";
    if (p == Phase::GameOver) return "game over";
    return to_string(p);
  }

  void phase() {
    if (!e_.phase) return;
    Phase v = *e_.phase == Phase::Orders ? Phase::PlayCard : Phase::Orders;
    add(e_.line, std::string(phase_name(*e_.phase)) + " -> " + phase_name(v), [v](Expectation& e) { e.phase = v; });
  }
};

}  // namespace

std::vector<Mutant> expectation_mutants(const Expectation& e, const GameState& s) { return Planner(e, s).plan(); }

}  // namespace spaceline::stccg1e
