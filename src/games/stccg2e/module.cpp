// The Second Edition game module: identity, decks and cards, games, agents, the table, the log,
// explain and hidden words (core/module.h).
#include "games/stccg2e/module.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/module_kit.h"
#include "games/stccg2e/agents/heuristic_agent.h"
#include "games/stccg2e/cards/deck.h"
#include "games/stccg2e/rules/rules.h"
#include "games/stccg2e/scenario/scenario.h"
#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

namespace {

class SecondEditionModule : public CardGameModule<S2State, Rule> {
 public:
  std::string name() const override { return "stccg2e"; }
  std::string title() const override { return "Star Trek CCG Second Edition"; }
  std::string version() const override { return "stccg2e-1"; }
  int min_players() const override { return kPlayers; }
  int max_players() const override { return kPlayers; }

  std::vector<std::string> bundled_decks() const override { return bundled_deck_names(); }
  DeckReport check_deck(const std::string& deck) const override {
    const Deck d = load_deck(deck, *lib(), 1);
    return DeckReport{d.name, size(d), d.errors, d.warnings};
  }
  DeckReport check_deck_text(const std::string& text) const override {
    Deck d = parse_deck(text, "deck", *lib());
    if (d.errors.empty()) check_deck_rules(d, *lib());
    return DeckReport{d.name, size(d), d.errors, d.warnings};
  }
  std::string list_cards() const override {
    std::ostringstream o;
    for (const auto& c : lib()->cards()) o << c.id << "  " << to_string(c.type) << "  " << c.full_name() << "  " << render_facts(c) << "\n";
    return o.str();
  }
  std::string show_card(const std::string& name) const override {
    std::string listing;
    const CardDef* c = card_named<CardDef>(
        *lib(), name, [](const CardDef& d) { return d.full_name(); }, [](const CardDef& d) { return std::string(to_string(d.type)); },
        listing, nullptr);
    if (!c) return listing;
    std::ostringstream o;
    o << c->full_name() << " (" << c->id << ", " << to_string(c->type) << ")\n" << render_facts(*c) << "\n";
    const std::string text = render_text(*c);
    if (!text.empty()) o << text << "\n";
    o << "defined at " << c->file << ":" << c->line << "\n";
    return o.str();
  }

  std::unique_ptr<spaceline::State> new_game(const GameSetup& setup) const override {
    if (setup.players != kPlayers) throw std::invalid_argument("stccg2e: Second Edition is played by 2 players (D-2E-1)");
    std::vector<std::string> names = setup.decks.empty() ? default_decks(kPlayers) : setup.decks;
    if (names.size() != 2) throw std::invalid_argument("stccg2e: " + std::to_string(names.size()) + " decks for 2 players");
    const auto decks = playable_decks<Deck>(names, setup.seed, [&](const std::string& n, uint64_t seed) { return load_deck(n, *lib(), seed); });
    return new_state(lib(), decks, setup.seed, setup.max_turns);
  }
  std::unique_ptr<spaceline::State> load_state(const nlohmann::json& j) const override { return state_from_json(j, lib()); }
  std::vector<int> scores(const spaceline::State& s) const override { return {s.score(0), s.score(1)}; }
  std::map<std::string, long> game_stats(const spaceline::State& st) const override {
    const auto& x = state_of(st).stats;
    return {{"attempts", x.attempts}, {"missions_completed", x.completed}, {"dilemmas_faced", x.dilemmas_faced},
            {"personnel_killed", x.personnel_killed}, {"cards_played", x.cards_played}, {"draws", x.draws}};
  }
  std::string end_reason(const spaceline::State& st) const override {
    const auto& s = state_of(st);
    if (!s.over) return "the game is not over";
    const std::string who = s.winner < 0 ? "a draw" : "P" + std::to_string(s.winner + 1) + " wins";
    if (s.end_reason == 1) return who + ": 100 points with a planet and a space mission completed (D-2E-19)";
    if (s.end_reason == 2) return who + ": a draw deck ran out (D-2E-21)";
    return who + ": turn limit reached (D-2E-22)";
  }

  // The search agents plan on determinized worlds (state/determinize.cpp, core/ismcts_agent.h).
  std::vector<std::string> agent_names() const override { return {"random", "heuristic", "ismcts-easy", "ismcts", "ismcts-hard"}; }
  std::unique_ptr<Agent> make_agent(const std::string& n, uint64_t seed) const override {
    if (n == "heuristic") return std::make_unique<HeuristicAgent>(seed);
    return GameModule::make_agent(n, seed);
  }

  // Headquarters and missions with their dilemmas, personnel and ships, the core, counters left,
  // and the dilemma stack being faced: only what observation(viewer) shows.
  std::string render_table(const spaceline::State& st, int viewer) const override {
    const auto& s = state_of(st);
    std::ostringstream o;
    const char* segment = s.phase == Phase::Play ? "play and draw" : s.phase == Phase::Orders ? "execute orders" : "end of turn";
    o << "Turn " << s.turn << ", P" << s.active + 1 << "'s turn, " << segment << " (" << s.seats[s.active].counters
      << " counters left)\n";
    for (int p = 0; p < kPlayers; ++p) {
      const auto& seat = s.seats[p];
      o << "P" << p + 1 << ": " << seat.score << " points, completed " << rules::completed_count(s, p, Where::Planet) << " planet / "
        << rules::completed_count(s, p, Where::Space) << " space; hand " << seat.hand.size() << ", deck " << seat.deck.size()
        << ", dilemmas " << seat.dilemmas.size() << ", discard " << seat.discard.size() << "; core:";
      for (Card c : seat.core) o << " [" << s.def(c).full_name() << "]";
      o << "\n";
      if (p == viewer || viewer == -1) {
        o << "  hand:";
        for (Card c : seat.hand) o << " [" << s.def(c).full_name() << "]";
        o << "\n";
      }
    }
    for (uint16_t i = 0; i < s.line.size(); ++i) {
      const auto& slot = s.line[i];
      o << "  " << i << ". " << s.def(slot.card).full_name() << " (" << to_string(slot.where) << ", " << s.def(slot.card).quadrant
        << ", P" << slot.owner + 1 << ")" << (slot.completed_by >= 0 ? " completed by P" + std::to_string(slot.completed_by + 1) : "")
        << (slot.beneath.empty() ? "" : ", " + std::to_string(slot.beneath.size()) + " dilemmas overcome") << "\n";
      for (Card c = 0; c < s.ncards(); ++c)
        if (s.cards[c].zone == Zone::Table && s.cards[c].slot == i && s.cards[c].aboard == kNone) {
          o << "     P" << s.owner(c) + 1 << " " << s.def(c).full_name() << (s.cards[c].stopped ? " (stopped)" : "");
          if (s.def(c).type == CardType::Ship) {
            o << " carrying:";
            for (Card x : rules::aboard(s, c)) o << " " << s.def(x).full_name() << (s.cards[x].stopped ? "*" : "");
          }
          o << "\n";
        }
    }
    if (s.attempt.active) {
      o << "Attempt of " << s.def(s.line[s.attempt.slot].card).full_name() << " by P" << s.attempt.player + 1 << ": "
        << s.attempt.group.size() << " personnel, " << s.attempt.stack.size() << " dilemmas in the stack";
      if (s.attempt.facing != kNone) o << ", facing " << s.def(s.attempt.facing).full_name();
      o << "\n";
      if (viewer == 1 - s.attempt.player || viewer == -1) {
        o << "  drawn:";
        for (Card c : s.attempt.drawn) o << " [" << s.def(c).full_name() << "]";
        o << "\n  stack:";
        for (Card c : s.attempt.stack) o << " [" << s.def(c).full_name() << "]";
        o << "\n";
      }
    }
    return o.str();
  }

  std::vector<WhyNot> why_not(const spaceline::State& st, int seat) const override {
    const auto& s = state_of(st);
    std::vector<WhyNot> out;
    if (s.over || seat != s.decider || s.pending != Pending::None || seat != s.active) return out;
    for (Card c : s.seats[seat].hand)
      if (auto r = rules::why_not_play(s, c); !r.empty()) out.push_back({"Play " + s.def(c).full_name(), r});
    return out;
  }

  const ScenarioSupport* scenarios() const override { return &scenario_support(); }

  std::vector<std::string> hidden_from(const spaceline::State& st, int viewer) const override {
    const auto& s = state_of(st);
    auto knows = [&](Card c) { return s.known[c] == 0xFF || (viewer >= 0 && viewer < 8 && (s.known[c] >> viewer) & 1); };
    std::set<std::string> hidden, seen;
    for (Card c = 0; c < s.ncards(); ++c)
      if (knows(c)) seen.insert(s.def(c).full_name());
    for (Card c = 0; c < s.ncards(); ++c) {
      const Zone z = s.cards[c].zone;
      const bool hidden_zone = z == Zone::Deck || z == Zone::Hand || z == Zone::DilemmaPile || z == Zone::Drawn || z == Zone::Stack;
      if (hidden_zone && !knows(c) && !seen.count(s.def(c).full_name())) hidden.insert(s.def(c).full_name());
    }
    return {hidden.begin(), hidden.end()};
  }

 private:
  static std::string size(const Deck& d) {
    return std::to_string(d.missions.size()) + " missions, " + std::to_string(d.dilemmas.size()) + " dilemmas, " +
           std::to_string(d.draw.size()) + " draw cards";
  }
  std::shared_ptr<const CardLibrary> lib() const { return CardLibrary::bundled(); }
};

}  // namespace

std::unique_ptr<spaceline::GameModule> make_module() { return std::make_unique<SecondEditionModule>(); }

}  // namespace spaceline::stccg2e
