// Fuzz target: a saved game (docs/cli.md "Save files"), read as `play --resume` and `explain` read it;
// a save that loads is then used as they use it: explained, observed by both players, saved again, and
// played on by the agents for a few decisions.
#include <cstdint>

#include "core/agent.h"
#include "fuzz/fuzz_common.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/state/save_file.h"

using namespace spaceline::stccg1e;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto db = CardDb::bundled();
  const std::string text = spaceline::fuzz::as_text(data, size);
  spaceline::fuzz::run_accepting_documented_errors([&] {
    auto g = load_saved_game_text(db, text, "fuzz.json", /*bare_state_ok=*/true);
    GameState& s = g.state;
    (void)s.hash();
    // What was accepted can be saved and loaded again, unchanged.
    auto again = GameState::from_json(db, s.to_json());
    if (again.hash() != s.hash()) spaceline::fuzz::bug("round trip", "a loaded save saved again loads differently");
    (void)explain(s);
    for (int p = 0; p < 2; ++p) (void)s.observation(p).dump();
    auto heuristic = make_agent("heuristic", 1), random = make_agent("random", 2);
    for (int step = 0; step < 40 && !s.is_terminal(); ++step) {
      auto legal = s.legal_actions();
      if (legal.empty()) break;
      (void)s.decision();
      for (auto a : legal) (void)s.action_label(a);
      s.apply((step & 1 ? random : heuristic)->choose(s));
    }
  });
  return 0;
}
