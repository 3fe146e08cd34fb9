// S2State::determinized (core/game.h): a world the viewer cannot tell from this one, for the search
// agents. A card's place is hidden from a seat while its `known` bit for that seat is clear: a
// draw deck's order, another seat's hand, a dilemma pile, the dilemmas drawn for a stack and the
// face-down stack itself. Those cards are dealt again among the hidden places of their own kind
// and owner only (draw-deck cards among deck and hand, dilemmas among pile, drawn and stack; a card
// never changes owner), from an order of their own, sorted by instance, so two states the viewer
// cannot tell apart give the same worlds. Each place keeps what every seat knows of it; a place in
// a dilemma stack takes only a dilemma that may go there (D-2E-20), and the hidden places of a
// stack together cost no more than the real ones plus the cost still allowed: the limit every
// stack keeps (D-2E-14), which the viewer can work out (the personnel count at the start, less
// what the dilemmas they saw cost). The cost left is set again to match. The game's own generator
// is reseeded. The model is TaleSpin's (src/games/talespin/state/determinize.cpp).
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
      // The stack's places first, each the first card of the pool that may go there within the
      // cost allowed; if that ever leaves a place with no card, the stack keeps its real cards.
      std::vector<bool> used(pool.size(), false);
      auto deal = [&](size_t i, Card c) {
        *group[i].at = c;
        w->known[c] = knowledge[i];
        w->cards[c].zone = group[i].zone;
      };
      int allowed = attempt.budget, places = 0;
      for (const Place& p : group)
        if (p.in_stack) allowed += def(*p.at).cost, ++places;
      if (places > 0) {
        int cheapest = 1 << 20;
        for (Card c : pool)
          if (fits(c)) cheapest = std::min(cheapest, def(c).cost);
        std::vector<size_t> picks;
        int left = allowed;
        for (size_t i = 0; i < group.size() && picks.size() < static_cast<size_t>(places); ++i) {
          if (!group[i].in_stack) continue;
          const int after = places - static_cast<int>(picks.size()) - 1;  // places still to fill after this one
          size_t k = 0;
          while (k < pool.size() && (used[k] || !fits(pool[k]) || def(pool[k]).cost + after * cheapest > left)) ++k;
          if (k == pool.size()) break;
          used[k] = true;
          left -= def(pool[k]).cost;
          picks.push_back(k);
        }
        if (picks.size() < static_cast<size_t>(places)) {  // no world within the limit found: the real cards
          std::fill(used.begin(), used.end(), false);
          picks.clear();
          for (const Place& p : group)
            if (p.in_stack) {
              const size_t k = static_cast<size_t>(std::find(pool.begin(), pool.end(), *p.at) - pool.begin());
              used[k] = true;
              picks.push_back(k);
            }
        }
        int spent = 0;
        size_t next = 0;
        for (size_t i = 0; i < group.size(); ++i)
          if (group[i].in_stack) spent += def(pool[picks[next]]).cost, deal(i, pool[picks[next++]]);
        w->attempt.budget = allowed - spent;
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
