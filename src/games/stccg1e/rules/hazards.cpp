// Spaceline hazards: events played on a location (or between two) that limit
// beaming there or moving past it. Beaming: Distortion Field, Atmospheric
// Ionization, Pattern Enhancers (R-BEAM-8, D-EVT-6..8). Movement: Tetryon
// Field, Subspace Warp Rift, Q-Net (R-MOVE-6, R-MOVE-8, D-MOVE-3..6).
// Holo-Projectors lets holograms act on a planet (R-HEA-6, D-EVT-9).
// What each card does is data (EventDef); this file is the one mechanism.
#include <algorithm>
#include <cstdlib>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
auto cite_rule(Rule r) { return std::string(" (") + rule_info(r).id + ", " + rule_info(r).source + ")"; }

// Either player has an event with this effect in play (the quick test that keeps
// games without hazards free of any scan).
bool any_effect(const GameState& s, EventEffect e) { return s.event_active(0, e) || s.event_active(1, e); }
}  // namespace

// Events with effect `e` lying on the location `loc` itself (plays_on: mission), or
// on the boundary to its right (plays_on: boundary), in card order.
template <class F>
static void for_each_on(const GameState& s, EventEffect e, int loc, F&& f) {
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay || c.place != Place::None || c.loc != loc || !s.def(i).plays_as_event()) continue;
    if (s.def(i).event->effect == e) f(i);
  }
}

bool GameState::crew_meets(CardId ship, const ReqExpr& r) const {
  // The ship owner's personnel aboard who may act (R-STATE-1), as for a cure (D-EVT-3).
  std::vector<CardId> group = crew(ship), none;
  ReqContext ctx{this, &group, &none, ship_shields(ship)};
  return evaluate(r, ctx).met;
}

// ------------------------------------------------------------------ beaming --
bool GameState::holograms_may_exist(int loc) const {
  if (!event_count_ || !any_effect(*this, EventEffect::HologramsMayExist) || loc < 0) return false;
  bool found = false;
  for_each_on(*this, EventEffect::HologramsMayExist, loc, [&](CardId) { found = true; });
  return found;
}

// R-SKILL-7 (CRD II.3A Transporter Skill): each Transporter Skill aboard the ship a card beams up to
// or down from lets one more card a turn past what would stop it here.
std::string GameState::beam_hazard(CardId c, CardId dest, int loc) const {
  // R-BEAM-8 (CRD IV.2B Quash Conspiracy): a mission that forbids ship-to-ship beaming where it is, at all
  // times: a rule of the location, not a card a Transporter Skill beams past.
  if (cards[c].place == Place::Aboard && dest < cards.size() && def(dest).type == CardType::Ship &&
      def(cards[c].host).type == CardType::Ship && loc >= 0 && loc < static_cast<int>(spaceline.size()) &&
      spaceline[loc].mission != kNone && def(spaceline[loc].mission).no_ship_to_ship_beaming)
    return "nobody beams from one ship to another at " + location_name(loc) + cite_rule(Rule::BeamLocation);
  std::string why = beam_hazard_raw(c, dest, loc);
  if (why.empty()) return why;
  const CardId ship = transporter_ship(c, dest);
  if (ship != kNone && transporter_skill_left(ship, cards[c].owner) > 0) return "";
  return why;
}

std::string GameState::beam_hazard_raw(CardId c, CardId dest, int loc) const {
  if (!event_count_ || (!any_effect(*this, EventEffect::BlocksBeaming) && !any_effect(*this, EventEffect::LimitsBeaming))) return "";
  // R-BEAM-8: only beaming down to the planet or up from it; ship to ship or outpost is not restricted.
  const bool up = cards[c].place == Place::Planet && dest != kPlanet;
  const bool down = cards[c].place == Place::Aboard && dest == kPlanet;
  if (!up && !down) return "";
  const int player = cards[c].owner;
  auto enhanced = [&](CardId field) {
    // D-EVT-8: Pattern Enhancers lets its owner's personnel and equipment through the events it names.
    if (!event_active(player, EventEffect::BeamThrough)) return false;
    for (CardId i = 0; i < cards.size(); ++i) {
      if (cards[i].owner != player || cards[i].zone != Zone::InPlay || !def(i).plays_as_event()) continue;
      const auto& ev = *def(i).event;
      if (ev.effect != EventEffect::BeamThrough) continue;
      for (const auto& n : ev.through)
        if (names_card(n, def(field).name)) return true;
    }
    return false;
  };
  std::string why;
  for_each_on(*this, EventEffect::BlocksBeaming, loc, [&](CardId f) {
    if (why.empty() && cards[f].counter == 0 && !enhanced(f))
      why = card_name(f) + " at " + location_name(loc) + " is face up: nobody beams down to or up from the planet there" +
            cite_rule(Rule::BeamLocation) + cite_rule(Rule::DistortionFlip);
  });
  if (!why.empty() || def(c).type != CardType::Personnel) return why;  // D-EVT-7: equipment is not counted
  for_each_on(*this, EventEffect::LimitsBeaming, loc, [&](CardId f) {
    if (why.empty() && cards[f].counter >= def(f).event->count && !enhanced(f))
      why = card_name(f) + " at " + location_name(loc) + ": " + std::to_string(def(f).event->count) +
            " personnel have already beamed up or down there this turn" + cite_rule(Rule::BeamLocation) +
            cite_rule(Rule::IonizationLimit);
  });
  return why;
}

void GameState::count_hazard_beaming(CardId c, CardId dest, int loc) {
  if (event_count_ && !beam_hazard_raw(c, dest, loc).empty()) {
    if (const CardId ship = transporter_ship(c, dest); ship != kNone && transporter_skill_left(ship, cards[c].owner) > 0) {
      use_transporter_skill(ship, c);  // R-SKILL-7: past the limit, not counted toward it
      return;
    }
  }
  if (!event_count_ || !any_effect(*this, EventEffect::LimitsBeaming) || def(c).type != CardType::Personnel) return;
  const bool up_or_down = (cards[c].place == Place::Planet) != (dest == kPlanet);
  if (!up_or_down) return;
  const int player = cards[c].owner;
  for_each_on(*this, EventEffect::LimitsBeaming, loc, [&](CardId f) {
    // D-EVT-8: a beaming Pattern Enhancers lets through is not one of the limited ones.
    bool through = false;
    for (CardId i = 0; event_active(player, EventEffect::BeamThrough) && i < cards.size(); ++i)
      if (cards[i].owner == player && cards[i].zone == Zone::InPlay && def(i).plays_as_event() &&
          def(i).event->effect == EventEffect::BeamThrough)
        for (const auto& n : def(i).event->through) through |= names_card(n, def(f).name);
    if (through) {
      log_event(Rule::PatternEnhancers, Ev::BeamingCounted, player, f, kNone, -1);  // R-INFO-4: who, not said
      return;
    }
    // A beaming the rules force past the limit (Alien Parasites' group beaming back, D-DIL-12) still
    // happens; the count stays at the limit, which is all the limit needs to know.
    if (cards[f].counter < def(f).event->count) ++cards[f].counter;
    log_event(Rule::IonizationLimit, Ev::BeamingCounted, player, f, kNone, cards[f].counter);
  });
}

// D-EVT-6, D-EVT-7: at the start of every turn, whoever's, each Distortion Field
// turns over and the count of Atmospheric Ionization starts again.
void GameState::hazards_start_of_turn() {
  if (!event_count_) return;
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    if (c.zone != Zone::InPlay || !def(i).plays_as_event()) continue;
    const auto& ev = *def(i).event;
    if (ev.effect == EventEffect::LimitsBeaming) cards[i].counter = 0;
    if (ev.effect == EventEffect::BlocksBeaming && ev.flips) {
      cards[i].counter ^= 1;
      log_event(Rule::DistortionFlip, Ev::FieldFlipped, c.owner, i, kNone, cards[i].counter);
    }
  }
}

// ----------------------------------------------------------------- movement --
int GameState::way_cost(CardId ship, int dest, bool around) const {
  // D-MOVE-1: pay the span of every location entered, destination included.
  const int from = cards[ship].loc, p = cards[ship].owner, n = static_cast<int>(spaceline.size());
  const int step = (dest > from) != around ? 1 : -1;
  int cost = 0;
  for (int i = from; i != dest;) {
    i = (i + step + n) % n;
    cost += span(i, p);
  }
  return cost;
}

bool GameState::moved_this_turn(CardId ship) const {
  for (auto it = log.rbegin(); it != log.rend() && it->turn == turn; ++it)
    if (it->ev == Ev::Moved && it->a == ship) return true;
  return false;
}

std::string GameState::way_hazard(CardId ship, int dest, bool around) const {
  const bool tetryon = any_effect(*this, EventEffect::MustStopHere), qnet = any_effect(*this, EventEffect::BlocksCrossing);
  if (!tetryon && !qnet) return "";
  const int from = cards[ship].loc, n = static_cast<int>(spaceline.size());
  std::string why;
  auto unmet = [&](CardId f) { return def(f).event->unless && !crew_meets(ship, *def(f).event->unless); };
  auto need = [&](CardId f) { return def(f).event->unless ? " (unless " + def(f).event->unless->text + " aboard)" : std::string(); };
  // D-MOVE-3: having stopped at a Tetryon Field this turn, it proceeds on its next turn.
  if (tetryon && moved_this_turn(ship))
    for_each_on(*this, EventEffect::MustStopHere, from, [&](CardId f) {
      if (why.empty() && unmet(f))
        why = card_name(ship) + " stopped at " + card_name(f) + " (" + location_name(from) + ") this turn and proceeds on its next turn" +
              need(f) + cite_rule(Rule::TetryonStop);
    });
  const int step = (dest > from) != around ? 1 : -1;
  for (int i = from; why.empty() && i != dest;) {
    const int next = (i + step + n) % n;
    // R-MOVE-8: the boundary between two neighbours (never the way round the ends, D-MOVE-5).
    if (qnet && !around && std::abs(next - i) == 1)
      for_each_on(*this, EventEffect::BlocksCrossing, std::min(i, next), [&](CardId f) {
        if (why.empty() && unmet(f))
          why = card_name(ship) + " may not cross " + card_name(f) + " between " + location_name(std::min(i, next)) + " and " +
                location_name(std::max(i, next)) + need(f) + cite_rule(Rule::QNetCrossing);
      });
    if (tetryon && next != dest && why.empty())
      for_each_on(*this, EventEffect::MustStopHere, next, [&](CardId f) {
        if (why.empty() && unmet(f))
          why = card_name(ship) + " must stop at " + card_name(f) + " (" + location_name(next) + ") before going on" + need(f) +
                cite_rule(Rule::TetryonStop);
      });
    i = next;
  }
  return why;
}

bool GameState::move_around(CardId ship, int dest) const {
  if (!event_count_ || !event_active(cards[ship].owner, EventEffect::SpacelineWraps) || dest == cards[ship].loc) return false;
  // D-EVT-2, D-MOVE-6: the cheaper way round, among the ways the hazards leave open; on equal cost the direct way.
  const int direct = way_cost(ship, dest, false), around = way_cost(ship, dest, true);
  const bool direct_open = way_hazard(ship, dest, false).empty(), around_open = way_hazard(ship, dest, true).empty();
  if (direct_open != around_open) return around_open;
  return around < direct;
}

std::string GameState::move_hazard(CardId ship, int dest) const {
  if (!event_count_ || dest == cards[ship].loc) return "";
  return way_hazard(ship, dest, move_around(ship, dest));
}

void GameState::hazards_after_move(CardId ship, int from, int dest, bool around) {
  if (!event_count_) return;
  const int n = static_cast<int>(spaceline.size());
  const int step = (dest > from) != around ? 1 : -1;
  // R-MOVE-6, D-MOVE-4: every rift passed over without stopping damages the ship, cloaked or not.
  if (any_effect(*this, EventEffect::DamagePassing))
    for (int i = (from + step + n) % n; i != dest && cards[ship].zone == Zone::InPlay; i = (i + step + n) % n)
      for_each_on(*this, EventEffect::DamagePassing, i, [&](CardId f) {
        if (cards[ship].zone != Zone::InPlay) return;
        log_event(Rule::WarpRift, Ev::HeldByField, cards[ship].owner, ship, f, i);
        damage_ship(ship, Rule::PassingHazard);
      });
  if (cards[ship].zone != Zone::InPlay || !any_effect(*this, EventEffect::MustStopHere)) return;
  for_each_on(*this, EventEffect::MustStopHere, dest, [&](CardId f) {
    const auto& ev = *def(f).event;
    if (!ev.unless || !crew_meets(ship, *ev.unless)) log_event(Rule::TetryonStop, Ev::HeldByField, cards[ship].owner, ship, f, dest);
  });
}

}  // namespace spaceline::stccg1e
