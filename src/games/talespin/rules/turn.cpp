// The turn (S1-1): Draw (S1-2), Play (S1-4), Roll (S1-8), Discard (S1-12),
// then the victory check once the turn has completely ended (S1-13, D-TS-17)
// and the turn limit (D-TS-18). Also the set-up of a new game (D-TS-1/2/3).
#include <algorithm>
#include <stdexcept>

#include "games/talespin/rules/rules.h"

namespace spaceline::talespin::rules {

namespace {

// S1-2: draw one card, then keep drawing while the hand holds fewer than five.
void draw_step(TsState& s) {
  const int p = s.active;
  draw_cards(s, p, 1, Rule::S1_2);
  const int more = kDrawUpTo - static_cast<int>(s.seats[p].hand.size());
  if (more > 0) draw_cards(s, p, more, Rule::S1_2);
}

// S1-13 / D-TS-17: checked only once the turn has completely ended; every
// player is checked; the most delivered wins, ties to the first in turn order
// counting from the player whose turn it was.
bool victory_check(TsState& s) {
  const int n = s.num_players();
  int best = -1;
  for (int k = 0; k < n; ++k) {
    const int p = (s.active + k) % n;
    const int c = static_cast<int>(s.seats[p].delivered.size());
    if (c >= kCargoToWin && (best < 0 || c > static_cast<int>(s.seats[best].delivered.size()))) best = p;
  }
  if (best < 0) return false;
  s.over = true;
  s.winner = static_cast<int8_t>(best);
  s.end_reason = 1;
  s.logv(Rule::S1_13, LogKind::Win, best, -1, kNone, static_cast<int>(s.seats[best].delivered.size()));
  return true;
}

// D-TS-18: the game ends after the turn limit; the most delivered cargo wins, a tie is a draw.
bool turn_limit(TsState& s) {
  if (s.turn < s.setup->turn_limit()) return false;
  s.over = true;
  s.end_reason = 2;
  int best = -1;
  bool tie = false;
  for (int p = 0; p < s.num_players(); ++p) {
    const auto c = s.seats[p].delivered.size();
    if (best < 0 || c > s.seats[best].delivered.size()) best = p, tie = false;
    else if (c == s.seats[best].delivered.size()) tie = true;
  }
  s.winner = tie ? -1 : static_cast<int8_t>(best);
  s.logv(Rule::D_TS_18, tie ? LogKind::Draw_Game : LogKind::TurnLimit, s.winner, -1, kNone, s.turn);
  return true;
}

void end_turn(TsState& s) {
  if (victory_check(s) || turn_limit(s)) {
    s.step = Step::Over;
    s.pending = Pending::None;
    s.decider = -1;
    return;
  }
  s.active = static_cast<int8_t>((s.active + 1) % s.num_players());  // D-TS-1: seat order
  ++s.turn;
  start_turn(s);
}

}  // namespace

void start_turn(TsState& s) {
  s.step = Step::Draw;
  s.pending = Pending::None;
  s.decider = -1;
  s.dogfights_this_turn = 0;
  s.die = 0;
  s.player_resolved = false;
  s.logv(Rule::S1_1, LogKind::TurnStart, s.active, -1, kNone, s.turn);
}

void advance(TsState& s) {
  for (;;) {
    if (s.over) {
      s.pending = Pending::None;
      s.decider = -1;
      s.step = Step::Over;
      return;
    }
    if (s.pending != Pending::None) return;
    if (s.res.source != Resolving::None) {
      if (!run_ops(s)) return;
      continue;
    }
    switch (s.step) {
      case Step::Draw:
        draw_step(s);
        s.step = Step::Play;
        break;
      case Step::Play:
        s.pending = Pending::Play;
        s.decider = s.active;
        return;
      case Step::Roll:
        if (continue_roll(s)) s.step = Step::Discard;
        break;
      case Step::Discard: {
        // S1-12: every player discards down to 7; D-TS-22: one card at a time,
        // the player whose turn it is first, then in turn order.
        const int n = s.num_players();
        for (int k = 0; k < n; ++k) {
          const int p = (s.active + k) % n;
          if (static_cast<int>(s.seats[p].hand.size()) > kDiscardTo) {
            s.pending = Pending::DiscardDown;
            s.decider = static_cast<int8_t>(p);
            return;
          }
        }
        end_turn(s);
        break;
      }
      case Step::Over: return;
    }
  }
}

}  // namespace spaceline::talespin::rules

namespace spaceline::talespin {

std::unique_ptr<TsState> new_state(std::shared_ptr<const CardLibrary> lib, const std::vector<Deck>& decks,
                                   uint64_t seed, int max_turns) {
  const int n = static_cast<int>(decks.size());
  if (n < 2 || n > kMaxPlayers)
    throw std::invalid_argument("talespin: " + std::to_string(n) + " players; TaleSpin takes 2 to 4 (D-TS-1)");
  auto setup = std::make_shared<Setup>();
  setup->lib = lib;
  setup->players = n;
  setup->seed = seed;
  setup->max_turns = max_turns;
  auto s = std::make_unique<TsState>();
  s->rng = Rng(seed);
  s->seats.resize(n);
  for (int p = 0; p < n; ++p) {
    const Deck& d = decks[p];
    if (!d.errors.empty()) throw std::invalid_argument("talespin: deck '" + d.name + "': " + d.errors.front());
    if (d.player < 0) throw std::invalid_argument("talespin: deck '" + d.name + "' has no Player character");
    setup->deck_names.push_back(d.name);
    setup->deck_sources.push_back(d.source);
    auto add = [&](uint16_t def) {
      setup->inst_def.push_back(def);
      setup->inst_owner.push_back(static_cast<int8_t>(p));
      return static_cast<Card>(setup->inst_def.size() - 1);
    };
    s->seats[p].player = add(static_cast<uint16_t>(d.player));
    for (auto c : d.cards) s->seats[p].deck.push_back(add(c));
  }
  if (setup->inst_def.size() >= kNone) throw std::invalid_argument("talespin: too many cards");
  s->setup = setup;
  s->known.assign(setup->inst_def.size(), 0);
  for (int p = 0; p < n; ++p) rules::reveal(*s, s->seats[p].player);
  s->logv(Rule::D_TS_2, LogKind::Setup, -1, -1, kNone, n);
  // D-TS-3: the ring is every Location of the library, shuffled.
  s->ring = lib->locations();
  if (s->ring.size() < 2) throw std::invalid_argument("talespin: the card library needs at least two Locations (D-TS-3)");
  s->rng.shuffle(s->ring);
  s->logv(Rule::D_TS_3, LogKind::RingShuffled, -1, -1, kNone, static_cast<int>(s->ring.size()));
  // D-TS-1: a die roll picks the first player.
  s->first = static_cast<int8_t>(s->rng.below(static_cast<uint32_t>(n)));
  s->logv(Rule::D_TS_1, LogKind::FirstPlayer, s->first);
  for (int p = 0; p < n; ++p) {
    // D-TS-3: tokens start evenly spaced round the ring, counting from the first player.
    const int k = (p - s->first + n) % n;
    s->seats[p].pos = static_cast<uint8_t>(k * static_cast<int>(s->ring.size()) / n);
    s->rng.shuffle(s->seats[p].deck);  // D-TS-2
    s->logv(Rule::D_TS_2, LogKind::DeckShuffled, p, -1, kNone, static_cast<int>(s->seats[p].deck.size()));
  }
  for (int k = 0; k < n; ++k) {
    const int p = (s->first + k) % n;
    rules::draw_cards(*s, p, kOpeningHand, Rule::D_TS_2, LogKind::OpeningHand);
  }
  s->active = s->first;
  s->turn = 1;
  rules::start_turn(*s);
  rules::advance(*s);
  return s;
}

}  // namespace spaceline::talespin
