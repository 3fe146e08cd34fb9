// SqState::determinized (core/game.h): a world the viewer cannot tell from this one, for the search
// agents. Hidden from the viewer: the other seat's hand where they have not seen the card (an
// `Inst::known` bit clear), and every library's order, which no card in this game ever shows to
// anyone. Each owner's hidden cards are dealt again among that owner's hidden places only (a card
// never changes owner or leaves hand and library), from an order of their own, sorted by instance,
// so two states the viewer cannot tell apart give the same worlds; each hand place keeps what
// every seat knows of it; then each library is shuffled anew, and the game's own generator is
// reseeded. Everything on the battlefield, the stack and in graveyards is public and stays.
// The model is TaleSpin's (src/games/talespin/state/determinize.cpp).
#include <algorithm>

#include "games/spacequest/state/state.h"

namespace spaceline::spacequest {

std::unique_ptr<spaceline::State> SqState::determinized(int viewer, Rng& r) const {
  if (viewer < 0 || viewer >= kPlayers) return nullptr;
  auto w = std::make_unique<SqState>(*this);
  const uint8_t bit = static_cast<uint8_t>(1u << viewer);
  for (int p = 0; p < kPlayers; ++p) {
    Seat& seat = w->seats[p];
    // The places whose card the viewer does not know: hand cards they have not seen, and every
    // library card they have not seen (a card they have seen may only move within the library).
    std::vector<Card*> places;
    for (Card& c : seat.hand)
      if (!(cards[c].known & bit)) places.push_back(&c);
    for (Card& c : seat.library)
      if (!(cards[c].known & bit)) places.push_back(&c);
    std::vector<Card> pool;
    std::vector<uint8_t> knowledge;
    for (Card* place : places) {
      pool.push_back(*place);
      knowledge.push_back(cards[*place].known);
    }
    std::sort(pool.begin(), pool.end());
    r.shuffle(pool);
    for (size_t i = 0; i < places.size(); ++i) {
      *places[i] = pool[i];
      w->cards[pool[i]].known = knowledge[i];
    }
    for (Card c : seat.hand) w->cards[c].zone = Zone::Hand;
    for (Card c : seat.library) w->cards[c].zone = Zone::Library;
    // No one knows a library's order: sorted, then shuffled, so the real order is never used.
    std::sort(seat.library.begin(), seat.library.end());
    r.shuffle(seat.library);
  }
  w->rng.reseed(r.next());
  return w;
}

}  // namespace spaceline::spacequest
