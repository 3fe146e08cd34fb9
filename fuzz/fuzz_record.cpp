// Fuzz target: a saved game record of any game (docs/save-format.md), read as `play --resume`,
// `replay` and `explain` read it: parsed, checked field by field, replayed (or, without "game", read
// as a save of a game's older form); a record that replays is then used as the terminal uses it:
// explained, its table drawn and its log rendered for every seat, every legal action labelled and
// grouped, and played on by the record's agents (agent_action) for a few decisions.
#include <cstdint>

#include "core/game_record.h"
#include "core/registry.h"
#include "fuzz/fuzz_common.h"

using namespace spaceline;

namespace {

void use(const GameModule& game, GameRecord& record, State& s) {
  (void)game.explain(s);
  for (int step = 0; step < 40; ++step) {
    for (int v = -1; v < s.num_players(); ++v) {
      (void)game.render_table(s, v);
      (void)game.log_lines(s, v);
    }
    if (s.is_terminal()) break;
    for (Action a : s.legal_actions()) {
      (void)s.action_label(a);
      (void)game.action_group(s, a);
    }
    const int p = s.current_player();
    // A person's seat is played by the random agent here.
    GameRecord as_agents = record;
    for (auto& seat : as_agents.seats)
      if (seat == kHumanSeat) seat = "random";
    const Action a = agent_action(game, s, as_agents, p);
    record.actions.push_back(s.action_key(a));
    s.apply(a);
  }
  // What was accepted and played on replays to the same game.
  if (replay(game, GameRecord::from_json(record.to_json(), "again"), "again")->hash() != s.hash())
    fuzz::bug("replay", "a record played on does not replay to the same game");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text = fuzz::as_text(data, size);
  fuzz::run_accepting_documented_errors([&] {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return;  // not JSON: read_json_file's error (tests/core/saves_test.cpp)
    if (j.is_object() && j.contains("game")) {
      GameRecord record = GameRecord::from_json(j, "fuzz.json");
      // Deck files are read from the disk: only bundled names and random decks here (a path such
      // as /dev/zero is the user's own choice, not the record's fault).
      for (const auto& d : record.setup.decks)
        if (d.find('/') != std::string::npos) return;
      const GameModule& game = game_module(record.game);
      auto s = replay(game, record, "fuzz.json");
      use(game, record, *s);
      return;
    }
    for (const auto& name : game_names()) {
      const GameModule& game = game_module(name);
      auto old = game.load_legacy_save(j, "fuzz.json", /*bare_state_ok=*/true);
      if (!old) continue;
      GameRecord record = new_record(game, old->setup, old->seats);
      record.start = old->state->to_json();
      use(game, record, *old->state);
      return;
    }
  });
  return 0;
}
