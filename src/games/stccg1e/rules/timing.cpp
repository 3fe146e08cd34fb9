// One timing mechanism for the whole game (CRD II.2; R-TIME-1..13): response
// windows at the moments the rules name, and a stack of cards played and not
// yet resolved.
//
// A window is a decision point like any other. It opens at a moment (after a
// card play, a move, a beaming, inside an attempt before each seed card,
// after a battle is initiated, at the start and end of a turn, right after a
// card is played...) for the players who are asked there; the player acted
// against answers first (R-TIME-2) and the asked players alternate until all
// of them pass in a row (R-TIME-5, R-TIME-7).
//
// Who is asked is fixed by the cards each player brought, never by the hand
// (D-TIME-1): a player whose deck holds a card that can be played at that
// moment is asked every time, whatever they hold, so the question reveals
// nothing, and games without such cards see no window at all.
//
// A card played in a window (or as an order of one's turn) goes onto the
// resolution stack and opens a window of its own ("just played", R-TIME-13),
// in which only cards that answer a card just played may be played: a
// nullifier stacks above it and resolves first (R-TIME-8). Once anything has
// resolved, nothing below it counts as just played any more, so the rest of
// the chain resolves straight through, last in, first out.
#include <algorithm>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

const char* to_string(Moment m) {
  switch (m) {
    case Moment::StartOfTurn: return "start-of-turn";
    case Moment::EndOfTurn: return "end-of-turn";
    case Moment::CardPlayed: return "card-played";
    case Moment::Moved: return "moved";
    case Moment::Beamed: return "beamed";
    case Moment::AttemptAnnounced: return "attempt-announced";
    case Moment::SeedCardRevealed: return "seed-card-revealed";
    case Moment::SeedCardResolved: return "seed-card-resolved";
    case Moment::AttemptEnded: return "attempt-ended";
    case Moment::BattleInitiated: return "battle-initiated";
    case Moment::BattleEnded: return "battle-ended";
    case Moment::InterruptPlayed: return "interrupt-played";
    case Moment::EventPlayed: return "event-played";
    case Moment::CardDrawn: return "card-drawn";
    case Moment::Doomed: return "doomed";
    case Moment::Count: break;
  }
  return "?";
}

namespace {
constexpr int kActiveRole = 0, kOtherRole = 1;
// Answer bits beyond the moments: a window after an action in which personnel
// were killed (D-INT-9), and the window right after a mission was completed.
constexpr MomentMask kKilledBit = static_cast<MomentMask>(1u << static_cast<int>(Moment::Count));
constexpr MomentMask kCompletedBit = static_cast<MomentMask>(1u << (static_cast<int>(Moment::Count) + 1));
static_assert(static_cast<int>(Moment::Count) + 2 <= 32, "MomentMask has room for the extra answer bits");

// The windows that follow an action (or a step of one), where "just killed" can be answered (D-INT-9).
bool after_action(Moment m) {
  switch (m) {
    case Moment::StartOfTurn:
    case Moment::EndOfTurn:
    case Moment::CardPlayed:
    case Moment::Moved:
    case Moment::Beamed:
    case Moment::SeedCardResolved:
    case Moment::AttemptEnded:
    case Moment::BattleEnded: return true;
    default: return false;
  }
}

// The moments at which an interrupt with these `when`s may be played, by the
// player whose turn it is (role 0) and by the other (role 1). D-TIME-1, D-TIME-2.
void moments_for(WhenMask w, MomentMask out[2]) {
  auto both = [&](Moment m) { out[kActiveRole] |= moment_bit(m), out[kOtherRole] |= moment_bit(m); };
  if (w & (when_bit(InterruptWhen::BattleInitiated) | when_bit(InterruptWhen::ShipBattleInitiated) |
           when_bit(InterruptWhen::AwayTeamBattleInitiated)))
    both(Moment::BattleInitiated);
  if (w & when_bit(InterruptWhen::InterruptPlayed)) both(Moment::InterruptPlayed);
  if (w & when_bit(InterruptWhen::EventPlayed)) both(Moment::EventPlayed);
  if (w & when_bit(InterruptWhen::DilemmaRevealed)) both(Moment::SeedCardRevealed);
  if (w & when_bit(InterruptWhen::StartOfYourTurn)) out[kActiveRole] |= moment_bit(Moment::StartOfTurn);
  if (w & when_bit(InterruptWhen::CardDrawn)) both(Moment::CardDrawn);
  if (w & when_bit(InterruptWhen::ShipDestroyed)) both(Moment::Doomed);  // D-INT-19: asked only for their own ships (doom_asks)
  if (w & when_bit(InterruptWhen::OpponentCardPlayed)) out[kOtherRole] |= moment_bit(Moment::CardPlayed);
  if (w & when_bit(InterruptWhen::PersonnelKilled)) out[kActiveRole] |= kKilledBit, out[kOtherRole] |= kKilledBit;
  if (w & when_bit(InterruptWhen::MissionCompleted)) out[kActiveRole] |= kCompletedBit, out[kOtherRole] |= kCompletedBit;
  // D-TIME-2: "at any time" on the opponent's turn means at these points, after each of the
  // opponent's actions (R-TIME-5: a move and a beaming too, CRD II.2's Rogue Borg on a moving
  // ship); on your own turn such cards are among your orders, between any two actions.
  if (w & when_bit(InterruptWhen::AnyTime))
    for (auto m : {Moment::StartOfTurn, Moment::EndOfTurn, Moment::CardPlayed, Moment::Moved, Moment::Beamed,
                   Moment::AttemptEnded, Moment::BattleEnded})
      out[kOtherRole] |= moment_bit(m);
}

bool just_played_moment(Moment m) { return m == Moment::InterruptPlayed || m == Moment::EventPlayed; }
}  // namespace

void GameState::refresh_answer_masks() {
  for (auto& p : answers_) p[0] = p[1] = 0;
  game_kinds_ = 0;
  modifier_cards_.clear();
  for (auto& w : equipment_skills_) w = 0;
  loop_cards_.clear();
  for (CardId i = 0; i < cards.size(); ++i) {
    const auto& c = cards[i];
    const auto& d = db_->at(c.def);
    if (d.dilemma && d.dilemma->undoes_actions && d.text == TextStatus::Implemented) loop_cards_.push_back(i);  // D-TURN-1
    if (d.works_as_equipment()) {
      if (d.equipment->grants_skill) equipment_skills_[*d.equipment->grants_skill >> 6] |= 1ull << (*d.equipment->grants_skill & 63);
      if (d.equipment->attribute) game_kinds_ |= kAttributeEquipment;
    }
    if (d.plays_as_interrupt() && (d.interrupt->effect == InterruptEffect::RogueBorg || d.interrupt->effect == InterruptEffect::JoinRogueBorg))
      game_kinds_ |= kRogueCards;
    if (d.type == CardType::Personnel && d.kind == PersonnelKind::Hologram) game_kinds_ |= kHolograms;  // R-HEA-5
    if (d.personnel) {
      game_kinds_ |= kPersonnelText;  // D-SKILL-1..4
      if (!d.personnel->modifiers.empty()) modifier_cards_.push_back(i);
    }
    if (!d.plays_as_interrupt() || d.text != TextStatus::Implemented) continue;
    moments_for(d.interrupt->when, answers_[c.owner]);
  }
}

// Public facts only (D-TIME-1): a kill just made (D-INT-9), a mission just completed.
MomentMask GameState::window_wants(Moment m, int loc) const {
  MomentMask want = moment_bit(m);
  if (!just_killed.empty() && after_action(m)) want |= kKilledBit;
  if (m == Moment::AttemptEnded && loc >= 0 && loc < static_cast<int>(spaceline.size()) && spaceline[loc].solved) want |= kCompletedBit;
  return want;
}

bool GameState::open_window(Moment m, int opener, CardId subject, int loc) {
  // A decision already pending comes first; the moment has then passed.
  if (phase == Phase::GameOver || choice.kind != ChoiceKind::None) return false;
  uint8_t asks = 0;
  const MomentMask want = window_wants(m, loc);
  if (m == Moment::Doomed) asks = doom_asks();  // whose ship or personnel it is decides (D-INT-19, D-EVT-25)
  else
    for (int p = 0; p < 2; ++p)
      if (answers_[p][p == active ? kActiveRole : kOtherRole] & want) asks |= static_cast<uint8_t>(1u << p);
  // R-TIME-2: a card just played is answered by the opponent of its player; an
  // answer is itself just played, so the chain alternates by itself.
  if (just_played_moment(m)) asks &= static_cast<uint8_t>(1u << (1 - opener));
  if (!asks) return false;
  Window w;
  w.moment = m;
  w.opener = static_cast<uint8_t>(opener);
  w.responder = static_cast<uint8_t>(asks >> (1 - opener) & 1 ? 1 - opener : opener);  // R-TIME-2: the one acted against first
  w.asks = asks;
  w.subject = subject;
  w.loc = static_cast<int8_t>(loc);
  windows.push_back(w);
  offer_window();
  return true;
}

void GameState::offer_window() {
  choice = PendingChoice{ChoiceKind::Respond, windows.back().responder, {kNone}};
}

std::string GameState::window_prompt() const {
  const auto& w = windows.back();
  std::string what;
  switch (w.moment) {
    case Moment::StartOfTurn: what = "The turn begins"; break;
    case Moment::EndOfTurn: what = "The turn is ending"; break;
    case Moment::CardPlayed: what = card_name(w.subject) + " was played"; break;
    case Moment::Moved: what = card_name(w.subject) + " moved to " + location_name(w.loc); break;
    case Moment::Beamed: what = "Beaming at " + location_name(w.loc) + " is done"; break;
    case Moment::AttemptAnnounced: what = "A mission attempt is announced at " + location_name(w.loc); break;
    case Moment::SeedCardRevealed: what = card_name(w.subject) + " is revealed at " + location_name(w.loc); break;
    case Moment::SeedCardResolved: what = "Between seed cards at " + location_name(w.loc); break;
    case Moment::AttemptEnded: what = "The mission attempt at " + location_name(w.loc) + " is over"; break;
    case Moment::BattleInitiated: what = "A battle is initiated at " + location_name(w.loc); break;
    case Moment::BattleEnded: what = "The battle at " + location_name(w.loc) + " is over"; break;
    case Moment::InterruptPlayed:
    case Moment::EventPlayed: what = card_name(w.subject) + " was just played"; break;
    case Moment::CardDrawn: what = "P" + std::to_string(w.opener + 1) + " has drawn a card"; break;
    case Moment::Doomed:
      for (const auto& d : doom.dooms)
        what += (what.empty() ? "" : "; ") + card_name(d.card) + (d.ship ? " is about to be destroyed" : " is targeted to die");
      if (what.empty()) what = "Nobody is left to die";
      return what + ": answer before it happens, or pass (" + to_string(w.moment) + ", D-INT-19, D-EVT-25)";
    case Moment::Count: break;
  }
  return what + ": play an interrupt that may be played now, or pass (" + to_string(w.moment) + ", R-TIME-2, D-TIME-1)";
}

void GameState::on_window_pass() {
  auto& w = windows.back();
  log_event(Rule::ResponseWindow, Ev::WindowPassed, w.responder, kNone, kNone, static_cast<int>(w.moment));
  if (++w.passes >= __builtin_popcount(w.asks)) {
    close_window();
    return;
  }
  w.responder = static_cast<uint8_t>(1 - w.responder);  // R-TIME-7: the players alternate
  offer_window();
}

void GameState::close_window() {
  const Moment m = windows.back().moment;
  const CardId subject = windows.back().subject;
  windows.pop_back();
  if (after_action(m)) just_killed.clear(), battle_kills.clear();  // D-INT-9: the moment to answer a kill has passed
  if (m == Moment::BattleEnded && subject != kNone) {
    after_battle(subject);  // what the battle belonged to goes on (rogue_borg.cpp)
    return;
  }
  continue_after(m);
}

// What the game does once a window closes: the action it held goes on.
void GameState::continue_after(Moment m) {
  switch (m) {
    case Moment::InterruptPlayed:
    case Moment::EventPlayed: resolve_top(); break;
    case Moment::BattleInitiated: close_battle_window(); break;
    case Moment::AttemptAnnounced:
    case Moment::SeedCardResolved: advance_attempt(); break;
    case Moment::SeedCardRevealed:
      // The dilemma resolves unless it was nullified in the window (Q2).
      if (attempt.active && attempt.dilemma != kNone) resolve_revealed_dilemma(attempt.dilemma);
      if (choice.kind == ChoiceKind::None) advance_attempt();
      break;
    case Moment::EndOfTurn: end_turn(); break;
    case Moment::CardDrawn: next_turn(); break;
    case Moment::Doomed: doom_passed(); break;
    default: break;  // after a completed action: the active player's turn goes on
  }
}

bool GameState::timing_allows(const InterruptDef& in, int player) const {
  if (choice.kind == ChoiceKind::Respond) {
    if (choice.chooser != player || windows.empty()) return false;
    MomentMask allowed[2] = {0, 0};
    moments_for(in.when, allowed);
    return allowed[player == active ? kActiveRole : kOtherRole] & window_wants(windows.back().moment, windows.back().loc);
  }
  // Between two actions of your own turn (D-INT-5, D-TIME-2); a kill just made may be answered there too (D-INT-9).
  const bool killed = in.has(InterruptWhen::PersonnelKilled) && !just_killed.empty();
  if (!(in.has(InterruptWhen::YourOrders) || in.has(InterruptWhen::AnyTime) || killed)) return false;
  return player == active && (phase == Phase::PlayCard || phase == Phase::Orders) && choice.kind == ChoiceKind::None &&
         !battle.active && !attempt.active && windows.empty() && resolving.empty();
}

void GameState::window_legal(std::vector<Action>& out) const {
  for (auto c : players[choice.chooser].hand) interrupt_actions(c, choice.chooser, out);
  if (windows.back().moment == Moment::Doomed) save_from_death_actions(choice.chooser, out);  // Genetronic Replicator (D-EVT-26)
}

// ----------------------------------------------------- the resolution stack ---
void GameState::push_resolving(CardId c, uint16_t target, int player, Moment just_played, uint16_t extra) {
  remove_from_player_zones(c);
  cards[c].zone = Zone::Resolving;
  cards[c].place = Place::None;
  cards[c].host = kNone;
  cards[c].loc = -1;
  resolving.push_back(Resolving{c, target, static_cast<uint8_t>(player), 0, false, false, extra});
  if (!open_window(just_played, player, c)) resolve_top();
}

void GameState::resolve_top() {
  const Resolving r = resolving.back();
  if (r.nullified || cards[r.card].zone != Zone::Resolving) {
    finish_resolving();  // R-NULL-1: it still counts as played, and does nothing
    return;
  }
  if (!r.as_event) {
    resolve_interrupt(r);
    return;
  }
  // An event is the turn's card play, never played above another card: it takes its place and acts.
  resolving.pop_back();
  place_event(r.card, r.target, static_cast<EventTarget>(r.kind));
}

// The top card has resolved (its effect may have paused for a choice in
// between). R-TIME-13: nothing below it is "just played" any more, so a cancel
// chain resolves straight through (R-TIME-8); then the window the card was
// played in goes on, the other player asked first (R-TIME-7).
void GameState::finish_resolving() {
  if (resolving.empty()) return;  // the game ended while the card resolved (end_game clears the stack)
  const Resolving done = resolving.back();
  resolving.pop_back();
  if (cards[done.card].zone == Zone::Resolving) {
    // Resolved: discarded, or out of the game if the card says so (Palor Toff) or is an
    // artifact discarded after use (R-ART-4). A nullified card is discarded (R-NULL-1).
    const auto& d = def(done.card);
    const bool leaves = !done.nullified && (d.type == CardType::Artifact || (d.interrupt && d.interrupt->leaves_game));
    move_to(done.card, leaves ? Zone::OutOfPlay : Zone::Discard, -1);
  }
  if (phase == Phase::GameOver) return;
  if (!windows.empty() && just_played_moment(windows.back().moment) && !resolving.empty() &&
      windows.back().subject == resolving.back().card) {
    windows.pop_back();
    resolve_top();
    return;
  }
  // A window whose action has gone (a battle prevented) closes with it.
  while (!windows.empty() && windows.back().moment == Moment::BattleInitiated && !battle.active) windows.pop_back();
  if (windows.empty()) return;  // played as an order: the turn goes on
  auto& w = windows.back();
  w.passes = 0;
  const int other = 1 - done.player;
  w.responder = static_cast<uint8_t>(w.asks >> other & 1 ? other : done.player);
  offer_window();
}

}  // namespace spaceline::stccg1e
