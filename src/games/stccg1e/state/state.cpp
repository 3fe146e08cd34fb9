// Game setup, zones, queries and the turn/seeding state machine.
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

#include <algorithm>
#include <stdexcept>

namespace spaceline::stccg1e {

const char* to_string(Zone z) {
  switch (z) {
    case Zone::Deck: return "deck";
    case Zone::Hand: return "hand";
    case Zone::Discard: return "discard";
    case Zone::SeedPile: return "seed-pile";
    case Zone::Spaceline: return "spaceline";
    case Zone::UnderMission: return "under-mission";
    case Zone::InPlay: return "in-play";
    case Zone::Bonus: return "bonus";
    case Zone::OutOfPlay: return "out-of-play";
    case Zone::Captive: return "captive";
    case Zone::Resolving: return "resolving";
    case Zone::OutOfTime: return "out-of-time";
    case Zone::SideDeck: return "side-deck";
  }
  return "?";
}

const char* to_string(SideDeckKind k) { return k == SideDeckKind::QContinuum ? "q_continuum" : "q_tent"; }

const char* to_string(DoorState d) {
  switch (d) {
    case DoorState::Open: return "open";
    case DoorState::Closed: return "closed";
    case DoorState::Inactive: return "inactive";
  }
  return "?";
}

const char* to_string(Phase p) {
  switch (p) {
    case Phase::SeedDoorways: return "seed-doorways";
    case Phase::SeedMissions: return "seed-missions";
    case Phase::SeedDilemmas: return "seed-dilemmas";
    case Phase::SeedOutposts: return "seed-outposts";
    case Phase::PlayCard: return "play-card";
    case Phase::Orders: return "execute-orders";
    case Phase::GameOver: return "game-over";
  }
  return "?";
}

GameState::GameState(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed, GameConfig cfg)
    : rng(seed), config(std::move(cfg)), db_(std::move(db)) {
  for (int p = 0; p < 2; ++p) {
    players[p].deck_name = decks[p].name;
    auto add = [&](uint16_t def_index, Zone z) {
      Card c;
      c.def = def_index;
      c.owner = static_cast<uint8_t>(p);
      c.zone = z;
      const auto& d = db_->at(def_index);
      c.aff = static_cast<uint8_t>(d.affiliations.empty() ? Affiliation::NonAligned : d.affiliations.front());
      auto id = static_cast<CardId>(cards.size());
      cards.push_back(c);
      (z == Zone::SeedPile ? players[p].seed_pile : players[p].deck).push_back(id);
    };
    for (auto i : decks[p].seed) add(i, Zone::SeedPile);
    for (auto i : decks[p].draw) add(i, Zone::Deck);
  }
  if (cards.size() >= kPlanet) throw std::invalid_argument("too many cards in one game");
  refresh_answer_masks();
  start_game();
}

void GameState::start_game() {
  log_event(Rule::None, Ev::GameStart, -1);
  for (auto& p : players) rng.shuffle(p.deck);
  // D-START-2: a die roll decides who seeds first; that player also takes the first turn.
  first_player = static_cast<uint8_t>(rng.below(2));
  active = first_player;
  log_event(Rule::FirstPlayer, Ev::FirstPlayer, first_player);
  phase = Phase::SeedDoorways;
  consecutive_passes = 0;
  if (!has_seed_option(0) && !has_seed_option(1)) finish_seeding_step();
  else if (!has_seed_option(active)) after_seed_action(true);
}

// ---------------------------------------------------------------- logging ----
void GameState::log_event(Rule r, Ev ev, int player, CardId a, CardId b, int n, int visible_to) {
  LogEntry e;
  e.rule = r;
  e.ev = ev;
  e.player = static_cast<int8_t>(player);
  e.visible_to = static_cast<int8_t>(visible_to);
  e.a = a;
  e.b = b;
  e.n = static_cast<int16_t>(n);
  e.turn = turn;
  log.push_back(e);
}

// ------------------------------------------------------------------ zones ----
void GameState::remove_from_player_zones(CardId c) {
  cards[c].team = 0;  // wherever it goes, it leaves its Away Team (D-GRP-1)
  cards[c].from = kNone;
  // A card may sit in the other player's pile (an earned opponent's artifact,
  // a dilemma in the scorer's bonus area), so look in the owner's first, then the other's.
  const int owner = cards[c].owner;
  auto erase = [c](std::vector<CardId>& v) {
    auto it = std::find(v.begin(), v.end(), c);
    if (it != v.end()) {
      v.erase(it);
      return true;
    }
    return false;
  };
  auto pile = [&](PlayerState& p) -> std::vector<CardId>* {
    switch (cards[c].zone) {
      case Zone::Deck: return &p.deck;
      case Zone::Hand: return &p.hand;
      case Zone::Discard: return &p.discard;
      case Zone::SeedPile: return &p.seed_pile;
      case Zone::Bonus: return &p.bonus;
      case Zone::OutOfPlay: return &p.out_of_play;
      case Zone::Captive: return &p.captives;
      default: return nullptr;
    }
  };
  if (cards[c].zone == Zone::SideDeck) {
    for (auto& d : players[owner].side_decks)
      if (erase(d.cards)) return;
    return;
  }
  for (int k = 0; k < 2; ++k) {
    auto* v = pile(players[k == 0 ? owner : 1 - owner]);
    if (v && erase(*v)) return;
  }
}

void GameState::to_side_deck(CardId c, SideDeckKind k) {
  move_to(c, Zone::SideDeck, -1);
  auto& ps = players[cards[c].owner];
  if (!ps.side_deck(k)) ps.side_decks.push_back(SideDeck{k, DoorState::Open, {}});
  ps.side_deck(k)->cards.push_back(c);
}

// Moves a card to a zone; `zone_owner` names whose pile (bonus areas can
// belong to the player who scored, not the owner).
void GameState::move_to(CardId c, Zone z, int zone_owner) {
  remove_from_player_zones(c);
  auto& card = cards[c];
  if (card.zone == Zone::InPlay && card.place == Place::None && def(c).type == CardType::Dilemma && placed_count_ > 0) --placed_count_;
  if (is_lasting(c) && lasting_count_ > 0) {
    --lasting_count_;
    if (def(c).sets_journey() && journey_count_ > 0) --journey_count_;
    if (def(c).type == CardType::Dilemma && def(c).dilemma->disable_each_turn) release_disabled_by(c);  // D-STATE-1
  }
  const bool event_leaves = card.zone == Zone::InPlay && (def(c).type == CardType::Event || def(c).plays_as_event());
  if (def(c).type == CardType::Doorway)  // its state goes with it (R-DOOR-2)
    for (auto& ps : players)
      std::erase_if(ps.shut_doors, [c](const ShutDoor& s) { return s.card == c; });
  card.zone = z;
  card.loc = -1;
  card.place = Place::None;
  card.host = kNone;
  card.flags &= static_cast<uint16_t>(~(kStopped | kDamaged | kDeactivated | kFresh | kInfected | kImmobile | kHouseArrest |
                                        kStasis | kDisabled | kEmpathsDisabled | kCloaked | kCloakToggled | kDoubleRange));  // R-CLOAK-1: never enters play cloaked
  card.cause = kNone;
  card.range_used = 0;
  card.counter = 0;
  if (!controlled.empty() && is_controlled(c)) {  // R-CARDRULE-3: a controlled card leaving play goes to its owner
    card.owner = static_cast<uint8_t>(real_owner(c));
    controlled.erase(std::remove_if(controlled.begin(), controlled.end(), [c](const Control& k) { return k.card == c; }),
                     controlled.end());
  }
  auto& ps = players[zone_owner < 0 ? card.owner : zone_owner];
  switch (z) {
    case Zone::Deck: ps.deck.push_back(c); break;
    case Zone::Hand: ps.hand.push_back(c); break;
    case Zone::Discard: players[card.owner].discard.push_back(c); break;
    case Zone::SeedPile: ps.seed_pile.push_back(c); break;
    case Zone::Bonus: ps.bonus.push_back(c); break;
    case Zone::OutOfPlay: players[card.owner].out_of_play.push_back(c); break;
    default: break;
  }
  if (event_leaves) {
    refresh_events();
    // R-AFF-6, R-AFF-7: a treaty leaving play by any route (nullified, discarded, destroyed with
    // what it was on) ends here, so house arrest always follows.
    if (def(c).event && def(c).event->effect == EventEffect::Treaty) treaty_ended(card.owner);
    if (def(c).event && def(c).event->effect == EventEffect::LoseAffiliation) apply_lost_affiliations();  // D-EVT-23
  }
}

void GameState::place_aboard(CardId c, CardId host) {
  remove_from_player_zones(c);
  auto& card = cards[c];
  card.zone = Zone::InPlay;
  card.place = Place::Aboard;
  card.host = host;
  card.loc = cards[host].loc;
}

void GameState::place_on_planet(CardId c, int loc) {
  remove_from_player_zones(c);
  auto& card = cards[c];
  card.zone = Zone::InPlay;
  card.place = Place::Planet;
  card.host = kNone;
  card.loc = static_cast<int8_t>(loc);
  // D-GRP-2: it joins the first Away Team there it may mix with, else forms one of its own.
  const uint8_t team = team_for(c, card.owner, loc);
  const bool split_before = teams_split_;
  place_in_team(c, team);
  if (def(c).type == CardType::Personnel && (team != 0 || split_before) && __builtin_popcount(teams_at(card.owner, loc)) > 1 &&
      away_team(card.owner, loc, false, team).size() == 1)
    log_event(Rule::SeparateTeams, Ev::TeamFormed, card.owner, c, kNone, loc);
}

void GameState::place_in_space(CardId c, int loc) {
  remove_from_player_zones(c);
  auto& card = cards[c];
  card.zone = Zone::InPlay;
  card.place = Place::Space;
  card.host = kNone;
  card.loc = static_cast<int8_t>(loc);
}

void GameState::draw_card(int p) {
  auto& ps = players[p];
  if (ps.deck.empty()) return;
  CardId c = ps.deck.back();
  ps.deck.pop_back();
  cards[c].zone = Zone::Hand;
  ps.hand.push_back(c);
  log_event(Rule::TurnEndDraw, Ev::Drew, p, c, kNone, 0, p);
}

bool GameState::draw_checking_exhaustion(int p) {
  if (players[p].deck.empty()) return false;
  draw_card(p);
  if (!players[p].deck.empty()) return false;
  // R-END-2: drawing the last card ends the game at once; D-END-1: the higher score wins.
  end_game(score_leader(), "a player drew the last card of their deck");
  return true;
}

int GameState::score_leader() const {
  if (players[0].score == players[1].score) return -1;
  return players[0].score > players[1].score ? 0 : 1;
}

// ---------------------------------------------------------------- queries ----
const MissionEnd& GameState::mission_end(int loc, int player) const {
  const auto& L = spaceline[loc];
  // A shared location (D-SEED-4): each player reads the copy they seeded.
  CardId m = L.mission;
  if (L.shared != kNone && cards[L.shared].owner == player) m = L.shared;
  const auto& d = def(m);
  if (cards[m].owner == player || !d.opponent_end) return d.end;
  return *d.opponent_end;
}

int GameState::effective_range(CardId ship) const {
  // R-MOVE-4 / R-MOD-1: damage *sets* RANGE to 5 before any other modifier.
  int r = cards[ship].has(kDamaged) ? 5 : def(ship).range;
  for (CardId d = 0; lasting_count_ && d < cards.size(); ++d) {
    const auto& c = cards[d];
    if (c.counter && c.place == Place::Aboard && c.host == ship && c.zone == Zone::InPlay && def(d).type == CardType::Dilemma &&
        def(d).dilemma->range_loss_per_turn)
      r -= c.counter;  // Birth of "Junior": then additions and subtractions (R-MOD-1)
  }
  const ValueMods m = ability_modifiers(*this, ship, Stat::Range);  // the abilities in play (Kurlan Naiskos)
  r += m.add;
  if (cards[ship].has(kDoubleRange)) r *= 2;  // Transwarp Conduit, after what is set and added (R-MOD-1)
  return r * m.times;
}

int GameState::move_cost(CardId ship, int dest) const {
  // D-MOVE-1: pay the span of every location entered, destination included;
  // D-EVT-2, D-MOVE-6: off one end and in at the other when that way is taken.
  return way_cost(ship, dest, move_around(ship, dest));
}

bool GameState::usable(CardId c) const {
  // Can act and contribute now: conscious (states.cpp) and not stopped (R-STATE-1).
  return !(cards[c].flags & kStopped) && conscious(c);
}

std::vector<CardId> GameState::aboard(CardId host) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::InPlay && cards[i].place == Place::Aboard && cards[i].host == host) out.push_back(i);
  return out;
}

std::vector<CardId> GameState::on_planet(int player, int loc) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone == Zone::InPlay && c.place == Place::Planet && c.loc == loc && c.owner == player) out.push_back(i);
  }
  return out;
}

std::vector<CardId> GameState::ships_at(int player, int loc) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone == Zone::InPlay && c.place == Place::Space && c.loc == loc && c.owner == player &&
        def(i).type == CardType::Ship)
      out.push_back(i);
  }
  return out;
}

std::vector<CardId> GameState::outposts_at(int player, int loc) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone == Zone::InPlay && c.place == Place::Space && c.loc == loc && c.owner == player &&
        def(i).type == CardType::Facility)
      out.push_back(i);
  }
  return out;
}

std::vector<CardId> GameState::seeds_under(int loc) const {
  std::vector<CardId> out;
  for (CardId i = 0; i < cards.size(); ++i)
    if (cards[i].zone == Zone::UnderMission && cards[i].loc == loc) out.push_back(i);
  std::sort(out.begin(), out.end(), [this](CardId a, CardId b) { return cards[a].order < cards[b].order; });
  return out;
}

bool GameState::compatible(CardId p, CardId host) const { return compatible(p, host, static_cast<Affiliation>(cards[p].aff)); }

// R-AFF-4: "does not work with" X keeps a card away from X's personnel and
// ships, treaty or not; it binds both ways.
bool GameState::works_with(CardId p, Affiliation p_mode, CardId other) const {
  const auto& pd = def(p);
  const auto& od = def(other);
  if (od.type == CardType::Personnel) {
    auto o_mode = static_cast<Affiliation>(cards[other].aff);
    if (o_mode != Affiliation::NonAligned && std::find(pd.not_with.begin(), pd.not_with.end(), o_mode) != pd.not_with.end()) return false;
    if (p_mode != Affiliation::NonAligned && std::find(od.not_with.begin(), od.not_with.end(), p_mode) != od.not_with.end()) return false;
    return true;
  }
  for (auto a : od.affiliations)  // a ship or facility
    if (std::find(pd.not_with.begin(), pd.not_with.end(), a) != pd.not_with.end()) return false;
  return true;
}

bool GameState::compatible(CardId p, CardId host, Affiliation mode) const {
  // R-GRP-4 / R-AFF-2 / R-AFF-5: affiliations mix only under a treaty;
  // non-aligned personnel mix with anyone.
  if (cards[p].owner != cards[host].owner) return false;
  const auto& pd = def(p);
  if (pd.type != CardType::Personnel) return true;
  if (db_->any_not_with()) {
    if (!works_with(p, mode, host)) return false;
    for (auto o : aboard(host))
      if (o != p && def(o).type == CardType::Personnel && !cards[o].has(kHouseArrest) && !works_with(p, mode, o)) return false;
  }
  if (mode == Affiliation::NonAligned) return true;  // printed so, or under Lore's Fingernail (D-EVT-23)
  const int owner = cards[p].owner;
  const auto& hd = def(host);
  if (!hd.non_aligned()) {
    bool ok = false;
    for (auto a : hd.affiliations) ok |= allied(owner, mode, a);
    if (!ok) return false;
    if (!any_treaty(owner)) return true;  // without a treaty every crew member matches the host
  }
  for (CardId o = 0; o < cards.size(); ++o) {
    const auto& c = cards[o];
    if (c.place != Place::Aboard || c.host != host || c.zone != Zone::InPlay || o == p || c.has(kHouseArrest)) continue;
    if (def(o).type != CardType::Personnel || unaligned(o)) continue;
    if (!allied(owner, mode, static_cast<Affiliation>(c.aff))) return false;
  }
  return true;
}

int GameState::planet_mode(int player, int loc, CardId except) const {
  for (CardId o = 0; o < cards.size(); ++o) {
    const auto& c = cards[o];
    if (c.place != Place::Planet || c.loc != loc || c.owner != player || c.zone != Zone::InPlay || o == except) continue;
    if (def(o).type != CardType::Personnel || unaligned(o)) continue;
    return c.aff;
  }
  return -1;
}

bool GameState::can_join_planet(CardId p, int player, int loc) const {
  return can_join_planet(p, player, loc, static_cast<Affiliation>(cards[p].aff));
}

// May `p` be on that planet at all? Whom it may mix with decides only which Away Team it is in (D-GRP-1, D-GRP-2).
bool GameState::can_join_planet(CardId p, int player, int loc, Affiliation mode) const {
  (void)player, (void)mode;
  const auto& pd = def(p);
  if (pd.type != CardType::Personnel) return true;
  if (pd.kind == PersonnelKind::Hologram && !holograms_may_exist(loc)) return false;  // R-HEA-6, D-EVT-9: only under Holo-Projectors
  return true;
}

int GameState::affiliations_played(int player) const {
  // R-DECK-5: the affiliations of a player's personnel and ships, wherever they are.
  uint32_t seen = 0;
  for (const auto& c : cards) {
    if (c.owner != player) continue;
    const auto& d = db_->at(c.def);
    if (d.type != CardType::Personnel && d.type != CardType::Ship) continue;
    for (auto a : d.affiliations) seen |= 1u << static_cast<int>(a);
  }
  return __builtin_popcount(seen);
}

bool GameState::in_play_copy(int player, const CardDef& d, CardId except) const {
  for (CardId i = 0; i < cards.size(); ++i) {
    // R-STATE-4: a captive still counts as in play for uniqueness; so does a card out of time, which will return (D-INT-16).
    if (i == except || cards[i].owner != player ||
        (cards[i].zone != Zone::InPlay && cards[i].zone != Zone::Captive && cards[i].zone != Zone::OutOfTime))
      continue;
    const auto& o = def(i);
    if (o.index == d.index) return true;
  }
  return false;
}

bool GameState::persona_in_play(int player, const CardDef& d) const {
  if (!db_->any_persona() || d.type != CardType::Personnel) return false;
  // R-ID-3: a card with `persona: X` is a version of X, and so is the card titled X.
  const std::string& mine = d.persona.empty() ? d.name : d.persona;
  for (CardId i = 0; i < cards.size(); ++i) {
    // R-STATE-4: a captive still counts as in play; so does a card out of time (D-INT-16).
    if (cards[i].owner != player || (cards[i].zone != Zone::InPlay && cards[i].zone != Zone::Captive && cards[i].zone != Zone::OutOfTime))
      continue;
    const auto& o = def(i);
    if (o.index == d.index || o.type != CardType::Personnel || (o.persona.empty() && d.persona.empty())) continue;
    if ((o.persona.empty() ? o.name : o.persona) == mine) return true;
  }
  return false;
}

// Equipment present with a personnel: same ship or facility, or the same
// player's Away Team on the same planet (R-ZONE-7 "present").
template <class F>
void GameState::for_each_equipment_present(CardId c, F&& f) const {
  const auto& k = cards[c];
  if (k.zone != Zone::InPlay || (k.place != Place::Aboard && k.place != Place::Planet)) return;
  for (CardId e = 0; e < cards.size(); ++e) {
    const auto& q = cards[e];
    if (q.zone != Zone::InPlay || q.owner != k.owner || q.place != k.place || q.loc != k.loc) continue;
    if (k.place == Place::Aboard && q.host != k.host) continue;
    const auto& d = def(e);
    if (d.works_as_equipment()) f(e, *d.equipment);
  }
}

bool GameState::may_use(CardId personnel, const EquipmentDef& eq) const {
  if (eq.users.empty() && !eq.non_aligned_users) return true;
  if (unaligned(personnel)) return eq.non_aligned_users;
  auto mode = static_cast<Affiliation>(cards[personnel].aff);
  for (auto u : eq.users)
    if (allied(cards[personnel].owner, mode, u)) return true;  // R-AFF-10: a treaty lets both partners use it
  return false;
}

int GameState::skill_halves(uint16_t c, SkillId s) const {
  // R-SKILL-7 (CRD II.3A): Miracle Worker includes Transporter Skill.
  static const SkillId transporter = *parse_skill("Transporter Skill"), miracle = *parse_skill("Miracle Worker");
  if (s == transporter) return printed_skill_halves(c, s) + printed_skill_halves(c, miracle);
  return printed_skill_halves(c, s);
}

int GameState::printed_skill_halves(uint16_t c, SkillId s) const {
  if (inert(c)) return 0;  // R-STATE-2/3/4
  const auto& d = def(c);
  int n = d.classification == s ? 2 : 0;  // R-SKILL-3: the classification counts as the skill
  // Tsiolkovsky Infection (R-SKILL-10): the first skill-box entry is lost entirely while aboard.
  size_t first = 0;
  const auto& k = cards[c];
  if (k.place == Place::Aboard && k.zone == Zone::InPlay && cards[k.host].has(kInfected)) first = 1;
  for (size_t i = first; i < d.skills.size(); ++i)
    if (d.skills[i].skill == s) n += d.skills[i].halves;
  if (d.personnel) n += text_skill_halves(c, s, first == 1 && d.skills.empty());  // D-SKILL-3
  // Vulcan Mindmeld (D-INT-13): the printed skill box of another, multipliers kept, classification
  // names written in it included, but not its primary classification (R-SKILL-9, CRD IV.8).
  for (const auto& sc : skill_copies) {
    if (sc.to != c) continue;
    const auto& from = def(sc.from);
    for (const auto& e : from.skills)
      if (e.skill == s) n += e.halves;
  }
  // R-SKILL-11: skill-granting equipment acts on the classification box only, so it never chains.
  // Not cumulative (R-MOD-5): each kind of equipment grants its skill once.
  if (!(equipment_skills_[s >> 6] >> (s & 63) & 1)) return n;  // no equipment in this game grants it
  uint64_t seen = 0;
  for_each_equipment_present(c, [&](CardId e, const EquipmentDef& eq) {
    if (!eq.grants_skill || *eq.grants_skill != s || d.classification != eq.to_classification || !may_use(c, eq)) return;
    uint64_t bit = 1ull << (cards[e].def % 64);
    if (!eq.cumulative && (seen & bit)) return;
    seen |= bit;
    n += 2;
  });
  return n;
}

int GameState::attribute(uint16_t c, Attr a) const {
  if (inert(c)) return 0;  // R-STATE-2/3/4
  const auto& d = def(c);
  int v = 0;
  switch (a) {
    case Attr::Integrity: v = d.integrity; break;
    case Attr::Cunning: v = d.cunning; break;
    case Attr::Strength: v = d.strength; break;
  }
  if (game_kinds_ & kPersonnelText) v += text_attribute_bonus(c, a);  // D-SKILL-1, D-SKILL-3: additions (R-MOD-1)
  if (!(game_kinds_ & kAttributeEquipment)) return v;
  uint64_t seen = 0;
  int times = 1;
  for_each_equipment_present(c, [&](CardId e, const EquipmentDef& eq) {
    if (!eq.attribute || *eq.attribute != a || !may_use(c, eq)) return;
    uint64_t bit = 1ull << (cards[e].def % 64);
    if (!eq.cumulative && (seen & bit)) return;
    seen |= bit;
    v += eq.bonus;  // R-MOD-5: cumulative copies each add their bonus
    times *= eq.multiply;
  });
  return v * times;  // R-MOD-1: multipliers after additions (Varon-T Disruptor)
}

std::string GameState::card_name(CardId c) const {
  if (c == kPlanet) return "the planet";
  if (c >= cards.size()) return "?";
  return def(c).name;
}

std::string GameState::location_name(int loc) const {
  if (loc < 0 || loc >= static_cast<int>(spaceline.size())) return "?";
  return def(spaceline[loc].mission).name;
}

// ------------------------------------------------------------- victory ------
void GameState::check_victory() {
  if (phase == Phase::GameOver) return;
  // R-END-1: reaching the victory total wins at once. If both reach it at the
  // same moment (not possible with the implemented cards) the higher score wins.
  bool r0 = players[0].score >= config.victory_points, r1 = players[1].score >= config.victory_points;
  if (r0 || r1) {
    int w = r0 && r1 ? score_leader() : (r0 ? 0 : 1);
    end_game(w, "reached " + std::to_string(config.victory_points) + " points");
  }
}

void GameState::end_game(int w, const std::string& reason) {
  phase = Phase::GameOver;
  winner = static_cast<int8_t>(w);
  draw_game = w < 0;
  end_reason = reason;
  choice = PendingChoice{};
  attempt = AttemptState{};
  windows.clear();
  doom = DoomStep{};  // what waited for its moment no longer happens: the game is over
  for (const auto& r : resolving)
    if (cards[r.card].zone == Zone::Resolving) move_to(r.card, Zone::Discard, -1);
  resolving.clear();
  log_event(reason.find("deck") != std::string::npos ? Rule::DeckExhausted : Rule::WinAtOnce, Ev::GameOver, w);
  return_captives_at_game_end();
  return_artifacts_at_game_end();
  award_stakes();
}

std::vector<double> GameState::returns() const {
  if (phase != Phase::GameOver || winner < 0) return {0.0, 0.0};
  return winner == 0 ? std::vector<double>{1.0, -1.0} : std::vector<double>{-1.0, 1.0};
}

int GameState::current_player() const {
  if (phase == Phase::GameOver) return -1;
  if (choice.kind != ChoiceKind::None) return choice.chooser;
  return active;
}

Decision GameState::decision() const {
  Decision d;
  d.player = current_player();
  if (phase == Phase::GameOver) {
    d.prompt = "The game is over";
    return d;
  }
  switch (choice.kind) {
    case ChoiceKind::Victim:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Choose the personnel affected by " + card_name(attempt.dilemma);
      return d;
    case ChoiceKind::Branch:
      d.kind = DecisionKind::ChooseAction;
      d.prompt = "Choose how to resolve " + card_name(attempt.dilemma);
      return d;
    case ChoiceKind::PayCost:
      d.kind = DecisionKind::YesNo;
      d.prompt = "Pay the cost to overcome " + card_name(attempt.dilemma) + "?";
      return d;
    case ChoiceKind::BattleJoin:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Choose the ships attacking " + card_name(battle.target) + ", then fire (R-BATTLE-10)";
      return d;
    case ChoiceKind::RetaliationTarget:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = card_name(battle.target) + " is attacked: retaliate against one attacking ship, or not (R-BATTLE-8)";
      return d;
    case ChoiceKind::RetaliationJoin:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Choose the ships firing back at " + card_name(battle.ret_target) + ", then fire (R-BATTLE-8)";
      return d;
    case ChoiceKind::AwayRetaliate:
      d.kind = DecisionKind::YesNo;
      d.prompt = "Your Away Team at " + location_name(battle.loc) + " is attacked: retaliate? (R-BATTLE-9)";
      return d;
    case ChoiceKind::Respond:
      d.kind = DecisionKind::ChooseAction;
      d.prompt = window_prompt();
      return d;
    case ChoiceKind::InterruptVictim:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Choose who " + card_name(battle.kill_source) + " kills (D-INT-2)";
      return d;
    case ChoiceKind::PickBeamers:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Choose the next card " + card_name(beam_step.card) + " beams, or stop (R-BEAM-5, " +
                 (def(beam_step.card).interrupt->reach == BeamReach::UpOrDown ? "D-INT-17)" : "D-INT-18)");
      return d;
    case ChoiceKind::ArrangeDeck:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Choose the next card from the top of your opponent's draw deck, or leave the rest as it is (" +
                 card_name(arrange_step.card) + ", D-ART-3)";
      return d;
    case ChoiceKind::GapShipTo:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = card_name(gap_closing.gap) + " leaves play: choose the neighbouring location a ship on it goes to (R-MOVE-9, D-MOVE-8)";
      return d;
    case ChoiceKind::ArrangeSpaceline:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = spaceline_arrange.placed
                     ? "Place " + card_name(spaceline_arrange.nets.front()) + " between two locations (" +
                           card_name(spaceline_arrange.card) + ", D-MOVE-7)"
                     : "Rearrange the spaceline: choose the next location from the left, or leave the rest in order (" +
                           card_name(spaceline_arrange.card) + ", R-MOVE-10, D-MOVE-7)";
      return d;
    case ChoiceKind::GuessType:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = card_name(kidnap_step.card) + ": guess a card type, then point to a card of your opponent's hand (D-EVT-22)";
      return d;
    case ChoiceKind::PointHand:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = std::string("Point to a card of your opponent's hand (shuffled; you guessed ") +
                 to_string(static_cast<CardType>(kidnap_step.type)) + ", D-EVT-22)";
      return d;
    case ChoiceKind::Stakes:
      d.kind = DecisionKind::YesNo;
      d.prompt = "Raise the Stakes: forfeit the game, or agree that the winner keeps a random card of the loser's deck (D-EVT-21)";
      return d;
    case ChoiceKind::TakeFromDeck:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "Take a card of your draw deck into your hand (" + card_name(artifact_step.card) + ", " +
                 std::to_string(artifact_step.left) + " to take; R-ART-2)";
      return d;
    case ChoiceKind::EndTurnOrder:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = "The turn ends: choose what happens first, the events striking your ships or the Borg Ship's move (R-TURN-4, D-TURN-2)";
      return d;
    case ChoiceKind::SplitTeam:
      d.kind = DecisionKind::ChooseCard;
      d.prompt = card_name(attempt.dilemma) + " splits the group: name the smaller group, one personnel at a time (D-DIL-10)";
      return d;
    case ChoiceKind::None: break;
  }
  switch (phase) {
    case Phase::SeedDoorways: d.prompt = "Seed a doorway or pass (CRD III.1 step 1)"; break;
    case Phase::SeedMissions: d.prompt = "Seed a mission to build the spaceline (CRD III.1 step 2)"; break;
    case Phase::SeedDilemmas: d.prompt = "Seed a dilemma or artifact under a mission, or pass (CRD III.1 step 3)"; break;
    case Phase::SeedOutposts: d.prompt = "Seed an outpost or pass (CRD III.1 step 4)"; break;
    case Phase::PlayCard: d.prompt = "Make your card play, or skip it (R-TURN-1 a)"; break;
    case Phase::Orders: d.prompt = "Execute orders, or end your turn (R-TURN-1 b)"; break;
    default: break;
  }
  return d;
}

// ---------------------------------------------------------------- seeding ---
bool GameState::has_seed_option(int p) const {
  std::vector<Action> tmp;
  GameState& self = const_cast<GameState&>(*this);
  uint8_t saved = self.active;
  self.active = static_cast<uint8_t>(p);
  seed_legal(tmp);
  self.active = saved;
  for (auto a : tmp)
    if (decode(a).kind != Act::Pass) return true;
  return false;
}

void GameState::seed_legal(std::vector<Action>& out) const {
  const int p = active;
  const auto& ps = players[p];
  bool must_seed = false;
  switch (phase) {
    case Phase::SeedDoorways: doorway_seed_legal(out); break;  // none must be seeded
    case Phase::SeedMissions:
      for (auto c : ps.seed_pile) {
        const auto& d = def(c);
        if (d.type != CardType::Mission) continue;
        // D-SEED-4: a unique mission already on the spaceline is placed on top
        // of the opponent's copy, forming one shared location.
        bool dup = false;
        for (size_t l = 0; l < spaceline.size(); ++l)
          if (def(spaceline[l].mission).index == d.index && spaceline[l].shared == kNone) {
            if (d.unique && cards[spaceline[l].mission].owner != p) out.push_back(make_action(Act::SeedMission, c, 2, static_cast<uint16_t>(l)));
            dup = true;
          }
        if (dup && d.unique) {
          must_seed = true;
          continue;
        }
        out.push_back(make_action(Act::SeedMission, c, 0));
        if (!spaceline.empty()) out.push_back(make_action(Act::SeedMission, c, 1));
        must_seed = true;
      }
      break;
    case Phase::SeedDilemmas: {
      // One pass over the stacks: which of this player's cards lie under each mission.
      thread_local std::vector<std::pair<int8_t, uint16_t>> mine_under;  // (loc, def)
      mine_under.clear();
      uint32_t artifact_at = 0;
      for (const auto& k : cards)
        if (k.zone == Zone::UnderMission && k.owner == p) {
          mine_under.push_back({k.loc, k.def});
          if (db_->at(k.def).type == CardType::Artifact) artifact_at |= 1u << k.loc;
        }
      for (auto c : ps.seed_pile) {
        const auto& d = def(c);
        if (d.type != CardType::Dilemma && d.type != CardType::Artifact) continue;
        if (d.text == TextStatus::Unimplemented) continue;  // never seeded as if blank
        if (!comes_through(p, d)) continue;                 // R-DOOR-3: AU dilemmas and artifacts need the open door
        for (size_t l = 0; l < spaceline.size(); ++l) {
          MissionKind mk = mission_kind(static_cast<int>(l));
          if (d.type == CardType::Dilemma) {
            // R-SEED-9: a space dilemma under a planet mission (or the reverse) is a misseed.
            if (d.mission == MissionKind::Space && mk == MissionKind::Planet) continue;
            if (d.mission == MissionKind::Planet && mk == MissionKind::Space) continue;
          }
          bool dup = false;
          for (auto [ml, md] : mine_under) dup |= ml == static_cast<int8_t>(l) && md == cards[c].def;
          if (dup) continue;                                                       // R-SEED-9 second copy
          if (d.type == CardType::Artifact && (artifact_at & (1u << l))) continue;  // R-DECK-10 / D-SEED-5
          out.push_back(make_action(Act::SeedUnder, c, static_cast<uint16_t>(l)));
        }
      }
      break;
    }
    case Phase::SeedOutposts: {
      bool seeded_any = false, neutral_seeded = false;
      int seeded_count = 0;
      std::vector<Affiliation> seeded;
      for (CardId i = 0; i < cards.size(); ++i)
        if (cards[i].owner == p && cards[i].zone == Zone::InPlay && def(i).type == CardType::Facility) {
          seeded_any = true;
          ++seeded_count;
          neutral_seeded |= def(i).non_aligned();
          for (auto a : def(i).affiliations) seeded.push_back(a);
        }
      for (auto c : ps.seed_pile) {
        const auto& d = def(c);
        if (d.type != CardType::Facility || !d.seeds_one) continue;
        const bool neutral = d.non_aligned();
        bool taken = neutral && neutral_seeded;  // "Seed one": never duplicated (CRD IV.1)
        for (auto a : d.affiliations) taken |= std::find(seeded.begin(), seeded.end(), a) != seeded.end();
        if (taken) continue;  // R-SEED-5: at most one per affiliation
        // R-FAC-13: a Neutral Outpost stands in for one affiliated outpost, so with
        // one in the mix no more outposts are seeded than affiliations played.
        if ((neutral || neutral_seeded) && seeded_count >= affiliations_played(p)) continue;
        for (size_t l = 0; l < spaceline.size(); ++l) {
          const auto& end = mission_end(static_cast<int>(l), p);
          bool match = neutral;  // a Neutral Outpost may be seeded at any location (CRD IV.1)
          for (auto a : d.affiliations)
            match |= std::find(end.affiliations.begin(), end.affiliations.end(), a) != end.affiliations.end();
          if (!match) continue;
          out.push_back(make_action(Act::SeedOutpost, c, static_cast<uint16_t>(l)));
          if (!seeded_any) must_seed = true;  // R-SEED-5: at least one must be seeded
        }
      }
      break;
    }
    default: break;
  }
  if (!must_seed) out.push_back(make_action(Act::Pass));
}

void GameState::insert_mission(CardId m, bool right) {
  Location L;
  L.mission = m;
  int at = right ? static_cast<int>(spaceline.size()) : 0;
  if (!right) {
    for (auto& c : cards)
      if (c.loc >= 0) c.loc++;
  }
  spaceline.insert(spaceline.begin() + at, L);
  remove_from_player_zones(m);
  cards[m].zone = Zone::Spaceline;
  cards[m].loc = static_cast<int8_t>(at);
}

void GameState::after_seed_action(bool passed) {
  consecutive_passes = passed ? consecutive_passes + 1 : 0;
  // R-SEED-3: the step ends when both players pass in a row.
  while (phase != Phase::PlayCard && phase != Phase::GameOver) {
    if (consecutive_passes >= 2) {
      finish_seeding_step();
      return;
    }
    active = static_cast<uint8_t>(1 - active);
    if (has_seed_option(active)) return;
    // A player with nothing left to seed must pass (R-SEED-3); do it for them.
    log_event(Rule::SeedAlternate, Ev::SeedPass, active);
    consecutive_passes++;
  }
}

void GameState::finish_seeding_step() {
  log_event(Rule::SeedSteps, Ev::SeedStepEnd, -1, kNone, kNone, static_cast<int>(phase));
  consecutive_passes = 0;
  active = first_player;
  switch (phase) {
    case Phase::SeedDoorways: phase = Phase::SeedMissions; break;
    case Phase::SeedMissions: phase = Phase::SeedDilemmas; break;
    case Phase::SeedDilemmas: phase = Phase::SeedOutposts; break;
    case Phase::SeedOutposts: {
      // R-SEED-4: leftover seed cards go out of play and are shown.
      for (int p = 0; p < 2; ++p) {
        auto left = players[p].seed_pile;
        for (auto c : left) {
          move_to(c, Zone::OutOfPlay, p);
          log_event(Rule::SeedLeftovers, Ev::SeedLeftover, p, c);
        }
      }
      // D-START-1: each player draws an opening hand of seven.
      for (int p = 0; p < 2; ++p) {
        for (int i = 0; i < config.opening_hand; ++i) draw_card(p);
        log_event(Rule::OpeningHand, Ev::OpeningHand, p, kNone, kNone, config.opening_hand);
      }
      active = first_player;
      begin_turn();
      return;
    }
    default: return;
  }
  if (!has_seed_option(active)) after_seed_action(true);
}

// ------------------------------------------------------------------ turns ---
void GameState::begin_turn() {
  ++turn;
  loop_snapshots.clear();  // D-TURN-1: only actions of this turn may be undone
  phase = Phase::PlayCard;
  players[active].card_played = false;
  players[active].plays_made = 0;
  for (auto& ps : players) ps.once_used.clear(), ps.vortexed.clear();  // "once each turn": every turn, whoever's
  players[active].red_alert_plays = false;
  players[active].forced_discard_done = false;
  log_event(Rule::TurnParts, Ev::TurnBegin, active, kNone, kNone, turn);
  // R-TURN-5: stopped cards unstop at the start of the next turn (not an action).
  int unstopped = 0;
  for (auto& c : cards) {
    if ((c.flags & kStopped) && !(c.flags & kStasis)) {  // R-STATE-2: stasis outlasts the turn
      c.flags &= static_cast<uint16_t>(~kStopped);
      ++unstopped;
    }
    c.flags &= static_cast<uint16_t>(~kCloakToggled);  // R-CLOAK-1 limits the toggle per turn, not per game
  }
  if (unstopped) log_event(Rule::Unstop, Ev::Unstopped, -1, kNone, kNone, unstopped);
  hazards_start_of_turn();  // D-EVT-6, D-EVT-7: every turn, whoever's
  for (CardId i = 0; i < cards.size(); ++i) {
    auto& c = cards[i];
    if (c.owner != active) continue;
    c.range_used = 0;  // R-TURN-7 / D-MOVE-2: RANGE is restored at the start of its owner's turn.
    if (c.flags & kDeactivated) {
      c.flags &= static_cast<uint16_t>(~kDeactivated);  // R-HEA-5: the Bobs reactivate holograms
      log_event(Rule::HologramKilled, Ev::HologramReactivated, active, i);
    }
  }
  if (config.max_turns > 0 && turn > config.max_turns) {
    end_game(score_leader(), "turn limit reached");
    return;
  }
  rogue_borg_start_of_turn();  // R-TURN-6: Rogue Borg battles, then the rest of the start (D-BORG-4)
}

// R-TURN-4: what is due at the end of a turn happens in the order D-TURN-2 fixes, except that the
// active player puts first, when they interact, either the events striking ships or the Borg Ships' move.
void GameState::end_turn() {
  loop_snapshots.clear();  // D-TURN-1: the turn's actions can no longer be undone
  end_control();  // D-EVT-24: "for one turn", before anything acts on "your" cards at the end of it
  end_of_turn_effects();
  if (phase == Phase::GameOver) return;
  personnel_countdowns();  // REM Fatigue Hallucinations, Hyper-Aging (D-DIL-4)
  if (phase == Phase::GameOver) return;
  if (end_turn_obligations_interact()) {
    choice = PendingChoice{ChoiceKind::EndTurnOrder, active, {kEndTurnShipEvents, kEndTurnBorgShips}};
    return;  // on_choice goes on with end_turn_in_order
  }
  end_turn_in_order(false);
}

void GameState::end_turn_in_order(bool borg_first) {
  if (borg_first) {
    borg_ships_move();
    if (phase == Phase::GameOver) return;
  }
  event_end_of_turn();
  if (phase == Phase::GameOver) return;
  end_of_turn_stasis();
  self_destructs();   // D-INT-5: Auto-Destruct Sequence, "at end of your turn"
  if (phase == Phase::GameOver) return;
  interrupts_on_ships_end_of_turn();  // D-INT-10: Loss of Orbital Stability
  if (phase == Phase::GameOver) return;
  if (!beam_holds.empty()) beam_holds_end_of_turn();
  if (!borg_first) borg_ships_move();  // R-BATTLE-19: at the end of every turn, before repairs are counted
  if (phase == Phase::GameOver) return;
  repair_ships();
  out_of_time_end_of_turn();  // D-INT-16, D-ART-4: after every other countdown, which did not run for them (R-DUR-5)
  // Asteroid Sanctuary hides and Transwarp Conduit doubles RANGE "for this turn" (D-INT-1).
  for (auto& c : cards) c.flags &= static_cast<uint16_t>(~(kHidden | kDoubleRange));
  skill_copies.clear();  // Vulcan Mindmeld lasts until the end of the turn (D-INT-13)
  transporter_uses.clear();  // R-SKILL-7: once per turn
  log_event(Rule::TurnEndDraw, Ev::TurnEnd, active);
  if (players[active].deck.empty()) {
    end_game(score_leader(), "a player drew the last card of their deck");
    return;
  }
  if (draw_checking_exhaustion(active)) return;
  // Horga'hn (D-ART-1): a player who made no second card play draws an extra card.
  if (event_count_ && event_active(active, EventEffect::ExtraPlayOrDraw) && players[active].plays_made < 2) {
    log_event(Rule::ExtraCardPlay, Ev::HorgahnDraw, active);
    if (draw_checking_exhaustion(active)) return;
  }
  // The Traveler: the normal draw becomes two cards (D-EVT-4; not cumulative).
  if (event_count_ && extra_draw_for(active)) {
    bool over = draw_checking_exhaustion(active);
    for (auto it = log.rbegin(); it != log.rend(); ++it)
      if (it->ev == Ev::Drew) {
        it->rule = Rule::DrawTwo;
        break;
      }
    if (over) return;
  }
  if (open_window(Moment::CardDrawn, active)) return;  // D-INT-15: Subspace Schism answers the draw
  next_turn();
}

void GameState::next_turn() {
  active = static_cast<uint8_t>(1 - active);
  begin_turn();
}

}  // namespace spaceline::stccg1e
