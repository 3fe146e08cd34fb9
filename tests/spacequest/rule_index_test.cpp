// docs/rule-index.md lists exactly the rule ids Space Quest cites (state/rules.def), so that any id
// in a log line ("[SQ-14] ...") can be looked up there.
#include <gtest/gtest.h>

#include "../support/rule_index_doc.h"
#include "games/spacequest/state/rules.h"
#include "spaceline_paths.h"

using namespace spaceline::spacequest;
using namespace spaceline::test_support;

namespace {
const std::string kIndex = std::string(SPACELINE_DOCS_DIR) + "/rule-index.md";
std::set<std::string> cited_ids() {
  std::set<std::string> ids;
  for (int i = 0; i < static_cast<int>(Rule::Count); ++i) ids.insert(rule_id(static_cast<Rule>(i)));
  return ids;
}
}  // namespace

TEST(RuleIndex, SpaceQuestTableIsWellFormed) {
  const auto t = read_rule_index(kIndex, "Space Quest");
  EXPECT_TRUE(t.problems.empty()) << joined_lines(t.problems);
}

TEST(RuleIndex, SpaceQuestListsExactlyTheIdsTheEngineCites) {
  const auto t = read_rule_index(kIndex, "Space Quest");
  const auto differences = index_differences(t, cited_ids(), kIndex);
  EXPECT_TRUE(differences.empty()) << joined_lines(differences);
}
