// Position builder for tests and scenarios (see position.h).
#include "games/stccg1e/scenario/position.h"

#include "core/scenario.h"
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/limits.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace spaceline::stccg1e {

namespace {
// A draw-deck filler with no playable text: it never adds legal actions.
constexpr const char* kFiller = "Phased Matter";  // a dilemma: a seed card, never played from the hand, so it opens no window (D-TIME-1)
}  // namespace

ScenarioBuilder::ScenarioBuilder(uint64_t seed, int deck_cards, Phase phase, std::shared_ptr<const CardDb> db) {
  s_.reset(new GameState());
  s_->db_ = std::move(db);
  s_->rng = Rng(seed);
  s_->config = GameConfig{};
  s_->phase = phase;
  s_->active = 0;
  s_->first_player = 0;
  s_->turn = 1;
  for (int p = 0; p < 2; ++p) {
    s_->players[p].deck_name = p == 0 ? "scenario-a" : "scenario-b";
    set_deck_size(p, deck_cards);
  }
  s_->touch();
}

// Cytherians set up on a ship head for the end more locations away (R-MOVE-11); equally far, the
// right one. Called once the whole spaceline is laid out.
void ScenarioBuilder::settle_journeys() {
  for (CardId d = 0; s_->lasting_count_ && d < s_->cards.size(); ++d) {
    auto& k = s_->cards[d];
    if (k.counter == 0 && s_->is_lasting(d) && s_->def(d).type == CardType::Dilemma && s_->def(d).dilemma->journey_to_far_end) {
      const int at = s_->cards[k.host].loc, right = static_cast<int>(s_->spaceline.size()) - 1 - at;
      k.counter = at > right ? 1 : 2;
    }
  }
  s_->touch();
}

GameState& ScenarioBuilder::state() {
  s_->touch();
  return *s_;
}

const CardDef& ScenarioBuilder::lookup(const std::string& name) const {
  const CardDef* d = s_->db_->by_name(name);
  if (!d) d = s_->db_->by_id(name);
  if (!d) throw std::invalid_argument("ScenarioBuilder: no card named '" + name + "'");
  return *d;
}

namespace {

const std::string kTooManyCards = "more cards than a game holds (" + std::to_string(kPlanet) + ": card ids are 16 bits)";

// A new instance of `d` on top of its owner's draw deck, as the GameState constructor makes them.
CardId new_card(GameState& s, const CardDef& d, int owner) {
  Card c;
  c.def = d.index;
  c.owner = static_cast<uint8_t>(owner);
  c.zone = Zone::Deck;
  c.aff = static_cast<uint8_t>(d.affiliations.empty() ? Affiliation::NonAligned : d.affiliations.front());
  if (s.cards.size() >= kPlanet) throw std::length_error(kTooManyCards);
  const auto id = static_cast<CardId>(s.cards.size());
  s.cards.push_back(c);
  s.players[owner].deck.push_back(id);
  return id;
}

}  // namespace

CardId ScenarioBuilder::add(const std::string& name, int owner) {
  if (owner < 0 || owner > 1) throw std::invalid_argument("ScenarioBuilder: owner must be 0 or 1");
  const CardId id = new_card(*s_, lookup(name), owner);
  s_->touch();
  return id;
}

// Not touched one by one (touch() looks at every card): set_deck_size touches once.
void ScenarioBuilder::add_filler(int owner) {
  CardId c = new_card(*s_, lookup(kFiller), owner);
  // It went on top; fillers go to the bottom so deck_top() cards stay on top.
  auto& deck = s_->players[owner].deck;
  deck.pop_back();
  deck.insert(deck.begin(), c);
}

void ScenarioBuilder::set_deck_size(int owner, int n) {
  auto& deck = s_->players[owner].deck;
  uint16_t filler = lookup(kFiller).index;
  int have = static_cast<int>(deck.size());
  if (n > have && s_->cards.size() + static_cast<size_t>(n - have) > kPlanet) throw std::length_error(kTooManyCards);
  while (have < n) {
    add_filler(owner);
    ++have;
  }
  // Take surplus cards from the bottom, fillers first, then anything.
  while (have > n) {
    auto it = std::find_if(deck.begin(), deck.end(), [&](CardId c) { return s_->cards[c].def == filler; });
    CardId c = it != deck.end() ? *it : deck.front();
    s_->move_to(c, Zone::OutOfPlay, -1);
    --have;
  }
  s_->touch();
}

int ScenarioBuilder::mission(const std::string& name, int owner) {
  if (lookup(name).type != CardType::Mission) throw std::invalid_argument(name + " is not a mission");
  if (s_->spaceline.size() >= static_cast<size_t>(kMaxLocations))
    throw std::length_error("the spaceline already has " + std::to_string(kMaxLocations) +
                            " locations, the most a game holds (docs/scenario-format.md, \"Limits\")");
  CardId c = add(name, owner);
  s_->insert_mission(c, true);
  s_->touch();
  return s_->cards[c].loc;
}

CardId ScenarioBuilder::seed_under(int loc, const std::string& name, int owner) {
  if (loc < 0 || loc >= static_cast<int>(s_->spaceline.size())) throw std::out_of_range("seed_under: no such location");
  CardId c = add(name, owner);
  // D-SEED-3, exactly as Act::SeedUnder: beneath the cards already there.
  uint16_t order = 0;
  for (auto x : s_->seeds_under(loc)) order = std::max<uint16_t>(order, s_->cards[x].order + 1);
  s_->remove_from_player_zones(c);
  auto& k = s_->cards[c];
  k.zone = Zone::UnderMission;
  k.loc = static_cast<int8_t>(loc);
  k.order = order;
  s_->touch();
  return c;
}

CardId ScenarioBuilder::outpost(int loc, const std::string& name, int owner) {
  if (lookup(name).type != CardType::Facility) throw std::invalid_argument(name + " is not a facility");
  if (lookup(name).is_station)
    throw std::invalid_argument(name + " is a station (facility: station): the engine does not build, seed or report to stations yet");
  CardId c = add(name, owner);
  s_->place_in_space(c, loc);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::ship(int loc, const std::string& name, int owner) {
  if (lookup(name).type != CardType::Ship) throw std::invalid_argument(name + " is not a ship");
  CardId c = add(name, owner);
  s_->place_in_space(c, loc);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::pod(int loc, const std::string& name, int owner) {
  const auto& d = lookup(name);
  if (!d.interrupt || d.interrupt->effect != InterruptEffect::SaveCrew) throw std::invalid_argument(name + " is not an escape pod (effect: save_crew)");
  CardId c = add(name, owner);
  s_->place_in_space(c, loc);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::aboard(CardId host, const std::string& name, int owner) {
  if (host >= s_->cards.size() || s_->cards[host].zone != Zone::InPlay) throw std::invalid_argument("aboard: bad host");
  const int host_owner = s_->cards[host].owner;
  if (owner < 0) owner = host_owner;
  if (owner != 0 && owner != 1) throw std::invalid_argument("aboard: owner must be player 1 or 2");
  CardId c = add(name, owner);
  if (owner != host_owner && !s_->def(c).is_rogue_borg())
    throw std::invalid_argument("only Rogue Borg board another player's " + s_->def(host).name +
                                " (D-BORG-2); '" + name + "' would be aboard it as its owner's");
  s_->place_aboard(c, host);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::control(CardId ship, int player, const std::string& by) {
  if (ship >= s_->cards.size() || s_->cards[ship].zone != Zone::InPlay || s_->def(ship).type != CardType::Ship)
    throw std::invalid_argument("control: not a ship in play");
  if (player != 0 && player != 1) throw std::invalid_argument("control: player must be player 1 or 2");
  if (s_->cards[ship].owner == player) throw std::invalid_argument("the ship is already that player's own");
  if (s_->is_controlled(ship)) throw std::invalid_argument("the ship is already controlled");
  const CardDef* d = s_->db().by_name(by);
  if (!d) throw std::invalid_argument("unknown card '" + by + "'");
  const bool lasting = d->event && d->event->effect == EventEffect::Commandeer;
  if (!lasting && !(d->ability && has_op(*d->ability, "take_control")))
    throw std::invalid_argument("'" + by + "' does not take control of a ship (an ability with take_control, or an event with effect commandeer)");
  if (lasting) {
    // D-EVT-27: the Rogue Borg player's own Rogue Borg aboard, none of the owner's personnel left.
    bool rogue = false;
    for (auto a : s_->aboard(ship)) {
      if (s_->cards[a].owner == player && s_->is_rogue_borg(a)) rogue = true;
      else if (s_->def(a).type == CardType::Personnel)
        throw std::invalid_argument("'" + by + "' commandeers a ship only when none of its owner's personnel are aboard (D-EVT-27); " +
                                    s_->def(a).name + " is");
    }
    if (!rogue) throw std::invalid_argument("'" + by + "' commandeers a ship only with its player's Rogue Borg aboard (D-EVT-27)");
  }
  CardId e = lasting ? event(by, player, EventTarget::Ship, ship) : discard(by, player);
  const size_t logged = s_->log.size();
  s_->take_control(ship, player, e, lasting);
  s_->log.resize(logged);  // set-up, not play: no log entry for it
  s_->touch();
  return e;
}

CardId ScenarioBuilder::on_planet(int loc, const std::string& name, int owner) {
  CardId c = add(name, owner);
  s_->place_on_planet(c, loc);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::hand(const std::string& name, int owner) {
  CardId c = add(name, owner);
  s_->move_to(c, Zone::Hand, -1);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::deck_top(const std::string& name, int owner) { return add(name, owner); }

CardId ScenarioBuilder::discard(const std::string& name, int owner) {
  CardId c = add(name, owner);
  s_->move_to(c, Zone::Discard, -1);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::seed_pile(const std::string& name, int owner) {
  CardId c = add(name, owner);
  s_->move_to(c, Zone::SeedPile, -1);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::bonus(const std::string& name, int owner) {
  CardId c = add(name, owner);
  s_->move_to(c, Zone::Bonus, owner);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::out_of_play(const std::string& name, int owner) {
  CardId c = add(name, owner);
  s_->move_to(c, Zone::OutOfPlay, -1);
  s_->touch();
  return c;
}

CardId ScenarioBuilder::side_deck(const std::string& name, int owner, SideDeckKind k) {
  const auto& d = lookup(name);
  // R-DECK-7. The card format has no Q icon: no card of the library is a Q-icon card yet.
  if (k == SideDeckKind::QContinuum)
    throw std::invalid_argument("R-DECK-7: the Q-Continuum holds only Q-icon cards, and " + d.name +
                                " is not one (no card in the library has a Q icon yet)");
  if (auto* deck = s_->players[owner].side_deck(k))
    for (CardId c : deck->cards)
      if (s_->def(c).index == d.index)
        throw std::invalid_argument("R-DECK-7: Q's Tent holds no duplicates, and " + d.name + " is in it already");
  CardId c = add(name, owner);
  s_->to_side_deck(c, k);
  s_->touch();
  return c;
}

void ScenarioBuilder::side_deck_door(int owner, SideDeckKind k, DoorState door) {
  auto& ps = s_->players[owner];
  if (!ps.side_deck(k)) ps.side_decks.push_back(SideDeck{k, door, {}});
  ps.side_deck(k)->door = door;
  s_->touch();
}

CardId ScenarioBuilder::doorway(const std::string& name, int owner, DoorState door) {
  const auto& d = lookup(name);
  if (d.type != CardType::Doorway) throw std::invalid_argument(d.name + " is a " + to_string(d.type) + ", not a doorway");
  if (!d.seeds_as_doorway())
    throw std::invalid_argument(d.name + "'s game text is not implemented yet: it cannot be on the table (NOT-IMPLEMENTED)");
  if (s_->doorway_placed(owner, d.index))
    throw std::invalid_argument("D-DOOR-1: a player places one " + d.name + " on the table, and P" + std::to_string(owner + 1) +
                                " has one there already");
  CardId c = add(name, owner);
  s_->put_doorway_on_table(c);
  if (door != DoorState::Open) s_->players[owner].shut_doors.push_back(ShutDoor{c, door});
  s_->touch();
  return c;
}

CardId ScenarioBuilder::event(const std::string& name, int owner, EventTarget on, int target, int turns_left, bool fresh) {
  const auto& d = lookup(name);
  if (!d.plays_as_event()) throw std::invalid_argument(name + " is not an event (nor an artifact played as one)");
  if (!d.event) throw std::invalid_argument(name + ": its game text is not implemented (NOT-IMPLEMENTED)");
  const auto& ev = *d.event;
  if (ev.discard_after) throw std::invalid_argument(name + " resolves at once and is discarded: it never stays in play");
  if (on != ev.plays_on) throw std::invalid_argument(name + " does not play there");
  if (target < 0 || target >= kPlanet) throw std::invalid_argument(name + ": bad target");
  const bool countdown = d.ability && d.ability->countdown > 0;  // an end_of_turn ability's (R-DUR-1)
  if (turns_left >= 0 && !countdown) throw std::invalid_argument(name + " has no countdown");
  CardId c = add(name, owner);
  if (!s_->event_target_legal(c, static_cast<uint16_t>(target), on)) {
    s_->players[owner].deck.pop_back();  // undo add(): no trace of the refused card
    s_->cards.pop_back();
    throw std::invalid_argument(name + " cannot be played there");
  }
  // As GameState::play_event and resolve_event leave it.
  s_->remove_from_player_zones(c);
  auto& k = s_->cards[c];
  k.zone = Zone::InPlay;
  k.place = Place::None;
  k.host = kNone;
  k.loc = -1;
  k.counter = 0;
  if (on == EventTarget::Ship || on == EventTarget::Outpost) s_->place_aboard(c, static_cast<CardId>(target));
  else if (on == EventTarget::Mission || on == EventTarget::Boundary) k.loc = static_cast<int8_t>(target);
  else if (on == EventTarget::Player) k.counter = static_cast<uint8_t>(target);
  if (countdown) k.counter = static_cast<uint8_t>(turns_left >= 0 ? turns_left : d.ability->countdown);
  if (fresh) k.flags |= kFresh;
  s_->refresh_events();
  // What it does while in play holds at once: Lore's Fingernail's androids already in play are non-aligned (D-EVT-23).
  if (ev.effect == EventEffect::LoseAffiliation) s_->apply_lost_affiliations();
  s_->touch();
  return c;
}

CardId ScenarioBuilder::dilemma_on_ship(CardId ship, const std::string& name, int owner, int counter, bool fresh) {
  const auto& d = lookup(name);
  if (d.type != CardType::Dilemma || !d.dilemma || !d.dilemma->attach_to_ship)
    throw std::invalid_argument(name + " is not a dilemma that stays on a ship");
  if (ship >= s_->cards.size() || s_->cards[ship].zone != Zone::InPlay || s_->cards[ship].place != Place::Space ||
      s_->def(ship).type != CardType::Ship)
    throw std::invalid_argument("dilemma_on_ship: not a ship in play");
  CardId c = add(name, owner < 0 ? 1 - s_->cards[ship].owner : owner);
  // As GameState::attach_dilemma leaves it (the effect itself is not run).
  s_->place_aboard(c, ship);
  auto& k = s_->cards[c];
  k.counter = static_cast<uint8_t>(counter >= 0 ? counter : d.dilemma->destroy_after_full_turns);
  if (d.dilemma->journey_to_far_end) {
    k.counter = 0;  // which end is fixed once the spaceline is complete (settle_journeys)
    s_->add_journey(c, ship);
  }
  if (fresh) k.flags |= kFresh;
  ++s_->lasting_count_;
  s_->refresh_ship_conditions(ship);
  s_->touch();
  return c;
}

ScenarioBuilder& ScenarioBuilder::deactivate(CardId c) {
  s_->cards.at(c).flags |= kDeactivated;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::stasis(CardId c, int full_turns) {
  auto& k = s_->cards.at(c);
  k.flags |= kStasis | kStopped;
  k.counter = static_cast<uint8_t>(std::clamp(full_turns, 0, 255));
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::disable(CardId c) {
  s_->cards.at(c).flags |= kDisabled;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::house_arrest(CardId c) {
  s_->cards.at(c).flags |= kHouseArrest;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::affiliation(CardId c, Affiliation a) {
  const auto& d = s_->def(c);
  if (!d.has_affiliation(a))
    throw std::invalid_argument(d.name + " has no " + std::string(to_string(a)) + " icon");
  s_->cards.at(c).aff = static_cast<uint8_t>(a);
  if (auto& k = s_->cards[c]; k.place == Place::Planet && k.zone == Zone::InPlay) {
    k.team = kMaxTeams - 1;  // out of the way: it joins the team its new affiliation mixes with (D-GRP-2)
    s_->place_in_team(c, s_->team_for(c, k.owner, k.loc));
  }
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::beamed_from(CardId c, CardId host) {
  const auto& k = s_->cards.at(c);
  const auto& h = s_->cards.at(host);
  if (k.place != Place::Planet || s_->def(c).type != CardType::Personnel)
    throw std::invalid_argument(s_->def(c).name + " is not a personnel on a planet");
  if (h.zone != Zone::InPlay || h.place != Place::Space || h.loc != k.loc || h.owner != k.owner)
    throw std::invalid_argument(s_->def(host).name + " is not a ship or outpost of the same player at that location");
  s_->cards[c].from = host;
  s_->touch();
  return *this;
}

CardId ScenarioBuilder::captive(const std::string& name, int captor) {
  CardId c = add(name, 1 - captor);
  if (s_->def(c).type != CardType::Personnel) throw std::invalid_argument("only personnel are taken captive; '" + name + "' is not one");
  s_->remove_from_player_zones(c);
  s_->cards[c].zone = Zone::Captive;
  s_->players[captor].captives.push_back(c);
  s_->touch();
  return c;
}

ScenarioBuilder& ScenarioBuilder::stop(CardId c) {
  s_->cards.at(c).flags |= kStopped;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::damage(CardId c) {
  s_->cards.at(c).flags |= kDamaged;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::cloak(CardId c) {
  s_->cards.at(c).flags |= kCloaked;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::misseed(CardId c) {
  s_->cards.at(c).flags |= kMisseed;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::reveal(CardId c) {
  s_->cards.at(c).flags |= kRevealed;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::shuffle_deck(int owner) {
  s_->rng.shuffle(s_->players.at(owner).deck);
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::score(int player, int points) {
  s_->players.at(player).score = points;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::turn(int player, Phase phase, int number) {
  if (phase != Phase::PlayCard && phase != Phase::Orders) throw std::invalid_argument("turn: PlayCard or Orders");
  s_->active = static_cast<uint8_t>(player);
  s_->phase = phase;
  s_->turn = static_cast<uint16_t>(number);
  s_->players[player].card_played = false;
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::seeding(Phase step, int player, int first, int passes) {
  if (step != Phase::SeedDoorways && step != Phase::SeedMissions && step != Phase::SeedDilemmas && step != Phase::SeedOutposts)
    throw std::invalid_argument("seeding: not a seeding step");
  if (player < 0 || player > 1 || first < 0 || first > 1 || passes < 0 || passes > 1)
    throw std::invalid_argument("seeding: players are 0 or 1, passes 0 or 1");
  s_->phase = step;
  s_->active = static_cast<uint8_t>(player);
  s_->first_player = static_cast<uint8_t>(first);
  s_->turn = 0;  // begin_turn() counts the first turn as 1 when seeding ends
  s_->consecutive_passes = static_cast<uint8_t>(passes);
  if (!s_->has_seed_option(player)) {
    // As GameState::after_seed_action does for a player with nothing to seed (R-SEED-3).
    s_->log_event(Rule::SeedAlternate, Ev::SeedPass, player);
    s_->after_seed_action(true);
  }
  s_->touch();
  return *this;
}

ScenarioBuilder& ScenarioBuilder::solved(int loc, int player) {
  if (loc < 0 || loc >= static_cast<int>(s_->spaceline.size()) || player < 0 || player > 1)
    throw std::invalid_argument("solved: no such location or player");
  s_->spaceline[loc].solved = true;  // as GameState::solve_mission leaves it, without the points
  s_->spaceline[loc].solved_by = static_cast<int8_t>(player);
  s_->touch();
  return *this;
}

std::vector<CardId> ScenarioBuilder::ids(const std::string& name, int owner) const {
  uint16_t def = lookup(name).index;
  std::vector<CardId> out;
  for (CardId i = 0; i < s_->cards.size(); ++i)
    if (s_->cards[i].def == def && (owner < 0 || s_->real_owner(i) == owner)) out.push_back(i);
  return out;
}

CardId ScenarioBuilder::id(const std::string& name, int owner) const {
  auto v = ids(name, owner);
  if (v.empty()) throw std::invalid_argument("ScenarioBuilder: no instance of '" + name + "' in this game");
  return v.front();
}

std::vector<std::string> legal_labels(const GameState& s) {
  std::vector<std::string> out;
  for (auto a : s.legal_actions()) out.push_back(s.action_label(a));
  return out;
}

std::vector<Action> find_actions(const GameState& s, const std::string& text) {
  std::vector<Action> out;
  for (auto a : s.legal_actions())
    if (s.action_label(a).find(text) != std::string::npos) out.push_back(a);
  return out;
}

void pass_windows_until(GameState& s, const std::string& text) {
  // A window closes after two passes in a row, so this ends.
  while (s.choice.kind == ChoiceKind::Respond && find_actions(s, text).empty()) s.apply(make_action(Act::Choose, 0));
}

void apply_label(GameState& s, const std::string& text) {
  pass_windows_until(s, text);
  std::string why;  // the scenario runner's matching (core/scenario.h), so tests and files read labels alike
  const auto a = action_by_label(s, text, 0, why);
  if (!a) throw std::runtime_error("apply_label(\"" + text + "\"): " + why);
  s.apply(*a);
}

std::vector<std::string> ScenarioBuilder::labels() const { return legal_labels(*s_); }

std::vector<Action> ScenarioBuilder::find_all(const std::string& text) const { return find_actions(*s_, text); }

std::optional<Action> ScenarioBuilder::find(const std::string& text) const {
  auto v = find_all(text);
  if (v.empty()) return std::nullopt;
  return v.front();
}

void ScenarioBuilder::act(const std::string& text) { apply_label(*s_, text); }

void ScenarioBuilder::pass_window() { pass_windows_until(*s_, "\x01"); }

void ScenarioBuilder::pass_turn() {
  pass_window();
  if (s_->phase == Phase::PlayCard) s_->apply(make_action(Act::SkipPlay));
  pass_window();
  s_->apply(make_action(Act::EndTurn));
  pass_window();  // the end of this turn and the start of the next (D-TIME-1)
}

bool ScenarioBuilder::logged(const std::string& rule_id) const {
  for (const auto& e : s_->log)
    if (rule_id == rule_info(e.rule).id) return true;
  return false;
}

bool ScenarioBuilder::logged(Ev ev) const { return count_logged(ev) > 0; }

bool ScenarioBuilder::logged(const std::string& rule_id, Ev ev) const {
  for (const auto& e : s_->log)
    if (e.ev == ev && rule_id == rule_info(e.rule).id) return true;
  return false;
}

int ScenarioBuilder::count_logged(Ev ev) const {
  int n = 0;
  for (const auto& e : s_->log) n += e.ev == ev;
  return n;
}

std::string ScenarioBuilder::log_text() const {
  std::ostringstream o;
  for (const auto& e : s_->log) o << s_->render_log_entry(e) << " {" << rule_info(e.rule).id << "}\n";
  return o.str();
}

std::string ScenarioBuilder::names(const std::vector<CardId>& v) const {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + s_->card_name(v[i]);
  return out;
}

}  // namespace spaceline::stccg1e
