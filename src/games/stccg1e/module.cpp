// First Edition seen through the core's GameModule: the CLI, sim and the
// server reach the game only through this file and State.
#include "games/stccg1e/module.h"

#include <array>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/game_record.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/agents/search_agent.h"
#include "games/stccg1e/cards/card_text.h"
#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/cards/deck_random.h"
#include "games/stccg1e/scenario/scenario.h"
#include "games/stccg1e/scenario/scenario_support.h"
#include "games/stccg1e/state/board.h"
#include "games/stccg1e/state/save_file.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {
namespace {

const GameState& fe(const spaceline::State& s) {
  const auto* g = dynamic_cast<const GameState*>(&s);
  if (!g) throw std::invalid_argument("not a First Edition game state");
  return *g;
}

class Stccg1eModule final : public spaceline::GameModule {
 public:
  std::string name() const override { return "stccg1e"; }
  std::string title() const override { return "Star Trek CCG First Edition (CRD v1.11)"; }
  std::string version() const override { return "stccg1e-1"; }
  int min_players() const override { return 2; }
  int max_players() const override { return 2; }

  std::vector<std::string> bundled_decks() const override {
    std::vector<std::string> out;
    for (const auto& p : bundled_deck_paths()) {
      auto slash = p.find_last_of('/');
      std::string n = p.substr(slash == std::string::npos ? 0 : slash + 1);
      out.push_back(n.substr(0, n.size() - 5));  // without ".deck"
    }
    return out;
  }
  std::vector<std::string> default_decks(int) const override { return {"federation-premiere", "klingon-premiere"}; }

  DeckReport check_deck(const std::string& deck) const override {
    auto db = CardDb::bundled();
    return report(load_deck_file(resolve_deck_path(deck), *db));
  }
  DeckReport check_deck_text(const std::string& text) const override {
    return report(parse_deck(text, *CardDb::bundled(), "deck"));
  }
  static DeckReport report(const Deck& d) {
    auto db = CardDb::bundled();
    DeckReport r;
    r.deck_name = d.source + ": " + d.name;
    r.size = std::to_string(d.seed.size()) + " seed + " + std::to_string(d.draw.size()) + " draw cards";
    for (const auto& i : validate_deck(d, *db))
      (i.error ? r.errors : r.warnings).push_back("[" + i.rule + "] " + i.message);
    return r;
  }

  std::string list_cards() const override {
    std::ostringstream o;
    for (const auto& c : CardDb::bundled()->all())
      o << c.id << "  " << c.name << "  (" << to_string(c.type)
        << (c.text == TextStatus::Unimplemented ? ", text not implemented" : "") << ")\n";
    return o.str();
  }
  std::string show_card(const std::string& name) const override {
    auto db = CardDb::bundled();
    if (const auto* c = db->by_name(name)) return card_text(*c);
    auto hits = db->search(name);
    if (hits.empty()) throw std::invalid_argument("no card named '" + name + "'");
    if (hits.size() == 1) return card_text(*hits.front());
    std::string out = std::to_string(hits.size()) + " cards match '" + name + "':\n";
    for (auto* c : hits) out += "  " + c->name + "  (" + to_string(c->type) + ")\n";
    return out;
  }

  std::unique_ptr<spaceline::State> new_game(const GameSetup& setup) const override {
    if (setup.players != 2) throw std::invalid_argument("First Edition is a game for 2 players");
    auto db = CardDb::bundled();
    const auto names = setup.decks.empty() ? default_decks(2) : setup.decks;
    if (names.size() != 2) throw std::invalid_argument("First Edition needs 2 decks");
    std::array<Deck, 2> decks;
    for (int i = 0; i < 2; ++i)
      decks[i] = names[i] == "random" ? random_deck(*db, setup.seed * 2 + static_cast<uint64_t>(i), kWholePool)
                                      : load_deck_file(resolve_deck_path(names[i]), *db);
    GameConfig cfg;
    cfg.max_turns = setup.max_turns;
    return std::make_unique<GameState>(db, decks, setup.seed, cfg);
  }
  std::unique_ptr<spaceline::State> load_state(const nlohmann::json& j) const override {
    return std::make_unique<GameState>(GameState::from_json(CardDb::bundled(), j));
  }

  // `play` before GameRecord saved {"state", "agent", "seat"} (state/save_file.h), with no record
  // of how the game began: the game goes on from the state. Its setup is what the state tells
  // (the deck names, the turn limit); the seed, which the old form did not keep, is taken from
  // the state's hash, so the computer's moves from here on are still fixed by the file.
  std::optional<LegacySave> load_legacy_save(const nlohmann::json& j, const std::string& source,
                                             bool bare_state_ok) const override {
    if (!j.is_object() || j.contains("game")) return std::nullopt;
    if (!j.contains("state") && !(bare_state_ok && j.contains("format"))) return std::nullopt;
    auto saved = load_saved_game(CardDb::bundled(), j, source, bare_state_ok);  // every field checked
    LegacySave out;
    out.setup.players = 2;
    out.setup.decks = {saved.state.players[0].deck_name, saved.state.players[1].deck_name};
    out.setup.max_turns = saved.state.config.max_turns;
    out.setup.seed = saved.state.hash();
    out.seats = {saved.agent, saved.agent};
    out.seats[saved.seat - 1] = kHumanSeat;
    out.state = std::make_unique<GameState>(std::move(saved.state));
    return out;
  }

  std::vector<int> scores(const spaceline::State& s) const override {
    const auto& g = fe(s);
    return {g.players[0].score, g.players[1].score};
  }
  std::map<std::string, long> game_stats(const spaceline::State& s) const override {
    // Counted by event first and named once: a game's log has thousands of entries, and looking
    // ten names up in a map for each cost sim a fifth of its time.
    std::array<long, static_cast<size_t>(kLastEv) + 1> n{};  // every event of the enum
    for (const auto& e : fe(s).log)
      if (static_cast<size_t>(e.ev) < n.size()) ++n[static_cast<size_t>(e.ev)];
    auto of = [&n](Ev e) { return n[static_cast<size_t>(e)]; };
    return {{"ship_battles", of(Ev::BattleResult)},
            {"away_team_battles", of(Ev::AwayBattle)},
            {"events_played", of(Ev::EventPlayed)},
            {"cloaks", of(Ev::Cloaked)},
            {"interrupts_played", of(Ev::InterruptPlayed)},
            {"nullified", of(Ev::Nullified) + of(Ev::EventNullified)},
            {"artifacts_earned", of(Ev::ArtifactEarned)},
            {"window_passes", of(Ev::WindowPassed)},
            {"actions_undone", of(Ev::ActionUndone)},
            {"ships_commandeered", of(Ev::Commandeered)},
            {"doorways_seeded", of(Ev::DoorwaySeeded)}};
  }
  std::string end_reason(const spaceline::State& s) const override { return fe(s).end_reason; }
  std::vector<std::string> log_rule_ids(const spaceline::State& s) const override {
    std::vector<std::string> v;
    for (const auto& e : fe(s).log) v.push_back(rule_info(e.rule).id);
    return v;
  }
  bool cites_rule(const std::string& id) const override {
    for (int i = 0; i < static_cast<int>(Rule::Count); ++i)
      if (id == rule_info(static_cast<Rule>(i)).id) return true;
    return false;
  }
  const ScenarioSupport* scenarios() const override { return &scenario_support(); }

  // The search agents plan on determinized worlds (state/determinize.cpp, agents/search_agent.h).
  std::vector<std::string> agent_names() const override { return {"random", "heuristic", "ismcts-easy", "ismcts", "ismcts-hard"}; }
  std::unique_ptr<Agent> make_agent(const std::string& n, uint64_t seed) const override {
    if (n == "heuristic" || n == "random") return stccg1e::make_agent(n, seed);
    if (is_ismcts_name(n)) return make_search_agent(n, seed);
    return GameModule::make_agent(n, seed);
  }

  std::vector<std::string> log_lines(const spaceline::State& s, int player) const override {
    return log_tail(s, player, 0).lines;
  }
  // Which entries `player` sees is a comparison; only the lines from `from` on are rendered.
  LogTail log_tail(const spaceline::State& s, int player, size_t from) const override {
    const auto& g = fe(s);
    LogTail t;
    for (const auto& e : g.log)
      // -1: everything; a spectator (kSpectator, core/viewer.h) or a player: public lines and their own.
      if (player == -1 || e.visible_to < 0 || e.visible_to == player)
        if (t.total++ >= from) t.lines.push_back(g.render_log_entry(e));
    return t;
  }
  std::string explain(const spaceline::State& s) const override { return stccg1e::explain(fe(s)); }
  // The "not legal, and why" list of explain, for the active player only when they decide now;
  // a line naming a card hidden from `seat` is left out (it cannot be one they could try).
  std::vector<WhyNot> why_not(const spaceline::State& s, int seat) const override {
    const auto& g = fe(s);
    std::vector<WhyNot> out;
    if (seat < 0 || g.is_terminal() || g.active != seat || g.decision().player != seat) return out;
    const auto hidden = hidden_from(s, seat);
    for (auto& [label, reason] : why_not_legal(g)) {
      bool leaks = false;
      for (const auto& h : hidden)
        if (!h.empty() && (label.find(h) != std::string::npos || reason.find(h) != std::string::npos)) leaks = true;
      if (!leaks) out.push_back({std::move(label), std::move(reason)});
    }
    return out;
  }
  std::string render_table(const spaceline::State& s, int viewer) const override { return render_board(fe(s), viewer); }

  // The card an action plays, seeds, moves or beams, so that `play` offers the card first and its
  // targets next; actions about no one card (attempts, ending the turn, dilemma choices) stand alone.
  std::string action_group(const spaceline::State& s, Action a) const override {
    const auto& g = fe(s);
    const auto x = decode(a);
    auto card = [&](uint16_t c) { return c < g.cards.size() ? g.card_name(c) : std::string(); };
    switch (x.kind) {
      case Act::SeedMission: return x.b == 2 ? "" : "Seed mission " + card(x.a);
      case Act::SeedUnder:
      case Act::SeedDoorway:
      case Act::SeedOutpost: return "Seed " + card(x.a);
      case Act::Report: return "Report " + card(x.a);
      case Act::BuildOutpost: return "Build " + card(x.a);
      case Act::Move: return "Move " + card(x.a);
      case Act::Tow: return "Tow with " + card(x.a);
      case Act::Beam: return "Beam " + card(x.a);
      case Act::Walk: return "Walk " + card(x.a);
      case Act::WalkAll: return "Walk everyone from " + card(x.a);
      case Act::BeamAll: return x.a == kPlanet ? "Beam everyone up from a planet" : "Beam everyone from " + card(x.a);
      case Act::PlayEvent:
      case Act::PlayInterrupt: return "Play " + card(x.a);
      case Act::AttackShip:
      case Act::AttackAwayTeam: return "Attack";
      case Act::Attempt: return "Attempt a mission";
      default: return "";
    }
  }

  // Conservative: the names of cards whose every copy lies where `viewer` can never look (the
  // opponent's hand and seed pile, the draw decks) and that no log entry `viewer` may read names (a
  // card seen once, say played and sent back to the hand by Energy Vortex, is known). Crews of
  // hidden ships and unrevealed seeds are checked by the First Edition conformance test, which
  // knows their rules (R-INFO).
  std::vector<std::string> hidden_from(const spaceline::State& s, int viewer) const override {
    const auto& g = fe(s);
    std::set<uint16_t> hidden, seen;
    auto in_hidden_place = [&](CardId c) {
      const auto& k = g.cards[c];
      if (k.zone == Zone::Deck || k.zone == Zone::SideDeck) return true;  // face down, to everyone
      if (k.zone == Zone::Hand && g.hands_exposed()) return false;  // Alien Probe: hands played face up
      return (k.zone == Zone::Hand || k.zone == Zone::SeedPile) && g.real_owner(c) != viewer;
    };
    for (CardId c = 0; c < g.cards.size(); ++c) (in_hidden_place(c) ? hidden : seen).insert(g.cards[c].def);
    std::string known;
    for (const auto& line : log_lines(s, viewer)) known += line + "\n";
    std::vector<std::string> out;
    for (auto d : hidden) {
      const std::string& n = g.db().all()[d].name;
      if (!seen.count(d) && known.find(n) == std::string::npos) out.push_back(n);
    }
    return out;
  }
};

}  // namespace

std::unique_ptr<spaceline::GameModule> make_module() { return std::make_unique<Stccg1eModule>(); }

const spaceline::GameModule& module() {
  static const Stccg1eModule m;
  return m;
}

spaceline::MatchResult play_decks(std::shared_ptr<const CardDb> db, const std::array<Deck, 2>& decks, uint64_t seed,
                                  const std::array<std::string, 2>& agents) {
  return spaceline::play_out(module(), std::make_unique<GameState>(std::move(db), decks, seed), seed, {agents[0], agents[1]});
}

}  // namespace spaceline::stccg1e
