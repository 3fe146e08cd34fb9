// Engine benchmarks (Google Benchmark; main() is in bench/main.cpp).
// See docs/benchmarks.md for how to run them and the numbers measured.
//
//   (a) BM_LoadCardLibrary          load every card file from disk
//   (b) BM_NewGameAndSeeding/*      new game from two decks, seeding phase to turn 1
//   (c) BM_Clone / BM_CopyConstruct a mid-game state; BM_MemcpySameBytes the same bytes with one memcpy
//   (d) BM_LegalActions*            legal_actions() on a set of mid-game states
//   (e) BM_CopyAndApply*            copy + apply() of a legal action (and the copy alone)
//   (f) BM_RandomGame / BM_HeuristicGame  whole games on one core
//   plus BM_ToJson / BM_FromJson / BM_Observation / BM_Position (what the server sends) / BM_Hash
//   on a mid-game state, and
//   BM_LogLinesWhole / BM_LogTailNewLines: the log the server renders for a viewer at each step.
#include <benchmark/benchmark.h>

#include <array>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/agent.h"
#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/module.h"
#include "games/stccg1e/state/state.h"

using namespace spaceline;
using namespace spaceline::stccg1e;

namespace {

const std::array<const char*, 4> kDeckNames = {"federation-premiere", "klingon-premiere", "romulan-premiere",
                                               "federation-away-teams"};

std::shared_ptr<const CardDb> db() { return CardDb::bundled(); }

const Deck& bundled_deck(int i) {
  static const std::array<Deck, 4> decks = [] {
    std::array<Deck, 4> d;
    for (int k = 0; k < 4; ++k) d[k] = load_deck_file(resolve_deck_path(kDeckNames[k]), *CardDb::bundled());
    return d;
  }();
  return decks.at(i);
}

// Pairing k of the 16 ordered pairs of bundled decks (mirrors included).
std::array<Deck, 2> pairing(int k) { return {bundled_deck(k % 4), bundled_deck((k / 4) % 4)}; }

// Random vs random, agents seeded as the core runner (core/match.h) does.
struct RandomGame {
  GameState s;
  RandomAgent a0, a1;
  RandomGame(uint64_t seed, int pair) : s(db(), pairing(pair), seed), a0(seed * 2 + 1), a1(seed * 2 + 2) {}
  bool step() {
    if (s.is_terminal()) return false;
    s.apply(s.current_player() == 0 ? a0.choose(s) : a1.choose(s));
    return true;
  }
};

int game_length(uint64_t seed, int pair) {
  RandomGame g(seed, pair);
  int n = 0;
  while (g.step()) ++n;
  return n;
}

// The state of random game (seed, pair) after `percent`% of its decisions
// (0 = the first decision of turn 1, right after seeding).
GameState state_at(uint64_t seed, int pair, int percent) {
  RandomGame g(seed, pair);
  if (percent == 0) {
    while (!(g.s.phase == Phase::PlayCard && g.s.turn == 1) && g.step()) {
    }
    return g.s;
  }
  const int target = game_length(seed, pair) * percent / 100;
  for (int i = 0; i < target && g.step(); ++i) {
  }
  return g.s;
}

const GameState& mid_game(int percent) {
  static std::map<int, GameState> cache;  // node-based: references stay valid
  auto it = cache.find(percent);
  if (it == cache.end()) it = cache.emplace(percent, state_at(42, 1, percent)).first;  // Klingon vs Federation Premiere
  return it->second;
}

// A sample of mid-game states (30%..70% of each game, every 29th decision)
// from one random game per deck pairing, with the action the random agent
// took there.
struct Sample {
  std::vector<GameState> states;
  std::vector<Action> actions;
  double legal_per_state = 0;
};

Sample& mid_game_sample() {
  static Sample sample = [] {
    Sample out;
    long legal = 0;
    for (int pair = 0; pair < 16; ++pair) {
      const uint64_t seed = 100 + pair;
      const int n = game_length(seed, pair);
      RandomGame g(seed, pair);
      for (int i = 0; i < n * 7 / 10; ++i) {
        if (i >= n * 3 / 10 && i % 29 == 0) {
          auto legal_now = g.s.legal_actions();  // leaves the legal set cached, as an agent's query does
          legal += static_cast<long>(legal_now.size());
          out.states.push_back(g.s);
          GameState probe = g.s;
          RandomAgent pick(seed + i);
          out.actions.push_back(pick.choose(probe));
        }
        g.step();
      }
    }
    out.legal_per_state = out.states.empty() ? 0 : double(legal) / out.states.size();
    return out;
  }();
  return sample;
}

// ------------------------------------------------------------------ (a) ---
void BM_LoadCardLibrary(benchmark::State& st) {
  const std::string dir = default_data_dir() + "/stccg1e/cards";
  size_t cards = 0;
  for (auto _ : st) {
    auto lib = CardDb::load_dir(dir);
    cards = lib->size();
    benchmark::DoNotOptimize(lib);
  }
  st.counters["cards"] = static_cast<double>(cards);
  st.SetItemsProcessed(st.iterations() * static_cast<int64_t>(cards));
}
BENCHMARK(BM_LoadCardLibrary)->Unit(benchmark::kMillisecond);

// ------------------------------------------------------------------ (b) ---
// arg 0: always the first legal action (seeds everything it may: Pass is
// listed last); arg 1: the heuristic agent.
void BM_NewGameAndSeeding(benchmark::State& st) {
  auto lib = db();
  const bool heuristic = st.range(0) == 1;
  uint64_t seed = 1;
  long decisions = 0, games = 0;
  std::vector<Action> legal;
  for (auto _ : st) {
    const int pair = static_cast<int>(seed % 16);
    GameState s(lib, pairing(pair), seed);
    HeuristicAgent h0(seed * 2 + 1), h1(seed * 2 + 2);
    while (!(s.phase == Phase::PlayCard && s.turn == 1) && !s.is_terminal()) {
      Action a;
      if (heuristic) {
        a = s.current_player() == 0 ? h0.choose(s) : h1.choose(s);
      } else {
        s.legal_actions(legal);
        a = legal.front();
      }
      s.apply(a);
      ++decisions;
    }
    benchmark::DoNotOptimize(s);
    ++games;
    ++seed;
  }
  st.SetLabel(heuristic ? "heuristic agent" : "first legal action");
  st.counters["decisions/game"] = double(decisions) / double(games);
  st.SetItemsProcessed(games);
}
BENCHMARK(BM_NewGameAndSeeding)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// ------------------------------------------------------------------ (c) ---
// arg: how far into the game (percent of its decisions; 0 = start of turn 1).
// The bytes a clone copies: the state object and every vector's elements it owns.
size_t state_bytes(const GameState& s) {
  auto vec = [](const auto& v) { return v.size() * sizeof(v[0]); };
  size_t n = sizeof(GameState) + vec(s.cards) + vec(s.spaceline) + vec(s.log) + vec(s.windows) + vec(s.resolving);
  for (const auto& p : s.players)
    n += vec(p.deck) + vec(p.hand) + vec(p.discard) + vec(p.seed_pile) + vec(p.bonus) + vec(p.out_of_play) + vec(p.captives) +
         p.deck_name.size();
  n += vec(s.attempt.targets) + vec(s.battle.attackers) + vec(s.battle.retaliators) + vec(s.choice.options) + s.end_reason.size();
  return n;
}

void state_counters(benchmark::State& st, const GameState& s) {
  st.counters["bytes"] = static_cast<double>(state_bytes(s));
  st.counters["turn"] = s.turn;
  st.counters["cards"] = static_cast<double>(s.cards.size());
  st.counters["log_entries"] = static_cast<double>(s.log.size());
}

void BM_Clone(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  for (auto _ : st) {
    auto c = s.clone();
    benchmark::DoNotOptimize(c.get());
  }
  state_counters(st, s);
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_Clone)->Arg(0)->Arg(50)->Arg(95)->Unit(benchmark::kMicrosecond);

// The floor under BM_Clone: one memcpy of as many bytes into a buffer already
// allocated (a clone also allocates each vector), so the distance is visible.
void BM_MemcpySameBytes(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  const size_t n = state_bytes(s);
  std::vector<char> from(n, 1), to(n);
  for (auto _ : st) {
    std::memcpy(to.data(), from.data(), n);
    benchmark::DoNotOptimize(to.data());
    benchmark::ClobberMemory();
  }
  st.counters["bytes"] = static_cast<double>(n);
  st.SetBytesProcessed(static_cast<int64_t>(st.iterations() * n));
}
BENCHMARK(BM_MemcpySameBytes)->Arg(0)->Arg(50)->Arg(95)->Unit(benchmark::kMicrosecond);

void BM_CopyConstruct(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  for (auto _ : st) {
    GameState copy = s;
    benchmark::DoNotOptimize(copy);
  }
  state_counters(st, s);
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_CopyConstruct)->Arg(0)->Arg(50)->Arg(95)->Unit(benchmark::kMicrosecond);

// ------------------------------------------------------------------ (d) ---
// The engine caches the last enumeration until the state changes; touch()
// drops that cache, so this measures a full enumeration per call.
void BM_LegalActions(benchmark::State& st) {
  auto& sample = mid_game_sample();
  std::vector<Action> out;
  size_t i = 0;
  for (auto _ : st) {
    GameState& s = sample.states[i];
    s.touch();
    s.legal_actions(out);
    benchmark::DoNotOptimize(out.data());
    if (++i == sample.states.size()) i = 0;
  }
  st.counters["states"] = static_cast<double>(sample.states.size());
  st.counters["legal/state"] = sample.legal_per_state;
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_LegalActions)->Unit(benchmark::kMicrosecond);

// The same call answered from the cache (what apply() and a second query see).
void BM_LegalActionsCached(benchmark::State& st) {
  auto& sample = mid_game_sample();
  std::vector<Action> out;
  for (auto& s : sample.states) s.legal_actions(out);  // warm
  size_t i = 0;
  for (auto _ : st) {
    sample.states[i].legal_actions(out);
    benchmark::DoNotOptimize(out.data());
    if (++i == sample.states.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_LegalActionsCached)->Unit(benchmark::kMicrosecond);

// ------------------------------------------------------------------ (e) ---
// apply() cost = BM_CopyAndApply - BM_CopySampleStates (same states, same order).
void BM_CopySampleStates(benchmark::State& st) {
  auto& sample = mid_game_sample();
  size_t i = 0;
  for (auto _ : st) {
    GameState c = sample.states[i];
    benchmark::DoNotOptimize(c);
    if (++i == sample.states.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_CopySampleStates)->Unit(benchmark::kMicrosecond);

// Copy, then apply the action the random agent chose there. The copy carries
// the legal set the agent's query cached, so apply() validates from the cache.
void BM_CopyAndApply(benchmark::State& st) {
  auto& sample = mid_game_sample();
  for (auto& s : sample.states) s.legal_actions();  // warm, as after an agent's query
  size_t i = 0;
  for (auto _ : st) {
    GameState c = sample.states[i];
    c.apply(sample.actions[i]);
    benchmark::DoNotOptimize(c);
    if (++i == sample.states.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_CopyAndApply)->Unit(benchmark::kMicrosecond);

// Same with a cold cache: apply() enumerates the legal set itself first.
void BM_CopyAndApplyColdCache(benchmark::State& st) {
  auto& sample = mid_game_sample();
  size_t i = 0;
  for (auto _ : st) {
    GameState c = sample.states[i];
    c.touch();
    c.apply(sample.actions[i]);
    benchmark::DoNotOptimize(c);
    if (++i == sample.states.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
}
BENCHMARK(BM_CopyAndApplyColdCache)->Unit(benchmark::kMicrosecond);

// ------------------------------------------------------------------ (f) ---
// One whole game per iteration, cycling through the 16 deck pairings; seeds
// 1, 2, 3, ... exactly as `spaceline sim` plays them (the core runner, play_decks()).
void run_games(benchmark::State& st, const char* agent) {
  auto lib = db();
  std::array<std::array<Deck, 2>, 16> pairs;
  for (int k = 0; k < 16; ++k) pairs[k] = pairing(k);
  uint64_t seed = 1;
  long steps = 0, turns = 0, games = 0, errors = 0;
  for (auto _ : st) {
    auto r = play_decks(lib, pairs[seed % 16], seed, {agent, agent});
    steps += r.steps;
    turns += r.turns;
    errors += !r.error.empty();
    ++games;
    ++seed;
  }
  st.counters["steps/game"] = double(steps) / double(games);
  st.counters["turns/game"] = double(turns) / double(games);
  st.counters["decisions/s"] = benchmark::Counter(double(steps), benchmark::Counter::kIsRate);
  st.counters["errors"] = double(errors);
  st.SetItemsProcessed(games);  // items_per_second = games per second
}

void BM_RandomGame(benchmark::State& st) { run_games(st, "random"); }
BENCHMARK(BM_RandomGame)->Unit(benchmark::kMillisecond)->MinTime(3.0);

void BM_HeuristicGame(benchmark::State& st) { run_games(st, "heuristic"); }
BENCHMARK(BM_HeuristicGame)->Unit(benchmark::kMillisecond)->MinTime(3.0);

// --------------------------------------------- serialization and hashing ---
void BM_ToJson(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  for (auto _ : st) {
    auto j = s.to_json();
    benchmark::DoNotOptimize(j);
  }
  state_counters(st, s);
}
BENCHMARK(BM_ToJson)->Arg(0)->Arg(50)->Arg(95)->Unit(benchmark::kMicrosecond);

void BM_FromJson(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  const auto j = s.to_json();
  auto lib = db();
  for (auto _ : st) {
    auto r = GameState::from_json(lib, j);
    benchmark::DoNotOptimize(r);
  }
  state_counters(st, s);
}
BENCHMARK(BM_FromJson)->Arg(50)->Unit(benchmark::kMicrosecond);

void BM_Observation(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  for (auto _ : st) {
    auto o = s.observation(0);
    benchmark::DoNotOptimize(o);
  }
  state_counters(st, s);
}
BENCHMARK(BM_Observation)->Arg(50)->Unit(benchmark::kMicrosecond);

// The observation without its log and actions: what the server builds for a seat at each step.
void BM_Position(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  for (auto _ : st) {
    auto o = s.position(0);
    benchmark::DoNotOptimize(o);
  }
  state_counters(st, s);
}
BENCHMARK(BM_Position)->Arg(50)->Unit(benchmark::kMicrosecond);

// What the server renders of the log for each viewer at each step: the whole log as seen by
// player 1 (before GameModule::log_tail), and only its last 5 lines (the tail a viewer is sent).
void BM_LogLinesWhole(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  for (auto _ : st) benchmark::DoNotOptimize(stccg1e::module().log_lines(s, 0));
  state_counters(st, s);
}
BENCHMARK(BM_LogLinesWhole)->Arg(50)->Arg(95)->Unit(benchmark::kMicrosecond);

void BM_LogTailNewLines(benchmark::State& st) {
  const GameState& s = mid_game(static_cast<int>(st.range(0)));
  const size_t total = stccg1e::module().log_lines(s, 0).size();
  for (auto _ : st) benchmark::DoNotOptimize(stccg1e::module().log_tail(s, 0, total - 5));
  state_counters(st, s);
}
BENCHMARK(BM_LogTailNewLines)->Arg(50)->Arg(95)->Unit(benchmark::kMicrosecond);

void BM_Hash(benchmark::State& st) {
  const GameState& s = mid_game(50);
  for (auto _ : st) benchmark::DoNotOptimize(s.hash());
  state_counters(st, s);
}
BENCHMARK(BM_Hash)->Unit(benchmark::kMicrosecond);

}  // namespace
