#include "games/spacequest/scenario/position.h"

#include <stdexcept>

namespace spaceline::spacequest {

namespace {
Setup& setup_of(SqState& s) { return const_cast<Setup&>(*s.setup); }  // ours: made by empty_position
}  // namespace

std::unique_ptr<SqState> empty_position(std::shared_ptr<const CardLibrary> lib, uint64_t seed, int active) {
  auto setup = std::make_shared<Setup>();
  setup->lib = std::move(lib);
  setup->seed = seed;
  setup->deck_names = {"scenario", "scenario"};
  setup->deck_sources = {"scenario", "scenario"};
  auto s = std::make_unique<SqState>();
  s->setup = setup;
  s->rng = Rng(seed);
  s->active = s->first = s->priority = s->decider = static_cast<int8_t>(active);
  for (auto& seat : s->seats) seat.kept = true;
  s->step = Step::Main1;
  s->pending = Pending::Priority;
  return s;
}

Card add_card(SqState& s, int owner, const std::string& name) {
  const CardDef* d = s.setup->lib->find(name);
  if (!d) {
    const std::string near = s.setup->lib->suggest(name);
    throw std::invalid_argument("unknown card '" + name + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)"));
  }
  Setup& st = setup_of(s);
  const Card c = static_cast<Card>(st.inst_def.size());
  st.inst_def.push_back(d->index);
  st.inst_owner.push_back(static_cast<int8_t>(owner));
  s.cards.emplace_back();
  return c;
}

Card put_in_hand(SqState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.cards[c].zone = Zone::Hand;
  s.cards[c].known = static_cast<uint8_t>(1u << p);
  s.seats[p].hand.push_back(c);
  return c;
}

Card put_in_library(SqState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.cards[c].zone = Zone::Library;
  s.seats[p].library.push_back(c);  // the back is the top
  return c;
}

Card put_in_graveyard(SqState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.cards[c].zone = Zone::Graveyard;
  s.cards[c].known = 0xFF;
  s.seats[p].graveyard.push_back(c);
  return c;
}

Card put_in_play(SqState& s, int p, const std::string& name, bool sick) {
  const Card c = add_card(s, p, name);
  s.cards[c].zone = Zone::Battlefield;
  s.cards[c].known = 0xFF;
  s.cards[c].sick = sick && s.def(c).creature();
  s.seats[p].field.push_back(c);
  return c;
}

Card put_crew(SqState& s, Card ship, const std::string& name, bool tapped, bool sick) {
  const Card c = put_in_play(s, s.controller(ship), name, sick);
  s.cards[c].under = ship;
  s.cards[c].tapped = tapped;
  return c;
}

Card find_in_play(const SqState& s, const std::string& name, int owner) {
  for (int p = 0; p < kPlayers; ++p) {
    if (owner >= 0 && p != owner) continue;
    for (Card c : s.seats[p].field)
      if (s.name(c) == name) return c;
  }
  return kNone;
}

}  // namespace spaceline::spacequest
