// The legality checks answer with a Refusal (rules/refusal.h): a code citing its rule, written out
// as text only when someone asks why. They run for every candidate action of every decision, so
// they (and legal_actions into a buffer with room) must not allocate; this file counts.
#include <atomic>
#include <cstdlib>
#include <new>

#include "helpers.h"

#include "core/agent.h"

using namespace tst;
using spaceline::talespin::rules::Refusal;
using spaceline::talespin::rules::Why;

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

// Every allocation of this test binary is counted (the other tests do not notice).
void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

TEST(Refusal, EveryCodeCitesItsRuleInItsText) {
  auto s = game();
  const Card cargo = to_hand(*s, 0, "Crate of Pineapples");
  for (int w = static_cast<int>(Why::NotYourPlayStep); w <= static_cast<int>(Why::NoneInRange); ++w) {
    const Refusal r{static_cast<Why>(w), 0, 1, cargo, 3, 1};
    ASSERT_TRUE(static_cast<bool>(r));
    const std::string why = text(*s, r), id = rule_id(rule_of(r.why));
    EXPECT_TRUE(why.find(id + ")") != std::string::npos || why.find(id + ",") != std::string::npos)
        << "code " << w << " cites " << id << ": " << why;
  }
  EXPECT_EQ(text(*s, Refusal{}), "");
  EXPECT_FALSE(static_cast<bool>(Refusal{}));
}

TEST(Refusal, TheChecksAndTheLegalActionsAllocateNothing) {
  for (int players : {2, 4}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto s = game(players, seed);
      spaceline::RandomAgent agent(seed);
      std::vector<Action> legal;
      legal.reserve(512);
      for (int step = 0; step < 3000 && !s->is_terminal(); ++step) {
        const int p = s->decider;
        const long before = g_allocations;
        s->legal_actions(legal);
        int refused = 0;
        for (Card c : s->seats[p].hand) {
          refused += static_cast<bool>(rules::play_refusal(*s, p, c));
          refused += static_cast<bool>(rules::pack_refusal(*s, p, c));
        }
        for (Card c : s->seats[p].packed) refused += static_cast<bool>(rules::deliver_refusal(*s, p, c));
        for (int q = 0; q < players; ++q) refused += static_cast<bool>(rules::dogfight_refusal(*s, p, kNone, q));
        ASSERT_EQ(g_allocations - before, 0) << players << " players, seed " << seed << ", step " << step << ", "
                                             << refused << " refusals";
        s->apply(agent.choose(*s));
      }
    }
  }
}
