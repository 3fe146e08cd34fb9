#include "games/talespin/state/table.h"

#include <sstream>

namespace spaceline::talespin {

namespace {

const char* step_words(Step s) {
  switch (s) {
    case Step::Draw: return "draw step";
    case Step::Play: return "play step";
    case Step::Roll: return "roll step";
    case Step::Discard: return "discard step";
    case Step::Over: return "game over";
  }
  return "?";
}

std::string cards(const TsState& s, const std::vector<Card>& v) {
  if (v.empty()) return " none";
  std::string out;
  for (Card c : v) out += " [" + s.name(c) + "]";
  return out;
}

std::string seat(int p) { return "P" + std::to_string(p + 1); }

}  // namespace

std::string render_table(const TsState& s, int viewer) {
  std::ostringstream o;
  o << "==== Turn " << s.turn << " - " << seat(s.active) << "'s turn, " << step_words(s.step);
  if (!s.over && s.decider >= 0) o << " - " << seat(s.decider) << " to decide";
  o << " ====\n";
  if (s.die > 0) o << "Die this turn: " << int(s.die) << "\n";
  o << "Location ring (clockwise):\n";
  for (size_t l = 0; l < s.ring.size(); ++l) {
    const CardDef& d = s.location(static_cast<int>(l));
    o << "  " << l + 1 << ". " << d.name << " (" << to_string(d.region) << ")";
    std::string here;
    for (int p = 0; p < s.num_players(); ++p)
      if (s.seats[p].pos == l) here += " " + seat(p);
    if (!here.empty()) o << "  <-" << here;
    o << "\n";
  }
  for (int p = 0; p < s.num_players(); ++p) {
    const Seat& st = s.seats[p];
    const bool sees_all = viewer < 0 || viewer == p;
    o << seat(p) << (p == viewer ? " (you)" : "") << ": " << s.name(st.player) << ", at " << s.location(st.pos).name
      << "; delivered " << st.delivered.size() << " of " << kCargoToWin << ":" << cards(s, st.delivered) << "\n";
    o << "    deck " << st.deck.size() << ", hand " << st.hand.size() << ", discard " << st.discard.size() << "; hold "
      << s.hold_used(p) << "/" << s.hold_capacity(p) << ": ";
    if (sees_all) o << "packed" << cards(s, st.packed);
    else o << st.packed.size() << " packed cargo (face down)";
    if (!st.artifacts.empty()) o << "; artifacts" << cards(s, st.artifacts);
    o << "\n    Passengers:";
    if (st.chain.empty()) o << " none";
    for (size_t i = 0; i < st.chain.size(); ++i) {
      o << " " << i + 1 << ". " << s.name(st.chain[i].card);
      if (st.chain[i].resolved) o << " (resolved)";
      if (st.chain[i].marked) o << " (to be discarded)";
    }
    o << "\n";
    if (viewer < 0) o << "    hand:" << cards(s, st.hand) << "\n";
  }
  if (s.fight.active) {
    auto side = [&](int p, Card pilot, int bonus) {
      return seat(p) + " (" + (pilot == kNone ? std::string("Player") : "Pilot " + s.name(pilot)) + ", maneuvers +" +
             std::to_string(bonus) + ")";
    };
    o << "Dogfight: " << side(s.fight.attacker, s.fight.att_pilot, s.fight.att_bonus) << " against "
      << side(s.fight.defender, s.fight.def_pilot, s.fight.def_bonus) << "\n";
  }
  if (viewer >= 0) o << "Your hand:" << cards(s, s.seats[viewer].hand) << "\n";
  return o.str();
}

}  // namespace spaceline::talespin
