#pragma once
// Reads docs/rule-index.md, the index of every rule id the engine cites (one table per game), for
// the tests that keep it in step with each game's rule table: a log line's id must be found there,
// and a row for an id no longer cited would send a reader to a rule the engine does not apply.
// Header-only so that both test binaries (spaceline_tests, talespin_tests) share it.
#include <algorithm>
#include <fstream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace spaceline::test_support {

struct IndexedRule {
  std::string id, source, meaning;
  int line = 0;
};

struct RuleIndexTable {
  std::vector<IndexedRule> rows;
  std::vector<std::string> problems;  // each names the file, the line and what is wrong
};

inline std::string trim_cell(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

// The cells of a Markdown table row "| a | b | c |" (no escaped pipes: the index does not use them).
inline std::vector<std::string> table_cells(const std::string& line) {
  std::vector<std::string> cells;
  std::string::size_type at = 1;
  for (auto bar = line.find('|', at); bar != std::string::npos; bar = line.find('|', at)) {
    cells.push_back(trim_cell(line.substr(at, bar - at)));
    at = bar + 1;
  }
  return cells;
}

// Sort order of the index: the seeds' rules (R-, S1-) before our rulings (D-), each by family (the
// id without its number) and then number; an id without a number (NOT-IMPLEMENTED) comes last.
inline std::tuple<int, std::string, int> index_order(const std::string& id) {
  const auto dash = id.rfind('-');
  const bool numbered = dash != std::string::npos && dash + 1 < id.size() &&
                        id.find_first_not_of("0123456789", dash + 1) == std::string::npos;
  if (!numbered) return {2, id, 0};
  return {id.rfind("D-", 0) == 0 ? 1 : 0, id.substr(0, dash), std::stoi(id.substr(dash + 1))};
}

// The rows of the table under the heading "## <heading>" of the file at `path`, up to the next "## "
// heading. The table's header row ("| id | ...") and its "|---|" row are skipped; every other row
// must have three non-empty cells (id, source, meaning), appear once and follow index_order.
inline RuleIndexTable read_rule_index(const std::string& path, const std::string& heading) {
  RuleIndexTable t;
  std::ifstream in(path);
  if (!in) {
    t.problems.push_back(path + ": cannot be opened");
    return t;
  }
  bool inside = false, found = false;
  std::set<std::string> seen;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.rfind("## ", 0) == 0) {
      inside = line == "## " + heading;
      found = found || inside;
      continue;
    }
    if (!inside || line.rfind("|", 0) != 0) continue;
    const auto at = path + ":" + std::to_string(n) + ": ";
    const auto cells = table_cells(line);
    if (cells.empty() || cells[0] == "id" || cells[0].find_first_not_of("-: ") == std::string::npos) continue;
    if (cells.size() != 3 || cells[1].empty() || cells[2].empty()) {
      t.problems.push_back(at + "a row needs three cells (id | source | what the engine does), got \"" + line + "\"");
      continue;
    }
    if (!seen.insert(cells[0]).second) t.problems.push_back(at + cells[0] + " is listed twice");
    if (!t.rows.empty() && index_order(cells[0]) < index_order(t.rows.back().id))
      t.problems.push_back(at + cells[0] + " is out of order: it belongs before " + t.rows.back().id +
                           " (rulings after the seeds' rules, each by family, then number)");
    t.rows.push_back({cells[0], cells[1], cells[2], n});
  }
  if (!found) t.problems.push_back(path + ": has no heading \"## " + heading + "\"");
  return t;
}

// One line per difference between the index and the ids a game's rule table cites: ids cited but
// not indexed, and ids indexed but no longer cited. Empty when they agree.
inline std::vector<std::string> index_differences(const RuleIndexTable& t, const std::set<std::string>& cited,
                                                  const std::string& path) {
  std::vector<std::string> out;
  std::set<std::string> indexed;
  for (const auto& r : t.rows) indexed.insert(r.id);
  std::vector<std::string> in_order(cited.begin(), cited.end());
  std::sort(in_order.begin(), in_order.end(),
            [](const std::string& a, const std::string& b) { return index_order(a) < index_order(b); });
  for (const auto& id : in_order)
    if (!indexed.count(id)) out.push_back(path + ": lacks " + id + ", which the engine cites: add its row");
  for (const auto& r : t.rows)
    if (!cited.count(r.id))
      out.push_back(path + ":" + std::to_string(r.line) + ": lists " + r.id + ", which the engine no longer cites");
  return out;
}

inline std::string joined_lines(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += x + "\n";
  return s;
}

}  // namespace spaceline::test_support
