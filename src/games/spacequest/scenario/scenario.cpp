// Space Quest's part of scenario files (docs/spacequest/scenario-format.md): the position keys
// (seats, turn), the expectation keys (seats, pt, crew, crew_total, step, stack). The core runs the
// file (core/scenario.h).
#include "games/spacequest/scenario/scenario.h"

#include <algorithm>

#include "core/scenario_reader.h"
#include "core/text.h"
#include "games/spacequest/rules/rules.h"
#include "games/spacequest/scenario/position.h"

namespace spaceline::spacequest {

namespace {

SqState& sq(ScenarioContext& c) { return dynamic_cast<SqState&>(c.state()); }

const std::vector<std::string> kSeatKeys = {"life", "hand", "library", "graveyard", "field"};
const std::vector<std::string> kSeatChecks = {"life", "hand", "hand_count", "graveyard", "field", "library_count"};

using Reader = ScenarioReader;

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// A card in play by name for an expectation: the file's line if there is none.
Card in_play(const Reader& r, const SqState& s, const YAML::Node& at, const std::string& name) {
  const Card c = find_in_play(s, name);
  if (c == kNone) r.fail(at, "no card called '" + name + "' is in play");
  return c;
}

class SqScenarios : public ScenarioSupport {
 public:
  std::vector<std::string> position_keys() const override { return {"seats", "turn"}; }

  std::unique_ptr<ScenarioContext> build(const YAML::Node& root, uint64_t seed, const std::string& file) const override {
    Reader r(file);
    int active = 0;
    Step step = Step::Main1;
    int number = 1;
    if (const auto t = root["turn"]) {
      r.keys(t, "turn", {"player", "step", "number"});
      if (t["player"]) active = r.integer(t["player"], "turn player", 1, 2) - 1;
      if (t["number"]) number = r.integer(t["number"], "turn number", 1, 10000);
      if (t["step"]) {
        const std::string st = r.str(t["step"], "step");
        if (st == "upkeep") step = Step::Upkeep;
        else if (st == "main1") step = Step::Main1;
        else if (st == "main2") step = Step::Main2;
        else if (st == "end") step = Step::End;
        else r.fail(t["step"], "step must be upkeep, main1, main2 or end, not '" + st + "'");
      }
    }
    auto s = empty_position(CardLibrary::bundled(), seed, active);
    s->turn = number;
    s->step = step;
    if (const auto seats = root["seats"]) {
      if (!seats.IsMap()) r.fail(seats, "seats: must be a map from seat (1, 2) to its cards");
      for (const auto& it : seats) seat(r, *s, r.integer(it.first, "a seat", 1, 2) - 1, it.second);
    }
    // A seat given no library draws from twenty basic lands, so that a script's draw is no loss.
    const CardDef* filler = nullptr;
    for (const auto& d : s->setup->lib->cards())
      if (d.basic) filler = filler ? filler : &d;
    for (int p = 0; p < kPlayers; ++p)
      if (!(root["seats"] && root["seats"][std::to_string(p + 1)] && root["seats"][std::to_string(p + 1)]["library"]) && filler)
        for (int k = 0; k < 20; ++k) put_in_library(*s, p, filler->name);
    s->log.clear();
    rules::settle(*s);
    return std::make_unique<PlainScenarioContext>(std::move(s));
  }

  std::vector<std::string> expectation_keys() const override { return {"seats", "pt", "crew", "crew_total", "step", "stack"}; }

  std::string check(const std::string& key, const YAML::Node& v, ScenarioContext& ctx, const std::string& file) const override {
    const Reader r(file);
    const SqState& s = sq(ctx);
    std::string out;
    auto fail = [&](const std::string& m) { out += (out.empty() ? "" : "; ") + m; };
    if (key == "step") {
      const std::string want = r.str(v, "step");
      return want == to_string(s.step) ? "" : std::string("step ") + to_string(s.step) + ", expected " + want;
    }
    if (key == "stack") {
      std::vector<std::string> got;
      for (const auto& it : s.stack) got.push_back(s.name(it.source));
      const auto want = r.names(v, "stack");
      return want == got ? "" : "stack (bottom first) " + bracketed(got) + ", expected " + bracketed(want);
    }
    if (!v.IsMap()) r.fail(v, key + ": must be a map");
    for (const auto& it : v) {
      if (key == "pt") {  // {Card Name: P/T}
        const Card c = in_play(r, s, it.first, r.str(it.first, "a card"));
        const std::string got = std::to_string(rules::power(s, c)) + "/" + std::to_string(rules::toughness(s, c));
        const std::string want = r.str(it.second, "power/toughness");
        if (got != want) fail(s.name(c) + " is " + rules::pt_explained(s, c) + ", expected " + want);
      } else if (key == "crew") {  // {Ship: [crew names]}
        const Card c = in_play(r, s, it.first, r.str(it.first, "a Ship"));
        std::vector<std::string> got;
        for (Card x : rules::crew_of(s, c)) got.push_back(s.name(x));
        const auto want = r.names(it.second, "crew");
        if (sorted(got) != sorted(want)) fail(s.name(c) + " crew " + bracketed(got) + ", expected " + bracketed(want));
      } else if (key == "crew_total") {
        const Card c = in_play(r, s, it.first, r.str(it.first, "a Ship"));
        const int want = r.integer(it.second, "crew total", 0, 99), got = rules::crew_total(s, c);
        if (got != want) fail(s.name(c) + " crew total " + std::to_string(got) + ", expected " + std::to_string(want));
      } else if (key == "seats") {
        const int p = r.integer(it.first, "a seat", 1, 2) - 1;
        r.keys(it.second, "the expectation for seat " + std::to_string(p + 1), kSeatChecks);
        const Seat& seat = s.seats[p];
        const std::string who = "seat " + std::to_string(p + 1) + " ";
        const YAML::Node e = it.second;
        if (e["life"] && r.integer(e["life"], "life", -1000, 1000) != seat.life)
          fail(who + "life " + std::to_string(seat.life) + ", expected " + e["life"].as<std::string>());
        if (e["hand_count"] && r.integer(e["hand_count"], "hand_count", 0, 1000) != static_cast<int>(seat.hand.size()))
          fail(who + "hand_count " + std::to_string(seat.hand.size()) + ", expected " + e["hand_count"].as<std::string>());
        if (e["library_count"] && r.integer(e["library_count"], "library_count", 0, 1000) != static_cast<int>(seat.library.size()))
          fail(who + "library_count " + std::to_string(seat.library.size()) + ", expected " + e["library_count"].as<std::string>());
        auto pile = [&](const char* k, const std::vector<Card>& cards, bool skip_crew) {
          if (!e[k]) return;
          std::vector<std::string> got;
          for (Card c : cards)
            if (!skip_crew || s.cards[c].under == kNone) got.push_back(s.name(c));
          const auto want = r.names(e[k], k);
          if (sorted(got) != sorted(want)) fail(who + k + " " + bracketed(got) + ", expected " + bracketed(want));
        };
        pile("hand", seat.hand, false);
        pile("graveyard", seat.graveyard, false);
        pile("field", seat.field, true);
      }
    }
    return out;
  }

  std::vector<ScenarioMutant> mutants(const std::string& key, const YAML::Node& v, ScenarioContext& c,
                                      const std::string& file) const override {
    std::vector<ScenarioMutant> out;
    auto add = [&](YAML::Node node, std::string what) {
      out.push_back({std::move(what), 0, [this, key, node, file](ScenarioContext& run) { return check(key, node, run, file); }});
    };
    if (key == "step") add(YAML::Node(std::string(v.as<std::string>() == "main2" ? "main1" : "main2")), "another step");
    if (key == "stack") {
      YAML::Node more = YAML::Clone(v);
      more.push_back("Sunlit Plain");
      add(more, "one more on the stack");
    }
    if (key == "stack" || key == "step" || !v.IsMap()) return out;
    for (const auto& it : v) {
      const std::string k = it.first.as<std::string>();
      if (key == "pt") {
        const std::string pt = it.second.as<std::string>();
        const auto slash = pt.find('/');
        if (slash == std::string::npos) continue;
        YAML::Node a = YAML::Clone(v), b = YAML::Clone(v);
        a[k] = std::to_string(std::stoi(pt.substr(0, slash)) + 1) + pt.substr(slash);
        b[k] = pt.substr(0, slash + 1) + std::to_string(std::stoi(pt.substr(slash + 1)) + 1);
        add(a, k + ": one more power");
        add(b, k + ": one more toughness");
      } else if (key == "crew_total") {
        YAML::Node a = YAML::Clone(v);
        a[k] = it.second.as<int>() + 1;
        add(a, k + ": one more");
      } else if (key == "crew") {
        YAML::Node a = YAML::Clone(v);
        YAML::Node fewer(YAML::NodeType::Sequence);
        for (size_t i = 0; i + 1 < it.second.size(); ++i) fewer.push_back(it.second[i]);
        if (it.second.size() == 0) fewer.push_back(k);
        a[k] = fewer;
        add(a, k + (it.second.size() ? ": the last crew left out" : ": one crew more"));
      } else if (key == "seats") {
        for (const auto& f : it.second) {
          const std::string field = f.first.as<std::string>();
          YAML::Node a = YAML::Clone(v);
          if (f.second.IsScalar()) {
            a[k][field] = f.second.as<int>() + 1;
            add(a, "seat " + k + " " + field + ": one more");
          } else {
            YAML::Node changed(YAML::NodeType::Sequence);
            for (size_t i = 0; i + 1 < f.second.size(); ++i) changed.push_back(f.second[i]);
            if (f.second.size() == 0) changed.push_back("Sunlit Plain");
            a[k][field] = changed;
            add(a, "seat " + k + " " + field + (f.second.size() ? ": the last left out" : ": one card more"));
          }
        }
      }
    }
    return out;
  }

 private:
  // One seat's cards. A field entry is a name, or {card, tapped, sick, damage, crew: [...]}, each
  // crew entry a name or {card, tapped, sick}.
  void seat(const Reader& r, SqState& s, int p, const YAML::Node& n) const {
    r.keys(n, "seat " + std::to_string(p + 1), kSeatKeys);
    auto guarded = [&](const YAML::Node& at, const auto& f) {
      try {
        return f();
      } catch (const std::invalid_argument& e) {
        r.fail(at, e.what());
      }
    };
    if (n["life"]) s.seats[p].life = static_cast<int16_t>(r.integer(n["life"], "life", -100, 1000));
    if (n["hand"])
      for (const auto& c : r.names(n["hand"], "hand")) guarded(n["hand"], [&] { return put_in_hand(s, p, c); });
    if (n["library"]) {  // top card first
      const auto cards = r.names(n["library"], "library");
      for (auto it = cards.rbegin(); it != cards.rend(); ++it) guarded(n["library"], [&] { return put_in_library(s, p, *it); });
    }
    if (n["graveyard"])
      for (const auto& c : r.names(n["graveyard"], "graveyard")) guarded(n["graveyard"], [&] { return put_in_graveyard(s, p, c); });
    if (const auto f = n["field"]) {
      if (!f.IsSequence()) r.fail(f, "field must be a list of cards");
      for (const auto& e : f) {
        if (e.IsScalar()) {
          guarded(e, [&] { return put_in_play(s, p, e.as<std::string>()); });
          continue;
        }
        r.keys(e, "a field entry", {"card", "tapped", "sick", "damage", "crew"});
        if (!e["card"]) r.fail(e, "a field entry needs 'card:'");
        const Card c = guarded(e, [&] { return put_in_play(s, p, r.str(e["card"], "card"), e["sick"] && r.boolean(e["sick"], "sick")); });
        if (e["tapped"]) s.cards[c].tapped = r.boolean(e["tapped"], "tapped");
        if (e["damage"]) s.cards[c].damage = static_cast<int16_t>(r.integer(e["damage"], "damage", 0, 100));
        if (const auto crew = e["crew"]) {
          if (!s.def(c).ship) r.fail(crew, "'" + s.name(c) + "' is not a Ship: only Ships have crew (SQ-3)");
          if (!crew.IsSequence()) r.fail(crew, "crew must be a list");
          for (const auto& m : crew) {
            if (m.IsScalar()) {
              guarded(m, [&] { return put_crew(s, c, m.as<std::string>()); });
              continue;
            }
            r.keys(m, "a crew entry", {"card", "tapped", "sick"});
            if (!m["card"]) r.fail(m, "a crew entry needs 'card:'");
            guarded(m, [&] {
              return put_crew(s, c, r.str(m["card"], "card"), m["tapped"] && r.boolean(m["tapped"], "tapped"),
                              m["sick"] && r.boolean(m["sick"], "sick"));
            });
          }
          for (Card x : rules::crew_of(s, c))
            if (!s.def(x).creature() || s.def(x).ship) r.fail(crew, "'" + s.name(x) + "' cannot crew: only non-Ship creatures crew (SQ-3, D-SQ-30)");
        }
      }
    }
  }
};

}  // namespace

const ScenarioSupport& scenario_support() {
  static const SqScenarios support;
  return support;
}

}  // namespace spaceline::spacequest
