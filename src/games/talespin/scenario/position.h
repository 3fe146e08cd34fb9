#pragma once
// Setting up a TaleSpin position by hand: cards put straight into zones, the
// Player character changed, the die loaded. Scenario files (scenario.cpp) and
// the rule tests (tests/talespin/helpers.h) both use these. Each throws
// std::invalid_argument naming the card when it is not in the library.
#include <string>

#include "games/talespin/state/state.h"

namespace spaceline::talespin {

Card add_card(TsState& s, int owner, const std::string& name);  // a new instance, in no zone yet
void set_card(TsState& s, Card c, const std::string& name);     // the instance becomes another card
Card put_in_hand(TsState& s, int p, const std::string& name);   // first in the hand
Card put_on_deck(TsState& s, int p, const std::string& name);   // on top of the draw deck
Card put_in_discard(TsState& s, int p, const std::string& name);
Card put_in_chain(TsState& s, int p, const std::string& name);  // last in the chain
Card put_packed(TsState& s, int p, const std::string& name);
Card put_delivered(TsState& s, int p, const std::string& name);
Card put_in_hold(TsState& s, int holder, const std::string& name, int owner = -1);  // an Artifact
void hand_to_deck_bottom(TsState& s, int p);
void set_player_character(TsState& s, int p, const std::string& name);
// The next die roll shows `face` (1-6): the state's generator is replaced by one that rolls it.
void load_die(TsState& s, int face);
// The ring position of the Location called `name`; throws std::invalid_argument if none.
int ring_position(const TsState& s, const std::string& name);

}  // namespace spaceline::talespin
