#include "games/talespin/scenario/position.h"

#include <stdexcept>

namespace spaceline::talespin {

namespace {

const CardDef& lookup(const TsState& s, const std::string& name) {
  const CardDef* d = s.setup->lib->find(name);
  if (!d) {
    const std::string near = s.setup->lib->suggest(name);
    throw std::invalid_argument("unknown card '" + name + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)"));
  }
  return *d;
}

}  // namespace

Card add_card(TsState& s, int owner, const std::string& name) {
  const CardDef& d = lookup(s, name);
  if (owner < 0 || owner >= s.num_players()) throw std::invalid_argument("no seat " + std::to_string(owner + 1));
  // The setup is shared by clones: change a copy.
  auto copy = std::make_shared<Setup>(*s.setup);
  if (copy->inst_def.size() + 1 >= kNone) throw std::invalid_argument("too many cards");
  copy->inst_def.push_back(d.index);
  copy->inst_owner.push_back(static_cast<int8_t>(owner));
  s.setup = copy;
  s.known.push_back(0);
  return static_cast<Card>(copy->inst_def.size() - 1);
}

void set_card(TsState& s, Card c, const std::string& name) {
  const CardDef& d = lookup(s, name);
  auto copy = std::make_shared<Setup>(*s.setup);
  copy->inst_def.at(c) = d.index;
  s.setup = copy;
}

Card put_in_hand(TsState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.seats[p].hand.insert(s.seats[p].hand.begin(), c);  // first: the one offered among identical cards
  s.known[c] |= static_cast<uint8_t>(1u << p);
  return c;
}

Card put_on_deck(TsState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.seats[p].deck.push_back(c);  // the back of the vector is the top (draw_cards takes from there)
  return c;
}

Card put_in_discard(TsState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.seats[p].discard.push_back(c);
  s.known[c] = 0xFF;  // face up (D-TS-27)
  return c;
}

Card put_in_chain(TsState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.seats[p].chain.push_back(Passenger{c, false, false});
  s.known[c] = 0xFF;
  return c;
}

Card put_packed(TsState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.seats[p].packed.push_back(c);
  s.known[c] |= static_cast<uint8_t>(1u << p);
  return c;
}

Card put_delivered(TsState& s, int p, const std::string& name) {
  const Card c = add_card(s, p, name);
  s.seats[p].delivered.push_back(c);
  s.known[c] = 0xFF;
  return c;
}

Card put_in_hold(TsState& s, int holder, const std::string& name, int owner) {
  const Card c = add_card(s, owner < 0 ? holder : owner, name);
  s.seats[holder].artifacts.push_back(c);
  s.known[c] = 0xFF;
  return c;
}

void hand_to_deck_bottom(TsState& s, int p) {
  auto& seat = s.seats[p];
  seat.deck.insert(seat.deck.begin(), seat.hand.begin(), seat.hand.end());
  seat.hand.clear();
}

void set_player_character(TsState& s, int p, const std::string& name) { set_card(s, s.seats.at(p).player, name); }

void load_die(TsState& s, int face) {
  if (face < 1 || face > 6) throw std::invalid_argument("a die shows 1 to 6, not " + std::to_string(face));
  for (uint64_t k = 1;; ++k) {
    Rng r(k * 7919);
    Rng probe = r;
    if (static_cast<int>(probe.below(6)) + 1 == face) {
      s.rng = r;
      return;
    }
  }
}

int ring_position(const TsState& s, const std::string& name) {
  for (size_t i = 0; i < s.ring.size(); ++i)
    if (s.location(static_cast<int>(i)).name == name) return static_cast<int>(i);
  throw std::invalid_argument("no Location called '" + name + "' on the ring");
}

}  // namespace spaceline::talespin
