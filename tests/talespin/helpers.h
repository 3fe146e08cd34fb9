#pragma once
// Helpers for the TaleSpin rule tests: a library of the bundled cards plus a
// few plain test cards, games from bundled decks, and ways to set up a
// position (cards into zones, the die's next face, tokens) and act on it.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "games/talespin/cards/deck.h"
#include "games/talespin/rules/rules.h"
#include "games/talespin/scenario/position.h"
#include "games/talespin/state/state.h"

namespace tst {

using namespace spaceline::talespin;
using spaceline::Action;
using spaceline::make_action;  // core/packed_action.h
using spaceline::act_a;
using spaceline::act_b;

// Test-only cards, each with one plain effect on every face.
inline const char* kTestCards = R"(
cards:
  - {id: TT-001, name: Test Idler, type: player, pilot: 3, range: 1, hold: 3, roll: {1-6: draw 1}}
  - {id: TT-002, name: Test Walker, type: player, pilot: 3, range: 1, hold: 3, roll: {1-6: move 2}}
  - {id: TT-101, name: Test Marker, type: passenger, roll: {1-6: mark last}}
  - {id: TT-102, name: Test Jumper, type: passenger, roll: {1-6: to last}}
  - {id: TT-103, name: Test Reader, type: passenger, roll: {1-6: draw 1}}
  - {id: TT-104, name: Test Leaper, type: passenger, roll: {1-6: to first}}
  - {id: TT-105, name: Test Quitter, type: passenger, roll: {1-6: discard self}}
  - {id: TT-106, name: Test Dropper, type: passenger, roll: {1-6: lose delivered 1}}
  - {id: TT-107, name: Test Thief, type: passenger, roll: {1-6: steal}}
  - {id: TT-108, name: Test Nudger, type: passenger, roll: {1-6: move 1}}
  - {id: TT-109, name: Test Herald, type: passenger, roll: {1-6: mark next}}
)";

std::shared_ptr<const CardLibrary> test_lib();
// A game from bundled decks (default: Harbor Haulers, Jungle Express, Sky Raiders, Harbor Haulers).
std::unique_ptr<TsState> game(int players = 2, uint64_t seed = 1, std::vector<std::string> decks = {});

Card add(TsState& s, int owner, const std::string& name);  // a new card instance, in no zone yet
void set_def(TsState& s, Card c, const std::string& name);  // the instance becomes another card
Card to_hand(TsState& s, int p, const std::string& name);
Card to_chain(TsState& s, int p, const std::string& name);
Card to_packed(TsState& s, int p, const std::string& name);
Card to_delivered(TsState& s, int p, const std::string& name);
Card to_hold(TsState& s, int holder, const std::string& name, int owner = -1);  // an Artifact
void empty_hand(TsState& s, int p);     // the hand goes to the bottom of the deck
void fill_hand(TsState& s, int p, int n);  // hand of exactly n cards (Test Reader passengers added as needed)
void set_player(TsState& s, int p, const std::string& name);
void force_die(TsState& s, int face);   // the next die roll shows `face`
int pos_of_region(const TsState& s, Region r, int nth = 0);
int pos_of(const TsState& s, const std::string& location);

Action find(const TsState& s, Act kind, int a = -1, int b = -1);  // ADD_FAILURE if missing
bool has(const TsState& s, Act kind, int a = -1, int b = -1);
void act(TsState& s, Act kind, int a = -1, int b = -1);
void key(TsState& s, const std::string& k);
// The rule ids of the log entries from `from` on.
std::vector<std::string> rules_since(const TsState& s, size_t from);
std::vector<std::string> lines_since(const TsState& s, size_t from, int viewer = -1);
bool logged(const TsState& s, size_t from, LogKind k, Rule r);
int count_kind(const TsState& s, size_t from, LogKind k);
// Plays out the active player's turn: end the Play step, moves clockwise,
// cargo declined, discards first cards; stops when `stop` holds or the turn changes.
void finish_turn(TsState& s);
std::unique_ptr<TsState> roundtrip(const TsState& s);  // to_json -> load

}  // namespace tst
