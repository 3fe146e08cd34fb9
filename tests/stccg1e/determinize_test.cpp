// GameState::determinized (state/determinize.cpp): the worlds the search agents plan on. A world
// shows the viewer exactly what the real game shows (R-INFO-4, R-ZONE-6), never gives back the real
// hidden cards, moves a card only among its owner's hidden places of one sort, keeps where a card
// the viewer was shown lies, and is the same for two states the viewer cannot tell apart
// (docs/rulings.md D-INFO-1).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <string>

#include "core/ismcts_agent.h"
#include "games/stccg1e/agents/search_agent.h"
#include "games/stccg1e/module.h"
#include "games/stccg1e/state/state.h"

using namespace spaceline::stccg1e;
using spaceline::Rng;

namespace {

const std::array<const char*, 5> kDecks = {"federation-premiere", "klingon-premiere", "romulan-premiere", "federation-away-teams",
                                           "federation-alternate-universe"};

std::unique_ptr<GameState> new_game(uint64_t seed, int max_turns = 0) {
  spaceline::GameSetup g;
  g.seed = seed;
  g.max_turns = max_turns;
  g.decks = {kDecks[seed % kDecks.size()], kDecks[(seed / kDecks.size() + 1) % kDecks.size()]};
  auto s = module().new_game(g);
  return std::unique_ptr<GameState>(static_cast<GameState*>(s.release()));
}

const GameState& as_fe(const spaceline::State& s) { return static_cast<const GameState&>(s); }

// A game `turns` turns in, played by the heuristic agent, so that hands, decks and seeds are all full.
std::unique_ptr<GameState> midgame(uint64_t seed, int turns = 4) {
  auto s = new_game(seed);
  auto agent = module().make_agent("heuristic", seed);
  for (int i = 0; i < 5000 && !s->is_terminal() && s->turn < turns; ++i) s->apply(agent->choose(*s));
  return s;
}

// The opponent's seeds under missions not yet met, with where each lies.
std::map<CardId, std::pair<int, int>> unmet_seeds(const GameState& s, int owner) {
  std::map<CardId, std::pair<int, int>> m;
  for (CardId c = 0; c < s.cards.size(); ++c)
    if (s.cards[c].zone == Zone::UnderMission && s.cards[c].owner == owner && !s.cards[c].has(kRevealed))
      m[c] = {s.cards[c].loc, s.cards[c].order};
  return m;
}

std::vector<CardId> sorted(std::vector<CardId> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<CardId> joined(const std::vector<CardId>& a, const std::vector<CardId>& b) {
  std::vector<CardId> v = a;
  v.insert(v.end(), b.begin(), b.end());
  return v;
}

// A card of `pile` that no log line `viewer` reads names (so one they have never been shown).
size_t never_named_to(const GameState& s, const std::vector<CardId>& pile, int viewer) {
  for (size_t i = 0; i < pile.size(); ++i) {
    bool named = false;
    for (const LogEntry& e : s.log)
      named |= (e.visible_to < 0 || e.visible_to == viewer) && (e.a == pile[i] || e.b == pile[i]);
    if (!named) return i;
  }
  return pile.size();
}

// Exchanges where two cards lie, as if they had been dealt the other way round: their places, the
// piles that list them and the opponent's own log lines that name them.
void exchange(GameState& s, CardId x, CardId y, int owner) {
  Card &a = s.cards[x], &b = s.cards[y];
  std::swap(a.zone, b.zone);
  std::swap(a.loc, b.loc);
  std::swap(a.order, b.order);
  for (auto* pile : {&s.players[owner].hand, &s.players[owner].deck, &s.players[owner].seed_pile})
    for (CardId& c : *pile) c = c == x ? y : c == y ? x : c;
  for (LogEntry& e : s.log)
    if (e.visible_to == owner) {
      e.a = e.a == x ? y : e.a == y ? x : e.a;
      e.b = e.b == x ? y : e.b == y ? x : e.b;
    }
  s.touch();
}

}  // namespace

// R-INFO-4 / R-ZONE-6: at every sort of moment of whole games, seeding included, a world's
// observation for the viewer is the real one's, byte for byte: the same table, the same log lines,
// the same legal actions when the viewer decides.
TEST(Determinize, R_INFO_4_AWorldShowsTheViewerExactlyWhatTheRealGameShows) {
  int checked = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto s = new_game(seed);
    auto a0 = module().make_agent(seed % 2 ? "heuristic" : "random", seed), a1 = module().make_agent("heuristic", seed + 100);
    for (int step = 0; step < 3000 && !s->is_terminal(); ++step) {
      if (step % (s->phase < Phase::PlayCard ? 4 : 23) == 0) {
        for (int viewer = 0; viewer < 2; ++viewer) {
          const std::string real = s->observation(viewer).dump();
          Rng r(seed * 1000 + static_cast<uint64_t>(step) + static_cast<uint64_t>(viewer));
          auto w = s->determinized(viewer, r);
          ASSERT_NE(w, nullptr);
          ASSERT_EQ(w->observation(viewer).dump(), real) << "seed " << seed << ", step " << step << ", viewer " << viewer;
          ++checked;
        }
      }
      s->apply((s->current_player() == 0 ? a0 : a1)->choose(*s));
    }
  }
  EXPECT_GT(checked, 200);
}

TEST(Determinize, AWorldDealsTheHiddenCardsAgainAmongTheirOwnersPlaces) {
  auto s = midgame(3);
  ASSERT_FALSE(s->is_terminal());
  const int viewer = 0, opp = 1;
  ASSERT_FALSE(s->players[opp].hand.empty());
  ASSERT_GE(unmet_seeds(*s, opp).size(), 2u);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng r(seed);
    auto wp = s->determinized(viewer, r);
    const GameState& w = as_fe(*wp);
    EXPECT_EQ(w.players[viewer].hand, s->players[viewer].hand) << "the viewer's own hand moved";
    EXPECT_EQ(w.players[viewer].seed_pile, s->players[viewer].seed_pile);
    for (int p = 0; p < 2; ++p) {
      const PlayerState &a = s->players[p], &b = w.players[p];
      EXPECT_EQ(sorted(joined(a.hand, a.deck)), sorted(joined(b.hand, b.deck))) << "P" << p + 1 << ": a card left hand and deck";
      EXPECT_EQ(a.hand.size(), b.hand.size());
      EXPECT_EQ(a.discard, b.discard);
      for (CardId c : b.hand) EXPECT_EQ(w.cards[c].zone, Zone::Hand);
      for (CardId c : b.deck) EXPECT_EQ(w.cards[c].zone, Zone::Deck);
    }
    // Everything in play, and the viewer's own seeds, lie where they lay.
    for (CardId c = 0; c < s->cards.size(); ++c) {
      const Card &x = s->cards[c], &y = w.cards[c];
      if (x.zone == Zone::InPlay || (x.owner == viewer && x.zone == Zone::UnderMission) || x.has(kRevealed)) {
        EXPECT_EQ(x.zone, y.zone) << s->card_name(c);
        EXPECT_EQ(x.loc, y.loc) << s->card_name(c);
        EXPECT_EQ(x.host, y.host) << s->card_name(c);
        EXPECT_EQ(x.order, y.order) << s->card_name(c);
      }
    }
    // The opponent's seeds stay the opponent's and stay seeds; each mission keeps its count.
    std::map<int, int> count_real, count_world;
    for (const auto& [c, at] : unmet_seeds(*s, opp)) ++count_real[at.first];
    for (const auto& [c, at] : unmet_seeds(w, opp)) ++count_world[at.first];
    EXPECT_EQ(count_real, count_world);
    for (const auto& [c, at] : unmet_seeds(w, opp)) {
      const CardDef& d = w.def(c);
      EXPECT_TRUE(d.type == CardType::Dilemma || d.type == CardType::Artifact) << d.name;
      const MissionKind mk = w.mission_kind(at.first);
      EXPECT_FALSE(d.type == CardType::Dilemma && d.mission == MissionKind::Space && mk == MissionKind::Planet) << d.name;
      EXPECT_FALSE(d.type == CardType::Dilemma && d.mission == MissionKind::Planet && mk == MissionKind::Space) << d.name;
    }
    EXPECT_EQ(wp->is_terminal(), s->is_terminal());
  }
}

TEST(Determinize, TheRealHiddenCardsDoNotComeBack) {
  auto s = midgame(5);
  const int viewer = 0, opp = 1;
  const auto hand = s->players[opp].hand, own_deck = s->players[viewer].deck;
  const auto seeds = unmet_seeds(*s, opp);
  ASSERT_GT(hand.size(), 1u);
  ASSERT_GT(own_deck.size(), 1u);
  ASSERT_GE(seeds.size(), 2u);
  int same_hand = 0, same_deck = 0, same_seeds = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Rng r(seed);
    auto w = s->determinized(viewer, r);
    const GameState& g = as_fe(*w);
    same_hand += sorted(g.players[opp].hand) == sorted(hand);
    same_deck += g.players[viewer].deck == own_deck;
    same_seeds += unmet_seeds(g, opp) == seeds;
  }
  EXPECT_LT(same_hand, 3) << "the opponent's real hand comes back in " << same_hand << " of 30 worlds";
  EXPECT_LT(same_deck, 3) << "the viewer's real deck order comes back in " << same_deck << " of 30 worlds";
  EXPECT_LT(same_seeds, 3) << "the opponent's real seeds come back in " << same_seeds << " of 30 worlds";
}

TEST(Determinize, R_INFO_4_ACardTheViewerWasShownStaysUntilItsDeckIsShuffled) {
  auto s = midgame(7);
  const int viewer = 0, opp = 1;
  ASSERT_GT(s->players[opp].hand.size(), 1u);
  const size_t slot = never_named_to(*s, s->players[opp].hand, viewer);
  ASSERT_LT(slot, s->players[opp].hand.size());
  const CardId shown = s->players[opp].hand[slot];
  auto moved_in = [&](const GameState& g) {
    int moved = 0;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      Rng r(seed);
      moved += as_fe(*g.determinized(viewer, r)).players[opp].hand[slot] != shown;
    }
    return moved;
  };
  EXPECT_GT(moved_in(*s), 10) << "the card is not hidden to begin with";
  // Shown to the viewer alone (as Alien Probe's or a Long-Range Scan's lines are).
  GameState g = *s;
  LogEntry e;
  e.rule = Rule::Glimpse;
  e.ev = Ev::Glimpsed;
  e.player = static_cast<int8_t>(viewer);
  e.visible_to = static_cast<int8_t>(viewer);
  e.a = shown;
  e.turn = g.turn;
  g.log.push_back(e);
  g.touch();
  EXPECT_EQ(moved_in(g), 0) << "a card the viewer saw in that hand was dealt away";
  // Shown to the opponent alone: still hidden from the viewer.
  GameState h = *s;
  e.visible_to = static_cast<int8_t>(opp);
  h.log.push_back(e);
  h.touch();
  EXPECT_GT(moved_in(h), 10);
  // Once that player's deck is shuffled, no one knows where the card lies.
  LogEntry shuffle;
  shuffle.rule = Rule::Glimpse;
  shuffle.ev = Ev::DeckShuffled;
  shuffle.player = static_cast<int8_t>(opp);
  shuffle.n = opp;
  shuffle.turn = g.turn;
  g.log.push_back(shuffle);
  g.touch();
  EXPECT_GT(moved_in(g), 10) << "a shuffle did not make the card unknown again";
}

TEST(Determinize, TwoStatesTheViewerCannotTellApartGiveTheSameWorlds) {
  auto s = midgame(9);
  const int viewer = 0, opp = 1;
  GameState t = *s;
  // The opponent holds another card of their deck, two of their seeds lie the other way round,
  // the viewer's own deck is in another order, and the dice will fall otherwise.
  ASSERT_FALSE(t.players[opp].hand.empty());
  ASSERT_FALSE(t.players[opp].deck.empty());
  const size_t unseen = never_named_to(t, t.players[opp].hand, viewer);
  ASSERT_LT(unseen, t.players[opp].hand.size());
  exchange(t, t.players[opp].hand[unseen], t.players[opp].deck.back(), opp);
  const auto seeds = unmet_seeds(t, opp);
  ASSERT_GE(seeds.size(), 2u);
  CardId x = seeds.begin()->first, y = kNone;
  for (const auto& [c, at] : seeds)
    if (t.cards[c].def != t.cards[x].def && t.def(c).type == t.def(x).type && t.def(c).mission == t.def(x).mission) y = c;
  if (y != kNone) exchange(t, x, y, opp);
  ASSERT_GE(t.players[viewer].deck.size(), 2u);
  std::swap(t.players[viewer].deck.front(), t.players[viewer].deck.back());
  t.rng = Rng(424242);
  t.touch();
  ASSERT_EQ(t.observation(viewer).dump(), s->observation(viewer).dump()) << "the twin is not the same to the viewer";
  ASSERT_NE(t.hash(), s->hash());
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Rng r1(seed), r2(seed);
    auto a = s->determinized(viewer, r1), b = t.determinized(viewer, r2);
    EXPECT_EQ(a->hash(), b->hash()) << "seed " << seed;
    EXPECT_EQ(as_fe(*a).players[opp].hand, as_fe(*b).players[opp].hand) << "seed " << seed;
  }
}

TEST(Determinize, ASeatOutsideTheGameGetsNoWorld) {
  auto s = new_game(1);
  Rng r(1);
  EXPECT_EQ(s->determinized(-1, r), nullptr);
  EXPECT_EQ(s->determinized(2, r), nullptr);
}

TEST(Determinize, TheModuleListsTheSearchAgentsAndTheyPlayWholeGames) {
  const auto names = module().agent_names();
  for (const char* n : {"ismcts-easy", "ismcts", "ismcts-hard"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
    EXPECT_EQ(module().make_agent(n, 1)->name(), n);
  }
  for (int search_seat = 0; search_seat < 2; ++search_seat) {
    auto s = new_game(11 + static_cast<uint64_t>(search_seat), 8);
    spaceline::IsmctsConfig c = search_config("ismcts");
    c.iterations = 8;
    c.seconds = 0;
    spaceline::IsmctsAgent search("ismcts", c, 5);
    auto other = module().make_agent("heuristic", 6);
    int steps = 0;
    while (!s->is_terminal() && steps < 20000) {
      s->apply(s->current_player() == search_seat ? search.choose(*s) : other->choose(*s));
      ++steps;
    }
    EXPECT_TRUE(s->is_terminal()) << "not over after " << steps << " actions";
  }
}
