// Conformance tests for the First Edition State, in the manner of OpenSpiel's
// RandomSimTest: many seeded random games played to the end, with the State
// contract (clone, JSON round trip, hash, legal actions, action keys, illegal
// actions, determinism, returns, hidden information) checked at every step.
//
// Every test here is named Conformance*, so `ctest -R Conformance` runs them
// all. The 200 random games are split into shards
// (Conformance/RandomSim.EveryStepClonesRoundTripsAndReplays/N) so that
// `ctest -j` can run them side by side; each shard is self-contained. The
// per-step JSON round trip dominates the runtime (to_json() is linear in the
// length of the log). $SPACELINE_CONFORMANCE_GAMES=N plays N games instead,
// for a quick local run.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/agent.h"
#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/cards/deck_random.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/module.h"
#include "games/stccg1e/state/state.h"

using namespace spaceline;
using namespace spaceline::stccg1e;
using nlohmann::json;

namespace {

// ---------------------------------------------------------------- fixtures ---
constexpr int kGames = 200;          // random games in the per-step simulation
constexpr int kShards = 20;          // split over this many test cases
constexpr int kMaxSteps = 50000;     // a game longer than this is a failure
constexpr int kFullJsonEvery = 16;   // after-apply to_json() comparison period
constexpr int kTextRoundTripEvery = 32;  // dump() + parse() round trip period
constexpr int kIllegalEvery = 7;     // illegal-action probe period

constexpr int kDecks = 5;
const std::array<const char*, kDecks> kDeckNames = {"federation-premiere", "klingon-premiere", "romulan-premiere",
                                                    "federation-away-teams", "federation-alternate-universe"};

std::shared_ptr<const CardDb> db() { return CardDb::bundled(); }

const Deck& bundled_deck(int i) {
  static const std::array<Deck, kDecks> decks = [] {
    std::array<Deck, kDecks> d;
    for (int k = 0; k < kDecks; ++k) d[k] = load_deck_file(resolve_deck_path(kDeckNames[k]), *CardDb::bundled());
    return d;
  }();
  return decks.at(i);
}

// Game g of the simulation: all 16 ordered deck pairings (mirrors included).
std::array<Deck, 2> pairing(int g) { return {bundled_deck(g % kDecks), bundled_deck((g / kDecks) % kDecks)}; }

// $SPACELINE_CONFORMANCE_GAMES overrides kGames (e.g. 20 for a quick local run).
int games_to_simulate() {
  if (const char* e = std::getenv("SPACELINE_CONFORMANCE_GAMES"))
    if (int n = std::atoi(e); n > 0) return n;
  return kGames;
}

uint64_t game_seed(int g) { return 1000 + static_cast<uint64_t>(g); }

std::string where(uint64_t seed, int g, int step) {
  std::ostringstream o;
  o << "game " << g << " (seed " << seed << ", decks " << kDeckNames[g % kDecks] << " vs " << kDeckNames[(g / kDecks) % kDecks]
    << "), step " << step;
  return o.str();
}

// First differing path between two JSON values, for readable failures.
std::string json_difference(const json& a, const json& b) {
  auto patch = json::diff(a, b);
  std::string s = patch.dump();
  if (s.size() > 600) s = s.substr(0, 600) + "...";
  return s;
}

// Actions that should be illegal in `s`: malformed ids, wrong-phase actions and
// near-misses of legal ones (a different card / target).
std::vector<Action> illegal_probes(const std::vector<Action>& legal) {
  std::vector<Action> probes = {Action{0},
                                Action{~0ull},
                                make_action(Act::Choose, 0xFFFF),
                                make_action(Act::EndTurn),
                                make_action(Act::Pass),
                                make_action(Act::SkipPlay),
                                make_action(Act::Report, 0xFFF0, 0, 1),
                                make_action(Act::Move, 0, 200)};
  if (!legal.empty()) {
    Action a = legal.front(), b = legal.back();
    probes.push_back(Action{a.bits + (uint64_t(1) << 8)});   // another card
    probes.push_back(Action{b.bits + (uint64_t(1) << 24)});  // another target
    probes.push_back(Action{a.bits | (uint64_t(0x7FFF) << 40)});
    probes.push_back(Action{(a.bits & ~uint64_t(0xFF)) | 0xEE});  // unknown kind
  }
  std::vector<Action> out;
  for (auto p : probes)
    if (std::find(legal.begin(), legal.end(), p) == legal.end()) out.push_back(p);
  return out;
}

// Terminal-state checks shared by every test that finishes a game.
void check_terminal(const GameState& s, const std::string& ctx) {
  SCOPED_TRACE(ctx);
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), -1);
  EXPECT_EQ(s.decision().player, -1);
  EXPECT_TRUE(s.legal_actions().empty()) << "legal actions after the game is over";
  auto r = s.returns();
  ASSERT_EQ(r.size(), 2u);
  EXPECT_DOUBLE_EQ(r[0] + r[1], 0.0) << "returns are not zero-sum";
  for (double x : r) EXPECT_TRUE(x == 1.0 || x == -1.0 || x == 0.0);
  EXPECT_EQ(s.draw_game, s.winner < 0);
  if (s.winner >= 0) {
    EXPECT_EQ(r[s.winner], 1.0);
    EXPECT_EQ(r[1 - s.winner], -1.0);
  } else {
    EXPECT_EQ(r[0], 0.0);
    EXPECT_EQ(r[1], 0.0);
  }
  const int s0 = s.score(0), s1 = s.score(1);
  EXPECT_FALSE(s.end_reason.empty());
  if (s.end_reason.find("deck") != std::string::npos) {
    // R-END-2 / D-END-1: deck exhaustion: the higher score wins, equal scores draw.
    int expect = s0 == s1 ? -1 : (s0 > s1 ? 0 : 1);
    EXPECT_EQ(s.winner, expect) << "deck exhaustion with scores " << s0 << ":" << s1;
    EXPECT_TRUE(s.players[0].deck.empty() || s.players[1].deck.empty()) << "game ended on deck exhaustion with cards left in both decks";
  } else if (s.end_reason.find("points") != std::string::npos) {
    // R-SCORE-1 / R-END-1: the winner reached the victory total.
    ASSERT_GE(s.winner, 0);
    EXPECT_GE(s.score(s.winner), s.config.victory_points);
  }
}

// Zone bookkeeping: every card in a player-held zone is listed exactly once in
// its owner's vector for that zone, and nowhere else. "" if consistent.
std::string zone_inconsistency(const GameState& s) {
  std::vector<int> listed(s.cards.size(), 0);
  for (int p = 0; p < 2; ++p) {
    const auto& P = s.players[p];
    const std::pair<const std::vector<CardId>*, Zone> zones[] = {{&P.deck, Zone::Deck},         {&P.hand, Zone::Hand},
                                                                  {&P.discard, Zone::Discard},   {&P.seed_pile, Zone::SeedPile},
                                                                  {&P.bonus, Zone::Bonus},       {&P.out_of_play, Zone::OutOfPlay},
                                                                  {&P.captives, Zone::Captive}};
    for (const auto& [v, z] : zones)
      for (auto c : *v) {
        if (c >= s.cards.size()) return "player " + std::to_string(p) + " lists card #" + std::to_string(c) + " which does not exist";
        ++listed[c];
        if (s.cards[c].zone != z)
          return "card #" + std::to_string(c) + " (" + s.def(c).name + ") is listed in P" + std::to_string(p + 1) + "'s " +
                 to_string(z) + " but its zone is " + to_string(s.cards[c].zone);
        // Dilemmas scored for their points sit in the scorer's bonus area (R-DIL-7);
        // captives sit in the captor's captive area (R-STATE-4).
        if (s.cards[c].owner != p && z != Zone::Bonus && z != Zone::Captive)
          return "card #" + std::to_string(c) + " is in P" + std::to_string(p + 1) + "'s " + to_string(z) + " but not theirs";
      }
  }
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const Zone z = s.cards[i].zone;
    const bool held = z == Zone::Deck || z == Zone::Hand || z == Zone::Discard || z == Zone::SeedPile ||
                      z == Zone::Bonus || z == Zone::OutOfPlay || z == Zone::Captive;
    if (listed[i] != (held ? 1 : 0))
      return "card #" + std::to_string(i) + " (" + s.def(i).name + ", zone " + to_string(z) + ") is listed " +
             std::to_string(listed[i]) + " times in the players' zones";
    // A ship out of time keeps its crew aboard (D-INT-16).
    if (s.cards[i].host != kNone && s.cards[i].zone != Zone::InPlay && s.cards[i].zone != Zone::OutOfTime)
      return "card #" + std::to_string(i) + " (" + s.def(i).name + ") has a host but is in " + to_string(z);
  }
  return "";
}

// ------------------------------------------------------ per-step random sim ---
struct SimStats {
  long steps = 0, legal_total = 0, illegal_probes = 0, text_round_trips = 0;
};

// One random game with every check at every step. Returns false on the first
// failed step (a failure has been recorded).
// `final_state`, when given, receives the finished game.
bool simulate_checked(int g, SimStats& st, std::shared_ptr<const CardDb> dbp = db(),
                      const std::array<Deck, 2>* decks = nullptr, GameState* final_state = nullptr) {
  const uint64_t seed = game_seed(g);
  GameState s(dbp, decks ? *decks : pairing(g), seed);
  RandomAgent agent0(seed * 2 + 1), agent1(seed * 2 + 2);
  std::array<Agent*, 2> seat = {&agent0, &agent1};
  std::vector<Action> legal, legal_c, legal_r;
  json next_j;          // s.to_json() when already computed after the previous apply
  uint64_t next_h = 0;  // s.hash() computed after the previous apply
  for (int step = 0; !s.is_terminal(); ++step) {
    SCOPED_TRACE(where(seed, g, step));
    if (step >= kMaxSteps) {
      ADD_FAILURE() << "game did not end within " << kMaxSteps << " steps";
      return false;
    }
    ++st.steps;
    const int p = s.current_player();
    if (p != 0 && p != 1) {
      ADD_FAILURE() << "current_player() = " << p << " in a non-terminal state";
      return false;
    }
    if (s.decision().player != p) {
      ADD_FAILURE() << "decision().player disagrees with current_player()";
      return false;
    }

    if (auto bad = zone_inconsistency(s); !bad.empty()) {
      ADD_FAILURE() << "zone bookkeeping: " << bad;
      return false;
    }

    // Legal actions: non-empty, no duplicates, keys parse back, labels non-empty.
    legal.clear();
    s.legal_actions(legal);
    if (legal.empty()) {
      ADD_FAILURE() << "no legal actions in a non-terminal state";
      return false;
    }
    st.legal_total += static_cast<long>(legal.size());
    {
      std::set<uint64_t> seen;
      for (auto a : legal) {
        if (!seen.insert(a.bits).second) {
          ADD_FAILURE() << "duplicate legal action " << s.action_key(a);
          return false;
        }
        std::string key = s.action_key(a);
        Action back;
        try {
          back = s.parse_action_key(key);
        } catch (const std::exception& e) {
          ADD_FAILURE() << "action key '" << key << "' does not parse: " << e.what();
          return false;
        }
        if (!(back == a)) {
          ADD_FAILURE() << "action key '" << key << "' parses to " << back.bits << ", not " << a.bits;
          return false;
        }
        if (s.action_label(a).empty()) {
          ADD_FAILURE() << "empty label for legal action " << key;
          return false;
        }
      }
    }

    // Copies: clone() and a JSON round trip.
    auto cptr = s.clone();
    auto* c = dynamic_cast<GameState*>(cptr.get());
    if (!c) {
      ADD_FAILURE() << "clone() is not a GameState";
      return false;
    }
    json j = next_j.is_null() ? s.to_json() : std::move(next_j);
    next_j = json();
    GameState r = [&] {
      if (step % kTextRoundTripEvery == 0) {
        ++st.text_round_trips;
        return GameState::from_json(dbp, json::parse(j.dump()));  // as saved to disk
      }
      return GameState::from_json(dbp, j);
    }();
    {
      json jr = r.to_json();
      if (jr != j) {
        ADD_FAILURE() << "JSON round trip changed the state: " << json_difference(j, jr);
        return false;
      }
    }
    const uint64_t h = step == 0 ? s.hash() : next_h;
    if (c->hash() != h || r.hash() != h) {
      ADD_FAILURE() << "hash differs: original " << h << ", clone " << c->hash() << ", round-tripped " << r.hash();
      return false;
    }
    legal_c.clear();
    c->legal_actions(legal_c);
    legal_r.clear();
    r.legal_actions(legal_r);
    if (legal_c != legal || legal_r != legal) {
      ADD_FAILURE() << "legal actions differ between copies";
      return false;
    }
    if (c->current_player() != p || r.current_player() != p) {
      ADD_FAILURE() << "current player differs between copies";
      return false;
    }

    // Illegal actions throw std::invalid_argument and change nothing.
    if (step % kIllegalEvery == 0) {
      std::string tried;
      for (auto bad : illegal_probes(legal)) {
        ++st.illegal_probes;
        tried += " " + s.action_key(bad);
        bool threw = false;
        try {
          s.apply(bad);
        } catch (const std::invalid_argument&) {
          threw = true;
        } catch (const std::exception& e) {
          ADD_FAILURE() << "illegal action " << s.action_key(bad) << " threw a non-invalid_argument exception: " << e.what();
          return false;
        }
        if (!threw) {
          ADD_FAILURE() << "illegal action " << s.action_key(bad) << " (bits " << bad.bits << ") was accepted";
          return false;
        }
      }
      if (s.hash() != h) {
        ADD_FAILURE() << "rejected actions changed the state; tried:" << tried;
        return false;
      }
      if (step % (4 * kIllegalEvery) == 0 && s.to_json() != j) {
        ADD_FAILURE() << "rejected actions changed the state: " << json_difference(j, s.to_json());
        return false;
      }
      if (s.legal_actions() != legal) {
        ADD_FAILURE() << "rejected actions changed the legal actions";
        return false;
      }
    }

    // The same action on all three copies keeps them identical.
    Action a = seat[p]->choose(s);
    const std::string key = s.action_key(a);
    try {
      s.apply(a);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "apply(" << key << ") on the original threw: " << e.what();
      return false;
    }
    try {
      c->apply(a);
      r.apply(a);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "apply(" << key << ") on a copy threw (the original accepted it): " << e.what();
      return false;
    }
    const uint64_t h2 = s.hash();
    next_h = h2;
    if (c->hash() != h2 || r.hash() != h2) {
      ADD_FAILURE() << "after apply(" << key << "): hash differs: original " << h2 << ", clone " << c->hash()
                    << ", round-tripped " << r.hash() << "\n" << json_difference(s.to_json(), r.to_json());
      return false;
    }
    if (step % kFullJsonEvery == 0 || s.is_terminal()) {
      json j2 = s.to_json();
      if (c->to_json() != j2) {
        ADD_FAILURE() << "after apply(" << key << "): clone diverged: " << json_difference(j2, c->to_json());
        return false;
      }
      if (r.to_json() != j2) {
        ADD_FAILURE() << "after apply(" << key << "): round-tripped copy diverged: " << json_difference(j2, r.to_json());
        return false;
      }
      next_j = std::move(j2);
    }
  }
  check_terminal(s, where(seed, g, -1));
  // Nothing is legal after the end: what was legal at the last decision is refused.
  const uint64_t h_end = s.hash();
  for (auto a : legal) {
    GameState copy = s;
    bool threw = false;
    try {
      copy.apply(a);
    } catch (const std::invalid_argument&) {
      threw = true;
    }
    if (!threw || copy.hash() != h_end) {
      ADD_FAILURE() << where(seed, g, -1) << ": after the game ended, apply(" << s.action_key(a) << ") "
                    << (threw ? "threw but changed the state" : "was accepted");
      return false;
    }
  }
  if (final_state) *final_state = s;
  return !::testing::Test::HasFatalFailure();
}

class RandomSim : public ::testing::TestWithParam<int> {};

TEST_P(RandomSim, EveryStepClonesRoundTripsAndReplays) {
  const int shard = GetParam(), games = games_to_simulate();
  SimStats st;
  int played = 0, expected = 0;
  for (int g = shard; g < games; g += kShards) ++expected;
  for (int g = shard; g < games; g += kShards) {
    if (!simulate_checked(g, st)) break;  // one detailed failure is enough
    ++played;
  }
  EXPECT_EQ(played, expected) << "not every game was played through";
  RecordProperty("steps", static_cast<int>(st.steps));
  std::cout << "[ shard " << shard << " ] " << played << " games, " << st.steps << " steps, "
            << (st.steps ? double(st.legal_total) / st.steps : 0) << " legal actions/step, " << st.illegal_probes
            << " illegal probes, " << st.text_round_trips << " text round trips\n";
}

INSTANTIATE_TEST_SUITE_P(Conformance, RandomSim, ::testing::Range(0, kShards));

// The states no Premiere card reaches (captives, stasis, dual affiliation, the
// Neutral Outpost) and the Borg Ship, played by random agents with test cards added to the
// bundled decks, under the same per-step checks.
std::shared_ptr<const CardDb> states_db() {
  static auto d = CardDb::with_cards(*CardDb::bundled(), YAML::Load(R"(
- {name: T-Kidnappers, type: dilemma, dilemma: planet, text: implemented,
   behavior: {condition: "STRENGTH>30", effects: [{capture: {select: random}}]}}
- {name: T-Space Kidnappers, type: dilemma, dilemma: space, text: implemented,
   behavior: {condition: "STRENGTH>40", effects: [{capture: {select: random}}]}}
- {name: T-Cryo Trap, type: dilemma, dilemma: either, text: implemented,
   behavior: {condition: "CUNNING>30", effects: [{stasis: {select: random, full_turns: 1}}], stops_on_fail: false}}
- {name: T-Deep Sleep, type: dilemma, dilemma: space, text: implemented,
   behavior: {condition: "Diplomacy", effects: [{stasis: {select: random}}]}}
- {name: T-Rescue, type: event, ability: {play: event, target: your_outpost, effects: [free_captives]}}
- {name: T-Envoy, type: personnel, affiliation: [federation, klingon], classification: OFFICER, unique: false,
   skills: [Diplomacy, Leadership], integrity: 7, cunning: 7, strength: 6, gender: female, icons: [command]}
- {name: T-Neutral Outpost, type: facility, facility: outpost, affiliation: non-aligned, shields: 30, seed: one}
)"),
                                       "conformance_test.cpp");
  return d;
}

std::array<Deck, 2> states_pairing(int g) {
  auto with = [](Deck d, std::vector<const char*> seed, std::vector<const char*> draw) {
    for (auto n : seed) d.seed.push_back(states_db()->by_name(n)->index);
    for (auto n : draw) d.draw.push_back(states_db()->by_name(n)->index);
    return d;
  };
  std::vector<const char*> seed = {"T-Kidnappers", "T-Space Kidnappers", "T-Cryo Trap", "T-Deep Sleep", "Ktarian Game",
                                   "Two-Dimensional Creatures", "T-Neutral Outpost", "Borg Ship"};
  std::vector<const char*> draw = {"T-Envoy", "T-Envoy", "T-Envoy", "T-Rescue", "T-Rescue", "Treaty: Federation/Klingon",
                                   "Auto-Destruct Sequence"};
  return {with(bundled_deck(g % kDecks), seed, draw), with(bundled_deck((g / kDecks) % kDecks), seed, draw)};
}

class RandomSimStates : public ::testing::TestWithParam<int> {};

TEST_P(RandomSimStates, CaptivesStasisDualAffiliationNeutralOutpostBorgShip) {
  constexpr int kStateShards = 4, kStateGames = 32;
  SimStats st;
  int captured = 0, stasis = 0, switched = 0, freed = 0;
  for (int g = GetParam(); g < kStateGames; g += kStateShards) {
    auto decks = states_pairing(g);
    GameState s(states_db(), decks, game_seed(g));
    ASSERT_TRUE(simulate_checked(g, st, states_db(), &decks, &s));
    for (const auto& e : s.log) {
      captured += e.ev == Ev::Captured;
      stasis += e.ev == Ev::StasisBegins;
      switched += e.ev == Ev::AffiliationSwitched;
      freed += e.ev == Ev::CaptivesFreed;
    }
  }
  std::cout << "[ states shard " << GetParam() << " ] " << st.steps << " steps; " << captured << " captures, " << freed
            << " rescues, " << stasis << " stases, " << switched << " affiliation switches\n";
  EXPECT_GT(captured + stasis + switched, 0) << "the test cards never came into play: the decks or agents changed";
}

INSTANTIATE_TEST_SUITE_P(Conformance, RandomSimStates, ::testing::Range(0, 4));

// Decks drawn at random from the whole Premiere set (interrupts, artifacts and
// events included, whatever their game text status), under the same per-step
// checks: the response windows, the resolution stack and every implemented card
// meet positions the bundled decks never reach.
std::array<Deck, 2> random_pairing(int g) {
  return {random_deck(*db(), 90000 + 2 * static_cast<uint64_t>(g)), random_deck(*db(), 90001 + 2 * static_cast<uint64_t>(g))};
}

class RandomSimPremiere : public ::testing::TestWithParam<int> {};

TEST_P(RandomSimPremiere, RandomPremiereDecksEveryStepClonesRoundTripsAndReplays) {
  constexpr int kPremiereShards = 4, kPremiereGames = 40;
  SimStats st;
  int interrupts = 0, nullified = 0, windows = 0;
  for (int g = GetParam(); g < kPremiereGames; g += kPremiereShards) {
    auto decks = random_pairing(g);
    GameState s(db(), decks, game_seed(g));
    ASSERT_TRUE(simulate_checked(g, st, db(), &decks, &s));
    for (const auto& e : s.log) {
      interrupts += e.ev == Ev::InterruptPlayed;
      nullified += e.ev == Ev::Nullified;
      windows += e.ev == Ev::WindowPassed;
    }
  }
  std::cout << "[ premiere shard " << GetParam() << " ] " << st.steps << " steps; " << interrupts << " interrupts played, "
            << nullified << " nullified, " << windows << " window passes\n";
  EXPECT_GT(windows, 0) << "no response window opened: the random decks lost their interrupts";
}

INSTANTIATE_TEST_SUITE_P(Conformance, RandomSimPremiere, ::testing::Range(0, 4));

TEST(ConformanceDecks, RandomPremiereDecksAreLegalAndDeterministic) {
  for (uint64_t seed = 0; seed < 200; ++seed) {
    Deck d = random_deck(*db(), seed);
    auto issues = validate_deck(d, *db());
    EXPECT_TRUE(deck_is_legal(issues)) << "seed " << seed;
    Deck again = random_deck(*db(), seed);
    EXPECT_EQ(d.seed, again.seed);
    EXPECT_EQ(d.draw, again.draw);
  }
}

// -------------------------------------------------------------- determinism ---
struct Played {
  std::vector<uint64_t> actions;
  uint64_t final_hash = 0;
  int winner = -1, turns = 0, steps = 0;
  std::array<int, 2> scores{};
};

Played play(uint64_t seed, const std::array<Deck, 2>& decks, const std::string& a0, const std::string& a1) {
  Played out;
  GameState s(db(), decks, seed);
  std::array<std::unique_ptr<Agent>, 2> seat = {make_agent(a0, seed * 2 + 1), make_agent(a1, seed * 2 + 2)};
  while (!s.is_terminal() && out.steps < kMaxSteps) {
    Action a = seat[s.current_player()]->choose(s);
    out.actions.push_back(a.bits);
    s.apply(a);
    ++out.steps;
  }
  out.final_hash = s.hash();
  out.winner = s.winner;
  out.turns = s.turn;
  out.scores = {s.score(0), s.score(1)};
  return out;
}

TEST(ConformanceDeterminism, SameSeedSameGame) {
  for (int g = 0; g < 12; ++g) {
    const std::string agent = g % 3 == 2 ? "heuristic" : "random";
    SCOPED_TRACE("game " + std::to_string(g) + ", agents " + agent);
    auto decks = pairing(g * 5);
    Played a = play(game_seed(g), decks, agent, agent);
    Played b = play(game_seed(g), decks, agent, agent);
    EXPECT_EQ(a.actions, b.actions);
    EXPECT_EQ(a.final_hash, b.final_hash);
    EXPECT_EQ(a.winner, b.winner);
    EXPECT_EQ(a.scores, b.scores);
    // The core runner (the CLI's sim) seeds its agents the same way: same game.
    auto m = play_decks(db(), decks, game_seed(g), {agent, agent});
    EXPECT_TRUE(m.error.empty()) << m.error;
    EXPECT_EQ(m.steps, a.steps);
    EXPECT_EQ(m.winner, a.winner);
    EXPECT_EQ(m.turns, a.turns);
    EXPECT_EQ(m.scores, std::vector<int>(a.scores.begin(), a.scores.end()));
  }
}

TEST(ConformanceDeterminism, DifferentSeedDifferentGame) {
  for (int g = 0; g < 12; ++g) {
    SCOPED_TRACE("game " + std::to_string(g));
    auto decks = pairing(g * 3);
    Played a = play(game_seed(g), decks, "random", "random");
    Played b = play(game_seed(g) + 7919, decks, "random", "random");
    EXPECT_NE(a.final_hash, b.final_hash);
    EXPECT_NE(a.actions, b.actions);
  }
}

TEST(ConformanceDeterminism, StateSeedAloneFixesShuffles) {
  // The same state seed with different agents starts from the same shuffled
  // decks; a different state seed shuffles differently.
  GameState a(db(), pairing(1), 42), b(db(), pairing(1), 42), c(db(), pairing(1), 43);
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_TRUE(a.to_json() == b.to_json());
  EXPECT_NE(a.players[0].deck, c.players[0].deck);
}

// ---------------------------------------------------------------- terminals ---
TEST(ConformanceTerminal, ReturnsAndWinnerAcrossDeckPairings) {
  std::map<std::string, int> reasons;
  for (int g = 0; g < 32; ++g) {
    const std::string agent = g % 2 ? "heuristic" : "random";
    const uint64_t seed = 5000 + g;
    GameState s(db(), pairing(g), seed);
    std::array<std::unique_ptr<Agent>, 2> seat = {make_agent(agent, seed * 2 + 1), make_agent(agent, seed * 2 + 2)};
    for (int step = 0; !s.is_terminal() && step < kMaxSteps; ++step) s.apply(seat[s.current_player()]->choose(s));
    check_terminal(s, "seed " + std::to_string(seed) + " agents " + agent);
    ++reasons[s.end_reason.find("deck") != std::string::npos ? "deck" : s.end_reason];
  }
  EXPECT_GT(reasons["deck"], 0) << "no game ended on deck exhaustion";
}

// The State contract: apply() on a finished game throws std::invalid_argument
// and changes nothing -- including for the actions that were legal at the
// last decision (a copy or clone of the finished state included).
TEST(ConformanceTerminal, ApplyAfterGameOverThrowsAndChangesNothing) {
  for (int g = 0; g < 8; ++g) {
    const uint64_t seed = 6000 + g;
    GameState s(db(), pairing(g * 3), seed);
    RandomAgent a0(seed * 2 + 1), a1(seed * 2 + 2);
    std::array<Agent*, 2> seat = {&a0, &a1};
    std::vector<Action> last_legal;
    int step = 0;
    for (; !s.is_terminal() && step < kMaxSteps; ++step) {
      last_legal = s.legal_actions();
      s.apply(seat[s.current_player()]->choose(s));
    }
    ASSERT_TRUE(s.is_terminal());
    const uint64_t h = s.hash();
    const json j = s.to_json();
    auto probes = last_legal;
    probes.push_back(make_action(Act::EndTurn));
    int accepted = 0, changed = 0;
    std::string first;
    for (auto a : probes) {
      GameState copy = s;
      bool threw = false;
      try {
        copy.apply(a);
      } catch (const std::invalid_argument&) {
        threw = true;
      }
      if (!threw) ++accepted;
      if (copy.hash() != h || copy.to_json() != j || !copy.is_terminal()) {
        ++changed;
        if (first.empty()) first = s.action_key(a) + " -> " + json_difference(j, copy.to_json());
      } else if (!threw && first.empty()) {
        first = s.action_key(a) + " (state unchanged)";
      }
      GameState loaded = GameState::from_json(db(), j);  // no cached legal set: rejected
      EXPECT_THROW(loaded.apply(a), std::invalid_argument);
    }
    EXPECT_EQ(accepted, 0) << "seed " << seed << " (decks " << kDeckNames[(g * 3) % kDecks] << " vs "
                           << kDeckNames[(g * 3 / kDecks) % kDecks] << "), game over after " << step << " steps: " << accepted
                           << " of " << probes.size() << " actions (those legal at the last decision, and end-turn) "
                           << "were accepted by apply() on a copy of the finished state, " << changed
                           << " of them changed it; first: " << first;
  }
}

// -------------------------------------------------------- hidden information ---
// Card ids `viewer` must not be able to identify (R-INFO-4, R-ZONE-6): the
// opponent's hand and seed pile, both draw decks, the opponent's unrevealed
// seed cards under missions and the crews (personnel, equipment) aboard the
// opponent's ships. Events (artifacts played as events too), Rogue Borg and dilemmas played on a ship are face up, and
// Alien Probe lays both hands face up.
std::set<CardId> hidden_cards(const GameState& s, int viewer) {
  const int opp = 1 - viewer;
  std::set<CardId> h;
  if (!s.hands_exposed())
    for (auto c : s.players[opp].hand) h.insert(c);
  for (auto c : s.players[opp].seed_pile) h.insert(c);
  for (auto c : s.players[0].deck) h.insert(c);
  for (auto c : s.players[1].deck) h.insert(c);
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone == Zone::UnderMission && c.owner == opp && !c.has(kRevealed)) h.insert(i);
    const auto t = s.def(i).type;
    if ((c.zone == Zone::InPlay || c.zone == Zone::OutOfTime) && c.place == Place::Aboard && c.host != kNone && c.host < s.cards.size() &&
        s.cards[c.host].owner == opp && s.def(c.host).type == CardType::Ship && t != CardType::Event && t != CardType::Dilemma &&
        !s.def(i).plays_as_event() &&  // an artifact played as an event (Kurlan Naiskos) is face up too
        !s.is_rogue_borg(i) &&         // so are Rogue Borg played onto the ship (R-BATTLE-18)
        !(c.zone == Zone::OutOfTime && s.def(i).plays_as_interrupt()))  // the card that sent a ship out of time is face up (D-INT-16)
      h.insert(i);
  }
  return h;
}

// Every {"card": id} object in an observation, outside the legal-action list.
void collect_card_refs(const json& j, std::vector<CardId>& out) {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (it.key() == "legal_actions") continue;
      if (it.key() == "card" && it->is_number_integer()) out.push_back(it->get<CardId>());
      else collect_card_refs(*it, out);
    }
  } else if (j.is_array()) {
    for (const auto& x : j) collect_card_refs(x, out);
  }
}

struct HiddenStats {
  std::map<std::string, int> swaps;  // swap kind -> times checked
  int states = 0;
};

// observation(viewer) of two states that differ only in what viewer cannot see.
// `base` is a.observation(viewer).dump().
void expect_same_view(const GameState& a, const std::string& base, GameState& b, int viewer, const std::string& what,
                      HiddenStats& st) {
  b.touch();
  ASSERT_NE(a.hash(), b.hash()) << what << ": the modification did not change the state";
  ++st.swaps[what];
  if (b.observation(viewer).dump() != base)
    ADD_FAILURE() << "observation(" << viewer << ") reveals " << what << ": "
                  << json_difference(a.observation(viewer), b.observation(viewer));
}

void check_hidden_information(const GameState& s, uint64_t seed, HiddenStats& st) {
  ++st.states;
  const uint64_t mix = seed * 0x9E3779B97F4A7C15ull + s.log.size();
  for (int viewer = 0; viewer < 2; ++viewer) {
    const int opp = 1 - viewer;
    SCOPED_TRACE("viewer " + std::to_string(viewer) + ", phase " + to_string(s.phase) + ", turn " + std::to_string(s.turn));
    const json obs = s.observation(viewer);
    const std::string base = obs.dump();

    // 1. Structure: only counts for hidden zones, no hidden card ids anywhere.
    ASSERT_TRUE(obs.contains("players"));
    for (int p = 0; p < 2; ++p) {
      const auto& P = obs["players"][p];
      EXPECT_FALSE(P.contains("deck")) << "a draw deck is listed";
      EXPECT_EQ(P.at("deck_count"), s.players[p].deck.size());
      EXPECT_EQ(P.at("hand_count"), s.players[p].hand.size());
    }
    EXPECT_EQ(obs["players"][opp].contains("hand"), s.hands_exposed()) << "the opponent's hand is listed (or Alien Probe's is not)";
    EXPECT_FALSE(obs["players"][opp].contains("seed_pile")) << "the opponent's seed pile is listed";
    EXPECT_EQ(obs["players"][viewer].at("hand").size(), s.players[viewer].hand.size());
    const auto hidden = hidden_cards(s, viewer);
    std::vector<CardId> refs;
    collect_card_refs(obs, refs);
    for (auto c : refs)
      if (hidden.count(c))
        ADD_FAILURE() << "observation names hidden card #" << c << " (" << s.def(c).name << ", zone "
                      << to_string(s.cards[c].zone) << ", owner " << int(s.cards[c].owner) << ")";
    for (const auto& sl : obs["spaceline"])
      for (const auto& ship : sl["space"])
        if (ship.at("owner") == opp && s.def(ship.at("card").get<CardId>()).type == CardType::Ship) {
          EXPECT_FALSE(ship.contains("aboard")) << "crew of an opponent's ship listed";
          EXPECT_TRUE(ship.contains("aboard_count"));
        }
    // The log the viewer sees never names a card the opponent drew or seeded face down.
    {
      std::set<std::string> lines;
      for (const auto& l : obs.at("log")) lines.insert(l.get<std::string>());
      for (const auto& e : s.log) {
        if (e.player != opp || (e.ev != Ev::Drew && e.ev != Ev::SeedCard)) continue;
        if (lines.count(s.render_log_entry(e))) {
          ADD_FAILURE() << "observation log reveals: " << s.render_log_entry(e);
          break;
        }
      }
    }
    // 2. Swaps: two states that differ only in hidden information look the same.
    auto pick = [&](const std::vector<CardId>& v, uint64_t salt) { return v[(mix + salt) % v.size()]; };
    auto swap_identity = [&](GameState& t, CardId x, CardId y) {
      std::swap(t.cards[x].def, t.cards[y].def);
      std::swap(t.cards[x].aff, t.cards[y].aff);
    };
    const auto& O = s.players[opp];
    // A card the viewer has been shown (a dilemma met earlier, a card taken back
    // from the discard pile with Res-Q) is no secret in the opponent's hand.
    auto shown = [&](CardId c) {
      for (const auto& e : s.log)
        if ((e.visible_to < 0 || e.visible_to == viewer) && (e.a == c || e.b == c)) return true;
      return false;
    };
    // 2a. identity of an opponent's hand card vs a card of their draw deck.
    if (!O.hand.empty() && !O.deck.empty() && !s.hands_exposed()) {
      for (int k = 0; k < 4; ++k) {
        CardId x = pick(O.hand, 11 * k), y = pick(O.deck, 17 * k + 3);
        if (s.cards[x].def == s.cards[y].def || shown(x) || shown(y)) continue;
        GameState t = s;
        swap_identity(t, x, y);
        expect_same_view(s, base, t, viewer, "opponent hand card identity (vs deck card)", st);
        break;
      }
      // ... and the two cards moved between the zones (their ids change places).
      size_t i = (mix + 5) % O.hand.size(), jd = (mix + 9) % O.deck.size();
      GameState t = s;
      auto& T = t.players[opp];
      std::swap(t.cards[T.hand[i]].zone, t.cards[T.deck[jd]].zone);
      std::swap(T.hand[i], T.deck[jd]);
      if (s.cards[T.hand[i]].def != s.cards[T.deck[jd]].def && !shown(T.hand[i]) && !shown(T.deck[jd]))
        expect_same_view(s, base, t, viewer, "opponent hand card exchanged with a deck card", st);
    }
    // 2b. order of either draw deck.
    for (int p = 0; p < 2; ++p) {
      const auto& d = s.players[p].deck;
      if (d.size() < 2) continue;
      size_t i = (mix + 7) % d.size(), k = (mix + 13) % d.size();
      if (i == k) k = (k + 1) % d.size();
      if (s.cards[d[i]].def == s.cards[d[k]].def) continue;
      GameState t = s;
      std::swap(t.players[p].deck[i], t.players[p].deck[k]);
      expect_same_view(s, base, t, viewer, p == viewer ? "order of own draw deck" : "order of opponent draw deck", st);
    }
    // 2c. identity of the opponent's unrevealed seeds under missions.
    std::vector<CardId> opp_seeds, opp_crew_ships;
    for (CardId i = 0; i < s.cards.size(); ++i) {
      const auto& c = s.cards[i];
      if (c.zone == Zone::UnderMission && c.owner == opp && !c.has(kRevealed)) opp_seeds.push_back(i);
      if (c.zone == Zone::InPlay && c.owner == opp && s.def(i).type == CardType::Ship && !s.aboard(i).empty())
        opp_crew_ships.push_back(i);
    }
    if (opp_seeds.size() >= 2) {
      for (int k = 0; k < 6; ++k) {
        CardId x = pick(opp_seeds, 3 * k), y = pick(opp_seeds, 7 * k + 1);
        if (x == y || s.cards[x].def == s.cards[y].def) continue;
        GameState t = s;
        swap_identity(t, x, y);
        expect_same_view(s, base, t, viewer, "identity of opponent seeds under missions", st);
        break;
      }
    }
    if (!opp_seeds.empty() && !O.seed_pile.empty()) {
      CardId x = pick(opp_seeds, 21), y = pick(O.seed_pile, 23);
      if (s.cards[x].def != s.cards[y].def) {
        GameState t = s;
        swap_identity(t, x, y);
        expect_same_view(s, base, t, viewer, "opponent seed under a mission vs seed pile card", st);
      }
    }
    // 2d. crews of the opponent's ships: exchange two crew members between ships.
    if (opp_crew_ships.size() >= 2 && !s.attempt.active && s.choice.kind == ChoiceKind::None) {
      CardId a = opp_crew_ships[mix % opp_crew_ships.size()];
      CardId b = opp_crew_ships[(mix / 7 + 1) % opp_crew_ships.size()];
      if (a == b) b = opp_crew_ships[(std::find(opp_crew_ships.begin(), opp_crew_ships.end(), a) - opp_crew_ships.begin() + 1) %
                                     opp_crew_ships.size()];
      // Only the crews are hidden: events and dilemmas played on a ship are face up.
      auto crew_only = [&](CardId ship) {
        std::vector<CardId> v;
        for (auto c : s.aboard(ship))
          if (s.def(c).type == CardType::Personnel || s.def(c).type == CardType::Equipment) v.push_back(c);
        return v;
      };
      auto ca = crew_only(a), cb = crew_only(b);
      CardId x = ca.empty() ? kNone : ca[mix % ca.size()], y = cb.empty() ? kNone : cb[(mix / 3) % cb.size()];
      if (x != kNone && y != kNone && s.cards[x].def != s.cards[y].def) {
        GameState t = s;
        std::swap(t.cards[x].host, t.cards[y].host);
        std::swap(t.cards[x].loc, t.cards[y].loc);
        expect_same_view(s, base, t, viewer, "which crew is aboard which opponent ship", st);
      }
    }
    // 2e. the state's RNG (future shuffles and random selections).
    {
      GameState t = s;
      t.rng = Rng(mix ^ 0xD1CEull);
      expect_same_view(s, base, t, viewer, "the RNG state", st);
    }
    // 2f. control: the same kind of change to what the viewer may see shows.
    const auto& V = s.players[viewer];
    if (!V.hand.empty() && !V.deck.empty()) {
      CardId x = pick(V.hand, 29), y = pick(V.deck, 31);
      if (s.cards[x].def != s.cards[y].def) {
        GameState t = s;
        swap_identity(t, x, y);
        t.touch();
        ++st.swaps["control: own hand card identity"];
        EXPECT_NE(base, t.observation(viewer).dump()) << "control: own hand change not visible";
      }
    }
  }
}

TEST(ConformanceHiddenInfo, ObservationsRevealNothingHidden) {
  HiddenStats st;
  for (int g = 0; g < 24; ++g) {
    const std::string agent = g % 3 == 0 ? "random" : "heuristic";  // heuristic bots crew their ships
    const uint64_t seed = 7000 + g;
    SCOPED_TRACE("seed " + std::to_string(seed) + ", agents " + agent + ", decks " + kDeckNames[g % kDecks] + " vs " +
                 kDeckNames[(g / kDecks) % kDecks]);
    GameState s(db(), pairing(g), seed);
    std::array<std::unique_ptr<Agent>, 2> seat = {make_agent(agent, seed * 2 + 1), make_agent(agent, seed * 2 + 2)};
    for (int step = 0; !s.is_terminal() && step < kMaxSteps; ++step) {
      // Every seeding step, then a sample of the rest of the game.
      if (s.phase < Phase::PlayCard ? step % 3 == 0 : step % 41 == 0) {
        SCOPED_TRACE("step " + std::to_string(step));
        check_hidden_information(s, seed, st);
        if (HasFailure()) return;
      }
      s.apply(seat[s.current_player()]->choose(s));
    }
  }
  std::cout << "[ hidden ] " << st.states << " states:";
  for (auto& [k, v] : st.swaps) std::cout << "\n    " << v << " x " << k;
  std::cout << "\n";
  EXPECT_GT(st.swaps["opponent hand card identity (vs deck card)"], 50);
  EXPECT_GT(st.swaps["identity of opponent seeds under missions"], 50);
  EXPECT_GT(st.swaps["which crew is aboard which opponent ship"], 10);
  EXPECT_GT(st.swaps["order of own draw deck"], 50);
}

// The same with the test cards of RandomSimStates: captives (public, in the
// captor's area), stasis, dual affiliation, the Borg Ship.
// The same with random Premiere decks: response windows, cards on the resolution stack.
TEST(ConformanceHiddenInfo, ObservationsRevealNothingHiddenWithRandomPremiereDecks) {
  HiddenStats st;
  for (int g = 0; g < 12; ++g) {
    const uint64_t seed = 7700 + g;
    SCOPED_TRACE("seed " + std::to_string(seed));
    GameState s(db(), random_pairing(g), seed);
    const std::string agent = g % 2 ? "random" : "heuristic";
    std::array<std::unique_ptr<Agent>, 2> seat = {make_agent(agent, seed * 2 + 1), make_agent(agent, seed * 2 + 2)};
    for (int step = 0; !s.is_terminal() && step < kMaxSteps; ++step) {
      if (step % 29 == 0 || s.choice.kind == ChoiceKind::Respond) {
        SCOPED_TRACE("step " + std::to_string(step));
        check_hidden_information(s, seed, st);
        if (HasFailure()) return;
      }
      s.apply(seat[s.current_player()]->choose(s));
    }
  }
  EXPECT_GT(st.states, 100);
}

TEST(ConformanceHiddenInfo, ObservationsRevealNothingHiddenWithCaptivesAndStates) {
  HiddenStats st;
  for (int g = 0; g < 8; ++g) {
    const uint64_t seed = 7500 + g;
    SCOPED_TRACE("seed " + std::to_string(seed));
    GameState s(states_db(), states_pairing(g), seed);
    std::array<std::unique_ptr<Agent>, 2> seat = {make_agent("random", seed * 2 + 1), make_agent("random", seed * 2 + 2)};
    for (int step = 0; !s.is_terminal() && step < kMaxSteps; ++step) {
      if (step % 37 == 0) {
        SCOPED_TRACE("step " + std::to_string(step));
        check_hidden_information(s, seed, st);
        if (HasFailure()) return;
      }
      s.apply(seat[s.current_player()]->choose(s));
    }
  }
  EXPECT_GT(st.states, 50);
}

// Strict reading of R-INFO-4: the log a player sees does not name the cards
// the opponent beams or walks aboard their ships (otherwise the crews hidden
// in the spaceline section could be rebuilt from observation["log"]).
TEST(ConformanceHiddenInfo, LogDoesNotNameCardsMovedAboardOpponentShips) {
  int leaks = 0;
  std::string first;
  for (int g = 0; g < 8; ++g) {
    const uint64_t seed = 7000 + g;
    GameState s(db(), pairing(g), seed);
    HeuristicAgent a0(seed * 2 + 1), a1(seed * 2 + 2);
    for (int step = 0; !s.is_terminal() && step < kMaxSteps; ++step)
      s.apply(s.current_player() == 0 ? a0.choose(s) : a1.choose(s));
    for (const auto& e : s.log) {
      if ((e.ev != Ev::Beamed && e.ev != Ev::Walked) || e.visible_to >= 0 || e.b >= s.cards.size()) continue;
      if (s.def(e.b).type != CardType::Ship) continue;
      ++leaks;
      if (first.empty()) first = "seed " + std::to_string(seed) + ": " + s.render_log_entry(e);
    }
  }
  EXPECT_EQ(leaks, 0) << "public log entries name a card moved aboard a ship; first: " << first;
}

// ----------------------------------------------------------- illegal actions ---
TEST(ConformanceIllegalActions, RejectedWithoutSideEffectsInEveryPhase) {
  std::set<Phase> phases;
  for (int g = 0; g < 4; ++g) {
    const uint64_t seed = 9000 + g;
    GameState s(db(), pairing(g * 5), seed);
    RandomAgent a0(seed), a1(seed + 1);
    std::array<Agent*, 2> seat = {&a0, &a1};
    for (int step = 0; !s.is_terminal() && step < kMaxSteps; ++step) {
      phases.insert(s.phase);
      auto legal = s.legal_actions();
      if (step % 5 == 0) {
        json before = s.to_json();
        uint64_t h = s.hash();
        for (auto bad : illegal_probes(legal)) {
          EXPECT_THROW(s.apply(bad), std::invalid_argument) << s.action_key(bad) << " at step " << step;
          // why_illegal() explains, and agrees that it is illegal.
          EXPECT_FALSE(s.why_illegal(bad).empty()) << s.action_key(bad);
        }
        ASSERT_EQ(s.hash(), h);
        ASSERT_TRUE(s.to_json() == before) << json_difference(before, s.to_json());
        ASSERT_EQ(s.legal_actions(), legal);
      }
      for (auto a : legal) ASSERT_EQ(s.why_illegal(a), "") << s.action_key(a);
      s.apply(seat[s.current_player()]->choose(s));
    }
  }
  EXPECT_GE(phases.size(), 5u);  // seeding steps, card play and orders were all probed
}

TEST(ConformanceIllegalActions, FromJsonRejectsCorruptState) {
  GameState s(db(), pairing(0), 3);
  json j = s.to_json();
  json bad = j;
  bad["format"] = "something-else";
  EXPECT_THROW(GameState::from_json(db(), bad), std::invalid_argument);
  bad = j;
  bad["players"][0]["hand"].push_back(60000);
  EXPECT_THROW(GameState::from_json(db(), bad), std::invalid_argument);
  bad = j;
  bad["cards"][0][0] = "no-such-card";
  EXPECT_THROW(GameState::from_json(db(), bad), std::invalid_argument);
}

}  // namespace

// Temporal Causality Loops under the missions (states kept and undone, D-TURN-1) and Rogue Borg with
// Lore Returns (ships commandeered for good, D-BORG-8/9), added to the bundled decks, under the same
// per-step checks and the hidden-information checks.
std::array<Deck, 2> loop_pairing(int g) {
  auto with = [](Deck d, std::vector<const char*> seed, std::vector<const char*> draw) {
    for (auto n : seed) d.seed.push_back(db()->by_name(n)->index);
    for (auto n : draw) d.draw.push_back(db()->by_name(n)->index);
    return d;
  };
  std::vector<const char*> seed = {"Temporal Causality Loop", "Temporal Causality Loop"};
  std::vector<const char*> draw = {"Rogue Borg Mercenaries", "Rogue Borg Mercenaries", "Rogue Borg Mercenaries",
                                   "Rogue Borg Mercenaries", "Rogue Borg Mercenaries", "Rogue Borg Mercenaries",
                                   "Lore Returns",           "Lore Returns",           "Lore Returns", "Crosis", "Hugh"};
  return {with(bundled_deck(g % kDecks), seed, draw), with(bundled_deck((g / kDecks) % kDecks), seed, draw)};
}

class RandomSimLoop : public ::testing::TestWithParam<int> {};

TEST_P(RandomSimLoop, TemporalCausalityLoopAndLoreReturnsEveryStepClonesRoundTripsAndReplays) {
  constexpr int kLoopShards = 2, kLoopGames = 10;
  SimStats st;
  HiddenStats hidden;
  int undone = 0, commandeered = 0, given_back = 0;
  for (int g = GetParam(); g < kLoopGames; g += kLoopShards) {
    auto decks = loop_pairing(g);
    GameState s(db(), decks, game_seed(g));
    ASSERT_TRUE(simulate_checked(g, st, db(), &decks, &s));
    for (const auto& e : s.log) {
      undone += e.ev == Ev::ActionUndone;
      commandeered += e.ev == Ev::Commandeered;
      given_back += e.ev == Ev::CommandeerEnds;
    }
    // The same game again, its observations checked on a sample, right after every undoing and commandeering, and
    // often while a ship is commandeered.
    GameState h(db(), decks, game_seed(g));
    RandomAgent a0(game_seed(g) * 2 + 1), a1(game_seed(g) * 2 + 2);
    size_t seen_log = 0;
    for (int step = 0; !h.is_terminal() && step < kMaxSteps; ++step) {
      bool news = false;
      for (; seen_log < h.log.size(); ++seen_log) {
        const auto ev = h.log[seen_log].ev;
        news |= ev == Ev::LoopUndone || ev == Ev::Commandeered || ev == Ev::CommandeerEnds || ev == Ev::RogueBorgAwayBattle;
      }
      if (step % 43 == 0 || news || (!h.controlled.empty() && step % 5 == 0)) {
        SCOPED_TRACE("loop game " + std::to_string(g) + ", step " + std::to_string(step));
        check_hidden_information(h, game_seed(g), hidden);
        if (HasFailure()) return;
      }
      h.apply(h.current_player() == 0 ? a0.choose(h) : a1.choose(h));
    }
  }
  std::cout << "[ loop shard " << GetParam() << " ] " << st.steps << " steps; " << undone << " actions undone, " << commandeered
            << " ships commandeered, " << given_back << " given back; " << hidden.states << " observations checked\n";
  EXPECT_GT(undone, 0) << "no Temporal Causality Loop undid anything: the decks or agents changed";
}

INSTANTIATE_TEST_SUITE_P(Conformance, RandomSimLoop, ::testing::Range(0, 2));
