// The Space Quest game module: identity, decks and cards, games, agents, log, explain and the
// words hidden from each viewer (core/module.h).
#include "games/spacequest/module.h"

#include <set>
#include <sstream>
#include <stdexcept>

#include "core/module_kit.h"
#include "games/spacequest/agents/heuristic_agent.h"
#include "games/spacequest/cards/deck.h"
#include "games/spacequest/rules/rules.h"
#include "games/spacequest/scenario/scenario.h"
#include "games/spacequest/state/state.h"
#include "games/spacequest/state/table.h"

namespace spaceline::spacequest {

namespace {

class SpaceQuestModule : public CardGameModule<SqState, Rule> {
 public:
  std::string name() const override { return "spacequest"; }
  std::string title() const override { return "Space Quest (Magic with Ship creatures)"; }
  std::string version() const override { return "spacequest-2"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 2; }

  std::vector<std::string> bundled_decks() const override { return bundled_deck_names(); }
  DeckReport check_deck(const std::string& deck) const override {
    const Deck d = load_deck(deck, *lib(), 1);
    return DeckReport{d.name, std::to_string(d.cards.size()) + " cards", d.errors, d.warnings};
  }
  DeckReport check_deck_text(const std::string& text) const override {
    Deck d = parse_deck(text, "deck", *lib());
    if (d.errors.empty()) check_deck_rules(d, *lib());
    return DeckReport{d.name, std::to_string(d.cards.size()) + " cards", d.errors, d.warnings};
  }
  std::string list_cards() const override {
    std::ostringstream o;
    for (const auto& c : lib()->cards()) o << c.id << "  " << to_string(c.type) << "  " << c.name << "  " << render_text(c) << "\n";
    return o.str();
  }
  std::string show_card(const std::string& name) const override {
    std::string listing;
    const CardDef* c = card_named<CardDef>(
        *lib(), name, [](const CardDef& d) { return d.name; }, [](const CardDef& d) { return std::string(to_string(d.type)); },
        listing, [&](const std::string& n) { return lib()->suggest(n); });
    if (!c) return listing;
    std::ostringstream o;
    o << c->name << " (" << c->id << ", " << color_word(c->color()) << " " << to_string(c->type) << ")\n" << render_text(*c) << "\n";
    if (!c->flavor.empty()) o << "\"" << c->flavor << "\"\n";
    o << "defined at " << c->file << ":" << c->line << "\n";
    return o.str();
  }

  std::unique_ptr<spaceline::State> new_game(const GameSetup& setup) const override {
    if (setup.players != 2) throw std::invalid_argument("spacequest: " + std::to_string(setup.players) + " players; Space Quest takes 2 (D-SQ-1)");
    std::vector<std::string> names = setup.decks.empty() ? default_decks(2) : setup.decks;
    if (names.size() != 2) throw std::invalid_argument("spacequest: " + std::to_string(names.size()) + " decks for 2 players");
    const auto decks = playable_decks<Deck>(names, setup.seed, [&](const std::string& n, uint64_t seed) { return load_deck(n, *lib(), seed); });
    return new_state(lib(), decks, setup.seed, setup.max_turns);
  }
  std::unique_ptr<spaceline::State> load_state(const nlohmann::json& j) const override { return state_from_json(j, lib()); }
  std::vector<int> scores(const spaceline::State& s) const override { return {s.score(0), s.score(1)}; }
  std::map<std::string, long> game_stats(const spaceline::State& st) const override {
    const auto& s = state_of(st);
    const Stats& x = s.stats;
    return {{"spells", x.spells},          {"abilities", x.abilities},         {"attacks", x.attacks},
            {"staffing_phases", x.staffing_phases}, {"crewed", x.crewed}, {"crew_returned", x.crew_returned},
            {"mana_burn", x.mana_burn},    {"turn_limit_games", s.end_reason == 3 ? 1 : 0}};
  }
  std::string end_reason(const spaceline::State& st) const override {
    const auto& s = state_of(st);
    if (!s.over) return "the game is not over";
    switch (s.end_reason) {
      case 1: return s.winner < 0 ? "both players reached 0 life (D-SQ-15)" : "P" + std::to_string(2 - s.winner) + " reached 0 life (D-SQ-15)";
      case 2: return "a player drew from an empty library (D-SQ-15)";
      default: return s.winner < 0 ? "turn limit reached with equal life: a draw (D-SQ-19)" : "turn limit reached; P" + std::to_string(s.winner + 1) + " has more life (D-SQ-19)";
    }
  }

  // The search agents plan on determinized worlds (state/determinize.cpp, core/ismcts_agent.h).
  std::vector<std::string> agent_names() const override { return {"random", "heuristic", "ismcts-easy", "ismcts", "ismcts-hard"}; }
  std::unique_ptr<Agent> make_agent(const std::string& n, uint64_t seed) const override {
    if (n == "heuristic") return std::make_unique<HeuristicAgent>(seed);
    return GameModule::make_agent(n, seed);
  }

  std::string render_table(const spaceline::State& st, int viewer) const override { return spacequest::render_table(state_of(st), viewer); }
  std::string action_group(const spaceline::State& st, Action a) const override {
    const auto& s = state_of(st);
    switch (act_kind(a)) {
      case Act::Cast: return "Cast " + s.name(act_a(a));
      case Act::Activate: return "Activate " + s.name(act_a(a));
      case Act::Crew: return "Crew with " + s.name(act_a(a));
      case Act::Block: return "Block with " + s.name(act_a(a));
      default: return "";
    }
  }
  // "Why can't I?" for the seat that must decide (rules/why_not.cpp): its own hand and the table only.
  std::vector<WhyNot> why_not(const spaceline::State& st, int seat) const override {
    std::vector<WhyNot> out;
    for (auto& [label, reason] : rules::why_not(state_of(st), seat)) out.push_back({std::move(label), std::move(reason)});
    return out;
  }
  const ScenarioSupport* scenarios() const override { return &scenario_support(); }

  // Names of cards in libraries and hands that `viewer` has not seen, unless another copy is in view.
  std::vector<std::string> hidden_from(const spaceline::State& st, int viewer) const override {
    const auto& s = state_of(st);
    std::set<std::string> hidden, seen;
    const uint8_t bit = viewer >= 0 && viewer < kPlayers ? static_cast<uint8_t>(1u << viewer) : uint8_t{0x3};
    auto knows = [&](Card c) { return (s.cards[c].known & bit) == bit; };
    for (Card c = 0; c < s.cards.size(); ++c)
      if (knows(c)) seen.insert(s.name(c));
    for (const auto& seat : s.seats)
      for (const auto* zone : {&seat.library, &seat.hand})
        for (Card c : *zone)
          if (!knows(c) && !seen.count(s.name(c))) hidden.insert(s.name(c));
    return {hidden.begin(), hidden.end()};
  }

 private:
  std::string explain_table(const SqState& s) const override { return spacequest::render_table(s, -1); }
  std::shared_ptr<const CardLibrary> lib() const { return CardLibrary::bundled(); }
};

}  // namespace

std::unique_ptr<spaceline::GameModule> make_module() { return std::make_unique<SpaceQuestModule>(); }

}  // namespace spaceline::spacequest
