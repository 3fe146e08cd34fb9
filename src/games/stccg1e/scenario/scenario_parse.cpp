// Scenario files, part 1: the position (docs/scenario-format.md), from the
// file's position keys. Every name is resolved here, so typos and impossible
// positions are reported with file and line before anything runs.
#include <algorithm>
#include <charconv>
#include <array>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/scenario/scenario_yaml.h"

namespace spaceline::stccg1e {

using scenario_yaml::Reader;

namespace scenario_yaml {

namespace {
std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

int location(const Reader& r, const GameState& s, const YAML::Node& n) {
  const int count = static_cast<int>(s.spaceline.size());
  std::string text = r.str(n, "a location");
  if (!text.empty() && std::all_of(text.begin(), text.end(), ::isdigit)) {
    int k = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), k);
    if (ec != std::errc() || end != text.data() + text.size() || k < 1 || k > count)
      r.fail(n, "location " + text + " is out of range: the spaceline has " + std::to_string(count) + " location(s)");
    return k - 1;
  }
  for (int i = 0; i < count; ++i)
    if (lower(s.def(s.spaceline[i].mission).name) == lower(text)) return i;
  std::string names;
  for (int i = 0; i < count; ++i) names += (i ? ", " : "") + s.def(s.spaceline[i].mission).name;
  r.fail(n, "no mission '" + text + "' on the spaceline (it has: " + (names.empty() ? "nothing" : names) + ")");
}

const CardDef& card_def(const Reader& r, const GameState& s, const YAML::Node& n, const std::string& name) {
  const CardDef* d = s.db().by_name(name);
  if (!d) d = s.db().by_id(name);
  if (d) return *d;
  std::string hint;
  auto hits = s.db().search(name.substr(0, std::min<size_t>(name.size(), 4)));
  if (!hits.empty()) hint = " (did you mean '" + hits.front()->name + "'?)";
  r.fail(n, "unknown card '" + name + "'" + hint);
}

CardId instance(const Reader& r, const ScenarioBuilder& b, const YAML::Node& n, const std::string& written, int owner) {
  std::string name = written;
  size_t nth = 1;
  auto hash = written.rfind(" #");
  if (hash != std::string::npos && hash + 2 < written.size() &&
      std::all_of(written.begin() + hash + 2, written.end(), ::isdigit)) {
    const std::string digits = written.substr(hash + 2);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), nth);
    if (ec != std::errc() || end != digits.data() + digits.size())
      r.fail(n, "copy number '#" + digits.substr(0, 20) + "' in '" + written.substr(0, 80) + "' is too large");
    name = written.substr(0, hash);
  }
  card_def(r, b.state(), n, name);
  auto v = b.ids(name, owner);
  if (v.size() < nth || nth == 0) {
    std::string who = owner < 0 ? "" : " owned by player " + std::to_string(owner + 1);
    r.fail(n, "there is no " + (nth > 1 ? "copy #" + std::to_string(nth) + " of " : std::string()) + "'" + name +
                  "'" + who + " in this scenario (" + std::to_string(v.size()) + " found)");
  }
  return v[nth - 1];
}

}  // namespace scenario_yaml

namespace {

using scenario_yaml::card_def;

// Builds the position of one scenario file through ScenarioBuilder.
struct PositionParser {
  Reader r;
  ScenarioBuilder& b;
  // Set when the scenario starts in a seeding step (CRD III.1): only what the
  // steps before it seed can be on the table yet.
  std::optional<Phase> seeding{};
  // Missions solved at set-up, per solver (for the score check), and whether
  // each player's score was written.
  std::array<std::vector<std::pair<int, YAML::Node>>, 2> solved{};
  std::array<std::optional<YAML::Node>, 2> score_node{};

  // Refuses `key` of node `n` while seeding, unless the step is `from` or later.
  void seeding_refuses(const YAML::Node& n, const std::string& key, const std::string& why,
                       Phase from = Phase::GameOver) {
    if (seeding && *seeding < from)
      r.fail(n, key + " is not possible in " + to_string(*seeding) + ": " + why);
  }

  // The engine never plays a card as if it were blank (README): a card whose game
  // text is missing is refused wherever the position would make it act.
  [[noreturn]] void no_game_text(const YAML::Node& at, const std::string& name, const std::string& so) {
    r.fail(at, "'" + name + "' has no game text in the engine (NOT-IMPLEMENTED), so " + so);
  }

  // A card entry: "Name" or {card: Name, owner: N, <flags>}; returns the name
  // and the map (null for the short form).
  std::pair<std::string, YAML::Node> entry(const YAML::Node& n, const std::string& what,
                                           std::initializer_list<const char*> keys) {
    if (n.IsScalar()) return {n.as<std::string>(), YAML::Node()};
    r.keys(n, what, keys);
    if (!n["card"]) r.fail(n, what + " needs 'card: NAME'");
    return {r.str(n["card"], "card"), n};
  }
  int owner_of(const YAML::Node& m, int fallback) {
    return m && m["owner"] ? r.player(m["owner"], "owner") : fallback;
  }
  // Applies stopped/damaged/misseed/revealed flags written on a card entry.
  void flags(const YAML::Node& m, CardId c) {
    if (!m) return;
    if (m["stopped"] && r.boolean(m["stopped"], "stopped")) b.stop(c);
    if (m["damaged"] && r.boolean(m["damaged"], "damaged")) {
      if (b.state().def(c).type != CardType::Ship) r.fail(m["damaged"], "only ships can be damaged");
      b.damage(c);
    }
    if (m["misseed"] && r.boolean(m["misseed"], "misseed")) b.misseed(c);
    if (m["revealed"] && r.boolean(m["revealed"], "revealed")) b.reveal(c);
    if (m["deactivated"] && r.boolean(m["deactivated"], "deactivated")) {
      const auto& d = b.state().def(c);
      if (d.type != CardType::Personnel || d.kind != PersonnelKind::Hologram)
        r.fail(m["deactivated"], "only holograms are deactivated (R-HEA-5); '" + d.name + "' is not one");
      b.deactivate(c);
    }
    if (m["cloaked"] && r.boolean(m["cloaked"], "cloaked")) {
      const auto& d = b.state().def(c);
      if (d.type != CardType::Ship || !d.has_cloaking_device())
        r.fail(m["cloaked"], "only ships with a cloaking device can be cloaked (R-CLOAK-1); '" + d.name + "' has none");
      b.cloak(c);
    }
    personnel_states(m, c);
  }
  // stasis / stasis_turns / disabled / house_arrest / affiliation (states.cpp, R-STATE-2/3, R-AFF-3/7).
  void personnel_states(const YAML::Node& m, CardId c) {
    const auto& d = b.state().def(c);
    auto personnel_only = [&](const char* k) {
      if (d.type != CardType::Personnel) r.fail(m[k], std::string(k) + " applies to personnel; '" + d.name + "' is a " + to_string(d.type));
    };
    if (m["stasis_turns"] && !m["stasis"]) r.fail(m["stasis_turns"], "stasis_turns needs stasis: true");
    if (m["stasis"] && r.boolean(m["stasis"], "stasis")) {
      personnel_only("stasis");
      const int turns = m["stasis_turns"] ? r.integer(m["stasis_turns"], "stasis_turns") : 0;
      if (turns < 0 || turns > 255) r.fail(m["stasis_turns"], "stasis_turns must be 0 to 255 (0: until a card ends it)");
      b.stasis(c, turns);
    }
    if (m["disabled"] && r.boolean(m["disabled"], "disabled")) {
      personnel_only("disabled");
      b.disable(c);
    }
    if (m["house_arrest"] && r.boolean(m["house_arrest"], "house_arrest")) {
      personnel_only("house_arrest");
      b.house_arrest(c);
    }
    if (m["affiliation"]) {
      auto a = parse_affiliation(r.str(m["affiliation"], "affiliation"));
      if (!a) r.fail(m["affiliation"], "unknown affiliation '" + m["affiliation"].as<std::string>() + "'");
      guarded(m["affiliation"], [&] {
        b.affiliation(c, *a);
        return c;
      });
    }
  }
  template <class F>
  CardId guarded(const YAML::Node& n, F&& f) {
    try {
      return f();
    } catch (const ScenarioError&) {
      throw;
    } catch (const std::exception& e) {
      r.fail(n, e.what());
    }
  }

  // Personnel and equipment: the only cards that go aboard or onto a planet.
  void check_crew_type(const YAML::Node& n, const std::string& name, const std::string& where) {
    const auto& d = card_def(r, b.state(), n, name);
    const auto t = d.type;
    if (t != CardType::Personnel && t != CardType::Equipment && !(t == CardType::Artifact && d.works_as_equipment()) &&
        !(d.is_rogue_borg() && where.rfind("aboard", 0) == 0))
      r.fail(n, "'" + name + "' is a " + to_string(t) + "; only personnel and equipment can be " + where +
                    " (and artifacts used as equipment, Rogue Borg aboard a ship)");
  }

  void aboard(const YAML::Node& list, CardId host) {
    const auto& hd = b.state().def(host);
    for (const auto& n : r.items(list, "aboard")) {
      auto name_m_entry = entry(n, "a card aboard", {"card", "owner", "stopped", "deactivated", "stasis", "stasis_turns", "disabled",
                                                  "house_arrest", "affiliation"});
      auto& name = name_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = name_m_entry.second;
      check_crew_type(n, name, "aboard " + hd.name);
      const int owner = owner_of(m, -1);
      flags(m, guarded(n, [&] { return b.aboard(host, name, owner); }));
    }
  }

  void in_space(const YAML::Node& list, int loc, CardType type, const char* what) {
    for (const auto& n : r.items(list, what)) {
      auto name_m_entry = entry(n, what, {"card", "owner", "stopped", "damaged", "cloaked", "aboard", "dilemmas", "controller", "control"});
      auto& name = name_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = name_m_entry.second;
      if (seeding && m)
        for (const char* k : {"stopped", "damaged", "cloaked", "aboard", "dilemmas", "controller", "control"})
          if (m[k]) seeding_refuses(m[k], k, "an outpost is seeded as it is, and nothing reports aboard before the first turn");
      const auto& d = card_def(r, b.state(), n, name);
      if (d.type != type)
        r.fail(n, "'" + name + "' is a " + to_string(d.type) + ", not a " + to_string(type) +
                      (type == CardType::Ship ? "; personnel and equipment go under 'aboard:' of a ship or outpost"
                                              : ""));
      int owner = owner_of(m, 0);
      CardId c = guarded(n, [&] { return type == CardType::Ship ? b.ship(loc, name, owner) : b.outpost(loc, name, owner); });
      flags(m, c);
      if (m && m["aboard"]) aboard(m["aboard"], c);
      if (m && m["dilemmas"]) {
        if (type != CardType::Ship) r.fail(m["dilemmas"], "dilemmas with lasting effects stay on ships, not on " + name);
        dilemmas(m["dilemmas"], c);
      }
      if (m && (m["controller"] || m["control"])) {
        // Control already taken (R-CARDRULE-3): by whom, and through which card.
        if (!m["controller"] || !m["control"])
          r.fail(m["controller"] ? m["controller"] : m["control"],
                 "control of a ship is set up with both 'controller: N' and 'control: CARD' (the event that took it)");
        if (type != CardType::Ship) r.fail(m["controller"], "only ships are taken control of, with everything aboard");
        const int controller = r.player(m["controller"], "controller");
        const std::string by = r.str(m["control"], "control");
        card_def(r, b.state(), m["control"], by);
        guarded(m["controller"], [&] { return b.control(c, controller, by); });
      }
    }
  }

  // Escape Pods launched on an earlier turn, with the crew they saved (D-INT-20).
  void pods(const YAML::Node& list, int loc) {
    for (const auto& n : r.items(list, "pods")) {
      auto name_m_entry = entry(n, "an escape pod", {"card", "owner", "aboard"});
      auto& name = name_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = name_m_entry.second;
      const YAML::Node at = n.IsMap() ? n["card"] : n;
      const auto& d = card_def(r, b.state(), at, name);
      if (!d.interrupt || d.interrupt->effect != InterruptEffect::SaveCrew)
        r.fail(at, "'" + name + "' is not an escape pod (an interrupt with effect: save_crew, D-INT-20)");
      CardId c = guarded(n, [&] { return b.pod(loc, name, owner_of(m, 0)); });
      if (!m || !m["aboard"]) r.fail(n, "an escape pod holds the crew it saved: give it 'aboard:' (an empty pod is discarded, D-INT-20)");
      for (const auto& p : r.items(m["aboard"], "aboard")) {
        auto pname_pm_entry = entry(p, "a personnel in the pod", {"card", "stopped", "affiliation"});
        auto& pname = pname_pm_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
        auto& pm = pname_pm_entry.second;
        const YAML::Node pat = p.IsMap() ? p["card"] : p;
        if (card_def(r, b.state(), pat, pname).type != CardType::Personnel)
          r.fail(pat, "'" + pname + "' is not a personnel: only the crew (personnel) is saved in an escape pod (D-INT-19)");
        flags(pm, guarded(p, [&] { return b.aboard(c, pname); }));
      }
    }
  }

  // Dilemmas that stay on a ship until cured (R-DIL-4 case 5), already there.
  void dilemmas(const YAML::Node& list, CardId ship) {
    for (const auto& n : r.items(list, "dilemmas")) {
      auto name_m_entry = entry(n, "a dilemma on a ship", {"card", "owner", "turns_left", "range_lost", "played_this_turn"});
      auto& name = name_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = name_m_entry.second;
      const YAML::Node at = n.IsMap() ? n["card"] : n;
      const auto& d = card_def(r, b.state(), at, name);
      if (d.type != CardType::Dilemma) r.fail(at, "'" + name + "' is a " + to_string(d.type) + ", not a dilemma");
      if (!d.dilemma || !d.dilemma->attach_to_ship)
        r.fail(at, "'" + name + "' does not stay on a ship (only dilemmas whose text plays on the ship until cured do)");
      const auto& beh = *d.dilemma;
      int counter = -1;
      if (m && m["turns_left"]) {
        if (!beh.destroy_after_full_turns) r.fail(m["turns_left"], "'" + name + "' has no countdown");
        counter = r.integer(m["turns_left"], "turns_left");
        if (counter < 1 || counter > beh.destroy_after_full_turns)
          r.fail(m["turns_left"], "turns_left must be 1 to " + std::to_string(beh.destroy_after_full_turns));
      }
      if (m && m["range_lost"]) {
        if (!beh.range_loss_per_turn) r.fail(m["range_lost"], "'" + name + "' does not reduce RANGE");
        counter = r.integer(m["range_lost"], "range_lost");
        if (counter < 0 || counter >= b.state().def(ship).range)
          r.fail(m["range_lost"], "range_lost must be 0 to " + std::to_string(b.state().def(ship).range - 1) +
                                      " (at RANGE 0 the ship is destroyed)");
      }
      bool fresh = m && m["played_this_turn"] && r.boolean(m["played_this_turn"], "played_this_turn");
      int owner = owner_of(m, -1);
      guarded(n, [&] { return b.dilemma_on_ship(ship, name, owner, counter, fresh); });
    }
  }

  // Events in play (top-level `events:`): on the table, beside a player's
  // draw deck, on a mission or on a ship, as if played on an earlier turn.
  void events(const YAML::Node& list) {
    if (list) seeding_refuses(list, "events:", "no event is played before the first turn");
    for (const auto& n : r.items(list, "events")) {
      auto name_m_entry = entry(n, "an event in play",
                             {"card", "owner", "beside", "on_mission", "on_ship", "on_outpost", "between", "turns_left", "played_this_turn"});
      auto& name = name_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = name_m_entry.second;
      const YAML::Node at = n.IsMap() ? n["card"] : n;
      const auto& d = card_def(r, b.state(), at, name);
      if (d.type != CardType::Event && !(d.type == CardType::Artifact && d.plays_as_event()))
        r.fail(at, "'" + name + "' is a " + to_string(d.type) + ", not an event (nor an artifact played as one)");
      if (!d.event) no_game_text(at, name, "it cannot be in play");
      const auto& ev = *d.event;
      if (ev.discard_after)
        r.fail(at, "'" + name + "' resolves at once and is discarded: it is never in play (play it from the hand in the script)");
      int places = 0;
      for (const char* k : {"beside", "on_mission", "on_ship", "on_outpost", "between"}) places += m && m[k] ? 1 : 0;
      if (places > 1) r.fail(n, "an event is in one place: give at most one of beside:, on_mission:, on_ship:, on_outpost:, between:");
      EventTarget on = EventTarget::Table;
      int target = 0;
      YAML::Node where = at;
      const GameState& s = b.state();
      if (m && m["beside"]) {
        on = EventTarget::Player, where = m["beside"];
        target = r.player(where, "beside");
      } else if (m && m["on_mission"]) {
        on = EventTarget::Mission, where = m["on_mission"];
        target = scenario_yaml::location(r, s, where);
      } else if (m && m["on_ship"]) {
        on = EventTarget::Ship, where = m["on_ship"];
        std::string ship = r.str(where, "on_ship");
        target = scenario_yaml::instance(r, b, where, ship);
        if (s.def(static_cast<CardId>(target)).type != CardType::Ship)
          r.fail(where, "'" + ship + "' is a " + to_string(s.def(static_cast<CardId>(target)).type) + ", not a ship");
        if (s.cards[target].zone != Zone::InPlay) r.fail(where, "'" + ship + "' is not in play");
      } else if (m && m["between"]) {
        // Q-Net (D-MOVE-5): two neighbouring locations, either order.
        on = EventTarget::Boundary, where = m["between"];
        if (!where.IsSequence() || where.size() != 2) {
          r.fail(where, "between: takes two neighbouring locations, e.g. between: [Avert Disaster, Test Mission]");
        } else {
          int a = scenario_yaml::location(r, s, where[0]), c = scenario_yaml::location(r, s, where[1]);
          if (std::abs(a - c) != 1) r.fail(where, "between: the two locations must be neighbours on the spaceline");
          target = std::min(a, c);
        }
      } else if (m && m["on_outpost"]) {
        on = EventTarget::Outpost, where = m["on_outpost"];
        std::string outpost = r.str(where, "on_outpost");
        target = scenario_yaml::instance(r, b, where, outpost);
        if (s.def(static_cast<CardId>(target)).type != CardType::Facility)
          r.fail(where, "'" + outpost + "' is a " + to_string(s.def(static_cast<CardId>(target)).type) + ", not an outpost");
        if (s.cards[target].zone != Zone::InPlay) r.fail(where, "'" + outpost + "' is not in play");
      }
      if (on != ev.plays_on) {
        const char* how[] = {"on the table (write none of beside:, on_mission:, on_ship:)",
                             "beside a player's draw deck: write 'beside: 1' or 'beside: 2'",
                             "on a mission: write 'on_mission: MISSION'", "on a ship: write 'on_ship: SHIP'",
                             "on one of its player's outposts: write 'on_outpost: OUTPOST'",
                             "on an Away Team: play it from the hand in the script",
                             "between two neighbouring locations: write 'between: [LOCATION, LOCATION]'",
                             "between two missions as a location of its own (R-MOVE-9): play it from the hand in the script"};
        r.fail(where, "'" + name + "' plays " + how[static_cast<int>(ev.plays_on)]);
      }
      if (on == EventTarget::Mission && ev.mission_icon) {
        const auto& md = s.def(s.spaceline[target].mission);
        auto shows = [&](const MissionEnd& e) {
          return std::find(e.affiliations.begin(), e.affiliations.end(), *ev.mission_icon) != e.affiliations.end();
        };
        if (!shows(md.end) && !(md.opponent_end && shows(*md.opponent_end)))
          r.fail(where, "'" + name + "' plays only on a mission showing the " + to_string(*ev.mission_icon) +
                            " icon (D-EVT-1); " + md.name + " does not");
      }
      if (on == EventTarget::Mission && ev.planet && !s.has_planet(target))
        r.fail(where, "'" + name + "' plays only on a location with a planet; " + s.location_name(target) + " has none");
      int turns_left = -1;
      if (m && m["turns_left"]) {
        if (ev.full_turns <= 0 || !d.ability)  // an end_of_turn ability's countdown (event_for keeps it as full_turns)
          r.fail(m["turns_left"], "'" + name + "' has no countdown (an ability with countdown: N has, e.g. Warp Core Breach)");
        turns_left = r.integer(m["turns_left"], "turns_left");
        if (turns_left < 1 || turns_left > ev.full_turns)
          r.fail(m["turns_left"], "turns_left must be 1 to " + std::to_string(ev.full_turns));
      }
      bool fresh = m && m["played_this_turn"] && r.boolean(m["played_this_turn"], "played_this_turn");
      int owner = owner_of(m, 0);
      guarded(where, [&] { return b.event(name, owner, on, target, turns_left, fresh); });
    }
  }

  // solved: true / solved_by: N on a spaceline entry: solved on an earlier turn.
  bool solved_mission(const YAML::Node& n, int loc) {
    if (!n["solved"] && !n["solved_by"]) return false;
    const YAML::Node at = n["solved_by"] ? n["solved_by"] : n["solved"];
    seeding_refuses(at, "a solved mission", "no mission is attempted before the first turn");
    if (n["solved"] && !r.boolean(n["solved"], "solved")) {
      if (n["solved_by"]) r.fail(n["solved_by"], "solved_by needs the mission to be solved (remove solved: false)");
      return false;
    }
    if (!n["solved_by"]) r.fail(n["solved"], "say who solved it: solved_by: 1 or 2 (solved: true may then be left out)");
    int p = r.player(n["solved_by"], "solved_by");
    b.solved(loc, p);
    solved[p].push_back({loc, at});
    return true;
  }

  // Points are never added for a mission solved at set-up: the score written
  // must already hold them (R-SCORE-1), or the position is one no game reaches.
  void check_solved_scores() {
    const GameState& s = b.state();
    for (int p = 0; p < 2; ++p) {
      if (solved[p].empty()) continue;
      int points = 0;
      std::string names;
      for (const auto& [loc, node] : solved[p]) {
        points += s.mission_end(loc, p).points;
        names += (names.empty() ? "" : ", ") + s.location_name(loc);
      }
      const std::string who = "player" + std::to_string(p + 1);
      const std::string need = who + " solved " + names + " at set-up, worth " + std::to_string(points) +
                               " points to them; scores are not added for you: write '" + who + ": {score: N}' with N >= " +
                               std::to_string(points);
      if (!score_node[p]) r.fail(solved[p].front().second, need);
      if (s.players[p].score < points) r.fail(*score_node[p], "score " + std::to_string(s.players[p].score) + " is too low: " + need);
    }
  }

  void location(const YAML::Node& n) {
    r.keys(n, "a spaceline location", {"mission", "owner", "solved", "solved_by", "seeds", "outposts", "ships", "pods", "planet"});
    if (!n["mission"]) r.fail(n, "a spaceline location needs 'mission: NAME'");
    seeding_refuses(n, "a mission on the spaceline", "missions are seeded in the next step, seed-missions", Phase::SeedMissions);
    std::string name = r.str(n["mission"], "mission");
    if (card_def(r, b.state(), n["mission"], name).type != CardType::Mission)
      r.fail(n["mission"], "'" + name + "' is not a mission");
    int owner = n["owner"] ? r.player(n["owner"], "owner") : 0;
    int loc = guarded(n["mission"], [&] { return static_cast<CardId>(b.mission(name, owner)); });
    const bool is_solved = solved_mission(n, loc);
    // Seed cards in encounter order; by default the opponent's (player 2's).
    if (n["seeds"]) seeding_refuses(n["seeds"], "seeds:", "dilemmas and artifacts are seeded in seed-dilemmas", Phase::SeedDilemmas);
    for (const auto& s : r.items(n["seeds"], "seeds")) {
      auto sname_m_entry = entry(s, "a seed card", {"card", "owner", "misseed", "revealed"});
      auto& sname = sname_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = sname_m_entry.second;
      const YAML::Node at = s.IsMap() ? s["card"] : s;
      const auto& d = card_def(r, b.state(), at, sname);
      if (d.type == CardType::Mission) r.fail(s, "'" + sname + "' is a mission; missions are not seeded under missions");
      const bool misseed = m && m["misseed"] && r.boolean(m["misseed"], "misseed");
      // Met, a dilemma without game text would only be discarded (NOT-IMPLEMENTED), a
      // ruling the engine cannot give; a misseed goes out of play unread (R-SEED-10),
      // and under a solved mission nothing is met again.
      if (d.type == CardType::Dilemma && !d.dilemma && !misseed && !is_solved)
        no_game_text(at, sname, "it cannot be met under " + name + "; use an implemented dilemma or an inline test card (cards:)");
      if (d.type == CardType::Artifact && !misseed && is_solved)
        r.fail(at, "'" + sname + "' is an artifact under a solved mission: its solver has already taken it (R-ART-2); put it in their hand");
      if (m && m["revealed"]) seeding_refuses(m["revealed"], "revealed", "no seed card has been met yet");
      flags(m, guarded(s, [&] { return b.seed_under(loc, sname, owner_of(m, 1)); }));
    }
    if (n["outposts"]) seeding_refuses(n["outposts"], "outposts:", "outposts are seeded in seed-outposts", Phase::SeedOutposts);
    for (const char* k : {"ships", "pods", "planet"})
      if (n[k]) seeding_refuses(n[k], std::string(k) + ":", "ships and personnel arrive by reporting, in the turns after seeding");
    in_space(n["outposts"], loc, CardType::Facility, "outposts");
    in_space(n["ships"], loc, CardType::Ship, "ships");
    pods(n["pods"], loc);
    for (const auto& p : r.items(n["planet"], "planet")) {
      if (!b.state().has_planet(loc)) r.fail(p, name + " is a space mission: it has no planet to stand on");
      auto pname_m_entry = entry(p, "a card on the planet", {"card", "owner", "stopped", "deactivated", "stasis", "stasis_turns",
                                                          "disabled", "affiliation", "beamed_from"});
      auto& pname = pname_m_entry.first;  // not a structured binding: clang before 16 cannot capture those in lambdas
      auto& m = pname_m_entry.second;
      check_crew_type(p, pname, "on a planet");
      const CardId c = guarded(p, [&] { return b.on_planet(loc, pname, owner_of(m, 0)); });
      flags(m, c);
      if (m && m["beamed_from"]) {
        // R-GRP-2, D-DIL-12: the ship or outpost it came from (where Alien Parasites send it back).
        const auto where = m["beamed_from"];
        const CardId host = scenario_yaml::instance(r, b, where, r.str(where, "beamed_from"));
        guarded(where, [&] {
          b.beamed_from(c, host);
          return c;
        });
      }
    }
  }

  void player(const YAML::Node& n, int p) {
    r.keys(n, "player" + std::to_string(p + 1),
           {"score", "hand", "deck", "deck_fillers", "shuffle_deck", "discard", "bonus", "seed_pile", "out_of_play",
            "captives", "side_decks", "doorways"});
    if (n["score"]) {
      score_node[p] = n["score"];
      b.score(p, r.integer(n["score"], "score"));
      if (b.state().players[p].score != 0) seeding_refuses(n["score"], "a score", "no points are scored before the first turn");
    }
    for (const char* k : {"hand", "discard", "bonus", "out_of_play", "captives"})
      if (n[k] && !r.items(n[k], k).empty())
        seeding_refuses(n[k], std::string(k) + ":", "players draw their hands when seeding ends (D-START-1), and no card has left play yet");
    auto pile = [&](const char* key, const char* what, CardId (ScenarioBuilder::*put)(const std::string&, int)) {
      for (const auto& c : r.items(n[key], key)) {
        std::string name = r.str(c, what);
        card_def(r, b.state(), c, name);
        guarded(c, [&] { return (b.*put)(name, p); });
      }
    };
    pile("hand", "a hand card", &ScenarioBuilder::hand);
    pile("discard", "a discard card", &ScenarioBuilder::discard);
    pile("bonus", "a bonus card", &ScenarioBuilder::bonus);
    pile("seed_pile", "a seed pile card", &ScenarioBuilder::seed_pile);
    pile("out_of_play", "an out-of-play card", &ScenarioBuilder::out_of_play);
    pile("captives", "a captive (the opponent's personnel this player holds)", &ScenarioBuilder::captive);
    if (n["side_decks"]) side_decks(n["side_decks"], p);
    if (n["doorways"]) doorways(n["doorways"], p);
    // The draw deck, top card first: added bottom-up, fillers underneath.
    auto deck = r.items(n["deck"], "deck");
    int fillers = n["deck_fillers"] ? r.integer(n["deck_fillers"], "deck_fillers") : deck.empty() ? kDefaultFillers : 0;
    if (fillers < 0) r.fail(n["deck_fillers"], "deck_fillers must not be negative");
    guarded(n["deck_fillers"] ? n["deck_fillers"] : n, [&] {
      b.set_deck_size(p, fillers);  // refused past the cards a game holds
      return CardId{0};
    });
    for (auto it = deck.rbegin(); it != deck.rend(); ++it)
      guarded(*it, [&] { return b.deck_top(r.str(*it, "a deck card"), p); });
    if (n["shuffle_deck"] && r.boolean(n["shuffle_deck"], "shuffle_deck")) b.shuffle_deck(p);
  }

  DoorState door_state(const YAML::Node& d) {
    const std::string t = r.str(d, "door");
    if (t == "open") return DoorState::Open;
    if (t == "closed") return DoorState::Closed;
    if (t == "inactive") return DoorState::Inactive;
    r.fail(d, "door must be open, closed or inactive (R-DOOR-2), not '" + t + "'");
  }

  // doorways: [Alternate Universe Door] or [{card: Alternate Universe Door, door: closed}]: on the
  // player's side of the table, as if seeded (R-DOOR-2).
  void doorways(const YAML::Node& n, int p) {
    for (const auto& c : r.items(n, "doorways")) {
      const YAML::Node at = c.IsMap() ? c["card"] : c;
      if (c.IsMap()) r.keys(c, "a doorway", {"card", "door"});
      std::string name = r.str(at, "a doorway");
      card_def(r, b.state(), at, name);
      const DoorState door = c.IsMap() && c["door"] ? door_state(c["door"]) : DoorState::Open;
      guarded(at, [&] { return b.doorway(name, p, door); });
    }
  }

  // side_decks: {q_tent: [cards, top first]} or {q_tent: {door: closed, cards: [...]}} (R-ZONE-1, R-DECK-7).
  void side_decks(const YAML::Node& n, int p) {
    if (!n.IsMap()) r.fail(n, "side_decks must be a map: {q_tent: [Data, Tricorder]}");
    for (const auto& it : n) {
      const std::string kind = r.str(it.first, "a side deck");
      SideDeckKind k;
      if (kind == "q_tent") k = SideDeckKind::QsTent;
      else if (kind == "q_continuum") k = SideDeckKind::QContinuum;
      else r.fail(it.first, "'" + kind + "' is not a side deck: q_tent or q_continuum");
      // yaml-cpp's Node::operator= writes through to the node it refers to: pick the list once, never reassign.
      const YAML::Node cards = it.second.IsMap() ? it.second["cards"] : it.second;
      DoorState door = DoorState::Open;
      if (it.second.IsMap()) {
        r.keys(it.second, kind, {"door", "cards"});
        if (const auto d = it.second["door"]) door = door_state(d);
      }
      b.side_deck_door(p, k, door);
      for (const auto& c : r.items(cards, kind)) {
        std::string name = r.str(c, "a side-deck card");
        card_def(r, b.state(), c, name);
        guarded(c, [&] { return b.side_deck(name, p, k); });
      }
    }
  }

  void turn(const YAML::Node& n) {
    r.keys(n, "turn", {"player", "phase", "number", "first_player", "passes"});
    int p = n["player"] ? r.player(n["player"], "turn player") : 0;
    Phase ph = Phase::Orders;
    if (n["phase"]) {
      std::string t = r.str(n["phase"], "phase");
      if (t == "play" || t == "card play") ph = Phase::PlayCard;
      else if (t == "orders") ph = Phase::Orders;
      else if (auto step = scenario_yaml::parse_seeding_phase(t)) ph = *step;
      else
        r.fail(n["phase"], "phase must be 'play' (the card play), 'orders', or a seeding step (seed-doorways, seed-missions, "
                           "seed-dilemmas, seed-outposts), not '" + t + "'");
    }
    if (seeding) {
      if (n["number"]) r.fail(n["number"], "turn number: seeding comes before turn 1");
      int first = n["first_player"] ? r.player(n["first_player"], "first_player") : p;
      int passes = 0;
      if (n["passes"]) {
        passes = r.integer(n["passes"], "passes");
        if (passes < 0 || passes > 1) r.fail(n["passes"], "passes must be 0 or 1 (two passes in a row end the step, R-SEED-3)");
      }
      b.seeding(ph, p, first, passes);
      return;
    }
    for (const char* k : {"first_player", "passes"})
      if (n[k]) r.fail(n[k], std::string(k) + " is given only in a seeding step (phase: seed-...)");
    int number = n["number"] ? r.integer(n["number"], "turn number") : 1;
    if (number < 1) r.fail(n["number"], "the turn number must be 1 or more");
    b.turn(p, ph, number);
  }

  static constexpr int kDefaultFillers = 20;
};

}  // namespace

std::unique_ptr<ScenarioBuilder> build_position(const YAML::Node& root, uint64_t seed, const std::string& file) {
  Reader r{file};
  if (!root.IsMap()) throw ScenarioError(file + ":1: a scenario file is a map (name:, spaceline:, script:, expect: ...)");
  try {
    auto db = CardDb::bundled();
    if (root["cards"]) {
      try {
        db = CardDb::with_cards(*db, root["cards"], file);
      } catch (const CardLoadError& e) {
        throw ScenarioError(e.what());
      }
    }
    auto builder = std::make_unique<ScenarioBuilder>(seed, 0, Phase::Orders, db);
    PositionParser pp{r, *builder};
    // The step is known before the position is read, which depends on it (turn: is checked fully below).
    if (const auto& t = root["turn"]; t && t.IsMap() && t["phase"] && t["phase"].IsScalar())
      pp.seeding = scenario_yaml::parse_seeding_phase(t["phase"].Scalar());
    for (const auto& l : r.items(root["spaceline"], "spaceline")) pp.location(l);
    builder->settle_journeys();
    for (int p = 0; p < 2; ++p) {
      const char* key = p == 0 ? "player1" : "player2";
      pp.player(root[key] ? root[key] : YAML::Node(YAML::NodeType::Map), p);
    }
    pp.check_solved_scores();
    pp.events(root["events"]);
    if (root["turn"]) pp.turn(root["turn"]);
    return builder;
  } catch (const YAML::Exception& e) {
    // Anything the checks above did not foresee still names the line.
    throw ScenarioError(file + ":" + std::to_string(e.mark.line + 1) + ": " + e.msg);
  } catch (const ScenarioError&) {
    throw;
  } catch (const std::exception& e) {
    throw ScenarioError(file + ": " + e.what());
  }
}

}  // namespace spaceline::stccg1e
