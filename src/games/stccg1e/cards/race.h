#pragma once
// Race apart from affiliation (R-ID-7, CRD IV.10 Race; docs/rulings.md D-RACE-1).
// A card that names a race ("any Klingon", "a Klingon with Honor") means a
// personnel of that affiliation, one that has it among its affiliations, or one
// whose lore names that race (the card data's `species`): Worf, a Federation
// officer, is a Klingon. A card that names an affiliation (Espionage, treaties,
// equipment "Klingon use only") reads the affiliation only.
#include <string>

#include "games/stccg1e/cards/cards.h"

namespace spaceline::stccg1e {

// A race a card may name, written in lower case ("klingon", "human"); the
// affiliation "federation" and "non-aligned" are no races.
bool known_race(const std::string& race);

// Whether the personnel `d` is of `race` (a known race, lower case).
bool of_race(const CardDef& d, const std::string& race);

}  // namespace spaceline::stccg1e
