// R-ID-7, D-RACE-1: see race.h.
#include "games/stccg1e/cards/race.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace spaceline::stccg1e {

namespace {
// The affiliations that are also races (CRD IV.10 Race; the Federation is not one).
constexpr std::array<Affiliation, 5> kRaceAffiliations = {Affiliation::Klingon, Affiliation::Romulan, Affiliation::Cardassian,
                                                         Affiliation::Ferengi, Affiliation::Borg};
// The other races of the cards the CRD v1.11 era holds: the species of the
// Premiere personnel (data/stccg1e/cards/premiere.yaml) and those later cards name
// (Bajoran, El-Aurian).
constexpr std::array<std::string_view, 17> kSpecies = {"human",  "vulcan", "bajoran", "betazoid", "trill",    "el-aurian",
                                                       "bolian", "benzite", "angosian", "dopterian", "j'naii", "ktarian",
                                                       "ramatin", "takaran", "hologram", "exocomp", "android"};

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}
}  // namespace

bool known_race(const std::string& race) {
  for (auto a : kRaceAffiliations)
    if (race == to_string(a)) return true;
  return std::find(kSpecies.begin(), kSpecies.end(), race) != kSpecies.end();
}

bool of_race(const CardDef& d, const std::string& race) {
  if (d.type != CardType::Personnel) return false;
  if (auto a = parse_affiliation(race); a && d.has_affiliation(*a)) return true;
  return std::any_of(d.species.begin(), d.species.end(), [&](const std::string& s) { return lower(s) == race; });
}

}  // namespace spaceline::stccg1e
