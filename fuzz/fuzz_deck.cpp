// Fuzz target: a deck file (docs/deck-format.md): parsed, validated, and (since `sim` does not insist
// on legal decks) dealt into a game against a bundled deck and played for a few decisions.
#include <cstdint>

#include "core/agent.h"
#include "fuzz/fuzz_common.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/state/state.h"

using namespace spaceline::stccg1e;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto db = CardDb::bundled();
  static const Deck other = load_deck_file(resolve_deck_path("klingon-premiere"), *db);
  const std::string text = spaceline::fuzz::as_text(data, size);
  spaceline::fuzz::run_accepting_documented_errors([&] {
    Deck d = parse_deck(text, *db, "fuzz.deck");
    auto issues = validate_deck(d, *db);
    (void)deck_is_legal(issues);
    if (d.seed.size() + d.draw.size() > 200) return;  // keep each run short
    GameState s(db, {d, other}, size);
    auto agent = make_agent("heuristic", 7);
    for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
      auto legal = s.legal_actions();
      if (legal.empty()) break;
      s.apply(agent->choose(s));
    }
    (void)s.hash();
  });
  return 0;
}
