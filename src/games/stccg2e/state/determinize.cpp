// S2State::determinized (core/game.h): a world the viewer cannot tell from this one, for the search
// agents. A card's place is hidden from a seat while its `known` bit for that seat is clear: a
// draw deck's order, another seat's hand, a dilemma pile, the dilemmas drawn for a stack and the
// face-down stack itself. Those cards are dealt again among the hidden places of their own kind
// and owner only (draw-deck cards among deck and hand, dilemmas among pile, drawn and stack; a card
// never changes owner), from an order of their own, sorted by instance, so two states the viewer
// cannot tell apart give the same worlds. Each place keeps what every seat knows of it; a place in
// a dilemma stack takes only a dilemma that may go there (D-2E-20). The game's own generator is
// reseeded. The model is TaleSpin's (src/games/talespin/state/determinize.cpp).
#include <algorithm>

#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

namespace {

struct Place {
  Card* at;
  Zone zone;
  bool in_stack;
};

}  // namespace

std::unique_ptr<spaceline::State> S2State::determinized(int viewer, Rng& r) const {
  if (viewer < 0 || viewer >= kPlayers) return nullptr;
  auto w = std::make_unique<S2State>(*this);
  const uint8_t bit = static_cast<uint8_t>(1u << viewer);
  auto hidden = [&](Card c) { return known[c] != 0xFF && !(known[c] & bit); };
  // [owner][0: draw-deck cards, 1: dilemmas]
  std::vector<Place> places[kPlayers][2];
  auto collect = [&](std::vector<Card>& zone, Zone z, int kind, bool in_stack = false) {
    for (Card& c : zone)
      if (hidden(c)) places[owner(c)][kind].push_back({&c, z, in_stack});
  };
  for (Seat& s : w->seats) {
    collect(s.deck, Zone::Deck, 0);
    collect(s.hand, Zone::Hand, 0);
    collect(s.dilemmas, Zone::DilemmaPile, 1);
  }
  collect(w->attempt.drawn, Zone::Drawn, 1);
  collect(w->attempt.stack, Zone::Stack, 1, true);
  const Where here = attempt.active ? line[attempt.slot].where : Where::Dual;
  auto fits = [&](Card d) { return def(d).where == Where::Dual || def(d).where == here; };
  for (auto& owned : places)
    for (auto& group : owned) {
      std::vector<Card> pool;
      std::vector<uint8_t> knowledge;
      for (const Place& p : group) {
        pool.push_back(*p.at);
        knowledge.push_back(known[*p.at]);
      }
      std::sort(pool.begin(), pool.end());
      r.shuffle(pool);
      // The stack's places first, each the first card of the pool that may go there.
      std::vector<bool> used(pool.size(), false);
      auto deal = [&](size_t i, Card c) {
        *group[i].at = c;
        w->known[c] = knowledge[i];
        w->cards[c].zone = group[i].zone;
      };
      for (size_t i = 0; i < group.size(); ++i) {
        if (!group[i].in_stack) continue;
        size_t k = 0;
        while (k < pool.size() && (used[k] || !fits(pool[k]))) ++k;
        if (k == pool.size()) k = static_cast<size_t>(std::find(pool.begin(), pool.end(), *group[i].at) - pool.begin());
        used[k] = true;
        deal(i, pool[k]);
      }
      size_t k = 0;
      for (size_t i = 0; i < group.size(); ++i) {
        if (group[i].in_stack) continue;
        while (used[k]) ++k;
        used[k] = true;
        deal(i, pool[k]);
      }
    }
  w->rng.reseed(r.next());
  return w;
}

}  // namespace spaceline::stccg2e
