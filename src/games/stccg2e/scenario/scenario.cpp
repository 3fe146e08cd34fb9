// Second Edition's part of scenario files (docs/stccg2e/scenario-format.md): the position keys
// (decks, seats, completed, turn), the expectation keys (seats, active) built on the core's
// runner (core/scenario.h). A position starts from the two decks' set-up and moves the named
// card instances of each seat where the file puts them.
#include "games/stccg2e/scenario/scenario.h"

#include <algorithm>

#include "core/scenario_reader.h"
#include "core/text.h"
#include "games/stccg2e/cards/deck.h"
#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

namespace {

const std::vector<std::string> kSeatKeys = {"hand", "table", "core", "dilemmas", "discard", "deck_top", "score", "counters"};
const std::vector<std::string> kSeatChecks = {"score",         "completed_planet", "completed_space", "hand_count",
                                              "discard_count", "core_count",       "removed_count",   "stopped_count",
                                              "in_play_count", "bonus_total"};

bool has(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

using Reader = ScenarioReader;

S2State& s2(spaceline::State& s) { return dynamic_cast<S2State&>(s); }

void lift(S2State& s, Card c) {
  for (auto& seat : s.seats)
    for (auto* v : {&seat.deck, &seat.hand, &seat.discard, &seat.dilemmas, &seat.core, &seat.removed})
      v->erase(std::remove(v->begin(), v->end(), c), v->end());
}

// A card instance of seat `p` called `name` still in its deck or dilemma pile.
Card take(const Reader& r, const YAML::Node& at, S2State& s, int p, const std::string& name) {
  bool known = false;
  for (Card c = 0; c < s.ncards(); ++c) {
    if (s.def(c).full_name() != name && s.def(c).name != name) continue;
    known = true;
    if (s.owner(c) == p && (s.cards[c].zone == Zone::Deck || s.cards[c].zone == Zone::DilemmaPile)) {
      lift(s, c);
      s.cards[c] = CardState{};
      return c;
    }
  }
  if (!known && !s.setup->lib->find(name)) r.fail(at, "unknown card '" + name + "'");
  r.fail(at, "seat " + std::to_string(p + 1) + "'s deck holds no more '" + name + "' (put it in the seat's deck file)");
}

uint16_t slot_named(const Reader& r, const YAML::Node& at, const S2State& s, const std::string& name) {
  for (uint16_t i = 0; i < s.line.size(); ++i)
    if (s.def(s.line[i].card).full_name() == name || s.def(s.line[i].card).name == name) return i;
  r.fail(at, "no mission called '" + name + "' on the spaceline");
}

class Support : public ScenarioSupport {
 public:
  std::vector<std::string> position_keys() const override { return {"decks", "seats", "completed", "turn"}; }

  std::unique_ptr<ScenarioContext> build(const YAML::Node& root, uint64_t seed, const std::string& file) const override {
    const Reader r{file};
    auto lib = CardLibrary::bundled();
    std::vector<std::string> names = {"federation", "klingon"};
    if (const auto d = root["decks"]) {
      if (!d.IsSequence() || d.size() != 2) r.fail(d, "decks must be a list of two bundled deck names or files");
      names = {r.str(d[0], "a deck"), r.str(d[1], "a deck")};
    }
    std::vector<Deck> decks;
    for (int i = 0; i < 2; ++i) {
      decks.push_back(load_deck(names[i], *lib, seed));
      if (!decks.back().errors.empty()) r.fail(root["decks"] ? root["decks"] : root, decks.back().errors.front());
    }
    auto s = new_state(lib, decks, seed, 0);
    int active = 0;
    Phase phase = Phase::Play;
    if (const auto t = root["turn"]) {
      r.keys(t, "turn", {"player", "phase"});
      if (t["player"]) active = r.seat(t["player"], kPlayers);
      if (t["phase"]) {
        const std::string ph = r.str(t["phase"], "phase");
        if (ph == "orders") phase = Phase::Orders;
        else if (ph != "play") r.fail(t["phase"], "phase must be play or orders");
      }
    }
    if (const auto seats = root["seats"]) {
      if (!seats.IsMap()) r.fail(seats, "seats must be a map from seat (1, 2) to its cards");
      for (const auto& it : seats) {
        const int p = r.seat(it.first, kPlayers);
        r.keys(it.second, "seat " + std::to_string(p + 1), kSeatKeys);
        place(r, *s, p, it.second);
      }
    }
    if (const auto done = root["completed"]) {
      if (!done.IsMap()) r.fail(done, "completed must be a map from mission to the seat that completed it");
      for (const auto& it : done) s->line[slot_named(r, it.first, *s, r.str(it.first, "a mission"))].completed_by = static_cast<int8_t>(r.seat(it.second, kPlayers));
    }
    s->log.clear();
    s->active = static_cast<int8_t>(active);
    rules::start_turn(*s);
    s->phase = phase;
    return std::make_unique<PlainScenarioContext>(std::move(s));
  }

  std::vector<std::string> expectation_keys() const override { return {"seats", "active"}; }

  std::string check(const std::string& key, const YAML::Node& v, ScenarioContext& c, const std::string& file) const override {
    const Reader r{file};
    const S2State& s = s2(c.state());
    if (key == "active") {
      const int want = r.seat(v, kPlayers);
      return s.active == want ? "" : "seat " + std::to_string(s.active + 1) + "'s turn, expected seat " + std::to_string(want + 1);
    }
    if (!v.IsMap()) r.fail(v, "seats must be a map from seat to expectations");
    std::string out;
    for (const auto& it : v) {
      const int p = r.seat(it.first, kPlayers);
      r.keys(it.second, "the expectation for seat " + std::to_string(p + 1), kSeatChecks);
      for (const auto& f : it.second) {
        const std::string k = f.first.as<std::string>();
        const int want = r.integer(f.second, k, 0, 100000);
        const int got = value(s, p, k);
        if (want != got)
          out += (out.empty() ? "" : "; ") + ("seat " + std::to_string(p + 1) + " " + k + " " + std::to_string(got) + ", expected " + std::to_string(want));
      }
    }
    return out;
  }

  std::vector<ScenarioMutant> mutants(const std::string& key, const YAML::Node& v, ScenarioContext& c,
                                      const std::string& file) const override {
    (void)c;
    std::vector<ScenarioMutant> out;
    if (key == "active") {
      YAML::Node other(v.as<int>() % 2 + 1);
      out.push_back({"the other seat", 0, [this, key, other, file](ScenarioContext& run) { return check(key, other, run, file); }});
      return out;
    }
    for (const auto& it : v)
      for (const auto& f : it.second) {
        YAML::Node copy = YAML::Clone(v);
        const std::string k = f.first.as<std::string>();
        copy[it.first.as<std::string>()][k] = f.second.as<int>() + 1;
        out.push_back({"seat " + it.first.as<std::string>() + " " + k + ": one more", 0,
                       [this, key, copy, file](ScenarioContext& run) { return check(key, copy, run, file); }});
      }
    return out;
  }

 private:
  static int value(const S2State& s, int p, const std::string& k) {
    const auto& seat = s.seats[p];
    if (k == "score") return seat.score;
    if (k == "completed_planet") return rules::completed_count(s, p, Where::Planet);
    if (k == "completed_space") return rules::completed_count(s, p, Where::Space);
    if (k == "hand_count") return static_cast<int>(seat.hand.size());
    if (k == "discard_count") return static_cast<int>(seat.discard.size());
    if (k == "core_count") return static_cast<int>(seat.core.size());
    if (k == "removed_count") return static_cast<int>(seat.removed.size());
    int n = 0;  // over the seat's cards in play
    for (Card c = 0; c < s.ncards(); ++c) {
      if (s.cards[c].zone != Zone::Table || s.owner(c) != p) continue;
      if (k == "stopped_count") n += s.cards[c].stopped ? 1 : 0;
      else if (k == "in_play_count") ++n;
      else n += s.cards[c].bonus;  // bonus_total: attributes +N until the end of the turn (R2-4)
    }
    return n;
  }

  static void place(const Reader& r, S2State& s, int p, const YAML::Node& n) {
    auto names = [&](const char* k) {
      std::vector<std::pair<std::string, YAML::Node>> v;
      if (!n[k]) return v;
      if (!n[k].IsSequence()) r.fail(n[k], std::string(k) + " must be a list of card names");
      for (const auto& x : n[k]) v.emplace_back(r.str(x, k), x);
      return v;
    };
    auto& seat = s.seats[p];
    if (n["hand"]) {  // the opening hand goes back to the deck: the hand is what the file says
      for (Card c : seat.hand) seat.deck.insert(seat.deck.begin(), c), s.cards[c].zone = Zone::Deck;
      seat.hand.clear();
      for (const auto& [name, at] : names("hand")) {
        const Card c = take(r, at, s, p, name);
        seat.hand.push_back(c);
        s.cards[c].zone = Zone::Hand;
        s.known[c] |= static_cast<uint8_t>(1u << p);
      }
    }
    if (n["dilemmas"]) {  // the whole pile, top first
      for (Card c : seat.dilemmas) s.cards[c].zone = Zone::Removed, seat.removed.push_back(c);
      seat.dilemmas.clear();
      std::vector<Card> pile;
      for (const auto& [name, at] : names("dilemmas")) {
        if (const CardDef* d = s.setup->lib->find(name); d && d->type != CardType::Dilemma) r.fail(at, "'" + name + "' is not a dilemma");
        bool found = false;
        for (Card c : seat.removed)
          if (!found && s.def(c).name == name && s.cards[c].zone == Zone::Removed) {
            seat.removed.erase(std::find(seat.removed.begin(), seat.removed.end(), c));
            s.cards[c] = CardState{};
            s.cards[c].zone = Zone::DilemmaPile;
            pile.insert(pile.begin(), c);
            found = true;
          }
        if (!found) r.fail(at, "seat " + std::to_string(p + 1) + "'s dilemma pile holds no more '" + name + "'");
      }
      // What was not named leaves the game: a scenario's pile is exactly the list.
      for (Card c : seat.removed) s.known[c] = 0;
      seat.dilemmas = pile;
    }
    if (n["discard"]) {
      for (Card c : seat.discard) seat.deck.insert(seat.deck.begin(), c), s.cards[c].zone = Zone::Deck;
      seat.discard.clear();
      for (const auto& [name, at] : names("discard")) {
        const Card c = take(r, at, s, p, name);
        seat.discard.push_back(c);
        s.cards[c].zone = Zone::Discard;
        s.reveal(c);
      }
    }
    for (const auto& [name, at] : names("core")) {
      const Card c = take(r, at, s, p, name);
      seat.core.push_back(c);
      s.cards[c].zone = Zone::Core;
      s.reveal(c);
    }
    for (const auto& [name, at] : names("deck_top")) {
      const Card c = take(r, at, s, p, name);
      seat.deck.push_back(c);
      s.cards[c].zone = Zone::Deck;
    }
    if (const auto t = n["table"]) {
      if (!t.IsSequence()) r.fail(t, "table must be a list of {card, at, aboard}");
      for (const auto& e : t) {
        r.keys(e, "a table entry", {"card", "at", "aboard"});
        if (!e["card"] || !e["at"]) r.fail(e, "a table entry needs card and at");
        const Card c = take(r, e["card"], s, p, r.str(e["card"], "card"));
        const uint16_t slot = slot_named(r, e["at"], s, r.str(e["at"], "at"));
        Card ship = kNone;
        if (e["aboard"]) {
          const std::string sn = r.str(e["aboard"], "aboard");
          for (Card x = 0; x < s.ncards(); ++x)
            if (s.cards[x].zone == Zone::Table && s.owner(x) == p && s.def(x).name == sn && s.cards[x].slot == slot) ship = x;
          if (ship == kNone) r.fail(e["aboard"], "no ship of seat " + std::to_string(p + 1) + " called '" + sn + "' at that mission (list the ship first)");
        }
        rules::place_at_headquarters(s, c, slot);
        s.cards[c].aboard = ship;
      }
    }
    if (n["score"]) seat.score = r.integer(n["score"], "score", 0, 1000);
    if (n["counters"]) seat.counters = r.integer(n["counters"], "counters", 0, kCounters);
  }
};

}  // namespace

const ScenarioSupport& scenario_support() {
  static const Support s;
  return s;
}

}  // namespace spaceline::stccg2e
