// The one interpreter of card abilities: an ability's ops resolve in order,
// each through the primitives of OpRun — the narrow door through which card
// text reaches the state's mechanisms (drawing, dying, control, captives).
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

void run_ability(GameState& s, const Ability& a, CardId card, int player, OpTarget target) {
  // Nothing happens at once: the value queries read a while_in_play ability (modifiers.cpp), an
  // end_of_turn one waits for the turns it names (R-DUR-1: never the turn in progress).
  if (a.timing == AbilityTiming::EndOfTurn) {
    s.cards[card].counter = static_cast<uint8_t>(a.countdown);
    s.cards[card].flags |= kFresh;
  }
  if (a.timing != AbilityTiming::OnPlay) return;
  OpRun run(s, card, player, target, a.rule);
  for (const Op& op : a.effects) {
    if (run.game_over()) return;
    op.def->resolve(run, op.args);
  }
}

bool ability_acts_this_end_of_turn(const GameState& s, const Ability& a, CardId card) {
  const auto& c = s.cards[card];
  if (a.timing != AbilityTiming::EndOfTurn || c.zone != Zone::InPlay || c.has(kFresh)) return false;
  if (a.turn_of == TurnOf::Yours) return c.owner == s.active;  // "your third full turn" (R-DUR-3)
  return c.host != kNone && s.cards[c.host].zone == Zone::InPlay && s.cards[c.host].owner == s.active;  // R-CARDRULE-4
}

void run_end_of_turn(GameState& s, const Ability& a, CardId card) {
  if (!ability_acts_this_end_of_turn(s, a, card)) return;
  const auto& c = s.cards[card];
  const OpTarget where = a.target.kind == TargetKind::Ship ? OpTarget{EventTarget::Ship, c.host} : OpTarget{encoding(a.target.kind), 0};
  OpRun run(s, card, c.owner, where, a.rule);
  if (a.countdown > 0 && !run.count_down()) return;
  for (const Op& op : a.effects) {
    if (run.game_over()) return;
    op.def->resolve(run, op.args);
  }
  if (a.countdown > 0) run.discard_card_itself();  // its countdown spent, it has done what it does
}

int ability_value(const OpValueView& v, const Ability& a) {
  int total = 0;
  for (const Op& op : a.effects) {
    const int w = op.def->value ? op.def->value(v, op.args) : kNeverWorth;
    if (w <= kNeverWorth) return kNeverWorth;
    total += w;
  }
  return total;
}

// ---- the primitives ----------------------------------------------------------
bool OpRun::game_over() const { return s_.phase == Phase::GameOver; }

void OpRun::draw(int p) { s_.draw_checking_exhaustion(p); }

int OpRun::hand_under_deck(int p) {
  auto& ps = s_.players[p];
  std::vector<CardId> hand = ps.hand;
  for (size_t i = hand.size(); i > 1; --i) std::swap(hand[i - 1], hand[s_.rng.below(static_cast<uint32_t>(i))]);
  ps.hand.clear();
  for (auto h : hand) s_.cards[h].zone = Zone::Deck;
  ps.deck.insert(ps.deck.begin(), hand.begin(), hand.end());  // deck.back() is the top
  s_.log_event(rule(Rule::EventPlay), Ev::HandToBottom, p, card_, kNone, static_cast<int>(hand.size()));
  return static_cast<int>(hand.size());
}

void OpRun::to_hand_shown(CardId c) {
  s_.move_to(c, Zone::Hand, s_.cards[c].owner);
  s_.log_event(Rule::ShowRetrieved, Ev::Retrieved, player_, c, card_);
}

std::vector<CardId> OpRun::away_team_of(uint16_t v) const {
  return s_.away_team(v & 1, (v >> 1) & 63, false, static_cast<uint8_t>(v >> 7));
}

bool OpRun::meets_alone(CardId personnel, const ReqExpr& r) const {
  std::vector<CardId> one{personnel};
  ReqContext ctx{&s_, &one, nullptr, 0};
  return evaluate(r, ctx).met;
}

void OpRun::doom_kill(CardId personnel, Rule why) { s_.doom_kill(personnel, why); }

// D-EVT-25: the card play's window follows the moment before they die (place_event opens none while it is open).
// An interrupt resolving finishes once the moment has passed (D-INT-26).
void OpRun::after_dooms() {
  const bool interrupt = !s_.resolving.empty() && s_.resolving.back().card == card_ && !s_.resolving.back().as_event;
  s_.open_doom_window(interrupt ? DoomResume::InterruptResolved : DoomResume::CardPlayed, player_, card_);
}

std::vector<CardId> OpRun::usable_crew(CardId ship) const {
  std::vector<CardId> crew;
  for (auto a : s_.aboard(ship))
    if (s_.def(a).type == CardType::Personnel && s_.usable(a)) crew.push_back(a);
  return crew;
}

bool OpRun::crew_meets(const std::vector<CardId>& crew, const ReqExpr& r) const {
  std::vector<CardId> none;
  ReqContext ctx{&s_, &crew, &none, -1};
  return evaluate(r, ctx).met;
}

void OpRun::take_control(CardId ship) { s_.take_control(ship, player_, card_); }

void OpRun::control_resisted(CardId ship) {
  s_.log_event(rule(Rule::TakeControl), Ev::ControlResisted, player_, ship, card_, 1);
}

void OpRun::free_captives(CardId outpost) { s_.free_captives(player_, outpost, card_); }

void OpRun::disable(CardId personnel, CardId held_by) { s_.disable(personnel, held_by); }

void OpRun::capture(CardId personnel) { s_.capture(personnel, player_, card_); }

void OpRun::shuffle_deck(int p) {
  s_.rng.shuffle(s_.players[p].deck);
  s_.log_event(rule(Rule::PlayInterrupt), Ev::DeckShuffled, player_, card_, kNone, p);
}

void OpRun::show_hand_to_player(int owner) {
  for (auto x : s_.players[owner].hand) s_.log_event(Rule::Glimpse, Ev::Glimpsed, player_, x, kNone, 0, player_);
}

void OpRun::show_deck_to_player(int owner) { s_.glimpse_deck(player_, owner); }

void OpRun::double_range(CardId ship) {
  s_.cards[ship].flags |= kDoubleRange;
  s_.log_event(rule(Rule::PlayInterrupt), Ev::RangeDoubled, player_, ship, card_, s_.effective_range(ship));
}

void OpRun::unstop(CardId t, Rule why) {
  const int owner = s_.cards[t].owner, loc = s_.cards[t].loc;
  auto unstop_one = [&](CardId x) {
    if (!s_.cards[x].has(kStasis)) s_.cards[x].flags &= static_cast<uint16_t>(~kStopped);  // stasis is more than stopped (R-STATE-2)
  };
  if (s_.cards[t].place == Place::Planet) {  // an Away Team: "whether or not a ship is even present" (CRD IV.8)
    for (auto x : s_.away_team(owner, loc, false, s_.cards[t].team)) unstop_one(x);  // that one team (D-GRP-1)
    s_.log_event(why, Ev::TeamUnstopped, player_, t, card_, loc);
    return;
  }
  unstop_one(t);
  for (auto x : s_.aboard(t)) unstop_one(x);
  for (auto x : s_.on_planet(owner, loc)) unstop_one(x);
  s_.cards[t].range_used = 0;
  s_.log_event(why, Ev::ShipUnstopped, player_, t, card_, loc);
}

void OpRun::show_aboard_to_player(CardId ship) {
  // Shown to the player of the card alone (R-INFO-4); the opponent learns only that it was played.
  for (auto x : s_.aboard(ship)) s_.log_event(Rule::Glimpse, Ev::Glimpsed, player_, x, ship, 0, player_);
}

void OpRun::decloak(CardId ship) { s_.set_cloak(ship, false); }  // toggled this turn, so it cannot cloak again (R-CLOAK-1)

void OpRun::destroy(CardId c, Rule why) {
  s_.log_event(why, Ev::CardDestroyed, player_, c, card_);
  s_.discard_card(c);  // an event's end (a treaty's house arrest) follows from leaving play
}

std::vector<CardId> OpRun::cards_present(CardId t, CardType type) const {
  std::vector<CardId> out;
  auto take = [&](CardId a) {
    if (type == CardType::Equipment ? s_.def(a).works_as_equipment() : s_.def(a).type == type) out.push_back(a);
  };
  if (t >= s_.cards.size() || s_.cards[t].zone != Zone::InPlay) return out;
  if (s_.ship_in_space(t)) {
    for (auto a : s_.aboard(t)) take(a);
  } else if (s_.cards[t].place == Place::Planet) {
    for (auto a : s_.on_planet(s_.cards[t].owner, s_.cards[t].loc)) take(a);
  }
  return out;
}

void OpRun::damage_ship(CardId ship, Rule why) { s_.damage_ship(ship, why); }

void OpRun::destroy_ship(CardId ship, Rule why) { s_.destroy_ship(ship, why); }

void OpRun::kill_all_personnel(Rule why) {
  int n = 0;
  for (CardId i = 0; i < s_.cards.size(); ++i)
    if (s_.cards[i].zone == Zone::InPlay && s_.def(i).type == CardType::Personnel && !s_.cards[i].has(kDeactivated) && !s_.held(i)) {
      s_.kill(i, why);  // holograms are deactivated instead (R-HEA-5); deactivated ones already are; the held are spared (D-DIL-6)
      ++n;
    }
  s_.log_event(why, Ev::AllPersonnelKilled, player_, card_, kNone, n);
}

bool OpRun::count_down() {
  auto& c = s_.cards[card_];
  if (c.counter > 0) --c.counter;
  s_.log_event(rule(Rule::EventCountdown), Ev::Countdown, s_.active, card_, target_.kind == EventTarget::Ship ? target_.value : kNone,
               c.counter);
  return c.counter == 0;
}

void OpRun::discard_card_itself() {
  if (s_.cards[card_].zone == Zone::InPlay) s_.move_to(card_, Zone::Discard, -1);
}

CardId OpRun::pick_random(const std::vector<CardId>& from) { return from[s_.rng.below(static_cast<uint32_t>(from.size()))]; }

// n: 1 + the location when `where` stood for an Away Team, so the line reads the same once it has moved.
void OpRun::found_no_equipment(CardId where) {
  const auto& w = s_.cards[where];
  s_.log_event(rule(Rule::PlayInterrupt), Ev::NoEquipmentThere, player_, where, card_, w.place == Place::Planet ? 1 + w.loc : 0);
}

}  // namespace spaceline::stccg1e
