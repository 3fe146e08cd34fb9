// docs/rule-index.md lists exactly the rule ids Second Edition cites (its Rule table, read through
// rule_id), so that any id in a log line ("[D-2E-14] P2 draws 3 dilemmas") can be looked up there.
#include <gtest/gtest.h>

#include "../support/rule_index_doc.h"
#include "games/stccg2e/state/rules.h"
#include "spaceline_paths.h"

using namespace spaceline::stccg2e;
using namespace spaceline::test_support;

namespace {

const std::string kIndex = std::string(SPACELINE_DOCS_DIR) + "/rule-index.md";
const std::string kHeading = "Star Trek CCG Second Edition";

std::set<std::string> cited_ids() {
  std::set<std::string> ids;
  for (int i = 0; i < static_cast<int>(Rule::Count); ++i) ids.insert(rule_id(static_cast<Rule>(i)));
  return ids;
}

}  // namespace

TEST(RuleIndex, SecondEditionTableIsWellFormed) {
  const auto t = read_rule_index(kIndex, kHeading);
  EXPECT_TRUE(t.problems.empty()) << joined_lines(t.problems);
}

TEST(RuleIndex, SecondEditionListsExactlyTheIdsTheEngineCites) {
  const auto t = read_rule_index(kIndex, kHeading);
  const auto differences = index_differences(t, cited_ids(), kIndex);
  EXPECT_TRUE(differences.empty()) << joined_lines(differences);
}
