#include "games/spacequest/state/table.h"

#include <sstream>

#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

namespace {
std::string flags(const SqState& s, Card c) {
  const Inst& i = s.cards[c];
  std::string f;
  if (i.tapped) f += " tapped";
  if (i.sick && s.def(c).creature()) f += " sick";
  if (i.damage) f += " damage " + std::to_string(i.damage);
  if (i.attacking) f += " attacking";
  if (i.blocking != kNone) f += " blocking " + s.name(i.blocking);
  return f.empty() ? "" : " [" + f.substr(1) + "]";
}
}  // namespace

std::string render_table(const SqState& s, int viewer) {
  std::ostringstream o;
  o << "Turn " << s.turn << ", P" << s.active + 1 << "'s " << to_string(s.step) << " step\n";
  for (int p = 0; p < kPlayers; ++p) {
    const Seat& seat = s.seats[p];
    o << "P" << p + 1 << (p == viewer ? " (you)" : "") << ": life " << seat.life << ", library " << seat.library.size() << ", hand "
      << seat.hand.size() << ", graveyard " << seat.graveyard.size();
    std::string pool;
    for (int c = 0; c < kColors; ++c) pool += std::string(seat.pool[c], color_symbol(c));
    if (!pool.empty()) o << ", mana pool " << pool;
    o << "\n";
    std::string lands;
    for (Card c : seat.field)
      if (s.def(c).type == CardType::Land) lands += (lands.empty() ? "" : ", ") + s.name(c) + (s.cards[c].tapped ? " (T)" : "");
    if (!lands.empty()) o << "  lands: " << lands << "\n";
    for (Card c : seat.field) {
      const CardDef& d = s.def(c);
      if (d.type == CardType::Land || s.cards[c].under != kNone) continue;
      o << "  " << s.name(c);
      if (d.creature()) o << " " << rules::pt_explained(s, c);
      o << flags(s, c) << "\n";
      if (d.ship)
        for (Card crew : rules::crew_of(s, c)) o << "      crew: " << s.name(crew) << " " << rules::pt_explained(s, crew) << flags(s, crew) << "\n";
    }
    if (p == viewer && !seat.hand.empty()) {
      o << "  your hand:";
      for (Card c : seat.hand) o << " " << s.name(c) << " (" << s.def(c).cost.text() << ");";
      o << "\n";
    }
  }
  if (!s.stack.empty()) {
    o << "Stack (top first):\n";
    for (auto it = s.stack.rbegin(); it != s.stack.rend(); ++it)
      o << "  " << s.name(it->source) << (it->kind == StackKind::Spell ? "" : " (ability)") << " by P" << it->controller + 1
        << (it->target == kNone ? "" : " targeting " + s.target_name(it->target)) << "\n";
  }
  return o.str();
}

}  // namespace spaceline::spacequest
