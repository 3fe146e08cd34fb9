// Paying mana costs (D-SQ-7): the pool first, then the engine taps untapped lands, choosing lands of
// the colours the cost needs for its coloured symbols and any lands for the generic part. The pool
// empties at the end of every step, each unused mana costing 1 life (mana burn, D-SQ-6).
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

namespace {
// Mana available to p by colour: the pool and its untapped lands.
std::array<int, kColors> available(const SqState& s, int p) {
  std::array<int, kColors> a{};
  for (int c = 0; c < kColors; ++c) a[c] = s.seats[p].pool[c];
  for (Card c : s.seats[p].field)
    if (s.def(c).type == CardType::Land && !s.cards[c].tapped) ++a[s.def(c).land_color];
  return a;
}
}  // namespace

bool can_pay(const SqState& s, int p, const ManaCost& cost) {
  auto a = available(s, p);
  int left = 0;
  for (int c = 0; c < 5; ++c) {
    if (a[c] < cost.need[c]) return false;
    left += a[c] - cost.need[c];
  }
  return left + a[kColorless] >= cost.need[kColorless];
}

void pay(SqState& s, int p, const ManaCost& cost) {
  auto& seat = s.seats[p];
  std::array<int, kColors> need{};
  for (int c = 0; c < kColors; ++c) need[c] = cost.need[c];
  // Coloured symbols from the pool, then from lands of that colour.
  for (int c = 0; c < 5; ++c) {
    const int from_pool = std::min<int>(need[c], seat.pool[c]);
    seat.pool[c] = static_cast<int8_t>(seat.pool[c] - from_pool);
    need[c] -= from_pool;
    for (Card l : seat.field) {
      if (!need[c]) break;
      if (s.def(l).type == CardType::Land && !s.cards[l].tapped && s.def(l).land_color == c) {
        s.cards[l].tapped = true;
        --need[c];
      }
    }
  }
  // Generic: colourless mana in the pool, then any in the pool, then lands.
  for (int c : {kColorless, 0, 1, 2, 3, 4}) {
    const int from_pool = std::min<int>(need[kColorless], seat.pool[c]);
    seat.pool[c] = static_cast<int8_t>(seat.pool[c] - from_pool);
    need[kColorless] -= from_pool;
  }
  for (Card l : seat.field) {
    if (!need[kColorless]) break;
    if (s.def(l).type == CardType::Land && !s.cards[l].tapped) {
      s.cards[l].tapped = true;
      --need[kColorless];
    }
  }
}

void empty_pools(SqState& s) {
  for (int p = 0; p < kPlayers; ++p) {
    int left = 0;
    for (auto& m : s.seats[p].pool) left += m, m = 0;
    if (left) {
      s.seats[p].life = static_cast<int16_t>(s.seats[p].life - left);
      s.stats.mana_burn += left;
      s.logv(Rule::D_SQ_6, "P" + std::to_string(p + 1) + " burns for " + std::to_string(left) + " unused mana (life " +
                               std::to_string(s.seats[p].life) + ").");
    }
  }
}

}  // namespace spaceline::spacequest::rules
