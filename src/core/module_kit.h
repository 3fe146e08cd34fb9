#pragma once
// What a card game's module shares with every other (core/module.h): its state taken from the
// core's, the log rendered for each viewer and the rule each entry cites, the bundled decks dealt
// round the seats, `explain`, the decks of a new game read and refused with every reason, and
// `cards show` finding a card by part of its name. A game derives its module from
// CardGameModule<ItsState, ItsRule> and writes only what is its own (docs/architecture.md,
// "Adding a game").
//
// GameState needs: `over`, `log` (entries with a `rule`), render(entry, viewer) (viewer -1: all
// of it). Rule is an enum with a last value `Count`, and rule_id(Rule) gives its id ("SQ-7").
#include <functional>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/module.h"
#include "core/text.h"

namespace spaceline {

template <class GameState, class Rule>
class CardGameModule : public GameModule {
 public:
  std::vector<std::string> default_decks(int players) const override {
    const auto b = bundled_decks();
    std::vector<std::string> v;
    for (int i = 0; i < players; ++i) v.push_back(b.empty() ? "random" : b[i % b.size()]);
    return v;
  }

  std::vector<std::string> log_lines(const State& st, int player) const override { return log_tail(st, player, 0).lines; }
  // Every entry is a line for every viewer (rendered for them), so the tail is the entries from `from`.
  LogTail log_tail(const State& st, int player, size_t from) const override {
    const auto& s = state_of(st);
    LogTail t;
    t.total = s.log.size();
    for (size_t i = from; i < s.log.size(); ++i) t.lines.push_back(s.render(s.log[i], player));
    return t;
  }
  std::vector<std::string> log_rule_ids(const State& st) const override {
    std::vector<std::string> v;
    for (const auto& e : state_of(st).log) v.push_back(rule_id(e.rule));
    return v;
  }
  bool cites_rule(const std::string& id) const override {
    for (int r = 0; r < static_cast<int>(Rule::Count); ++r)
      if (id == rule_id(static_cast<Rule>(r))) return true;
    return false;
  }

  // The last 20 log entries, explain_table(), then the decision, its legal actions and why_not().
  std::string explain(const State& st) const override {
    const auto& s = state_of(st);
    std::ostringstream o;
    o << "Log (last 20 entries, rule in brackets):\n";
    const size_t from = s.log.size() > 20 ? s.log.size() - 20 : 0;
    for (size_t i = from; i < s.log.size(); ++i) o << "  " << s.render(s.log[i], -1) << "\n";
    o << explain_table(s);
    if (s.over) {
      o << "The game is over: " << end_reason(s) << "\n";
      return o.str();
    }
    const Decision d = s.decision();
    o << "Decision: P" << d.player + 1 << ": " << d.prompt << "\n";
    o << "Legal actions:\n";
    for (Action a : s.legal_actions()) o << "  " << s.action_key(a) << "  " << s.action_label(a) << "\n";
    const auto why = why_not(s, d.player);
    if (!why.empty()) {
      o << "Not legal now:\n";
      for (const auto& w : why) o << "  " << w.label << ": " << w.reason << "\n";
    }
    return o.str();
  }

 protected:
  // The game's own state; a state of another game is refused by name.
  const GameState& state_of(const State& s) const {
    const auto* t = dynamic_cast<const GameState*>(&s);
    if (!t) throw std::invalid_argument(name() + ": not a " + title() + " state");
    return *t;
  }
  // What `explain` shows between the log and the decision (none by default).
  virtual std::string explain_table(const GameState& s) const {
    (void)s;
    return "";
  }

  // The decks of a new game, one per name, each read by `load(name, seed)`; throws
  // std::invalid_argument "GAME: deck 'NAME' may not be played:" and its errors, one a line.
  template <class Deck>
  std::vector<Deck> playable_decks(const std::vector<std::string>& names, uint64_t seed,
                                   const std::function<Deck(const std::string&, uint64_t)>& load) const {
    std::vector<Deck> decks;
    for (size_t i = 0; i < names.size(); ++i) {
      Deck d = load(names[i], seed * 31 + static_cast<uint64_t>(i));
      if (!d.errors.empty()) {
        std::string msg = name() + ": deck '" + names[i] + "' may not be played:";
        for (const auto& e : d.errors) msg += "\n  " + e;
        throw std::invalid_argument(msg);
      }
      decks.push_back(std::move(d));
    }
    return decks;
  }

  // `cards show NAME`: the card `find(NAME)` gives, else the one whose `name_of` contains NAME
  // (case aside). Several: `listing` names them ("N cards match 'NAME':" and one a line, with
  // `type_of`) and nullptr is returned. None: throws std::invalid_argument "unknown card 'NAME'"
  // with `suggest(NAME)` when that has one.
  template <class Def, class Library, class NameOf, class TypeOf>
  static const Def* card_named(const Library& lib, const std::string& name, NameOf name_of, TypeOf type_of,
                               std::string& listing, const std::function<std::string(const std::string&)>& suggest) {
    if (const Def* c = lib.find(name)) return c;
    std::vector<const Def*> hits;
    for (const auto& d : lib.cards())
      if (lower(name_of(d)).find(lower(name)) != std::string::npos) hits.push_back(&d);
    if (hits.size() == 1) return hits.front();
    if (hits.size() > 1) {
      listing = std::to_string(hits.size()) + " cards match '" + name + "':\n";
      for (const auto* d : hits) listing += "  " + name_of(*d) + "  (" + type_of(*d) + ")\n";
      return nullptr;
    }
    throw std::invalid_argument(with_suggestion("unknown card '" + name + "'", suggest ? suggest(name) : ""));
  }
};

}  // namespace spaceline
