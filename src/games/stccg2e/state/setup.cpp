// A new game (D-2E-1..4): card instances, the spaceline, shuffled piles, opening hands, and the
// first player chosen by the seed.
#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

std::unique_ptr<S2State> new_state(std::shared_ptr<const CardLibrary> lib, const std::vector<Deck>& decks, uint64_t seed,
                                   int max_turns) {
  auto setup = std::make_shared<Setup>();
  setup->lib = lib;
  setup->seed = seed;
  setup->max_turns = max_turns;
  auto s = std::make_unique<S2State>();
  s->rng = Rng(seed);
  s->seats.resize(kPlayers);
  for (int p = 0; p < kPlayers; ++p) {
    const Deck& d = decks[p];
    setup->deck_names.push_back(d.name);
    auto add = [&](uint16_t def) {
      setup->inst_def.push_back(def);
      setup->inst_owner.push_back(static_cast<int8_t>(p));
      return static_cast<Card>(setup->inst_def.size() - 1);
    };
    for (auto m : d.missions) {
      const Card c = add(m);
      Slot slot;
      slot.card = c;
      slot.owner = static_cast<int8_t>(p);
      slot.where = lib->at(m).where;
      if (lib->at(m).is_headquarters()) s->seats[p].hq = static_cast<uint16_t>(s->line.size());
      s->line.push_back(slot);
    }
    for (auto x : d.dilemmas) s->seats[p].dilemmas.push_back(add(x));
    for (auto x : d.draw) s->seats[p].deck.push_back(add(x));
  }
  s->setup = setup;
  const size_t n = setup->inst_def.size();
  s->cards.resize(n);
  s->range_used.assign(n, 0);
  s->known.assign(n, 0);
  for (const auto& slot : s->line) {
    s->cards[slot.card].zone = Zone::Spaceline;
    s->known[slot.card] = 0xFF;
  }
  for (int p = 0; p < kPlayers; ++p) {
    for (Card c : s->seats[p].dilemmas) s->cards[c].zone = Zone::DilemmaPile;
    s->rng.shuffle(s->seats[p].deck);
    s->rng.shuffle(s->seats[p].dilemmas);
    s->logv(Rule::D_2E_4, LogKind::Setup, p, kNone, static_cast<int>(s->seats[p].deck.size()));
    rules::draw(*s, p, kOpeningHand);
  }
  s->active = static_cast<int8_t>(s->rng.below(2));
  s->logv(Rule::D_2E_4, LogKind::FirstPlayer, s->active);
  rules::start_turn(*s);
  return s;
}

}  // namespace spaceline::stccg2e
