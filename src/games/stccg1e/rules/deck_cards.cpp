// Cards that act on a whole draw deck or on the match itself: Thought Maker
// rearranges the opponent's draw deck (D-ART-3); Raise the Stakes makes the
// opponent forfeit or accept that the winner keeps a card of the loser's deck
// (D-EVT-21).
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// Thought Maker: the player first sees the whole deck, top first, as Jaglom
// Shrek shows it (R-INFO-4), then names the cards from the top down, one at a
// time, until they leave the rest as it is.
// `viewer` sees `owner`'s draw deck, top first; only they see it in the log (R-INFO-4).
void GameState::glimpse_deck(int viewer, int owner) {
  const auto& deck = players[owner].deck;  // back() is the top
  for (size_t i = 0; i < deck.size(); ++i)
    log_event(Rule::Glimpse, Ev::Glimpsed, viewer, deck[deck.size() - 1 - i], kNone, static_cast<int>(i + 1), viewer);
}

void GameState::begin_arrange(CardId card, int player, int owner) {
  glimpse_deck(player, owner);
  arrange_step = ArrangeStep{card, static_cast<uint8_t>(player), static_cast<uint8_t>(owner), 0};
  offer_arrange();
}

void GameState::offer_arrange() {
  auto& st = arrange_step;
  const auto& deck = players[st.owner].deck;
  if (deck.size() <= static_cast<size_t>(st.placed) + 1) {  // the last card has nowhere else to go
    log_event(Rule::ThoughtMaker, Ev::DeckArranged, st.player, st.card, kNone, st.owner);
    arrange_step = ArrangeStep{};
    finish_resolving();
    return;
  }
  // The cards not yet placed, in card-list order, then "leave the rest".
  choice = PendingChoice{ChoiceKind::ArrangeDeck, st.player, deck_options({deck.begin(), deck.end() - st.placed})};
  choice.options.push_back(kNone);
}

void GameState::on_arrange(CardId picked) {
  auto& st = arrange_step;
  if (picked == kNone) {
    st.placed = static_cast<uint16_t>(players[st.owner].deck.size());  // the rest stays as it is
    offer_arrange();
    return;
  }
  auto& deck = players[st.owner].deck;
  const size_t slot = deck.size() - 1 - st.placed;  // the highest place not yet set
  auto it = std::find(deck.begin(), deck.begin() + static_cast<long>(slot) + 1, picked);
  if (it != deck.begin() + static_cast<long>(slot) + 1) {
    deck.erase(it);
    deck.insert(deck.begin() + static_cast<long>(slot), picked);
  }
  ++st.placed;
  offer_arrange();
}

// Raise the Stakes (D-EVT-21): the answer of the player it was played against.
void GameState::on_stakes(bool accept) {
  const int opp = 1 - active;
  if (!accept) {
    log_event(Rule::RaiseTheStakes, Ev::StakesForfeit, opp);
    end_game(active, "P" + std::to_string(opp + 1) + " forfeited (Raise the Stakes)");
    return;
  }
  if (phase != Phase::GameOver) open_window(Moment::CardPlayed, active, kNone);
}

// At the end of the game the winner keeps one card of the loser's deck per
// Raise the Stakes on the table, chosen at random among the cards the loser brought.
void GameState::award_stakes() {
  if (winner < 0) return;
  const int loser = 1 - winner;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || !def(i).plays_as_event() || def(i).event->effect != EventEffect::RaiseStakes) continue;
    std::vector<CardId> brought;
    for (CardId c = 0; c < cards.size(); ++c)
      if (brought_by(c) == loser) brought.push_back(c);  // an artifact the winner earned from the loser is the loser's (R-END-6)
    if (brought.empty()) continue;
    const CardId kept = brought[rng.below(static_cast<uint32_t>(brought.size()))];  // R-INFO-1
    log_event(Rule::RaiseTheStakes, Ev::StakesKept, winner, kept, i, loser);
  }
}

}  // namespace spaceline::stccg1e
