#include "apps/cli/play_loop.h"

#include <cstdio>
#include <istream>
#include <map>
#include <ostream>
#include <vector>

#include "apps/cli/choice.h"
#include "apps/cli/game_files.h"

namespace spaceline::cli {

namespace {

// More legal actions than this are offered in two steps: the card (GameModule::action_group),
// then its target.
constexpr size_t kGroupAbove = 15;

const char* kHelp =
    "Keys at the > prompt:\n"
    "  a number  take that choice (a whole number: 1, 2, ...)\n"
    "  0         back to the list of cards, after picking a card\n"
    "  a         list every legal action at once\n"
    "  b         show the table again\n"
    "  l         the whole log you may see\n"
    "  c NAME    look up a card (part of its name is enough)\n"
    "  h         these keys\n"
    "  q         quit (the game is saved after every action)\n";

// One line of a menu: a single action, or a group of actions about one card.
struct Entry {
  std::string label;
  std::vector<size_t> members;  // indexes into the legal actions
};

std::vector<Entry> group_actions(const GameModule& game, const State& s, const std::vector<Action>& legal) {
  std::vector<Entry> entries;
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < legal.size(); ++i) {
    const std::string g = game.action_group(s, legal[i]);
    if (!g.empty()) {
      auto [it, fresh] = index.emplace(g, entries.size());
      if (!fresh) {
        entries[it->second].members.push_back(i);
        continue;
      }
    }
    entries.push_back({g, {i}});
  }
  for (auto& e : entries)  // a group of one is shown as its action
    if (e.members.size() == 1) e.label = s.action_label(legal[e.members.front()]);
  return entries;
}

std::string seat_name(int p) { return "P" + std::to_string(p + 1); }

class Loop {
 public:
  Loop(PlaySession& p, std::istream& in, std::ostream& out) : p_(p), in_(in), out_(out) {}

  int run() {
    out_ << "Type a number to choose, 'h' for the keys, 'b' for the table, 'l' for the log, 'c NAME' to look up a "
            "card, 'q' to quit.\n";
    while (!state().is_terminal()) {
      const int cp = state().current_player();
      if (cp != p_.me) {
        take(agent_action(game(), state(), p_.record, cp));
        continue;
      }
      if (!decide()) return 0;
    }
    flush_log();
    out_ << "\n" << game().render_table(state(), p_.me);
    out_ << "\nGame over: " << outcome() << " (" << game().end_reason(state()) << ")\n";
    if (!p_.save.empty()) out_ << "The game is saved in " << p_.save << " (spaceline replay " << p_.save << " shows it step by step).\n";
    return 0;
  }

 private:
  const GameModule& game() const { return *p_.game; }
  State& state() { return *p_.state; }

  void take(Action a) {
    p_.record.actions.push_back(state().action_key(a));
    try {
      state().apply(a);
    } catch (...) {
      p_.record.actions.pop_back();
      throw;
    }
    if (!p_.save.empty()) save_record(p_.save, p_.record);
    show_table_ = true;
    show_all_ = false;
    group_ = -1;
  }

  void flush_log() {
    const auto lines = game().log_lines(state(), p_.me);
    for (; shown_log_ < lines.size(); ++shown_log_) out_ << "  " << lines[shown_log_] << "\n";
  }

  std::string outcome() {
    const auto r = state().returns();
    std::vector<int> winners;
    for (int q = 0; q < static_cast<int>(r.size()); ++q)
      if (r[q] > 0) winners.push_back(q);
    if (winners.empty()) return "a draw";
    for (int w : winners)
      if (w == p_.me) return "you win!";
    if (r.size() == 2) return "the computer wins.";
    std::string who;
    for (int w : winners) who += (who.empty() ? "" : " and ") + seat_name(w);
    return who + " (the computer) wins.";
  }

  std::string where_saved() const {
    if (p_.save.empty()) return "The game was not saved (--save \"\").";
    return "The game is saved in " + p_.save + " (resume with: spaceline play --resume " + p_.save + ").";
  }

  // One prompt of the person's decision; false when they quit or input ended.
  bool decide() {
    flush_log();
    if (show_table_) out_ << "\n" << game().render_table(state(), p_.me);
    show_table_ = false;
    const auto legal = state().legal_actions();
    std::vector<Entry> entries;
    if (legal.size() > kGroupAbove && !show_all_) entries = group_actions(game(), state(), legal);
    const bool grouped = !entries.empty() && entries.size() < legal.size();
    // What the numbers typed now refer to: the actions, the groups, or one group's actions.
    std::vector<size_t> shown;  // for actions: indexes into legal
    out_ << "\n" << state().decision().prompt;
    if (grouped && group_ < 0) {
      out_ << " (" << legal.size() << " actions: choose the card, then its target; a lists them all):\n";
      for (size_t i = 0; i < entries.size(); ++i) {
        out_ << "  " << i + 1 << ") " << entries[i].label;
        if (entries[i].members.size() > 1) out_ << " (" << entries[i].members.size() << " choices)";
        out_ << "\n";
      }
    } else if (grouped) {
      const Entry& e = entries[static_cast<size_t>(group_)];
      out_ << ", " << e.label << ":\n";
      for (size_t i = 0; i < e.members.size(); ++i)
        out_ << "  " << i + 1 << ") " << state().action_label(legal[e.members[i]]) << "\n";
      out_ << "  0) back\n";
      shown = e.members;
    } else {
      out_ << ":\n";
      for (size_t i = 0; i < legal.size(); ++i) {
        out_ << "  " << i + 1 << ") " << state().action_label(legal[i]) << "\n";
        shown.push_back(i);
      }
    }
    out_ << "> " << std::flush;
    std::string line;
    if (!std::getline(in_, line)) {
      out_ << "\nInput closed. " << where_saved() << "\n";
      return false;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line == "q") {
      out_ << where_saved() << "\n";
      return false;
    }
    if (line == "h") {
      out_ << kHelp;
      return true;
    }
    if (line == "b") {
      show_table_ = true;
      return true;
    }
    if (line == "a") {
      show_all_ = true;
      group_ = -1;
      return true;
    }
    if (line == "l") {
      for (const auto& l : game().log_lines(state(), p_.me)) out_ << "  " << l << "\n";
      return true;
    }
    if (line.rfind("c ", 0) == 0) {
      try {
        out_ << game().show_card(line.substr(2));
      } catch (const std::invalid_argument& e) {
        out_ << e.what() << "\n";
      }
      return true;
    }
    if (grouped && group_ < 0) {
      const auto n = parse_choice(line, 1, entries.size());
      if (!n) {
        out_ << not_a_choice(line, 1, entries.size()) << "\n";
        return true;
      }
      const Entry& e = entries[*n - 1];
      if (e.members.size() == 1) take(legal[e.members.front()]);
      else group_ = static_cast<int>(*n - 1);
      return true;
    }
    if (grouped && parse_choice(line, 0, 0)) {  // back to the groups
      group_ = -1;
      return true;
    }
    const auto n = parse_choice(line, 1, shown.size());
    if (!n) {
      out_ << not_a_choice(line, 1, shown.size()) << "\n";
      return true;
    }
    take(legal[shown[*n - 1]]);
    return true;
  }

  PlaySession& p_;
  std::istream& in_;
  std::ostream& out_;
  size_t shown_log_ = 0;
  bool show_table_ = true;
  bool show_all_ = false;  // 'a': the whole list at this decision
  int group_ = -1;         // the group picked, in the two-step choice
};

}  // namespace

int play_loop(PlaySession& p, std::istream& in, std::ostream& out) { return Loop(p, in, out).run(); }

}  // namespace spaceline::cli
