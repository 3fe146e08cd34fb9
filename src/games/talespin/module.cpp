// The TaleSpin game module: identity, decks and cards, games, agents, log,
// explain and hidden words (core/module.h).
#include "games/talespin/module.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/module_kit.h"
#include "games/talespin/agents/heuristic_agent.h"
#include "games/talespin/cards/deck.h"
#include "games/talespin/rules/rules.h"
#include "games/talespin/scenario/scenario.h"
#include "games/talespin/state/state.h"
#include "games/talespin/state/table.h"

namespace spaceline::talespin {

namespace {

class TaleSpinModule : public CardGameModule<TsState, Rule> {
 public:
  std::string name() const override { return "talespin"; }
  std::string title() const override { return "TaleSpin: The Card Game"; }
  std::string version() const override { return "talespin-1"; }
  int min_players() const override { return 2; }
  int max_players() const override { return kMaxPlayers; }

  std::vector<std::string> bundled_decks() const override { return bundled_deck_names(); }
  DeckReport check_deck(const std::string& deck) const override {
    const Deck d = load_deck(deck, *lib(), 1);
    return DeckReport{d.name, "", d.errors, d.warnings};
  }
  DeckReport check_deck_text(const std::string& text) const override {
    Deck d = parse_deck(text, "deck", *lib());
    if (d.errors.empty()) check_deck_rules(d, *lib());  // as load_deck does for a file
    return DeckReport{d.name, "", d.errors, d.warnings};
  }
  std::string list_cards() const override {
    std::ostringstream o;
    for (const auto& c : lib()->cards()) {
      std::string text = render_text(c);
      std::replace(text.begin(), text.end(), '\n', ' ');
      o << c.id << "  " << to_string(c.type) << "  " << c.name << "  " << text << "\n";
    }
    return o.str();
  }
  // Exact name or id first, then every card whose name contains `name`, ignoring case.
  std::string show_card(const std::string& name) const override {
    std::string listing;
    const CardDef* c = card_named<CardDef>(
        *lib(), name, [](const CardDef& d) { return d.name; }, [](const CardDef& d) { return std::string(to_string(d.type)); },
        listing, [&](const std::string& n) { return lib()->suggest(n); });
    if (!c) return listing;
    std::ostringstream o;
    o << c->name << " (" << c->id << ", " << to_string(c->type) << ")\n" << render_text(*c) << "\n";
    if (!c->flavor.empty()) o << "\"" << c->flavor << "\"\n";
    o << "defined at " << c->file << ":" << c->line << "\n";
    return o.str();
  }

  std::unique_ptr<spaceline::State> new_game(const GameSetup& setup) const override {
    if (setup.players < min_players() || setup.players > max_players())
      throw std::invalid_argument("talespin: " + std::to_string(setup.players) + " players; TaleSpin takes 2 to 4 (D-TS-1)");
    std::vector<std::string> names = setup.decks.empty() ? default_decks(setup.players) : setup.decks;
    if (static_cast<int>(names.size()) != setup.players)
      throw std::invalid_argument("talespin: " + std::to_string(names.size()) + " decks for " + std::to_string(setup.players) + " players");
    const auto decks = playable_decks<Deck>(names, setup.seed, [&](const std::string& n, uint64_t seed) { return load_deck(n, *lib(), seed); });
    return new_state(lib(), decks, setup.seed, setup.max_turns);
  }
  std::unique_ptr<spaceline::State> load_state(const nlohmann::json& j) const override { return state_from_json(j, lib()); }
  std::vector<int> scores(const spaceline::State& s) const override {
    std::vector<int> v;
    for (int p = 0; p < s.num_players(); ++p) v.push_back(s.score(p));
    return v;
  }
  std::map<std::string, long> game_stats(const spaceline::State& st) const override {
    const auto& s = state_of(st);
    const Stats& x = s.stats;
    return {{"die_rolls", x.die_rolls},           {"dogfights", x.dogfights},
            {"cargo_packed", x.cargo_packed},     {"cargo_delivered", x.cargo_delivered},
            {"cargo_taken", x.cargo_taken},       {"cargo_lost", x.cargo_lost},
            {"passengers_played", x.passengers_played}, {"passengers_discarded", x.passengers_discarded},
            {"actions_played", x.actions_played}, {"artifacts_played", x.artifacts_played},
            {"reshuffles", x.reshuffles},         {"bonus_draws", x.bonus_draws},
            {"turn_limit_games", s.end_reason == 2 ? 1 : 0}};
  }
  std::string end_reason(const spaceline::State& st) const override {
    const auto& s = state_of(st);
    if (!s.over) return "the game is not over";
    if (s.end_reason == 1)
      return std::string(1, 'P').append(std::to_string(s.winner + 1)) + " has " +
             std::to_string(s.seats[s.winner].delivered.size()) + " played cargo at the end of a turn (S1-13)";
    return s.winner >= 0 ? "turn limit reached; P" + std::to_string(s.winner + 1) + " has the most played cargo (D-TS-18)"
                         : "turn limit reached with a tie for the most played cargo: a draw (D-TS-18)";
  }

  std::vector<std::string> agent_names() const override {
    return {"random", "heuristic", "ismcts-easy", "ismcts", "ismcts-hard"};
  }
  std::unique_ptr<Agent> make_agent(const std::string& n, uint64_t seed) const override {
    if (n == "heuristic") return std::make_unique<HeuristicAgent>(seed);
    return GameModule::make_agent(n, seed);
  }

  std::string render_table(const spaceline::State& st, int viewer) const override {
    return talespin::render_table(state_of(st), viewer);
  }

  // The card a hand card's action plays, so `play` offers the card and then its target.
  std::string action_group(const spaceline::State& st, Action a) const override {
    const auto& s = state_of(st);
    const Card c = act_a(a);
    switch (act_kind(a)) {
      case Act::PlayPilot: return "Pilot " + s.name(c);
      case Act::DogfightPlayer: return "Dogfight with your Player";
      case Act::PlayAction: return "Play " + s.name(c);
      case Act::PlayArtifact: return "Artifact " + s.name(c);
      default: return "";
    }
  }

  // "Why can't I?" for the seat that must decide (rules/why_not.cpp): its own hand, hold and public
  // facts only, so a seat learns nothing of another's hidden cards.
  std::vector<WhyNot> why_not(const spaceline::State& st, int seat) const override {
    std::vector<WhyNot> out;
    for (auto& [label, reason] : rules::why_not(state_of(st), seat)) out.push_back({std::move(label), std::move(reason)});
    return out;
  }

  const ScenarioSupport* scenarios() const override { return &scenario_support(); }

  std::vector<std::string> hidden_from(const spaceline::State& st, int viewer) const override {
    const auto& s = state_of(st);
    std::set<std::string> hidden, seen;
    // A player knows the cards whose bit they hold; a spectator (kSpectator) only those every player knows.
    const auto all = static_cast<uint8_t>((1u << s.num_players()) - 1);
    const auto bit = static_cast<uint8_t>(viewer >= 0 && viewer < 8 ? 1u << viewer : all);
    auto knows = [&](size_t c) { return (s.known[c] & bit) == bit; };
    for (size_t c = 0; c < s.known.size(); ++c) {
      if (knows(c)) seen.insert(s.name(static_cast<Card>(c)));
    }
    for (int p = 0; p < s.num_players(); ++p) {
      const auto& seat = s.seats[p];
      for (const auto* zone : {&seat.deck, &seat.hand, &seat.packed})
        for (Card c : *zone)
          if (!knows(c) && !seen.count(s.name(c))) hidden.insert(s.name(c));
    }
    return {hidden.begin(), hidden.end()};
  }

 private:
  std::shared_ptr<const CardLibrary> lib() const { return CardLibrary::bundled(); }
};

}  // namespace

std::unique_ptr<spaceline::GameModule> make_module() { return std::make_unique<TaleSpinModule>(); }

}  // namespace spaceline::talespin
