// Deck files: parsing (file:line errors, never a crash) and the deck rules (D-2E-1..3).
#include "games/stccg2e/cards/deck.h"

#include <map>

#include "core/deck_files.h"
#include "core/deck_text.h"
#include "core/rng.h"

namespace spaceline::stccg2e {

// Lines: "name: Deck Name", or "N Card Name" (the full name when two cards share a name, e.g.
// "1 Earth, Cradle of the Federation"). Missions, dilemmas and the rest sort themselves by type.
Deck parse_deck(const std::string& text, const std::string& file, const CardLibrary& lib) {
  Deck d;
  d.source = file;
  read_deck_text(text, file, {.max_count = 60, .fields = {"name"}}, [&](const DeckLine& l) {
    if (l.is_field) {
      d.name = l.value;
      return;
    }
    const CardDef* c = lib.find(l.card);
    if (!c) {
      d.errors.push_back(deck_error(file, l.line, "unknown card '" + l.card + "'"));
      return;
    }
    auto& pile = c->type == CardType::Mission ? d.missions : c->type == CardType::Dilemma ? d.dilemmas : d.draw;
    for (int k = 0; k < l.count; ++k) pile.push_back(c->index);
  }, d.errors);
  if (d.name.empty()) d.name = deck_name_from_file(file);
  return d;
}

void check_deck_rules(Deck& d, const CardLibrary& lib) {
  auto err = [&](const std::string& m) { d.errors.push_back(d.source + ": " + m); };
  if (static_cast<int>(d.missions.size()) != kMissions)
    err(std::to_string(d.missions.size()) + " missions; a deck has exactly " + std::to_string(kMissions) + " (D-2E-1)");
  int hqs = 0;
  std::map<uint16_t, int> missions;
  for (auto m : d.missions) {
    hqs += lib.at(m).is_headquarters() ? 1 : 0;
    if (++missions[m] == 2) err("'" + lib.at(m).full_name() + "' twice; each mission once (D-2E-1)");
  }
  if (hqs != 1) err(std::to_string(hqs) + " headquarters missions; a deck has exactly one (D-2E-1)");
  if (static_cast<int>(d.draw.size()) < kMinDrawDeck)
    err("the draw deck has " + std::to_string(d.draw.size()) + " cards; at least " + std::to_string(kMinDrawDeck) + " (D-2E-2)");
  if (static_cast<int>(d.dilemmas.size()) < kMinDilemmas)
    err("the dilemma pile has " + std::to_string(d.dilemmas.size()) + " cards; at least " + std::to_string(kMinDilemmas) + " (D-2E-2)");
  std::map<uint16_t, int> count;
  for (auto c : d.draw) ++count[c];
  for (auto c : d.dilemmas) ++count[c];
  for (const auto& [c, n] : count)
    if (n > kMaxCopies)
      err(std::to_string(n) + " copies of '" + lib.at(c).full_name() + "'; at most " + std::to_string(kMaxCopies) + " (D-2E-3)");
  // A headquarters' quadrant is where its ships start; missions elsewhere cannot be reached (D-2E-10).
  std::string hq_quadrant;
  for (auto m : d.missions)
    if (lib.at(m).is_headquarters()) hq_quadrant = lib.at(m).quadrant;
  for (auto m : d.missions)
    if (!hq_quadrant.empty() && lib.at(m).quadrant != hq_quadrant)
      d.warnings.push_back(d.source + ": '" + lib.at(m).full_name() + "' is in the " + lib.at(m).quadrant +
                           " quadrant, which your ships cannot reach from your headquarters (D-2E-10)");
}

std::vector<std::string> bundled_deck_names() { return deck_names_in(data_dir() + "/decks"); }

// "random" is one of the bundled decks, picked with `seed`.
Deck load_deck(const std::string& name_or_path, const CardLibrary& lib, uint64_t seed) {
  std::string name = name_or_path;
  if (name_or_path == "random") {
    const auto names = bundled_deck_names();
    if (names.empty()) {
      Deck d;
      d.source = "random";
      d.errors.push_back("random: no bundled decks to pick from in " + data_dir() + "/decks");
      return d;
    }
    Rng rng(seed);
    name = names[rng.below(static_cast<uint32_t>(names.size()))];
  }
  return find_deck<Deck>(name, data_dir() + "/decks", [&](const std::string& text, const std::string& file) {
    Deck d = parse_deck(text, file, lib);
    if (d.errors.empty()) check_deck_rules(d, lib);
    return d;
  });
}

}  // namespace spaceline::stccg2e
