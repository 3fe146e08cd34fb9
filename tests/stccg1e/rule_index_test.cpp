// docs/rule-index.md lists exactly the rule ids First Edition cites (rules.def, read through
// rule_info), so that any id in a log line, an explanation or a test name can be looked up there.
#include <gtest/gtest.h>

#include "../support/rule_index_doc.h"
#include "games/stccg1e/state/rules.h"
#include "spaceline_paths.h"

using namespace spaceline::stccg1e;
using namespace spaceline::test_support;

namespace {

const std::string kIndex = std::string(SPACELINE_DOCS_DIR) + "/rule-index.md";
const std::string kHeading = "Star Trek CCG First Edition";

std::set<std::string> cited_ids() {
  std::set<std::string> ids;
  for (int i = 0; i < static_cast<int>(Rule::Count); ++i)
    if (static_cast<Rule>(i) != Rule::None) ids.insert(rule_info(static_cast<Rule>(i)).id);
  return ids;
}

}  // namespace

TEST(RuleIndex, FirstEditionTableIsWellFormed) {
  const auto t = read_rule_index(kIndex, kHeading);
  EXPECT_TRUE(t.problems.empty()) << joined_lines(t.problems);
}

TEST(RuleIndex, FirstEditionListsExactlyTheIdsTheEngineCites) {
  const auto t = read_rule_index(kIndex, kHeading);
  const auto differences = index_differences(t, cited_ids(), kIndex);
  EXPECT_TRUE(differences.empty()) << joined_lines(differences);
}

// The check itself can fail: a cited id the table lacks and a row the engine no longer cites are
// both named.
TEST(RuleIndex, DifferencesNameMissingAndStaleIds) {
  auto t = read_rule_index(kIndex, kHeading);
  ASSERT_FALSE(t.rows.empty());
  auto cited = cited_ids();
  cited.insert("R-NEW-1");
  cited.erase(t.rows.front().id);
  const auto d = joined_lines(index_differences(t, cited, kIndex));
  EXPECT_NE(d.find("lacks R-NEW-1"), std::string::npos) << d;
  EXPECT_NE(d.find("lists " + t.rows.front().id + ", which the engine no longer cites"), std::string::npos) << d;
}
