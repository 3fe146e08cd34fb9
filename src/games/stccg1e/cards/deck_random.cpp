// Random legal decks drawn from a whole card set, for simulations and the
// conformance test: every card type of the set may turn up (interrupts,
// artifacts, events, dilemmas), so games reach rules the bundled decks never
// touch. Decks are a function of the seed alone.
#include "games/stccg1e/cards/deck_random.h"

#include <algorithm>
#include <stdexcept>

#include "core/rng.h"

namespace spaceline::stccg1e {

namespace {

// Cards of `set` (a set code such as "PR", or kWholePool), grouped the way a deck is built.
struct Pool {
  std::vector<uint16_t> missions, outposts, dilemmas, artifacts, ships, personnel, equipment, events, interrupts, doorways;
};

// The whole pool holds only what the engine plays: a card whose text is implemented (or needs
// none), a personnel that plays without its special skill, a doorway it seeds. A set's own pool
// takes its cards whatever their status (Premiere's are all implemented).
bool in_pool(const CardDef& c, const std::string& set) {
  if (set != kWholePool) return c.set == set;
  if (c.type == CardType::Doorway) return c.seeds_as_doorway();
  return c.text != TextStatus::Unimplemented || c.playable_from_hand_implemented();
}

Pool pool_of(const CardDb& db, const std::string& set) {
  Pool p;
  for (const auto& c : db.all()) {
    if (c.id.rfind("SCN-", 0) == 0 || !in_pool(c, set)) continue;  // never a scenario's test card
    switch (c.type) {
      case CardType::Mission: p.missions.push_back(c.index); break;
      case CardType::Facility:
        if (c.is_outpost && c.seeds_one) p.outposts.push_back(c.index);
        break;
      case CardType::Dilemma: p.dilemmas.push_back(c.index); break;
      case CardType::Artifact: p.artifacts.push_back(c.index); break;
      case CardType::Ship: p.ships.push_back(c.index); break;
      case CardType::Personnel: p.personnel.push_back(c.index); break;
      case CardType::Equipment: p.equipment.push_back(c.index); break;
      case CardType::Event: p.events.push_back(c.index); break;
      case CardType::Interrupt: p.interrupts.push_back(c.index); break;
      case CardType::Doorway: p.doorways.push_back(c.index); break;
    }
  }
  return p;
}

template <class V>
uint16_t pick(const V& v, Rng& rng) {
  return v[rng.below(static_cast<uint32_t>(v.size()))];
}

bool shows(const MissionEnd& end, Affiliation a) {
  return std::find(end.affiliations.begin(), end.affiliations.end(), a) != end.affiliations.end();
}

Deck build_once(const CardDb& db, const Pool& p, Rng& rng, const std::string& name) {
  Deck d;
  d.name = name;
  d.source = name;
  // One affiliation with an outpost in the set.
  const uint16_t outpost = pick(p.outposts, rng);
  const Affiliation aff = db.at(outpost).affiliations.empty() ? Affiliation::NonAligned : db.at(outpost).affiliations.front();
  d.seed.push_back(outpost);
  // Half the decks of a pool with doorways seed one (the Alternate Universe Door); only those
  // draw AU-icon cards, which come through it alone (R-DOOR-3).
  const bool door = !p.doorways.empty() && rng.below(2) == 0;
  if (door) d.seed.push_back(pick(p.doorways, rng));
  auto usable = [&](uint16_t c) { return door || !db.at(c).au_icon; };
  auto only_usable = [&](const std::vector<uint16_t>& v) {
    std::vector<uint16_t> out;
    for (auto c : v)
      if (usable(c)) out.push_back(c);
    return out;
  };
  const auto dilemmas = only_usable(p.dilemmas), artifacts = only_usable(p.artifacts), equipment = only_usable(p.equipment),
             events = only_usable(p.events), interrupts = only_usable(p.interrupts);
  // Six missions, no duplicate: three to four the affiliation may attempt (one of them to seed
  // the outpost at), the rest anything.
  std::vector<uint16_t> ours, others;
  for (auto m : p.missions) (shows(db.at(m).end, aff) ? ours : others).push_back(m);
  rng.shuffle(ours);
  rng.shuffle(others);
  const size_t n_ours = std::min<size_t>(ours.size(), 3 + rng.below(2));
  for (size_t i = 0; i < n_ours; ++i) d.seed.push_back(ours[i]);
  for (size_t i = 0; d.seed.size() < (door ? 8u : 7u) && i < others.size(); ++i) d.seed.push_back(others[i]);
  // Seed cards under the missions: dilemmas and up to two artifacts.
  const int n_dilemmas = 8 + static_cast<int>(rng.below(7));
  for (int i = 0; i < n_dilemmas && !dilemmas.empty(); ++i) d.seed.push_back(pick(dilemmas, rng));
  const int n_artifacts = static_cast<int>(rng.below(3));
  for (int i = 0; i < n_artifacts && !artifacts.empty(); ++i) d.seed.push_back(pick(artifacts, rng));
  // The draw deck: ships and personnel of the affiliation (and non-aligned), then the rest.
  std::vector<uint16_t> ships, crew;
  for (auto s : p.ships)
    if (db.at(s).has_affiliation(aff) && usable(s)) ships.push_back(s);
  for (auto c : p.personnel)
    if (usable(c) && (db.at(c).has_affiliation(aff) || (db.at(c).non_aligned() && rng.below(3) == 0))) crew.push_back(c);
  const int n_ships = 3 + static_cast<int>(rng.below(3));
  for (int i = 0; i < n_ships && !ships.empty(); ++i) d.draw.push_back(pick(ships, rng));
  const int n_equipment = 1 + static_cast<int>(rng.below(4));
  for (int i = 0; i < n_equipment && !equipment.empty(); ++i) d.draw.push_back(pick(equipment, rng));
  const int n_events = 2 + static_cast<int>(rng.below(5));
  for (int i = 0; i < n_events && !events.empty(); ++i) d.draw.push_back(pick(events, rng));
  const int n_interrupts = 2 + static_cast<int>(rng.below(6));
  for (int i = 0; i < n_interrupts && !interrupts.empty(); ++i) d.draw.push_back(pick(interrupts, rng));
  while (d.seed.size() + d.draw.size() < 60) d.draw.push_back(pick(crew, rng));
  return d;
}

}  // namespace

Deck random_deck(const CardDb& db, uint64_t seed, const std::string& set) {
  const Pool p = pool_of(db, set);
  if (p.missions.size() < 6 || p.outposts.empty() || p.dilemmas.empty() || p.personnel.empty())
    throw std::invalid_argument("set '" + set + "' has too few cards to build a deck");
  Rng rng(seed);
  const std::string name = set == kWholePool ? "Random deck " + std::to_string(seed) : "Random " + set + " deck " + std::to_string(seed);
  // Almost every draw is legal at once; the few that are not (an affiliation
  // played without its outpost, through a dual-affiliation card) are drawn again.
  for (int attempt = 0; attempt < 100; ++attempt) {
    Deck d = build_once(db, p, rng, name);
    if (deck_is_legal(validate_deck(d, db))) return d;
  }
  throw std::runtime_error("could not build a legal random deck from set '" + set + "' (seed " + std::to_string(seed) + ")");
}

}  // namespace spaceline::stccg1e
