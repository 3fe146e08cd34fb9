// Rearranging the spaceline (Q, CRD IV.5D; R-MOVE-10, D-MOVE-7) and the one place that
// keeps every spaceline index in the state true when locations change places.
// Each location moves as a block: the seed cards under it, the events on it, the
// ships, facilities and Away Teams there all keep its index, which is remapped.
// Q-Nets lie between locations, not at one, so they are placed again one by one.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {
bool is_qnet(const GameState& s, CardId i) {
  const auto& c = s.cards[i];
  return c.zone == Zone::InPlay && c.place == Place::None && c.loc >= 0 && s.def(i).plays_as_event() &&
         s.def(i).event->plays_on == EventTarget::Boundary;
}

// Log entries that name a location by its index: which fields hold one.
// `n_low`: only the low byte of n is the location (a move keeps the RANGE above it).
struct LogLocs {
  bool n = false, b = false, n_low = false;
};
LogLocs log_locs(const GameState& s, const LogEntry& e) {
  switch (e.ev) {
    case Ev::SeedCard: case Ev::SeedOutpost: case Ev::AttemptBegin: case Ev::DilemmaRevealed: case Ev::Relocated:
    case Ev::RequirementsUnmet: case Ev::AttemptEnded: case Ev::AttemptByEspionage: case Ev::TeamShouldSplit:
    case Ev::BattleDeclared: case Ev::ShipUnstopped: case Ev::HeldAtopMission: case Ev::Freed: case Ev::PlacedOnMission:
    case Ev::MissionBlocked: case Ev::Towed: case Ev::JourneyBegins: case Ev::OutpostBuilt: case Ev::SeedExamined:
    case Ev::OrbitDecaying: case Ev::WormholeRelocates: case Ev::LocationDestroyed: case Ev::HeldByField:
    case Ev::TeamUnstopped: case Ev::BorgShipArrives: case Ev::BorgShipMoves: case Ev::Cloaked: case Ev::Decloaked:
    case Ev::LocationPlaced: case Ev::QNetPlaced: case Ev::DilemmasDiscardedHere: case Ev::BackFaceUp:
    case Ev::TeamFormed: case Ev::TeamsJoined: case Ev::TeamSplits:
      return {true, false, false};
    case Ev::ActionUndone:  // D-TURN-1: the action's location, for those that name one
      switch (static_cast<Act>(e.n)) {
        case Act::Move: case Act::Tow: case Act::BeamAll: case Act::WalkAll: case Act::Attempt: case Act::AttackAwayTeam: case Act::RogueBorgAttack:
          return {false, true, false};
        default: return {};
      }
    case Ev::Moved: return {false, true, true};
    case Ev::ArtifactJoins: return {e.b == kNone, false, false};
    case Ev::InterruptPlayed: return {e.rule == Rule::DuringBattle, false, false};
    case Ev::EventPlayed:
      return {e.a < s.cards.size() && s.def(e.a).event && e.b == kNone &&
                  (s.def(e.a).event->plays_on == EventTarget::Mission || s.def(e.a).event->plays_on == EventTarget::Boundary),
              false, false};
    default: return {};
  }
}
}  // namespace

void GameState::remap_locations(const std::vector<int>& new_of_old) {
  const int old_n = static_cast<int>(new_of_old.size());
  auto map = [&](int l) { return l >= 0 && l < old_n ? new_of_old[l] : l; };
  const int new_n = static_cast<int>(spaceline.size());
  for (CardId i = 0; i < cards.size(); ++i) {
    auto& c = cards[i];
    if (c.loc < 0 || c.loc >= old_n) continue;
    if (is_qnet(*this, i)) {
      // A boundary is kept as the location on its left; one whose left location is gone
      // follows the nearest one still there (D-MOVE-5). Q's rearrangement places it again.
      int l = c.loc;
      while (l >= 0 && new_of_old[l] < 0) --l;
      int to = l < 0 ? 0 : new_of_old[l];
      c.loc = static_cast<int8_t>(std::clamp(to, 0, std::max(0, new_n - 2)));
      continue;
    }
    c.loc = static_cast<int8_t>(map(c.loc));
  }
  auto bits = [&](uint64_t m) {
    uint64_t out = 0;
    for (int l = 0; l < old_n && l < 64; ++l)
      if ((m >> l & 1) && new_of_old[l] >= 0 && new_of_old[l] < 64) out |= 1ull << new_of_old[l];
    return out;
  };
  for (auto& p : players) {
    p.misseed_locs = static_cast<uint32_t>(bits(p.misseed_locs));
    p.attacked_locs = bits(p.attacked_locs);
  }
  attempt.loc = static_cast<int8_t>(map(attempt.loc));
  battle.loc = static_cast<int8_t>(map(battle.loc));
  artifact_step.loc = static_cast<int8_t>(map(artifact_step.loc));
  for (auto& w : windows) w.loc = static_cast<int8_t>(map(w.loc));
  for (auto& r : resolving) {
    const auto& d = def(r.card);
    if (r.as_event && d.event && (d.event->plays_on == EventTarget::Mission || d.event->plays_on == EventTarget::Boundary))
      r.target = static_cast<uint16_t>(std::max(0, map(r.target)));
    if (d.interrupt && d.interrupt->effect == InterruptEffect::RelocateShip) r.extra = static_cast<uint16_t>(std::max(0, map(r.extra)));
  }
  remap_log_locations(new_of_old);
  refresh_events();  // Espionage and Supernova keep masks by location
}

// The log names locations by index: old entries must still name the same ones (also when a
// Temporal Causality Loop puts back an earlier spaceline, D-DIL-15).
void GameState::remap_log_locations(const std::vector<int>& new_of_old) {
  const int old_n = static_cast<int>(new_of_old.size());
  for (auto& e : log) {
    const auto f = log_locs(*this, e);
    if (f.n && e.n >= 0 && e.n < old_n && new_of_old[e.n] >= 0) e.n = static_cast<int16_t>(new_of_old[e.n]);
    if (f.b && e.b < old_n && new_of_old[e.b] >= 0) e.b = static_cast<uint16_t>(new_of_old[e.b]);
    if (f.n_low && (e.n & 0xFF) < old_n && new_of_old[e.n & 0xFF] >= 0)
      e.n = static_cast<int16_t>((e.n & ~0xFF) | new_of_old[e.n & 0xFF]);
  }
}

// ------------------------------------------------------------------------------ Q ----
// D-DIL-9: overcome, Q discards every dilemma still under the mission, itself included;
// artifacts there and dilemmas already in play at the location stay.
void GameState::discard_dilemmas_here(CardId by, int loc) {
  log_event(Rule::QDilemma, Ev::DilemmasDiscardedHere, attempt.player, by, kNone, loc);
  for (auto s : seeds_under(loc)) {
    if (def(s).type != CardType::Dilemma) continue;
    discard_card(s);
    log_event(Rule::QDiscardsHere, Ev::DilemmaDiscarded, attempt.player, s);
  }
}

// D-MOVE-7: can the locations not yet named follow `prefix` so that every Gaps in Normal
// Space lies between two missions (R-MOVE-9, R-MOVE-10)?
bool GameState::arrangement_completes(const std::vector<uint8_t>& prefix) const {
  int missions = 0, gaps = 0;
  std::vector<bool> used(spaceline.size(), false);
  for (auto l : prefix) used[l] = true;
  for (size_t l = 0; l < spaceline.size(); ++l)
    if (!used[l]) (is_gap(static_cast<int>(l)) ? gaps : missions)++;
  for (size_t k = 0; k < prefix.size(); ++k) {
    if (!is_gap(prefix[k])) continue;
    if (k == 0 || is_gap(prefix[k - 1])) return false;  // first, or beside another Gaps
  }
  const bool after_gap_or_start = prefix.empty() || is_gap(prefix.back());
  if (missions + gaps == 0) return !after_gap_or_start || prefix.empty();
  // Each Gaps still to come needs a mission after it, and one before it if the prefix does not end in a mission.
  return after_gap_or_start ? missions >= 1 && gaps <= missions - 1 : gaps <= missions;
}

bool GameState::begin_spaceline_arrange(CardId card, int player) {
  spaceline_arrange = SpacelineArrange{card, static_cast<uint8_t>(player), false, {}, {}};
  log_event(Rule::QDilemma, Ev::RearrangeBegins, player, card);
  return offer_spaceline_arrange();
}

bool GameState::offer_spaceline_arrange() {
  auto& st = spaceline_arrange;
  const int n = static_cast<int>(spaceline.size());
  if (!st.placed) {
    if (static_cast<int>(st.order.size()) < n) {
      std::vector<uint16_t> options;
      auto trial = st.order;
      for (int l = 0; l < n; ++l) {
        if (std::find(st.order.begin(), st.order.end(), l) != st.order.end()) continue;
        trial.push_back(static_cast<uint8_t>(l));
        if (arrangement_completes(trial)) options.push_back(static_cast<uint16_t>(l));
        trial.pop_back();
      }
      // "Leave the rest": the locations not named keep their present order, if that order is legal.
      auto rest = st.order;
      for (int l = 0; l < n; ++l)
        if (std::find(st.order.begin(), st.order.end(), l) == st.order.end()) rest.push_back(static_cast<uint8_t>(l));
      const bool rest_ok = arrangement_completes(rest);
      if (options.size() >= 2 || (options.size() == 1 && rest_ok && rest[st.order.size()] != options[0])) {
        choice = PendingChoice{ChoiceKind::ArrangeSpaceline, st.player, options};
        if (rest_ok) choice.options.push_back(kNone);
        return true;
      }
      // Nothing left to decide: one way on (or the present order).
      if (options.size() == 1 && !rest_ok) st.order.push_back(static_cast<uint8_t>(options[0]));
      else st.order = rest;
      if (static_cast<int>(st.order.size()) < n) return offer_spaceline_arrange();
    }
    // The new order is in force: every index follows its location.
    std::vector<int> new_of_old(n, -1);
    for (int k = 0; k < n; ++k) new_of_old[st.order[k]] = k;
    std::vector<Location> line(n);
    for (int k = 0; k < n; ++k) line[k] = spaceline[st.order[k]];
    spaceline = std::move(line);
    for (CardId i = 0; i < cards.size(); ++i)
      if (is_qnet(*this, i)) st.nets.push_back(i);
    remap_locations(new_of_old);
    st.placed = true;
    log_event(Rule::SpacelineRearranged, Ev::SpacelineArranged, st.player, st.card, kNone, n);
    for (int k = 0; k < n; ++k) log_event(Rule::RearrangeOrder, Ev::LocationPlaced, st.player, spaceline[k].mission, kNone, k);
  }
  if (!st.nets.empty()) {
    // D-MOVE-7: each Q-Net on a boundary of its own (no two side by side, R-MOVE-10).
    std::vector<uint16_t> options;
    for (int l = 0; l + 1 < n; ++l) {
      bool taken = false;
      for (CardId i = 0; i < cards.size(); ++i)
        taken |= is_qnet(*this, i) && cards[i].loc == l &&
                 std::find(st.nets.begin(), st.nets.end(), i) == st.nets.end();
      if (!taken) options.push_back(static_cast<uint16_t>(l));
    }
    if (options.empty())
      for (int l = 0; l + 1 < n; ++l) options.push_back(static_cast<uint16_t>(l));
    if (options.size() > 1) {
      choice = PendingChoice{ChoiceKind::ArrangeSpaceline, st.player, options};
      return true;
    }
    return on_spaceline_arrange(options.empty() ? 0 : options[0]);
  }
  spaceline_arrange = SpacelineArrange{};
  return false;
}

bool GameState::on_spaceline_arrange(uint16_t picked) {
  auto& st = spaceline_arrange;
  const int n = static_cast<int>(spaceline.size());
  if (!st.placed) {
    if (picked == kNone) {
      for (int l = 0; l < n; ++l)
        if (std::find(st.order.begin(), st.order.end(), l) == st.order.end()) st.order.push_back(static_cast<uint8_t>(l));
    } else {
      st.order.push_back(static_cast<uint8_t>(picked));
    }
    return offer_spaceline_arrange();
  }
  // A Q-Net is placed on the boundary to the right of location `picked`.
  const CardId net = st.nets.front();
  st.nets.erase(st.nets.begin());
  cards[net].loc = static_cast<int8_t>(picked);
  log_event(Rule::RearrangeOrder, Ev::QNetPlaced, st.player, net, kNone, picked);
  return offer_spaceline_arrange();
}

}  // namespace spaceline::stccg1e
