// Telepathic Alien Kidnappers (CRD IV.7; D-EVT-22): as the opponent of its
// player ends each of their turns, its player guesses a card type and points
// to a card of the opponent's hand, shuffled first so that pointing tells
// nothing; the card is shown, and discarded if the guess was right.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// The next Kidnappers of the player whose turn is not ending that has not
// guessed yet this turn; false when there is none (or nothing to point to).
bool GameState::next_kidnap_guess() {
  const int guesser = 1 - active;
  if (players[active].hand.empty()) return false;
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || cards[i].owner != guesser || !def(i).plays_as_event() ||
        def(i).event->effect != EventEffect::GuessHandCard)
      continue;
    if (std::find(kidnap_step.done.begin(), kidnap_step.done.end(), i) != kidnap_step.done.end()) continue;
    kidnap_step.card = i;
    // Missions are never in a hand; every other type may be guessed.
    choice = PendingChoice{ChoiceKind::GuessType, static_cast<uint8_t>(guesser), {}};
    for (int t = 0; t < 10; ++t)
      if (static_cast<CardType>(t) != CardType::Mission) choice.options.push_back(static_cast<uint16_t>(t));
    return true;
  }
  return false;
}

void GameState::on_guess_type(uint16_t type) {
  kidnap_step.type = static_cast<uint8_t>(type);
  log_event(Rule::Kidnappers, Ev::KidnapGuess, 1 - active, kidnap_step.card, kNone, type);
  auto& hand = players[active].hand;
  rng.shuffle(hand);  // the opponent conceals and shuffles the hand before it is pointed at
  choice = PendingChoice{ChoiceKind::PointHand, static_cast<uint8_t>(1 - active), {}};
  for (size_t i = 0; i < hand.size(); ++i) choice.options.push_back(static_cast<uint16_t>(i));
}

void GameState::on_point_hand(uint16_t position) {
  auto& hand = players[active].hand;
  const CardId shown = hand.at(position);
  const bool right = static_cast<uint8_t>(def(shown).type) == kidnap_step.type;
  log_event(Rule::Kidnappers, Ev::KidnapShown, 1 - active, shown, kidnap_step.card, right ? 1 : 0);  // shown to both (R-INFO-4)
  if (right) move_to(shown, Zone::Discard, -1);
  kidnap_step.done.push_back(kidnap_step.card);
  kidnap_step.card = kNone;
  if (next_kidnap_guess()) return;
  end_turn_after_guesses();
}

// The active player ends the turn (or a Temporal Causality Loop ends it, D-DIL-14). D-EVT-22:
// Telepathic Alien Kidnappers guess first; then those asked may still act before the end-of-turn
// effects and the draw.
void GameState::begin_end_of_turn() {
  kidnap_step.done.clear();
  if (event_count_ && next_kidnap_guess()) return;
  end_turn_after_guesses();
}

// The turn goes on ending: the end-of-turn window, then its effects and the draw.
void GameState::end_turn_after_guesses() {
  kidnap_step = KidnapStep{};
  if (!open_window(Moment::EndOfTurn, active)) end_turn();
}

}  // namespace spaceline::stccg1e
