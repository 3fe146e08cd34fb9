// GameState::determinized (core/game.h): a world the viewer cannot tell from this one, for the
// search agents. What the viewer may not see is what observation(viewer) leaves out (R-INFO-4,
// R-ZONE-6; docs/rulings.md D-INFO-1): the opponent's hand (unless Alien Probe lays it face up),
// both draw decks' order, the opponent's seed pile and their seed cards under missions not yet met.
// Those cards are dealt again, each owner's among that owner's places of the same sort only (a card
// never changes owner; hand and draw deck share one pool, seed pile and seeds under missions
// another), from an order of their own, sorted by card id, so two states the viewer cannot tell
// apart give the same worlds. A place under a mission takes only a dilemma or artifact that could
// have been seeded there (R-SEED-9, R-DECK-10). Kept where they are: every card the viewer has been
// shown there (the log's Glimpsed, KidnapShown, Retrieved and Card-play-returned lines since that
// deck was last shuffled), the cards a pending choice names, and the crews aboard the opponent's
// ships (D-INFO-1 says why). The opponent's own log lines are rewritten to name the card now in
// each place, so the world's opponent remembers its world; the game's generator is reseeded.
// The model is TaleSpin's (src/games/talespin/state/determinize.cpp).
#include <algorithm>
#include <functional>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {

// Where a card lies, as far as dealing goes: the fields that say where, not what it is.
void take_place(Card& to, const Card& from) {
  to.zone = from.zone;
  to.loc = from.loc;
  to.place = from.place;
  to.host = from.host;
  to.order = from.order;
  to.team = from.team;
  to.from = from.from;
}

// The log lines that show the viewer a card where it lies (its id in `a`).
bool shows_card(Ev ev) {
  return ev == Ev::Glimpsed || ev == Ev::KidnapShown || ev == Ev::Retrieved || ev == Ev::CardPlayReturned ||
         ev == Ev::TookFromDeck || ev == Ev::StakesKept;
}

// The log lines after which no one knows where the cards of `player`'s hand and draw deck lie.
int shuffles_deck_of(const LogEntry& e) {
  if (e.ev == Ev::DeckShuffled) return e.n;
  if (e.ev == Ev::TookCardsFromDeck || e.ev == Ev::HandToBottom) return e.player;  // artifacts.cpp, HandToBottom
  return -1;
}

class Dealer {
 public:
  Dealer(const GameState& real, GameState& world, int viewer, Rng& r)
      : s_(real), w_(world), viewer_(viewer), opp_(1 - viewer), r_(r), kept_(real.cards.size(), false),
        moved_to_(real.cards.size(), kNone) {}

  void deal() {
    mark_kept();
    std::vector<CardId*> own_deck;
    for (CardId& c : w_.players[viewer_].deck)
      if (!kept_[c]) own_deck.push_back(&c);
    deal_among(own_deck);
    std::vector<CardId*> hand_and_deck;
    if (!s_.hands_exposed())
      for (CardId& c : w_.players[opp_].hand)
        if (!kept_[c]) hand_and_deck.push_back(&c);
    for (CardId& c : w_.players[opp_].deck)
      if (!kept_[c]) hand_and_deck.push_back(&c);
    deal_among(hand_and_deck);
    deal_seeds();
    rewrite_opponent_log();
  }

 private:
  void mark_kept() {
    std::vector<int> shown_at(s_.cards.size(), -1);
    int forgotten_at[2] = {-1, -1};
    for (size_t i = 0; i < s_.log.size(); ++i) {
      const LogEntry& e = s_.log[i];
      const int p = shuffles_deck_of(e);
      if (p == 0 || p == 1) forgotten_at[p] = static_cast<int>(i);
      if ((e.visible_to < 0 || e.visible_to == viewer_) && shows_card(e.ev) && e.a < s_.cards.size())
        shown_at[e.a] = static_cast<int>(i);
    }
    for (CardId c = 0; c < s_.cards.size(); ++c) {
      const Card& k = s_.cards[c];
      if (shown_at[c] < 0) continue;
      // A seed card stays under its mission; a hand or deck card is lost track of by a shuffle.
      if (k.zone == Zone::UnderMission || k.zone == Zone::SeedPile || shown_at[c] > forgotten_at[k.owner & 1])
        kept_[c] = true;
    }
    // A choice among the cards of a draw deck names them: they stay where the chooser looks at them.
    if (s_.choice.kind == ChoiceKind::TakeFromDeck || s_.choice.kind == ChoiceKind::ArrangeDeck)
      for (uint16_t o : s_.choice.options)
        if (o < s_.cards.size()) kept_[o] = true;
  }

  // Deals the cards at `places` again among those places, from a sorted pool.
  void deal_among(const std::vector<CardId*>& places) {
    std::vector<CardId> pool;
    pool.reserve(places.size());
    for (const CardId* p : places) pool.push_back(*p);
    std::vector<CardId> was = pool;
    std::sort(pool.begin(), pool.end());
    r_.shuffle(pool);
    for (size_t i = 0; i < places.size(); ++i) put(pool[i], was[i], places[i]);
  }

  // Card `c` goes where `old` lay in the real game (its slot `slot` in a player's pile, if any).
  void put(CardId c, CardId old, CardId* slot) {
    if (slot) *slot = c;
    take_place(w_.cards[c], s_.cards[old]);
    moved_to_[old] = c;
  }

  // The opponent's dilemmas and artifacts not yet met: under missions and in the seed pile.
  void deal_seeds() {
    struct SeedPlace {
      CardId was;
      CardId* slot;  // in the seed pile; null under a mission
    };
    std::vector<SeedPlace> places;
    std::vector<CardId> fixed_under;  // the opponent's seeds under missions that stay
    auto seed_card = [&](CardId c) {
      const CardType t = s_.def(c).type;
      return (t == CardType::Dilemma || t == CardType::Artifact) && !s_.cards[c].has(kMisseed) && !kept_[c];
    };
    for (CardId c = 0; c < s_.cards.size(); ++c) {
      const Card& k = s_.cards[c];
      if (k.zone != Zone::UnderMission || k.owner != opp_) continue;
      if (!k.has(kRevealed) && seed_card(c)) places.push_back({c, nullptr});
      else fixed_under.push_back(c);
    }
    std::sort(places.begin(), places.end(), [&](const SeedPlace& a, const SeedPlace& b) {
      const Card &x = s_.cards[a.was], &y = s_.cards[b.was];
      return x.loc != y.loc ? x.loc < y.loc : x.order < y.order;
    });
    for (CardId& c : w_.players[opp_].seed_pile)
      if (seed_card(c)) places.push_back({c, &c});
    if (places.empty()) return;
    std::vector<CardId> sorted_pool;
    for (const SeedPlace& p : places) sorted_pool.push_back(p.was);
    std::sort(sorted_pool.begin(), sorted_pool.end());

    // Could `c` lie under the mission at `loc`? As the seeding step's legal actions have it
    // (state.cpp): a card that may be seeded, and a dilemma of the mission's kind (R-SEED-9).
    auto may_lie = [&](CardId c, int8_t loc) {
      if (loc < 0) return true;  // the seed pile takes any
      const CardDef& d = s_.def(c);
      if (d.text == TextStatus::Unimplemented || !s_.comes_through(opp_, d)) return false;
      const MissionKind mk = s_.mission_kind(loc);
      return d.type != CardType::Dilemma || d.mission == MissionKind::Either || d.mission == mk ||
             mk == MissionKind::Either;
    };
    // ... and beside the others there: one copy of a card, one artifact (R-SEED-9, R-DECK-10).
    auto apart = [&](const std::vector<CardId>& dealt) {
      std::vector<std::pair<int8_t, CardId>> under;
      for (CardId c : fixed_under) under.push_back({s_.cards[c].loc, c});
      for (size_t i = 0; i < places.size(); ++i)
        if (!places[i].slot) under.push_back({s_.cards[places[i].was].loc, dealt[i]});
      for (size_t i = 0; i < under.size(); ++i)
        for (size_t j = i + 1; j < under.size(); ++j) {
          const CardId a = under[i].second, b = under[j].second;
          if (under[i].first == under[j].first &&
              (s_.cards[a].def == s_.cards[b].def || (s_.def(a).type == CardType::Artifact && s_.def(b).type == CardType::Artifact)))
            return false;
        }
      return true;
    };
    std::vector<int8_t> loc_of(places.size());
    for (size_t i = 0; i < places.size(); ++i) loc_of[i] = places[i].slot ? int8_t{-1} : s_.cards[places[i].was].loc;
    // Each try matches places and cards (augmenting paths, the cards tried in a shuffled order), so a
    // deal is found whenever the mission kinds allow one; a try whose deal puts two copies or two
    // artifacts under one mission is made again. Rarely, after a few tries, the seeds stay as they
    // are (that world then knows them: the search plays on).
    constexpr int kTries = 8;
    const size_t n = places.size();
    for (int attempt = 0; attempt < kTries; ++attempt) {
      std::vector<CardId> pool = sorted_pool;
      r_.shuffle(pool);
      std::vector<int> place_of(n, -1);  // pool index -> place
      std::vector<char> seen;
      std::function<bool(size_t)> augment = [&](size_t place) {
        for (size_t k = 0; k < n; ++k) {
          if (seen[k] || !may_lie(pool[k], loc_of[place])) continue;
          seen[k] = 1;
          if (place_of[k] < 0 || augment(static_cast<size_t>(place_of[k]))) {
            place_of[k] = static_cast<int>(place);
            return true;
          }
        }
        return false;
      };
      bool matched = true;
      for (size_t i = 0; i < n && matched; ++i) {
        seen.assign(n, 0);
        matched = augment(i);
      }
      if (!matched) break;  // no deal at all fits (a position the seeding step could not make)
      std::vector<CardId> dealt(n, kNone);
      for (size_t k = 0; k < n; ++k) dealt[static_cast<size_t>(place_of[k])] = pool[k];
      if (!apart(dealt)) continue;
      for (size_t i = 0; i < n; ++i) put(dealt[i], places[i].was, places[i].slot);
      return;
    }
  }

  // The opponent's own lines (a card drawn, a card seeded) name the card now in that place.
  void rewrite_opponent_log() {
    for (LogEntry& e : w_.log) {
      if (e.visible_to != opp_) continue;
      if (e.a < moved_to_.size() && moved_to_[e.a] != kNone) e.a = moved_to_[e.a];
      if (e.b < moved_to_.size() && moved_to_[e.b] != kNone) e.b = moved_to_[e.b];
    }
  }

  const GameState& s_;
  GameState& w_;
  const int viewer_, opp_;
  Rng& r_;
  std::vector<bool> kept_;
  std::vector<CardId> moved_to_;  // the card now where this one lay in the real game
};

}  // namespace

std::unique_ptr<spaceline::State> GameState::determinized(int viewer, Rng& r) const {
  if (viewer < 0 || viewer > 1) return nullptr;
  auto w = std::make_unique<GameState>(*this);
  Dealer(*this, *w, viewer, r).deal();
  w->rng.reseed(r.next());
  w->touch();
  return w;
}

}  // namespace spaceline::stccg1e
