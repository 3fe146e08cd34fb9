// TsState::determinized (core/game.h): a world the viewer cannot tell from this one, for the search
// agent. A card's place is hidden from a seat while its `known` bit for that seat is clear (a deck's
// order, another seat's hand, cargo packed face down). Those cards are dealt again, each owner's
// among that owner's hidden places only (a card never leaves its owner's zones), from an order of
// their own: sorted by instance, so two states the viewer cannot tell apart give the same worlds.
// Each place keeps what every seat knows of it, and the game's own dice are drawn anew.
#include <algorithm>

#include "games/talespin/state/state.h"

namespace spaceline::talespin {

std::unique_ptr<spaceline::State> TsState::determinized(int viewer, Rng& r) const {
  if (viewer < 0 || viewer >= num_players()) return nullptr;
  auto w = std::make_unique<TsState>(*this);
  const uint8_t bit = static_cast<uint8_t>(1u << viewer);
  // The places whose card the viewer does not know, by the owner of the card there.
  std::vector<std::vector<Card*>> places(seats.size());
  auto collect = [&](std::vector<Card>& zone) {
    for (Card& c : zone)
      if (c != kNone && !(known[c] & bit)) places[static_cast<size_t>(owner(c))].push_back(&c);
  };
  for (Seat& s : w->seats) {
    collect(s.deck);
    collect(s.hand);
    collect(s.packed);
  }
  for (auto& owned : places) {
    std::vector<Card> pool;
    std::vector<uint8_t> knowledge;  // what each seat knows of each place, kept with the place
    for (Card* p : owned) {
      pool.push_back(*p);
      knowledge.push_back(known[*p]);
    }
    std::sort(pool.begin(), pool.end());
    r.shuffle(pool);
    for (size_t i = 0; i < owned.size(); ++i) {
      *owned[i] = pool[i];
      w->known[pool[i]] = knowledge[i];
    }
  }
  w->rng.reseed(r.next());
  return w;
}

}  // namespace spaceline::talespin
