// TaleSpin's part of scenario files (docs/talespin/scenario-format.md): the
// position keys (players, decks, cards, seats, turn), the expectation keys
// (seats, die, turn, active) and the {die: N} script step. The core runs the
// file (core/scenario.h).
#include "games/talespin/scenario/scenario.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/scenario_reader.h"
#include "core/text.h"

#include "games/talespin/cards/deck.h"
#include "games/talespin/rules/rules.h"
#include "games/talespin/scenario/position.h"

namespace spaceline::talespin {

namespace {

const TsState& ts(const spaceline::State& s) { return dynamic_cast<const TsState&>(s); }

const std::vector<std::string> kSeatKeys = {"player", "at", "hand", "deck", "discard", "chain", "packed", "delivered", "artifacts"};
const std::vector<std::string> kSeatChecks = {"hand",      "hand_count",      "deck_count", "discard",   "discard_count", "chain",
                                              "packed",    "delivered",       "delivered_count", "artifacts", "at"};

bool has(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

using Reader = ScenarioReader;

// The card of `name` must be of `type` where it is put.
void require_type(const Reader& r, const YAML::Node& at, const TsState& s, const std::string& name, CardType type,
                  const std::string& where) {
  const CardDef* d = s.setup->lib->find(name);
  if (!d) {
    const std::string near = s.setup->lib->suggest(name);
    r.fail(at, "unknown card '" + name + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)"));
  }
  if (d->type != type)
    r.fail(at, "'" + name + "' is a " + to_string(d->type) + "; " + where + " holds " + to_string(type) + " cards");
}

std::vector<std::string> names_of(const TsState& s, const std::vector<Card>& cards) {
  std::vector<std::string> v;
  for (Card c : cards) v.push_back(s.name(c));
  return v;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

class TsScenarios : public ScenarioSupport {
 public:
  std::vector<std::string> position_keys() const override { return {"players", "decks", "cards", "seats", "turn"}; }

  std::unique_ptr<ScenarioContext> build(const YAML::Node& root, uint64_t seed, const std::string& file) const override {
    Reader r(file);
    // The library: the bundled cards, plus the file's own test cards (`cards:`, in the card format).
    std::shared_ptr<const CardLibrary> lib = CardLibrary::bundled();
    if (const auto cards = root["cards"]) {
      if (!cards.IsSequence()) r.fail(cards, "cards: must be a list of card entries (docs/talespin/card-format.md)");
      YAML::Node wrapper;
      wrapper["cards"] = cards;
      auto mine = std::make_shared<CardLibrary>(*lib);
      try {
        mine->add_files({{file + " (cards:, line " + std::to_string(cards.Mark().line + 1) + " on)", YAML::Dump(wrapper)}});
      } catch (const std::exception& e) {
        r.fail(cards, e.what());
      }
      lib = mine;
    }
    const int players = root["players"] ? r.integer(root["players"], "players", 2, kMaxPlayers) : 2;
    std::vector<std::string> deck_names;
    if (const auto d = root["decks"]) {
      deck_names = r.names(d, "decks");
      if (static_cast<int>(deck_names.size()) != players)
        r.fail(d, std::to_string(deck_names.size()) + " decks for " + std::to_string(players) + " players");
    } else {
      const auto b = bundled_deck_names();
      for (int i = 0; i < players; ++i) deck_names.push_back(b.empty() ? "random" : b[i % b.size()]);
    }
    std::vector<Deck> decks;
    for (size_t i = 0; i < deck_names.size(); ++i) {
      decks.push_back(load_deck(deck_names[i], *lib, seed));
      if (!decks.back().errors.empty())
        r.fail(root["decks"] ? root["decks"][i] : root, "deck '" + deck_names[i] + "': " + decks.back().errors.front());
    }
    std::unique_ptr<TsState> s;
    try {
      s = new_state(lib, decks, seed, 0);
    } catch (const std::exception& e) {
      r.fail(root, e.what());
    }
    if (const auto seats = root["seats"]) {
      if (!seats.IsMap()) r.fail(seats, "seats: must be a map from seat (1, 2, ...) to its cards");
      for (const auto& it : seats) seat_position(r, *s, r.seat(it.first, players), it.second);
    }
    // The position starts at a turn's beginning: the set-up's own log is not part of it.
    int active = s->first, step_draw = 0, turn = 1;
    if (const auto t = root["turn"]) {
      r.keys(t, "turn", {"player", "step", "number"});
      if (t["player"]) active = r.seat(t["player"], players);
      if (t["number"]) turn = r.integer(t["number"], "turn number", 1, 10000);
      if (t["step"]) {
        const std::string st = r.str(t["step"], "step");
        if (st == "draw") step_draw = 1;
        else if (st != "play") r.fail(t["step"], "step must be draw (the turn starts with S1-2) or play, not '" + st + "'");
      }
    }
    s->log.clear();
    s->stats = Stats{};
    s->active = s->first = static_cast<int8_t>(active);
    s->turn = turn;
    rules::start_turn(*s);
    if (!step_draw) s->step = Step::Play;
    rules::advance(*s);
    return std::make_unique<PlainScenarioContext>(std::move(s));
  }

  std::vector<std::string> expectation_keys() const override { return {"seats", "die", "turn", "active"}; }

  std::string check(const std::string& key, const YAML::Node& v, ScenarioContext& c, const std::string& file) const override {
    const Reader r(file);
    const TsState& s = ts(c.state());
    if (key == "die") {
      const int want = r.integer(v, "die", 0, 6);
      return s.die == want ? "" : "the die shows " + std::to_string(s.die) + ", expected " + std::to_string(want);
    }
    if (key == "turn") {
      const int want = r.integer(v, "turn", 1, 100000);
      return s.turn == want ? "" : "turn " + std::to_string(s.turn) + ", expected " + std::to_string(want);
    }
    if (key == "active") {
      const int want = r.seat(v, s.num_players());
      return s.active == want ? "" : "seat " + std::to_string(s.active + 1) + "'s turn, expected seat " + std::to_string(want + 1);
    }
    // seats: {N: {hand: [...], ...}}
    if (!v.IsMap()) r.fail(v, "seats: must be a map from seat to expectations");
    std::string out;
    for (const auto& it : v) {
      const int p = r.seat(it.first, s.num_players());
      r.keys(it.second, "the expectation for seat " + std::to_string(p + 1), kSeatChecks);
      const auto& seat = s.seats[p];
      const std::string who = "seat " + std::to_string(p + 1) + " ";
      auto fail = [&](const std::string& what) { out += (out.empty() ? "" : "; ") + who + what; };
      auto count = [&](const char* k, size_t got) {
        if (const auto n = it.second[k]) {
          const int want = r.integer(n, k, 0, 100000);
          if (static_cast<size_t>(want) != got) fail(std::string(k) + " " + std::to_string(got) + ", expected " + std::to_string(want));
        }
      };
      auto pile = [&](const char* k, const std::vector<Card>& cards, bool ordered) {
        if (const auto n = it.second[k]) {
          auto want = r.names(n, k), got = names_of(s, cards);
          if (!ordered) want = sorted(want), got = sorted(got);
          if (want != got) fail(std::string(k) + " " + bracketed(got) + ", expected " + bracketed(want));
        }
      };
      count("hand_count", seat.hand.size());
      count("deck_count", seat.deck.size());
      count("discard_count", seat.discard.size());
      count("delivered_count", seat.delivered.size());
      pile("hand", seat.hand, false);
      pile("discard", seat.discard, false);
      pile("packed", seat.packed, false);
      pile("delivered", seat.delivered, false);
      pile("artifacts", seat.artifacts, false);
      if (const auto n = it.second["chain"]) {
        std::vector<Card> chain;
        for (const auto& ps : seat.chain) chain.push_back(ps.card);
        auto want = r.names(n, "chain"), got = names_of(s, chain);
        if (want != got) fail("chain " + bracketed(got) + ", expected " + bracketed(want) + " (first to last)");
      }
      if (const auto n = it.second["at"]) {
        const std::string want = r.str(n, "at"), got = s.location(seat.pos).name;
        if (want != got) fail("at " + got + ", expected " + want);
      }
    }
    return out;
  }

  // Each a changed copy of the value, checked as written ones are.
  std::vector<ScenarioMutant> mutants(const std::string& key, const YAML::Node& v, ScenarioContext& c,
                                      const std::string& file) const override {
    std::vector<ScenarioMutant> out;
    for (auto& [node, what] : changed_values(key, v, ts(c.state())))
      out.push_back({what, 0, [this, key, node = node, file](ScenarioContext& run) { return check(key, node, run, file); }});
    return out;
  }

  std::vector<std::string> step_keys() const override { return {"die"}; }
  void step(const std::string& key, const YAML::Node& v, ScenarioContext& c, const std::string& file) const override {
    (void)key;
    const Reader r(file);
    load_die(dynamic_cast<TsState&>(c.state()), r.integer(v, "die", 1, 6));  // the next roll shows this face
  }

 private:
  // Copies of an expectation's value, each with one thing changed that the position does not show.
  std::vector<std::pair<YAML::Node, std::string>> changed_values(const std::string& key, const YAML::Node& v, const TsState& s) const {
    std::vector<std::pair<YAML::Node, std::string>> out;
    if (key == "die") out.push_back({YAML::Node(v.as<int>() % 6 + 1), "another face"});
    if (key == "turn") out.push_back({YAML::Node(v.as<int>() + 1), "one more"});
    if (key == "active") out.push_back({YAML::Node(v.as<int>() % s.num_players() + 1), "another seat"});
    if (key != "seats") return out;
    for (const auto& it : v) {
      for (const auto& f : it.second) {
        const std::string k = f.first.as<std::string>();
        YAML::Node copy = YAML::Clone(v);
        YAML::Node field = copy[it.first.as<std::string>()][k];
        std::string what = "seat " + it.first.as<std::string>() + " " + k;
        if (k == "at") {
          const int pos = ring_position(s, f.second.as<std::string>());
          field = s.location((pos + 1) % static_cast<int>(s.ring.size())).name;
          what += ": the next Location";
        } else if (k.size() > 6 && k.substr(k.size() - 6) == "_count") {
          field = f.second.as<int>() + 1;
          what += ": one more";
        } else if (f.second.size() > 0) {
          YAML::Node fewer(YAML::NodeType::Sequence);
          for (size_t i = 0; i + 1 < f.second.size(); ++i) fewer.push_back(f.second[i]);
          field = fewer;
          what += ": the last left out";
          if (k == "chain" && f.second.size() > 1) {  // the order matters too
            YAML::Node swapped = YAML::Clone(f.second);
            const auto first = swapped[0].as<std::string>(), second = swapped[1].as<std::string>();
            if (first != second) {
              YAML::Node c2 = YAML::Clone(v);
              swapped[0] = second;
              swapped[1] = first;
              c2[it.first.as<std::string>()][k] = swapped;
              out.push_back({c2, "seat " + it.first.as<std::string>() + " chain: first two swapped"});
            }
          }
        } else {
          YAML::Node more(YAML::NodeType::Sequence);
          more.push_back(s.name(s.seats[0].player));
          field = more;
          what += ": one card more";
        }
        out.push_back({copy, what});
      }
    }
    return out;
  }

  void seat_position(const Reader& r, TsState& s, int p, const YAML::Node& n) const {
    r.keys(n, "seat " + std::to_string(p + 1), kSeatKeys);
    auto guarded = [&](const YAML::Node& at, const auto& f) {
      try {
        f();
      } catch (const std::invalid_argument& e) {
        r.fail(at, e.what());
      }
    };
    if (const auto x = n["player"]) {
      require_type(r, x, s, r.str(x, "player"), CardType::Player, "a seat's Player character");
      guarded(x, [&] { set_player_character(s, p, x.as<std::string>()); });
    }
    if (const auto x = n["at"]) guarded(x, [&] { s.seats[p].pos = static_cast<uint8_t>(ring_position(s, r.str(x, "at"))); });
    if (const auto x = n["hand"]) {
      hand_to_deck_bottom(s, p);
      const auto cards = r.names(x, "hand");
      for (auto it = cards.rbegin(); it != cards.rend(); ++it) guarded(x, [&] { put_in_hand(s, p, *it); });
    }
    if (const auto x = n["deck"]) {  // top card first
      const auto cards = r.names(x, "deck");
      for (auto it = cards.rbegin(); it != cards.rend(); ++it) guarded(x, [&] { put_on_deck(s, p, *it); });
    }
    // Each list: the cards, checked for their type where one is required.
    auto each = [&](const char* k, std::optional<CardType> type, const char* where, Card (*put)(TsState&, int, const std::string&)) {
      const auto x = n[k];
      if (!x) return;
      if (!x.IsSequence()) r.fail(x, std::string(k) + " must be a list of card names");
      for (const auto& c : x) {
        const std::string name = r.str(c, k);
        if (type) require_type(r, c, s, name, *type, where);
        guarded(c, [&] { put(s, p, name); });
      }
    };
    each("discard", std::nullopt, "", [](TsState& t, int q, const std::string& m) { return put_in_discard(t, q, m); });
    each("chain", CardType::Passenger, "the chain", [](TsState& t, int q, const std::string& m) { return put_in_chain(t, q, m); });
    each("packed", CardType::Cargo, "the hold's packed cargo", [](TsState& t, int q, const std::string& m) { return put_packed(t, q, m); });
    each("delivered", CardType::Cargo, "the delivered cargo", [](TsState& t, int q, const std::string& m) { return put_delivered(t, q, m); });
    each("artifacts", CardType::Artifact, "the hold's Artifacts",
         [](TsState& t, int q, const std::string& m) { return put_in_hold(t, q, m); });
    if (s.seats[p].chain.size() > static_cast<size_t>(kMaxPassengers))
      r.fail(n["chain"], "a chain holds at most " + std::to_string(kMaxPassengers) + " Passengers (S1-7)");
    if (s.hold_used(p) > s.hold_capacity(p))
      r.fail(n, "seat " + std::to_string(p + 1) + "'s hold takes " + std::to_string(s.hold_capacity(p)) + " cards (D-TS-7), not " +
                    std::to_string(s.hold_used(p)));
    if (s.seats[p].delivered.size() >= static_cast<size_t>(kCargoToWin))
      r.fail(n["delivered"], "five delivered cargo would have won already (S1-13): set up at most four");
  }
};

}  // namespace

const ScenarioSupport& scenario_support() {
  static const TsScenarios support;
  return support;
}

}  // namespace spaceline::talespin
