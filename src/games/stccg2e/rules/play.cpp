// Playing cards from hand in the play segment (D-2E-6): personnel, ships and equipment at a
// headquarters that allows them (D-2E-7), unique cards once (D-2E-8), events and interrupts
// resolved through their text and then discarded or kept in the core (D-2E-24).
#include <algorithm>
#include <sstream>

#include "games/stccg2e/ops/op.h"
#include "games/stccg2e/rules/rules.h"

namespace spaceline::stccg2e::rules {

namespace {

const char* const kAffiliationWords[] = {"bajoran", "borg", "cardassian", "dominion", "federation",
                                         "ferengi", "klingon", "non-aligned", "romulan"};

bool matches(const CardDef& c, const std::string& entry) {
  std::stringstream in(entry);
  std::string part;
  while (std::getline(in, part, '+')) {
    if (part == "equipment") {
      if (c.type != CardType::Equipment) return false;
      continue;
    }
    const bool affiliation = std::find(std::begin(kAffiliationWords), std::end(kAffiliationWords), part) != std::end(kAffiliationWords);
    if (affiliation ? c.affiliation != part : !c.has_icon(part)) return false;
  }
  return true;
}

std::vector<uint16_t> targets(const S2State& s, Card c) {
  const auto& d = s.def(c);
  std::vector<uint16_t> v;
  bool adds = false;
  for (const auto& op : d.text) adds |= std::string(op_word(op)) == "add_requirement";
  for (uint16_t i = 0; i < s.line.size(); ++i) {
    const auto& slot = s.line[i];
    if (d.target == Target::YourCompletedMission && slot.completed_by == s.owner(c)) v.push_back(i);
    if (d.target == Target::AnyCompletedMission && slot.completed_by >= 0) v.push_back(i);
    if (d.target == Target::None && adds && slot.completed_by < 0 && slot.where != Where::Headquarters) v.push_back(i);
  }
  return v;
}

bool needs_target(const S2State& s, Card c) {
  if (s.def(c).target != Target::None) return true;
  for (const auto& op : s.def(c).text)
    if (std::string(op_word(op)) == "add_requirement") return true;
  return false;
}

}  // namespace

std::vector<uint16_t> headquarters_for(const S2State& s, Card c) {
  std::vector<uint16_t> v;
  for (uint16_t i = 0; i < s.line.size(); ++i) {
    const auto& m = s.def(s.line[i].card);
    if (!m.is_headquarters() || s.line[i].owner != s.owner(c)) continue;
    for (const auto& e : m.playable)
      if (matches(s.def(c), e)) {
        v.push_back(i);
        break;
      }
  }
  return v;
}

std::vector<Card> substitute_ships(const S2State& s, int p, Card c) {
  std::vector<Card> v;
  if (s.def(c).type != CardType::Personnel) return v;
  for (Card k : s.seats[p].core)
    for (const Op& op : s.def(k).text) {
      if (std::string(op_word(op)) != "stands_in_for_headquarters") continue;
      for (Card ship = 0; ship < s.ncards(); ++ship)
        if (s.cards[ship].zone == Zone::Table && s.owner(ship) == p && s.def(ship).type == CardType::Ship &&
            s.name(ship) == op.word && s.def(ship).affiliation == s.def(c).affiliation &&
            std::find(v.begin(), v.end(), ship) == v.end())
          v.push_back(ship);
    }
  return v;
}

// Missions a card in `c`'s owner's core lets stand in for a headquarters (To Rule In Hell,
// `completed_missions_stand_in`): those they completed, for a personnel their headquarters allows.
static std::vector<uint16_t> substitute_missions(const S2State& s, Card c, bool allowed_at_hq) {
  std::vector<uint16_t> v;
  const int p = s.owner(c);
  if (s.def(c).type != CardType::Personnel || !allowed_at_hq) return v;
  for (Card k : s.seats[p].core)
    if (text_op(s.def(k), "completed_missions_stand_in"))
      for (uint16_t i = 0; i < s.line.size(); ++i)
        if (s.line[i].completed_by == p && s.line[i].where != Where::Headquarters && std::find(v.begin(), v.end(), i) == v.end())
          v.push_back(i);
  return v;
}

std::vector<uint16_t> play_places(const S2State& s, Card c, bool strict) {
  std::vector<uint16_t> v = headquarters_for(s, c);
  if (strict) return v;
  for (uint16_t m : substitute_missions(s, c, !v.empty())) v.push_back(m);
  for (Card ship : substitute_ships(s, s.owner(c), c)) v.push_back(static_cast<uint16_t>(kAboardShip | ship));
  return v;
}

std::string place_name(const S2State& s, uint16_t place) {
  if (place & kAboardShip) return "aboard " + s.def(place & ~kAboardShip).full_name();
  return "at " + s.def(s.line[place].card).full_name();
}

std::string why_not_play(const S2State& s, Card c) {
  const auto& d = s.def(c);
  const int p = s.owner(c);
  if (s.phase != Phase::Play) return "cards are played in the play segment (D-2E-9)";
  if (text_op(d, "prevent_event")) return "a response: played only when your opponent plays an event (D-2E-27)";
  if (s.seats[p].counters < d.cost)
    return "costs " + std::to_string(d.cost) + " and " + std::to_string(s.seats[p].counters) + " counters are left (D-2E-6)";
  if (d.type == CardType::Personnel || d.type == CardType::Ship || d.type == CardType::Equipment) {
    if (d.unique)
      for (Card o = 0; o < s.ncards(); ++o)
        if (s.cards[o].zone == Zone::Table && s.owner(o) == p && s.def(o).full_name() == d.full_name())
          return "unique, and a copy is already in play (D-2E-8)";
    if (play_places(s, c, false).empty()) return "no headquarters of yours allows it (D-2E-7)";
  }
  if (needs_target(s, c) && targets(s, c).empty()) return "nothing it can be played on";
  return "";
}

void playable_cards(const S2State& s, std::vector<Action>& out) {
  for (Card c : s.seats[s.active].hand) {
    if (!why_not_play(s, c).empty()) continue;
    const auto& d = s.def(c);
    if (d.type == CardType::Personnel || d.type == CardType::Ship || d.type == CardType::Equipment) {
      for (uint16_t place : play_places(s, c, false)) out.push_back(make_action(Act::PlayCard, c, place));
    } else if (needs_target(s, c)) {
      for (uint16_t t : targets(s, c)) out.push_back(make_action(Act::PlayCard, c, t));
    } else {
      out.push_back(make_action(Act::PlayCard, c, 0));
    }
  }
}

void place_at_headquarters(S2State& s, Card c, uint16_t slot) {
  auto& cs = s.cards[c];
  cs.zone = Zone::Table;
  cs.slot = slot;
  cs.aboard = kNone;
  cs.stopped = false;
  cs.bonus = 0;
  s.reveal(c);
}

void place_at(S2State& s, Card c, uint16_t place) {
  if (!(place & kAboardShip)) return place_at_headquarters(s, c, place);
  const Card ship = static_cast<Card>(place & ~kAboardShip);
  place_at_headquarters(s, c, s.cards[ship].slot);
  s.cards[c].aboard = ship;
}

void take_from_hand(S2State& s, Card c, bool pay) {
  auto& seat = s.seats[s.owner(c)];
  seat.hand.erase(std::find(seat.hand.begin(), seat.hand.end(), c));
  if (pay) seat.counters -= s.def(c).cost;
  s.reveal(c);
  ++s.stats.cards_played;
}

void play_card(S2State& s, Card c, uint16_t target) {
  const int p = s.owner(c);
  take_from_hand(s, c, true);
  s.logv(Rule::D_2E_6, LogKind::PlayCard, p, c, s.def(c).cost);
  const auto t = s.def(c).type;
  if (t == CardType::Personnel || t == CardType::Ship || t == CardType::Equipment) {
    place_at(s, c, target);
    s.playing.push_back(c);
    // Step 8: its "when you play" text, if any; step 9 follows when it is done (resolve.cpp).
    if (!s.def(c).text.empty() && t == CardType::Personnel) return start_text(s, c, p, 0);
    return after_played(s, c);
  }
  event_played(s, c, target);
}

}  // namespace spaceline::stccg2e::rules
