// The Space Quest game module: identity, decks and cards, games, agents, log, explain and the
// words hidden from each viewer (core/module.h).
#include "games/spacequest/module.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>

#include "games/spacequest/agents/heuristic_agent.h"
#include "games/spacequest/cards/deck.h"
#include "games/spacequest/rules/rules.h"
#include "games/spacequest/scenario/scenario.h"
#include "games/spacequest/state/state.h"
#include "games/spacequest/state/table.h"

namespace spaceline::spacequest {

namespace {

const SqState& sq(const spaceline::State& s) {
  const auto* t = dynamic_cast<const SqState*>(&s);
  if (!t) throw std::invalid_argument("spacequest: not a Space Quest state");
  return *t;
}

std::string lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

class SpaceQuestModule : public spaceline::GameModule {
 public:
  std::string name() const override { return "spacequest"; }
  std::string title() const override { return "Space Quest (Magic with Ship creatures)"; }
  std::string version() const override { return "spacequest-1"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 2; }

  std::vector<std::string> bundled_decks() const override { return bundled_deck_names(); }
  std::vector<std::string> default_decks(int players) const override {
    const auto b = bundled_deck_names();
    std::vector<std::string> v;
    for (int i = 0; i < players; ++i) v.push_back(b.empty() ? "random" : b[i % b.size()]);
    return v;
  }
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
    const CardDef* c = lib()->find(name);
    if (!c) {
      std::vector<const CardDef*> hits;
      for (const auto& d : lib()->cards())
        if (lower(d.name).find(lower(name)) != std::string::npos) hits.push_back(&d);
      if (hits.size() == 1) c = hits.front();
      if (hits.size() > 1) {
        std::string out = std::to_string(hits.size()) + " cards match '" + name + "':\n";
        for (const auto* d : hits) out += "  " + d->name + "  (" + to_string(d->type) + ")\n";
        return out;
      }
    }
    if (!c) {
      const std::string s = lib()->suggest(name);
      throw std::invalid_argument("unknown card '" + name + "'" + (s.empty() ? "" : " (did you mean '" + s + "'?)"));
    }
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
    std::vector<Deck> decks;
    for (int i = 0; i < 2; ++i) {
      Deck d = load_deck(names[i], *lib(), setup.seed * 31 + static_cast<uint64_t>(i));
      if (!d.errors.empty()) {
        std::string msg = "spacequest: deck '" + names[i] + "' may not be played:";
        for (const auto& e : d.errors) msg += "\n  " + e;
        throw std::invalid_argument(msg);
      }
      decks.push_back(std::move(d));
    }
    return new_state(lib(), decks, setup.seed, setup.max_turns);
  }
  std::unique_ptr<spaceline::State> load_state(const nlohmann::json& j) const override { return state_from_json(j, lib()); }
  std::vector<int> scores(const spaceline::State& s) const override { return {s.score(0), s.score(1)}; }
  std::map<std::string, long> game_stats(const spaceline::State& st) const override {
    const auto& s = sq(st);
    const Stats& x = s.stats;
    return {{"spells", x.spells},          {"abilities", x.abilities},         {"attacks", x.attacks},
            {"staffing_phases", x.staffing_phases}, {"crewed", x.crewed}, {"crew_returned", x.crew_returned},
            {"mana_burn", x.mana_burn},    {"turn_limit_games", s.end_reason == 3 ? 1 : 0}};
  }
  std::string end_reason(const spaceline::State& st) const override {
    const auto& s = sq(st);
    if (!s.over) return "the game is not over";
    switch (s.end_reason) {
      case 1: return s.winner < 0 ? "both players reached 0 life (D-SQ-15)" : "P" + std::to_string(2 - s.winner) + " reached 0 life (D-SQ-15)";
      case 2: return "a player drew from an empty library (D-SQ-15)";
      default: return s.winner < 0 ? "turn limit reached with equal life: a draw (D-SQ-19)" : "turn limit reached; P" + std::to_string(s.winner + 1) + " has more life (D-SQ-19)";
    }
  }

  std::vector<std::string> agent_names() const override { return {"random", "heuristic"}; }
  std::unique_ptr<Agent> make_agent(const std::string& n, uint64_t seed) const override {
    if (n == "heuristic") return std::make_unique<HeuristicAgent>(seed);
    return GameModule::make_agent(n, seed);
  }

  std::vector<std::string> log_lines(const spaceline::State& st, int player) const override { return log_tail(st, player, 0).lines; }
  LogTail log_tail(const spaceline::State& st, int player, size_t from) const override {
    const auto& s = sq(st);
    LogTail t;
    t.total = s.log.size();
    for (size_t i = from; i < s.log.size(); ++i) t.lines.push_back(s.render(s.log[i], player));
    return t;
  }
  std::string render_table(const spaceline::State& st, int viewer) const override { return spacequest::render_table(sq(st), viewer); }
  std::string action_group(const spaceline::State& st, Action a) const override {
    const auto& s = sq(st);
    switch (act_kind(a)) {
      case Act::Cast: return "Cast " + s.name(act_a(a));
      case Act::Activate: return "Activate " + s.name(act_a(a));
      case Act::Crew: return "Crew with " + s.name(act_a(a));
      case Act::Block: return "Block with " + s.name(act_a(a));
      default: return "";
    }
  }
  std::string explain(const spaceline::State& st) const override {
    const auto& s = sq(st);
    std::ostringstream o;
    o << "Log (last 20 entries, rule in brackets):\n";
    const size_t from = s.log.size() > 20 ? s.log.size() - 20 : 0;
    for (size_t i = from; i < s.log.size(); ++i) o << "  " << s.render(s.log[i], -1) << "\n";
    o << spacequest::render_table(s, -1);
    if (s.over) {
      o << "The game is over: " << end_reason(s) << "\n";
      return o.str();
    }
    const Decision d = s.decision();
    o << "Decision: P" << d.player + 1 << ": " << d.prompt << "\n";
    o << "Legal actions:\n";
    for (Action a : s.legal_actions()) o << "  " << s.action_key(a) << "  " << s.action_label(a) << "\n";
    return o.str();
  }
  std::vector<std::string> log_rule_ids(const spaceline::State& st) const override {
    std::vector<std::string> v;
    for (const auto& e : sq(st).log) v.push_back(rule_id(e.rule));
    return v;
  }
  bool cites_rule(const std::string& id) const override {
    for (int r = 0; r < static_cast<int>(Rule::Count); ++r)
      if (id == rule_id(static_cast<Rule>(r))) return true;
    return false;
  }
  const ScenarioSupport* scenarios() const override { return &scenario_support(); }

  // Names of cards in libraries and hands that `viewer` has not seen, unless another copy is in view.
  std::vector<std::string> hidden_from(const spaceline::State& st, int viewer) const override {
    const auto& s = sq(st);
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
  std::shared_ptr<const CardLibrary> lib() const { return CardLibrary::bundled(); }
};

}  // namespace

std::unique_ptr<spaceline::GameModule> make_module() { return std::make_unique<SpaceQuestModule>(); }

}  // namespace spaceline::spacequest
