#pragma once
// A card's full text for people: facts and game text as the engine reads them.
#include <string>

#include "games/stccg1e/cards/cards.h"

namespace spaceline::stccg1e {

std::string card_text(const CardDef& c);

}  // namespace spaceline::stccg1e
