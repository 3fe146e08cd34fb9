#include "helpers.h"

#include <algorithm>
#include <stdexcept>

namespace spaceline::stccg2e::test {

std::unique_ptr<S2State> game(uint64_t seed) { return game_of("federation", "klingon", seed); }

std::unique_ptr<S2State> game_of(const std::string& first, const std::string& second, uint64_t seed) {
  auto lib = CardLibrary::bundled();
  std::vector<Deck> decks = {load_deck(first, *lib, 1), load_deck(second, *lib, 1)};
  for (const auto& d : decks)
    if (!d.errors.empty()) throw std::runtime_error(d.errors.front());
  auto s = new_state(lib, decks, seed, 0);
  // A known starting point: P1 active in the play segment.
  s->active = 0;
  s->decider = 0;
  s->phase = Phase::Play;
  s->seats[0].counters = kCounters;
  return s;
}

void to_core(S2State& s, Card c) {
  lift(s, c);
  s.seats[s.owner(c)].core.push_back(c);
  s.cards[c] = CardState{};
  s.cards[c].zone = Zone::Core;
  s.reveal(c);
}

Card card(const S2State& s, int p, const std::string& name) {
  for (Card c = 0; c < s.ncards(); ++c)
    if (s.owner(c) == p && (s.name(c) == name || s.def(c).full_name() == name) && s.cards[c].zone != Zone::Table &&
        s.cards[c].zone != Zone::Spaceline)
      return c;
  throw std::runtime_error("no free '" + name + "' of P" + std::to_string(p + 1));
}

void lift(S2State& s, Card c) {
  for (auto& seat : s.seats)
    for (auto* v : {&seat.deck, &seat.hand, &seat.discard, &seat.dilemmas, &seat.core, &seat.removed})
      v->erase(std::remove(v->begin(), v->end(), c), v->end());
}

void to_hand(S2State& s, Card c) {
  lift(s, c);
  s.seats[s.owner(c)].hand.push_back(c);
  s.cards[c].zone = Zone::Hand;
  s.known[c] |= static_cast<uint8_t>(1u << s.owner(c));
}

void to_table(S2State& s, Card c, uint16_t slot, Card aboard) {
  lift(s, c);
  s.cards[c] = CardState{};
  s.cards[c].zone = Zone::Table;
  s.cards[c].slot = slot;
  s.cards[c].aboard = aboard;
  s.reveal(c);
}

void to_deck_top(S2State& s, Card c) {
  lift(s, c);
  s.seats[s.owner(c)].deck.push_back(c);
  s.cards[c].zone = Zone::Deck;
}

uint16_t slot_of(const S2State& s, const std::string& mission) {
  for (uint16_t i = 0; i < s.line.size(); ++i)
    if (s.name(s.line[i].card) == mission) return i;
  throw std::runtime_error("no mission '" + mission + "'");
}

Action find_action(const S2State& s, Act kind, int a, int b) {
  for (Action x : s.legal_actions())
    if (act_kind(x) == kind && (a < 0 || act_a(x) == a) && (b < 0 || act_b(x) == b)) return x;
  throw std::runtime_error("no such legal action");
}

bool logged(const S2State& s, LogKind k) {
  return std::any_of(s.log.begin(), s.log.end(), [&](const LogEntry& e) { return e.kind == k; });
}

}  // namespace spaceline::stccg2e::test
