// Drawing (S1-3 hand cap 10 on every draw), running out of deck (D-TS-16) and
// discard piles (D-TS-27).
#include <algorithm>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

void reveal(TsState& s, Card c) { s.known[c] = 0xFF; }

bool take_from(std::vector<Card>& zone, Card c) {
  auto it = std::find(zone.begin(), zone.end(), c);
  if (it == zone.end()) return false;
  zone.erase(it);
  return true;
}

void to_discard(TsState& s, Card c) {
  s.seats[s.owner(c)].discard.push_back(c);  // D-TS-27: its owner's pile, face up
  reveal(s, c);
}

int draw_cards(TsState& s, int p, int n, Rule why, LogKind kind) {
  auto& seat = s.seats[p];
  int drawn = 0;
  for (int i = 0; i < n; ++i) {
    if (static_cast<int>(seat.hand.size()) >= kHandCap) {
      // S1-3: a player holding 10 may not draw, whatever asks for it.
      s.logv(Rule::S1_3, LogKind::DrawCapped, p, -1, kNone, n - i);
      break;
    }
    if (seat.deck.empty()) {
      if (seat.discard.empty()) {
        s.logv(Rule::D_TS_16, LogKind::DeckEmpty, p, -1, kNone, n - i);
        break;
      }
      // D-TS-16: the discard pile is shuffled to form a new deck.
      seat.deck.swap(seat.discard);
      s.rng.shuffle(seat.deck);
      ++s.stats.reshuffles;
      s.logv(Rule::D_TS_16, LogKind::Reshuffle, p, -1, kNone, static_cast<int>(seat.deck.size()));
    }
    const Card c = seat.deck.back();
    seat.deck.pop_back();
    seat.hand.push_back(c);
    ++drawn;
    s.logv(why, kind, p, -1, c, 0, static_cast<uint8_t>(1u << p));
  }
  return drawn;
}

}  // namespace spaceline::talespin::rules
