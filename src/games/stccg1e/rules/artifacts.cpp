// Artifacts (CRD IV.4; R-ART-1..4, R-REQ-8). Seeded under missions like
// dilemmas, never met in an attempt, and taken by whoever solves the mission,
// after the points are scored. How each is then used is its `artifact:` entry
// (ArtifactDef): placed in hand until played as its event or interrupt; used
// as equipment by the group that earned it (R-ART-3); put on the table at once
// as its event; or resolved at once and put out of play (R-ART-4).
//
// The earner controls an artifact earned from under the opponent's seeds for
// the rest of the game (CRD IV.4: "returned to him at the end of the game";
// R-CARDRULE-3), so it acts as the earner's own card.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

// The earner owns an artifact for the rest of the game; one seeded by the other player is
// remembered, to go back to them when the game ends (R-END-6).
void GameState::take_ownership(CardId artifact, int p) {
  if (cards[artifact].owner != p) earned_from.emplace_back(artifact, cards[artifact].owner);
  cards[artifact].owner = static_cast<uint8_t>(p);
}

// R-END-6, D-END-2: the artifacts earned from the other player's seeds go back to them. Spaceline owns no
// collections, so the return is said in the log (as Raise the Stakes' card kept, D-EVT-21); the
// cards stay where the game left them.
void GameState::return_artifacts_at_game_end() {
  for (const auto& [card, seeder] : earned_from)
    log_event(Rule::GameEndReturns, Ev::ArtifactReturned, seeder, card, kNone, cards[card].owner);
}

int GameState::brought_by(CardId c) const {
  for (const auto& [card, seeder] : earned_from)
    if (card == c) return seeder;
  for (const auto& k : controlled)
    if (k.card == c) return k.owner;
  return cards[c].owner;
}

void GameState::earn_artifacts(int loc, int p, CardId source) {
  for (auto s : seeds_under(loc)) {
    if (def(s).type != CardType::Artifact) continue;
    const auto* art = def(s).artifact.get();
    if (def(s).text == TextStatus::Implemented && art && art->use == ArtifactUse::AtOnce) continue;  // one at a time, below
    take_ownership(s, p);  // R-ART-2: compulsory, whoever seeded it
    log_event(Rule::ArtifactsEarned, Ev::ArtifactEarned, p, s);
    if (def(s).text != TextStatus::Implemented || !art || art->use == ArtifactUse::Hand) {
      move_to(s, Zone::Hand, p);  // "place in hand until played" (an unimplemented one can never be played: deck check warns)
      continue;
    }
    if (art->use == ArtifactUse::Equipment) {
      // R-ART-3: it joins the crew or Away Team that uncovered it, without being played.
      if (source == kPlanet || source == kNone) place_on_planet(s, loc);
      else place_aboard(s, source);
      log_event(Rule::ArtifactAsEquipment, Ev::ArtifactJoins, p, s, source == kPlanet || source == kNone ? kNone : source, loc);
    } else {  // Table: "immediately plays on table", without using the card play
      remove_from_player_zones(s);
      cards[s].zone = Zone::InPlay;
      cards[s].place = Place::None;
      cards[s].loc = -1;
      refresh_events();
      log_event(Rule::ArtifactUse, Ev::ArtifactOnTable, p, s);
    }
  }
  // The earner now owns them: an artifact that answers a moment (Tox Uthat) makes its earner one
  // who is asked there (D-TIME-1); earning is public, so this reveals nothing.
  refresh_answer_masks();
  next_at_once_artifact(loc, p);
}

// Artifacts with an immediate effect resolve one after another; each may ask
// the earner to choose (Betazoid Gift Box), so the attempt's closing window
// waits until the last has resolved.
void GameState::next_at_once_artifact(int loc, int p) {
  for (auto s : seeds_under(loc)) {
    const auto* art = def(s).artifact.get();
    if (def(s).type != CardType::Artifact || !art || art->use != ArtifactUse::AtOnce) continue;
    take_ownership(s, p);
    refresh_answer_masks();
    log_event(Rule::ArtifactsEarned, Ev::ArtifactEarned, p, s);
    remove_from_player_zones(s);
    cards[s].zone = Zone::Resolving;
    cards[s].loc = -1;
    artifact_step = ArtifactStep{s, static_cast<int8_t>(loc), static_cast<uint8_t>(p), static_cast<uint8_t>(art->count)};
    offer_take_from_deck();
    return;
  }
  artifact_step = ArtifactStep{};
  open_window(Moment::AttemptEnded, p, kNone, loc);
}

// Betazoid Gift Box: the earner takes cards of their draw deck one by one.
// "You MUST take exactly three cards" (CRD IV.4): fewer only if the deck runs out.
void GameState::offer_take_from_deck() {
  auto& st = artifact_step;
  auto& deck = players[st.player].deck;
  if (st.left == 0 || deck.empty()) {
    finish_at_once_artifact();
    return;
  }
  choice = PendingChoice{ChoiceKind::TakeFromDeck, st.player, deck_options(deck)};
}

// Cards of a draw deck as the options of a choice: in card-list order, not deck
// order, so the list tells nothing of the order; one option per kind of card,
// as copies are alike.
std::vector<uint16_t> GameState::deck_options(std::vector<CardId> cs) const {
  std::sort(cs.begin(), cs.end(), [this](CardId a, CardId b) { return cards[a].def != cards[b].def ? cards[a].def < cards[b].def : a < b; });
  cs.erase(std::unique(cs.begin(), cs.end(), [this](CardId a, CardId b) { return cards[a].def == cards[b].def; }), cs.end());
  return cs;
}

void GameState::on_take_from_deck(CardId picked) {
  auto& st = artifact_step;
  move_to(picked, Zone::Hand, st.player);
  log_event(Rule::ArtifactUse, Ev::TookFromDeck, st.player, picked, st.card, 0, st.player);  // the card stays hidden
  --st.left;
  if (players[st.player].deck.empty()) {
    // R-END-2: the deck ran out, whatever emptied it: the game ends at this instant, the box used up (R-ART-4).
    const ArtifactStep done = st;
    artifact_step = ArtifactStep{};
    move_to(done.card, Zone::OutOfPlay, done.player);
    end_game(score_leader(), "a player's draw deck ran out: its last card was taken into the hand");
    return;
  }
  offer_take_from_deck();
}

void GameState::finish_at_once_artifact() {
  const ArtifactStep st = artifact_step;
  rng.shuffle(players[st.player].deck);
  const int taken = def(st.card).artifact->count - st.left;
  log_event(Rule::ArtifactLeaves, Ev::TookCardsFromDeck, st.player, st.card, kNone, taken);
  move_to(st.card, Zone::OutOfPlay, st.player);  // R-ART-4: an artifact discarded after use leaves the game
  next_at_once_artifact(st.loc, st.player);
}

// Equipment in the attempting group that nullifies this dilemma where present
// (Interphase Generator), kNone if none.
CardId GameState::dilemma_nullifier_present(CardId dilemma) const {
  if (!attempt.active) return kNone;
  for (auto e : group_equipment())
    for (const auto& n : def(e).equipment->nullifies_dilemmas)
      if (names_card(n, def(dilemma).name)) return e;
  return personnel_nullifier_present(dilemma);  // D-SKILL-2: a personnel of the group (Dathon)
}

}  // namespace spaceline::stccg1e

namespace spaceline::stccg1e {

// R-PLAY-1: a normal card play is made. With Horga'hn in play the player may
// make a second one (D-ART-1), so the card play step goes on until they skip it.
void GameState::card_play_made(int p) {
  players[p].card_played = true;
  if (++players[p].plays_made < 2 && event_count_ && event_active(p, EventEffect::ExtraPlayOrDraw)) {
    log_event(Rule::ExtraCardPlay, Ev::SecondCardPlay, p);
    return;
  }
  phase = Phase::Orders;
}

}  // namespace spaceline::stccg1e
