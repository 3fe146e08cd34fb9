// Executing orders (D-2E-9): moving ships along the spaceline (D-2E-10, D-2E-13), beaming in the
// normal order (D-2E-11, R2-10), and attempting missions (attempt.cpp).
#include <algorithm>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

std::vector<Card> aboard(const S2State& s, Card ship) {
  std::vector<Card> v;
  for (Card c = 0; c < s.ncards(); ++c)
    if (s.cards[c].zone == Zone::Table && s.cards[c].aboard == ship) v.push_back(c);
  return v;
}

bool staffed(const S2State& s, Card ship) {
  int staff = 0, command = 0;
  for (Card c : aboard(s, ship)) {
    // Only the ship's own player's personnel staff it: one beamed aboard by an opponent (R2-10) does not.
    if (s.cards[c].stopped || s.def(c).type != CardType::Personnel || s.owner(c) != s.owner(ship)) continue;
    if (s.def(c).has_icon("command")) ++command;
    else if (s.def(c).has_icon("staff")) ++staff;
  }
  int need_command = 0, need_staff = 0;
  for (const auto& i : s.def(ship).staffing) (i == "command" ? need_command : need_staff)++;
  // A command icon also fills a staff icon (D-2E-13).
  return command >= need_command && staff + (command - need_command) >= need_staff;
}

// The spans of every mission from `from` to `to` along their quadrant's row, both ends included.
int move_cost(const S2State& s, uint16_t from, uint16_t to) {
  const auto& q = s.def(s.line[from].card).quadrant;
  if (from == to || s.def(s.line[to].card).quadrant != q) return -1;
  int cost = 0;
  for (uint16_t i = std::min(from, to); i <= std::max(from, to); ++i)
    if (s.def(s.line[i].card).quadrant == q) cost += s.def(s.line[i].card).span;
  return cost;
}

void move_ship(S2State& s, Card ship, uint16_t to) {
  const int cost = move_cost(s, s.cards[ship].slot, to);
  s.range_used[ship] = static_cast<uint8_t>(s.range_used[ship] + cost);
  s.logv(Rule::D_2E_10, LogKind::Move, s.owner(ship), ship, to, 0xFF, s.line[to].card);
  s.cards[ship].slot = to;
  for (Card c : aboard(s, ship)) s.cards[c].slot = to;
}

namespace {
bool has_surface(const S2State& s, uint16_t slot) { return s.line[slot].where != Where::Space; }

// What a card in `p`'s core lets them beam aboard an opponent's ship: "" (nothing), "personnel",
// or "personnel and equipment" (R2-10).
std::string abnormal_beaming(const S2State& s, int p) {
  std::string allowed;
  for (Card k : s.seats[p].core)
    for (const Op& op : s.def(k).text)
      if (std::string(op_word(op)) == "beam_aboard_opponents_ships" && op.word.size() > allowed.size()) allowed = op.word;
  return allowed;
}
}  // namespace

// Normal beaming: your personnel or equipment between your ship and the planet or headquarters
// where it is, or between two of your ships at the same mission (D-2E-11). Nothing here beams
// onto another player's ship: that needs a card naming what it may beam (R2-10).
std::string why_not_beam(const S2State& s, Card c, uint16_t dest) {
  const auto& cs = s.cards[c];
  const auto t = s.def(c).type;
  if (cs.zone != Zone::Table || (t != CardType::Personnel && t != CardType::Equipment)) return "only personnel and equipment in play beam (D-2E-11)";
  if (dest == kSurface) {
    if (cs.aboard == kNone) return "already on the surface";
    if (!has_surface(s, cs.slot)) return "a space mission has no surface to beam to (D-2E-11)";
    return "";
  }
  if (dest >= s.ncards() || s.def(dest).type != CardType::Ship || s.cards[dest].zone != Zone::Table) return "not a ship in play";
  if (s.owner(dest) != s.owner(c)) {
    const std::string allowed = abnormal_beaming(s, s.owner(c));
    if (allowed.empty()) return "beaming onto another player's ship needs a card that names what it beams (R2-10)";
    if (t == CardType::Equipment && allowed == "personnel") return "the card that lets you beam aboard their ship names personnel only (R2-10)";
  }
  if (s.cards[dest].slot != cs.slot) return "the ship is at another mission (D-2E-11)";
  if (cs.aboard == dest) return "already aboard";
  return "";
}

void beam(S2State& s, Card c, uint16_t dest) {
  s.cards[c].aboard = dest == kSurface ? kNone : dest;
  const bool abnormal = dest != kSurface && s.owner(dest) != s.owner(c);
  s.logv(abnormal ? Rule::R2_10 : Rule::D_2E_11, LogKind::Beam, s.owner(c), c, dest == kSurface ? 0 : 1, 0xFF, dest == kSurface ? kNone : dest);
}

void beam_all(S2State& s, Card ship, bool down) {
  const int p = s.owner(ship);
  for (Card c = 0; c < s.ncards(); ++c) {
    const auto& cs = s.cards[c];
    if (cs.zone != Zone::Table || s.owner(c) != p || cs.slot != s.cards[ship].slot || c == ship) continue;
    if (down ? cs.aboard == ship : cs.aboard == kNone) {
      if (why_not_beam(s, c, down ? kSurface : ship).empty()) beam(s, c, down ? kSurface : ship);
    }
  }
}

void order_actions(const S2State& s, std::vector<Action>& out) {
  const int p = s.active;
  out.push_back(make_action(Act::EndOrders));
  for (Card ship = 0; ship < s.ncards(); ++ship) {
    if (s.cards[ship].zone != Zone::Table || s.owner(ship) != p || s.def(ship).type != CardType::Ship) continue;
    const uint16_t at = s.cards[ship].slot;
    if (staffed(s, ship))
      for (uint16_t to = 0; to < s.line.size(); ++to) {
        const int cost = move_cost(s, at, to);
        if (cost >= 0 && cost <= s.def(ship).range - s.range_used[ship]) out.push_back(make_action(Act::Move, ship, to));
      }
    bool up = false, down = false;
    for (Card c = 0; c < s.ncards(); ++c) {
      if (s.cards[c].zone != Zone::Table || s.owner(c) != p || s.cards[c].slot != at || c == ship) continue;
      if (s.cards[c].aboard == ship && why_not_beam(s, c, kSurface).empty()) down = true;
      if (s.cards[c].aboard == kNone && why_not_beam(s, c, ship).empty()) up = true;
    }
    if (down) out.push_back(make_action(Act::BeamAll, ship, 0));
    if (up) out.push_back(make_action(Act::BeamAll, ship, 1));
    if (s.line[at].where == Where::Space && may_attempt(s, p, at, ship)) out.push_back(make_action(Act::Attempt, at, ship));
  }
  for (Card c = 0; c < s.ncards(); ++c) {
    if (s.cards[c].zone != Zone::Table || s.owner(c) != p) continue;
    const auto t = s.def(c).type;
    if (t != CardType::Personnel && t != CardType::Equipment) continue;
    if (why_not_beam(s, c, kSurface).empty()) out.push_back(make_action(Act::Beam, c, kSurface));
    for (Card ship = 0; ship < s.ncards(); ++ship)
      if (s.def(ship).type == CardType::Ship && why_not_beam(s, c, ship).empty()) out.push_back(make_action(Act::Beam, c, ship));
  }
  for (uint16_t slot = 0; slot < s.line.size(); ++slot)
    if (s.line[slot].where == Where::Planet && may_attempt(s, p, slot, kNone)) out.push_back(make_action(Act::Attempt, slot, kNone));
}

}  // namespace spaceline::stccg2e::rules
